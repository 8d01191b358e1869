import { describe, expect, it } from 'vitest';
import { getBundledSets } from '../cards/bundled-sets';
import { loadCardSet } from '../cards/load-card-set';
import { createCardRegistry } from '../cards/registry';
import { pokemonIn } from '../game/board';
import { createPokemonEngine } from '../game/definition';
import type { BoardSpec } from '../test/match-builder';
import {
  DONDOZO,
  F,
  flipsOf,
  G,
  gotCondition,
  heads,
  KINGAMBIT,
  L,
  logOf,
  nextTurn,
  P,
  PIKACHU,
  R,
  SEEDS,
  SQUIRTLE,
  tails,
  W,
} from './cards/classic.test-helper';
import { setAutomation } from './coverage';
import {
  act,
  attack,
  table as bundledTable,
  conditionsIn,
  damageIn,
  optionsNaming,
  playTrainer,
  refusalOf,
  type Table,
  templatesIn,
  trainerAction,
  useAbility,
  withCounters,
  withSeeds,
} from './effects.test-helper';
import teamRocket from './fixtures/base5.json';
import gymHeroes from './fixtures/gym1.json';
import neoGenesis from './fixtures/neo1.json';
import { retreatCost } from './passives';
import { isPatternText } from './patterns';

/**
 * Classic sets the compilers were NOT written against, loaded as a user loads them: what they
 * play by itself is measured, and the cards played automatically are checked against their
 * printed text (a card that plays wrong is worse than one left to manual play).
 */
const base5 = loadCardSet(teamRocket);
const gym1 = loadCardSet(gymHeroes);
const neo1 = loadCardSet(neoGenesis);
const registry = createCardRegistry([...Object.values(getBundledSets()), base5, gym1, neo1]);
const engine = createPokemonEngine({ registry });
const table = (spec: BoardSpec): Table => bundledTable({ ...spec, engine });

/** The opponent's coin flips (flips made for their own attack). */
const BLASTOISE = 'base1-2';
const CHARMANDER = 'base1-46';

/** Whether `c` was put on `count` Pokémon in all. */
const gotConditionOn = (t: Table, c: string, count: number) =>
  logOf(t).split(`set a counter: ${c} on`).length - 1 >= count;

const oppCoin = (t: Table) => flipsOf(t, 'p2')[0];

describe('Team Rocket, loaded with no code of its own', () => {
  it('plays at least the cards whose sentence forms the compilers know', () => {
    const a = setAutomation(registry, 'base5');
    expect(a.distinct).toBe(62);
    // 10 of 62 before its forms were taught (16.1 %); 28 after (45.2 %).
    expect(a.automatic).toBeGreaterThanOrEqual(28);
    expect(a.manual.length).toBeGreaterThan(0);
  });
});

describe('Team Rocket cards played automatically do what they print', () => {
  it("Dark Jolteon — Lightning Flash: the Defending Pokémon's next attack does nothing on tails", () => {
    const run = (seed: number) =>
      attack(
        nextTurn(
          attack(
            table({ seed, p1: { active: ['base5-38', L] }, p2: { active: [BLASTOISE, W, W, W] } }),
            'Lightning Flash',
          ),
        ),
        'Hydro Pump',
        { player: 'p2' },
      );
    const t = withSeeds(SEEDS, run, (x) => oppCoin(x) === 'tails');
    expect(damageIn(t.state, 'p1:active')).toBe(0);
    const h = withSeeds(SEEDS, run, (x) => oppCoin(x) === 'heads');
    expect(damageIn(h.state, 'p1:active')).toBe(40);
    // Lightning Flash did its 20 (Blastoise is weak to Lightning: 40).
    expect(damageIn(h.state, 'p2:active')).toBe(40);
  });

  it('Dark Jolteon — Thunder Attack: heads Paralyzed, tails 10 to itself', () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['base5-38', L, L, L] }, p2: { active: [KINGAMBIT] } }),
        'Thunder Attack',
      );
    const h = withSeeds(SEEDS, run, heads);
    expect(damageIn(h.state, 'p2:active')).toBe(30);
    expect(conditionsIn(h.state, 'p2:active')).toEqual(['paralyzed']);
    expect(damageIn(h.state, 'p1:active')).toBe(0);
    const t = withSeeds(SEEDS, run, tails);
    expect(damageIn(t.state, 'p2:active')).toBe(30);
    expect(conditionsIn(t.state, 'p2:active')).toEqual([]);
    expect(damageIn(t.state, 'p1:active')).toBe(10);
  });

  it('Dark Vaporeon — Whirlpool: 20 and 1 Energy card of the Defending Pokémon discarded', () => {
    const t = attack(
      table({ p1: { active: ['base5-45', W, W, W] }, p2: { active: [KINGAMBIT, F, R] } }),
      'Whirlpool',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(20);
    expect(templatesIn(t.state, 'p2:active')).toHaveLength(2);
    expect(templatesIn(t.state, 'p2:discard')).toHaveLength(1);
  });

  it('Porygon — Psybeam: heads Confused', () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['base5-48', P, P, P] }, p2: { active: [KINGAMBIT] } }),
        'Psybeam',
      );
    expect(conditionsIn(withSeeds(SEEDS, run, heads).state, 'p2:active')).toEqual(['confused']);
    const t = withSeeds(SEEDS, run, tails);
    expect(conditionsIn(t.state, 'p2:active')).toEqual([]);
    expect(damageIn(t.state, 'p2:active')).toBe(20);
  });

  it('Dark Raticate — Hyper Fang: 50 on heads, nothing on tails', () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['base5-51', R, R, R] }, p2: { active: [KINGAMBIT] } }),
        'Hyper Fang',
      );
    expect(damageIn(withSeeds(SEEDS, run, heads).state, 'p2:active')).toBe(50);
    expect(damageIn(withSeeds(SEEDS, run, tails).state, 'p2:active')).toBe(0);
  });

  it.each([
    ['base5-53', 'Wrap', 'paralyzed', 10, [R, R]],
    // Poisoned: 10 more at the checkup between turns.
    ['base5-56', 'Poison Sting', 'poisoned', 30, [G, G]],
    ['base5-58', 'Poison Gas', 'poisoned', 30, [G, G]],
  ])(
    '%s — %s: "Flip a coin. If heads, the Defending Pokémon is now %s."',
    (id, name, c, dmg, e) => {
      const run = (seed: number) =>
        attack(table({ seed, p1: { active: [id, ...e] }, p2: { active: [DONDOZO] } }), name);
      const h = withSeeds(SEEDS, run, heads);
      expect(damageIn(h.state, 'p2:active')).toBe(dmg);
      expect(conditionsIn(h.state, 'p2:active')).toEqual([c]);
      expect(conditionsIn(withSeeds(SEEDS, run, tails).state, 'p2:active')).toEqual([]);
    },
  );

  it("Eevee — Sand-attack: the Defending Pokémon's next attack does nothing on tails", () => {
    const run = (seed: number) =>
      attack(
        nextTurn(
          attack(
            table({ seed, p1: { active: ['base5-55', R, R] }, p2: { active: [PIKACHU, L] } }),
            'Sand-attack',
          ),
        ),
        'Gnaw',
        { player: 'p2' },
      );
    expect(damageIn(withSeeds(SEEDS, run, (x) => oppCoin(x) === 'tails').state, 'p1:active')).toBe(
      0,
    );
    expect(damageIn(withSeeds(SEEDS, run, (x) => oppCoin(x) === 'heads').state, 'p1:active')).toBe(
      10,
    );
  });

  it('Oddish — Sleep Powder / Poisonpowder: no damage, the Special Condition only', () => {
    const board = () => table({ p1: { active: ['base5-63', G] }, p2: { active: [DONDOZO] } });
    const sleep = attack(board(), 'Sleep Powder');
    expect(damageIn(sleep.state, 'p2:active')).toBe(0);
    expect(gotCondition(sleep, 'asleep')).toBe(true);
    const poison = attack(board(), 'Poisonpowder');
    // The only damage is Poison's 10 at the checkup between turns.
    expect(damageIn(poison.state, 'p2:active')).toBe(10);
    expect(conditionsIn(poison.state, 'p2:active')).toEqual(['poisoned']);
  });

  it('Ponyta — Ember: a Fire Energy card discarded to do 30', () => {
    const t = attack(
      table({ p1: { active: ['base5-64', R, W] }, p2: { active: [KINGAMBIT] } }),
      'Ember',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(30);
    expect(templatesIn(t.state, 'p1:discard')).toEqual([R]);
    expect(templatesIn(t.state, 'p1:active')).toEqual(['base5-64', W]);
  });
});

