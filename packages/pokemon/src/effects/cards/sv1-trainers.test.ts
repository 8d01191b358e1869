import type { Action } from '@playmat/engine';
import { describe, expect, it } from 'vitest';
import { cardBehaviour } from '../behaviour.test-helper';
import {
  act,
  type Chooser,
  damageIn,
  firstOptions,
  playTrainer,
  refusalOf,
  type Table,
  table,
  templatesIn,
  withCounters,
} from '../effects.test-helper';

/**
 * Scarlet & Violet Trainers, each played on a small board, with what its printed text says
 * happens — the options it offers, where the cards go — and the refusal when it would change
 * nothing ("You can't play a card for no effect"; a deck search may still find nothing, as
 * only its player may see the deck).
 */
const G = 'sve-1';
const R = 'sve-2';
const W = 'sve-3';
const L = 'sve-4';
const P = 'sve-5';
const F = 'sve-6';

const PAWMI = 'sv1-74';
const PAWMO = 'sv1-75';
const FUECOCO = 'sv1-36';
const QUAXLY = 'sv1-52';
const WATTREL = 'sv1-78';

const NEST_BALL = 'sv1-181';
const POTION = 'sv1-188';
const ULTRA_BALL = 'sv1-196';

const ids = (t: Table, zone: string) => [...(t.state.zones[zone]?.cards ?? [])];
const sorted = (xs: readonly string[]) => [...xs].sort();

/** p1 plays the Trainer in their hand with template `id` (the action only). */
function playAction(t: Table, id: string, player = 'p1'): Action {
  const card = ids(t, `${player}:hand`).find((i) => t.state.cards[i]?.templateId === id);
  if (!card) throw new Error(`no ${id} in ${player}'s hand`);
  return {
    type: 'declare_action',
    player,
    source: 'ai',
    kind: 'play_trainer',
    card: `#${card}`,
    zone: `${player}:hand`,
  };
}

/** Plays the Trainer and returns the first decision it asks (without answering it). */
function firstQuestion(t: Table, id: string) {
  return act(t, playAction(t, id)).state.pendingDecision ?? undefined;
}

/** Answers by the options naming each of `parts` (one option per part, in order). */
const naming =
  (...parts: string[]): Chooser =>
  (d, s) => {
    const left = [...(d.options ?? [])];
    const out: string[] = [];
    for (const p of parts) {
      const i = left.findIndex((o) => o.includes(p));
      if (i >= 0) out.push(...left.splice(i, 1));
    }
    return out.length > 0 ? out : firstOptions(d, s);
  };

cardBehaviour(POTION, undefined, () => {
  it('heals 30 damage from the one of your Pokémon you choose', () => {
    const t0 = withCounters(
      withCounters(
        table({
          p1: { active: [PAWMI], bench: [[PAWMO]], hand: [POTION] },
          p2: { active: [FUECOCO] },
        }),
        'p1:active',
        { damage: 20 },
      ),
      'p1:bench_1',
      { damage: 50 },
    );
    const t = playTrainer(t0, 'Potion', { chooser: naming('p1:bench_1') });
    expect(damageIn(t.state, 'p1:bench_1')).toBe(20);
    expect(damageIn(t.state, 'p1:active')).toBe(20);
    expect(templatesIn(t.state, 'p1:discard')).toEqual([POTION]);
  });

  it('offers only your damaged Pokémon, and heals no more than the damage there is', () => {
    const t0 = withCounters(
      table({
        p1: { active: [PAWMI], bench: [[PAWMO]], hand: [POTION] },
        p2: { active: [FUECOCO], activeCounters: { damage: 40 } },
      }),
      'p1:active',
      { damage: 10 },
    );
    expect(firstQuestion(t0, POTION)).toBeUndefined(); // one damaged Pokémon: no question
    const t = playTrainer(t0, 'Potion');
    expect(damageIn(t.state, 'p1:active')).toBe(0);
    expect(damageIn(t.state, 'p2:active')).toBe(40);
  });

  it('is refused, and stays in the hand, when none of your Pokémon has damage', () => {
    const t = table({
      p1: { active: [PAWMI], hand: [POTION] },
      p2: { active: [FUECOCO], activeCounters: { damage: 40 } },
    });
    expect(refusalOf(t, playAction(t, POTION))).toMatch(
      /CANNOT_PLAY_NOW Potion can't be played now: it would change nothing: nothing fits “Choose the Pokémon to heal 30 damage from\.”/,
    );
  });
});

