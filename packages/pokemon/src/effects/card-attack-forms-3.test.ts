import { describe, expect, it } from 'vitest';
import { loadCardSet } from '../cards/load-card-set';
import { viewPluginState } from '../game/definition';
import {
  BULBASAUR,
  CHARMANDER,
  flipsOf,
  heads,
  KINGAMBIT,
  nextTurn,
  PIKACHU,
  pass,
  SEEDS,
  SQUIRTLE,
  tails,
} from './cards/classic.test-helper';
import { classicSets, classicWith } from './classic-sets.test-helper';
import {
  abilityAction,
  act,
  answerAll,
  attack,
  type Chooser,
  conditionsIn,
  damageIn,
  firstOptions,
  type Table,
  templatesIn,
  withCounters,
  withSeeds,
} from './effects.test-helper';
import { attackAction, retreat, verdict } from './lasting.test-helper';
import { isPatternText } from './patterns';
import { readSwitch } from './switch-clause';

/**
 * Card-moving and lasting attack sentences of the e-Card era (Expedition, Aquapolis, Skyridge)
 * read as clauses that compose: each form on a real printing of a classic fixture, beside a
 * MADE-UP rewording (the `tst7` cards below, marked as such) that no fixture prints; every
 * outcome written from the printed words, both coin sides.
 *
 * Rulings relied on:
 * - Order of an attack: "Do any damage first, then do any other effects" (Expert Rules step g;
 *   later rulebooks: "Apply any effects that happen before damage, then place damage counters,
 *   and then do all other effects") — a switch happens after the damage unless the text says
 *   "before doing damage"; Knock Outs are checked after the whole attack, so "If the Defending
 *   Pokémon isn't Knocked Out by the damage from this attack" reads the damage it holds then.
 * - "The new Defending Pokémon is now Asleep." names the Pokémon switched in: with no switch
 *   (no Benched Pokémon) there is no new Defending Pokémon, and nothing becomes Asleep.
 */

/** MADE-UP cards (no set prints them): rewordings of the forms, for the transfer tests. */
const madeUp = loadCardSet({
  set: { id: 'tst7', name: 'Made-up rewordings 7', series: 'Test', ptcgoCode: 'TS7' },
  cards: [
    {
      id: 'tst7-1',
      name: 'Swapper',
      supertype: 'Pokémon',
      subtypes: ['Basic'],
      hp: '60',
      types: ['Colorless'],
      number: '1',
      attacks: [
        {
          // "your opponent" for "he or she", "his or her Active Pokémon", no accent.
          name: 'Blow Away',
          cost: ['Colorless'],
          damage: '10',
          text: 'If your opponent has any Benched Pokemon, your opponent chooses 1 of them and switches his or her Active Pokemon with it.',
        },
        {
          // "that has no damage counters on it", two Special Conditions, "your opponent's Active".
          name: 'Fresh Lure',
          cost: ['Colorless'],
          damage: '',
          text: "Choose 1 of your opponent's Benched Pokémon that has no damage counters on it and switch your opponent's Active Pokémon with it. The new Defending Pokémon is now Confused and Poisoned.",
        },
      ],
    },
    {
      id: 'tst7-2',
      name: 'Gatherer',
      supertype: 'Pokémon',
      subtypes: ['Basic'],
      hp: '60',
      types: ['Colorless'],
      number: '2',
      attacks: [
        {
          // "you may", "up to 2", Trainer cards, "put them into your hand".
          name: 'Pick Up',
          cost: ['Colorless'],
          damage: '',
          text: 'You may put up to 2 Trainer cards from your discard pile into your hand.',
        },
        {
          // The Plasma form with another type and target.
          name: 'Tide Pool',
          cost: ['Colorless'],
          damage: '10',
          text: 'If there are any Water Energy cards in your discard pile, flip a coin. If heads, attach 1 of them to 1 of your Benched Pokémon.',
        },
        {
          // Energy from the hand to a Benched Pokémon, one kind of basic Energy.
          name: 'Hand Off',
          cost: ['Colorless'],
          damage: '',
          text: 'Attach a Fire Energy card from your hand to 1 of your Benched Pokémon.',
        },
      ],
    },
  ],
});
const { registry, table } = classicWith(madeUp);

