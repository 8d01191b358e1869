/**
 * The independent audit's card sample (issue #24): 40 cards with effect text from base1, sv1
 * and base3, drawn at random — ten Trainers, ten Abilities / Pokémon Powers, ten attacks with
 * hand-written code, ten attacks read by the sentence compiler. Each case was written from the
 * card's printed text (`src/data/*.json`) and the rulebook of its era (Scarlet & Violet for sv1;
 * the 1999 Base Set rulebook, `era: 'base-set'`, for base1 and base3) before reading the card's
 * code or its other tests, in the situations where the text matters most.
 *
 * The draw: `npx tsx scripts/audit-sample.ts 24` — seed 24 (the issue's number) in the engine's
 * seeded generator. Every distinct text part of the three sets (a Trainer or special Energy
 * whole, an Ability or Power, an attack with text; printings with one text count once) goes into
 * one of the four buckets (hand-written: the set's own code table names the attack); cards the
 * issue names are left out; each bucket is shuffled (Fisher–Yates) and the first ten parts of
 * cards not yet drawn are taken.
 *
 *   Trainers: base1-76 Pokémon Breeder, sv1-182 Pal Pad, base1-86 Pokémon Flute, sv1-189
 *     Professor's Research, base1-90 Super Potion, base1-84 PlusPower, sv1-181 Nest Ball,
 *     base3-59 Energy Search, base1-91 Bill, sv1-179 Miriam.
 *   Abilities / Powers: sv1-134 Kingambit (Leadership), base3-6 Haunter (Transparency), base1-2
 *     Blastoise (Rain Dance), sv1-142 Revavroom (Rumbling Engine), base3-4 Dragonite (Step In),
 *     sv1-23 Arboliva (Enriching Oil), sv1-118 Hawlucha (Flying Entry), base3-56 Tentacool
 *     (Cowardice), sv1-9 Spewpa (Adaptive Evolution), sv1-81 Miraidon ex (Tandem Unit).
 *   Hand-written attacks: sv1-42 Slowpoke (Rest), sv1-114 Lucario (Avenging Knuckle), base1-13
 *     Poliwrath (Water Gun), sv1-162 Squawkabilly (Call for Family), base3-12 Moltres
 *     (Wildfire), base1-11 Nidoking (Toxic), sv1-143 Iron Treads ex (Triple Laser), sv1-111
 *     Medicham (Acu-Punch-Ture), sv1-123 Great Tusk ex (Bedrock Breaker), sv1-26 Toedscruel
 *     (Eerie Tentacles).
 *   Compiled attacks: base3-34 Golbat (Leech Life), base3-35 Golduck (Psyshock), base3-11
 *     Magneton (Sonicboom), sv1-107 Mankey (Monkey Beatdown), base3-53 Psyduck (Headache),
 *     sv1-126 Grimer (Super Poison Breath), base3-46 Ekans (Spit Poison), base1-14 Raichu
 *     (Thunder), sv1-140 Varoom (Poison Gas), base1-23 Arcanine (Take Down).
 */
import { describe, expect, it } from 'vitest';
import { cardBehaviour } from '../behaviour.test-helper';
import {
  abilityAction,
  act,
  answerAll,
  attack,
  conditionsIn,
  damageIn,
  eachNaming,
  optionsNaming,
  refusalOf,
  startTurn,
  type Table,
  table,
  templatesIn,
  trainerAction,
  useAbility,
  withCounters,
  withSeeds,
} from '../effects.test-helper';
import {
  attackAction,
  count,
  decline,
  endTurn,
  energyIn,
  fromHand,
  passTurn,
  play,
  playTrainerCard,
  prizesLeft,
  refusalCode,
  retreatAction,
  trainerPlay,
  withStadium,
} from './audit.test-helper';

const BENCH_FULL = [['sv1-42'], ['sv1-42'], ['sv1-42'], ['sv1-42'], ['sv1-42']];

/** The options of the question the game is waiting on. */
const optionsOf = (t: Table) => t.state.pendingDecision?.options ?? [];

/** Plays a Trainer and stops at its first question (nothing answered). */
function declareTrainer(t: Table, templateId: string, target?: string): Table {
  return act(t, trainerPlay(t, templateId, target));
}

