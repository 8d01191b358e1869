import { describe, expect, it } from 'vitest';
import { loadCardSet } from '../cards/load-card-set';
import { pokemonIn } from '../game/board';
import { F, KINGAMBIT, nextTurn, pass, W } from './cards/classic.test-helper';
import { classicWith, classicTable as table } from './classic-sets.test-helper';
import {
  abilityAction,
  act,
  answerAll,
  attack,
  type Chooser,
  conditionsIn,
  damageIn,
  playTrainer,
  refusalOf,
  type Table,
  templatesIn,
  trainerAction,
  withCounters,
} from './effects.test-helper';
import { evolve, verdict } from './lasting.test-helper';

/**
 * Classic Trainers, Stadiums, attached Trainers and special Energy of the twelve fixtures, read
 * clause by clause (`trainer-clauses.ts`, `stadium-rules.ts`, `special-energy.ts`,
 * `game/attachments.ts`), each played from a real printing; the outcomes are written from that
 * card's printed text. Beside each real printing, a MADE-UP card (set `mu6`, built in this file,
 * printed by no set) rewords the same form to show the reading is by clause, not by sentence.
 *
 * Rulings relied on:
 * - Goop Gas Attack: "All Pokémon Powers" is every Power in play, both players' — the same
 *   sentence as Dark Wave's (see `lasting-attack-forms.test.ts`); "until the end of your
 *   opponent's next turn" counts the turn it is played in as yours.
 */

const BLASTOISE = 'base1-2';
const SAFFRON = 'gym2-122';

/**
 * A made-up card set (test only): `mu6-N` cards that reword printed forms. Every made-up card has
 * its own id across this file (the effect registry remembers cards by id).
 */
function madeUp(cards: readonly Record<string, unknown>[]) {
  const set = loadCardSet(cards.map((c, i) => ({ number: String(i + 1), ...c })));
  return classicWith(set).table;
}

const rainDance = (t: Table, zone: string) => verdict(t, abilityAction(t, zone, 'Rain Dance'));

describe('Goop Gas Attack (Team Rocket): "All Pokémon Powers stop working until the end of your opponent\'s next turn."', () => {
  const played = () =>
    playTrainer(
      table({
        p1: { active: [KINGAMBIT], bench: [[BLASTOISE]], hand: ['base5-78', W] },
        p2: { active: [KINGAMBIT], bench: [[BLASTOISE]], hand: [W, W] },
      }),
      'Goop Gas Attack',
    );

  it("your own Powers stop this turn; the opponent's in their next turn; both work the turn after", () => {
    const t = played();
    expect(rainDance(t, 'p1:bench_1')).toBe('ABILITY_BLOCKED');
    const theirs = nextTurn(pass(t));
    expect(rainDance(theirs, 'p2:bench_1')).toBe('ABILITY_BLOCKED');
    const mine = nextTurn(pass(theirs));
    expect(rainDance(mine, 'p1:bench_1')).toBe('ok');
  });

  it('without it, Rain Dance works (the board above is one where it matters)', () => {
    const t = table({
      p1: { active: [KINGAMBIT], bench: [[BLASTOISE]], hand: [W] },
      p2: { active: [KINGAMBIT] },
    });
    expect(rainDance(t, 'p1:bench_1')).toBe('ok');
  });

  it('MADE-UP rewording ("Pokemon" unaccented, "until the end of your next turn"): lasts through your next turn', () => {
    const made = madeUp([
      {
        id: 'mu6-1',
        name: 'Goo Spray',
        supertype: 'Trainer',
        rules: ['All Pokemon Powers stop working until the end of your next turn.'],
      },
    ]);
    const t = playTrainer(
      made({
        p1: { active: [KINGAMBIT], bench: [[BLASTOISE]], hand: ['mu6-1', W, W] },
        p2: { active: [KINGAMBIT], bench: [[BLASTOISE]], hand: [W] },
      }),
      'Goo Spray',
    );
    const theirs = nextTurn(pass(t));
    expect(rainDance(theirs, 'p2:bench_1')).toBe('ABILITY_BLOCKED');
    const mine = nextTurn(pass(theirs));
    expect(rainDance(mine, 'p1:bench_1')).toBe('ABILITY_BLOCKED');
    const after = nextTurn(pass(mine));
    expect(rainDance(after, 'p2:bench_1')).toBe('ok');
  });
});

