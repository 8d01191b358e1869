import type { AgentAction, GameToolContext, ToolOutcome } from '@playmat/agent/game';
import type { GameState } from '@playmat/engine';
import { type ToolSet, tool } from 'ai';
import { z } from 'zod';
import { effectText, trainerKind } from '../cards/card-helpers';
import {
  attachedTrainerNames,
  type Cards,
  cardOf,
  opponentOf,
  type PokemonInPlay,
  pokemonIn,
  prizesLeft,
} from '../game/board';
import { attackBaseDamage, attackDamage } from '../game/damage';
import { type PokemonState, SPECIAL_CONDITIONS } from '../game/state';
import { BENCH_ZONES, isBenchZone, isInPlayZone, zoneKey, zoneOwnerOf } from '../game/zones';

/** Kinds of the Pokémon tools for the runtime: the attack and end_phase end a run. */
export const POKEMON_TOOL_KINDS = {
  declare_attack: 'terminal',
  end_phase: 'terminal',
} as const;

/** Names of the Pokémon tools, in the order {@link createPokemonTools} defines them. */
export const POKEMON_TOOL_NAMES = [
  'attach_energy',
  'evolve',
  'play_pokemon',
  'play_trainer',
  'declare_attack',
  'declare_ability',
  'declare_retreat',
  'use_stadium',
  'set_status',
  'discard_pokemon_cards',
  'end_phase',
] as const;

const cardEffect = z
  .string()
  .optional()
  .describe("Only when a card's text allows what the rules normally forbid: that card's name.");

type Ctx = GameToolContext<PokemonState>;

/**
 * The Pokémon actions as AI SDK tools for one player. Built per phase run, so descriptions can
 * say what is already used this turn. Zones are agent keys (`your_active`, `your_bench_2`);
 * cards are names or `#ids`. Results are text from this player's knowledge; errors start with
 * `Error:` and say what would work.
 */
