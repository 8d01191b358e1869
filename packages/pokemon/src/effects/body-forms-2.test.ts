import { describe, expect, it } from 'vitest';
import { loadCardSet } from '../cards/load-card-set';
import type { PokemonSupertypeCard } from '../cards/types';
import { pokemonIn } from '../game/board';
import { flipsOf, SEEDS } from './cards/classic.test-helper';
import { classicWith } from './classic-sets.test-helper';
import {
  abilityAction,
  act,
  answerAll,
  attack,
  type Chooser,
  conditionsIn,
  damageIn,
  optionsNaming,
  playTrainer,
  refusalOf,
  startTurn,
  type Table,
  templatesIn,
  trainerAction,
  useAbility,
  withCounters,
  withSeeds,
} from './effects.test-helper';
import { abilityWorks } from './passives';
import { abilitySpec } from './registry';

/**
 * Poké-Bodies (and their Poké-Power neighbours) of Aquapolis and Skyridge read as text forms
 * (issue #28, body8). Each form is played on a real printing of a loaded fixture with the
 * outcome written from the printed text, and beside it a MADE-UP rewording (cards `zz8-*`,
 * printed by no set) that must play the same way. Other meanings in the same shapes stay manual.
 *
 * Rulings relied on:
 * - Crystal Type (the printed text): only a basic Energy card of a listed type, attached from
 *   the hand to this Pokémon, changes its type — to that Energy's type, until the end of the
 *   turn. The type is what Weakness reads (a Fire Ho-oh hits a Fire-weak Pokémon for double).
 * - "Prevent all effects of your opponent's attacks done to Machamp" (Immunity) does not prevent
 *   damage: "Machamp is only affected by damage and cannot get Burned while its Immunity
 *   Poke-Body is in effect"; nor can an attack switch it into or out of the Active Spot (PUI
 *   Rules Team, 5 Aug 2004, Rulings Compendium). Crystal Body says "other than damage" outright
 *   (Wizards rules team, 12 Feb 2002: only effects done to Suicune itself are prevented). Damage
 *   is prevented only where the text says "including damage".
 * - Fluff's coin is flipped only when the Pokémon already has a damage counter as the attack
 *   starts; heads prevents everything that attack does to it, damage included.
 * - Mirror Coat: only a Special Condition the attack gives it ("becomes") is passed on, right
 *   after the attack, to the attacking Pokémon (unless that Pokémon can't have it).
 * - Pure Body: the Energy is attached, then its player discards an Energy card attached to the
 *   Pokémon — any of them, the one just attached included (the reminder's order).
 * - Energy Barrier counts basic Energy cards (a Double Colorless Energy is none), applied after
 *   Weakness and Resistance like every Poké-Body reduction (see `body-forms.test.ts`).
 */