const hpIn = (t: Table, zone: string) =>
  pokemonIn(t.engine.definition.cards, t.state, zone)?.hp ?? Number.NaN;

describe('Rocket\'s Hideout (Neo Revelation): "Each Pokémon in play with Dark in its name (even your opponent\'s) gets +20 HP."', () => {
  const DARK_ALAKAZAM = 'base5-1'; // 60 HP
  const DARK_GOLBAT = 'base5-24'; // 50 HP
  const board = () =>
    table({
      p1: { active: [DARK_ALAKAZAM], bench: [['base1-58']], hand: ['neo3-63'] },
      p2: { active: [DARK_GOLBAT], hand: ['gym1-104'] },
    });

  it("both players' Pokémon with Dark in their names get +20 HP; others do not", () => {
    const before = board();
    expect(hpIn(before, 'p1:active')).toBe(60);
    const t = playTrainer(before, "Rocket's Hideout");
    expect(hpIn(t, 'p1:active')).toBe(80);
    expect(hpIn(t, 'p2:active')).toBe(70);
    expect(hpIn(t, 'p1:bench_1')).toBe(40);
  });

  it('a Dark Pokémon with 60 damage stays in play while it is there, and is Knocked Out when another Stadium replaces it', () => {
    const t = playTrainer(withCounters(board(), 'p1:active', { damage: 60 }), "Rocket's Hideout");
    expect(templatesIn(t.state, 'p1:active')).toEqual([DARK_ALAKAZAM]);
    expect(damageIn(t.state, 'p1:active')).toBe(60);
    const replaced = playTrainer(nextTurn(pass(t)), "The Rocket's Training Gym", {
      player: 'p2',
    });
    expect(templatesIn(replaced.state, 'p1:discard')).toContain(DARK_ALAKAZAM);
  });

  it('MADE-UP rewording ("Every Fire Pokémon in play gets +10 HP."): by type', () => {
    const made = madeUp([
      {
        id: 'mu6-2',
        name: 'Warm Hearth',
        supertype: 'Trainer',
        subtypes: ['Stadium'],
        rules: [
          'This card stays in play when you play it. Discard this card if another Stadium card comes into play.',
          'Every Fire Pokémon in play gets +10 HP.',
        ],
      },
    ]);
    const t = playTrainer(
      made({ p1: { active: ['base1-46'], hand: ['mu6-2'] }, p2: { active: ['base1-58'] } }),
      'Warm Hearth',
    );
    expect(hpIn(t, 'p1:active')).toBe(60);
    expect(hpIn(t, 'p2:active')).toBe(40);
  });
});

describe('Magnifier (Neo Destiny): "Attach Magnifier to 1 of your Pokémon. At the end of your turn, discard Magnifier. If the Pokémon Magnifier is attached to attacks, don\'t apply Resistance for that attack."', () => {
  // Brock's Sandshrew's Rolling Attack (20) into Lt. Surge's Spearow (Resistance Fighting -30).
  const SANDSHREW = 'gym1-71';
  const SPEAROW = 'gym1-52';
  const board = (hand: string[], engine = table) =>
    engine({
      p1: { active: [SANDSHREW, F, F], bench: [['base1-58']], hand },
      p2: { active: [SPEAROW] },
    });
  const magnify = (t: Table, target: string, name = 'Magnifier') =>
    playTrainer(t, name, { target });

  it('attached to the attacker: Resistance is not applied (20 instead of 0)', () => {
    expect(damageIn(attack(board([]), 'Rolling Attack').state, 'p2:active')).toBe(0);
    const t = magnify(board(['neo4-101']), 'p1:active');
    expect(templatesIn(t.state, 'p1:active')).toContain('neo4-101');
    expect(damageIn(attack(t, 'Rolling Attack').state, 'p2:active')).toBe(20);
  });

  it('attached to a Benched Pokémon: the Active attacker still meets Resistance', () => {
    const t = magnify(board(['neo4-101']), 'p1:bench_1');
    expect(templatesIn(t.state, 'p1:bench_1')).toContain('neo4-101');
    expect(damageIn(attack(t, 'Rolling Attack').state, 'p2:active')).toBe(0);
  });

  it('is discarded at the end of your turn', () => {
    const t = magnify(board(['neo4-101']), 'p1:bench_1');
    const ended = act(t, { type: 'end_turn', player: 'p1', source: 'ai' });
    expect(templatesIn(ended.state, 'p1:bench_1')).toEqual(['base1-58']);
    expect(templatesIn(ended.state, 'p1:discard')).toContain('neo4-101');
  });

  it('MADE-UP rewording ("to your Active Pokémon", "Pokemon", no "for that attack")', () => {
    const made = madeUp([
      {
        id: 'mu6-3',
        name: 'Spyglass',
        supertype: 'Trainer',
        rules: [
          "Attach Spyglass to your Active Pokémon. At the end of your turn, discard Spyglass. If the Pokemon Spyglass is attached to attacks, don't apply Resistance.",
        ],
      },
    ]);
    const t = playTrainer(board(['mu6-3'], made), 'Spyglass');
    expect(templatesIn(t.state, 'p1:active')).toContain('mu6-3');
    expect(damageIn(attack(t, 'Rolling Attack').state, 'p2:active')).toBe(20);
  });
});