describe('audit sample: Trainers', () => {
  cardBehaviour('base1-76', undefined, () => {
    // Squirtle has been in play since an earlier turn; Blastoise is its Stage 2.
    const board = (bench: string[][] = []) =>
      table({
        era: 'base-set',
        p1: { active: ['base1-63'], bench, hand: ['base1-2', 'base1-76'] },
        p2: { active: ['base1-41'] },
      });

    it('puts the Stage 2 from the hand on the matching Basic, keeping its damage and dropping its Special Condition', () => {
      let t = withCounters(board(), 'p1:active', { damage: 20, asleep: 1 });
      t = playTrainerCard(t, 'base1-76');
      expect(templatesIn(t.state, 'p1:active')).toEqual(['base1-2', 'base1-63']);
      expect(damageIn(t.state, 'p1:active')).toBe(20);
      expect(conditionsIn(t.state, 'p1:active')).toEqual([]);
      expect(templatesIn(t.state, 'p1:hand')).toEqual([]);
      expect(templatesIn(t.state, 'p1:discard')).toEqual(['base1-76']);
    });

    it('is refused when the Basic came into play this turn (it could not evolve anyway)', () => {
      let t = table({
        era: 'base-set',
        p1: { active: ['base1-41'], hand: ['base1-63', 'base1-2', 'base1-76'] },
        p2: { active: ['base1-41'] },
      });
      t = act(t, {
        type: 'move_card',
        player: 'p1',
        source: 'ai',
        card: `#${t.state.zones['p1:hand']?.cards[0]}`,
        to: 'p1:bench_1',
      });
      expect(refusalOf(t, trainerAction(t, 'base1-76'))).toBeDefined();
      expect(templatesIn(t.state, 'p1:bench_1')).toEqual(['base1-63']);
    });

    it('is refused with no Stage 2 in hand that matches a Basic in play', () => {
      const t = table({
        era: 'base-set',
        p1: { active: ['base1-63'], hand: ['base1-4', 'base1-76'] },
        p2: { active: ['base1-41'] },
      });
      expect(refusalOf(t, trainerAction(t, 'base1-76'))).toBeDefined();
    });

    it('does not put a Stage 2 on a Stage 1 (only on the matching Basic)', () => {
      const t = table({
        era: 'base-set',
        p1: { active: ['base1-42', 'base1-63'], hand: ['base1-2', 'base1-76'] },
        p2: { active: ['base1-41'] },
      });
      expect(refusalOf(t, trainerAction(t, 'base1-76'))).toBeDefined();
    });
  });

  cardBehaviour('sv1-182', undefined, () => {
    const board = (discard: string[]) =>
      table({
        p1: { active: ['sv1-42'], hand: ['sv1-182'], discard, deck: Array(10).fill('sve-1') },
        p2: { active: ['sv1-42'] },
      });
    const discard = ['sv1-189', 'sv1-181', 'sv1-179', 'sv1-42', 'sve-1', 'sv1-176'];

    it('offers only the Supporters of the discard pile, at most 2', () => {
      const t = declareTrainer(board(discard), 'sv1-182');
      const opts = optionsOf(t);
      expect(opts).toHaveLength(3);
      expect(opts.every((o) => /Research|Miriam|Judge/.test(o))).toBe(true);
      expect(t.state.pendingDecision?.select?.max).toBe(2);
    });

    it('shuffles the 2 chosen Supporters into the deck; the rest stay', () => {
      const t = playTrainerCard(board(discard), 'sv1-182', {
        chooser: eachNaming('Research', 'Miriam'),
      });
      expect(count(t, 'p1:deck')).toBe(12);
      expect(templatesIn(t.state, 'p1:deck')).toEqual(
        expect.arrayContaining(['sv1-189', 'sv1-179']),
      );
      expect(templatesIn(t.state, 'p1:discard').sort()).toEqual(
        ['sv1-176', 'sv1-181', 'sv1-182', 'sv1-42', 'sve-1'].sort(),
      );
    });

    it('"up to": one Supporter is enough', () => {
      const t = playTrainerCard(board(discard), 'sv1-182', { chooser: eachNaming('Judge') });
      expect(count(t, 'p1:deck')).toBe(11);
      expect(templatesIn(t.state, 'p1:discard')).toContain('sv1-189');
    });

    it('is refused with no Supporter in the discard pile (it would change nothing)', () => {
      const t = board(['sv1-181', 'sve-1', 'sv1-42']);
      expect(refusalOf(t, trainerAction(t, 'sv1-182'))).toBeDefined();
    });
  });

  cardBehaviour('base1-86', undefined, () => {
    const board = (p2: { bench?: string[][]; discard: string[] }) =>
      table({
        era: 'base-set',
        p1: { active: ['base1-41'], hand: ['base1-86'] },
        p2: { active: ['base1-41'], ...p2 },
      });

    it("offers only Basic Pokémon of the opponent's discard pile and benches the one chosen on the opponent's side", () => {
      let t = board({ discard: ['base1-14', 'base1-58', 'base1-63', 'base1-98'] });
      t = declareTrainer(t, 'base1-86');
      expect(optionsOf(t)).toHaveLength(2);
      expect(optionsOf(t).some((o) => o.includes('Pikachu'))).toBe(true);
      expect(optionsOf(t).some((o) => o.includes('Squirtle'))).toBe(true);
      t = answerAll(t, optionsNaming('Squirtle'));
      expect(templatesIn(t.state, 'p2:bench_1')).toEqual(['base1-63']);
      expect(templatesIn(t.state, 'p2:discard').sort()).toEqual([
        'base1-14',
        'base1-58',
        'base1-98',
      ]);
      expect(templatesIn(t.state, 'p1:bench_1')).toEqual([]);
    });

    it("can't be played when the opponent's Bench is full", () => {
      const t = board({
        bench: [['base1-41'], ['base1-41'], ['base1-41'], ['base1-41'], ['base1-41']],
        discard: ['base1-58'],
      });
      expect(refusalOf(t, trainerAction(t, 'base1-86'))).toBeDefined();
    });

    it('is refused with no Basic Pokémon in that discard pile', () => {
      const t = board({ discard: ['base1-14', 'base1-98'] });
      expect(refusalOf(t, trainerAction(t, 'base1-86'))).toBeDefined();
    });

    it('the Pokémon it benches has been in play since before the opponent’s turn: they may evolve it then', () => {
      let t = table({
        era: 'base-set',
        p1: { active: ['base1-41'], hand: ['base1-86'] },
        p2: { active: ['base1-41'], discard: ['base1-46'], hand: ['base1-24'] },
      });
      t = passTurn(playTrainerCard(t, 'base1-86'));
      t = play(t, 'base1-24', 'p2:bench_1', 'top', undefined, 'p2');
      expect(templatesIn(t.state, 'p2:bench_1')).toEqual(['base1-24', 'base1-46']);
    });
  });

  cardBehaviour('sv1-189', undefined, () => {
    const board = (extra: Partial<Parameters<typeof table>[0]> = {}) =>
      table({
        p1: {
          active: ['sv1-42'],
          hand: ['sv1-189', 'sv1-181', 'sve-3'],
          deck: Array(12).fill('sve-1'),
        },
        p2: { active: ['sv1-42'] },
        ...extra,
      });

    it('discards the whole hand and draws 7', () => {
      const t = playTrainerCard(board(), 'sv1-189');
      expect(templatesIn(t.state, 'p1:discard').sort()).toEqual(['sv1-181', 'sv1-189', 'sve-3']);
      expect(templatesIn(t.state, 'p1:hand')).toEqual(Array(7).fill('sve-1'));
      expect(count(t, 'p1:deck')).toBe(5);
    });

    it('with fewer than 7 cards in the deck, draws them all', () => {
      const t = playTrainerCard(
        table({
          p1: { active: ['sv1-42'], hand: ['sv1-189', 'sv1-181'], deck: Array(3).fill('sve-1') },
          p2: { active: ['sv1-42'] },
        }),
        'sv1-189',
      );
      expect(count(t, 'p1:hand')).toBe(3);
      expect(count(t, 'p1:deck')).toBe(0);
      expect(t.state.result).toBeNull();
    });

    it('is a Supporter: not a second one in the turn, not on the first player’s first turn', () => {
      const second = board({ flags: { supporterPlayed: true } });
      expect(refusalCode(second, trainerAction(second, 'sv1-189'))).toBe('ONE_SUPPORTER_PER_TURN');
      const first = board({ gameTurn: 1 });
      expect(refusalCode(first, trainerAction(first, 'sv1-189'))).toBe('NO_SUPPORTER_FIRST_TURN');
    });
  });

  cardBehaviour('base1-90', undefined, () => {
    it('discards 1 Energy from the Pokémon and removes 4 damage counters from it', () => {
      let t = table({
        era: 'base-set',
        p1: { active: ['base1-56', 'base1-97', 'base1-97'], hand: ['base1-90'] },
        p2: { active: ['base1-41'] },
      });
      t = withCounters(t, 'p1:active', { damage: 50 });
      t = playTrainerCard(t, 'base1-90');
      expect(damageIn(t.state, 'p1:active')).toBe(10);
      expect(templatesIn(t.state, 'p1:active')).toEqual(['base1-56', 'base1-97']);
      expect(templatesIn(t.state, 'p1:discard').sort()).toEqual(['base1-90', 'base1-97']);
    });

    it('"up to 4": 2 counters are all removed, not more', () => {
      let t = table({
        era: 'base-set',
        p1: { active: ['base1-56', 'base1-97'], hand: ['base1-90'] },
        p2: { active: ['base1-41'] },
      });
      t = withCounters(t, 'p1:active', { damage: 20 });
      t = playTrainerCard(t, 'base1-90');
      expect(damageIn(t.state, 'p1:active')).toBe(0);
      expect(templatesIn(t.state, 'p1:active')).toEqual(['base1-56']);
    });

    it('heals only the Pokémon the Energy came from: a damaged Pokémon with no Energy cannot be healed', () => {
      let t = table({
        era: 'base-set',
        p1: { active: ['base1-56'], bench: [['base1-41', 'base1-102']], hand: ['base1-90'] },
        p2: { active: ['base1-41'] },
      });
      t = withCounters(t, 'p1:active', { damage: 50 });
      expect(refusalOf(t, trainerAction(t, 'base1-90'))).toBeDefined();
    });
  });

  cardBehaviour('base1-84', undefined, () => {
    // Onix's Rock Throw: [F] 10.
    const board = (defender: string) =>
      table({
        era: 'base-set',
        p1: { active: ['base1-56', 'base1-97'], hand: ['base1-84'] },
        p2: { active: [defender] },
      });
    const attackWith = (t: Table) =>
      answerAll(
        act(t, {
          type: 'declare_action',
          player: 'p1',
          source: 'ai',
          kind: 'attack',
          card: `#${t.state.zones['p1:active']?.cards[0]}`,
          zone: 'p1:active',
          details: { attack: 'Rock Throw' },
        }),
      );

    it('adds 10 after Weakness: 10 ×2 + 10 = 30 on Pikachu', () => {
      let t = playTrainerCard(board('base1-58'), 'base1-84', { target: 'p1:active' });
      t = attackWith(t);
      expect(damageIn(t.state, 'p2:active')).toBe(30);
    });

    it('adds nothing when Resistance left no damage (10 − 30 on Zubat)', () => {
      let t = playTrainerCard(board('base3-57'), 'base1-84', { target: 'p1:active' });
      t = attackWith(t);
      expect(damageIn(t.state, 'p2:active')).toBe(0);
    });

    it('is discarded at the end of the turn', () => {
      let t = playTrainerCard(board('base1-41'), 'base1-84', { target: 'p1:active' });
      expect(templatesIn(t.state, 'p1:active')).toContain('base1-84');
      t = attackWith(t);
      expect(damageIn(t.state, 'p2:active')).toBe(20);
      expect(templatesIn(t.state, 'p1:active')).not.toContain('base1-84');
      expect(templatesIn(t.state, 'p1:discard')).toContain('base1-84');
    });
  });

  cardBehaviour('sv1-181', undefined, () => {
    const board = (bench: string[][] = []) =>
      table({
        p1: {
          active: ['sv1-42'],
          bench,
          hand: ['sv1-181'],
          deck: ['sv1-22', 'sv1-118', 'sve-1', 'sv1-81'],
        },
        p2: { active: ['sv1-42'] },
      });

    it('offers only the Basic Pokémon of the deck and benches the one chosen', () => {
      let t = declareTrainer(board(), 'sv1-181');
      expect(
        optionsOf(t)
          .map((o) => o.replace(/^#\d+ /, ''))
          .sort(),
      ).toEqual(['Hawlucha', 'Miraidon ex']);
      t = answerAll(t, optionsNaming('Miraidon'));
      expect(templatesIn(t.state, 'p1:bench_1')).toEqual(['sv1-81']);
      expect(count(t, 'p1:deck')).toBe(3);
      expect(templatesIn(t.state, 'p1:discard')).toEqual(['sv1-181']);
    });

    it('may find nothing (a search of a hidden deck): nothing is benched', () => {
      const t = playTrainerCard(board(), 'sv1-181', { chooser: decline });
      expect(count(t, 'p1:bench_1')).toBe(0);
      expect(count(t, 'p1:deck')).toBe(4);
    });

    it('is refused with a full Bench', () => {
      const t = board(BENCH_FULL);
      expect(refusalOf(t, trainerAction(t, 'sv1-181'))).toBeDefined();
    });
  });

  cardBehaviour('base3-59', undefined, () => {
    it('offers only basic Energy cards (not Double Colorless, not Pokémon) and puts the one chosen into the hand', () => {
      let t = table({
        era: 'base-set',
        p1: {
          active: ['base1-41'],
          hand: ['base3-59'],
          deck: ['base1-96', 'base1-102', 'base1-58', 'base1-98'],
        },
        p2: { active: ['base1-41'] },
      });
      t = declareTrainer(t, 'base3-59');
      const opts = optionsOf(t);
      expect(opts).toHaveLength(2);
      expect(opts.some((o) => o.includes('Water Energy'))).toBe(true);
      expect(opts.some((o) => o.includes('Fire Energy'))).toBe(true);
      t = answerAll(t, optionsNaming('Water Energy'));
      expect(templatesIn(t.state, 'p1:hand')).toEqual(['base1-102']);
      expect(count(t, 'p1:deck')).toBe(3);
    });
  });

  cardBehaviour('base1-91', undefined, () => {
    it('draws 2 cards', () => {
      const t = playTrainerCard(
        table({
          era: 'base-set',
          p1: { active: ['base1-41'], hand: ['base1-91'], deck: Array(5).fill('base1-102') },
          p2: { active: ['base1-41'] },
        }),
        'base1-91',
      );
      expect(templatesIn(t.state, 'p1:hand')).toEqual(['base1-102', 'base1-102']);
      expect(count(t, 'p1:deck')).toBe(3);
    });

    it('with 1 card left draws that card, and the game goes on (a player loses only when they cannot draw at the start of their turn)', () => {
      const t = playTrainerCard(
        table({
          era: 'base-set',
          p1: { active: ['base1-41'], hand: ['base1-91'], deck: ['base1-102'] },
          p2: { active: ['base1-41'] },
        }),
        'base1-91',
      );
      expect(templatesIn(t.state, 'p1:hand')).toEqual(['base1-102']);
      expect(t.state.result).toBeNull();
    });
  });

  cardBehaviour('sv1-179', undefined, () => {
    const pokemon = ['sv1-42', 'sv1-118', 'sv1-81', 'sv1-20', 'sv1-22', 'sv1-8'];
    const board = (discard: string[]) =>
      table({
        p1: { active: ['sv1-42'], hand: ['sv1-179'], discard, deck: Array(10).fill('sve-1') },
        p2: { active: ['sv1-42'] },
      });

    it('offers only Pokémon, up to 5', () => {
      const t = declareTrainer(board([...pokemon, 'sv1-181', 'sve-3']), 'sv1-179');
      expect(optionsOf(t)).toHaveLength(6);
      expect(optionsOf(t).some((o) => /Nest Ball|Energy/.test(o))).toBe(false);
      expect(t.state.pendingDecision?.select?.max).toBe(5);
    });

    it('shuffles the chosen Pokémon into the deck, then draws 3', () => {
      const t = playTrainerCard(board([...pokemon, 'sv1-181']), 'sv1-179', {
        chooser: eachNaming('Hawlucha', 'Miraidon'),
      });
      expect(count(t, 'p1:deck')).toBe(10 + 2 - 3);
      expect(count(t, 'p1:hand')).toBe(3);
      expect(templatesIn(t.state, 'p1:discard')).not.toContain('sv1-118');
      expect(templatesIn(t.state, 'p1:discard')).not.toContain('sv1-81');
      expect(count(t, 'p1:discard')).toBe(4 + 1 + 1);
    });

    it('draws nothing when no card was shuffled in', () => {
      const t = playTrainerCard(board(pokemon), 'sv1-179', { chooser: decline });
      expect(count(t, 'p1:hand')).toBe(0);
      expect(count(t, 'p1:deck')).toBe(10);
    });

    it('is refused with no Pokémon in the discard pile', () => {
      const t = board(['sv1-181', 'sve-3']);
      expect(refusalOf(t, trainerAction(t, 'sv1-179'))).toBeDefined();
    });
  });
});

describe('audit sample: Abilities and Pokémon Powers', () => {
  cardBehaviour('sv1-134', 'Leadership', () => {
    // Kingambit on the Bench; Hypno is weak to Darkness, Slowpoke is not.
    const board = (active: string[], defender = 'sv1-83', p2bench: string[][] = []) =>
      table({
        p1: { active, bench: [['sv1-134']] },
        p2: { active: [defender], bench: p2bench },
      });

    it("adds 30 to a Basic Pokémon's attack before Weakness: Pawniard's Scratch 10 → (10 + 30) × 2 on Hypno", () => {
      const t = attack(board(['sv1-132', 'sve-7']), 'Scratch');
      expect(damageIn(t.state, 'p2:active')).toBe(80);
    });

    it('adds 30 without Weakness: 40 on Slowpoke', () => {
      const t = attack(board(['sv1-132', 'sve-7'], 'sv1-42'), 'Scratch');
      expect(damageIn(t.state, 'p2:active')).toBe(40);
    });

    it('adds nothing to a Stage 1 attacker (Bisharp’s Dark Cutter stays 40)', () => {
      const t = attack(board(['sv1-133', 'sve-7'], 'sv1-42'), 'Dark Cutter');
      expect(damageIn(t.state, 'p2:active')).toBe(40);
    });

    it("adds nothing to the Benched Pokémon an attack hits: Miraidon's Lightning Laser does 90 + 30 to the Active, 30 to the Bench", () => {
      const t = attack(
        board(['sv1-80', 'sve-4', 'sve-4', 'sve-4'], 'sv1-122', [['sv1-20']]),
        'Lightning Laser',
      );
      expect(damageIn(t.state, 'p2:active')).toBe(120);
      expect(damageIn(t.state, 'p2:bench_1')).toBe(30);
    });

    it('gives no damage to an attack that does none (Varoom’s Poison Gas only Poisons: the 10 is the checkup’s Poison)', () => {
      const t = attack(board(['sv1-140', 'sve-8'], 'sv1-42'), 'Poison Gas');
      expect(damageIn(t.state, 'p2:active')).toBe(10);
      expect(conditionsIn(t.state, 'p2:active')).toContain('poisoned');
    });
  });

  cardBehaviour('base3-6', 'Transparency', () => {
    // Nidoking's Toxic: 20 damage and Poison (20 a checkup) — "anything" an attack does.
    const board = (seed: number, counters: Record<string, number> = {}) =>
      withCounters(
        table({
          era: 'base-set',
          seed,
          p1: { active: ['base1-11', 'base1-99', 'base1-99', 'base1-99'] },
          p2: { active: ['base3-6'] },
        }),
        'p2:active',
        counters,
      );
    const seeds = Array.from({ length: 30 }, (_, i) => i + 1);
    const toxic = (seed: number, counters?: Record<string, number>) =>
      attack(board(seed, counters), 'Toxic');

    it('heads: prevents all the attack does to Haunter — no damage, no Poison', () => {
      const t = withSeeds(
        seeds,
        (s) => toxic(s),
        (r) => damageIn(r.state, 'p2:active') === 0,
      );
      expect(conditionsIn(t.state, 'p2:active')).toEqual([]);
    });

    it('tails: the attack hits as usual (20, then 20 Poison at the checkup)', () => {
      const t = withSeeds(
        seeds,
        (s) => toxic(s),
        (r) => damageIn(r.state, 'p2:active') > 0,
      );
      expect(damageIn(t.state, 'p2:active')).toBe(40);
      expect(conditionsIn(t.state, 'p2:active')).toContain('poisoned');
    });

    it('stops working while Haunter is Asleep: every attack hits', () => {
      for (const seed of seeds.slice(0, 8)) {
        const t = toxic(seed, { asleep: 1 });
        expect(damageIn(t.state, 'p2:active')).toBe(40);
      }
    });

    it('protects a Benched Haunter too (Magneton’s Selfdestruct does 20 to each Benched Pokémon): sometimes it takes none', () => {
      const bench = (seed: number) =>
        attack(
          table({
            era: 'base-set',
            seed,
            p1: { active: ['base3-11', ...Array(4).fill('base1-100')] },
            p2: { active: ['base1-56'], bench: [['base3-6'], ['base1-41']] },
          }),
          'Selfdestruct',
        );
      const spared = withSeeds(seeds, bench, (r) => damageIn(r.state, 'p2:bench_1') === 0);
      expect(damageIn(spared.state, 'p2:bench_2')).toBe(20);
      withSeeds(seeds, bench, (r) => damageIn(r.state, 'p2:bench_1') === 20);
    });
  });

  cardBehaviour('base1-2', 'Rain Dance', () => {
    const board = (counters: Record<string, number> = {}) =>
      withCounters(
        table({
          era: 'base-set',
          p1: {
            active: ['base1-2'],
            bench: [['base1-63'], ['base1-46']],
            hand: ['base1-102', 'base1-102', 'base1-98'],
          },
          p2: { active: ['base1-41'] },
        }),
        'p1:active',
        counters,
      );

    it('offers only Water Energy from the hand and only Water Pokémon to attach it to', () => {
      let t = act(board(), abilityAction(board(), 'p1:active', 'Rain Dance'));
      expect(optionsOf(t).every((o) => o.includes('Water Energy'))).toBe(true);
      t = act(t, {
        type: 'resolve_decision',
        player: 'p1',
        source: 'ai',
        choice: optionsOf(t)[0] ?? '',
      });
      const targets = optionsOf(t);
      expect(targets.some((o) => o.includes('Charmander'))).toBe(false);
      expect(targets.some((o) => o.includes('Squirtle'))).toBe(true);
      expect(targets.some((o) => o.includes('Blastoise'))).toBe(true);
    });

    it('may be used as often as you like, and the Energy attachment of the turn is still there', () => {
      let t = useAbility(board(), 'p1:active', 'Rain Dance', {
        chooser: optionsNaming('Water', 'Squirtle'),
      });
      t = useAbility(t, 'p1:active', 'Rain Dance', {
        chooser: optionsNaming('Water', 'Blastoise'),
      });
      expect(templatesIn(t.state, 'p1:bench_1')).toEqual(['base1-63', 'base1-102']);
      expect(templatesIn(t.state, 'p1:active')).toEqual(['base1-2', 'base1-102']);
      t = play(t, 'base1-98', 'p1:bench_2', 'bottom');
      expect(templatesIn(t.state, 'p1:bench_2')).toEqual(['base1-46', 'base1-98']);
    });

    it("can't be used while Blastoise is Asleep, Confused or Paralyzed", () => {
      for (const c of ['asleep', 'confused', 'paralyzed']) {
        const t = board({ [c]: 1 });
        expect(refusalOf(t, abilityAction(t, 'p1:active', 'Rain Dance'))).toBeDefined();
      }
    });
  });

  cardBehaviour('sv1-142', 'Rumbling Engine', () => {
    const board = (hand: string[], flags = {}) =>
      table({
        p1: { active: ['sv1-142'], hand, deck: Array(10).fill('sve-1') },
        p2: { active: ['sv1-42'] },
        flags,
      });

    it('discards an Energy card from the hand, then draws until the hand has 6 cards', () => {
      const t = useAbility(board(['sve-8', 'sv1-181', 'sv1-182']), 'p1:active', 'Rumbling Engine');
      expect(templatesIn(t.state, 'p1:discard')).toEqual(['sve-8']);
      expect(count(t, 'p1:hand')).toBe(6);
      expect(count(t, 'p1:deck')).toBe(6);
    });

    it('is refused without an Energy card in the hand to discard', () => {
      const t = board(['sv1-181', 'sv1-182']);
      expect(refusalOf(t, abilityAction(t, 'p1:active', 'Rumbling Engine'))).toBeDefined();
    });

    it('works once during the turn', () => {
      const t = useAbility(board(['sve-8', 'sve-8']), 'p1:active', 'Rumbling Engine');
      expect(refusalOf(t, abilityAction(t, 'p1:active', 'Rumbling Engine'))).toBeDefined();
    });
  });

  cardBehaviour('base3-4', 'Step In', () => {
    const board = () =>
      withCounters(
        table({
          era: 'base-set',
          p1: { active: ['base1-58', 'base1-100'], bench: [['base3-4', 'base1-98']] },
          p2: { active: ['base1-41'] },
        }),
        'p1:active',
        { paralyzed: 1 },
      );

    it('switches the Benched Dragonite with the Active Pokémon, which leaves its Paralysis behind; no Energy is paid', () => {
      const t = useAbility(board(), 'p1:bench_1', 'Step In');
      expect(templatesIn(t.state, 'p1:active')).toEqual(['base3-4', 'base1-98']);
      expect(templatesIn(t.state, 'p1:bench_1')).toEqual(['base1-58', 'base1-100']);
      expect(conditionsIn(t.state, 'p1:bench_1')).toEqual([]);
    });

    it('only works while Dragonite is on the Bench', () => {
      const t = useAbility(board(), 'p1:bench_1', 'Step In');
      expect(refusalOf(t, abilityAction(t, 'p1:active', 'Step In'))).toBeDefined();
    });
  });

  cardBehaviour('sv1-23', 'Enriching Oil', () => {
    const board = () => {
      const t = table({
        p1: { active: ['sv1-22'], bench: [['sv1-42']], hand: ['sv1-23'] },
        p2: { active: ['sv1-42'] },
      });
      return withCounters(withCounters(t, 'p1:bench_1', { damage: 30 }), 'p1:active', {
        damage: 50,
      });
    };

    it('when Arboliva evolves from the hand, heals all damage from the 1 Pokémon chosen (the evolving one may be chosen)', () => {
      let t = act(board(), fromHand(board(), 'sv1-23', 'p1:active', 'top'));
      expect(optionsOf(t).some((o) => o.includes('Arboliva'))).toBe(true);
      t = answerAll(t, optionsNaming('Slowpoke'));
      expect(damageIn(t.state, 'p1:bench_1')).toBe(0);
      expect(damageIn(t.state, 'p1:active')).toBe(50);
    });

    it('heals the Arboliva itself when chosen', () => {
      const t = play(board(), 'sv1-23', 'p1:active', 'top', optionsNaming('Arboliva'));
      expect(damageIn(t.state, 'p1:active')).toBe(0);
      expect(damageIn(t.state, 'p1:bench_1')).toBe(30);
    });

    it('"you may": declined, all damage stays', () => {
      const t = play(board(), 'sv1-23', 'p1:active', 'top', decline);
      expect(damageIn(t.state, 'p1:active')).toBe(50);
      expect(damageIn(t.state, 'p1:bench_1')).toBe(30);
    });

    it('also when Rare Candy plays it from the hand onto Smoliv', () => {
      let t = table({
        p1: { active: ['sv1-20'], bench: [['sv1-42']], hand: ['sv1-23', 'sv1-191'] },
        p2: { active: ['sv1-42'] },
      });
      t = withCounters(t, 'p1:bench_1', { damage: 30 });
      t = playTrainerCard(t, 'sv1-191', {
        chooser: optionsNaming('Arboliva', 'Smoliv', 'Slowpoke'),
      });
      expect(templatesIn(t.state, 'p1:active')).toEqual(['sv1-23', 'sv1-20']);
      expect(damageIn(t.state, 'p1:bench_1')).toBe(0);
    });
  });

  cardBehaviour('sv1-118', 'Flying Entry', () => {
    const board = () =>
      table({
        p1: { active: ['sv1-42'], hand: ['sv1-118', 'sv1-181'], deck: ['sv1-118', 'sve-1'] },
        p2: { active: ['sv1-42'], bench: [['sv1-20'], ['sv1-8'], ['sv1-132']] },
      });
    const benchDamage = (t: Table) => [1, 2, 3].map((i) => damageIn(t.state, `p2:bench_${i}`));

    it('played from the hand onto the Bench: 1 damage counter on each of 2 chosen opponent’s Benched Pokémon', () => {
      const t = play(board(), 'sv1-118', 'p1:bench_1', undefined, (d, s) =>
        d.options?.includes('yes') ? ['yes'] : eachNaming('Scatterbug', 'Pawniard')(d, s),
      );
      expect(benchDamage(t)).toEqual([0, 10, 10]);
      expect(damageIn(t.state, 'p2:active')).toBe(0);
    });

    it('"you may": declined, no counters', () => {
      const t = play(board(), 'sv1-118', 'p1:bench_1', undefined, decline);
      expect(benchDamage(t)).toEqual([0, 0, 0]);
    });

    it('with only 1 opponent’s Benched Pokémon, that one gets its counter', () => {
      let t = table({
        p1: { active: ['sv1-42'], hand: ['sv1-118'] },
        p2: { active: ['sv1-42'], bench: [['sv1-20']] },
      });
      t = play(t, 'sv1-118', 'p1:bench_1', undefined, (d) =>
        d.options?.includes('yes') ? ['yes'] : [...(d.options ?? [])].slice(0, 2),
      );
      expect(damageIn(t.state, 'p2:bench_1')).toBe(10);
      expect(damageIn(t.state, 'p2:active')).toBe(0);
    });

    it('does nothing when Hawlucha comes onto the Bench some other way (Nest Ball)', () => {
      const t = playTrainerCard(board(), 'sv1-181', { chooser: optionsNaming('Hawlucha') });
      expect(templatesIn(t.state, 'p1:bench_1')).toEqual(['sv1-118']);
      expect(t.state.pendingDecision).toBeNull();
      expect(benchDamage(t)).toEqual([0, 0, 0]);
    });
  });

  cardBehaviour('base3-56', 'Cowardice', () => {
    it('returns a Benched Tentacool to the hand and discards what was attached', () => {
      const t = useAbility(
        table({
          era: 'base-set',
          p1: { active: ['base1-41'], bench: [['base3-56', 'base1-102']] },
          p2: { active: ['base1-41'] },
        }),
        'p1:bench_1',
        'Cowardice',
      );
      expect(templatesIn(t.state, 'p1:hand')).toEqual(['base3-56']);
      expect(templatesIn(t.state, 'p1:discard')).toEqual(['base1-102']);
      expect(count(t, 'p1:bench_1')).toBe(0);
    });

    it('from the Active Spot: a Benched Pokémon is promoted', () => {
      const t = useAbility(
        table({
          era: 'base-set',
          p1: { active: ['base3-56', 'base1-102'], bench: [['base1-58']] },
          p2: { active: ['base1-41'] },
        }),
        'p1:active',
        'Cowardice',
      );
      expect(templatesIn(t.state, 'p1:hand')).toEqual(['base3-56']);
      expect(templatesIn(t.state, 'p1:active')).toEqual(['base1-58']);
    });

    it("can't be used the turn Tentacool was put into play", () => {
      let t = table({
        era: 'base-set',
        p1: { active: ['base1-41'], hand: ['base3-56'] },
        p2: { active: ['base1-41'] },
      });
      t = play(t, 'base3-56', 'p1:bench_1');
      expect(refusalOf(t, abilityAction(t, 'p1:bench_1', 'Cowardice'))).toBeDefined();
    });

    it("can't be used while Tentacool is Asleep, Confused or Paralyzed", () => {
      for (const c of ['asleep', 'confused', 'paralyzed']) {
        const t = table({
          era: 'base-set',
          p1: { active: ['base3-56'], bench: [['base1-58']], activeCounters: { [c]: 1 } },
          p2: { active: ['base1-41'] },
        });
        expect(refusalOf(t, abilityAction(t, 'p1:active', 'Cowardice'))).toBeDefined();
      }
    });
  });

  cardBehaviour('sv1-9', 'Adaptive Evolution', () => {
    it('a Spewpa evolved this turn can evolve again into Vivillon the same turn', () => {
      let t = table({
        p1: { active: ['sv1-8'], hand: ['sv1-9', 'sv1-10'] },
        p2: { active: ['sv1-42'] },
      });
      t = play(t, 'sv1-9', 'p1:active', 'top');
      t = play(t, 'sv1-10', 'p1:active', 'top');
      expect(templatesIn(t.state, 'p1:active')).toEqual(['sv1-10', 'sv1-9', 'sv1-8']);
    });

    it('can evolve during your first turn', () => {
      let t = table({
        gameTurn: 1,
        p1: { active: ['sv1-9', 'sv1-8'], hand: ['sv1-10'] },
        p2: { active: ['sv1-42'] },
      });
      t = play(t, 'sv1-10', 'p1:active', 'top');
      expect(templatesIn(t.state, 'p1:active')[0]).toBe('sv1-10');
    });

    it('other Stage 1 Pokémon keep the rule: Dolliv evolved this turn cannot become Arboliva', () => {
      let t = table({
        p1: { active: ['sv1-20'], hand: ['sv1-22', 'sv1-23'] },
        p2: { active: ['sv1-42'] },
      });
      t = play(t, 'sv1-22', 'p1:active', 'top');
      expect(refusalCode(t, fromHand(t, 'sv1-23', 'p1:active', 'top'))).toBe(
        'EVOLVED_OR_PLAYED_THIS_TURN',
      );
    });
  });

  cardBehaviour('sv1-81', 'Tandem Unit', () => {
    const deck = ['sv1-66', 'sv1-73', 'sv1-75', 'sv1-42', 'sv1-80', 'sve-4'];
    const board = (bench: string[][] = []) =>
      table({ p1: { active: ['sv1-81'], bench, deck }, p2: { active: ['sv1-42'] } });

    it('offers only Basic Lightning Pokémon, up to 2, and benches them', () => {
      let t = act(board(), abilityAction(board(), 'p1:active', 'Tandem Unit'));
      const names = optionsOf(t)
        .map((o) => o.replace(/^#\d+ /, ''))
        .sort();
      expect(names).toEqual(['Mareep', 'Miraidon', 'Pawmi']);
      expect(t.state.pendingDecision?.select?.max).toBe(2);
      t = answerAll(t, eachNaming('Mareep', 'Pawmi'));
      expect(
        [...templatesIn(t.state, 'p1:bench_1'), ...templatesIn(t.state, 'p1:bench_2')].sort(),
      ).toEqual(['sv1-66', 'sv1-73']);
      expect(count(t, 'p1:deck')).toBe(4);
    });

    it('only as many as the Bench has room for', () => {
      const t = act(
        board([['sv1-42'], ['sv1-42'], ['sv1-42'], ['sv1-42']]),
        abilityAction(
          board([['sv1-42'], ['sv1-42'], ['sv1-42'], ['sv1-42']]),
          'p1:active',
          'Tandem Unit',
        ),
      );
      expect(t.state.pendingDecision?.select?.max).toBe(1);
    });

    it('each Miraidon ex has its own once a turn', () => {
      let t = table({
        p1: { active: ['sv1-81'], bench: [['sv1-81']], deck },
        p2: { active: ['sv1-42'] },
      });
      t = useAbility(t, 'p1:active', 'Tandem Unit', { chooser: eachNaming('Mareep') });
      t = useAbility(t, 'p1:bench_1', 'Tandem Unit', { chooser: eachNaming('Pawmi') });
      const benched = [2, 3].flatMap((i) => templatesIn(t.state, `p1:bench_${i}`)).sort();
      expect(benched).toEqual(['sv1-66', 'sv1-73']);
    });

    it('is refused with a full Bench, and once used in a turn', () => {
      const full = board(BENCH_FULL);
      expect(refusalOf(full, abilityAction(full, 'p1:active', 'Tandem Unit'))).toBeDefined();
      const used = useAbility(board(), 'p1:active', 'Tandem Unit');
      expect(refusalOf(used, abilityAction(used, 'p1:active', 'Tandem Unit'))).toBeDefined();
    });
  });
});

describe('audit sample: attacks with hand-written code', () => {
  cardBehaviour('sv1-42', 'Rest', () => {
    const rest = (damage: number, seed = 1) =>
      attack(
        withCounters(
          table({ seed, p1: { active: ['sv1-42', 'sve-1'] }, p2: { active: ['sv1-122'] } }),
          'p1:active',
          { damage },
        ),
        'Rest',
      );

    it('heals 30 from Slowpoke and makes it Asleep (it may wake at the checkup: some flip keeps it asleep)', () => {
      const t = withSeeds(
        Array.from({ length: 20 }, (_, i) => i + 1),
        (s) => rest(50, s),
        (r) => conditionsIn(r.state, 'p1:active').includes('asleep'),
      );
      expect(damageIn(t.state, 'p1:active')).toBe(20);
      expect(damageIn(t.state, 'p2:active')).toBe(0);
    });

    it('heals no more than the damage there is', () => {
      expect(damageIn(rest(10).state, 'p1:active')).toBe(0);
    });
  });

  cardBehaviour('sv1-114', 'Avenging Knuckle', () => {
    /**
     * p2's turn: Great Tusk ex's Bedrock Breaker (40) hits p1's Active `victim` (70 HP), which
     * has 30 damage already (`ko`) or none (`survives`); `poison`: it is Poisoned with 60 damage
     * and p2 only ends the turn. Then p1's Lucario, promoted or retreated into, uses Avenging
     * Knuckle on Great Tusk ex.
     */
    function afterOpponentsTurn(victim: string, mode: 'ko' | 'survives' | 'poison') {
      let t = table({
        activePlayer: 'p2',
        p1: {
          active: [victim, 'sve-6'],
          bench: [['sv1-114', 'sve-6']],
          activeCounters: { ko: { damage: 30 }, survives: {}, poison: { damage: 60, poisoned: 1 } }[
            mode
          ],
        },
        p2: { active: ['sv1-123', 'sve-6'] },
      });
      if (mode === 'poison') t = endTurn(t);
      else t = attack(t, 'Bedrock Breaker', { player: 'p2' });
      t = startTurn(t);
      if (templatesIn(t.state, 'p1:active')[0] !== 'sv1-114')
        t = act(t, {
          type: 'declare_action',
          player: 'p1',
          source: 'ai',
          kind: 'retreat',
          card: `#${t.state.zones['p1:active']?.cards[0]}`,
          zone: 'p1:active',
          details: { to: 'p1:bench_1', discard: energyIn(t, 'p1:active') },
        });
      return attack(t, 'Avenging Knuckle');
    }

    it('does 30 + 120 when a Fighting Pokémon of yours was Knocked Out by an attack during the last turn', () => {
      const t = afterOpponentsTurn('sv1-112', 'ko');
      expect(templatesIn(t.state, 'p1:discard')).toContain('sv1-112');
      expect(damageIn(t.state, 'p2:active')).toBe(150);
    });

    it('does 30 when the Knocked Out Pokémon was not a Fighting Pokémon', () => {
      const t = afterOpponentsTurn('sv1-20', 'ko');
      expect(templatesIn(t.state, 'p1:discard')).toContain('sv1-20');
      expect(damageIn(t.state, 'p2:active')).toBe(30);
    });

    it('does 30 when no Pokémon was Knocked Out', () => {
      const t = afterOpponentsTurn('sv1-112', 'survives');
      expect(damageIn(t.state, 'p2:active')).toBe(30);
    });

    it('does 30 when the Fighting Pokémon was Knocked Out by Poison at the checkup, not by an attack', () => {
      const t = afterOpponentsTurn('sv1-112', 'poison');
      expect(templatesIn(t.state, 'p1:discard')).toContain('sv1-112');
      expect(damageIn(t.state, 'p2:active')).toBe(30);
    });

    it("counts a Benched Fighting Pokémon Knocked Out by an attack's damage (Miraidon's Lightning Laser: 30 to the Bench)", () => {
      let t = table({
        activePlayer: 'p2',
        p1: { active: ['sv1-114', 'sve-6'], bench: [['sv1-112']] },
        p2: { active: ['sv1-80', 'sve-4', 'sve-4', 'sve-4'] },
      });
      t = withCounters(t, 'p1:bench_1', { damage: 40 });
      t = attack(t, 'Lightning Laser', { player: 'p2', chooser: optionsNaming('Riolu') });
      expect(templatesIn(t.state, 'p1:discard')).toContain('sv1-112');
      t = attack(startTurn(t), 'Avenging Knuckle');
      // 150, ×2 for Miraidon's Weakness to Fighting: a Knock Out.
      expect(templatesIn(t.state, 'p2:discard')).toContain('sv1-80');
    });

    it('does 30 when the Knock Out was in an earlier turn of the opponent, not the last one', () => {
      let t = table({
        activePlayer: 'p2',
        p1: {
          active: ['sv1-112', 'sve-6'],
          bench: [['sv1-114', 'sve-6']],
          activeCounters: { damage: 30 },
        },
        p2: { active: ['sv1-123', 'sve-6'] },
      });
      t = attack(t, 'Bedrock Breaker', { player: 'p2' });
      t = passTurn(startTurn(t));
      t = startTurn(endTurn(t));
      t = attack(t, 'Avenging Knuckle');
      expect(damageIn(t.state, 'p2:active')).toBe(30);
    });
  });

  cardBehaviour('base1-13', 'Water Gun', () => {
    // Cost [W][W][C]; Onix is neither weak nor resistant to Water.
    const gun = (energy: string[]) =>
      damageIn(
        attack(
          table({
            era: 'base-set',
            p1: { active: ['base1-13', ...energy] },
            p2: { active: ['base1-56'] },
          }),
          'Water Gun',
        ).state,
        'p2:active',
      );
    const W = 'base1-102';

    it('30 when all the Water pays the cost', () => {
      expect(gun([W, W, W])).toBe(30);
    });

    it('+10 for a Water Energy not needed for the cost (another Energy pays [C])', () => {
      expect(gun([W, W, W, 'base1-97'])).toBe(40);
    });

    it('+20 for two extra, and extra Water after the 2nd does not count', () => {
      expect(gun([W, W, W, W, W])).toBe(50);
      expect(gun([W, W, W, W, W, W])).toBe(50);
    });

    it('Double Colorless paying [C] leaves no extra Water', () => {
      expect(gun([W, W, 'base1-96'])).toBe(30);
    });

    it('with Double Colorless paying [C], the third Water is extra: 40', () => {
      expect(gun([W, W, W, 'base1-96'])).toBe(40);
    });
  });

  cardBehaviour('sv1-162', 'Call for Family', () => {
    const board = (bench: string[][] = []) =>
      table({
        p1: { active: ['sv1-162', 'sve-1'], bench, deck: ['sv1-42', 'sv1-118', 'sv1-22', 'sve-1'] },
        p2: { active: ['sv1-122'], bench: [['sv1-20'], ['sv1-8']] },
      });

    it('offers only Basic Pokémon, up to 2, and benches them (Hawlucha benched this way is not played from the hand)', () => {
      let t = act(board(), attackAction(board(), 'Call for Family'));
      expect(
        optionsOf(t)
          .map((o) => o.replace(/^#\d+ /, ''))
          .sort(),
      ).toEqual(['Hawlucha', 'Slowpoke']);
      expect(t.state.pendingDecision?.select?.max).toBe(2);
      t = act(t, {
        type: 'resolve_decision',
        player: 'p1',
        source: 'ai',
        choices: optionsOf(t),
      });
      expect(t.state.pendingDecision).toBeNull();
      expect(
        [...templatesIn(t.state, 'p1:bench_1'), ...templatesIn(t.state, 'p1:bench_2')].sort(),
      ).toEqual(['sv1-118', 'sv1-42']);
      expect(count(t, 'p1:deck')).toBe(2);
      expect(damageIn(t.state, 'p2:bench_1') + damageIn(t.state, 'p2:bench_2')).toBe(0);
    });

    it('no more than the Bench has room for', () => {
      const b = board([['sv1-42'], ['sv1-42'], ['sv1-42'], ['sv1-42']]);
      const t = act(b, attackAction(b, 'Call for Family'));
      expect(t.state.pendingDecision?.select?.max).toBe(1);
    });
  });

  cardBehaviour('base3-12', 'Wildfire', () => {
    const board = (p2deck: string[], energy = ['base1-98', 'base1-98', 'base1-98']) =>
      table({
        era: 'base-set',
        p1: { active: ['base3-12', ...energy] },
        p2: { active: ['base1-41'], deck: p2deck },
      });
    const deck = ['base1-58', 'base1-63', 'base1-41', 'base1-102'];

    it("discards the Fire Energy chosen and as many cards from the top of the opponent's deck", () => {
      const t = attack(board(deck), 'Wildfire', { chooser: (d) => (d.options ?? []).slice(0, 2) });
      expect(templatesIn(t.state, 'p1:active')).toEqual(['base3-12', 'base1-98']);
      expect(templatesIn(t.state, 'p1:discard')).toEqual(['base1-98', 'base1-98']);
      expect(templatesIn(t.state, 'p2:discard').sort()).toEqual(['base1-58', 'base1-63']);
      expect(templatesIn(t.state, 'p2:deck')).toEqual(['base1-41', 'base1-102']);
    });

    it('"you may": none discarded, nothing happens', () => {
      const t = attack(board(deck), 'Wildfire', { chooser: decline });
      expect(count(t, 'p1:active')).toBe(4);
      expect(count(t, 'p2:deck')).toBe(4);
    });

    it('offers only Fire Energy (not Double Colorless)', () => {
      const b = board(deck, ['base1-98', 'base1-96']);
      const t = act(b, attackAction(b, 'Wildfire'));
      expect(optionsOf(t)).toHaveLength(1);
      expect(optionsOf(t)[0]).toContain('Fire Energy');
    });

    it('with fewer cards in that deck, discards what there is', () => {
      const t = attack(board(['base1-58']), 'Wildfire', { chooser: (d) => [...(d.options ?? [])] });
      expect(count(t, 'p2:deck')).toBe(0);
      expect(templatesIn(t.state, 'p2:discard')).toEqual(['base1-58']);
      expect(count(t, 'p1:discard')).toBe(3);
    });
  });

  cardBehaviour('base1-11', 'Toxic', () => {
    const board = (counters: Record<string, number> = {}) =>
      withCounters(
        table({
          era: 'base-set',
          p1: { active: ['base1-11', 'base1-99', 'base1-99', 'base1-99'] },
          p2: { active: ['base1-3'] },
        }),
        'p2:active',
        counters,
      );

    it('20 damage and Poison of 20 after each player’s turn', () => {
      let t = attack(board(), 'Toxic');
      expect(conditionsIn(t.state, 'p2:active')).toContain('poisoned');
      expect(damageIn(t.state, 'p2:active')).toBe(40);
      t = endTurn(startTurn(t));
      expect(damageIn(t.state, 'p2:active')).toBe(60);
    });

    it('ends when the Poisoned Pokémon retreats to the Bench (no Poison at the next checkup)', () => {
      let t = table({
        era: 'base-set',
        p1: { active: ['base1-11', 'base1-99', 'base1-99', 'base1-99'] },
        p2: { active: ['base1-3', 'base1-97'], bench: [['base1-41']] },
      });
      t = startTurn(attack(t, 'Toxic'));
      expect(damageIn(t.state, 'p2:active')).toBe(40);
      t = act(t, retreatAction(t, 'p2:bench_1', energyIn(t, 'p2:active'), 'p2'));
      t = endTurn(t);
      expect(templatesIn(t.state, 'p2:bench_1')).toEqual(['base1-3']);
      expect(damageIn(t.state, 'p2:bench_1')).toBe(40);
      expect(conditionsIn(t.state, 'p2:bench_1')).toEqual([]);
    });

    it('even if it was already Poisoned, it now takes 20', () => {
      const t = attack(board({ poisoned: 1 }), 'Toxic');
      expect(damageIn(t.state, 'p2:active')).toBe(40);
    });
  });

  cardBehaviour('sv1-143', 'Triple Laser', () => {
    it("30 to each of 3 of the opponent's Pokémon chosen: Weakness for the Active (Dachsbun, weak to Metal: 60), none for the Bench", () => {
      let t = table({
        p1: { active: ['sv1-143', 'sve-8', 'sve-8', 'sve-8'], bench: [['sv1-42']] },
        p2: { active: ['sv1-99'], bench: [['sv1-42'], ['sv1-20'], ['sv1-98']] },
      });
      t = act(t, attackAction(t, 'Triple Laser'));
      expect(t.state.pendingDecision?.select).toEqual({ min: 3, max: 3 });
      expect(optionsOf(t).some((o) => o.startsWith('p1:'))).toBe(false);
      t = answerAll(t, eachNaming('Dachsbun', 'Slowpoke', 'Fidough'));
      expect(damageIn(t.state, 'p2:active')).toBe(60);
      expect(damageIn(t.state, 'p2:bench_1')).toBe(30);
      expect(damageIn(t.state, 'p2:bench_2')).toBe(0);
      expect(damageIn(t.state, 'p2:bench_3')).toBe(30);
      expect(damageIn(t.state, 'p1:bench_1')).toBe(0);
    });

    it('with only 2 opponent’s Pokémon, both are hit', () => {
      const t = attack(
        table({
          p1: { active: ['sv1-143', 'sve-8', 'sve-8', 'sve-8'] },
          p2: { active: ['sv1-99'], bench: [['sv1-42']] },
        }),
        'Triple Laser',
      );
      expect(damageIn(t.state, 'p2:active')).toBe(60);
      expect(damageIn(t.state, 'p2:bench_1')).toBe(30);
    });
  });

  cardBehaviour('sv1-111', 'Acu-Punch-Ture', () => {
    const punched = (attackName: string) => {
      let t = table({
        p1: { active: ['sv1-111', 'sve-6'] },
        p2: {
          active: ['sv1-122', 'sve-6', 'sve-6', 'sve-6'],
          bench: [['sv1-122', 'sve-6', 'sve-6']],
        },
      });
      t = attack(t, 'Acu-Punch-Ture', { chooser: optionsNaming(attackName) });
      return startTurn(t);
    };

    it('30 damage; during the next turn that Pokémon cannot use the chosen attack, but can use its others', () => {
      const t = punched('Vise Grip');
      expect(damageIn(t.state, 'p2:active')).toBe(30);
      expect(refusalOf(t, attackAction(t, 'Vise Grip', 'p2'))).toBeDefined();
      expect(refusalOf(t, attackAction(t, 'Adrenaline Hammer', 'p2'))).toBeUndefined();
    });

    it('binds only that Pokémon: another Klawf sent in can use Vise Grip', () => {
      let t = punched('Vise Grip');
      t = act(t, retreatAction(t, 'p2:bench_1', energyIn(t, 'p2:active').slice(0, 3), 'p2'));
      expect(refusalOf(t, attackAction(t, 'Vise Grip', 'p2'))).toBeUndefined();
    });

    it('ends after that turn', () => {
      let t = punched('Vise Grip');
      t = passTurn(passTurn(t));
      expect(refusalOf(t, attackAction(t, 'Vise Grip', 'p2'))).toBeUndefined();
    });
  });

  cardBehaviour('sv1-123', 'Bedrock Breaker', () => {
    it("40 damage and the Stadium in play goes to its owner's discard pile", () => {
      let t = table({ p1: { active: ['sv1-123', 'sve-6'] }, p2: { active: ['sv1-122'] } });
      t = attack(withStadium(t, 'sv1-178', 'p2'), 'Bedrock Breaker');
      expect(count(t, 'stadium')).toBe(0);
      expect(templatesIn(t.state, 'p2:discard')).toEqual(['sv1-178']);
      expect(damageIn(t.state, 'p2:active')).toBe(40);
    });

    it('with no Stadium in play, still 40 damage', () => {
      const t = attack(
        table({ p1: { active: ['sv1-123', 'sve-6'] }, p2: { active: ['sv1-122'] } }),
        'Bedrock Breaker',
      );
      expect(damageIn(t.state, 'p2:active')).toBe(40);
    });
  });

  cardBehaviour('sv1-26', 'Eerie Tentacles', () => {
    const board = (bench: string[][] = [['sv1-112']]) =>
      table({
        p1: { active: ['sv1-26', 'sve-1'] },
        p2: { active: ['sv1-132', 'sve-7', 'sve-7'], bench },
      });

    it("30 damage, ×2 on Pawniard (weak to Grass); an Energy moves from the opponent's Active to the Benched Pokémon chosen", () => {
      const t = attack(board([['sv1-112'], ['sv1-20']]), 'Eerie Tentacles', {
        chooser: optionsNaming('Darkness', 'Smoliv'),
      });
      expect(damageIn(t.state, 'p2:active')).toBe(60);
      expect(templatesIn(t.state, 'p2:active')).toEqual(['sv1-132', 'sve-7']);
      expect(templatesIn(t.state, 'p2:bench_2')).toEqual(['sv1-20', 'sve-7']);
      expect(templatesIn(t.state, 'p2:bench_1')).toEqual(['sv1-112']);
    });

    it('"you may": declined, the Energy stays', () => {
      const t = attack(board(), 'Eerie Tentacles', { chooser: decline });
      expect(templatesIn(t.state, 'p2:active')).toEqual(['sv1-132', 'sve-7', 'sve-7']);
      expect(damageIn(t.state, 'p2:active')).toBe(60);
    });

    it('with no Benched Pokémon to take it, only the damage', () => {
      const t = attack(board([]), 'Eerie Tentacles');
      expect(templatesIn(t.state, 'p2:active')).toEqual(['sv1-132', 'sve-7', 'sve-7']);
      expect(damageIn(t.state, 'p2:active')).toBe(60);
    });
  });
});

describe('audit sample: attacks read by the sentence compiler', () => {
  const seeds = Array.from({ length: 30 }, (_, i) => i + 1);

  cardBehaviour('base3-34', 'Leech Life', () => {
    const leech = (defender: string, golbatDamage: number) =>
      attack(
        withCounters(
          table({
            era: 'base-set',
            p1: { active: ['base3-34', 'base1-99', 'base1-99', 'base1-99'] },
            p2: { active: [defender] },
          }),
          'p1:active',
          { damage: golbatDamage },
        ),
        'Leech Life',
      );

    it('removes as many counters as the damage done after Weakness (40 on Onix, weak to Grass)', () => {
      const t = leech('base1-56', 50);
      expect(damageIn(t.state, 'p2:active')).toBe(40);
      expect(damageIn(t.state, 'p1:active')).toBe(10);
    });

    it('20 without Weakness', () => {
      expect(damageIn(leech('base1-41', 50).state, 'p1:active')).toBe(30);
    });

    it('with fewer counters than that, removes all of them', () => {
      expect(damageIn(leech('base1-56', 10).state, 'p1:active')).toBe(0);
    });
  });

  cardBehaviour('base3-35', 'Psyshock', () => {
    const shock = (seed: number) =>
      attack(
        table({
          era: 'base-set',
          seed,
          p1: { active: ['base3-35', 'base1-101'] },
          p2: { active: ['base1-56'] },
        }),
        'Psyshock',
      );

    it('heads: 10 damage and Paralyzed', () => {
      const t = withSeeds(seeds, shock, (r) => conditionsIn(r.state, 'p2:active').length > 0);
      expect(conditionsIn(t.state, 'p2:active')).toEqual(['paralyzed']);
      expect(damageIn(t.state, 'p2:active')).toBe(10);
    });

    it('tails: 10 damage only', () => {
      const t = withSeeds(seeds, shock, (r) => conditionsIn(r.state, 'p2:active').length === 0);
      expect(damageIn(t.state, 'p2:active')).toBe(10);
    });
  });

  cardBehaviour('base3-11', 'Sonicboom', () => {
    const boom = (defender: string) =>
      damageIn(
        attack(
          table({
            era: 'base-set',
            p1: { active: ['base3-11', 'base1-100', 'base1-100'] },
            p2: { active: [defender] },
          }),
          'Sonicboom',
        ).state,
        'p2:active',
      );

    it('ignores Weakness: 20 on Seel (weak to Lightning), not 40', () => {
      expect(boom('base1-41')).toBe(20);
    });

    it('ignores Resistance: 20 on Dugtrio (resists Lightning), not 0', () => {
      expect(boom('base1-19')).toBe(20);
    });
  });

  cardBehaviour('sv1-107', 'Monkey Beatdown', () => {
    it('30 to the opponent (×2 on Cyclizar, weak to Fighting) and 10 to Mankey itself', () => {
      const t = attack(
        table({ p1: { active: ['sv1-107', 'sve-6'] }, p2: { active: ['sv1-163'] } }),
        'Monkey Beatdown',
      );
      expect(damageIn(t.state, 'p2:active')).toBe(60);
      expect(damageIn(t.state, 'p1:active')).toBe(10);
    });

    it('Knocks Mankey Out when it has 50 damage: the opponent takes a Prize card', () => {
      const t = attack(
        table({
          p1: { active: ['sv1-107', 'sve-6'], bench: [['sv1-42']], activeCounters: { damage: 50 } },
          p2: { active: ['sv1-163'] },
        }),
        'Monkey Beatdown',
      );
      expect(templatesIn(t.state, 'p1:discard')).toContain('sv1-107');
      expect(prizesLeft(t, 'p2')).toBe(5);
      expect(damageIn(t.state, 'p2:active')).toBe(60);
    });
  });

  cardBehaviour('base3-53', 'Headache', () => {
    it("the opponent can't play Trainer cards during their next turn; the attacker can during its own, and they can again after", () => {
      let t = table({
        era: 'base-set',
        p1: { active: ['base3-53', 'base1-101'], hand: ['base1-91'] },
        p2: { active: ['base1-56'], hand: ['base1-91', 'base1-91'] },
      });
      t = startTurn(attack(t, 'Headache'));
      expect(damageIn(t.state, 'p2:active')).toBe(0);
      expect(refusalOf(t, trainerAction(t, 'base1-91', 'p2'))).toBeDefined();
      t = passTurn(t);
      expect(refusalOf(t, trainerAction(t, 'base1-91', 'p1'))).toBeUndefined();
      t = passTurn(t);
      expect(refusalOf(t, trainerAction(t, 'base1-91', 'p2'))).toBeUndefined();
    });

    it('Mysterious Fossil and Clefairy Doll are Trainer cards in the hand: they cannot be put onto the Bench either, and no Trainer is offered among the legal actions', () => {
      let t = table({
        era: 'base-set',
        p1: { active: ['base3-53', 'base1-101'] },
        p2: { active: ['base1-56'], hand: ['base3-62', 'base1-70'] },
      });
      t = startTurn(attack(t, 'Headache'));
      for (const trainer of ['base3-62', 'base1-70'])
        expect(refusalCode(t, fromHand(t, trainer, 'p2:bench_1', undefined, 'p2'))).toBe(
          'NO_TRAINERS',
        );
      const offered = t.engine.legalActions(t.state, 'p2');
      expect(
        offered.filter((a) => a.type === 'declare_action' && a.kind === 'play_trainer'),
      ).toEqual([]);
      t = passTurn(passTurn(t));
      t = play(t, 'base3-62', 'p2:bench_1', undefined, undefined, 'p2');
      expect(templatesIn(t.state, 'p2:bench_1')).toEqual(['base3-62']);
    });
  });

  cardBehaviour('sv1-126', 'Super Poison Breath', () => {
    it("50 damage and the opponent's Active is Poisoned (10 at the checkup)", () => {
      const t = attack(
        table({
          p1: { active: ['sv1-126', 'sve-7', 'sve-7', 'sve-7'] },
          p2: { active: ['sv1-122'] },
        }),
        'Super Poison Breath',
      );
      expect(conditionsIn(t.state, 'p2:active')).toEqual(['poisoned']);
      expect(damageIn(t.state, 'p2:active')).toBe(60);
    });
  });

  cardBehaviour('base3-46', 'Spit Poison', () => {
    const spit = (seed: number) =>
      attack(
        table({
          era: 'base-set',
          seed,
          p1: { active: ['base3-46', 'base1-99'] },
          p2: { active: ['base1-56'] },
        }),
        'Spit Poison',
      );

    it('heads: Poisoned, no damage from the attack (10 from Poison at the checkup)', () => {
      const t = withSeeds(seeds, spit, (r) => conditionsIn(r.state, 'p2:active').length > 0);
      expect(conditionsIn(t.state, 'p2:active')).toEqual(['poisoned']);
      expect(damageIn(t.state, 'p2:active')).toBe(10);
    });

    it('tails: nothing', () => {
      const t = withSeeds(seeds, spit, (r) => conditionsIn(r.state, 'p2:active').length === 0);
      expect(damageIn(t.state, 'p2:active')).toBe(0);
    });
  });

  cardBehaviour('base1-14', 'Thunder', () => {
    const thunder = (seed: number) =>
      attack(
        table({
          era: 'base-set',
          seed,
          p1: { active: ['base1-14', 'base1-100', 'base1-100', 'base1-100', 'base1-100'] },
          p2: { active: ['base1-56'] },
        }),
        'Thunder',
      );

    it('heads: 60, Raichu unhurt', () => {
      const t = withSeeds(seeds, thunder, (r) => damageIn(r.state, 'p1:active') === 0);
      expect(damageIn(t.state, 'p2:active')).toBe(60);
    });

    it('tails: 60, and 30 to Raichu itself', () => {
      const t = withSeeds(seeds, thunder, (r) => damageIn(r.state, 'p1:active') > 0);
      expect(damageIn(t.state, 'p1:active')).toBe(30);
      expect(damageIn(t.state, 'p2:active')).toBe(60);
    });
  });

  cardBehaviour('sv1-140', 'Poison Gas', () => {
    it("no damage; the opponent's Active is Poisoned", () => {
      let t = table({ p1: { active: ['sv1-140', 'sve-8'] }, p2: { active: ['sv1-122'] } });
      t = act(t, attackAction(t, 'Poison Gas'));
      expect(conditionsIn(t.state, 'p2:active')).toEqual(['poisoned']);
      // After the checkup: Poison's 10, nothing from the attack.
      expect(damageIn(t.state, 'p2:active')).toBe(10);
    });

    it('a Pokémon already Poisoned stays Poisoned once: 10 at the checkup, not 20', () => {
      let t = table({
        p1: { active: ['sv1-140', 'sve-8'] },
        p2: { active: ['sv1-122'], activeCounters: { poisoned: 1 } },
      });
      t = act(t, attackAction(t, 'Poison Gas'));
      expect(damageIn(t.state, 'p2:active')).toBe(10);
    });
  });

  cardBehaviour('base1-23', 'Take Down', () => {
    it('80 to the Defending Pokémon and 30 to Arcanine', () => {
      const t = attack(
        table({
          era: 'base-set',
          p1: { active: ['base1-23', 'base1-98', 'base1-98', 'base1-98', 'base1-98'] },
          p2: { active: ['base1-56'] },
        }),
        'Take Down',
      );
      expect(damageIn(t.state, 'p2:active')).toBe(80);
      expect(damageIn(t.state, 'p1:active')).toBe(30);
    });

    it('Knocks Out Arcanine itself when it has 70 damage: both players take a Prize card when both are Knocked Out', () => {
      let t = table({
        era: 'base-set',
        p1: {
          active: ['base1-23', 'base1-98', 'base1-98', 'base1-98', 'base1-98'],
          bench: [['base1-41']],
          activeCounters: { damage: 70 },
        },
        p2: { active: ['base1-56'], bench: [['base1-41']] },
      });
      t = withCounters(t, 'p2:active', { damage: 10 });
      t = attack(t, 'Take Down');
      expect(templatesIn(t.state, 'p1:discard')).toContain('base1-23');
      expect(templatesIn(t.state, 'p2:discard')).toContain('base1-56');
      expect(prizesLeft(t, 'p1')).toBe(5);
      expect(prizesLeft(t, 'p2')).toBe(5);
    });
  });
});
