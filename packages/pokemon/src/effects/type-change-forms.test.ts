import { describe, expect, it } from 'vitest';
import { attachedTypes, pokemonIn } from '../game/board';
import { SEEDS } from './cards/classic.test-helper';
import { classicEngine, classicTable as table } from './classic-sets.test-helper';
import {
  abilityAction,
  act,
  attack,
  type Chooser,
  damageIn,
  optionsNaming,
  refusalOf,
  startTurn,
  type Table,
  useAbility,
  withCounters,
  withSeeds,
} from './effects.test-helper';
import { resistanceOf, weaknessOf } from './passives';
import { compileAttackText } from './patterns';
import { compilePowerText } from './power-patterns';

/**
 * Type changes (issue #28, mech6; `type-change.ts`, `type-change-rules.ts`): one lasting marker
 * read where the board reads a Pokémon, so Weakness, Resistance and "X Pokémon" see the type it
 * has now. Each form is played on a real printing of a loaded fixture; outcomes from the text.
 *
 * Rulings relied on:
 * - Venomoth's Shift prints no end to the change; no official ruling on its length was found
 *   (searched), so the text is read literally: the type stays changed while Venomoth is in play
 *   (as this project reads Porygon's Conversion 2, also printed without an end), until Shift is
 *   used again. Lanturn's Submerge and Porygon2's Energy Converter print their ends.
 * - Paint's Coloring counter: counters (markers) not tied to Special Conditions stay on a
 *   Pokémon when it evolves or moves to the Bench (Bulbapedia "Evolution", In the TCG) — the
 *   type change stays with the counter while the Pokémon is in play.
 * - Texture Magic / Conversion: a changed Weakness or Resistance is an effect of an attack; the
 *   card's own parenthesis says Benching ends it.
 */

const VENOMOTH = 'base2-13'; // Grass, Venom Powder [GG] 10
const LANTURN = 'neo3-32'; // Lightning, Blinding Light [LCC] 30
const PORYGON2 = 'neo3-12';
const COOL_PORYGON = 'basep-15'; // Resistance Psychic -30
const SMEARGLE = 'basep-32';
const PIKACHU = 'base1-58'; // Lightning, weak to Fighting; Thunder Jolt [LC]
const SQUIRTLE = 'base1-63'; // Water, weak to Lightning; Bubble [W] 10
const CHARMANDER = 'base1-46'; // Fire, weak to Water
const CHARMELEON = 'base1-24'; // Fire, 80 HP, weak to Water
const MACHOP = 'base1-52'; // Fighting
const SNORLAX = 'base2-11'; // Colorless
const G = 'sve-1';
const W = 'sve-3';
const L = 'sve-4';

const typesIn = (t: Table, zone: string) =>
  pokemonIn(classicEngine.definition.cards, t.state, zone)?.card.types;
const endTurn = (t: Table, player = 'p1'): Table =>
  startTurn(act(t, { type: 'end_turn', player, source: 'ai' }));
const picking =
  (type: string): Chooser =>
  (d, s) =>
    d.options?.includes(type) ? [type] : optionsNaming()(d, s);
const asked: string[][] = [];
const recording =
  (inner: Chooser): Chooser =>
  (d, s) => {
    asked.push([...(d.options ?? [])]);
    return inner(d, s);
  };

