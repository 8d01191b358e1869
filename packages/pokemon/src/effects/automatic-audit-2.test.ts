/**
 * The second outsider's audit of what loaded classic sets play AUTOMATICALLY (issue #28: "what
 * is automatic is right (outside checks will load one)"). Each case is written from the card's
 * printed text in `fixtures/basep.json` / `fixtures/si1.json` (and the rules), before reading
 * the rule that compiles it.
 *
 * The draw (session 6, main 664bbdb): EVERY distinct card of the two sets held out in session 5
 * — Wizards Black Star Promos (basep) and Southern Islands (si1) — whose every part is automatic
 * (`setAutomation`'s reading: `manualParts` empty): 24 + 10 cards, no sampling. Each part with
 * text is checked: both coin branches, "you may" taken and declined, refusals, damage after
 * Weakness and Resistance where the text meets them.
 *
 *   basep: 1 Pikachu, 4 Pikachu, 6 Arcanine, 7 Jigglypuff, 12 Mewtwo, 16 Computer Error,
 *     19 Sabrina's Abra, 20 Psyduck, 22 Articuno, 25 Flying Pikachu, 26 Pikachu, 27 Pikachu,
 *     29 Marill, 30 Togepi, 31 Cleffa, 33 Scizor, 36 Igglybuff, 37 Hitmontop, 38 Unown [J],
 *     40 Pokémon Center, 41 Lucky Stadium, 43 Machamp, 50 Celebi, 52 Ho-oh.
 *   si1: 2 Pidgeot, 3 Onix, 4 Togepi, 6 Raticate, 7 Ledyba, 9 Butterfree, 11 Marill,
 *     13 Exeggutor, 15 Wartortle, 18 Primeape.
 *
 * Rulings relied on: Weakness then Resistance apply to the Defending Pokémon only, never to
 * Benched Pokémon unless the text says so (1999 Base Set rulebook, "Weakness" / "Resistance",
 * and the cards' own reminders); "Benching either Pokémon ends this effect" ends a lasting effect
 * the moment either Pokémon goes to the Bench, even if it comes back (the reminder's words); a
 * Baby Pokémon's rule is printed on the card (Cleffa, Igglybuff).
 */
import { describe, expect, it } from 'vitest';
import { pokemonIn } from '../game/board';
import { play, playTrainerCard } from './audit/audit.test-helper';
import {
  coinsOf,
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
  R,
  SEEDS,
  SQUIRTLE,
  W,
} from './cards/classic.test-helper';
import { classicEngine, classicRegistry, classicTable as table } from './classic-sets.test-helper';
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
  trainerAction,
  useAbility,
  withCounters,
} from './effects.test-helper';

const M = 'sve-8';
const SWITCH = 'base1-95';
const DOUBLE_COLORLESS = 'base1-96';
const MACHOP = 'base1-52'; // 50 HP Fighting; Low Kick [F] 20
const HITMONCHAN = 'base1-7'; // 70 HP Fighting; Jab [F] 20, Special Punch [FFC] 40
const TANGELA = 'base1-66'; // Poisonpowder [GGG] 20, Poisoned
const CHANSEY = 'base1-3'; // 120 HP Colorless, Resistance Psychic −30
const ALAKAZAM = 'base1-1'; // 80 HP, Weakness Psychic ×2
const CHARIZARD = 'base1-4'; // 120 HP, Weakness Water ×2
const VENUSAUR = 'base1-15'; // 100 HP, Weakness Fire ×2
const BASE_MEWTWO = 'base1-10'; // 60 HP Psychic, Weakness Psychic; Psychic [PC] 10+ per Defending Energy

const card = (id: string, part: string | undefined, fn: () => void) =>
  cardBehaviour(id, part, fn, classicRegistry);

/** A Pokémon of p1's (by zone) uses a Power; its choices are answered with `chooser`. */
const useAbilityAt = (t: Table, zone: string, ability: string, chooser?: Chooser) =>
  useAbility(t, zone, ability, chooser ? { chooser } : {});
/** The types the Pokémon in a zone has now (after type changes). */
const typesOf = (t: Table, zone: string) =>
  pokemonIn(classicEngine.definition.cards, t.state, zone)?.card.types;

/** p2 attacks with its Active Pokémon (p2 to move, in its main phase). */
const p2Attacks = (t: Table, name: string) => attack(t, name, { player: 'p2' });
/** p1 attacked; p2 draws and is in its main phase. */
const p2Turn = (t: Table) => nextTurn(t);

/** `attacker` used `name` (p1, seed); Tangela answers with Poisonpowder next turn. */
const thenPoisonpowder = (attacker: string[], name: string) => (seed: number) =>
  p2Attacks(
    p2Turn(
      attack(table({ seed, p1: { active: attacker }, p2: { active: [TANGELA, G, G, G] } }), name),
    ),
    'Poisonpowder',
  );

