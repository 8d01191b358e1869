/**
 * A fresh sample of cards nobody had named (issue #24's follow-up): 40 text parts of base1, sv1
 * and base3 — the sets every bundled deck is made of — drawn by `npx tsx scripts/audit-sample.ts
 * 27` (seed 27; the issue's named cards, the seed-24 sample's 40 cards and the cards the follow-up
 * names are left out). Each case was written from the card's printed text (`src/data/*.json`) and
 * its era's rulebook (Scarlet & Violet for sv1; the 1999 Base Set rulebook, `era: 'base-set'`,
 * for base1 and base3) before reading the card's code, in the situations where the text matters:
 * full or empty Bench, empty deck, declined "you may", both sides of a flip, Weakness and
 * Resistance, Powers under a Special Condition.
 *
 *   Trainers: sv1-174 Exp. Share, sv1-166 Arven, base1-83 Maintenance, sv1-177 Katy, base1-82
 *     Full Heal, sv1-184 Picnic Basket, sv1-196 Ultra Ball, base1-93 Gust of Wind, sv1-173 Energy
 *     Switch, base1-94 Potion.
 *   Abilities / Powers: sv1-125 Koraidon ex (Dino Cry), sv1-41 Armarouge (Fire Off), sv1-99
 *     Dachsbun (Well-Baked Body), sv1-121 Stonjourner (Exoskeleton), sv1-127 Muk (Poison Sacs),
 *     base1-15 Venusaur (Energy Trans), base3-3 Ditto (Transform), base1-4 Charizard (Energy
 *     Burn), base3-5 Gengar (Curse), sv1-5 Cacnea (Counterattack Quills).
 *   Hand-written attacks: sv1-128 Seviper (Venoshock), sv1-72 Toxtricity (Yank Away), sv1-62
 *     Tatsugiri (Curl Up), sv1-117 Krookodile (Chomp Chomp Bite), sv1-88 Banette ex
 *     (Poltergeist), sv1-147 Zangoose (Drag Off), sv1-105 Greavard (Underworld Stroll), sv1-87
 *     Shuppet (Enveloping Shadow), base1-19 Dugtrio (Earthquake), sv1-152 Greedent (Enhanced
 *     Fang).
 *   Compiled attacks: sv1-63 Magnemite (Magnetic Switch), sv1-113 Riolu (Reckless Charge),
 *     base3-36 Golem (Selfdestruct), sv1-77 Wattrel (Collect), base3-33 Gastly (Lick), sv1-129
 *     Spiritomb (Taunt), base3-57 Zubat (Leech Life), base1-25 Dewgong (Ice Beam), base1-38
 *     Poliwhirl (Doubleslap), base1-31 Jynx (Meditate).
 */
