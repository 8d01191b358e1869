import { describe, expect, it } from 'vitest';
import { getBundledSets } from '../cards/bundled-sets';
import { loadCardSet } from '../cards/load-card-set';
import { createCardRegistry } from '../cards/registry';
import { pokemonIn } from '../game/board';
import { createPokemonEngine } from '../game/definition';
import type { BoardSpec } from '../test/match-builder';
import {
  BULBASAUR,
  CHARMANDER,
  DONDOZO,
  declareAbility,
  F,
  flipsOf,
  G,
  heads,
  KINGAMBIT,
  L,
  nextTurn,
  P,
  PIKACHU,
  R,
  refusalOf,
  SEEDS,
  SQUIRTLE,
  tails,
  W,
  withCounters,
} from './cards/classic.test-helper';
import { setAutomation } from './coverage';
import {
  act,
  answerAll,
  attack,
  table as bundledTable,
  conditionsIn,
  damageIn,
  optionsNaming,
  playTrainer,
  type Table,
  templatesIn,
  useAbility,
  withSeeds,
} from './effects.test-helper';
import jungle from './fixtures/base2.json';

/**
 * A classic set the plugin has no code for, loaded as a user loads it (Jungle, from a
 * pokemon-tcg-data file): each sentence form the compilers learned for it is played here on a
 * card that prints it, and the outcome is read from that card's text. A test set of two cards
 * covers the forms whose Base Set text already has code (same text borrows that code).
 */
const custom = loadCardSet({
  set: { id: 'tst', name: 'Test', series: 'Test', ptcgoCode: 'TST' },
  cards: [
    {
      id: 'tst-1',
      name: 'Shellbox',
      supertype: 'Pokémon',
      subtypes: ['Basic'],
      hp: '100',
      types: ['Colorless'],
      number: '1',
      attacks: [
        {
          name: 'Harden',
          cost: ['Colorless'],
          damage: '',
          text: "During your opponent's next turn, whenever 20 or less damage is done to Shellbox (after applying Weakness and Resistance), prevent that damage. (Any other effects of attacks still happen.)",
        },
        {
          name: 'Sand Cloud',
          cost: ['Colorless'],
          damage: '20',
          text: "If the Defending Pokémon tries to attack during your opponent's next turn, your opponent flips a coin. If tails, that attack does nothing.",
        },
      ],
    },
  ],
});
const base2 = loadCardSet(jungle);
const registry = createCardRegistry([...Object.values(getBundledSets()), base2, custom]);
const engine = createPokemonEngine({ registry });
const table = (spec: BoardSpec): Table => bundledTable({ ...spec, engine });

const PIDGEOT = 'base2-8';
const MEOWTH = 'base2-56';
const CHARMELEON = 'base1-24';
const BILL = 'base1-91';
const BLASTOISE = 'base1-2';

const flips = (t: Table) => flipsOf(t).filter((f) => f === 'heads').length;

describe('Jungle, loaded with no code of its own', () => {
  it('plays by itself for at least 80 % of its distinct cards with text', () => {
    const a = setAutomation(registry, 'base2');
    expect(a.distinct).toBe(46);
    expect(a.automatic / a.distinct).toBeGreaterThanOrEqual(0.8);
    // What is left to manual play is named, part by part.
    for (const m of a.manual) expect(m).toMatch(/^.+ — .+/);
  });

  it('is read as printed: Basics with later babies are Basics, the set is Jungle (JU)', () => {
    expect(base2.set).toMatchObject({ name: 'Jungle', ptcgoCode: 'JU' });
    const snorlax = registry.require('base2-11');
    expect(snorlax.supertype === 'Pokémon' && snorlax.evolvesFrom).toBeUndefined();
    const t = act(
      table({ p1: { active: [PIKACHU], hand: ['base2-11'] }, p2: { active: [KINGAMBIT] } }),
      {
        type: 'move_card',
        player: 'p1',
        source: 'ai',
        card: 'Snorlax',
        from: 'p1:hand',
        to: 'p1:bench_1',
      },
    );
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual(['base2-11']);
  });
});

