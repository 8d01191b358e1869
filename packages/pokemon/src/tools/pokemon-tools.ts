import { schemaMemo, validatingTools } from '@playmat/agent';
import type { AgentAction, GameToolContext, ToolOutcome } from '@playmat/agent/game';
import { canSeeCard, type GameState, type PendingDecision } from '@playmat/engine';
import { type ToolSet, tool } from 'ai';
import { z } from 'zod';
import { trainerKindWords } from '../cards/card-helpers';
import { retreatCost } from '../effects/passives';
import {
  attachedTypes,
  type Cards,
  cardOf,
  type PokemonInPlay,
  pokemonIn,
  prizesLeft,
} from '../game/board';
import { LOOK_TARGETS, type LookTarget } from '../game/look';
import type { PokemonState } from '../game/state';
import { BENCH_ZONES, isBenchZone, isInPlayZone, zoneKey, zoneOwnerOf } from '../game/zones';
import { gameWords } from '../narrative/game-words';
import { optionText, pokemonSummary } from '../narrative/pokemon-summary';

/**
 * Kinds of the Pokémon tools for the runtime: ending the turn or a phase ends a run. An attack
 * ends it too, once the game has carried it out (the plugin's `endsRun` sees the turn pass); an
 * attack that stops on its player's choice lets the run go on so they can answer.
 */
export const POKEMON_TOOL_KINDS = {
  end_turn: 'terminal',
  end_phase: 'terminal',
} as const;

/** The Pokémon actions a seat has in its main phase. */
export const POKEMON_MAIN_TOOLS = [
  'play_pokemon',
  'attach_energy',
  'evolve',
  'play_trainer',
  'declare_ability',
  'use_stadium',
  'declare_retreat',
  'declare_attack',
  'resolve_decision',
  'end_turn',
] as const;

/** Names of the Pokémon tools, in the order {@link createPokemonTools} defines them. */
export const POKEMON_TOOL_NAMES = [
  ...POKEMON_MAIN_TOOLS,
  'end_phase',
  'look_at',
  'finish_effect',
] as const;

type Ctx = GameToolContext<PokemonState>;

/** Each tool's input schema, built once (the same for every context: see `schemaMemo`). */
const schema = schemaMemo();

/** What a spot argument must name: a spot holding one of your Pokémon (on the Bench), or an empty one. */
type SpotNeed = 'pokemon' | 'benched' | 'empty';

/** Log lines that say nothing to the player who acted. */
const NOISE = /declared (check_knock_outs|play_trainer|attack|ability|use_stadium)\b|must decide:/;

/**
 * The Pokémon actions as AI SDK tools for one player. Zones are agent keys (`your_active`,
 * `your_bench_2`); cards are names or `#ids`. A card's text is carried out by the game: when it
 * needs a choice the result lists the options, answered with `resolve_decision`. Results are
 * text from this player's knowledge; errors start with `Error:` and say what would work.
 */
