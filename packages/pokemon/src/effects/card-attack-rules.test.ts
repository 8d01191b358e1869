import { describe, expect, it } from 'vitest';
import { viewPluginState } from '../game/definition';
import {
  CHARMANDER,
  DONDOZO,
  flipsOf,
  heads,
  KINGAMBIT,
  L,
  PIKACHU,
  R,
  SEEDS,
  SQUIRTLE,
  tails,
  W,
} from './cards/classic.test-helper';
import { classicTable as table } from './classic-sets.test-helper';
import {
  act,
  answerAll,
  type Chooser,
  conditionsIn,
  damageIn,
  firstOptions,
  type Table,
  templatesIn,
  withCounters,
  withSeeds,
} from './effects.test-helper';
import { isPatternText } from './patterns';

/**
 * The attack sentences of card-attack-rules.ts (cards moved by an attack), each on a real card
 * of a classic set loaded with no code of its own; every outcome is written from the printed
 * text, and every look at hidden cards is checked from the other player's view.
 */

const C = 'sve-1'; // any basic Energy pays a Colorless cost
const G = 'sve-1';
const mostOf: Chooser = (d) => (d.options ?? []).slice(0, d.select?.max ?? 1);
const SWITCH = 'base1-95';
const ELM = 'neo1-96'; // Professor Elm, a Trainer
const PICHU = 'neo1-12'; // Baby Pokémon
const CLEFFA = 'neo1-20'; // Baby Pokémon
const GYARADOS = 'base4-7';
const DARK_GYARADOS = 'base5-8';
const RAPID_MAGIKARP = 'base5-47';

