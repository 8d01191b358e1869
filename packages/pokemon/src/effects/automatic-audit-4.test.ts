/**
 * The fourth outsider's audit of what loaded classic sets play AUTOMATICALLY (issue #28: "what is
 * automatic is right"). Each case is written from the card's printed text in
 * `fixtures/<set>.json` (and the rules) before running it or reading the rule that compiles it.
 *
 * The pools: the distinct cards (same name and texts count once, the first printing named) of
 * every fixture whose every part is automatic (`manualParts` empty) at a commit and not at its
 * parent, listed by a throwaway script (not committed) run on each checkout:
 *   - pool A (35 cards): the last session's landings never audited — 3ffdb10 (Technical Machines
 *     and Cubes lend their attack, Weakness Guard: 7), b3d7c57 (Energy moved between your own
 *     Pokémon, Reflect Energy: 4), 075d8bf (Supporters and the 2002 basic Items: 24);
 *   - pool B (158 cards): automatic on main 1757011 (22:35 UTC) and not on 9db927f (this
 *     session's landings; the EX fixtures ex1–ex3 joined in between, so their automatic cards
 *     are all in it).
 *
 * The draws: PRNG mulberry32 (the common 32-bit one: a += 0x6d2b79f5, two imul rounds), weighted
 * sampling without replacement (Efraimidis–Spirakis: key = u^(1/w), the highest keys win), pool
 * sorted by card id, w = the card's parts with text (attacks with text, Powers, printed rules on
 * a Pokémon; 1 for a Trainer or Energy).
 *
 * Pool A, seed 2812, 10 cards: ecard2-120 Energy Switch, ecard3-128 Lure Ball, ecard1-140 Energy
 *   Removal 2, ecard2-129 Metal Cube 01, ecard1-76 Electabuzz, ecard2-122 Fire Cube 01, ecard2-H1
 *   Ampharos, ecard2-141 Weakness Guard, ecard1-143 Master Ball, ecard2-132 Psychic Cube 01.
 *   Metal Cube 01, Fire Cube 01 and Weakness Guard are tested in `automatic-audit-3.test.ts`
 *   (unchanged since); the other seven below.
 * Pool B, seed 2813, 10 cards: ex3-56 Geodude, ex2-49 Nuzleaf, ex2-78 Shroomish, ex1-58 Makuhita,
 *   ecard2-H6 Blissey, ex1-45 Slakoth, ex1-47 Vigoroth, ex2-63 Eevee, ex1-86 Poké Ball, ex1-40
 *   Marshtomp.
 * Pool C (53 cards): automatic on main e040bb5 (23:10 UTC) and not on 1757011; seed 2814, 10
 *   cards: basep-53 Suicune (its text is ecard2-H25's, tested on that printing), ecard3-133
 *   Mystery Plate α, ex1-101 Mewtwo ex, ecard2-H28 Tyranitar, neo3-14 Suicune, ecard3-134 Mystery
 *   Plate β, ecard3-H18 Magneton (Electric Blast; Attract Energy is tested on this printing
 *   by `power-forms-5.test.ts`), ecard2-H25 Suicune, ecard2-9 Elekid, ex1-99
 *   Lapras ex.
 *
 * Rulings relied on: Weakness then Resistance apply to the Defending Pokémon only; "this attack
 * does nothing" means no damage and no effect; a Technical Machine's attack is used as the
 * Pokémon's own attack, paid with its Energy; "Energy" counted on a Pokémon counts the Energy it
 * provides (a Double Colorless Energy is 2), "Energy cards" counts cards.
 */
import { describe, expect, it } from 'vitest';
import { fromHand, passTurn, playTrainerCard, trainerPlay } from './audit/audit.test-helper';
import {
  coinsOf,
  exactly,
  headsOf,
  mayAttack,
  onSide,
  optionNames,
  sorted,
} from './audit/draw.test-helper';
import { cardBehaviour } from './behaviour.test-helper';
import {
  DONDOZO,
  G,
  gotCondition,
  KINGAMBIT,
  L,
  P,
  PIKACHU,
  SEEDS,
  W,
} from './cards/classic.test-helper';
import { classicRegistry, classicTable as table } from './classic-sets.test-helper';
import {
  act,
  answerAll,
  attack,
  type Chooser,
  conditionsIn,
  damageIn,
  refusalOf,
  type Table,
  templatesIn,
  useAbility,
  withCounters,
  withSeeds,
} from './effects.test-helper';

const F = 'sve-6';
const D = 'sve-7'; // basic Darkness Energy
const DCE = 'base1-96';
const BLASTOISE = 'base1-2'; // Stage 2
const RAICHU = 'base1-14'; // Stage 1
const DROWZEE = 'ecard2-74'; // Basic Psychic
const CHANSEY = 'base1-3'; // 120 HP Colorless

const card = (id: string, part: string | undefined, fn: () => void) =>
  cardBehaviour(id, part, fn, classicRegistry);

/** p1's `attacker` uses `name` on p2's `defender` (seed), every choice answered first-option. */
const hit = (attacker: string[], name: string, defender: string[] = [KINGAMBIT], seed = 1) =>
  attack(table({ seed, p1: { active: attacker }, p2: { active: defender } }), name);

/**
 * Whether p2 reads that p1 revealed `name`: the engine's reveal to all names the card (one to p1
 * alone reads "1 card(s) to p1"), and p2's view keeps the name after the card went into p1's hand
 * (the log names a card to whoever saw it then, 1b410d8; before it, that line read "a card").
 */