export function createPokemonTools(ctx: Ctx): ToolSet {
  const cards: Cards = ctx.store.engine.definition.cards;
  const me = ctx.player;
  const state = () => ctx.store.state;
  const agent = (key: string) => ctx.toAgentZone(key);

  /** Your spots holding a Pokémon, as `your_bench_2 (Mankey, HP 30/60, Energy: none)`. */
  const spotsHolding = (benchOnly = false) =>
    [...(benchOnly ? [] : [zoneKey(me, 'active')]), ...BENCH_ZONES.map((b) => zoneKey(me, b))]
      .map((k) => pokemonIn(cards, state(), k))
      .filter((m): m is PokemonInPlay => m !== undefined)
      .map((m) => `${agent(m.zone)} (${pokemonSummary(cards, state(), m)})`);
  /** A decision option in this seat's words; a spot with the Pokémon it holds. */
  const shownOption = (option: string) => optionText(cards, state(), option, ctx.localize);
  const emptySpots = () =>
    [zoneKey(me, 'active'), ...BENCH_ZONES.map((b) => zoneKey(me, b))]
      .filter((k) => (state().zones[k]?.cards.length ?? 0) === 0)
      .map(agent);
  /** What a spot argument may name now, for the end of an error. */
  const spotChoices = (need: SpotNeed) => {
    if (need === 'empty') {
      const free = emptySpots();
      return free.length > 0 ? ` Empty spots: ${free.join(', ')}.` : ' You have no empty spot.';
    }
    const held = spotsHolding(need === 'benched');
    if (need === 'benched')
      return held.length > 0
        ? ` Your Benched Pokémon: ${held.join(', ')}.`
        : ' Your Bench is empty.';
    return held.length > 0 ? ` Your Pokémon: ${held.join(', ')}.` : ' You have no Pokémon in play.';
  };

  /**
   * Resolves a spot argument to one of your spots: holding a Pokémon (`need: 'pokemon'`) or
   * empty (`need: 'empty'`). Errors list the spots that would do, with their Pokémon.
   */
  const ownInPlay = (key: string | undefined, field: string, need: SpotNeed = 'pokemon') => {
    const fail = (text: string) => ({
      ok: false as const,
      message: `Error: ${text}${spotChoices(need)}`,
    });
    if (key === undefined || key === '')
      return fail(`"${field}" is missing: name one of your spots.`);
    const r = ctx.toEngineZone(key);
    const where = need === 'benched' ? 'your_bench_N' : 'your_active or your_bench_N';
    if (!r.ok || !isInPlayZone(r.key) || zoneOwnerOf(r.key) !== me)
      return fail(`"${field}" must be ${where}; "${key}" is not one of your spots.`);
    if (need === 'benched' && !isBenchZone(r.key))
      return fail(`"${field}" must be one of your Benched Pokémon (your_bench_N); got ${key}.`);
    const mon = pokemonIn(cards, state(), r.key);
    if (need !== 'empty' && !mon) return fail(`${agent(r.key)} is empty.`);
    if (need === 'empty' && (state().zones[r.key]?.cards.length ?? 0) > 0)
      return fail(`${agent(r.key)} already holds ${mon?.card.name ?? 'a card'}.`);
    return { ok: true as const, key: r.key };
  };

  /** What the action set off, from the log, then the choice it waits for. */
  const report = (o: ToolOutcome & { ok: true }, lead: string) => {
    const s = state();
    const seq = o.before.seq;
    // The log as this seat reads it: a card revealed to another player alone stays "a card".
    const lines = ctx.store.engine
      .view(s, me)
      .log.filter((e) => e.seq > seq && !NOISE.test(e.message))
      .flatMap((e) => {
        const words = gameWords(e.message);
        return words === undefined ? [] : [ctx.localize(words)];
      })
      .slice(-14);
    const knockedOut = added(
      (o.before.plugin as PokemonState).knockouts ?? [],
      s.plugin.knockouts,
    ).map((k) => `- ${ctx.localize(k)}`);
    const out = [lead, ...lines.map((l) => `- ${l}`), ...knockedOut];
    const w = o.warnings.filter((x) => !x.includes('GAME_OVER'));
    if (w.length > 0) out.push(...w.map((x) => `Warning: ${x}`));
    out.push(nextStep(s));
    return out.filter(Boolean).join('\n');
  };

  const nextStep = (s: GameState<PokemonState>) => {
    if (s.result)
      return `GAME OVER: ${s.result.winners.includes(me) ? 'you won' : 'you lost'} (${ctx.localize(s.result.reason)}).`;
    const d = s.pendingDecision;
    if (d && d.decider === me) return choicePrompt(d);
    if (s.turn.activePlayer !== me) return 'Your turn is over.';
    // An attack ends the turn once what it set off (a promotion, its own choice) is answered.
    if (d)
      return s.plugin.effects.some((e) => e.source === 'attack' && e.player === me)
        ? 'Your opponent must choose now; your turn ends after that (your attack ends it).'
        : 'Your opponent must choose now; your turn goes on after that.';
    const top = s.plugin.effects.at(-1);
    if (top?.manual && top.player === me)
      return `${top.name} is not carried out by the game: do what its text says with the card moves, then call finish_effect.`;
    return '';
  };

  const choicePrompt = (d: PendingDecision) => {
    const pick = d.select
      ? d.select.min === d.select.max
        ? `choices: exactly ${d.select.min}`
        : `choices: ${d.select.min} to ${d.select.max}`
      : 'choice: one';
    return `Choose now with resolve_decision (${pick}): ${ctx.localize(d.prompt)}\nOptions: ${(d.options ?? []).map(shownOption).join(' | ')}`;
  };

  const run = (
    tool: string,
    action: AgentAction,
    lead: (o: ToolOutcome & { ok: true }) => string,
  ) => {
    const o = ctx.run(action, { tool, input: action });
    return o.ok ? report(o, lead(o)) : o.message;
  };

  const stackSummary = (key: string) => {
    const mon = pokemonIn(cards, state(), key);
    if (!mon) return `${agent(key)} is empty`;
    const energy = mon.energy.map((id) => cardOf(cards, state(), id)?.name ?? '?');
    return `${mon.card.name} in ${agent(key)} (HP ${mon.hp - mon.damage}/${mon.hp}, Energy: ${energy.join(', ') || 'none'})`;
  };
  const nameOf = (o: ToolOutcome & { ok: true }, fallback: string) => {
    const d = o.data as { card?: string } | undefined;
    return (d?.card ? cardOf(cards, state(), d.card)?.name : undefined) ?? fallback;
  };

  return validatingTools({
    play_pokemon: tool({
      description:
        'Put a Basic Pokémon from your hand into play: onto an empty Bench spot (default: the first), or into your empty Active Spot (during setup, face down until both players are ready).',
      inputSchema: schema('play_pokemon', () =>
        z.object({
          card: z.string().describe('The Basic Pokémon in your hand (name or #id).'),
          to: z.string().optional().describe('your_active or your_bench_N.'),
        }),
      ),
      execute: async ({ card, to }) => {
        let key: string;
        if (to) {
          const t = ownInPlay(to, 'to', 'empty');
          if (!t.ok) return t.message;
          key = t.key;
        } else {
          const s = state();
          const active = zoneKey(me, 'active');
          const empty =
            (s.zones[active]?.cards.length ?? 0) === 0
              ? active
              : BENCH_ZONES.map((b) => zoneKey(me, b)).find(
                  (k) => (s.zones[k]?.cards.length ?? 0) === 0,
                );
          if (!empty)
            return 'Error: your Bench is full (5 Pokémon). Play other cards instead, or free a spot.';
          key = empty;
        }
        const setup = state().plugin.stage === 'setup';
        return run(
          'play_pokemon',
          {
            type: 'move_card',
            card,
            from: zoneKey(me, 'hand'),
            to: key,
            ...(setup ? { faceUp: false } : {}),
          },
          (o) =>
            `Put ${nameOf(o, card)} into ${agent(key)}${setup ? ' (face down until both players are ready)' : ''}.`,
        );
      },
    }),

    attach_energy: tool({
      description:
        'Attach an Energy card from your hand to one of your Pokémon (once per turn; the state says if it is used).',
      inputSchema: schema('attach_energy', () =>
        z.object({
          energy: z.string().describe('The Energy card in your hand, e.g. "Fire Energy".'),
          target: z.string().describe('your_active or your_bench_N.'),
        }),
      ),
      execute: async ({ energy, target }) => {
        const t = ownInPlay(target, 'target');
        if (!t.ok) return t.message;
        return run(
          'attach_energy',
          {
            type: 'move_card',
            card: energy,
            from: zoneKey(me, 'hand'),
            to: t.key,
            position: 'bottom',
          },
          (o) => `Attached ${nameOf(o, energy)} to ${stackSummary(t.key)}.`,
        );
      },
    }),

    evolve: tool({
      description:
        "Evolve one of your Pokémon with the Stage 1 or Stage 2 card from your hand that evolves from it (a Baby Pokémon: with the Basic card it evolves into). Not on either player's first turn, nor on a Pokémon that came into play or evolved this turn. Damage stays; Special Conditions go.",
      inputSchema: schema('evolve', () =>
        z.object({
          card: z.string().describe('The evolution card in your hand.'),
          target: z.string().describe('The Pokémon to evolve: your_active or your_bench_N.'),
        }),
      ),
      execute: async ({ card, target }) => {
        const t = ownInPlay(target, 'target');
        if (!t.ok) return t.message;
        const before = pokemonIn(cards, state(), t.key);
        if (!before)
          return `Error: ${target} holds no Pokémon to evolve. Name the spot of the Pokémon ${card} evolves from.`;
        return run(
          'evolve',
          { type: 'move_card', card, from: zoneKey(me, 'hand'), to: t.key, position: 'top' },
          () => `Evolved ${before.card.name} into ${stackSummary(t.key)}.`,
        );
      },
    }),

    play_trainer: tool({
      description:
        'Play a Trainer card (Item, Supporter, Stadium or Pokémon Tool) from your hand. The game carries out its text and asks you for the choices it gives (answer with resolve_decision). A Stadium stays in play; a Pokémon Tool (or Defender) is attached to target; PlusPower goes on your Active Pokémon.',
      inputSchema: schema('play_trainer', () =>
        z.object({
          card: z.string().describe('The Trainer card in your hand.'),
          target: z
            .string()
            .optional()
            .describe('Only for a Pokémon Tool or Defender: your_active or your_bench_N.'),
        }),
      ),
      execute: async ({ card, target }) => {
        let details: { target: string } | undefined;
        if (target) {
          const t = ownInPlay(target, 'target');
          if (!t.ok) return t.message;
          details = { target: t.key };
        }
        return run(
          'play_trainer',
          {
            type: 'declare_action',
            kind: 'play_trainer',
            card,
            zone: zoneKey(me, 'hand'),
            ...(details ? { details } : {}),
          },
          (o) => {
            const id = (o.data as { card?: string } | undefined)?.card;
            const c = id ? cardOf(cards, o.before as GameState, id) : undefined;
            return `You played ${c?.name ?? card} (${(c && trainerKindWords(c)) ?? 'Trainer'}).`;
          },
        );
      },
    }),

    declare_ability: tool({
      description:
        'Use an Ability of one of your Pokémon in play (one whose text says you may use it). The game carries out its text and asks for the choices it gives.',
      inputSchema: schema('declare_ability', () =>
        z.object({
          pokemon: z
            .string()
            .describe('The Pokémon with the Ability: your_active or your_bench_N.'),
          ability: z.string().describe('The Ability name as printed.'),
        }),
      ),
      execute: async ({ pokemon, ability }) => {
        const t = ownInPlay(pokemon, 'pokemon');
        if (!t.ok) return t.message;
        const mon = pokemonIn(cards, state(), t.key);
        if (!mon) return `Error: ${pokemon} holds no Pokémon.`;
        const found = mon.card.abilities.find(
          (x) => x.name.toLowerCase() === ability.trim().toLowerCase(),
        );
        if (!found)
          return `Error: ${mon.card.name} has no Ability "${ability}". Its Abilities: ${mon.card.abilities.map((a) => a.name).join(', ') || 'none'}.`;
        return run(
          'declare_ability',
          {
            type: 'declare_action',
            kind: 'ability',
            card: `#${mon.top}`,
            zone: t.key,
            details: { ability: found.name },
          },
          () => `${mon.card.name} used ${found.name}.`,
        );
      },
    }),

    use_stadium: tool({
      description:
        'Use the Stadium in play when its text offers a use ("Once during each player\'s turn, that player may …"). Once per turn.',
      inputSchema: schema('use_stadium', () => z.object({})),
      execute: async () => {
        const id = state().zones.stadium?.cards[0];
        const name = id ? cardOf(cards, state(), id)?.name : undefined;
        return run(
          'use_stadium',
          {
            type: 'declare_action',
            kind: 'use_stadium',
            ...(id ? { card: `#${id}`, zone: 'stadium' } : {}),
          },
          () => `You used ${name ?? 'the Stadium'}.`,
        );
      },
    }),

    declare_retreat: tool({
      description:
        'Retreat your Active Pokémon: discard Energy from it to pay its Retreat Cost and switch it with a Benched Pokémon (once per turn; not while Asleep or Paralyzed).',
      inputSchema: schema('declare_retreat', () =>
        z.object({
          to: z.string().describe('The Benched Pokémon to switch in: your_bench_N.'),
          discard_energy: z
            .array(z.string())
            .optional()
            .describe(
              'Energy attached to the Active Pokémon to discard (names or #ids); default: enough to pay, first attached first.',
            ),
        }),
      ),
      execute: async ({ to, discard_energy }) => {
        const t = ownInPlay(to, 'to', 'benched');
        if (!t.ok) return t.message;
        const s = state();
        const active = pokemonIn(cards, s, zoneKey(me, 'active'));
        if (!active) return 'Error: you have no Active Pokémon to retreat.';
        let ids: string[];
        if (discard_energy === undefined) ids = defaultRetreatPayment(cards, s, active);
        else {
          const picked = pickAttachedEnergy(cards, s, active, discard_energy);
          if (!picked.ok) return `Error: ${picked.message}`;
          ids = picked.ids;
        }
        const from = active.card.name;
        return run(
          'declare_retreat',
          {
            type: 'declare_action',
            kind: 'retreat',
            card: `#${active.top}`,
            zone: zoneKey(me, 'active'),
            details: { to: t.key, discard: ids },
          },
          () =>
            // 1999 rules: a Confused Pokémon's retreat fails on tails, after paying.
            state().plugin.flags.retreatFailed
              ? `${from} is Confused and its retreat failed (tails): it stays Active, the ${ids.length} Energy stay discarded, and it can't try to retreat again this turn.`
              : `${from} retreated to ${agent(t.key)} (discarded ${ids.length} Energy); ${stackSummary(zoneKey(me, 'active'))} is now Active.`,
        );
      },
    }),

    declare_attack: tool({
      description:
        'Attack with your Active Pokémon. The game checks the Energy cost, carries out the text (coin flips, damage, Weakness and Resistance, effects, Knock Outs, Prizes) and asks for the choices it gives. ENDS YOUR TURN: do everything else first.',
      inputSchema: schema('declare_attack', () =>
        z.object({ attack: z.string().describe('The attack name as printed.') }),
      ),
      execute: async ({ attack }) => {
        const attacker = pokemonIn(cards, state(), zoneKey(me, 'active'));
        if (!attacker)
          return 'Error: you have no Active Pokémon. Promote one from your Bench first.';
        const wanted = attack.trim().toLowerCase();
        const atk =
          attacker.card.attacks.find((a) => a.name.toLowerCase() === wanted) ??
          attacker.card.attacks.find((a) => a.name.toLowerCase().startsWith(wanted));
        if (!atk)
          return `Error: ${attacker.card.name} has no attack "${attack}". Its attacks: ${attacker.card.attacks.map((a) => a.name).join(', ') || 'none'}.`;
        const prizesBefore = prizesLeft(state(), me);
        return run(
          'declare_attack',
          {
            type: 'declare_action',
            kind: 'attack',
            card: `#${attacker.top}`,
            zone: zoneKey(me, 'active'),
            details: { attack: atk.name },
          },
          () => {
            const taken = prizesBefore - prizesLeft(state(), me);
            return `${attacker.card.name} used ${atk.name}.${taken > 0 ? ` You took ${taken} Prize card${taken === 1 ? '' : 's'} (${prizesLeft(state(), me)} left).` : ''}`;
          },
        );
      },
    }),

    resolve_decision: tool({
      description:
        'Answer the choice you must make (shown in the state and in the last result): one option as "choice", or several as "choices" when the choice allows it. An option may be named by its text, its #id or its zone.',
      inputSchema: schema('resolve_decision', () =>
        z.object({
          choice: z.string().optional().describe('One option.'),
          choices: z
            .array(z.string())
            .optional()
            .describe('Several options (or none, when the choice allows that).'),
        }),
      ),
      execute: async ({ choice, choices }) => {
        const d = state().pendingDecision;
        if (!d) return 'Error: there is no choice to make now.';
        if (d.decider !== me) return 'Error: your opponent must make this choice, not you.';
        const wanted = choices ?? (choice === undefined ? undefined : [choice]);
        if (wanted === undefined) return `Error: give "choice" (or "choices").\n${choicePrompt(d)}`;
        const matched: string[] = [];
        for (const w of wanted) {
          const m = matchOption(d.options ?? [], w, shownOption, (k) => ctx.toEngineZone(k));
          if (m === undefined)
            return `Error: "${w}" is not one of the options.\n${choicePrompt(d)}`;
          matched.push(m);
        }
        const action: AgentAction =
          d.select || matched.length !== 1
            ? { type: 'resolve_decision', choices: matched }
            : { type: 'resolve_decision', choice: matched[0] as string };
        return run(
          'resolve_decision',
          action,
          () => `You chose ${matched.map((x) => ctx.localize(x)).join(', ') || 'nothing'}.`,
        );
      },
    }),

    end_turn: tool({
      description: 'End your turn (without attacking).',
      inputSchema: schema('end_turn', () => z.object({})),
      execute: async () => run('end_turn', { type: 'end_turn' }, () => 'You ended your turn.'),
    }),

    end_phase: tool({
      description:
        'Finish the current phase: during setup, say your Pokémon are placed; after your start-of-turn draw, go on to your main phase.',
      inputSchema: schema('end_phase', () => z.object({})),
      execute: async () => {
        if (state().plugin.stage === 'setup')
          return run('end_phase', { type: 'declare_action', kind: 'setup_done' }, () =>
            state().plugin.stage === 'play'
              ? 'Setup is complete: every Pokémon is revealed and the game begins.'
              : 'You are ready; waiting for your opponent to finish setting up.',
          );
        return run('end_phase', { type: 'end_phase' }, () => 'Phase ended.');
      },
    }),

    look_at: tool({
      description:
        "While you carry out a card the game does not carry out by hand: look at the hidden cards its text names (your opponent's hand, a random card from it, the top card of a deck, a Prize card). The game shows them to you alone.",
      inputSchema: schema('look_at', () =>
        z.object({
          what: z.enum(LOOK_TARGETS as [LookTarget, ...LookTarget[]]),
          prize: z
            .number()
            .int()
            .min(1)
            .max(6)
            .optional()
            .describe('Which Prize card (1–6), for a Prize.'),
        }),
      ),
      execute: async ({ what, prize }) => {
        const before = state();
        return run(
          'look_at',
          { type: 'declare_action', kind: 'look', details: { what, ...(prize ? { prize } : {}) } },
          () => {
            const now = state();
            const shown = Object.keys(now.cards).filter(
              (id) => !canSeeCard(before, me, id) && canSeeCard(now, me, id),
            );
            const names = shown.map((id) => cardOf(cards, now, id)?.name ?? `#${id}`);
            return names.length > 0
              ? `You looked at: ${names.join(', ')}.`
              : 'You saw nothing new.';
          },
        );
      },
    }),

    finish_effect: tool({
      description:
        'Say you have carried out the text of the card that is resolving by hand (a card the game does not carry out itself).',
      inputSchema: schema('finish_effect', () => z.object({})),
      execute: async () =>
        run(
          'finish_effect',
          { type: 'declare_action', kind: 'finish_effect' },
          () => 'The card is done.',
        ),
    }),
  });
}