describe('attack sentences', () => {
  it('"If heads, this attack does 10 damage plus 20 more damage; if tails, this attack does 10 damage." (Jolteon)', () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['base2-4', L, L] }, p2: { active: [KINGAMBIT] } }),
        'Quick Attack',
      );
    expect(damageIn(withSeeds(SEEDS, run, heads).state, 'p2:active')).toBe(30);
    expect(damageIn(withSeeds(SEEDS, run, tails).state, 'p2:active')).toBe(10);
  });

  it('"Does 20 damage plus 20 more damage for each Nidoking you have in play." (Nidoqueen)', () => {
    const board = (bench: string[][]) =>
      table({ p1: { active: ['base2-7', G, G], bench }, p2: { active: [DONDOZO] } });
    expect(damageIn(attack(board([]), 'Boyfriends').state, 'p2:active')).toBe(20);
    expect(
      damageIn(attack(board([['base1-11'], [BULBASAUR]]), 'Boyfriends').state, 'p2:active'),
    ).toBe(40);
  });

  it('"Does 10 damage plus 10 more damage for each of your Benched Pokémon." (Wigglytuff)', () => {
    const t = attack(
      table({
        p1: { active: ['base2-16', R, R, R], bench: [[PIKACHU], [SQUIRTLE]] },
        p2: { active: [KINGAMBIT], bench: [[PIKACHU]] },
      }),
      'Do the Wave',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(30);
  });

  it('"… for each Water Energy … not used to pay for this attack\'s Energy cost. Extra Water Energy after the 2nd doesn\'t count." (Vaporeon)', () => {
    const gun = (n: number) =>
      attack(
        table({ p1: { active: ['base2-12', ...Array(n).fill(W)] }, p2: { active: [KINGAMBIT] } }),
        'Water Gun',
      );
    expect(damageIn(gun(3).state, 'p2:active')).toBe(30);
    expect(damageIn(gun(4).state, 'p2:active')).toBe(40);
    expect(damageIn(gun(7).state, 'p2:active')).toBe(50);
  });

  it('"Flip a number of coins equal to the number of Energy attached to Exeggutor." (Big Eggsplosion)', () => {
    for (const seed of SEEDS.slice(0, 6)) {
      const t = attack(
        table({ seed, p1: { active: ['base2-35', G, G, P] }, p2: { active: [DONDOZO] } }),
        'Big Eggsplosion',
      );
      expect(flipsOf(t)).toHaveLength(3);
      expect(damageIn(t.state, 'p2:active')).toBe(20 * flips(t));
    }
  });

  it('"Both the Defending Pokémon and Gloom are now Confused (after doing damage)." (Foul Odor)', () => {
    const t = attack(
      table({ p1: { active: ['base2-37', G, G] }, p2: { active: [DONDOZO] } }),
      'Foul Odor',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(20);
    expect(conditionsIn(t.state, 'p2:active')).toEqual(['confused']);
    expect(conditionsIn(t.state, 'p1:active')).toEqual(['confused']);
  });

  it('"Vileplume is now Confused (after doing damage)." after 40 for each of 3 coins (Petal Dance)', () => {
    const t = attack(
      table({ seed: 3, p1: { active: ['base2-15', G, G, G] }, p2: { active: [DONDOZO] } }),
      'Petal Dance',
    );
    expect(flipsOf(t)).toHaveLength(3);
    expect(damageIn(t.state, 'p2:active')).toBe(40 * flips(t));
    expect(conditionsIn(t.state, 'p1:active')).toEqual(['confused']);
  });

  it('"If heads, the Defending Pokémon is now Confused and Poisoned." (Venom Powder)', () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['base2-13', G, G] }, p2: { active: [DONDOZO] } }),
        'Venom Powder',
      );
    expect(conditionsIn(withSeeds(SEEDS, run, heads).state, 'p2:active')).toEqual([
      'confused',
      'poisoned',
    ]);
    expect(conditionsIn(withSeeds(SEEDS, run, tails).state, 'p2:active')).toEqual([]);
  });

  it('"Unless this attack Knocks Out the Defending Pokémon, return the Defending Pokémon and all cards attached to it to your opponent\'s hand." (Hurricane)', () => {
    const board = (damage: number) =>
      withCounters(
        table({
          p1: { active: [PIDGEOT, R, R, R] },
          p2: { active: [CHARMELEON, CHARMANDER, R], bench: [[SQUIRTLE]] },
        }),
        'p2:active',
        { damage },
      );
    const back = attack(board(0), 'Hurricane');
    expect(templatesIn(back.state, 'p2:hand').sort()).toEqual([CHARMELEON, CHARMANDER, R].sort());
    expect(templatesIn(back.state, 'p2:active')).toEqual([SQUIRTLE]);
    // Charmeleon (80 HP) with 50 damage is Knocked Out by the 30: it goes to the discard pile.
    const out = attack(board(50), 'Hurricane');
    expect(templatesIn(out.state, 'p2:hand')).toEqual([]);
    expect(templatesIn(out.state, 'p2:discard')).toContain(CHARMELEON);
  });

  it('"Search your deck for a Fighting Basic Pokémon card and put it onto your Bench." (Call for Friend)', () => {
    const t = attack(
      table({
        p1: { active: ['base2-39', F, F, F], deck: [PIKACHU, 'base1-52', W] },
        p2: { active: [KINGAMBIT] },
      }),
      'Call for Friend',
    );
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual(['base1-52']);
  });

  it('"… a Basic Pokémon named Nidoran ♂ or Nidoran ♀ …" (Call for Family) and "named Oddish" (Sprout)', () => {
    const nido = attack(
      table({
        p1: { active: ['base2-57', G, G], deck: [PIKACHU, 'base1-55'] },
        p2: { active: [DONDOZO] },
      }),
      'Call for Family',
    );
    expect(templatesIn(nido.state, 'p1:bench_1')).toEqual(['base1-55']);
    const oddish = attack(
      table({
        p1: { active: ['base2-58', G, G], deck: [BULBASAUR, 'base2-58'] },
        p2: { active: [DONDOZO] },
      }),
      'Sprout',
    );
    expect(templatesIn(oddish.state, 'p1:bench_1')).toEqual(['base2-58']);
  });

  it('"If your opponent has any Benched Pokémon, choose 1 of them and this attack does 10 damage to it." (Spark)', () => {
    const t = attack(
      table({
        p1: { active: ['base2-60', L, L] },
        p2: { active: [KINGAMBIT], bench: [[PIKACHU], [SQUIRTLE]] },
      }),
      'Spark',
      { chooser: optionsNaming('p2:bench_2') },
    );
    expect(damageIn(t.state, 'p2:active')).toBe(20);
    // Squirtle is weak to Lightning; no Weakness on the Bench.
    expect(damageIn(t.state, 'p2:bench_2')).toBe(10);
    expect(damageIn(t.state, 'p2:bench_1')).toBe(0);
  });

  it('"If the Defending Pokémon isn\'t Colorless, … 10 damage to each Benched Pokémon of the same type … (including your own)." (Chain Lightning)', () => {
    const t = attack(
      table({
        p1: { active: ['base2-2', L, L, L], bench: [['base1-63'], [PIKACHU]] },
        p2: { active: [BLASTOISE], bench: [[SQUIRTLE], [CHARMANDER]] },
      }),
      'Chain Lightning',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(40);
    expect(damageIn(t.state, 'p2:bench_1')).toBe(10);
    expect(damageIn(t.state, 'p2:bench_2')).toBe(0);
    expect(damageIn(t.state, 'p1:bench_1')).toBe(10);
    expect(damageIn(t.state, 'p1:bench_2')).toBe(0);
    const colorless = attack(
      table({
        p1: { active: ['base2-2', L, L, L], bench: [['base2-5']] },
        p2: { active: [MEOWTH], bench: [['base2-5']] },
      }),
      'Chain Lightning',
    );
    expect(damageIn(colorless.state, 'p2:bench_1')).toBe(0);
  });

  it('"Remove a number of damage counters from Butterfree equal to half the damage done … (rounded up to the nearest 10)." (Mega Drain)', () => {
    const t = attack(
      withCounters(
        table({ p1: { active: ['base2-33', G, G, G, G] }, p2: { active: [DONDOZO] } }),
        'p1:active',
        { damage: 50 },
      ),
      'Mega Drain',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(40);
    expect(damageIn(t.state, 'p1:active')).toBe(30);
  });

  it('"All damage done by attacks to Clefable during your opponent\'s next turn is reduced by 20 …" (Minimize)', () => {
    const t = attack(
      table({ p1: { active: ['base2-1', R, R] }, p2: { active: [BLASTOISE, W, W, W] } }),
      'Minimize',
    );
    expect(damageIn(attack(nextTurn(t), 'Hydro Pump', { player: 'p2' }).state, 'p1:active')).toBe(
      20,
    );
  });

  it('"If the Defending Pokémon attacks Cubone during your opponent\'s next turn, any damage done by the attack is reduced by 20 …" — only that Pokémon, and benching it ends the effect (Snivel)', () => {
    const t = attack(
      table({
        p1: { active: ['base2-50', R] },
        p2: { active: [BLASTOISE, W, W, W], bench: [[CHARMANDER, R, R]] },
      }),
      'Snivel',
    );
    expect(damageIn(attack(nextTurn(t), 'Hydro Pump', { player: 'p2' }).state, 'p1:active')).toBe(
      20,
    );
    // Another Pokémon the opponent retreats into: its attack is not reduced.
    const theirs = nextTurn(t);
    const blastoise = pokemonIn(engine.definition.cards, theirs.state, 'p2:active');
    if (!blastoise) throw new Error('Blastoise is Active');
    const retreated = act(theirs, {
      type: 'declare_action',
      player: 'p2',
      source: 'ai',
      kind: 'retreat',
      details: { to: 'p2:bench_1', discard: blastoise.energy.slice(0, 3) },
    });
    // Charmander's Ember: 30 (Cubone is weak to Grass only).
    const embered = attack(retreated, 'Ember', { player: 'p2' });
    expect(damageIn(embered.state, 'p1:active')).toBe(30);
  });

  it('"If the Defending Pokémon attacks Persian during your next turn, any damage … is reduced by 10 …" (Pounce: the Defending Pokémon attacks on its own turn)', () => {
    const t = attack(
      table({ p1: { active: ['base2-42', R, R, R] }, p2: { active: [BLASTOISE, W, W, W] } }),
      'Pounce',
    );
    expect(damageIn(attack(nextTurn(t), 'Hydro Pump', { player: 'p2' }).state, 'p1:active')).toBe(
      30,
    );
  });

  it('"If heads, the Defending Pokémon can\'t attack Eevee during your opponent\'s next turn." (Tail Wag)', () => {
    const run = (seed: number) =>
      attack(
        table({
          seed,
          p1: { active: ['base2-51', R], bench: [[PIKACHU]] },
          p2: { active: [BLASTOISE, W, W, W] },
        }),
        'Tail Wag',
      );
    const h = nextTurn(withSeeds(SEEDS, run, heads));
    expect(
      refusalOf(h, {
        type: 'declare_action',
        player: 'p2',
        source: 'ai',
        kind: 'attack',
        card: `#${h.state.zones['p2:active']?.cards[0]}`,
        zone: 'p2:active',
        details: { attack: 'Hydro Pump' },
      }),
    ).toMatch(/CANNOT_ATTACK/);
    const t = nextTurn(withSeeds(SEEDS, run, tails));
    expect(damageIn(attack(t, 'Hydro Pump', { player: 'p2' }).state, 'p1:active')).toBe(40);
  });

  it('"If heads, during your opponent\'s next turn, prevent all effects of attacks, including damage, done to Fearow." (Agility)', () => {
    const run = (seed: number) =>
      attack(
        table({
          seed,
          p1: { active: ['base2-36', R, R, R] },
          p2: { active: [BLASTOISE, W, W, W] },
        }),
        'Agility',
      );
    expect(
      damageIn(
        attack(nextTurn(withSeeds(SEEDS, run, heads)), 'Hydro Pump', { player: 'p2' }).state,
        'p1:active',
      ),
    ).toBe(0);
    expect(
      damageIn(
        attack(nextTurn(withSeeds(SEEDS, run, tails)), 'Hydro Pump', { player: 'p2' }).state,
        'p1:active',
      ),
    ).toBe(40);
  });

  it('"During your next turn, Scyther\'s Slash attack\'s base damage is 60 instead of 30." (Swords Dance)', () => {
    const t = attack(
      table({ p1: { active: ['base2-10', G, R, R] }, p2: { active: [DONDOZO] } }),
      'Swords Dance',
    );
    const back = nextTurn(act(nextTurn(t), { type: 'end_turn', player: 'p2', source: 'ai' }));
    expect(damageIn(attack(back, 'Slash').state, 'p2:active')).toBe(60);
    expect(
      damageIn(
        attack(table({ p1: { active: ['base2-10', R, R, R] }, p2: { active: [DONDOZO] } }), 'Slash')
          .state,
        'p2:active',
      ),
    ).toBe(30);
  });

  it('"Switch Exeggutor with 1 of your Benched Pokémon." (Teleport)', () => {
    const t = attack(
      table({ p1: { active: ['base2-35', P], bench: [[PIKACHU]] }, p2: { active: [KINGAMBIT] } }),
      'Teleport',
    );
    expect(templatesIn(t.state, 'p1:active')).toEqual([PIKACHU]);
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual(['base2-35', P]);
  });

  it('"Flip a coin. If heads, draw a card." (Pay Day)', () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: [MEOWTH, R, R] }, p2: { active: [KINGAMBIT] } }),
        'Pay Day',
      );
    expect(templatesIn(withSeeds(SEEDS, run, heads).state, 'p1:hand')).toHaveLength(1);
    expect(templatesIn(withSeeds(SEEDS, run, tails).state, 'p1:hand')).toHaveLength(0);
  });

  it('"If heads, the Defending Pokémon can\'t retreat during your next turn." — as printed, the attacker\'s turn: no lasting effect (Acid)', () => {
    const run = (seed: number) =>
      attack(
        table({
          seed,
          p1: { active: ['base2-14', G, G] },
          p2: { active: [DONDOZO], bench: [[SQUIRTLE]] },
        }),
        'Acid',
      );
    const h = nextTurn(withSeeds(SEEDS, run, heads));
    expect(damageIn(h.state, 'p2:active')).toBe(20);
    expect(h.state.plugin.markers.some((m) => m.kind === 'cant-retreat')).toBe(false);
    const t = nextTurn(withSeeds(SEEDS, run, tails));
    expect(t.state.plugin.markers.some((m) => m.kind === 'cant-retreat')).toBe(false);
  });

  it('"Flip a coin. If tails, Primeape is now Confused (after doing damage)." (Tantrum)', () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['base2-43', F, F, F] }, p2: { active: [KINGAMBIT] } }),
        'Tantrum',
      );
    expect(conditionsIn(withSeeds(SEEDS, run, tails).state, 'p1:active')).toEqual(['confused']);
    expect(conditionsIn(withSeeds(SEEDS, run, heads).state, 'p1:active')).toEqual([]);
  });

  it('"Rhydon does 20 damage to itself. If your opponent has any Benched Pokémon, he or she chooses 1 … (Do the damage before switching …)" (Ram)', () => {
    const t = attack(
      table({
        p1: { active: ['base2-45', F, F, F, F] },
        p2: { active: [KINGAMBIT], bench: [[SQUIRTLE]] },
      }),
      'Ram',
    );
    expect(damageIn(t.state, 'p1:active')).toBe(20);
    expect(templatesIn(t.state, 'p2:active')).toEqual([SQUIRTLE]);
    expect(damageIn(t.state, 'p2:bench_1')).toBe(50);
  });

  it('compiled Harden: "whenever 20 or less damage is done …, prevent that damage"', () => {
    const t = attack(
      table({ p1: { active: ['tst-1', R] }, p2: { active: [CHARMANDER, R, R] } }),
      'Harden',
    );
    expect(damageIn(attack(nextTurn(t), 'Scratch', { player: 'p2' }).state, 'p1:active')).toBe(0);
    const ember = attack(
      table({ p1: { active: ['tst-1', R] }, p2: { active: [CHARMANDER, R, R] } }),
      'Harden',
    );
    expect(damageIn(attack(nextTurn(ember), 'Ember', { player: 'p2' }).state, 'p1:active')).toBe(
      30,
    );
  });

  it('compiled two-sentence "If the Defending Pokémon tries to attack …, your opponent flips a coin. If tails, that attack does nothing."', () => {
    const run = (seed: number) =>
      attack(
        nextTurn(
          attack(
            table({ seed, p1: { active: ['tst-1', R] }, p2: { active: [CHARMANDER, R] } }),
            'Sand Cloud',
          ),
        ),
        'Scratch',
        { player: 'p2' },
      );
    const coin = (t: Table) =>
      t.state.log.find((e) => e.message.startsWith('p2 flipped'))?.message ?? '';
    expect(
      damageIn(withSeeds(SEEDS, run, (t) => coin(t).endsWith('tails')).state, 'p1:active'),
    ).toBe(0);
    expect(
      damageIn(withSeeds(SEEDS, run, (t) => coin(t).endsWith('heads')).state, 'p1:active'),
    ).toBe(10);
  });
});