/** The declare action of p1's Active Pokémon's attack (not executed). */
const attackAction = (t: Table, name: string) => ({
  type: 'declare_action' as const,
  player: 'p1',
  source: 'ai' as const,
  kind: 'attack',
  card: `#${t.state.zones['p1:active']?.cards[0]}`,
  zone: 'p1:active',
  details: { attack: name },
});
const no = optionsNaming('no');

describe('classic sentence forms, each on a Team Rocket card that prints it', () => {
  it('"You may switch Dark Alakazam with 1 of your Benched Pokémon. (Do the damage before switching …)" (Teleport Blast)', () => {
    const board = () =>
      table({
        p1: { active: ['base5-1', P, P, P], bench: [[PIKACHU]] },
        p2: { active: [KINGAMBIT] },
      });
    const taken = attack(board(), 'Teleport Blast', {
      chooser: (d) => (d.options?.includes('yes') ? ['yes'] : [d.options?.[0] as string]),
    });
    expect(damageIn(taken.state, 'p2:active')).toBe(30);
    expect(templatesIn(taken.state, 'p1:active')).toEqual([PIKACHU]);
    const declined = attack(board(), 'Teleport Blast', { chooser: no });
    expect(damageIn(declined.state, 'p2:active')).toBe(30);
    expect(templatesIn(declined.state, 'p1:active')[0]).toBe('base5-1');
    // With no Benched Pokémon there is nothing to ask.
    const alone = attack(
      table({ p1: { active: ['base5-1', P, P, P] }, p2: { active: [KINGAMBIT] } }),
      'Teleport Blast',
    );
    expect(alone.state.log.some((e) => e.message.includes('must decide'))).toBe(false);
  });

  it('"Does 30 damage plus 20 more damage for each Water Energy … not used to pay for this attack. You can\'t add more than 40 …" (Hydrocannon)', () => {
    const fire = (n: number) =>
      attack(
        table({ p1: { active: ['base5-3', ...Array(n).fill(W)] }, p2: { active: [KINGAMBIT] } }),
        'Hydrocannon',
      );
    expect(damageIn(fire(2).state, 'p2:active')).toBe(30);
    expect(damageIn(fire(3).state, 'p2:active')).toBe(50);
    expect(damageIn(fire(5).state, 'p2:active')).toBe(70);
  });

  it('"Flip a number of coins equal to the number of Fire Energy cards attached … 50 damage times the number of heads. Discard a number of Fire Energy cards … equal to the number of heads." (Continuous Fireball)', () => {
    for (const seed of SEEDS.slice(0, 8)) {
      const t = attack(
        table({ seed, p1: { active: ['base5-4', R, R, R, W] }, p2: { active: [KINGAMBIT] } }),
        'Continuous Fireball',
      );
      const h = flipsOf(t).filter((f) => f === 'heads').length;
      expect(flipsOf(t)).toHaveLength(3);
      expect(damageIn(t.state, 'p2:active')).toBe(50 * h);
      expect(templatesIn(t.state, 'p1:discard')).toEqual(Array(h).fill(R));
      expect(templatesIn(t.state, 'p1:active')).toContain(W);
    }
  });

  it('"Your opponent flips a coin. If tails, … 20 damage plus 20 more damage; if heads, … 20 damage." (Knock Down)', () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['base5-6', F, F] }, p2: { active: [KINGAMBIT] } }),
        'Knock Down',
      );
    expect(damageIn(withSeeds(SEEDS, run, tails).state, 'p2:active')).toBe(40);
    expect(damageIn(withSeeds(SEEDS, run, heads).state, 'p2:active')).toBe(20);
  });

  it('"Choose 1 of your opponent\'s Pokémon. This attack does 20 damage to that Pokémon. Don\'t apply Weakness and Resistance …" (Flitter)', () => {
    const board = () =>
      table({
        p1: { active: ['base5-7', G, G] },
        p2: { active: [KINGAMBIT], bench: [[SQUIRTLE]] },
      });
    const bench = attack(board(), 'Flitter', { chooser: optionsNaming('p2:bench_1') });
    expect(damageIn(bench.state, 'p2:bench_1')).toBe(20);
    expect(damageIn(bench.state, 'p2:active')).toBe(0);
    // Kingambit is weak to Grass: no Weakness for this attack.
    const active = attack(board(), 'Flitter', { chooser: optionsNaming('p2:active') });
    expect(damageIn(active.state, 'p2:active')).toBe(20);
    expect(damageIn(active.state, 'p2:bench_1')).toBe(0);
  });

  it('"Choose 1 of your opponent\'s Pokémon and flip a coin. If heads, this attack does 20 damage to that Pokémon." (Coin Hurl)', () => {
    const run = (seed: number) =>
      attack(
        table({
          seed,
          p1: { active: ['base5-62', R, R] },
          p2: { active: [KINGAMBIT], bench: [[SQUIRTLE]] },
        }),
        'Coin Hurl',
        { chooser: optionsNaming('p2:bench_1') },
      );
    expect(damageIn(withSeeds(SEEDS, run, heads).state, 'p2:bench_1')).toBe(20);
    const t = withSeeds(SEEDS, run, tails);
    expect(damageIn(t.state, 'p2:bench_1')).toBe(0);
    expect(damageIn(t.state, 'p2:active')).toBe(0);
  });

  it('"Flip a coin. If heads, the Defending Pokémon is now Poisoned; if tails, … now Paralyzed." (Stun Gas)', () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['base5-14', G, G, G] }, p2: { active: [DONDOZO] } }),
        'Stun Gas',
      );
    expect(gotCondition(withSeeds(SEEDS, run, heads), 'poisoned')).toBe(true);
    expect(gotCondition(withSeeds(SEEDS, run, heads), 'paralyzed')).toBe(false);
    expect(gotCondition(withSeeds(SEEDS, run, tails), 'paralyzed')).toBe(true);
    expect(gotCondition(withSeeds(SEEDS, run, tails), 'poisoned')).toBe(false);
  });

  it('"Use this attack only if there are any Fire Energy cards attached … If heads, discard 1 of those Energy cards. If tails, this attack does nothing" (Fireball)', () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['base5-32', R, R, R] }, p2: { active: [KINGAMBIT] } }),
        'Fireball',
      );
    const h = withSeeds(SEEDS, run, heads);
    expect(damageIn(h.state, 'p2:active')).toBe(70);
    expect(templatesIn(h.state, 'p1:discard')).toEqual([R]);
    const t = withSeeds(SEEDS, run, tails);
    expect(damageIn(t.state, 'p2:active')).toBe(0);
    expect(templatesIn(t.state, 'p1:discard')).toEqual([]);
  });

  it('"If heads, discard 1 of those Energy cards and this attack does 30 damage plus 20 more damage; if tails, … 30 damage." (Playing with Fire)', () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['base5-35', R, R] }, p2: { active: [KINGAMBIT] } }),
        'Playing with Fire',
      );
    const h = withSeeds(SEEDS, run, heads);
    expect(damageIn(h.state, 'p2:active')).toBe(50);
    expect(templatesIn(h.state, 'p1:discard')).toEqual([R]);
    const t = withSeeds(SEEDS, run, tails);
    expect(damageIn(t.state, 'p2:active')).toBe(30);
    expect(templatesIn(t.state, 'p1:discard')).toEqual([]);
  });

  it('"Before doing damage, choose 1 of your opponent\'s Benched Pokémon and switch it with the Defending Pokémon. … This attack can\'t be used if your opponent has no Benched Pokémon." (Drag Off)', () => {
    const t = attack(
      table({
        p1: { active: ['base5-40', F, F, F] },
        p2: { active: [KINGAMBIT], bench: [[DONDOZO]] },
      }),
      'Drag Off',
    );
    expect(templatesIn(t.state, 'p2:active')).toEqual([DONDOZO]);
    expect(damageIn(t.state, 'p2:active')).toBe(20);
    expect(damageIn(t.state, 'p2:bench_1')).toBe(0);
    const alone = table({ p1: { active: ['base5-40', F, F, F] }, p2: { active: [KINGAMBIT] } });
    expect(refusalOf(alone, attackAction(alone, 'Drag Off'))).toMatch(/no Benched Pokémon/);
  });

  it('"Flip a coin. If heads, choose 1 of your opponent\'s Benched Pokémon and switch it with the Defending Pokémon." (Fascinate)', () => {
    const run = (seed: number) =>
      attack(
        table({
          seed,
          p1: { active: ['base5-42', R] },
          p2: { active: [KINGAMBIT], bench: [[DONDOZO]] },
        }),
        'Fascinate',
      );
    expect(templatesIn(withSeeds(SEEDS, run, heads).state, 'p2:active')).toEqual([DONDOZO]);
    expect(templatesIn(withSeeds(SEEDS, run, tails).state, 'p2:active')).toEqual([KINGAMBIT]);
    const alone = table({ p1: { active: ['base5-42', R] }, p2: { active: [KINGAMBIT] } });
    expect(refusalOf(alone, attackAction(alone, 'Fascinate'))).toMatch(/no Benched Pokémon/);
  });

  it('"If heads, this attack does 10 damage plus 20 more damage and the Defending Pokémon is now Paralyzed; if tails, … 10 damage." (Sticky Hands)', () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['base5-57', G, G] }, p2: { active: [DONDOZO] } }),
        'Sticky Hands',
      );
    const h = withSeeds(SEEDS, run, heads);
    expect(damageIn(h.state, 'p2:active')).toBe(30);
    expect(gotCondition(h, 'paralyzed')).toBe(true);
    const t = withSeeds(SEEDS, run, tails);
    expect(damageIn(t.state, 'p2:active')).toBe(10);
    expect(gotCondition(t, 'paralyzed')).toBe(false);
  });

  it('"Does 10 damage plus 10 more damage for each Magnemite, Magneton, and Dark Magneton on your Bench." (Magnetism)', () => {
    const t = attack(
      table({
        p1: {
          active: ['base5-60', L, L],
          bench: [['base5-60'], ['base5-11'], ['base1-9'], [PIKACHU]],
        },
        p2: { active: [KINGAMBIT] },
      }),
      'Magnetism',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(40);
  });

  it('"Shuffle your opponent\'s deck." (Mischief)', () => {
    const t = attack(
      table({
        p1: { active: ['base5-61', F] },
        p2: { active: [KINGAMBIT], deck: [G, R, W, L, P, F, G, R, W, L, P, F] },
      }),
      'Mischief',
    );
    expect(t.state.log.some((e) => /shuffle/i.test(e.message) && e.message.includes('p2'))).toBe(
      true,
    );
    expect(damageIn(t.state, 'p2:active')).toBe(0);
  });

  it('"Search your deck for a Psychic Energy card and attach it to Slowpoke. Shuffle your deck afterward." (Afternoon Nap)', () => {
    const t = attack(
      table({ p1: { active: ['base5-67', P], deck: [W, P, R] }, p2: { active: [KINGAMBIT] } }),
      'Afternoon Nap',
    );
    expect(templatesIn(t.state, 'p1:active')).toEqual(['base5-67', P, P]);
    expect(templatesIn(t.state, 'p1:deck').sort()).toEqual([W, R].sort());
  });

  it('"Does 20 damage plus 10 more damage for each Water Energy … not used to pay for this attack. You can\'t add more than 20 …" (Water Gun)', () => {
    const gun = (n: number) =>
      attack(
        table({ p1: { active: ['base5-65', ...Array(n).fill(W)] }, p2: { active: [KINGAMBIT] } }),
        'Water Gun',
      );
    expect(damageIn(gun(2).state, 'p2:active')).toBe(20);
    expect(damageIn(gun(3).state, 'p2:active')).toBe(30);
    expect(damageIn(gun(5).state, 'p2:active')).toBe(40);
  });

  it('refuses "If heads" that no single coin of its own decides', () => {
    expect(isPatternText('X', 'If heads, the Defending Pokémon is now Paralyzed.')).toBe(false);
    expect(
      isPatternText('X', 'Flip 2 coins. If heads, the Defending Pokémon is now Paralyzed.'),
    ).toBe(false);
    expect(
      isPatternText('X', 'Flip a coin. If heads, the Defending Pokémon is now Paralyzed.'),
    ).toBe(true);
    // Damage to a chosen Pokémon with no word on Weakness and Resistance is not guessed.
    expect(
      isPatternText(
        'X',
        "Choose 1 of your opponent's Pokémon. This attack does 20 damage to that Pokémon.",
      ),
    ).toBe(false);
  });
});

