import { describe, expect, it } from 'vitest';
import { loadCardSet } from '../cards/load-card-set';
import { flipsOf } from './cards/classic.test-helper';
import { classicWith } from './classic-sets.test-helper';
import { singleBattleWording } from './double-battle';
import {
  abilityAction,
  act,
  answerAll,
  attack,
  conditionsIn,
  damageIn,
  optionsNaming,
  refusalOf,
  type Table,
  templatesIn,
  trainerAction,
  useAbility,
  withCounters,
} from './effects.test-helper';

/**
 * The 2-on-2 wording of the EX sets (2003) read for a game with one Active Pokémon a side, as
 * the rulebook reads it for a normal game: "1 of your Active Pokémon" is your Active Pokémon,
 * "each Defending Pokémon" the Defending Pokémon, "(choose 1 if there are 2)" chooses nothing.
 * Each form on a real printing of a loaded fixture, and on a MADE-UP card (`zz8e-*`) in the
 * same words; "1 of the Defending Pokémon's attacks" (one attack) is left as it is.
 */

const madeUp = loadCardSet([
  {
    id: 'zz8e-1',
    name: 'Dozewing',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '60',
    types: ['Colorless'],
    retreatCost: ['Colorless'],
    number: '1',
    abilities: [
      {
        name: 'Soft Breeze',
        type: 'Poké-Power',
        text: "Once during your turn (before your attack), you may remove 2 damage counters from all of your Active Pokémon. This power can't be used if Dozewing is affected by a Special Condition.",
      },
    ],
    attacks: [
      {
        name: 'Lull Song',
        cost: ['Colorless'],
        damage: '',
        text: 'Each Defending Pokémon is now Asleep.',
      },
    ],
  },
  {
    id: 'zz8e-3',
    name: 'Galewing',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '70',
    types: ['Colorless'],
    retreatCost: ['Colorless'],
    number: '3',
    abilities: [
      {
        name: 'Tailwind Lure',
        type: 'Poké-Power',
        text: "Once during your turn (before your attack), if Galewing is your Active Pokémon, you may switch 1 of your opponent's Benched Pokémon with 1 of the Defending Pokémon. Your opponent picks the Defending Pokémon to switch. This power can't be used if Galewing is affected by a Special Condition.",
      },
    ],
    attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    id: 'zz8e-4',
    name: 'Stonehide',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '70',
    types: ['Fighting'],
    retreatCost: ['Colorless'],
    number: '4',
    abilities: [
      {
        name: 'Hard Shell',
        type: 'Poké-Body',
        text: 'Stonehide cannot be affected by Special Conditions.',
      },
    ],
    attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    id: 'zz8e-5',
    name: 'Inkwell',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '70',
    types: ['Water'],
    retreatCost: ['Colorless'],
    number: '5',
    abilities: [
      {
        name: 'Quick Notes',
        type: 'Poké-Power',
        text: "Once during your turn, you may draw a card. This power can't be used if Inkwell is affected by a Special Condition.",
      },
    ],
    attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    id: 'zz8e-6',
    name: 'Mossling',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '70',
    types: ['Grass'],
    retreatCost: ['Colorless'],
    number: '6',
    abilities: [
      {
        name: 'Fresh Sap',
        type: 'Poké-Body',
        text: 'When you attach a Grass Energy card from your hand to Mossling, remove all Special Conditions from Mossling.',
      },
    ],
    attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    id: 'zz8e-2',
    name: 'Swap Horn',
    supertype: 'Trainer',
    subtypes: ['Item'],
    rules: [
      'Flip a coin. If heads, switch 1 of your Active Pokémon with 1 of your Benched Pokémon.',
    ],
    number: '2',
  },
]);

const { table } = classicWith(madeUp);
const play = (t: Table, id: string) =>
  answerAll(act(t, trainerAction(t, id)), optionsNaming('bench_1'));

// Ruby & Sapphire: Aron, Makuhita, Grass Energy; Sandstorm: Xatu.
const ARON = 'ex1-25';
const MAKUHITA = 'ex1-56';
const GRASS = 'ex1-104';

