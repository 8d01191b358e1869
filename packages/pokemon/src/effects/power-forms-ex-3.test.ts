import { describe, expect, it } from 'vitest';
import { botSkipsAbility } from '../bots/policy';
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
import { changedTypeOf } from './type-change';

/**
 * Poké-Powers of the EX sets (2003-2004) read as families of wording (issue #28, pow10): costs
 * from the hand and draws, searches onto the Bench / any card, the opponent's own switch, an
 * Energy sent back to the opponent's hand, one Special Condition removed, Energy moved between
 * your Pokémon, "if <name> is in play" with a type change for the turn, "One of your Active
 * Pokémon", and the Bench trigger that switches in. Each form is played on a real printing of a
 * loaded fixture with the outcome written from the printed text, and on a MADE-UP rewording
 * (cards `zz10p-*`, printed by no set); wordings that change the meaning stay manual.
 *
 * Rulings relied on (EX Ruby & Sapphire to FireRed & LeafGreen rulebooks, the printed text):
 * - "This power can't be used if X is affected by a Special Condition": any of the five.
 * - "if Solrock is in play": either player's Solrock (the text says no "your").
 * - "Your opponent picks the Benched Pokémon to switch": the opponent chooses which of his or her
 *   Benched Pokémon comes in; with no Benched Pokémon there is nothing to switch (refused).
 * - Legendary Ascent: the old Active Pokémon goes to the Bench (its Special Conditions end);
 *   "If you do, you may also move any number …": none is allowed.
 */

const GRASS = 'ex1-104';
const WATER = 'ex1-106';
const PSYCHIC = 'ex1-107';
const FIRE = 'ex1-108';
const LIGHTNING = 'ex1-109';
const RALTS = 'ex1-66';
const SKITTY = 'ex1-44';
const TAILLOW = 'ex1-72';
const ARON = 'ex1-25';
const ELECTRIKE = 'ex1-30';
const DELCATTY = 'ex1-5';
const SWELLOW = 'ex1-46';
const LUNATONE = 'ex2-8';
const SOLROCK = 'ex2-13';
const SHIFTRY = 'ex2-12';
const AQUA_MANECTRIC = 'ex4-4';
const AQUA_CARVANHA = 'ex4-25';
const MAGMA_CLAYDOL = 'ex4-8';
const MAGMA_MIGHTYENA = 'ex4-37';
const MAGMA_BALTOY = 'ex4-32';
const MAGMA_HOUNDOUR = 'ex4-35';
const BELDUM = 'ex5-29';
const PIDGEOT = 'ex6-10';
const HAUNTER = 'ex6-34';
const WIGGLYTUFF = 'ex6-52';
const ARTICUNO_EX = 'ex6-114';
const CASTFORM = 'ex5-30';
const SUNNY_CASTFORM = 'ex5-26';
const RAIN_CASTFORM = 'ex5-23';
const DITTO = 'ex6-4';
const DEOXYS_A = 'ex8-16';
const DEOXYS_B = 'ex8-17';
const CHANSEY_EX = 'ex1-96';
const MANTINE = 'ex7-45';
const DARK_CROBAT = 'ex7-3';
const DELIBIRD = 'ex7-21';
const CROBAT_EX = 'ex8-96';
const SABLEYE = 'ex8-23';
const SWAMPERT = 'ex9-11';

const power = (name: string, text: string) => ({ name, type: 'Poké-Power', text });
const mon = (
  id: string,
  name: string,
  abilities: ReturnType<typeof power>[],
  types = ['Water'],
) => ({
  id,
  name,
  supertype: 'Pokémon',
  subtypes: ['Basic'],
  hp: '70',
  types,
  retreatCost: ['Colorless'],
  number: id.split('-')[1],
  abilities,
  attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
});