describe('Venomoth — Shift (base2): "change the type of Venomoth to the type of any other Pokémon in play other than Colorless"', () => {
  const board = () =>
    table({
      p1: { active: [VENOMOTH, G, G], bench: [[PIKACHU], [SNORLAX]] },
      p2: { active: [SQUIRTLE], bench: [[MACHOP]] },
    });

  it('offers the types of the other Pokémon in play, never Colorless nor its own card', () => {
    asked.length = 0;
    useAbility(board(), 'p1:active', 'Shift', { chooser: recording(picking('Water')) });
    expect(asked[0]?.sort()).toEqual(['Fighting', 'Lightning', 'Water']);
  });

  it('Lightning: Venom Powder now hits Squirtle (weak to Lightning) for 20, not 10; still Lightning next turn', () => {
    const plain = attack(
      table({ p1: { active: [VENOMOTH, G, G] }, p2: { active: [SQUIRTLE] } }),
      'Venom Powder',
    );
    expect(damageIn(plain.state, 'p2:active')).toBe(10);
    const shifted = useAbility(board(), 'p1:active', 'Shift', { chooser: picking('Lightning') });
    expect(typesIn(shifted, 'p1:active')).toEqual(['Lightning']);
    const hit = attack(shifted, 'Venom Powder');
    expect(damageIn(hit.state, 'p2:active')).toBe(20);
    // No end is printed: it is still Lightning on the opponent's turn and the next one.
    expect(typesIn(endTurn(hit, 'p2'), 'p1:active')).toEqual(['Lightning']);
  });

  it('is refused while Venomoth is Asleep, and once a turn', () => {
    const asleep = withCounters(board(), 'p1:active', { asleep: 1 });
    expect(refusalOf(asleep, abilityAction(asleep, 'p1:active', 'Shift'))).toMatch(/Asleep/);
    const used = useAbility(board(), 'p1:active', 'Shift', { chooser: picking('Water') });
    expect(refusalOf(used, abilityAction(used, 'p1:active', 'Shift'))).toMatch(/ONCE_PER_TURN/);
  });
});

describe('Lanturn — Submerge (neo3): "change Lanturn\'s type to Water until the end of your turn"', () => {
  const board = () =>
    table({ p1: { active: [LANTURN, L, L, L] }, p2: { active: [CHARMELEON], deck: [G, G] } });

  it('Water this turn: Blinding Light does 60 to Charmeleon (weak to Water); Lightning again once the turn ends', () => {
    const plain = attack(board(), 'Blinding Light');
    expect(damageIn(plain.state, 'p2:active')).toBe(30);
    const used = useAbility(board(), 'p1:active', 'Submerge');
    expect(typesIn(used, 'p1:active')).toEqual(['Water']);
    const hit = attack(used, 'Blinding Light');
    expect(damageIn(hit.state, 'p2:active')).toBe(60);
    // The attack ended p1's turn: "until the end of your turn" is over.
    expect(hit.state.turn.activePlayer).toBe('p2');
    expect(typesIn(hit, 'p1:active')).toEqual(['Lightning']);
  });

  it('"If Lanturn becomes Asleep, Confused, or Paralyzed after you have used this power, its type changes back to Lightning"', () => {
    const used = useAbility(board(), 'p1:active', 'Submerge');
    const confused = withCounters(used, 'p1:active', { confused: 1 });
    expect(typesIn(confused, 'p1:active')).toEqual(['Lightning']);
  });
});