describe('classic Powers and Trainers, each on a Team Rocket card that prints the form', () => {
  it('"Once during your turn …, you may flip a coin. If heads, the Defending Pokémon is now Asleep; if tails, your Active Pokémon is now Asleep." (Long-Distance Hypnosis, from the Bench)', () => {
    const run = (seed: number) =>
      useAbility(
        table({
          seed,
          p1: { active: [PIKACHU], bench: [['base5-54']] },
          p2: { active: [KINGAMBIT] },
        }),
        'p1:bench_1',
        'Long-Distance Hypnosis',
      );
    const h = withSeeds(SEEDS, run, heads);
    expect(conditionsIn(h.state, 'p2:active')).toEqual(['asleep']);
    expect(conditionsIn(h.state, 'p1:active')).toEqual([]);
    const t = withSeeds(SEEDS, run, tails);
    expect(conditionsIn(t.state, 'p1:active')).toEqual(['asleep']);
    expect(conditionsIn(t.state, 'p1:bench_1')).toEqual([]);
    expect(conditionsIn(t.state, 'p2:active')).toEqual([]);
  });

  it('"… If heads, the Defending Pokémon is now Confused; if tails, your Active Pokémon is now Confused." (Pollen Stench)', () => {
    const run = (seed: number) =>
      useAbility(
        table({ seed, p1: { active: ['base5-36'] }, p2: { active: [KINGAMBIT] } }),
        'p1:active',
        'Pollen Stench',
      );
    expect(conditionsIn(withSeeds(SEEDS, run, heads).state, 'p2:active')).toEqual(['confused']);
    expect(conditionsIn(withSeeds(SEEDS, run, tails).state, 'p1:active')).toEqual(['confused']);
  });

  it('"No Trainer cards can be played." — for both players, until Dark Vileplume is Asleep (Hay Fever)', () => {
    const board = (counters = {}) => {
      const t = table({
        p1: { active: [PIKACHU], bench: [['base5-13']], hand: ['base5-79'] },
        p2: { active: [KINGAMBIT] },
      });
      const id = t.state.zones['p1:bench_1']?.cards[0] as string;
      const c = t.state.cards[id];
      if (!c) throw new Error('board');
      return {
        ...t,
        state: {
          ...t.state,
          cards: { ...t.state.cards, [id]: { ...c, counters: { ...c.counters, ...counters } } },
        },
      };
    };
    const t = board();
    expect(refusalOf(t, trainerAction(t, 'base5-79'))).toMatch(/NO_TRAINERS.*Hay Fever/);
    // The opponent's Dark Vileplume stops this player's Trainers too.
    const theirs = table({
      p1: { active: [PIKACHU], hand: ['base5-79'] },
      p2: { active: [KINGAMBIT], bench: [['base5-13']] },
    });
    expect(refusalOf(theirs, trainerAction(theirs, 'base5-79'))).toMatch(/NO_TRAINERS/);
    const asleep = board({ asleep: 1 });
    expect(refusalOf(asleep, trainerAction(asleep, 'base5-79'))).toBeUndefined();
  });

  it('"As long as Dark Muk is your Active Pokémon, your opponent pays ColorlessColorless more to retreat …" (Sticky Goo)', () => {
    const cost = (p1: BoardSpec['p1']) => {
      const t = table({ p1, p2: { active: [KINGAMBIT] } });
      const mon = pokemonIn(engine.definition.cards, t.state, 'p2:active');
      if (!mon) throw new Error('board');
      return retreatCost(engine.definition.cards, t.state, mon);
    };
    const printed = cost({ active: [PIKACHU] }) as number;
    expect(cost({ active: ['base5-41'] })).toBe(printed + 2);
    expect(cost({ active: [PIKACHU], bench: [['base5-41']] })).toBe(printed);
  });

  it('"Flip a coin. If heads, the Defending Pokémon is now Asleep." (Sleep!)', () => {
    const run = (seed: number) =>
      playTrainer(
        table({ seed, p1: { active: [PIKACHU], hand: ['base5-79'] }, p2: { active: [KINGAMBIT] } }),
        'Sleep!',
      );
    expect(conditionsIn(withSeeds(SEEDS, run, heads).state, 'p2:active')).toEqual(['asleep']);
    expect(conditionsIn(withSeeds(SEEDS, run, tails).state, 'p2:active')).toEqual([]);
    expect(templatesIn(withSeeds(SEEDS, run, tails).state, 'p1:discard')).toEqual(['base5-79']);
  });
});