const madeUp = loadCardSet([
  {
    // Crystal Type in other words: "Fire or Metal", "its type", "the type of that Energy card",
    // "until the end of your turn".
    id: 'zz8-1',
    name: 'Prismoth',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '70',
    types: ['Colorless'],
    retreatCost: ['Colorless'],
    number: '1',
    abilities: [
      {
        name: 'Glass Wings',
        type: 'Poké-Body',
        text: 'Whenever you attach a Fire or Metal basic Energy card from your hand to Prismoth, its type (color) becomes the same as the type of that Energy card until the end of your turn.',
      },
    ],
    attacks: [{ name: 'Flutter', cost: ['Colorless'], damage: '20', text: '' }],
  },
  {
    // Immunity in other words; and "other than damage", another meaning.
    id: 'zz8-2',
    name: 'Stonewall',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '90',
    types: ['Fighting'],
    retreatCost: ['Colorless'],
    number: '2',
    abilities: [
      {
        name: 'Bulwark',
        type: 'Poké-Body',
        text: "Prevent all effects of attacks from your opponent's Pokémon, including damage, done to Stonewall.",
      },
    ],
    attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    // Fluff in other words.
    id: 'zz8-3',
    name: 'Puffmoss',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '70',
    types: ['Grass'],
    retreatCost: ['Colorless'],
    number: '3',
    abilities: [
      {
        name: 'Soft Down',
        type: 'Poké-Body',
        text: "If Puffmoss would be damaged or affected by your opponent's attack and Puffmoss already has at least one damage counter on it, flip a coin. If heads, prevent all effects of that attack, including damage, done to Puffmoss.",
      },
    ],
    attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    // Energy Barrier in other words: Water basic Energy cards only, a cap of 30.
    id: 'zz8-4',
    name: 'Shellbit',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '90',
    types: ['Water'],
    retreatCost: ['Colorless'],
    number: '4',
    abilities: [
      {
        name: 'Tide Shell',
        type: 'Poké-Body',
        text: 'If Shellbit would be damaged by an attack, reduce that damage by 10 for each Water basic Energy card attached to it. The maximum amount of damage that can be reduced by this Poké-Body is 30.',
      },
    ],
    attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    // Enervating Pollen in other words, another cap.
    id: 'zz8-5',
    name: 'Pollenbud',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '60',
    types: ['Grass'],
    retreatCost: ['Colorless'],
    number: '5',
    abilities: [
      {
        name: 'Dull Dust',
        type: 'Poké-Body',
        text: "As long as Pollenbud is in play, Resistance of every player's Active Pokémon only reduces damage by 20.",
      },
    ],
    attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    // Suction Cups in other words: only basic Energy cards, "that Pokémon".
    id: 'zz8-6',
    name: 'Suckerfin',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '70',
    types: ['Water'],
    retreatCost: ['Colorless'],
    number: '6',
    abilities: [
      {
        name: 'Grip',
        type: 'Poké-Body',
        text: 'As long as Suckerfin is your Active Pokémon, whenever the Defending Pokémon retreats, discard all basic Energy cards attached to that Pokémon when it goes to the Bench.',
      },
    ],
    attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    // Synchronicity in other words.
    id: 'zz8-7',
    name: 'Mimicrow',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '60',
    types: ['Colorless'],
    retreatCost: ['Colorless'],
    number: '7',
    abilities: [
      {
        name: 'Adapt',
        type: 'Poké-Body',
        text: 'You may attach any Technical Machines to Mimicrow.',
      },
    ],
    attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    // Pure Body in other words: two types, "basic", the reminder naming no type.
    id: 'zz8-8',
    name: 'Reedling',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '60',
    types: ['Grass'],
    retreatCost: ['Colorless'],
    number: '8',
    abilities: [
      {
        name: 'Clean Roots',
        type: 'Poké-Body',
        text: 'To attach a Grass or Water basic Energy card from your hand to Reedling, you must discard an Energy card attached to Reedling. (Attach the Energy, and then discard an Energy card from Reedling.)',
      },
    ],
    attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    // Mirror Coat in other words: another list, no "during your opponent's turn".
    id: 'zz8-9',
    name: 'Mirrorling',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '70',
    types: ['Psychic'],
    retreatCost: ['Colorless'],
    number: '9',
    abilities: [
      {
        name: 'Glass Skin',
        type: 'Poké-Body',
        text: "If Mirrorling becomes Burned, Poisoned, or Confused by the Defending Pokémon's attack, the Defending Pokémon is now affected by the same Special Condition.",
      },
    ],
    attacks: [{ name: 'Tackle', cost: ['Colorless'], damage: '10', text: '' }],
  },
  {
    // Ancient Wind in other words: from anywhere, "this turn".
    id: 'zz8-10',
    name: 'Fogbird',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '60',
    types: ['Colorless'],
    retreatCost: ['Colorless'],
    number: '10',
    abilities: [
      {
        name: 'Haze',
        type: 'Poké-Power',
        text: 'Once during your turn (before your attack), you may ignore all Poké-Bodies until the end of this turn.',
      },
    ],
    attacks: [{ name: 'Peck', cost: ['Colorless'], damage: '20', text: '' }],
  },
]);

