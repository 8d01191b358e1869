import { describe, expect, it } from 'vitest';
import { loadCardSet } from '../cards/load-card-set';
import type { PokemonSupertypeCard } from '../cards/types';
import { pokemonIn } from '../game/board';
import type { BoardSpec } from '../test/match-builder';
import { flipsOf, KINGAMBIT, L, P, SEEDS } from './cards/classic.test-helper';
import { classicWith } from './classic-sets.test-helper';
import {
  abilityAction,
  act,
  answerAll,
  type Chooser,
  conditionsIn,
  damageIn,
  firstOptions,
  optionsNaming,
  refusalOf,
  type Table,
  templatesIn,
  useAbility,
  withCounters,
  withSeeds,
} from './effects.test-helper';
import { abilityWorks } from './passives';
import { abilitySpec } from './registry';

/**
 * Pokémon Powers of issue #28's third pass (session 6), read as clauses — when the Power may be
 * used, what stops it, what it does — each checked on a real printing of a loaded classic fixture
 * with the outcome written from the printed text, and beside it a MADE-UP rewording (cards
 * `zz6-*` below, printed by no set) that must read the same way, so the next unseen set's
 * wording reads too. Wordings that mean something else must stay manual.
 *
 * Rulings relied on:
 * - A Power "can't be used if … Asleep, Confused, or Paralyzed" / "stops working when … affected
 *   by a Special Condition" does nothing while its Pokémon has such a condition (1999 Base Set
 *   rulebook, "Pokémon Power": "Some Pokémon Powers stop working if the Pokémon is Asleep,
 *   Confused, or Paralyzed"; the 2002 wording names every Special Condition).
 * - Drawing by a card's effect from an empty deck draws nothing (it is no loss): a Power whose
 *   use is "you may draw a card" has nothing to do then, so it is refused.
 * - "When you play X from your hand" covers playing the Evolution card onto a Pokémon (evolving
 *   is playing it from the hand — the rulebook's "play the Evolution card from your hand").
 */