/** The retreat p2 would make to its first Benched Pokémon, paying nothing (refused or not). */
const p2Retreat = () => ({
  type: 'declare_action' as const,
  player: 'p2',
  source: 'ai' as const,
  kind: 'retreat',
  details: { to: 'p2:bench_1', discard: [] },
});

/**
 * Gym Heroes was loaded only after the Team Rocket forms were added: it is the set nothing was
 * tuned on. 20 of its automatic cards, drawn at random (seed 28) before any fix, each checked
 * against its printed text.
 */
describe('Gym Heroes, a held-out set: 20 automatic cards drawn at random do what they print', () => {
  it("Brock's Sandslash — Needles: heads Paralyzed and Poisoned; Sandstorm: the next attack may do nothing", () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['gym1-23', F, F] }, p2: { active: [KINGAMBIT] } }),
        'Needles',
      );
    const h = withSeeds(SEEDS, run, heads);
    expect(gotCondition(h, 'paralyzed') && gotCondition(h, 'poisoned')).toBe(true);
    const t = withSeeds(SEEDS, run, tails);
    expect(gotCondition(t, 'paralyzed') || gotCondition(t, 'poisoned')).toBe(false);
    expect(damageIn(t.state, 'p2:active')).toBe(10);
    const storm = (seed: number) =>
      attack(
        nextTurn(
          attack(
            table({
              seed,
              p1: { active: ['gym1-23', F, F] },
              p2: { active: [BLASTOISE, W, W, W] },
            }),
            'Sandstorm',
          ),
        ),
        'Hydro Pump',
        { player: 'p2' },
      );
    expect(
      damageIn(withSeeds(SEEDS, storm, (x) => oppCoin(x) === 'tails').state, 'p1:active'),
    ).toBe(0);
    // Sandslash has no Water Weakness: Hydro Pump's 40.
    expect(
      damageIn(withSeeds(SEEDS, storm, (x) => oppCoin(x) === 'heads').state, 'p1:active'),
    ).toBe(40);
  });

  it.each([
    ['gym1-30', 'Horn Hazard', 30, [W]],
    ['gym1-36', "Child's Punch", 10, [R]],
    ['gym1-83', 'Razor Wind', 40, [R, R]],
  ])('%s — %s: "Flip a coin. If tails, this attack does nothing."', (id, name, dmg, e) => {
    const run = (seed: number) =>
      attack(table({ seed, p1: { active: [id, ...e] }, p2: { active: [KINGAMBIT] } }), name);
    expect(damageIn(withSeeds(SEEDS, run, heads).state, 'p2:active')).toBe(dmg);
    expect(damageIn(withSeeds(SEEDS, run, tails).state, 'p2:active')).toBe(0);
  });

  it.each([
    ['gym1-35', 'Shake', 10, [R]],
    ['gym1-83', 'Whirlwind', 10, [R]],
  ])(
    '%s — %s: the damage, then the opponent switches in a Benched Pokémon of their choice',
    (id, name, dmg, e) => {
      const t = attack(
        table({ p1: { active: [id, ...e] }, p2: { active: [KINGAMBIT], bench: [[DONDOZO]] } }),
        name,
      );
      expect(templatesIn(t.state, 'p2:active')).toEqual([DONDOZO]);
      expect(templatesIn(t.state, 'p2:bench_1')).toEqual([KINGAMBIT]);
      expect(damageIn(t.state, 'p2:bench_1')).toBe(dmg);
    },
  );

  it("Blaine's Growlithe — Fire Tackle: 30, and 10 to itself", () => {
    const t = attack(
      table({ p1: { active: ['gym1-35', R, R] }, p2: { active: [KINGAMBIT] } }),
      'Fire Tackle',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(30);
    expect(damageIn(t.state, 'p1:active')).toBe(10);
  });

  it("Blaine's Kangaskhan — One-Two Punch: 40 on heads, 30 on tails", () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['gym1-36', R, R, R] }, p2: { active: [KINGAMBIT] } }),
        'One-Two Punch',
      );
    expect(damageIn(withSeeds(SEEDS, run, heads).state, 'p2:active')).toBe(40);
    expect(damageIn(withSeeds(SEEDS, run, tails).state, 'p2:active')).toBe(30);
  });

  it.each([
    ['gym1-40', 'Rock Toss', 3, 20, [F, F, F]],
    ['gym1-85', 'Fury Attack', 2, 10, [W]],
  ])('%s — %s: %i coins, %i for each heads', (id, name, coins, per, e) => {
    for (const seed of SEEDS.slice(0, 5)) {
      const t = attack(
        table({ seed, p1: { active: [id, ...e] }, p2: { active: [KINGAMBIT] } }),
        name,
      );
      expect(flipsOf(t)).toHaveLength(coins);
      expect(damageIn(t.state, 'p2:active')).toBe(
        per * flipsOf(t).filter((f) => f === 'heads').length,
      );
    }
  });

  it("Erika's Gloom — Dream Dance / Vile Smell: both Pokémon get the condition after the damage", () => {
    const dream = attack(
      table({ p1: { active: ['gym1-46', G, G] }, p2: { active: [DONDOZO] } }),
      'Dream Dance',
    );
    expect(damageIn(dream.state, 'p2:active')).toBe(10);
    expect(logOf(dream)).toMatch(/asleep on .*p2:active|asleep/);
    expect(gotConditionOn(dream, 'asleep', 2)).toBe(true);
    const smell = attack(
      table({ p1: { active: ['gym1-46', G, G, G] }, p2: { active: [DONDOZO] } }),
      'Vile Smell',
    );
    expect(damageIn(smell.state, 'p2:active')).toBe(30);
    expect(conditionsIn(smell.state, 'p2:active')).toEqual(['confused']);
    expect(conditionsIn(smell.state, 'p1:active')).toEqual(['confused']);
  });

  it("Misty's Starmie — Water Gun: 10 more for each Water Energy beyond the cost, at most 20 more", () => {
    const gun = (n: number) =>
      attack(
        table({ p1: { active: ['gym1-56', ...Array(n).fill(W)] }, p2: { active: [KINGAMBIT] } }),
        'Water Gun',
      );
    expect(damageIn(gun(1).state, 'p2:active')).toBe(10);
    expect(damageIn(gun(2).state, 'p2:active')).toBe(20);
    expect(damageIn(gun(4).state, 'p2:active')).toBe(30);
  });

  it.each([
    ['gym1-56', 'Bubblebeam', 'paralyzed', 30, [W, W, W]],
    ['gym1-74', 'Poison Fang', 'poisoned', 20, [G, G]],
    ['gym1-75', 'Poison Vine', 'poisoned', 10, [G]],
    ['gym1-85', 'Supersonic', 'confused', 0, [W]],
  ])('%s — %s: heads, the Defending Pokémon is now %s', (id, name, c, dmg, e) => {
    const run = (seed: number) =>
      attack(table({ seed, p1: { active: [id, ...e] }, p2: { active: [DONDOZO] } }), name);
    const h = withSeeds(SEEDS, run, heads);
    expect(gotCondition(h, c)).toBe(true);
    const t = withSeeds(SEEDS, run, tails);
    expect(gotCondition(t, c)).toBe(false);
    expect(damageIn(t.state, 'p2:active')).toBe(dmg);
  });

  it("Blaine's Charmander — Kindle: an Energy card of its own discarded to use it, and 1 of the Defending Pokémon's", () => {
    const t = attack(
      table({ p1: { active: ['gym1-61', R, W] }, p2: { active: [KINGAMBIT, F] } }),
      'Kindle',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(10);
    expect(templatesIn(t.state, 'p1:active')).toHaveLength(2);
    expect(templatesIn(t.state, 'p1:discard')).toHaveLength(1);
    expect(templatesIn(t.state, 'p2:active')).toEqual([KINGAMBIT]);
    expect(templatesIn(t.state, 'p2:discard')).toEqual([F]);
  });

  it("Blaine's Ponyta — Agility: on heads no damage from the next attack", () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['gym1-63', R, R] }, p2: { active: [BLASTOISE, W, W, W] } }),
        'Agility',
      );
    const next = (t: Table) => attack(nextTurn(t), 'Hydro Pump', { player: 'p2' }).state;
    expect(damageIn(next(withSeeds(SEEDS, run, heads)), 'p1:active')).toBe(0);
    // Tails: Hydro Pump's 40, doubled by Ponyta's Water Weakness, Knocks it Out (40 HP).
    expect(templatesIn(next(withSeeds(SEEDS, run, tails)), 'p1:discard')).toContain('gym1-63');
  });

  it.each([
    ['gym1-72', 'Sand Pit', [F, F]],
    ['gym1-93', 'Spook', [P, P]],
  ])(
    "%s — %s: the Defending Pokémon can't retreat during the opponent's next turn",
    (id, name, e) => {
      const t = nextTurn(
        attack(
          table({ p1: { active: [id, ...e] }, p2: { active: [DONDOZO], bench: [[SQUIRTLE]] } }),
          name,
        ),
      );
      expect(refusalOf(t, p2Retreat())).toMatch(/CANNOT_RETREAT/);
      // After an attack without that text, the same retreat is not refused for that reason.
      const free = nextTurn(
        attack(
          table({
            p1: { active: ['gym1-35', R, R] },
            p2: { active: [DONDOZO], bench: [[SQUIRTLE]] },
          }),
          'Fire Tackle',
        ),
      );
      expect(refusalOf(free, p2Retreat()) ?? '').not.toMatch(/CANNOT_RETREAT/);
    },
  );

  it("Erika's Exeggcute — Eggsplosion: a coin per Energy attached; Psychic: 10 more per Energy card on the Defending Pokémon", () => {
    for (const seed of SEEDS.slice(0, 5)) {
      const t = attack(
        table({ seed, p1: { active: ['gym1-77', G, G, P] }, p2: { active: [DONDOZO] } }),
        'Eggsplosion',
      );
      expect(flipsOf(t)).toHaveLength(3);
      expect(damageIn(t.state, 'p2:active')).toBe(
        10 * flipsOf(t).filter((f) => f === 'heads').length,
      );
    }
    const psychic = attack(
      table({ p1: { active: ['gym1-77', P, G] }, p2: { active: [DONDOZO, F, F, W] } }),
      'Psychic',
    );
    expect(damageIn(psychic.state, 'p2:active')).toBe(40);
  });

  it("Erika's Tangela — Stretch Vine: 20 to the Benched Pokémon chosen, nothing to the Active", () => {
    const t = attack(
      table({
        p1: { active: ['gym1-79', G, G, G] },
        p2: { active: [KINGAMBIT], bench: [[DONDOZO], [SQUIRTLE]] },
      }),
      'Stretch Vine',
      { chooser: optionsNaming('p2:bench_2') },
    );
    expect(damageIn(t.state, 'p2:bench_2')).toBe(20);
    expect(damageIn(t.state, 'p2:bench_1')).toBe(0);
    expect(damageIn(t.state, 'p2:active')).toBe(0);
  });

  it("Misty's Horsea — Smokescreen: the next attack does nothing on the opponent's tails", () => {
    const run = (seed: number) =>
      attack(
        nextTurn(
          attack(
            table({ seed, p1: { active: ['gym1-86', W, W] }, p2: { active: [CHARMANDER, R, R] } }),
            'Smokescreen',
          ),
        ),
        'Ember',
        { player: 'p2' },
      );
    expect(damageIn(withSeeds(SEEDS, run, (x) => oppCoin(x) === 'tails').state, 'p1:active')).toBe(
      0,
    );
    expect(damageIn(withSeeds(SEEDS, run, (x) => oppCoin(x) === 'heads').state, 'p1:active')).toBe(
      30,
    );
  });

  it("Misty's Shellder — Clamp: heads 20 and Paralyzed; tails nothing at all", () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['gym1-89', W, W] }, p2: { active: [KINGAMBIT] } }),
        'Clamp',
      );
    const h = withSeeds(SEEDS, run, heads);
    expect(damageIn(h.state, 'p2:active')).toBe(20);
    expect(gotCondition(h, 'paralyzed')).toBe(true);
    const t = withSeeds(SEEDS, run, tails);
    expect(damageIn(t.state, 'p2:active')).toBe(0);
    expect(gotCondition(t, 'paralyzed')).toBe(false);
  });

  it("Sabrina's Slowpoke — Lazy Attack: 30, then Slowpoke is Asleep", () => {
    const t = attack(
      table({ p1: { active: ['gym1-95', P, P] }, p2: { active: [KINGAMBIT] } }),
      'Lazy Attack',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(30);
    expect(gotConditionOn(t, 'asleep', 1)).toBe(true);
  });
});

