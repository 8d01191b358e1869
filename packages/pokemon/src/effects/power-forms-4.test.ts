import { describe, expect, it } from 'vitest';
import { playBotGameDirect } from '../bots/direct';
import { isActivatedAbility } from '../cards/card-helpers';
import { loadCardSet } from '../cards/load-card-set';
import type { PokemonSupertypeCard } from '../cards/types';
import { createPokemonPlugin } from '../plugin/create-pokemon-plugin';
import type { BoardSpec } from '../test/match-builder';
import { flipsOf, KINGAMBIT, SEEDS } from './cards/classic.test-helper';
import { classicWith } from './classic-sets.test-helper';
import {
  abilityAction,
  act,
  answerAll,
  conditionsIn,
  damageIn,
  optionsNaming,
  refusalOf,
  type Table,
  templatesIn,
  useAbility,
  withCounters,
  withSeeds,
} from './effects.test-helper';
import { abilitySpec } from './registry';

/**
 * Poké-Powers of the 2002 e-Card sets (issue #28, session 7), read as clauses — when the Power
 * may be used (window + conditions), what it does (Energy moved between places, Special
 * Conditions, healing, Pokémon returned, coins) — each checked on a real printing of a loaded
 * fixture with the outcome written from the printed text, and beside it a MADE-UP rewording
 * (cards `zz7-*` below, printed by no set) that must read the same way. Wordings that mean
 * something else stay manual.
 *
 * Rulings relied on (Expedition rulebook, "Poké-Powers" / "Special Conditions"; the printed
 * text):
 * - "Once during your turn (before your attack)" / "Once during each of your turns": one use
 *   per turn; "As often as you like during your turn (before your attack)": no limit.
 * - "This power can't be used if X is affected by a Special Condition": not while it has any.
 * - "The Defending Pokémon" of a Power used during your turn is your opponent's Active
 *   Pokémon; Special Conditions go on Active Pokémon only.
 * - "When you play X from your hand to evolve your Active Pokémon": only when the Evolution card
 *   is played from the hand onto the Active Pokémon (not onto a Benched one).
 * - "For each heads, X": X is done once per heads.
 * - "(This counts as evolving that Pokémon.)": the evolution rules apply to the card put on it.
 */

const madeUp = loadCardSet([
  {
    // "Once during each of your turns" + "make your opponent's Active Pokémon Confused".
    id: 'zz7-1',
    name: 'Mistpetal',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '70',
    types: ['Psychic'],
    retreatCost: ['Colorless'],
    number: '1',
    abilities: [
      {
        name: 'Haze Dance',
        type: 'Poké-Power',
        text: "Once during each of your turns (before your attack), if Mistpetal is your Active Pokémon, you may make your opponent's Active Pokémon Confused. This Poké-Power can't be used if Mistpetal is affected by a Special Condition.",
      },
    ],
    attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    // Energy Connect in other words: "move … from … to".
    id: 'zz7-2',
    name: 'Sparkfin',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '70',
    types: ['Lightning'],
    retreatCost: ['Colorless'],
    number: '2',
    abilities: [
      {
        name: 'Current Pull',
        type: 'Poké-Power',
        text: 'As often as you like during your turn (before your attack), you may move a basic Energy card from 1 of your Benched Pokémon to your Active Pokémon. This power can not be used if Sparkfin is affected by a Special Condition.',
      },
    ],
    attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    // Another Prize count, "left", healing only the Bench.
    id: 'zz7-3',
    name: 'Tidehelper',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '70',
    types: ['Water'],
    retreatCost: ['Colorless'],
    number: '3',
    abilities: [
      {
        name: 'Late Tide',
        type: 'Poké-Power',
        text: 'Once during your turn (before your attack), if your opponent has 2 or fewer Prizes left, you may remove 2 damage counters from each of your Benched Pokémon.',
      },
    ],
    attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    // "to evolve 1 of your Pokémon" + "For each heads, attach … from your discard pile to SELF".
    id: 'zz7-4',
    name: 'Emberoot',
    supertype: 'Pokémon',
    subtypes: ['Stage 1'],
    evolvesFrom: 'Magikarp',
    hp: '80',
    types: ['Fire'],
    retreatCost: ['Colorless'],
    number: '4',
    abilities: [
      {
        name: 'Rekindle',
        type: 'Poké-Power',
        text: 'When you play Emberoot from your hand to evolve 1 of your Pokémon, you may flip 2 coins. For each heads, attach a Fire Energy card from your discard pile to Emberoot.',
      },
    ],
    attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    // Other meanings in the same shapes: each stays manual.
    id: 'zz7-5',
    name: 'Oddshape',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '60',
    types: ['Colorless'],
    retreatCost: ['Colorless'],
    number: '5',
    abilities: [
      {
        // "into your deck" with no shuffle after it: where in the deck is not said.
        name: 'Tuck Away',
        type: 'Poké-Power',
        text: 'Once during your turn (before your attack), you may put a card from your hand into your deck.',
      },
      {
        // "Stunned" is no Special Condition.
        name: 'Odd Stare',
        type: 'Poké-Power',
        text: 'Once during your turn (before your attack), you may make the Defending Pokémon Stunned.',
      },
      {
        // "If heads" after 2 coins: which coin is not said.
        name: 'Two Coins',
        type: 'Poké-Power',
        text: 'Once during your turn (before your attack), you may flip 2 coins. If heads, the Defending Pokémon is now Asleep.',
      },
      {
        // A condition the opening does not know.
        name: 'Odd Terms',
        type: 'Poké-Power',
        text: 'Once during your turn (before your attack), if Oddshape has no damage counters on it, you may remove all Special Conditions from your Active Pokémon.',
      },
    ],
    attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    // Investigate in other words, and Strange Tentacles' condition the other way round.
    id: 'zz7-6',
    name: 'Peekowl',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '60',
    types: ['Colorless'],
    retreatCost: ['Colorless'],
    number: '6',
    abilities: [
      {
        name: 'Night Watch',
        type: 'Poké-Power',
        text: "Once during your turn (before your attack), if the number of Energy cards attached to your Active Pokémon is more than the number of Energy cards attached to the Defending Pokémon, you may look at the top 3 cards of your opponent's deck or at up to 1 of your Prizes. Put the cards you looked at back in the same order.",
      },
    ],
    attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    // A player-level limit: one Quick Mend a turn, whichever Mendling uses it.
    id: 'zz7-7',
    name: 'Mendling',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '60',
    types: ['Colorless'],
    retreatCost: ['Colorless'],
    number: '7',
    abilities: [
      {
        name: 'Quick Mend',
        type: 'Poké-Power',
        text: "Once during your turn (before your attack), you may remove 1 damage counter from each of your Pokémon that has any. You can't use more than 1 Quick Mend Poké-Power each turn.",
      },
    ],
    attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
  },
]);