/** The lines at the end of `after` that `before` (a bounded list it grew from) did not hold. */
function added(before: readonly string[], after: readonly string[]): string[] {
  for (let overlap = Math.min(before.length, after.length); overlap > 0; overlap--) {
    const tail = before.slice(before.length - overlap);
    if (tail.every((l, i) => after[i] === l)) return after.slice(overlap);
  }
  return [...after];
}

/**
 * Finds the option an answer means: the option itself (as shown, any case), its `#id`, its
 * zone key (`your_bench_2`), or a name that only one option contains.
 */
export function matchOption(
  options: readonly string[],
  answer: string,
  shown: (option: string) => string,
  toEngineZone: (key: string) => { ok: true; key: string } | { ok: false },
): string | undefined {
  const a = answer.trim();
  const lower = a.toLowerCase();
  const exact =
    options.find((o) => o === a || shown(o) === a) ??
    options.find((o) => o.toLowerCase() === lower || shown(o).toLowerCase() === lower);
  if (exact) return exact;
  const id = /^#?(\d+)$/.exec(a)?.[1];
  if (id) {
    const hit = options.find((o) => o.startsWith(`#${id} `) || o === `#${id}`);
    if (hit) return hit;
  }
  const zone = toEngineZone(a);
  if (zone.ok) {
    const hit = options.filter((o) => o === zone.key || o.startsWith(`${zone.key} `));
    if (hit.length === 1) return hit[0];
  }
  const named = options.filter((o) => shown(o).toLowerCase().includes(lower));
  return named.length === 1 ? named[0] : undefined;
}

