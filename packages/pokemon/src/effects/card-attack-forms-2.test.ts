import { describe, expect, it } from 'vitest';
import { isBasicPokemon } from '../cards/card-helpers';
import { loadCardSet } from '../cards/load-card-set';
import { viewPluginState } from '../game/definition';
import {
  flipsOf,
  heads,
  KINGAMBIT,
  L,
  P,
  PIKACHU,
  R,
  SEEDS,
  SQUIRTLE,
  tails,
  W,
} from './cards/classic.test-helper';
import { classicWith } from './classic-sets.test-helper';
import {
  act,
  answerAll,
  type Chooser,
  damageIn,
  firstOptions,
  type Table,
  templatesIn,
  withSeeds,
} from './effects.test-helper';
import { isPatternText } from './patterns';
import { readSwitch } from './switch-clause';

/**
 * Card-moving attack sentences read as clauses that compose (switch-clause.ts, search-clause.ts,
 * the discard-pile Energy reader of card-attack-rules.ts): each form on a real printing of a
 * classic fixture and on a MADE-UP rewording (the `tst` cards below, marked as such) that no
 * fixture prints, every outcome written from the printed words.
 *
 * Rulings relied on:
 * - Order of an attack: "Do any damage first, then do any other effects" (Expert Rules, Neo
 *   Genesis era, "In What Order Do You Do Your Attack?" step g, quoted at
 *   pokegym.net/community/index.php?threads/correct-order-of-result-of-attack.70904 and in the
 *   later rulebooks: "Apply any effects that happen before damage, then place damage counters,
 *   and then do all other effects") — a switch happens after the damage unless the text says
 *   "before doing damage".
 * - "Baby Pokémon cards: These are a special type of Basic Pokémon card." (Neo Genesis rules,
 *   "What's New in the Neo Genesis Expansion?", old.pokemonaaah.net/tcg/neogenesis/rules.html) —
 *   a Baby searched "onto your Bench" is a Basic; the Wizards promo Pichu's data naming Pikachu as
 *   what it evolves from is a data fault, ignored on load.
 * - A search of the deck is private: the opponent sees only a card the text says to show.
 */

/** MADE-UP cards (no set prints them): rewordings of the forms, for the transfer tests. */
const madeUp = loadCardSet({
  set: { id: 'tst', name: 'Made-up rewordings', series: 'Test', ptcgoCode: 'TST' },
  cards: [
    {
      id: 'tst-1',
      name: 'Lurer',
      supertype: 'Pokémon',
      subtypes: ['Basic'],
      hp: '60',
      types: ['Colorless'],
      number: '1',
      attacks: [
        {
          // Guard reworded, no accent, "switch 1 of them with" order, and damage printed.
          name: 'Lure Kick',
          cost: ['Colorless'],
          damage: '20',
          text: "If there are any Pokemon on your opponent's Bench, switch 1 of them with the Defending Pokemon.",
        },
        {
          name: 'Drag Kick',
          cost: ['Colorless'],
          damage: '20',
          text: "Before doing damage, switch the Defending Pokémon with 1 of your opponent's Benched Pokémon.",
        },
        {
          // The opponent chooses, worded as in Legendary Collection, under a lowercase-free coin.
          name: 'Gust',
          cost: ['Colorless'],
          damage: '',
          text: 'Flip a coin. If heads, your opponent switches his or her Active Pokémon with 1 of his or her Benched Pokémon, if any.',
        },
      ],
    },
    {
      id: 'tst-2',
      name: 'Seeker',
      supertype: 'Pokémon',
      subtypes: ['Basic'],
      hp: '60',
      types: ['Colorless'],
      number: '2',
      attacks: [
        {
          // One sentence, no show: the card goes into the hand unseen by the opponent.
          name: 'Quiet Search',
          cost: ['Colorless'],
          damage: '',
          text: 'Search your deck for a Trainer card and put it into your hand. Shuffle your deck afterward.',
        },
        {
          name: 'Call Baby',
          cost: ['Colorless'],
          damage: '',
          text: 'Flip a coin. If heads, you may search your deck for a Baby Pokémon card and put it onto your Bench. Shuffle your deck afterward.',
        },
        {
          name: 'Recall Energy',
          cost: ['Colorless'],
          damage: '',
          text: 'Attach up to 2 Energy cards from your discard pile to Seeker.',
        },
      ],
    },
  ],
});
const { registry, table } = classicWith(madeUp);