const madeUp = loadCardSet([
  mon('zz10p-1', 'Mewlet', [
    // Energy Draw reworded: a Fire Energy card, "draw 2 cards from your deck".
    power(
      'Ember Trade',
      "Once during your turn (before your attack), you may discard a Fire Energy card from your hand. Then draw 2 cards from your deck. This power can't be used if Mewlet is affected by a Special Condition.",
    ),
    // Quick Search reworded ("a card", its own "can't use more than 1").
    power(
      'Keen Eye',
      "Once during your turn (before your attack), you may choose a card from your deck and put it into your hand. Shuffle your deck afterward. You can't use more than 1 Keen Eye Poké-Power each turn.",
    ),
  ]),
  mon('zz10p-2', 'Gustling', [
    // Drive Off reworded: a coin, and "chooses".
    power(
      'Gale Push',
      "Once during your turn (before your attack), you may flip a coin. If heads, switch the Defending Pokémon with 1 of your opponent's Benched Pokémon. Your opponent chooses the Benched Pokémon to switch.",
    ),
    // Fan Away reworded: a basic Energy card, no coin.
    power(
      'Blow Back',
      "Once during your turn (before your attack), you may return 1 basic Energy card attached to the Defending Pokémon to your opponent's hand.",
    ),
  ]),
  mon('zz10p-3', 'Moonpup', [
    // Lunar Eclipse reworded: "you have … in play", Psychic.
    power(
      'Night Pact',
      "Once during your turn (before your attack), if you have Ralts in play, you may use this power. Until the end of your turn, Moonpup's type is Psychic.",
    ),
    // Not a type: manual.
    power(
      'Odd Pact',
      "Once during your turn (before your attack), if Ralts is in play, you may use this power. Until the end of your turn, Moonpup's type is Sleepy.",
    ),
  ]),
  mon('zz10p-4', 'Teamster', [
    // Call for Help reworded: a Pokémon with Team Aqua in its name, from the Bench.
    power(
      'Crew Call',
      'Once during your turn (before your attack), if Teamster is on your Bench, you may search your deck for a Pokémon with Team Aqua in its name, show it to your opponent, and put it into your hand. Shuffle your deck afterward.',
    ),
    // Magnetic Call reworded: up to 2 Lightning Basic Pokémon, no coin.
    power(
      'Static Call',
      'Once during your turn (before your attack), you may search your deck for up to 2 Lightning Basic Pokémon and put them onto your Bench. Shuffle your deck afterward.',
    ),
    // An Evolution card onto the Bench is no search a player can do: manual.
    power(
      'Odd Call',
      'Once during your turn (before your attack), you may search your deck for a Water Evolution card and put it onto your Bench. Shuffle your deck afterward.',
    ),
  ]),
  mon('zz10p-5', 'Nursling', [
    // Assistance reworded: from the Active Spot, "Remove … from your Active Pokémon".
    power(
      'Soothe',
      'Once during your turn (before your attack), you may remove 1 Special Condition from 1 of your Active Pokémon.',
    ),
    // Head Trip reworded: "1 of your Active Pokémon is now Asleep", SELF on the Bench.
    power(
      'Lullaby Self',
      'Once during your turn (before your attack), if Nursling is on your Bench, you may use this power. 1 of your Active Pokémon is now Asleep.',
    ),
    // Power Shift reworded: Water Energy cards, from 1 of your Water Pokémon.
    power(
      'Tide Shift',
      'Once during your turn (before your attack), you may move any number of Water Energy cards attached to 1 of your Water Pokémon to another of your Pokémon.',
    ),
  ]),
  mon('zz10p-7', 'Moodlet', [
    // Temperamental Weather reworded: two names, its own limit.
    power(
      'Mood Swing',
      "Once during your turn (before your attack), you may search your deck for Ralts or Skitty and switch it with Moodlet. (Any cards attached to Moodlet, damage counters, Special Conditions, and effects on it are now on the new Pokémon.) Shuffle Moodlet back into your deck. You can't use more than 1 Mood Swing Poké-Power each turn.",
    ),
    // A kind of card from the deck ("a Basic Pokémon") and SELF then discarded: not the printed
    // pairs (deck → back into the deck, discard pile → discard pile): manual.
    power(
      'Odd Swing',
      'Once during your turn (before your attack), you may search your deck for a Basic Pokémon and switch it with Moodlet. (Any cards attached to Moodlet, damage counters, Special Conditions, and effects on it are now on the new Pokémon.) Place Moodlet in the discard pile.',
    ),
  ]),
  mon('zz10p-8', 'Nightwing', [
    // Distortion reworded: 2 counters, from the Bench.
    power(
      'Dusk Sting',
      "Once during your turn (before your attack), if Nightwing is on your Bench, you may put 2 damage counters on 1 of your opponent's Pokémon.",
    ),
    // Ripples reworded: 2 counters.
    power(
      'Mend Others',
      'Once during your turn (before your attack), you may remove 2 damage counters from 1 of your Pokémon (excluding Nightwing).',
    ),
    // Black Beam reworded: Confused.
    power(
      'Dizzy Beam',
      'Once during your turn (before your attack), you may choose 1 of the Defending Pokémon. That Pokémon is now Confused.',
    ),
  ]),
  mon('zz10p-6', 'Skyfin ex', [
    // Legendary Ascent reworded: Fire Energy, "Take".
    power(
      'Rising Flame',
      'Once during your turn, when you put Skyfin ex from your hand onto your Bench, you may switch 1 of your Active Pokémon with Skyfin ex. If you do, you may also move any number of basic Fire Energy cards attached to your Pokémon to Skyfin ex.',
    ),
  ]),
]);

const { registry, table } = classicWith(madeUp);
const card = (id: string) => registry.require(id) as PokemonSupertypeCard;
const specOf = (id: string, name: string) => {
  const c = card(id);
  const a = c.abilities.find((x) => x.name === name);
  if (!a) throw new Error(`${id} has no ${name}`);
  return abilitySpec(c, a);
};
const handOf = (t: Table, p = 'p1') => templatesIn(t.state, `${p}:hand`);
/** The type a type-change gives p1's Active Pokémon now, if any. */
const typeNow = (t: Table) => changedTypeOf(t.state, t.state.zones['p1:active']?.cards ?? []);