/** The card templates `viewer` sees in `zone` (none for a card hidden from them). */
const seenBy = (t: Table, viewer: string, zone: string) =>
  (t.engine.view(t.state, viewer).zones[zone]?.cards ?? []).flatMap((c) =>
    c.templateId !== undefined ? [c.templateId] : [],
  );
const PRIZES = ['prizes_1', 'prizes_2', 'prizes_3', 'prizes_4', 'prizes_5', 'prizes_6'];
const allSeen = (t: Table, viewer: string, owner: string) =>
  PRIZES.flatMap((z) => seenBy(t, viewer, `${owner}:${z}`));

describe('Here Comes Team Rocket! (Team Rocket): "Each player plays with his or her Prize cards face up for the rest of the game."', () => {
  const board = () =>
    table({
      p1: { active: [KINGAMBIT], hand: ['base5-15'], prizes: [W, F, W, F, W, F] },
      p2: { active: [KINGAMBIT], prizes: ['base1-58', W, W, W, W, F] },
    });

  it("before: neither player sees a Prize; after: both see every Prize, their own and the other's", () => {
    const before = board();
    expect(allSeen(before, 'p1', 'p2')).toEqual([]);
    expect(allSeen(before, 'p2', 'p1')).toEqual([]);
    const t = playTrainer(before, 'Here Comes Team Rocket!');
    expect(allSeen(t, 'p1', 'p2')).toEqual(['base1-58', W, W, W, W, F]);
    expect(allSeen(t, 'p2', 'p1')).toEqual([W, F, W, F, W, F]);
    expect(allSeen(t, 'p1', 'p1')).toEqual([W, F, W, F, W, F]);
  });

  it('they stay face up in later turns ("for the rest of the game")', () => {
    const t = nextTurn(pass(nextTurn(pass(playTrainer(board(), 'Here Comes Team Rocket!')))));
    expect(allSeen(t, 'p2', 'p1')).toEqual([W, F, W, F, W, F]);
  });

  it('MADE-UP rewording ("their Prize cards")', () => {
    const made = madeUp([
      {
        id: 'mu6-4',
        name: 'Open Cards',
        supertype: 'Trainer',
        rules: ['Each player plays with their Prize cards face up for the rest of the game.'],
      },
    ]);
    const t = playTrainer(
      made({
        p1: { active: [KINGAMBIT], hand: ['mu6-4'], prizes: [W, F, W, F, W, F] },
        p2: { active: [KINGAMBIT], prizes: ['base1-58', W, W, W, W, F] },
      }),
      'Open Cards',
    );
    expect(allSeen(t, 'p2', 'p1')).toEqual([W, F, W, F, W, F]);
    expect(allSeen(t, 'p1', 'p2')).toEqual(['base1-58', W, W, W, W, F]);
  });
});

