/**
 * An outsider's audit of what the classic fixtures play AUTOMATICALLY (issue #28: "what is
 * automatic is right (outside checks will load one)"). Each case was written from the card's
 * printed text in `fixtures/*.json` and the rules, before reading the rule that compiles it.
 *
 * The draw (session 5, main 13b4b6b): every distinct card of each fixture whose every part is
 * automatic (`setAutomation`'s reading: `manualParts` empty), less the cards whose name already
 * appears in a test file of `src/effects/` (skipped as covered); mulberry32 seed 2805, one
 * Fisher–Yates shuffle per set in this order, the first N taken: gym1 6, gym2 7, neo2 5, neo3 1
 * (the only one left), neo4 5, base5 4, and 2 from the other four sets together.
 *
 *   gym1: 21 Brock's Onix, 54 Misty's Psyduck, 55 Misty's Seaking, 67 Brock's Mankey,
 *     7 Lt. Surge's Fearow, 51 Lt. Surge's Raticate.
 *   gym2: 75 Giovanni's Nidoran ♀, 98 Sabrina's Porygon, 82 Koga's Weedle, 44 Giovanni's
 *     Nidorina, 88 Misty's Magikarp, 81 Koga's Tangela, 61 Blaine's Doduo.
 *   neo2: 53 Caterpie, 3 Hitmontop, 63 Sentret, 49 Unown [M], 58 Mareep.
 *   neo3: 65 Shining Gyarados.
 *   neo4: 67 Gligar, 112 Shining Steelix, 90 Venonat, 41 Heracross, 32 Dark Croconaw.
 *   base5: 35 Dark Flareon, 40 Dark Machoke, 52 Diglett, 58 Koffing.
 *   others: base4-64 Weepinbell, base4-113 PlusPower.
 *
 * The second draw (main 0e304fe, about 40 minutes later): the 80 distinct cards automatic then and
 * not at 13b4b6b, one Fisher–Yates shuffle with mulberry32 seed 2806, the first 15: gym1-14
 * Sabrina's Gengar, gym1-17 Lt. Surge, neo1-94 Miracle Berry, gym2-11 Lt. Surge's Raichu, neo4-7
 * Dark Houndoom, gym2-117 Max Revive, neo4-62 Dark Octillery, gym1-122 Energy Flow, neo4-53 Light
 * Venomoth, gym2-58 Sabrina's Kadabra, base5-14 Dark Weezing, gym2-33 Blaine's Rapidash, gym1-47
 * Erika's Oddish, gym2-97 Sabrina's Gastly, neo3-51 Shuckle. Checked below (time ran out for
 * the rest): Gengar, Raichu, Houndoom (Dark Fire), Octillery, Venomoth, Kadabra, Dark Weezing,
 * Rapidash, Gastly, Shuckle, Max Revive, Lt. Surge.
 */
import { describe, expect, it } from 'vitest';
import { viewPluginState } from '../game/definition';
import { attackAction, decline, playTrainerCard, retreatAction } from './audit/audit.test-helper';
import {
  declare,
  exactly,
  headsOf,
  mayAttack,
  onSide,
  optionNames,
  p1Again,
  seenBy,
  sorted,
} from './audit/draw.test-helper';
import { cardBehaviour } from './behaviour.test-helper';
import {
  CHARMANDER,
  DONDOZO,
  F,
  flipsOf,
  G,
  gotCondition,
  KINGAMBIT,
  L,
  nextTurn,
  P,
  PIKACHU,
  pass,
  R,
  SEEDS,
  SQUIRTLE,
  W,
} from './cards/classic.test-helper';
import { classicRegistry, classicTable as table } from './classic-sets.test-helper';
import {
  act,
  answerAll,
  attack,
  conditionsIn,
  damageIn,
  eachNaming,
  optionsNaming,
  refusalOf,
  type Table,
  templatesIn,
  trainerAction,
  withCounters,
  withSeeds,
} from './effects.test-helper';

const M = 'sve-8';
const SWITCH = 'base1-95';
const MACHOP = 'base1-52'; // Low Kick [F] 20
const card = (id: string, part: string | undefined, fn: () => void) =>
  cardBehaviour(id, part, fn, classicRegistry);