/** The Energy a retreat discards by default: enough to pay, first attached first. */
function defaultRetreatPayment(
  cards: Cards,
  state: GameState<PokemonState>,
  active: PokemonInPlay,
): string[] {
  const need = retreatCost(cards, state, active) ?? 0;
  const ids: string[] = [];
  for (const id of active.energy) {
    if (attachedTypes(cards, state, { ...active, energy: ids }).length >= need) break;
    ids.push(id);
  }
  return ids;
}

/**
 * Resolves Energy names (as attached, with or without a leading "Basic ") or `#ids` to distinct
 * Energy instances attached to `mon`, first attached first. Fails with what is attached.
 */
export function pickAttachedEnergy(
  cards: Cards,
  state: GameState,
  mon: PokemonInPlay,
  wanted: readonly string[],
): { ok: true; ids: string[] } | { ok: false; message: string } {
  const pool = mon.energy.map((id) => ({ id, name: cardOf(cards, state, id)?.name ?? '' }));
  const bare = (n: string) =>
    n
      .trim()
      .toLowerCase()
      .replace(/^basic\s+/, '');
  const ids: string[] = [];
  for (const n of wanted) {
    const free = pool.filter((e) => !ids.includes(e.id));
    const hit =
      free.find((e) => `#${e.id}` === n.trim()) ??
      free.find((e) => e.name.toLowerCase() === n.trim().toLowerCase()) ??
      free.find((e) => bare(e.name) === bare(n));
    if (!hit)
      return {
        ok: false,
        message: `no attached "${n}" left to discard. ${mon.card.name} has: ${
          pool.map((e) => `${e.name} (#${e.id})`).join(', ') || 'no Energy'
        }. Name Energy attached to it, once per card.`,
      };
    ids.push(hit.id);
  }
  return { ok: true, ids };
}