describe('the words read', () => {
  it("names the one Active or Defending Pokémon; a Pokémon's attacks stay as printed", () => {
    expect(singleBattleWording('Each Defending Pokémon is now Poisoned.')).toBe(
      'The Defending Pokémon is now Poisoned.',
    );
    expect(
      singleBattleWording('Switch 1 of your Active Pokémon with 1 of your Benched Pokémon.'),
    ).toBe('Switch your Active Pokémon with 1 of your Benched Pokémon.');
    expect(
      singleBattleWording(
        'If heads, the Defending Pokémon (choose 1 if there are 2) is now Confused.',
      ),
    ).toBe('If heads, the Defending Pokémon is now Confused.');
    expect(singleBattleWording("Choose 1 of the Defending Pokémon's attacks.")).toBe(
      "Choose 1 of the Defending Pokémon's attacks.",
    );
  });
});

describe('"1 of your Active Pokémon": your Active Pokémon', () => {
  it('Switch (Ruby & Sapphire): the Active Pokémon and the Benched one chosen change places', () => {
    const t = play(
      table({
        p1: { active: [ARON], bench: [[MAKUHITA]], hand: ['ex1-92'] },
        p2: { active: [ARON] },
      }),
      'ex1-92',
    );
    expect(templatesIn(t.state, 'p1:active')).toEqual([MAKUHITA]);
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([ARON]);
  });

  it('Swap Horn (made up): on heads the same switch, on tails nothing', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const t = play(
        table({
          seed,
          p1: { active: [ARON], bench: [[MAKUHITA]], hand: ['zz8e-2'] },
          p2: { active: [ARON] },
        }),
        'zz8e-2',
      );
      const flip = flipsOf(t)[0] ?? '';
      seen.add(flip);
      expect(templatesIn(t.state, 'p1:active')).toEqual([flip === 'heads' ? MAKUHITA : ARON]);
    }
    expect([...seen].sort()).toEqual(['heads', 'tails']);
  });
});

describe('"each Defending Pokémon": the Defending Pokémon', () => {
  it('Weezing — Poison Smog (Ruby & Sapphire): the Defending Pokémon Poisoned, 10 to each Benched one', () => {
    const t = attack(
      table({
        p1: { active: ['ex1-24', GRASS, GRASS] },
        p2: { active: [MAKUHITA], bench: [[ARON]] },
      }),
      'Poison Smog',
    );
    expect(conditionsIn(t.state, 'p2:active')).toContain('poisoned');
    // No damage of its own to the Defending Pokémon: only Poison's 10 between turns.
    expect(damageIn(t.state, 'p2:active')).toBe(10);
    expect(damageIn(t.state, 'p2:bench_1')).toBe(10);
  });

  it('Dozewing — Lull Song (made up): the Defending Pokémon Asleep', () => {
    const t = attack(
      table({ p1: { active: ['zz8e-1', GRASS] }, p2: { active: [MAKUHITA] } }),
      'Lull Song',
    );
    expect(conditionsIn(t.state, 'p2:active')).toEqual(['asleep']);
  });
});

describe('"each of / all of your Active Pokémon" in a Poké-Power', () => {
  it('Xatu — Healing Wind (Sandstorm): 1 damage counter off the Active Pokémon', () => {
    const t = useAbility(
      withCounters(
        table({ p1: { active: ['ex2-55'], bench: [[ARON]] }, p2: { active: [MAKUHITA] } }),
        'p1:active',
        { damage: 30 },
      ),
      'p1:active',
      'Healing Wind',
      { chooser: optionsNaming('yes') },
    );
    expect(damageIn(t.state, 'p1:active')).toBe(20);
  });

  it('Dozewing — Soft Breeze (made up): 2 damage counters off the Active Pokémon, none off the Bench', () => {
    const t = useAbility(
      withCounters(
        withCounters(
          table({ p1: { active: ['zz8e-1'], bench: [[ARON]] }, p2: { active: [MAKUHITA] } }),
          'p1:active',
          { damage: 30 },
        ),
        'p1:bench_1',
        { damage: 20 },
      ),
      'p1:active',
      'Soft Breeze',
      { chooser: optionsNaming('yes') },
    );
    expect(damageIn(t.state, 'p1:active')).toBe(10);
    expect(damageIn(t.state, 'p1:bench_1')).toBe(20);
  });
});

describe('"Your opponent chooses the Defending Pokémon to switch.": nothing to choose', () => {
  const lure = (card: string, power: string) =>
    useAbility(
      table({ p1: { active: [card] }, p2: { active: [ARON], bench: [[MAKUHITA]] } }),
      'p1:active',
      power,
      { chooser: optionsNaming('yes', 'bench_1') },
    );

  it('Salamence — Dragon Wind (Dragon): the Benched Pokémon you choose becomes the Defending Pokémon', () => {
    const t = lure('ex3-10', 'Dragon Wind');
    expect(templatesIn(t.state, 'p2:active')).toEqual([MAKUHITA]);
    expect(templatesIn(t.state, 'p2:bench_1')).toEqual([ARON]);
  });

  it('Galewing — Tailwind Lure (made up): the same switch', () => {
    const t = lure('zz8e-3', 'Tailwind Lure');
    expect(templatesIn(t.state, 'p2:active')).toEqual([MAKUHITA]);
  });
});