cardBehaviour(NEST_BALL, undefined, () => {
  it('puts the Basic Pokémon you choose from your deck onto your Bench, offering no other card', () => {
    const board = table({
      p1: { active: [PAWMI], hand: [NEST_BALL], deck: [G, PAWMO, WATTREL, QUAXLY, G] },
      p2: { active: [FUECOCO] },
    });
    const d = firstQuestion(board, NEST_BALL);
    expect(sorted((d?.options ?? []).map((o) => o.replace(/^#\d+ /, '')))).toEqual([
      'Quaxly',
      'Wattrel',
    ]);
    const t = playTrainer(board, 'Nest Ball', { chooser: naming('Quaxly') });
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([QUAXLY]);
    expect(sorted(templatesIn(t.state, 'p1:deck'))).toEqual(sorted([G, PAWMO, WATTREL, G]));
    expect(templatesIn(t.state, 'p1:discard')).toEqual([NEST_BALL]);
  });

  it('may be played with no Basic Pokémon in the deck — the deck is secret — and finds nothing', () => {
    const t = playTrainer(
      table({
        p1: { active: [PAWMI], hand: [NEST_BALL], deck: [G, G] },
        p2: { active: [FUECOCO] },
      }),
      'Nest Ball',
    );
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([]);
    expect(templatesIn(t.state, 'p1:discard')).toEqual([NEST_BALL]);
  });

  it('is refused with a full Bench or an empty deck', () => {
    const full = table({
      p1: {
        active: [PAWMI],
        bench: [[PAWMI], [PAWMI], [PAWMI], [PAWMI], [PAWMI]],
        hand: [NEST_BALL],
        deck: [WATTREL],
      },
      p2: { active: [FUECOCO] },
    });
    expect(refusalOf(full, playAction(full, NEST_BALL))).toMatch(/CANNOT_PLAY_NOW.*Bench is full/);
    const empty = table({
      p1: { active: [PAWMI], hand: [NEST_BALL], deck: [] },
      p2: { active: [FUECOCO] },
    });
    expect(refusalOf(empty, playAction(empty, NEST_BALL))).toMatch(
      /CANNOT_PLAY_NOW.*your deck is empty/,
    );
  });
});

cardBehaviour(ULTRA_BALL, undefined, () => {
  it('discards 2 other cards from your hand, then puts any Pokémon from your deck into your hand', () => {
    const t = playTrainer(
      table({
        p1: { active: [PAWMI], hand: [ULTRA_BALL, L, R, G], deck: [L, PAWMO, L] },
        p2: { active: [FUECOCO] },
      }),
      'Ultra Ball',
      { chooser: naming('Basic Lightning', 'Basic Fire', 'Pawmo') },
    );
    expect(sorted(templatesIn(t.state, 'p1:hand'))).toEqual(sorted([G, PAWMO]));
    expect(sorted(templatesIn(t.state, 'p1:discard'))).toEqual(sorted([L, R, ULTRA_BALL]));
    expect(sorted(templatesIn(t.state, 'p1:deck'))).toEqual([L, L]);
  });

  it('is refused without 2 other cards to discard, or with an empty deck (nothing to search)', () => {
    const short = table({
      p1: { active: [PAWMI], hand: [ULTRA_BALL, L] },
      p2: { active: [FUECOCO] },
    });
    expect(refusalOf(short, playAction(short, ULTRA_BALL))).toMatch(
      /CANNOT_PLAY_NOW.*2 other cards/,
    );
    const empty = table({
      p1: { active: [PAWMI], hand: [ULTRA_BALL, L, R], deck: [] },
      p2: { active: [FUECOCO] },
    });
    expect(refusalOf(empty, playAction(empty, ULTRA_BALL))).toMatch(
      /CANNOT_PLAY_NOW.*your deck is empty/,
    );
    // Nothing was discarded for it.
    expect(templatesIn(empty.state, 'p1:hand')).toEqual([ULTRA_BALL, L, R]);
  });
});

describe('a Trainer that would change nothing', () => {
  it('is not among the legal actions', () => {
    const t = table({ p1: { active: [PAWMI], hand: [POTION] }, p2: { active: [FUECOCO] } });
    const plays = t.engine
      .legalActions(t.state, 'p1')
      .filter((a) => a.type === 'declare_action' && a.kind === 'play_trainer');
    expect(plays).toEqual([]);
  });
});

void [W, P, F];