const C = 'sve-1';
const ELM = 'neo1-96'; // Professor Elm, a Trainer
const NEO_PICHU = 'neo1-12'; // a Baby Pokémon
const CLEFFA = 'neo1-20'; // a Baby Pokémon
const GYARADOS = 'base4-7';
const DARK_GYARADOS = 'base5-8';
const DCE = 'base1-96'; // Double Colorless Energy (a Special Energy card)

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
const attackAll = (t: Table, name: string, chooser: Chooser = firstOptions) =>
  answerAll(declareAttack(t, name), chooser);
/** The pending decision's options without the `#12 ` instance prefix. */
const optionNames = (t: Table) =>
  (t.state.pendingDecision?.options ?? []).map((o) => o.replace(/^#\S+ /, ''));
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
/** Templates of a zone a player's view shows (face-down cards have none). */
const seenBy = (t: Table, player: string, zone: string) =>
  (t.engine.view(t.state, player).zones[zone]?.cards ?? [])
    .map((c) => c.templateId)
    .filter((x): x is string => x !== undefined);
/** The log lines of reveals (cards shown to the opponent). */
const revealed = (t: Table) =>
  t.state.log.filter((l) => /reveal/i.test(l.message)).map((l) => l.message);
const onSide = (side: 'heads' | 'tails', run: (seed: number) => Table) =>
  withSeeds(SEEDS, run, side === 'heads' ? heads : tails);

describe('switch sentences, read clause by clause', () => {
  const benched = { active: [KINGAMBIT], bench: [[PIKACHU], [SQUIRTLE]] };

  it('Jigglypuff — Tempting Eyes (Southern Islands): you choose 1 of the Benched Pokémon, with no guard printed', () => {
    const t = declareAttack(table({ p1: { active: ['si1-8', C] }, p2: benched }), 'Tempting Eyes');
    // Only the opponent's Benched Pokémon are offered, and p1 decides.
    expect(pokemonOptions(t)).toEqual(['p2:bench_1 Pikachu', 'p2:bench_2 Squirtle']);
    expect(t.state.pendingDecision?.decider).toBe('p1');
    const done = answerAll(t, exactly('Squirtle'));
    expect(templatesIn(done.state, 'p2:active')).toEqual([SQUIRTLE]);
    expect(templatesIn(done.state, 'p2:bench_2')).toEqual([KINGAMBIT]);
    // No Bench: the attack is still used, and nothing moves.
    const alone = attackAll(
      table({ p1: { active: ['si1-8', C] }, p2: { active: [KINGAMBIT] } }),
      'Tempting Eyes',
    );
    expect(templatesIn(alone.state, 'p2:active')).toEqual([KINGAMBIT]);
    expect(alone.state.turn.activePlayer).toBe('p2');
  });

  it('Dark Persian — Tempt (Wizards promo): with a Bench, heads switches in the one you choose; tails nothing; no Bench, no coin', () => {
    const run = (seed: number) =>
      attackAll(
        table({ seed, p1: { active: ['basep-17', C] }, p2: benched }),
        'Tempt',
        exactly('Pikachu'),
      );
    const up = onSide('heads', run);
    expect(templatesIn(up.state, 'p2:active')).toEqual([PIKACHU]);
    const down = onSide('tails', run);
    expect(templatesIn(down.state, 'p2:active')).toEqual([KINGAMBIT]);
    const alone = attackAll(
      table({ p1: { active: ['basep-17', C] }, p2: { active: [KINGAMBIT] } }),
      'Tempt',
    );
    expect(flipsOf(alone)).toEqual([]);
    expect(templatesIn(alone.state, 'p2:active')).toEqual([KINGAMBIT]);
  });

  it('Snubbull — Roar (Neo Genesis, "he of she" mended): on heads the opponent chooses which Benched Pokémon switches in', () => {
    const run = (seed: number) =>
      declareAttack(table({ seed, p1: { active: ['neo1-74', C] }, p2: benched }), 'Roar');
    const up = withSeeds(SEEDS, run, (t) => Boolean(t.state.pendingDecision));
    expect(up.state.pendingDecision?.decider).toBe('p2');
    const done = answerAll(up, exactly('Squirtle'));
    expect(heads(done)).toBe(true);
    expect(templatesIn(done.state, 'p2:active')).toEqual([SQUIRTLE]);
    const down = withSeeds(SEEDS, (s) => answerAll(run(s)), tails);
    expect(templatesIn(down.state, 'p2:active')).toEqual([KINGAMBIT]);
  });

  it('MADE-UP Lure Kick: the damage is done first, to the Pokémon that was Defending, then the switch', () => {
    const t = attackAll(
      table({ p1: { active: ['tst-1', C] }, p2: benched }),
      'Lure Kick',
      exactly('Squirtle'),
    );
    expect(templatesIn(t.state, 'p2:active')).toEqual([SQUIRTLE]);
    expect(damageIn(t.state, 'p2:active')).toBe(0);
    expect(damageIn(t.state, 'p2:bench_2')).toBe(20);
  });

  it('MADE-UP Drag Kick: "Before doing damage" switches first, so the new Defending Pokémon takes the damage', () => {
    const t = attackAll(
      table({ p1: { active: ['tst-1', C] }, p2: benched }),
      'Drag Kick',
      exactly('Squirtle'),
    );
    expect(templatesIn(t.state, 'p2:active')).toEqual([SQUIRTLE]);
    expect(damageIn(t.state, 'p2:active')).toBe(20);
    expect(damageIn(t.state, 'p2:bench_2')).toBe(0);
  });

  it('MADE-UP Gust: "your opponent switches his or her Active Pokémon with 1 of …, if any" asks the opponent on heads', () => {
    const run = (seed: number) =>
      declareAttack(table({ seed, p1: { active: ['tst-1', C] }, p2: benched }), 'Gust');
    const up = withSeeds(SEEDS, run, (t) => Boolean(t.state.pendingDecision));
    expect(up.state.pendingDecision?.decider).toBe('p2');
    expect(templatesIn(answerAll(up, exactly('Pikachu')).state, 'p2:active')).toEqual([PIKACHU]);
  });

  it('reads what the words say and refuses what they do not', () => {
    // Guards, orders and spellings that keep the meaning.
    const same = [
      "Choose 1 of your opponent's Benched Pokémon and switch it with the Defending Pokémon.",
      'If your opponent has any Benched Pokémon, choose 1 of them and switch it with his or her Active Pokémon.',
      'if your opponent has any Benched Pokemon, choose 1 of them and switch it with the Defending Pokémon.',
      "Switch 1 of your opponent's Benched Pokémon with the Defending Pokémon.",
    ];
    for (const s of same) expect(readSwitch(s)).toMatchObject({ kind: 'gust', before: false });
    expect(
      readSwitch('If you have any Benched Pokémon, switch 1 of them with SELF.'),
    ).toMatchObject({ kind: 'own' });
    expect(
      readSwitch(
        'If heads and if your opponent has any Benched Pokémon, he or she chooses 1 of them and switches it with the Defending Pokémon.',
      ),
    ).toMatchObject({ kind: 'opponent-switches', coin: 'heads' });
    // "them" with no guard to name them, a guard about the other player, "you may" for the
    // opponent's own choice: not read.
    expect(
      readSwitch('Choose 1 of them and switch it with the Defending Pokémon.'),
    ).toBeUndefined();
    expect(
      readSwitch(
        "If you have any Benched Pokémon, choose 1 of your opponent's Benched Pokémon and switch it with the Defending Pokémon.",
      ),
    ).toBeUndefined();
    expect(
      readSwitch(
        'You may have your opponent switch the Defending Pokémon with 1 of his or her Benched Pokémon.',
      ),
    ).toBeUndefined();
    // "Then, …" after a coin stays manual (whether it waits for heads is not settled).
    expect(
      isPatternText(
        'Yanma',
        "Flip a coin. If heads, this attack does 10 damage to each of your opponent's Pokémon. Don't apply Weakness and Resistance. Then, if your opponent has any Benched Pokémon, he or she chooses 1 of them and switches it with the Defending Pokémon.",
      ),
    ).toBe(false);
  });
});

describe('searches of the deck, read clause by clause', () => {
  it("Pichu — Let's Play! (Wizards promo): a Baby Pokémon card of the deck onto the Bench; the opponent sees no option", () => {
    // The promo Pichu is a Baby, so a Basic Pokémon (its data's "evolves from Pikachu" is ignored).
    const promo = registry.require('basep-35');
    expect(isBasicPokemon(promo)).toBe(true);
    const t = declareAttack(
      table({
        p1: { active: ['basep-35', C], deck: [NEO_PICHU, PIKACHU, CLEFFA, ELM] },
        p2: { active: [KINGAMBIT] },
      }),
      "Let's Play!",
    );
    expect(sorted(optionNames(t))).toEqual(['Cleffa', 'Pichu']);
    expect(viewPluginState(t.state.plugin, 'p2').effects.at(-1)?.waiting).toMatchObject({
      options: [],
      lookedAt: [],
    });
    expect(seenBy(t, 'p2', 'p1:deck')).toEqual([]);
    const done = answerAll(t, exactly('Cleffa'));
    expect(templatesIn(done.state, 'p1:bench_1')).toEqual([CLEFFA]);
    expect(sorted(templatesIn(done.state, 'p1:deck'))).toEqual(sorted([NEO_PICHU, PIKACHU, ELM]));
    expect(done.state.log.some((l) => /shuffle/i.test(l.message))).toBe(true);
  });

  it("Let's Play! cannot be used with a full Bench", () => {
    const full = table({
      p1: {
        active: ['basep-35', C],
        bench: [[PIKACHU], [PIKACHU], [PIKACHU], [PIKACHU], [PIKACHU]],
        deck: [CLEFFA],
      },
      p2: { active: [KINGAMBIT] },
    });
    expect(() => declareAttack(full, "Let's Play!")).toThrow(/Bench is full/);
  });

  it('Slowking — Revelation (Southern Islands): heads, a Trainer card shown to the opponent into the hand; tails nothing', () => {
    const run = (seed: number) =>
      attackAll(
        table({
          seed,
          p1: { active: ['si1-14', P], deck: [ELM, PIKACHU, W] },
          p2: { active: [KINGAMBIT] },
        }),
        'Revelation',
      );
    const up = onSide('heads', run);
    expect(templatesIn(up.state, 'p1:hand')).toContain(ELM);
    // Shown to the opponent (an engine reveal, in the log both players read).
    expect(revealed(up)).toEqual(['p1 revealed Professor Elm']);
    expect(sorted(templatesIn(up.state, 'p1:deck'))).toEqual(sorted([PIKACHU, W]));
    const down = onSide('tails', run);
    expect(templatesIn(down.state, 'p1:hand')).not.toContain(ELM);
    expect(templatesIn(down.state, 'p1:deck')).toHaveLength(3);
  });

  it('Shining Magikarp — Dragon Bond (Neo Revelation): only a card named Gyarados, Dark Gyarados or Shining Gyarados, shown, into the hand', () => {
    const t = declareAttack(
      table({
        p1: { active: ['neo3-66', P], deck: [DARK_GYARADOS, GYARADOS, PIKACHU, ELM] },
        p2: { active: [KINGAMBIT] },
      }),
      'Dragon Bond',
    );
    expect(sorted(optionNames(t))).toEqual(['Dark Gyarados', 'Gyarados']);
    expect(viewPluginState(t.state.plugin, 'p2').effects.at(-1)?.waiting).toMatchObject({
      options: [],
    });
    const done = answerAll(t, exactly('Dark Gyarados'));
    expect(templatesIn(done.state, 'p1:hand')).toEqual([DARK_GYARADOS]);
    expect(revealed(done)).toEqual(['p1 revealed Dark Gyarados']);
  });

  it('MADE-UP Quiet Search: a Trainer card into the hand, not shown — the opponent sees nothing of it', () => {
    const done = attackAll(
      table({ p1: { active: ['tst-2', C], deck: [ELM, PIKACHU] }, p2: { active: [KINGAMBIT] } }),
      'Quiet Search',
    );
    expect(templatesIn(done.state, 'p1:hand')).toEqual([ELM]);
    expect(seenBy(done, 'p2', 'p1:hand')).toEqual([]);
    expect(revealed(done)).toEqual([]);
    expect(seenBy(done, 'p1', 'p1:hand')).toEqual([ELM]);
  });

  it('MADE-UP Call Baby: heads, you may put a Baby Pokémon onto the Bench (taken and declined); tails nothing', () => {
    const run = (seed: number, chooser: Chooser) =>
      attackAll(
        table({
          seed,
          p1: { active: ['tst-2', C], deck: [CLEFFA, PIKACHU] },
          p2: { active: [KINGAMBIT] },
        }),
        'Call Baby',
        chooser,
      );
    const up = onSide('heads', (s) => run(s, firstOptions));
    expect(templatesIn(up.state, 'p1:bench_1')).toEqual([CLEFFA]);
    const declined = onSide('heads', (s) => run(s, () => []));
    expect(templatesIn(declined.state, 'p1:bench_1')).toEqual([]);
    expect(sorted(templatesIn(declined.state, 'p1:deck'))).toEqual(sorted([CLEFFA, PIKACHU]));
    const down = onSide('tails', (s) => run(s, firstOptions));
    expect(templatesIn(down.state, 'p1:bench_1')).toEqual([]);
  });

  it('refuses a search onto the Bench of a kind that is not Basic, and kinds it does not know', () => {
    const never = [
      'Search your deck for an Evolution card and put it onto your Bench. Shuffle your deck afterward.',
      'Search your deck for a Stage 1 Pokémon card and put it into your hand. Shuffle your deck afterward.',
      'Search your deck for a card and put it onto your Bench. Shuffle your deck afterward.',
    ];
    for (const text of never) expect(isPatternText('Seeker', text)).toBe(false);
  });
});

describe('Energy from the discard pile, read clause by clause', () => {
  it('Mewtwo — Energy Absorption (Wizards promo): up to 2 Energy cards, Special Energy too, attached to Mewtwo', () => {
    const t = declareAttack(
      table({
        p1: { active: ['basep-14', P], discard: [DCE, W, ELM, L] },
        p2: { active: [KINGAMBIT] },
      }),
      'Energy Absorption',
    );
    // Every Energy card of the discard pile is offered, no Trainer; at most 2.
    expect(sorted(optionNames(t))).toEqual(
      sorted(['Double Colorless Energy', 'Basic Water Energy', 'Basic Lightning Energy']),
    );
    expect(t.state.pendingDecision?.select).toMatchObject({ min: 0, max: 2 });
    const done = answerAll(t, exactly('Double Colorless', 'Water'));
    expect(sorted(templatesIn(done.state, 'p1:active'))).toEqual(sorted(['basep-14', P, DCE, W]));
    expect(sorted(templatesIn(done.state, 'p1:discard'))).toEqual(sorted([ELM, L]));
    // Taking none is allowed ("up to").
    const none = answerAll(
      declareAttack(
        table({ p1: { active: ['basep-14', P], discard: [W] }, p2: { active: [KINGAMBIT] } }),
        'Energy Absorption',
      ),
      () => [],
    );
    expect(templatesIn(none.state, 'p1:discard')).toEqual([W]);
  });

  it('MADE-UP Recall Energy: "Attach up to 2 Energy cards from your discard pile to SELF" reads the same', () => {
    const done = attackAll(
      table({ p1: { active: ['tst-2', C], discard: [R, R, R] }, p2: { active: [KINGAMBIT] } }),
      'Recall Energy',
      (d) => (d.options ?? []).slice(0, d.select?.max ?? 1),
    );
    expect(templatesIn(done.state, 'p1:active')).toEqual(['tst-2', C, R, R]);
    expect(templatesIn(done.state, 'p1:discard')).toEqual([R]);
  });
});

describe('more card-moving forms: per-heads draws, Pokémon returned to the hand, Benching from hands', () => {
  it('Tentacruel — Tentacle Grip (Southern Islands): a coin per Water Energy attached, 2 cards drawn per heads', () => {
    const t = attackAll(
      table({
        seed: 3,
        p1: { active: ['si1-10', W, W, W], deck: [R, R, R, R, R, R, R, R] },
        p2: { active: [KINGAMBIT] },
      }),
      'Tentacle Grip',
    );
    const flips = flipsOf(t);
    // 3 Water Energy: 3 coins; 2 cards per heads.
    expect(flips).toHaveLength(3);
    const got = flips.filter((f) => f === 'heads').length;
    expect(templatesIn(t.state, 'p1:hand')).toHaveLength(2 * got);
    expect(templatesIn(t.state, 'p1:deck')).toHaveLength(8 - 2 * got);
    // Both outcomes seen over the seeds: some heads draws, all tails draws nothing.
    const run = (seed: number) =>
      attackAll(
        table({ seed, p1: { active: ['si1-10', W], deck: [R, R] }, p2: { active: [KINGAMBIT] } }),
        'Tentacle Grip',
      );
    expect(templatesIn(onSide('heads', run).state, 'p1:hand')).toEqual([R, R]);
    expect(templatesIn(onSide('tails', run).state, 'p1:hand')).toEqual([]);
  });

  it('MADE-UP "Flip 2 coins. For each heads, draw a card." reads; "For each heads" after one coin does not', () => {
    expect(isPatternText('Seeker', 'Flip 2 coins. For each heads, draw a card.')).toBe(true);
    expect(isPatternText('Seeker', 'Flip a coin. For each heads, draw a card.')).toBe(false);
  });

  it("Erika's Clefable — Fairy Power (Gym Heroes): heads, you may return any number of your Pokémon with their cards to the hand; tails nothing", () => {
    const board = (seed: number) =>
      table({
        seed,
        p1: { active: ['gym1-3', C], bench: [[PIKACHU, L], [SQUIRTLE]] },
        p2: { active: [KINGAMBIT] },
      });
    // Heads: Pikachu (with its Energy) returned, Clefable and Squirtle stay.
    const some = onSide('heads', (s) => attackAll(board(s), 'Fairy Power', exactly('Pikachu')));
    expect(sorted(templatesIn(some.state, 'p1:hand'))).toEqual(sorted([PIKACHU, L]));
    expect(templatesIn(some.state, 'p1:active')).toEqual(['gym1-3', C]);
    expect(templatesIn(some.state, 'p1:bench_2')).toEqual([SQUIRTLE]);
    // Declined: nothing returns.
    const none = onSide('heads', (s) => attackAll(board(s), 'Fairy Power', () => []));
    expect(templatesIn(none.state, 'p1:hand')).toEqual([]);
    // Tails: no choice is asked, nothing moves.
    const down = onSide('tails', (s) => attackAll(board(s), 'Fairy Power'));
    expect(templatesIn(down.state, 'p1:hand')).toEqual([]);
    expect(templatesIn(down.state, 'p1:active')).toEqual(['gym1-3', C]);
  });

  it('Fairy Power may return the Active Clefable itself: its player promotes a Benched Pokémon; with none left in play, that player loses', () => {
    const run = (seed: number) =>
      declareAttack(
        table({
          seed,
          p1: { active: ['gym1-3', C], bench: [[PIKACHU]] },
          p2: { active: [KINGAMBIT] },
        }),
        'Fairy Power',
      );
    const up = withSeeds(SEEDS, run, (t) => Boolean(t.state.pendingDecision));
    expect(pokemonOptions(up)).toEqual(["p1:active Erika's Clefable", 'p1:bench_1 Pikachu']);
    const active = answerAll(up, exactly("Erika's Clefable"));
    expect(sorted(templatesIn(active.state, 'p1:hand'))).toEqual(sorted(['gym1-3', C]));
    expect(templatesIn(active.state, 'p1:active')).toEqual([PIKACHU]);
    const all = answerAll(up, (d) => (d.options ?? []).slice(0, d.select?.max ?? 1));
    expect(all.state.result).toMatchObject({
      winners: ['p2'],
      reason: 'p1 has no Pokémon left in play',
    });
  });

  it('Dark Ursaring — Provoke (Neo Destiny): you look at their hand and may Bench their Baby/Basic Pokémon; then they look at yours and may Bench yours', () => {
    const t = declareAttack(
      table({
        p1: { active: ['neo4-21', C], hand: [CLEFFA, GYARADOS, ELM] },
        p2: {
          active: [KINGAMBIT],
          hand: [PIKACHU, SQUIRTLE, ELM],
          bench: [[PIKACHU], [PIKACHU], [PIKACHU]],
        },
      }),
      'Provoke',
    );
    // You see their hand; the choice is yours, among their Basic Pokémon, up to their room (2).
    expect(t.state.pendingDecision?.decider).toBe('p1');
    expect(sorted(optionNames(t))).toEqual(['Pikachu', 'Squirtle']);
    expect(t.state.pendingDecision?.select).toMatchObject({ min: 0, max: 2 });
    expect(sorted(seenBy(t, 'p1', 'p2:hand'))).toEqual(sorted([PIKACHU, SQUIRTLE, ELM]));
    // Your hand is not shown to them yet.
    expect(seenBy(t, 'p2', 'p1:hand')).toEqual([]);
    const mid = act(t, {
      type: 'resolve_decision',
      player: 'p1',
      source: 'ai',
      choices: (t.state.pendingDecision?.options ?? []).filter((o) => o.includes('Squirtle')),
    });
    expect(templatesIn(mid.state, 'p2:bench_4')).toEqual([SQUIRTLE]);
    // Then they look at your hand and choose among your Baby / Basic Pokémon.
    expect(mid.state.pendingDecision?.decider).toBe('p2');
    expect(optionNames(mid)).toEqual(['Cleffa']);
    expect(sorted(seenBy(mid, 'p2', 'p1:hand'))).toEqual(sorted([CLEFFA, GYARADOS, ELM]));
    const done = answerAll(mid, exactly('Cleffa'));
    expect(templatesIn(done.state, 'p1:bench_1')).toEqual([CLEFFA]);
    expect(sorted(templatesIn(done.state, 'p1:hand'))).toEqual(sorted([GYARADOS, ELM]));
  });

  it('MADE-UP "Search your deck for up to 2 Basic Pokémon cards and put them onto your Bench." reads (as many as there is room for)', () => {
    expect(
      isPatternText(
        'Seeker',
        'Search your deck for up to 2 Basic Pokémon cards and put them onto your Bench. Shuffle your deck afterward.',
      ),
    ).toBe(true);
    expect(
      isPatternText(
        'Seeker',
        'Search your deck for any number of cards named Seeker, show them to your opponent, and put them into your hand. Shuffle your deck afterward.',
      ),
    ).toBe(true);
  });
});
