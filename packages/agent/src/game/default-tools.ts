import type { InstanceId, PeekAction, Position, SeenCard, ZoneInventory } from '@playmat/engine';
import { type ToolSet, tool } from 'ai';
import { z } from 'zod';
import { MAX_GUIDANCE, MAX_REWINDS } from '../run-agent';
import { schemaMemo, type ToolKind, validatingTools } from '../tools';
import type { MatchCheckpoint } from './match-store';
import { restoreRefusal } from './rewind';
import type { AgentAction, GameToolContext, ToolOutcome } from './tool-context';

/**
 * Kinds of the default tools: `peek` and `search_zone` only read; `end_turn`, `concede`,
 * `declare_victory`, `end_phase` and `rewind` end the run; everything else changes state.
 */
export const DEFAULT_TOOL_KINDS: Readonly<Record<string, ToolKind>> = Object.freeze({
  peek: 'read',
  search_zone: 'read',
  end_turn: 'terminal',
  end_phase: 'terminal',
  concede: 'terminal',
  declare_victory: 'terminal',
  rewind: 'terminal',
});

/** Names of every default tool, in the order {@link createDefaultTools} defines them. */
export const DEFAULT_TOOL_NAMES = [
  'draw',
  'move_card',
  'move_card_stack',
  'place_on_zone',
  'shuffle',
  'search_zone',
  'peek',
  'rearrange_zone',
  'flip_card',
  'set_orientation',
  'add_counter',
  'remove_counter',
  'coin_flip',
  'dice_roll',
  'reveal',
  'reveal_hand',
  'mulligan',
  'create_decision',
  'resolve_decision',
  'end_turn',
  'end_phase',
  'concede',
  'declare_victory',
  'rewind',
] as const;

const cardEffect = z
  .string()
  .optional()
  .describe(
    'Only when a card’s text allows something the rules normally forbid (e.g. looking at the opponent’s deck): that card’s name.',
  );
const cardRef = (what: string) =>
  z.string().describe(`${what}: the card name as shown (e.g. "Potion") or its id (e.g. "#12").`);
const zoneRef = (what: string) =>
  z
    .string()
    .describe(`${what}: a zone key such as your_hand, your_deck, opponent_active, stadium.`);

type Resolved<T> = { ok: true; value: T } | { ok: false; message: string };

/** Each tool's input schema, built once (the same for every context: see `schemaMemo`). */
const schema = schemaMemo();

/**
 * The engine's actions as AI SDK tools for one player. Schemas are flat; zones are agent keys
 * (`your_deck`, `opponent_active`, `stadium`); cards are names or `#ids`. Every result is text
 * built from what this player may know; failures start with `Error:` and say what would work.
 */