import { describe, expect, it } from 'vitest';
import { cardBehaviour } from '../behaviour.test-helper';
import {
  abilityAction,
  act,
  answerAll,
  attack,
  type Chooser,
  conditionsIn,
  damageIn,
  firstOptions,
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
import { count, decline, play, playTrainerCard } from './audit.test-helper';

const G = 'sve-1';
const R = 'sve-2';
const W = 'sve-3';
const L = 'sve-4';
const P = 'sve-5';
const F = 'sve-6';
const D = 'sve-7';
const SEEDS = Array.from({ length: 40 }, (_, i) => i + 1);

const PAWMI = 'sv1-74'; // Lightning 60, weak Fighting; Light Punch (C) 10
const SLOWPOKE = 'sv1-42'; // Water 70, weak Lightning
const DONDOZO = 'sv1-61'; // Water 160, weak Lightning
const GREAT_TUSK = 'sv1-123'; // Fighting 250, weak Psychic
const KLAWF = 'sv1-122'; // Fighting 130; Vise Grip (F F) 50
const RIOLU = 'sv1-113';
const CHARCADET = 'sv1-40'; // Fire 70; Heat Blast (R R C) 60
const NEST_BALL = 'sv1-181';
const SWITCH = 'sv1-194';
const VITALITY_BAND = 'sv1-197';
const PIKACHU = 'base1-58'; // Lightning 40, weak Fighting; Gnaw (C) 10, Thunder Jolt (L C) 30
const SQUIRTLE = 'base1-63'; // Water 40, weak Lightning
const ONIX = 'base1-56'; // Fighting 90, weak Grass
const CHANSEY = 'base1-3'; // Colorless 120, weak Fighting, resists Psychic

/** The options of the question the game is waiting on. */
const optionsOf = (t: Table) => t.state.pendingDecision?.options ?? [];
/** Answers "you may …" with yes, every other question with its first options. */
const yes: Chooser = (d, s) => ((d.options ?? []).includes('yes') ? ['yes'] : firstOptions(d, s));
/** Heads among `player`'s coin flips in the log. */
const headsOf = (t: Table, player = 'p1') =>
  t.state.log
    .filter((e) => e.message.startsWith(`${player} flipped`))
    .reduce((n, e) => n + (e.message.match(/heads/g) ?? []).length, 0);
const sorted = (xs: readonly string[]) => [...xs].sort();

describe('fresh sample: Trainers', () => {
  cardBehaviour('sv1-174', undefined, () => {
    // p1's Active Pawmi (2 Lightning) is Knocked Out by Klawf's Vise Grip (50 ×2 = 100).
    const knockedOut = (chooser: Chooser) => {
      const t = table({
        activePlayer: 'p2',
        p1: { active: [PAWMI, L, L], bench: [[SLOWPOKE, 'sv1-174']] },
        p2: { active: [KLAWF, F, F] },
      });
      return attack(t, 'Vise Grip', { player: 'p2', chooser });
    };

    it('moves a Basic Energy from the Knocked Out Active Pokémon to its holder when taken', () => {
      const t = knockedOut(yes);
      expect(templatesIn(t.state, 'p1:active')).toEqual([SLOWPOKE, 'sv1-174', L]);
      expect(sorted(templatesIn(t.state, 'p1:discard'))).toEqual(sorted([PAWMI, L]));
    });

    it('"you may": declined, both Energy go to the discard pile', () => {
      const t = knockedOut(decline);
      expect(templatesIn(t.state, 'p1:active')).toEqual([SLOWPOKE, 'sv1-174']);
      expect(sorted(templatesIn(t.state, 'p1:discard'))).toEqual(sorted([PAWMI, L, L]));
    });
  });

  cardBehaviour('sv1-166', undefined, () => {
    it('puts an Item and a Pokémon Tool from the deck into the hand; nothing else is offered', () => {
      let t = table({
        p1: { active: [PAWMI], hand: ['sv1-166'], deck: [NEST_BALL, VITALITY_BAND, PAWMI, L] },
        p2: { active: [SLOWPOKE] },
      });
      t = act(t, trainerAction(t, 'sv1-166'));
      const first = optionsOf(t);
      expect(first.some((o) => o.includes('Pawmi') || o.includes('Lightning'))).toBe(false);
      t = answerAll(t);
      expect(sorted(templatesIn(t.state, 'p1:hand'))).toEqual(sorted([NEST_BALL, VITALITY_BAND]));
      expect(sorted(templatesIn(t.state, 'p1:deck'))).toEqual(sorted([PAWMI, L]));
      expect(templatesIn(t.state, 'p1:discard')).toEqual(['sv1-166']);
    });
  });

  cardBehaviour('base1-83', undefined, () => {
    it('2 other cards go into the deck, then a card is drawn', () => {
      const t = playTrainerCard(
        table({
          era: 'base-set',
          p1: { active: [PIKACHU], hand: ['base1-83', SQUIRTLE, W, G], deck: [L] },
          p2: { active: [SQUIRTLE] },
        }),
        'base1-83',
        { chooser: optionsNaming('Squirtle', 'Water') },
      );
      expect(count(t, 'p1:hand')).toBe(2);
      expect(templatesIn(t.state, 'p1:hand')).toContain(G);
      expect(count(t, 'p1:deck')).toBe(2);
      expect(templatesIn(t.state, 'p1:discard')).toEqual(['base1-83']);
    });

    it('is refused with fewer than 2 other cards in the hand', () => {
      const t = table({
        era: 'base-set',
        p1: { active: [PIKACHU], hand: ['base1-83', W], deck: [L] },
        p2: { active: [SQUIRTLE] },
      });
      expect(refusalOf(t, trainerAction(t, 'base1-83'))).toBeDefined();
    });
  });

  cardBehaviour('sv1-177', undefined, () => {
    it('shuffles the hand into the deck, draws 8, and the turn ends', () => {
      const t = playTrainerCard(
        table({
          p1: { active: [PAWMI], hand: ['sv1-177', L, NEST_BALL], deck: Array(10).fill(G) },
          p2: { active: [SLOWPOKE] },
        }),
        'sv1-177',
      );
      expect(count(t, 'p1:hand')).toBe(8);
      expect(count(t, 'p1:deck')).toBe(4);
      expect(t.state.turn.activePlayer).toBe('p2');
    });

    it('is refused after another Supporter this turn', () => {
      const t = table({
        flags: { supporterPlayed: true },
        p1: { active: [PAWMI], hand: ['sv1-177'], deck: Array(10).fill(G) },
        p2: { active: [SLOWPOKE] },
      });
      expect(refusalOf(t, trainerAction(t, 'sv1-177'))).toMatch(/Supporter/);
    });
  });

  cardBehaviour('base1-82', undefined, () => {
    it('the Active Pokémon is no longer Asleep or Poisoned; its damage stays', () => {
      const t = playTrainerCard(
        withCounters(
          table({
            era: 'base-set',
            p1: { active: [PIKACHU], hand: ['base1-82'] },
            p2: { active: [SQUIRTLE] },
          }),
          'p1:active',
          { asleep: 1, poisoned: 1, damage: 20 },
        ),
        'base1-82',
      );
      expect(conditionsIn(t.state, 'p1:active')).toEqual([]);
      expect(damageIn(t.state, 'p1:active')).toBe(20);
    });
  });

  cardBehaviour('sv1-184', undefined, () => {
    it("heals 30 from each Pokémon, yours and your opponent's", () => {
      let t = table({
        p1: { active: [PAWMI], bench: [[SLOWPOKE]], hand: ['sv1-184'] },
        p2: { active: [DONDOZO], bench: [[SLOWPOKE]] },
      });
      t = withCounters(withCounters(t, 'p1:active', { damage: 50 }), 'p1:bench_1', { damage: 20 });
      t = withCounters(t, 'p2:active', { damage: 40 });
      t = playTrainerCard(t, 'sv1-184');
      expect(damageIn(t.state, 'p1:active')).toBe(20);
      expect(damageIn(t.state, 'p1:bench_1')).toBe(0);
      expect(damageIn(t.state, 'p2:active')).toBe(10);
      expect(damageIn(t.state, 'p2:bench_1')).toBe(0);
    });

    it('is refused when no Pokémon has damage (it would change nothing)', () => {
      const t = table({ p1: { active: [PAWMI], hand: ['sv1-184'] }, p2: { active: [DONDOZO] } });
      expect(refusalOf(t, trainerAction(t, 'sv1-184'))).toBeDefined();
    });
  });

  cardBehaviour('sv1-196', undefined, () => {
    it('discards 2 other cards, then a Pokémon from the deck goes to the hand', () => {
      const t = playTrainerCard(
        table({
          p1: { active: [PAWMI], hand: ['sv1-196', NEST_BALL, L], deck: [SLOWPOKE, G, G] },
          p2: { active: [DONDOZO] },
        }),
        'sv1-196',
        { chooser: optionsNaming('Nest Ball', 'Lightning', 'Slowpoke') },
      );
      expect(templatesIn(t.state, 'p1:hand')).toEqual([SLOWPOKE]);
      expect(sorted(templatesIn(t.state, 'p1:discard'))).toEqual(sorted(['sv1-196', NEST_BALL, L]));
      expect(count(t, 'p1:deck')).toBe(2);
    });

    it('is refused with only 1 other card to discard', () => {
      const t = table({
        p1: { active: [PAWMI], hand: ['sv1-196', L], deck: [SLOWPOKE] },
        p2: { active: [DONDOZO] },
      });
      expect(refusalOf(t, trainerAction(t, 'sv1-196'))).toBeDefined();
    });
  });

  cardBehaviour('base1-93', undefined, () => {
    it("switches the opponent's chosen Benched Pokémon with their Active one", () => {
      const t = playTrainerCard(
        table({
          era: 'base-set',
          p1: { active: [PIKACHU], hand: ['base1-93'] },
          p2: { active: [SQUIRTLE], bench: [[ONIX], [CHANSEY]] },
        }),
        'base1-93',
        { chooser: optionsNaming('Chansey') },
      );
      expect(templatesIn(t.state, 'p2:active')).toEqual([CHANSEY]);
      expect(templatesIn(t.state, 'p2:bench_2')).toEqual([SQUIRTLE]);
      expect(templatesIn(t.state, 'p2:bench_1')).toEqual([ONIX]);
    });

    it('is refused when the opponent has no Benched Pokémon', () => {
      const t = table({
        era: 'base-set',
        p1: { active: [PIKACHU], hand: ['base1-93'] },
        p2: { active: [SQUIRTLE] },
      });
      expect(refusalOf(t, trainerAction(t, 'base1-93'))).toBeDefined();
    });
  });

  cardBehaviour('sv1-173', undefined, () => {
    it('moves a Basic Energy from one of your Pokémon to another', () => {
      const t = playTrainerCard(
        table({
          p1: { active: [PAWMI, L, L], bench: [[SLOWPOKE]], hand: ['sv1-173'] },
          p2: { active: [DONDOZO] },
        }),
        'sv1-173',
        { chooser: optionsNaming('Pawmi', 'Lightning', 'Slowpoke') },
      );
      expect(templatesIn(t.state, 'p1:active')).toEqual([PAWMI, L]);
      expect(templatesIn(t.state, 'p1:bench_1')).toEqual([SLOWPOKE, L]);
    });

    it('is refused with no other Pokémon to move the Energy to', () => {
      const t = table({
        p1: { active: [PAWMI, L], hand: ['sv1-173'] },
        p2: { active: [DONDOZO] },
      });
      expect(refusalOf(t, trainerAction(t, 'sv1-173'))).toBeDefined();
    });
  });

  cardBehaviour('base1-94', undefined, () => {
    const board = () =>
      withCounters(
        withCounters(
          table({
            era: 'base-set',
            p1: { active: [ONIX], bench: [[PIKACHU]], hand: ['base1-94'] },
            p2: { active: [SQUIRTLE] },
          }),
          'p1:active',
          { damage: 30 },
        ),
        'p1:bench_1',
        { damage: 10 },
      );

    it('removes 2 damage counters from the Pokémon chosen', () => {
      const t = playTrainerCard(board(), 'base1-94', { chooser: optionsNaming('p1:active') });
      expect(damageIn(t.state, 'p1:active')).toBe(10);
      expect(damageIn(t.state, 'p1:bench_1')).toBe(10);
    });

    it('"up to 2": a Pokémon with 1 counter is healed of it, no further', () => {
      const t = playTrainerCard(board(), 'base1-94', { chooser: optionsNaming('p1:bench_1') });
      expect(damageIn(t.state, 'p1:bench_1')).toBe(0);
      expect(damageIn(t.state, 'p1:active')).toBe(30);
    });
  });
});

describe('fresh sample: Abilities and Pokémon Powers', () => {
  cardBehaviour('sv1-125', 'Dino Cry', () => {
    const board = (discard: string[]) =>
      table({
        p1: { active: ['sv1-125'], bench: [[RIOLU], [PAWMI]], discard },
        p2: { active: [DONDOZO] },
      });

    it('attaches up to 2 Basic Fighting Energy from the discard pile to Basic Fighting Pokémon; the turn ends', () => {
      const b = board([F, F, F, L]);
      let t = act(b, abilityAction(b, 'p1:active', 'Dino Cry'));
      // Pawmi (Lightning) is never a place to attach to.
      const seen: string[] = [];
      t = answerAll(t, (d) => {
        const options = d.options ?? [];
        seen.push(...options);
        const riolu = options.find((o) => o.includes('Riolu'));
        if (riolu) return [riolu];
        return d.select ? options.slice(0, d.select.max) : options.slice(0, 1);
      });
      expect(seen.some((o) => o.includes('Pawmi'))).toBe(false);
      expect(templatesIn(t.state, 'p1:bench_1')).toEqual([RIOLU, F, F]);
      expect(templatesIn(t.state, 'p1:discard')).toEqual([F, L]);
      expect(t.state.turn.activePlayer).toBe('p2');
    });

    it('is refused with no Basic Fighting Energy in the discard pile', () => {
      const t = board([L]);
      expect(refusalOf(t, abilityAction(t, 'p1:active', 'Dino Cry'))).toBeDefined();
    });
  });

  cardBehaviour('sv1-41', 'Fire Off', () => {
    it('moves Fire Energy from a Benched Pokémon to the Active one, as often as you like', () => {
      let t = table({
        p1: { active: ['sv1-41'], bench: [[CHARCADET, R, R, L]] },
        p2: { active: [DONDOZO] },
      });
      t = useAbility(t, 'p1:active', 'Fire Off', { chooser: optionsNaming('Charcadet') });
      t = useAbility(t, 'p1:active', 'Fire Off', { chooser: optionsNaming('Charcadet') });
      expect(sorted(templatesIn(t.state, 'p1:active'))).toEqual(sorted(['sv1-41', R, R]));
      expect(templatesIn(t.state, 'p1:bench_1')).toEqual([CHARCADET, L]);
      // No Fire Energy left on the Bench: nothing to move.
      expect(refusalOf(t, abilityAction(t, 'p1:active', 'Fire Off'))).toBeDefined();
    });
  });

  cardBehaviour('sv1-99', 'Well-Baked Body', () => {
    const hitBy = (attacker: string[], name: string) =>
      attack(
        table({
          activePlayer: 'p2',
          p1: { active: ['sv1-99'] },
          p2: { active: attacker },
        }),
        name,
        { player: 'p2' },
      );

    it("no damage from a Fire Pokémon's attack, and it can't be Burned", () => {
      const t = hitBy(['sv1-41', R, R, R], 'Flame Cannon');
      expect(damageIn(t.state, 'p1:active')).toBe(0);
      expect(conditionsIn(t.state, 'p1:active')).toEqual([]);
    });

    it("a non-Fire Pokémon's attack does its damage", () => {
      const t = hitBy([KLAWF, F, F], 'Vise Grip');
      expect(damageIn(t.state, 'p1:active')).toBe(50);
    });
  });

  cardBehaviour('sv1-121', 'Exoskeleton', () => {
    it('20 less after Weakness: a Grass attack for 30 does 60 − 20 = 40', () => {
      const t = attack(
        table({
          activePlayer: 'p2',
          p1: { active: ['sv1-121'] },
          p2: { active: ['sv1-20', G, G] },
        }),
        'Tackle',
        { player: 'p2' },
      );
      expect(damageIn(t.state, 'p1:active')).toBe(40);
    });

    it('a 20-damage attack does nothing', () => {
      const t = attack(
        table({
          activePlayer: 'p2',
          p1: { active: ['sv1-121'] },
          p2: { active: [PAWMI, L, L] },
        }),
        'Zap Kick',
        { player: 'p2' },
      );
      expect(damageIn(t.state, 'p1:active')).toBe(0);
    });
  });

  cardBehaviour('sv1-127', 'Poison Sacs', () => {
    // p2's Poisoned Charcadet evolves into Armarouge on p2's turn.
    const evolve = (p1Active: string) => {
      let t = withCounters(
        table({
          activePlayer: 'p2',
          p1: { active: [p1Active] },
          p2: { active: [CHARCADET], hand: ['sv1-41'] },
        }),
        'p2:active',
        { poisoned: 1 },
      );
      t = play(t, 'sv1-41', 'p2:active', 'top', firstOptions, 'p2');
      return t;
    };

    it("the opponent's Poisoned Pokémon stays Poisoned when it evolves", () => {
      expect(conditionsIn(evolve('sv1-127').state, 'p2:active')).toEqual(['poisoned']);
    });

    it('without Muk it recovers, as evolving always does', () => {
      expect(conditionsIn(evolve(SLOWPOKE).state, 'p2:active')).toEqual([]);
    });
  });

  cardBehaviour('base1-15', 'Energy Trans', () => {
    const board = () =>
      table({
        era: 'base-set',
        p1: { active: [SQUIRTLE], bench: [['base1-15', G, G, W]] },
        p2: { active: [PIKACHU] },
      });

    it('moves Grass Energy between your Pokémon, as often as you like; other Energy is not offered', () => {
      let t = act(board(), abilityAction(board(), 'p1:bench_1', 'Energy Trans'));
      expect(optionsOf(t).some((o) => o.includes('Water'))).toBe(false);
      // Each time a Grass Energy still on Venusaur; Squirtle is the only other Pokémon.
      t = answerAll(t, optionsNaming('on p1:bench_1'));
      t = useAbility(t, 'p1:bench_1', 'Energy Trans', { chooser: optionsNaming('on p1:bench_1') });
      expect(sorted(templatesIn(t.state, 'p1:active'))).toEqual(sorted([SQUIRTLE, G, G]));
      expect(templatesIn(t.state, 'p1:bench_1')).toEqual(['base1-15', W]);
    });

    it("can't be used while Venusaur is Asleep", () => {
      const t = withCounters(
        table({
          era: 'base-set',
          p1: { active: ['base1-15', G], bench: [[SQUIRTLE]] },
          p2: { active: [PIKACHU] },
        }),
        'p1:active',
        { asleep: 1 },
      );
      expect(refusalOf(t, abilityAction(t, 'p1:active', 'Energy Trans'))).toMatch(/Asleep/);
    });
  });

  cardBehaviour('base3-3', 'Transform', () => {
    it("as the Active Pokémon it is the Defending Pokémon's card: uses its attacks with any Energy as any type", () => {
      // Onix's Rock Throw costs a Fighting Energy; Ditto has two Water Energy.
      const t = attack(
        table({
          era: 'base-set',
          p1: { active: ['base3-3', W, W] },
          p2: { active: [ONIX] },
        }),
        'Rock Throw',
      );
      // Onix's own Rock Throw: 10 to Onix (Fighting does not hit Onix's Weakness, Grass).
      expect(damageIn(t.state, 'p2:active')).toBe(10);
    });

    it("while Asleep, Confused or Paralyzed it isn't a copy: the Defending Pokémon's attack is refused", () => {
      const t = withCounters(
        table({
          era: 'base-set',
          p1: { active: ['base3-3', W, W] },
          p2: { active: [ONIX] },
        }),
        'p1:active',
        { paralyzed: 1 },
      );
      const r = t.engine.execute(t.state, {
        type: 'declare_action',
        player: 'p1',
        source: 'ai',
        kind: 'attack',
        card: `#${t.state.zones['p1:active']?.cards[0]}`,
        zone: 'p1:active',
        details: { attack: 'Rock Throw' },
      });
      expect(r.ok).toBe(false);
    });
  });

  cardBehaviour('base1-4', 'Energy Burn', () => {
    it('turns all its Energy into Fire for the turn: Fire Spin with 4 Water Energy', () => {
      let t = table({
        era: 'base-set',
        p1: { active: ['base1-4', W, W, W, W] },
        p2: { active: [CHANSEY] },
      });
      t = useAbility(t, 'p1:active', 'Energy Burn');
      t = attack(t, 'Fire Spin', { chooser: (d) => (d.options ?? []).slice(0, 2) });
      expect(damageIn(t.state, 'p2:active')).toBe(100);
      expect(templatesIn(t.state, 'p1:active')).toHaveLength(3);
    });

    it("can't be used while Charizard is Confused", () => {
      const t = withCounters(
        table({ era: 'base-set', p1: { active: ['base1-4', W] }, p2: { active: [CHANSEY] } }),
        'p1:active',
        { confused: 1 },
      );
      expect(refusalOf(t, abilityAction(t, 'p1:active', 'Energy Burn'))).toMatch(/Confused/);
    });
  });

  cardBehaviour('base3-5', 'Curse', () => {
    const board = () =>
      withCounters(
        table({
          era: 'base-set',
          p1: { active: ['base3-5'], bench: [[PIKACHU]] },
          p2: { active: [CHANSEY], bench: [[SQUIRTLE]] },
        }),
        'p2:active',
        { damage: 20 },
      );

    it("moves 1 damage counter between the opponent's Pokémon, once a turn; your own are not offered", () => {
      const b = board();
      let t = act(b, abilityAction(b, 'p1:active', 'Curse'));
      const seen: string[] = [];
      let asked = 0;
      t = answerAll(t, (d) => {
        const options = d.options ?? [];
        seen.push(...options);
        const want = asked++ === 0 ? 'p2:active' : 'p2:bench_1';
        return [options.find((o) => o.includes(want)) ?? (options[0] as string)];
      });
      expect(seen.some((o) => o.includes('p1:'))).toBe(false);
      expect(damageIn(t.state, 'p2:active')).toBe(10);
      expect(damageIn(t.state, 'p2:bench_1')).toBe(10);
      expect(refusalOf(t, abilityAction(t, 'p1:active', 'Curse'))).toBeDefined();
    });

    it("can't be used while Gengar is Asleep", () => {
      const t = withCounters(board(), 'p1:active', { asleep: 1 });
      expect(refusalOf(t, abilityAction(t, 'p1:active', 'Curse'))).toMatch(/Asleep/);
    });
  });

  cardBehaviour('sv1-5', 'Counterattack Quills', () => {
    const hit = (damage: number) =>
      attack(
        withCounters(
          table({
            activePlayer: 'p2',
            p1: { active: ['sv1-5'], bench: [[SLOWPOKE]] },
            p2: { active: [KLAWF, F, F] },
          }),
          'p1:active',
          { damage },
        ),
        'Vise Grip',
        { player: 'p2' },
      );

    it('Active and damaged by an attack: 3 damage counters on the attacker', () => {
      const t = hit(0);
      expect(damageIn(t.state, 'p1:active')).toBe(50);
      expect(damageIn(t.state, 'p2:active')).toBe(30);
    });

    it('even when the attack Knocks Cacnea Out (60 HP, 20 already on it)', () => {
      const t = hit(20);
      expect(templatesIn(t.state, 'p1:discard')).toContain('sv1-5');
      expect(damageIn(t.state, 'p2:active')).toBe(30);
    });

    it('not from the Bench: a Benched Cacnea damaged by an attack does nothing back', () => {
      // Krookodile's Earthquake does 30 to each of its own Benched Pokémon: not an opponent's.
      // Golem's Selfdestruct (base3) hits every Bench: p1's Benched Cacnea takes 20.
      const t = attack(
        table({
          era: 'base-set',
          activePlayer: 'p2',
          p1: { active: [DONDOZO], bench: [['sv1-5']] },
          p2: { active: ['base3-36', F, F, F, F], bench: [[DONDOZO]] },
        }),
        'Selfdestruct',
        { player: 'p2' },
      );
      expect(damageIn(t.state, 'p1:bench_1')).toBe(20);
      // Golem's own 100 Knocked it Out; the Dondozo promoted in its place took 20 on the Bench
      // and nothing from Cacnea.
      expect(damageIn(t.state, 'p2:active')).toBe(20);
    });
  });
});

describe('fresh sample: hand-written attacks', () => {
  cardBehaviour('sv1-128', 'Venoshock', () => {
    const hit = (poisoned: boolean) => {
      let t = table({ p1: { active: ['sv1-128', D, D, D] }, p2: { active: [GREAT_TUSK] } });
      if (poisoned) t = withCounters(t, 'p2:active', { poisoned: 1 });
      return attack(t, 'Venoshock');
    };
    it('60, or 180 when the Active Pokémon is Poisoned', () => {
      expect(damageIn(hit(false).state, 'p2:active')).toBe(60);
      // 180 from the attack, then 10 from Poison at the checkup.
      expect(damageIn(hit(true).state, 'p2:active')).toBe(190);
    });
  });

  cardBehaviour('sv1-72', 'Yank Away', () => {
    it("2 random cards of the opponent's hand are shuffled into their deck", () => {
      const t = attack(
        table({
          p1: { active: ['sv1-72', L, L] },
          p2: {
            active: [DONDOZO],
            hand: [NEST_BALL, SWITCH, PAWMI, L, G],
            deck: [G, G],
          },
        }),
        'Yank Away',
      );
      expect(count(t, 'p2:hand')).toBe(3);
      expect(count(t, 'p2:deck')).toBe(4);
    });

    it('with 1 card in their hand, that one goes', () => {
      const t = attack(
        table({
          p1: { active: ['sv1-72', L, L] },
          p2: { active: [DONDOZO], hand: [NEST_BALL], deck: [G] },
        }),
        'Yank Away',
      );
      expect(count(t, 'p2:hand')).toBe(0);
      expect(count(t, 'p2:deck')).toBe(2);
    });
  });

  cardBehaviour('sv1-62', 'Curl Up', () => {
    it('30 damage, then Tatsugiri and its cards go to the hand; the Bench fills the Active Spot', () => {
      const t = attack(
        withCounters(
          table({
            p1: { active: ['sv1-62', W], bench: [[PAWMI]] },
            p2: { active: [DONDOZO] },
          }),
          'p1:active',
          { damage: 20 },
        ),
        'Curl Up',
      );
      expect(damageIn(t.state, 'p2:active')).toBe(30);
      expect(sorted(templatesIn(t.state, 'p1:hand'))).toEqual(sorted(['sv1-62', W]));
      expect(templatesIn(t.state, 'p1:active')).toEqual([PAWMI]);
    });
  });

  cardBehaviour('sv1-117', 'Chomp Chomp Bite', () => {
    const run = (seed: number) =>
      attack(
        table({
          seed,
          p1: { active: ['sv1-117', F] },
          p2: { active: [DONDOZO, W, W, W] },
        }),
        'Chomp Chomp Bite',
      );
    it('50, and one Energy discarded for each heads before the first tails', () => {
      const none = withSeeds(SEEDS, run, (t) => headsOf(t) === 0);
      expect(damageIn(none.state, 'p2:active')).toBe(50);
      expect(count(none, 'p2:active')).toBe(4);
      const some = withSeeds(SEEDS, run, (t) => headsOf(t) > 0);
      const discarded = Math.min(3, headsOf(some));
      expect(count(some, 'p2:active')).toBe(4 - discarded);
      expect(count(some, 'p2:discard')).toBe(discarded);
    });
  });

  cardBehaviour('sv1-88', 'Poltergeist', () => {
    const hit = (hand: string[]) =>
      attack(
        table({
          p1: { active: ['sv1-88', P, P] },
          p2: { active: [DONDOZO], hand },
        }),
        'Poltergeist',
      );
    it('60 for each Trainer card in the revealed hand', () => {
      expect(damageIn(hit([NEST_BALL, SWITCH, PAWMI, L]).state, 'p2:active')).toBe(120);
      expect(damageIn(hit([PAWMI, L]).state, 'p2:active')).toBe(0);
    });
  });

  cardBehaviour('sv1-147', 'Drag Off', () => {
    it('switches in the Benched Pokémon chosen and does 30 to it', () => {
      const t = attack(
        table({
          p1: { active: ['sv1-147', G, G] },
          p2: { active: [DONDOZO], bench: [[SLOWPOKE], [PAWMI]] },
        }),
        'Drag Off',
        { chooser: optionsNaming('Pawmi') },
      );
      expect(templatesIn(t.state, 'p2:active')).toEqual([PAWMI]);
      expect(damageIn(t.state, 'p2:active')).toBe(30);
      expect(damageIn(t.state, 'p2:bench_2')).toBe(0);
      expect(templatesIn(t.state, 'p2:bench_2')).toEqual([DONDOZO]);
    });
  });

  cardBehaviour('sv1-105', 'Underworld Stroll', () => {
    it('a Supporter from the revealed hand goes to the bottom of their deck; only Supporters are offered', () => {
      let t = table({
        p1: { active: ['sv1-105', G, G] },
        p2: { active: [DONDOZO], hand: ['sv1-166', NEST_BALL], deck: [G, G] },
      });
      t = act(t, {
        type: 'declare_action',
        player: 'p1',
        source: 'ai',
        kind: 'attack',
        card: `#${t.state.zones['p1:active']?.cards[0]}`,
        zone: 'p1:active',
        details: { attack: 'Underworld Stroll' },
      });
      expect(optionsOf(t).some((o) => o.includes('Nest Ball'))).toBe(false);
      t = answerAll(t);
      expect(templatesIn(t.state, 'p2:hand')).toEqual([NEST_BALL]);
      expect(templatesIn(t.state, 'p2:deck').at(-1)).toBe('sv1-166');
    });
  });

  cardBehaviour('sv1-87', 'Enveloping Shadow', () => {
    const run = (seed: number) => {
      const t = attack(
        table({
          seed,
          p1: { active: ['sv1-87', P] },
          p2: {
            active: [DONDOZO],
            hand: [SWITCH, 'sv1-180'],
            bench: [[SLOWPOKE]],
            deck: [G, G, G],
          },
        }),
        'Enveloping Shadow',
      );
      return startTurn(t);
    };
    it("heads: the opponent can't play Items next turn (Supporters still); tails: they can", () => {
      const heads = withSeeds(SEEDS, run, (t) =>
        t.state.log.some((e) => /flipped.*heads/.test(e.message)),
      );
      expect(refusalOf(heads, trainerAction(heads, SWITCH, 'p2'))).toBeDefined();
      expect(refusalOf(heads, trainerAction(heads, 'sv1-180', 'p2'))).toBeUndefined();
      const tails = withSeeds(SEEDS, run, (t) =>
        t.state.log.some((e) => /flipped.*tails/.test(e.message)),
      );
      expect(refusalOf(tails, trainerAction(tails, SWITCH, 'p2'))).toBeUndefined();
      expect(damageIn(heads.state, 'p2:active')).toBe(10);
    });
  });

  cardBehaviour('base1-19', 'Earthquake', () => {
    it('70 to the Defending Pokémon and 10 to each of your own Benched Pokémon, not theirs', () => {
      const t = attack(
        table({
          era: 'base-set',
          p1: { active: ['base1-19', F, F, F, F], bench: [[PIKACHU], [SQUIRTLE]] },
          p2: { active: [ONIX], bench: [[SQUIRTLE]] },
        }),
        'Earthquake',
      );
      // Onix has no Weakness or Resistance to Fighting.
      expect(damageIn(t.state, 'p2:active')).toBe(70);
      expect(damageIn(t.state, 'p1:bench_1')).toBe(10);
      expect(damageIn(t.state, 'p1:bench_2')).toBe(10);
      expect(damageIn(t.state, 'p2:bench_1')).toBe(0);
    });
  });

  cardBehaviour('sv1-152', 'Enhanced Fang', () => {
    const hit = (tool: string[]) =>
      attack(
        table({
          p1: { active: ['sv1-152', G, G, G, ...tool] },
          p2: { active: [GREAT_TUSK] },
        }),
        'Enhanced Fang',
      );
    it('80, or 160 with a Pokémon Tool attached', () => {
      expect(damageIn(hit([]).state, 'p2:active')).toBe(80);
      // Exp. Share adds no damage of its own.
      expect(damageIn(hit(['sv1-174']).state, 'p2:active')).toBe(160);
    });
  });
});

describe('fresh sample: compiled attacks', () => {
  cardBehaviour('sv1-63', 'Magnetic Switch', () => {
    it('switches Magnemite with the Benched Pokémon chosen', () => {
      const t = attack(
        table({
          p1: { active: ['sv1-63', L], bench: [[SLOWPOKE], [PAWMI]] },
          p2: { active: [DONDOZO] },
        }),
        'Magnetic Switch',
        { chooser: optionsNaming('Pawmi') },
      );
      expect(templatesIn(t.state, 'p1:active')).toEqual([PAWMI]);
      expect(templatesIn(t.state, 'p1:bench_2')).toEqual(['sv1-63', L]);
      expect(damageIn(t.state, 'p2:active')).toBe(0);
    });
  });

  cardBehaviour('sv1-113', 'Reckless Charge', () => {
    it('50 to the Defending Pokémon and 20 to itself', () => {
      const t = attack(
        table({ p1: { active: [RIOLU, F, F] }, p2: { active: [DONDOZO] } }),
        'Reckless Charge',
      );
      expect(damageIn(t.state, 'p2:active')).toBe(50);
      expect(damageIn(t.state, 'p1:active')).toBe(20);
    });
  });

  cardBehaviour('base3-36', 'Selfdestruct', () => {
    it('100 to the Defending Pokémon, 20 to every Benched Pokémon of both players, 100 to Golem itself', () => {
      const t = attack(
        table({
          era: 'base-set',
          p1: { active: ['base3-36', F, F, F, F], bench: [[ONIX]] },
          p2: { active: [DONDOZO], bench: [[ONIX], [CHANSEY]] },
        }),
        'Selfdestruct',
      );
      expect(damageIn(t.state, 'p2:active')).toBe(100);
      expect(damageIn(t.state, 'p2:bench_1')).toBe(20);
      expect(damageIn(t.state, 'p2:bench_2')).toBe(20);
      // Golem (80 HP) is Knocked Out by its own 100; Onix, damaged on the Bench, took its place.
      expect(templatesIn(t.state, 'p1:discard')).toContain('base3-36');
      expect(templatesIn(t.state, 'p1:active')).toEqual([ONIX]);
      expect(damageIn(t.state, 'p1:active')).toBe(20);
    });
  });

  cardBehaviour('sv1-77', 'Collect', () => {
    it('draws a card', () => {
      const t = attack(
        table({ p1: { active: ['sv1-77', L], deck: [G, W] }, p2: { active: [DONDOZO] } }),
        'Collect',
      );
      expect(templatesIn(t.state, 'p1:hand')).toEqual([G]);
    });
  });

  cardBehaviour('base3-33', 'Lick', () => {
    const run = (seed: number) =>
      attack(
        table({ seed, era: 'base-set', p1: { active: ['base3-33', P] }, p2: { active: [ONIX] } }),
        'Lick',
      );
    it('10; heads, the Defending Pokémon is now Paralyzed; tails, it is not', () => {
      const heads = withSeeds(SEEDS, run, (t) =>
        t.state.log.some((e) => /flipped.*heads/.test(e.message)),
      );
      expect(conditionsIn(heads.state, 'p2:active')).toEqual(['paralyzed']);
      expect(damageIn(heads.state, 'p2:active')).toBe(10);
      const tails = withSeeds(SEEDS, run, (t) =>
        t.state.log.some((e) => /flipped.*tails/.test(e.message)),
      );
      expect(conditionsIn(tails.state, 'p2:active')).toEqual([]);
    });
  });

  cardBehaviour('sv1-129', 'Taunt', () => {
    it("switches in the opponent's Benched Pokémon chosen, without damage", () => {
      const t = attack(
        table({
          p1: { active: ['sv1-129', D] },
          p2: { active: [DONDOZO], bench: [[PAWMI]] },
        }),
        'Taunt',
      );
      expect(templatesIn(t.state, 'p2:active')).toEqual([PAWMI]);
      expect(templatesIn(t.state, 'p2:bench_1')).toEqual([DONDOZO]);
      expect(damageIn(t.state, 'p2:active')).toBe(0);
    });
  });

  cardBehaviour('base3-57', 'Leech Life', () => {
    it('heals Zubat by the damage done after Weakness: 20 to Onix (weak to Grass) heals 20', () => {
      const t = attack(
        withCounters(
          table({ era: 'base-set', p1: { active: ['base3-57', G, G] }, p2: { active: [ONIX] } }),
          'p1:active',
          { damage: 30 },
        ),
        'Leech Life',
      );
      expect(damageIn(t.state, 'p2:active')).toBe(20);
      expect(damageIn(t.state, 'p1:active')).toBe(10);
    });

    it('never heals more than Zubat has', () => {
      const t = attack(
        withCounters(
          table({ era: 'base-set', p1: { active: ['base3-57', G, G] }, p2: { active: [ONIX] } }),
          'p1:active',
          { damage: 10 },
        ),
        'Leech Life',
      );
      expect(damageIn(t.state, 'p1:active')).toBe(0);
    });
  });

  cardBehaviour('base1-25', 'Ice Beam', () => {
    const run = (seed: number) =>
      attack(
        table({
          seed,
          era: 'base-set',
          p1: { active: ['base1-25', W, W, W, W] },
          p2: { active: [CHANSEY] },
        }),
        'Ice Beam',
      );
    it('30; heads Paralyzed, tails not', () => {
      const heads = withSeeds(SEEDS, run, (t) =>
        t.state.log.some((e) => /flipped.*heads/.test(e.message)),
      );
      expect(damageIn(heads.state, 'p2:active')).toBe(30);
      expect(conditionsIn(heads.state, 'p2:active')).toEqual(['paralyzed']);
      const tails = withSeeds(SEEDS, run, (t) =>
        t.state.log.some((e) => /flipped.*tails/.test(e.message)),
      );
      expect(conditionsIn(tails.state, 'p2:active')).toEqual([]);
    });
  });

  cardBehaviour('base1-38', 'Doubleslap', () => {
    const run = (seed: number) =>
      attack(
        table({
          seed,
          era: 'base-set',
          p1: { active: ['base1-38', W, W, W] },
          p2: { active: [CHANSEY] },
        }),
        'Doubleslap',
      );
    it('30 times the number of heads of 2 coins: 0, 30 or 60', () => {
      const seen = new Set(SEEDS.slice(0, 16).map((s) => damageIn(run(s).state, 'p2:active')));
      expect([...seen].every((d) => [0, 30, 60].includes(d))).toBe(true);
      expect(seen.size).toBe(3);
    });
  });

  cardBehaviour('base1-31', 'Meditate', () => {
    it('20 plus 10 for each damage counter on the Defending Pokémon (Chansey resists Psychic: −30)', () => {
      const hit = (damage: number) =>
        attack(
          withCounters(
            table({
              era: 'base-set',
              p1: { active: ['base1-31', P, P, P] },
              p2: { active: [ONIX] },
            }),
            'p2:active',
            { damage },
          ),
          'Meditate',
        );
      // Onix has no Weakness or Resistance to Psychic.
      expect(damageIn(hit(0).state, 'p2:active')).toBe(20);
      expect(damageIn(hit(30).state, 'p2:active')).toBe(30 + 50);
      const resisted = attack(
        withCounters(
          table({
            era: 'base-set',
            p1: { active: ['base1-31', P, P, P] },
            p2: { active: [CHANSEY] },
          }),
          'p2:active',
          { damage: 20 },
        ),
        'Meditate',
      );
      // 20 + 20 = 40, −30 Resistance = 10.
      expect(damageIn(resisted.state, 'p2:active')).toBe(20 + 10);
    });
  });
});

/**
 * The same 40 cards at their edges: a lock on Abilities (Klefki's Mischievous Lock: "Basic
 * Pokémon in play … have no Abilities" while Klefki is Active), Knock Outs not by an attack,
 * Resistance, who chooses, an empty Bench or hand, lasting effects that end.
 */
const KLEFKI = 'sv1-96'; // Psychic 70; Joust (C) 10

describe('fresh sample: edge cases', () => {
  cardBehaviour('sv1-125', 'Dino Cry', () => {
    it("under Klefki's Mischievous Lock, Koraidon ex (a Basic Pokémon) has no Ability to use", () => {
      const t = table({
        p1: { active: ['sv1-125'], bench: [[RIOLU]], discard: [F, F] },
        p2: { active: [KLEFKI] },
      });
      expect(refusalOf(t, abilityAction(t, 'p1:active', 'Dino Cry'))).toBeDefined();
    });
  });

  cardBehaviour('sv1-121', 'Exoskeleton', () => {
    it("under Klefki's lock Stonjourner (Basic) takes the full damage: Joust does 10, not 0", () => {
      const t = attack(
        table({
          activePlayer: 'p2',
          p1: { active: ['sv1-121'] },
          p2: { active: [KLEFKI, P] },
        }),
        'Joust',
        { player: 'p2' },
      );
      expect(damageIn(t.state, 'p1:active')).toBe(10);
    });
  });

  cardBehaviour('sv1-5', 'Counterattack Quills', () => {
    it("under Klefki's lock (Klefki attacking) Cacnea puts no counters back", () => {
      const t = attack(
        table({
          activePlayer: 'p2',
          p1: { active: ['sv1-5'] },
          p2: { active: [KLEFKI, P] },
        }),
        'Joust',
        { player: 'p2' },
      );
      expect(damageIn(t.state, 'p1:active')).toBe(10);
      expect(damageIn(t.state, 'p2:active')).toBe(0);
    });
  });

  cardBehaviour('sv1-41', 'Fire Off', () => {
    it('works from the Bench too: Fire Energy from another Benched Pokémon to the Active one', () => {
      const t = useAbility(
        table({
          p1: { active: [PAWMI], bench: [['sv1-41'], [CHARCADET, R]] },
          p2: { active: [DONDOZO] },
        }),
        'p1:bench_1',
        'Fire Off',
        { chooser: optionsNaming('Charcadet') },
      );
      expect(templatesIn(t.state, 'p1:active')).toEqual([PAWMI, R]);
      expect(templatesIn(t.state, 'p1:bench_2')).toEqual([CHARCADET]);
    });
  });

  cardBehaviour('sv1-174', undefined, () => {
    it('a Knock Out by Poison is not "by damage from an attack": no move is offered', () => {
      // p1's Poisoned Pawmi with 50 damage is Knocked Out at the checkup after p1's turn.
      let t = withCounters(
        table({
          p1: { active: [PAWMI, L], bench: [[SLOWPOKE, 'sv1-174']] },
          p2: { active: [DONDOZO] },
        }),
        'p1:active',
        { damage: 50, poisoned: 1 },
      );
      const asked: string[] = [];
      t = answerAll(act(t, { type: 'end_turn', player: 'p1', source: 'ai' }), (d, s) => {
        asked.push(d.prompt);
        return firstOptions(d, s);
      });
      expect(templatesIn(t.state, 'p1:discard')).toContain(PAWMI);
      expect(asked.some((q) => /Exp\. Share/.test(q))).toBe(false);
      expect(templatesIn(t.state, 'p1:active')).toEqual([SLOWPOKE, 'sv1-174']);
    });
  });

  cardBehaviour('sv1-166', undefined, () => {
    it('with no Pokémon Tool in the deck it still finds the Item', () => {
      const t = playTrainerCard(
        table({
          p1: { active: [PAWMI], hand: ['sv1-166'], deck: [NEST_BALL, PAWMI] },
          p2: { active: [SLOWPOKE] },
        }),
        'sv1-166',
      );
      expect(templatesIn(t.state, 'p1:hand')).toEqual([NEST_BALL]);
    });
  });

  cardBehaviour('base1-93', undefined, () => {
    it('the player of Gust of Wind chooses; the Asleep Active that goes to the Bench wakes up', () => {
      let t = withCounters(
        table({
          era: 'base-set',
          p1: { active: [PIKACHU], hand: ['base1-93'] },
          p2: { active: [SQUIRTLE], bench: [[ONIX], [CHANSEY]] },
        }),
        'p2:active',
        { asleep: 1 },
      );
      t = act(t, trainerAction(t, 'base1-93'));
      expect(t.state.pendingDecision?.decider).toBe('p1');
      t = answerAll(t, optionsNaming('Onix'));
      expect(templatesIn(t.state, 'p2:bench_1')).toEqual([SQUIRTLE]);
      expect(conditionsIn(t.state, 'p2:bench_1')).toEqual([]);
    });
  });

  cardBehaviour('base1-94', undefined, () => {
    it('is refused when none of your Pokémon has damage', () => {
      const t = table({
        era: 'base-set',
        p1: { active: [PIKACHU], hand: ['base1-94'] },
        p2: { active: [SQUIRTLE] },
      });
      expect(refusalOf(t, trainerAction(t, 'base1-94'))).toBeDefined();
    });
  });

  cardBehaviour('base3-3', 'Transform', () => {
    it("copies the Defending Pokémon's Weakness: as Onix it is not weak to Fighting (Rock Throw 10, not 20)", () => {
      const t = attack(
        table({
          era: 'base-set',
          activePlayer: 'p2',
          p1: { active: ['base3-3'] },
          p2: { active: [ONIX, F] },
        }),
        'Rock Throw',
        { player: 'p2' },
      );
      // Rock Throw (Fighting, 10) on Ditto-as-Onix: Onix has no Weakness to Fighting, so 10 —
      // where Ditto's own card is weak to Fighting (20).
      expect(damageIn(t.state, 'p1:active')).toBe(10);
    });
  });

  cardBehaviour('base3-5', 'Curse', () => {
    it('may Knock Out the Pokémon the counter is moved to: its player takes a Prize card', () => {
      // Squirtle (40 HP) has 30 damage; Chansey has 10.
      let t = withCounters(
        withCounters(
          table({
            era: 'base-set',
            p1: { active: ['base3-5'] },
            p2: { active: [CHANSEY], bench: [[SQUIRTLE], [ONIX]] },
          }),
          'p2:active',
          { damage: 10 },
        ),
        'p2:bench_1',
        { damage: 30 },
      );
      const prizes = Object.keys(t.state.zones).filter(
        (z) => z.startsWith('p1:prizes_') && (t.state.zones[z]?.cards.length ?? 0) > 0,
      ).length;
      let asked = 0;
      t = useAbility(t, 'p1:active', 'Curse', {
        chooser: (d) => {
          const want = asked++ === 0 ? 'p2:active' : 'p2:bench_1';
          return [(d.options ?? []).find((o) => o.includes(want)) ?? (d.options ?? [])[0] ?? ''];
        },
      });
      expect(templatesIn(t.state, 'p2:discard')).toContain(SQUIRTLE);
      expect(damageIn(t.state, 'p2:active')).toBe(0);
      expect(count(t, 'p1:hand')).toBe(1);
      expect(
        Object.keys(t.state.zones).filter(
          (z) => z.startsWith('p1:prizes_') && (t.state.zones[z]?.cards.length ?? 0) > 0,
        ).length,
      ).toBe(prizes - 1);
    });
  });

  cardBehaviour('sv1-62', 'Curl Up', () => {
    it('with an empty Bench, Tatsugiri leaves play and its player has no Pokémon: they lose', () => {
      const t = attack(
        table({ p1: { active: ['sv1-62', W] }, p2: { active: [DONDOZO] } }),
        'Curl Up',
      );
      expect(t.state.result?.winners).toEqual(['p2']);
    });
  });

  cardBehaviour('sv1-87', 'Enveloping Shadow', () => {
    it("the lock lasts the opponent's next turn only: two turns later they play Items again", () => {
      const run = (seed: number) =>
        attack(
          table({
            seed,
            p1: { active: ['sv1-87', P], deck: [G, G, G] },
            p2: { active: [DONDOZO], bench: [[SLOWPOKE]], hand: [SWITCH], deck: [G, G, G] },
          }),
          'Enveloping Shadow',
        );
      const heads = withSeeds(SEEDS, run, (t) => headsOf(t) > 0);
      // p2's turn (locked), p1's turn, then p2's next turn.
      let t = startTurn(heads);
      expect(refusalOf(t, trainerAction(t, SWITCH, 'p2'))).toBeDefined();
      t = startTurn(act(t, { type: 'end_turn', player: 'p2', source: 'ai' }));
      t = startTurn(act(t, { type: 'end_turn', player: 'p1', source: 'ai' }));
      expect(t.state.turn.activePlayer).toBe('p2');
      expect(refusalOf(t, trainerAction(t, SWITCH, 'p2'))).toBeUndefined();
    });
  });

  cardBehaviour('sv1-105', 'Underworld Stroll', () => {
    it('with no Supporter in the revealed hand, nothing moves', () => {
      const t = attack(
        table({
          p1: { active: ['sv1-105', G, G] },
          p2: { active: [DONDOZO], hand: [NEST_BALL, PAWMI], deck: [G] },
        }),
        'Underworld Stroll',
      );
      expect(sorted(templatesIn(t.state, 'p2:hand'))).toEqual(sorted([NEST_BALL, PAWMI]));
      expect(templatesIn(t.state, 'p2:deck')).toEqual([G]);
    });
  });

  cardBehaviour('base1-19', 'Earthquake', () => {
    it('Resistance applies to the Defending Pokémon (Pidgeotto: 70 − 30), never on the Bench', () => {
      const t = attack(
        table({
          era: 'base-set',
          p1: { active: ['base1-19', F, F, F, F], bench: [[PIKACHU]] },
          p2: { active: ['base1-22'] },
        }),
        'Earthquake',
      );
      expect(damageIn(t.state, 'p2:active')).toBe(40);
      // Pikachu is weak to Fighting, but a Benched Pokémon takes no Weakness.
      expect(damageIn(t.state, 'p1:bench_1')).toBe(10);
    });
  });

  cardBehaviour('sv1-129', 'Taunt', () => {
    it("the attacker chooses which of the opponent's Benched Pokémon comes in", () => {
      const b = table({
        p1: { active: ['sv1-129', D] },
        p2: { active: [DONDOZO], bench: [[PAWMI], [SLOWPOKE]] },
      });
      const t = act(b, {
        type: 'declare_action',
        player: 'p1',
        source: 'ai',
        kind: 'attack',
        card: `#${b.state.zones['p1:active']?.cards[0]}`,
        zone: 'p1:active',
        details: { attack: 'Taunt' },
      });
      expect(t.state.pendingDecision?.decider).toBe('p1');
      const done = answerAll(t, optionsNaming('Slowpoke'));
      expect(templatesIn(done.state, 'p2:active')).toEqual([SLOWPOKE]);
    });
  });

  cardBehaviour('base3-57', 'Leech Life', () => {
    it('against Resistance the damage done is 0, so nothing is healed (Varoom resists Grass)', () => {
      const t = attack(
        withCounters(
          table({
            era: 'base-set',
            p1: { active: ['base3-57', G, G] },
            p2: { active: ['sv1-140'] },
          }),
          'p1:active',
          { damage: 20 },
        ),
        'Leech Life',
      );
      expect(damageIn(t.state, 'p2:active')).toBe(0);
      expect(damageIn(t.state, 'p1:active')).toBe(20);
    });
  });

  cardBehaviour('base3-36', 'Selfdestruct', () => {
    it('a Benched Pokémon weak to Fighting still takes 20: no Weakness on the Bench', () => {
      const t = attack(
        table({
          era: 'base-set',
          p1: { active: ['base3-36', F, F, F, F], bench: [[ONIX]] },
          p2: { active: [DONDOZO], bench: [[PIKACHU]] },
        }),
        'Selfdestruct',
      );
      expect(damageIn(t.state, 'p2:bench_1')).toBe(20);
    });
  });
});

/**
 * The second fresh draw, `npx tsx scripts/audit-sample.ts 31`, less the parts of cards already in
 * the seed-27 sample above (and Professor's Research, Gengar and Jynx, drawn before): 28 more
 * parts, written from the printed text the same way.
 */
const PRIZE_ZONES = (t: Table, player: string) =>
  Object.keys(t.state.zones).filter(
    (z) => z.startsWith(`${player}:prizes_`) && (t.state.zones[z]?.cards.length ?? 0) > 0,
  ).length;
/** A run whose coin came up heads and one where it came up tails. */
const flipRuns = <T extends Table>(run: (seed: number) => T) => ({
  heads: withSeeds(SEEDS, run, (t) => headsOf(t) > 0),
  tails: withSeeds(SEEDS, run, (t) => headsOf(t) === 0),
});

describe('second fresh sample (seed 31): Trainers', () => {
  cardBehaviour('sv1-168', undefined, () => {
    const run = (seed: number) =>
      playTrainerCard(
        table({
          seed,
          p1: { active: [PAWMI], hand: ['sv1-168'] },
          p2: { active: [DONDOZO, W], bench: [[SLOWPOKE, W, W]] },
        }),
        'sv1-168',
        { chooser: optionsNaming('Slowpoke') },
      );
    it("heads: an Energy of the opponent's Pokémon chosen (Benched too) is discarded; tails: none", () => {
      const { heads, tails } = flipRuns(run);
      expect(templatesIn(heads.state, 'p2:bench_1')).toEqual([SLOWPOKE, W]);
      expect(templatesIn(heads.state, 'p2:discard')).toEqual([W]);
      expect(templatesIn(tails.state, 'p2:discard')).toEqual([]);
      expect(templatesIn(tails.state, 'p1:discard')).toEqual(['sv1-168']);
    });
    it("is refused when the opponent's Pokémon have no Energy", () => {
      const t = table({ p1: { active: [PAWMI], hand: ['sv1-168'] }, p2: { active: [DONDOZO] } });
      expect(refusalOf(t, trainerAction(t, 'sv1-168'))).toBeDefined();
    });
  });

  cardBehaviour('base3-58', undefined, () => {
    it('a Benched Pokémon and its cards are shuffled into the deck', () => {
      const t = playTrainerCard(
        table({
          era: 'base-set',
          p1: { active: [PIKACHU], bench: [[SQUIRTLE, W]], hand: ['base3-58'], deck: [G] },
          p2: { active: [ONIX] },
        }),
        'base3-58',
      );
      expect(templatesIn(t.state, 'p1:bench_1')).toEqual([]);
      expect(sorted(templatesIn(t.state, 'p1:deck'))).toEqual(sorted([G, SQUIRTLE, W]));
    });
    it('is refused with an empty Bench', () => {
      const t = table({
        era: 'base-set',
        p1: { active: [PIKACHU], hand: ['base3-58'] },
        p2: { active: [ONIX] },
      });
      expect(refusalOf(t, trainerAction(t, 'base3-58'))).toBeDefined();
    });
  });

  cardBehaviour('sv1-187', undefined, () => {
    const run = (seed: number) =>
      playTrainerCard(
        table({
          seed,
          p1: { active: [PAWMI], hand: ['sv1-187'] },
          p2: { active: [DONDOZO], bench: [[SLOWPOKE]] },
        }),
        'sv1-187',
      );
    it("heads: the opponent's Benched Pokémon comes in; tails: nothing moves", () => {
      const { heads, tails } = flipRuns(run);
      expect(templatesIn(heads.state, 'p2:active')).toEqual([SLOWPOKE]);
      expect(templatesIn(tails.state, 'p2:active')).toEqual([DONDOZO]);
    });
  });

  cardBehaviour('base3-62', undefined, () => {
    it('is played as a Basic Pokémon, cannot retreat, and gives no Prize card when Knocked Out', () => {
      let t = table({
        era: 'base-set',
        activePlayer: 'p2',
        p1: { active: [ONIX, F] },
        p2: { active: [PIKACHU, L, L], bench: [['base3-62']] },
      });
      // p2's Fossil on the Bench is a Pokémon in play; as the Active Pokémon it can't retreat.
      t = act(t, {
        type: 'declare_action',
        player: 'p2',
        source: 'ai',
        kind: 'retreat',
        card: `#${t.state.zones['p2:active']?.cards[0]}`,
        zone: 'p2:active',
        details: { to: 'p2:bench_1', discard: [t.state.zones['p2:active']?.cards[1] ?? ''] },
      });
      expect(templatesIn(t.state, 'p2:active')).toEqual(['base3-62']);
      const stuck = t.engine.execute(t.state, {
        type: 'declare_action',
        player: 'p2',
        source: 'ai',
        kind: 'retreat',
        card: `#${t.state.zones['p2:active']?.cards[0]}`,
        zone: 'p2:active',
        details: { to: 'p2:bench_1', discard: [] },
      });
      expect(stuck.ok).toBe(false);
      // p1's Onix Knocks the Fossil (10 HP) Out: no Prize card for it.
      t = startTurn(act(t, { type: 'end_turn', player: 'p2', source: 'ai' }));
      const prizes = PRIZE_ZONES(t, 'p1');
      t = attack(t, 'Rock Throw');
      expect(templatesIn(t.state, 'p2:discard')).toContain('base3-62');
      expect(PRIZE_ZONES(t, 'p1')).toBe(prizes);
    });
  });

  cardBehaviour('base1-74', undefined, () => {
    it('discards 2 other cards to put a Trainer from the discard pile into the hand', () => {
      const t = playTrainerCard(
        table({
          era: 'base-set',
          p1: {
            active: [PIKACHU],
            hand: ['base1-74', W, G],
            discard: ['base1-93', SQUIRTLE],
          },
          p2: { active: [ONIX] },
        }),
        'base1-74',
        { chooser: optionsNaming('Water', 'Grass', 'Gust') },
      );
      expect(templatesIn(t.state, 'p1:hand')).toEqual(['base1-93']);
      expect(sorted(templatesIn(t.state, 'p1:discard'))).toEqual(
        sorted(['base1-74', W, G, SQUIRTLE]),
      );
    });
    it('is refused with no Trainer card in the discard pile', () => {
      const t = table({
        era: 'base-set',
        p1: { active: [PIKACHU], hand: ['base1-74', W, G], discard: [SQUIRTLE] },
        p2: { active: [ONIX] },
      });
      expect(refusalOf(t, trainerAction(t, 'base1-74'))).toBeDefined();
    });
  });

  cardBehaviour('base1-73', undefined, () => {
    it('the opponent shuffles their hand into their deck and draws 7', () => {
      const t = playTrainerCard(
        table({
          era: 'base-set',
          p1: { active: [PIKACHU], hand: ['base1-73', W] },
          p2: { active: [ONIX], hand: [SQUIRTLE, W], deck: Array(8).fill(G) },
        }),
        'base1-73',
      );
      expect(count(t, 'p2:hand')).toBe(7);
      expect(count(t, 'p2:deck')).toBe(3);
      expect(templatesIn(t.state, 'p1:hand')).toEqual([W]);
    });
  });

  cardBehaviour('sv1-176', undefined, () => {
    it('each player shuffles their hand into their deck and draws 4', () => {
      const t = playTrainerCard(
        table({
          p1: { active: [PAWMI], hand: ['sv1-176', L], deck: Array(6).fill(G) },
          p2: { active: [DONDOZO], hand: Array(6).fill(W), deck: [G] },
        }),
        'sv1-176',
      );
      expect(count(t, 'p1:hand')).toBe(4);
      expect(count(t, 'p1:deck')).toBe(3);
      expect(count(t, 'p2:hand')).toBe(4);
      expect(count(t, 'p2:deck')).toBe(3);
    });
  });
});

describe('second fresh sample (seed 31): Abilities and Pokémon Powers', () => {
  cardBehaviour('sv1-76', 'Electrogenesis', () => {
    it('attaches a Basic Lightning Energy from the deck to Pawmot, once a turn', () => {
      let t = table({
        p1: { active: ['sv1-76'], deck: [G, L, L] },
        p2: { active: [DONDOZO] },
      });
      t = useAbility(t, 'p1:active', 'Electrogenesis');
      expect(templatesIn(t.state, 'p1:active')).toEqual(['sv1-76', L]);
      expect(count(t, 'p1:deck')).toBe(2);
      expect(refusalOf(t, abilityAction(t, 'p1:active', 'Electrogenesis'))).toBeDefined();
    });
  });

  cardBehaviour('base3-1', 'Prehistoric Power', () => {
    const evolving = (asleep: boolean) => {
      let t = table({
        era: 'base-set',
        activePlayer: 'p2',
        p1: { active: ['base3-1'] },
        p2: { active: [SQUIRTLE], hand: ['base1-42'] },
      });
      if (asleep) t = withCounters(t, 'p1:active', { asleep: 1 });
      const id = t.state.zones['p2:hand']?.cards[0];
      return refusalOf(t, {
        type: 'move_card',
        player: 'p2',
        source: 'ai',
        card: `#${id}`,
        to: 'p2:active',
        position: 'top',
      });
    };
    it('no Evolution card can be played while it works; an Asleep Aerodactyl stops it', () => {
      expect(evolving(false)).toBeDefined();
      expect(evolving(true)).toBeUndefined();
    });
  });

  cardBehaviour('sv1-6', 'Counterattack Quills', () => {
    it("a Stage 1: Klefki's lock on Basic Pokémon does not stop it (Joust: 30 back)", () => {
      const t = attack(
        table({
          activePlayer: 'p2',
          p1: { active: ['sv1-6'] },
          p2: { active: [KLEFKI, P] },
        }),
        'Joust',
        { player: 'p2' },
      );
      expect(damageIn(t.state, 'p1:active')).toBe(10);
      expect(damageIn(t.state, 'p2:active')).toBe(30);
    });
  });

  cardBehaviour('sv1-43', 'Strange Behavior', () => {
    it('moves damage counters from your other Pokémon to Slowbro, one at a time, as often as you like', () => {
      let t = withCounters(
        table({
          p1: { active: ['sv1-43'], bench: [[PAWMI]] },
          p2: { active: [DONDOZO] },
        }),
        'p1:bench_1',
        { damage: 20 },
      );
      t = useAbility(t, 'p1:active', 'Strange Behavior');
      t = useAbility(t, 'p1:active', 'Strange Behavior');
      expect(damageIn(t.state, 'p1:bench_1')).toBe(0);
      expect(damageIn(t.state, 'p1:active')).toBe(20);
      expect(refusalOf(t, abilityAction(t, 'p1:active', 'Strange Behavior'))).toBeDefined();
    });
  });

  cardBehaviour('sv1-93', 'Blooming Garden', () => {
    it('your Pokémon have no Weakness: Pawmi takes 50 from Vise Grip, not 100', () => {
      const t = attack(
        table({
          activePlayer: 'p2',
          p1: { active: [PAWMI], bench: [['sv1-93']] },
          p2: { active: [KLAWF, F, F] },
        }),
        'Vise Grip',
        { player: 'p2' },
      );
      expect(damageIn(t.state, 'p1:active')).toBe(50);
    });
  });

  cardBehaviour('sv1-145', 'Busybody Nurse', () => {
    it('the Active Pokémon recovers from all Special Conditions, once a turn', () => {
      let t = withCounters(
        table({ p1: { active: [PAWMI], bench: [['sv1-145']] }, p2: { active: [DONDOZO] } }),
        'p1:active',
        { poisoned: 1, confused: 1, damage: 10 },
      );
      t = useAbility(t, 'p1:bench_1', 'Busybody Nurse');
      expect(conditionsIn(t.state, 'p1:active')).toEqual([]);
      expect(damageIn(t.state, 'p1:active')).toBe(10);
      const again = withCounters(t, 'p1:active', { asleep: 1 });
      expect(refusalOf(again, abilityAction(again, 'p1:bench_1', 'Busybody Nurse'))).toBeDefined();
    });
  });
});

describe('second fresh sample (seed 31): attacks', () => {
  cardBehaviour('base1-59', 'Water Gun', () => {
    const hit = (water: number) =>
      damageIn(
        attack(
          table({
            era: 'base-set',
            p1: { active: ['base1-59', ...Array(water).fill(W)] },
            p2: { active: [ONIX] },
          }),
          'Water Gun',
        ).state,
        'p2:active',
      );
    it('10, plus 10 for each Water Energy beyond the cost, at most 20 more', () => {
      expect([hit(1), hit(2), hit(3), hit(4)]).toEqual([10, 20, 30, 30]);
    });
  });

  cardBehaviour('base1-56', 'Harden', () => {
    it("during the opponent's next turn damage of 30 or less is prevented; more goes through", () => {
      const hardened = attack(
        table({
          era: 'base-set',
          p1: { active: [ONIX, F, F] },
          p2: { active: ['base1-20', L, L] },
        }),
        'Harden',
      );
      const theirs = startTurn(hardened);
      // Electabuzz's Thundershock: 10 → prevented.
      const small = attack(theirs, 'Thundershock', { player: 'p2' });
      expect(damageIn(small.state, 'p1:active')).toBe(0);
    });
  });

  cardBehaviour('base1-62', 'Sand-attack', () => {
    const run = (seed: number) => {
      const t = attack(
        table({
          seed,
          era: 'base-set',
          p1: { active: ['base1-62', F] },
          p2: { active: [ONIX, F] },
        }),
        'Sand-attack',
      );
      return attack(startTurn(t), 'Rock Throw', { player: 'p2' });
    };
    it('the Defending Pokémon that attacks flips: tails, its attack does nothing', () => {
      const tails = withSeeds(SEEDS, run, (t) => headsOf(t, 'p2') === 0);
      expect(damageIn(tails.state, 'p1:active')).toBe(0);
      const heads = withSeeds(SEEDS, run, (t) => headsOf(t, 'p2') > 0);
      // Heads: Rock Throw does its 10 (Sandshrew is weak to Grass, not Fighting).
      expect(damageIn(heads.state, 'p1:active')).toBe(10);
    });
  });

  cardBehaviour('sv1-70', 'Junk Hunt', () => {
    it('puts an Item card from the discard pile into the hand; a Supporter is not offered', () => {
      let t = table({
        p1: { active: ['sv1-70', L], discard: [NEST_BALL, 'sv1-176'] },
        p2: { active: [DONDOZO] },
      });
      t = attack(t, 'Junk Hunt');
      expect(templatesIn(t.state, 'p1:hand')).toEqual([NEST_BALL]);
      expect(templatesIn(t.state, 'p1:discard')).toEqual(['sv1-176']);
    });
  });

  cardBehaviour('base3-15', 'Thunderstorm', () => {
    it('40 to the Defending Pokémon; 20 to each Benched one whose coin is heads; 10 to itself per tails', () => {
      for (const seed of [1, 2, 3]) {
        const t = attack(
          table({
            seed,
            era: 'base-set',
            p1: { active: ['base3-15', L, L, L, L] },
            p2: { active: [ONIX], bench: [[SQUIRTLE], [CHANSEY]] },
          }),
          'Thunderstorm',
        );
        const heads = headsOf(t);
        const hitOnBench = [1, 2].filter((i) => damageIn(t.state, `p2:bench_${i}`) === 20).length;
        expect(damageIn(t.state, 'p2:active')).toBe(40);
        expect(hitOnBench).toBe(heads);
        expect(damageIn(t.state, 'p1:active')).toBe(10 * (2 - heads));
      }
    });
  });

  cardBehaviour('sv1-90', 'Curse Spreading', () => {
    it("8 damage counters on the opponent's Pokémon, no Weakness or Resistance", () => {
      const t = attack(
        table({
          p1: { active: ['sv1-90', P, P, P] },
          p2: { active: [DONDOZO], bench: [[SLOWPOKE]] },
        }),
        'Curse Spreading',
      );
      expect(damageIn(t.state, 'p2:active') + damageIn(t.state, 'p2:bench_1')).toBe(80);
    });
  });

  cardBehaviour('sv1-92', 'Magical Leaf', () => {
    const run = (seed: number) =>
      attack(
        withCounters(
          table({ seed, p1: { active: ['sv1-92', P, P] }, p2: { active: [DONDOZO] } }),
          'p1:active',
          { damage: 40 },
        ),
        'Magical Leaf',
      );
    it('heads: 60 and 30 healed from Floette; tails: 30 and no healing', () => {
      const { heads, tails } = flipRuns(run);
      expect(damageIn(heads.state, 'p2:active')).toBe(60);
      expect(damageIn(heads.state, 'p1:active')).toBe(10);
      expect(damageIn(tails.state, 'p2:active')).toBe(30);
      expect(damageIn(tails.state, 'p1:active')).toBe(40);
    });
  });

  cardBehaviour('sv1-164', 'Touring', () => {
    it('draws 2 cards', () => {
      const t = attack(
        table({ p1: { active: ['sv1-164', G], deck: [L, W, G] }, p2: { active: [DONDOZO] } }),
        'Touring',
      );
      expect(templatesIn(t.state, 'p1:hand')).toEqual([L, W]);
    });
  });

  cardBehaviour('sv1-103', 'Eye Strength', () => {
    it("20, and the Defending Pokémon can't retreat during the opponent's next turn", () => {
      const t = startTurn(
        attack(
          table({
            p1: { active: ['sv1-103', P] },
            p2: { active: [PAWMI, L], bench: [[SLOWPOKE]] },
          }),
          'Eye Strength',
        ),
      );
      expect(damageIn(t.state, 'p2:active')).toBe(20);
      const r = t.engine.execute(t.state, {
        type: 'declare_action',
        player: 'p2',
        source: 'ai',
        kind: 'retreat',
        card: `#${t.state.zones['p2:active']?.cards[0]}`,
        zone: 'p2:active',
        details: { to: 'p2:bench_1', discard: [t.state.zones['p2:active']?.cards[1] ?? ''] },
      });
      expect(r.ok).toBe(false);
    });
  });

  cardBehaviour('sv1-29', 'Hot Bite', () => {
    it("20, and the opponent's Active Pokémon is now Burned", () => {
      const t = attack(
        table({ p1: { active: ['sv1-29', G] }, p2: { active: [DONDOZO] } }),
        'Hot Bite',
      );
      expect(conditionsIn(t.state, 'p2:active')).toContain('burned');
      // 20 from the attack; the checkup's Burn adds 20 more.
      expect(damageIn(t.state, 'p2:active')).toBe(40);
    });
  });

  cardBehaviour('sv1-12', 'Rising Lunge', () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['sv1-12', G, G] }, p2: { active: [DONDOZO] } }),
        'Rising Lunge',
      );
    it('heads 60, tails 30', () => {
      const { heads, tails } = flipRuns(run);
      expect(damageIn(heads.state, 'p2:active')).toBe(60);
      expect(damageIn(tails.state, 'p2:active')).toBe(30);
    });
  });

  cardBehaviour('sv1-139', 'Rolling Shell', () => {
    it("90, and during the opponent's next turn Forretress takes 50 less (after Weakness)", () => {
      const t = startTurn(
        attack(
          table({
            p1: { active: ['sv1-139', 'sve-8', G, G] },
            p2: { active: [KLAWF, F, F] },
          }),
          'Rolling Shell',
        ),
      );
      expect(damageIn(t.state, 'p2:active')).toBe(90);
      const back = attack(t, 'Vise Grip', { player: 'p2' });
      expect(damageIn(back.state, 'p1:active')).toBe(0);
    });
  });

  cardBehaviour('sv1-75', 'Thunder Shock', () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['sv1-75', L] }, p2: { active: [SLOWPOKE] } }),
        'Thunder Shock',
      );
    it('30 ×2 for Weakness; heads Paralyzed, tails not', () => {
      const { heads, tails } = flipRuns(run);
      expect(damageIn(heads.state, 'p2:active')).toBe(60);
      expect(conditionsIn(heads.state, 'p2:active')).toEqual(['paralyzed']);
      expect(conditionsIn(tails.state, 'p2:active')).toEqual([]);
    });
  });

  cardBehaviour('sv1-102', 'Dash Off', () => {
    it('10, then Flittle switches with the Benched Pokémon chosen', () => {
      const t = attack(
        table({ p1: { active: ['sv1-102', P], bench: [[PAWMI]] }, p2: { active: [DONDOZO] } }),
        'Dash Off',
      );
      expect(damageIn(t.state, 'p2:active')).toBe(10);
      expect(templatesIn(t.state, 'p1:active')).toEqual([PAWMI]);
      expect(templatesIn(t.state, 'p1:bench_1')).toEqual(['sv1-102', P]);
    });
  });

  cardBehaviour('base1-20', 'Thundershock', () => {
    const run = (seed: number) =>
      attack(
        table({
          seed,
          era: 'base-set',
          p1: { active: ['base1-20', L] },
          p2: { active: [SQUIRTLE] },
        }),
        'Thundershock',
      );
    it('10 ×2 for Weakness; heads Paralyzed, tails not', () => {
      const { heads, tails } = flipRuns(run);
      expect(damageIn(heads.state, 'p2:active')).toBe(20);
      expect(conditionsIn(heads.state, 'p2:active')).toEqual(['paralyzed']);
      expect(conditionsIn(tails.state, 'p2:active')).toEqual([]);
    });
  });
});