/** p2's Active Pokémon declaring an attack (not executed). */
const p2Attack = (t: Table, name: string) => ({
  type: 'declare_action' as const,
  player: 'p2',
  source: 'ai' as const,
  kind: 'attack',
  card: `#${t.state.zones['p2:active']?.cards[0]}`,
  zone: 'p2:active',
  details: { attack: name },
});
const ZAPDOS = 'base1-16';
const handOf = (t: Table, p = 'p1') => t.state.zones[`${p}:hand`]?.cards.length ?? 0;

describe('forms Gym Heroes showed, each on a Gym Heroes card that prints it', () => {
  it('"Flip a coin. If heads, the Defending Pokémon can\'t attack during your opponent\'s next turn." (Suggestion)', () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['gym1-92', P] }, p2: { active: [BLASTOISE, W, W, W] } }),
        'Suggestion',
      );
    const h = nextTurn(withSeeds(SEEDS, run, heads));
    expect(refusalOf(h, p2Attack(h, 'Hydro Pump'))).toMatch(/CANNOT_ATTACK/);
    const t = nextTurn(withSeeds(SEEDS, run, tails));
    expect(refusalOf(t, p2Attack(t, 'Hydro Pump'))).toBeUndefined();
  });

  it('"Shuffle your deck." (Fidget) and "Does 40 damage minus 10 damage for each damage counter on Brock\'s Mankey." (Karate Chop)', () => {
    const fidget = attack(
      table({
        p1: { active: ['gym1-68', F], deck: [G, R, W, L, P, F] },
        p2: { active: [KINGAMBIT] },
      }),
      'Fidget',
    );
    expect(
      fidget.state.log.some((e) => /shuffle/i.test(e.message) && e.message.includes('p1')),
    ).toBe(true);
    expect(damageIn(fidget.state, 'p2:active')).toBe(0);
    const chop = (counters: number) =>
      attack(
        withCounters(
          table({ p1: { active: ['gym1-68', F, F] }, p2: { active: [KINGAMBIT] } }),
          'p1:active',
          { damage: counters * 10 },
        ),
        'Karate Chop',
      );
    expect(damageIn(chop(0).state, 'p2:active')).toBe(40);
    expect(damageIn(chop(2).state, 'p2:active')).toBe(20);
    expect(damageIn(chop(3).state, 'p2:active')).toBe(10);
  });

  it('"Shuffle your hand into your deck, then draw 5 cards." (Psychic Exchange)', () => {
    const t = attack(
      table({
        p1: { active: ['gym1-44', P], hand: [W, W], deck: [G, G, G, G, G, G] },
        p2: { active: [KINGAMBIT] },
      }),
      'Psychic Exchange',
    );
    expect(handOf(t)).toBe(5);
    expect(t.state.zones['p1:deck']?.cards.length).toBe(3);
  });

  it('"Don\'t apply Resistance for this attack." (Hook Shot against Zapdos, which resists Fighting)', () => {
    const t = attack(
      table({ p1: { active: ['gym1-66', F, F] }, p2: { active: [ZAPDOS] } }),
      'Hook Shot',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(20);
  });

  it('"If the Defending Pokémon has any Energy cards attached to it, flip a coin. If heads, choose 1 of those Energy cards and discard it." (Removal Pulse)', () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['gym1-50', L] }, p2: { active: [KINGAMBIT, F, R] } }),
        'Removal Pulse',
      );
    const h = withSeeds(SEEDS, run, heads);
    expect(damageIn(h.state, 'p2:active')).toBe(10);
    expect(templatesIn(h.state, 'p2:discard')).toHaveLength(1);
    expect(templatesIn(withSeeds(SEEDS, run, tails).state, 'p2:discard')).toEqual([]);
    // No Energy on the Defending Pokémon: no coin at all.
    const bare = attack(
      table({ p1: { active: ['gym1-50', L] }, p2: { active: [KINGAMBIT] } }),
      'Removal Pulse',
    );
    expect(flipsOf(bare)).toEqual([]);
  });

  it('"Flip a number of coins equal to the number of Water Energy attached … 30 damage plus 10 damage for each heads." (Water Punch)', () => {
    for (const seed of SEEDS.slice(0, 5)) {
      const t = attack(
        table({ seed, p1: { active: ['gym1-53', W, W, R] }, p2: { active: [KINGAMBIT] } }),
        'Water Punch',
      );
      expect(flipsOf(t)).toHaveLength(2);
      expect(damageIn(t.state, 'p2:active')).toBe(
        30 + 10 * flipsOf(t).filter((f) => f === 'heads').length,
      );
    }
  });

  it('"… choose 1 of them and flip a coin. If heads, this attack does 10 damage to that Pokémon." (Mud Splash); Lucky Shot needs a Benched Pokémon', () => {
    const run = (seed: number) =>
      attack(
        table({
          seed,
          p1: { active: ['gym1-55', W, W] },
          p2: { active: [KINGAMBIT], bench: [[PIKACHU]] },
        }),
        'Mud Splash',
      );
    const h = withSeeds(SEEDS, run, heads);
    expect(damageIn(h.state, 'p2:active')).toBe(30);
    expect(damageIn(h.state, 'p2:bench_1')).toBe(10);
    expect(damageIn(withSeeds(SEEDS, run, tails).state, 'p2:bench_1')).toBe(0);
    const alone = table({ p1: { active: ['gym1-38', F, F] }, p2: { active: [KINGAMBIT] } });
    expect(refusalOf(alone, attackAction(alone, 'Lucky Shot'))).toMatch(/no Benched Pokémon/);
  });

  it('"If your opponent has any Benched Pokémon, choose up to 2 of them. This attack does 20 damage to each of them. … Brock\'s Onix can\'t attack during your next turn." (Tunneling)', () => {
    const t = attack(
      table({
        p1: { active: ['gym1-21', F, F, F] },
        p2: { active: [KINGAMBIT], bench: [[PIKACHU], [SQUIRTLE], [DONDOZO]] },
      }),
      'Tunneling',
      { chooser: (d) => (d.select ? (d.options ?? []).slice(0, 2) : [d.options?.[0] as string]) },
    );
    expect(
      damageIn(t.state, 'p2:bench_1') +
        damageIn(t.state, 'p2:bench_2') +
        damageIn(t.state, 'p2:bench_3'),
    ).toBe(40);
    expect(damageIn(t.state, 'p2:active')).toBe(0);
    const back = nextTurn(act(nextTurn(t), { type: 'end_turn', player: 'p2', source: 'ai' }));
    expect(refusalOf(back, attackAction(back, 'Bind'))).toMatch(/CANNOT_ATTACK/);
  });

  it('"If your opponent has any Benched Pokémon, choose 1 of them and switch it with the Defending Pokémon." (Taunt) and "Before doing damage, … switch it with his or her Active Pokémon." (Flytrap)', () => {
    const taunt = attack(
      table({ p1: { active: ['gym1-67', F] }, p2: { active: [KINGAMBIT], bench: [[DONDOZO]] } }),
      'Taunt',
    );
    expect(templatesIn(taunt.state, 'p2:active')).toEqual([DONDOZO]);
    const trap = attack(
      table({ p1: { active: ['gym1-48', G, G] }, p2: { active: [KINGAMBIT], bench: [[DONDOZO]] } }),
      'Flytrap',
    );
    expect(templatesIn(trap.state, 'p2:active')).toEqual([DONDOZO]);
    expect(damageIn(trap.state, 'p2:active')).toBe(20);
    const alone = table({ p1: { active: ['gym1-48', G, G] }, p2: { active: [KINGAMBIT] } });
    expect(refusalOf(alone, attackAction(alone, 'Flytrap'))).toMatch(/no Benched Pokémon/);
  });

  it('"Flip a coin. If tails, this attack does nothing to the Defending Pokémon and Erika\'s Exeggcute does 20 damage to itself." (Egg Bomb)', () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['gym1-43', G, G] }, p2: { active: [DONDOZO] } }),
        'Egg Bomb',
      );
    const h = withSeeds(SEEDS, run, heads);
    expect(damageIn(h.state, 'p2:active')).toBe(40);
    expect(damageIn(h.state, 'p1:active')).toBe(0);
    const t = withSeeds(SEEDS, run, tails);
    expect(damageIn(t.state, 'p2:active')).toBe(0);
    expect(damageIn(t.state, 'p1:active')).toBe(20);
  });

  it('"If heads, remove 3 damage counters from Sabrina\'s Slowbro and Sabrina\'s Slowbro is now Asleep." (Naptime)', () => {
    const run = (seed: number) =>
      attack(
        withCounters(
          table({ seed, p1: { active: ['gym1-60', P] }, p2: { active: [KINGAMBIT] } }),
          'p1:active',
          { damage: 40 },
        ),
        'Naptime',
      );
    const h = withSeeds(SEEDS, run, heads);
    expect(damageIn(h.state, 'p1:active')).toBe(10);
    expect(gotCondition(h, 'asleep')).toBe(true);
    const t = withSeeds(SEEDS, run, tails);
    expect(damageIn(t.state, 'p1:active')).toBe(40);
    expect(gotCondition(t, 'asleep')).toBe(false);
  });

  it('"Search your deck for a basic Energy card. Show that card to your opponent, then put it into your hand." (Moonwatching)', () => {
    const t = attack(
      table({ p1: { active: ['gym1-25', R], deck: [PIKACHU, W] }, p2: { active: [KINGAMBIT] } }),
      'Moonwatching',
    );
    expect(templatesIn(t.state, 'p1:hand')).toEqual([W]);
  });

  it('"Take 1 Lightning Energy card from your discard pile and attach it to Lt. Surge\'s Pikachu." (Charge)', () => {
    const t = attack(
      table({ p1: { active: ['gym1-81', L], discard: [W, L] }, p2: { active: [KINGAMBIT] } }),
      'Charge',
    );
    expect(templatesIn(t.state, 'p1:active')).toEqual(['gym1-81', L, L]);
    expect(templatesIn(t.state, 'p1:discard')).toEqual([W]);
  });

  it('"Draw a card. Then, switch Brock\'s Zubat with 1 of your Benched Pokémon. You can\'t use this attack if your Bench is empty." (Alert)', () => {
    const t = attack(
      table({
        p1: { active: ['gym1-24', G], bench: [[PIKACHU]], deck: [W, W] },
        p2: { active: [KINGAMBIT] },
      }),
      'Alert',
    );
    expect(handOf(t)).toBe(1);
    expect(templatesIn(t.state, 'p1:active')).toEqual([PIKACHU]);
    const alone = table({ p1: { active: ['gym1-24', G] }, p2: { active: [KINGAMBIT] } });
    expect(refusalOf(alone, attackAction(alone, 'Alert'))).toMatch(/Bench is empty/);
  });

  it('"Flip a coin. If heads, you may search your deck for a Basic Pokémon card with Brock in its name and put it onto your Bench." (Call for Friend)', () => {
    const run = (seed: number) =>
      attack(
        table({
          seed,
          p1: { active: ['gym1-66', F], deck: [PIKACHU, 'gym1-74', 'gym1-23'] },
          p2: { active: [KINGAMBIT] },
        }),
        'Call for Friend',
      );
    // Only Brock's Zubat fits: Pikachu has no "Brock", Brock's Sandslash is no Basic.
    expect(templatesIn(withSeeds(SEEDS, run, heads).state, 'p1:bench_1')).toEqual(['gym1-74']);
    expect(templatesIn(withSeeds(SEEDS, run, tails).state, 'p1:bench_1')).toEqual([]);
  });
});