describe('gym1', () => {
  card('gym1-21', 'Bind', () => {
    it('20; heads Paralyzed, tails not', () => {
      const run = (seed: number) =>
        attack(
          table({ seed, p1: { active: ['gym1-21', F, F] }, p2: { active: [KINGAMBIT] } }),
          'Bind',
        );
      const h = onSide('heads', run);
      expect(damageIn(h.state, 'p2:active')).toBe(20);
      expect(conditionsIn(h.state, 'p2:active')).toEqual(['paralyzed']);
      const t = onSide('tails', run);
      expect(damageIn(t.state, 'p2:active')).toBe(20);
      expect(conditionsIn(t.state, 'p2:active')).toEqual([]);
    });
  });

  card('gym1-21', 'Tunneling', () => {
    const board = (bench: string[][]) =>
      table({ p1: { active: ['gym1-21', F, F, F] }, p2: { active: [KINGAMBIT], bench } });

    it('up to 2 of the Benched Pokémon take 20 each, no Weakness (Pikachu is weak to Fighting); the Defending Pokémon none', () => {
      const t = declare(board([[PIKACHU], [SQUIRTLE], [CHARMANDER]]), 'Tunneling');
      expect(sorted(optionNames(t))).toEqual(sorted(['Pikachu', 'Squirtle', 'Charmander']));
      expect(t.state.pendingDecision?.select).toMatchObject({ min: 0, max: 2 });
      const done = answerAll(t, exactly('Pikachu', 'Squirtle'));
      expect(damageIn(done.state, 'p2:bench_1')).toBe(20);
      expect(damageIn(done.state, 'p2:bench_2')).toBe(20);
      expect(damageIn(done.state, 'p2:bench_3')).toBe(0);
      expect(damageIn(done.state, 'p2:active')).toBe(0);
    });

    it('one chosen: only that one is damaged', () => {
      const done = answerAll(
        declare(board([[PIKACHU], [SQUIRTLE]]), 'Tunneling'),
        exactly('Squirtle'),
      );
      expect(damageIn(done.state, 'p2:bench_1')).toBe(0);
      expect(damageIn(done.state, 'p2:bench_2')).toBe(20);
    });

    it("Brock's Onix can't attack during your next turn, bench or none; the turn after, it can", () => {
      for (const bench of [[[PIKACHU]], []]) {
        const t = p1Again(answerAll(declare(board(bench), 'Tunneling')));
        expect(mayAttack(t, 'Bind')).toBe(false);
        expect(mayAttack(t, 'Tunneling')).toBe(false);
        const later = nextTurn(pass(act(t, { type: 'end_turn', player: 'p1', source: 'ai' })));
        expect(mayAttack(later, 'Bind')).toBe(true);
      }
    });
  });

  card('gym1-54', 'Call for Friend', () => {
    const MISTYS_GOLDEEN = 'gym1-30';
    const board = (seed: number, bench: string[][] = []) =>
      table({
        seed,
        p1: { active: ['gym1-54', W], bench, deck: [PIKACHU, MISTYS_GOLDEEN, 'gym1-55', W] },
        p2: { active: [KINGAMBIT] },
      });

    it('heads: you may bench a Basic Pokémon with Misty in its name (not Pikachu, not the Stage 1 Seaking); the opponent sees none of it', () => {
      const t = onSide('heads', (seed) => declare(board(seed), 'Call for Friend'));
      expect(optionNames(t).filter((o) => !/^(no|don't|skip)/i.test(o))).toEqual([
        "Misty's Goldeen",
      ]);
      expect(seenBy(t, 'p2', 'p1:deck')).toEqual([]);
      // p2's view of the search: no options, nothing looked at.
      expect(viewPluginState(t.state.plugin, 'p2').effects.at(-1)?.waiting).toMatchObject({
        options: [],
        lookedAt: [],
      });
      const done = answerAll(t, exactly("Misty's Goldeen"));
      expect(templatesIn(done.state, 'p1:bench_1')).toEqual([MISTYS_GOLDEEN]);
      expect(sorted(templatesIn(done.state, 'p1:deck'))).toEqual(sorted([PIKACHU, 'gym1-55', W]));
      expect(damageIn(done.state, 'p2:active')).toBe(0);
    });

    it('heads, declined: nothing is benched', () => {
      const t = onSide('heads', (seed) =>
        answerAll(declare(board(seed), 'Call for Friend'), decline),
      );
      expect(templatesIn(t.state, 'p1:bench_1')).toEqual([]);
      expect(t.state.zones['p1:deck']?.cards).toHaveLength(4);
    });

    it('tails: nothing is benched', () => {
      const t = onSide('tails', (seed) => answerAll(declare(board(seed), 'Call for Friend')));
      expect(templatesIn(t.state, 'p1:bench_1')).toEqual([]);
      expect(t.state.zones['p1:deck']?.cards).toHaveLength(4);
    });

    it("can't be used with a full Bench", () => {
      const t = board(1, [[PIKACHU], [PIKACHU], [PIKACHU], [PIKACHU], [PIKACHU]]);
      expect(mayAttack(t, 'Call for Friend')).toBe(false);
    });
  });

  card('gym1-55', 'Mud Splash', () => {
    const run = (bench: string[][]) => (seed: number) =>
      answerAll(
        declare(
          table({ seed, p1: { active: ['gym1-55', W, W] }, p2: { active: [KINGAMBIT], bench } }),
          'Mud Splash',
        ),
        exactly('Squirtle'),
      );

    it('30 to the Defending Pokémon; heads: 10 to the chosen Benched Pokémon; tails: none', () => {
      const h = onSide('heads', run([[PIKACHU], [SQUIRTLE]]));
      expect(damageIn(h.state, 'p2:active')).toBe(30);
      expect(damageIn(h.state, 'p2:bench_2')).toBe(10);
      expect(damageIn(h.state, 'p2:bench_1')).toBe(0);
      const t = onSide('tails', run([[PIKACHU], [SQUIRTLE]]));
      expect(damageIn(t.state, 'p2:active')).toBe(30);
      expect(damageIn(t.state, 'p2:bench_1') + damageIn(t.state, 'p2:bench_2')).toBe(0);
    });

    it('a Benched Charmander (weak to Water) takes 10, not 20', () => {
      const h = onSide('heads', (seed) =>
        answerAll(
          declare(
            table({
              seed,
              p1: { active: ['gym1-55', W, W] },
              p2: { active: [KINGAMBIT], bench: [[CHARMANDER]] },
            }),
            'Mud Splash',
          ),
        ),
      );
      expect(damageIn(h.state, 'p2:bench_1')).toBe(10);
      expect(damageIn(h.state, 'p2:active')).toBe(30);
    });

    it('no Benched Pokémon: 30 only, whatever the coin', () => {
      // The text flips only when there is a Benched Pokémon; the compiled text flips anyway (a
      // coin with no outcome — noted in the audit, left as is).
      for (const seed of SEEDS.slice(0, 4)) {
        const t = run([])(seed);
        expect(damageIn(t.state, 'p2:active')).toBe(30);
      }
    });
  });

  card('gym1-67', 'Taunt', () => {
    it('you choose 1 of the Benched Pokémon; it becomes the Defending Pokémon, no damage', () => {
      const t = declare(
        table({
          p1: { active: ['gym1-67', W] },
          p2: { active: [KINGAMBIT], bench: [[PIKACHU], [SQUIRTLE]] },
        }),
        'Taunt',
      );
      expect(t.state.pendingDecision?.decider).toBe('p1');
      expect(sorted(optionNames(t))).toEqual(sorted(['Pikachu', 'Squirtle']));
      const done = answerAll(t, exactly('Squirtle'));
      expect(templatesIn(done.state, 'p2:active')).toEqual([SQUIRTLE]);
      expect(
        templatesIn(done.state, 'p2:bench_1').concat(templatesIn(done.state, 'p2:bench_2')),
      ).toContain(KINGAMBIT);
      expect(damageIn(done.state, 'p2:active')).toBe(0);
    });

    it('no Benched Pokémon: nothing happens', () => {
      const t = attack(
        table({ p1: { active: ['gym1-67', W] }, p2: { active: [KINGAMBIT] } }),
        'Taunt',
      );
      expect(templatesIn(t.state, 'p2:active')).toEqual([KINGAMBIT]);
      expect(damageIn(t.state, 'p2:active')).toBe(0);
    });
  });

  card('gym1-7', 'Repeating Drill', () => {
    it('5 coins, 10 per heads', () => {
      for (const seed of SEEDS.slice(0, 6)) {
        const t = attack(
          table({ seed, p1: { active: ['gym1-7', W, W] }, p2: { active: [KINGAMBIT] } }),
          'Repeating Drill',
        );
        expect(flipsOf(t)).toHaveLength(5);
        expect(damageIn(t.state, 'p2:active')).toBe(10 * headsOf(t));
      }
    });
  });

  card('gym1-7', 'Clutch', () => {
    it("30; the Defending Pokémon can't retreat during the opponent's next turn", () => {
      const t = nextTurn(
        attack(
          table({
            p1: { active: ['gym1-7', W, W, W] },
            p2: { active: [SQUIRTLE, W], bench: [[PIKACHU]] },
          }),
          'Clutch',
        ),
      );
      expect(damageIn(t.state, 'p2:active')).toBe(30);
      const energy = t.state.zones['p2:active']?.cards[1] as string;
      expect(refusalOf(t, retreatAction(t, 'p2:bench_1', [`#${energy}`], 'p2'))).toBeDefined();
    });
  });

  card('gym1-51', 'Super Fang', () => {
    it("half the Defending Pokémon's remaining HP, rounded up to the nearest 10", () => {
      for (const [already, done] of [
        [0, 90], // 170 left: 85 → 90
        [30, 70], // 140 left: 70
        [120, 30], // 50 left: 25 → 30
      ] as const) {
        const t = attack(
          withCounters(
            table({ p1: { active: ['gym1-51', W] }, p2: { active: [KINGAMBIT] } }),
            'p2:active',
            {
              damage: already,
            },
          ),
          'Super Fang',
        );
        expect(damageIn(t.state, 'p2:active') - already).toBe(done);
      }
    });
  });
});

describe('gym2', () => {
  card('gym2-75', 'Horn Thrust', () => {
    it('heads: 20 (×2 on Kingambit, weak to Grass); tails: nothing', () => {
      const run = (seed: number) =>
        attack(
          table({ seed, p1: { active: ['gym2-75', G] }, p2: { active: [KINGAMBIT] } }),
          'Horn Thrust',
        );
      expect(damageIn(onSide('heads', run).state, 'p2:active')).toBe(40);
      expect(damageIn(onSide('tails', run).state, 'p2:active')).toBe(0);
    });
  });

  card('gym2-75', 'Double-edge', () => {
    it('30 to the Defending Pokémon (×2), 20 to itself', () => {
      const t = attack(
        table({ p1: { active: ['gym2-75', G, G] }, p2: { active: [KINGAMBIT] } }),
        'Double-edge',
      );
      expect(damageIn(t.state, 'p2:active')).toBe(60);
      expect(damageIn(t.state, 'p1:active')).toBe(20);
    });
  });

  card('gym2-98', 'Barrier Attack', () => {
    const hitBack = (attacker: string[], name: string) =>
      attack(
        nextTurn(
          attack(
            table({ p1: { active: ['gym2-98', W, W] }, p2: { active: attacker } }),
            'Barrier Attack',
          ),
        ),
        name,
        { player: 'p2' },
      );

    it('20; during the next turn attack damage to Porygon is 10 less, after Weakness (Low Kick 20 ×2 − 10 = 30)', () => {
      const t = hitBack([MACHOP, F], 'Low Kick');
      expect(damageIn(t.state, 'p1:active')).toBe(30);
      expect(damageIn(t.state, 'p2:active')).toBe(20);
    });

    it('Gnaw 10 − 10: no damage', () => {
      expect(damageIn(hitBack([PIKACHU, L], 'Gnaw').state, 'p1:active')).toBe(0);
    });

    it('the turn after, full damage again', () => {
      const first = hitBack([PIKACHU, L], 'Gnaw');
      const again = attack(nextTurn(pass(first)), 'Gnaw', { player: 'p2' });
      expect(damageIn(again.state, 'p1:active')).toBe(10);
    });
  });

  card('gym2-82', 'Sharp Stinger', () => {
    it('10 (×2 on Kingambit); heads Poisoned, tails Paralyzed', () => {
      const run = (seed: number) =>
        attack(
          table({ seed, p1: { active: ['gym2-82', G, G] }, p2: { active: [KINGAMBIT] } }),
          'Sharp Stinger',
        );
      const h = onSide('heads', run);
      expect(conditionsIn(h.state, 'p2:active')).toEqual(['poisoned']);
      expect(damageIn(h.state, 'p2:active')).toBe(20 + 10); // the checkup's Poison counter
      const t = onSide('tails', run);
      expect(conditionsIn(t.state, 'p2:active')).toEqual(['paralyzed']);
      expect(damageIn(t.state, 'p2:active')).toBe(20);
    });
  });

  card('gym2-44', 'Poison Sting Tackle', () => {
    it('30 (×2), 20 to itself; heads Poisoned, tails not', () => {
      const run = (seed: number) =>
        attack(
          table({ seed, p1: { active: ['gym2-44', G, G] }, p2: { active: [KINGAMBIT] } }),
          'Poison Sting Tackle',
        );
      const h = onSide('heads', run);
      expect(damageIn(h.state, 'p2:active')).toBe(60 + 10);
      expect(conditionsIn(h.state, 'p2:active')).toEqual(['poisoned']);
      expect(damageIn(h.state, 'p1:active')).toBe(20);
      const t = onSide('tails', run);
      expect(damageIn(t.state, 'p2:active')).toBe(60);
      expect(conditionsIn(t.state, 'p2:active')).toEqual([]);
      expect(damageIn(t.state, 'p1:active')).toBe(20);
    });
  });

  card('gym2-44', 'Body Slam', () => {
    it('20 (×2); heads Paralyzed, tails not', () => {
      const run = (seed: number) =>
        attack(
          table({ seed, p1: { active: ['gym2-44', G, G, G] }, p2: { active: [KINGAMBIT] } }),
          'Body Slam',
        );
      const h = onSide('heads', run);
      expect(damageIn(h.state, 'p2:active')).toBe(40);
      expect(conditionsIn(h.state, 'p2:active')).toEqual(['paralyzed']);
      expect(conditionsIn(onSide('tails', run).state, 'p2:active')).toEqual([]);
    });
  });

  card('gym2-88', 'Play Dead', () => {
    const VENONAT = 'neo4-90'; // Poisonpowder [G][C] 10, Poisoned
    const run = (seed: number) =>
      attack(
        nextTurn(
          attack(
            table({ seed, p1: { active: ['gym2-88', W] }, p2: { active: [VENONAT, G, G] } }),
            'Play Dead',
          ),
        ),
        'Poisonpowder',
        { player: 'p2' },
      );

    it("heads: the opponent's next attack does neither its damage nor its effect to Magikarp", () => {
      const h = onSide('heads', run);
      expect(damageIn(h.state, 'p1:active')).toBe(0);
      expect(conditionsIn(h.state, 'p1:active')).toEqual([]);
      expect(damageIn(h.state, 'p2:active')).toBe(0);
    });

    it('tails: the attack hits as usual (10, Poisoned, then the Poison counter)', () => {
      const t = onSide('tails', run);
      expect(conditionsIn(t.state, 'p1:active')).toEqual(['poisoned']);
      expect(damageIn(t.state, 'p1:active')).toBe(20);
    });
  });

  card('gym2-81', 'Sleep Powder', () => {
    it('10 (×2 on Kingambit) and Asleep', () => {
      const t = attack(
        table({ p1: { active: ['gym2-81', G] }, p2: { active: [KINGAMBIT] } }),
        'Sleep Powder',
      );
      expect(damageIn(t.state, 'p2:active')).toBe(20);
      expect(gotCondition(t, 'asleep')).toBe(true);
    });
  });

  card('gym2-81', 'Grasping Vine', () => {
    it('heads: 2 cards drawn; tails: none; no damage', () => {
      const run = (seed: number) =>
        attack(
          table({
            seed,
            p1: { active: ['gym2-81', G, G], deck: [W, R, L, P] },
            p2: { active: [KINGAMBIT] },
          }),
          'Grasping Vine',
        );
      const h = onSide('heads', run);
      expect(sorted(templatesIn(h.state, 'p1:hand'))).toEqual(sorted([W, R]));
      expect(templatesIn(h.state, 'p1:deck')).toEqual([L, P]);
      expect(damageIn(h.state, 'p2:active')).toBe(0);
      const t = onSide('tails', run);
      expect(templatesIn(t.state, 'p1:hand')).toEqual([]);
      expect(templatesIn(t.state, 'p1:deck')).toEqual([W, R, L, P]);
    });
  });

  card('gym2-61', 'Wild Kick', () => {
    it('heads 20, tails nothing', () => {
      const run = (seed: number) =>
        attack(
          table({ seed, p1: { active: ['gym2-61', W] }, p2: { active: [KINGAMBIT] } }),
          'Wild Kick',
        );
      expect(damageIn(onSide('heads', run).state, 'p2:active')).toBe(20);
      expect(damageIn(onSide('tails', run).state, 'p2:active')).toBe(0);
    });
  });

  card('gym2-61', 'Retaliate', () => {
    it("10 times the damage counters on Blaine's Doduo", () => {
      for (const counters of [0, 1, 3]) {
        const t = attack(
          withCounters(
            table({ p1: { active: ['gym2-61', W, W] }, p2: { active: [KINGAMBIT] } }),
            'p1:active',
            {
              damage: counters * 10,
            },
          ),
          'Retaliate',
        );
        expect(damageIn(t.state, 'p2:active')).toBe(10 * counters);
      }
    });
  });
});

describe('neo2', () => {
  card('neo2-53', 'Spin Tackle', () => {
    it('20 (×2 on Kingambit); 10 to Caterpie itself', () => {
      const t = attack(
        table({ p1: { active: ['neo2-53', G] }, p2: { active: [KINGAMBIT] } }),
        'Spin Tackle',
      );
      expect(damageIn(t.state, 'p2:active')).toBe(40);
      expect(damageIn(t.state, 'p1:active')).toBe(10);
    });
  });

  card('neo2-3', 'Detect', () => {
    const run = (seed: number) =>
      attack(
        nextTurn(
          attack(
            table({ seed, p1: { active: ['neo2-3', F] }, p2: { active: ['neo4-90', G, G] } }),
            'Detect',
          ),
        ),
        'Poisonpowder',
        { player: 'p2' },
      );
    it("heads: the opponent's next attack does nothing to Hitmontop; tails: it does", () => {
      const h = onSide('heads', run);
      expect(damageIn(h.state, 'p1:active')).toBe(0);
      expect(conditionsIn(h.state, 'p1:active')).toEqual([]);
      const t = onSide('tails', run);
      expect(conditionsIn(t.state, 'p1:active')).toEqual(['poisoned']);
      expect(damageIn(t.state, 'p1:active')).toBe(20);
    });
  });

  card('neo2-3', 'Triple Kick', () => {
    it('3 coins, 30 per heads', () => {
      for (const seed of SEEDS.slice(0, 6)) {
        const t = attack(
          table({ seed, p1: { active: ['neo2-3', F, F, F] }, p2: { active: [KINGAMBIT] } }),
          'Triple Kick',
        );
        expect(flipsOf(t)).toHaveLength(3);
        expect(damageIn(t.state, 'p2:active')).toBe(30 * headsOf(t));
      }
    });
  });

  card('neo2-63', 'Scout', () => {
    it("you see the opponent's hand; nothing moves; the opponent sees nothing of yours", () => {
      const before = table({
        p1: { active: ['neo2-63', W], hand: [R, L] },
        p2: { active: [KINGAMBIT], hand: [SWITCH, W] },
      });
      expect(seenBy(before, 'p1', 'p2:hand')).toEqual([]);
      const t = attack(before, 'Scout');
      expect(sorted(seenBy(t, 'p1', 'p2:hand'))).toEqual(sorted([SWITCH, W]));
      expect(sorted(templatesIn(t.state, 'p2:hand'))).toEqual(sorted([SWITCH, W]));
      expect(seenBy(t, 'p2', 'p1:hand')).toEqual([]);
      expect(damageIn(t.state, 'p2:active')).toBe(0);
    });
  });

  card('neo2-49', '[Metal]', () => {
    const STEELIX = 'neo4-112'; // Crushing Earth 80; heads 10 to each Benched Pokémon
    const run = (p1bench: string[][]) => (seed: number) =>
      attack(
        table({
          seed,
          activePlayer: 'p2',
          p1: { active: [KINGAMBIT], bench: p1bench },
          p2: { active: [STEELIX, M, M, F, F], bench: [[PIKACHU]] },
        }),
        'Crushing Earth',
        { player: 'p2' },
      );
    const p2heads = (t: Table) => flipsOf(t, 'p2')[0] === 'heads';

    it("damage a Metal Pokémon does to your Pokémon is 30 less: 80 → 50 Active, 10 → 0 Benched (Unown too); the opponent's own Bench is not yours", () => {
      const t = withSeeds(SEEDS, run([['neo2-49'], [SQUIRTLE]]), p2heads);
      expect(damageIn(t.state, 'p1:active')).toBe(50);
      expect(damageIn(t.state, 'p1:bench_1')).toBe(0);
      expect(damageIn(t.state, 'p1:bench_2')).toBe(0);
      expect(damageIn(t.state, 'p2:bench_1')).toBe(10);
    });

    it('with more than 1 Unown [M] in play it stops working', () => {
      const t = withSeeds(SEEDS, run([['neo2-49'], ['neo2-49']]), p2heads);
      expect(damageIn(t.state, 'p1:active')).toBe(80);
      expect(damageIn(t.state, 'p1:bench_1')).toBe(10);
    });

    it('a non-Metal attacker is not affected', () => {
      const t = attack(
        table({
          activePlayer: 'p2',
          p1: { active: [KINGAMBIT], bench: [['neo2-49']] },
          p2: { active: ['base1-52', F] },
        }),
        'Low Kick',
        { player: 'p2' },
      );
      expect(damageIn(t.state, 'p1:active')).toBe(20);
    });

    it('works while Unown [M] is Asleep (as the Active Pokémon)', () => {
      const t = withSeeds(
        SEEDS,
        (seed) =>
          attack(
            withCounters(
              table({
                seed,
                activePlayer: 'p2',
                p1: { active: ['neo2-49'] },
                p2: { active: ['neo1-15', M, M, M] }, // Steelix: Tackle [C][C] 20, Tail Crush 30/50
              }),
              'p1:active',
              { asleep: 1 },
            ),
            'Tail Crush',
            { player: 'p2' },
          ),
        p2heads,
      );
      expect(damageIn(t.state, 'p1:active')).toBe(50 - 30);
    });
  });

  card('neo2-58', 'Thunder Jolt', () => {
    it('30 (×2 on Dondozo); tails: 10 to Mareep itself', () => {
      const run = (seed: number) =>
        attack(
          table({ seed, p1: { active: ['neo2-58', L, L] }, p2: { active: [DONDOZO] } }),
          'Thunder Jolt',
        );
      const h = onSide('heads', run);
      expect(damageIn(h.state, 'p2:active')).toBe(60);
      expect(damageIn(h.state, 'p1:active')).toBe(0);
      const t = onSide('tails', run);
      expect(damageIn(t.state, 'p2:active')).toBe(60);
      expect(damageIn(t.state, 'p1:active')).toBe(10);
    });
  });
});

describe('neo3', () => {
  card('neo3-65', 'Outrage', () => {
    it('heads: 30 plus 10 per damage counter on Shining Gyarados (×2 on Charmander); tails: nothing', () => {
      const run = (seed: number) =>
        attack(
          withCounters(
            table({ seed, p1: { active: ['neo3-65', W, F, F] }, p2: { active: [KINGAMBIT] } }),
            'p1:active',
            { damage: 40 },
          ),
          'Outrage',
        );
      expect(damageIn(onSide('heads', run).state, 'p2:active')).toBe(70);
      expect(damageIn(onSide('tails', run).state, 'p2:active')).toBe(0);
    });
  });

  card('neo3-65', 'Devastate', () => {
    const run = (seed: number) =>
      attack(
        table({
          seed,
          p1: { active: ['neo3-65', W, W, R, R] },
          p2: { active: [KINGAMBIT, G, W], bench: [[PIKACHU, L], [SQUIRTLE]] },
        }),
        'Devastate',
      );

    it("2 Fire Energy discarded; 50 to the Defending Pokémon, 10 to each Benched; heads: 1 Energy card off each of the opponent's Pokémon with any", () => {
      const h = onSide('heads', run);
      expect(sorted(templatesIn(h.state, 'p1:discard'))).toEqual([R, R]);
      expect(templatesIn(h.state, 'p1:active')).toEqual(['neo3-65', W, W]);
      expect(damageIn(h.state, 'p2:active')).toBe(50);
      expect(damageIn(h.state, 'p2:bench_1')).toBe(10);
      expect(damageIn(h.state, 'p2:bench_2')).toBe(10);
      expect(templatesIn(h.state, 'p2:active')).toHaveLength(2);
      expect(templatesIn(h.state, 'p2:bench_1')).toEqual([PIKACHU]);
      expect(templatesIn(h.state, 'p2:discard')).toHaveLength(2);
    });

    it('tails: no Energy of the opponent is discarded', () => {
      const t = onSide('tails', run);
      expect(damageIn(t.state, 'p2:active')).toBe(50);
      expect(templatesIn(t.state, 'p2:active')).toEqual([KINGAMBIT, G, W]);
      expect(templatesIn(t.state, 'p2:bench_1')).toEqual([PIKACHU, L]);
      expect(sorted(templatesIn(t.state, 'p1:discard'))).toEqual([R, R]);
    });
  });
});

describe('neo4', () => {
  card('neo4-67', 'Stun Poison', () => {
    it('10; heads Paralyzed and Poisoned, tails neither', () => {
      const run = (seed: number) =>
        attack(
          table({ seed, p1: { active: ['neo4-67', F, F] }, p2: { active: [KINGAMBIT] } }),
          'Stun Poison',
        );
      const h = onSide('heads', run);
      expect(conditionsIn(h.state, 'p2:active')).toEqual(['paralyzed', 'poisoned']);
      expect(damageIn(h.state, 'p2:active')).toBe(10 + 10);
      const t = onSide('tails', run);
      expect(conditionsIn(t.state, 'p2:active')).toEqual([]);
      expect(damageIn(t.state, 'p2:active')).toBe(10);
    });
  });

  card('neo4-112', 'Crushing Earth', () => {
    const run = (seed: number) =>
      attack(
        table({
          seed,
          p1: { active: ['neo4-112', M, M, F, F], bench: [[SQUIRTLE]] },
          p2: { active: [KINGAMBIT], bench: [[PIKACHU]] },
        }),
        'Crushing Earth',
      );

    it('heads: 80, and 10 to each Benched Pokémon of both players; tails: nothing', () => {
      const h = onSide('heads', run);
      expect(damageIn(h.state, 'p2:active')).toBe(80);
      expect(damageIn(h.state, 'p2:bench_1')).toBe(10);
      expect(damageIn(h.state, 'p1:bench_1')).toBe(10);
      expect(damageIn(h.state, 'p1:active')).toBe(0);
      const t = onSide('tails', run);
      expect(damageIn(t.state, 'p2:active')).toBe(0);
      expect(damageIn(t.state, 'p2:bench_1') + damageIn(t.state, 'p1:bench_1')).toBe(0);
    });

    it("either way, Shining Steelix can't attack during your next turn", () => {
      for (const side of ['heads', 'tails'] as const)
        expect(mayAttack(p1Again(onSide(side, run)), 'Crushing Earth'), side).toBe(false);
    });

    it('a Confused Shining Steelix that fails its attack (tails) is not held back: the attack never happened', () => {
      const t = onSide('tails', (seed) =>
        attack(
          table({
            seed,
            p1: { active: ['neo4-112', M, M, F, F], activeCounters: { confused: 1 } },
            p2: { active: [KINGAMBIT] },
          }),
          'Crushing Earth',
        ),
      );
      expect(damageIn(t.state, 'p2:active')).toBe(0);
      expect(mayAttack(p1Again(t), 'Crushing Earth')).toBe(true);
    });
  });

  card('neo4-90', 'Poisonpowder', () => {
    it('10 (×2 on Kingambit) and Poisoned', () => {
      const t = attack(
        table({ p1: { active: ['neo4-90', G, G] }, p2: { active: [KINGAMBIT] } }),
        'Poisonpowder',
      );
      expect(conditionsIn(t.state, 'p2:active')).toEqual(['poisoned']);
      expect(damageIn(t.state, 'p2:active')).toBe(20 + 10);
    });
  });

  card('neo4-41', 'Charging Horn', () => {
    it('heads 30 plus 30 (×2 on Kingambit), tails 30', () => {
      const run = (seed: number) =>
        attack(
          table({ seed, p1: { active: ['neo4-41', G, G, G] }, p2: { active: [KINGAMBIT] } }),
          'Charging Horn',
        );
      expect(damageIn(onSide('heads', run).state, 'p2:active')).toBe(120);
      expect(damageIn(onSide('tails', run).state, 'p2:active')).toBe(60);
    });
  });

  card('neo4-32', 'Clamping Jaw', () => {
    const board = (seed: number) =>
      nextTurn(
        attack(
          table({
            seed,
            p1: { active: ['neo4-32', W, W] },
            p2: { active: [PIKACHU, L, L], bench: [[MACHOP, F]], hand: [SWITCH] },
          }),
          'Clamping Jaw',
        ),
      );

    it("20; the Defending Pokémon can't retreat during the opponent's next turn", () => {
      const t = board(1);
      expect(damageIn(t.state, 'p2:active')).toBe(20);
      const energy = t.state.zones['p2:active']?.cards[1] as string;
      expect(refusalOf(t, retreatAction(t, 'p2:bench_1', [`#${energy}`], 'p2'))).toBeDefined();
    });

    it('its attack: the opponent flips; tails it does nothing, heads it hits', () => {
      const hit = (seed: number) => attack(board(seed), 'Gnaw', { player: 'p2' });
      const p2flip = (side: string) => (t: Table) => flipsOf(t, 'p2')[0] === side;
      expect(damageIn(withSeeds(SEEDS, hit, p2flip('tails')).state, 'p1:active')).toBe(0);
      expect(damageIn(withSeeds(SEEDS, hit, p2flip('heads')).state, 'p1:active')).toBe(10);
    });

    it('benching the Defending Pokémon (Switch) ends the effect: the new Active attacks without a coin', () => {
      const switched = playTrainerCard(board(1), SWITCH, {
        player: 'p2',
        chooser: exactly('Machop'),
      });
      expect(templatesIn(switched.state, 'p2:active')[0]).toBe(MACHOP);
      const t = attack(switched, 'Low Kick', { player: 'p2' });
      expect(flipsOf(t, 'p2')).toEqual([]);
      expect(damageIn(t.state, 'p1:active')).toBe(20);
    });
  });
});

describe('base5', () => {
  card('base5-35', 'Rage', () => {
    it('10 plus 10 per damage counter on Dark Flareon', () => {
      for (const counters of [0, 2]) {
        const t = attack(
          withCounters(
            table({ p1: { active: ['base5-35', R] }, p2: { active: [KINGAMBIT] } }),
            'p1:active',
            {
              damage: counters * 10,
            },
          ),
          'Rage',
        );
        expect(damageIn(t.state, 'p2:active')).toBe(10 + 10 * counters);
      }
    });
  });

  card('base5-35', 'Playing with Fire', () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['base5-35', R, R] }, p2: { active: [KINGAMBIT] } }),
        'Playing with Fire',
      );
    it('heads: 1 Fire Energy card discarded and 50; tails: 30, nothing discarded', () => {
      const h = onSide('heads', run);
      expect(damageIn(h.state, 'p2:active')).toBe(50);
      expect(templatesIn(h.state, 'p1:discard')).toEqual([R]);
      expect(templatesIn(h.state, 'p1:active')).toEqual(['base5-35', R]);
      const t = onSide('tails', run);
      expect(damageIn(t.state, 'p2:active')).toBe(30);
      expect(templatesIn(t.state, 'p1:discard')).toEqual([]);
    });
  });

  card('base5-40', 'Drag Off', () => {
    it('you choose a Benched Pokémon; it is switched in and takes the 20', () => {
      const t = declare(
        table({
          p1: { active: ['base5-40', F, F, F] },
          p2: { active: [KINGAMBIT], bench: [[SQUIRTLE], [PIKACHU]] },
        }),
        'Drag Off',
      );
      expect(t.state.pendingDecision?.decider).toBe('p1');
      expect(sorted(optionNames(t))).toEqual(sorted(['Squirtle', 'Pikachu']));
      const done = answerAll(t, exactly('Squirtle'));
      expect(templatesIn(done.state, 'p2:active')).toEqual([SQUIRTLE]);
      expect(damageIn(done.state, 'p2:active')).toBe(20);
      expect(damageIn(done.state, 'p2:bench_1') + damageIn(done.state, 'p2:bench_2')).toBe(0);
    });

    it("the damage takes the new Defending Pokémon's Weakness: Pikachu (40 HP, weak to Fighting) is Knocked Out", () => {
      const done = answerAll(
        declare(
          table({
            p1: { active: ['base5-40', F, F, F] },
            p2: { active: [KINGAMBIT], bench: [[SQUIRTLE], [PIKACHU]] },
          }),
          'Drag Off',
        ),
        optionsNaming('Pikachu'),
      );
      expect(templatesIn(done.state, 'p2:discard')).toContain(PIKACHU);
    });

    it("can't be used when the opponent has no Benched Pokémon", () => {
      const t = table({ p1: { active: ['base5-40', F, F, F] }, p2: { active: [KINGAMBIT] } });
      expect(mayAttack(t, 'Drag Off')).toBe(false);
    });
  });

  card('base5-40', 'Knock Back', () => {
    it('30 to the Defending Pokémon, then the OPPONENT chooses the Benched Pokémon to switch in', () => {
      const t = act(
        table({
          p1: { active: ['base5-40', F, F, F] },
          p2: { active: [KINGAMBIT], bench: [[SQUIRTLE], [PIKACHU]] },
        }),
        attackAction(
          table({
            p1: { active: ['base5-40', F, F, F] },
            p2: { active: [KINGAMBIT], bench: [[SQUIRTLE], [PIKACHU]] },
          }),
          'Knock Back',
        ),
      );
      expect(t.state.pendingDecision?.decider).toBe('p2');
      const done = answerAll(t, exactly('Squirtle'));
      expect(templatesIn(done.state, 'p2:active')).toEqual([SQUIRTLE]);
      const kingambit = ['p2:bench_1', 'p2:bench_2'].find(
        (z) => templatesIn(done.state, z)[0] === KINGAMBIT,
      );
      expect(damageIn(done.state, kingambit as string)).toBe(30);
      expect(damageIn(done.state, 'p2:active')).toBe(0);
    });

    it('no Benched Pokémon: 30, no switch', () => {
      const t = attack(
        table({ p1: { active: ['base5-40', F, F, F] }, p2: { active: [KINGAMBIT] } }),
        'Knock Back',
      );
      expect(damageIn(t.state, 'p2:active')).toBe(30);
    });
  });

  card('base5-52', 'Dig Under', () => {
    it("10 to any 1 of the opponent's Pokémon, without Weakness (Pikachu is weak to Fighting)", () => {
      const board = () =>
        table({
          p1: { active: ['base5-52', F] },
          p2: { active: [PIKACHU], bench: [[SQUIRTLE], [PIKACHU]] },
        });
      const t = declare(board(), 'Dig Under');
      expect(optionNames(t)).toHaveLength(3);
      const onActive = answerAll(declare(board(), 'Dig Under'), exactly('p2:active'));
      expect(damageIn(onActive.state, 'p2:active')).toBe(10);
      const onBench = answerAll(declare(board(), 'Dig Under'), exactly('Squirtle'));
      expect(damageIn(onBench.state, 'p2:bench_1')).toBe(10);
      expect(damageIn(onBench.state, 'p2:active')).toBe(0);
    });
  });

  card('base5-58', 'Poison Gas', () => {
    it('20 (×2 on Kingambit); heads Poisoned, tails not', () => {
      const run = (seed: number) =>
        attack(
          table({ seed, p1: { active: ['base5-58', G, G] }, p2: { active: [KINGAMBIT] } }),
          'Poison Gas',
        );
      const h = onSide('heads', run);
      expect(conditionsIn(h.state, 'p2:active')).toEqual(['poisoned']);
      expect(damageIn(h.state, 'p2:active')).toBe(40 + 10);
      const t = onSide('tails', run);
      expect(conditionsIn(t.state, 'p2:active')).toEqual([]);
      expect(damageIn(t.state, 'p2:active')).toBe(40);
    });
  });
});

