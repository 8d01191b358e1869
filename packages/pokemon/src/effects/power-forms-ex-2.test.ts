import { describe, expect, it } from 'vitest';
import { loadCardSet } from '../cards/load-card-set';
import type { PokemonSupertypeCard } from '../cards/types';
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
} from './effects.test-helper';
import { abilitySpec } from './registry';

/**
 * Poké-Powers of the EX sets (2003-2004) their owner uses, read as text forms (issue #28, pow9b).
 * Each form is played on a real printing of a loaded fixture with the outcome written from the
 * printed text, and beside it a MADE-UP rewording (cards `zz9q-*`, printed by no set) that must
 * play the same way; a wording that means something else stays manual.
 *
 * Rulings relied on (EX Ruby & Sapphire / Sandstorm rulebooks, PUI rulings of 2003-2004, the
 * printed text):
 * - "… attach it to 1 of your Pokémon. Put 2 damage counters on that Pokémon." (Psy Shadow): the
 *   counters go on the Pokémon the Energy went to; a search that finds no Energy names no
 *   Pokémon, so no counters. After an attach from the hand or the discard pile (the Power is
 *   refused without such an Energy there) "Put N damage counters on SELF" always follows; after
 *   a deck search that may find nothing it is not said whether they still go on: manual.
 * - Baby Evolution: "(this counts as evolving X)" — it is X's evolution for the turn and ends its
 *   Special Conditions; nothing evolves on a first turn (Sep 2003 rulings on "counts as
 *   evolving"); as for the deck searches that evolve, not a Pokémon that came into play this
 *   turn. The card named is put on top though it is printed as a Basic Pokémon: only through the
 *   Power, never as a player's own evolution move.
 */

