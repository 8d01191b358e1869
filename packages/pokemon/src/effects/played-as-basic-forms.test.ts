import { describe, expect, it } from 'vitest';
import { stage } from '../cards/card-helpers';
import { pokemonIn } from '../game/board';
import { SEEDS } from './cards/classic.test-helper';
import { classicEngine, classicTable as table } from './classic-sets.test-helper';
import {
  abilityAction,
  act,
  refusalOf,
  startTurn,
  type Table,
  templatesIn,
  useAbility,
  withSeeds,
} from './effects.test-helper';
import { compilePowerText } from './power-patterns';

/**
 * Evolution cards put into play "as a Basic Pokémon" (issue #28, mech6; `played-as-basic.ts`),
 * on real printings of a loaded fixture; outcomes from the printed text: the card comes onto the
 * Bench from the deck, the deck is shuffled, it is a Basic Pokémon while it is on top, and like
 * any Pokémon put into play this turn it can't evolve until the next turn (it evolves normally
 * then).
 */

const OMANYTE = 'neo2-60'; // Stage 1 from Mysterious Fossil; Revive Fossil
const KABUTO = 'neo2-56'; // Stage 1 from Mysterious Fossil; Revive Friends
const KABUTOPS = 'neo2-6'; // Stage 2 from Kabuto
const PIKACHU = 'base1-58';
const W = 'sve-3';

const cards = classicEngine.definition.cards;
const flipped = (t: Table, side: string) =>
  t.state.log.some((e) => e.message.startsWith('p1 flipped') && e.message.includes(side));
const evolve = (t: Table, zone: string) => {
  const card = t.state.zones['p1:hand']?.cards.find(
    (c) => t.state.cards[c]?.templateId === KABUTOPS,
  );
  return {
    type: 'move_card' as const,
    player: 'p1',
    source: 'ai' as const,
    card: `#${card}`,
    from: 'p1:hand',
    to: zone,
  };
};

describe('Omanyte — Revive Fossil (neo2): "If heads, search your deck for a card that evolves from Mysterious Fossil and put it onto your Bench … Treat that card as a Basic Pokémon."', () => {
  const board = (seed: number) =>
    table({
      seed,
      p1: { active: [OMANYTE], deck: [KABUTO, W, W, W], hand: [KABUTOPS] },
      p2: { active: [PIKACHU], deck: [W, W] },
    });
  const use = (seed: number) => useAbility(board(seed), 'p1:active', 'Revive Fossil');

  it('heads: Kabuto from the deck onto the Bench, a Basic Pokémon; it cannot evolve this turn', () => {
    const t = withSeeds(SEEDS, use, (x) => flipped(x, 'heads'));
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([KABUTO]);
    expect(templatesIn(t.state, 'p1:deck')).not.toContain(KABUTO);
    const mon = pokemonIn(cards, t.state, 'p1:bench_1');
    expect(mon && stage(mon.card)).toBe('Basic');
    expect(t.state.log.some((e) => /shuffle/i.test(e.message))).toBe(true);
    expect(refusalOf(t, evolve(t, 'p1:bench_1'))).toMatch(/EVOLVED_OR_PLAYED_THIS_TURN/);
  });

  it('next turn it evolves into Kabutops as usual, and the Pokémon is then Stage 2', () => {
    const t = withSeeds(SEEDS, use, (x) => flipped(x, 'heads'));
    const p2 = startTurn(act(t, { type: 'end_turn', player: 'p1', source: 'ai' }));
    const mine = startTurn(act(p2, { type: 'end_turn', player: 'p2', source: 'ai' }));
    const evolved = act(mine, evolve(mine, 'p1:bench_1'));
    const mon = pokemonIn(cards, evolved.state, 'p1:bench_1');
    expect(mon?.card.name).toBe('Kabutops');
    expect(mon && stage(mon.card)).toBe('Stage 2');
  });

  it('tails: nothing comes onto the Bench (the Power is used)', () => {
    const t = withSeeds(SEEDS, use, (x) => flipped(x, 'tails'));
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([]);
    expect(refusalOf(t, abilityAction(t, 'p1:active', 'Revive Fossil'))).toMatch(/ONCE_PER_TURN/);
  });

  it('"(or if your Bench is full)": refused with 5 Benched Pokémon', () => {
    const full = table({
      p1: {
        active: [OMANYTE],
        bench: [[PIKACHU], [PIKACHU], [PIKACHU], [PIKACHU], [PIKACHU]],
        deck: [KABUTO],
      },
      p2: { active: [PIKACHU] },
    });
    expect(refusalOf(full, abilityAction(full, 'p1:active', 'Revive Fossil'))).toMatch(
      /Bench is full/,
    );
  });
});

describe('Kabuto — Revive Friends (neo2): "search your deck for a card named Kabuto and put it on your Bench … Treat the new Kabuto as a Basic Pokémon."', () => {
  it('heads: only a Kabuto is offered (not Omanyte); it is a Basic Pokémon on the Bench', () => {
    const offered: string[] = [];
    const t = withSeeds(
      SEEDS,
      (seed) =>
        useAbility(
          table({
            seed,
            p1: { active: [KABUTO], deck: [KABUTO, OMANYTE, W] },
            p2: { active: [PIKACHU] },
          }),
          'p1:active',
          'Revive Friends',
          {
            chooser: (d) => {
              offered.push(...(d.options ?? []));
              return (d.options ?? []).slice(0, 1);
            },
          },
        ),
      (x) => flipped(x, 'heads'),
    );
    expect(offered.filter((o) => o.includes('Omanyte'))).toEqual([]);
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([KABUTO]);
    const mon = pokemonIn(cards, t.state, 'p1:bench_1');
    expect(mon && stage(mon.card)).toBe('Basic');
  });
});

describe('played-as-Basic sentences in other words (made-up rewordings, no fixture prints them)', () => {
  const opening = 'Once during your turn (before your attack), you may flip a coin. ';
  it.each([
    // MADE-UP: "Treat it as a Basic Pokémon." and "onto".
    [
      'If heads, search your deck for a card named Madeupmon and put it onto your Bench. Shuffle your deck afterward. Treat it as a Basic Pokémon.',
      true,
    ],
    // MADE-UP: no word on how the Evolution card plays once on the Bench: manual.
    [
      'If heads, search your deck for a card that evolves from Mysterious Fossil and put it onto your Bench. Shuffle your deck afterward.',
      false,
    ],
    // MADE-UP: "Treat that card as a Stage 1 Pokémon.": not this mechanism.
    [
      'If heads, search your deck for a card that evolves from Mysterious Fossil and put it onto your Bench. Shuffle your deck afterward. Treat that card as a Stage 1 Pokémon.',
      false,
    ],
  ])('%s → compiled %s', (text, compiles) => {
    expect(compilePowerText('Madeupmon', { text: opening + text }) !== undefined).toBe(compiles);
  });
});