const { registry, engine, table } = classicWith(madeUp);
const cards = engine.definition.cards;
const card = (id: string) => registry.require(id) as PokemonSupertypeCard;
const specOf = (id: string, power: string) => {
  const c = card(id);
  const a = c.abilities.find((x) => x.name === power);
  if (!a) throw new Error(`${id} has no ${power}`);
  return abilitySpec(c, a);
};
const typesIn = (t: Table, zone: string) => pokemonIn(cards, t.state, zone)?.card.types;
const passTurn = (t: Table) =>
  startTurn(act(t, { type: 'end_turn', player: t.state.turn.activePlayer, source: 'ai' }));

/** p1 attaches the first card of `template` in the hand to `to`, then every choice is answered. */
const attachFromHand = (t: Table, template: string, to = 'p1:active', chooser?: Chooser) => {
  const id = t.state.zones['p1:hand']?.cards.find((c) => t.state.cards[c]?.templateId === template);
  if (!id) throw new Error(`no ${template} in p1's hand`);
  return answerAll(
    act(t, {
      type: 'move_card',
      player: 'p1',
      source: 'ai',
      card: `#${id}`,
      from: 'p1:hand',
      to,
      position: 'bottom',
    }),
    chooser,
  );
};

const METAPOD = 'base1-54'; // 70 HP Grass, weak to Fire ×2
const MACHOP = 'base1-52'; // Low Kick [F] 20
const CHARMELEON = 'base1-24'; // Slash [CCC] 30
const IVYSAUR = 'base1-30'; // Poisonpowder [GGG] 20, "The Defending Pokémon is now Poisoned."
const DCE = 'base1-96';
const P = 'base1-101';
const R = 'base1-98';
const F = 'base1-97';
const G = 'base1-99';
const L = 'base1-100';
const W = 'base1-102';

describe('Crystal Type: "Whenever you attach a X, Y, or Z basic Energy card from your hand to SELF, SELF\'s type (color) becomes the same as that Energy card type until the end of the turn."', () => {
  const HOOH = 'ecard3-149'; // Crystal Type: Fire, Water, or Lightning; Holy Flame [R L] 20
  const KINGDRA = 'ecard2-148'; // Crystal Type: Water, Lightning, or Psychic
  const PRISMOTH = 'zz8-1';

  it('every Crystal Type printing of both sets is carried out', () => {
    for (const id of [
      'ecard2-148',
      'ecard2-149',
      'ecard2-150',
      'ecard3-145',
      'ecard3-146',
      'ecard3-147',
      'ecard3-148',
      'ecard3-149',
      'ecard3-150',
    ])
      expect(specOf(id, 'Crystal Type')?.kind, id).toBe('trigger');
  });

  it('Ho-oh: a Fire Energy from the hand makes it Fire — Holy Flame does 20 ×2 to a Fire-weak Metapod', () => {
    const t0 = table({
      p1: { active: [HOOH, L], hand: [R] },
      p2: { active: [METAPOD] },
    });
    expect(typesIn(t0, 'p1:active')).toEqual(['Colorless']);
    const t = attachFromHand(t0, R);
    expect(typesIn(t, 'p1:active')).toEqual(['Fire']);
    expect(damageIn(attack(t, 'Holy Flame').state, 'p2:active')).toBe(40);
  });

  it('Ho-oh: a Lightning Energy makes it Lightning (20 to Metapod); a Grass Energy (not listed) leaves it Colorless', () => {
    const lightning = attachFromHand(
      table({ p1: { active: [HOOH, R], hand: [L] }, p2: { active: [METAPOD] } }),
      L,
    );
    expect(typesIn(lightning, 'p1:active')).toEqual(['Lightning']);
    expect(damageIn(attack(lightning, 'Holy Flame').state, 'p2:active')).toBe(20);
    const grass = attachFromHand(table({ p1: { active: [HOOH], hand: [G] } }), G);
    expect(typesIn(grass, 'p1:active')).toEqual(['Colorless']);
  });

  it('the change ends with the turn; an Energy attached to another Pokémon changes nothing', () => {
    const t = attachFromHand(
      table({
        p1: { active: [KINGDRA], bench: [[HOOH]], hand: [W, W], deck: [G, G] },
        p2: { active: [METAPOD], deck: [G, G] },
      }),
      W,
    );
    expect(typesIn(t, 'p1:active')).toEqual(['Water']);
    expect(typesIn(passTurn(t), 'p1:active')).toEqual(['Colorless']);
    const other = attachFromHand(
      table({ p1: { active: [KINGDRA], bench: [[HOOH]], hand: [W] } }),
      W,
      'p1:bench_1',
    );
    expect(typesIn(other, 'p1:active')).toEqual(['Colorless']);
    expect(typesIn(other, 'p1:bench_1')).toEqual(['Water']);
  });

  it('MADE-UP "Fire or Metal … its type … the type of that Energy card … your turn": Fire makes it Fire; Water does not', () => {
    const t = attachFromHand(
      table({ p1: { active: [PRISMOTH], hand: [R] }, p2: { active: [METAPOD] } }),
      R,
    );
    expect(typesIn(t, 'p1:active')).toEqual(['Fire']);
    expect(damageIn(attack(t, 'Flutter').state, 'p2:active')).toBe(40);
    const water = attachFromHand(table({ p1: { active: [PRISMOTH], hand: [W] } }), W);
    expect(typesIn(water, 'p1:active')).toEqual(['Colorless']);
  });

  it('MADE-UP other meanings stay manual: no end said, or the Energy attached to another Pokémon', () => {
    const body = (text: string) => ({ name: 'Glass', type: 'Poké-Body', text });
    const c = card(PRISMOTH);
    expect(
      abilitySpec(
        c,
        body(
          'Whenever you attach a Fire basic Energy card from your hand to Prismoth, its type (color) becomes the same as that Energy card type.',
        ),
      ),
    ).toBeUndefined();
    expect(
      abilitySpec(
        c,
        body(
          'Whenever you attach a Fire basic Energy card from your hand to a Pokémon, its type (color) becomes the same as that Energy card type until the end of the turn.',
        ),
      ),
    ).toBeUndefined();
  });
});