const { registry, table } = classicWith(madeUp);
const card = (id: string) => registry.require(id) as PokemonSupertypeCard;
const specOf = (id: string, power: string) => {
  const c = card(id);
  const a = c.abilities.find((x) => x.name === power);
  if (!a) throw new Error(`${id} has no ${power}`);
  return abilitySpec(c, a);
};
const heads = (t: Table) => flipsOf(t)[0] === 'heads';
const tails = (t: Table) => flipsOf(t)[0] === 'tails';
const headsCount = (t: Table) => flipsOf(t).filter((f) => f === 'heads').length;
const cardsIn = (t: Table, zone: string) => t.state.zones[zone]?.cards.length ?? 0;

// Expedition basic Energy.
const FIRE = 'ecard1-161';
const GRASS = 'ecard1-162';
const LIGHTNING = 'ecard1-163';
const PSYCHIC = 'ecard1-164';
const WATER = 'ecard1-165';
const MAGIKARP = 'ecard3-75';
const GROWLITHE = 'ecard3-62';
const KAKUNA = 'ecard3-70';
const MARILL = 'ecard1-120';

/** p1 plays the first card of the hand onto `to` (evolving it), then every choice is answered. */
const playOnto = (t: Table, to: string, chooser = optionsNaming('yes')): Table => {
  const id = t.state.zones['p1:hand']?.cards[0] ?? '';
  return answerAll(
    act(t, { type: 'move_card', player: 'p1', source: 'ai', card: `#${id}`, from: 'p1:hand', to }),
    chooser,
  );
};
const use = (spec: BoardSpec, zone: string, power: string, chooser = optionsNaming('yes')) =>
  useAbility(table(spec), zone, power, { chooser });
const onSeeds = (f: (seed: number) => Table, ok: (t: Table) => boolean) => withSeeds(SEEDS, f, ok);