describe('basep', () => {
  card('basep-1', 'Growl', () => {
    const board = (p2: { bench?: string[][]; hand?: string[] } = {}) =>
      p2Turn(
        attack(
          table({
            p1: { active: ['basep-1', L] },
            p2: { active: [MACHOP, F], bench: p2.bench ?? [], hand: p2.hand ?? [] },
          }),
          'Growl',
        ),
      );

    it('the Defending Pokémon attacks Pikachu next turn: 10 less after Weakness (Low Kick 20 ×2 − 10 = 30)', () => {
      expect(damageIn(p2Attacks(board(), 'Low Kick').state, 'p1:active')).toBe(30);
    });

    it('another Pokémon that attacks does full damage (40)', () => {
      let t = board({ bench: [[MACHOP, F]], hand: [SWITCH] });
      t = playTrainerCard(t, SWITCH, { player: 'p2' });
      expect(damageIn(p2Attacks(t, 'Low Kick').state, 'p1:active')).toBe(40);
    });

    it('benching the Defending Pokémon ends it, even when it comes back (2 Switch: 40)', () => {
      let t = board({ bench: [[MACHOP, F]], hand: [SWITCH, SWITCH] });
      const defending = t.state.zones['p2:active']?.cards[0];
      t = playTrainerCard(playTrainerCard(t, SWITCH, { player: 'p2' }), SWITCH, { player: 'p2' });
      expect(t.state.zones['p2:active']?.cards[0]).toBe(defending);
      expect(damageIn(p2Attacks(t, 'Low Kick').state, 'p1:active')).toBe(40);
    });
  });

  card('basep-1', 'Thundershock', () => {
    it('20; heads Paralyzed, tails not', () => {
      const run = (seed: number) =>
        attack(
          table({ seed, p1: { active: ['basep-1', L, L] }, p2: { active: [KINGAMBIT] } }),
          'Thundershock',
        );
      const h = onSide('heads', run);
      expect(damageIn(h.state, 'p2:active')).toBe(20);
      expect(conditionsIn(h.state, 'p2:active')).toEqual(['paralyzed']);
      const t = onSide('tails', run);
      expect(damageIn(t.state, 'p2:active')).toBe(20);
      expect(conditionsIn(t.state, 'p2:active')).toEqual([]);
    });
  });

  card('basep-4', 'Recharge', () => {
    const board = (deck: string[]) =>
      table({ p1: { active: ['basep-4', L], deck }, p2: { active: [KINGAMBIT] } });

    it('only a Lightning Energy card of the deck is offered; it is attached to Pikachu; the opponent sees none of the deck', () => {
      const t = declare(board([W, L, G, PIKACHU]), 'Recharge');
      expect(optionNames(t).filter((o) => !/^(no|don't|skip|none)/i.test(o))).toEqual([
        expect.stringContaining('Lightning'),
      ]);
      expect(seenBy(t, 'p2', 'p1:deck')).toEqual([]);
      const done = answerAll(t, exactly('Lightning'));
      expect(templatesIn(done.state, 'p1:active')).toEqual(['basep-4', L, L]);
      expect(sorted(templatesIn(done.state, 'p1:deck'))).toEqual(sorted([W, G, PIKACHU]));
      expect(damageIn(done.state, 'p2:active')).toBe(0);
    });

    it('no Lightning Energy in the deck: nothing is attached', () => {
      const done = answerAll(declare(board([W, G]), 'Recharge'));
      expect(templatesIn(done.state, 'p1:active')).toEqual(['basep-4', L]);
      expect(templatesIn(done.state, 'p1:deck')).toHaveLength(2);
    });
  });

  card('basep-4', 'Thunderbolt', () => {
    it('50; every Energy card attached to Pikachu is discarded', () => {
      const t = attack(
        table({ p1: { active: ['basep-4', L, L, L, W] }, p2: { active: [KINGAMBIT] } }),
        'Thunderbolt',
      );
      expect(damageIn(t.state, 'p2:active')).toBe(50);
      expect(templatesIn(t.state, 'p1:active')).toEqual(['basep-4']);
      expect(sorted(templatesIn(t.state, 'p1:discard'))).toEqual(sorted([L, L, L, W]));
    });
  });

  card('basep-6', 'Quick Attack', () => {
    it('heads 30, tails 10', () => {
      const run = (seed: number) =>
        attack(
          table({ seed, p1: { active: ['basep-6', R, R] }, p2: { active: [KINGAMBIT] } }),
          'Quick Attack',
        );
      expect(damageIn(onSide('heads', run).state, 'p2:active')).toBe(30);
      expect(damageIn(onSide('tails', run).state, 'p2:active')).toBe(10);
    });
  });

  card('basep-6', 'Flames of Rage', () => {
    it('2 Fire Energy discarded; 40 plus 10 per damage counter on Arcanine (2 counters: 60)', () => {
      const t = attack(
        withCounters(
          table({ p1: { active: ['basep-6', R, R, R, W] }, p2: { active: [KINGAMBIT] } }),
          'p1:active',
          { damage: 20 },
        ),
        'Flames of Rage',
      );
      expect(damageIn(t.state, 'p2:active')).toBe(60);
      expect(templatesIn(t.state, 'p1:discard')).toEqual([R, R]);
      expect(sorted(templatesIn(t.state, 'p1:active'))).toEqual(sorted(['basep-6', R, W]));
    });

    it('Weakness doubles the whole: 40 ×2 on Venusaur (weak to Fire)', () => {
      const t = attack(
        table({ p1: { active: ['basep-6', R, R] }, p2: { active: [VENUSAUR] } }),
        'Flames of Rage',
      );
      expect(damageIn(t.state, 'p2:active')).toBe(80);
    });
  });

  card('basep-7', 'First Aid', () => {
    it('1 damage counter removed from Jigglypuff', () => {
      const t = attack(
        withCounters(
          table({ p1: { active: ['basep-7', W] }, p2: { active: [KINGAMBIT] } }),
          'p1:active',
          { damage: 20 },
        ),
        'First Aid',
      );
      expect(damageIn(t.state, 'p1:active')).toBe(10);
      expect(damageIn(t.state, 'p2:active')).toBe(0);
    });
  });

  card('basep-7', 'Double-edge', () => {
    it('40 to the Defending Pokémon, 20 to Jigglypuff', () => {
      const t = attack(
        table({ p1: { active: ['basep-7', W, W, W] }, p2: { active: [KINGAMBIT] } }),
        'Double-edge',
      );
      expect(damageIn(t.state, 'p2:active')).toBe(40);
      expect(damageIn(t.state, 'p1:active')).toBe(20);
    });
  });

  card('basep-12', 'Energy Control', () => {
    const board = (seed: number, p2Active: string[] = [KINGAMBIT, W, DOUBLE_COLORLESS]) =>
      table({
        seed,
        p1: { active: ['basep-12', P] },
        p2: { active: p2Active, bench: [[PIKACHU], [SQUIRTLE, L]] },
      });

    it("heads: a basic Energy card on 1 of the opponent's Pokémon (not Double Colorless) moves to another of them, you choose", () => {
      const t = onSide('heads', (seed) => declare(board(seed), 'Energy Control'));
      expect(t.state.pendingDecision?.decider).toBe('p1');
      const energy = optionNames(t);
      expect(energy.some((o) => o.includes('Water'))).toBe(true);
      expect(energy.some((o) => o.includes('Lightning'))).toBe(true);
      expect(energy.some((o) => o.includes('Double Colorless'))).toBe(false);
      const next = act(t, {
        type: 'resolve_decision',
        player: 'p1',
        source: 'ai',
        ...(t.state.pendingDecision?.select
          ? { choices: exactly('Water')(t.state.pendingDecision, t.state) }
          : {
              choice: (t.state.pendingDecision?.options ?? []).find((o) => o.includes('Water')),
            }),
      });
      // The Water Energy is on Kingambit: it goes to another Pokémon (Pikachu or Squirtle).
      expect(optionNames(next).some((o) => o.includes('Kingambit'))).toBe(false);
      const done = answerAll(next, exactly('Pikachu'));
      expect(templatesIn(done.state, 'p2:bench_1')).toEqual([PIKACHU, W]);
      expect(templatesIn(done.state, 'p2:active')).toEqual([KINGAMBIT, DOUBLE_COLORLESS]);
      expect(templatesIn(done.state, 'p1:active')).toEqual(['basep-12', P]);
    });

    it('tails: nothing moves', () => {
      const t = onSide('tails', (seed) => answerAll(declare(board(seed), 'Energy Control')));
      expect(templatesIn(t.state, 'p2:active')).toEqual([KINGAMBIT, W, DOUBLE_COLORLESS]);
      expect(templatesIn(t.state, 'p2:bench_1')).toEqual([PIKACHU]);
      expect(templatesIn(t.state, 'p2:bench_2')).toEqual([SQUIRTLE, L]);
    });
  });

  card('basep-12', 'Telekinesis', () => {
    const board = () =>
      table({
        p1: { active: ['basep-12', P, P, P] },
        p2: { active: [CHANSEY], bench: [[ALAKAZAM]] },
      });
    it('30 to the chosen Pokémon, Benched too, without Weakness or Resistance (Alakazam weak to Psychic: 30; Chansey resists Psychic: 30)', () => {
      const t = declare(board(), 'Telekinesis');
      expect(sorted(optionNames(t))).toEqual(sorted(['Chansey', 'Alakazam']));
      const bench = answerAll(t, exactly('Alakazam'));
      expect(damageIn(bench.state, 'p2:bench_1')).toBe(30);
      expect(damageIn(bench.state, 'p2:active')).toBe(0);
      const active = answerAll(declare(board(), 'Telekinesis'), exactly('Chansey'));
      expect(damageIn(active.state, 'p2:active')).toBe(30);
      expect(damageIn(active.state, 'p2:bench_1')).toBe(0);
    });
  });

  card('basep-16', undefined, () => {
    const COMPUTER_ERROR = 'basep-16';
    const board = () =>
      table({
        p1: {
          active: [KINGAMBIT, L],
          hand: [COMPUTER_ERROR],
          deck: [W, W, W, W, W, W, W],
        },
        p2: { active: [KINGAMBIT], deck: [R, R, R, R, R, R, R] },
      });

    it('you draw up to 5, then the opponent draws up to 5; your turn is over', () => {
      const t = act(board(), trainerAction(board(), COMPUTER_ERROR));
      expect(t.state.pendingDecision?.decider).toBe('p1');
      // Each player draws as many as they choose: p1 takes 5, p2 takes 2.
      const pick = (n: number) => (d: NonNullable<Table['state']['pendingDecision']>) => {
        const o = (d.options ?? []).find((x) => new RegExp(`\\b${n}\\b`).test(x));
        return o ? [o] : [];
      };
      const afterMine = answerAll(t, (d) => pick(5)(d), 1);
      expect(templatesIn(afterMine.state, 'p1:hand')).toEqual([W, W, W, W, W]);
      expect(afterMine.state.pendingDecision?.decider).toBe('p2');
      const done = answerAll(afterMine, (d) => pick(2)(d), 1);
      expect(templatesIn(done.state, 'p2:hand')).toEqual([R, R]);
      expect(done.state.turn.activePlayer).toBe('p2');
      expect(templatesIn(done.state, 'p1:discard')).toEqual([COMPUTER_ERROR]);
    });

    it('both may draw none; the turn still ends (no attack)', () => {
      const t = answerAll(act(board(), trainerAction(board(), COMPUTER_ERROR)), (d) => {
        const none = (d.options ?? []).find((o) => /\b0\b|none|no\b/i.test(o));
        return none ? [none] : d.select ? [] : [];
      });
      expect(templatesIn(t.state, 'p1:hand')).toEqual([]);
      expect(templatesIn(t.state, 'p2:hand')).toEqual([]);
      expect(t.state.turn.activePlayer).toBe('p2');
      expect(damageIn(t.state, 'p2:active')).toBe(0);
    });
  });

  card('basep-19', 'Synchronize', () => {
    const board = (defender: string[]) =>
      table({ p1: { active: ['basep-19', P, P] }, p2: { active: defender } });
    it('40 when both have 2 Energy cards attached', () => {
      expect(damageIn(attack(board([KINGAMBIT, W, W]), 'Synchronize').state, 'p2:active')).toBe(40);
    });
    it("can't be used with 1 or 3 Energy cards on the Defending Pokémon", () => {
      expect(mayAttack(board([KINGAMBIT, W]), 'Synchronize')).toBe(false);
      expect(mayAttack(board([KINGAMBIT, W, W, W]), 'Synchronize')).toBe(false);
      expect(mayAttack(board([KINGAMBIT, W, W]), 'Synchronize')).toBe(true);
    });
  });

  card('basep-20', 'Headache', () => {
    const board = () =>
      p2Turn(
        attack(
          table({
            p1: { active: ['basep-20', P], hand: [SWITCH], bench: [[PIKACHU]] },
            p2: { active: [KINGAMBIT], bench: [[PIKACHU]], hand: [SWITCH] },
          }),
          'Headache',
        ),
      );
    it("the opponent can't play Trainer cards during their next turn; the turn after they can", () => {
      const t = board();
      expect(damageIn(t.state, 'p2:active')).toBe(0);
      expect(refusalOf(t, trainerAction(t, SWITCH, 'p2'))).toBeDefined();
      // p1's own next turn: its Trainers are not stopped.
      const mine = nextTurn(act(t, { type: 'end_turn', player: 'p2', source: 'ai' }));
      expect(refusalOf(mine, trainerAction(mine, SWITCH, 'p1'))).toBeUndefined();
      const later = nextTurn(act(mine, { type: 'end_turn', player: 'p1', source: 'ai' }));
      expect(refusalOf(later, trainerAction(later, SWITCH, 'p2'))).toBeUndefined();
    });
  });

  card('basep-20', 'Fury Swipes', () => {
    it('3 coins, 10 per heads', () => {
      for (const seed of SEEDS.slice(0, 6)) {
        const t = attack(
          table({ seed, p1: { active: ['basep-20', W] }, p2: { active: [KINGAMBIT] } }),
          'Fury Swipes',
        );
        expect(flipsOf(t)).toHaveLength(3);
        expect(damageIn(t.state, 'p2:active')).toBe(10 * headsOf(t));
      }
    });
  });

  card('basep-22', 'Diamond Dust', () => {
    const run = (seed: number) =>
      attack(
        table({
          seed,
          p1: { active: ['basep-22', W, W, W] },
          p2: { active: [KINGAMBIT], bench: [[CHARIZARD], [PIKACHU]] },
        }),
        'Diamond Dust',
      );
    it('heads: 20, Paralyzed, and 10 to each Benched Pokémon without Weakness (Charizard, weak to Water: 10)', () => {
      const h = onSide('heads', run);
      expect(damageIn(h.state, 'p2:active')).toBe(20);
      expect(conditionsIn(h.state, 'p2:active')).toEqual(['paralyzed']);
      expect(damageIn(h.state, 'p2:bench_1')).toBe(10);
      expect(damageIn(h.state, 'p2:bench_2')).toBe(10);
    });
    it('tails: 20 alone', () => {
      const t = onSide('tails', run);
      expect(damageIn(t.state, 'p2:active')).toBe(20);
      expect(conditionsIn(t.state, 'p2:active')).toEqual([]);
      expect(damageIn(t.state, 'p2:bench_1') + damageIn(t.state, 'p2:bench_2')).toBe(0);
    });
  });

  card('basep-25', 'Thundershock', () => {
    it('10; heads Paralyzed, tails not', () => {
      const run = (seed: number) =>
        attack(
          table({ seed, p1: { active: ['basep-25', L] }, p2: { active: [KINGAMBIT] } }),
          'Thundershock',
        );
      const h = onSide('heads', run);
      expect(damageIn(h.state, 'p2:active')).toBe(10);
      expect(conditionsIn(h.state, 'p2:active')).toEqual(['paralyzed']);
      expect(conditionsIn(onSide('tails', run).state, 'p2:active')).toEqual([]);
    });
  });

  card('basep-25', 'Fly', () => {
    const run = thenPoisonpowder(['basep-25', L, L, L], 'Fly');
    it('heads: 30; the next attack does no damage and no Poison to Flying Pikachu', () => {
      const h = onSide('heads', run);
      expect(damageIn(h.state, 'p2:active')).toBe(30);
      expect(damageIn(h.state, 'p1:active')).toBe(0);
      expect(conditionsIn(h.state, 'p1:active')).toEqual([]);
    });
    it('tails: nothing, not even damage; the next attack hits (20, Poisoned)', () => {
      const t = onSide('tails', run);
      expect(damageIn(t.state, 'p2:active')).toBe(0);
      expect(gotCondition(t, 'poisoned')).toBe(true);
      expect(conditionsIn(t.state, 'p1:active')).toEqual(['poisoned']);
    });
  });

  card('basep-26', 'Thunderbolt', () => {
    it('40; then every Energy card attached to Pikachu is discarded', () => {
      const t = attack(
        table({ p1: { active: ['basep-26', L, L, W] }, p2: { active: [KINGAMBIT] } }),
        'Thunderbolt',
      );
      expect(damageIn(t.state, 'p2:active')).toBe(40);
      expect(templatesIn(t.state, 'p1:active')).toEqual(['basep-26']);
      expect(sorted(templatesIn(t.state, 'p1:discard'))).toEqual(sorted([L, L, W]));
    });
  });

  card('basep-27', 'Thundershock', () => {
    it('10; heads Paralyzed, tails not', () => {
      const run = (seed: number) =>
        attack(
          table({ seed, p1: { active: ['basep-27', L] }, p2: { active: [KINGAMBIT] } }),
          'Thundershock',
        );
      expect(conditionsIn(onSide('heads', run).state, 'p2:active')).toEqual(['paralyzed']);
      const t = onSide('tails', run);
      expect(conditionsIn(t.state, 'p2:active')).toEqual([]);
      expect(damageIn(t.state, 'p2:active')).toBe(10);
    });
  });

  card('basep-27', 'Agility', () => {
    const run = thenPoisonpowder(['basep-27', L, L], 'Agility');
    it('heads: 20; the next attack does nothing to Pikachu', () => {
      const h = onSide('heads', run);
      expect(damageIn(h.state, 'p2:active')).toBe(20);
      expect(damageIn(h.state, 'p1:active')).toBe(0);
      expect(conditionsIn(h.state, 'p1:active')).toEqual([]);
    });
    it('tails: 20; the next attack hits (20 and Poisoned: the checkup knocks out the 30-HP Pikachu)', () => {
      const t = onSide('tails', run);
      expect(damageIn(t.state, 'p2:active')).toBe(20);
      expect(gotCondition(t, 'poisoned')).toBe(true);
      expect(templatesIn(t.state, 'p1:discard')).toContain('basep-27');
    });
  });

  card('basep-29', 'Water Gun', () => {
    it('20 plus 10 per Energy beyond the [WW] cost (any type), at most 20 more', () => {
      for (const [energy, done] of [
        [[W, W], 20],
        [[W, W, R], 30],
        [[W, W, R, L, W], 40],
      ] as const) {
        const t = attack(
          table({ p1: { active: ['basep-29', ...energy] }, p2: { active: [KINGAMBIT] } }),
          'Water Gun',
        );
        expect(damageIn(t.state, 'p2:active'), `${energy.length} Energy`).toBe(done);
      }
    });
  });

  card('basep-30', 'Snivel', () => {
    const board = (p2: { bench?: string[][]; hand?: string[] } = {}) =>
      p2Turn(
        attack(
          table({
            p1: { active: ['basep-30', W] },
            p2: { active: [HITMONCHAN, F, F, F], bench: p2.bench ?? [], hand: p2.hand ?? [] },
          }),
          'Snivel',
        ),
      );
    it('the Defending Pokémon does 20 less to Togepi (Special Punch 40: 20; Jab 20: 0)', () => {
      expect(damageIn(p2Attacks(board(), 'Special Punch').state, 'p1:active')).toBe(20);
      expect(damageIn(p2Attacks(board(), 'Jab').state, 'p1:active')).toBe(0);
    });
    it('benching the Defending Pokémon ends it, even when it comes back (40: Knocked Out)', () => {
      let t = board({ bench: [[MACHOP]], hand: [SWITCH, SWITCH] });
      t = playTrainerCard(playTrainerCard(t, SWITCH, { player: 'p2' }), SWITCH, { player: 'p2' });
      expect(templatesIn(t.state, 'p2:active')[0]).toBe(HITMONCHAN);
      // 40 knocks out the 30-HP Togepi (20 would not).
      expect(templatesIn(p2Attacks(t, 'Special Punch').state, 'p1:discard')).toContain('basep-30');
    });
  });

  card('basep-30', 'Mini-Metronome', () => {
    const run = (energy: string[]) => (seed: number) =>
      declare(
        table({
          seed,
          p1: { active: ['basep-30', ...energy] },
          p2: { active: [BASE_MEWTWO, P, P] },
        }),
        'Mini-Metronome',
      );
    it("heads: you choose one of the Defending Pokémon's attacks; Togepi stays Colorless (Psychic: 10 + 10 × 2 Energy = 30, not ×2)", () => {
      const t = onSide('heads', run([P, W]));
      const options = t.state.pendingDecision?.options ?? [];
      expect(options).toHaveLength(2);
      expect(options.some((o) => o.startsWith('Psychic'))).toBe(true);
      expect(options.some((o) => o.startsWith('Barrier'))).toBe(true);
      const done = answerAll(t, exactly('Psychic'));
      expect(damageIn(done.state, 'p2:active')).toBe(30);
    });
    it('Barrier needs its Psychic Energy discarded: with none, Psychic is the attack copied', () => {
      const done = answerAll(onSide('heads', run([W, W])));
      expect(damageIn(done.state, 'p2:active')).toBe(30);
    });
    it('tails: nothing', () => {
      const t = answerAll(onSide('tails', run([W, W])));
      expect(damageIn(t.state, 'p2:active')).toBe(0);
    });
  });

  /** p2's Machop attacks `baby` (p1's Active Pokémon). */
  const intoBaby = (baby: string) => (seed: number) =>
    p2Attacks(
      table({
        seed,
        activePlayer: 'p2',
        p1: { active: [baby] },
        p2: { active: [MACHOP, F] },
      }),
      'Low Kick',
    );

  card('basep-31', 'Baby rule', () => {
    it("the opponent flips before attacking: tails, their turn ends with no damage; heads, Low Kick's 20", () => {
      const flip = (side: string) => (t: Table) => flipsOf(t, 'p2')[0] === side;
      const tails = SEEDS.map(intoBaby('basep-31')).find(flip('tails'));
      const heads = SEEDS.map(intoBaby('basep-31')).find(flip('heads'));
      expect(tails && damageIn(tails.state, 'p1:active')).toBe(0);
      expect(tails?.state.turn.activePlayer).toBe('p1');
      expect(heads && damageIn(heads.state, 'p1:active')).toBe(20);
    });
  });

  card('basep-31', 'Eek', () => {
    it('2 cards drawn', () => {
      const t = attack(
        table({
          p1: { active: ['basep-31', W], deck: [R, L, P] },
          p2: { active: [KINGAMBIT] },
        }),
        'Eek',
      );
      expect(sorted(templatesIn(t.state, 'p1:hand'))).toEqual(sorted([R, L]));
      expect(templatesIn(t.state, 'p1:deck')).toEqual([P]);
      expect(damageIn(t.state, 'p2:active')).toBe(0);
    });
  });

  card('basep-33', 'Leer', () => {
    const run = (seed: number) =>
      p2Turn(
        attack(
          table({
            seed,
            p1: { active: ['basep-33', M] },
            p2: { active: [MACHOP, F], bench: [[MACHOP, F]], hand: [SWITCH] },
          }),
          'Leer',
        ),
      );
    it("heads: the Defending Pokémon can't attack Scizor next turn; another Pokémon switched in can", () => {
      const h = onSide('heads', run);
      expect(mayAttack(h, 'Low Kick', 'p2')).toBe(false);
      const switched = playTrainerCard(h, SWITCH, { player: 'p2' });
      expect(mayAttack(switched, 'Low Kick', 'p2')).toBe(true);
    });
    it('tails: it can attack', () => {
      expect(mayAttack(onSide('tails', run), 'Low Kick', 'p2')).toBe(true);
    });
  });

  card('basep-33', 'Metal Pincer', () => {
    it('coins until tails: 30 plus 10 per heads', () => {
      for (const seed of SEEDS.slice(0, 8)) {
        const t = attack(
          table({ seed, p1: { active: ['basep-33', M, M, M] }, p2: { active: [KINGAMBIT] } }),
          'Metal Pincer',
        );
        const flips = coinsOf(t);
        expect(flips.at(-1)).toBe('tails');
        expect(flips.filter((f) => f === 'tails')).toHaveLength(1);
        expect(damageIn(t.state, 'p2:active')).toBe(30 + 10 * (flips.length - 1));
      }
    });
  });

  card('basep-36', 'Baby rule', () => {
    it("tails: the opponent's turn ends with no damage; heads: the attack hits", () => {
      const flip = (side: string) => (t: Table) => flipsOf(t, 'p2')[0] === side;
      const tails = SEEDS.map(intoBaby('basep-36')).find(flip('tails'));
      const heads = SEEDS.map(intoBaby('basep-36')).find(flip('heads'));
      expect(tails && damageIn(tails.state, 'p1:active')).toBe(0);
      expect(heads && damageIn(heads.state, 'p1:active')).toBe(20);
    });
  });

  card('basep-36', 'Good Night Song', () => {
    it('the Defending Pokémon is now Asleep', () => {
      const t = attack(
        table({ p1: { active: ['basep-36', W] }, p2: { active: [KINGAMBIT] } }),
        'Good Night Song',
      );
      expect(gotCondition(t, 'asleep')).toBe(true);
      expect(damageIn(t.state, 'p2:active')).toBe(0);
    });
  });

  card('basep-37', 'Repeating Kick', () => {
    it('coins until tails: 20 per heads', () => {
      for (const seed of SEEDS.slice(0, 8)) {
        const t = attack(
          table({ seed, p1: { active: ['basep-37', F, F] }, p2: { active: [KINGAMBIT] } }),
          'Repeating Kick',
        );
        const flips = coinsOf(t);
        expect(flips.at(-1)).toBe('tails');
        expect(flips.filter((f) => f === 'tails')).toHaveLength(1);
        expect(damageIn(t.state, 'p2:active')).toBe(20 * (flips.length - 1));
      }
    });
  });

  card('basep-37', 'Rapid Spin', () => {
    const board = (mine: string[][], theirs: string[][]) =>
      declare(
        table({
          p1: { active: ['basep-37', F, F, F], bench: mine },
          p2: { active: [KINGAMBIT], bench: theirs },
        }),
        'Rapid Spin',
      );
    it('30 to the Defending Pokémon; the opponent chooses its new Active Pokémon, then you switch yours', () => {
      let t = board([[MACHOP], [CHARMANDER]], [[PIKACHU], [SQUIRTLE]]);
      expect(t.state.pendingDecision?.decider).toBe('p2');
      expect(sorted(optionNames(t))).toEqual(sorted(['Pikachu', 'Squirtle']));
      t = answerAll(t, (d) =>
        (d.decider === 'p2' ? exactly('Squirtle') : exactly('Charmander'))(d, t.state),
      );
      expect(templatesIn(t.state, 'p2:active')).toEqual([SQUIRTLE]);
      const theirBench = [templatesIn(t.state, 'p2:bench_1'), templatesIn(t.state, 'p2:bench_2')];
      expect(theirBench).toContainEqual([KINGAMBIT]);
      expect([1, 2].map((i) => damageIn(t.state, `p2:bench_${i}`)).reduce((a, b) => a + b)).toBe(
        30,
      );
      expect(templatesIn(t.state, 'p1:active')).toEqual([CHARMANDER]);
    });
    it('no opponent Bench: 30 and you still switch; no Bench of yours: only theirs', () => {
      const mineOnly = answerAll(board([[MACHOP]], []));
      expect(damageIn(mineOnly.state, 'p2:active')).toBe(30);
      expect(templatesIn(mineOnly.state, 'p1:active')).toEqual([MACHOP]);
      const theirsOnly = answerAll(board([], [[PIKACHU]]));
      expect(templatesIn(theirsOnly.state, 'p2:active')).toEqual([PIKACHU]);
      expect(templatesIn(theirsOnly.state, 'p1:active')[0]).toBe('basep-37');
    });
  });

  card('basep-38', '[Join]', () => {
    const UNOWN_N = 'neo2-50';
    const UNOWN_I = 'neo2-68';
    const UNOWN_O = 'neo2-69';
    const J = 'basep-38';
    const board = (bench: string[][], active: string[] = [KINGAMBIT]) =>
      table({
        p1: { active, bench, deck: [W, PIKACHU, 'base1-24', SWITCH] },
        p2: { active: [KINGAMBIT] },
      });
    const join = (t: Table, zone = 'p1:bench_1') => ({
      type: 'declare_action' as const,
      player: 'p1',
      source: 'ai' as const,
      kind: 'ability',
      card: `#${t.state.zones[zone]?.cards[0]}`,
      zone,
      details: { ability: '[Join]' },
    });

    it('with Unown [J], [O], [I] and [N] on the Bench: a Basic Pokémon or Evolution card of the deck into the hand, shown to the opponent', () => {
      const t = board([[J], [UNOWN_O], [UNOWN_I], [UNOWN_N]]);
      const asked = act(t, join(t));
      expect(sorted(optionNames(asked).filter((o) => !/^(no|don't|skip|none)/i.test(o)))).toEqual(
        sorted(['Pikachu', 'Charmeleon']),
      );
      const done = answerAll(asked, exactly('Charmeleon'));
      expect(templatesIn(done.state, 'p1:hand')).toEqual(['base1-24']);
      expect(done.state.log.some((e) => e.message === 'p1 revealed Charmeleon')).toBe(true);
      // Once during your turn.
      expect(refusalOf(done, join(done))).toBeDefined();
    });

    it('refused without Unown [N] on the Bench, or with Unown [J] Active', () => {
      const missing = board([[J], [UNOWN_O], [UNOWN_I]]);
      expect(refusalOf(missing, join(missing))).toBeDefined();
      const active = board([[UNOWN_O], [UNOWN_I], [UNOWN_N]], [J]);
      expect(refusalOf(active, join(active, 'p1:active'))).toBeDefined();
    });
  });

  card('basep-40', undefined, () => {
    const CENTER = 'basep-40';
    it('every damaged Pokémon of yours is healed and loses its Energy cards; an undamaged one keeps them', () => {
      let t = table({
        p1: {
          active: [KINGAMBIT, W, W],
          bench: [
            [PIKACHU, L],
            [SQUIRTLE, W],
          ],
          hand: [CENTER],
        },
        p2: { active: [KINGAMBIT, R] },
      });
      t = withCounters(withCounters(t, 'p1:active', { damage: 30 }), 'p1:bench_1', { damage: 10 });
      t = withCounters(t, 'p2:active', { damage: 20 });
      const done = playTrainerCard(t, CENTER);
      expect(damageIn(done.state, 'p1:active')).toBe(0);
      expect(templatesIn(done.state, 'p1:active')).toEqual([KINGAMBIT]);
      expect(templatesIn(done.state, 'p1:bench_1')).toEqual([PIKACHU]);
      expect(damageIn(done.state, 'p1:bench_1')).toBe(0);
      expect(templatesIn(done.state, 'p1:bench_2')).toEqual([SQUIRTLE, W]);
      expect(damageIn(done.state, 'p2:active')).toBe(20);
      expect(templatesIn(done.state, 'p2:active')).toEqual([KINGAMBIT, R]);
      expect(sorted(templatesIn(done.state, 'p1:discard'))).toEqual(sorted([W, W, L, CENTER]));
    });
  });

  card('basep-41', undefined, () => {
    const LUCKY = 'basep-41';
    const useStadium = (t: Table, player = 'p1') =>
      answerAll(act(t, { type: 'declare_action', player, source: 'ai', kind: 'use_stadium' }));
    const board = (seed: number) =>
      playTrainerCard(
        table({
          seed,
          p1: { active: [KINGAMBIT], hand: [LUCKY], deck: [W, R, L] },
          p2: { active: [KINGAMBIT], deck: [G, G, G, G] },
        }),
        LUCKY,
      );
    it('stays in play; once a turn, heads draws a card, tails none; not twice a turn', () => {
      const h = onSide('heads', (seed) => useStadium(board(seed)));
      expect(templatesIn(h.state, 'stadium')).toEqual([LUCKY]);
      expect(templatesIn(h.state, 'p1:hand')).toEqual([W]);
      expect(
        refusalOf(h, { type: 'declare_action', player: 'p1', source: 'ai', kind: 'use_stadium' }),
      ).toBeDefined();
      const t = onSide('tails', (seed) => useStadium(board(seed)));
      expect(templatesIn(t.state, 'p1:hand')).toEqual([]);
      expect(templatesIn(t.state, 'p1:deck')).toHaveLength(3);
    });
    it('the opponent may use it in their turn too', () => {
      const t = nextTurn(act(board(1), { type: 'end_turn', player: 'p1', source: 'ai' }));
      expect(
        refusalOf(t, { type: 'declare_action', player: 'p2', source: 'ai', kind: 'use_stadium' }),
      ).toBeUndefined();
    });
    it('another Stadium played discards it', () => {
      const OTHER = 'gym1-103';
      const t = playTrainerCard(
        table({
          p1: { active: [KINGAMBIT], hand: [LUCKY] },
          p2: { active: [KINGAMBIT], hand: [OTHER] },
        }),
        LUCKY,
      );
      const replaced = playTrainerCard(
        nextTurn(act(t, { type: 'end_turn', player: 'p1', source: 'ai' })),
        OTHER,
        { player: 'p2' },
      );
      expect(templatesIn(replaced.state, 'stadium')).toEqual([OTHER]);
      expect(templatesIn(replaced.state, 'p1:discard')).toContain(LUCKY);
    });
  });

  card('basep-43', 'Seething Anger', () => {
    it('a coin per damage counter on Machamp; 20 plus 10 per heads', () => {
      for (const seed of SEEDS.slice(0, 6)) {
        const t = attack(
          withCounters(
            table({ seed, p1: { active: ['basep-43', F, F] }, p2: { active: [KINGAMBIT] } }),
            'p1:active',
            { damage: 30 },
          ),
          'Seething Anger',
        );
        expect(flipsOf(t)).toHaveLength(3);
        expect(damageIn(t.state, 'p2:active')).toBe(20 + 10 * headsOf(t));
      }
      const none = attack(
        table({ p1: { active: ['basep-43', F, F] }, p2: { active: [KINGAMBIT] } }),
        'Seething Anger',
      );
      expect(flipsOf(none)).toEqual([]);
      expect(damageIn(none.state, 'p2:active')).toBe(20);
    });
  });

  card('basep-43', 'Fling', () => {
    it('50 to the Defending Pokémon, then the OPPONENT chooses the Benched Pokémon that replaces it', () => {
      const t = declare(
        table({
          p1: { active: ['basep-43', F, F, F, F] },
          p2: { active: [KINGAMBIT], bench: [[PIKACHU], [SQUIRTLE]] },
        }),
        'Fling',
      );
      expect(t.state.pendingDecision?.decider).toBe('p2');
      const done = answerAll(t, exactly('Squirtle'));
      expect(templatesIn(done.state, 'p2:active')).toEqual([SQUIRTLE]);
      expect(damageIn(done.state, 'p2:active')).toBe(0);
      expect([1, 2].map((i) => damageIn(done.state, `p2:bench_${i}`)).reduce((a, b) => a + b)).toBe(
        50,
      );
    });
    it('no Bench: 50 alone', () => {
      const t = attack(
        table({ p1: { active: ['basep-43', F, F, F, F] }, p2: { active: [KINGAMBIT] } }),
        'Fling',
      );
      expect(damageIn(t.state, 'p2:active')).toBe(50);
    });
  });

  card('basep-50', 'Leaf Slice', () => {
    it('2 coins, 20 per heads; ×2 on Kingambit (weak to Grass)', () => {
      for (const seed of SEEDS.slice(0, 6)) {
        const run = (defender: string) =>
          attack(
            table({ seed, p1: { active: ['basep-50', G, G] }, p2: { active: [defender] } }),
            'Leaf Slice',
          );
        const plain = run(DONDOZO);
        expect(flipsOf(plain)).toHaveLength(2);
        expect(damageIn(plain.state, 'p2:active')).toBe(20 * headsOf(plain));
        const weak = run(KINGAMBIT);
        expect(damageIn(weak.state, 'p2:active')).toBe(40 * headsOf(weak));
      }
    });
  });

  card('basep-52', 'Sacred Wing', () => {
    it('heads 60; tails 20 as the base damage (40 on Venusaur, weak to Fire)', () => {
      const run = (defender: string) => (seed: number) =>
        attack(
          table({ seed, p1: { active: ['basep-52', R, R, R, R] }, p2: { active: [defender] } }),
          'Sacred Wing',
        );
      expect(damageIn(onSide('heads', run(KINGAMBIT)).state, 'p2:active')).toBe(60);
      expect(damageIn(onSide('tails', run(KINGAMBIT)).state, 'p2:active')).toBe(20);
      expect(damageIn(onSide('tails', run(VENUSAUR)).state, 'p2:active')).toBe(40);
    });
  });
});

describe('si1', () => {
  card('si1-2', 'Supersonic Flight', () => {
    it('heads 40, tails nothing', () => {
      const run = (seed: number) =>
        attack(
          table({ seed, p1: { active: ['si1-2', W, W] }, p2: { active: [KINGAMBIT] } }),
          'Supersonic Flight',
        );
      expect(damageIn(onSide('heads', run).state, 'p2:active')).toBe(40);
      expect(damageIn(onSide('tails', run).state, 'p2:active')).toBe(0);
    });
  });

  card('si1-3', 'Slam', () => {
    it('2 coins, 20 per heads', () => {
      for (const seed of SEEDS.slice(0, 6)) {
        const t = attack(
          table({ seed, p1: { active: ['si1-3', F, F] }, p2: { active: [KINGAMBIT] } }),
          'Slam',
        );
        expect(coinsOf(t)).toHaveLength(2);
        expect(damageIn(t.state, 'p2:active')).toBe(20 * headsOf(t));
      }
    });
    it('Weakness: Chansey (weak to Fighting) takes 40 per heads', () => {
      const h = onSide('heads', (seed) =>
        attack(table({ seed, p1: { active: ['si1-3', F, F] }, p2: { active: [CHANSEY] } }), 'Slam'),
      );
      expect(damageIn(h.state, 'p2:active')).toBe(40 * headsOf(h));
    });
  });

  card('si1-3', 'Body Slam', () => {
    it('40; heads Paralyzed, tails not', () => {
      const run = (seed: number) =>
        attack(
          table({ seed, p1: { active: ['si1-3', F, F, F, F] }, p2: { active: [KINGAMBIT] } }),
          'Body Slam',
        );
      const h = onSide('heads', run);
      expect(damageIn(h.state, 'p2:active')).toBe(40);
      expect(conditionsIn(h.state, 'p2:active')).toEqual(['paralyzed']);
      const t = onSide('tails', run);
      expect(damageIn(t.state, 'p2:active')).toBe(40);
      expect(conditionsIn(t.state, 'p2:active')).toEqual([]);
    });
  });

  card('si1-4', 'Bawl', () => {
    it('10; heads Confused, tails not', () => {
      const run = (seed: number) =>
        attack(table({ seed, p1: { active: ['si1-4', W] }, p2: { active: [KINGAMBIT] } }), 'Bawl');
      const h = onSide('heads', run);
      expect(damageIn(h.state, 'p2:active')).toBe(10);
      expect(conditionsIn(h.state, 'p2:active')).toEqual(['confused']);
      const t = onSide('tails', run);
      expect(damageIn(t.state, 'p2:active')).toBe(10);
      expect(conditionsIn(t.state, 'p2:active')).toEqual([]);
    });
  });

  card('si1-6', 'Sharp Teeth', () => {
    it('heads 40, tails 10', () => {
      const run = (seed: number) =>
        attack(
          table({ seed, p1: { active: ['si1-6', W, W] }, p2: { active: [KINGAMBIT] } }),
          'Sharp Teeth',
        );
      expect(damageIn(onSide('heads', run).state, 'p2:active')).toBe(40);
      expect(damageIn(onSide('tails', run).state, 'p2:active')).toBe(10);
    });
  });

  card('si1-7', 'Agility', () => {
    const run = thenPoisonpowder(['si1-7', G, G], 'Agility');
    it('heads: 20 (Tangela: Grass, no Weakness); the next attack does nothing to Ledyba', () => {
      const h = onSide('heads', run);
      expect(damageIn(h.state, 'p2:active')).toBe(20);
      expect(damageIn(h.state, 'p1:active')).toBe(0);
      expect(conditionsIn(h.state, 'p1:active')).toEqual([]);
    });
    it('tails: the next attack hits (20, Poisoned)', () => {
      const t = onSide('tails', run);
      expect(gotCondition(t, 'poisoned')).toBe(true);
    });
  });

  card('si1-9', 'Fly', () => {
    const run = thenPoisonpowder(['si1-9', G, G, G], 'Fly');
    it('heads: 30; the next attack does nothing to Butterfree', () => {
      const h = onSide('heads', run);
      expect(damageIn(h.state, 'p2:active')).toBe(30);
      expect(damageIn(h.state, 'p1:active')).toBe(0);
      expect(conditionsIn(h.state, 'p1:active')).toEqual([]);
    });
    it('tails: nothing, not even damage; the next attack hits (20 + Poison)', () => {
      const t = onSide('tails', run);
      expect(damageIn(t.state, 'p2:active')).toBe(0);
      expect(conditionsIn(t.state, 'p1:active')).toEqual(['poisoned']);
      expect(damageIn(t.state, 'p1:active')).toBe(20 + 10);
    });
  });

  card('si1-9', 'Rainbow Powder', () => {
    it('20; heads Paralyzed, tails Poisoned', () => {
      const run = (seed: number) =>
        attack(
          table({ seed, p1: { active: ['si1-9', G, G, G] }, p2: { active: [DONDOZO] } }),
          'Rainbow Powder',
        );
      const h = onSide('heads', run);
      expect(damageIn(h.state, 'p2:active')).toBe(20);
      expect(conditionsIn(h.state, 'p2:active')).toEqual(['paralyzed']);
      const t = onSide('tails', run);
      expect(conditionsIn(t.state, 'p2:active')).toEqual(['poisoned']);
      expect(damageIn(t.state, 'p2:active')).toBe(20 + 10);
    });
  });

  card('si1-11', 'Squirt', () => {
    const board = () =>
      table({
        p1: { active: ['si1-11', W] },
        p2: { active: [CHARIZARD], bench: [[CHARMANDER]] },
      });
    it('10 to the chosen Pokémon, Active or Benched, without Weakness (both weak to Water: 10)', () => {
      const t = declare(board(), 'Squirt');
      expect(sorted(optionNames(t))).toEqual(sorted(['Charizard', 'Charmander']));
      const bench = answerAll(t, exactly('Charmander'));
      expect(damageIn(bench.state, 'p2:bench_1')).toBe(10);
      expect(damageIn(bench.state, 'p2:active')).toBe(0);
      const active = answerAll(declare(board(), 'Squirt'), exactly('Charizard'));
      expect(damageIn(active.state, 'p2:active')).toBe(10);
    });
  });

  card('si1-13', 'Sharpshooter', () => {
    const board = (seed: number, energy: string[]) =>
      table({
        seed,
        p1: { active: ['si1-13', ...energy] },
        p2: { active: [DONDOZO], bench: [[KINGAMBIT]] },
      });
    it('a coin per Grass Energy attached (3 of 4 Energy here); 10 per heads to the chosen Pokémon, no Weakness (Kingambit, weak to Grass)', () => {
      for (const seed of SEEDS.slice(0, 6)) {
        const t = answerAll(
          declare(board(seed, [G, G, W, G]), 'Sharpshooter'),
          exactly('Kingambit'),
        );
        expect(coinsOf(t)).toHaveLength(3);
        expect(damageIn(t.state, 'p2:bench_1')).toBe(10 * headsOf(t));
        expect(damageIn(t.state, 'p2:active')).toBe(0);
      }
    });
    it('offers every Pokémon of the opponent', () => {
      expect(sorted(optionNames(declare(board(1, [G]), 'Sharpshooter')))).toEqual(
        sorted(['Dondozo', 'Kingambit']),
      );
    });
  });

  card('si1-15', 'Water Gun', () => {
    it('20 plus 10 per Water Energy beyond the [WW] cost (other types do not count), at most 20 more', () => {
      for (const [energy, done] of [
        [[W, W], 20],
        [[W, W, R, R], 20],
        [[W, W, W], 30],
        [[W, W, R, W], 30],
        [[W, W, W, W, W], 40],
      ] as const) {
        const t = attack(
          table({ p1: { active: ['si1-15', ...energy] }, p2: { active: [KINGAMBIT] } }),
          'Water Gun',
        );
        expect(damageIn(t.state, 'p2:active'), energy.join(' ')).toBe(done);
      }
    });
  });

  card('si1-18', 'Rampage', () => {
    it('20 plus 10 per damage counter on Primeape; tails: Primeape is Confused (after the damage); heads: not', () => {
      const run = (seed: number) =>
        attack(
          withCounters(
            table({ seed, p1: { active: ['si1-18', F, F] }, p2: { active: [KINGAMBIT] } }),
            'p1:active',
            { damage: 20 },
          ),
          'Rampage',
        );
      const h = onSide('heads', run);
      expect(damageIn(h.state, 'p2:active')).toBe(40);
      expect(conditionsIn(h.state, 'p1:active')).toEqual([]);
      const t = onSide('tails', run);
      expect(damageIn(t.state, 'p2:active')).toBe(40);
      expect(conditionsIn(t.state, 'p1:active')).toEqual(['confused']);
    });
    it('Weakness doubles the whole: (20 + 10) ×2 on Chansey (weak to Fighting)', () => {
      const t = attack(
        withCounters(
          table({ p1: { active: ['si1-18', F, F] }, p2: { active: [CHANSEY] } }),
          'p1:active',
          { damage: 10 },
        ),
        'Rampage',
      );
      expect(damageIn(t.state, 'p2:active')).toBe(60);
    });
  });
});

/**
 * The second draw (main 2378904, about 17:00): the 12 distinct cards automatic then and not at
 * 664bbdb, one Fisher–Yates shuffle with mulberry32 seed 2807, walked in order: basep-9 Mew,
 * basep-13 Venusaur, neo2-73 Hyper Devolution Spray, neo3-12 Porygon2, base2-29 Venomoth,
 * neo3-32 Lanturn, neo4-25 Light Machamp, basep-49 Snorlax, basep-5 Dragonite, basep-32
 * Smeargle, basep-15 Cool Porygon, base4-31 Venomoth. Checked below (time ran out for the rest):
 * every part of Mew, Venusaur, Hyper Devolution Spray, Light Machamp, Snorlax, Dragonite,
 * Smeargle; Porygon2's Delta Beam, Venomoth's Venom Powder, Lanturn's Submerge, Cool Porygon's
 * 3-D Attack. Not checked: Energy Converter, Shift (Jungle and Base Set 2 print the same text;
 * type-change-forms.test.ts has it), Blinding Light, Texture Magic.
 */
describe('second draw', () => {
  const CHARMELEON = 'base1-24'; // Stage 1 of Charmander, 80 HP
  const IVYSAUR = 'base1-30';

  card('basep-9', 'Psywave', () => {
    it('10 per Energy card on the Defending Pokémon, ×2 on Alakazam (weak to Psychic)', () => {
      const run = (defender: string[]) =>
        attack(table({ p1: { active: ['basep-9', P] }, p2: { active: defender } }), 'Psywave');
      expect(damageIn(run([KINGAMBIT, W, W, DOUBLE_COLORLESS]).state, 'p2:active')).toBe(30);
      expect(damageIn(run([KINGAMBIT]).state, 'p2:active')).toBe(0);
      expect(damageIn(run([ALAKAZAM, P, P]).state, 'p2:active')).toBe(40);
    });
  });

  card('basep-9', 'Devolution Beam', () => {
    const board = () =>
      table({
        p1: { active: ['basep-9', P, P], bench: [[IVYSAUR, 'base1-44']] },
        p2: { active: [CHARMELEON, 'base1-46', R], bench: [[PIKACHU]] },
      });
    it("any evolved Pokémon, yours or the opponent's, is offered (no Basic); the top card goes to its owner's hand, conditions end, damage stays", () => {
      let t = withCounters(board(), 'p2:active', { damage: 30, poisoned: 1, confused: 1 });
      t = declare(t, 'Devolution Beam');
      expect(sorted(optionNames(t))).toEqual(sorted(['Charmeleon', 'Ivysaur']));
      const done = answerAll(t, exactly('Charmeleon'));
      expect(templatesIn(done.state, 'p2:hand')).toContain(CHARMELEON);
      expect(templatesIn(done.state, 'p2:active')).toEqual(['base1-46', R]);
      expect(conditionsIn(done.state, 'p2:active')).toEqual([]);
      expect(damageIn(done.state, 'p2:active')).toBe(30);
    });
    it('your own: Ivysaur to your hand, Bulbasaur stays', () => {
      const done = answerAll(declare(board(), 'Devolution Beam'), exactly('Ivysaur'));
      expect(templatesIn(done.state, 'p1:hand')).toEqual([IVYSAUR]);
      expect(templatesIn(done.state, 'p1:bench_1')).toEqual(['base1-44']);
    });
  });

  card('basep-13', 'Solar Power', () => {
    const board = (venusaurCounters: Record<string, number> = {}) =>
      withCounters(
        withCounters(
          withCounters(
            table({
              p1: { active: [PIKACHU], bench: [['basep-13', IVYSAUR, 'base1-44']] },
              p2: { active: [KINGAMBIT] },
            }),
            'p1:active',
            { poisoned: 1, confused: 1 },
          ),
          'p2:active',
          { paralyzed: 1 },
        ),
        'p1:bench_1',
        venusaurCounters,
      );
    it('from the Bench: your Active Pokémon and the Defending Pokémon are no longer Poisoned, Confused or Paralyzed', () => {
      const t = answerAll(
        act(board(), {
          type: 'declare_action',
          player: 'p1',
          source: 'ai',
          kind: 'ability',
          card: `#${board().state.zones['p1:bench_1']?.cards[0]}`,
          zone: 'p1:bench_1',
          details: { ability: 'Solar Power' },
        }),
      );
      expect(conditionsIn(t.state, 'p1:active')).toEqual([]);
      expect(conditionsIn(t.state, 'p2:active')).toEqual([]);
    });
  });

  card('basep-13', 'Mega Drain', () => {
    it('40 (×2 on Kingambit, weak to Grass): half of 80 removed from Venusaur; fewer counters: all removed', () => {
      const run = (damage: number) =>
        attack(
          withCounters(
            table({ p1: { active: ['basep-13', G, G, G, G] }, p2: { active: [KINGAMBIT] } }),
            'p1:active',
            { damage },
          ),
          'Mega Drain',
        );
      const many = run(60);
      expect(damageIn(many.state, 'p2:active')).toBe(80);
      expect(damageIn(many.state, 'p1:active')).toBe(20);
      expect(damageIn(run(20).state, 'p1:active')).toBe(0);
    });
  });

  card('neo2-73', undefined, () => {
    const SPRAY = 'neo2-73';
    it('the highest Stage card of your evolved Pokémon goes to your hand; that Pokémon cannot evolve this turn', () => {
      const t = playTrainerCard(
        table({
          p1: { active: [CHARMELEON, 'base1-46', R], hand: [SPRAY, CHARMELEON] },
          p2: { active: [KINGAMBIT] },
        }),
        SPRAY,
      );
      expect(templatesIn(t.state, 'p1:active')).toEqual(['base1-46', R]);
      expect(sorted(templatesIn(t.state, 'p1:hand'))).toEqual([CHARMELEON, CHARMELEON]);
      const evolve = {
        type: 'move_card' as const,
        player: 'p1',
        source: 'ai' as const,
        card: `#${t.state.zones['p1:hand']?.cards[0]}`,
        to: 'p1:active',
        position: 'top' as const,
      };
      expect(refusalOf(t, evolve)).toBeDefined();
    });
    it('refused with no evolved Pokémon', () => {
      const t = table({
        p1: { active: ['base1-46'], hand: [SPRAY] },
        p2: { active: [CHARMELEON, 'base1-46'] },
      });
      expect(refusalOf(t, trainerAction(t, SPRAY))).toBeDefined();
    });
  });

  card('neo3-12', 'Delta Beam', () => {
    it('20; heads: you choose Asleep, Confused or Paralyzed; tails: none', () => {
      const run = (seed: number) =>
        declare(
          table({ seed, p1: { active: ['neo3-12', W, W, W] }, p2: { active: [KINGAMBIT] } }),
          'Delta Beam',
        );
      const h = onSide('heads', run);
      expect(h.state.pendingDecision?.decider).toBe('p1');
      const options = (h.state.pendingDecision?.options ?? []).join(' ');
      expect(options).toMatch(/asleep/i);
      expect(options).toMatch(/confused/i);
      expect(options).toMatch(/paralyzed/i);
      const done = answerAll(h, (d) => (d.options ?? []).filter((o) => /confused/i.test(o)));
      expect(damageIn(done.state, 'p2:active')).toBe(20);
      expect(conditionsIn(done.state, 'p2:active')).toEqual(['confused']);
      const t = answerAll(onSide('tails', run));
      expect(damageIn(t.state, 'p2:active')).toBe(20);
      expect(conditionsIn(t.state, 'p2:active')).toEqual([]);
    });
  });

  card('base2-29', 'Venom Powder', () => {
    it('10; heads Confused and Poisoned; tails neither', () => {
      const run = (seed: number) =>
        attack(
          table({ seed, p1: { active: ['base2-29', G, G] }, p2: { active: [DONDOZO] } }),
          'Venom Powder',
        );
      const h = onSide('heads', run);
      expect(gotCondition(h, 'poisoned')).toBe(true);
      expect(gotCondition(h, 'confused')).toBe(true);
      const t = onSide('tails', run);
      expect(conditionsIn(t.state, 'p2:active')).toEqual([]);
      expect(damageIn(t.state, 'p2:active')).toBe(10);
    });
  });

  card('neo3-32', 'Submerge', () => {
    it('Water until the end of your turn: Blinding Light does 30 ×2 to Charmander-line Charmeleon (weak to Water)', () => {
      const board = () =>
        table({ p1: { active: ['neo3-32', L, L, L] }, p2: { active: [CHARMELEON] } });
      expect(damageIn(attack(board(), 'Blinding Light').state, 'p2:active')).toBe(30);
      const submerged = useAbilityAt(board(), 'p1:active', 'Submerge');
      expect(damageIn(attack(submerged, 'Blinding Light').state, 'p2:active')).toBe(60);
    });
  });

  card('neo4-25', 'Beatdown', () => {
    it('a Darkness or "Dark" Defending Pokémon: heads 100, tails 50; any other: 50 without a coin', () => {
      const run = (defender: string) => (seed: number) =>
        attack(
          table({ seed, p1: { active: ['neo4-25', F, F, F] }, p2: { active: [defender] } }),
          'Beatdown',
        );
      expect(damageIn(onSide('heads', run(KINGAMBIT)).state, 'p2:active')).toBe(100);
      expect(damageIn(onSide('tails', run(KINGAMBIT)).state, 'p2:active')).toBe(50);
      const plain = run(CHANSEY)(1);
      expect(coinsOf(plain)).toEqual([]);
      // Chansey is weak to Fighting: 50 ×2.
      expect(damageIn(plain.state, 'p2:active')).toBe(100);
    });
  });

  card('neo4-25', 'Tag Team', () => {
    const board = (damage: number, machoke: 'bench' | 'active') =>
      withCounters(
        table({
          p1:
            machoke === 'bench'
              ? { active: [KINGAMBIT, W], bench: [['neo4-49']], hand: ['neo4-25'] }
              : { active: ['neo4-49'], bench: [[KINGAMBIT, W]], hand: ['neo4-25'] },
          p2: { active: [KINGAMBIT] },
        }),
        machoke === 'bench' ? 'p1:active' : 'p1:bench_1',
        { damage },
      );
    it('played onto the Bench: 3 damage counters off your Active Pokémon, then Light Machamp switches in', () => {
      const t = play(board(50, 'bench'), 'neo4-25', 'p1:bench_1', 'top');
      expect(templatesIn(t.state, 'p1:active')).toEqual(['neo4-25', 'neo4-49']);
      expect(templatesIn(t.state, 'p1:bench_1')).toEqual([KINGAMBIT, W]);
      expect(damageIn(t.state, 'p1:bench_1')).toBe(20);
    });
    it('fewer than 3 counters: all removed', () => {
      const t = play(board(20, 'bench'), 'neo4-25', 'p1:bench_1', 'top');
      expect(damageIn(t.state, 'p1:bench_1')).toBe(0);
      expect(templatesIn(t.state, 'p1:active')[0]).toBe('neo4-25');
    });
    it('played onto the Active Pokémon: nothing happens', () => {
      const t = play(board(50, 'active'), 'neo4-25', 'p1:active', 'top');
      expect(templatesIn(t.state, 'p1:active')).toEqual(['neo4-25', 'neo4-49']);
      expect(damageIn(t.state, 'p1:bench_1')).toBe(50);
    });
  });

  card('basep-49', 'Guard', () => {
    const board = (counters: Record<string, number> = {}) =>
      nextTurn(
        act(
          withCounters(
            table({
              p1: { active: ['basep-49'] },
              p2: { active: [PIKACHU, L], bench: [[SQUIRTLE]] },
            }),
            'p1:active',
            counters,
          ),
          { type: 'end_turn', player: 'p1', source: 'ai' },
        ),
      );
    const retreat = (t: Table) =>
      refusalOf(t, {
        type: 'declare_action',
        player: 'p2',
        source: 'ai',
        kind: 'retreat',
        card: `#${t.state.zones['p2:active']?.cards[0]}`,
        zone: 'p2:active',
        details: { to: 'p2:bench_1', discard: [`${t.state.zones['p2:active']?.cards[1]}`] },
      });
    it("while Snorlax is Active, the Defending Pokémon can't retreat; a Special Condition on Snorlax stops it", () => {
      expect(retreat(board())).toBeDefined();
      expect(retreat(board({ confused: 1 }))).toBeUndefined();
    });
  });

  card('basep-49', 'Roll Over', () => {
    it('30; Snorlax is now Asleep; heads the Defending Pokémon too, tails not', () => {
      const run = (seed: number) =>
        attack(
          table({ seed, p1: { active: ['basep-49', W, W, W, W] }, p2: { active: [KINGAMBIT] } }),
          'Roll Over',
        );
      const h = onSide('heads', run);
      expect(damageIn(h.state, 'p2:active')).toBe(30);
      expect(gotCondition(h, 'asleep')).toBe(true);
      // Put to sleep during the attack (before the checkup's flips): whom.
      const sleepers = (x: Table) => {
        const log = x.state.log.map((e) => e.message);
        return log
          .slice(
            0,
            log.findIndex((m) => /ended turn/.test(m)),
          )
          .filter((m) => /set a counter: asleep on .* is now 1/.test(m))
          .map((m) => m.replace(/^.*asleep on (.*) is now 1$/, '$1'));
      };
      expect(sleepers(h)).toEqual(['Snorlax', 'Kingambit']);
      expect(sleepers(onSide('tails', run))).toEqual(['Snorlax']);
    });
  });

  card('basep-5', 'Special Delivery', () => {
    it('draw a card, then put a card of your choice from your hand on top of the deck', () => {
      const t = table({
        p1: { active: ['basep-5'], hand: [R], deck: [W, L] },
        p2: { active: [KINGAMBIT] },
      });
      const asked = useAbilityAt(t, 'p1:active', 'Special Delivery', exactly('Fire'));
      expect(templatesIn(asked.state, 'p1:hand')).toEqual([W]);
      expect(templatesIn(asked.state, 'p1:deck')).toEqual([R, L]);
    });
  });

  card('basep-5', 'Supersonic Flight', () => {
    it('heads 60, tails nothing', () => {
      const run = (seed: number) =>
        attack(
          table({ seed, p1: { active: ['basep-5', W, W, W] }, p2: { active: [KINGAMBIT] } }),
          'Supersonic Flight',
        );
      expect(damageIn(onSide('heads', run).state, 'p2:active')).toBe(60);
      expect(damageIn(onSide('tails', run).state, 'p2:active')).toBe(0);
    });
  });

  card('basep-32', 'Paint', () => {
    it('heads: the Defending Pokémon is now the type you choose (not Colorless); tails: nothing', () => {
      const run = (seed: number) =>
        declare(
          table({ seed, p1: { active: ['basep-32', W] }, p2: { active: [KINGAMBIT] } }),
          'Paint',
        );
      const h = onSide('heads', run);
      const options = h.state.pendingDecision?.options ?? [];
      expect(options).not.toContain('Colorless');
      expect(options).toContain('Water');
      const done = answerAll(h, (d) => ((d.options ?? []).includes('Water') ? ['Water'] : []));
      expect(typesOf(done, 'p2:active')).toEqual(['Water']);
      const t = answerAll(onSide('tails', run));
      expect(typesOf(t, 'p2:active')).toEqual(['Darkness']);
      expect(t.state.pendingDecision).toBeNull();
    });
  });

  card('basep-15', '3-D Attack', () => {
    it('3 coins, 20 per heads', () => {
      for (const seed of SEEDS.slice(0, 5)) {
        const t = attack(
          table({ seed, p1: { active: ['basep-15', W, W, W] }, p2: { active: [KINGAMBIT] } }),
          '3-D Attack',
        );
        expect(coinsOf(t)).toHaveLength(3);
        expect(damageIn(t.state, 'p2:active')).toBe(20 * headsOf(t));
      }
    });
  });
});

/**
 * The third draw (main 22ef838, about 17:00): the 13 distinct cards automatic then and not at
 * 2378904, one Fisher–Yates shuffle with mulberry32 seed 2808, walked in order: basep-23 Zapdos,
 * base5-30 Dark Vileplume, basep-44 Magmar, si1-12 Lapras, basep-18 Team Rocket's Meowth, si1-1
 * Mew, basep-45 Scyther, basep-51 Rapidash, si1-16 Lickitung, basep-39 Misdreavus, basep-21
 * Moltres, neo2-44 Poliwhirl, basep-10 Meowth. Checked below: the named attack of each, all
 * right. Not checked (time): Lickitung (both), Dark Vileplume's Hay Fever, Lapras' Ice Beam,
 * Rapidash's Super Singe, Misdreavus' Confuse Ray, Poliwhirl's Water Gun.
 */
describe('third draw', () => {
  card('basep-23', 'Lightning Burn', () => {
    const run = (bench: string[][]) => (seed: number) =>
      declare(
        table({
          seed,
          p1: { active: ['basep-23', L, L, L] },
          p2: { active: [KINGAMBIT], bench },
        }),
        'Lightning Burn',
      );
    it('30; heads: also 30 to the Benched Pokémon you choose, no Weakness (Squirtle, weak to Lightning: 30); tails: 30 to Zapdos', () => {
      const h = answerAll(onSide('heads', run([[PIKACHU], [SQUIRTLE]])), exactly('Squirtle'));
      expect(damageIn(h.state, 'p2:active')).toBe(30);
      expect(damageIn(h.state, 'p2:bench_2')).toBe(30);
      expect(damageIn(h.state, 'p2:bench_1')).toBe(0);
      expect(damageIn(h.state, 'p1:active')).toBe(0);
      const t = answerAll(onSide('tails', run([[PIKACHU]])));
      expect(damageIn(t.state, 'p2:active')).toBe(30);
      expect(damageIn(t.state, 'p2:bench_1')).toBe(0);
      expect(damageIn(t.state, 'p1:active')).toBe(30);
    });
    it('heads with no Benched Pokémon: 30 alone', () => {
      const h = answerAll(onSide('heads', run([])));
      expect(damageIn(h.state, 'p2:active')).toBe(30);
      expect(damageIn(h.state, 'p1:active')).toBe(0);
    });
  });

  card('base5-30', 'Petal Whirlwind', () => {
    it('3 coins (printed "Flip 3 coins"), 30 per heads; 2 or more heads: Dark Vileplume Confused', () => {
      for (const seed of SEEDS.slice(0, 8)) {
        const t = attack(
          table({ seed, p1: { active: ['base5-30', G, G, G] }, p2: { active: [DONDOZO] } }),
          'Petal Whirlwind',
        );
        expect(coinsOf(t)).toHaveLength(3);
        const n = headsOf(t);
        expect(damageIn(t.state, 'p2:active')).toBe(30 * n);
        expect(gotCondition(t, 'confused')).toBe(n >= 2);
      }
    });
  });

  card('basep-44', 'Burning Fire', () => {
    it('10 plus 10 per Fire Energy card you choose to discard from your Pokémon in play (Active and Benched); none: 10', () => {
      const board = () =>
        declare(
          table({
            p1: { active: ['basep-44', R, R, W], bench: [[CHARMANDER, R]] },
            p2: { active: [KINGAMBIT] },
          }),
          'Burning Fire',
        );
      const asked = board();
      const offered = asked.state.pendingDecision?.options ?? [];
      expect(offered.filter((o) => o.includes('Fire'))).toHaveLength(3);
      expect(offered.some((o) => o.includes('Water'))).toBe(false);
      const all = answerAll(asked, (d) => (d.options ?? []).filter((o) => o.includes('Fire')));
      expect(damageIn(all.state, 'p2:active')).toBe(40);
      expect(templatesIn(all.state, 'p1:discard')).toEqual([R, R, R]);
      const none = answerAll(board(), (d) => (d.select?.min === 0 ? [] : []));
      expect(damageIn(none.state, 'p2:active')).toBe(10);
      expect(templatesIn(none.state, 'p1:discard')).toEqual([]);
    });
  });

  card('si1-12', 'Gentle Song', () => {
    it('2 counters off Lapras (1 if it has 1) and off the Defending Pokémon; the Defending Pokémon is Asleep', () => {
      const run = (mine: number, theirs: number) =>
        attack(
          withCounters(
            withCounters(
              table({ p1: { active: ['si1-12', W] }, p2: { active: [KINGAMBIT] } }),
              'p1:active',
              { damage: mine },
            ),
            'p2:active',
            { damage: theirs },
          ),
          'Gentle Song',
        );
      const t = run(30, 10);
      expect(damageIn(t.state, 'p1:active')).toBe(10);
      expect(damageIn(t.state, 'p2:active')).toBe(0);
      expect(gotCondition(t, 'asleep')).toBe(true);
      const u = run(0, 50);
      expect(damageIn(u.state, 'p2:active')).toBe(30);
      expect(damageIn(u.state, 'p1:active')).toBe(0);
    });
  });

  card('basep-18', 'Miraculous Comeback', () => {
    it('a coin per Pokémon in play (both sides: 4 here); 10 per heads to the Defending Pokémon, then 10 per tails to Meowth', () => {
      for (const seed of SEEDS.slice(0, 6)) {
        const t = attack(
          table({
            seed,
            p1: { active: ['basep-18', W], bench: [[PIKACHU]] },
            p2: { active: [KINGAMBIT], bench: [[SQUIRTLE]] },
          }),
          'Miraculous Comeback',
        );
        const coins = coinsOf(t);
        expect(coins).toHaveLength(4);
        const heads = coins.filter((c) => c === 'heads').length;
        expect(damageIn(t.state, 'p2:active')).toBe(10 * heads);
        const self = 10 * (4 - heads);
        // Meowth has 40 HP: 40 to itself knocks it out.
        if (self < 40) expect(damageIn(t.state, 'p1:active')).toBe(self);
        else expect(templatesIn(t.state, 'p1:discard')).toContain('basep-18');
      }
    });
  });

  card('si1-1', 'Rainbow Wave', () => {
    it("you choose a type of Energy attached to Mew; 20 to each of the opponent's Pokémon of that type, Benched too, no Weakness", () => {
      const t = declare(
        table({
          p1: { active: ['si1-1', P, W] },
          p2: { active: [CHARMANDER], bench: [[SQUIRTLE], ['base1-42'], [PIKACHU]] },
        }),
        'Rainbow Wave',
      );
      const options = t.state.pendingDecision?.options ?? [];
      expect(sorted(options.filter((o) => /Water|Psychic|Fire|Lightning/.test(o)))).toEqual(
        sorted([expect.stringContaining('Psychic'), expect.stringContaining('Water')]),
      );
      const done = answerAll(t, (d) => (d.options ?? []).filter((o) => o.includes('Water')));
      // Squirtle and Wartortle are Water (weak to Lightning, not Psychic: 20 each); others none.
      expect(damageIn(done.state, 'p2:bench_1')).toBe(20);
      expect(damageIn(done.state, 'p2:bench_2')).toBe(20);
      expect(damageIn(done.state, 'p2:bench_3')).toBe(0);
      expect(damageIn(done.state, 'p2:active')).toBe(0);
    });
  });

  card('basep-45', 'Slashing Strike', () => {
    it("40; Scyther can't use it during your next turn; benching Scyther ends that", () => {
      const t = p1Again(
        attack(
          table({
            p1: { active: ['basep-45', G, G], bench: [[PIKACHU]], hand: [SWITCH, SWITCH] },
            p2: { active: [KINGAMBIT] },
          }),
          'Slashing Strike',
        ),
      );
      expect(damageIn(t.state, 'p2:active')).toBe(80); // ×2: Kingambit is weak to Grass
      expect(mayAttack(t, 'Slashing Strike')).toBe(false);
      const back = playTrainerCard(playTrainerCard(t, SWITCH), SWITCH);
      expect(templatesIn(back.state, 'p1:active')[0]).toBe('basep-45');
      expect(mayAttack(back, 'Slashing Strike')).toBe(true);
    });
  });

  card('basep-51', 'Jump Over', () => {
    it('you choose a Benched Pokémon, then flip: heads 20 to it without Weakness (Bulbasaur, weak to Fire: 20); tails nothing; never the Defending Pokémon', () => {
      const run = (seed: number) =>
        answerAll(
          declare(
            table({
              seed,
              p1: { active: ['basep-51', R, R] },
              p2: { active: [KINGAMBIT], bench: [[PIKACHU], ['base1-44']] },
            }),
            'Jump Over',
          ),
          exactly('Bulbasaur'),
        );
      const h = onSide('heads', run);
      expect(damageIn(h.state, 'p2:bench_2')).toBe(20);
      expect(damageIn(h.state, 'p2:bench_1') + damageIn(h.state, 'p2:active')).toBe(0);
      const t = onSide('tails', run);
      expect(damageIn(t.state, 'p2:bench_2') + damageIn(t.state, 'p2:active')).toBe(0);
    });
  });

  card('basep-39', 'Pain Split', () => {
    it('a damage counter on the Defending Pokémon per counter on Misdreavus (counters: no Weakness)', () => {
      const t = attack(
        withCounters(
          table({ p1: { active: ['basep-39', P] }, p2: { active: [ALAKAZAM] } }),
          'p1:active',
          { damage: 30 },
        ),
        'Pain Split',
      );
      expect(damageIn(t.state, 'p2:active')).toBe(30);
      expect(damageIn(t.state, 'p1:active')).toBe(30);
    });
  });

  card('basep-21', 'Hyper Flame', () => {
    it('60; heads: 1 Fire Energy card discarded; tails: every Energy card discarded', () => {
      const run = (seed: number) =>
        attack(
          table({ seed, p1: { active: ['basep-21', R, R, R, W] }, p2: { active: [KINGAMBIT] } }),
          'Hyper Flame',
        );
      const h = onSide('heads', run);
      expect(damageIn(h.state, 'p2:active')).toBe(60);
      expect(templatesIn(h.state, 'p1:discard')).toEqual([R]);
      const t = onSide('tails', run);
      expect(damageIn(t.state, 'p2:active')).toBe(60);
      expect(sorted(templatesIn(t.state, 'p1:discard'))).toEqual(sorted([R, R, R, W]));
      expect(templatesIn(t.state, 'p1:active')).toEqual(['basep-21']);
    });
  });

  card('neo2-44', 'Belly Drum', () => {
    const board = (damage: number) =>
      withCounters(
        table({
          p1: { active: ['neo2-44', 'base1-59', W], deck: [G, PIKACHU, W, SWITCH, R] },
          p2: { active: [KINGAMBIT] },
        }),
        'p1:active',
        { damage },
      );
    it('3 counters on Poliwhirl, then 2 basic Energy cards from the deck attached to it', () => {
      const asked = declare(board(0), 'Belly Drum');
      const offered = optionNames(asked);
      expect(offered.some((o) => o.includes('Pikachu') || o.includes('Switch'))).toBe(false);
      const t = answerAll(asked, (d) =>
        (d.options ?? []).filter((o) => /Energy/.test(o)).slice(0, 2),
      );
      expect(damageIn(t.state, 'p1:active')).toBe(30);
      expect(templatesIn(t.state, 'p1:active').filter((x) => [G, W, R].includes(x))).toHaveLength(
        3,
      );
      expect(templatesIn(t.state, 'p1:deck')).toHaveLength(3);
    });
    it('knocked out by the counters (40 already, 70 HP): no search', () => {
      const t = attack(board(40), 'Belly Drum');
      expect(templatesIn(t.state, 'p1:discard')).toContain('neo2-44');
      expect(templatesIn(t.state, 'p1:deck')).toHaveLength(5);
    });
  });

  card('basep-10', 'Cat Punch', () => {
    it('heads: 20 to the Defending Pokémon; tails: the opponent chooses a Benched Pokémon, 20 to it (no Weakness)', () => {
      const run = (seed: number) =>
        declare(
          table({
            seed,
            p1: { active: ['basep-10', W, W] },
            p2: { active: [KINGAMBIT], bench: [[PIKACHU], [CHANSEY]] },
          }),
          'Cat Punch',
        );
      const h = answerAll(onSide('heads', run));
      expect(damageIn(h.state, 'p2:active')).toBe(20);
      expect(damageIn(h.state, 'p2:bench_1') + damageIn(h.state, 'p2:bench_2')).toBe(0);
      const t = onSide('tails', run);
      expect(t.state.pendingDecision?.decider).toBe('p2');
      const done = answerAll(t, exactly('Chansey'));
      expect(damageIn(done.state, 'p2:bench_2')).toBe(20);
      expect(damageIn(done.state, 'p2:active')).toBe(0);
    });
  });
});