const shownToAll = (t: Table, name: string) =>
  t.engine
    .view(t.state, 'p2')
    .log.some((e) => e.action === 'reveal' && e.message === `p1 revealed ${name}`);

/** Templates of p1's discard pile as p2's view shows it (a discard pile is open to both). */
const p1DiscardSeenByP2 = (t: Table) =>
  (t.engine.view(t.state, 'p2').zones['p1:discard']?.cards ?? []).map((c) => c.templateId);

/** Picks the options naming `names` (one per name, as many as the choice takes). */
const picking =
  (...names: string[]): Chooser =>
  (d) => {
    const options = d.options ?? [];
    for (const n of names) {
      const hit = options.filter((o) => o.includes(n));
      if (hit.length > 0)
        return d.select ? hit.slice(0, Math.max(1, d.select.min)) : [hit[0] as string];
    }
    return d.select ? options.slice(0, d.select.min) : options.slice(0, 1);
  };

describe('pool A — 3ffdb10, b3d7c57, 075d8bf (seed 2812)', () => {
  card('ecard2-120', undefined, () => {
    const SWITCH = 'ecard2-120';
    it('a basic Energy card (not the Double Colorless) moves from one of your Pokémon to another you choose; the opponent’s are not offered', () => {
      const t = table({
        p1: { active: [KINGAMBIT, W, DCE], bench: [[PIKACHU], [DROWZEE, P]], hand: [SWITCH] },
        p2: { active: [KINGAMBIT, L] },
      });
      const seen: string[][] = [];
      const record: Chooser = (d, s) => {
        seen.push([...(d.options ?? [])]);
        return picking('Water', 'Pikachu')(d, s);
      };
      const done = playTrainerCard(t, SWITCH, { chooser: record });
      const offered = seen.flat().join(' | ');
      expect(offered).not.toMatch(/Double Colorless/);
      expect(offered).not.toMatch(/Lightning/);
      expect(sorted(templatesIn(done.state, 'p1:bench_1'))).toEqual(sorted([PIKACHU, W]));
      expect(templatesIn(done.state, 'p1:active')).toEqual([KINGAMBIT, DCE]);
      expect(templatesIn(done.state, 'p1:bench_2')).toEqual([DROWZEE, P]);
      expect(templatesIn(done.state, 'p2:active')).toEqual([KINGAMBIT, L]);
      expect(templatesIn(done.state, 'p1:discard')).toEqual([SWITCH]);
    });
    it('from a Benched Pokémon to the Active one as well', () => {
      const t = table({
        p1: { active: [KINGAMBIT], bench: [[DROWZEE, P]], hand: [SWITCH] },
        p2: { active: [KINGAMBIT] },
      });
      const done = playTrainerCard(t, SWITCH, { chooser: picking('Psychic', 'Kingambit') });
      expect(sorted(templatesIn(done.state, 'p1:active'))).toEqual(sorted([KINGAMBIT, P]));
      expect(templatesIn(done.state, 'p1:bench_1')).toEqual([DROWZEE]);
    });
  });

  card('ecard3-128', undefined, () => {
    const LURE = 'ecard3-128';
    const board = (seed: number) =>
      table({
        seed,
        p1: {
          active: [KINGAMBIT],
          hand: [LURE],
          discard: [BLASTOISE, PIKACHU, RAICHU, 'ecard2-H1', W],
        },
        p2: { active: [KINGAMBIT] },
      });
    it('3 coins; an Evolution card (not a Basic, not Energy) of the discard pile into the hand per heads, each shown to the opponent', () => {
      const heads = new Set<number>();
      for (const seed of SEEDS) {
        const t = playTrainerCard(board(seed), LURE);
        expect(coinsOf(t)).toHaveLength(3);
        const h = headsOf(t);
        heads.add(h);
        const hand = templatesIn(t.state, 'p1:hand');
        expect(hand).toHaveLength(h);
        for (const c of hand) expect([BLASTOISE, RAICHU, 'ecard2-H1']).toContain(c);
        expect(templatesIn(t.state, 'p1:discard')).toEqual(
          expect.arrayContaining([PIKACHU, W, LURE]),
        );
        // Shown: the discard pile is open to both, and p2 sees them leave it.
        const left = p1DiscardSeenByP2(t);
        for (const c of hand) expect(left).not.toContain(c);
        expect(left).toHaveLength(6 - h);
      }
      expect(heads.has(0)).toBe(true);
      expect(heads.size).toBeGreaterThanOrEqual(3);
    });
  });

  card('ecard1-140', undefined, () => {
    const ER2 = 'ecard1-140';
    const board = (seed: number) =>
      table({
        seed,
        p1: { active: [KINGAMBIT, W], hand: [ER2] },
        p2: { active: [KINGAMBIT, W, DCE], bench: [[PIKACHU, G]] },
      });
    it('heads: you choose any Energy card (special too) on any of the opponent’s Pokémon (Bench too) and it is discarded; tails: nothing', () => {
      const h = onSide('heads', (seed) => act(board(seed), trainerPlay(board(seed), ER2)));
      const d = h.state.pendingDecision;
      expect(d?.decider).toBe('p1');
      expect(sorted(optionNames(h))).toEqual(
        sorted(['Basic Water Energy', 'Double Colorless Energy', 'Basic Grass Energy']),
      );
      const done = onSide('heads', (seed) =>
        playTrainerCard(board(seed), ER2, { chooser: exactly('Grass') }),
      );
      expect(templatesIn(done.state, 'p2:bench_1')).toEqual([PIKACHU]);
      expect(templatesIn(done.state, 'p2:discard')).toEqual([G]);
      expect(templatesIn(done.state, 'p2:active')).toEqual([KINGAMBIT, W, DCE]);
      expect(templatesIn(done.state, 'p1:active')).toEqual([KINGAMBIT, W]);
      const t = onSide('tails', (seed) => playTrainerCard(board(seed), ER2));
      expect(templatesIn(t.state, 'p2:discard')).toEqual([]);
      expect(templatesIn(t.state, 'p2:bench_1')).toEqual([PIKACHU, G]);
    });
  });

  card('ecard1-76', 'Reflect Energy', () => {
    const ELECTABUZZ = 'ecard1-76';
    it('20; a basic Energy card of Electabuzz (not the Double Colorless) to the Benched Pokémon you choose', () => {
      const t = attack(
        table({
          p1: { active: [ELECTABUZZ, L, DCE], bench: [[PIKACHU], [DROWZEE]] },
          p2: { active: [KINGAMBIT] },
        }),
        'Reflect Energy',
        { chooser: picking('Lightning', 'Drowzee') },
      );
      expect(damageIn(t.state, 'p2:active')).toBe(20);
      expect(templatesIn(t.state, 'p1:active')).toEqual([ELECTABUZZ, DCE]);
      expect(sorted(templatesIn(t.state, 'p1:bench_2'))).toEqual(sorted([DROWZEE, L]));
      expect(templatesIn(t.state, 'p1:bench_1')).toEqual([PIKACHU]);
    });
    it('no Benched Pokémon: 20 and no Energy moves', () => {
      const t = hit([ELECTABUZZ, L, L], 'Reflect Energy');
      expect(damageIn(t.state, 'p2:active')).toBe(20);
      expect(templatesIn(t.state, 'p1:active')).toEqual([ELECTABUZZ, L, L]);
    });
  });

  card('ecard1-76', 'Energy Draw', () => {
    it('a basic Energy card of the deck (not the Double Colorless) attached to Electabuzz; deck shuffled', () => {
      const t = attack(
        table({
          p1: { active: ['ecard1-76', L], deck: [DCE, PIKACHU, W, DCE] },
          p2: { active: [KINGAMBIT] },
        }),
        'Energy Draw',
        { chooser: picking('Water') },
      );
      expect(sorted(templatesIn(t.state, 'p1:active'))).toEqual(sorted(['ecard1-76', L, W]));
      expect(sorted(templatesIn(t.state, 'p1:deck'))).toEqual(sorted([DCE, PIKACHU, DCE]));
      expect(damageIn(t.state, 'p2:active')).toBe(0);
    });
  });

  card('ecard2-H1', 'Reflect Energy', () => {
    it('50; a basic Energy card of Ampharos to a Benched Pokémon', () => {
      const t = attack(
        table({
          p1: { active: ['ecard2-H1', L, L, W], bench: [[PIKACHU]] },
          p2: { active: [KINGAMBIT] },
        }),
        'Reflect Energy',
        { chooser: picking('Water', 'Pikachu') },
      );
      expect(damageIn(t.state, 'p2:active')).toBe(50);
      expect(sorted(templatesIn(t.state, 'p1:bench_1'))).toEqual(sorted([PIKACHU, W]));
      expect(templatesIn(t.state, 'p1:active')).toEqual(['ecard2-H1', L, L]);
    });
  });

  card('ecard2-H1', 'Thundershock', () => {
    it('20; heads Paralyzed, tails not', () => {
      const run = (seed: number) => hit(['ecard2-H1', L], 'Thundershock', [KINGAMBIT], seed);
      const h = onSide('heads', run);
      expect(damageIn(h.state, 'p2:active')).toBe(20);
      expect(gotCondition(h, 'paralyzed')).toBe(true);
      const t = onSide('tails', run);
      expect(damageIn(t.state, 'p2:active')).toBe(20);
      expect(conditionsIn(t.state, 'p2:active')).toEqual([]);
    });
  });

  card('ecard1-143', undefined, () => {
    const MASTER = 'ecard1-143';
    const deck = [W, W, PIKACHU, BLASTOISE, W, W, W, 'ecard2-H1', G, G];
    it('7 top cards looked at; a Basic or Evolution card among them (not the 8th) chosen, shown to the opponent, into the hand; the rest shuffled in', () => {
      const t = table({
        p1: { active: [KINGAMBIT], hand: [MASTER], deck },
        p2: { active: [KINGAMBIT] },
      });
      let options: string[] = [];
      const done = playTrainerCard(t, MASTER, {
        chooser: (d, s) => {
          options = [...(d.options ?? [])];
          expect(d.decider).toBe('p1');
          return picking('Blastoise')(d, s);
        },
      });
      expect(options.map((o) => o.replace(/^\S+ /, '')).sort()).toEqual(['Blastoise', 'Pikachu']);
      expect(templatesIn(done.state, 'p1:hand')).toEqual([BLASTOISE]);
      expect(shownToAll(done, 'Blastoise')).toBe(true);
      expect(sorted(templatesIn(done.state, 'p1:deck'))).toEqual(
        sorted(deck.filter((c) => c !== BLASTOISE)),
      );
    });
    it('"you may": none taken, every card stays in the deck', () => {
      const t = table({
        p1: { active: [KINGAMBIT], hand: [MASTER], deck },
        p2: { active: [KINGAMBIT] },
      });
      const done = playTrainerCard(t, MASTER, { chooser: () => [] });
      expect(templatesIn(done.state, 'p1:hand')).toEqual([]);
      expect(templatesIn(done.state, 'p1:deck')).toHaveLength(deck.length);
    });
  });

  card('ecard2-132', undefined, () => {
    const CUBE = 'ecard2-132';
    it('only on a Psychic Pokémon; it may use Psy Confuse ([P]: Confused, no damage); discarded at the end of your turn', () => {
      const pika = table({
        p1: { active: [PIKACHU, P], hand: [CUBE] },
        p2: { active: [KINGAMBIT] },
      });
      expect(refusalOf(pika, trainerPlay(pika, CUBE, 'p1:active'))).toBeDefined();
      const t = playTrainerCard(
        table({ p1: { active: [DROWZEE, P], hand: [CUBE] }, p2: { active: [KINGAMBIT] } }),
        CUBE,
        { target: 'p1:active' },
      );
      expect(templatesIn(t.state, 'p1:active')).toContain(CUBE);
      const done = attack(t, 'Psy Confuse');
      expect(gotCondition(done, 'confused')).toBe(true);
      expect(damageIn(done.state, 'p2:active')).toBe(0);
      expect(templatesIn(done.state, 'p1:discard')).toContain(CUBE);
      expect(templatesIn(done.state, 'p1:active')).not.toContain(CUBE);
    });
    it('not used: still discarded at the end of your turn', () => {
      const t = playTrainerCard(
        table({ p1: { active: [DROWZEE, P], hand: [CUBE] }, p2: { active: [KINGAMBIT] } }),
        CUBE,
        { target: 'p1:active' },
      );
      const next = passTurn(t);
      expect(templatesIn(next.state, 'p1:discard')).toContain(CUBE);
    });
  });
});