describe('Impostor Professor Oak\'s Invention (Neo Destiny): "Look at your opponent\'s Prize cards. You may have your opponent shuffle them into his or her deck. If you do, …"', () => {
  const G = 'sve-1';
  const oppPrizes = ['base1-58', W, W, W, W, F];
  const board = (hand = ['neo4-94']) =>
    table({
      p1: { active: [KINGAMBIT], hand },
      p2: { active: [KINGAMBIT], prizes: oppPrizes, deck: [G, G, G, G, G, G, G, G] },
    });
  const yes =
    (answer: 'yes' | 'no'): Chooser =>
    (d) =>
      (d.options ?? []).includes(answer) ? [answer] : (d.options ?? []).slice(0, 1);
  const playIt = (t: Table, answer: 'yes' | 'no') =>
    playTrainer(t, "Impostor Professor Oak's Invention", { chooser: yes(answer) });
  const p2Prizes = (t: Table) => PRIZES.flatMap((z) => templatesIn(t.state, `p2:${z}`)).sort();

  it('you see the Prizes before you decide; your opponent does not', () => {
    const t = act(board(), {
      type: 'declare_action',
      player: 'p1',
      source: 'ai',
      kind: 'play_trainer',
      card: "Impostor Professor Oak's Invention",
      zone: 'p1:hand',
    });
    expect(t.state.pendingDecision?.decider).toBe('p1');
    expect(allSeen(t, 'p1', 'p2')).toEqual(oppPrizes);
    expect(allSeen(t, 'p2', 'p2')).toEqual([]);
  });

  it('declined: the same Prizes stay; only you have seen them', () => {
    const t = playIt(board(), 'no');
    expect(p2Prizes(t)).toEqual([...oppPrizes].sort());
    expect(allSeen(t, 'p2', 'p2')).toEqual([]);
    expect(templatesIn(t.state, 'p2:deck')).toHaveLength(8);
  });

  it('taken: 6 new Prizes from the top of the shuffled deck, which nobody has seen; the deck keeps 8 cards', () => {
    const t = playIt(board(), 'yes');
    const prizes = p2Prizes(t);
    expect(prizes).toHaveLength(6);
    expect(templatesIn(t.state, 'p2:deck')).toHaveLength(8);
    // The 14 cards are the same 14: the old Prizes and the deck together.
    expect([...prizes, ...templatesIn(t.state, 'p2:deck')].sort()).toEqual(
      [...oppPrizes, G, G, G, G, G, G, G, G].sort(),
    );
    expect(allSeen(t, 'p1', 'p2')).toEqual([]);
    expect(allSeen(t, 'p2', 'p2')).toEqual([]);
    expect(seenBy(t, 'p1', 'p2:deck')).toEqual([]);
  });

  it('with 3 Prizes left, 3 new ones go to the same places', () => {
    const t0 = board();
    // p2 took 3 Prizes already: the first three places are empty.
    const taken = {
      ...t0,
      state: {
        ...t0.state,
        zones: Object.fromEntries(
          Object.entries(t0.state.zones).map(([k, z]) =>
            ['p2:prizes_1', 'p2:prizes_2', 'p2:prizes_3'].includes(k)
              ? [k, { ...z, cards: [] }]
              : [k, z],
          ),
        ),
      },
    } as Table;
    const t = playIt(taken, 'yes');
    expect(PRIZES.map((z) => templatesIn(t.state, `p2:${z}`).length)).toEqual([0, 0, 0, 1, 1, 1]);
  });

  it('after Here Comes Team Rocket!, the new Prizes come face up too (the rest of the game)', () => {
    const rocket = playTrainer(board(['base5-15', 'neo4-94']), 'Here Comes Team Rocket!');
    const t = playIt(rocket, 'yes');
    expect(allSeen(t, 'p1', 'p2').sort()).toEqual(p2Prizes(t));
    expect(allSeen(t, 'p2', 'p2').sort()).toEqual(p2Prizes(t));
  });

  it('MADE-UP rewording ("all of", "their"): the same', () => {
    const made = madeUp([
      {
        id: 'mu6-5',
        name: 'Prize Swapper',
        supertype: 'Trainer',
        rules: [
          "Look at all of your opponent's Prize cards. You may have your opponent shuffle them into their deck. If you do, your opponent takes that many cards from the top of their deck and sets them aside as their new Prize cards (without looking at them).",
        ],
      },
    ]);
    const t = playTrainer(
      made({
        p1: { active: [KINGAMBIT], hand: ['mu6-5'] },
        p2: { active: [KINGAMBIT], prizes: oppPrizes, deck: [G, G, G, G, G, G, G, G] },
      }),
      'Prize Swapper',
      { chooser: yes('yes') },
    );
    expect(p2Prizes(t)).toHaveLength(6);
    expect(allSeen(t, 'p1', 'p2')).toEqual([]);
  });
});