describe('base4', () => {
  card('base4-64', 'Poisonpowder', () => {
    it('10 (×2 on Kingambit); heads Poisoned, tails not', () => {
      const run = (seed: number) =>
        attack(
          table({ seed, p1: { active: ['base4-64', G] }, p2: { active: [KINGAMBIT] } }),
          'Poisonpowder',
        );
      const h = onSide('heads', run);
      expect(conditionsIn(h.state, 'p2:active')).toEqual(['poisoned']);
      expect(damageIn(h.state, 'p2:active')).toBe(20 + 10);
      expect(conditionsIn(onSide('tails', run).state, 'p2:active')).toEqual([]);
    });
  });

  card('base4-113', undefined, () => {
    const board = (defender: string) =>
      table({ p1: { active: [PIKACHU, L], hand: ['base4-113'] }, p2: { active: [defender] } });
    it('attached to the Active Pokémon: 10 more after Weakness (Gnaw 10 ×2 + 10 on Dondozo), discarded at the end of the turn', () => {
      let t = playTrainerCard(board(DONDOZO), 'base4-113', { target: 'p1:active' });
      expect(templatesIn(t.state, 'p1:active')).toContain('base4-113');
      t = attack(t, 'Gnaw');
      expect(damageIn(t.state, 'p2:active')).toBe(30);
      expect(templatesIn(t.state, 'p1:active')).not.toContain('base4-113');
      expect(templatesIn(t.state, 'p1:discard')).toContain('base4-113');
    });

    it('an attack with no damage gets none', () => {
      const t = attack(
        playTrainerCard(
          table({
            p1: { active: ['gym2-88', W], hand: ['base4-113'] },
            p2: { active: [KINGAMBIT] },
          }),
          'base4-113',
          { target: 'p1:active' },
        ),
        'Play Dead',
      );
      expect(damageIn(t.state, 'p2:active')).toBe(0);
    });
  });
});