const madeUp = loadCardSet([
  {
    // Psy Shadow reworded: the discard pile, a Fire Energy card, 1 counter.
    id: 'zz9q-1',
    name: 'Cindermoth',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '70',
    types: ['Fire'],
    retreatCost: ['Colorless'],
    number: '1',
    abilities: [
      {
        name: 'Ember Feed',
        type: 'Poké-Power',
        text: "Once during your turn (before your attack), you may search your discard pile for a Fire Energy card and attach it to 1 of your Pokémon. Put 1 damage counter on that Pokémon. This power can't be used if Cindermoth is affected by a Special Condition.",
      },
      {
        // A deck search onto itself, then counters on itself: if none is found, not said.
        name: 'Odd Feed',
        type: 'Poké-Power',
        text: 'Once during your turn (before your attack), you may search your deck for a Fire Energy card and attach it to Cindermoth. Put 2 damage counters on Cindermoth. Shuffle your deck afterward.',
      },
    ],
    attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    // Auxiliary Light reworded: a Water Energy card, 3 counters, "Pokemon" without its accent.
    id: 'zz9q-2',
    name: 'Tidelamp',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '90',
    types: ['Water'],
    retreatCost: ['Colorless'],
    number: '2',
    abilities: [
      {
        name: 'Overcharge',
        type: 'Poké-Power',
        text: 'Once during your turn (before your attack), you may attach a Water Energy card from your hand to Tidelamp. Put 3 damage counters on Tidelamp.',
      },
    ],
    attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    // Baby Evolution reworded: no healing.
    id: 'zz9q-3',
    name: 'Tinyfin',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '40',
    types: ['Water'],
    retreatCost: ['Colorless'],
    number: '3',
    abilities: [
      {
        name: 'Grow Up',
        type: 'Poké-Power',
        text: 'Once during your turn (before your attack), you may put Bigfin from your hand onto Tinyfin (this counts as evolving Tinyfin).',
      },
      {
        // A kind of card, not a name: which card evolves it is not said.
        name: 'Odd Growth',
        type: 'Poké-Power',
        text: 'Once during your turn (before your attack), you may put a Basic Pokémon from your hand onto Tinyfin (this counts as evolving Tinyfin).',
      },
      {
        // No "this counts as evolving": not an evolution.
        name: 'Odd Stack',
        type: 'Poké-Power',
        text: 'Once during your turn (before your attack), you may put Bigfin from your hand onto Tinyfin.',
      },
    ],
    attacks: [{ name: 'Splash', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    // The EX trigger opening onto the Bench, healing one side only.
    id: 'zz9q-5',
    name: 'Dewfawn',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '60',
    types: ['Water'],
    retreatCost: ['Colorless'],
    number: '5',
    abilities: [
      {
        name: 'Morning Dew',
        type: 'Poké-Power',
        text: 'Once during your turn, when you put Dewfawn from your hand onto your Bench, you may remove all damage counters from all of your Pokémon (excluding Pokémon-ex).',
      },
    ],
    attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    // The EX trigger opening on evolving, with a search the readers know.
    id: 'zz9q-6',
    name: 'Glowfin',
    supertype: 'Pokémon',
    subtypes: ['Stage 1'],
    evolvesFrom: 'Tinyfin',
    hp: '80',
    types: ['Water'],
    retreatCost: ['Colorless'],
    number: '6',
    abilities: [
      {
        name: 'Lure Light',
        type: 'Poké-Power',
        text: 'Once during your turn, when you play Glowfin from your hand to evolve 1 of your Pokémon, you may search your deck for a Water Energy card and attach it to 1 of your Pokémon. Shuffle your deck afterward.',
      },
    ],
    attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    id: 'zz9q-4',
    name: 'Bigfin',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '80',
    types: ['Water'],
    retreatCost: ['Colorless'],
    number: '4',
    attacks: [{ name: 'Fin Slap', cost: ['Water'], damage: '30', text: '' }],
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

// Ruby & Sapphire basic Energy, Sandstorm's Multi Energy (a Special Energy).
const GRASS = 'ex1-104';
const WATER = 'ex1-106';
const PSYCHIC = 'ex1-107';
const FIRE = 'ex1-108';
const MULTI = 'ex2-93';
const GARDEVOIR = 'ex1-7';
const RALTS = 'ex1-66';
const AQUA_LANTURN = 'ex4-28';
const BLASTOISE_EX = 'ex6-104';
const PICHU = 'ex2-20';
const PIKACHU = 'ex2-72';
const WYNAUT = 'ex2-54';
const WOBBUFFET = 'ex2-26';
const AZURILL = 'ex2-31';
const MARILL = 'ex2-68';
const IGGLYBUFF = 'ex5-37';
const JIGGLYPUFF = 'ex5-63';
const ELEKID = 'ex2-36';
const ELECTABUZZ = 'ex2-35';
const MILOTIC = 'ex5-12';
const FEEBAS = 'ex5-61';
const CHANSEY_EX = 'ex1-96';

/** p1 plays the first card of the hand to `to` (onto the Bench, or evolving), answering `chooser`. */
const playTo = (t: Table, to: string, chooser = optionsNaming('yes')): Table => {
  const id = t.state.zones['p1:hand']?.cards[0] ?? '';
  return answerAll(
    act(t, { type: 'move_card', player: 'p1', source: 'ai', card: `#${id}`, from: 'p1:hand', to }),
    chooser,
  );
};

// The reader of this form landed with pow9's 4a87838 (power-clauses.ts); these are more of its
// printings and made-up rewordings, the deck-search case left manual.
describe('an Energy attached, then damage counters: "… attach it to 1 of your Pokémon / SELF. Put N damage counters on that Pokémon / SELF."', () => {
  it('every printing of the form in the EX fixtures is carried out', () => {
    for (const [id, power] of [
      [GARDEVOIR, 'Psy Shadow'],
      [AQUA_LANTURN, 'Auxiliary Light'],
      [BLASTOISE_EX, 'Energy Rain'],
    ] as const)
      expect(specOf(id, power)?.kind, id).toBe('activated');
  });

  it('Gardevoir — Psy Shadow: a Psychic Energy from the deck onto the Benched Ralts chosen, 2 damage counters on Ralts, the deck shuffled', () => {
    const t = table({
      p1: { active: [GARDEVOIR], bench: [[RALTS]], deck: [GRASS, PSYCHIC, GRASS] },
      p2: { active: [RALTS] },
    });
    const after = useAbility(t, 'p1:active', 'Psy Shadow', {
      chooser: optionsNaming('Psychic Energy', 'Ralts'),
    });
    expect(templatesIn(after.state, 'p1:bench_1')).toEqual([RALTS, PSYCHIC]);
    expect(damageIn(after.state, 'p1:bench_1')).toBe(20);
    expect(damageIn(after.state, 'p1:active')).toBe(0);
    expect(templatesIn(after.state, 'p1:deck').sort()).toEqual([GRASS, GRASS]);
  });

  it('Gardevoir — Psy Shadow: no Psychic Energy in the deck, nothing attached and no damage counters', () => {
    const t = table({
      p1: { active: [GARDEVOIR], bench: [[RALTS]], deck: [GRASS, GRASS] },
      p2: { active: [RALTS] },
    });
    const after = useAbility(t, 'p1:active', 'Psy Shadow', { chooser: optionsNaming('Ralts') });
    expect(damageIn(after.state, 'p1:active') + damageIn(after.state, 'p1:bench_1')).toBe(0);
    expect(templatesIn(after.state, 'p1:bench_1')).toEqual([RALTS]);
  });

  it('Gardevoir — Psy Shadow: not while it is affected by a Special Condition', () => {
    const t = table({
      p1: { active: [GARDEVOIR], deck: [PSYCHIC], activeCounters: { poisoned: 1 } },
      p2: { active: [RALTS] },
    });
    expect(refusalOf(t, abilityAction(t, 'p1:active', 'Psy Shadow'))).toMatch(/Special Condition/);
  });

  it("Team Aqua's Lanturn — Auxiliary Light: a basic Energy from the hand onto Lanturn and 2 damage counters on it", () => {
    const t = table({
      p1: { active: [AQUA_LANTURN], hand: [FIRE] },
      p2: { active: [RALTS] },
    });
    const after = useAbility(t, 'p1:active', 'Auxiliary Light');
    expect(templatesIn(after.state, 'p1:active')).toEqual([AQUA_LANTURN, FIRE]);
    expect(damageIn(after.state, 'p1:active')).toBe(20);
    expect(templatesIn(after.state, 'p1:hand')).toEqual([]);
  });

  it("Team Aqua's Lanturn — Auxiliary Light: refused with only a Special Energy in the hand, nothing changed", () => {
    const t = table({ p1: { active: [AQUA_LANTURN], hand: [MULTI] }, p2: { active: [RALTS] } });
    expect(refusalOf(t, abilityAction(t, 'p1:active', 'Auxiliary Light'))).toMatch(
      /basic Energy card in your hand/,
    );
  });

  it('Blastoise ex — Energy Rain: as often as you like, each Water Energy with 1 damage counter on the Pokémon it went to', () => {
    const t = table({
      p1: { active: [BLASTOISE_EX], bench: [[RALTS]], hand: [WATER, WATER, FIRE] },
      p2: { active: [RALTS] },
    });
    const once = useAbility(t, 'p1:active', 'Energy Rain', {
      chooser: optionsNaming('Water Energy', 'Ralts'),
    });
    const twice = useAbility(once, 'p1:active', 'Energy Rain', {
      chooser: optionsNaming('Water Energy', 'Blastoise'),
    });
    expect(templatesIn(twice.state, 'p1:bench_1')).toEqual([RALTS, WATER]);
    expect(templatesIn(twice.state, 'p1:active')).toEqual([BLASTOISE_EX, WATER]);
    expect(damageIn(twice.state, 'p1:bench_1')).toBe(10);
    expect(damageIn(twice.state, 'p1:active')).toBe(10);
    // The Fire Energy is no Water Energy: with only it left, the Power is refused.
    expect(refusalOf(twice, abilityAction(twice, 'p1:active', 'Energy Rain'))).toMatch(
      /Water Energy card in your hand/,
    );
  });

  it('MADE-UP "search your discard pile for a Fire Energy card and attach it to 1 of your Pokémon. Put 1 damage counter on that Pokémon.": the Fire Energy from the discard pile, 1 counter', () => {
    const t = table({
      p1: { active: ['zz9q-1'], bench: [[RALTS]], discard: [WATER, FIRE] },
      p2: { active: [RALTS] },
    });
    const after = useAbility(t, 'p1:active', 'Ember Feed', {
      chooser: optionsNaming('Fire Energy', 'Ralts'),
    });
    expect(templatesIn(after.state, 'p1:bench_1')).toEqual([RALTS, FIRE]);
    expect(damageIn(after.state, 'p1:bench_1')).toBe(10);
    expect(templatesIn(after.state, 'p1:discard')).toEqual([WATER]);
    const none = table({ p1: { active: ['zz9q-1'], discard: [WATER] }, p2: { active: [RALTS] } });
    expect(refusalOf(none, abilityAction(none, 'p1:active', 'Ember Feed'))).toMatch(
      /Fire Energy card in your discard pile/,
    );
  });

  it('MADE-UP "attach a Water Energy card from your hand to SELF. Put 3 damage counters on SELF.": 30 damage on it', () => {
    const t = table({ p1: { active: ['zz9q-2'], hand: [WATER] }, p2: { active: [RALTS] } });
    const after = useAbility(t, 'p1:active', 'Overcharge');
    expect(templatesIn(after.state, 'p1:active')).toEqual(['zz9q-2', WATER]);
    expect(damageIn(after.state, 'p1:active')).toBe(30);
  });

  it('MADE-UP counters on SELF after a deck search that may find nothing: manual', () => {
    expect(specOf('zz9q-1', 'Odd Feed')).toBeUndefined();
  });
});

describe('Baby Evolution: "put NAME from your hand onto SELF (this counts as evolving SELF)(,) and remove all damage counters from SELF"', () => {
  it('every printing of the form in the EX fixtures is carried out', () => {
    for (const id of [PICHU, AZURILL, ELEKID, WYNAUT, IGGLYBUFF])
      expect(specOf(id, 'Baby Evolution')?.kind, id).toBe('activated');
  });

  const babyBoard = (baby: string, hand: string[], counters: Record<string, number> = {}) =>
    withCounters(
      table({ p1: { active: [baby], hand }, p2: { active: [RALTS] } }),
      'p1:active',
      counters,
    );

  it('Pichu: Pikachu from the hand goes on top of it (an evolution: the Sleep ends), and its damage counters are all removed', () => {
    const t = babyBoard(PICHU, [PIKACHU, GRASS], { damage: 30, asleep: 1 });
    const after = useAbility(t, 'p1:active', 'Baby Evolution');
    expect(templatesIn(after.state, 'p1:active')).toEqual([PIKACHU, PICHU]);
    expect(damageIn(after.state, 'p1:active')).toBe(0);
    expect(conditionsIn(after.state, 'p1:active')).toEqual([]);
    expect(templatesIn(after.state, 'p1:hand')).toEqual([GRASS]);
  });

  it('Wynaut, Azurill, Igglybuff, Elekid (", and remove …"): each becomes the card its Power names, healed', () => {
    for (const [baby, grown] of [
      [WYNAUT, WOBBUFFET],
      [AZURILL, MARILL],
      [IGGLYBUFF, JIGGLYPUFF],
      [ELEKID, ELECTABUZZ],
    ] as const) {
      const after = useAbility(
        babyBoard(baby, [grown], { damage: 20 }),
        'p1:active',
        'Baby Evolution',
      );
      expect(templatesIn(after.state, 'p1:active'), baby).toEqual([grown, baby]);
      expect(damageIn(after.state, 'p1:active'), baby).toBe(0);
    }
  });

  it('Pichu: refused without Pikachu in the hand, and the evolved Pikachu cannot evolve again this turn', () => {
    const none = babyBoard(PICHU, [WOBBUFFET]);
    expect(refusalOf(none, abilityAction(none, 'p1:active', 'Baby Evolution'))).toMatch(
      /no Pikachu in your hand/,
    );
    const after = useAbility(babyBoard(PICHU, [PIKACHU]), 'p1:active', 'Baby Evolution');
    expect(after.state.plugin.flags.enteredThisTurn).toContain(
      after.state.zones['p1:active']?.cards[0],
    );
  });

  it('Pichu: not on a first turn, nor on a Pichu put into play this turn (it counts as evolving)', () => {
    const first = table({
      p1: { active: [PICHU], hand: [PIKACHU] },
      p2: { active: [RALTS] },
      gameTurn: 1,
    });
    expect(refusalOf(first, abilityAction(first, 'p1:active', 'Baby Evolution'))).toMatch(
      /first turn/,
    );
    const t = table({ p1: { active: [PICHU], hand: [PIKACHU] }, p2: { active: [RALTS] } });
    const pichu = t.state.zones['p1:active']?.cards[0] ?? '';
    const fresh: Table = {
      ...t,
      state: {
        ...t.state,
        plugin: {
          ...t.state.plugin,
          flags: { ...t.state.plugin.flags, enteredThisTurn: [pichu] },
        },
      },
    };
    expect(refusalOf(fresh, abilityAction(fresh, 'p1:active', 'Baby Evolution'))).toMatch(
      /came into play or evolved this turn/,
    );
  });

  it('Pikachu played onto Pichu by the player (not through the Power) is still refused', () => {
    const t = babyBoard(PICHU, [PIKACHU]);
    const pikachu = t.state.zones['p1:hand']?.cards[0] ?? '';
    expect(
      refusalOf(t, {
        type: 'move_card',
        player: 'p1',
        source: 'ai',
        card: `#${pikachu}`,
        from: 'p1:hand',
        to: 'p1:active',
      }),
    ).toMatch(/already holds a Pokémon/);
  });

  it('MADE-UP "put Bigfin from your hand onto SELF (this counts as evolving SELF)." (no healing): Bigfin on top, the damage stays', () => {
    const t = babyBoard('zz9q-3', ['zz9q-4'], { damage: 20 });
    const after = useAbility(t, 'p1:active', 'Grow Up');
    expect(templatesIn(after.state, 'p1:active')).toEqual(['zz9q-4', 'zz9q-3']);
    expect(damageIn(after.state, 'p1:active')).toBe(20);
    const next = act(after, { type: 'end_turn', player: 'p1', source: 'ai' });
    expect(templatesIn(next.state, 'p1:active')).toEqual(['zz9q-4', 'zz9q-3']);
  });

  it('MADE-UP a kind of card instead of a name, or no "counts as evolving": manual', () => {
    expect(specOf('zz9q-3', 'Odd Growth')).toBeUndefined();
    expect(specOf('zz9q-3', 'Odd Stack')).toBeUndefined();
  });
});

describe('EX trigger openings: "Once during your turn, when you play SELF from your hand to evolve 1 of your Pokémon / when you put SELF from your hand onto your Bench, you may …"', () => {
  it("Milotic — Healing Shower: evolving Feebas, all damage counters off both sides' Pokémon but the Pokémon-ex", () => {
    let t = table({
      p1: { active: [FEEBAS], bench: [[RALTS], [CHANSEY_EX]], hand: [MILOTIC] },
      p2: { active: [RALTS], bench: [[CHANSEY_EX]] },
    });
    t = withCounters(t, 'p1:active', { damage: 10 });
    t = withCounters(t, 'p1:bench_1', { damage: 20 });
    t = withCounters(t, 'p1:bench_2', { damage: 30 });
    t = withCounters(t, 'p2:active', { damage: 40 });
    t = withCounters(t, 'p2:bench_1', { damage: 50 });
    const after = playTo(t, 'p1:active');
    expect(templatesIn(after.state, 'p1:active')).toEqual([MILOTIC, FEEBAS]);
    expect(damageIn(after.state, 'p1:active')).toBe(0);
    expect(damageIn(after.state, 'p1:bench_1')).toBe(0);
    expect(damageIn(after.state, 'p2:active')).toBe(0);
    expect(damageIn(after.state, 'p1:bench_2')).toBe(30);
    expect(damageIn(after.state, 'p2:bench_1')).toBe(50);
    // Declined ("you may"): nothing healed.
    const no = playTo(t, 'p1:active', optionsNaming('no'));
    expect(damageIn(no.state, 'p2:active')).toBe(40);
  });

  it('MADE-UP "when you put SELF from your hand onto your Bench, you may remove all damage counters from all of your Pokémon (excluding Pokémon-ex)": only your side', () => {
    let t = table({ p1: { active: [RALTS], hand: ['zz9q-5'] }, p2: { active: [RALTS] } });
    t = withCounters(t, 'p1:active', { damage: 20 });
    t = withCounters(t, 'p2:active', { damage: 20 });
    const after = playTo(t, 'p1:bench_1');
    expect(templatesIn(after.state, 'p1:bench_1')).toEqual(['zz9q-5']);
    expect(damageIn(after.state, 'p1:active')).toBe(0);
    expect(damageIn(after.state, 'p2:active')).toBe(20);
  });

  it('MADE-UP "when you play SELF from your hand to evolve 1 of your Pokémon, you may search your deck for a Water Energy card and attach it to 1 of your Pokémon": offered on evolving only', () => {
    const t = table({
      p1: { active: ['zz9q-3'], hand: ['zz9q-6'], deck: [GRASS, WATER] },
      p2: { active: [RALTS] },
    });
    const after = playTo(t, 'p1:active', optionsNaming('yes', 'Water Energy', 'Glowfin'));
    expect(templatesIn(after.state, 'p1:active')).toEqual(['zz9q-6', 'zz9q-3', WATER]);
    expect(templatesIn(after.state, 'p1:deck')).toEqual([GRASS]);
  });
});