const C = 'sve-1';
const [G, R, W, L, PSY] = ['sve-1', 'sve-2', 'sve-3', 'sve-4', 'sve-5'];
const DCE = 'base1-96'; // Double Colorless Energy (a Special Energy card)
const ELM = 'neo1-96'; // Professor Elm, a Trainer
const NEO_PICHU = 'neo1-12'; // a Baby Pokémon
const sorted = (xs: readonly string[]) => [...xs].sort();
/** The pending decision's options without the `#12 ` instance prefix. */
const optionNames = (t: Table) =>
  (t.state.pendingDecision?.options ?? []).map((o) => o.replace(/^#\S+ /, ''));

/** Starts p1's attack without answering anything. */
const declareAttack = (t: Table, name: string) =>
  act(t, {
    type: 'declare_action',
    player: 'p1',
    source: 'ai',
    kind: 'attack',
    card: `#${t.state.zones['p1:active']?.cards[0]}`,
    zone: 'p1:active',
    details: { attack: name },
  });
const attackAll = (t: Table, name: string, chooser: Chooser = firstOptions) =>
  answerAll(declareAttack(t, name), chooser);
/** The pending Pokémon options, spot and name (HP left out). */
const pokemonOptions = (t: Table) =>
  (t.state.pendingDecision?.options ?? []).map((o) => o.replace(/ \(.*\)$/, ''));
/** Answers with the options naming `names`, else the first options. */
const exactly =
  (...names: string[]): Chooser =>
  (d, s) => {
    const left = [...(d.options ?? [])];
    const out: string[] = [];
    for (const n of names) {
      const i = left.findIndex((o) => o.includes(n));
      if (i >= 0) out.push(...left.splice(i, 1));
    }
    return out.length > 0 ? out : firstOptions(d, s);
  };
const onSide = (side: 'heads' | 'tails', run: (seed: number) => Table) =>
  withSeeds(SEEDS, run, side === 'heads' ? heads : tails);

const benched = { active: [KINGAMBIT], bench: [[PIKACHU], [SQUIRTLE]] };

describe('switch sentences: the e-Card wordings', () => {
  it('Pidgeotto — Whirlwind (Expedition): "switches the Defending Pokémon with it" — the opponent chooses, after the damage', () => {
    const t = declareAttack(
      table({ p1: { active: ['ecard1-88', C, C] }, p2: benched }),
      'Whirlwind',
    );
    expect(t.state.pendingDecision?.decider).toBe('p2');
    expect(pokemonOptions(t)).toEqual(['p2:bench_1 Pikachu', 'p2:bench_2 Squirtle']);
    const done = answerAll(t, exactly('Squirtle'));
    expect(templatesIn(done.state, 'p2:active')).toEqual([SQUIRTLE]);
    // The damage went to the Pokémon that was Defending (now on the Bench).
    expect(damageIn(done.state, 'p2:bench_2')).toBe(20);
    expect(damageIn(done.state, 'p2:active')).toBe(0);
    // No Bench: damage only.
    const alone = attackAll(
      table({ p1: { active: ['ecard1-88', C, C] }, p2: { active: [KINGAMBIT] } }),
      'Whirlwind',
    );
    expect(templatesIn(alone.state, 'p2:active')).toEqual([KINGAMBIT]);
    expect(damageIn(alone.state, 'p2:active')).toBe(20);
  });

  it('Growlithe — Roar (Aquapolis): the same words with no damage and no reminder', () => {
    const t = declareAttack(table({ p1: { active: ['ecard2-80', C] }, p2: benched }), 'Roar');
    expect(t.state.pendingDecision?.decider).toBe('p2');
    expect(templatesIn(answerAll(t, exactly('Pikachu')).state, 'p2:active')).toEqual([PIKACHU]);
  });

  it('MADE-UP Blow Away: "your opponent chooses … and switches his or her Active Pokemon with it"', () => {
    const t = declareAttack(table({ p1: { active: ['tst7-1', C] }, p2: benched }), 'Blow Away');
    expect(t.state.pendingDecision?.decider).toBe('p2');
    const done = answerAll(t, exactly('Pikachu'));
    expect(templatesIn(done.state, 'p2:active')).toEqual([PIKACHU]);
    expect(damageIn(done.state, 'p2:bench_1')).toBe(10);
  });

  it('Magnemite — Attract (Aquapolis): you choose which Benched Pokémon comes in', () => {
    const t = declareAttack(
      table({ p1: { active: ['ecard2-52', 'sve-8'] }, p2: benched }),
      'Attract',
    );
    expect(t.state.pendingDecision?.decider).toBe('p1');
    expect(templatesIn(answerAll(t, exactly('Squirtle')).state, 'p2:active')).toEqual([SQUIRTLE]);
  });

  it('Parasect — Sleep Inducer (Aquapolis): the Pokémon switched in is now Asleep; with no Bench nothing is', () => {
    const done = attackAll(
      table({ p1: { active: ['ecard2-27', 'sve-1'] }, p2: benched }),
      'Sleep Inducer',
      exactly('Squirtle'),
    );
    expect(templatesIn(done.state, 'p2:active')).toEqual([SQUIRTLE]);
    expect(conditionsIn(done.state, 'p2:active')).toEqual(['asleep']);
    expect(conditionsIn(done.state, 'p2:bench_2')).toEqual([]);
    const alone = attackAll(
      table({ p1: { active: ['ecard2-27', 'sve-1'] }, p2: { active: [KINGAMBIT] } }),
      'Sleep Inducer',
    );
    expect(conditionsIn(alone.state, 'p2:active')).toEqual([]);
  });

  it('Drowzee — Sleep Inducer (Aquapolis): heads switches and puts the new one to sleep; tails does neither', () => {
    const run = (seed: number) =>
      attackAll(
        table({ seed, p1: { active: ['ecard2-74', 'sve-5'] }, p2: benched }),
        'Sleep Inducer',
        exactly('Pikachu'),
      );
    const up = onSide('heads', run);
    expect(templatesIn(up.state, 'p2:active')).toEqual([PIKACHU]);
    expect(conditionsIn(up.state, 'p2:active')).toEqual(['asleep']);
    const down = onSide('tails', run);
    expect(templatesIn(down.state, 'p2:active')).toEqual([KINGAMBIT]);
    expect(conditionsIn(down.state, 'p2:active')).toEqual([]);
  });

  it('MADE-UP Fresh Lure: only undamaged Benched Pokémon are offered; the new one gets both conditions', () => {
    const t = withCounters(
      table({
        p1: { active: ['tst7-1', C] },
        p2: { ...benched, bench: [...benched.bench, [CHARMANDER]] },
      }),
      'p2:bench_1',
      { damage: 10 },
    );
    const asked = declareAttack(t, 'Fresh Lure');
    expect(pokemonOptions(asked)).toEqual(['p2:bench_2 Squirtle', 'p2:bench_3 Charmander']);
    const done = answerAll(asked, exactly('Squirtle'));
    expect(templatesIn(done.state, 'p2:active')).toEqual([SQUIRTLE]);
    expect([...conditionsIn(done.state, 'p2:active')].sort()).toEqual(['confused', 'poisoned']);
  });

  it('Scizor — Snatch (Aquapolis): before the damage you may pull in an undamaged Benched Pokémon, which takes the damage; declined, nothing moves', () => {
    const board = () =>
      withCounters(
        table({ p1: { active: ['ecard2-32', 'sve-8', C] }, p2: benched }),
        'p2:bench_1',
        { damage: 10 },
      );
    const t = declareAttack(board(), 'Snatch');
    expect(t.state.pendingDecision?.options).toEqual(['yes', 'no']);
    const taken = answerAll(t, exactly('yes', 'Squirtle'));
    expect(templatesIn(taken.state, 'p2:active')).toEqual([SQUIRTLE]);
    expect(damageIn(taken.state, 'p2:active')).toBe(20);
    const declined = answerAll(declareAttack(board(), 'Snatch'), exactly('no'));
    expect(templatesIn(declined.state, 'p2:active')).toEqual([KINGAMBIT]);
    expect(damageIn(declined.state, 'p2:active')).toBe(20);
    // Only damaged Benched Pokémon: no question at all.
    const hurt = withCounters(board(), 'p2:bench_2', { damage: 10 });
    const none = attackAll(hurt, 'Snatch');
    expect(templatesIn(none.state, 'p2:active')).toEqual([KINGAMBIT]);
  });

  it('Hypno — Spiral Aura (Aquapolis): you may switch after the damage, unless that damage Knocks Out the Defending Pokémon', () => {
    const board = () => table({ p1: { active: ['ecard2-16', 'sve-5', C, C] }, p2: benched });
    const t = declareAttack(board(), 'Spiral Aura');
    expect(t.state.pendingDecision?.options).toEqual(['yes', 'no']);
    const taken = answerAll(t, exactly('yes', 'Pikachu'));
    expect(templatesIn(taken.state, 'p2:active')).toEqual([PIKACHU]);
    expect(damageIn(taken.state, 'p2:bench_1')).toBe(30);
    const declined = answerAll(declareAttack(board(), 'Spiral Aura'), exactly('no'));
    expect(templatesIn(declined.state, 'p2:active')).toEqual([KINGAMBIT]);
    // Knocked Out by the 30 damage: no switch is offered (p2 promotes as after any Knock Out).
    const kingambitHp = (registry.require(KINGAMBIT) as { hp: number }).hp;
    const ko = withCounters(board(), 'p2:active', { damage: kingambitHp - 30 });
    const after = declareAttack(ko, 'Spiral Aura');
    expect(after.state.pendingDecision?.options ?? []).not.toContain('yes');
    const settled = answerAll(after, exactly('Pikachu'));
    expect(templatesIn(settled.state, 'p2:discard')).toContain(KINGAMBIT);
    // p2 promoted the Pokémon of its choice; p1 was never asked.
    expect(settled.state.log.some((l) => /switch/i.test(l.message) && /p1/.test(l.message))).toBe(
      false,
    );
  });

  it('Machamp — Drag Off (Skyridge): before the damage you choose; "If your opponent has no Benched Pokémon, ignore this effect."', () => {
    const t = declareAttack(
      table({ p1: { active: ['ecard3-16', 'sve-6', C] }, p2: benched }),
      'Drag Off',
    );
    expect(t.state.pendingDecision?.decider).toBe('p1');
    const done = answerAll(t, exactly('Squirtle'));
    expect(templatesIn(done.state, 'p2:active')).toEqual([SQUIRTLE]);
    expect(damageIn(done.state, 'p2:active')).toBe(20);
    const alone = attackAll(
      table({ p1: { active: ['ecard3-16', 'sve-6', C] }, p2: { active: [KINGAMBIT] } }),
      'Drag Off',
    );
    expect(damageIn(alone.state, 'p2:active')).toBe(20);
  });

  it('reads the new forms and still refuses what they do not say', () => {
    expect(
      readSwitch(
        "Choose 1 of your opponent's Benched Pokémon and switch the Defending Pokémon with it.",
      ),
    ).toMatchObject({ kind: 'gust', before: false, may: false });
    expect(
      readSwitch(
        'If your opponent has any Benched Pokémon, he or she chooses 1 of them and switches the Defending Pokémon with it.',
      ),
    ).toMatchObject({ kind: 'opponent-switches' });
    expect(
      readSwitch('If you have any Benched Pokémon, choose 1 of them and switch SELF with it.'),
    ).toMatchObject({ kind: 'own' });
    // "isn't Knocked Out by the damage" before the damage, or about your own switch: not read.
    expect(
      readSwitch(
        "Before doing damage, if the Defending Pokémon isn't Knocked Out by the damage from this attack, choose 1 of your opponent's Benched Pokémon and switch the Defending Pokémon with it.",
      ),
    ).toBeUndefined();
    // "with no damage counters on it" on your own Pokémon is not a filter read here.
    expect(
      readSwitch('Switch SELF with 1 of your Benched Pokémon with no damage counters on it.'),
    ).toBeUndefined();
    // "The new Defending Pokémon" after your own switch is not read.
    expect(
      isPatternText(
        'Smeargle',
        'Choose 1 of your Benched Pokémon and switch Smeargle with it. The new Defending Pokémon is now Asleep.',
      ),
    ).toBe(false);
  });
});

describe('cards of your discard pile: Energy Catch, Energy Recall, Plasma and their kin', () => {
  it('Magby — Energy Catch (Expedition): heads puts a basic Energy card of the discard pile into the hand; tails nothing', () => {
    const run = (seed: number) =>
      declareAttack(
        table({
          seed,
          p1: { active: ['ecard1-17', R], discard: [L, DCE, ELM, W] },
          p2: { active: [KINGAMBIT] },
        }),
        'Energy Catch',
      );
    const up = withSeeds(SEEDS, run, (t) => Boolean(t.state.pendingDecision));
    expect(heads(up)).toBe(true);
    // Only the basic Energy cards: not the Special Energy, not the Trainer.
    expect(optionNames(up)).toEqual(['Basic Lightning Energy', 'Basic Water Energy']);
    const done = answerAll(up, exactly('Water'));
    expect(templatesIn(done.state, 'p1:hand')).toEqual([W]);
    expect(sorted(templatesIn(done.state, 'p1:discard'))).toEqual(sorted([L, DCE, ELM]));
    const down = onSide('tails', (seed) => answerAll(run(seed)));
    expect(templatesIn(down.state, 'p1:hand')).toEqual([]);
    expect(templatesIn(down.state, 'p1:discard')).toHaveLength(4);
  });

  it('Kadabra — Energy Recall (Expedition): 2 basic Energy cards to Kadabra, 1 if only 1 is there', () => {
    const two = attackAll(
      table({
        p1: { active: ['ecard1-84', PSY], discard: [W, L, DCE] },
        p2: { active: [KINGAMBIT] },
      }),
      'Energy Recall',
    );
    expect(sorted(templatesIn(two.state, 'p1:active'))).toEqual(sorted(['ecard1-84', PSY, W, L]));
    expect(templatesIn(two.state, 'p1:discard')).toEqual([DCE]);
    const one = attackAll(
      table({ p1: { active: ['ecard1-84', PSY], discard: [W, DCE] }, p2: { active: [KINGAMBIT] } }),
      'Energy Recall',
    );
    expect(sorted(templatesIn(one.state, 'p1:active'))).toEqual(sorted(['ecard1-84', PSY, W]));
  });

  it('Raichu — Plasma (Expedition): with Lightning Energy in the discard pile, heads attaches 1 to Raichu, tails none; with none there, no coin', () => {
    const run = (seed: number) =>
      attackAll(
        table({
          seed,
          p1: { active: ['ecard1-25', L], discard: [L, R] },
          p2: { active: [KINGAMBIT] },
        }),
        'Plasma',
      );
    const up = onSide('heads', run);
    expect(templatesIn(up.state, 'p1:active')).toEqual(['ecard1-25', L, L]);
    expect(templatesIn(up.state, 'p1:discard')).toEqual([R]);
    expect(damageIn(up.state, 'p2:active')).toBe(10);
    const down = onSide('tails', run);
    expect(templatesIn(down.state, 'p1:active')).toEqual(['ecard1-25', L]);
    const none = attackAll(
      table({ p1: { active: ['ecard1-25', L], discard: [R] }, p2: { active: [KINGAMBIT] } }),
      'Plasma',
    );
    expect(flipsOf(none)).toEqual([]);
    expect(damageIn(none.state, 'p2:active')).toBe(10);
  });

  it('Electrode — Plasma (Skyridge, "any Lightning Energy card" singular) and Moltres — Collect Fire read the same', () => {
    const up = onSide('heads', (seed) =>
      attackAll(
        table({
          seed,
          p1: { active: ['ecard3-36', L, L], discard: [L] },
          p2: { active: [KINGAMBIT] },
        }),
        'Plasma',
      ),
    );
    expect(templatesIn(up.state, 'p1:active')).toEqual(['ecard3-36', L, L, L]);
    const fire = onSide('heads', (seed) =>
      attackAll(
        table({
          seed,
          p1: { active: ['ecard3-21', R], discard: [L, R] },
          p2: { active: [KINGAMBIT] },
        }),
        'Collect Fire',
      ),
    );
    expect(templatesIn(fire.state, 'p1:active')).toEqual(['ecard3-21', R, R]);
    expect(templatesIn(fire.state, 'p1:discard')).toEqual([L]);
  });

  it('MADE-UP Tide Pool: the same form with Water Energy and "1 of your Benched Pokémon"', () => {
    const up = onSide('heads', (seed) =>
      attackAll(
        table({
          seed,
          p1: { active: ['tst7-2', C], bench: [[PIKACHU]], discard: [W] },
          p2: { active: [KINGAMBIT] },
        }),
        'Tide Pool',
      ),
    );
    expect(templatesIn(up.state, 'p1:bench_1')).toEqual([PIKACHU, W]);
    expect(templatesIn(up.state, 'p1:active')).toEqual(['tst7-2', C]);
  });

  it('Cleffa — Energy Recycle (Skyridge): a basic Energy card of the discard pile is shuffled into the deck', () => {
    const done = attackAll(
      table({
        p1: { active: ['ecard3-48', C], discard: [ELM, W], deck: [G, G] },
        p2: { active: [KINGAMBIT] },
      }),
      'Energy Recycle',
    );
    expect(templatesIn(done.state, 'p1:discard')).toEqual([ELM]);
    expect(sorted(templatesIn(done.state, 'p1:deck'))).toEqual(sorted([G, G, W]));
    expect(done.state.log.some((l) => /shuffle/i.test(l.message))).toBe(true);
  });

  it('Slowpoke — Fishing Tail (Aquapolis): a Baby, Basic, Evolution or basic Energy card of the discard pile into the hand — not a Trainer or a Special Energy', () => {
    const t = declareAttack(
      table({
        p1: { active: ['ecard2-108', C], discard: [ELM, L, DCE, NEO_PICHU, 'ecard1-84'] },
        p2: { active: [KINGAMBIT] },
      }),
      'Fishing Tail',
    );
    expect(sorted(optionNames(t))).toEqual(sorted(['Basic Lightning Energy', 'Pichu', 'Kadabra']));
    const done = answerAll(t, exactly('Kadabra'));
    expect(templatesIn(done.state, 'p1:hand')).toEqual(['ecard1-84']);
  });

  it('Porygon — Data Sort (Aquapolis): heads shuffles a Trainer card of the discard pile into the deck; tails nothing', () => {
    const run = (seed: number) =>
      attackAll(
        table({
          seed,
          p1: { active: ['ecard2-103', C], discard: [ELM, L], deck: [G] },
          p2: { active: [KINGAMBIT] },
        }),
        'Data Sort',
      );
    const up = onSide('heads', run);
    expect(sorted(templatesIn(up.state, 'p1:deck'))).toEqual(sorted([G, ELM]));
    expect(templatesIn(up.state, 'p1:discard')).toEqual([L]);
    const down = onSide('tails', run);
    expect(templatesIn(down.state, 'p1:deck')).toEqual([G]);
  });

  it('Xatu — Warp Hole (Skyridge): heads puts the card you choose from your discard pile on top of your deck', () => {
    const run = (seed: number) =>
      attackAll(
        table({
          seed,
          p1: { active: ['ecard3-35', C, C, C], discard: [ELM, L], deck: [G, G] },
          p2: { active: [KINGAMBIT] },
        }),
        'Warp Hole',
        exactly('Elm'),
      );
    const up = onSide('heads', run);
    expect(templatesIn(up.state, 'p1:deck')[0]).toBe(ELM);
    expect(templatesIn(up.state, 'p1:discard')).toEqual([L]);
    const down = onSide('tails', run);
    expect(templatesIn(down.state, 'p1:deck')).toEqual([G, G]);
  });

  it('MADE-UP Pick Up: "You may put up to 2 Trainer cards …": none, 1 or 2, Trainers only', () => {
    const t = declareAttack(
      table({ p1: { active: ['tst7-2', C], discard: [ELM, ELM, L] }, p2: { active: [KINGAMBIT] } }),
      'Pick Up',
    );
    expect(optionNames(t)).toEqual(['Professor Elm', 'Professor Elm']);
    expect(t.state.pendingDecision?.select).toMatchObject({ min: 0, max: 2 });
    const none = answerAll(t, () => []);
    expect(templatesIn(none.state, 'p1:hand')).toEqual([]);
  });
});

describe('Energy attached by an attack: from the hand, from the deck', () => {
  it('Exeggcute — Growth Spurt (Aquapolis): an Energy card of the hand is attached to Exeggcute (Special Energy too)', () => {
    const t = declareAttack(
      table({ p1: { active: ['ecard2-76', C], hand: [DCE, W, ELM] }, p2: { active: [KINGAMBIT] } }),
      'Growth Spurt',
    );
    // One card must be chosen (no "none" answer): the attack attaches one if there is one.
    expect(optionNames(t)).toEqual(['Double Colorless Energy', 'Basic Water Energy']);
    expect(() => answerAll(t, () => [])).toThrow();
    const done = answerAll(t, exactly('Double Colorless'));
    expect(templatesIn(done.state, 'p1:active')).toEqual(['ecard2-76', C, DCE]);
    expect(sorted(templatesIn(done.state, 'p1:hand'))).toEqual(sorted([W, ELM]));
  });

  it('Weepinbell — Growth (Aquapolis): up to 2 Grass Energy cards of the hand, none of another type', () => {
    const t = declareAttack(
      table({ p1: { active: ['ecard2-65', C], hand: [G, G, G, W] }, p2: { active: [KINGAMBIT] } }),
      'Growth',
    );
    expect(optionNames(t)).toEqual([
      'Basic Grass Energy',
      'Basic Grass Energy',
      'Basic Grass Energy',
    ]);
    expect(t.state.pendingDecision?.select).toMatchObject({ min: 0, max: 2 });
    const done = answerAll(t, (d) => (d.options ?? []).slice(0, 2));
    expect(templatesIn(done.state, 'p1:active')).toEqual(['ecard2-65', C, G, G]);
    expect(sorted(templatesIn(done.state, 'p1:hand'))).toEqual(sorted([G, W]));
  });

  it('Politoed — Sudden Growth (Skyridge): any number of basic Energy cards of the hand', () => {
    const t = declareAttack(
      table({ p1: { active: ['ecard3-25', C], hand: [W, L, DCE] }, p2: { active: [KINGAMBIT] } }),
      'Sudden Growth',
    );
    expect(sorted(optionNames(t))).toEqual(['Basic Lightning Energy', 'Basic Water Energy']);
    const done = answerAll(t, (d) => [...(d.options ?? [])]);
    expect(sorted(templatesIn(done.state, 'p1:active'))).toEqual(sorted(['ecard3-25', C, W, L]));
    expect(templatesIn(done.state, 'p1:hand')).toEqual([DCE]);
  });

  it('MADE-UP Hand Off: a Fire Energy card of the hand to a Benched Pokémon; no Bench, nothing is asked', () => {
    const done = attackAll(
      table({
        p1: { active: ['tst7-2', C], bench: [[PIKACHU]], hand: [R, W] },
        p2: { active: [KINGAMBIT] },
      }),
      'Hand Off',
    );
    expect(templatesIn(done.state, 'p1:bench_1')).toEqual([PIKACHU, R]);
    const alone = attackAll(
      table({ p1: { active: ['tst7-2', C], hand: [R] }, p2: { active: [KINGAMBIT] } }),
      'Hand Off',
    );
    expect(templatesIn(alone.state, 'p1:hand')).toEqual([R]);
  });

  it('Eevee — Charge Up (Aquapolis): heads searches the deck for any Energy card (Special too) for Eevee; the opponent sees no option', () => {
    const run = (seed: number) =>
      declareAttack(
        table({
          seed,
          p1: { active: ['ecard2-75', C], deck: [ELM, DCE, W] },
          p2: { active: [KINGAMBIT] },
        }),
        'Charge Up',
      );
    const up = withSeeds(SEEDS, run, (t) => Boolean(t.state.pendingDecision));
    expect(sorted(optionNames(up))).toEqual(['Basic Water Energy', 'Double Colorless Energy']);
    expect(viewPluginState(up.state.plugin, 'p2').effects.at(-1)?.waiting).toMatchObject({
      options: [],
    });
    const done = answerAll(up, exactly('Double Colorless'));
    expect(templatesIn(done.state, 'p1:active')).toEqual(['ecard2-75', C, DCE]);
    const down = onSide('tails', (seed) => answerAll(run(seed)));
    expect(templatesIn(down.state, 'p1:active')).toEqual(['ecard2-75', C]);
  });

  it('Exeggcute — Energy Support (Aquapolis, "Shuffe" mended with a load note): heads attaches a Psychic Energy card of the deck to a Benched Pokémon', () => {
    expect(
      (classicSets.ecard2.notes ?? []).some(
        (n) => /Shuffe/.test(JSON.stringify(n)) && /Exeggcute/.test(JSON.stringify(n)),
      ),
    ).toBe(true);
    const up = onSide('heads', (seed) =>
      attackAll(
        table({
          seed,
          p1: { active: ['ecard2-77', PSY], bench: [[PIKACHU]], deck: [PSY, W] },
          p2: { active: [KINGAMBIT] },
        }),
        'Energy Support',
      ),
    );
    expect(templatesIn(up.state, 'p1:bench_1')).toEqual([PIKACHU, PSY]);
    expect(templatesIn(up.state, 'p1:deck')).toEqual([W]);
    const down = onSide('tails', (seed) =>
      attackAll(
        table({
          seed,
          p1: { active: ['ecard2-77', PSY], bench: [[PIKACHU]], deck: [PSY, W] },
          p2: { active: [KINGAMBIT] },
        }),
        'Energy Support',
      ),
    );
    expect(templatesIn(down.state, 'p1:bench_1')).toEqual([PIKACHU]);
  });
});

/** The rulings of the lasting forms below: an attack's lasting effect on the Defending Pokémon
 * ends when it leaves the Active Spot (the rules end an attack's effects then); a damage
 * reduction on the Pokémon hit is applied after Weakness and Resistance (the damage order: base,
 * effects on the attacker, Weakness, Resistance, effects on the Defending Pokémon). */
describe('lasting attack effects: the e-Card wordings', () => {
  it('Snubbull — Scary Face (Skyridge, no comma after "turn"): heads — the Defending Pokémon can\'t attack or retreat in the next turn; tails — it can', () => {
    const run = (seed: number) =>
      nextTurn(
        attack(
          table({
            seed,
            p1: { active: ['ecard3-101', C] },
            p2: { active: [PIKACHU, 'sve-4'], bench: [[SQUIRTLE]] },
          }),
          'Scary Face',
        ),
      );
    const up = onSide('heads', run);
    expect(verdict(up, attackAction(up, 'Gnaw'))).not.toBe('ok');
    expect(verdict(up, retreat(up))).not.toBe('ok');
    const down = onSide('tails', run);
    expect(verdict(down, attackAction(down, 'Gnaw'))).toBe('ok');
    expect(verdict(down, retreat(down))).toBe('ok');
  });

  it("Cubone — Teary Eyes (Aquapolis): in the opponent's next turn, damage to Cubone is 20 less after Weakness (Leech Seed 20 ×2 − 20 = 20, not (20 − 20) ×2 = 0)", () => {
    const used = nextTurn(
      attack(
        table({ p1: { active: ['ecard2-72', C] }, p2: { active: [BULBASAUR, G, G] } }),
        'Teary Eyes',
      ),
    );
    const hit = attack(used, 'Leech Seed', { player: 'p2', chooser: exactly('no') });
    expect(damageIn(hit.state, 'p1:active')).toBe(20);
  });

  it("Houndoom — Dark Impact (Aquapolis): the Defending Blastoise's Rain Dance is refused in its next turn, a Benched one's is not", () => {
    const BLASTOISE = 'base1-2';
    const t = nextTurn(
      attack(
        table({
          p1: { active: ['ecard2-15', 'sve-7', C, C] },
          p2: { active: [BLASTOISE, W, W, W], bench: [[BLASTOISE]], hand: [W, W] },
        }),
        'Dark Impact',
      ),
    );
    expect(damageIn(t.state, 'p2:active')).toBe(40);
    expect(verdict(t, abilityAction(t, 'p2:active', 'Rain Dance'))).toBe('ABILITY_BLOCKED');
    expect(verdict(t, abilityAction(t, 'p2:bench_1', 'Rain Dance'))).toBe('ok');
  });

  it("Machoke — Focus Energy (Skyridge): in p1's next turn Mega Punch's base damage is 80 (printed 40); the turn after, 40 again", () => {
    const board = () =>
      table({ p1: { active: ['ecard3-38', 'sve-6', C, C] }, p2: { active: [KINGAMBIT] } });
    const plain = attack(board(), 'Mega Punch');
    expect(damageIn(plain.state, 'p2:active')).toBe(40);
    const focused = nextTurn(pass(attack(board(), 'Focus Energy')));
    const punched = attack(focused, 'Mega Punch');
    expect(damageIn(punched.state, 'p2:active')).toBe(80);
    const later = attack(nextTurn(pass(punched)), 'Mega Punch');
    expect(damageIn(later.state, 'p2:active')).toBe(120);
  });

  it('the new lasting forms read; a "can\'t use Poké-Powers" with no turn named does not', () => {
    expect(
      isPatternText(
        'Houndoom',
        "During your opponent's next turn, the Defending Pokémon can't use any Pokémon Powers.",
      ),
    ).toBe(true);
    expect(isPatternText('Houndoom', "The Defending Pokémon can't use any Poké-Powers.")).toBe(
      false,
    );
    expect(
      isPatternText(
        'Cubone',
        "If heads, during your opponent's next turn, all damage done by attacks to Cubone is reduced by 30.",
      ),
    ).toBe(false); // "If heads" with no coin flipped
    expect(
      isPatternText(
        'Cubone',
        "Flip a coin. If heads, during your opponent's next turn, all damage done by attacks to Cubone is reduced by 30.",
      ),
    ).toBe(true);
  });
});

describe('deck searches: Trainer kinds, "a card that evolves from", "For each heads"', () => {
  const TM = 'ecard3-129'; // Miracle Sphere α, a Technical Machine
  const TOOL = 'ecard3-122'; // Crystal Shard, a Pokémon Tool
  const SUPPORTER = 'ecard3-120'; // Relic Hunter
  const STADIUM = 'ecard3-119'; // Ancient Ruins
  const ITEM = 'ecard3-124'; // Fast Ball
  const deck = [TM, TOOL, SUPPORTER, STADIUM, ITEM, W];

  it('Delibird — Limited Delivery (Skyridge): a Technical Machine or Pokémon Tool card, shown, into the hand', () => {
    const t = declareAttack(
      table({ p1: { active: ['ecard3-49', C], deck }, p2: { active: [KINGAMBIT] } }),
      'Limited Delivery',
    );
    expect(sorted(optionNames(t))).toEqual(sorted(['Miracle Sphere α', 'Crystal Shard']));
    expect(viewPluginState(t.state.plugin, 'p2').effects.at(-1)?.waiting).toMatchObject({
      options: [],
    });
    const done = answerAll(t, exactly('Crystal Shard'));
    expect(templatesIn(done.state, 'p1:hand')).toEqual([TOOL]);
    expect(
      done.state.log.some((l) => /reveal/i.test(l.message) && /Crystal Shard/.test(l.message)),
    ).toBe(true);
  });

  it('Lapras — Assist (Skyridge): a Supporter card only', () => {
    const done = attackAll(
      table({ p1: { active: ['ecard3-71', C, C], deck }, p2: { active: [KINGAMBIT] } }),
      'Assist',
    );
    expect(templatesIn(done.state, 'p1:hand')).toEqual([SUPPORTER]);
  });

  it('Magikarp — Signs of Evolution (Skyridge): heads offers only the cards that evolve from Magikarp; tails nothing', () => {
    const run = (seed: number) =>
      declareAttack(
        table({
          seed,
          p1: { active: ['ecard3-75', C], deck: ['ecard3-11', 'ecard3-H10', 'ecard2-27', W] },
          p2: { active: [KINGAMBIT] },
        }),
        'Signs of Evolution',
      );
    const up = withSeeds(SEEDS, run, (t) => Boolean(t.state.pendingDecision));
    expect(optionNames(up)).toEqual(['Gyarados', 'Gyarados']);
    const done = answerAll(up);
    expect(templatesIn(done.state, 'p1:hand')).toHaveLength(1);
    const down = onSide('tails', (seed) => answerAll(run(seed)));
    expect(templatesIn(down.state, 'p1:hand')).toEqual([]);
  });

  it('Togepi — Minor Errand-Running (Aquapolis): up to 1 basic Energy card per heads, shown, into the hand', () => {
    const run = (seed: number) =>
      declareAttack(
        table({
          seed,
          p1: { active: ['ecard2-114', C], deck: [W, L, G, DCE, ELM] },
          p2: { active: [KINGAMBIT] },
        }),
        'Minor Errand-Running',
      );
    const countHeads = (t: Table) => flipsOf(t).filter((f) => f === 'heads').length;
    for (const wanted of [1, 2]) {
      const t = withSeeds(SEEDS, run, (x) => countHeads(x) === wanted);
      expect(t.state.pendingDecision?.select?.max ?? 1).toBe(wanted);
      expect(sorted(optionNames(t))).toEqual(
        sorted(['Basic Water Energy', 'Basic Lightning Energy', 'Basic Grass Energy']),
      );
    }
    const none = withSeeds(SEEDS, run, (x) => countHeads(x) === 0);
    expect(none.state.pendingDecision).toBeNull();
  });

  it('Paras — Spore Evolution (Aquapolis, the search and the attach in two sentences): Parasect from the deck evolves Paras', () => {
    const t = table({
      p1: { active: ['ecard2-99', G, C], deck: ['ecard2-27', W] },
      p2: { active: [KINGAMBIT] },
    });
    // Not on the turn Paras came into play: the table's Paras has been in play since before.
    const done = attackAll(t, 'Spore Evolution');
    expect(templatesIn(done.state, 'p1:active')[0]).toBe('ecard2-27');
    expect(templatesIn(done.state, 'p1:deck')).toEqual([W]);
  });
});

describe('Energy moved between your own Pokémon; Trainer cards discarded', () => {
  it('Pichu — Energy Patch (Expedition): a basic Energy card of 1 of your Pokémon to another — not a Special Energy, not back onto the same', () => {
    const t = declareAttack(
      table({
        p1: { active: ['ecard1-22', L, DCE], bench: [[PIKACHU, W]] },
        p2: { active: [KINGAMBIT] },
      }),
      'Energy Patch',
    );
    expect(sorted(optionNames(t).map((o) => o.replace(/ on .*$/, '')))).toEqual(
      sorted(['Basic Lightning Energy', 'Basic Water Energy']),
    );
    const moved = answerAll(t, exactly('Water'));
    // Only 1 other Pokémon (the Active) may take the Water Energy of the Benched Pikachu.
    expect(templatesIn(moved.state, 'p1:active')).toEqual(['ecard1-22', L, DCE, W]);
    expect(templatesIn(moved.state, 'p1:bench_1')).toEqual([PIKACHU]);
    // Alone in play: nothing can move.
    const alone = attackAll(
      table({ p1: { active: ['ecard1-22', L] }, p2: { active: [KINGAMBIT] } }),
      'Energy Patch',
    );
    expect(templatesIn(alone.state, 'p1:active')).toEqual(['ecard1-22', L]);
  });

  it('Electabuzz — Reflect Energy (Expedition): after the damage, a basic Energy card of Electabuzz to a Benched Pokémon; no Bench, it stays', () => {
    const done = attackAll(
      table({
        p1: { active: ['ecard1-76', L, DCE], bench: [[PIKACHU]] },
        p2: { active: [KINGAMBIT] },
      }),
      'Reflect Energy',
    );
    expect(damageIn(done.state, 'p2:active')).toBe(20);
    expect(templatesIn(done.state, 'p1:bench_1')).toEqual([PIKACHU, L]);
    expect(templatesIn(done.state, 'p1:active')).toEqual(['ecard1-76', DCE]);
    const alone = attackAll(
      table({ p1: { active: ['ecard1-76', L, DCE] }, p2: { active: [KINGAMBIT] } }),
      'Reflect Energy',
    );
    expect(templatesIn(alone.state, 'p1:active')).toEqual(['ecard1-76', L, DCE]);
  });

  it('Mankey — Mug (Aquapolis): before the damage, the Trainer cards attached to the Defending Pokémon are discarded', () => {
    const TOOL = 'ecard3-122'; // Crystal Shard, a Pokémon Tool
    const done = attackAll(
      table({ p1: { active: ['ecard2-92', 'sve-6'] }, p2: { active: [KINGAMBIT, TOOL] } }),
      'Mug',
    );
    expect(templatesIn(done.state, 'p2:active')).toEqual([KINGAMBIT]);
    expect(templatesIn(done.state, 'p2:discard')).toEqual([TOOL]);
    expect(damageIn(done.state, 'p2:active')).toBe(10);
  });

  it('MADE-UP rewordings read the same: "Choose an Energy card attached to 1 of your Pokémon and attach it to another of your Pokémon."', () => {
    expect(
      isPatternText(
        'Swapper',
        'Flip a coin. If heads, choose an Energy card attached to 1 of your Pokémon and attach it to another of your Pokémon.',
      ),
    ).toBe(true);
    // Reflect Energy's guard about the other player is not read.
    expect(
      isPatternText(
        'Swapper',
        'If your opponent has any Benched Pokémon and if there are any basic Energy cards attached to Swapper, take 1 of those Energy cards and attach it to 1 of those Pokémon.',
      ),
    ).toBe(false);
  });
});