describe('pool B — this session, 9db927f..1757011 (seed 2813)', () => {
  card('ex3-56', 'Steady Punch', () => {
    it('heads 20, tails 10', () => {
      const run = (seed: number) => hit(['ex3-56', F], 'Steady Punch', [KINGAMBIT], seed);
      expect(damageIn(onSide('heads', run).state, 'p2:active')).toBe(20);
      expect(damageIn(onSide('tails', run).state, 'p2:active')).toBe(10);
    });
  });

  card('ex2-49', 'Stun Spore', () => {
    it('20; heads Paralyzed, tails not', () => {
      const run = (seed: number) => hit(['ex2-49', G, G], 'Stun Spore', [DONDOZO], seed);
      const h = onSide('heads', run);
      expect(damageIn(h.state, 'p2:active')).toBe(20);
      expect(gotCondition(h, 'paralyzed')).toBe(true);
      const t = onSide('tails', run);
      expect(damageIn(t.state, 'p2:active')).toBe(20);
      expect(conditionsIn(t.state, 'p2:active')).toEqual([]);
    });
  });

  card('ex2-49', 'Razor Wind', () => {
    it('heads 60, tails nothing', () => {
      const run = (seed: number) => hit(['ex2-49', G, G, G], 'Razor Wind', [DONDOZO], seed);
      expect(damageIn(onSide('heads', run).state, 'p2:active')).toBe(60);
      expect(damageIn(onSide('tails', run).state, 'p2:active')).toBe(0);
    });
  });

  card('ex2-78', 'Growth Spurt', () => {
    it('a Grass Energy card of the hand attached to Shroomish (not the Water); no damage', () => {
      const t = attack(
        table({ p1: { active: ['ex2-78', G], hand: [W, G] }, p2: { active: [DONDOZO] } }),
        'Growth Spurt',
        { chooser: picking('Grass') },
      );
      expect(sorted(templatesIn(t.state, 'p1:active'))).toEqual(sorted(['ex2-78', G, G]));
      expect(templatesIn(t.state, 'p1:hand')).toEqual([W]);
      expect(damageIn(t.state, 'p2:active')).toBe(0);
    });
    it('no Grass Energy card in the hand: nothing attached', () => {
      const t = attack(
        table({ p1: { active: ['ex2-78', G], hand: [W] }, p2: { active: [DONDOZO] } }),
        'Growth Spurt',
      );
      expect(templatesIn(t.state, 'p1:active')).toEqual(['ex2-78', G]);
      expect(templatesIn(t.state, 'p1:hand')).toEqual([W]);
    });
  });

  card('ex2-78', 'Poisonpowder', () => {
    it('10 and Poisoned, no coin', () => {
      const t = hit(['ex2-78', G, G], 'Poisonpowder', [DONDOZO]);
      expect(gotCondition(t, 'poisoned')).toBe(true);
      expect(coinsOf(t)).toEqual([]);
    });
  });

  card('ex1-58', 'Fake Out', () => {
    it('10; heads Paralyzed, tails not', () => {
      const run = (seed: number) => hit(['ex1-58', F], 'Fake Out', [KINGAMBIT], seed);
      const h = onSide('heads', run);
      expect(damageIn(h.state, 'p2:active')).toBe(10);
      expect(gotCondition(h, 'paralyzed')).toBe(true);
      const t = onSide('tails', run);
      expect(damageIn(t.state, 'p2:active')).toBe(10);
      expect(conditionsIn(t.state, 'p2:active')).toEqual([]);
    });
  });

  card('ecard2-H6', 'Happy Healing', () => {
    const BLISSEY = 'ecard2-H6';
    const board = (seed: number, counters: Record<string, number> = {}) =>
      withCounters(
        withCounters(
          table({
            seed,
            p1: { active: [BLISSEY, W, W], bench: [[PIKACHU], [DROWZEE]] },
            p2: { active: [KINGAMBIT] },
          }),
          'p1:bench_2',
          { damage: 30 },
        ),
        'p1:active',
        counters,
      );
    it('a Benched Pokémon chosen, then a coin: heads, 2 Energy on Blissey → 2 counters off it; tails, none; Blissey’s own damage untouched', () => {
      const run = (seed: number) =>
        useAbility(board(seed, { damage: 20 }), 'p1:active', 'Happy Healing', {
          chooser: picking('Drowzee'),
        });
      const h = onSide('heads', run);
      expect(damageIn(h.state, 'p1:bench_2')).toBe(10);
      expect(damageIn(h.state, 'p1:active')).toBe(20);
      const t = onSide('tails', run);
      expect(damageIn(t.state, 'p1:bench_2')).toBe(30);
    });
    it('not while Blissey is Asleep (a Special Condition)', () => {
      const t = board(1, { asleep: 1 });
      expect(
        refusalOf(t, {
          type: 'declare_action',
          player: 'p1',
          source: 'ai',
          kind: 'ability',
          card: `#${t.state.zones['p1:active']?.cards[0]}`,
          zone: 'p1:active',
          details: { ability: 'Happy Healing' },
        }),
      ).toBeDefined();
    });
  });

  card('ecard2-H6', 'Smash Bomber', () => {
    it('heads 50, tails nothing', () => {
      const run = (seed: number) => hit(['ecard2-H6', W, W, W], 'Smash Bomber', [KINGAMBIT], seed);
      expect(damageIn(onSide('heads', run).state, 'p2:active')).toBe(50);
      expect(damageIn(onSide('tails', run).state, 'p2:active')).toBe(0);
    });
  });

  card('ex1-45', 'Claw', () => {
    it('heads 20, tails nothing', () => {
      const run = (seed: number) => hit(['ex1-45', W], 'Claw', [KINGAMBIT], seed);
      expect(damageIn(onSide('heads', run).state, 'p2:active')).toBe(20);
      expect(damageIn(onSide('tails', run).state, 'p2:active')).toBe(0);
    });
  });

  card('ex1-45', 'Slack Off', () => {
    it('every damage counter off Slakoth; it cannot attack during your next turn, and can the turn after', () => {
      const t = attack(
        withCounters(
          table({ p1: { active: ['ex1-45', W, W] }, p2: { active: [CHANSEY] } }),
          'p1:active',
          { damage: 30 },
        ),
        'Slack Off',
      );
      expect(damageIn(t.state, 'p1:active')).toBe(0);
      expect(damageIn(t.state, 'p2:active')).toBe(0);
      // The attack ended p1's turn; p2's turn passes, p1 is in its next main phase.
      const next = passTurn(t);
      expect(mayAttack(next, 'Claw')).toBe(false);
      const after = passTurn(passTurn(next));
      expect(mayAttack(after, 'Claw')).toBe(true);
    });
  });

  card('ex1-47', 'Fury Swipes', () => {
    it('3 coins, 20 per heads', () => {
      const seen = new Set<number>();
      for (const seed of SEEDS.slice(0, 16)) {
        const t = hit(['ex1-47', W, W], 'Fury Swipes', [CHANSEY], seed);
        expect(coinsOf(t)).toHaveLength(3);
        seen.add(headsOf(t));
        expect(damageIn(t.state, 'p2:active')).toBe(20 * headsOf(t));
      }
      expect(seen.size).toBeGreaterThanOrEqual(3);
    });
  });

  card('ex1-47', 'Rage', () => {
    it('20 plus 10 per damage counter on Vigoroth (3 counters: 50; none: 20)', () => {
      const board = (damage: number) =>
        withCounters(
          table({ p1: { active: ['ex1-47', W, W, W] }, p2: { active: [CHANSEY] } }),
          'p1:active',
          { damage },
        );
      expect(damageIn(attack(board(30), 'Rage').state, 'p2:active')).toBe(50);
      expect(damageIn(attack(board(0), 'Rage').state, 'p2:active')).toBe(20);
    });
  });

  card('ex2-63', 'Signs of Evolution', () => {
    it('up to 3 cards that evolve from Eevee (not Pikachu or Raichu) into the hand, shown to the opponent; the rest stays in the deck', () => {
      const deck = ['ex2-5', 'ex2-6', 'ex2-25', 'ex2-16', PIKACHU, RAICHU, W];
      let options: string[] = [];
      const t = attack(
        table({ p1: { active: ['ex2-63', W], deck }, p2: { active: [KINGAMBIT] } }),
        'Signs of Evolution',
        {
          chooser: (d) => {
            options = [...(d.options ?? [])];
            expect(d.select?.max).toBe(3);
            return (d.options ?? []).filter((o) => /Flareon|Jolteon|Espeon/.test(o));
          },
        },
      );
      expect(sorted(options.map((o) => o.replace(/^\S+ /, '')))).toEqual(
        sorted(['Flareon', 'Jolteon', 'Vaporeon', 'Espeon']),
      );
      expect(sorted(templatesIn(t.state, 'p1:hand'))).toEqual(sorted(['ex2-5', 'ex2-6', 'ex2-16']));
      for (const n of ['Flareon', 'Jolteon', 'Espeon']) expect(shownToAll(t, n)).toBe(true);
      expect(sorted(templatesIn(t.state, 'p1:deck'))).toEqual(
        sorted(['ex2-25', PIKACHU, RAICHU, W]),
      );
      expect(damageIn(t.state, 'p2:active')).toBe(0);
    });
  });

  card('ex2-63', 'Quick Attack', () => {
    it('heads 20, tails 10', () => {
      const run = (seed: number) => hit(['ex2-63', W], 'Quick Attack', [KINGAMBIT], seed);
      expect(damageIn(onSide('heads', run).state, 'p2:active')).toBe(20);
      expect(damageIn(onSide('tails', run).state, 'p2:active')).toBe(10);
    });
  });

  card('ex1-86', undefined, () => {
    const BALL = 'ex1-86';
    const deck = [W, W, PIKACHU, BLASTOISE, W, 'ecard2-H1', G];
    const board = (seed: number) =>
      table({ seed, p1: { active: [KINGAMBIT], hand: [BALL], deck }, p2: { active: [KINGAMBIT] } });
    it('heads: a Basic Pokémon or Evolution card of the deck (no Energy offered) shown and into the hand; tails: no card', () => {
      let options: string[] = [];
      const h = onSide('heads', (seed) =>
        playTrainerCard(board(seed), BALL, {
          chooser: (d, s) => {
            options = [...(d.options ?? [])];
            return picking('Ampharos')(d, s);
          },
        }),
      );
      expect(sorted(options.map((o) => o.replace(/^\S+ /, '')))).toEqual(
        sorted(['Pikachu', 'Blastoise', 'Ampharos']),
      );
      expect(templatesIn(h.state, 'p1:hand')).toEqual(['ecard2-H1']);
      expect(shownToAll(h, 'Ampharos')).toBe(true);
      const t = onSide('tails', (seed) => playTrainerCard(board(seed), BALL));
      expect(templatesIn(t.state, 'p1:hand')).toEqual([]);
      expect(templatesIn(t.state, 'p1:deck')).toHaveLength(deck.length);
    });
  });

  card('ex1-40', 'Bubble', () => {
    it('10; heads Paralyzed, tails not', () => {
      const run = (seed: number) => hit(['ex1-40', W], 'Bubble', [KINGAMBIT], seed);
      const h = onSide('heads', run);
      expect(damageIn(h.state, 'p2:active')).toBe(10);
      expect(gotCondition(h, 'paralyzed')).toBe(true);
      const t = onSide('tails', run);
      expect(conditionsIn(t.state, 'p2:active')).toEqual([]);
      expect(damageIn(t.state, 'p2:active')).toBe(10);
    });
  });
});