describe('the opening: window and conditions', () => {
  it('Aquapolis Porygon2 — Backup: "Once during each of your turns …, if you have 2 or fewer cards in your hand": draws up to 3, once a turn', () => {
    const t = use(
      { p1: { active: ['ecard2-28'], hand: [GRASS] }, p2: { active: [KINGAMBIT] } },
      'p1:active',
      'Backup',
    );
    expect(cardsIn(t, 'p1:hand')).toBe(3);
    // Two cards leave the hand: the condition holds again, but the Power was used this turn.
    const hand = t.state.zones['p1:hand'];
    const discard = t.state.zones['p1:discard'];
    if (!hand || !discard) throw new Error('no hand or discard pile');
    const fewer: Table = {
      ...t,
      state: {
        ...t.state,
        zones: {
          ...t.state.zones,
          'p1:hand': { ...hand, cards: hand.cards.slice(2) },
          'p1:discard': { ...discard, cards: hand.cards.slice(0, 2) },
        },
      },
    };
    expect(refusalOf(fewer, abilityAction(fewer, 'p1:active', 'Backup'))).toMatch(/ONCE_PER_TURN/);
  });

  it('Aquapolis Porygon2 — Backup: refused with 3 cards in the hand', () => {
    const t = table({
      p1: { active: ['ecard2-28'], hand: [GRASS, GRASS, GRASS] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(t, abilityAction(t, 'p1:active', 'Backup'))).toMatch(/3 cards in your hand/);
  });

  it('made-up Mistpetal — "Once during each of your turns … make your opponent\'s Active Pokémon Confused": once a turn, only while Active', () => {
    const t = use(
      { p1: { active: ['zz7-1'] }, p2: { active: [KINGAMBIT] } },
      'p1:active',
      'Haze Dance',
    );
    expect(conditionsIn(t.state, 'p2:active')).toEqual(['confused']);
    const cured = withCounters(t, 'p2:active', { confused: 0 });
    expect(refusalOf(cured, abilityAction(cured, 'p1:active', 'Haze Dance'))).toMatch(
      /ONCE_PER_TURN/,
    );
    const benched = table({
      p1: { active: [MARILL], bench: [['zz7-1']] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(benched, abilityAction(benched, 'p1:bench_1', 'Haze Dance'))).toMatch(
      /not your Active/,
    );
  });

  it('Expedition Gengar — Chaos Move: "if your opponent has 3 or fewer Prizes": a counter from your Marill to the opponent\'s Active Pokémon; refused with 4 Prizes', () => {
    const spec = (prizes: number): BoardSpec => ({
      p1: { active: ['ecard1-13'], bench: [[MARILL]] },
      p2: { active: [KINGAMBIT], prizes: Array(prizes).fill(GRASS) },
    });
    const hurt = (n: number) => withCounters(table(spec(n)), 'p1:bench_1', { damage: 20 });
    const four = hurt(4);
    expect(refusalOf(four, abilityAction(four, 'p1:active', 'Chaos Move'))).toMatch(
      /4 Prizes left/,
    );
    const t = useAbility(hurt(3), 'p1:active', 'Chaos Move', {
      chooser: optionsNaming('Marill', 'Kingambit'),
    });
    expect(damageIn(t.state, 'p1:bench_1')).toBe(10);
    expect(damageIn(t.state, 'p2:active')).toBe(10);
  });

  it('Expedition Gengar — Chaos Move: refused when no Pokémon in play has a damage counter', () => {
    const t = table({
      p1: { active: ['ecard1-13'] },
      p2: { active: [KINGAMBIT], prizes: [GRASS] },
    });
    expect(refusalOf(t, abilityAction(t, 'p1:active', 'Chaos Move'))).toMatch(/damage counter/);
  });

  it('made-up Tidehelper — "if your opponent has 2 or fewer Prizes left, … remove 2 damage counters from each of your Benched Pokémon"', () => {
    const spec = (prizes: number): BoardSpec => ({
      p1: { active: ['zz7-3'], bench: [[MARILL], [MAGIKARP]], activeCounters: { damage: 30 } },
      p2: { active: [KINGAMBIT], prizes: Array(prizes).fill(GRASS) },
    });
    const hurt = (n: number) =>
      withCounters(withCounters(table(spec(n)), 'p1:bench_1', { damage: 30 }), 'p1:bench_2', {
        damage: 10,
      });
    const three = hurt(3);
    expect(refusalOf(three, abilityAction(three, 'p1:active', 'Late Tide'))).toMatch(
      /3 Prizes left/,
    );
    const t = useAbility(hurt(2), 'p1:active', 'Late Tide');
    expect(damageIn(t.state, 'p1:bench_1')).toBe(10);
    expect(damageIn(t.state, 'p1:bench_2')).toBe(0);
    // The Active Pokémon is not Benched.
    expect(damageIn(t.state, 'p1:active')).toBe(30);
  });

  it('made-up Oddshape — other meanings in the same shapes stay manual', () => {
    for (const power of ['Tuck Away', 'Odd Stare', 'Two Coins', 'Odd Terms'])
      expect(specOf('zz7-5', power), power).toBeUndefined();
  });
});

describe('Special Conditions: "X is now …", "make X …", "remove all Special Conditions"', () => {
  it('Expedition Vileplume — Poison Pollen: heads, the Defending Pokémon is now Poisoned; tails, nothing', () => {
    const run = (seed: number) =>
      use(
        { seed, p1: { active: ['ecard1-31'] }, p2: { active: [KINGAMBIT] } },
        'p1:active',
        'Poison Pollen',
      );
    expect(conditionsIn(onSeeds(run, heads).state, 'p2:active')).toEqual(['poisoned']);
    expect(conditionsIn(onSeeds(run, tails).state, 'p2:active')).toEqual([]);
  });

  it('Expedition Vileplume — Poison Pollen: refused while Vileplume is Burned (any Special Condition)', () => {
    const t = table({
      p1: { active: ['ecard1-31'], activeCounters: { burned: 1 } },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(t, abilityAction(t, 'p1:active', 'Poison Pollen'))).toMatch(
      /Special Condition|Burned/,
    );
  });

  it('Aquapolis Hypno — Sleep Pendulum: "if Hypno is your Active Pokémon, you may make the Defending Pokémon Asleep"; refused on the Bench', () => {
    const t = use(
      { p1: { active: ['ecard2-16'] }, p2: { active: [KINGAMBIT] } },
      'p1:active',
      'Sleep Pendulum',
    );
    expect(conditionsIn(t.state, 'p2:active')).toEqual(['asleep']);
    const benched = table({
      p1: { active: [MARILL], bench: [['ecard2-16']] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(benched, abilityAction(benched, 'p1:bench_1', 'Sleep Pendulum'))).toMatch(
      /not your Active/,
    );
  });

  it('Skyridge Snorlax — Lolling About: removes 1 counter and Snorlax is now Asleep; with no counters it still falls Asleep', () => {
    const t = use(
      {
        p1: { active: ['ecard3-100'], activeCounters: { damage: 20 } },
        p2: { active: [KINGAMBIT] },
      },
      'p1:active',
      'Lolling About',
    );
    expect(damageIn(t.state, 'p1:active')).toBe(10);
    expect(conditionsIn(t.state, 'p1:active')).toEqual(['asleep']);
    const fresh = use(
      { p1: { active: ['ecard3-100'] }, p2: { active: [KINGAMBIT] } },
      'p1:active',
      'Lolling About',
    );
    expect(conditionsIn(fresh.state, 'p1:active')).toEqual(['asleep']);
  });

  it('Skyridge Poliwrath — Strange Spiral: discards a basic Energy from Poliwrath, then the Defending Pokémon is Confused; refused with none attached', () => {
    const t = use(
      { p1: { active: ['ecard3-26', WATER] }, p2: { active: [KINGAMBIT] } },
      'p1:active',
      'Strange Spiral',
    );
    expect(templatesIn(t.state, 'p1:active')).toEqual(['ecard3-26']);
    expect(templatesIn(t.state, 'p1:discard')).toEqual([WATER]);
    expect(conditionsIn(t.state, 'p2:active')).toEqual(['confused']);
    const bare = table({ p1: { active: ['ecard3-26'] }, p2: { active: [KINGAMBIT] } });
    expect(refusalOf(bare, abilityAction(bare, 'p1:active', 'Strange Spiral'))).toMatch(/Energy/);
  });

  it('Expedition Butterfree — Miraculous Powder: every Special Condition leaves your Active Pokémon', () => {
    const t = use(
      {
        p1: {
          active: [MARILL],
          bench: [['ecard1-5']],
          activeCounters: { poisoned: 1, confused: 1, burned: 1 },
        },
        p2: { active: [KINGAMBIT] },
      },
      'p1:bench_1',
      'Miraculous Powder',
    );
    expect(conditionsIn(t.state, 'p1:active')).toEqual([]);
  });
});

describe('healing each of your Pokémon', () => {
  it('Expedition Meganium — Soothing Aroma: heads, 1 counter off each of your Pokémon that has any; tails, none', () => {
    const run = (seed: number) =>
      useAbility(
        withCounters(
          table({
            seed,
            p1: {
              active: ['ecard1-18'],
              bench: [[MARILL], [MAGIKARP]],
              activeCounters: { damage: 30 },
            },
            p2: { active: [KINGAMBIT], activeCounters: { damage: 20 } },
          }),
          'p1:bench_1',
          { damage: 10 },
        ),
        'p1:active',
        'Soothing Aroma',
      );
    const h = onSeeds(run, heads);
    expect([
      damageIn(h.state, 'p1:active'),
      damageIn(h.state, 'p1:bench_1'),
      damageIn(h.state, 'p1:bench_2'),
    ]).toEqual([20, 0, 0]);
    // Not the opponent's.
    expect(damageIn(h.state, 'p2:active')).toBe(20);
    const t = onSeeds(run, tails);
    expect([damageIn(t.state, 'p1:active'), damageIn(t.state, 'p1:bench_1')]).toEqual([30, 10]);
  });
});

describe('Energy between places: "take … attached to A and attach it to B", "move … from A to B", "return it to your hand"', () => {
  it('Expedition Ampharos — Energy Connect: a basic Energy from a Benched Pokémon to the Active one, as often as you like', () => {
    const t0 = table({
      p1: { active: [MARILL], bench: [['ecard1-2', LIGHTNING, LIGHTNING]] },
      p2: { active: [KINGAMBIT] },
    });
    const once = useAbility(t0, 'p1:bench_1', 'Energy Connect');
    const twice = useAbility(once, 'p1:bench_1', 'Energy Connect');
    expect(templatesIn(twice.state, 'p1:active')).toEqual([MARILL, LIGHTNING, LIGHTNING]);
    expect(refusalOf(twice, abilityAction(twice, 'p1:bench_1', 'Energy Connect'))).toMatch(
      /no a basic Energy|basic Energy card/,
    );
  });

  it('Expedition Ampharos — Energy Connect: a special Energy is not offered (basic only)', () => {
    const t = table({
      p1: { active: [MARILL], bench: [['ecard1-2', 'ecard1-158']] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(t, abilityAction(t, 'p1:bench_1', 'Energy Connect'))).toMatch(/basic Energy/);
  });

  it('made-up Sparkfin — "move a basic Energy card from 1 of your Benched Pokémon to your Active Pokémon" reads the same', () => {
    const t = use(
      { p1: { active: ['zz7-2'], bench: [[MARILL, WATER]] }, p2: { active: [KINGAMBIT] } },
      'p1:active',
      'Current Pull',
    );
    expect(templatesIn(t.state, 'p1:active')).toEqual(['zz7-2', WATER]);
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([MARILL]);
  });

  it('Aquapolis Kingdra — Water Cyclone: a Water Energy from the Active Pokémon to a Benched one; a Fire Energy is not offered', () => {
    const t = use(
      {
        p1: { active: ['ecard2-19', FIRE, WATER], bench: [[MARILL]] },
        p2: { active: [KINGAMBIT] },
      },
      'p1:active',
      'Water Cyclone',
    );
    expect(templatesIn(t.state, 'p1:active')).toEqual(['ecard2-19', FIRE]);
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([MARILL, WATER]);
    const fireOnly = table({
      p1: { active: ['ecard2-19', FIRE], bench: [[MARILL]] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(fireOnly, abilityAction(fireOnly, 'p1:active', 'Water Cyclone'))).toMatch(
      /Water Energy/,
    );
  });

  it('Skyridge Alakazam — Energy Jump: an Energy from 1 of your Pokémon to another, once a turn', () => {
    const t = useAbility(
      table({
        p1: { active: [MARILL, PSYCHIC], bench: [['ecard3-2']] },
        p2: { active: [KINGAMBIT] },
      }),
      'p1:bench_1',
      'Energy Jump',
      { chooser: optionsNaming('Psychic', 'Alakazam') },
    );
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual(['ecard3-2', PSYCHIC]);
    expect(refusalOf(t, abilityAction(t, 'p1:bench_1', 'Energy Jump'))).toMatch(/ONCE_PER_TURN/);
  });

  it('Aquapolis Espeon — Energy Return: declared with no "you may"; an Energy back to the hand, again and again', () => {
    expect(isActivatedAbility(card('ecard2-11').abilities[0] as never)).toBe(true);
    const t0 = table({
      p1: { active: ['ecard2-11', PSYCHIC], bench: [[MARILL, WATER]] },
      p2: { active: [KINGAMBIT] },
    });
    const t = useAbility(
      useAbility(t0, 'p1:active', 'Energy Return'),
      'p1:active',
      'Energy Return',
    );
    expect(templatesIn(t.state, 'p1:hand').sort()).toEqual([PSYCHIC, WATER].sort());
    expect(refusalOf(t, abilityAction(t, 'p1:active', 'Energy Return'))).toMatch(/Energy/);
  });
});

describe('Energy from the hand or the discard pile', () => {
  it('Aquapolis Bellossom — Flower Supplement: heads, a basic Energy from the hand to a Benched Pokémon; tails, none', () => {
    const run = (seed: number) =>
      use(
        {
          seed,
          p1: { active: ['ecard2-5'], bench: [[MARILL]], hand: [WATER] },
          p2: { active: [KINGAMBIT] },
        },
        'p1:active',
        'Flower Supplement',
      );
    expect(templatesIn(onSeeds(run, heads).state, 'p1:bench_1')).toEqual([MARILL, WATER]);
    expect(templatesIn(onSeeds(run, tails).state, 'p1:hand')).toEqual([WATER]);
    const noBench = table({
      p1: { active: ['ecard2-5'], hand: [WATER] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(noBench, abilityAction(noBench, 'p1:active', 'Flower Supplement'))).toMatch(
      /Benched/,
    );
  });

  it('Aquapolis Electrode — Super Dynamo: heads, a Lightning Energy from the discard pile to 1 of your Pokémon; only while Active', () => {
    const run = (seed: number) =>
      use(
        {
          seed,
          p1: { active: ['ecard2-8'], discard: [WATER, LIGHTNING] },
          p2: { active: [KINGAMBIT] },
        },
        'p1:active',
        'Super Dynamo',
      );
    expect(templatesIn(onSeeds(run, heads).state, 'p1:active')).toEqual(['ecard2-8', LIGHTNING]);
    expect(templatesIn(onSeeds(run, tails).state, 'p1:discard')).toEqual([WATER, LIGHTNING]);
    const benched = table({
      p1: { active: [MARILL], bench: [['ecard2-8']], discard: [LIGHTNING] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(benched, abilityAction(benched, 'p1:bench_1', 'Super Dynamo'))).toMatch(
      /not your Active/,
    );
  });
});

describe('a Pokémon and all cards attached to it', () => {
  it('Aquapolis Azumarill — Bubble Turn: heads, Azumarill on the Bench goes to the hand with its cards; tails, it stays', () => {
    const run = (seed: number) =>
      use(
        {
          seed,
          p1: { active: [MARILL], bench: [['ecard2-4', WATER]] },
          p2: { active: [KINGAMBIT] },
        },
        'p1:bench_1',
        'Bubble Turn',
      );
    const h = onSeeds(run, heads);
    expect(templatesIn(h.state, 'p1:hand').sort()).toEqual(['ecard2-4', WATER].sort());
    expect(cardsIn(h, 'p1:bench_1')).toBe(0);
    expect(templatesIn(onSeeds(run, tails).state, 'p1:bench_1')).toEqual(['ecard2-4', WATER]);
  });

  it('Expedition Pidgeot — Beating Wings: a Benched Pokémon and its cards shuffled into the deck; refused with an empty Bench', () => {
    const t0 = table({
      p1: { active: ['ecard1-23'], bench: [[MARILL, WATER]], deck: [GRASS] },
      p2: { active: [KINGAMBIT] },
    });
    const t = useAbility(t0, 'p1:active', 'Beating Wings');
    expect(cardsIn(t, 'p1:bench_1')).toBe(0);
    expect(templatesIn(t.state, 'p1:deck').sort()).toEqual([GRASS, MARILL, WATER].sort());
    // The opponent sees none of the deck.
    expect(
      (t.engine.view(t.state, 'p2').zones['p1:deck']?.cards ?? []).every(
        (c) => c.templateId === undefined,
      ),
    ).toBe(true);
    const alone = table({ p1: { active: ['ecard1-23'] }, p2: { active: [KINGAMBIT] } });
    expect(refusalOf(alone, abilityAction(alone, 'p1:active', 'Beating Wings'))).toMatch(
      /no Benched/,
    );
  });
});

describe('hand and deck', () => {
  it('Expedition Clefable — Moonlight: a card from the hand on the deck, then a basic Energy searched, shown and taken', () => {
    const t0 = table({
      p1: { active: ['ecard1-7'], hand: [MARILL], deck: [MAGIKARP, FIRE] },
      p2: { active: [KINGAMBIT] },
    });
    const t = useAbility(t0, 'p1:active', 'Moonlight');
    expect(templatesIn(t.state, 'p1:hand')).toEqual([FIRE]);
    expect(templatesIn(t.state, 'p1:deck').sort()).toEqual([MAGIKARP, MARILL].sort());
    // The Energy was shown (an engine reveal); the opponent never sees the deck.
    expect(
      t.state.log.some((l) => /revealed/.test(l.message) && /Fire Energy/.test(l.message)),
    ).toBe(true);
    expect(
      (t.engine.view(t.state, 'p2').zones['p1:deck']?.cards ?? []).every(
        (c) => c.templateId === undefined,
      ),
    ).toBe(true);
    const empty = table({ p1: { active: ['ecard1-7'] }, p2: { active: [KINGAMBIT] } });
    expect(refusalOf(empty, abilityAction(empty, 'p1:active', 'Moonlight'))).toMatch(
      /a card in your hand/,
    );
  });
});

describe('switches (switch-clause.ts)', () => {
  it("Aquapolis Victreebel — Fragrance Trap: heads, you choose the opponent's Benched Pokémon to switch with the Defending one", () => {
    const run = (seed: number) =>
      useAbility(
        table({
          seed,
          p1: { active: ['ecard2-42'] },
          p2: { active: [KINGAMBIT], bench: [[MARILL], [MAGIKARP]] },
        }),
        'p1:active',
        'Fragrance Trap',
        { chooser: optionsNaming('Magikarp') },
      );
    const h = onSeeds(run, heads);
    expect(templatesIn(h.state, 'p2:active')).toEqual([MAGIKARP]);
    expect(templatesIn(onSeeds(run, tails).state, 'p2:active')).toEqual([KINGAMBIT]);
  });
});

describe('"When you play X from your hand to evolve …" and "Flip N coins. For each heads, …"', () => {
  it('Skyridge Beedrill — Venom Spray: evolving the Active Kakuna, the Defending Pokémon is Paralyzed and Poisoned; on the Bench, nothing', () => {
    const active = playOnto(
      table({ p1: { active: [KAKUNA], hand: ['ecard3-5'] }, p2: { active: [KINGAMBIT] } }),
      'p1:active',
    );
    expect(templatesIn(active.state, 'p1:active')[0]).toBe('ecard3-5');
    expect(conditionsIn(active.state, 'p2:active')).toEqual(['paralyzed', 'poisoned']);
    const bench = playOnto(
      table({
        p1: { active: [MARILL], bench: [[KAKUNA]], hand: ['ecard3-5'] },
        p2: { active: [KINGAMBIT] },
      }),
      'p1:bench_1',
    );
    expect(templatesIn(bench.state, 'p1:bench_1')[0]).toBe('ecard3-5');
    expect(conditionsIn(bench.state, 'p2:active')).toEqual([]);
  });

  it('Skyridge Gyarados — Flame Vapor: 2 coins, an Energy of the Defending Pokémon discarded for each heads; declined, none', () => {
    const run = (seed: number) =>
      playOnto(
        table({
          seed,
          p1: { active: [MAGIKARP], hand: ['ecard3-11'] },
          p2: { active: [KINGAMBIT, GRASS, GRASS, GRASS] },
        }),
        'p1:active',
      );
    for (const n of [0, 1, 2]) {
      const t = onSeeds(run, (x) => flipsOf(x).length === 2 && headsCount(x) === n);
      expect(cardsIn(t, 'p2:active'), `${n} heads`).toBe(4 - n);
      expect(cardsIn(t, 'p2:discard')).toBe(n);
    }
    const declined = playOnto(
      table({
        p1: { active: [MAGIKARP], hand: ['ecard3-11'] },
        p2: { active: [KINGAMBIT, GRASS] },
      }),
      'p1:active',
      optionsNaming('no'),
    );
    expect(flipsOf(declined)).toEqual([]);
    expect(cardsIn(declined, 'p2:active')).toBe(2);
  });

  it('Skyridge Arcanine — Energy Recharge: 3 coins, a basic Energy from the discard pile to Arcanine for each heads', () => {
    const run = (seed: number) =>
      playOnto(
        table({
          seed,
          p1: { active: [GROWLITHE], hand: ['ecard3-3'], discard: [FIRE, FIRE, WATER] },
          p2: { active: [KINGAMBIT] },
        }),
        'p1:active',
      );
    const two = onSeeds(run, (x) => headsCount(x) === 2);
    // Arcanine on Growlithe, and two of the discard pile's basic Energy under them.
    expect(templatesIn(two.state, 'p1:active').slice(0, 2)).toEqual(['ecard3-3', GROWLITHE]);
    expect(cardsIn(two, 'p1:active')).toBe(4);
    expect(cardsIn(two, 'p1:discard')).toBe(1);
    const none = onSeeds(run, (x) => flipsOf(x).length === 3 && headsCount(x) === 0);
    expect(cardsIn(none, 'p1:discard')).toBe(3);
  });

  it('made-up Emberoot — "to evolve 1 of your Pokémon" (Bench too); "For each heads, attach a Fire Energy card from your discard pile to Emberoot"', () => {
    const run = (seed: number) =>
      playOnto(
        table({
          seed,
          p1: {
            active: [MARILL],
            bench: [[MAGIKARP]],
            hand: ['zz7-4'],
            discard: [FIRE, FIRE, WATER],
          },
          p2: { active: [KINGAMBIT] },
        }),
        'p1:bench_1',
      );
    const both = onSeeds(run, (x) => headsCount(x) === 2);
    expect(templatesIn(both.state, 'p1:bench_1')).toEqual(['zz7-4', MAGIKARP, FIRE, FIRE]);
    expect(templatesIn(both.state, 'p1:discard')).toEqual([WATER]);
  });
});

describe('evolving from the deck by a Power', () => {
  it('Skyridge Nidoqueen — Evolution Helper: from the Bench, a card that evolves from the Active Pokémon goes on it; the deck is shuffled', () => {
    const t = use(
      {
        p1: { active: [MAGIKARP], bench: [['ecard3-22']], deck: [GRASS, 'ecard3-11', GRASS] },
        p2: { active: [KINGAMBIT] },
      },
      'p1:bench_1',
      'Evolution Helper',
    );
    expect(templatesIn(t.state, 'p1:active')).toEqual(['ecard3-11', MAGIKARP]);
    expect(cardsIn(t, 'p1:deck')).toBe(2);
    const active = table({
      p1: { active: ['ecard3-22'], deck: [GRASS] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(active, abilityAction(active, 'p1:active', 'Evolution Helper'))).toMatch(
      /not on your Bench/,
    );
  });
});

describe('bots use the new Powers without stalling', () => {
  const times = (n: number, id: string) => Array.from({ length: n }, () => id);
  const line = (basic: string, evolved: string) => [...times(4, basic), ...times(3, evolved)];
  // Hypno, Espeon, Porygon2, Gyarados lines and Snorlax; Psychic and Water.
  const p1 = [
    ...line('ecard2-74', 'ecard2-16'),
    ...line('ecard2-75', 'ecard2-11'),
    ...line('ecard2-103', 'ecard2-28'),
    ...line(MAGIKARP, 'ecard3-11'),
    ...times(3, 'ecard3-100'),
    ...times(15, PSYCHIC),
    ...times(14, WATER),
  ];
  // Azumarill, Electrode, Arcanine, Clefable lines; Lightning, Water and Fire.
  const p2 = [
    ...line(MARILL, 'ecard2-4'),
    ...line('ecard2-64', 'ecard2-8'),
    ...line(GROWLITHE, 'ecard3-3'),
    ...line('ecard1-101', 'ecard1-7'),
    ...times(11, LIGHTNING),
    ...times(11, WATER),
    ...times(10, FIRE),
  ];

  it('an e-Card match with Sleep Pendulum, Energy Return, Backup, Lolling About, Flame Vapor, Bubble Turn, Super Dynamo, Energy Recharge, Moonlight: it ends, no call refused, Powers used', async () => {
    expect(p1).toHaveLength(60);
    expect(p2).toHaveLength(60);
    const plugin = createPokemonPlugin({ registry });
    const played = await playBotGameDirect({ decks: { p1, p2 }, seed: 7, plugin });
    const refused = played.log.filter((e) => !e.ok).map((e) => `${e.tool}: ${e.result}`);
    expect(refused).toEqual([]);
    expect(played.store.state.result, played.reason).toBeDefined();
    expect(played.log.some((e) => e.ok && e.tool === 'declare_ability')).toBe(true);
  }, 240_000);
});

describe("looks: engine reveals to the Power's player alone", () => {
  /** The faces `viewer` sees in a zone (face-down cards show none). */
  const faces = (t: Table, viewer: string, zone: string) =>
    (t.engine.view(t.state, viewer).zones[zone]?.cards ?? []).flatMap((c) =>
      c.templateId ? [c.templateId] : [],
    );

  it("Skyridge Noctowl — Investigate: the top 2 of the opponent's deck are seen by you alone, and stay in the same order", () => {
    const t0 = table({
      p1: { active: ['ecard3-40'] },
      p2: { active: [KINGAMBIT], deck: [FIRE, WATER, GRASS] },
    });
    const before = t0.state.zones['p2:deck']?.cards;
    const t = useAbility(t0, 'p1:active', 'Investigate', {
      chooser: optionsNaming("opponent's deck"),
    });
    expect(t.state.zones['p2:deck']?.cards).toEqual(before);
    expect(faces(t, 'p1', 'p2:deck')).toEqual([FIRE, WATER]);
    expect(faces(t, 'p2', 'p2:deck')).toEqual([]);
    expect(refusalOf(t, abilityAction(t, 'p1:active', 'Investigate'))).toMatch(/ONCE_PER_TURN/);
  });

  it('Skyridge Noctowl — Investigate: up to 2 of your own Prizes, chosen face down by place, seen by you alone and left in place', () => {
    const t0 = table({
      p1: { active: ['ecard3-40'], prizes: [FIRE, WATER, GRASS] },
      p2: { active: [KINGAMBIT] },
    });
    let offered: readonly string[] = [];
    const t = useAbility(t0, 'p1:active', 'Investigate', {
      chooser: (d) => {
        if (!d.select) return [(d.options ?? []).find((o) => o.includes('your Prizes')) ?? ''];
        offered = d.options ?? [];
        return (d.options ?? []).filter((o) => /prizes 1|prizes 3/.test(o));
      },
    });
    expect(offered.length).toBe(3);
    expect(offered.some((o) => /Energy/.test(o))).toBe(false);
    expect(templatesIn(t.state, 'p1:prizes_1')).toEqual([FIRE]);
    expect([
      faces(t, 'p1', 'p1:prizes_1'),
      faces(t, 'p1', 'p1:prizes_2'),
      faces(t, 'p1', 'p1:prizes_3'),
    ]).toEqual([[FIRE], [], [GRASS]]);
    expect(faces(t, 'p2', 'p1:prizes_1')).toEqual([]);
  });

  it('made-up Peekowl — "if … more than …, look at the top 3 cards of your opponent\'s deck or at up to 1 of your Prizes" reads; refused when the counts do not hold', () => {
    expect(specOf('zz7-6', 'Night Watch')?.kind).toBe('activated');
    const t = table({ p1: { active: ['zz7-6'] }, p2: { active: [KINGAMBIT, GRASS] } });
    expect(refusalOf(t, abilityAction(t, 'p1:active', 'Night Watch'))).toMatch(
      /Energy cards attached/,
    );
    const ok = useAbility(
      table({
        p1: { active: ['zz7-6', WATER] },
        p2: { active: [KINGAMBIT], deck: [FIRE, FIRE, PSYCHIC, GRASS] },
      }),
      'p1:active',
      'Night Watch',
      { chooser: optionsNaming("opponent's deck") },
    );
    expect(faces(ok, 'p1', 'p2:deck')).toEqual([FIRE, FIRE, PSYCHIC]);
  });

  it("Skyridge Crobat — Carry Off: heads, you see the opponent's hand and a Basic Pokémon of it is shuffled into the deck; a Trainer or Energy is never offered", () => {
    const run = (seed: number) =>
      use(
        { seed, p1: { active: ['ecard3-6'] }, p2: { active: [KINGAMBIT], hand: [MARILL, FIRE] } },
        'p1:active',
        'Carry Off',
        optionsNaming('Marill'),
      );
    const h = onSeeds(run, heads);
    expect(templatesIn(h.state, 'p2:hand')).toEqual([FIRE]);
    expect(templatesIn(h.state, 'p2:deck')).toContain(MARILL);
    const t = onSeeds(run, tails);
    expect(templatesIn(t.state, 'p2:hand').sort()).toEqual([MARILL, FIRE].sort());
    const energyOnly = onSeeds(
      (seed) =>
        use(
          { seed, p1: { active: ['ecard3-6'] }, p2: { active: [KINGAMBIT], hand: [FIRE] } },
          'p1:active',
          'Carry Off',
        ),
      heads,
    );
    expect(templatesIn(energyOnly.state, 'p2:hand')).toEqual([FIRE]);
  });
});

describe('more clauses: Scavenger Hunt, Tailwind, Earth Rage, Strange Tentacles', () => {
  it('Aquapolis Furret — Scavenger Hunt: 2 cards from the hand into the deck, then an Energy card (special too) searched, shown, taken; shuffled', () => {
    const t0 = table({
      p1: { active: ['ecard2-48'], hand: [MARILL, MAGIKARP], deck: ['ecard1-158', GRASS] },
      p2: { active: [KINGAMBIT] },
    });
    const t = useAbility(t0, 'p1:active', 'Scavenger Hunt', {
      chooser: (d) =>
        d.select
          ? (d.options ?? []).slice(0, d.select.max)
          : [(d.options ?? []).find((o) => o.includes('Darkness')) ?? (d.options ?? [])[0] ?? ''],
    });
    expect(templatesIn(t.state, 'p1:hand')).toEqual(['ecard1-158']);
    expect(templatesIn(t.state, 'p1:deck').sort()).toEqual([GRASS, MAGIKARP, MARILL].sort());
    const one = table({
      p1: { active: ['ecard2-48'], hand: [MARILL] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(one, abilityAction(one, 'p1:active', 'Scavenger Hunt'))).toMatch(
      /2 cards in your hand/,
    );
  });

  it('Expedition Dragonite — Tailwind: from the Bench, your Active Snorlax retreats for nothing this turn; refused while Active', () => {
    const t0 = table({
      p1: { active: ['ecard3-100'], bench: [['ecard1-9'], [MARILL]] },
      p2: { active: [KINGAMBIT] },
    });
    const t = useAbility(t0, 'p1:bench_1', 'Tailwind');
    const top = t.state.zones['p1:active']?.cards[0];
    const retreated = act(t, {
      type: 'declare_action',
      player: 'p1',
      source: 'ai',
      kind: 'retreat',
      card: `#${top}`,
      zone: 'p1:active',
      details: { to: 'p1:bench_2', discard: [] },
    });
    expect(templatesIn(retreated.state, 'p1:active')).toEqual([MARILL]);
    // Without Tailwind, Snorlax's Retreat Cost (3) is not paid by nothing.
    expect(
      refusalOf(t0, {
        type: 'declare_action',
        player: 'p1',
        source: 'ai',
        kind: 'retreat',
        card: `#${t0.state.zones['p1:active']?.cards[0]}`,
        zone: 'p1:active',
        details: { to: 'p1:bench_2', discard: [] },
      }),
    ).toBeDefined();
    const active = table({ p1: { active: ['ecard1-9'] }, p2: { active: [KINGAMBIT] } });
    expect(refusalOf(active, abilityAction(active, 'p1:active', 'Tailwind'))).toMatch(
      /not on your Bench/,
    );
  });

  it("Aquapolis Nidoking — Earth Rage: heads, a damage counter on each of the opponent's Benched Pokémon (not the Active); tails, none", () => {
    const run = (seed: number) =>
      use(
        {
          seed,
          p1: { active: ['ecard2-24'] },
          p2: { active: [KINGAMBIT], bench: [[MARILL], [MAGIKARP]] },
        },
        'p1:active',
        'Earth Rage',
      );
    const h = onSeeds(run, heads);
    expect([
      damageIn(h.state, 'p2:active'),
      damageIn(h.state, 'p2:bench_1'),
      damageIn(h.state, 'p2:bench_2'),
    ]).toEqual([0, 10, 10]);
    const t = onSeeds(run, tails);
    expect(damageIn(t.state, 'p2:bench_1')).toBe(0);
  });

  it("Aquapolis Tentacruel — Strange Tentacles: with fewer Energy on the Defending Pokémon, one from the opponent's discard pile is attached to it; refused otherwise", () => {
    const t = use(
      { p1: { active: ['ecard2-38', WATER] }, p2: { active: [KINGAMBIT], discard: [FIRE] } },
      'p1:active',
      'Strange Tentacles',
    );
    expect(templatesIn(t.state, 'p2:active')).toEqual([KINGAMBIT, FIRE]);
    expect(templatesIn(t.state, 'p2:discard')).toEqual([]);
    const even = table({
      p1: { active: ['ecard2-38', WATER] },
      p2: { active: [KINGAMBIT, GRASS], discard: [FIRE] },
    });
    expect(refusalOf(even, abilityAction(even, 'p1:active', 'Strange Tentacles'))).toMatch(
      /Energy cards attached/,
    );
  });
});

describe('"that Pokémon", and a limit for the player', () => {
  it("Skyridge Gengar — Manipulate: evolving the Active Haunter, a Basic Pokémon (no Baby) from the discard pile goes onto the Bench, then a basic Energy from the discard pile for each of 3 coins' heads goes on it", () => {
    const run = (seed: number) =>
      playOnto(
        table({
          seed,
          p1: {
            active: ['ecard3-63'],
            hand: ['ecard3-10'],
            discard: [MAGIKARP, FIRE, WATER, GRASS],
          },
          p2: { active: [KINGAMBIT] },
        }),
        'p1:active',
      );
    const two = onSeeds(run, (x) => headsCount(x) === 2);
    const bench = templatesIn(two.state, 'p1:bench_1');
    expect(bench[0]).toBe(MAGIKARP);
    expect(bench).toHaveLength(3);
    expect(cardsIn(two, 'p1:discard')).toBe(1);
    const none = onSeeds(run, (x) => flipsOf(x).length === 3 && headsCount(x) === 0);
    expect(templatesIn(none.state, 'p1:bench_1')).toEqual([MAGIKARP]);
    // Declined: nothing moves, no coin.
    const declined = playOnto(
      table({
        p1: { active: ['ecard3-63'], hand: ['ecard3-10'], discard: [MAGIKARP, FIRE] },
        p2: { active: [KINGAMBIT] },
      }),
      'p1:active',
      optionsNaming('no'),
    );
    expect(cardsIn(declined, 'p1:bench_1')).toBe(0);
    expect(flipsOf(declined)).toEqual([]);
  });

  it('Aquapolis Togetic — Miracle Shift: a basic Energy discarded from 1 of your Pokémon, then one from the discard pile attached to that same Pokémon', () => {
    const t = useAbility(
      table({
        p1: { active: [MARILL, WATER], bench: [['ecard2-39']], discard: [FIRE] },
        p2: { active: [KINGAMBIT] },
      }),
      'p1:bench_1',
      'Miracle Shift',
      // The Water Energy is discarded; the Fire Energy is the one taken back (the Water one may be too).
      {
        chooser: (d, st) =>
          optionsNaming(
            /discard\b/.test(d.prompt ?? '') && !/from your discard/.test(d.prompt ?? '')
              ? 'Water'
              : 'Fire',
          )(d, st),
      },
    );
    expect(templatesIn(t.state, 'p1:active')).toEqual([MARILL, FIRE]);
    expect(templatesIn(t.state, 'p1:discard')).toEqual([WATER]);
    const bare = table({
      p1: { active: [MARILL], bench: [['ecard2-39']], discard: [FIRE] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(bare, abilityAction(bare, 'p1:bench_1', 'Miracle Shift'))).toMatch(
      /basic Energy/,
    );
  });

  it('made-up Mendling — "You can\'t use more than 1 Quick Mend Poké-Power each turn": the second Mendling is refused after the first', () => {
    const t0 = table({
      p1: { active: ['zz7-7'], bench: [['zz7-7']], activeCounters: { damage: 30 } },
      p2: { active: [KINGAMBIT] },
    });
    const t = useAbility(t0, 'p1:active', 'Quick Mend');
    expect(damageIn(t.state, 'p1:active')).toBe(20);
    expect(refusalOf(t, abilityAction(t, 'p1:bench_1', 'Quick Mend'))).toMatch(
      /already used a Quick Mend/,
    );
  });
});