describe('Gym Heroes Trainers of a known form', () => {
  it('Brock: "Remove 1 damage counter from each of your Pokémon that has any damage counters on it."', () => {
    const board = withCounters(
      withCounters(
        table({
          p1: { active: [PIKACHU], bench: [[SQUIRTLE], [DONDOZO]], hand: ['gym1-15'] },
          p2: { active: [KINGAMBIT] },
        }),
        'p1:active',
        { damage: 30 },
      ),
      'p1:bench_1',
      { damage: 10 },
    );
    const t = playTrainer(board, 'Brock');
    expect(damageIn(t.state, 'p1:active')).toBe(20);
    expect(damageIn(t.state, 'p1:bench_1')).toBe(0);
    expect(damageIn(t.state, 'p1:bench_2')).toBe(0);
  });

  it("Brock's Training Method: a Basic Pokémon or Evolution card with Brock in its name, shown and put into the hand", () => {
    const t = playTrainer(
      table({
        p1: { active: [PIKACHU], hand: ['gym1-106'], deck: [SQUIRTLE, 'gym1-23'] },
        p2: { active: [KINGAMBIT] },
      }),
      "Brock's Training Method",
    );
    expect(templatesIn(t.state, 'p1:hand')).toEqual(['gym1-23']);
  });
});