describe('Porygon2 — Energy Converter (neo3): "Treat that Energy card as that type until the end of your turn"', () => {
  const board = () =>
    table({
      p1: { active: [PIKACHU, W, W], bench: [[PORYGON2]] },
      p2: { active: [SQUIRTLE], deck: [G, G] },
    });
  const thunderJolt = (t: Table) => ({
    type: 'declare_action' as const,
    player: 'p1',
    source: 'ai' as const,
    kind: 'attack',
    card: `#${t.state.zones['p1:active']?.cards[0]}`,
    zone: 'p1:active',
    details: { attack: 'Thunder Jolt' },
  });

  it('a Water Energy treated as Lightning pays Thunder Jolt [LC] this turn only', () => {
    const t = board();
    expect(refusalOf(t, thunderJolt(t))).toMatch(/ATTACK_COST/);
    const used = useAbility(t, 'p1:bench_1', 'Energy Converter', { chooser: picking('Lightning') });
    expect(refusalOf(used, thunderJolt(used))).toBeUndefined();
    // The opponent's turn: the Energy card is Water again.
    const later = act(used, { type: 'end_turn', player: 'p1', source: 'ai' });
    const mon = pokemonIn(classicEngine.definition.cards, later.state, 'p1:active');
    expect(mon && attachedTypes(classicEngine.definition.cards, later.state, mon)).toEqual([
      'Water',
      'Water',
    ]);
  });

  it('offers only basic Energy cards attached to your Pokémon; goes back when Porygon2 is Paralyzed', () => {
    asked.length = 0;
    const used = useAbility(board(), 'p1:bench_1', 'Energy Converter', {
      chooser: recording(picking('Lightning')),
    });
    expect(asked[0]?.length).toBe(2);
    expect(asked[0]?.every((o) => o.includes('Water Energy') && o.includes('p1:active'))).toBe(
      true,
    );
    expect(asked[1]).not.toContain('Colorless');
    const paralyzed = withCounters(used, 'p1:bench_1', { paralyzed: 1 });
    expect(refusalOf(paralyzed, thunderJolt(paralyzed))).toMatch(/ATTACK_COST/);
  });

  it('is refused when none of your Pokémon has a basic Energy card', () => {
    const t = table({ p1: { active: [PIKACHU], bench: [[PORYGON2]] }, p2: { active: [SQUIRTLE] } });
    expect(refusalOf(t, abilityAction(t, 'p1:bench_1', 'Energy Converter'))).toMatch(
      /basic Energy/,
    );
  });
});

describe('Cool Porygon — Texture Magic (basep): its Resistance and the Defending Pokémon\'s Weakness, each "you may"', () => {
  const board = () =>
    table({ p1: { active: [COOL_PORYGON, G, G, G] }, p2: { active: [SQUIRTLE] } });
  const cards = classicEngine.definition.cards;
  const read = (t: Table) => {
    const me = pokemonIn(cards, t.state, 'p1:active');
    const them = pokemonIn(cards, t.state, 'p2:active');
    return {
      resistance: me ? resistanceOf(t.state, me)?.type : undefined,
      weakness: them ? weaknessOf(cards, t.state, them)?.type : undefined,
    };
  };

  it("taken: Resistance Fire, the Defending Pokémon's Weakness Grass; the printed values stay", () => {
    let n = 0;
    const t = attack(board(), 'Texture Magic', {
      chooser: () => [n++ === 0 ? 'Fire' : 'Grass'],
    });
    expect(read(t)).toEqual({ resistance: 'Fire', weakness: 'Grass' });
  });

  it('declined both: Psychic Resistance and Lightning Weakness stay; Colorless is never offered', () => {
    asked.length = 0;
    const t = attack(board(), 'Texture Magic', {
      chooser: recording((d) => (d.select ? [] : [d.options?.[0] ?? ''])),
    });
    expect(read(t)).toEqual({ resistance: 'Psychic', weakness: 'Lightning' });
    expect(asked.flat()).not.toContain('Colorless');
  });

  it('a Defending Pokémon with no Weakness: only the Resistance is asked', () => {
    asked.length = 0;
    attack(
      table({ p1: { active: [COOL_PORYGON, G, G, G] }, p2: { active: ['neo3-11'] } }),
      'Texture Magic',
      { chooser: recording(picking('Fire')) },
    );
    expect(asked.length).toBe(1);
  });
});

