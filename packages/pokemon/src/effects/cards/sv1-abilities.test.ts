import { createGameToolContext, createMatchStore } from '@playmat/agent/game';
import type { Action, PendingDecision } from '@playmat/engine';
import type { ToolSet } from 'ai';
import { describe, expect, it } from 'vitest';
import type { PokemonState } from '../../game/state';
import { createPokemonPlugin } from '../../plugin/create-pokemon-plugin';
import { buildBoard } from '../../test/match-builder';
import { cardBehaviour } from '../behaviour.test-helper';
import {
  act,
  answerAll,
  type Chooser,
  damageIn,
  firstOptions,
  refusalOf,
  type Table,
  table,
  templatesIn,
  useAbility,
  withCounters,
} from '../effects.test-helper';

/**
 * Scarlet & Violet Abilities, each used (or put to the test) on a small board, with what its
 * printed text says happens — and, for an Ability that would change nothing, the refusal.
 */
const G = 'sve-1';
const R = 'sve-2';
const W = 'sve-3';
const L = 'sve-4';
const P = 'sve-5';
const F = 'sve-6';

const PAWMI = 'sv1-74';
const FUECOCO = 'sv1-36';
const RALTS = 'sv1-84';
const KIRLIA = 'sv1-85';
const GARDEVOIR_EX = 'sv1-86';
const SKWOVET = 'sv1-151';

const ids = (t: Table, zone: string) => [...(t.state.zones[zone]?.cards ?? [])];

/** The action of a Pokémon (by zone) declaring an Ability. */
function abilityAction(t: Table, zone: string, ability: string): Action {
  const top = t.state.zones[zone]?.cards[0];
  return {
    type: 'declare_action',
    player: zone.slice(0, zone.indexOf(':')),
    source: 'ai',
    kind: 'ability',
    card: `#${top}`,
    zone,
    details: { ability },
  };
}

/** Declares an Ability and returns the first decision it asks (without answering it). */
function firstQuestion(t: Table, zone: string, ability: string): PendingDecision | undefined {
  return act(t, abilityAction(t, zone, ability)).state.pendingDecision ?? undefined;
}

/** Answers by the option naming `part` (a zone such as `p1:bench_1`, or a card name). */
const naming =
  (...parts: string[]): Chooser =>
  (d, s) => {
    const found = parts
      .map((p) => (d.options ?? []).find((o) => o.includes(p)))
      .filter((o): o is string => o !== undefined);
    return found.length > 0 ? found : firstOptions(d, s);
  };

cardBehaviour(GARDEVOIR_EX, 'Psychic Embrace', () => {
  // Gardevoir ex 310 HP; Kirlia 90 HP with 60 damage (30 left: 2 counters leave it at 10);
  // Ralts 70 HP with 50 damage (20 left: 2 counters would Knock It Out); Pawmi is Lightning.
  const board = () =>
    withCounters(
      withCounters(
        table({
          p1: {
            active: [GARDEVOIR_EX],
            bench: [[KIRLIA], [RALTS], [PAWMI]],
            discard: [P, P, R],
          },
          p2: { active: [FUECOCO] },
        }),
        'p1:bench_1',
        { damage: 60 },
      ),
      'p1:bench_2',
      { damage: 50 },
    );

  it('offers each Psychic Pokémon that 2 damage counters would not Knock Out, and no other', () => {
    const d = firstQuestion(board(), 'p1:active', 'Psychic Embrace');
    const options = d?.options ?? [];
    expect(options.some((o) => o.includes('p1:active'))).toBe(true);
    expect(options.some((o) => o.includes('p1:bench_1'))).toBe(true);
    expect(options.some((o) => o.includes('p1:bench_2'))).toBe(false);
    expect(options.some((o) => o.includes('p1:bench_3'))).toBe(false);
    expect(options).toHaveLength(2);
  });

  it('attaches a Basic Psychic Energy from the discard pile and puts 2 damage counters on that Pokémon', () => {
    const t = useAbility(board(), 'p1:active', 'Psychic Embrace', {
      chooser: naming('p1:bench_1'),
    });
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([KIRLIA, P]);
    expect(damageIn(t.state, 'p1:bench_1')).toBe(80);
    expect(templatesIn(t.state, 'p1:discard').sort()).toEqual([P, R].sort());
  });

  it('can be used as often as you like during the turn', () => {
    let t = useAbility(board(), 'p1:active', 'Psychic Embrace', { chooser: naming('p1:active') });
    t = useAbility(t, 'p1:active', 'Psychic Embrace', { chooser: naming('p1:active') });
    expect(templatesIn(t.state, 'p1:active')).toEqual([GARDEVOIR_EX, P, P]);
    expect(damageIn(t.state, 'p1:active')).toBe(40);
    expect(templatesIn(t.state, 'p1:discard')).toEqual([R]);
  });

  it('is refused, and not counted as used, without a Basic Psychic Energy in the discard pile', () => {
    const t = table({
      p1: { active: [GARDEVOIR_EX], discard: [R, G] },
      p2: { active: [FUECOCO] },
    });
    expect(refusalOf(t, abilityAction(t, 'p1:active', 'Psychic Embrace'))).toMatch(
      /CANNOT_USE_ABILITY.*no Basic Psychic Energy in your discard pile/,
    );
  });

  it('is refused when every Psychic Pokémon would be Knocked Out by the 2 damage counters', () => {
    const t = withCounters(
      table({
        p1: { active: [GARDEVOIR_EX], bench: [[PAWMI]], discard: [P] },
        p2: { active: [FUECOCO] },
      }),
      'p1:active',
      { damage: 290 },
    );
    expect(refusalOf(t, abilityAction(t, 'p1:active', 'Psychic Embrace'))).toMatch(
      /CANNOT_USE_ABILITY.*Knocked Out/,
    );
  });
});

