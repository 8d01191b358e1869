import { describe, expect, it } from 'vitest';
import { loadCardSet } from '../cards/load-card-set';
import type { PokemonSupertypeCard } from '../cards/types';
import { attachedTypes, pokemonIn } from '../game/board';
import type { BoardSpec } from '../test/match-builder';
import { flipsOf, KINGAMBIT, SEEDS } from './cards/classic.test-helper';
import { classicWith } from './classic-sets.test-helper';
import { manualParts } from './coverage';
import {
  abilityAction,
  act,
  answerAll,
  type Chooser,
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
 * Poké-Powers still manual after session 7 (issue #28, session 8), read as clause forms: a
 * Benched Pokémon chosen before the coin and healed by the Energy counted on another, each
 * player healing his or her Active Pokémon, two Energy cards switched between two Pokémon, any
 * number of Energy moved onto the Pokémon that evolved, a named card searched for while a kind
 * of card from the hand goes into the deck. Each form is checked on a real printing of a loaded
 * fixture with the outcome written from the printed text, and on a MADE-UP rewording (cards
 * `zz8-*` below, printed by no set) that must read the same way; wordings that mean something
 * else stay manual.
 *
 * Rulings relied on (Expedition rulebook and the printed text):
 * - "count the number of Energy attached to X": Energy, not Energy cards — a Double Colorless
 *   Energy is 2 (the attack texts' "for each Energy attached" reads so too); "Energy cards"
 *   counts cards.
 * - "remove up to N damage counters": as many as there are, at most N (Super Potion's reading).
 * - "choose 2 of your opponent's Pokémon that have Energy cards attached …": with fewer than 2
 *   such Pokémon the Power has nothing to do, so it is refused.
 * - "put a card … into your deck" says no place: only the shuffle after it makes that no matter.
 */

const madeUp = loadCardSet([
  {
    // Happy Healing in other words: any of your Pokémon, Energy cards counted on the Active one.
    id: 'zz8-1',
    name: 'Carebell',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '70',
    types: ['Colorless'],
    retreatCost: ['Colorless'],
    number: '1',
    abilities: [
      {
        name: 'Kind Chime',
        type: 'Poké-Power',
        text: "Once during your turn (before your attack), choose 1 of your Pokémon and flip a coin. If heads, count the number of Energy cards attached to your Active Pokémon and then remove that many damage counters from the chosen Pokémon. This power can't be used if Carebell is affected by a Special Condition.",
      },
    ],
    attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    // Magnetic Flow in other words: your own Pokémon, basic Energy, no coin.
    id: 'zz8-2',
    name: 'Fluxbit',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '60',
    types: ['Lightning'],
    retreatCost: ['Colorless'],
    number: '2',
    abilities: [
      {
        name: 'Polarity Swap',
        type: 'Poké-Power',
        text: 'Once during your turn (before your attack), choose 2 of your Pokémon that have basic Energy cards attached to them. Choose 1 of the basic Energy cards attached to each of those Pokémon and switch them between the Pokémon.',
      },
    ],
    attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    // Attract Energy in other words: "take … and attach them to", one type.
    id: 'zz8-3',
    name: 'Pullmag',
    supertype: 'Pokémon',
    subtypes: ['Stage 1'],
    evolvesFrom: 'Magnemite',
    hp: '80',
    types: ['Lightning'],
    retreatCost: ['Colorless'],
    number: '3',
    abilities: [
      {
        name: 'Draw In',
        type: 'Poké-Power',
        text: 'When you play Pullmag from your hand to evolve 1 of your Pokémon, you may take any number of Lightning Energy cards attached to your other Pokémon and attach them to Pullmag.',
      },
    ],
    attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    // Good Neighbor in other words: from the Active spot, 1 counter each.
    id: 'zz8-4',
    name: 'Kindpuff',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '70',
    types: ['Colorless'],
    retreatCost: ['Colorless'],
    number: '4',
    abilities: [
      {
        name: 'Truce',
        type: 'Poké-Power',
        text: 'Once during your turn (before your attack), if Kindpuff is your Active Pokémon, you may flip a coin. If heads, each player removes 1 damage counter from his or her Active Pokémon.',
      },
    ],
    attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    // Reconstruction in other words: three names, a Fire Energy card, "Then" with no comma.
    id: 'zz8-5',
    name: 'Digsite',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '40',
    types: ['Colorless'],
    retreatCost: ['Colorless'],
    number: '5',
    abilities: [
      {
        name: 'Excavate',
        type: 'Poké-Power',
        text: 'Once during your turn (before your attack), if you have a Fire Energy card in your hand, you may search your deck for a Kabuto, Omanyte, or Aerodactyl card, show it to your opponent, and put it into your hand. Then put a Fire Energy card from your hand into your deck. Shuffle your deck afterward.',
      },
    ],
    attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    // Other meanings in the same shapes: each stays manual.
    id: 'zz8-6',
    name: 'Oddity',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '60',
    types: ['Colorless'],
    retreatCost: ['Colorless'],
    number: '6',
    abilities: [
      {
        // "into your deck" with no shuffle after it: where in the deck is not said.
        name: 'Bury',
        type: 'Poké-Power',
        text: 'Once during your turn (before your attack), you may put a basic Energy card from your hand into your deck.',
      },
      {
        // "a Fire or Kabuto card": a kind word among the names.
        name: 'Mixed Search',
        type: 'Poké-Power',
        text: 'Once during your turn (before your attack), you may search your deck for a Fire or Kabuto card, show it to your opponent, and put it into your hand. Shuffle your deck afterward.',
      },
      {
        // "remove that many" from a Pokémon no clause named.
        name: 'Stray Count',
        type: 'Poké-Power',
        text: 'Once during your turn (before your attack), count the number of Energy attached to Oddity and then remove that many damage counters from 1 of your Benched Pokémon.',
      },
      {
        // Two kinds of Energy in the switch: which is which is not said.
        name: 'Odd Swap',
        type: 'Poké-Power',
        text: "Once during your turn (before your attack), choose 2 of your opponent's Pokémon that have basic Energy cards attached to them. Choose 1 of the Energy cards attached to each of those Pokémon and switch them between the Pokémon.",
      },
    ],
    attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    // Buried Fossil's rules in other words and names.
    id: 'zz8-7',
    name: 'Relic Shell',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '30',
    types: ['Colorless'],
    retreatCost: ['Colorless'],
    number: '7',
    rules: [
      'Evolves into Domeling',
      "Relic Shell can't be affected by Special Conditions. You may play a Pokémon card that evolves from Helix Fossil on top of Relic Shell. (This counts as evolving Relic Shell.)",
    ],
    attacks: [],
  },
  {
    id: 'zz8-8',
    name: 'Helixling',
    supertype: 'Pokémon',
    subtypes: ['Stage 1'],
    evolvesFrom: 'Helix Fossil',
    hp: '70',
    types: ['Water'],
    retreatCost: ['Colorless'],
    number: '8',
    attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    id: 'zz8-9',
    name: 'Domeling',
    supertype: 'Pokémon',
    subtypes: ['Stage 1'],
    evolvesFrom: 'Dome Fossil',
    hp: '70',
    types: ['Fighting'],
    retreatCost: ['Colorless'],
    number: '9',
    attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    // A rule line with a sentence no reader knows: the card stays manual.
    id: 'zz8-10',
    name: 'Odd Shell',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '30',
    types: ['Colorless'],
    retreatCost: ['Colorless'],
    number: '10',
    rules: [
      "You may play a Pokémon card that evolves from Helix Fossil on top of Odd Shell. Odd Shell can't be affected by Special Conditions.",
    ],
    attacks: [],
  },
  {
    // Vine Pull in other words: "Whenever … retreats, you may switch …".
    id: 'zz8-11',
    name: 'Thornvine',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '60',
    types: ['Grass'],
    retreatCost: ['Colorless'],
    number: '11',
    abilities: [
      {
        name: 'Snare Step',
        type: 'Poké-Power',
        text: "Whenever Thornvine retreats, you may switch 1 of your opponent's Benched Pokémon with his or her Active Pokémon.",
      },
    ],
    attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    // Terraforming in other words: the opponent's deck, "put them back in any order".
    id: 'zz8-12',
    name: 'Seerkit',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '60',
    types: ['Psychic'],
    retreatCost: ['Colorless'],
    number: '12',
    abilities: [
      {
        name: 'Foresee',
        type: 'Poké-Power',
        text: "Once during your turn (before your attack), you may look at the top 3 cards of your opponent's deck and put them back in any order.",
      },
    ],
    attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    // Howl in other words: "from your deck", basic Energy, "your Pokémon in any way you like".
    id: 'zz8-13',
    name: 'Emberhound',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '70',
    types: ['Fire'],
    retreatCost: ['Colorless'],
    number: '13',
    abilities: [
      {
        name: 'Kindle',
        type: 'Poké-Power',
        text: 'When you play Emberhound from your hand, you may discard the top 3 cards from your deck. If any of those cards are basic Energy cards, attach them to your Pokémon in any way you like. Using this Poké-Power ends your turn.',
      },
      {
        // "those" after the opponent's deck: not cards of yours to attach.
        name: 'Odd Howl',
        type: 'Poké-Power',
        text: "Once during your turn (before your attack), you may discard the top 2 cards of your opponent's deck. If any of those are Fire Energy cards, attach them to any of your Fire Pokémon of your choice.",
      },
    ],
    attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    // Heat Up in other words: "you have fewer", a Water Energy card to 1 of your Water Pokémon.
    id: 'zz8-14',
    name: 'Tidecount',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '70',
    types: ['Water'],
    retreatCost: ['Colorless'],
    number: '14',
    abilities: [
      {
        name: 'Catch Up',
        type: 'Poké-Power',
        text: "Once during your turn (before your attack), you may count the total number of Energy cards attached to all of your Pokémon and all of your opponent's Pokémon. If you have fewer total Energy cards attached, you may search your deck for a Water Energy card and attach it to 1 of your Water Pokémon. Shuffle your deck afterward.",
      },
    ],
    attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    // Buzzap in other words: "of that type" before the bracket, 1 energy.
    id: 'zz8-15',
    name: 'Sparkbomb',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '50',
    types: ['Lightning'],
    retreatCost: ['Colorless'],
    number: '15',
    abilities: [
      {
        name: 'Burst Cell',
        type: 'Pokémon Power',
        text: "At any time during your turn (before your attack), you may Knock Out Sparkbomb and attach it to 1 of your other Pokémon. If you do, choose a type of Energy. Sparkbomb is now an Energy card of that type (instead of a Pokémon) that provides 1 energy. This power can't be used if Sparkbomb is Asleep, Confused, or Paralyzed.",
      },
      {
        // No type said: what the Energy provides is not known.
        name: 'Odd Cell',
        type: 'Pokémon Power',
        text: 'At any time during your turn (before your attack), you may Knock Out Sparkbomb and attach it to 1 of your other Pokémon. If you do, choose a type of Energy. Sparkbomb is now an Energy card (instead of a Pokémon) that provides 2 energy.',
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
const onSeeds = (f: (seed: number) => Table, ok: (t: Table) => boolean) => withSeeds(SEEDS, f, ok);

// Expedition basic Energy, Base Set 2's Double Colorless Energy.
const FIRE = 'ecard1-161';
const LIGHTNING = 'ecard1-163';
const WATER = 'ecard1-165';
const DCE = 'base4-124';
const MARILL = 'ecard1-120';
const MAGIKARP = 'ecard3-75';
const MAGNEMITE = 'ecard3-76';
const OMANYTE = 'ecard3-41';
const KABUTO = 'ecard3-37';
const BLISSEY = 'ecard2-6';
const MAGNETON_AQ = 'ecard2-22';
const MAGNETON_SK = 'ecard3-19';
const WIGGLYTUFF = 'ecard3-34';
const BURIED_FOSSIL = 'ecard3-47';

/** p1 plays the first card of the hand onto `to` (evolving it), then every choice is answered. */
const playOnto = (t: Table, to: string, chooser = optionsNaming('yes')): Table => {
  const id = t.state.zones['p1:hand']?.cards[0] ?? '';
  return answerAll(
    act(t, { type: 'move_card', player: 'p1', source: 'ai', card: `#${id}`, from: 'p1:hand', to }),
    chooser,
  );
};

describe('a Pokémon chosen before the coin, healed by the Energy counted', () => {
  const board = (seed: number, id: string, energy: string[]): Table =>
    withCounters(
      table({
        seed,
        p1: {
          active: [id, ...energy],
          bench: [[MARILL], [KINGAMBIT]],
          activeCounters: { damage: 30 },
        },
        p2: { active: [KINGAMBIT] },
      }),
      'p1:bench_2',
      { damage: 50 },
    );

  it('Aquapolis Blissey — Happy Healing: heads, as many counters off the chosen Benched Pokémon as Energy on Blissey (a Double Colorless is 2); tails, none', () => {
    const run = (seed: number) =>
      useAbility(board(seed, BLISSEY, [WATER, DCE]), 'p1:active', 'Happy Healing', {
        chooser: optionsNaming('Kingambit'),
      });
    const h = onSeeds(run, heads);
    expect(damageIn(h.state, 'p1:bench_2')).toBe(20);
    // Neither Blissey nor the other Benched Pokémon.
    expect(damageIn(h.state, 'p1:active')).toBe(30);
    expect(damageIn(onSeeds(run, tails).state, 'p1:bench_2')).toBe(50);
  });

  it('Aquapolis Blissey — Happy Healing: refused with no Benched Pokémon, and once a turn', () => {
    const alone = table({ p1: { active: [BLISSEY, WATER] }, p2: { active: [KINGAMBIT] } });
    expect(refusalOf(alone, abilityAction(alone, 'p1:active', 'Happy Healing'))).toMatch(
      /Benched Pokémon/,
    );
    const used = useAbility(board(1, BLISSEY, [WATER]), 'p1:active', 'Happy Healing');
    expect(refusalOf(used, abilityAction(used, 'p1:active', 'Happy Healing'))).toMatch(
      /ONCE_PER_TURN/,
    );
  });

  it('made-up Carebell — "choose 1 of your Pokémon … count the number of Energy cards attached to your Active Pokémon": cards counted, any of your Pokémon', () => {
    const run = (seed: number) =>
      useAbility(board(seed, 'zz8-1', [WATER, DCE]), 'p1:active', 'Kind Chime', {
        chooser: optionsNaming('Carebell'),
      });
    const h = onSeeds(run, heads);
    // Two Energy cards: 2 counters, though the Double Colorless gives 3 Energy in all.
    expect(damageIn(h.state, 'p1:active')).toBe(10);
    expect(damageIn(h.state, 'p1:bench_2')).toBe(50);
  });
});

describe('each player heals his or her Active Pokémon', () => {
  const board = (seed: number, spec: BoardSpec['p1']): Table =>
    table({
      seed,
      p1: { activeCounters: { damage: 30 }, ...spec },
      p2: { active: [KINGAMBIT], activeCounters: { damage: 50 } },
    });

  it('Skyridge Wigglytuff — Good Neighbor: heads, 2 counters off each Active Pokémon; tails, none', () => {
    const run = (seed: number) =>
      useAbility(
        board(seed, { active: [MARILL], bench: [[WIGGLYTUFF]] }),
        'p1:bench_1',
        'Good Neighbor',
      );
    const h = onSeeds(run, heads);
    expect([damageIn(h.state, 'p1:active'), damageIn(h.state, 'p2:active')]).toEqual([10, 30]);
    const t = onSeeds(run, tails);
    expect([damageIn(t.state, 'p1:active'), damageIn(t.state, 'p2:active')]).toEqual([30, 50]);
  });

  it('Skyridge Wigglytuff — Good Neighbor: only from the Bench, and one Good Neighbor a turn whichever Wigglytuff uses it', () => {
    const active = board(1, { active: [WIGGLYTUFF] });
    expect(refusalOf(active, abilityAction(active, 'p1:active', 'Good Neighbor'))).toMatch(
      /not on your Bench/,
    );
    const two = board(1, { active: [MARILL], bench: [[WIGGLYTUFF], [WIGGLYTUFF]] });
    const used = useAbility(two, 'p1:bench_1', 'Good Neighbor');
    expect(refusalOf(used, abilityAction(used, 'p1:bench_2', 'Good Neighbor'))).toMatch(
      /already used a Good Neighbor/,
    );
  });

  it('made-up Kindpuff — "each player removes 1 damage counter from his or her Active Pokémon", from the Active spot', () => {
    const run = (seed: number) =>
      useAbility(board(seed, { active: ['zz8-4'] }), 'p1:active', 'Truce');
    const h = onSeeds(run, heads);
    expect([damageIn(h.state, 'p1:active'), damageIn(h.state, 'p2:active')]).toEqual([20, 40]);
  });
});

describe('two Energy cards switched between two Pokémon', () => {
  it("Aquapolis Magneton — Magnetic Flow: heads, 1 Energy card of each of 2 of the opponent's Pokémon changes places; tails, none", () => {
    const run = (seed: number) =>
      useAbility(
        table({
          seed,
          p1: { active: [MAGNETON_AQ] },
          p2: { active: [KINGAMBIT, FIRE, FIRE], bench: [[MARILL, WATER], [MAGIKARP]] },
        }),
        'p1:active',
        'Magnetic Flow',
      );
    const h = onSeeds(run, heads);
    expect(templatesIn(h.state, 'p2:active')).toEqual([KINGAMBIT, FIRE, WATER]);
    expect(templatesIn(h.state, 'p2:bench_1')).toEqual([MARILL, FIRE]);
    const t = onSeeds(run, tails);
    expect(templatesIn(t.state, 'p2:active')).toEqual([KINGAMBIT, FIRE, FIRE]);
  });

  it('Aquapolis Magneton — Magnetic Flow: refused when the opponent has fewer than 2 Pokémon with Energy cards, and on the Bench', () => {
    const one = table({
      p1: { active: [MAGNETON_AQ] },
      p2: { active: [KINGAMBIT, FIRE], bench: [[MARILL]] },
    });
    expect(refusalOf(one, abilityAction(one, 'p1:active', 'Magnetic Flow'))).toMatch(
      /2 Pokémon with Energy/,
    );
    const benched = table({
      p1: { active: [MARILL], bench: [[MAGNETON_AQ]] },
      p2: { active: [KINGAMBIT, FIRE], bench: [[MARILL, WATER]] },
    });
    expect(refusalOf(benched, abilityAction(benched, 'p1:bench_1', 'Magnetic Flow'))).toMatch(
      /not your Active/,
    );
  });

  it('made-up Fluxbit — "choose 2 of your Pokémon that have basic Energy cards …": your own two, no coin', () => {
    const t = useAbility(
      table({
        p1: { active: ['zz8-2', LIGHTNING], bench: [[MARILL, WATER]] },
        p2: { active: [KINGAMBIT, FIRE], bench: [[MAGIKARP, FIRE]] },
      }),
      'p1:active',
      'Polarity Swap',
    );
    expect(templatesIn(t.state, 'p1:active')).toEqual(['zz8-2', WATER]);
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([MARILL, LIGHTNING]);
    // Not the opponent's.
    expect(templatesIn(t.state, 'p2:active')).toEqual([KINGAMBIT, FIRE]);
  });
});

describe('any number of Energy cards moved onto the Pokémon that evolved', () => {
  it('Skyridge Magneton — Attract Energy: evolving, the basic Energy cards chosen from your other Pokémon move to Magneton; a Double Colorless is not offered', () => {
    const t = playOnto(
      table({
        p1: {
          active: [MAGNEMITE],
          bench: [
            [MARILL, WATER, DCE],
            [MAGIKARP, FIRE],
          ],
          hand: [MAGNETON_SK],
        },
        p2: { active: [KINGAMBIT] },
      }),
      'p1:active',
      (d, s) => {
        const options = d.options ?? [];
        if (options.includes('yes')) return ['yes'];
        if (d.select) return options.filter((o) => /Energy/.test(o));
        return optionsNaming()(d, s);
      },
    );
    expect(templatesIn(t.state, 'p1:active').sort()).toEqual(
      [MAGNETON_SK, MAGNEMITE, WATER, FIRE].sort(),
    );
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([MARILL, DCE]);
    expect(templatesIn(t.state, 'p1:bench_2')).toEqual([MAGIKARP]);
  });

  it('Skyridge Magneton — Attract Energy: declined, nothing moves', () => {
    const t = playOnto(
      table({
        p1: { active: [MAGNEMITE], bench: [[MARILL, WATER]], hand: [MAGNETON_SK] },
        p2: { active: [KINGAMBIT] },
      }),
      'p1:active',
      optionsNaming('no'),
    );
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([MARILL, WATER]);
  });

  it('made-up Pullmag — "take any number of Lightning Energy cards … and attach them to": only Lightning is offered', () => {
    const t = playOnto(
      table({
        p1: { active: [MARILL, LIGHTNING, WATER], bench: [[MAGNEMITE]], hand: ['zz8-3'] },
        p2: { active: [KINGAMBIT] },
      }),
      'p1:bench_1',
      (d) => {
        const options = d.options ?? [];
        if (options.includes('yes')) return ['yes'];
        return d.select ? options.slice(0, d.select.max) : options.slice(0, 1);
      },
    );
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual(['zz8-3', MAGNEMITE, LIGHTNING]);
    expect(templatesIn(t.state, 'p1:active')).toEqual([MARILL, WATER]);
  });
});

describe('a named card searched for, a kind of card from the hand into the deck', () => {
  it('Skyridge Buried Fossil — Reconstruction: Omanyte shown and taken, a basic Energy from the hand shuffled into the deck', () => {
    const t = useAbility(
      table({
        p1: { active: [BURIED_FOSSIL], hand: [WATER, MARILL], deck: [MAGIKARP, OMANYTE] },
        p2: { active: [KINGAMBIT] },
      }),
      'p1:active',
      'Reconstruction',
      { chooser: optionsNaming('Omanyte', 'Water') },
    );
    expect(templatesIn(t.state, 'p1:hand').sort()).toEqual([MARILL, OMANYTE].sort());
    expect(templatesIn(t.state, 'p1:deck').sort()).toEqual([MAGIKARP, WATER].sort());
    expect(t.state.log.some((l) => /revealed/.test(l.message) && /Omanyte/.test(l.message))).toBe(
      true,
    );
    // A Magikarp is no Omanyte or Kabuto card: not offered.
    const none = useAbility(
      table({
        p1: { active: [BURIED_FOSSIL], hand: [WATER], deck: [MAGIKARP] },
        p2: { active: [KINGAMBIT] },
      }),
      'p1:active',
      'Reconstruction',
    );
    expect(templatesIn(none.state, 'p1:hand')).toEqual([]);
    expect(templatesIn(none.state, 'p1:deck').sort()).toEqual([MAGIKARP, WATER].sort());
  });

  it('Skyridge Buried Fossil — Reconstruction: refused with no basic Energy card in the hand', () => {
    const t = table({
      p1: { active: [BURIED_FOSSIL], hand: [MARILL], deck: [OMANYTE] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(t, abilityAction(t, 'p1:active', 'Reconstruction'))).toMatch(
      /no basic Energy card in your hand/,
    );
  });

  it('made-up Digsite — "a Kabuto, Omanyte, or Aerodactyl card", "Then put a Fire Energy card …"', () => {
    const t = useAbility(
      table({
        p1: { active: ['zz8-5'], hand: [FIRE, WATER], deck: [KABUTO] },
        p2: { active: [KINGAMBIT] },
      }),
      'p1:active',
      'Excavate',
    );
    expect(templatesIn(t.state, 'p1:hand').sort()).toEqual([KABUTO, WATER].sort());
    expect(templatesIn(t.state, 'p1:deck')).toEqual([FIRE]);
    const water = table({
      p1: { active: ['zz8-5'], hand: [WATER], deck: [KABUTO] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(water, abilityAction(water, 'p1:active', 'Excavate'))).toMatch(
      /no Fire Energy card/,
    );
  });
});

describe('other meanings in the same shapes', () => {
  it('made-up Oddity — each stays manual', () => {
    for (const power of ['Bury', 'Mixed Search', 'Stray Count', 'Odd Swap'])
      expect(specOf('zz8-6', power), power).toBeUndefined();
  });
});

describe('rules printed on a Pokémon: what may evolve from it, no Special Conditions', () => {
  const HYPNO = 'ecard2-16'; // Hypno — Sleep Pendulum
  const GYARADOS = 'ecard3-11';
  const evolve = (onto: string, hand: string) =>
    playOnto(
      table({ p1: { active: [onto], hand: [hand] }, p2: { active: [KINGAMBIT] } }),
      'p1:active',
    );
  const refusedOnto = (onto: string, hand: string) => {
    const t = table({ p1: { active: [onto], hand: [hand] }, p2: { active: [KINGAMBIT] } });
    const id = t.state.zones['p1:hand']?.cards[0] ?? '';
    return refusalOf(t, {
      type: 'move_card',
      player: 'p1',
      source: 'ai',
      card: `#${id}`,
      from: 'p1:hand',
      to: 'p1:active',
    });
  };

  it('Skyridge Buried Fossil — "You may play a Pokémon card that evolves from Mysterious Fossil on top of Buried Fossil": Omanyte and Neo Discovery\'s Kabuto evolve it; a Gyarados does not', () => {
    expect(templatesIn(evolve(BURIED_FOSSIL, OMANYTE).state, 'p1:active')).toEqual([
      OMANYTE,
      BURIED_FOSSIL,
    ]);
    expect(templatesIn(evolve(BURIED_FOSSIL, 'neo2-56').state, 'p1:active')).toEqual([
      'neo2-56',
      BURIED_FOSSIL,
    ]);
    expect(refusedOnto(BURIED_FOSSIL, GYARADOS)).toBeDefined();
    expect(manualParts(card(BURIED_FOSSIL))).toEqual([]);
  });

  it('Skyridge Buried Fossil — "can\'t be affected by Special Conditions": Sleep Pendulum leaves it awake; once evolved, Omanyte can fall Asleep', () => {
    // Asleep can't be put on it: the Power would change nothing, so it is refused.
    const fossil = table({ p1: { active: [HYPNO] }, p2: { active: [BURIED_FOSSIL] } });
    expect(refusalOf(fossil, abilityAction(fossil, 'p1:active', 'Sleep Pendulum'))).toMatch(
      /change nothing/,
    );
    const evolved = useAbility(
      table({ p1: { active: [HYPNO] }, p2: { active: [OMANYTE, BURIED_FOSSIL] } }),
      'p1:active',
      'Sleep Pendulum',
    );
    expect(conditionsIn(evolved.state, 'p2:active')).toEqual(['asleep']);
  });

  it('made-up Relic Shell — "evolves from Helix Fossil on top of Relic Shell", "Evolves into Domeling", no Special Conditions', () => {
    expect(templatesIn(evolve('zz8-7', 'zz8-8').state, 'p1:active')).toEqual(['zz8-8', 'zz8-7']);
    expect(templatesIn(evolve('zz8-7', 'zz8-9').state, 'p1:active')).toEqual(['zz8-9', 'zz8-7']);
    expect(refusedOnto('zz8-7', OMANYTE)).toBeDefined();
    const shell = table({ p1: { active: [HYPNO] }, p2: { active: ['zz8-7'] } });
    expect(refusalOf(shell, abilityAction(shell, 'p1:active', 'Sleep Pendulum'))).toMatch(
      /change nothing/,
    );
    expect(manualParts(card('zz8-7'))).toEqual([]);
  });

  it('made-up Odd Shell — without "(This counts as evolving …)" the rule is not read: manual, and nothing evolves it', () => {
    expect(manualParts(card('zz8-10')).map((p) => p.kind)).toEqual(['rule']);
    expect(refusedOnto('zz8-10', 'zz8-8')).toBeDefined();
  });
});

describe('"Once during your turn when X retreats, …": offered on its own retreat', () => {
  const DARK_IVYSAUR = 'bp-6';
  const GRASS = 'ecard1-162';
  const retreat = (t: Table, chooser = optionsNaming('Magikarp')): Table => {
    const stack = t.state.zones['p1:active']?.cards ?? [];
    return answerAll(
      act(t, {
        type: 'declare_action',
        player: 'p1',
        source: 'ai',
        kind: 'retreat',
        card: `#${stack[0]}`,
        zone: 'p1:active',
        details: { to: 'p1:bench_1', discard: stack.slice(1) },
      }),
      chooser,
    );
  };

  it("Best of Game Dark Ivysaur — Vine Pull: after it retreats, you choose the opponent's Benched Pokémon that becomes Active", () => {
    const t = retreat(
      table({
        p1: { active: [DARK_IVYSAUR, GRASS, GRASS], bench: [[MARILL]] },
        p2: { active: [KINGAMBIT], bench: [[MARILL], [MAGIKARP]] },
      }),
    );
    expect(templatesIn(t.state, 'p1:active')).toEqual([MARILL]);
    expect(templatesIn(t.state, 'p2:active')).toEqual([MAGIKARP]);
    expect(templatesIn(t.state, 'p2:bench_2')).toEqual([KINGAMBIT]);
  });

  it("Best of Game Dark Ivysaur — Vine Pull: not on the opponent's retreat, nor another Pokémon's", () => {
    const other = retreat(
      table({
        p1: { active: [MARILL, GRASS], bench: [[DARK_IVYSAUR]] },
        p2: { active: [KINGAMBIT], bench: [[MAGIKARP]] },
      }),
    );
    expect(templatesIn(other.state, 'p2:active')).toEqual([KINGAMBIT]);
  });

  it('made-up Thornvine — "Whenever Thornvine retreats, you may switch …": asked, and declined nothing moves', () => {
    const board = () =>
      table({
        p1: { active: ['zz8-11', GRASS], bench: [[MARILL]] },
        p2: { active: [KINGAMBIT], bench: [[MAGIKARP]] },
      });
    expect(templatesIn(retreat(board(), optionsNaming('yes')).state, 'p2:active')).toEqual([
      MAGIKARP,
    ]);
    expect(templatesIn(retreat(board(), optionsNaming('no')).state, 'p2:active')).toEqual([
      KINGAMBIT,
    ]);
  });
});

describe('the top cards of a deck looked at and put back in the order chosen', () => {
  /** Answers each order question with the next name of `names`, in turn. */
  const inOrder = (...names: string[]): Chooser => {
    const left = [...names];
    return (d, st) => {
      const next = left[0];
      const hit = next ? (d.options ?? []).find((o) => o.includes(next)) : undefined;
      if (!hit) return optionsNaming()(d, st);
      left.shift();
      return [hit];
    };
  };
  const GRASS = 'ecard1-162';

  it('Expedition Machamp — Terraforming: the top 4 cards in the order chosen, the 5th untouched; seen by its player alone', () => {
    const t = useAbility(
      table({
        p1: { active: ['ecard1-16'], deck: [MARILL, MAGIKARP, FIRE, WATER, GRASS] },
        p2: { active: [KINGAMBIT] },
      }),
      'p1:active',
      'Terraforming',
      { chooser: inOrder('Water', 'Fire', 'Marill') },
    );
    expect(templatesIn(t.state, 'p1:deck')).toEqual([WATER, FIRE, MARILL, MAGIKARP, GRASS]);
    expect(
      (t.engine.view(t.state, 'p2').zones['p1:deck']?.cards ?? []).every(
        (c) => c.templateId === undefined,
      ),
    ).toBe(true);
    expect(refusalOf(t, abilityAction(t, 'p1:active', 'Terraforming'))).toMatch(/ONCE_PER_TURN/);
  });

  it('Expedition Machamp — Terraforming: refused with an empty deck', () => {
    const t = table({ p1: { active: ['ecard1-16'], deck: [] }, p2: { active: [KINGAMBIT] } });
    expect(refusalOf(t, abilityAction(t, 'p1:active', 'Terraforming'))).toMatch(/deck is empty/);
  });

  it('made-up Seerkit — "look at the top 3 cards of your opponent\'s deck and put them back in any order"', () => {
    const t = useAbility(
      table({
        p1: { active: ['zz8-12'] },
        p2: { active: [KINGAMBIT], deck: [MARILL, MAGIKARP, FIRE, WATER] },
      }),
      'p1:active',
      'Foresee',
      { chooser: inOrder('Fire', 'Marill') },
    );
    expect(templatesIn(t.state, 'p2:deck')).toEqual([FIRE, MARILL, MAGIKARP, WATER]);
    // The opponent did not see the cards looked at.
    expect(
      (t.engine.view(t.state, 'p2').zones['p2:deck']?.cards ?? []).every(
        (c) => c.templateId === undefined,
      ),
    ).toBe(true);
  });
});

describe('"discard the top N cards of your deck … If any of those are X, attach them …"', () => {
  const GROWLITHE = 'ecard3-62';
  const GRASS = 'ecard1-162';
  const fromHand = (t: Table, name: string): Table =>
    act(t, {
      type: 'move_card',
      player: 'p1',
      source: 'ai',
      card: name,
      from: 'p1:hand',
      to: 'p1:bench_1',
    });

  it('Neo Revelation Entei — Howl: 5 cards discarded, the Fire Energy among them attached to Fire Pokémon of your choice, and the turn ends', () => {
    const t0 = table({
      p1: {
        active: [GROWLITHE],
        hand: ['neo3-6'],
        deck: [FIRE, MARILL, FIRE, WATER, MAGIKARP, FIRE],
      },
      p2: { active: [KINGAMBIT] },
    });
    const t = answerAll(fromHand(t0, 'Entei'), (d, st) => {
      const options = d.options ?? [];
      if (options.includes('yes')) return ['yes'];
      // The first Fire Energy to Growlithe, the second to Entei.
      const n = st.zones['p1:active']?.cards.length ?? 0;
      return [options.find((o) => o.includes(n === 1 ? 'active' : 'bench_1')) ?? options[0] ?? ''];
    });
    expect(templatesIn(t.state, 'p1:active')).toEqual([GROWLITHE, FIRE]);
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual(['neo3-6', FIRE]);
    expect(templatesIn(t.state, 'p1:discard').sort()).toEqual([MAGIKARP, MARILL, WATER].sort());
    // The sixth card (a Fire Energy) stays in the deck.
    expect(templatesIn(t.state, 'p1:deck')).toEqual([FIRE]);
    expect(t.state.turn.activePlayer).toBe('p2');
  });

  it('Neo Revelation Entei — Howl: declined, nothing is discarded and the turn goes on', () => {
    const t0 = table({
      p1: { active: [GROWLITHE], hand: ['neo3-6'], deck: [FIRE, MARILL] },
      p2: { active: [KINGAMBIT] },
    });
    const t = answerAll(fromHand(t0, 'Entei'), optionsNaming('no'));
    expect(templatesIn(t.state, 'p1:deck')).toEqual([FIRE, MARILL]);
    expect(t.state.turn.activePlayer).toBe('p1');
  });

  it('made-up Emberhound — "discard the top 3 cards from your deck … basic Energy cards … your Pokémon in any way you like"; "those" of the opponent\'s deck stays manual', () => {
    const t0 = table({
      p1: { active: [MARILL], hand: ['zz8-13'], deck: [WATER, GRASS, MAGIKARP, FIRE] },
      p2: { active: [KINGAMBIT] },
    });
    const t = answerAll(fromHand(t0, 'Emberhound'), (d) => {
      const options = d.options ?? [];
      if (options.includes('yes')) return ['yes'];
      return [options.find((o) => o.includes('active')) ?? options[0] ?? ''];
    });
    expect(templatesIn(t.state, 'p1:active')).toEqual([MARILL, WATER, GRASS]);
    expect(templatesIn(t.state, 'p1:discard')).toEqual([MAGIKARP]);
    expect(templatesIn(t.state, 'p1:deck')).toEqual([FIRE]);
    expect(t.state.turn.activePlayer).toBe('p2');
    expect(specOf('zz8-13', 'Odd Howl')).toBeUndefined();
  });
});

describe('"count the total number of Energy cards … If your opponent has more …, you may search …"', () => {
  const TYPHLOSION = 'ecard1-28';

  it('Expedition Typhlosion — Heat Up: the opponent has more Energy cards attached: a Fire Energy from the deck to a Benched Pokémon', () => {
    const t = useAbility(
      table({
        p1: { active: [TYPHLOSION, FIRE], bench: [[MARILL]], deck: [MAGIKARP, FIRE] },
        p2: { active: [KINGAMBIT, FIRE, WATER] },
      }),
      'p1:active',
      'Heat Up',
    );
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([MARILL, FIRE]);
    expect(templatesIn(t.state, 'p1:deck')).toEqual([MAGIKARP]);
    // Not the Active Pokémon: "1 of your Benched Pokémon".
    expect(templatesIn(t.state, 'p1:active')).toEqual([TYPHLOSION, FIRE]);
  });

  it('Expedition Typhlosion — Heat Up: as many Energy cards on each side (or no Benched Pokémon): nothing would change, refused', () => {
    const even = table({
      p1: { active: [TYPHLOSION, FIRE], bench: [[MARILL, WATER]], deck: [FIRE] },
      p2: { active: [KINGAMBIT, FIRE, WATER] },
    });
    expect(refusalOf(even, abilityAction(even, 'p1:active', 'Heat Up'))).toMatch(/change nothing/);
    const alone = table({
      p1: { active: [TYPHLOSION], deck: [FIRE] },
      p2: { active: [KINGAMBIT, FIRE, WATER] },
    });
    expect(refusalOf(alone, abilityAction(alone, 'p1:active', 'Heat Up'))).toMatch(
      /change nothing/,
    );
  });

  it('made-up Tidecount — "If you have fewer total Energy cards attached, … a Water Energy card … to 1 of your Water Pokémon"', () => {
    const t = useAbility(
      table({
        p1: { active: ['zz8-14'], bench: [[MAGIKARP]], deck: [FIRE, WATER] },
        p2: { active: [KINGAMBIT, FIRE] },
      }),
      'p1:active',
      'Catch Up',
      { chooser: optionsNaming('Water', 'Tidecount') },
    );
    expect(templatesIn(t.state, 'p1:active')).toEqual(['zz8-14', WATER]);
    expect(templatesIn(t.state, 'p1:deck')).toEqual([FIRE]);
  });
});

describe('"Knock Out X and attach it to 1 of your other Pokémon … X is now an Energy card …"', () => {
  const provided = (t: Table, zone: string) => {
    const mon = pokemonIn(t.engine.definition.cards, t.state, zone);
    return mon ? attachedTypes(t.engine.definition.cards, t.state, mon) : [];
  };

  it('Base Set 2 Electrode — Buzzap ("an Energy card of that type … that provides 2 energy"): Knocked Out (a Prize taken), attached as 2 Energy of the type chosen', () => {
    const t = useAbility(
      table({
        p1: { active: [MARILL], bench: [['base4-25', LIGHTNING]] },
        p2: { active: [KINGAMBIT] },
      }),
      'p1:bench_1',
      'Buzzap',
      { chooser: optionsNaming('p1:active', 'Fire') },
    );
    expect(templatesIn(t.state, 'p1:active')).toEqual([MARILL, 'base4-25']);
    expect(templatesIn(t.state, 'p1:discard')).toEqual([LIGHTNING]);
    expect(t.state.zones['p2:hand']?.cards).toHaveLength(1);
    expect(provided(t, 'p1:active')).toEqual(['Fire', 'Fire']);
    const alone = table({ p1: { active: ['base4-25'] }, p2: { active: [KINGAMBIT] } });
    expect(refusalOf(alone, abilityAction(alone, 'p1:active', 'Buzzap'))).toMatch(
      /no other Pokémon/,
    );
  });

  it('made-up Sparkbomb — "of that type … provides 1 energy": 1 Energy; with no type said it stays manual', () => {
    const t = useAbility(
      table({ p1: { active: ['zz8-15'], bench: [[MARILL]] }, p2: { active: [KINGAMBIT] } }),
      'p1:active',
      'Burst Cell',
      { chooser: optionsNaming('p1:bench_1', 'Water') },
    );
    expect(provided(t, 'p1:active')).toEqual(['Water']);
    expect(specOf('zz8-15', 'Odd Cell')).toBeUndefined();
  });
});