export function createPokemonTools(ctx: Ctx): ToolSet {
  const cards: Cards = ctx.store.engine.definition.cards;
  const me = ctx.player;
  const state = () => ctx.store.state;
  const flags = state().plugin.flags;
  const effect = (e: string | undefined) => (e ? { allowedByCardEffect: e } : {});
  const agent = (key: string) => ctx.toAgentZone(key);

  const ownInPlay = (key: string | undefined, field: string) => {
    if (key === undefined || key === '')
      return {
        ok: false as const,
        message: `Error: "${field}" must name one of your Pokémon zones: your_active or your_bench_1 … your_bench_5.`,
      };
    const r = ctx.toEngineZone(key);
    if (!r.ok) return { ok: false as const, message: `Error: "${field}": ${r.message}` };
    if (!isInPlayZone(r.key) || zoneOwnerOf(r.key) !== me)
      return {
        ok: false as const,
        message: `Error: "${field}" must be your_active or your_bench_N; "${key}" is not one of your Pokémon spots.`,
      };
    return { ok: true as const, key: r.key };
  };
  const anyInPlay = (key: string, field: string) => {
    const r = ctx.toEngineZone(key);
    if (!r.ok) return { ok: false as const, message: `Error: "${field}": ${r.message}` };
    if (!isInPlayZone(r.key))
      return {
        ok: false as const,
        message: `Error: "${field}" must be a Pokémon zone such as your_active, your_bench_2 or opponent_active; "${key}" is not.`,
      };
    return { ok: true as const, key: r.key };
  };
  const withWarnings = (o: ToolOutcome & { ok: true }, text: string) => {
    const w = o.warnings.filter((x) => !x.includes('GAME_OVER'));
    return w.length > 0 ? `${text}\n${w.map((x) => `Warning: ${x}`).join('\n')}` : text;
  };
  const run = (action: AgentAction, describe: (o: ToolOutcome & { ok: true }) => string) => {
    const o = ctx.run(action);
    return o.ok ? withWarnings(o, describe(o)) : o.message;
  };
  const nameAt = (key: string) => {
    const mon = pokemonIn(cards, state(), key);
    return mon ? mon.card.name : 'no Pokémon';
  };
  const stackSummary = (key: string) => {
    const mon = pokemonIn(cards, state(), key);
    if (!mon) return `${agent(key)} is empty`;
    const energy = mon.energy.map((id) => cardOf(cards, state(), id)?.name ?? '?');
    return `${mon.card.name} in ${agent(key)}: HP ${mon.hp - mon.damage}/${mon.hp}, Energy: ${energy.join(', ') || 'none'}`;
  };
  const gameOver = () => {
    const r = state().result;
    if (!r) return '';
    return `\nGAME OVER: ${r.winners.includes(me) ? 'you won' : 'you lost'} (${ctx.localize(r.reason)}).`;
  };

  return {
    attach_energy: tool({
      description: flags.energyAttached
        ? 'Attach an Energy card from your hand to one of your Pokémon. ALREADY USED THIS TURN: you attached an Energy from your hand this turn; only a card effect allows another (set card_effect).'
        : 'Attach an Energy card from your hand to one of your Pokémon (once per turn). Not used yet this turn.',
      inputSchema: z.object({
        energy: z.string().describe('The Energy card in your hand, e.g. "Fire Energy".'),
        target: z.string().describe('your_active or your_bench_N.'),
        card_effect: cardEffect,
      }),
      execute: async ({ energy, target, card_effect }) => {
        const t = ownInPlay(target, 'target');
        if (!t.ok) return t.message;
        return run(
          {
            type: 'move_card',
            card: energy,
            from: zoneKey(me, 'hand'),
            to: t.key,
            position: 'bottom',
            ...effect(card_effect),
          },
          () =>
            `Attached ${energy} to ${stackSummary(t.key)}. ${card_effect ? '' : 'Your Energy attachment for this turn is used.'}`.trim(),
        );
      },
    }),

    evolve: tool({
      description:
        "Evolve one of your Pokémon: put the evolution card from your hand on the Pokémon it evolves from. Not on either player's first turn, and not on a Pokémon that came into play or evolved this turn. Evolving removes Special Conditions; damage stays.",
      inputSchema: z.object({
        card: z.string().describe('The Stage 1 or Stage 2 card in your hand.'),
        target: z
          .string()
          .describe('The zone of the Pokémon to evolve: your_active or your_bench_N.'),
        card_effect: cardEffect,
      }),
      execute: async ({ card, target, card_effect }) => {
        const t = ownInPlay(target, 'target');
        if (!t.ok) return t.message;
        const before = nameAt(t.key);
        if (before === 'no Pokémon')
          return `Error: ${target} holds no Pokémon to evolve. Use play_pokemon for a Basic Pokémon, or name a zone that holds the Pokémon ${card} evolves from.`;
        return run(
          {
            type: 'move_card',
            card,
            from: zoneKey(me, 'hand'),
            to: t.key,
            position: 'top',
            ...effect(card_effect),
          },
          () => `Evolved ${before} into ${stackSummary(t.key)}.`,
        );
      },
    }),

    play_pokemon: tool({
      description:
        'Put a Basic Pokémon from your hand into play: onto an empty Bench spot (default: the first empty one), or into your Active Spot when it is empty (during setup, face down until both players are ready).',
      inputSchema: z.object({
        card: z.string().describe('The Basic Pokémon in your hand.'),
        to: z
          .string()
          .optional()
          .describe('your_active or your_bench_N; default the first empty Bench spot.'),
        card_effect: cardEffect,
      }),
      execute: async ({ card, to, card_effect }) => {
        let key: string;
        if (to) {
          const t = ownInPlay(to, 'to');
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
            return 'Error: your Bench is full (5 Pokémon). Knock-outs, retreats or card effects free spots; play other cards instead.';
          key = empty;
        }
        const setup = state().plugin.stage === 'setup';
        return run(
          {
            type: 'move_card',
            card,
            from: zoneKey(me, 'hand'),
            to: key,
            ...(setup ? { faceUp: false } : {}),
            ...effect(card_effect),
          },
          () =>
            `Put ${card} into ${agent(key)}${setup ? ' (face down until both players are ready)' : ''}.`,
        );
      },
    }),

    play_trainer: tool({
      description: `Play a Trainer card from your hand. Items and Supporters go to your discard pile, then carry out the text with the other tools (draw, search_zone, move_card, shuffle, coin_flip …). A Stadium goes to stadium (replacing the one in play); a Pokémon Tool (or Defender) is attached to "target", PlusPower to your Active Pokémon; PlusPower and Defender change attack damage and are discarded when their text says. ${flags.supporterPlayed ? 'You ALREADY PLAYED a Supporter this turn.' : "One Supporter per turn (none on the first player's first turn)."}`,
      inputSchema: z.object({
        card: z.string().describe('The Trainer card in your hand.'),
        target: z
          .string()
          .optional()
          .describe(
            'For a Pokémon Tool or Defender: your_active or your_bench_N (default your_active).',
          ),
        card_effect: cardEffect,
      }),
      execute: async ({ card, target, card_effect }) => {
        let details: { target: string } | undefined;
        if (target) {
          const t = ownInPlay(target, 'target');
          if (!t.ok) return t.message;
          details = { target: t.key };
        }
        return run(
          {
            type: 'declare_action',
            kind: 'play_trainer',
            card,
            zone: zoneKey(me, 'hand'),
            ...(details ? { details } : {}),
            ...effect(card_effect),
          },
          (o) => {
            const id = (o.data as { card?: string } | undefined)?.card;
            const c = id ? cardOf(cards, state(), id) : undefined;
            const kind = c ? trainerKind(c) : undefined;
            const where =
              kind === 'Stadium'
                ? 'stadium'
                : kind === 'Pokémon Tool'
                  ? `attached to ${agent(details?.target ?? zoneKey(me, 'active'))}`
                  : 'your_discard';
            const text = c ? effectText(c).join(' ') : '';
            return `Played ${c?.name ?? card} (${kind ?? 'Trainer'}); it is now in ${where}.${text && kind !== 'Stadium' && kind !== 'Pokémon Tool' ? ` Now carry out its effect: ${text}` : ''}`;
          },
        );
      },
    }),

    declare_attack: tool({
      description:
        'Attack with your Active Pokémon. Checks the Energy cost (with every Energy still attached), Special Conditions and the first-turn rule. For fixed damage the engine applies weakness (×2) and resistance (−30) and places damage counters; for damage printed with +, × or − work out the amount from the text and pass damage (before weakness/resistance). When the attack discards Energy from your Active Pokémon, name those Energy in discard_energy: they go to your discard pile as part of the attack, after the cost check — do NOT discard them beforehand. Knock-outs, prizes and promotions follow automatically. ENDS YOUR TURN: do everything else first, including the other effects of the attack (coin flips with coin_flip, Special Conditions with set_status, bench damage with add_counter).',
      inputSchema: z.object({
        attack: z.string().describe('The attack name as printed.'),
        damage: z
          .number()
          .int()
          .optional()
          .describe(
            'Only for variable damage: the amount from the attack text (before weakness/resistance), e.g. 60.',
          ),
        discard_energy: z
          .array(z.string())
          .optional()
          .describe(
            'Only when the attack text discards Energy from your Active Pokémon: the Energy to discard, by name as attached (e.g. ["Fire Energy", "Fire Energy"]) or #id.',
          ),
        card_effect: cardEffect,
      }),
      execute: async ({ attack, damage, discard_energy, card_effect }) => {
        const s0 = state();
        const active = zoneKey(me, 'active');
        const attacker = pokemonIn(cards, s0, active);
        if (!attacker)
          return 'Error: you have no Active Pokémon. Promote one from your Bench first.';
        const atk =
          attacker.card.attacks.find((a) => a.name.toLowerCase() === attack.trim().toLowerCase()) ??
          attacker.card.attacks.find((a) =>
            a.name.toLowerCase().startsWith(attack.trim().toLowerCase()),
          );
        if (!atk)
          return `Error: ${attacker.card.name} has no attack "${attack}". Its attacks: ${attacker.card.attacks.map((a) => a.name).join(', ') || 'none'}.`;
        const opp = opponentOf(s0, me);
        const defZone = zoneKey(opp, 'active');
        const defender = pokemonIn(cards, s0, defZone);
        const prizesBefore = prizesLeft(s0, me);
        const picked = pickAttachedEnergy(cards, s0, attacker, discard_energy ?? []);
        if (!picked.ok) return `Error: ${atk.name}: ${picked.message}`;
        const discard = picked.ids;
        const details = {
          attack: atk.name,
          ...(damage === undefined ? {} : { damage }),
          ...(discard.length > 0 ? { discard } : {}),
        };
        return run(
          {
            type: 'declare_action',
            kind: 'attack',
            card: `#${attacker.top}`,
            zone: active,
            details,
            ...effect(card_effect),
          },
          () => {
            const s = state();
            const lines = [`${attacker.card.name} used ${atk.name}.`];
            if (discard.length > 0)
              lines.push(
                `Discarded ${discard.map((id) => cardOf(cards, s0, id)?.name ?? `#${id}`).join(', ')} from it.`,
              );
            if (defender) {
              const base = damage ?? attackBaseDamage(atk).base;
              const d = attackDamage(
                base,
                { card: attacker.card, attached: attachedTrainerNames(cards, s0, attacker) },
                { card: defender.card, attached: attachedTrainerNames(cards, s0, defender) },
              );
              const notes = [
                d.weakness ? `weakness ${d.weakness.type} ${d.weakness.value}` : '',
                d.resistance ? `resistance ${d.resistance.type} ${d.resistance.value}` : '',
                ...d.modifiers,
              ].filter(Boolean);
              lines.push(
                `${d.damage} damage to the opponent's ${defender.card.name}${notes.length ? ` (${base} base, ${notes.join(', ')})` : ''}.`,
              );
              const still = pokemonIn(cards, s, defZone);
              if (still?.top === defender.top)
                lines.push(`It has ${still.hp - still.damage}/${still.hp} HP left.`);
              else {
                const taken = prizesBefore - prizesLeft(s, me);
                lines.push(
                  `${defender.card.name} was Knocked Out. You took ${taken} Prize card${taken === 1 ? '' : 's'} (${prizesLeft(s, me)} left).`,
                );
              }
            }
            lines.push('Your turn is over.');
            return lines.join(' ') + gameOver();
          },
        );
      },
    }),

    declare_ability: tool({
      description:
        'Use an Ability of one of your Pokémon in play ("… you may …"), then carry out its text with the other tools. Once-per-turn and once-per-game limits are checked. Abilities that simply apply ("can\'t be Paralyzed", "no Weakness") are never declared.',
      inputSchema: z.object({
        pokemon: z.string().describe('The zone of the Pokémon: your_active or your_bench_N.'),
        ability: z.string().describe('The Ability name as printed.'),
        card_effect: cardEffect,
      }),
      execute: async ({ pokemon, ability, card_effect }) => {
        const t = ownInPlay(pokemon, 'pokemon');
        if (!t.ok) return t.message;
        const mon = pokemonIn(cards, state(), t.key);
        if (!mon) return `Error: ${pokemon} holds no Pokémon.`;
        return run(
          {
            type: 'declare_action',
            kind: 'ability',
            card: `#${mon.top}`,
            zone: t.key,
            details: { ability },
            ...effect(card_effect),
          },
          () => {
            const a = mon.card.abilities.find(
              (x) => x.name.toLowerCase() === ability.toLowerCase(),
            );
            return `${mon.card.name} uses ${a?.name ?? ability}. Now carry out its effect: ${a?.text ?? ''}`;
          },
        );
      },
    }),

    use_stadium: tool({
      description:
        'Use the Stadium in play when its text offers a use ("Once during each player\'s turn, that player may …"), then carry out its text with the other tools (coin_flip, search_zone, move_card, shuffle). Once per turn.',
      inputSchema: z.object({ card_effect: cardEffect }),
      execute: async ({ card_effect }) => {
        const id = state().zones.stadium?.cards[0];
        const stadium = id ? cardOf(cards, state(), id) : undefined;
        return run(
          {
            type: 'declare_action',
            kind: 'use_stadium',
            ...(id ? { card: `#${id}`, zone: 'stadium' } : {}),
            ...effect(card_effect),
          },
          () =>
            `You use ${stadium?.name ?? 'the Stadium'}. Now carry out its effect: ${stadium ? effectText(stadium).join(' ') : ''}`,
        );
      },
    }),

    declare_retreat: tool({
      description:
        `Retreat your Active Pokémon: discard Energy from it to pay its Retreat Cost and switch it with a Benched Pokémon (once per turn; not while Asleep or Paralyzed). ${flags.retreated ? 'You ALREADY RETREATED this turn.' : ''}`.trim(),
      inputSchema: z.object({
        to: z.string().describe('The Benched Pokémon to switch in: your_bench_N.'),
        discard_energy: z
          .array(z.string())
          .optional()
          .describe(
            'Energy names attached to the Active Pokémon to discard; default: as many as the Retreat Cost, first attached first.',
          ),
        card_effect: cardEffect,
      }),
      execute: async ({ to, discard_energy, card_effect }) => {
        const t = ownInPlay(to, 'to');
        if (!t.ok) return t.message;
        if (!isBenchZone(t.key))
          return `Error: "to" must be a your_bench_N zone holding a Pokémon; got ${to}.`;
        const s = state();
        const active = pokemonIn(cards, s, zoneKey(me, 'active'));
        if (!active) return 'Error: you have no Active Pokémon to retreat.';
        let ids: string[];
        if (discard_energy === undefined)
          ids = active.energy.slice(0, active.card.retreatCost.length);
        else {
          const picked = pickAttachedEnergy(cards, s, active, discard_energy);
          if (!picked.ok) return `Error: ${picked.message}`;
          ids = picked.ids;
        }
        const from = active.card.name;
        return run(
          {
            type: 'declare_action',
            kind: 'retreat',
            card: `#${active.top}`,
            zone: zoneKey(me, 'active'),
            details: { to: t.key, discard: ids },
            ...effect(card_effect),
          },
          () =>
            `${from} retreated to ${agent(t.key)} (discarded ${ids.length} Energy); ${stackSummary(zoneKey(me, 'active'))} is now Active.`,
        );
      },
    }),

    set_status: tool({
      description:
        'Give a Pokémon a Special Condition, or clear them all with "none". Asleep, Confused and Paralyzed replace each other; Burned and Poisoned stack. Only Active Pokémon have conditions.',
      inputSchema: z.object({
        target: z.string().describe('your_active or opponent_active.'),
        status: z.enum([...SPECIAL_CONDITIONS, 'none']).describe('The condition, or none.'),
        card_effect: cardEffect,
      }),
      execute: async ({ target, status, card_effect }) => {
        const t = anyInPlay(target, 'target');
        if (!t.ok) return t.message;
        return run(
          {
            type: 'declare_action',
            kind: 'set_status',
            zone: t.key,
            details: { status },
            ...effect(card_effect),
          },
          () => {
            const mon = pokemonIn(cards, state(), t.key);
            return `${mon?.card.name ?? 'The Pokémon'} in ${agent(t.key)} now has: ${mon?.conditions.join(', ') || 'no Special Conditions'}.`;
          },
        );
      },
    }),

    discard_pokemon_cards: tool({
      description:
        'Discard cards from a Pokémon in play (e.g. Energy to pay an attack cost or a card effect), or the whole Pokémon with everything attached when "cards" is omitted. Cards go to their owner\'s discard pile.',
      inputSchema: z.object({
        target: z
          .string()
          .describe('The Pokémon zone: your_active, your_bench_N, opponent_active …'),
        cards: z
          .array(z.string())
          .optional()
          .describe(
            'Names of the cards to discard from that stack; omit to discard the whole stack.',
          ),
        card_effect: cardEffect,
      }),
      execute: async ({ target, cards: names, card_effect }) => {
        const t = anyInPlay(target, 'target');
        if (!t.ok) return t.message;
        const owner = zoneOwnerOf(t.key) ?? me;
        const discard = zoneKey(owner, 'discard');
        if ((state().zones[t.key]?.cards.length ?? 0) === 0)
          return `Error: ${target} is empty; nothing to discard.`;
        if (names === undefined || names.length === 0)
          return run(
            { type: 'move_card_stack', from: t.key, to: discard, ...effect(card_effect) },
            (o) => `Discarded everything in ${agent(t.key)}: ${o.message}.`,
          );
        const done: string[] = [];
        for (const n of names) {
          const o = ctx.run({
            type: 'move_card',
            card: n,
            from: t.key,
            to: discard,
            ...effect(card_effect),
          });
          if (!o.ok)
            return `${done.length ? `Discarded ${done.join(', ')}; then: ` : ''}${o.message}`;
          done.push(n);
        }
        return `Discarded ${done.join(', ')} from ${agent(t.key)}; ${stackSummary(t.key)}.`;
      },
    }),

    end_phase: tool({
      description:
        'Finish the current phase: during setup, say your Active and Bench Pokémon are placed; after your start-of-turn draw, move on to your main phase; in the main phase, end your turn.',
      inputSchema: z.object({}),
      execute: async () => {
        if (state().plugin.stage === 'setup')
          return run({ type: 'declare_action', kind: 'setup_done' }, () =>
            state().plugin.stage === 'play'
              ? 'Setup is complete: every Pokémon is revealed and the game begins.'
              : 'You are ready; waiting for your opponent to finish setting up.',
          );
        return run({ type: 'end_phase' }, (o) => `Phase ended: ${o.message}.`);
      },
    }),
  };
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