const M = 'sve-8';

/**
 * Neo Genesis was loaded last, after every form above was written, and nothing was added for it:
 * the held-out set for the compilers as they stand. 20 of its automatic cards drawn at random
 * (seed 28), each checked against its printed text.
 */
describe('Neo Genesis, a held-out set: 20 automatic cards drawn at random do what they print', () => {
  it('plays at least 29 of its 104 distinct cards with text by itself; the Baby rule is applied', () => {
    const a = setAutomation(registry, 'neo1');
    expect(a.distinct).toBe(104);
    // 29 when first measured, held out; later forms (two coins, coin branches) add Mind Blast.
    expect(a.automatic).toBeGreaterThanOrEqual(29);
    // Counted as manual until the Baby rule was carried out (rules/baby-rule.test.ts).
    expect(a.manual.filter((m) => m.endsWith('Baby rule'))).toEqual([]);
  });

  it.each([
    ['neo1-15', 'Tail Crush', 50, 30, [M, M, M]],
    ['neo1-35', 'Quick Attack', 30, 20, [R, R]],
    ['neo1-70', 'Quick Attack', 30, 10, [L]],
    ['neo1-76', 'Stomp', 30, 20, [R, R]],
  ])('%s — %s: "If heads, … plus more damage; if tails, …" (%i / %i)', (id, name, h, t, e) => {
    const run = (seed: number) =>
      attack(table({ seed, p1: { active: [id, ...e] }, p2: { active: [KINGAMBIT] } }), name);
    expect(damageIn(withSeeds(SEEDS, run, heads).state, 'p2:active')).toBe(h);
    expect(damageIn(withSeeds(SEEDS, run, tails).state, 'p2:active')).toBe(t);
  });

  it.each([
    ['neo1-35', 'Slam', 2, 30, [R, R, R]],
    ['neo1-63', 'Comet Punch', 4, 10, [G, G]],
    ['neo1-71', 'Fury Swipes', 3, 10, [R]],
  ])('%s — %s: %i coins, %i for each heads', (id, name, coins, per, e) => {
    for (const seed of SEEDS.slice(0, 5)) {
      const t = attack(
        table({ seed, p1: { active: [id, ...e] }, p2: { active: [DONDOZO] } }),
        name,
      );
      expect(flipsOf(t)).toHaveLength(coins);
      expect(damageIn(t.state, 'p2:active')).toBe(
        per * flipsOf(t).filter((f) => f === 'heads').length,
      );
    }
  });

  it.each([
    ['neo1-48', 'Bubble', 'paralyzed', [W]],
    ['neo1-49', 'Stun Spore', 'paralyzed', [G]],
    ['neo1-55', 'Supersonic', 'confused', [L]],
    ['neo1-58', 'Psybeam', 'confused', [P, P]],
    ['neo1-73', 'Psyshock', 'paralyzed', [P]],
    ['neo1-76', 'Mystifying Horns', 'confused', [R, R, R]],
  ])('%s — %s: heads, the Defending Pokémon is now %s; tails, not', (id, name, c, e) => {
    const run = (seed: number) =>
      attack(table({ seed, p1: { active: [id, ...e] }, p2: { active: [KINGAMBIT] } }), name);
    expect(gotCondition(withSeeds(SEEDS, run, heads), c)).toBe(true);
    expect(gotCondition(withSeeds(SEEDS, run, tails), c)).toBe(false);
  });

  it.each([
    ['neo1-49', 'Poisonpowder', 'poisoned', [G]],
    ['neo1-79', 'Powder Snow', 'asleep', [W]],
  ])('%s — %s: 10 and the Defending Pokémon is now %s', (id, name, c, e) => {
    const t = attack(table({ p1: { active: [id, ...e] }, p2: { active: [DONDOZO] } }), name);
    expect(gotCondition(t, c)).toBe(true);
    // Poison adds 10 at the checkup between turns.
    expect(damageIn(t.state, 'p2:active')).toBe(c === 'poisoned' ? 20 : 10);
  });

  it('Quagsire — Earthquake: 60 to the Defending Pokémon, 10 to each of your own Benched Pokémon', () => {
    const t = attack(
      table({
        p1: { active: ['neo1-45', F, F, W, W], bench: [[PIKACHU], [SQUIRTLE]] },
        p2: { active: [KINGAMBIT], bench: [[DONDOZO]] },
      }),
      'Earthquake',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(60);
    expect(damageIn(t.state, 'p1:bench_1')).toBe(10);
    expect(damageIn(t.state, 'p1:bench_2')).toBe(10);
    expect(damageIn(t.state, 'p2:bench_1')).toBe(0);
  });

  it('Seadra — Mud Splash: heads, 10 to the Benched Pokémon chosen', () => {
    const run = (seed: number) =>
      attack(
        table({
          seed,
          p1: { active: ['neo1-48', W, W] },
          p2: { active: [KINGAMBIT], bench: [[PIKACHU]] },
        }),
        'Mud Splash',
      );
    expect(damageIn(withSeeds(SEEDS, run, heads).state, 'p2:bench_1')).toBe(10);
    expect(damageIn(withSeeds(SEEDS, run, tails).state, 'p2:bench_1')).toBe(0);
  });

  it('Sunflora — Petal Dance: 30 for each of 3 heads, then Sunflora is Confused', () => {
    const t = attack(
      table({ seed: 5, p1: { active: ['neo1-50', G, G, G] }, p2: { active: [DONDOZO] } }),
      'Petal Dance',
    );
    expect(flipsOf(t)).toHaveLength(3);
    expect(damageIn(t.state, 'p2:active')).toBe(
      30 * flipsOf(t).filter((f) => f === 'heads').length,
    );
    expect(conditionsIn(t.state, 'p1:active')).toEqual(['confused']);
  });

  it.each([
    ['neo1-55', 'Flail', [W]],
    ['neo1-80', 'Rage', [W, W]],
  ])('%s — %s: damage from the damage counters on itself', (id, name, e) => {
    const t = attack(
      withCounters(
        table({ p1: { active: [id, ...e] }, p2: { active: [KINGAMBIT] } }),
        'p1:active',
        {
          damage: 30,
        },
      ),
      name,
    );
    // Flail: 10 × 3 counters; Rage: 10 + 10 × 3.
    expect(damageIn(t.state, 'p2:active')).toBe(name === 'Flail' ? 30 : 40);
  });

  it.each([
    ['neo1-58', 'Agility', [R, R]],
    ['neo1-68', 'Hide', [G]],
    ['neo1-70', 'Agility', [L, L, L]],
  ])('%s — %s: heads, no damage from the next attack', (id, name, e) => {
    const run = (seed: number) =>
      attack(table({ seed, p1: { active: [id, ...e] }, p2: { active: [CHARMANDER, R, R] } }), name);
    const next = (t: Table) => attack(nextTurn(t), 'Ember', { player: 'p2' }).state;
    expect(damageIn(next(withSeeds(SEEDS, run, heads)), 'p1:active')).toBe(0);
    // Tails: Ember does its damage (a Knocked Out Pokémon is in the discard pile).
    const after = next(withSeeds(SEEDS, run, tails));
    expect(damageIn(after, 'p1:active') > 0 || templatesIn(after, 'p1:discard').includes(id)).toBe(
      true,
    );
  });

  it('Marill — Defense Curl: heads, no damage next turn; Bubble Bomb: heads Paralyzed, tails 10 to itself', () => {
    const curl = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['neo1-66', W] }, p2: { active: [CHARMANDER, R, R] } }),
        'Defense Curl',
      );
    const hit = (t: Table) => attack(nextTurn(t), 'Ember', { player: 'p2' }).state;
    expect(damageIn(hit(withSeeds(SEEDS, curl, heads)), 'p1:active')).toBe(0);
    const bomb = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['neo1-66', W, W] }, p2: { active: [KINGAMBIT] } }),
        'Bubble Bomb',
      );
    const h = withSeeds(SEEDS, bomb, heads);
    expect(gotCondition(h, 'paralyzed')).toBe(true);
    expect(damageIn(h.state, 'p1:active')).toBe(0);
    const t = withSeeds(SEEDS, bomb, tails);
    expect(damageIn(t.state, 'p1:active')).toBe(10);
    expect(damageIn(t.state, 'p2:active')).toBe(30);
  });

  it('Natu — Telekinesis: 20 to the Pokémon chosen, no Weakness', () => {
    // Natu is Psychic; a Psychic-weak Active takes 20 all the same.
    const t = attack(
      table({
        p1: { active: ['neo1-67', P, P] },
        p2: { active: ['base1-50'], bench: [[DONDOZO]] },
      }),
      'Telekinesis',
      { chooser: optionsNaming('p2:active') },
    );
    expect(damageIn(t.state, 'p2:active')).toBe(20);
    expect(damageIn(t.state, 'p2:bench_1')).toBe(0);
  });

  it('Oddish — Absorb: heals half the damage done, rounded up to 10', () => {
    const t = attack(
      withCounters(
        table({ p1: { active: ['neo1-68', G, G] }, p2: { active: [DONDOZO] } }),
        'p1:active',
        {
          damage: 30,
        },
      ),
      'Absorb',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(20);
    expect(damageIn(t.state, 'p1:active')).toBe(20);
  });

  it('Hoppip — Sprout: a Basic Pokémon named Hoppip onto the Bench', () => {
    const t = attack(
      table({
        p1: { active: ['neo1-61', G], deck: [PIKACHU, 'neo1-61'] },
        p2: { active: [KINGAMBIT] },
      }),
      'Sprout',
    );
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual(['neo1-61']);
  });

  it('Slowpoke — Water Gun: 10 more for each Water Energy beyond the cost, at most 20 more', () => {
    const gun = (n: number) =>
      attack(
        table({ p1: { active: ['neo1-73', ...Array(n).fill(W)] }, p2: { active: [KINGAMBIT] } }),
        'Water Gun',
      );
    expect(damageIn(gun(1).state, 'p2:active')).toBe(10);
    expect(damageIn(gun(4).state, 'p2:active')).toBe(30);
  });

  it("Bill's Teleporter: heads, draw 4 cards; tails, nothing", () => {
    const run = (seed: number) =>
      playTrainer(
        table({
          seed,
          p1: { active: [PIKACHU], hand: ['neo1-91'], deck: [G, G, G, G, G, G] },
          p2: { active: [KINGAMBIT] },
        }),
        "Bill's Teleporter",
      );
    expect(handOf(withSeeds(SEEDS, run, heads))).toBe(4);
    expect(handOf(withSeeds(SEEDS, run, tails))).toBe(0);
  });
});