describe('"X can\'t be affected by any Special Conditions." (Poké-Body)', () => {
  const smog = (defender: string) =>
    attack(
      table({ p1: { active: ['ex1-24', GRASS, GRASS] }, p2: { active: [defender] } }),
      'Poison Smog',
    );

  it('Roselia — Thick Skin (Dragon): Poison Smog leaves it unpoisoned', () => {
    expect(conditionsIn(smog('ex3-9').state, 'p2:active')).toEqual([]);
    expect(conditionsIn(smog(MAKUHITA).state, 'p2:active')).toEqual(['poisoned']);
  });

  it('Stonehide — Hard Shell (made up, "cannot be affected by Special Conditions"): the same', () => {
    expect(conditionsIn(smog('zz8e-4').state, 'p2:active')).toEqual([]);
  });
});

describe('a Poké-Power window printed without "(before your attack)"', () => {
  it('Dragonite ex — Call for Power (Dragon): "As often as you like during your turn, you may move an Energy card attached to 1 of your Pokémon to Dragonite ex." — twice in a turn', () => {
    const WATER = 'ex1-106';
    const once = useAbility(
      table({
        p1: { active: ['ex3-90'], bench: [[ARON, WATER, GRASS]] },
        p2: { active: [MAKUHITA] },
      }),
      'p1:active',
      'Call for Power',
      { chooser: optionsNaming('yes') },
    );
    expect(templatesIn(once.state, 'p1:active')).toHaveLength(2);
    expect(templatesIn(once.state, 'p1:bench_1')).toHaveLength(2);
    const twice = useAbility(once, 'p1:active', 'Call for Power', {
      chooser: optionsNaming('yes'),
    });
    expect(templatesIn(twice.state, 'p1:active')).toHaveLength(3);
    expect(templatesIn(twice.state, 'p1:bench_1')).toEqual([ARON]);
  });

  it('Inkwell — Quick Notes (made up): "Once during your turn, you may draw a card." — once', () => {
    const t = useAbility(
      table({ p1: { active: ['zz8e-5'] }, p2: { active: [MAKUHITA] } }),
      'p1:active',
      'Quick Notes',
      { chooser: optionsNaming('yes') },
    );
    expect(t.state.zones['p1:hand']?.cards).toHaveLength(1);
    expect(refusalOf(t, abilityAction(t, 'p1:active', 'Quick Notes'))).toBeDefined();
  });
});

describe('"When you attach a <type> Energy card from your hand to X, remove all Special Conditions from X."', () => {
  const FIRE = 'ex1-108';
  const attachFromHand = (holder: string, energy: string) => {
    const t = withCounters(
      table({ p1: { active: [holder], hand: [energy] }, p2: { active: [MAKUHITA] } }),
      'p1:active',
      { confused: 1, poisoned: 1 },
    );
    const id = t.state.zones['p1:hand']?.cards[0] ?? '';
    return answerAll(
      act(t, {
        type: 'move_card',
        player: 'p1',
        source: 'ai',
        card: `#${id}`,
        from: 'p1:hand',
        to: 'p1:active',
        position: 'bottom',
      }),
      optionsNaming('yes'),
    );
  };

  it('Combusken — Natural Cure (Ruby & Sapphire): a Fire Energy card attached: no Special Conditions left', () => {
    expect(conditionsIn(attachFromHand('ex1-28', FIRE).state, 'p1:active')).toEqual([]);
  });

  it('Combusken: a Grass Energy card attached: the Special Conditions stay', () => {
    expect(conditionsIn(attachFromHand('ex1-28', GRASS).state, 'p1:active')).toEqual([
      'confused',
      'poisoned',
    ]);
  });

  it('Mossling — Fresh Sap (made up): a Grass Energy card cures; a Fire one does not', () => {
    expect(conditionsIn(attachFromHand('zz8e-6', GRASS).state, 'p1:active')).toEqual([]);
    expect(conditionsIn(attachFromHand('zz8e-6', FIRE).state, 'p1:active')).toHaveLength(2);
  });
});