describe('Viridian City Gym (Gym Challenge): "Whenever a Pokémon with Giovanni in its name evolves, its owner removes 2 damage counters from that Pokémon (or 1 if it only has 1)."', () => {
  const MACHOP = 'gym2-72'; // Giovanni's Machop, 50 HP
  const MACHOKE = 'gym2-42'; // Giovanni's Machoke
  const board = (damage: number, evolver = MACHOKE, basic = MACHOP) =>
    playTrainer(
      withCounters(
        table({
          p1: { active: [basic], hand: ['gym2-123', evolver] },
          p2: { active: [KINGAMBIT] },
        }),
        'p1:active',
        { damage },
      ),
      'Viridian City Gym',
    );

  it('3 counters → 1 left after evolving', () => {
    expect(damageIn(evolve(board(30), 'p1:active', MACHOKE).state, 'p1:active')).toBe(10);
  });

  it('1 counter → none left ("or 1 if it only has 1")', () => {
    expect(damageIn(evolve(board(10), 'p1:active', MACHOKE).state, 'p1:active')).toBe(0);
  });

  it('a Pokémon without Giovanni in its name keeps its counters', () => {
    // Charmander → Charmeleon (Base Set).
    const t = evolve(board(30, 'base1-24', 'base1-46'), 'p1:active', 'base1-24');
    expect(damageIn(t.state, 'p1:active')).toBe(30);
  });

  it('without the Stadium nothing is removed', () => {
    const t = withCounters(
      table({ p1: { active: [MACHOP], hand: [MACHOKE] }, p2: { active: [KINGAMBIT] } }),
      'p1:active',
      { damage: 30 },
    );
    expect(damageIn(evolve(t, 'p1:active', MACHOKE).state, 'p1:active')).toBe(30);
  });

  it('MADE-UP rewording ("a Fire Pokemon … from it", "removes 3"): by type, 3 counters', () => {
    const made = madeUp([
      {
        id: 'mu6-6',
        name: 'Hot Springs',
        supertype: 'Trainer',
        subtypes: ['Stadium'],
        rules: [
          'This card stays in play when you play it. Discard this card if another Stadium card comes into play.',
          'Whenever a Fire Pokemon evolves, its owner removes 3 damage counters from it.',
        ],
      },
    ]);
    const t = playTrainer(
      withCounters(
        made({
          p1: { active: ['base1-46'], hand: ['mu6-6', 'base1-24'] },
          p2: { active: [KINGAMBIT] },
        }),
        'p1:active',
        { damage: 40 },
      ),
      'Hot Springs',
    );
    expect(damageIn(evolve(t, 'p1:active', 'base1-24').state, 'p1:active')).toBe(10);
  });
});