describe('two-coin and coin-branch damage forms', () => {
  it('"Flip 2 coins. If 1 or both of them are tails, this attack does nothing." (Drill Tackle)', () => {
    for (const seed of SEEDS.slice(0, 8)) {
      const t = attack(
        table({ seed, p1: { active: ['gym1-70', F, F] }, p2: { active: [DONDOZO] } }),
        'Drill Tackle',
      );
      expect(flipsOf(t)).toHaveLength(2);
      const both = flipsOf(t).every((f) => f === 'heads');
      expect(damageIn(t.state, 'p2:active')).toBe(both ? 70 : 0);
    }
  });

  it('"If both of them are heads, … 30 damage plus 60 more damage. If 1 or both of them are tails, … 30 damage." (Knockout Needle)', () => {
    for (const seed of SEEDS.slice(0, 8)) {
      const t = attack(
        table({ seed, p1: { active: ['gym1-9', W, W, W] }, p2: { active: [KINGAMBIT] } }),
        'Knockout Needle',
      );
      const both = flipsOf(t).every((f) => f === 'heads');
      expect(damageIn(t.state, 'p2:active')).toBe(both ? 90 : 30);
    }
  });

  it('"If heads, this attack does 20 damage plus 10 more damage and the Defending Pokémon is now Confused. If tails, … 20 damage." (Mind Blast)', () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['neo1-14', P, P, P] }, p2: { active: [KINGAMBIT] } }),
        'Mind Blast',
      );
    const h = withSeeds(SEEDS, run, heads);
    expect(damageIn(h.state, 'p2:active')).toBe(30);
    expect(gotCondition(h, 'confused')).toBe(true);
    const t = withSeeds(SEEDS, run, tails);
    expect(damageIn(t.state, 'p2:active')).toBe(20);
    expect(gotCondition(t, 'confused')).toBe(false);
  });

  it('"Flip a coin. If tails, discard 1 Energy card attached to Cyndaquil." (Fireworks)', () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['neo1-57', R, R] }, p2: { active: [KINGAMBIT] } }),
        'Fireworks',
      );
    const t = withSeeds(SEEDS, run, tails);
    expect(damageIn(t.state, 'p2:active')).toBe(20);
    expect(templatesIn(t.state, 'p1:discard')).toEqual([R]);
    expect(templatesIn(withSeeds(SEEDS, run, heads).state, 'p1:discard')).toEqual([]);
  });
});