const hand = (t: Table, p = 'p1') => templatesIn(t.state, `${p}:hand`);
const sorted = (xs: readonly string[]) => [...xs].sort();
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
/** The pending decision's options without the `#12 ` instance prefix. */
const optionNames = (t: Table) =>
  (t.state.pendingDecision?.options ?? []).map((o) => o.replace(/^#\S+ /, ''));
/** Answers with the options naming `names` (several for a multi-choice), else nothing. */
const exactly =
  (...names: string[]): Chooser =>
  (d) => {
    const left = [...(d.options ?? [])];
    const out: string[] = [];
    for (const n of names) {
      const i = left.findIndex((o) => o.includes(n));
      if (i >= 0) out.push(...left.splice(i, 1));
    }
    return out;
  };
/** Answers p1's and p2's decisions with their own choosers. */
const byDecider =
  (choosers: Record<string, Chooser>): Chooser =>
  (d, s) =>
    (choosers[d.decider] ?? firstOptions)(d, s);
/** Templates of a zone a player's view shows (face-down cards have none). */
const seenBy = (t: Table, player: string, zone: string) =>
  (t.engine.view(t.state, player).zones[zone]?.cards ?? [])
    .map((c) => c.templateId)
    .filter((x): x is string => x !== undefined);
/** Runs `attack` on the first seed whose first coin lands on `side`. */
const onSide = (side: 'heads' | 'tails', run: (seed: number) => Table) =>
  withSeeds(SEEDS, run, side === 'heads' ? heads : tails);

describe('evolving from the deck during an attack ("This counts as evolving …")', () => {
  const rapid = (over: Partial<{ gameTurn: number }> = {}) =>
    table({
      ...over,
      p1: {
        active: [RAPID_MAGIKARP, W, W, W],
        deck: [DARK_GYARADOS, GYARADOS, W, PIKACHU],
        activeCounters: { poisoned: 1 },
      },
      p2: { active: [KINGAMBIT] },
    });

  it('Magikarp — Rapid Evolution: a Gyarados or Dark Gyarados from the deck goes on Magikarp; it is evolved (Poison ends)', () => {
    const t = declareAttack(rapid(), 'Rapid Evolution');
    expect(sorted(optionNames(t))).toEqual(['Dark Gyarados', 'Gyarados']);
    // The opponent sees neither the deck nor the options.
    expect(viewPluginState(t.state.plugin, 'p2').effects.at(-1)?.waiting).toMatchObject({
      options: [],
      lookedAt: [],
    });
    expect(seenBy(t, 'p2', 'p1:deck')).toEqual([]);
    const done = answerAll(t, exactly('Dark Gyarados'));
    expect(templatesIn(done.state, 'p1:active')[0]).toBe(DARK_GYARADOS);
    expect(templatesIn(done.state, 'p1:active')).toContain(RAPID_MAGIKARP);
    expect(conditionsIn(done.state, 'p1:active')).toEqual([]);
    expect(sorted(templatesIn(done.state, 'p1:deck'))).toEqual(sorted([GYARADOS, W, PIKACHU]));
    expect(done.state.log.some((l) => /shuffle/i.test(l.message))).toBe(true);
    expect(damageIn(done.state, 'p2:active')).toBe(0);
  });

  it('Rapid Evolution offers nothing on a first turn or to a Magikarp put into play this turn', () => {
    // Turn 2 is the second player's first turn: no one may evolve yet.
    const first = declareAttack(rapid({ gameTurn: 2 }), 'Rapid Evolution');
    expect(first.state.pendingDecision?.options ?? []).toEqual([]);
    expect(templatesIn(answerAll(first).state, 'p1:active')[0]).toBe(RAPID_MAGIKARP);
    const t = rapid();
    const magikarp = t.state.zones['p1:active']?.cards[0] as string;
    const plugin = t.state.plugin;
    const fresh: Table = {
      engine: t.engine,
      state: {
        ...t.state,
        plugin: { ...plugin, flags: { ...plugin.flags, enteredThisTurn: [magikarp] } },
      },
    };
    const done = answerAll(declareAttack(fresh, 'Rapid Evolution'));
    expect(templatesIn(done.state, 'p1:active')[0]).toBe(RAPID_MAGIKARP);
    expect(templatesIn(done.state, 'p1:deck')).toHaveLength(4);
  });

  it("Erika's Clefairy — Lunar Power: on heads a card that evolves from a Benched Pokémon goes on it; on tails nothing", () => {
    const run = (seed: number) =>
      answerAll(
        declareAttack(
          table({
            seed,
            p1: {
              active: ['gym2-40', C],
              bench: [['gym1-25'], [PIKACHU]],
              deck: ['gym1-3', W, 'base1-14'],
            },
            p2: { active: [KINGAMBIT] },
          }),
          'Lunar Power',
        ),
      );
    const yes = onSide('heads', run);
    // Erika's Clefable evolves from Erika's Clefairy: the Benched one (never the Active one).
    expect(templatesIn(yes.state, 'p1:bench_1')).toEqual(['gym1-3', 'gym1-25']);
    expect(templatesIn(yes.state, 'p1:active')).toEqual(['gym2-40', C]);
    expect(sorted(templatesIn(yes.state, 'p1:deck'))).toEqual(sorted([W, 'base1-14']));
    const no = onSide('tails', run);
    expect(templatesIn(no.state, 'p1:bench_1')).toEqual(['gym1-25']);
    expect(templatesIn(no.state, 'p1:deck')).toContain('gym1-3');
  });

  it('Sunkern — Sunbathe: heads removes all damage counters; either way a card that evolves from Sunkern is attached to it', () => {
    const run = (seed: number) =>
      answerAll(
        declareAttack(
          withCounters(
            table({
              seed,
              p1: { active: ['neo4-83', 'sve-1', 'sve-1'], deck: ['neo4-72', W] },
              p2: { active: [KINGAMBIT] },
            }),
            'p1:active',
            { damage: 20 },
          ),
          'Sunbathe',
        ),
        exactly('Sunflora'),
      );
    const yes = onSide('heads', run);
    expect(templatesIn(yes.state, 'p1:active').slice(0, 2)).toEqual(['neo4-72', 'neo4-83']);
    expect(damageIn(yes.state, 'p1:active')).toBe(0);
    const no = onSide('tails', run);
    expect(templatesIn(no.state, 'p1:active').slice(0, 2)).toEqual(['neo4-72', 'neo4-83']);
    expect(damageIn(no.state, 'p1:active')).toBe(20);
  });
});

describe('discard pile onto a Bench', () => {
  it('Light Ninetales — Guiding Flame: a Baby or Basic Pokémon card of your discard pile onto your Bench', () => {
    const t = declareAttack(
      table({
        p1: { active: ['neo4-50', R], discard: [PICHU, CHARMANDER, GYARADOS, R] },
        p2: { active: [KINGAMBIT] },
      }),
      'Guiding Flame',
    );
    expect(sorted(optionNames(t))).toEqual(['Charmander', 'Pichu']);
    const done = answerAll(t, exactly('Pichu'));
    expect(templatesIn(done.state, 'p1:bench_1')).toEqual([PICHU]);
    expect(sorted(templatesIn(done.state, 'p1:discard'))).toEqual(
      sorted([CHARMANDER, GYARADOS, R]),
    );
  });

  it('Guiding Flame is refused with a full Bench', () => {
    const full = table({
      p1: {
        active: ['neo4-50', R],
        bench: [[PIKACHU], [PIKACHU], [PIKACHU], [PIKACHU], [PIKACHU]],
        discard: [CHARMANDER],
      },
      p2: { active: [KINGAMBIT] },
    });
    expect(() => declareAttack(full, 'Guiding Flame')).toThrow(/Bench is full/);
  });

  it("Dark Haunter — Call Back: a Baby or Basic Pokémon card of the opponent's discard pile onto their Bench, with 1 damage counter", () => {
    const t = declareAttack(
      table({
        p1: { active: ['neo4-36', 'sve-5'] },
        p2: { active: [KINGAMBIT], discard: [CLEFFA, GYARADOS, SQUIRTLE] },
      }),
      'Call Back',
    );
    expect(sorted(optionNames(t))).toEqual(['Cleffa', 'Squirtle']);
    const done = answerAll(t, exactly('Squirtle'));
    expect(templatesIn(done.state, 'p2:bench_1')).toEqual([SQUIRTLE]);
    expect(damageIn(done.state, 'p2:bench_1')).toBe(10);
  });

  it("Sabrina's Hypno — Invigorate: a Basic Pokémon of either discard pile onto its owner's Bench, with counters for half its HP rounded down", () => {
    const board = () =>
      table({
        p1: { active: ['gym2-56', 'sve-5'], discard: [PIKACHU] },
        p2: { active: [KINGAMBIT], discard: [CHARMANDER, GYARADOS] },
      });
    const t = declareAttack(board(), 'Invigorate');
    expect(sorted(optionNames(t))).toEqual(['Charmander', 'Pikachu']);
    // Charmander has 50 HP: half is 25, rounded down to 20 — 2 damage counters.
    const theirs = answerAll(t, exactly('Charmander'));
    expect(templatesIn(theirs.state, 'p2:bench_1')).toEqual([CHARMANDER]);
    expect(damageIn(theirs.state, 'p2:bench_1')).toBe(20);
    // Pikachu (40 HP) onto your own Bench: 2 counters.
    const mine = answerAll(declareAttack(board(), 'Invigorate'), exactly('Pikachu'));
    expect(templatesIn(mine.state, 'p1:bench_1')).toEqual([PIKACHU]);
    expect(damageIn(mine.state, 'p1:bench_1')).toBe(20);
  });
});

describe('"Your opponent may …. Either way, you may …"', () => {
  const yes: Chooser = (d) => (d.options ?? []).filter((o) => o === 'yes');
  const no: Chooser = (d) => (d.options ?? []).filter((o) => o === 'no');

  it('Shining Magikarp — Gold Scale: the opponent is asked first whether to draw 2, then you', () => {
    const board = () =>
      table({
        p1: { active: ['neo3-66', W], deck: [W, W, W] },
        p2: { active: [KINGAMBIT], deck: [R, R, R] },
      });
    const t = declareAttack(board(), 'Gold Scale');
    expect(t.state.pendingDecision?.decider).toBe('p2');
    const both = answerAll(t, yes);
    expect(hand(both, 'p2')).toEqual([R, R]);
    expect(hand(both)).toEqual([W, W]);
    const onlyMe = answerAll(declareAttack(board(), 'Gold Scale'), byDecider({ p1: yes, p2: no }));
    expect(hand(onlyMe, 'p2')).toEqual([]);
    expect(hand(onlyMe)).toEqual([W, W]);
    const neither = answerAll(declareAttack(board(), 'Gold Scale'), no);
    expect(hand(neither)).toEqual([]);
  });

  it('Light Togetic — Sweet Kiss: the opponent may draw a card (their choice)', () => {
    const board = () =>
      table({ p1: { active: ['neo4-15', C, C] }, p2: { active: [KINGAMBIT], deck: [R, R] } });
    const t = declareAttack(board(), 'Sweet Kiss');
    expect(t.state.pendingDecision?.decider).toBe('p2');
    expect(hand(answerAll(t, yes), 'p2')).toEqual([R]);
    expect(hand(answerAll(declareAttack(board(), 'Sweet Kiss'), no), 'p2')).toEqual([]);
    expect(damageIn(answerAll(t, yes).state, 'p2:active')).toBe(30);
  });

  it('Light Venomoth — Mysterious Wing: the opponent may take a Pokémon card from their discard pile, then you may', () => {
    const t = declareAttack(
      table({
        p1: { active: ['neo4-53', 'sve-1'], discard: [PIKACHU, W] },
        p2: { active: [KINGAMBIT], discard: [CHARMANDER, R, ELM] },
      }),
      'Mysterious Wing',
    );
    expect(t.state.pendingDecision?.decider).toBe('p2');
    expect(optionNames(t)).toEqual(['Charmander']);
    const done = answerAll(t, exactly('Charmander', 'Pikachu'));
    expect(hand(done, 'p2')).toEqual([CHARMANDER]);
    expect(hand(done)).toEqual([PIKACHU]);
    // Declined by both: nothing moves.
    const none = answerAll(
      declareAttack(
        table({
          p1: { active: ['neo4-53', 'sve-1'], discard: [PIKACHU] },
          p2: { active: [KINGAMBIT], discard: [CHARMANDER] },
        }),
        'Mysterious Wing',
      ),
      () => [],
    );
    expect(hand(none)).toEqual([]);
    expect(hand(none, 'p2')).toEqual([]);
  });

  it('Light Slowbro — Fish Out: up to 3 Pokémon cards of each discard pile shuffled into its deck, opponent first', () => {
    const t = declareAttack(
      table({
        p1: { active: ['neo4-51', 'sve-5'], discard: [PIKACHU, GYARADOS], deck: [W] },
        p2: {
          active: [KINGAMBIT],
          discard: [CHARMANDER, SQUIRTLE, PICHU, GYARADOS, R],
          deck: [R],
        },
      }),
      'Fish Out',
    );
    expect(t.state.pendingDecision?.decider).toBe('p2');
    expect(t.state.pendingDecision?.select?.max).toBe(3);
    expect(sorted(optionNames(t))).toEqual(sorted(['Charmander', 'Squirtle', 'Pichu', 'Gyarados']));
    const done = answerAll(
      t,
      byDecider({ p2: exactly('Charmander', 'Pichu'), p1: exactly('Gyarados') }),
    );
    expect(sorted(templatesIn(done.state, 'p2:deck'))).toEqual(sorted([R, CHARMANDER, PICHU]));
    expect(sorted(templatesIn(done.state, 'p1:deck'))).toEqual(sorted([W, GYARADOS]));
    expect(templatesIn(done.state, 'p1:discard')).toEqual([PIKACHU]);
  });

  it('Light Lanturn — Searchlight: on heads each player may take a card of their discard pile; on tails nothing', () => {
    const run = (seed: number) =>
      answerAll(
        declareAttack(
          table({
            seed,
            p1: { active: ['neo4-23', 'sve-4'], discard: [SWITCH] },
            p2: { active: [KINGAMBIT], discard: [R] },
          }),
          'Searchlight',
        ),
        firstOptions,
      );
    const up = onSide('heads', run);
    expect(hand(up)).toEqual([SWITCH]);
    expect(hand(up, 'p2')).toEqual([R]);
    const down = onSide('tails', run);
    expect(hand(down)).toEqual([]);
    expect(hand(down, 'p2')).toEqual([]);
  });
});

describe('looks at hidden cards', () => {
  it("Giovanni's Meowth — False Charity: on heads the top card of the opponent's deck, seen by you, goes to their discard pile if a Trainer, else to their hand", () => {
    const run = (top: string) => (seed: number) =>
      answerAll(
        declareAttack(
          table({
            seed,
            p1: { active: ['gym2-43', C] },
            p2: { active: [KINGAMBIT], deck: [top, W, W] },
          }),
          'False Charity',
        ),
      );
    const trainer = onSide('heads', run(SWITCH));
    expect(templatesIn(trainer.state, 'p2:discard')).toEqual([SWITCH]);
    expect(hand(trainer, 'p2')).toEqual([]);
    expect(trainer.state.log.some((l) => /reveal/i.test(l.message))).toBe(true);
    const other = onSide('heads', run(R));
    expect(hand(other, 'p2')).toEqual([R]);
    expect(templatesIn(other.state, 'p2:discard')).toEqual([]);
    const none = onSide('tails', run(SWITCH));
    expect(templatesIn(none.state, 'p2:deck')).toEqual([SWITCH, W, W]);
    expect(none.state.log.some((l) => /reveal/i.test(l.message))).toBe(false);
  });

  it("Dark Quilava — Incinerate: the top card of the opponent's deck is shown to both; a Trainer is discarded, anything else stays on top", () => {
    const run = (top: string) =>
      attackAll(
        table({ p1: { active: ['neo4-39', R] }, p2: { active: [KINGAMBIT], deck: [top, W] } }),
        'Incinerate',
      );
    const trainer = run(ELM);
    expect(templatesIn(trainer.state, 'p2:discard')).toEqual([ELM]);
    const energy = run(R);
    expect(templatesIn(energy.state, 'p2:deck')).toEqual([R, W]);
    expect(seenBy(energy, 'p1', 'p2:deck')).toEqual([R]);
  });

  it("Lt. Surge's Eevee — Surprise: a random card of the opponent's hand, seen by you alone, is shuffled into their deck", () => {
    const t = attackAll(
      table({
        p1: { active: ['gym2-51', C] },
        p2: { active: [KINGAMBIT], hand: [R, SWITCH, ELM], deck: [W] },
      }),
      'Surprise',
    );
    expect(hand(t, 'p2')).toHaveLength(2);
    expect(templatesIn(t.state, 'p2:deck')).toHaveLength(2);
    // You saw one card only: the rest of the hand stays hidden from you.
    expect(seenBy(t, 'p1', 'p2:hand')).toEqual([]);
    const reveal = t.state.log.filter((l) => /reveal/i.test(l.message));
    expect(reveal).toHaveLength(1);
    // An empty hand: nothing happens.
    const empty = attackAll(
      table({ p1: { active: ['gym2-51', C] }, p2: { active: [KINGAMBIT], deck: [W] } }),
      'Surprise',
    );
    expect(templatesIn(empty.state, 'p2:deck')).toEqual([W]);
  });

  it("Dark Scizor — Threaten: on heads you see the opponent's hand and 1 Trainer there goes into their deck; on tails you see nothing", () => {
    const run = (seed: number) =>
      declareAttack(
        table({
          seed,
          p1: { active: ['neo4-9', C, C] },
          p2: { active: [KINGAMBIT], hand: [SWITCH, R, ELM], deck: [W] },
        }),
        'Threaten',
      );
    const t = withSeeds(SEEDS, run, (x) => flipsOf(x)[0] === 'heads');
    expect(seenBy(t, 'p1', 'p2:hand')).toHaveLength(3);
    expect(sorted(optionNames(t))).toEqual(['Professor Elm', 'Switch']);
    // The opponent's copy of the choice shows nothing.
    expect(viewPluginState(t.state.plugin, 'p2').effects.at(-1)?.waiting).toMatchObject({
      options: [],
    });
    const done = answerAll(t, exactly('Switch'));
    expect(sorted(hand(done, 'p2'))).toEqual(sorted([R, ELM]));
    expect(sorted(templatesIn(done.state, 'p2:deck'))).toEqual(sorted([W, SWITCH]));
    const miss = answerAll(withSeeds(SEEDS, run, (x) => flipsOf(x)[0] === 'tails'));
    expect(seenBy(miss, 'p1', 'p2:hand')).toEqual([]);
    expect(hand(miss, 'p2')).toHaveLength(3);
  });

  it("Dark Houndoom — Eerie Howl: with room on their Bench, a Basic Pokémon of the opponent's hand is benched and switched in", () => {
    const t = declareAttack(
      table({
        p1: { active: ['neo4-7', C] },
        p2: { active: [KINGAMBIT], hand: [CHARMANDER, SQUIRTLE, GYARADOS, R] },
      }),
      'Eerie Howl',
    );
    expect(seenBy(t, 'p1', 'p2:hand')).toHaveLength(4);
    expect(sorted(optionNames(t))).toEqual(['Charmander', 'Squirtle']);
    const done = answerAll(t, exactly('Charmander'));
    expect(templatesIn(done.state, 'p2:active')).toEqual([CHARMANDER]);
    expect(templatesIn(done.state, 'p2:bench_1')).toEqual([KINGAMBIT]);
    // A full Bench: no look, nothing moves.
    const full = attackAll(
      table({
        p1: { active: ['neo4-7', C] },
        p2: {
          active: [KINGAMBIT],
          bench: [[PIKACHU], [PIKACHU], [PIKACHU], [PIKACHU], [PIKACHU]],
          hand: [CHARMANDER],
        },
      }),
      'Eerie Howl',
    );
    expect(seenBy(full, 'p1', 'p2:hand')).toEqual([]);
    expect(hand(full, 'p2')).toEqual([CHARMANDER]);
  });
});

describe('Stadium', () => {
  it('Light Piloswine — Knock Over: you may discard the Stadium in play', () => {
    const board = () => {
      const t = table({
        p1: { active: ['neo4-26', C, C, C], hand: ['gym1-103'] },
        p2: { active: [KINGAMBIT] },
      });
      return answerAll(
        act(t, {
          type: 'declare_action',
          player: 'p1',
          source: 'ai',
          kind: 'play_trainer',
          card: 'No Removal Gym',
          zone: 'p1:hand',
        }),
      );
    };
    const gone = attackAll(board(), 'Knock Over', (d) =>
      (d.options ?? []).filter((o) => o === 'yes'),
    );
    expect(templatesIn(gone.state, 'stadium')).toEqual([]);
    expect(templatesIn(gone.state, 'p1:discard')).toContain('gym1-103');
    expect(damageIn(gone.state, 'p2:active')).toBe(30);
    const kept = attackAll(board(), 'Knock Over', (d) =>
      (d.options ?? []).filter((o) => o === 'no'),
    );
    expect(templatesIn(kept.state, 'stadium')).toEqual(['gym1-103']);
    // No Stadium: nothing is asked.
    const bare = declareAttack(
      table({ p1: { active: ['neo4-26', C, C, C] }, p2: { active: [KINGAMBIT] } }),
      'Knock Over',
    );
    expect(bare.state.pendingDecision).toBeFalsy();
  });
});

describe('what stays manual', () => {
  it('an evolution the text puts on a different Pokémon than it evolves from is not read', () => {
    expect(
      isPatternText(
        'X',
        'Search your deck for a card that evolves from 1 of your Benched Pokémon and put it on X. (This counts as evolving X.)',
      ),
    ).toBe(false);
  });
  it('"This counts as evolving" with no evolution before it is not read', () => {
    expect(isPatternText('X', 'Draw a card. (This counts as evolving X.)')).toBe(false);
  });
});

/** p1 attacks and every decision is answered (first options unless told). */
function attackAll(t: Table, name: string, chooser: Chooser = firstOptions): Table {
  return answerAll(declareAttack(t, name), chooser);
}

const DCE = 'base1-96'; // Double Colorless Energy, a Special Energy
const DEFENDER_ITEM = 'base1-80'; // Defender: attached, 20 less damage done to that Pokémon
const FOCUS_BAND = 'neo1-86'; // a Pokémon Tool
const GOLD_BERRY = 'neo1-93'; // a Pokémon Tool
const D = 'sve-7'; // basic Darkness Energy

describe('Trainer and Special Energy cards attached to the opponent’s Pokémon', () => {
  it("Sneasel — Swipe: on heads every Trainer card attached to the opponent's Pokémon is discarded; on tails none", () => {
    const run = (seed: number) =>
      attackAll(
        table({
          seed,
          p1: { active: ['neo3-24', D] },
          p2: { active: [KINGAMBIT, FOCUS_BAND, R], bench: [[PIKACHU, GOLD_BERRY]] },
        }),
        'Swipe',
      );
    const up = onSide('heads', run);
    expect(sorted(templatesIn(up.state, 'p2:discard'))).toEqual(sorted([FOCUS_BAND, GOLD_BERRY]));
    expect(templatesIn(up.state, 'p2:active')).toEqual([KINGAMBIT, R]);
    const down = onSide('tails', run);
    expect(templatesIn(down.state, 'p2:discard')).toEqual([]);
  });

  it('Houndour — Plunder: the Defending Pokémon’s Trainer cards are discarded before the damage (Defender no longer reduces it)', () => {
    const t = attackAll(
      table({ p1: { active: ['neo2-39', D, C] }, p2: { active: [KINGAMBIT, DEFENDER_ITEM] } }),
      'Plunder',
    );
    expect(templatesIn(t.state, 'p2:discard')).toEqual([DEFENDER_ITEM]);
    expect(damageIn(t.state, 'p2:active')).toBe(20);
  });

  it("Aipom — Grab: a Trainer card attached to 1 of the opponent's Pokémon is shuffled into their deck", () => {
    const t = declareAttack(
      table({
        p1: { active: ['neo3-41', C] },
        p2: { active: [KINGAMBIT, FOCUS_BAND, R], bench: [[PIKACHU, DEFENDER_ITEM]], deck: [W] },
      }),
      'Grab',
    );
    expect(sorted(optionNames(t).map((o) => o.split(' on ')[0] ?? o))).toEqual([
      'Defender',
      'Focus Band',
    ]);
    const done = answerAll(t, exactly('Defender'));
    expect(templatesIn(done.state, 'p2:bench_1')).toEqual([PIKACHU]);
    expect(sorted(templatesIn(done.state, 'p2:deck'))).toEqual(sorted([W, DEFENDER_ITEM]));
  });

  it("Smoochum — Psykiss: on heads a Special Energy card attached to 1 of the opponent's Pokémon goes into their deck; never a basic one", () => {
    const run = (seed: number) =>
      attackAll(
        table({
          seed,
          p1: { active: ['neo3-54', C] },
          p2: { active: [KINGAMBIT, DCE, R], deck: [W] },
        }),
        'Psykiss',
      );
    const up = onSide('heads', run);
    expect(templatesIn(up.state, 'p2:active')).toEqual([KINGAMBIT, R]);
    expect(sorted(templatesIn(up.state, 'p2:deck'))).toEqual(sorted([W, DCE]));
    const down = onSide('tails', run);
    expect(templatesIn(down.state, 'p2:active')).toEqual([KINGAMBIT, DCE, R]);
  });
});

describe("Energy of the opponent's Pokémon", () => {
  it("Misty's Golduck — Super Removal: on heads 1 Energy card of each of the opponent's Pokémon with any is discarded", () => {
    const run = (seed: number) =>
      attackAll(
        table({
          seed,
          p1: { active: ['gym2-12', 'sve-5', C] },
          p2: { active: [KINGAMBIT, R, R], bench: [[PIKACHU, W], [SQUIRTLE]] },
        }),
        'Super Removal',
      );
    const up = onSide('heads', run);
    expect(templatesIn(up.state, 'p2:active')).toEqual([KINGAMBIT, R]);
    expect(templatesIn(up.state, 'p2:bench_1')).toEqual([PIKACHU]);
    expect(sorted(templatesIn(up.state, 'p2:discard'))).toEqual(sorted([R, W]));
    const down = onSide('tails', run);
    expect(templatesIn(down.state, 'p2:discard')).toEqual([]);
  });

  it('Dark Feraligatr — Crushing Blow: a coin only when the Defending Pokémon has Energy; heads discards 1 of them', () => {
    const run = (seed: number) =>
      attackAll(
        table({ seed, p1: { active: ['neo4-5', W, W, W] }, p2: { active: [KINGAMBIT, R, R] } }),
        'Crushing Blow',
      );
    expect(templatesIn(onSide('heads', run).state, 'p2:active')).toEqual([KINGAMBIT, R]);
    expect(templatesIn(onSide('tails', run).state, 'p2:active')).toEqual([KINGAMBIT, R, R]);
    const bare = attackAll(
      table({ p1: { active: ['neo4-5', W, W, W] }, p2: { active: [KINGAMBIT] } }),
      'Crushing Blow',
    );
    expect(flipsOf(bare)).toEqual([]);
    expect(damageIn(bare.state, 'p2:active')).toBe(50);
  });

  it("Mewtwo — Energy Control: on heads a basic Energy card of 1 of the opponent's Pokémon moves to another of theirs", () => {
    const run = (seed: number) =>
      attackAll(
        table({
          seed,
          p1: { active: ['base6-29', 'sve-5'] },
          p2: { active: [KINGAMBIT, R, DCE], bench: [[PIKACHU]] },
        }),
        'Energy Control',
        exactly('Fire', 'Pikachu'),
      );
    const up = onSide('heads', run);
    expect(templatesIn(up.state, 'p2:active')).toEqual([KINGAMBIT, DCE]);
    expect(templatesIn(up.state, 'p2:bench_1')).toEqual([PIKACHU, R]);
    const down = onSide('tails', run);
    expect(templatesIn(down.state, 'p2:bench_1')).toEqual([PIKACHU]);
  });

  it('Xatu — Energy Cycle: on heads 1 Energy card of the Defending Pokémon goes to 1 of the opponent’s Benched Pokémon', () => {
    const run = (seed: number) =>
      attackAll(
        table({
          seed,
          p1: { active: ['neo2-52', 'sve-5'] },
          p2: { active: [KINGAMBIT, R], bench: [[PIKACHU]] },
        }),
        'Energy Cycle',
      );
    const up = onSide('heads', run);
    expect(templatesIn(up.state, 'p2:active')).toEqual([KINGAMBIT]);
    expect(templatesIn(up.state, 'p2:bench_1')).toEqual([PIKACHU, R]);
    expect(templatesIn(onSide('tails', run).state, 'p2:active')).toEqual([KINGAMBIT, R]);
  });
});

describe('Energy from the deck or the hand', () => {
  it("Blaine's Growlithe — Stoke: a Fire Energy card from the deck attached to it, the deck shuffled", () => {
    const t = declareAttack(
      table({ p1: { active: ['gym2-62', R], deck: [W, R, L] }, p2: { active: [KINGAMBIT] } }),
      'Stoke',
    );
    expect(optionNames(t)).toEqual(['Basic Fire Energy']);
    expect(seenBy(t, 'p2', 'p1:deck')).toEqual([]);
    const done = answerAll(t, exactly('Fire'));
    expect(templatesIn(done.state, 'p1:active')).toEqual(['gym2-62', R, R]);
  });

  it('Light Flareon — Warm Up: with a Benched Pokémon, a Fire Energy card from the deck attached to 1 of them; none without', () => {
    const t = attackAll(
      table({
        p1: { active: ['neo4-46', R], bench: [[PIKACHU]], deck: [W, R] },
        p2: { active: [KINGAMBIT] },
      }),
      'Warm Up',
      exactly('Fire', 'Pikachu'),
    );
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([PIKACHU, R]);
    const alone = declareAttack(
      table({ p1: { active: ['neo4-46', R], deck: [W, R] }, p2: { active: [KINGAMBIT] } }),
      'Warm Up',
    );
    expect(alone.state.pendingDecision).toBeFalsy();
    expect(templatesIn(alone.state, 'p1:deck')).toHaveLength(2);
  });

  it('Ampharos — Attract Current: up to 1 Lightning Energy per heads from the deck, each to 1 of your Lightning Pokémon', () => {
    const run = (seed: number) =>
      attackAll(
        table({
          seed,
          p1: {
            active: ['neo3-1', 'sve-4'],
            bench: [[PIKACHU], [SQUIRTLE]],
            deck: ['sve-4', 'sve-4', 'sve-4', W],
          },
          p2: { active: [KINGAMBIT] },
        }),
        'Attract Current',
        (d) =>
          d.select
            ? (d.options ?? []).slice(0, d.select.max)
            : (d.options ?? []).filter((o) => o.includes('Pikachu')),
      );
    const t = withSeeds(SEEDS, run, (x) => flipsOf(x).filter((f) => f === 'heads').length === 2);
    // Pikachu is the only Benched Lightning Pokémon; Squirtle is never offered.
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([PIKACHU, 'sve-4', 'sve-4']);
    expect(templatesIn(t.state, 'p1:bench_2')).toEqual([SQUIRTLE]);
  });

  it('Light Sunflora — Reflected Sunlight: up to 2 Grass Energy cards from the hand to 1 of your Grass Pokémon', () => {
    const t = declareAttack(
      table({
        p1: { active: ['neo4-72', C, C], bench: [[PIKACHU], ['base1-44']], hand: [G, G, G, W] },
        p2: { active: [KINGAMBIT] },
      }),
      'Reflected Sunlight',
    );
    expect(t.state.pendingDecision?.select?.max).toBe(2);
    const done = answerAll(t, (d) =>
      d.select ? (d.options ?? []).slice(0, 2) : exactly('Bulbasaur')(d, t.state),
    );
    expect(templatesIn(done.state, 'p1:bench_2')).toEqual(['base1-44', G, G]);
    expect(sorted(hand(done))).toEqual(sorted([G, W]));
  });

  it('Clefairy — Squaredance: up to 1 basic Energy card per heads from the deck, shown to the opponent, into your hand', () => {
    const run = (seed: number) =>
      attackAll(
        table({
          seed,
          p1: { active: ['neo1-30', C, C, C], deck: [W, R, L, SWITCH] },
          p2: { active: [KINGAMBIT], bench: [[PIKACHU]] },
        }),
        'Squaredance',
        mostOf,
      );
    const t = withSeeds(SEEDS, run, (x) => flipsOf(x).filter((f) => f === 'heads').length === 2);
    // 3 Pokémon in play: 3 coins.
    expect(flipsOf(t)).toHaveLength(3);
    expect(hand(t)).toHaveLength(2);
    expect(hand(t).every((c) => [W, R, L].includes(c))).toBe(true);
    // Shown to the opponent: an engine reveal of each of those 2 cards.
    expect(t.state.log.filter((l) => /reveal/i.test(l.message))).toHaveLength(2);
  });
});

describe('discard piles', () => {
  it("Blaine's Mankey — Pranks: on heads a card of the opponent's discard pile goes on top of their deck", () => {
    const run = (seed: number) =>
      attackAll(
        table({
          seed,
          p1: { active: ['gym2-63', C] },
          p2: { active: [KINGAMBIT], discard: [SWITCH], deck: [W] },
        }),
        'Pranks',
      );
    expect(templatesIn(onSide('heads', run).state, 'p2:deck')).toEqual([SWITCH, W]);
    expect(templatesIn(onSide('tails', run).state, 'p2:discard')).toEqual([SWITCH]);
  });

  it("Blaine's Vulpix — Call Will-o'-the-wisp: a Fire Energy card from the discard pile into the hand per heads, as long as there are any", () => {
    const run = (seed: number) =>
      attackAll(
        table({
          seed,
          p1: { active: ['gym2-66', R], discard: [R, R, W] },
          p2: { active: [KINGAMBIT] },
        }),
        "Call Will-o'-the-wisp",
        mostOf,
      );
    const all = withSeeds(SEEDS, run, (x) => flipsOf(x).every((f) => f === 'heads'));
    expect(hand(all)).toEqual([R, R]);
    expect(templatesIn(all.state, 'p1:discard')).toEqual([W]);
    const one = withSeeds(SEEDS, run, (x) => flipsOf(x).filter((f) => f === 'heads').length === 1);
    expect(hand(one)).toEqual([R]);
  });

  it('Aipom — Pilfer: Aipom and its cards shuffled into the deck; on heads a card of the discard pile too', () => {
    const run = (seed: number) =>
      attackAll(
        table({
          seed,
          p1: { active: ['neo1-26', C], bench: [[PIKACHU]], discard: [SWITCH], deck: [W] },
          p2: { active: [KINGAMBIT] },
        }),
        'Pilfer',
      );
    const up = onSide('heads', run);
    expect(sorted(templatesIn(up.state, 'p1:deck'))).toEqual(sorted([W, 'neo1-26', C, SWITCH]));
    const down = onSide('tails', run);
    expect(sorted(templatesIn(down.state, 'p1:deck'))).toEqual(sorted([W, 'neo1-26', C]));
    expect(templatesIn(down.state, 'p1:discard')).toEqual([SWITCH]);
  });
});

describe('Pokémon leaving play and switching', () => {
  it('Light Machoke — Return Home: 1 of your Benched Pokémon and its cards shuffled into your deck', () => {
    const t = attackAll(
      table({
        p1: { active: ['neo4-49', 'sve-6'], bench: [[PIKACHU, L], [SQUIRTLE]], deck: [W] },
        p2: { active: [KINGAMBIT] },
      }),
      'Return Home',
      exactly('Pikachu'),
    );
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([]);
    expect(sorted(templatesIn(t.state, 'p1:deck'))).toEqual(sorted([W, PIKACHU, L]));
  });

  it('Dark Donphan — Tusk Toss: with a Bench, heads returns the Defending Pokémon and its cards to the hand; tails, the opponent chooses who switches in', () => {
    const run = (seed: number) =>
      attackAll(
        table({
          seed,
          p1: { active: ['neo4-3', 'sve-6', 'sve-6'] },
          p2: { active: [KINGAMBIT, R], bench: [[PIKACHU], [SQUIRTLE]] },
        }),
        'Tusk Toss',
        byDecider({
          p2: (d, s) =>
            exactly('Squirtle')(d, s).length > 0 ? exactly('Squirtle')(d, s) : firstOptions(d, s),
          p1: firstOptions,
        }),
      );
    const up = onSide('heads', run);
    expect(sorted(hand(up, 'p2'))).toEqual(sorted([KINGAMBIT, R]));
    const down = onSide('tails', run);
    // The opponent chose Squirtle.
    expect(templatesIn(down.state, 'p2:active')).toEqual([SQUIRTLE]);
    expect(hand(down, 'p2')).toEqual([]);
    const alone = attackAll(
      table({ p1: { active: ['neo4-3', 'sve-6', 'sve-6'] }, p2: { active: [KINGAMBIT] } }),
      'Tusk Toss',
    );
    expect(flipsOf(alone)).toEqual([]);
    expect(templatesIn(alone.state, 'p2:active')).toEqual([KINGAMBIT]);
  });

  it("Koga's Grimer — Sludge Grip: with a Bench and heads, a Benched Pokémon you choose is switched in and Poisoned", () => {
    const run = (seed: number) =>
      attackAll(
        table({
          seed,
          p1: { active: ['gym2-78', G] },
          p2: { active: [KINGAMBIT], bench: [[PIKACHU], [SQUIRTLE]] },
        }),
        'Sludge Grip',
        exactly('Squirtle'),
      );
    const up = onSide('heads', run);
    expect(templatesIn(up.state, 'p2:active')).toEqual([SQUIRTLE]);
    expect(conditionsIn(up.state, 'p2:active')).toEqual(['poisoned']);
    const down = onSide('tails', run);
    expect(templatesIn(down.state, 'p2:active')).toEqual([KINGAMBIT]);
    expect(conditionsIn(down.state, 'p2:active')).toEqual([]);
  });

  it('Dark Ariados — Entangle: a Benched Pokémon you choose is switched in, then on heads it is Paralyzed', () => {
    const run = (seed: number) =>
      attackAll(
        table({
          seed,
          p1: { active: ['neo4-17', G] },
          p2: { active: [KINGAMBIT], bench: [[PIKACHU]] },
        }),
        'Entangle',
      );
    const up = onSide('heads', run);
    expect(templatesIn(up.state, 'p2:active')).toEqual([PIKACHU]);
    expect(conditionsIn(up.state, 'p2:active')).toEqual(['paralyzed']);
    const down = onSide('tails', run);
    expect(templatesIn(down.state, 'p2:active')).toEqual([PIKACHU]);
    expect(conditionsIn(down.state, 'p2:active')).toEqual([]);
  });

  it('Dark Gengar — Pull In: you may switch in a Benched Pokémon before the damage; either way the Defending Pokémon is Asleep', () => {
    const board = () =>
      table({
        p1: { active: ['neo4-6', 'sve-5', 'sve-5', 'sve-5'] },
        p2: { active: [KINGAMBIT], bench: [[PIKACHU]] },
      });
    const pulled = attackAll(board(), 'Pull In', (d) =>
      (d.options ?? []).filter((o) => o === 'yes' || o.includes('Pikachu')),
    );
    expect(templatesIn(pulled.state, 'p2:active')).toEqual([PIKACHU]);
    expect(damageIn(pulled.state, 'p2:active')).toBe(30);
    expect(conditionsIn(pulled.state, 'p2:active')).toEqual(['asleep']);
    const kept = attackAll(board(), 'Pull In', (d) => (d.options ?? []).filter((o) => o === 'no'));
    expect(templatesIn(kept.state, 'p2:active')).toEqual([KINGAMBIT]);
    expect(conditionsIn(kept.state, 'p2:active')).toEqual(['asleep']);
  });
});

describe('more card moves', () => {
  it('Entei — Mega Flame: a Fire Energy card of Entei discarded per tails, if it has any', () => {
    const run = (seed: number) =>
      attackAll(
        table({ seed, p1: { active: ['neo3-17', R, R, R] }, p2: { active: [KINGAMBIT] } }),
        'Mega Flame',
      );
    const two = withSeeds(SEEDS, run, (x) => flipsOf(x).every((f) => f === 'tails'));
    expect(templatesIn(two.state, 'p1:active')).toEqual(['neo3-17', R]);
    const none = withSeeds(SEEDS, run, (x) => flipsOf(x).every((f) => f === 'heads'));
    expect(templatesIn(none.state, 'p1:active')).toEqual(['neo3-17', R, R, R]);
    expect(damageIn(none.state, 'p2:active')).toBe(50);
  });

  it('Dark Golduck — Third Eye: 1 Energy card discarded, then up to 3 cards drawn (you say how many)', () => {
    const t = declareAttack(
      table({
        p1: { active: ['base5-37', 'sve-5'], deck: [W, R, L, G] },
        p2: { active: [KINGAMBIT] },
      }),
      'Third Eye',
    );
    expect(templatesIn(t.state, 'p1:discard')).toEqual(['sve-5']);
    expect(optionNames(t)).toEqual(['3', '2', '1', '0']);
    const two = answerAll(t, exactly('2'));
    expect(hand(two)).toHaveLength(2);
    expect(templatesIn(two.state, 'p1:deck')).toHaveLength(2);
  });

  it("Xatu — Prophecy: the top 3 cards of the opponent's deck, seen by you alone, put back in the order you choose", () => {
    let t = declareAttack(
      table({
        p1: { active: ['neo1-52', 'sve-5'] },
        p2: { active: [KINGAMBIT], deck: [W, R, L, G] },
      }),
      'Prophecy',
    );
    expect(optionNames(t)).toEqual(['your deck', "your opponent's deck"]);
    t = answerAll(t, exactly("your opponent's deck"), 1);
    // You see their top 3 (not the 4th); they see none of it.
    expect(sorted(seenBy(t, 'p1', 'p2:deck'))).toEqual(sorted([W, R, L]));
    expect(seenBy(t, 'p2', 'p2:deck')).toEqual([]);
    expect(viewPluginState(t.state.plugin, 'p2').effects.at(-1)?.waiting).toMatchObject({
      options: [],
    });
    t = answerAll(t, exactly('Lightning'), 1);
    t = answerAll(t, exactly('Water'));
    expect(templatesIn(t.state, 'p2:deck')).toEqual([L, W, R, G]);
  });

  it('Ledian — Baton Pass: all Grass Energy cards go to a Benched Grass Pokémon, which then switches with Ledian', () => {
    const t = attackAll(
      table({
        p1: { active: ['neo1-39', G, G, W], bench: [[PIKACHU], ['base1-44']] },
        p2: { active: [DONDOZO] },
      }),
      'Baton Pass',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(30);
    expect(templatesIn(t.state, 'p1:active')).toEqual(['base1-44', G, G]);
    expect(templatesIn(t.state, 'p1:bench_2')).toEqual(['neo1-39', W]);
    // No Grass Pokémon on the Bench: nothing moves.
    const none = attackAll(
      table({ p1: { active: ['neo1-39', G, G], bench: [[PIKACHU]] }, p2: { active: [KINGAMBIT] } }),
      'Baton Pass',
    );
    expect(templatesIn(none.state, 'p1:active')).toEqual(['neo1-39', G, G]);
  });

  it('Light Vaporeon — Wash Away: with a Bench and heads, 1 Benched Pokémon loses all damage counters and all Energy cards', () => {
    const run = (seed: number) =>
      attackAll(
        withCounters(
          table({
            seed,
            p1: { active: ['neo4-52', W], bench: [[SQUIRTLE, W, W]] },
            p2: { active: [KINGAMBIT] },
          }),
          'p1:bench_1',
          { damage: 30 },
        ),
        'Wash Away',
      );
    const up = onSide('heads', run);
    expect(damageIn(up.state, 'p1:bench_1')).toBe(0);
    expect(templatesIn(up.state, 'p1:bench_1')).toEqual([SQUIRTLE]);
    const down = onSide('tails', run);
    expect(damageIn(down.state, 'p1:bench_1')).toBe(30);
    expect(templatesIn(down.state, 'p1:bench_1')).toEqual([SQUIRTLE, W, W]);
  });

  it('Suicune — Crystal Wave: heads 40; tails 30 and then the opponent switches (their choice)', () => {
    const run = (seed: number) =>
      attackAll(
        table({
          seed,
          p1: { active: ['neo3-27', W, W, W] },
          p2: { active: [KINGAMBIT], bench: [[PIKACHU], [SQUIRTLE]] },
        }),
        'Crystal Wave',
        byDecider({ p2: exactly('Squirtle'), p1: firstOptions }),
      );
    const up = onSide('heads', run);
    expect(damageIn(up.state, 'p2:active')).toBe(40);
    expect(templatesIn(up.state, 'p2:active')).toEqual([KINGAMBIT]);
    const down = onSide('tails', run);
    expect(templatesIn(down.state, 'p2:active')).toEqual([SQUIRTLE]);
    expect(templatesIn(down.state, 'p2:bench_2')).toEqual([KINGAMBIT]);
    expect(damageIn(down.state, 'p2:bench_2')).toBe(30);
  });

  it('Ho-oh — Stoke: "Ho-Oh" in its text is Ho-oh itself; you may attach a Fire Energy card from the deck', () => {
    const t = attackAll(
      table({ p1: { active: ['neo3-7', R], deck: [W, R] }, p2: { active: [KINGAMBIT] } }),
      'Stoke',
      exactly('Fire'),
    );
    expect(templatesIn(t.state, 'p1:active')).toEqual(['neo3-7', R, R]);
    const declined = attackAll(
      table({ p1: { active: ['neo3-7', R], deck: [W, R] }, p2: { active: [KINGAMBIT] } }),
      'Stoke',
      () => [],
    );
    expect(templatesIn(declined.state, 'p1:active')).toEqual(['neo3-7', R]);
  });
});

describe('searches that change what the attack counts, and both players looking', () => {
  it("Koga's Zubat — Group Attack: before the damage you may bench any number of Koga's Zubat from the deck; 10 per Koga's Zubat you have in play", () => {
    const board = () =>
      table({
        p1: { active: ['gym2-83', G, C], deck: ['gym2-83', 'gym2-83', PIKACHU] },
        p2: { active: [DONDOZO] },
      });
    const t = declareAttack(board(), 'Group Attack');
    expect(optionNames(t)).toEqual(["Koga's Zubat", "Koga's Zubat"]);
    const both = answerAll(t, mostOf);
    expect(templatesIn(both.state, 'p1:bench_2')).toEqual(['gym2-83']);
    expect(damageIn(both.state, 'p2:active')).toBe(30);
    expect(templatesIn(both.state, 'p1:deck')).toEqual([PIKACHU]);
    // Declined: only the attacker counts, and the deck is not shuffled.
    const none = answerAll(declareAttack(board(), 'Group Attack'), () => []);
    expect(damageIn(none.state, 'p2:active')).toBe(10);
    expect(none.state.log.some((l) => /shuffle/i.test(l.message))).toBe(false);
  });

  it("Sabrina's Mr. Mime — Sleight of Hand: up to 3 cards of the hand on top of the deck, then that many basic Energy cards shown and taken", () => {
    const t = attackAll(
      table({
        p1: { active: ['gym1-94', C], hand: [SWITCH, ELM], deck: [W, R, PIKACHU] },
        p2: { active: [KINGAMBIT] },
      }),
      'Sleight of Hand',
      (d) =>
        d.prompt.includes('from your hand')
          ? (d.options ?? []).slice(0, 2)
          : (d.options ?? []).filter((o) => o.includes('Water') || o.includes('Fire')),
    );
    expect(sorted(hand(t))).toEqual(sorted([W, R]));
    expect(sorted(templatesIn(t.state, 'p1:deck'))).toEqual(sorted([SWITCH, ELM, PIKACHU]));
    // Each card taken is shown to the opponent.
    expect(t.state.log.filter((l) => /reveal/i.test(l.message))).toHaveLength(2);
  });

  it('Light Golduck — Flipper Stroke: each player looks at the top 3 of their own deck and may show and take its basic Energy; both decks shuffled', () => {
    const t = declareAttack(
      table({
        p1: { active: ['neo4-47', W], deck: [SWITCH, L, W, R] },
        p2: { active: [KINGAMBIT], deck: [R, ELM, G, W] },
      }),
      'Flipper Stroke',
    );
    // The opponent decides first, over their own top 3; you see none of it.
    expect(t.state.pendingDecision?.decider).toBe('p2');
    expect(sorted(optionNames(t))).toEqual(['Basic Fire Energy', 'Basic Grass Energy']);
    expect(viewPluginState(t.state.plugin, 'p1').effects.at(-1)?.waiting).toMatchObject({
      options: [],
      lookedAt: [],
    });
    const done = answerAll(
      t,
      byDecider({
        p2: exactly('Fire'),
        p1: (d) => (d.options ?? []).filter((o) => o.includes('Lightning')),
      }),
    );
    expect(hand(done, 'p2')).toEqual([R]);
    expect(hand(done)).toEqual([L]);
    expect(sorted(templatesIn(done.state, 'p2:deck'))).toEqual(sorted([ELM, G, W]));
    expect(done.state.log.filter((l) => /shuffle/i.test(l.message)).length).toBeGreaterThanOrEqual(
      2,
    );
  });
});