describe('pool C — this session, 1757011..e040bb5 (seed 2814)', () => {
  const TRAINER = 'base1-94'; // Potion, a Trainer card
  const prizes = (n: number) => Array.from({ length: n }, () => G);

  card('ecard2-H25', 'Pure Body', () => {
    const SUICUNE = 'ecard2-H25';
    it('a Water Energy card attached from the hand: then its player discards an Energy card of Suicune of their choice; another type: nothing discarded', () => {
      const t = table({
        p1: { active: [SUICUNE, W, DCE], hand: [W, G] },
        p2: { active: [KINGAMBIT] },
      });
      let decider = '';
      const done = answerAll(act(t, fromHand(t, W, 'p1:active', 'bottom')), (d, s) => {
        decider = d.decider;
        return picking('Double Colorless')(d, s);
      });
      expect(decider).toBe('p1');
      expect(sorted(templatesIn(done.state, 'p1:active'))).toEqual(sorted([SUICUNE, W, W]));
      expect(templatesIn(done.state, 'p1:discard')).toEqual([DCE]);
      const grass = answerAll(act(t, fromHand(t, G, 'p1:active', 'bottom')));
      expect(sorted(templatesIn(grass.state, 'p1:active'))).toEqual(sorted([SUICUNE, W, DCE, G]));
      expect(templatesIn(grass.state, 'p1:discard')).toEqual([]);
    });
  });

  card('ecard2-H25', 'Hypno Wave', () => {
    it('heads 50; tails 30 and Asleep', () => {
      const run = (seed: number) => hit(['ecard2-H25', W, W, W], 'Hypno Wave', [KINGAMBIT], seed);
      const h = onSide('heads', run);
      expect(damageIn(h.state, 'p2:active')).toBe(50);
      expect(conditionsIn(h.state, 'p2:active')).toEqual([]);
      const t = onSide('tails', run);
      expect(damageIn(t.state, 'p2:active')).toBe(30);
      expect(gotCondition(t, 'asleep')).toBe(true);
    });
  });

  card('ecard3-133', undefined, () => {
    const PLATE = 'ecard3-133';
    const board = (oppPrizes: number) =>
      playTrainerCard(
        table({
          p1: { active: [PIKACHU, L], hand: [PLATE], deck: [W, TRAINER, G] },
          p2: { active: [KINGAMBIT], prizes: prizes(oppPrizes) },
        }),
        PLATE,
        { target: 'p1:active' },
      );
    it('Desert Burn: opponent at 5+ Prizes → a Trainer card of the deck into the hand, shown; at 1 → Burned, Paralyzed and Poisoned; at 3 → nothing', () => {
      const six = attack(board(6), 'Desert Burn', { chooser: picking('Potion') });
      expect(templatesIn(six.state, 'p1:hand')).toEqual([TRAINER]);
      expect(shownToAll(six, 'Potion')).toBe(true);
      expect(conditionsIn(six.state, 'p2:active')).toEqual([]);
      const one = attack(board(1), 'Desert Burn');
      for (const c of ['burned', 'paralyzed', 'poisoned']) expect(gotCondition(one, c)).toBe(true);
      expect(templatesIn(one.state, 'p1:hand')).toEqual([]);
      const three = attack(board(3), 'Desert Burn');
      expect(conditionsIn(three.state, 'p2:active')).toEqual([]);
      expect(templatesIn(three.state, 'p1:hand')).toEqual([]);
      expect(damageIn(three.state, 'p2:active')).toBe(0);
    });
  });

  card('ecard3-134', undefined, () => {
    const PLATE = 'ecard3-134';
    const board = (oppPrizes: number, energy: string[]) =>
      playTrainerCard(
        table({
          p1: { active: [PIKACHU, L], hand: [PLATE], deck: [W, W, W, W] },
          p2: { active: [KINGAMBIT, ...energy], prizes: prizes(oppPrizes), deck: [F] },
        }),
        PLATE,
        { target: 'p1:active' },
      );
    it('Stone Crush: opponent at 5+ Prizes → draw 3; at 1 → 2 Energy cards of the Defending Pokémon you choose go into its owner’s deck (1 if only 1)', () => {
      const six = attack(board(6, [W]), 'Stone Crush');
      expect(templatesIn(six.state, 'p1:hand')).toEqual([W, W, W]);
      expect(templatesIn(six.state, 'p2:active')).toEqual([KINGAMBIT, W]);
      let decider = '';
      const one = attack(board(1, [W, DCE, G]), 'Stone Crush', {
        chooser: (d) => {
          decider = d.decider;
          return (d.options ?? []).filter((o) => /Water|Grass/.test(o));
        },
      });
      expect(decider).toBe('p1');
      expect(templatesIn(one.state, 'p2:active')).toEqual([KINGAMBIT, DCE]);
      expect(sorted(templatesIn(one.state, 'p2:deck'))).toEqual(sorted([F, W, G]));
      expect(templatesIn(one.state, 'p1:hand')).toEqual([]);
      const only = attack(board(1, [DCE]), 'Stone Crush');
      expect(templatesIn(only.state, 'p2:active')).toEqual([KINGAMBIT]);
      expect(sorted(templatesIn(only.state, 'p2:deck'))).toEqual(sorted([F, DCE]));
    });
  });

  card('ex1-101', 'Energy Absorption', () => {
    it('up to 2 Energy cards of the discard pile (special too) attached to Mewtwo ex; no damage', () => {
      const t = attack(
        table({
          p1: { active: ['ex1-101', P], discard: [DCE, W, TRAINER, P] },
          p2: { active: [KINGAMBIT] },
        }),
        'Energy Absorption',
        { chooser: (d) => (d.options ?? []).filter((o) => /Double|Water/.test(o)) },
      );
      expect(sorted(templatesIn(t.state, 'p1:active'))).toEqual(sorted(['ex1-101', P, DCE, W]));
      expect(sorted(templatesIn(t.state, 'p1:discard'))).toEqual(sorted([TRAINER, P]));
      expect(damageIn(t.state, 'p2:active')).toBe(0);
    });
  });

  card('ecard2-H28', 'Gigacrush', () => {
    it('60; each player discards the top 3 cards of their deck', () => {
      const t = attack(
        table({
          p1: { active: ['ecard2-H28', D, D, W, W, W], deck: [G, G, G, W] },
          p2: { active: [KINGAMBIT], deck: [F, F, F, L] },
        }),
        'Gigacrush',
      );
      expect(damageIn(t.state, 'p2:active')).toBe(60);
      expect(templatesIn(t.state, 'p1:discard')).toEqual([G, G, G]);
      expect(templatesIn(t.state, 'p2:discard')).toEqual([F, F, F]);
      expect(templatesIn(t.state, 'p1:deck')).toEqual([W]);
      expect(templatesIn(t.state, 'p2:deck')).toEqual([L]);
    });
  });

  card('ecard2-H28', 'Destructive Roar', () => {
    it('heads: an Energy card on any of the opponent’s Pokémon you choose is discarded; tails: nothing', () => {
      const run = (seed: number) =>
        attack(
          table({
            seed,
            p1: { active: ['ecard2-H28', D] },
            p2: { active: [KINGAMBIT, W], bench: [[PIKACHU, DCE]] },
          }),
          'Destructive Roar',
          { chooser: picking('Double') },
        );
      const h = onSide('heads', run);
      expect(templatesIn(h.state, 'p2:bench_1')).toEqual([PIKACHU]);
      expect(templatesIn(h.state, 'p2:discard')).toEqual([DCE]);
      expect(damageIn(h.state, 'p2:active')).toBe(0);
      const t = onSide('tails', run);
      expect(templatesIn(t.state, 'p2:discard')).toEqual([]);
    });
  });

  card('neo3-14', 'Crystal Body', () => {
    const SUICUNE = 'neo3-14';
    const run = (seed: number, counters: Record<string, number> = {}) =>
      attack(
        table({
          seed,
          activePlayer: 'p2',
          p1: { active: [SUICUNE, W], activeCounters: counters },
          p2: { active: ['ex1-58', F] },
        }),
        'Fake Out',
        { player: 'p2' },
      );
    it("the opponent's Fake Out: its 10 damage done, its Paralysis prevented; while Suicune is Asleep it is not", () => {
      const h = withSeeds(
        SEEDS,
        (seed) => run(seed),
        (t) => coinsOf(t, 'p2')[0] === 'heads',
      );
      expect(damageIn(h.state, 'p1:active')).toBe(10);
      expect(conditionsIn(h.state, 'p1:active')).toEqual([]);
      const asleep = withSeeds(
        SEEDS,
        (seed) => run(seed, { asleep: 1 }),
        (t) => coinsOf(t, 'p2')[0] === 'heads',
      );
      expect(conditionsIn(asleep.state, 'p1:active')).toContain('paralyzed');
    });
  });

  card('neo3-14', 'Aurora Wave', () => {
    it('30; both heads Paralyzed, one heads Asleep, none nothing', () => {
      const seen = new Set<number>();
      for (const seed of SEEDS.slice(0, 16)) {
        const t = hit(['neo3-14', W, W, W], 'Aurora Wave', [KINGAMBIT], seed);
        expect(coinsOf(t)).toHaveLength(2);
        const h = headsOf(t);
        seen.add(h);
        expect(damageIn(t.state, 'p2:active')).toBe(30);
        // Read from the log: an Asleep Pokémon may wake at the checkup that follows.
        expect(gotCondition(t, 'paralyzed')).toBe(h === 2);
        expect(gotCondition(t, 'asleep')).toBe(h === 1);
      }
      expect(seen).toEqual(new Set([0, 1, 2]));
    });
  });

  card('ecard2-9', 'Energy Kick', () => {
    const run = (seed: number, bench: string[][]) =>
      attack(
        table({
          seed,
          p1: { active: ['ecard2-9', L] },
          p2: { active: [KINGAMBIT, W, G], bench },
        }),
        'Energy Kick',
        {
          chooser: (d, s) => (d.decider === 'p1' ? picking('Grass') : picking('Chansey'))(d, s),
        },
      );
    it('heads: you choose an Energy card of the Defending Pokémon, the opponent moves it to 1 of their Benched Pokémon; no Bench: nothing', () => {
      const h = onSide('heads', (seed) => run(seed, [[PIKACHU], [CHANSEY]]));
      expect(templatesIn(h.state, 'p2:active')).toEqual([KINGAMBIT, W]);
      expect(sorted(templatesIn(h.state, 'p2:bench_2'))).toEqual(sorted([CHANSEY, G]));
      expect(templatesIn(h.state, 'p2:bench_1')).toEqual([PIKACHU]);
      const t = onSide('tails', (seed) => run(seed, [[PIKACHU]]));
      expect(templatesIn(t.state, 'p2:active')).toEqual([KINGAMBIT, W, G]);
      const none = onSide('heads', (seed) => run(seed, []));
      expect(templatesIn(none.state, 'p2:active')).toEqual([KINGAMBIT, W, G]);
    });
  });

  card('ecard3-H18', 'Electric Blast', () => {
    /** 'yes' to the discard, then each damage counter on the Pokémon named next. */
    const spreading =
      (...names: string[]): Chooser =>
      (d, s) => {
        const options = d.options ?? [];
        if (options.includes('yes')) return ['yes'];
        const name = names.shift();
        return name ? options.filter((o) => o.includes(name)).slice(0, 1) : picking()(d, s);
      };
    const board = () =>
      table({
        p1: { active: ['ecard3-H18', L, L, W] },
        p2: { active: [KINGAMBIT], bench: [[PIKACHU], [CHANSEY]] },
      });
    it('40; the 2 Lightning Energy cards (not the Water) discarded: 2 counters where you like', () => {
      const t = attack(board(), 'Electric Blast', { chooser: spreading('Chansey', 'Chansey') });
      expect(damageIn(t.state, 'p2:active')).toBe(40);
      expect(templatesIn(t.state, 'p1:discard')).toEqual([L, L]);
      expect(templatesIn(t.state, 'p1:active')).toEqual(['ecard3-H18', W]);
      expect(damageIn(t.state, 'p2:bench_2')).toBe(20);
      expect(damageIn(t.state, 'p2:bench_1')).toBe(0);
    });
  });

  card('ex1-99', 'Energy Ball', () => {
    it('10 plus 10 per Energy beyond the cost, at most +20 (W: 10; W W: 20; W W W: 30; W×4: 30; W + Double Colorless: 30)', () => {
      const dmg = (energy: string[]) =>
        damageIn(hit(['ex1-99', ...energy], 'Energy Ball', [KINGAMBIT]).state, 'p2:active');
      expect(dmg([W])).toBe(10);
      expect(dmg([W, W])).toBe(20);
      expect(dmg([W, W, W])).toBe(30);
      expect(dmg([W, W, W, W])).toBe(30);
      expect(dmg([W, DCE])).toBe(30);
    });
  });
});