/** Made-up cards (NOT printed by any set): rewordings of the forms below. */
const madeUp = loadCardSet([
  {
    id: 'zz6-1',
    name: 'Sunnyleaf',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '70',
    types: ['Grass'],
    retreatCost: ['Colorless'],
    number: '1',
    abilities: [
      {
        name: 'Warm Light',
        type: 'Poké-Power',
        text: "Once during your turn (before your attack), you may use this Poké-Power. Your opponent's Active Pokémon is no longer Burned or Poisoned. This Poké-Power cannot be used while Sunnyleaf is affected by a Special Condition.",
      },
    ],
    attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    id: 'zz6-2',
    name: 'Courierwing',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '70',
    types: ['Colorless'],
    retreatCost: ['Colorless'],
    number: '2',
    abilities: [
      {
        name: 'Two Parcels',
        type: 'Poké-Power',
        text: "Once during your turn (before your attack), you may draw 2 cards. If you do, choose 2 cards from your hand and put them on top of your deck. You can't use this power if Courierwing is Asleep, Confused, or Paralyzed.",
      },
    ],
    attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    id: 'zz6-3',
    name: 'Wallbeast',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '90',
    types: ['Colorless'],
    retreatCost: ['Colorless'],
    number: '3',
    abilities: [
      {
        name: 'Block Path',
        type: 'Poké-Body',
        text: "As long as Wallbeast is your Active Pokémon, your opponent's Active Pokémon can't retreat. This power doesn't work while Wallbeast is affected by a Special Condition.",
      },
    ],
    attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    id: 'zz6-4',
    name: 'Helpmate',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '60',
    types: ['Fighting'],
    retreatCost: ['Colorless'],
    number: '4',
    abilities: [
      {
        name: 'Step In',
        type: 'Poké-Power',
        text: 'When you play Helpmate from your hand, if Helpmate is on your Bench, remove 2 damage counters from your Active Pokémon. If your Active Pokémon has fewer damage counters than that, remove all of them. Then, switch Helpmate with your Active Pokémon.',
      },
    ],
    attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    // A different meaning in the same shape: "Stunned" is no Special Condition — stays manual.
    id: 'zz6-5',
    name: 'Oddlight',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '60',
    types: ['Grass'],
    retreatCost: ['Colorless'],
    number: '5',
    abilities: [
      {
        name: 'Odd Light',
        type: 'Poké-Power',
        text: 'Once during your turn (before your attack), you may use this power. Your Active Pokémon is no longer Asleep or Stunned.',
      },
      {
        // "If you do" after a coin is no use of the Power: stays manual.
        name: 'Odd Parcel',
        type: 'Poké-Power',
        text: 'Once during your turn (before your attack), you may flip a coin. If you do, draw a card.',
      },
      {
        // The Defending Pokémon may retreat only "once": not what "can't retreat" says — manual.
        name: 'Odd Wall',
        type: 'Poké-Body',
        text: 'As long as Oddlight is your Active Pokémon, the Defending Pokémon can retreat only once.',
      },
    ],
    attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    id: 'zz6-6',
    name: 'Larvling',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '50',
    types: ['Grass'],
    retreatCost: ['Colorless'],
    number: '6',
    abilities: [
      {
        name: 'Early Wings',
        type: 'Poké-Power',
        text: "Once during your turn (before your attack), you may flip a coin. If heads, search your deck for a card that evolves from Larvling and put it on Larvling. (This counts as evolving Larvling.) Shuffle your deck afterward. This power can't be used if Larvling is affected by a Special Condition.",
      },
    ],
    attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    id: 'zz6-7',
    name: 'Mothwing',
    supertype: 'Pokémon',
    subtypes: ['Stage 1'],
    evolvesFrom: 'Larvling',
    hp: '80',
    types: ['Grass'],
    retreatCost: ['Colorless'],
    number: '7',
    attacks: [{ name: 'Gust', cost: ['Colorless'], damage: '20', text: '' }],
  },
  {
    id: 'zz6-8',
    name: 'Swapkid',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '50',
    types: ['Psychic'],
    retreatCost: ['Colorless'],
    number: '8',
    abilities: [
      {
        name: 'Fresh Start',
        type: 'Poké-Power',
        text: 'When you play Swapkid from your hand, your opponent may shuffle his or her hand into his or her deck and draw 3 cards. Either way, you may do the same.',
      },
      {
        name: 'Show and Tell',
        type: 'Poké-Power',
        text: 'When you play Swapkid from your hand, your opponent may search his or her deck for a Basic Pokémon card, show it to you, and put it into his or her hand. Either way, you may do the same, and then each player who searched shuffles his or her deck.',
      },
      {
        // A search with no shuffle said: not the form above — stays manual.
        name: 'Show Only',
        type: 'Poké-Power',
        text: 'When you play Swapkid from your hand, your opponent may search his or her deck for a Basic Pokémon card, show it to you, and put it into his or her hand. Either way, you may do the same.',
      },
    ],
    attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    id: 'zz6-9',
    name: 'Starer',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '50',
    types: ['Colorless'],
    retreatCost: ['Colorless'],
    number: '9',
    abilities: [
      {
        name: 'Long Stare',
        type: 'Poké-Power',
        text: "Once during your turn (before your attack), you may choose 1 of your opponent's Benched Pokémon that has a Pokémon Power. That power stops working until the end of the turn. This effect ends if that Pokémon leaves the Bench.",
      },
    ],
    attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    id: 'zz6-10',
    name: 'Glarebeast',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '90',
    types: ['Water'],
    retreatCost: ['Colorless'],
    number: '10',
    abilities: [
      {
        name: 'Cold Glare',
        type: 'Poké-Body',
        text: "As long as Glarebeast is your Active Pokémon, your opponent's Lightning Pokémon can't attack and all of your opponent's Pokémon Powers stop working. This power can't be used if Glarebeast is affected by a Special Condition.",
      },
    ],
    attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
  },
]);

const { registry, engine, table } = classicWith(madeUp);
const card = (id: string) => registry.require(id) as PokemonSupertypeCard;
const specOf = (id: string, power: string) => {
  const c = card(id);
  const a = c.abilities.find((x) => x.name === power);
  if (!a) throw new Error(`${id} has no ${power}`);
  return abilitySpec(c, a);
};

const heads = (t: Table) => flipsOf(t)[0] === 'heads';
const tails = (t: Table) => flipsOf(t)[0] === 'tails';
const PIKACHU = 'base1-58'; // Lightning, 40 HP, Retreat Cost 1
const ONIX = 'base1-56'; // Fighting, 90 HP
const VENUSAUR = 'basep-13';
const DRAGONITE = 'basep-5';
const SNORLAX = 'basep-49';
const LIGHT_MACHOKE = 'neo4-49';
const LIGHT_MACHAMP = 'neo4-25';