describe('a cost from the hand, then a draw: "discard 1 Energy card / a Fire Energy card from your hand. Then draw (up to) N cards from your deck."', () => {
  it('Delcatty — Energy Draw: an Energy card discarded, then 3 cards drawn (the player says how many)', () => {
    const t = table({
      p1: { active: [DELCATTY], hand: [GRASS, RALTS], deck: [WATER, FIRE, PSYCHIC, LIGHTNING] },
      p2: { active: [RALTS] },
    });
    const after = useAbility(t, 'p1:active', 'Energy Draw', {
      chooser: optionsNaming('Grass Energy', '3'),
    });
    expect(templatesIn(after.state, 'p1:discard')).toEqual([GRASS]);
    expect(handOf(after).sort()).toEqual([FIRE, PSYCHIC, RALTS, WATER].sort());
    expect(templatesIn(after.state, 'p1:deck')).toEqual([LIGHTNING]);
    // Once a turn.
    expect(refusalOf(after, abilityAction(after, 'p1:active', 'Energy Draw'))).toMatch(
      /already used/,
    );
  });

  it('Delcatty — Energy Draw: up to 3 — drawing 1 is allowed', () => {
    const t = table({
      p1: { active: [DELCATTY], hand: [GRASS], deck: [WATER, FIRE, PSYCHIC] },
      p2: { active: [RALTS] },
    });
    const after = useAbility(t, 'p1:active', 'Energy Draw', { chooser: optionsNaming('1') });
    expect(handOf(after)).toEqual([WATER]);
  });

  it('Delcatty — Energy Draw: refused without an Energy card in the hand, and under a Special Condition', () => {
    const none = table({
      p1: { active: [DELCATTY], hand: [RALTS], deck: [WATER] },
      p2: { active: [RALTS] },
    });
    expect(refusalOf(none, abilityAction(none, 'p1:active', 'Energy Draw'))).toMatch(/Energy card/);
    const asleep = table({
      p1: { active: [DELCATTY], hand: [GRASS], deck: [WATER], activeCounters: { asleep: 1 } },
      p2: { active: [RALTS] },
    });
    expect(refusalOf(asleep, abilityAction(asleep, 'p1:active', 'Energy Draw'))).toMatch(
      /Special Condition/,
    );
  });

  it('MADE-UP "discard a Fire Energy card from your hand. Then draw 2 cards from your deck.": only a Fire Energy pays', () => {
    const t = table({
      p1: { active: ['zz10p-1'], hand: [WATER, FIRE], deck: [GRASS, PSYCHIC, LIGHTNING] },
      p2: { active: [RALTS] },
    });
    const after = useAbility(t, 'p1:active', 'Ember Trade');
    expect(templatesIn(after.state, 'p1:discard')).toEqual([FIRE]);
    expect(handOf(after).sort()).toEqual([GRASS, PSYCHIC, WATER].sort());
    const water = table({
      p1: { active: ['zz10p-1'], hand: [WATER], deck: [GRASS] },
      p2: { active: [RALTS] },
    });
    expect(refusalOf(water, abilityAction(water, 'p1:active', 'Ember Trade'))).toMatch(
      /Fire Energy/,
    );
  });
});

describe('searches: "search your deck for a <kind> and put it onto your Bench / show it … into your hand", "choose any 1 card from your deck"', () => {
  it("Team Magma's Mightyena — Call for Help: only a Pokémon with Team Magma in its name, shown, while Active", () => {
    const t = table({
      p1: {
        active: [MAGMA_MIGHTYENA],
        bench: [[RALTS]],
        deck: [AQUA_CARVANHA, MAGMA_BALTOY, GRASS],
      },
      p2: { active: [RALTS] },
    });
    const d = act(t, abilityAction(t, 'p1:active', 'Call for Help')).state.pendingDecision;
    expect(d?.options?.some((o) => o.includes('Baltoy'))).toBe(true);
    expect(d?.options?.some((o) => o.includes('Carvanha'))).toBe(false);
    const after = useAbility(t, 'p1:active', 'Call for Help', { chooser: optionsNaming('Baltoy') });
    expect(handOf(after)).toEqual([MAGMA_BALTOY]);
    expect(templatesIn(after.state, 'p1:deck').sort()).toEqual([AQUA_CARVANHA, GRASS].sort());
    // Not from the Bench.
    const benched = table({
      p1: { active: [RALTS], bench: [[MAGMA_MIGHTYENA]], deck: [MAGMA_BALTOY] },
      p2: { active: [RALTS] },
    });
    expect(refusalOf(benched, abilityAction(benched, 'p1:bench_1', 'Call for Help'))).toMatch(
      /Active Pokémon/,
    );
  });

  it('MADE-UP "if SELF is on your Bench, … a Pokémon with Team Aqua in its name": Team Aqua only, from the Bench only', () => {
    const t = table({
      p1: { active: [RALTS], bench: [['zz10p-4']], deck: [MAGMA_BALTOY, AQUA_CARVANHA] },
      p2: { active: [RALTS] },
    });
    const after = useAbility(t, 'p1:bench_1', 'Crew Call');
    expect(handOf(after)).toEqual([AQUA_CARVANHA]);
    const active = table({
      p1: { active: ['zz10p-4'], deck: [AQUA_CARVANHA] },
      p2: { active: [RALTS] },
    });
    expect(refusalOf(active, abilityAction(active, 'p1:active', 'Crew Call'))).toMatch(/Bench/);
  });

  it('Beldum — Magnetic Call: heads, a Metal Basic Pokémon onto the Bench (never another type); refused with a full Bench', () => {
    let found: Table | undefined;
    for (let seed = 1; seed < 40 && !found; seed++) {
      const s = table({
        p1: { active: [BELDUM], deck: [ELECTRIKE, ARON, GRASS] },
        p2: { active: [RALTS] },
        seed,
      });
      const after = useAbility(s, 'p1:active', 'Magnetic Call');
      if (templatesIn(after.state, 'p1:bench_1').length > 0) found = after;
    }
    expect(found && templatesIn(found.state, 'p1:bench_1')).toEqual([ARON]);
    expect(found && templatesIn(found.state, 'p1:deck').sort()).toEqual([ELECTRIKE, GRASS].sort());
    const full = table({
      p1: { active: [BELDUM], bench: [[RALTS], [RALTS], [RALTS], [RALTS], [RALTS]], deck: [ARON] },
      p2: { active: [RALTS] },
    });
    expect(refusalOf(full, abilityAction(full, 'p1:active', 'Magnetic Call'))).toMatch(
      /Bench is full/,
    );
  });

  it('MADE-UP "up to 2 Lightning Basic Pokémon … onto your Bench": both Electrike, no Aron', () => {
    const t = table({
      p1: { active: ['zz10p-4'], deck: [ELECTRIKE, ARON, ELECTRIKE] },
      p2: { active: [RALTS] },
    });
    const after = useAbility(t, 'p1:active', 'Static Call', {
      chooser: (d) => (d.options ?? []).filter((o) => o.includes('Electrike') || o === 'yes'),
    });
    const benched = [1, 2].flatMap((i) => templatesIn(after.state, `p1:bench_${i}`));
    expect(benched).toEqual([ELECTRIKE, ELECTRIKE]);
    expect(templatesIn(after.state, 'p1:deck')).toEqual([ARON]);
    expect(specOf('zz10p-4', 'Odd Call')).toBeUndefined();
  });

  it('Pidgeot — Quick Search: any 1 card into the hand, unseen by the opponent; 1 Quick Search a turn among all Pidgeot', () => {
    const t = table({
      p1: { active: [PIDGEOT], bench: [[PIDGEOT]], deck: [GRASS, DELCATTY, WATER] },
      p2: { active: [RALTS] },
    });
    const asked = act(t, abilityAction(t, 'p1:active', 'Quick Search')).state.pendingDecision;
    expect(asked?.private).toBe(true);
    const after = useAbility(t, 'p1:active', 'Quick Search', {
      chooser: optionsNaming('Delcatty'),
    });
    expect(handOf(after)).toEqual([DELCATTY]);
    expect(templatesIn(after.state, 'p1:deck').sort()).toEqual([GRASS, WATER].sort());
    // The opponent's view names no card taken.
    const seen = JSON.stringify(after.engine.view(after.state, 'p2').log);
    expect(seen).not.toMatch(/Delcatty/);
    expect(refusalOf(after, abilityAction(after, 'p1:bench_1', 'Quick Search'))).toMatch(
      /already used/,
    );
  });

  it('MADE-UP "choose a card from your deck and put it into your hand" with its own limit: the same', () => {
    const t = table({ p1: { active: ['zz10p-1'], deck: [GRASS, FIRE] }, p2: { active: [RALTS] } });
    const after = useAbility(t, 'p1:active', 'Keen Eye', { chooser: optionsNaming('Fire') });
    expect(handOf(after)).toEqual([FIRE]);
    const empty = table({ p1: { active: ['zz10p-1'], deck: [] }, p2: { active: [RALTS] } });
    expect(refusalOf(empty, abilityAction(empty, 'p1:active', 'Keen Eye'))).toMatch(
      /deck is empty/,
    );
  });
});