cardBehaviour(SKWOVET, 'Nest Stash', () => {
  const board = (seed: number, hand = [G, R, W, L, P]) =>
    table({
      seed,
      p1: { active: [SKWOVET], hand, deck: [F, F, F] },
      p2: { active: [FUECOCO] },
    });

  it('puts the whole hand on the bottom of the deck, then draws a card (from the top)', () => {
    const t0 = board(1);
    const top = ids(t0, 'p1:deck')[0];
    const hand = ids(t0, 'p1:hand');
    const t = useAbility(t0, 'p1:active', 'Nest Stash');
    expect(ids(t, 'p1:hand')).toEqual([top]);
    const deck = ids(t, 'p1:deck');
    expect(deck).toHaveLength(7);
    expect([...deck.slice(2)].sort()).toEqual([...hand].sort());
  });

  it('shuffles the hand first: the order under the deck is not the order the player held', () => {
    const orders = new Set<string>();
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const t0 = board(seed);
      const t = useAbility(t0, 'p1:active', 'Nest Stash');
      const under = ids(t, 'p1:deck').slice(2);
      orders.add(under.map((id) => t.state.cards[id]?.templateId).join(','));
    }
    // Five different cards: a shuffle gives several orders over eight seeds, a plain move one.
    expect(orders.size).toBeGreaterThan(2);
  });

  it('is refused with an empty hand (nothing would go under the deck, so no card is drawn)', () => {
    const t = board(1, []);
    expect(refusalOf(t, abilityAction(t, 'p1:active', 'Nest Stash'))).toMatch(/CANNOT_USE_ABILITY/);
  });

  it('is used once during your turn', () => {
    const t = useAbility(board(1), 'p1:active', 'Nest Stash');
    expect(refusalOf(t, abilityAction(t, 'p1:active', 'Nest Stash'))).toMatch(/ONCE_PER_TURN/);
  });
});

describe('an Ability that would change nothing', () => {
  it('is refused with the reason, leaves the state as it was and is not counted as used', () => {
    const t = table({ p1: { active: [GARDEVOIR_EX], discard: [R] }, p2: { active: [FUECOCO] } });
    const r = t.engine.execute(t.state, abilityAction(t, 'p1:active', 'Psychic Embrace'));
    expect(r.ok).toBe(false);
    expect(t.state.plugin.flags.abilitiesUsed).toEqual([]);
    expect(answerAll(t).state).toBe(t.state);
  });
});

describe('what the seat reads when an Ability would change nothing', () => {
  it('is the refusal with its reason, never "… used Psychic Embrace."', async () => {
    const plugin = createPokemonPlugin();
    const state = buildBoard({
      engine: plugin.engine,
      p1: { active: [GARDEVOIR_EX], bench: [[KIRLIA]], discard: [R] },
      p2: { active: [FUECOCO] },
    }).state;
    const store = createMatchStore(plugin.engine, state);
    const ctx = createGameToolContext<PokemonState>({ store, player: 'p1', plugin });
    const tools = plugin.getAgentConfig(ctx, 'main').tools as ToolSet;
    const out = String(
      await tools.declare_ability?.execute?.(
        { pokemon: 'your_active', ability: 'Psychic Embrace' } as never,
        { toolCallId: 't', messages: [] },
      ),
    );
    expect(out).not.toMatch(/used Psychic Embrace/);
    expect(out).toMatch(/Psychic Embrace can't be used now: there is no Basic Psychic Energy/);
    expect(store.state.plugin.flags.abilitiesUsed).toEqual([]);
  });
});