describe('second draw', () => {
  card('gym1-14', 'Pain Amplifier', () => {
    it("a damage counter on each of the opponent's Pokémon that already has any; none on the others", () => {
      let t = table({
        p1: { active: ['gym1-14', P] },
        p2: { active: [KINGAMBIT], bench: [[PIKACHU], [SQUIRTLE]] },
      });
      t = withCounters(withCounters(t, 'p2:active', { damage: 20 }), 'p2:bench_2', { damage: 10 });
      const done = attack(t, 'Pain Amplifier');
      expect(damageIn(done.state, 'p2:active')).toBe(30);
      expect(damageIn(done.state, 'p2:bench_1')).toBe(0);
      expect(damageIn(done.state, 'p2:bench_2')).toBe(20);
    });
  });

  card('gym2-11', 'Kerzap', () => {
    it('heads: 20 plus 30 and every Lightning Energy card discarded; tails: 20, none discarded', () => {
      const run = (seed: number) =>
        attack(
          table({ seed, p1: { active: ['gym2-11', L, L, W] }, p2: { active: [KINGAMBIT] } }),
          'Kerzap',
        );
      const h = onSide('heads', run);
      expect(damageIn(h.state, 'p2:active')).toBe(50);
      expect(sorted(templatesIn(h.state, 'p1:discard'))).toEqual([L, L]);
      expect(templatesIn(h.state, 'p1:active')).toEqual(['gym2-11', W]);
      const t = onSide('tails', run);
      expect(damageIn(t.state, 'p2:active')).toBe(20);
      expect(templatesIn(t.state, 'p1:discard')).toEqual([]);
    });
  });

  card('neo4-62', 'Ink Blast', () => {
    it('20 plus 10 per Energy beyond the [W] cost, at most 20 more', () => {
      for (const [energy, done] of [
        [[W], 20],
        [[W, W], 30],
        [[W, W, R, R], 40],
      ] as const) {
        const t = attack(
          table({ p1: { active: ['neo4-62', ...energy] }, p2: { active: [KINGAMBIT] } }),
          'Ink Blast',
        );
        expect(damageIn(t.state, 'p2:active'), `${energy.length} Energy`).toBe(done);
      }
    });
  });

  card('neo4-53', 'Synchronize', () => {
    it('40 when both have as many Energy cards attached; nothing when the numbers differ', () => {
      const run = (defender: string[]) =>
        attack(
          table({ p1: { active: ['neo4-53', P, G] }, p2: { active: defender } }),
          'Synchronize',
        );
      // Dondozo: no Weakness to Grass.
      expect(damageIn(run([DONDOZO, W, W]).state, 'p2:active')).toBe(40);
      expect(damageIn(run([DONDOZO, W]).state, 'p2:active')).toBe(0);
      expect(damageIn(run([DONDOZO]).state, 'p2:active')).toBe(0);
    });
  });

  card('gym2-58', 'Life Drain', () => {
    const run = (defender: string, damage: number) => (seed: number) =>
      attack(
        withCounters(
          table({ seed, p1: { active: ['gym2-58', P] }, p2: { active: [defender] } }),
          'p2:active',
          { damage },
        ),
        'Life Drain',
      );
    it('heads: counters until the Defending Pokémon has 10 HP left; tails: nothing', () => {
      // Kingambit has 170 HP.
      expect(damageIn(onSide('heads', run(KINGAMBIT, 30)).state, 'p2:active')).toBe(160);
      expect(damageIn(onSide('tails', run(KINGAMBIT, 30)).state, 'p2:active')).toBe(30);
    });
    it('counters, not damage: Weakness does not change them (Alakazam, 80 HP, weak to Psychic: 70)', () => {
      expect(damageIn(onSide('heads', run('base1-1', 0)).state, 'p2:active')).toBe(70);
    });
    it('already at 10 HP left: nothing more is put', () => {
      expect(damageIn(onSide('heads', run(KINGAMBIT, 160)).state, 'p2:active')).toBe(160);
    });
  });

  card('base5-14', 'Mass Explosion', () => {
    it('20 × every Koffing, Weezing and Dark Weezing in play (×2 on Kingambit), then 20 to each of them, its own side and itself too', () => {
      const KOFFING = 'base5-58';
      const t = attack(
        table({
          p1: { active: ['base5-14', G, G], bench: [[KOFFING]] },
          p2: { active: [KINGAMBIT], bench: [[KOFFING], [PIKACHU]] },
        }),
        'Mass Explosion',
      );
      // 3 in play: Dark Weezing and two Koffing.
      expect(damageIn(t.state, 'p2:active')).toBe(3 * 20 * 2);
      expect(damageIn(t.state, 'p1:active')).toBe(20);
      expect(damageIn(t.state, 'p1:bench_1')).toBe(20);
      expect(damageIn(t.state, 'p2:bench_1')).toBe(20);
      expect(damageIn(t.state, 'p2:bench_2')).toBe(0);
    });
  });

  card('gym2-33', 'Stamp', () => {
    it('heads: 40 and 10 to each Benched Pokémon ; tails: 30 alone', () => {
      const run = (seed: number) =>
        attack(
          table({
            seed,
            p1: { active: ['gym2-33', R, R, R] },
            p2: { active: [KINGAMBIT], bench: [[PIKACHU], [SQUIRTLE]] },
          }),
          'Stamp',
        );
      const h = onSide('heads', run);
      expect(damageIn(h.state, 'p2:active')).toBe(40);
      expect(damageIn(h.state, 'p2:bench_1')).toBe(10);
      expect(damageIn(h.state, 'p2:bench_2')).toBe(10);
      const t = onSide('tails', run);
      expect(damageIn(t.state, 'p2:active')).toBe(30);
      expect(damageIn(t.state, 'p2:bench_1') + damageIn(t.state, 'p2:bench_2')).toBe(0);
    });
  });

  card('neo4-7', 'Dark Fire', () => {
    it('a Darkness Energy attached: 1 discarded and 30 + 20 + 10; none: 30', () => {
      const D = 'sve-7';
      const dark = attack(
        table({ p1: { active: ['neo4-7', R, D, D] }, p2: { active: [KINGAMBIT] } }),
        'Dark Fire',
      );
      expect(damageIn(dark.state, 'p2:active')).toBe(60);
      expect(templatesIn(dark.state, 'p1:discard')).toEqual([D]);
      const none = attack(
        table({ p1: { active: ['neo4-7', R, R] }, p2: { active: [KINGAMBIT] } }),
        'Dark Fire',
      );
      expect(damageIn(none.state, 'p2:active')).toBe(30);
      expect(templatesIn(none.state, 'p1:discard')).toEqual([]);
    });
  });

  card('gym2-97', 'Gaseous Form', () => {
    it('+10 HP per Psychic Energy card attached, also while Asleep: 30 + 30 knocks out a bare Gastly, not one with 3 Psychic Energy', () => {
      const hit = (energy: string[], counters: Record<string, number>) =>
        attack(
          withCounters(
            table({
              activePlayer: 'p2',
              p1: { active: ['gym2-97', ...energy], bench: [[PIKACHU]] },
              p2: { active: [PIKACHU, L, L] },
            }),
            'p1:active',
            counters,
          ),
          'Thunder Jolt',
          { player: 'p2' },
        );
      expect(templatesIn(hit([], { damage: 30 }).state, 'p1:discard')).toContain('gym2-97');
      const held = hit([P, P, P], { damage: 30, asleep: 1 });
      expect(templatesIn(held.state, 'p1:active')[0]).toBe('gym2-97');
      expect(damageIn(held.state, 'p1:active')).toBe(60);
    });
  });

  card('neo3-51', 'Hard Shell', () => {
    const hit = (counters: Record<string, number>) =>
      attack(
        withCounters(
          table({
            activePlayer: 'p2',
            p1: { active: ['neo3-51'] },
            p2: { active: [PIKACHU, L, L] },
          }),
          'p1:active',
          counters,
        ),
        'Thunder Jolt',
        { player: 'p2' },
      );
    it('30 (40 or less) is reduced to 10; not while Shuckle is Asleep', () => {
      expect(damageIn(hit({}).state, 'p1:active')).toBe(10);
      expect(damageIn(hit({ asleep: 1 }).state, 'p1:active')).toBe(30);
    });
  });

  card('gym2-117', undefined, () => {
    const MAX_REVIVE = 'gym2-117';
    it('2 Energy cards from the hand discarded; a Basic Pokémon of the discard pile onto the Bench', () => {
      const t = playTrainerCard(
        table({
          p1: { active: [KINGAMBIT], hand: [MAX_REVIVE, W, R, L], discard: [PIKACHU, G] },
          p2: { active: [KINGAMBIT] },
        }),
        MAX_REVIVE,
        { chooser: eachNaming('Pikachu', 'Water', 'Fire') },
      );
      expect(templatesIn(t.state, 'p1:bench_1')).toEqual([PIKACHU]);
      expect(templatesIn(t.state, 'p1:hand')).toEqual([L]);
      expect(sorted(templatesIn(t.state, 'p1:discard'))).toEqual(sorted([G, W, R, MAX_REVIVE]));
    });

    it('refused with 1 Energy card in the hand, with no Basic Pokémon in the discard pile, with a full Bench', () => {
      const board = (hand: string[], discard: string[], bench: string[][] = []) =>
        table({
          p1: { active: [KINGAMBIT], bench, hand: [MAX_REVIVE, ...hand], discard },
          p2: { active: [KINGAMBIT] },
        });
      const refused = (t: Table) => refusalOf(t, trainerAction(t, MAX_REVIVE));
      expect(refused(board([W], [PIKACHU]))).toBeDefined();
      expect(refused(board([W, R], [G]))).toBeDefined();
      expect(
        refused(
          board([W, R], [PIKACHU], [[SQUIRTLE], [SQUIRTLE], [SQUIRTLE], [SQUIRTLE], [SQUIRTLE]]),
        ),
      ).toBeDefined();
      expect(refused(board([W, R], [PIKACHU]))).toBeUndefined();
    });
  });

  card('gym1-17', undefined, () => {
    const SURGE = 'gym1-17';
    it('a Basic Pokémon from the hand becomes the Active Pokémon; the old one goes to the Bench', () => {
      const t = playTrainerCard(
        table({
          p1: { active: [KINGAMBIT, W], hand: [SURGE, PIKACHU, W] },
          p2: { active: [KINGAMBIT] },
        }),
        SURGE,
      );
      expect(templatesIn(t.state, 'p1:active')).toEqual([PIKACHU]);
      expect(templatesIn(t.state, 'p1:bench_1')).toEqual([KINGAMBIT, W]);
      expect(templatesIn(t.state, 'p1:hand')).toEqual([W]);
    });

    it('refused with no Basic Pokémon card in the hand, or a full Bench', () => {
      const board = (hand: string[], bench: string[][] = []) =>
        table({
          p1: { active: [KINGAMBIT], bench, hand: [SURGE, ...hand] },
          p2: { active: [KINGAMBIT] },
        });
      const refused = (t: Table) => refusalOf(t, trainerAction(t, SURGE));
      expect(refused(board([W]))).toBeDefined();
      expect(
        refused(board([PIKACHU], [[SQUIRTLE], [SQUIRTLE], [SQUIRTLE], [SQUIRTLE], [SQUIRTLE]])),
      ).toBeDefined();
      expect(refused(board([PIKACHU]))).toBeUndefined();
    });
  });
});