describe('the opponent switches, an Energy back to the hand', () => {
  it('Swellow — Drive Off: while Active, the opponent picks which Benched Pokémon comes in', () => {
    const t = table({
      p1: { active: [SWELLOW] },
      p2: { active: [RALTS], bench: [[SKITTY], [TAILLOW]] },
    });
    const asked = act(t, abilityAction(t, 'p1:active', 'Drive Off')).state.pendingDecision;
    expect(asked?.decider).toBe('p2');
    const after = useAbility(t, 'p1:active', 'Drive Off', { chooser: optionsNaming('Taillow') });
    expect(templatesIn(after.state, 'p2:active')).toEqual([TAILLOW]);
    expect([1, 2].flatMap((i) => templatesIn(after.state, `p2:bench_${i}`)).sort()).toEqual(
      [RALTS, SKITTY].sort(),
    );
    const lone = table({ p1: { active: [SWELLOW] }, p2: { active: [RALTS] } });
    expect(refusalOf(lone, abilityAction(lone, 'p1:active', 'Drive Off'))).toMatch(/no Benched/);
    const benched = table({
      p1: { active: [RALTS], bench: [[SWELLOW]] },
      p2: { active: [RALTS], bench: [[SKITTY]] },
    });
    expect(refusalOf(benched, abilityAction(benched, 'p1:bench_1', 'Drive Off'))).toMatch(/Active/);
  });

  it('MADE-UP "If heads, switch … Your opponent chooses the Benched Pokémon to switch.": on heads only, the opponent choosing', () => {
    const outcomes = new Set<string>();
    for (let seed = 1; seed < 30; seed++) {
      const t = table({
        p1: { active: ['zz10p-2'] },
        p2: { active: [RALTS], bench: [[SKITTY]] },
        seed,
      });
      const after = useAbility(t, 'p1:active', 'Gale Push');
      outcomes.add(templatesIn(after.state, 'p2:active')[0] ?? '');
    }
    expect([...outcomes].sort()).toEqual([RALTS, SKITTY].sort());
  });

  it("Shiftry — Fan Away: on heads an Energy card of the Defending Pokémon goes to its owner's hand", () => {
    const results = new Set<string>();
    for (let seed = 1; seed < 30; seed++) {
      const t = table({ p1: { active: [SHIFTRY] }, p2: { active: [RALTS, PSYCHIC] }, seed });
      const after = useAbility(t, 'p1:active', 'Fan Away');
      results.add(JSON.stringify([templatesIn(after.state, 'p2:active'), handOf(after, 'p2')]));
      expect(handOf(after, 'p1')).toEqual([]);
    }
    expect([...results].sort()).toEqual(
      [JSON.stringify([[RALTS], [PSYCHIC]]), JSON.stringify([[RALTS, PSYCHIC], []])].sort(),
    );
    const bare = table({ p1: { active: [SHIFTRY] }, p2: { active: [RALTS] } });
    expect(refusalOf(bare, abilityAction(bare, 'p1:active', 'Fan Away'))).toMatch(/no such Energy/);
  });

  it('MADE-UP "return 1 basic Energy card attached to the Defending Pokémon to your opponent\'s hand": a Special Energy is no such card', () => {
    const t = table({ p1: { active: ['zz10p-2'] }, p2: { active: [RALTS, 'ex1-93', WATER] } });
    const after = useAbility(t, 'p1:active', 'Blow Back');
    expect(handOf(after, 'p2')).toEqual([WATER]);
    expect(templatesIn(after.state, 'p2:active')).toEqual([RALTS, 'ex1-93']);
  });
});