/** The cards of a zone the viewer sees the face of. */
const seenIn = (t: Table, zone: string, viewer: string) =>
  (t.engine.view(t.state, viewer).zones[zone]?.cards ?? []).filter(
    (c) => c.templateId !== undefined,
  ).length;

const retreat = (t: Table, player: string, to = `${player}:bench_1`): Table => {
  const stack = t.state.zones[`${player}:active`]?.cards ?? [];
  return act(t, {
    type: 'declare_action',
    player,
    source: 'ai',
    kind: 'retreat',
    card: `#${stack[0]}`,
    zone: `${player}:active`,
    details: { to, discard: stack.slice(1) },
  });
};
const retreatRefusal = (t: Table, player: string): string | undefined => {
  try {
    retreat(t, player);
    return undefined;
  } catch (e) {
    return String(e);
  }
};

describe('what stops a Power, in every wording (power-stops.ts)', () => {
  it('Wizards Promo Venusaur — Solar Power: "This power can\'t be used if Venusaur is Asleep …" — refused while Asleep', () => {
    const t = table({
      p1: { active: [VENUSAUR], activeCounters: { asleep: 1 } },
      p2: { active: [KINGAMBIT], activeCounters: { poisoned: 1 } },
    });
    expect(refusalOf(t, abilityAction(t, 'p1:active', 'Solar Power'))).toMatch(/Asleep/);
  });

  it('made-up "This Poké-Power cannot be used while … affected by a Special Condition": refused while Burned', () => {
    const t = table({
      p1: { active: ['zz6-1'], activeCounters: { burned: 1 } },
      p2: { active: [KINGAMBIT], activeCounters: { poisoned: 1 } },
    });
    expect(refusalOf(t, abilityAction(t, 'p1:active', 'Warm Light'))).toMatch(/Burned/);
  });
});