describe('Smeargle — Paint (basep): heads, the Defending Pokémon is now the type you chose (a Coloring counter)', () => {
  const board = (seed: number) =>
    table({
      seed,
      p1: { active: [SMEARGLE, G], bench: [[CHARMANDER]] },
      p2: { active: [SQUIRTLE, W], deck: [G, G, G] },
    });
  const flipped = (t: Table, side: string) =>
    t.state.log.some((e) => e.message.startsWith('p1 flipped') && e.message.includes(side));

  it('heads: Squirtle becomes Grass — its Bubble then does 10 to Charmander (no Water Weakness); Colorless not offered', () => {
    asked.length = 0;
    const t = withSeeds(
      SEEDS,
      (s) => attack(board(s), 'Paint', { chooser: recording(picking('Grass')) }),
      (x) => flipped(x, 'heads'),
    );
    expect(typesIn(t, 'p2:active')).toEqual(['Grass']);
    expect(asked[0]).not.toContain('Colorless');
    // The Coloring counter stays: still Grass on the opponent's turn.
    const theirs = startTurn(t);
    expect(typesIn(theirs, 'p2:active')).toEqual(['Grass']);
  });

  it('tails: this attack does nothing (no type asked, Squirtle stays Water)', () => {
    asked.length = 0;
    const t = withSeeds(
      SEEDS,
      (s) => attack(board(s), 'Paint', { chooser: recording(picking('Grass')) }),
      (x) => flipped(x, 'tails'),
    );
    expect(typesIn(t, 'p2:active')).toEqual(['Water']);
    expect(asked.length).toBe(0);
  });

  it("the painted type is what Weakness reads: a Grass Squirtle's Bubble does 10 to Charmander (weak to Water), an unpainted one 20", () => {
    const bubbleOnCharmander = (t: Table): number => {
      let cur = startTurn(t); // p2's turn
      cur = startTurn(act(cur, { type: 'end_turn', player: 'p2', source: 'ai' })); // p1's turn
      const smeargle = cur.state.zones['p1:active']?.cards ?? [];
      cur = act(cur, {
        type: 'declare_action',
        player: 'p1',
        source: 'ai',
        kind: 'retreat',
        card: `#${smeargle[0]}`,
        zone: 'p1:active',
        details: { to: 'p1:bench_1', discard: smeargle.slice(1) },
      });
      cur = startTurn(act(cur, { type: 'end_turn', player: 'p1', source: 'ai' })); // p2's turn
      return damageIn(attack(cur, 'Bubble', { player: 'p2' }).state, 'p1:active');
    };
    const painted = withSeeds(
      SEEDS,
      (s) => attack(board(s), 'Paint', { chooser: picking('Grass') }),
      (x) => flipped(x, 'heads'),
    );
    const unpainted = withSeeds(
      SEEDS,
      (s) => attack(board(s), 'Paint', { chooser: picking('Grass') }),
      (x) => flipped(x, 'tails'),
    );
    expect(bubbleOnCharmander(painted)).toBe(10);
    expect(bubbleOnCharmander(unpainted)).toBe(20);
  });
});

describe('type-change sentences in other words (made-up rewordings, no fixture prints them)', () => {
  it.each([
    // MADE-UP: a Power naming a type, with the end "this turn" and "SELF's type changes back".
    [
      'power',
      "Once during your turn (before your attack), you may change the type of Madeupmon to Fire until the end of this turn. This power can't be used if Madeupmon is Asleep, Confused, or Paralyzed.",
      true,
    ],
    // MADE-UP: "(other than Colorless)" in parentheses, and "any type of your choice".
    [
      'power',
      "Once during your turn (before your attack), you may change Madeupmon's type to any type of your choice (other than Colorless). This power can't be used if Madeupmon is Asleep, Confused, or Paralyzed.",
      true,
    ],
    // MADE-UP: an attack changing its own Resistance to a named type, no "you may".
    ['attack', "Change Madeupmon's Resistance to Water.", true],
    // MADE-UP: "change it to" with no Weakness named before it: "it" names nothing known.
    ['attack', 'You may change it to a type of your choice other than Colorless.', false],
    // MADE-UP: an attack changing a Pokémon's own type: how long it lasts is not said — manual.
    ['attack', "Change the Defending Pokémon's type to Water.", false],
    // MADE-UP: a Power's change to a type no list names.
    [
      'power',
      "Once during your turn (before your attack), you may change Madeupmon's type to Sound.",
      false,
    ],
  ])('%s: %s → compiled %s', (kind, text, compiles) => {
    const out =
      kind === 'power'
        ? compilePowerText('Madeupmon', { text }) !== undefined
        : compileAttackText('Madeupmon', text) !== undefined;
    expect(out).toBe(compiles);
  });
});