describe('"if <name> is in play, you may use this power. Until the end of your turn, SELF\'s type is T."', () => {
  it('Lunatone — Lunar Eclipse: Darkness for the turn with a Solrock in play (either side); refused without', () => {
    const t = table({ p1: { active: [LUNATONE] }, p2: { active: [SOLROCK] } });
    const after = useAbility(t, 'p1:active', 'Lunar Eclipse');
    expect(typeNow(after)).toBe('Darkness');
    // Until the end of the turn only.
    const next = act(after, { type: 'end_turn', player: 'p1', source: 'ai' });
    expect(typeNow(next)).toBeUndefined();
    const none = table({ p1: { active: [LUNATONE] }, p2: { active: [RALTS] } });
    expect(refusalOf(none, abilityAction(none, 'p1:active', 'Lunar Eclipse'))).toMatch(
      /Solrock is not in play/,
    );
    expect(specOf(SOLROCK, 'Solar Eclipse')?.kind).toBe('activated');
  });

  it('MADE-UP "if you have Ralts in play": your own Ralts only; a word that is no type stays manual', () => {
    const theirs = table({ p1: { active: ['zz10p-3'] }, p2: { active: [RALTS] } });
    expect(refusalOf(theirs, abilityAction(theirs, 'p1:active', 'Night Pact'))).toMatch(
      /not in play/,
    );
    const mine = table({ p1: { active: ['zz10p-3'], bench: [[RALTS]] }, p2: { active: [SKITTY] } });
    const after = useAbility(mine, 'p1:active', 'Night Pact');
    expect(typeNow(after)).toBe('Psychic');
    expect(specOf('zz10p-3', 'Odd Pact')).toBeUndefined();
  });
});

describe('Special Conditions on your own Active Pokémon: "One of your Active Pokémon is now Confused", "remove 1 Special Condition from it"', () => {
  it('Haunter — Head Trip: from the Bench, your Active Pokémon is now Confused; not while Haunter is Active', () => {
    const t = table({ p1: { active: [RALTS], bench: [[HAUNTER]] }, p2: { active: [SKITTY] } });
    const after = useAbility(t, 'p1:bench_1', 'Head Trip');
    expect(conditionsIn(after.state, 'p1:active')).toEqual(['confused']);
    expect(conditionsIn(after.state, 'p2:active')).toEqual([]);
    const active = table({ p1: { active: [HAUNTER] }, p2: { active: [SKITTY] } });
    expect(refusalOf(active, abilityAction(active, 'p1:active', 'Head Trip'))).toMatch(/Bench/);
  });

  it('MADE-UP "1 of your Active Pokémon is now Asleep": Asleep', () => {
    const t = table({ p1: { active: [RALTS], bench: [['zz10p-5']] }, p2: { active: [SKITTY] } });
    const after = useAbility(t, 'p1:bench_1', 'Lullaby Self');
    expect(conditionsIn(after.state, 'p1:active')).toEqual(['asleep']);
  });

  it("Wigglytuff — Assistance: from the Bench, the player picks 1 of the Active Pokémon's conditions to remove", () => {
    let t = table({ p1: { active: [RALTS], bench: [[WIGGLYTUFF]] }, p2: { active: [SKITTY] } });
    t = withCounters(t, 'p1:active', { poisoned: 1, confused: 1 });
    const after = useAbility(t, 'p1:bench_1', 'Assistance', { chooser: optionsNaming('confused') });
    expect(conditionsIn(after.state, 'p1:active')).toEqual(['poisoned']);
    const well = table({
      p1: { active: [RALTS], bench: [[WIGGLYTUFF]] },
      p2: { active: [SKITTY] },
    });
    expect(refusalOf(well, abilityAction(well, 'p1:bench_1', 'Assistance'))).toMatch(
      /no Special Condition/,
    );
  });

  it('MADE-UP "remove 1 Special Condition from 1 of your Active Pokémon" used by the Active Pokémon itself', () => {
    const t = withCounters(
      table({ p1: { active: ['zz10p-5'] }, p2: { active: [SKITTY] } }),
      'p1:active',
      { asleep: 1 },
    );
    const after = useAbility(t, 'p1:active', 'Soothe');
    expect(conditionsIn(after.state, 'p1:active')).toEqual([]);
  });
});