export function createDefaultTools<P, V = unknown>(ctx: GameToolContext<P, V>): ToolSet {
  const zone = (key: string | undefined, field: string): Resolved<string | undefined> => {
    if (key === undefined || key === '') return { ok: true, value: undefined };
    const r = ctx.toEngineZone(key);
    return r.ok
      ? { ok: true, value: r.key }
      : { ok: false, message: `Error: "${field}": ${r.message}` };
  };
  const effect = (e: string | undefined) => (e ? { allowedByCardEffect: e } : {});
  const withWarnings = (o: ToolOutcome & { ok: true }, text: string) =>
    o.warnings.length > 0 ? `${text}\n${o.warnings.map((w) => `Warning: ${w}`).join('\n')}` : text;
  const run = (action: AgentAction, describe?: (o: ToolOutcome & { ok: true }) => string) => {
    const o = ctx.run(action);
    if (!o.ok) return o.message;
    return withWarnings(o, describe ? describe(o) : `OK: ${o.message}.`);
  };
  const agentZone = (key: string) => ctx.toAgentZone(key);
  const names = (ids: readonly InstanceId[], o: { before: unknown }) =>
    ids.map((id) => ctx.cardName(id, o.before as never)).join(', ');
  const parsePosition = (p: string | number | undefined): Resolved<Position | undefined> => {
    if (p === undefined || p === '') return { ok: true, value: undefined };
    if (typeof p === 'number') return { ok: true, value: p };
    const t = p.trim().toLowerCase();
    if (t === 'top' || t === 'bottom') return { ok: true, value: t };
    if (/^\d+$/.test(t)) return { ok: true, value: Number(t) };
    return {
      ok: false,
      message: `Error: position "${p}" is not valid. Use "top", "bottom", or a number (1 = top).`,
    };
  };

  const peekResult = (o: ToolOutcome & { ok: true }) => {
    const data = o.data as { zone: string; from: 'top' | 'bottom'; cards: SeenCard[] };
    const key = agentZone(data.zone);
    const state = ctx.store.state as never;
    const lines = data.cards.map((c) => `${c.position}. ${ctx.plugin.formatCard(state, c.id)}`);
    const n = data.cards.length;
    const first = data.cards[0]?.name ?? 'Card Name';
    const total = ctx.view().zones[data.zone]?.count;
    return [
      `${data.from === 'top' ? 'Top' : 'Bottom'} ${n} card${n === 1 ? '' : 's'} of ${key}${total != null ? ` (${total} in the zone)` : ''}, listed top to bottom by position (1 = top). Only you saw them; nothing moved and they stay face down:`,
      ...lines,
      'Next you can:',
      `- take one by name: move_card { card: "${first}", from: "${key}", to: "your_hand" }`,
      `- reorder them: rearrange_zone { zone: "${key}", count: ${n}, order: [names top to bottom]${data.from === 'bottom' ? ', from: "bottom"' : ''} }`,
      `- shuffle the zone: shuffle { zone: "${key}" }`,
    ].join('\n');
  };

  const searchResult = (o: ToolOutcome & { ok: true }) => {
    const inv = o.data as ZoneInventory;
    const key = agentZone(inv.zone);
    const state = ctx.store.state as never;
    const lines = inv.entries.map((e) => {
      const first = e.instances[0] as SeenCard;
      const at = e.instances.map((i) => i.position).join(', ');
      return `- ${e.quantity}x ${ctx.plugin.formatCard(state, first.id)} (position${e.instances.length === 1 ? '' : 's'} ${at})`;
    });
    const example = inv.entries[0]?.name ?? 'Card Name';
    return [
      `${key} holds ${inv.total} card${inv.total === 1 ? '' : 's'} (${inv.entries.length} different). Only you saw this; nothing moved:`,
      ...(lines.length > 0 ? lines : ['(empty)']),
      'Next you can:',
      `- take a card by name: move_card { card: "${example}", from: "${key}", to: "your_hand" }`,
      `- put cards on top in a chosen order: place_on_zone { cards: [...], from: "${key}", to: "${key}" }`,
      `- shuffle afterwards if the effect says so: shuffle { zone: "${key}" }`,
    ].join('\n');
  };

  return validatingTools({
    draw: tool({
      description:
        'Draw cards from the top of your deck into your hand. Returns the cards you drew.',
      inputSchema: schema('draw', () =>
        z.object({
          count: z.number().int().optional().describe('How many cards (default 1).'),
        }),
      ),
      execute: async ({ count }) =>
        run({ type: 'draw', ...(count === undefined ? {} : { count }) }, (o) => {
          const ids = (o.data as { cards: InstanceId[] }).cards;
          const lines = ids.map((id) => `- ${ctx.describeCard(id)}`);
          return [`You drew ${ids.length} card${ids.length === 1 ? '' : 's'}:`, ...lines].join(
            '\n',
          );
        }),
    }),

    move_card: tool({
      description:
        'Move one card from any zone to another zone, by name or #id. Use "from" to say where it is (required for a face-down card you looked at, e.g. from your_deck after peek or search_zone). For ordered zones choose the position: top (default), bottom, or a number (1 = top).',
      inputSchema: schema('move_card', () =>
        z.object({
          card: cardRef('The card to move'),
          from: zoneRef('Where the card is now (optional for cards you can see)').optional(),
          to: zoneRef('Where the card goes'),
          position: z
            .union([z.string(), z.number()])
            .optional()
            .describe('"top" (default), "bottom", or a number counted from the top (1 = top).'),
          face_up: z
            .boolean()
            .optional()
            .describe('Force face up (true) or face down (false); default: the zone’s usual way.'),
          card_effect: cardEffect,
        }),
      ),
      execute: async ({ card, from, to, position, face_up, card_effect }) => {
        const f = zone(from, 'from');
        if (!f.ok) return f.message;
        const t = zone(to, 'to');
        if (!t.ok) return t.message;
        const pos = parsePosition(position);
        if (!pos.ok) return pos.message;
        return run(
          {
            type: 'move_card',
            card,
            to: t.value as string,
            ...(f.value ? { from: f.value } : {}),
            ...(pos.value !== undefined ? { position: pos.value } : {}),
            ...(face_up !== undefined ? { faceUp: face_up } : {}),
            ...effect(card_effect),
          },
          (o) => {
            const d = o.data as { card: InstanceId; from: string; to: string; position: number };
            const ordered = ctx.view().zones[d.to]?.ordered;
            return `Moved ${ctx.cardName(d.card, o.before as never)} from ${agentZone(d.from)} to ${agentZone(d.to)}${ordered ? ` (position ${d.position} from the top)` : ''}.`;
          },
        );
      },
    }),

    move_card_stack: tool({
      description:
        'Move the top cards of a zone (default: all of them) to another zone, keeping their order — e.g. a whole stack from your_active to your_discard.',
      inputSchema: schema('move_card_stack', () =>
        z.object({
          from: zoneRef('The zone to take cards from'),
          to: zoneRef('The zone to put them in'),
          count: z.number().int().optional().describe('How many cards from the top (default all).'),
          position: z.enum(['top', 'bottom']).optional().describe('Where in "to" (default top).'),
          card_effect: cardEffect,
        }),
      ),
      execute: async ({ from, to, count, position, card_effect }) => {
        const f = zone(from, 'from');
        if (!f.ok) return f.message;
        const t = zone(to, 'to');
        if (!t.ok) return t.message;
        return run(
          {
            type: 'move_card_stack',
            from: f.value as string,
            to: t.value as string,
            ...(count !== undefined ? { count } : {}),
            ...(position ? { position } : {}),
            ...effect(card_effect),
          },
          (o) => {
            const ids = (o.data as { cards: InstanceId[] }).cards;
            return `Moved ${ids.length} card${ids.length === 1 ? '' : 's'} (${names(ids, o)}) from ${from} to ${to}.`;
          },
        );
      },
    }),

    place_on_zone: tool({
      description:
        'Put several cards on the top or bottom of a zone in a chosen order ("cards" lists them top to bottom). Name the same card twice for two copies.',
      inputSchema: schema('place_on_zone', () =>
        z.object({
          cards: z
            .array(z.string())
            .describe('Card names or #ids, in the resulting top-to-bottom order.'),
          from: zoneRef('Where the cards are now (optional for cards you can see)').optional(),
          to: zoneRef('Where they go'),
          position: z
            .enum(['top', 'bottom'])
            .optional()
            .describe('Top (default) or bottom of "to".'),
          card_effect: cardEffect,
        }),
      ),
      execute: async ({ cards, from, to, position, card_effect }) => {
        const f = zone(from, 'from');
        if (!f.ok) return f.message;
        const t = zone(to, 'to');
        if (!t.ok) return t.message;
        return run(
          {
            type: 'place_on_zone',
            cards,
            to: t.value as string,
            ...(f.value ? { from: f.value } : {}),
            ...(position ? { position } : {}),
            ...effect(card_effect),
          },
          (o) => {
            const ids = (o.data as { cards: InstanceId[] }).cards;
            return `Placed ${ids.length} card${ids.length === 1 ? '' : 's'} on the ${position ?? 'top'} of ${to}: ${names(ids, o)}.`;
          },
        );
      },
    }),

    shuffle: tool({
      description: 'Shuffle a zone (usually your_deck). Cards in it become face down again.',
      inputSchema: schema('shuffle', () =>
        z.object({ zone: zoneRef('The zone to shuffle'), card_effect: cardEffect }),
      ),
      execute: async ({ zone: z0, card_effect }) => {
        const zr = zone(z0, 'zone');
        if (!zr.ok) return zr.message;
        return run({ type: 'shuffle', zone: zr.value as string, ...effect(card_effect) }, () => {
          const n = ctx.view().zones[zr.value as string]?.count;
          return `Shuffled ${z0}${n != null ? ` (${n} cards)` : ''}.`;
        });
      },
    }),

    search_zone: tool({
      description:
        'Look through a whole zone you may search (usually your_deck or your_discard): returns every card with quantities and positions. Changes nothing; only you see the result, and only in this result (it is condensed away when you search or peek again), so act on it right away.',
      inputSchema: schema('search_zone', () =>
        z.object({ zone: zoneRef('The zone to search'), card_effect: cardEffect }),
      ),
      execute: async ({ zone: z0, card_effect }) => {
        const zr = zone(z0, 'zone');
        if (!zr.ok) return zr.message;
        return run(
          { type: 'search_zone', zone: zr.value as string, ...effect(card_effect) },
          searchResult,
        );
      },
    }),

    peek: tool({
      description:
        'Look at the top (or bottom) cards of a zone without moving them, e.g. the top 3 of your_deck. Returns each card with its position (1 = top) and how to continue: take one with move_card, reorder with rearrange_zone, or shuffle. Only you see the result; the cards stay face down.',
      inputSchema: schema('peek', () =>
        z.object({
          zone: zoneRef('The zone to look at'),
          count: z.number().int().optional().describe('How many cards (default 1).'),
          from: z
            .enum(['top', 'bottom'])
            .optional()
            .describe('Look at the top (default) or bottom.'),
          card_effect: cardEffect,
        }),
      ),
      execute: async ({ zone: z0, count, from, card_effect }) => {
        const zr = zone(z0, 'zone');
        if (!zr.ok) return zr.message;
        const action: DistributivePeek = {
          type: 'peek',
          zone: zr.value as string,
          ...(count !== undefined ? { count } : {}),
          ...(from ? { from } : {}),
          ...effect(card_effect),
        };
        return run(action, peekResult);
      },
    }),

    rearrange_zone: tool({
      description:
        'Reorder the top (or bottom) cards of a zone, e.g. after peek. "order" names every one of those cards exactly once, in the new top-to-bottom order.',
      inputSchema: schema('rearrange_zone', () =>
        z.object({
          zone: zoneRef('The zone to reorder'),
          order: z
            .array(z.string())
            .describe('All the cards (names or #ids), new order, top first.'),
          count: z
            .number()
            .int()
            .optional()
            .describe('How many cards are being reordered (default: the length of "order").'),
          from: z.enum(['top', 'bottom']).optional().describe('Top (default) or bottom cards.'),
          card_effect: cardEffect,
        }),
      ),
      execute: async ({ zone: z0, order, count, from, card_effect }) => {
        const zr = zone(z0, 'zone');
        if (!zr.ok) return zr.message;
        return run(
          {
            type: 'rearrange_zone',
            zone: zr.value as string,
            order,
            count: count ?? order.length,
            ...(from ? { from } : {}),
            ...effect(card_effect),
          },
          (o) => {
            const ids = (o.data as { order: InstanceId[] }).order;
            const state = ctx.store.state;
            const list = ids
              .map((id) => {
                const card = state.cards[id];
                const name = card
                  ? (ctx.store.engine.definition.cards.getTemplate(card.templateId)?.name ?? '?')
                  : '?';
                return name;
              })
              .join(', ');
            return `The ${from ?? 'top'} ${ids.length} cards of ${z0} are now, top to bottom: ${list}.`;
          },
        );
      },
    }),

    flip_card: tool({
      description:
        'Turn a card face up (everyone sees it) or face down. Without face_up it toggles.',
      inputSchema: schema('flip_card', () =>
        z.object({
          card: cardRef('The card'),
          zone: zoneRef('Where it is (optional)').optional(),
          face_up: z.boolean().optional().describe('true = face up, false = face down.'),
          card_effect: cardEffect,
        }),
      ),
      execute: async ({ card, zone: z0, face_up, card_effect }) => {
        const zr = zone(z0, 'zone');
        if (!zr.ok) return zr.message;
        return run({
          type: 'flip_card',
          card,
          ...(zr.value ? { zone: zr.value } : {}),
          ...(face_up !== undefined ? { faceUp: face_up } : {}),
          ...effect(card_effect),
        });
      },
    }),

    set_orientation: tool({
      description: 'Rotate a card: 0 (upright), 90 (turned sideways), 180 (upside down) or 270.',
      inputSchema: schema('set_orientation', () =>
        z.object({
          card: cardRef('The card'),
          zone: zoneRef('Where it is (optional)').optional(),
          orientation: z.number().int().describe('0, 90, 180 or 270.'),
          card_effect: cardEffect,
        }),
      ),
      execute: async ({ card, zone: z0, orientation, card_effect }) => {
        const zr = zone(z0, 'zone');
        if (!zr.ok) return zr.message;
        return run({
          type: 'set_orientation',
          card,
          orientation: orientation as 0,
          ...(zr.value ? { zone: zr.value } : {}),
          ...effect(card_effect),
        });
      },
    }),

    add_counter: counterTool(
      'add_counter',
      'Add to a named counter on a card (damage, tokens …).',
      'How much to add (default 1).',
    ),
    remove_counter: counterTool(
      'remove_counter',
      'Remove from a named counter on a card; fails if it has fewer.',
      'How much to remove (default 1).',
    ),

    coin_flip: tool({
      description:
        'Flip coins with the game’s fair random generator. Flip only when a card tells you to, and act on the result.',
      inputSchema: schema('coin_flip', () =>
        z.object({
          count: z.number().int().optional().describe('How many coins (default 1).'),
        }),
      ),
      execute: async ({ count }) =>
        run({ type: 'coin_flip', ...(count !== undefined ? { count } : {}) }, (o) => {
          const d = o.data as { results: string[]; heads: number; tails: number };
          return d.results.length === 1
            ? `Coin flip: ${d.results[0]?.toUpperCase()}.`
            : `Flipped ${d.results.length} coins: ${d.results.join(', ')} (${d.heads} heads, ${d.tails} tails).`;
        }),
    }),

    dice_roll: tool({
      description: 'Roll dice with the game’s fair random generator.',
      inputSchema: schema('dice_roll', () =>
        z.object({
          count: z.number().int().optional().describe('How many dice (default 1).'),
          sides: z.number().int().optional().describe('Sides per die (default 6).'),
        }),
      ),
      execute: async ({ count, sides }) =>
        run(
          {
            type: 'dice_roll',
            ...(count !== undefined ? { count } : {}),
            ...(sides !== undefined ? { sides } : {}),
          },
          (o) => {
            const d = o.data as { results: number[]; total: number };
            return `Rolled ${d.results.length}d${sides ?? 6}: ${d.results.join(', ')} (total ${d.total}).`;
          },
        ),
    }),

    reveal: tool({
      description:
        'Show cards to everyone (default) or to the players listed in "to" (e.g. ["opponent"]), as a card effect requires.',
      inputSchema: schema('reveal', () =>
        z.object({
          cards: z.array(z.string()).describe('Card names or #ids.'),
          zone: zoneRef('Where they are (optional)').optional(),
          to: z
            .array(z.string())
            .optional()
            .describe('Who sees them: "opponent" or player ids (default everyone).'),
          card_effect: cardEffect,
        }),
      ),
      execute: async ({ cards, zone: z0, to, card_effect }) => {
        const zr = zone(z0, 'zone');
        if (!zr.ok) return zr.message;
        const players = resolvePlayers(ctx, to);
        if (!players.ok) return players.message;
        return run(
          {
            type: 'reveal',
            cards,
            ...(zr.value ? { zone: zr.value } : {}),
            ...(players.value ? { to: players.value } : {}),
            ...effect(card_effect),
          },
          (o) => revealText(ctx, o, players.value),
        );
      },
    }),

    reveal_hand: tool({
      description: 'Show your whole hand to everyone (default) or to the players in "to".',
      inputSchema: schema('reveal_hand', () =>
        z.object({
          to: z
            .array(z.string())
            .optional()
            .describe('Who sees it: "opponent" or player ids (default everyone).'),
        }),
      ),
      execute: async ({ to }) => {
        const players = resolvePlayers(ctx, to);
        if (!players.ok) return players.message;
        return run({ type: 'reveal_hand', ...(players.value ? { to: players.value } : {}) }, (o) =>
          revealText(ctx, o, players.value),
        );
      },
    }),

    mulligan: tool({
      description:
        'Shuffle your hand into your deck and draw a new hand (default: as many cards as you had).',
      inputSchema: schema('mulligan', () =>
        z.object({
          count: z
            .number()
            .int()
            .optional()
            .describe('How many to draw (default: your hand size).'),
        }),
      ),
      execute: async ({ count }) =>
        run({ type: 'mulligan', ...(count !== undefined ? { count } : {}) }, () => {
          const handKey = ctx.toEngineZone('your_hand');
          const cards = handKey.ok ? (ctx.view().zones[handKey.key]?.cards ?? []) : [];
          return [
            `Mulligan done: your hand was shuffled into your deck and you drew ${cards.length}:`,
            ...cards.map((c) => `- ${ctx.describeCard(c.id)}`),
          ].join('\n');
        }),
    }),

    create_decision: tool({
      description:
        'Ask a player a question they must answer before play continues (e.g. the opponent chooses a new active card). Give the options when there is a fixed set.',
      inputSchema: schema('create_decision', () =>
        z.object({
          decider: z.string().describe('Who decides: "opponent", "you", or a player id.'),
          prompt: z.string().describe('The question.'),
          options: z
            .array(z.string())
            .optional()
            .describe('The allowed answers (omit for a free answer).'),
        }),
      ),
      execute: async ({ decider, prompt, options }) => {
        const who = ctx.resolvePlayer(decider);
        if (!who.ok) return `Error: "decider": ${who.message}`;
        const engineOptions = options?.map((o) => {
          const z0 = ctx.toEngineZone(o);
          return z0.ok && o.includes('_') ? z0.key : o;
        });
        return run(
          {
            type: 'create_decision',
            decider: who.player,
            prompt,
            ...(engineOptions ? { options: engineOptions } : {}),
          },
          () =>
            `Asked ${ctx.playerLabel(who.player)}: "${prompt}"${options ? ` (options: ${options.join(', ')})` : ''}. Play waits for the answer.`,
        );
      },
    }),

    resolve_decision: tool({
      description:
        'Answer the decision you must make (shown in the state). For a zone choice, give the zone key, e.g. your_bench_2.',
      inputSchema: schema('resolve_decision', () =>
        z.object({
          choice: z.string().describe('Your answer: one of the options shown.'),
        }),
      ),
      execute: async ({ choice }) => {
        const pending = ctx.store.state.pendingDecision;
        let answer = choice;
        if (pending?.options && !pending.options.includes(choice)) {
          const z0 = ctx.toEngineZone(choice);
          if (z0.ok && pending.options.includes(z0.key)) answer = z0.key;
        }
        return run({ type: 'resolve_decision', choice: answer }, () =>
          pending
            ? `You answered "${ctx.localize(answer)}" to "${ctx.localize(pending.prompt)}".`
            : `You answered "${choice}".`,
        );
      },
    }),

    end_turn: tool({
      description: 'End your turn. Call it once everything you want to do this turn is done.',
      inputSchema: schema('end_turn', () => z.object({})),
      execute: async () => run({ type: 'end_turn' }, (o) => `Turn ended. ${o.message}.`),
    }),

    end_phase: tool({
      description:
        'Finish the current phase of your turn and move to the next one (from the last phase, this ends the turn).',
      inputSchema: schema('end_phase', () => z.object({})),
      execute: async () => run({ type: 'end_phase' }, (o) => `Phase ended: ${o.message}.`),
    }),

    concede: tool({
      description: 'Give up the game: every other player wins. Only when you truly cannot go on.',
      inputSchema: schema('concede', () => z.object({})),
      execute: async () => run({ type: 'concede' }, () => 'You conceded. The game is over.'),
    }),

    declare_victory: tool({
      description:
        'Declare that the game is won because a win condition is met (say which). Only when the rules really say so.',
      inputSchema: schema('declare_victory', () =>
        z.object({
          reason: z.string().describe('The win condition met, e.g. "took the last prize card".'),
          winner: z.string().optional().describe('"you" (default), "opponent", or a player id.'),
        }),
      ),
      execute: async ({ reason, winner }) => {
        let w: string | undefined;
        if (winner !== undefined) {
          const r = ctx.resolvePlayer(winner);
          if (!r.ok) return `Error: "winner": ${r.message}`;
          w = r.player;
        }
        return run(
          { type: 'declare_victory', reason, ...(w ? { winner: w } : {}) },
          () => `Game over: ${ctx.playerLabel(w ?? ctx.player)} won (${reason}).`,
        );
      },
    }),

    rewind: tool({
      description: `Undo everything done since the start of this turn and start over. Nothing that showed you hidden cards or used chance (a draw, a search, a flip, a shuffle) can be undone: the rewind stops right after the latest such action. Write guidance for your next attempt: what went wrong and what to do instead. At most ${MAX_REWINDS} per turn.`,
      inputSchema: schema('rewind', () =>
        z.object({
          guidance: z.string().max(MAX_GUIDANCE).describe('What to do differently.'),
        }),
      ),
      execute: async () => {
        const cp = ctx.rewindPoint;
        if (cp === undefined) return 'Error: there is no checkpoint to rewind to in this phase.';
        if (ctx.rewinds >= MAX_REWINDS)
          return `Error: rewind limit reached (${MAX_REWINDS} per turn). Continue from the current state.`;
        const refused = restoreRefusal(ctx, ctx.store.restore(cp, { player: ctx.player }));
        if (refused === undefined) {
          ctx.rewinds++;
          return 'Rewound to the start of the turn; the state is back to how it was then.';
        }
        if (refused.fallback === undefined)
          return `Error: ${refused.reason} Continue from the current state.`;
        ctx.store.restore(refused.fallback as MatchCheckpoint, { player: ctx.player });
        ctx.rewinds++;
        return `Rewound as far back as allowed, not to the start of the turn: ${refused.reason} The state is back to how it was right after that.`;
      },
    }),
  });

  /** add_counter and remove_counter differ only in their action type and wording. */
  function counterTool(
    type: 'add_counter' | 'remove_counter',
    description: string,
    amountHelp: string,
  ) {
    return tool({
      description,
      inputSchema: schema(type, () =>
        z.object({
          card: cardRef('The card'),
          zone: zoneRef('Where it is (optional)').optional(),
          counter: z.string().describe('Counter name, e.g. "damage".'),
          amount: z.number().int().optional().describe(amountHelp),
          card_effect: cardEffect,
        }),
      ),
      execute: async ({ card, zone: z0, counter, amount, card_effect }) => {
        const zr = zone(z0, 'zone');
        if (!zr.ok) return zr.message;
        return run(
          {
            type,
            card,
            counter,
            ...(amount !== undefined ? { amount } : {}),
            ...(zr.value ? { zone: zr.value } : {}),
            ...effect(card_effect),
          },
          (o) => counterText(o, counter),
        );
      },
    });
  }

  function counterText(o: ToolOutcome & { ok: true }, counter: string): string {
    const ev = o.events.find((e) => e.type === 'card_changed');
    const id = ev && 'card' in ev ? ev.card : undefined;
    if (id === undefined) return `OK: ${o.message}.`;
    const value = ctx.store.state.cards[id]?.counters[counter] ?? 0;
    return `${ctx.cardName(id)} now has ${value} ${counter}.`;
  }
}

type DistributivePeek = Omit<PeekAction, 'player' | 'source'>;

function resolvePlayers<P, V>(
  ctx: GameToolContext<P, V>,
  to: readonly string[] | undefined,
): Resolved<string[] | undefined> {
  if (to === undefined) return { ok: true, value: undefined };
  const out: string[] = [];
  for (const t of to) {
    const r = ctx.resolvePlayer(t);
    if (!r.ok) return { ok: false, message: `Error: "to": ${r.message}` };
    out.push(r.player);
  }
  return { ok: true, value: out };
}

function revealText<P, V>(
  ctx: GameToolContext<P, V>,
  o: ToolOutcome & { ok: true },
  to: readonly string[] | undefined,
): string {
  const cards = (o.data as { cards: SeenCard[] }).cards;
  const who = to ? to.map((p) => ctx.playerLabel(p)).join(', ') : 'everyone';
  return `Revealed to ${who}: ${cards.map((c) => ctx.cardName(c.id)).join(', ') || 'nothing'}.`;
}