describe('Immunity / Crystal Body: "Prevent all effects of your opponent\'s attacks (, other than damage,) done to SELF."', () => {
  const MACHAMP = 'ecard3-16'; // 120 HP, weak to Psychic
  const SUICUNE = 'neo3-14'; // Crystal Body: "…, other than damage, done to Suicune."
  const STONEWALL = 'zz8-2';
  const PIDGEOTTO = 'base1-22'; // Whirlwind [C C] 20: the opponent switches the Defending Pokémon
  const powder = (target: string) =>
    attack(table({ p1: { active: [IVYSAUR, G, G, G] }, p2: { active: [target] } }), 'Poisonpowder');

  it("Machamp, Suicune: Ivysaur's Poisonpowder does its 20 damage but no Poison", () => {
    for (const id of [MACHAMP, SUICUNE]) {
      const t = powder(id);
      expect(damageIn(t.state, 'p2:active'), id).toBe(20);
      expect(conditionsIn(t.state, 'p2:active'), id).toEqual([]);
    }
    // The same attack on a Pokémon without the Poké-Body does both (20, then 10 Poison at the
    // checkup the attack's end of turn brings).
    const plain = powder(METAPOD);
    expect(damageIn(plain.state, 'p2:active')).toBe(30);
    expect(conditionsIn(plain.state, 'p2:active')).toEqual(['poisoned']);
  });

  it("Machamp: Whirlwind can't switch it out (being switched is an effect done to it)", () => {
    const t = attack(
      table({
        p1: { active: [PIDGEOTTO, G, G] },
        p2: { active: [MACHAMP], bench: [[METAPOD]] },
      }),
      'Whirlwind',
    );
    expect(templatesIn(t.state, 'p2:active')).toEqual([MACHAMP]);
    expect(damageIn(t.state, 'p2:active')).toBe(20);
    // Without the Poké-Body the Defending Pokémon is switched with the Benched one.
    const plain = attack(
      table({ p1: { active: [PIDGEOTTO, G, G] }, p2: { active: [METAPOD], bench: [[MACHOP]] } }),
      'Whirlwind',
    );
    expect(templatesIn(plain.state, 'p2:active')).toEqual([MACHOP]);
  });

  it('MADE-UP "attacks from your opponent\'s Pokémon, including damage": Low Kick does nothing to Stonewall', () => {
    const t = attack(
      table({ p1: { active: [MACHOP, F] }, p2: { active: [STONEWALL] } }),
      'Low Kick',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(0);
  });
});

describe('Fluff: "… if SELF would be damaged or affected by an opponent\'s attack and it already has at least 1 damage counter on it, flip a coin. If heads, prevent all effects of that attack (including damage)."', () => {
  const JUMPLUFF = 'ecard2-17'; // 70 HP Grass
  const PUFFMOSS = 'zz8-3';
  const kick = (target: string, seed: number, counters = { damage: 10 }) =>
    attack(
      withCounters(
        table({ p1: { active: [MACHOP, F] }, p2: { active: [target] }, seed }),
        'p2:active',
        counters,
      ),
      'Low Kick',
    );

  for (const [name, id] of [
    ['Jumpluff', JUMPLUFF],
    ['MADE-UP Puffmoss', PUFFMOSS],
  ] as const) {
    it(`${name} with a damage counter: heads — Low Kick does nothing; tails — its 20`, () => {
      const heads = withSeeds(
        SEEDS,
        (seed) => kick(id, seed),
        (t) => flipsOf(t)[0] === 'heads',
      );
      expect(damageIn(heads.state, 'p2:active')).toBe(10);
      const tails = withSeeds(
        SEEDS,
        (seed) => kick(id, seed),
        (t) => flipsOf(t)[0] === 'tails',
      );
      expect(damageIn(tails.state, 'p2:active')).toBe(30);
    });

    it(`${name} with no damage counter: no coin, Low Kick does its 20`, () => {
      for (const seed of SEEDS.slice(0, 6)) {
        const t = kick(id, seed, { damage: 0 });
        expect(flipsOf(t)).toEqual([]);
        expect(damageIn(t.state, 'p2:active')).toBe(20);
      }
    });
  }
});

describe('Energy Barrier: "If SELF would be damaged by an attack, reduce that damage by 10 for each basic Energy card attached to SELF. The maximum amount of damage that can be reduced by Energy Barrier is 20."', () => {
  const MIME = 'ecard2-95'; // 50 HP Psychic
  const SHELLBIT = 'zz8-4';
  const slash = (target: readonly string[]) =>
    damageIn(
      attack(table({ p1: { active: [CHARMELEON, R, R, R] }, p2: { active: [...target] } }), 'Slash')
        .state,
      'p2:active',
    );

  it('Mr. Mime: Slash 30 − 10 per basic Energy card: 30, 20, 10, and with 3 cards still 10 (at most 20)', () => {
    expect(slash([MIME])).toBe(30);
    expect(slash([MIME, P])).toBe(20);
    expect(slash([MIME, P, P])).toBe(10);
    expect(slash([MIME, P, P, P])).toBe(10);
  });

  it('Mr. Mime: a Double Colorless Energy is no basic Energy card — it takes nothing off', () => {
    expect(slash([MIME, DCE])).toBe(30);
    expect(slash([MIME, DCE, P])).toBe(20);
  });

  it('MADE-UP "each Water basic Energy card … by this Poké-Body is 30": only Water counts, at most 30', () => {
    expect(slash([SHELLBIT, W, R])).toBe(20);
    expect(slash([SHELLBIT, W, W, W, W])).toBe(0);
    expect(slash([SHELLBIT, R, R])).toBe(30);
  });
});

describe('Enervating Pollen: "As long as SELF is in play, Resistance on each player\'s Active Pokémon only reduces damage by 10."', () => {
  const GLOOM = 'ecard2-49';
  const POLLENBUD = 'zz8-5';
  const HITMONCHAN = 'base1-7'; // Special Punch [F F C] 40
  const PIDGEY = 'base1-57'; // 40 HP, Resistance Fighting −30
  const punch = (p1Bench: string[][], p2Bench: string[][] = []) =>
    damageIn(
      attack(
        table({
          p1: { active: [HITMONCHAN, F, F, F], bench: p1Bench },
          p2: { active: [PIDGEY], bench: p2Bench },
        }),
        'Special Punch',
      ).state,
      'p2:active',
    );

  it('Gloom in play (either side): Special Punch 40 − 10 = 30 to Pidgey instead of 40 − 30 = 10', () => {
    expect(punch([])).toBe(10);
    expect(punch([[GLOOM]])).toBe(30);
    expect(punch([], [[GLOOM]])).toBe(30);
  });

  it('MADE-UP "Resistance of every player\'s Active Pokémon only reduces damage by 20": 40 − 20 = 20', () => {
    expect(punch([[POLLENBUD]])).toBe(20);
  });
});

describe('Suction Cups: "As long as SELF is your Active Pokémon, whenever the Defending Pokémon retreats, discard all Energy cards attached to the Defending Pokémon when it goes to the Bench."', () => {
  const OCTILLERY = 'ecard2-26';
  const SUCKERFIN = 'zz8-6';
  const PIKACHU = 'base1-58'; // Retreat Cost Colorless
  const ONIX = 'base1-56';
  const board = (p1: { active: string[]; bench?: string[][] }, pikachu: string[]) =>
    table({ activePlayer: 'p2', p1, p2: { active: [PIKACHU, ...pikachu], bench: [[ONIX]] } });
  /** p2 retreats Pikachu, paying with its first Energy card. */
  const retreat = (t: Table): Table => {
    const stack = t.state.zones['p2:active']?.cards ?? [];
    return answerAll(
      act(t, {
        type: 'declare_action',
        player: 'p2',
        source: 'ai',
        kind: 'retreat',
        card: `#${stack[0]}`,
        zone: 'p2:active',
        details: { to: 'p2:bench_1', discard: stack.slice(1, 2) },
      }),
    );
  };

  it('Octillery Active: Pikachu pays 1 Energy, the other 2 are discarded as it goes to the Bench', () => {
    const t = retreat(board({ active: [OCTILLERY] }, [F, L, W]));
    expect(templatesIn(t.state, 'p2:bench_1')).toEqual([PIKACHU]);
    expect(templatesIn(t.state, 'p2:discard').sort()).toEqual([F, L, W].sort());
  });

  it('Octillery on the Bench: nothing more is discarded', () => {
    const t = retreat(board({ active: [METAPOD], bench: [[OCTILLERY]] }, [F, L]));
    expect(templatesIn(t.state, 'p2:bench_1')).toEqual([PIKACHU, L]);
  });

  it('MADE-UP "all basic Energy cards … that Pokémon": the Double Colorless Energy stays on Pikachu', () => {
    const t = retreat(board({ active: [SUCKERFIN] }, [F, DCE, L]));
    expect(templatesIn(t.state, 'p2:bench_1')).toEqual([PIKACHU, DCE]);
    expect(templatesIn(t.state, 'p2:discard').sort()).toEqual([F, L].sort());
  });
});

describe('Synchronicity: "You may attach any Technical Machine to SELF."', () => {
  const XATU = 'ecard3-35'; // Psychic
  const MIMICROW = 'zz8-7';
  const KADABRA = 'base1-32'; // Psychic, no such Poké-Body
  const FIRE_CUBE = 'ecard2-122'; // "Attach this card to 1 of your Fire Pokémon in play." Singe [R]
  const board = (active: string) =>
    table({ p1: { active: [active, R], hand: [FIRE_CUBE] }, p2: { active: [METAPOD] } });
  const onActive = (t: Table) => ({
    ...(trainerAction(t, FIRE_CUBE) as Extract<
      ReturnType<typeof trainerAction>,
      { type: 'declare_action' }
    >),
    details: { target: 'p1:active' },
  });

  for (const [name, id] of [
    ['Xatu', XATU],
    ['MADE-UP Mimicrow', MIMICROW],
  ] as const)
    it(`${name} takes Fire Cube 01 and Singe Burns the Defending Pokémon`, () => {
      const t = playTrainer(board(id), 'Fire Cube 01', { target: 'p1:active' });
      expect(templatesIn(t.state, 'p1:active')).toContain(FIRE_CUBE);
      expect(conditionsIn(attack(t, 'Singe').state, 'p2:active')).toEqual(['burned']);
    });

  it('a Psychic Pokémon without it (Kadabra) is refused Fire Cube 01', () => {
    const t = board(KADABRA);
    expect(refusalOf(t, onActive(t))).toMatch(/^NO_TOOL_TARGET .*Fire Pokémon/);
  });
});

describe('Pure Body: "To attach a Water Energy card from your hand to SELF, you must discard an Energy card attached to SELF. (Attach the Water Energy, and then discard an Energy card from SELF.)"', () => {
  const SUICUNE = 'ecard2-37';
  const REEDLING = 'zz8-8';

  it('Suicune: a Water Energy from the hand is attached, then its player discards the Energy card it chooses', () => {
    const t0 = table({ p1: { active: [SUICUNE, L], hand: [W] } });
    const asked = act(t0, {
      type: 'move_card',
      player: 'p1',
      source: 'ai',
      card: `#${t0.state.zones['p1:hand']?.cards[0]}`,
      from: 'p1:hand',
      to: 'p1:active',
      position: 'bottom',
    });
    // Its player chooses among the Energy cards attached to Suicune, the new one included.
    expect(asked.state.pendingDecision?.decider).toBe('p1');
    expect(asked.state.pendingDecision?.options).toHaveLength(2);
    const kept = answerAll(asked, optionsNaming('Lightning'));
    expect(templatesIn(kept.state, 'p1:active')).toEqual([SUICUNE, W]);
    expect(templatesIn(kept.state, 'p1:discard')).toEqual([L]);
  });

  it('Suicune: the Water Energy just attached may be the one discarded; a Fire Energy costs nothing', () => {
    const same = attachFromHand(
      table({ p1: { active: [SUICUNE, L], hand: [W] } }),
      W,
      'p1:active',
      optionsNaming('Water'),
    );
    expect(templatesIn(same.state, 'p1:active')).toEqual([SUICUNE, L]);
    expect(templatesIn(same.state, 'p1:discard')).toEqual([W]);
    const fire = attachFromHand(table({ p1: { active: [SUICUNE, L], hand: [R] } }), R);
    expect(templatesIn(fire.state, 'p1:active')).toEqual([SUICUNE, L, R]);
    expect(templatesIn(fire.state, 'p1:discard')).toEqual([]);
  });

  it('MADE-UP "a Grass or Water basic Energy card … (Attach the Energy, …)": Grass and Water each cost a discard, Fire none', () => {
    for (const e of [G, W]) {
      const t = attachFromHand(table({ p1: { active: [REEDLING, R], hand: [e] } }), e);
      expect(templatesIn(t.state, 'p1:active'), e).toHaveLength(2);
      expect(templatesIn(t.state, 'p1:discard'), e).toHaveLength(1);
    }
    const fire = attachFromHand(table({ p1: { active: [REEDLING, G], hand: [R] } }), R);
    expect(templatesIn(fire.state, 'p1:active')).toEqual([REEDLING, G, R]);
  });
});

describe('Mirror Coat: "If SELF becomes Poisoned or Burned by the Defending Pokémon\'s attack during your opponent\'s turn, the Defending Pokémon becomes affected by the same Special Condition."', () => {
  const WOBBUFFET = 'ecard3-45'; // 70 HP Psychic
  const MIRRORLING = 'zz8-9';
  const SLUGMA = 'ecard3-99'; // Singe [R C] 10: "The Defending Pokémon is now Burned."

  it("Wobbuffet: Ivysaur's Poisonpowder Poisons it — and Ivysaur", () => {
    const t = attack(
      table({ p1: { active: [IVYSAUR, G, G, G] }, p2: { active: [WOBBUFFET] } }),
      'Poisonpowder',
    );
    expect(conditionsIn(t.state, 'p2:active')).toEqual(['poisoned']);
    expect(conditionsIn(t.state, 'p1:active')).toEqual(['poisoned']);
  });

  it('Wobbuffet already Poisoned does not "become" Poisoned: Ivysaur stays well; Low Kick gives nothing back', () => {
    const t = attack(
      withCounters(
        table({ p1: { active: [IVYSAUR, G, G, G] }, p2: { active: [WOBBUFFET] } }),
        'p2:active',
        { poisoned: 1 },
      ),
      'Poisonpowder',
    );
    expect(conditionsIn(t.state, 'p1:active')).toEqual([]);
    const kick = attack(
      table({ p1: { active: [MACHOP, F] }, p2: { active: [WOBBUFFET] } }),
      'Low Kick',
    );
    expect(conditionsIn(kick.state, 'p1:active')).toEqual([]);
  });

  it('Wobbuffet and MADE-UP Mirrorling ("Burned, Poisoned, or Confused … is now affected"): Singe Burns Slugma too', () => {
    for (const id of [WOBBUFFET, MIRRORLING]) {
      const t = attack(table({ p1: { active: [SLUGMA, R, R] }, p2: { active: [id] } }), 'Singe');
      expect(conditionsIn(t.state, 'p2:active'), id).toContain('burned');
      expect(conditionsIn(t.state, 'p1:active'), id).toContain('burned');
    }
  });
});

describe('Ancient Wind: "Once during your turn (before your attack), if SELF is your Active Pokémon, you may ignore all Poké-Bodies until the end of your turn."', () => {
  const AERODACTYL = 'ecard3-1'; // Rising Lunge [F C] 20+: heads, 20 more
  const FOGBIRD = 'zz8-10';
  const MIME = 'ecard2-95'; // Energy Barrier: −10 per basic Energy card, at most 20
  const board = (seed: number, active = AERODACTYL, bench: string[][] = []) =>
    table({ seed, p1: { active: [active, F, F], bench }, p2: { active: [MIME, P, P] } });
  const tails = (t: Table) => flipsOf(t)[0] === 'tails';

  it("Aerodactyl: after Ancient Wind, Rising Lunge's 20 (tails) is not reduced by Mr. Mime's Energy Barrier", () => {
    const plain = withSeeds(SEEDS, (seed) => attack(board(seed), 'Rising Lunge'), tails);
    expect(damageIn(plain.state, 'p2:active')).toBe(0);
    const wind = withSeeds(
      SEEDS,
      (seed) => attack(useAbility(board(seed), 'p1:active', 'Ancient Wind'), 'Rising Lunge'),
      tails,
    );
    expect(damageIn(wind.state, 'p2:active')).toBe(20);
  });

  it('it lasts until the end of the turn; it is refused while Aerodactyl is Benched', () => {
    const used = useAbility(board(1), 'p1:active', 'Ancient Wind');
    const mime = () => {
      const c = card(MIME);
      const a = c.abilities[0];
      if (!a) throw new Error('no Energy Barrier');
      return a;
    };
    const monOf = (t: Table) => {
      const m = pokemonIn(cards, t.state, 'p2:active');
      if (!m) throw new Error('no Mr. Mime');
      return m;
    };
    expect(abilityWorks(cards, used.state, monOf(used), mime())).toBe(false);
    const next = passTurn(used);
    expect(abilityWorks(cards, next.state, monOf(next), mime())).toBe(true);
    const benched = board(1, FOGBIRD, [[AERODACTYL]]);
    expect(refusalOf(benched, abilityAction(benched, 'p1:bench_1', 'Ancient Wind'))).toBeDefined();
  });

  it('MADE-UP "you may ignore all Poké-Bodies until the end of this turn": Peck does its full 20', () => {
    const t = attack(useAbility(board(1, FOGBIRD), 'p1:active', 'Haze'), 'Peck');
    expect(damageIn(t.state, 'p2:active')).toBe(20);
    expect(damageIn(attack(board(1, FOGBIRD), 'Peck').state, 'p2:active')).toBe(0);
  });
});