describe('Energy moved between your Pokémon: "move any number of / an Energy card attached to (1 of) your Pokémon with X in its name to another of your Pokémon"', () => {
  it("Team Aqua's Manectric — Power Shift: any number of basic Energy from a Team Aqua Pokémon to another Pokémon", () => {
    const t = table({
      p1: {
        active: [AQUA_MANECTRIC],
        bench: [
          [AQUA_CARVANHA, WATER, WATER, 'ex1-93'],
          [RALTS, FIRE],
        ],
      },
      p2: { active: [SKITTY] },
    });
    const after = useAbility(t, 'p1:active', 'Power Shift', {
      chooser: (d) => {
        if (d.select) return (d.options ?? []).filter((o) => o.includes('Water Energy'));
        return [
          (d.options ?? []).find((o) =>
            o.includes(d.prompt.includes('from') ? 'Carvanha' : 'Ralts'),
          ) ?? '',
        ];
      },
    });
    expect(templatesIn(after.state, 'p1:bench_2')).toEqual([RALTS, FIRE, WATER, WATER]);
    expect(templatesIn(after.state, 'p1:bench_1')).toEqual([AQUA_CARVANHA, 'ex1-93']);
    // Ralts is no Team Aqua Pokémon: its Fire Energy alone cannot move.
    const ralts = table({
      p1: { active: [AQUA_MANECTRIC], bench: [[RALTS, FIRE]] },
      p2: { active: [SKITTY] },
    });
    expect(refusalOf(ralts, abilityAction(ralts, 'p1:active', 'Power Shift'))).toMatch(
      /no Energy card/,
    );
  });

  it("Team Magma's Claydol — Magma Switch: 1 Energy card from a Team Magma Pokémon to another", () => {
    const t = table({
      p1: { active: [MAGMA_CLAYDOL], bench: [[MAGMA_HOUNDOUR, FIRE, FIRE], [RALTS]] },
      p2: { active: [SKITTY] },
    });
    const after = useAbility(t, 'p1:active', 'Magma Switch', {
      chooser: optionsNaming('Fire Energy', 'Ralts'),
    });
    expect(templatesIn(after.state, 'p1:bench_2')).toEqual([RALTS, FIRE]);
    expect(templatesIn(after.state, 'p1:bench_1')).toEqual([MAGMA_HOUNDOUR, FIRE]);
  });

  it('MADE-UP "move any number of Water Energy cards attached to 1 of your Water Pokémon to another": Water Energy from a Water Pokémon only', () => {
    const t = table({
      p1: { active: ['zz10p-5', WATER, FIRE], bench: [[RALTS]] },
      p2: { active: [SKITTY] },
    });
    const after = useAbility(t, 'p1:active', 'Tide Shift', {
      chooser: optionsNaming('Nursling', 'Ralts', 'Water Energy'),
    });
    expect(templatesIn(after.state, 'p1:bench_1')).toEqual([RALTS, WATER]);
    expect(templatesIn(after.state, 'p1:active')).toEqual(['zz10p-5', FIRE]);
  });
});

describe('Legendary Ascent: "when you put SELF from your hand onto your Bench, you may switch 1 of your Active Pokémon with SELF. If you do, you may also move any number of basic T Energy cards attached to your Pokémon to SELF."', () => {
  const benchFromHand = (t: Table, chooser = optionsNaming('yes')) => {
    const id = t.state.zones['p1:hand']?.cards[0] ?? '';
    return answerAll(
      act(t, {
        type: 'move_card',
        player: 'p1',
        source: 'ai',
        card: `#${id}`,
        from: 'p1:hand',
        to: 'p1:bench_2',
      }),
      chooser,
    );
  };

  it('Articuno ex: switched in, the Water Energy of the Pokémon chosen moved onto it; the old Active Pokémon (Confused) to the Bench, cured', () => {
    let t = table({
      p1: { active: [RALTS, WATER, FIRE], bench: [[SKITTY, WATER]], hand: [ARTICUNO_EX] },
      p2: { active: [SKITTY] },
    });
    t = withCounters(t, 'p1:active', { confused: 1 });
    const after = benchFromHand(t, (d) =>
      d.select
        ? (d.options ?? []).filter((o) => o.includes('Water Energy'))
        : [(d.options ?? []).find((o) => o === 'yes') ?? (d.options ?? [])[0] ?? ''],
    );
    expect(templatesIn(after.state, 'p1:active')).toEqual([ARTICUNO_EX, WATER, WATER]);
    expect(templatesIn(after.state, 'p1:bench_2')).toEqual([RALTS, FIRE]);
    expect(templatesIn(after.state, 'p1:bench_1')).toEqual([SKITTY]);
    expect(conditionsIn(after.state, 'p1:bench_2')).toEqual([]);
  });

  it('Articuno ex: declined, it stays on the Bench and nothing moves', () => {
    const t = table({
      p1: { active: [RALTS, WATER], hand: [ARTICUNO_EX] },
      p2: { active: [SKITTY] },
    });
    const after = benchFromHand(t, optionsNaming('no'));
    expect(templatesIn(after.state, 'p1:bench_2')).toEqual([ARTICUNO_EX]);
    expect(templatesIn(after.state, 'p1:active')).toEqual([RALTS, WATER]);
  });

  it('MADE-UP Fire wording: switched in, no Energy moved when the player takes none', () => {
    const t = table({ p1: { active: [RALTS, FIRE], hand: ['zz10p-6'] }, p2: { active: [SKITTY] } });
    const after = benchFromHand(t, (d) => (d.select ? [] : ['yes']));
    expect(templatesIn(after.state, 'p1:active')).toEqual(['zz10p-6']);
    expect(templatesIn(after.state, 'p1:bench_2')).toEqual([RALTS, FIRE]);
  });
});

describe('the heuristic bots and these Powers', () => {
  const text = (id: string, name: string) =>
    card(id).abilities.find((a) => a.name === name)?.text ?? '';

  it('leave alone a Power whose sure effect is a Special Condition on their own Active Pokémon (Head Trip), not a coin-decided one', () => {
    expect(botSkipsAbility(text(HAUNTER, 'Head Trip'))).toBe(true);
    expect(botSkipsAbility(text('zz10p-5', 'Lullaby Self'))).toBe(true);
    expect(
      botSkipsAbility(
        'Once during your turn (before your attack), you may flip a coin. If heads, the Defending Pokémon is now Asleep; if tails, your Active Pokémon is now Asleep.',
      ),
    ).toBe(false);
  });

  it('use the others (the game refuses them when their condition fails)', () => {
    for (const [id, name] of [
      [DELCATTY, 'Energy Draw'],
      [SWELLOW, 'Drive Off'],
      [WIGGLYTUFF, 'Assistance'],
      [PIDGEOT, 'Quick Search'],
      [AQUA_MANECTRIC, 'Power Shift'],
    ] as const)
      expect(botSkipsAbility(text(id, name)), name).toBe(false);
  });
});