describe('Pokémon Power sentences', () => {
  it('"Whenever an attack (including your own) does 30 or more damage to Mr. Mime …, prevent that damage." (Invisible Wall)', () => {
    const hit = (attacker: string[], name: string) =>
      attack(table({ p1: { active: attacker }, p2: { active: ['base2-6'] } }), name);
    expect(damageIn(hit([PIKACHU, L], 'Gnaw').state, 'p2:active')).toBe(10);
    expect(damageIn(hit([BLASTOISE, W, W, W], 'Hydro Pump').state, 'p2:active')).toBe(0);
    const asleep = attack(
      withCounters(
        table({ p1: { active: [BLASTOISE, W, W, W] }, p2: { active: ['base2-6'] } }),
        'p2:active',
        { asleep: 1 },
      ),
      'Hydro Pump',
    );
    expect(templatesIn(asleep.state, 'p2:discard')).toContain('base2-6');
  });

  it('"Snorlax can\'t become Asleep, Confused, Paralyzed, or Poisoned." (Thick Skinned)', () => {
    const t = attack(
      table({ p1: { active: ['base2-37', G] }, p2: { active: ['base2-11'] } }),
      'Poisonpowder',
    );
    expect(conditionsIn(t.state, 'p2:active')).toEqual([]);
  });

  it('"As long as Dodrio is Benched, pay Colorless less to retreat your Active Pokémon." (Retreat Aid)', () => {
    const t = table({
      p1: { active: ['base2-11', R, R, R, R], bench: [['base2-34']] },
      p2: { active: [KINGAMBIT] },
    });
    const snorlax = pokemonIn(engine.definition.cards, t.state, 'p1:active');
    if (!snorlax) throw new Error('Snorlax is Active');
    const retreat = (discard: number) =>
      refusalOf(t, {
        type: 'declare_action',
        player: 'p1',
        source: 'ai',
        kind: 'retreat',
        details: {
          to: 'p1:bench_1',
          discard: snorlax.energy.slice(0, discard),
        },
      });
    // Snorlax prints 4: with Dodrio on the Bench it pays 3.
    expect(retreat(3)).toBe('played');
    expect(retreat(2)).toMatch(/needs 3 Energy/);
  });

  it('"Once during your turn …, you may flip a coin. If heads, remove 1 damage counter from 1 of your Pokémon." (Heal)', () => {
    const board = (seed: number) =>
      withCounters(
        table({
          seed,
          p1: { active: ['base2-15'], bench: [[PIKACHU]] },
          p2: { active: [KINGAMBIT] },
        }),
        'p1:active',
        { damage: 30 },
      );
    const run = (seed: number) => useAbility(board(seed), 'p1:active', 'Heal');
    const h = withSeeds(SEEDS, run, heads);
    expect(damageIn(h.state, 'p1:active')).toBe(20);
    expect(() => useAbility(h, 'p1:active', 'Heal')).toThrow(/already used Heal/);
    expect(damageIn(withSeeds(SEEDS, run, tails).state, 'p1:active')).toBe(30);
    // Only a damaged Pokémon is offered.
    const asked = declareAbility(
      withSeeds(
        SEEDS,
        (s) => board(s),
        () => true,
      ),
      'p1:active',
      'Heal',
    );
    const settled = answerAll(asked, (d) => (d.options ?? []).slice(0, 1));
    expect(templatesIn(settled.state, 'p1:bench_1')).toEqual([PIKACHU]);
  });
});

describe('Trainer sentences', () => {
  it('"Flip a coin. If heads, you may search your deck for any Basic Pokémon or Evolution card. Show that card to your opponent, then put it into your hand." (Poké Ball)', () => {
    const run = (seed: number) =>
      playTrainer(
        table({
          seed,
          p1: { active: [PIKACHU], hand: ['base2-64'], deck: [W, CHARMELEON, BILL] },
          p2: { active: [KINGAMBIT] },
        }),
        'Poké Ball',
      );
    const h = withSeeds(SEEDS, run, heads);
    expect(templatesIn(h.state, 'p1:hand')).toEqual([CHARMELEON]);
    expect(h.state.log.some((e) => /revealed|showed/i.test(e.message))).toBe(true);
    const t = withSeeds(SEEDS, run, tails);
    expect(templatesIn(t.state, 'p1:hand')).toEqual([]);
  });
});