describe('"you may use this power. X (and Y) is/are no longer …"', () => {
  it('Wizards Promo Venusaur — Solar Power: your Active and the Defending Pokémon lose Asleep, Confused, Paralyzed and Poisoned (not Burned)', () => {
    const t0 = table({
      p1: { active: [PIKACHU], bench: [[VENUSAUR]], activeCounters: { asleep: 1, burned: 1 } },
      p2: { active: [KINGAMBIT], activeCounters: { confused: 1, poisoned: 1 } },
    });
    const t = useAbility(t0, 'p1:bench_1', 'Solar Power');
    // "Asleep, Confused, Paralyzed, or Poisoned": Burned is not on the list.
    expect(conditionsIn(t.state, 'p1:active')).toEqual(['burned']);
    expect(conditionsIn(t.state, 'p2:active')).toEqual([]);
    const again = withCounters(t, 'p2:active', { asleep: 1 });
    expect(refusalOf(again, abilityAction(again, 'p1:bench_1', 'Solar Power'))).toMatch(
      /ONCE_PER_TURN/,
    );
    // With nothing to cure, using it would change nothing: refused.
    const none = table({
      p1: { active: [PIKACHU], bench: [[VENUSAUR]], activeCounters: { burned: 1 } },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(none, abilityAction(none, 'p1:bench_1', 'Solar Power'))).toMatch(
      /change nothing/,
    );
  });

  it('made-up Sunnyleaf — "Your opponent\'s Active Pokémon is no longer Burned or Poisoned": only those two, only the opponent\'s', () => {
    const t0 = table({
      p1: { active: ['zz6-1'], bench: [[PIKACHU]] },
      p2: { active: [KINGAMBIT], activeCounters: { burned: 1, poisoned: 1, confused: 1 } },
    });
    const t = useAbility(t0, 'p1:active', 'Warm Light');
    expect(conditionsIn(t.state, 'p2:active')).toEqual(['confused']);
  });

  it('made-up Oddlight — a condition the rules do not know ("Stunned") stays manual', () => {
    expect(specOf('zz6-5', 'Odd Light')).toBeUndefined();
  });
});

describe('"you may draw a card. If you do, choose a card from your hand and put it on top of your deck."', () => {
  it('Wizards Promo Dragonite — Special Delivery: draws the top card, then the chosen card goes on top, face down', () => {
    const t0 = table({
      p1: { active: [DRAGONITE], hand: [P], deck: [L, PIKACHU] },
      p2: { active: [KINGAMBIT] },
    });
    let offered: string[] = [];
    const t = useAbility(t0, 'p1:active', 'Special Delivery', {
      chooser: (d, s) => {
        offered = [...(d.options ?? [])];
        return optionsNaming('Psychic')(d, s);
      },
    });
    // The drawn card is among the choices: the hand held it by then.
    expect(offered).toHaveLength(2);
    expect(templatesIn(t.state, 'p1:hand')).toEqual([L]);
    expect(templatesIn(t.state, 'p1:deck')).toEqual([P, PIKACHU]);
    // The opponent sees neither the card put back nor the deck.
    expect(seenIn(t, 'p1:deck', 'p2')).toBe(0);
    expect(seenIn(t, 'p1:hand', 'p2')).toBe(0);
    expect(refusalOf(t, abilityAction(t, 'p1:active', 'Special Delivery'))).toMatch(
      /ONCE_PER_TURN/,
    );
  });

  it('Wizards Promo Dragonite — Special Delivery: refused with an empty deck (nothing to draw) and while Paralyzed', () => {
    const empty = table({
      p1: { active: [DRAGONITE], hand: [P], deck: [] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(empty, abilityAction(empty, 'p1:active', 'Special Delivery'))).toMatch(
      /your deck is empty/,
    );
    const paralyzed = table({
      p1: { active: [DRAGONITE], hand: [P], deck: [L], activeCounters: { paralyzed: 1 } },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(paralyzed, abilityAction(paralyzed, 'p1:active', 'Special Delivery'))).toMatch(
      /Paralyzed/,
    );
  });

  it('made-up Courierwing — "draw 2 cards. If you do, choose 2 cards … put them on top": two drawn, two chosen back', () => {
    const t0 = table({
      p1: { active: ['zz6-2'], hand: [], deck: [L, P, PIKACHU] },
      p2: { active: [KINGAMBIT] },
    });
    const t = useAbility(t0, 'p1:active', 'Two Parcels');
    expect(templatesIn(t.state, 'p1:hand')).toEqual([]);
    expect(templatesIn(t.state, 'p1:deck').sort()).toEqual([L, P, PIKACHU].sort());
    expect(templatesIn(t.state, 'p1:deck')[2]).toBe(PIKACHU);
  });

  it('made-up Oddlight — "flip a coin. If you do, …" is no use of the Power: stays manual', () => {
    expect(specOf('zz6-5', 'Odd Parcel')).toBeUndefined();
  });
});

describe('"As long as X is your Active Pokémon, the Defending Pokémon can\'t retreat."', () => {
  const board = (p1: BoardSpec['p1']) =>
    table({
      activePlayer: 'p2',
      p1,
      p2: { active: [PIKACHU, L], bench: [[KINGAMBIT]] },
    });

  it("Wizards Promo Snorlax — Guard: the opponent's Active Pokémon can't retreat while Snorlax is Active", () => {
    expect(retreatRefusal(board({ active: [SNORLAX] }), 'p2')).toMatch(/can't retreat/);
  });

  it('Wizards Promo Snorlax — Guard: benched, or affected by a Special Condition ("stops working when …"), it stops nothing', () => {
    const benched = retreat(board({ active: [ONIX], bench: [[SNORLAX]] }), 'p2');
    expect(templatesIn(benched.state, 'p2:active')).toEqual([KINGAMBIT]);
    // Poisoned is a Special Condition, though not one of "Asleep, Confused, or Paralyzed".
    const poisoned = retreat(board({ active: [SNORLAX], activeCounters: { poisoned: 1 } }), 'p2');
    expect(templatesIn(poisoned.state, 'p2:active')).toEqual([KINGAMBIT]);
  });

  it("made-up Wallbeast — \"your opponent's Active Pokémon can't retreat … doesn't work while …\"", () => {
    expect(retreatRefusal(board({ active: ['zz6-3'] }), 'p2')).toMatch(/can't retreat/);
    const asleep = retreat(board({ active: ['zz6-3'], activeCounters: { asleep: 1 } }), 'p2');
    expect(templatesIn(asleep.state, 'p2:active')).toEqual([KINGAMBIT]);
    expect(specOf('zz6-5', 'Odd Wall')).toBeUndefined();
  });
});

describe('"When you play X from your hand, if it is on your Bench, …. Then, switch X with your Active Pokémon."', () => {
  /** p1 plays `id` from the hand onto `to` (evolving what is there), answering every choice. */
  const play = (t: Table, to: string): Table => {
    const id = t.state.zones['p1:hand']?.cards[0] ?? '';
    return answerAll(
      act(t, {
        type: 'move_card',
        player: 'p1',
        source: 'ai',
        card: `#${id}`,
        from: 'p1:hand',
        to,
      }),
    );
  };

  it('Light Machamp — Tag Team: evolving on the Bench removes 3 counters from the Active Pokémon, then Light Machamp switches in', () => {
    const t0 = table({
      p1: {
        active: [ONIX],
        bench: [[LIGHT_MACHOKE]],
        hand: [LIGHT_MACHAMP],
        activeCounters: { damage: 50 },
      },
      p2: { active: [KINGAMBIT] },
    });
    const t = play(t0, 'p1:bench_1');
    expect(templatesIn(t.state, 'p1:active')[0]).toBe(LIGHT_MACHAMP);
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([ONIX]);
    expect(damageIn(t.state, 'p1:bench_1')).toBe(20);
  });

  it('Light Machamp — Tag Team: fewer than 3 counters, all removed; evolving the Active Pokémon does nothing', () => {
    const few = play(
      table({
        p1: {
          active: [ONIX],
          bench: [[LIGHT_MACHOKE]],
          hand: [LIGHT_MACHAMP],
          activeCounters: { damage: 20 },
        },
        p2: { active: [KINGAMBIT] },
      }),
      'p1:bench_1',
    );
    expect(damageIn(few.state, 'p1:bench_1')).toBe(0);
    expect(templatesIn(few.state, 'p1:active')[0]).toBe(LIGHT_MACHAMP);
    const active = play(
      table({
        p1: {
          active: [LIGHT_MACHOKE],
          bench: [[ONIX]],
          hand: [LIGHT_MACHAMP],
          activeCounters: { damage: 30 },
        },
        p2: { active: [KINGAMBIT] },
      }),
      'p1:active',
    );
    expect(templatesIn(active.state, 'p1:active')[0]).toBe(LIGHT_MACHAMP);
    expect(damageIn(active.state, 'p1:active')).toBe(30);
    expect(templatesIn(active.state, 'p1:bench_1')).toEqual([ONIX]);
  });

  it('made-up Helpmate — "if Helpmate is on your Bench, remove 2 … If your Active Pokémon has fewer …. Then, switch …"', () => {
    const t = play(
      table({
        p1: { active: [ONIX], hand: ['zz6-4'], activeCounters: { damage: 50 } },
        p2: { active: [KINGAMBIT] },
      }),
      'p1:bench_1',
    );
    expect(templatesIn(t.state, 'p1:active')).toEqual(['zz6-4']);
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([ONIX]);
    expect(damageIn(t.state, 'p1:bench_1')).toBe(30);
  });
});

/** Answers yes/no per player, and the first option of every other choice. */
const sayPerPlayer =
  (p1: 'yes' | 'no', p2: 'yes' | 'no'): Chooser =>
  (d, st) =>
    d.options?.includes('yes') && d.options.includes('no')
      ? [d.decider === 'p2' ? p2 : p1]
      : firstOptions(d, st);

/** p1 plays the first card of the hand onto `to` (evolving what is there), answering with `chooser`. */
const playFromHand = (t: Table, to: string, chooser: Chooser): Table => {
  const id = t.state.zones['p1:hand']?.cards[0] ?? '';
  return answerAll(
    act(t, { type: 'move_card', player: 'p1', source: 'ai', card: `#${id}`, from: 'p1:hand', to }),
    chooser,
  );
};
const shufflesOf = (t: Table, player: string) =>
  t.state.log.filter((e) => /shuffle/i.test(e.message) && e.message.includes(player)).length;

describe('"your opponent may X. Either way, you may do the same" (the opponent\'s seat is asked)', () => {
  const LIGHT_TOGETIC = 'neo4-15';
  const TOGEPI = 'neo4-56';
  const GOLD_BERRY = 'neo1-93';
  const FOCUS_BAND = 'neo1-86';
  const UNOWN_E = 'neo2-67';
  const board = (hand: string[]) =>
    table({
      p1: { active: [PIKACHU], bench: [[TOGEPI]], hand, deck: [L, FOCUS_BAND, P] },
      p2: { active: [KINGAMBIT], hand: [L], deck: [P, GOLD_BERRY, L, L] },
    });

  it('Light Togetic — Gift: the opponent takes a Pokémon Tool (shown), then you do the same; each searcher shuffles', () => {
    const t0 = board([LIGHT_TOGETIC]);
    let p1SawOpponentsDeck = false;
    const t = playFromHand(t0, 'p1:bench_1', (d, st) => {
      if (d.decider === 'p1' && d.options?.some((o) => o.includes('Gold Berry')))
        p1SawOpponentsDeck = true;
      return sayPerPlayer('yes', 'yes')(d, st);
    });
    expect(templatesIn(t.state, 'p1:bench_1')[0]).toBe(LIGHT_TOGETIC);
    expect(templatesIn(t.state, 'p2:hand').sort()).toEqual([GOLD_BERRY, L].sort());
    expect(templatesIn(t.state, 'p1:hand')).toEqual([FOCUS_BAND]);
    // The opponent chose from a deck only he or she sees; the Tool taken is shown to you.
    expect(p1SawOpponentsDeck).toBe(false);
    expect(seenIn(t, 'p2:deck', 'p1')).toBe(0);
    // The Tool taken is shown to you (you see its face in their hand); their other card is not.
    const berry = t.state.zones['p2:hand']?.cards.find(
      (id) => t.state.cards[id]?.templateId === GOLD_BERRY,
    );
    const shown = t.state.log.filter((e) => e.action === 'reveal').flatMap((e) => e.cards ?? []);
    expect(shown).toContain(berry);
    expect(shufflesOf(t, 'p1') - shufflesOf(t0, 'p1')).toBeGreaterThan(0);
    expect(shufflesOf(t, 'p2') - shufflesOf(t0, 'p2')).toBeGreaterThan(0);
  });

  it('Light Togetic — Gift: the opponent declines; you still may search — only your deck is shuffled', () => {
    const t0 = board([LIGHT_TOGETIC]);
    const t = playFromHand(t0, 'p1:bench_1', sayPerPlayer('yes', 'no'));
    expect(templatesIn(t.state, 'p2:hand')).toEqual([L]);
    expect(templatesIn(t.state, 'p2:deck')).toEqual([P, GOLD_BERRY, L, L]);
    expect(templatesIn(t.state, 'p1:hand')).toEqual([FOCUS_BAND]);
  });

  it('Unown [E] — [Engage]: the opponent may shuffle the hand in and draw 4; either way you may too', () => {
    const t0 = table({
      p1: { active: [PIKACHU], hand: [UNOWN_E, L, L], deck: [P, P, P, P, P] },
      p2: { active: [KINGAMBIT], hand: [L], deck: [P, P, P, P, P] },
    });
    const both = playFromHand(t0, 'p1:bench_1', sayPerPlayer('yes', 'yes'));
    expect(templatesIn(both.state, 'p2:hand')).toHaveLength(4);
    expect(templatesIn(both.state, 'p1:hand')).toHaveLength(4);
    expect(templatesIn(both.state, 'p1:bench_1')).toEqual([UNOWN_E]);
    const onlyYou = playFromHand(t0, 'p1:bench_1', sayPerPlayer('yes', 'no'));
    expect(templatesIn(onlyYou.state, 'p2:hand')).toEqual([L]);
    expect(templatesIn(onlyYou.state, 'p1:hand')).toHaveLength(4);
    const onlyThem = playFromHand(t0, 'p1:bench_1', sayPerPlayer('no', 'yes'));
    expect(templatesIn(onlyThem.state, 'p2:hand')).toHaveLength(4);
    expect(templatesIn(onlyThem.state, 'p1:hand')).toEqual([L, L]);
  });

  it('made-up Swapkid — "… and draw 3 cards. Either way, you may do the same.": the same for you', () => {
    const t0 = table({
      p1: { active: [PIKACHU], hand: ['zz6-8', L], deck: [P, P, P, P] },
      p2: { active: [KINGAMBIT], hand: [L], deck: [P, P, P, P] },
    });
    const fresh = specOf('zz6-8', 'Fresh Start');
    expect(fresh?.kind).toBe('trigger');
    // Only the first Power of the card is offered first; both are read.
    expect(specOf('zz6-8', 'Show and Tell')?.kind).toBe('trigger');
    expect(specOf('zz6-8', 'Show Only')).toBeUndefined();
    const t = playFromHand(t0, 'p1:bench_1', sayPerPlayer('yes', 'yes'));
    expect(templatesIn(t.state, 'p2:hand')).toHaveLength(3);
    expect(templatesIn(t.state, 'p1:hand').length).toBeGreaterThanOrEqual(3);
  });
});

describe('"flip a coin. If heads, search your deck for … and put it on X. (This counts as evolving X.)"', () => {
  const KAKUNA = 'gym2-47';
  const BEEDRILL = 'gym2-9';
  const board = (seed: number, counters: Record<string, number> = {}) =>
    table({
      seed,
      p1: { active: [KAKUNA], deck: [L, BEEDRILL, P], activeCounters: counters },
      p2: { active: [KINGAMBIT] },
    });
  const use = (seed: number) => useAbility(board(seed), 'p1:active', 'Emerge');

  it("Koga's Kakuna — Emerge: heads, Koga's Beedrill from the deck evolves it; tails, nothing moves", () => {
    const h = withSeeds(SEEDS, use, heads);
    expect(templatesIn(h.state, 'p1:active')).toEqual([BEEDRILL, KAKUNA]);
    expect(templatesIn(h.state, 'p1:deck').sort()).toEqual([L, P].sort());
    const t = withSeeds(SEEDS, use, tails);
    expect(templatesIn(t.state, 'p1:active')).toEqual([KAKUNA]);
    expect(templatesIn(t.state, 'p1:deck')).toHaveLength(3);
  });

  it("Koga's Kakuna — Emerge: refused while Paralyzed", () => {
    const t = board(1, { paralyzed: 1 });
    expect(refusalOf(t, abilityAction(t, 'p1:active', 'Emerge'))).toMatch(/Paralyzed/);
  });

  it('made-up Larvling — "a card that evolves from Larvling": heads, Mothwing evolves it', () => {
    const play = (seed: number) =>
      useAbility(
        table({ seed, p1: { active: ['zz6-6'], deck: [L, 'zz6-7'] }, p2: { active: [KINGAMBIT] } }),
        'p1:active',
        'Early Wings',
      );
    const h = withSeeds(SEEDS, play, heads);
    expect(templatesIn(h.state, 'p1:active')).toEqual(['zz6-7', 'zz6-6']);
  });
});

describe('"choose 1 of your opponent\'s Benched Pokémon that has a Pokémon Power. That power stops working …"', () => {
  const IGGLYBUFF = 'neo2-40';
  const DODRIO = 'base2-34';
  const GUST = 'base4-120';
  const works = (t: Table, zone: string) => {
    const mon = pokemonIn(engine.definition.cards, t.state, zone);
    const power = mon?.card.abilities[0];
    return mon && power ? abilityWorks(engine.definition.cards, t.state, mon, power) : undefined;
  };

  it('Igglybuff — Gaze: only Benched Pokémon with a Power are offered; its Power stops this turn, until it leaves the Bench', () => {
    const t0 = table({
      p1: { active: [IGGLYBUFF], hand: [GUST] },
      p2: { active: [KINGAMBIT], bench: [[PIKACHU], [DODRIO], ['base4-37']] },
    });
    let offered: string[] = [];
    const t = useAbility(t0, 'p1:active', 'Gaze', {
      chooser: (d, st) => {
        if (d.prompt.includes('Pokémon Power')) offered = [...(d.options ?? [])];
        return optionsNaming('bench_2')(d, st);
      },
    });
    // Pikachu has no Power: not offered.
    expect(offered).toHaveLength(2);
    expect(offered.every((o) => /Dodrio/.test(o))).toBe(true);
    expect(works(t0, 'p2:bench_2')).toBe(true);
    expect(works(t, 'p2:bench_2')).toBe(false);
    // Gust of Wind brings Dodrio out: "This effect ends if that Pokémon leaves the Bench."
    const gusted = answerAll(
      act(t, {
        type: 'declare_action',
        player: 'p1',
        source: 'ai',
        kind: 'play_trainer',
        card: `#${t.state.zones['p1:hand']?.cards[0]}`,
        zone: 'p1:hand',
      }),
      optionsNaming('Dodrio'),
    );
    expect(templatesIn(gusted.state, 'p2:active')).toEqual([DODRIO]);
    expect(works(gusted, 'p2:active')).toBe(true);
  });

  it('Igglybuff — Gaze: refused when no Benched Pokémon of the opponent has a Pokémon Power', () => {
    const t = table({
      p1: { active: [IGGLYBUFF] },
      p2: { active: [DODRIO], bench: [[PIKACHU]] },
    });
    expect(refusalOf(t, abilityAction(t, 'p1:active', 'Gaze'))).toMatch(/Pokémon Power/);
  });

  it('made-up Starer — "you may choose … until the end of the turn" reads the same', () => {
    const t = useAbility(
      table({ p1: { active: ['zz6-9'] }, p2: { active: [KINGAMBIT], bench: [[DODRIO]] } }),
      'p1:active',
      'Long Stare',
    );
    expect(works(t, 'p2:bench_1')).toBe(false);
  });
});

describe('"As long as X is your Active Pokémon, all of your opponent\'s Baby Pokémon Powers stop working and … can\'t attack"', () => {
  const FERALIGATR = 'neo4-5';
  const IGGLYBUFF = 'neo2-40';
  const PICHU = 'neo1-12'; // Baby; Zzzap costs Colorless
  const DODRIO = 'base2-34';
  const attackAction = (t: Table, name: string) => ({
    type: 'declare_action' as const,
    player: 'p1',
    source: 'ai' as const,
    kind: 'attack',
    card: `#${t.state.zones['p1:active']?.cards[0]}`,
    zone: 'p1:active',
    details: { attack: name },
  });
  const board = (active: string, p2: BoardSpec['p2']) =>
    table({ p1: { active: [active, L], bench: [[PIKACHU]] }, p2 });

  it("Dark Feraligatr — Scare: the opponent's Baby Pokémon can't attack and its Power stops, while Dark Feraligatr is Active", () => {
    const pichu = board(PICHU, { active: [FERALIGATR], bench: [[DODRIO]] });
    expect(refusalOf(pichu, attackAction(pichu, 'Zzzap'))).toMatch(/CANNOT_ATTACK .*Scare/);
    const iggly = board(IGGLYBUFF, { active: [FERALIGATR], bench: [[DODRIO]] });
    expect(refusalOf(iggly, abilityAction(iggly, 'p1:active', 'Gaze'))).toMatch(/Scare/);
    // Not a Baby: Pikachu attacks and its Powers are untouched.
    const pika = table({ p1: { active: [PIKACHU, L] }, p2: { active: [FERALIGATR] } });
    expect(refusalOf(pika, attackAction(pika, 'Gnaw'))).toBeUndefined();
  });

  it('Dark Feraligatr — Scare: from the Bench, or while Asleep, it stops nothing', () => {
    const benched = board(PICHU, { active: [KINGAMBIT], bench: [[FERALIGATR]] });
    expect(refusalOf(benched, attackAction(benched, 'Zzzap'))).toBeUndefined();
    const asleep = board(IGGLYBUFF, {
      active: [FERALIGATR],
      bench: [[DODRIO]],
      activeCounters: { asleep: 1 },
    });
    expect(refusalOf(asleep, abilityAction(asleep, 'p1:active', 'Gaze'))).toBeUndefined();
  });

  it("made-up Glarebeast — \"your opponent's Lightning Pokémon can't attack and all of your opponent's Pokémon Powers stop working\"", () => {
    const t = table({
      p1: { active: [PIKACHU, L] },
      p2: { active: ['zz6-10'], bench: [[DODRIO]] },
    });
    expect(refusalOf(t, attackAction(t, 'Gnaw'))).toMatch(/CANNOT_ATTACK/);
    const iggly = board(IGGLYBUFF, { active: ['zz6-10'], bench: [[DODRIO]] });
    expect(refusalOf(iggly, abilityAction(iggly, 'p1:active', 'Gaze'))).toMatch(/Cold Glare/);
    // Affected by a Special Condition (Poisoned), it stops nothing.
    const poisoned = table({
      p1: { active: [PIKACHU, L] },
      p2: { active: ['zz6-10'], activeCounters: { poisoned: 1 } },
    });
    expect(refusalOf(poisoned, attackAction(poisoned, 'Gnaw'))).toBeUndefined();
  });
});