describe('"search your deck / discard pile for X and switch it with SELF. (Any cards attached …, damage counters, Special Conditions, and effects on it are now on the new Pokémon.)"', () => {
  it('every printing in the fixtures is carried out', () => {
    for (const [id, name] of [
      [CASTFORM, 'Temperamental Weather'],
      [SUNNY_CASTFORM, 'Temperamental Weather'],
      [RAIN_CASTFORM, 'Temperamental Weather'],
      ['ex5-25', 'Temperamental Weather'],
      [DITTO, 'Form Variation'],
      [DEOXYS_A, 'Form Change'],
      ['ex8-97', 'Form Change'],
      ['ex9-2', 'Form Change'],
    ] as const)
      expect(specOf(id, name)?.kind, id).toBe('activated');
  });

  it('Castform — Temperamental Weather: Sunny Castform takes its place with its Energy, damage and Poison; Castform shuffled back; 1 a turn', () => {
    let t = table({
      p1: {
        active: [CASTFORM, FIRE, WATER],
        bench: [[RAIN_CASTFORM]],
        deck: [SUNNY_CASTFORM, RALTS, GRASS],
      },
      p2: { active: [SKITTY] },
    });
    t = withCounters(t, 'p1:active', { damage: 20, poisoned: 1 });
    const after = useAbility(t, 'p1:active', 'Temperamental Weather', {
      chooser: optionsNaming('Sunny Castform'),
    });
    expect(templatesIn(after.state, 'p1:active')).toEqual([SUNNY_CASTFORM, FIRE, WATER]);
    expect(damageIn(after.state, 'p1:active')).toBe(20);
    expect(conditionsIn(after.state, 'p1:active')).toEqual(['poisoned']);
    expect(templatesIn(after.state, 'p1:deck').sort()).toEqual([CASTFORM, GRASS, RALTS].sort());
    expect(templatesIn(after.state, 'p1:discard')).toEqual([]);
    // Ralts is none of the names: never offered.
    const d = act(t, abilityAction(t, 'p1:active', 'Temperamental Weather')).state.pendingDecision;
    expect(d?.options?.some((o) => o.includes('Ralts'))).toBe(false);
    // "You can't use more than 1 Temperamental Weather Poké-Power each turn": not the other Castform.
    expect(refusalOf(after, abilityAction(after, 'p1:bench_1', 'Temperamental Weather'))).toMatch(
      /already used/,
    );
  });

  it('Deoxys — Form Change: another Deoxys from the deck takes its place; the old one goes into the deck', () => {
    const t = withCounters(
      table({
        p1: { active: [DEOXYS_A, PSYCHIC], deck: [DEOXYS_B, GRASS] },
        p2: { active: [SKITTY] },
      }),
      'p1:active',
      { damage: 30 },
    );
    const after = useAbility(t, 'p1:active', 'Form Change', { chooser: optionsNaming('Deoxys') });
    expect(templatesIn(after.state, 'p1:active')).toEqual([DEOXYS_B, PSYCHIC]);
    expect(damageIn(after.state, 'p1:active')).toBe(30);
    expect(templatesIn(after.state, 'p1:deck').sort()).toEqual([DEOXYS_A, GRASS].sort());
  });

  it('Ditto — Form Variation: a Basic Pokémon (not a Pokémon-ex, not Ditto) from the discard pile takes its place; Ditto discarded', () => {
    const t = table({
      p1: { active: [RALTS], bench: [[DITTO, WATER]], discard: [CHANSEY_EX, DITTO, SKITTY, ARON] },
      p2: { active: [SKITTY] },
    });
    const d = act(t, abilityAction(t, 'p1:bench_1', 'Form Variation')).state.pendingDecision;
    expect(d?.options?.some((o) => o.includes('Chansey'))).toBe(false);
    expect(d?.options?.some((o) => o.includes('Ditto'))).toBe(false);
    const after = useAbility(t, 'p1:bench_1', 'Form Variation', {
      chooser: optionsNaming('Skitty'),
    });
    expect(templatesIn(after.state, 'p1:bench_1')).toEqual([SKITTY, WATER]);
    expect(templatesIn(after.state, 'p1:discard').sort()).toEqual(
      [ARON, CHANSEY_EX, DITTO, DITTO].sort(),
    );
    const none = table({
      p1: { active: [DITTO], discard: [CHANSEY_EX] },
      p2: { active: [SKITTY] },
    });
    expect(refusalOf(none, abilityAction(none, 'p1:active', 'Form Variation'))).toMatch(
      /discard pile/,
    );
  });

  it('MADE-UP "search your deck for Ralts or Skitty and switch it with SELF … Shuffle SELF back into your deck.": Skitty in, damage kept', () => {
    const t = withCounters(
      table({ p1: { active: ['zz10p-7', GRASS], deck: [SKITTY, ARON] }, p2: { active: [SKITTY] } }),
      'p1:active',
      { damage: 10, confused: 1 },
    );
    const after = useAbility(t, 'p1:active', 'Mood Swing', { chooser: optionsNaming('Skitty') });
    expect(templatesIn(after.state, 'p1:active')).toEqual([SKITTY, GRASS]);
    expect(damageIn(after.state, 'p1:active')).toBe(10);
    expect(conditionsIn(after.state, 'p1:active')).toEqual(['confused']);
    expect(templatesIn(after.state, 'p1:deck').sort()).toEqual(['zz10p-7', ARON].sort());
    expect(specOf('zz10p-7', 'Odd Swing')).toBeUndefined();
  });
});