describe('Giovanni (Gym Challenge): "Choose 1 of your Pokémon in play with Giovanni in its name. For the rest of your turn, you may evolve that Pokémon even if you just played or evolved it this turn or if this is your first turn. …"', () => {
  const MACHOP = 'gym2-72';
  const MACHOKE = 'gym2-42';
  const MACHAMP = 'gym2-6';
  const MEOWTH = 'gym2-43';
  const PERSIAN = 'gym2-8';
  /** p1 puts a Basic from the hand onto the Bench (it came into play this turn). */
  const bench = (t: Table, template: string) => {
    const id = (t.state.zones['p1:hand']?.cards ?? []).find(
      (c) => t.state.cards[c]?.templateId === template,
    );
    return act(t, {
      type: 'move_card',
      player: 'p1',
      source: 'ai',
      card: `#${id}`,
      to: 'p1:bench_1',
    });
  };
  const evolveAction = (t: Table, template: string, zone: string) => ({
    type: 'move_card' as const,
    player: 'p1',
    source: 'ai' as const,
    card: `#${(t.state.zones['p1:hand']?.cards ?? []).find((c) => t.state.cards[c]?.templateId === template)}`,
    to: zone,
    position: 'top' as const,
  });
  const board = (gameTurn = 3) =>
    table({
      gameTurn,
      p1: { active: [MEOWTH], hand: ['gym2-18', MACHOP, MACHOKE, MACHAMP, PERSIAN] },
      p2: { active: [KINGAMBIT] },
    });
  const giovanni = (t: Table, zone: string) =>
    playTrainer(t, 'Giovanni', {
      chooser: (d) => (d.options ?? []).filter((o) => o.includes(zone)).slice(0, 1),
    });

  it('without it, a Machop just benched cannot evolve', () => {
    const t = bench(board(), MACHOP);
    expect(verdict(t, evolveAction(t, MACHOKE, 'p1:bench_1'))).toBe('EVOLVED_OR_PLAYED_THIS_TURN');
  });

  it('the chosen Machop, just benched, evolves to Machoke and then to Machamp the same turn', () => {
    const t = giovanni(bench(board(), MACHOP), 'bench_1');
    const machoke = evolve(t, 'p1:bench_1', MACHOKE);
    const machamp = evolve(machoke, 'p1:bench_1', MACHAMP);
    expect(templatesIn(machamp.state, 'p1:bench_1')).toEqual([MACHAMP, MACHOKE, MACHOP]);
  });

  it('the Pokémon not chosen keeps the limit', () => {
    // Meowth (Active) is chosen; the Machop just benched is not.
    const t = giovanni(bench(board(), MACHOP), 'active');
    expect(verdict(t, evolveAction(t, MACHOKE, 'p1:bench_1'))).toBe('EVOLVED_OR_PLAYED_THIS_TURN');
  });

  it('on your first turn, the chosen Pokémon may evolve; another may not', () => {
    const first = board(1);
    expect(verdict(first, evolveAction(first, PERSIAN, 'p1:active'))).toBe(
      'NO_EVOLUTION_FIRST_TURN',
    );
    const t = giovanni(first, 'active');
    expect(templatesIn(evolve(t, 'p1:active', PERSIAN).state, 'p1:active')).toEqual([
      PERSIAN,
      MEOWTH,
    ]);
    const other = bench(t, MACHOP);
    expect(verdict(other, evolveAction(other, MACHOKE, 'p1:bench_1'))).toBe(
      'NO_EVOLUTION_FIRST_TURN',
    );
  });

  it('the effect ends with the turn', () => {
    const t = giovanni(bench(board(), MACHOP), 'bench_1');
    const mine = nextTurn(pass(nextTurn(pass(t))));
    // Next turn Machop may evolve anyway (in play since an earlier turn); the marker is gone.
    expect(mine.state.plugin.markers.some((m) => m.kind === 'evolve-anytime')).toBe(false);
  });

  it('refused with no Pokémon with Giovanni in its name in play', () => {
    const t = table({
      p1: { active: ['base1-58'], hand: ['gym2-18'] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(t, trainerAction(t, 'gym2-18'))).toMatch(
      /no Pokémon with Giovanni in its name/,
    );
  });

  it('MADE-UP rewording ("with Erika in its name", no "in play", "this turn")', () => {
    const made = madeUp([
      {
        id: 'mu6-7',
        name: 'Quick Growth',
        supertype: 'Trainer',
        rules: [
          'Choose 1 of your Pokémon with Erika in its name. For the rest of this turn, you may evolve that Pokémon even if you just played or evolved it this turn or if this is your first turn. This effect also applies to the Pokémon it evolves into.',
        ],
      },
    ]);
    const ERIKAS_ODDISH = 'gym1-47';
    const ERIKAS_GLOOM = 'gym1-45';
    const t0 = made({
      gameTurn: 1,
      p1: { active: [ERIKAS_ODDISH], hand: ['mu6-7', ERIKAS_GLOOM] },
      p2: { active: [KINGAMBIT] },
    });
    const t = playTrainer(t0, 'Quick Growth');
    expect(templatesIn(evolve(t, 'p1:active', ERIKAS_GLOOM).state, 'p1:active')).toEqual([
      ERIKAS_GLOOM,
      ERIKAS_ODDISH,
    ]);
  });
});

describe('Koga (Gym Challenge): "If an attack from a Pokémon with Koga in its name does damage to a Defending Pokémon this turn, that Pokémon is then Poisoned."', () => {
  const KOGAS_PIDGEY = 'gym2-80'; // Peck (C) 10
  const G = 'sve-1';
  const board = (attacker: string, hand = ['gym2-19']) =>
    table({
      p1: { active: [attacker, G, W, W], hand },
      p2: { active: ['base1-58'] },
    });
  const conditions = (t: Table) => conditionsIn(t.state, 'p2:active');

  it("Koga's Pidgey's Peck does 10, then the Defending Pokémon is Poisoned", () => {
    const t = attack(playTrainer(board(KOGAS_PIDGEY), 'Koga'), 'Peck');
    // Peck's 10, then 10 from Poison at the Pokémon Checkup as the turn ends.
    expect(damageIn(t.state, 'p2:active')).toBe(20);
    expect(conditions(t)).toContain('poisoned');
  });

  it('without Koga, Peck does not poison', () => {
    const t = attack(board(KOGAS_PIDGEY, []), 'Peck');
    expect(damageIn(t.state, 'p2:active')).toBe(10);
    expect(conditions(t)).not.toContain('poisoned');
  });

  it("an attack that does no damage (Koga's Tangela's Grasping Vine) does not poison", () => {
    const t = attack(playTrainer(board('gym2-81'), 'Koga'), 'Grasping Vine');
    expect(conditions(t)).not.toContain('poisoned');
  });

  it('a Pokémon without Koga in its name does not poison (Base Set Rattata, Bite 20)', () => {
    const t = attack(playTrainer(board('base1-61'), 'Koga'), 'Bite');
    expect(damageIn(t.state, 'p2:active')).toBeGreaterThan(0);
    expect(conditions(t)).not.toContain('poisoned');
  });

  it('the effect is over when the turn ends: next turn Peck does not poison', () => {
    const t = nextTurn(pass(nextTurn(pass(playTrainer(board(KOGAS_PIDGEY), 'Koga')))));
    expect(conditions(attack(t, 'Peck'))).not.toContain('poisoned');
  });

  it('MADE-UP rewording ("by your Pokémon with Brock in its name … the Defending Pokémon", "is now Poisoned")', () => {
    const made = madeUp([
      {
        id: 'mu6-8',
        name: 'Toxic Training',
        supertype: 'Trainer',
        rules: [
          'If an attack by your Pokémon with Brock in its name does damage to the Defending Pokémon this turn, that Pokémon is now Poisoned.',
        ],
      },
    ]);
    // Brock's Sandshrew (gym1-71): Rolling Attack, 20.
    const t = attack(
      playTrainer(
        made({ p1: { active: ['gym1-71', F, F], hand: ['mu6-8'] }, p2: { active: [KINGAMBIT] } }),
        'Toxic Training',
      ),
      'Rolling Attack',
    );
    expect(conditions(t)).toContain('poisoned');
  });
});

describe('Misty\'s Wish (Gym Challenge): "Look at 1 of your Prize cards. Then, ask your opponent if you may switch that card with 1 of the cards in your hand. …"', () => {
  const G = 'sve-1';
  const board = (hand: string[] = ['gym2-108', F], engine = table) =>
    engine({
      p1: { active: [KINGAMBIT], hand, prizes: ['base1-58', W, W, W, W, W], deck: [G, G] },
      p2: { active: [KINGAMBIT] },
    });
  /** p1 looks at prizes_1; p2 answers `answer`; p1 gives the Fighting Energy. */
  const wish =
    (answer: 'yes' | 'no'): Chooser =>
    (d) =>
      d.decider === 'p2'
        ? [answer]
        : (d.options ?? [])
            .filter((o) => o.includes('prizes_1') || o.includes('Fighting'))
            .slice(0, 1);

  it('accepted: the Prize (Pikachu) comes to the hand; the card given goes to its place; no draw', () => {
    const t = playTrainer(board(), "Misty's Wish", { chooser: wish('yes') });
    expect(templatesIn(t.state, 'p1:hand')).toEqual(['base1-58']);
    expect(templatesIn(t.state, 'p1:prizes_1')).toEqual([F]);
    expect(templatesIn(t.state, 'p1:deck')).toHaveLength(2);
  });

  it('declined: the Prize stays face down where it was; you draw a card', () => {
    const t = playTrainer(board(), "Misty's Wish", { chooser: wish('no') });
    expect(templatesIn(t.state, 'p1:prizes_1')).toEqual(['base1-58']);
    expect(templatesIn(t.state, 'p1:hand').sort()).toEqual([F, G].sort());
    expect(seenBy(t, 'p2', 'p1:prizes_1')).toEqual([]);
  });

  it('accepted with no other card in the hand: nothing is switched and nothing drawn', () => {
    const t = playTrainer(board(['gym2-108']), "Misty's Wish", { chooser: wish('yes') });
    expect(templatesIn(t.state, 'p1:prizes_1')).toEqual(['base1-58']);
    expect(templatesIn(t.state, 'p1:hand')).toEqual([]);
    expect(templatesIn(t.state, 'p1:deck')).toHaveLength(2);
  });

  it('while the opponent answers, you have seen the Prize and they have not; places only are offered', () => {
    const b = board();
    let t = act(b, trainerAction(b, 'gym2-108'));
    expect(t.state.pendingDecision?.options).toEqual(PRIZES);
    t = answerAll(t, wish('yes'), 1);
    expect(t.state.pendingDecision?.decider).toBe('p2');
    expect(seenBy(t, 'p1', 'p1:prizes_1')).toEqual(['base1-58']);
    expect(seenBy(t, 'p2', 'p1:prizes_1')).toEqual([]);
  });

  it('MADE-UP rewording ("Then ask", no comma): the same', () => {
    const made = madeUp([
      {
        id: 'mu6-9',
        name: 'Wishing Well',
        supertype: 'Trainer',
        rules: [
          'Look at 1 of your Prize cards. Then ask your opponent if you may switch that card with 1 of the cards in your hand. If your opponent accepts and if you have any other cards in your hand, switch those cards. If your opponent declines, return the Prize card face down and draw a card.',
        ],
      },
    ]);
    const t = playTrainer(board(['mu6-9', F], made), 'Wishing Well', {
      chooser: wish('no'),
    });
    expect(templatesIn(t.state, 'p1:hand').sort()).toEqual([F, G].sort());
  });
});

describe('Saffron City Gym (Gym Challenge): "As often as each player like during his or her turn (before attacking), that player may return 1 basic Energy card attached to 1 of his or her Pokémon with Sabrina in its name to his or her hand."', () => {
  const P = 'sve-5';
  const ABRA = 'gym1-91'; // Sabrina's Abra
  const useStadium = (t: Table, chooser?: Chooser) =>
    answerAll(
      act(t, { type: 'declare_action', player: 'p1', source: 'ai', kind: 'use_stadium' }),
      chooser,
    );
  const board = (stadium = SAFFRON, engine = table) =>
    engine({
      p1: { active: ['base1-58', 'sve-4'], bench: [[ABRA, P, P]], hand: [stadium] },
      p2: { active: [KINGAMBIT] },
    });
  const useAction = {
    type: 'declare_action',
    player: 'p1',
    source: 'ai',
    kind: 'use_stadium',
  } as const;

  it("returns a basic Energy from Sabrina's Abra to the hand, again and again, until none is left", () => {
    const t = playTrainer(board(), 'Saffron City Gym');
    const once = useStadium(t);
    expect(templatesIn(once.state, 'p1:bench_1')).toEqual([ABRA, P]);
    expect(templatesIn(once.state, 'p1:hand')).toEqual([P]);
    const twice = useStadium(once);
    expect(templatesIn(twice.state, 'p1:bench_1')).toEqual([ABRA]);
    expect(templatesIn(twice.state, 'p1:hand')).toEqual([P, P]);
    expect(refusalOf(twice, useAction)).toMatch(
      /none of your Pokémon with Sabrina in its name has a basic Energy card/,
    );
  });

  it('Pikachu (no Sabrina in its name) is never offered; its Energy stays', () => {
    const t = act(playTrainer(board(), 'Saffron City Gym'), useAction);
    expect(t.state.pendingDecision?.options?.some((o) => o.includes('Pikachu'))).toBe(false);
    const done = answerAll(t);
    expect(templatesIn(done.state, 'p1:active')).toEqual(['base1-58', 'sve-4']);
  });

  it('MADE-UP rewording ("likes during their turn", no "(before attacking)", Misty)', () => {
    const made = madeUp([
      {
        id: 'mu6-10',
        name: 'Cerulean Pool',
        supertype: 'Trainer',
        subtypes: ['Stadium'],
        rules: [
          'This card stays in play when you play it. Discard this card if another Stadium card comes into play.',
          'As often as each player likes during their turn, that player may return 1 basic Energy card attached to 1 of their Pokémon with Misty in its name to their hand.',
        ],
      },
    ]);
    const t = playTrainer(
      made({
        p1: { active: ['gym1-88', W, W], hand: ['mu6-10'] }, // Misty's Seel
        p2: { active: [KINGAMBIT] },
      }),
      'Cerulean Pool',
    );
    const twice = useStadium(useStadium(t));
    expect(templatesIn(twice.state, 'p1:hand')).toEqual([W, W]);
  });
});