describe('Team Rocket Returns to Emerald: counters put or removed, a chosen Defending Pokémon, a look at the hand, a card shuffled back, "a Water Energy" moved', () => {
  it("Crobat ex — Distortion: while Active, 1 damage counter on the opponent's Pokémon chosen (a Benched one too)", () => {
    const t = table({ p1: { active: [CROBAT_EX] }, p2: { active: [SKITTY], bench: [[RALTS]] } });
    const after = useAbility(t, 'p1:active', 'Distortion', { chooser: optionsNaming('Ralts') });
    expect(damageIn(after.state, 'p2:bench_1')).toBe(10);
    expect(damageIn(after.state, 'p2:active')).toBe(0);
    const benched = table({
      p1: { active: [RALTS], bench: [[CROBAT_EX]] },
      p2: { active: [SKITTY] },
    });
    expect(refusalOf(benched, abilityAction(benched, 'p1:bench_1', 'Distortion'))).toMatch(
      /Active/,
    );
  });

  it('MADE-UP "put 2 damage counters on 1 of your opponent\'s Pokémon" from the Bench: 20', () => {
    const t = table({ p1: { active: [RALTS], bench: [['zz10p-8']] }, p2: { active: [SKITTY] } });
    const after = useAbility(t, 'p1:bench_1', 'Dusk Sting');
    expect(damageIn(after.state, 'p2:active')).toBe(20);
  });

  it('Mantine — Ripples: 1 damage counter off 1 of your other Pokémon; never Mantine itself', () => {
    let t = table({ p1: { active: [MANTINE], bench: [[RALTS]] }, p2: { active: [SKITTY] } });
    t = withCounters(withCounters(t, 'p1:active', { damage: 30 }), 'p1:bench_1', { damage: 20 });
    const after = useAbility(t, 'p1:active', 'Ripples');
    expect(damageIn(after.state, 'p1:bench_1')).toBe(10);
    expect(damageIn(after.state, 'p1:active')).toBe(30);
    const alone = withCounters(
      table({ p1: { active: [MANTINE] }, p2: { active: [SKITTY] } }),
      'p1:active',
      { damage: 30 },
    );
    expect(refusalOf(alone, abilityAction(alone, 'p1:active', 'Ripples'))).toMatch(
      /other than Mantine/,
    );
  });

  it('MADE-UP "remove 2 damage counters from 1 of your Pokémon (excluding SELF)": 20 off', () => {
    const t = withCounters(
      table({ p1: { active: ['zz10p-8'], bench: [[RALTS]] }, p2: { active: [SKITTY] } }),
      'p1:bench_1',
      { damage: 30 },
    );
    expect(damageIn(useAbility(t, 'p1:active', 'Mend Others').state, 'p1:bench_1')).toBe(10);
  });

  it('Dark Crobat — Black Beam: the Defending Pokémon is now Poisoned; made-up Confused', () => {
    const t = table({ p1: { active: [DARK_CROBAT] }, p2: { active: [SKITTY] } });
    expect(conditionsIn(useAbility(t, 'p1:active', 'Black Beam').state, 'p2:active')).toEqual([
      'poisoned',
    ]);
    const u = table({ p1: { active: ['zz10p-8'] }, p2: { active: [SKITTY] } });
    expect(conditionsIn(useAbility(u, 'p1:active', 'Dizzy Beam').state, 'p2:active')).toEqual([
      'confused',
    ]);
  });

  it("Sableye — Night Vision: the opponent's hand shown to the Power's player only; nothing moves", () => {
    const t = table({ p1: { active: [SABLEYE] }, p2: { active: [SKITTY], hand: [RALTS] } });
    const after = useAbility(t, 'p1:active', 'Night Vision');
    expect(handOf(after, 'p2')).toEqual([RALTS]);
    // The log names the card to the Power's player (the look is the Power's whole point).
    expect(JSON.stringify(after.engine.view(after.state, 'p1').log)).toMatch(/Ralts/);
    const empty = table({ p1: { active: [SABLEYE] }, p2: { active: [SKITTY], hand: [] } });
    expect(refusalOf(empty, abilityAction(empty, 'p1:active', 'Night Vision'))).toMatch(
      /hand is empty/,
    );
  });

  it('Delibird — Gift Exchange: a card from the hand shuffled into the deck, then a card drawn', () => {
    const t = table({
      p1: { active: [DELIBIRD], hand: [RALTS], deck: [GRASS] },
      p2: { active: [SKITTY] },
    });
    const after = useAbility(t, 'p1:active', 'Gift Exchange');
    expect(handOf(after).length).toBe(1);
    expect([...handOf(after), ...templatesIn(after.state, 'p1:deck')].sort()).toEqual(
      [GRASS, RALTS].sort(),
    );
    const empty = table({
      p1: { active: [DELIBIRD], hand: [], deck: [GRASS] },
      p2: { active: [SKITTY] },
    });
    expect(refusalOf(empty, abilityAction(empty, 'p1:active', 'Gift Exchange'))).toMatch(/hand/);
  });

  it('Swampert — Water Cyclone: a Water Energy from the Active Pokémon to a Benched one, as often as you like', () => {
    const t = table({
      p1: { active: [RALTS, WATER, WATER, FIRE], bench: [[SWAMPERT]] },
      p2: { active: [SKITTY] },
    });
    const once = useAbility(t, 'p1:bench_1', 'Water Cyclone', {
      chooser: optionsNaming('Water Energy', 'Swampert'),
    });
    const twice = useAbility(once, 'p1:bench_1', 'Water Cyclone', {
      chooser: optionsNaming('Water Energy', 'Swampert'),
    });
    expect(templatesIn(twice.state, 'p1:bench_1')).toEqual([SWAMPERT, WATER, WATER]);
    expect(templatesIn(twice.state, 'p1:active')).toEqual([RALTS, FIRE]);
    expect(refusalOf(twice, abilityAction(twice, 'p1:bench_1', 'Water Cyclone'))).toMatch(
      /Water Energy/,
    );
  });
});
