/**
 * HEADER
 */

import { createGameToolContext, createMatchStore } from '@playmat/agent/game';
import type { ToolSet } from 'ai';
import { describe, expect, it } from 'vitest';
import { loadCardSet } from '../cards/load-card-set';
import type { PokemonState } from '../game/state';
import { createPokemonPlugin } from '../plugin/create-pokemon-plugin';
import { type BoardSpec, buildBoard } from '../test/match-builder';
import {
  attackAction,
  endTurn,
  passTurn,
  play,
  playTrainerCard,
  retreatAction,
} from './audit/audit.test-helper';
import { coinsOf, headsOf, mayAttack, onSide, seenBy, sorted } from './audit/draw.test-helper';
import { cardBehaviour } from './behaviour.test-helper';
import {
  DONDOZO,
  G,
  gotCondition,
  KINGAMBIT,
  L,
  P,
  PIKACHU,
  R,
  SEEDS,
  W,
} from './cards/classic.test-helper';
import { classicRegistry, classicWith, classicTable as table } from './classic-sets.test-helper';
import { manualParts } from './coverage';
import {
  abilityAction,
  act,
  answerAll,
  attack,
  type Chooser,
  conditionsIn,
  damageIn,
  refusalOf,
  startTurn,
  type Table,
  templatesIn,
  useAbility,
  withCounters,
  withSeeds,
} from './effects.test-helper';

const F = 'sve-6';
const D = 'sve-7'; // basic Darkness Energy
const DCE = 'base1-96';
const POTION = 'base1-94'; // a Trainer card
const CHANSEY = 'base4-3'; // 120 HP Colorless, weak to Fighting ×2, resists Psychic −30
const PIDGEOTTO = 'base4-28'; // 60 HP Colorless, weak to Lightning, resists Fighting −30
const SQUIRTLE = 'base1-63';
const BLASTOISE = 'base1-2'; // Stage 2
const RAICHU = 'base1-14'; // Stage 1

const card = (id: string, part: string | undefined, fn: () => void) =>
  cardBehaviour(id, part, fn, classicRegistry);

/** p1's `attacker` uses `name` on p2's `defender` (seed), every choice answered first-option. */
const hit = (attacker: string[], name: string, defender: string[] = [KINGAMBIT], seed = 1) =>
  attack(table({ seed, p1: { active: attacker }, p2: { active: defender } }), name);

/** Picks the options naming `names` (one per name, as many as the choice takes). */
const picking =
  (...names: string[]): Chooser =>
  (d) => {
    const options = d.options ?? [];
    for (const n of names) {
      const found = options.filter((o) => o.includes(n));
      if (found.length > 0)
        return d.select ? found.slice(0, Math.max(1, d.select.min)) : [found[0] as string];
    }
    return d.select ? options.slice(0, d.select.min) : options.slice(0, 1);
  };

/**
 * The first coin anybody flipped. "Your opponent flips a coin" is flipped by the game for the
 * effect's player (the readers' stated choice: the coin is the same whoever flips it), so the
 * outcome is asserted, not the name in the log line.
 */
const anyCoin = (t: Table) => coinsOf(t, 'p1')[0] ?? coinsOf(t, 'p2')[0];

/** Every seed of the 40 that gives `n` heads among p1's coins, run through `run` (first one). */
const withHeads = (n: number, run: (seed: number) => Table, player = 'p1') =>
  withSeeds(SEEDS, run, (t) => headsOf(t, player) === n);

describe('WotC sets (seed 2901)', () => {
  card('neo4-71', 'Swift', () => {
    const LEDYBA = 'neo4-71';
    it('20 to a Grass-weak Pokémon (Weakness not applied), 20 to a Pokémon that resists nothing, 20 through Kabuto Armor (a Power on the Defending Pokémon)', () => {
      expect(damageIn(hit([LEDYBA, G, G], 'Swift', [KINGAMBIT]).state, 'p2:active')).toBe(20);
      expect(damageIn(hit([LEDYBA, G, G], 'Swift', [DONDOZO]).state, 'p2:active')).toBe(20);
      // Aron (ex2-56) resists Grass −30: Resistance not applied either.
      expect(damageIn(hit([LEDYBA, G, G], 'Swift', ['ex2-56']).state, 'p2:active')).toBe(20);
      // Kabuto Armor would halve it to 10: Swift ignores Powers on the Defending Pokémon.
      expect(damageIn(hit([LEDYBA, G, G], 'Swift', ['base6-48']).state, 'p2:active')).toBe(20);
    });
  });

  card('base6-48', 'Kabuto Armor', () => {
    const KABUTO = 'base6-48';
    const struck = (attacker: string[], name: string, counters: Record<string, number> = {}) =>
      attack(
        table({
          activePlayer: 'p2',
          p1: { active: [KABUTO, F], activeCounters: counters, bench: [[SQUIRTLE]] },
          p2: { active: attacker },
        }),
        name,
        { player: 'p2' },
      );
    it("the opponent's 20-damage attack does 10; after Weakness (Grass ×2: 20 → 40) it does 20", () => {
      // Squirtle's Bubble (base1-63): 10, Water: no Weakness. Pikachu's Gnaw: 10.
      expect(damageIn(struck([PIKACHU, L], 'Gnaw').state, 'p1:active')).toBe(0);
      // Bulbasaur (Grass) Leech Seed 20 → ×2 = 40 → half 20.
      expect(damageIn(struck(['base1-44', G, G], 'Leech Seed').state, 'p1:active')).toBe(20);
    });
    it('while Kabuto is Asleep, full damage', () => {
      const t = struck(['base1-44', G, G], 'Leech Seed', { asleep: 1 });
      // 40 on 30 HP: Knocked Out.
      expect(templatesIn(t.state, 'p1:discard')).toContain(KABUTO);
    });
  });

  card('base4-1', 'Damage Swap', () => {
    const ALAKAZAM = 'base4-1';
    const board = (counters: Record<string, number> = {}) =>
      withCounters(
        withCounters(
          table({
            p1: { active: [ALAKAZAM, P], activeCounters: counters, bench: [[PIKACHU], [SQUIRTLE]] },
            p2: { active: [KINGAMBIT], bench: [['base1-44']] },
          }),
          'p1:bench_1',
          { damage: 20 },
        ),
        'p2:active',
        { damage: 10 },
      );
    /** Moves a counter from the Pokémon naming `from` to the one naming `to`; records the options. */
    const swap = (t: Table, from: string, to: string, seen: string[] = []) =>
      useAbility(t, 'p1:active', 'Damage Swap', {
        chooser: (d) => {
          seen.push(...(d.options ?? []));
          const name = /move it to/.test(d.prompt ?? '') ? to : from;
          return (d.options ?? []).filter((o) => o.includes(name)).slice(0, 1);
        },
      });
    it('1 counter from one of your Pokémon to another of yours (the opponent’s are not offered), again in the same turn', () => {
      const t = withCounters(board(), 'p1:bench_2', { damage: 10 });
      const seen: string[] = [];
      const once = swap(t, 'Pikachu', 'Squirtle', seen);
      expect(seen.join(' | ')).not.toMatch(/Kingambit|Bulbasaur/);
      expect(damageIn(once.state, 'p1:bench_1')).toBe(10);
      expect(damageIn(once.state, 'p1:bench_2')).toBe(20);
      expect(damageIn(once.state, 'p2:active')).toBe(10);
      const twice = swap(once, 'Pikachu', 'Alakazam');
      expect(damageIn(twice.state, 'p1:bench_1')).toBe(0);
      expect(damageIn(twice.state, 'p1:active')).toBe(10);
    });
    it('not onto a Pokémon it would Knock Out (Squirtle, 40 HP, with 30 damage)', () => {
      const t = withCounters(board(), 'p1:bench_2', { damage: 30 });
      let offeredTo: string[] = [];
      let step = 0;
      useAbility(t, 'p1:active', 'Damage Swap', {
        chooser: (d, st) => {
          step += 1;
          if (step === 2) offeredTo = [...(d.options ?? [])];
          return picking('Pikachu')(d, st);
        },
      });
      expect(offeredTo.join(' | ')).not.toMatch(/Squirtle/);
    });
    it('not while Alakazam is Confused', () => {
      const t = board({ confused: 1 });
      expect(refusalOf(t, abilityAction(t, 'p1:active', 'Damage Swap'))).toBeDefined();
    });
  });

  card('base6-8', 'Reel In', () => {
    const SLOWBRO = 'base6-8';
    const discard = [BLASTOISE, PIKACHU, RAICHU, SQUIRTLE, W, POTION];
    const board = () =>
      table({
        p1: { active: ['base6-93', P], hand: [SLOWBRO], discard },
        p2: { active: [KINGAMBIT] },
      });
    it('played from the hand (evolving Slowpoke): up to 3 Basic Pokémon / Evolution cards of the discard pile (no Energy, no Trainer) into the hand', () => {
      let options: string[] = [];
      let max = 0;
      const t = play(board(), SLOWBRO, 'p1:active', 'top', (d) => {
        if (!d.select) return (d.options ?? []).filter((o) => /^yes/i.test(o)).slice(0, 1);
        options = [...(d.options ?? [])];
        max = d.select.max;
        return options.filter((o) => /Blastoise|Pikachu|Raichu/.test(o));
      });
      expect(max).toBe(3);
      expect(sorted(options.map((o) => o.replace(/^\S+ /, '')))).toEqual(
        sorted(['Blastoise', 'Pikachu', 'Raichu', 'Squirtle']),
      );
      expect(sorted(templatesIn(t.state, 'p1:hand'))).toEqual(sorted([BLASTOISE, PIKACHU, RAICHU]));
      expect(sorted(templatesIn(t.state, 'p1:discard'))).toEqual(sorted([SQUIRTLE, W, POTION]));
      expect(templatesIn(t.state, 'p1:active')[0]).toBe(SLOWBRO);
    });
    it('"up to": none taken, the discard pile unchanged', () => {
      const t = play(board(), SLOWBRO, 'p1:active', 'top', (d) =>
        d.select ? [] : (d.options ?? []).filter((o) => /^no/i.test(o)).slice(0, 1),
      );
      expect(templatesIn(t.state, 'p1:hand')).toEqual([]);
      expect(sorted(templatesIn(t.state, 'p1:discard'))).toEqual(sorted(discard));
    });
  });

  card('base6-8', 'Fickle Attack', () => {
    it('heads 40, tails nothing', () => {
      const run = (seed: number) => hit(['base6-8', P, P], 'Fickle Attack', [KINGAMBIT], seed);
      expect(damageIn(onSide('heads', run).state, 'p2:active')).toBe(40);
      expect(damageIn(onSide('tails', run).state, 'p2:active')).toBe(0);
    });
  });

  card('ecard1-39', 'Tail Smash', () => {
    it('heads 40, tails nothing', () => {
      const run = (seed: number) => hit(['ecard1-39', R], 'Tail Smash', [KINGAMBIT], seed);
      expect(damageIn(onSide('heads', run).state, 'p2:active')).toBe(40);
      expect(damageIn(onSide('tails', run).state, 'p2:active')).toBe(0);
    });
  });

  card('ecard1-39', 'Flamethrower', () => {
    it('60; 1 Fire Energy card discarded (the Water stays), only one of the two', () => {
      const t = hit(['ecard1-39', R, R, W], 'Flamethrower');
      expect(damageIn(t.state, 'p2:active')).toBe(60);
      expect(templatesIn(t.state, 'p1:discard')).toEqual([R]);
      expect(sorted(templatesIn(t.state, 'p1:active'))).toEqual(sorted(['ecard1-39', R, W]));
    });
  });

  card('gym1-35', 'Shake', () => {
    const GROWLITHE = 'gym1-35';
    it('10 to the Defending Pokémon, then the opponent chooses 1 of their Benched Pokémon to switch with it', () => {
      let decider = '';
      let options: string[] = [];
      const t = attack(
        table({
          p1: { active: [GROWLITHE, R], bench: [[PIKACHU]] },
          p2: { active: [KINGAMBIT], bench: [[SQUIRTLE], [CHANSEY]] },
        }),
        'Shake',
        {
          chooser: (d, st) => {
            decider = d.decider;
            options = [...(d.options ?? [])];
            return picking('Chansey')(d, st);
          },
        },
      );
      expect(decider).toBe('p2');
      expect(options.join(' | ')).not.toMatch(/Pikachu/);
      expect(templatesIn(t.state, 'p2:active')).toEqual([CHANSEY]);
      expect(templatesIn(t.state, 'p2:bench_2')).toEqual([KINGAMBIT]);
      expect(damageIn(t.state, 'p2:bench_2')).toBe(10);
      expect(damageIn(t.state, 'p2:active')).toBe(0);
    });
    it('no Benched Pokémon: 10 and nothing else', () => {
      const t = hit([GROWLITHE, R], 'Shake');
      expect(damageIn(t.state, 'p2:active')).toBe(10);
      expect(templatesIn(t.state, 'p2:active')).toEqual([KINGAMBIT]);
    });
  });

  card('gym1-35', 'Fire Tackle', () => {
    it('30 to the Defending Pokémon and 10 to Blaine’s Growlithe', () => {
      const t = hit(['gym1-35', R, R], 'Fire Tackle');
      expect(damageIn(t.state, 'p2:active')).toBe(30);
      expect(damageIn(t.state, 'p1:active')).toBe(10);
    });
  });

  card('neo4-108', 'Lightning Cut', () => {
    const KABUTOPS = 'neo4-108';
    const run = (seed: number) =>
      attack(
        table({
          seed,
          p1: { active: [KABUTOPS, F, F, L], bench: [[SQUIRTLE]] },
          p2: { active: [KINGAMBIT], bench: [[PIKACHU], [CHANSEY]] },
        }),
        'Lightning Cut',
      );
    it('heads: 40 and 10 to each of the opponent’s Benched Pokémon (Fighting-weak ones too: no Weakness); tails: 30 and 10 to Kabutops', () => {
      const h = onSide('heads', run);
      expect(damageIn(h.state, 'p2:active')).toBe(40);
      expect(damageIn(h.state, 'p2:bench_1')).toBe(10);
      expect(damageIn(h.state, 'p2:bench_2')).toBe(10);
      expect(damageIn(h.state, 'p1:active')).toBe(0);
      expect(damageIn(h.state, 'p1:bench_1')).toBe(0);
      const t = onSide('tails', run);
      expect(damageIn(t.state, 'p2:active')).toBe(30);
      expect(damageIn(t.state, 'p2:bench_1')).toBe(0);
      expect(damageIn(t.state, 'p2:bench_2')).toBe(0);
      expect(damageIn(t.state, 'p1:active')).toBe(10);
    });
  });

  card('neo4-108', 'Water Slash', () => {
    const KABUTOPS = 'neo4-108';
    it('50 plus 10 per Water Energy beyond the cost (Lightning not counted); Resistance not applied, Weakness applied', () => {
      const dmg = (energy: string[], defender = KINGAMBIT) =>
        damageIn(hit([KABUTOPS, ...energy], 'Water Slash', [defender]).state, 'p2:active');
      expect(dmg([F, F, W, W])).toBe(50);
      expect(dmg([F, F, W, W, W])).toBe(60);
      expect(dmg([F, F, W, W, W, W])).toBe(70);
      expect(dmg([F, F, W, W, L])).toBe(50);
      expect(dmg([F, F, F, W, W])).toBe(50);
      // Pidgeotto resists Fighting −30: not applied.
      expect(dmg([F, F, W, W], PIDGEOTTO)).toBe(50);
      // Chansey is weak to Fighting ×2.
      expect(dmg([F, F, W, W], CHANSEY)).toBe(100);
    });
  });

  card('base4-119', undefined, () => {
    const REMOVAL = 'base4-119';
    it('you choose 1 Energy card (special too) on any of the opponent’s Pokémon (Bench too); it is discarded, nothing else', () => {
      const t = table({
        p1: { active: [KINGAMBIT, W], hand: [REMOVAL] },
        p2: { active: [KINGAMBIT, W, DCE], bench: [[PIKACHU, G]] },
      });
      const deciders = new Set<string>();
      const options: string[] = [];
      const done = playTrainerCard(t, REMOVAL, {
        chooser: (d, st) => {
          deciders.add(d.decider);
          options.push(...(d.options ?? []));
          return picking('Pikachu', 'Grass')(d, st);
        },
      });
      expect([...deciders]).toEqual(['p1']);
      expect(options.join(' | ')).not.toMatch(/p1:/);
      expect(templatesIn(done.state, 'p2:bench_1')).toEqual([PIKACHU]);
      expect(templatesIn(done.state, 'p2:discard')).toEqual([G]);
      expect(templatesIn(done.state, 'p2:active')).toEqual([KINGAMBIT, W, DCE]);
      expect(templatesIn(done.state, 'p1:active')).toEqual([KINGAMBIT, W]);
      expect(templatesIn(done.state, 'p1:discard')).toEqual([REMOVAL]);
    });
    it('the Double Colorless Energy on the Active Pokémon may be the one', () => {
      const t = table({
        p1: { active: [KINGAMBIT], hand: [REMOVAL] },
        p2: { active: [KINGAMBIT, W, DCE] },
      });
      const done = playTrainerCard(t, REMOVAL, { chooser: picking('Kingambit', 'Double') });
      expect(templatesIn(done.state, 'p2:active')).toEqual([KINGAMBIT, W]);
      expect(templatesIn(done.state, 'p2:discard')).toEqual([DCE]);
    });
  });

  card('base5-15', undefined, () => {
    const HCTR = 'base5-15';
    const prizes = [G, W, L, P, F, R];
    it('each player’s Prize cards are face up for both players from then on (after a turn passes too)', () => {
      const t = table({
        p1: { active: [KINGAMBIT], hand: [HCTR], prizes },
        p2: { active: [KINGAMBIT], prizes: [W, W, W, L, L, L] },
      });
      expect(seenBy(t, 'p2', 'p1:prizes_2')).toEqual([]);
      expect(seenBy(t, 'p1', 'p1:prizes_2')).toEqual([]);
      expect(seenBy(t, 'p1', 'p2:prizes_4')).toEqual([]);
      const done = playTrainerCard(t, HCTR);
      const later = passTurn(done);
      for (const s of [done, later]) {
        for (const viewer of ['p1', 'p2']) {
          expect(seenBy(s, viewer, 'p1:prizes_2')).toEqual([W]);
          expect(seenBy(s, viewer, 'p2:prizes_4')).toEqual([L]);
        }
      }
    });
  });

  card('base4-32', 'Lure', () => {
    const VICTREEBEL = 'base4-32';
    it('you (not the opponent) choose 1 of their Benched Pokémon; it switches with their Active Pokémon; no damage', () => {
      let decider = '';
      const t = attack(
        table({
          p1: { active: [VICTREEBEL, G] },
          p2: { active: [KINGAMBIT], bench: [[SQUIRTLE], [CHANSEY]] },
        }),
        'Lure',
        {
          chooser: (d, st) => {
            decider = d.decider;
            return picking('Chansey')(d, st);
          },
        },
      );
      expect(decider).toBe('p1');
      expect(templatesIn(t.state, 'p2:active')).toEqual([CHANSEY]);
      expect(templatesIn(t.state, 'p2:bench_2')).toEqual([KINGAMBIT]);
      expect(damageIn(t.state, 'p2:active') + damageIn(t.state, 'p2:bench_2')).toBe(0);
    });
    it('no Benched Pokémon: nothing happens', () => {
      const t = hit([VICTREEBEL, G], 'Lure');
      expect(templatesIn(t.state, 'p2:active')).toEqual([KINGAMBIT]);
      expect(damageIn(t.state, 'p2:active')).toBe(0);
    });
  });

  card('base4-32', 'Acid', () => {
    // As printed, "during your next turn": the attacker's next turn, when the Defending Pokémon's
    // player cannot retreat anyway — the printing leaves no lasting effect (a doubtful ruling:
    // a misprint for "your opponent's next turn" is possible; the printed text is followed).
    const run = (seed: number) =>
      attack(
        table({
          seed,
          p1: { active: ['base4-32', G, G] },
          p2: { active: [PIDGEOTTO, W], bench: [[SQUIRTLE]] },
        }),
        'Acid',
      );
    it('20; heads or tails: the Defending Pokémon may retreat in its owner’s next turn', () => {
      for (const side of ['heads', 'tails'] as const) {
        const h = startTurn(onSide(side, run));
        expect(h.state.turn.activePlayer).toBe('p2');
        expect(damageIn(h.state, 'p2:active')).toBe(20);
        expect(h.state.plugin.markers.some((m) => m.kind === 'cant-retreat')).toBe(false);
        const energy = h.state.zones['p2:active']?.cards[1] as string;
        expect(refusalOf(h, retreatAction(h, 'p2:bench_1', [energy], 'p2'))).toBeUndefined();
      }
    });
  });

  card('ecard1-105', 'Ember', () => {
    it('30; a Fire Energy card discarded, the other Energy stays', () => {
      const t = hit(['ecard1-105', R, W], 'Ember');
      expect(damageIn(t.state, 'p2:active')).toBe(30);
      expect(templatesIn(t.state, 'p1:discard')).toEqual([R]);
      expect(templatesIn(t.state, 'p1:active')).toEqual(['ecard1-105', W]);
    });
  });

  card('neo4-63', 'Shed', () => {
    const DRATINI = 'neo4-63';
    it('1 damage counter off Dratini (30 → 20); with none, nothing; no damage to the Defending Pokémon', () => {
      const board = (damage: number) =>
        table({
          p1: { active: [DRATINI, W], activeCounters: { damage } },
          p2: { active: [KINGAMBIT] },
        });
      const t = attack(board(30), 'Shed');
      expect(damageIn(t.state, 'p1:active')).toBe(20);
      expect(damageIn(t.state, 'p2:active')).toBe(0);
      expect(damageIn(attack(board(0), 'Shed').state, 'p1:active')).toBe(0);
    });
  });

  card('neo4-63', 'Fury Attack', () => {
    it('2 coins, 10 per heads', () => {
      const seen = new Set<number>();
      for (const seed of SEEDS.slice(0, 12)) {
        const t = hit(['neo4-63', W], 'Fury Attack', [KINGAMBIT], seed);
        expect(coinsOf(t)).toHaveLength(2);
        seen.add(headsOf(t));
        expect(damageIn(t.state, 'p2:active')).toBe(10 * headsOf(t));
      }
      expect(seen).toEqual(new Set([0, 1, 2]));
    });
  });

  card('neo1-71', 'Fury Swipes', () => {
    it('3 coins, 10 per heads (Colorless against Chansey: no Weakness)', () => {
      const seen = new Set<number>();
      for (const seed of SEEDS.slice(0, 16)) {
        const t = hit(['neo1-71', W], 'Fury Swipes', [CHANSEY], seed);
        expect(coinsOf(t)).toHaveLength(3);
        seen.add(headsOf(t));
        expect(damageIn(t.state, 'p2:active')).toBe(10 * headsOf(t));
      }
      expect(seen.size).toBeGreaterThanOrEqual(3);
    });
  });

  card('neo1-3', 'Sweet Nectar', () => {
    const BELLOSSOM = 'neo1-3';
    const run = (seed: number) =>
      attack(
        withCounters(
          table({
            seed,
            p1: { active: [BELLOSSOM, G], activeCounters: { damage: 20 }, bench: [[SQUIRTLE]] },
            p2: { active: [KINGAMBIT], activeCounters: { damage: 30 } },
          }),
          'p1:bench_1',
          { damage: 30 },
        ),
        'Sweet Nectar',
        { chooser: picking('Squirtle') },
      );
    it('heads: every counter off the one of your Pokémon you choose (the Benched Squirtle), the others untouched; tails: nothing', () => {
      const h = onSide('heads', run);
      expect(damageIn(h.state, 'p1:bench_1')).toBe(0);
      expect(damageIn(h.state, 'p1:active')).toBe(20);
      expect(damageIn(h.state, 'p2:active')).toBe(30);
      const t = onSide('tails', run);
      expect(damageIn(t.state, 'p1:bench_1')).toBe(30);
      expect(damageIn(t.state, 'p1:active')).toBe(20);
    });
  });

  card('neo1-3', 'Flower Dance', () => {
    it('30 per card named Bellossom you have in play (the opponent’s not counted): 2 → 60; alone → 30', () => {
      const board = (bench: string[][]) =>
        attack(
          table({
            p1: { active: ['neo1-3', G, G, G], bench },
            p2: { active: [DONDOZO], bench: [['ecard2-5']] },
          }),
          'Flower Dance',
        );
      expect(damageIn(board([['ecard2-5'], [SQUIRTLE]]).state, 'p2:active')).toBe(60);
      expect(damageIn(board([[SQUIRTLE]]).state, 'p2:active')).toBe(30);
    });
  });

  card('gym1-4', 'Blizzard', () => {
    const run = (seed: number) =>
      attack(
        table({
          seed,
          p1: { active: ['gym1-4', W, W, W], bench: [[SQUIRTLE], [PIKACHU]] },
          p2: { active: [KINGAMBIT], bench: [[CHANSEY], [PIDGEOTTO]] },
        }),
        'Blizzard',
      );
    it('30; heads: 10 to each of the opponent’s Benched Pokémon; tails: 10 to each of your own', () => {
      const h = onSide('heads', run);
      expect(damageIn(h.state, 'p2:active')).toBe(30);
      expect([damageIn(h.state, 'p2:bench_1'), damageIn(h.state, 'p2:bench_2')]).toEqual([10, 10]);
      expect([damageIn(h.state, 'p1:bench_1'), damageIn(h.state, 'p1:bench_2')]).toEqual([0, 0]);
      const t = onSide('tails', run);
      expect(damageIn(t.state, 'p2:active')).toBe(30);
      expect([damageIn(t.state, 'p2:bench_1'), damageIn(t.state, 'p2:bench_2')]).toEqual([0, 0]);
      expect([damageIn(t.state, 'p1:bench_1'), damageIn(t.state, 'p1:bench_2')]).toEqual([10, 10]);
      expect(damageIn(t.state, 'p1:active')).toBe(0);
    });
  });

  card('gym1-4', 'Take Away', () => {
    const DRAGONAIR = 'gym1-4';
    const DRATINI = 'gym1-42';
    it('Dragonair with every card attached (the Dratini under it too) shuffled into your deck; then the opponent’s Active Pokémon and its cards into theirs; each promotes a Benched Pokémon', () => {
      const deciders = new Set<string>();
      const t = attack(
        table({
          p1: { active: [DRAGONAIR, DRATINI, W, W, W, W], bench: [[SQUIRTLE]], deck: [G] },
          p2: { active: [CHANSEY, 'base1-44', F], bench: [[PIKACHU]], deck: [L] },
        }),
        'Take Away',
        {
          chooser: (d, st) => {
            deciders.add(d.decider);
            return picking('')(d, st);
          },
        },
      );
      expect(sorted(templatesIn(t.state, 'p1:deck'))).toEqual(
        sorted([G, DRAGONAIR, DRATINI, W, W, W, W]),
      );
      expect(sorted(templatesIn(t.state, 'p2:deck'))).toEqual(sorted([L, CHANSEY, 'base1-44', F]));
      expect(templatesIn(t.state, 'p1:active')).toEqual([SQUIRTLE]);
      expect(templatesIn(t.state, 'p2:active')).toEqual([PIKACHU]);
      expect(templatesIn(t.state, 'p1:discard')).toEqual([]);
      expect(templatesIn(t.state, 'p2:discard')).toEqual([]);
      // Nobody was Knocked Out: no Prize card taken.
      expect(templatesIn(t.state, 'p1:hand')).toEqual([]);
    });
  });

  card('base5-6', 'Sinkhole', () => {
    const DUGTRIO = 'base5-6';
    const board = (seed: number, counters: Record<string, number> = {}) =>
      table({
        seed,
        activePlayer: 'p2',
        p1: { active: [DUGTRIO, F], activeCounters: counters },
        p2: { active: [PIDGEOTTO, W], bench: [[SQUIRTLE]] },
      });
    const retreat = (t: Table) => {
      const energy = t.state.zones['p2:active']?.cards[1] as string;
      return answerAll(act(t, retreatAction(t, 'p2:bench_1', [energy], 'p2')));
    };
    it('the opponent retreats: they flip; tails, 20 to the Pokémon that retreated (now Benched; its Lightning Weakness not in play); heads, none', () => {
      const t = withSeeds(
        SEEDS,
        (seed) => retreat(board(seed)),
        (x) => anyCoin(x) === 'tails',
      );
      expect(templatesIn(t.state, 'p2:active')).toEqual([SQUIRTLE]);
      expect(templatesIn(t.state, 'p2:bench_1')[0]).toBe(PIDGEOTTO);
      expect(damageIn(t.state, 'p2:bench_1')).toBe(20);
      const h = withSeeds(
        SEEDS,
        (seed) => retreat(board(seed)),
        (x) => anyCoin(x) === 'heads',
      );
      expect(damageIn(h.state, 'p2:bench_1')).toBe(0);
    });
    it('while Dark Dugtrio is Paralyzed: no coin, no damage', () => {
      const t = retreat(board(1, { paralyzed: 1 }));
      expect(anyCoin(t)).toBeUndefined();
      expect(damageIn(t.state, 'p2:bench_1')).toBe(0);
    });
  });

  card('base5-6', 'Knock Down', () => {
    it('the opponent flips: tails 40, heads 20', () => {
      const run = (seed: number) => hit(['base5-6', F, F], 'Knock Down', [KINGAMBIT], seed);
      const t = withSeeds(SEEDS, run, (x) => anyCoin(x) === 'tails');
      expect(damageIn(t.state, 'p2:active')).toBe(40);
      const h = withSeeds(SEEDS, run, (x) => anyCoin(x) === 'heads');
      expect(damageIn(h.state, 'p2:active')).toBe(20);
    });
  });

  card('gym1-64', '3-Pronged Tail', () => {
    it('3 coins, 10 per heads', () => {
      const seen = new Set<number>();
      for (const seed of SEEDS.slice(0, 16)) {
        const t = hit(['gym1-64', W], '3-Pronged Tail', [KINGAMBIT], seed);
        expect(coinsOf(t)).toHaveLength(3);
        seen.add(headsOf(t));
        expect(damageIn(t.state, 'p2:active')).toBe(10 * headsOf(t));
      }
      expect(seen.size).toBeGreaterThanOrEqual(3);
    });
  });

  card('gym1-64', 'Full Speed Charge', () => {
    it('4 coins: 20 per heads to the Defending Pokémon, 20 per tails to Blaine’s Tauros', () => {
      const seen = new Set<number>();
      for (const seed of SEEDS.slice(0, 20)) {
        const t = hit(['gym1-64', W, W, W], 'Full Speed Charge', [KINGAMBIT], seed);
        expect(coinsOf(t)).toHaveLength(4);
        const h = headsOf(t);
        seen.add(h);
        expect(damageIn(t.state, 'p2:active')).toBe(20 * h);
        if (h > 0) expect(damageIn(t.state, 'p1:active')).toBe(20 * (4 - h));
        else expect(templatesIn(t.state, 'p1:discard')).toContain('gym1-64'); // 80 on 70 HP
      }
      expect(seen.size).toBeGreaterThanOrEqual(3);
    });
  });

  card('ecard2-134', undefined, () => {
    const SER2 = 'ecard2-134';
    const run = (seed: number) =>
      playTrainerCard(
        table({
          seed,
          p1: { active: [PIKACHU, L, DCE], bench: [[SQUIRTLE, W]], hand: [SER2] },
          p2: { active: [KINGAMBIT, G, DCE], bench: [[CHANSEY, W]] },
        }),
        SER2,
      );
    it('2 heads: every Energy card of the Defending Pokémon discarded (its Benched ones kept); 2 tails: every Energy card of your Active Pokémon; 1 and 1: nothing', () => {
      const hh = withHeads(2, run);
      expect(templatesIn(hh.state, 'p2:active')).toEqual([KINGAMBIT]);
      expect(sorted(templatesIn(hh.state, 'p2:discard'))).toEqual(sorted([G, DCE]));
      expect(templatesIn(hh.state, 'p2:bench_1')).toEqual([CHANSEY, W]);
      expect(templatesIn(hh.state, 'p1:active')).toEqual([PIKACHU, L, DCE]);
      const tt = withHeads(0, run);
      expect(templatesIn(tt.state, 'p1:active')).toEqual([PIKACHU]);
      expect(sorted(templatesIn(tt.state, 'p1:discard'))).toEqual(sorted([L, DCE, SER2]));
      expect(templatesIn(tt.state, 'p1:bench_1')).toEqual([SQUIRTLE, W]);
      expect(templatesIn(tt.state, 'p2:active')).toEqual([KINGAMBIT, G, DCE]);
      const ht = withHeads(1, run);
      expect(templatesIn(ht.state, 'p1:active')).toEqual([PIKACHU, L, DCE]);
      expect(templatesIn(ht.state, 'p2:active')).toEqual([KINGAMBIT, G, DCE]);
      expect(templatesIn(ht.state, 'p1:discard')).toEqual([SER2]);
    });
  });

  card('base5-66', 'Trickery', () => {
    const RATTATA = 'base5-66';
    const board = (counters: Record<string, number> = {}) =>
      table({
        p1: {
          active: [RATTATA],
          activeCounters: counters,
          deck: [PIKACHU, W, W],
          prizes: [G, G, G, G, G, L],
        },
        p2: { active: [KINGAMBIT] },
      });
    it('a Prize card and the top card of the deck trade places, neither seen by anyone (the options do not name the Prizes)', () => {
      const options: string[] = [];
      const t = useAbility(board(), 'p1:active', 'Trickery', {
        chooser: (d) => {
          options.push(...(d.options ?? []));
          return (d.options ?? []).filter((o) => o.includes('prizes 6')).slice(0, 1);
        },
      });
      expect(options.join(' | ')).not.toMatch(/Energy/);
      expect(templatesIn(t.state, 'p1:prizes_6')).toEqual([PIKACHU]);
      expect(templatesIn(t.state, 'p1:deck')).toEqual([L, W, W]);
      for (const viewer of ['p1', 'p2']) {
        expect(seenBy(t, viewer, 'p1:prizes_6')).toEqual([]);
        expect(seenBy(t, viewer, 'p1:deck')).toEqual([]);
      }
      const text = t.engine
        .view(t.state, 'p1')
        .log.map((e) => e.message)
        .join('\n');
      expect(text).not.toMatch(/Pikachu|Lightning/);
    });
    it('once a turn, and not while Rattata is Asleep', () => {
      const t = useAbility(board(), 'p1:active', 'Trickery', { chooser: picking('prizes 1') });
      expect(refusalOf(t, abilityAction(t, 'p1:active', 'Trickery'))).toBeDefined();
      const asleep = board({ asleep: 1 });
      expect(refusalOf(asleep, abilityAction(asleep, 'p1:active', 'Trickery'))).toBeDefined();
    });
  });

  card('base5-66', 'Quick Attack', () => {
    it('heads 20, tails 10', () => {
      const run = (seed: number) => hit(['base5-66', W], 'Quick Attack', [KINGAMBIT], seed);
      expect(damageIn(onSide('heads', run).state, 'p2:active')).toBe(20);
      expect(damageIn(onSide('tails', run).state, 'p2:active')).toBe(10);
    });
  });

  card('neo1-35', 'Quick Attack', () => {
    it('heads 30, tails 20', () => {
      const run = (seed: number) => hit(['neo1-35', W, W], 'Quick Attack', [KINGAMBIT], seed);
      expect(damageIn(onSide('heads', run).state, 'p2:active')).toBe(30);
      expect(damageIn(onSide('tails', run).state, 'p2:active')).toBe(20);
    });
  });

  card('neo1-35', 'Slam', () => {
    it('2 coins, 30 per heads', () => {
      for (const h of [0, 1, 2]) {
        const t = withHeads(h, (seed) => hit(['neo1-35', W, W, W], 'Slam', [KINGAMBIT], seed));
        expect(coinsOf(t)).toHaveLength(2);
        expect(damageIn(t.state, 'p2:active')).toBe(30 * h);
      }
    });
  });
});

/** A made-up set (test only): fossils that reword the EX form, one with a sentence no reader knows. */
const fossil = (n: number, name: string, rules: string, abilities: object[] = []) => ({
  id: `mu9a-${n}`,
  number: String(n),
  name,
  supertype: 'Trainer',
  subtypes: ['Item'],
  hp: '50',
  rules: [rules],
  abilities,
});
const madeUpFossils = loadCardSet([
  fossil(
    1,
    'Shell Fossil',
    "Play Shell Fossil as if it were a Basic Pokémon. While in play, Shell Fossil counts as a Colorless Pokémon (instead of a Trainer card). Shell Fossil has no attacks of its own, can't retreat, and can't be affected by any Special Conditions. If Shell Fossil is Knocked Out, it doesn't count as a Knocked Out Pokémon. (Discard it anyway.) At any time during your turn before your attack, you may discard Shell Fossil from play.",
  ),
  fossil(
    2,
    'Odd Fossil',
    "Play Odd Fossil as if it were a Basic Pokémon. While in play, Odd Fossil counts as a Colorless Pokémon (instead of a Trainer card). Odd Fossil has no attacks of its own, can't retreat, and can't be affected by most Special Conditions. At any time during your turn before your attack, you may discard Odd Fossil from play.",
  ),
  fossil(
    3,
    'Spike Fossil',
    "Play Spike Fossil as if it were a Basic Pokémon. While in play, Spike Fossil counts as a Colorless Pokémon (instead of a Trainer card). Spike Fossil has no attacks of its own, can't retreat, and can't be affected by any Special Conditions. If Spike Fossil is Knocked Out, it doesn't count as a Knocked Out Pokémon. (Discard it anyway.) At any time during your turn before your attack, you may discard Spike Fossil from play.",
    [
      {
        name: 'Spike Stone',
        type: 'Poké-Body',
        text: "If Spike Fossil is your Active Pokémon and is damaged by an opponent's attack (even if Spike Fossil is Knocked Out), put 1 damage counter on the Attacking Pokémon.",
      },
    ],
  ),
]);
const withFossils = classicWith(madeUpFossils);

describe('EX fossils played as Basic Pokémon (ex2 Root Fossil, Claw Fossil; seed 2902 draws both)', () => {
  const SHROOMISH = 'ex2-78'; // Poisonpowder (G C): 10, Poisoned
  /** p2's Shroomish uses Poisonpowder on p1's `fossil` (Active), with `counters` on it. */
  const poisoned = (t: (s: BoardSpec) => Table, fossilId: string, damage = 0) =>
    attack(
      t({
        activePlayer: 'p2',
        p1: { active: [fossilId], activeCounters: { damage }, bench: [[PIKACHU]] },
        p2: { active: [SHROOMISH, G, G] },
      }),
      'Poisonpowder',
      { player: 'p2' },
    );

  for (const [id, t] of [
    ['ex2-92', table],
    ['ex2-90', table],
    ['mu9a-1', withFossils.table],
  ] as const) {
    it(`${id}: "can't retreat" — refused; "can't be affected by any Special Conditions" — Poisonpowder does its 10, no Poison`, () => {
      const board = t({ p1: { active: [id], bench: [[PIKACHU]] }, p2: { active: [KINGAMBIT] } });
      expect(refusalOf(board, retreatAction(board, 'p1:bench_1', []))).toMatch(/retreat/i);
      const hitBy = poisoned(t, id);
      // Root Fossil's Spongy Stone takes 1 counter off between turns.
      expect(damageIn(hitBy.state, 'p1:active')).toBe(id === 'ex2-92' ? 0 : 10);
      expect(gotCondition(hitBy, 'poisoned')).toBe(false);
    });
  }

  it('Legendary Collection Mysterious Fossil ("can\'t be affected by Special Conditions", read before as a condition named so: immune to none): not Poisoned, cannot retreat', () => {
    // Ivysaur's Poison Seed does no damage, only Poison (which would Knock Out its 10 HP).
    const hitBy = attack(
      table({
        activePlayer: 'p2',
        p1: { active: ['base6-109'], bench: [[PIKACHU]] },
        p2: { active: ['ex6-35', G] },
      }),
      'Poison Seed',
      { player: 'p2' },
    );
    expect(gotCondition(hitBy, 'poisoned')).toBe(false);
    expect(templatesIn(hitBy.state, 'p1:active')).toEqual(['base6-109']);
    const board = table({
      p1: { active: ['base6-109'], bench: [[PIKACHU]] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(board, retreatAction(board, 'p1:bench_1', []))).toMatch(/retreat/i);
  });

  it('a Knocked Out fossil is discarded and gives no Prize card (Root Fossil, Sandstorm Mysterious Fossil — "If Mysterious is Knocked Out" in the data)', () => {
    for (const id of ['ex2-92', 'ex2-91']) {
      const t = poisoned(table, id, 30);
      expect(templatesIn(t.state, 'p1:discard')).toContain(id);
      expect(templatesIn(t.state, 'p2:hand')).toEqual([]);
    }
  });

  card('ex2-90', 'Jagged Stone', () => {
    it('Claw Fossil Active and damaged by the opponent’s attack: 1 damage counter on the Attacking Pokémon — Knocked Out too; not on an attack that does no damage', () => {
      for (const [tbl, id, hp] of [
        [table, 'ex2-90', 40],
        [withFossils.table, 'mu9a-3', 50],
      ] as const) {
        expect(damageIn(poisoned(tbl, id).state, 'p2:active')).toBe(10);
        const ko = poisoned(tbl, id, hp - 10);
        expect(templatesIn(ko.state, 'p1:discard')).toContain(id);
        expect(damageIn(ko.state, 'p2:active')).toBe(10);
      }
      // Growth Spurt does no damage: no counter.
      const none = attack(
        table({
          activePlayer: 'p2',
          p1: { active: ['ex2-90'], bench: [[PIKACHU]] },
          p2: { active: [SHROOMISH, G], hand: [G] },
        }),
        'Growth Spurt',
        { player: 'p2' },
      );
      expect(damageIn(none.state, 'p2:active')).toBe(0);
    });
    it('on the Bench it does nothing (Claw Fossil Benched, Pikachu Active)', () => {
      const t = attack(
        table({
          activePlayer: 'p2',
          p1: { active: [PIKACHU], bench: [['ex2-90']] },
          p2: { active: [SHROOMISH, G, G] },
        }),
        'Poisonpowder',
        { player: 'p2' },
      );
      expect(damageIn(t.state, 'p2:active')).toBe(0);
    });
  });

  card('ex2-92', 'Spongy Stone', () => {
    it('between turns, 1 damage counter off Root Fossil (20 → 10 after your turn, → 0 after the opponent’s); it works on the Bench too', () => {
      const t = withCounters(
        table({ p1: { active: [PIKACHU], bench: [['ex2-92']] }, p2: { active: [KINGAMBIT] } }),
        'p1:bench_1',
        { damage: 20 },
      );
      const once = endTurn(t);
      expect(damageIn(once.state, 'p1:bench_1')).toBe(10);
      const twice = endTurn(startTurn(once));
      expect(damageIn(twice.state, 'p1:bench_1')).toBe(0);
      expect(manualParts(classicRegistry.require('ex2-92'))).toEqual([]);
    });
  });

  it('a made-up fossil whose sentence no reader knows ("can\'t be affected by most Special Conditions") stays manual', () => {
    expect(manualParts(withFossils.registry.require('mu9a-2'))).toEqual([
      { card: 'Odd Fossil', kind: 'trainer' },
    ]);
    expect(manualParts(withFossils.registry.require('mu9a-1'))).toEqual([]);
  });
});

describe('EX sets ex1–ex3 (seed 2902)', () => {
  card('ex1-81', undefined, () => {
    const RESTORE = 'ex1-81';
    const discard = [W, DCE, POTION, G];
    const run = (seed: number) =>
      playTrainerCard(
        table({
          seed,
          p1: { active: [KINGAMBIT], hand: [RESTORE], discard },
          p2: { active: [KINGAMBIT] },
        }),
        RESTORE,
      );
    it('3 coins; a basic Energy card of the discard pile into the hand per heads (never the Double Colorless or a Trainer); fewer in the pile than heads: all of them', () => {
      const seen = new Set<number>();
      for (const seed of SEEDS) {
        const t = run(seed);
        expect(coinsOf(t)).toHaveLength(3);
        const h = headsOf(t);
        seen.add(h);
        const hand = templatesIn(t.state, 'p1:hand');
        expect(hand).toHaveLength(Math.min(h, 2));
        for (const c of hand) expect([W, G]).toContain(c);
        expect(templatesIn(t.state, 'p1:discard')).toEqual(
          expect.arrayContaining([DCE, POTION, RESTORE]),
        );
      }
      expect(seen.has(0)).toBe(true);
      expect([...seen].some((h) => h >= 2)).toBe(true);
    });
  });

  card('ex3-27', 'Energy Recall', () => {
    it('up to 2 basic Energy cards of the discard pile attached to Flaaffy (the Double Colorless not offered); no damage', () => {
      let options: string[] = [];
      const t = attack(
        table({
          p1: { active: ['ex3-27', L], discard: [DCE, W, L, POTION] },
          p2: { active: [KINGAMBIT] },
        }),
        'Energy Recall',
        {
          chooser: (d) => {
            options = [...(d.options ?? [])];
            expect(d.select?.max).toBe(2);
            return options.filter((o) => /Water|Lightning/.test(o));
          },
        },
      );
      expect(options.join(' | ')).not.toMatch(/Double|Potion/);
      expect(sorted(templatesIn(t.state, 'p1:active'))).toEqual(sorted(['ex3-27', L, W, L]));
      expect(sorted(templatesIn(t.state, 'p1:discard'))).toEqual(sorted([DCE, POTION]));
      expect(damageIn(t.state, 'p2:active')).toBe(0);
    });
    it('no basic Energy card in the discard pile: nothing attached', () => {
      const t = attack(
        table({ p1: { active: ['ex3-27', L], discard: [DCE] }, p2: { active: [KINGAMBIT] } }),
        'Energy Recall',
      );
      expect(templatesIn(t.state, 'p1:active')).toEqual(['ex3-27', L]);
    });
  });

  card('ex3-44', 'Powder Snow', () => {
    it('10 and Asleep, no coin', () => {
      const t = hit(['ex3-44', W], 'Powder Snow');
      expect(damageIn(t.state, 'p2:active')).toBe(10);
      expect(gotCondition(t, 'asleep')).toBe(true);
      expect(coinsOf(t)).toEqual([]);
    });
  });

  card('ex2-56', 'Steel Headbutt', () => {
    it('heads 40, tails 20', () => {
      const run = (seed: number) =>
        hit(['ex2-56', 'ex1-94', W], 'Steel Headbutt', [KINGAMBIT], seed);
      expect(damageIn(onSide('heads', run).state, 'p2:active')).toBe(40);
      expect(damageIn(onSide('tails', run).state, 'p2:active')).toBe(20);
    });
  });

  card('ex1-25', 'Double Stab', () => {
    it('2 coins, 20 per heads', () => {
      for (const h of [0, 1, 2]) {
        const t = withHeads(h, (seed) => hit(['ex1-25', W, W], 'Double Stab', [KINGAMBIT], seed));
        expect(coinsOf(t)).toHaveLength(2);
        expect(damageIn(t.state, 'p2:active')).toBe(20 * h);
      }
    });
  });

  card('ex1-66', 'Confuse Ray', () => {
    it('10; heads Confused, tails not', () => {
      const run = (seed: number) => hit(['ex1-66', P], 'Confuse Ray', [KINGAMBIT], seed);
      const h = onSide('heads', run);
      expect(damageIn(h.state, 'p2:active')).toBe(10);
      expect(gotCondition(h, 'confused')).toBe(true);
      const t = onSide('tails', run);
      expect(damageIn(t.state, 'p2:active')).toBe(10);
      expect(conditionsIn(t.state, 'p2:active')).toEqual([]);
    });
  });

  card('ex2-76', 'Surprise Attack', () => {
    it('heads 30, tails nothing', () => {
      const run = (seed: number) => hit(['ex2-76', G], 'Surprise Attack', [DONDOZO], seed);
      expect(damageIn(onSide('heads', run).state, 'p2:active')).toBe(30);
      expect(damageIn(onSide('tails', run).state, 'p2:active')).toBe(0);
    });
  });

  card('ex2-28', 'Double Scratch', () => {
    it('2 coins, 40 per heads', () => {
      for (const h of [0, 1, 2]) {
        const t = withHeads(h, (seed) =>
          hit(['ex2-28', F, F, F], 'Double Scratch', [KINGAMBIT], seed),
        );
        expect(damageIn(t.state, 'p2:active')).toBe(40 * h);
      }
    });
  });

  card('ex3-52', 'Poison Claws', () => {
    it('no damage; heads Poisoned, tails not', () => {
      const run = (seed: number) => hit(['ex3-52', W], 'Poison Claws', [KINGAMBIT], seed);
      const h = onSide('heads', run);
      expect(gotCondition(h, 'poisoned')).toBe(true);
      const t = onSide('tails', run);
      expect(gotCondition(t, 'poisoned')).toBe(false);
      expect(damageIn(t.state, 'p2:active')).toBe(0);
    });
  });

  card('ex3-52', 'Bubble', () => {
    it('10; heads Paralyzed, tails not', () => {
      const run = (seed: number) => hit(['ex3-52', W], 'Bubble', [KINGAMBIT], seed);
      const h = onSide('heads', run);
      expect(damageIn(h.state, 'p2:active')).toBe(10);
      expect(gotCondition(h, 'paralyzed')).toBe(true);
      expect(gotCondition(onSide('tails', run), 'paralyzed')).toBe(false);
    });
  });

  card('ex1-69', 'Sleep Powder', () => {
    it('10 and Asleep', () => {
      const t = hit(['ex1-69', G], 'Sleep Powder', [DONDOZO]);
      expect(damageIn(t.state, 'p2:active')).toBe(10);
      expect(gotCondition(t, 'asleep')).toBe(true);
    });
  });

  card('ex1-33', 'Shove', () => {
    it('20; heads Paralyzed, tails not', () => {
      const run = (seed: number) => hit(['ex1-33', F, F], 'Shove', [KINGAMBIT], seed);
      const h = onSide('heads', run);
      expect(damageIn(h.state, 'p2:active')).toBe(20);
      expect(gotCondition(h, 'paralyzed')).toBe(true);
      expect(gotCondition(onSide('tails', run), 'paralyzed')).toBe(false);
    });
  });

  card('ex1-33', 'Slap Down', () => {
    it('2 coins: 40 plus 10 per heads', () => {
      for (const h of [0, 1, 2]) {
        const t = withHeads(h, (seed) => hit(['ex1-33', F, F, F], 'Slap Down', [KINGAMBIT], seed));
        expect(coinsOf(t)).toHaveLength(2);
        expect(damageIn(t.state, 'p2:active')).toBe(40 + 10 * h);
      }
    });
  });

  card('ex1-9', 'Attract Current', () => {
    it('10; a Lightning Energy card of the deck (no other card offered) attached to the one of your Pokémon you choose (Benched too); deck shuffled', () => {
      let options: string[] = [];
      const t = attack(
        table({
          p1: { active: ['ex1-9', L], bench: [[PIKACHU]], deck: [W, L, DCE, PIKACHU] },
          p2: { active: [KINGAMBIT] },
        }),
        'Attract Current',
        {
          chooser: (d, st) => {
            if (/Energy/.test((d.options ?? []).join(' '))) options = [...(d.options ?? [])];
            return picking('Lightning', 'Pikachu')(d, st);
          },
        },
      );
      expect(options.map((o) => o.replace(/^\S+ /, ''))).toEqual(['Basic Lightning Energy']);
      expect(damageIn(t.state, 'p2:active')).toBe(10);
      expect(sorted(templatesIn(t.state, 'p1:bench_1'))).toEqual(sorted([PIKACHU, L]));
      expect(sorted(templatesIn(t.state, 'p1:deck'))).toEqual(sorted([W, DCE, PIKACHU]));
    });
    it('no Lightning Energy card in the deck: 10, nothing attached', () => {
      const t = attack(
        table({ p1: { active: ['ex1-9', L], deck: [W, W] }, p2: { active: [KINGAMBIT] } }),
        'Attract Current',
      );
      expect(damageIn(t.state, 'p2:active')).toBe(10);
      expect(templatesIn(t.state, 'p1:active')).toEqual(['ex1-9', L]);
    });
  });

  card('ex1-9', 'Thunder Jolt', () => {
    it('50; tails 10 to Manectric, heads none', () => {
      const run = (seed: number) => hit(['ex1-9', L, L, L], 'Thunder Jolt', [KINGAMBIT], seed);
      const h = onSide('heads', run);
      expect(damageIn(h.state, 'p2:active')).toBe(50);
      expect(damageIn(h.state, 'p1:active')).toBe(0);
      const t = onSide('tails', run);
      expect(damageIn(t.state, 'p2:active')).toBe(50);
      expect(damageIn(t.state, 'p1:active')).toBe(10);
    });
  });
});

describe('EX sets ex4–ex6 (seed 2903, main 71a1522)', () => {
  card('ex6-35', 'Poison Seed', () => {
    it('Poisoned, no damage of its own (the 10 is the Poison at the checkup that ends the turn)', () => {
      const t = hit(['ex6-35', G], 'Poison Seed', [DONDOZO]);
      expect(gotCondition(t, 'poisoned')).toBe(true);
      expect(damageIn(t.state, 'p2:active')).toBe(10);
    });
  });

  card('ex5-51', 'Long Tentacle', () => {
    const run = (seed: number, energy: string[], chooser?: Chooser) =>
      attack(
        table({ seed, p1: { active: ['ex5-51', W] }, p2: { active: [KINGAMBIT, ...energy] } }),
        'Long Tentacle',
        chooser ? { chooser } : {},
      );
    it('heads: Confused, no Energy discarded; tails: you choose an Energy card of the Defending Pokémon (special too) and it is discarded', () => {
      const h = onSide('heads', (seed) => run(seed, [G, DCE]));
      expect(gotCondition(h, 'confused')).toBe(true);
      expect(templatesIn(h.state, 'p2:active')).toEqual([KINGAMBIT, G, DCE]);
      const deciders = new Set<string>();
      const t = onSide('tails', (seed) =>
        run(seed, [G, DCE], (d, st) => {
          deciders.add(d.decider);
          return picking('Double')(d, st);
        }),
      );
      expect([...deciders]).toEqual(['p1']);
      expect(templatesIn(t.state, 'p2:active')).toEqual([KINGAMBIT, G]);
      expect(templatesIn(t.state, 'p2:discard')).toEqual([DCE]);
      expect(gotCondition(t, 'confused')).toBe(false);
      expect(damageIn(t.state, 'p2:active')).toBe(0);
    });
    it('tails with no Energy on the Defending Pokémon: nothing', () => {
      const t = onSide('tails', (seed) => run(seed, []));
      expect(templatesIn(t.state, 'p2:active')).toEqual([KINGAMBIT]);
      expect(conditionsIn(t.state, 'p2:active')).toEqual([]);
    });
  });

  card('ex5-51', 'Toxic', () => {
    it('Poisoned; 2 damage counters at the checkup instead of 1 (20 after the turn ends)', () => {
      const t = hit(['ex5-51', W, W], 'Toxic');
      expect(gotCondition(t, 'poisoned')).toBe(true);
      expect(damageIn(t.state, 'p2:active')).toBe(20);
    });
  });

  card('ex4-66', 'Darkness Call', () => {
    it('the opponent chooses which of their Benched Pokémon switches with the Defending Pokémon; no damage; no Bench: nothing', () => {
      let decider = '';
      let options: string[] = [];
      const t = attack(
        table({
          p1: { active: ['ex4-66', D], bench: [[PIKACHU]] },
          p2: { active: [KINGAMBIT], bench: [[SQUIRTLE], [CHANSEY]] },
        }),
        'Darkness Call',
        {
          chooser: (d, st) => {
            decider = d.decider;
            options = [...(d.options ?? [])];
            return picking('Squirtle')(d, st);
          },
        },
      );
      expect(decider).toBe('p2');
      expect(options.join(' | ')).not.toMatch(/Pikachu/);
      expect(templatesIn(t.state, 'p2:active')).toEqual([SQUIRTLE]);
      expect(templatesIn(t.state, 'p2:bench_1')).toEqual([KINGAMBIT]);
      expect(damageIn(t.state, 'p2:bench_1')).toBe(0);
      const none = hit(['ex4-66', D], 'Darkness Call');
      expect(templatesIn(none.state, 'p2:active')).toEqual([KINGAMBIT]);
    });
  });

  card('ex6-14', 'Strange Behavior', () => {
    const SLOWBRO = 'ex6-14';
    const board = (slowbro: Record<string, number>) =>
      withCounters(
        table({
          p1: { active: [SLOWBRO, P], activeCounters: slowbro, bench: [[PIKACHU], [SQUIRTLE]] },
          p2: { active: [KINGAMBIT], activeCounters: { damage: 20 } },
        }),
        'p1:bench_1',
        { damage: 20 },
      );
    it('1 counter from another of your Pokémon onto Slowbro (the opponent’s not offered); again in the same turn', () => {
      const seen: string[] = [];
      const chooser: Chooser = (d, st) => {
        seen.push(...(d.options ?? []));
        return picking('Pikachu')(d, st);
      };
      const once = useAbility(board({}), 'p1:active', 'Strange Behavior', { chooser });
      expect(seen.join(' | ')).not.toMatch(/Kingambit/);
      expect(damageIn(once.state, 'p1:bench_1')).toBe(10);
      expect(damageIn(once.state, 'p1:active')).toBe(10);
      expect(damageIn(once.state, 'p2:active')).toBe(20);
      const twice = useAbility(once, 'p1:active', 'Strange Behavior', { chooser });
      expect(damageIn(twice.state, 'p1:bench_1')).toBe(0);
      expect(damageIn(twice.state, 'p1:active')).toBe(20);
    });
    it('not when the counter would Knock Out Slowbro (60 HP, 50 damage); not while Slowbro is Confused', () => {
      const full = board({ damage: 50 });
      expect(refusalOf(full, abilityAction(full, 'p1:active', 'Strange Behavior'))).toMatch(
        /Knock/,
      );
      const room = board({ damage: 40 });
      expect(refusalOf(room, abilityAction(room, 'p1:active', 'Strange Behavior'))).toBeUndefined();
      const confused = board({ confused: 1 });
      expect(
        refusalOf(confused, abilityAction(confused, 'p1:active', 'Strange Behavior')),
      ).toBeDefined();
    });
  });

  card('ex6-14', 'Psyshock', () => {
    it('30; heads Paralyzed, tails not', () => {
      const run = (seed: number) => hit(['ex6-14', P, P], 'Psyshock', [KINGAMBIT], seed);
      const h = onSide('heads', run);
      expect(damageIn(h.state, 'p2:active')).toBe(30);
      expect(gotCondition(h, 'paralyzed')).toBe(true);
      expect(gotCondition(onSide('tails', run), 'paralyzed')).toBe(false);
    });
  });

  card('ex6-79', 'Minimize', () => {
    it('the opponent’s next attack does 20 less to Shellder, after Weakness (Pikachu’s Thunder Jolt 30 ×2 = 60 → 40); the opponent’s turn after that, full damage (Gnaw 10 ×2 = 20)', () => {
      const t = attack(
        table({ p1: { active: ['ex6-79', W] }, p2: { active: ['base1-58', L, L] } }),
        'Minimize',
      );
      expect(damageIn(t.state, 'p2:active')).toBe(0);
      // Thunder Jolt 30 ×2 = 60 (a Knock Out on 50 HP) → 40.
      const struck = attack(startTurn(t), 'Thunder Jolt', { player: 'p2' });
      expect(damageIn(struck.state, 'p1:active')).toBe(40);
      const later = attack(startTurn(endTurn(startTurn(struck))), 'Gnaw', { player: 'p2' });
      // 40 + 20 on 50 HP: Knocked Out (still reduced, it would have stayed at 40).
      expect(templatesIn(later.state, 'p1:discard')).toContain('ex6-79');
    });
  });

  card('ex6-40', 'Fast Evolution', () => {
    it('up to 2 Evolution cards of the deck (no Basic, no Energy offered), shown, into the hand; deck shuffled', () => {
      let options: string[] = [];
      const deck = ['ex6-9', 'ex6-41', PIKACHU, W, BLASTOISE];
      const t = attack(
        table({ p1: { active: ['ex6-40', G, G], deck }, p2: { active: [DONDOZO] } }),
        'Fast Evolution',
        {
          chooser: (d) => {
            options = [...(d.options ?? [])];
            expect(d.select?.max).toBe(2);
            return options.filter((o) => /Nidoqueen|Blastoise/.test(o));
          },
        },
      );
      expect(sorted(options.map((o) => o.replace(/^\S+ /, '')))).toEqual(
        sorted(['Nidoqueen', 'Nidorino', 'Blastoise']),
      );
      expect(sorted(templatesIn(t.state, 'p1:hand'))).toEqual(sorted(['ex6-9', BLASTOISE]));
      const p2log = t.engine.view(t.state, 'p2').log.map((e) => e.message);
      expect(p2log).toContain('p1 revealed Nidoqueen');
      expect(p2log).toContain('p1 revealed Blastoise');
      expect(sorted(templatesIn(t.state, 'p1:deck'))).toEqual(sorted(['ex6-41', PIKACHU, W]));
    });
  });

  card('ex6-84', 'Psycho Waves', () => {
    it('an Energy card of Venonat discarded; the Defending Pokémon Confused; no damage', () => {
      const t = hit(['ex6-84', G], 'Psycho Waves', [DONDOZO]);
      expect(templatesIn(t.state, 'p1:active')).toEqual(['ex6-84']);
      expect(templatesIn(t.state, 'p1:discard')).toEqual([G]);
      expect(gotCondition(t, 'confused')).toBe(true);
      expect(damageIn(t.state, 'p2:active')).toBe(0);
    });
  });

  card('ex5-63', 'Sleepy Song', () => {
    it('the Defending Pokémon is Asleep; the Benched ones are not', () => {
      const t = attack(
        table({
          p1: { active: ['ex5-63', W, W] },
          p2: { active: [KINGAMBIT], bench: [[PIKACHU]] },
        }),
        'Sleepy Song',
      );
      expect(gotCondition(t, 'asleep')).toBe(true);
      expect(conditionsIn(t.state, 'p2:bench_1')).toEqual([]);
      expect(damageIn(t.state, 'p2:active')).toBe(0);
    });
  });
});

/**
 * An untrusted seat on the forms above, through the seat's own tools (a plugin over the loaded
 * fixtures): answers naming hidden cards, the opponent's cards, options not offered, too many or
 * wrongly typed answers get an answer starting "Error" that says what would be right, and the
 * match state is left exactly as it was.
 */
describe('an untrusted seat on these forms', () => {
  const plugin = createPokemonPlugin({ registry: classicRegistry });
  const seatOn = (spec: BoardSpec) => {
    const store = createMatchStore(
      plugin.engine,
      buildBoard({ ...spec, engine: plugin.engine }).state,
    );
    const tools = (player: string) =>
      plugin.getAgentConfig(createGameToolContext<PokemonState>({ store, player, plugin }), 'main')
        .tools as ToolSet;
    const call = async (name: string, input: Record<string, unknown>, player = 'p1') =>
      String(
        await tools(player)[name]?.execute?.(input as never, { toolCallId: 'a9', messages: [] }),
      );
    /** Calls, and checks the answer is an error and the state did not change. */
    const refused = async (name: string, input: Record<string, unknown>, player = 'p1') => {
      const before = store.state;
      const answer = await call(name, input, player);
      expect(answer).toMatch(/^Error/);
      expect(store.state).toBe(before);
      return answer;
    };
    return { store, call, refused };
  };

  it('Trickery: a Prize named by the hidden card it holds, or by a made-up Prize, is refused and the answer names no Prize card', async () => {
    const { store, call, refused } = seatOn({
      p1: { active: ['base5-66'], deck: [PIKACHU, W], prizes: [G, G, G, G, G, L] },
      p2: { active: [KINGAMBIT], hand: [W] },
    });
    expect(
      await call('declare_ability', { pokemon: 'your_active', ability: 'Trickery' }),
    ).not.toMatch(/^Error/);
    for (const bad of [
      'Basic Lightning Energy',
      'Lightning',
      'your_prizes_9',
      'opponent_prizes_1',
      'opponent_hand',
    ]) {
      const answer = await refused('resolve_decision', { choice: bad });
      expect(answer.replace(bad, '')).not.toMatch(/Lightning|Grass/);
    }
    await refused('resolve_decision', { choices: ['your_prizes_1', 'your_prizes_2'] });
    // The options read "your prizes N" (not zone keys): the seat names one as shown.
    expect(await call('resolve_decision', { choice: 'your prizes 6' })).not.toMatch(/^Error/);
    expect(templatesIn(store.state, 'p1:prizes_6')).toEqual([PIKACHU]);
  });

  it('Energy Removal: your own Pokémon or Energy, or an id that is no option, refused; the opponent may not answer for you', async () => {
    const { store, call, refused } = seatOn({
      p1: { active: [KINGAMBIT, W], hand: ['base4-119'] },
      p2: { active: [KINGAMBIT, W, DCE], bench: [[PIKACHU, G]] },
    });
    expect(await call('play_trainer', { card: 'Energy Removal' })).not.toMatch(/^Error/);
    await refused('resolve_decision', { choice: 'your_active' });
    await refused('resolve_decision', { choice: '#9999' });
    await refused('resolve_decision', { choice: 'opponent_bench_1' }, 'p2');
    await refused('resolve_decision', { choice: 42 as unknown as string });
    expect(await call('resolve_decision', { choice: 'opponent_active' })).not.toMatch(/^Error/);
    expect(store.state.pendingDecision?.decider).toBe('p1');
    // The Grass Energy is on the Benched Pikachu, not on the Pokémon chosen.
    await refused('resolve_decision', { choice: 'Basic Grass Energy' });
    await refused('resolve_decision', { choice: 'Double Colorless Energy' }, 'p2');
    expect(await call('resolve_decision', { choice: 'Double Colorless Energy' })).not.toMatch(
      /^Error/,
    );
    expect(templatesIn(store.state, 'p2:discard')).toEqual([DCE]);
  });

  it('Reel In: a Trainer of the discard pile, a card of the opponent’s discard pile, or 4 cards, refused', async () => {
    const { store, call, refused } = seatOn({
      p1: {
        active: ['base6-93', P],
        hand: ['base6-8'],
        discard: [BLASTOISE, PIKACHU, RAICHU, SQUIRTLE, POTION],
      },
      p2: { active: [KINGAMBIT], discard: ['base1-44'] },
    });
    expect(await call('evolve', { card: 'Dark Slowbro', target: 'your_active' })).not.toMatch(
      /^Error/,
    );
    // A "may" question may come first.
    if (store.state.pendingDecision?.options?.includes('yes'))
      expect(await call('resolve_decision', { choice: 'yes' })).not.toMatch(/^Error/);
    await refused('resolve_decision', { choices: ['Potion'] });
    await refused('resolve_decision', { choices: ['Bulbasaur'] });
    await refused('resolve_decision', { choices: ['Blastoise', 'Pikachu', 'Raichu', 'Squirtle'] });
    expect(await call('resolve_decision', { choices: ['Blastoise'] })).not.toMatch(/^Error/);
    expect(templatesIn(store.state, 'p1:hand')).toEqual([BLASTOISE]);
  });

  it('Fast Evolution: a card of the deck that is no Evolution card, or one of the opponent’s hidden hand, refused; the opponent never sees the deck', async () => {
    const { store, call, refused } = seatOn({
      p1: { active: ['ex6-40', G, G], deck: ['ex6-9', PIKACHU, W] },
      p2: { active: [DONDOZO], hand: [BLASTOISE] },
    });
    expect(await call('declare_attack', { attack: 'Fast Evolution' })).not.toMatch(/^Error/);
    await refused('resolve_decision', { choices: ['Pikachu'] });
    await refused('resolve_decision', { choices: ['Blastoise'] });
    const deckSeenByP2 = seenBy({ engine: plugin.engine, state: store.state }, 'p2', 'p1:deck');
    expect(deckSeenByP2).toEqual([]);
    expect(await call('resolve_decision', { choices: ['Nidoqueen'] })).not.toMatch(/^Error/);
    expect(templatesIn(store.state, 'p1:hand')).toEqual(['ex6-9']);
  });

  it('fossils: the opponent’s fossil cannot be discarded by you, your own Root Fossil cannot retreat', async () => {
    const { call, refused } = seatOn({
      p1: { active: ['ex2-92'], bench: [[PIKACHU]] },
      p2: { active: [KINGAMBIT], bench: [['ex2-90']] },
    });
    await refused('declare_ability', {
      pokemon: 'opponent_bench_1',
      ability: 'Discard Claw Fossil',
    });
    const why = await refused('declare_retreat', { to: 'your_bench_1' });
    expect(why).toMatch(/retreat/i);
    expect(
      await call('declare_ability', { pokemon: 'your_active', ability: 'Discard Root Fossil' }),
    ).not.toMatch(/^Error/);
  });

  it('Strange Behavior: the opponent’s damaged Pokémon is not a source; another Pokémon’s Power name is refused', async () => {
    const { store, call, refused } = seatOn({
      p1: { active: ['ex6-14', P], bench: [[PIKACHU]] },
      p2: { active: [KINGAMBIT], activeCounters: { damage: 30 } },
    });
    // Nothing of p1's is damaged: refused outright.
    await refused('declare_ability', { pokemon: 'your_active', ability: 'Strange Behavior' });
    await refused('declare_ability', { pokemon: 'your_active', ability: 'Damage Swap' });
    expect(store.state.zones['p2:active']).toBeDefined();
    expect(await call('end_turn', {})).not.toMatch(/^Error/);
  });
});

/**
 * Part 2: cards this session's landings made automatic (automatic on main 33b21fb, not on
 * 8030277 — ex4–ex6 measured from their reduced files there; 148 cards), seed 2904, 16 drawn.
 */
describe('this session’s landings, 8030277..33b21fb (seed 2904)', () => {
  const M = 'sve-8'; // basic Metal Energy

  card('ex1-29', 'Energy Call', () => {
    it('10; an Energy card of the discard pile (special too) attached to the Active Pokémon (Delcatty)', () => {
      const t = attack(
        table({
          p1: { active: ['ex1-29', W], discard: [DCE, POTION] },
          p2: { active: [KINGAMBIT] },
        }),
        'Energy Call',
      );
      expect(damageIn(t.state, 'p2:active')).toBe(10);
      expect(sorted(templatesIn(t.state, 'p1:active'))).toEqual(sorted(['ex1-29', W, DCE]));
      expect(templatesIn(t.state, 'p1:discard')).toEqual([POTION]);
    });
  });

  card('ex1-29', 'Cannonball', () => {
    it('30 plus 10 per Energy beyond the cost (a Double Colorless is 2): W W → 30, W W W → 40, DCE W → 40, DCE DCE → 50', () => {
      const dmg = (energy: string[]) =>
        damageIn(hit(['ex1-29', ...energy], 'Cannonball').state, 'p2:active');
      expect(dmg([W, W])).toBe(30);
      expect(dmg([W, W, W])).toBe(40);
      expect(dmg([DCE, W])).toBe(40);
      expect(dmg([DCE, DCE])).toBe(50);
    });
  });

  card('ex6-42', 'Tunneling', () => {
    it('up to 2 of the opponent’s Benched Pokémon you choose take 10 each (Water-weak Squirtle: no Weakness); the Active none; Onix cannot attack next turn', () => {
      let max = 0;
      const t = attack(
        table({
          p1: { active: ['ex6-42', F, F] },
          p2: { active: [KINGAMBIT], bench: [[SQUIRTLE], [PIKACHU], [CHANSEY]] },
        }),
        'Tunneling',
        {
          chooser: (d) => {
            max = d.select?.max ?? 1;
            return (d.options ?? []).filter((o) => /Squirtle|Chansey/.test(o));
          },
        },
      );
      expect(max).toBe(2);
      expect([1, 2, 3].map((i) => damageIn(t.state, `p2:bench_${i}`))).toEqual([10, 0, 10]);
      expect(damageIn(t.state, 'p2:active')).toBe(0);
      expect(mayAttack(startTurn(endTurn(startTurn(t))), 'Rock Throw')).toBe(false);
    });
  });

  card('ex5-21', 'Metal Load', () => {
    it('a Metal Energy card of the discard pile attached to Metang (Fire, Double Colorless not offered)', () => {
      let options: string[] = [];
      const t = attack(
        table({ p1: { active: ['ex5-21', M], discard: [R, DCE, M] }, p2: { active: [KINGAMBIT] } }),
        'Metal Load',
        {
          chooser: (d, st) => {
            options = [...(d.options ?? [])];
            return picking('Metal')(d, st);
          },
        },
      );
      expect(options.join(' | ')).not.toMatch(/Fire|Double/);
      expect(sorted(templatesIn(t.state, 'p1:active'))).toEqual(sorted(['ex5-21', M, M]));
      expect(sorted(templatesIn(t.state, 'p1:discard'))).toEqual(sorted([R, DCE]));
    });
  });

  card('ex1-22', 'Rough Skin', () => {
    it('Sharpedo Active, damaged by the opponent’s attack: 2 counters on the Attacking Pokémon; Benched: none', () => {
      const struck = (p1: { active: string[]; bench?: string[][] }) =>
        attack(table({ activePlayer: 'p2', p1, p2: { active: [PIKACHU, L] } }), 'Gnaw', {
          player: 'p2',
        });
      expect(damageIn(struck({ active: ['ex1-22', W] }).state, 'p2:active')).toBe(20);
      expect(damageIn(struck({ active: [SQUIRTLE], bench: [['ex1-22']] }).state, 'p2:active')).toBe(
        0,
      );
    });
  });

  card('ex1-22', 'Dark Slash', () => {
    it('40; if you choose to discard a Darkness Energy card, 70 (declined: 40, the Energy stays)', () => {
      const run = (yes: boolean) =>
        attack(
          table({ p1: { active: ['ex1-22', W, D, W] }, p2: { active: [KINGAMBIT] } }),
          'Dark Slash',
          {
            chooser: (d) => {
              const o = d.options ?? [];
              const pick = yes
                ? o.find((x) => /^yes|Darkness/i.test(x))
                : o.find((x) => /^no|don't/i.test(x));
              return d.select && !yes ? [] : [pick ?? (o[0] as string)];
            },
          },
        );
      const y = run(true);
      expect(damageIn(y.state, 'p2:active')).toBe(70);
      expect(templatesIn(y.state, 'p1:discard')).toEqual([D]);
      const n = run(false);
      expect(damageIn(n.state, 'p2:active')).toBe(40);
      expect(templatesIn(n.state, 'p1:active')).toContain(D);
    });
  });

  card('ex2-89', undefined, () => {
    const WALLY = 'ex2-89';
    it('a card of the deck that evolves from the Active Pokémon put on it (Raichu on Pikachu; the Bench’s Squirtle not evolved); deck shuffled; the card stays until the turn ends, then is discarded', () => {
      let options: string[] = [];
      const t = playTrainerCard(
        table({
          p1: {
            active: [PIKACHU, L],
            bench: [[SQUIRTLE]],
            hand: [WALLY],
            deck: [RAICHU, 'base1-42', W],
          },
          p2: { active: [KINGAMBIT] },
        }),
        WALLY,
        {
          chooser: (d, st) => {
            options = [...(d.options ?? [])];
            return picking('Raichu')(d, st);
          },
        },
      );
      expect(options.join(' | ')).not.toMatch(/Wartortle/);
      expect(templatesIn(t.state, 'p1:active')).toEqual([RAICHU, PIKACHU, L]);
      expect(templatesIn(t.state, 'p1:bench_1')).toEqual([SQUIRTLE]);
      expect(sorted(templatesIn(t.state, 'p1:deck'))).toEqual(sorted(['base1-42', W]));
      const after = endTurn(t);
      expect(templatesIn(after.state, 'p1:discard')).toContain(WALLY);
    });
  });

  card('ex5-75', 'Core Guard', () => {
    it('with a Psychic Energy attached, 10 less damage after Weakness (Gnaw 10 ×2 = 20 → 10); without, 20', () => {
      const struck = (energy: string) =>
        attack(
          table({
            activePlayer: 'p2',
            p1: { active: ['ex5-75', energy] },
            p2: { active: [PIKACHU, L] },
          }),
          'Gnaw',
          { player: 'p2' },
        );
      expect(damageIn(struck(P).state, 'p1:active')).toBe(10);
      expect(damageIn(struck(W).state, 'p1:active')).toBe(20);
    });
  });

  card('ex2-21', 'Sand Swirl', () => {
    it('20 to the Defending Pokémon (Grass-weak Kingambit: Weakness applies, 40); it cannot retreat in the opponent’s next turn', () => {
      const t = attack(
        table({
          p1: { active: ['ex2-21', F, F] },
          p2: { active: [CHANSEY, W], bench: [[SQUIRTLE]] },
        }),
        'Sand Swirl',
      );
      // Chansey is weak to Fighting ×2.
      expect(damageIn(t.state, 'p2:active')).toBe(40);
      const next = startTurn(t);
      const energy = next.state.zones['p2:active']?.cards[1] as string;
      expect(refusalOf(next, retreatAction(next, 'p2:bench_1', [energy], 'p2'))).toMatch(
        /retreat/i,
      );
    });
  });

  card('ex2-21', 'Earthquake', () => {
    it('60 to the Defending Pokémon; 10 to each of your own Benched Pokémon; the opponent’s Bench untouched', () => {
      const t = attack(
        table({
          p1: { active: ['ex2-21', F, F, F], bench: [[SQUIRTLE], [PIKACHU]] },
          p2: { active: [KINGAMBIT], bench: [[CHANSEY]] },
        }),
        'Earthquake',
      );
      expect(damageIn(t.state, 'p2:active')).toBe(60);
      expect([damageIn(t.state, 'p1:bench_1'), damageIn(t.state, 'p1:bench_2')]).toEqual([10, 10]);
      expect(damageIn(t.state, 'p2:bench_1')).toBe(0);
    });
  });

  card('ex5-99', 'Exoskeleton', () => {
    it('damage from attacks 10 less after Weakness (Charmander’s Ember 30 ×2 = 60 → 50)', () => {
      const t = attack(
        table({
          activePlayer: 'p2',
          p1: { active: ['ex5-99'] },
          p2: { active: ['base1-46', R, R] },
        }),
        'Ember',
        { player: 'p2' },
      );
      expect(damageIn(t.state, 'p1:active')).toBe(50);
    });
  });

  card('ex5-99', 'Steel Wave', () => {
    it('50; 20 to each of the opponent’s Benched Pokémon of the Defending Pokémon’s type (Colorless: Chansey, Pidgeotto — not Pikachu)', () => {
      const t = attack(
        table({
          p1: { active: ['ex5-99', M, M, M] },
          p2: { active: ['base4-3'], bench: [[PIDGEOTTO], [PIKACHU], ['base1-3']] },
        }),
        'Steel Wave',
      );
      expect(damageIn(t.state, 'p2:active')).toBe(50);
      expect([1, 2, 3].map((i) => damageIn(t.state, `p2:bench_${i}`))).toEqual([20, 0, 20]);
    });
  });

  card('ex1-48', 'Rest', () => {
    it('every Special Condition (Poisoned, Burned) and 4 counters off (all of 3), then Asleep; no damage', () => {
      const board = (damage: number) =>
        table({
          p1: { active: ['ex1-48', W, W], activeCounters: { damage, poisoned: 1, burned: 1 } },
          p2: { active: [KINGAMBIT] },
        });
      const t = attack(board(60), 'Rest');
      // 60 − 40 = 20; Asleep (read from the log: it may wake at the checkup).
      expect(damageIn(t.state, 'p1:active')).toBe(20);
      expect(gotCondition(t, 'asleep')).toBe(true);
      expect(conditionsIn(t.state, 'p1:active')).not.toContain('poisoned');
      expect(conditionsIn(t.state, 'p1:active')).not.toContain('burned');
      expect(damageIn(attack(board(30), 'Rest').state, 'p1:active')).toBe(0);
      expect(damageIn(attack(board(30), 'Rest').state, 'p2:active')).toBe(0);
    });
  });

  card('ex1-48', 'Water Gun', () => {
    it('20 plus 10 per Water Energy beyond the cost, at most +20 (W W: 20; W W W: 30; W×5: 40; W W + Double Colorless: 30 — the Colorless paid by the Double Colorless leaves a Water unused, as for Lapras ex’s Energy Ball)', () => {
      const dmg = (energy: string[]) =>
        damageIn(hit(['ex1-48', ...energy], 'Water Gun').state, 'p2:active');
      expect(dmg([W, W])).toBe(20);
      expect(dmg([W, W, W])).toBe(30);
      expect(dmg([W, W, W, W, W])).toBe(40);
      expect(dmg([W, W, DCE])).toBe(30);
      expect(dmg([W, DCE])).toBe(20);
    });
  });

  card('ex3-10', 'Dragon Wind', () => {
    const SALAMENCE = 'ex3-10';
    it('you choose 1 of the opponent’s Benched Pokémon; it switches with the Defending Pokémon; once a turn; not from the Bench, not while Confused', () => {
      const board = (p1: {
        active: string[];
        bench?: string[][];
        activeCounters?: Record<string, number>;
      }) => table({ p1, p2: { active: [KINGAMBIT], bench: [[SQUIRTLE], [CHANSEY]] } });
      const deciders: string[] = [];
      const t = useAbility(board({ active: [SALAMENCE] }), 'p1:active', 'Dragon Wind', {
        chooser: (d, st) => {
          deciders.push(d.decider);
          return picking('Chansey')(d, st);
        },
      });
      expect(deciders[0]).toBe('p1');
      expect(templatesIn(t.state, 'p2:active')).toEqual([CHANSEY]);
      expect(templatesIn(t.state, 'p2:bench_2')).toEqual([KINGAMBIT]);
      expect(refusalOf(t, abilityAction(t, 'p1:active', 'Dragon Wind'))).toBeDefined();
      const benched = board({ active: [PIKACHU], bench: [[SALAMENCE]] });
      expect(refusalOf(benched, abilityAction(benched, 'p1:bench_1', 'Dragon Wind'))).toBeDefined();
      const confused = board({ active: [SALAMENCE], activeCounters: { confused: 1 } });
      expect(
        refusalOf(confused, abilityAction(confused, 'p1:active', 'Dragon Wind')),
      ).toBeDefined();
    });
  });

  card('ex3-10', 'Agility', () => {
    it('20; heads: the opponent’s next attack (Poisonpowder: 10 and Poisoned) does nothing to Salamence; tails: it does both', () => {
      const run = (seed: number) =>
        attack(
          table({ seed, p1: { active: ['ex3-10', W, W] }, p2: { active: ['ex2-78', G, G] } }),
          'Agility',
        );
      const back = (t: Table) => attack(startTurn(t), 'Poisonpowder', { player: 'p2' });
      const h = onSide('heads', run);
      expect(damageIn(h.state, 'p2:active')).toBe(20);
      const onH = back(h);
      expect(damageIn(onH.state, 'p1:active')).toBe(0);
      expect(gotCondition(onH, 'poisoned')).toBe(false);
      const onT = back(onSide('tails', run));
      expect(gotCondition(onT, 'poisoned')).toBe(true);
      expect(damageIn(onT.state, 'p1:active')).toBe(20);
    });
  });

  card('ex1-37', 'Magnitude', () => {
    it('20 to the Defending Pokémon; 10 to each Benched Pokémon of both players (Fighting-weak Pikachu: no Weakness)', () => {
      const t = attack(
        table({
          p1: { active: ['ex1-37', M], bench: [[SQUIRTLE]] },
          p2: { active: [KINGAMBIT], bench: [[PIKACHU], [CHANSEY]] },
        }),
        'Magnitude',
      );
      expect(damageIn(t.state, 'p2:active')).toBe(20);
      expect(damageIn(t.state, 'p1:bench_1')).toBe(10);
      expect([damageIn(t.state, 'p2:bench_1'), damageIn(t.state, 'p2:bench_2')]).toEqual([10, 10]);
      expect(damageIn(t.state, 'p1:active')).toBe(0);
    });
  });

  card('ex1-37', 'One-Two Strike', () => {
    it('2 coins: 30 plus 20 per heads', () => {
      for (const h of [0, 1, 2]) {
        const t = withHeads(h, (seed) =>
          hit(['ex1-37', M, M, M, M], 'One-Two Strike', [KINGAMBIT], seed),
        );
        expect(damageIn(t.state, 'p2:active')).toBe(30 + 20 * h);
      }
    });
  });

  card('ex1-39', 'Gigashock', () => {
    it('40; 10 to 2 of the opponent’s Benched Pokémon you choose; with only 1 Benched, to that one', () => {
      const t = attack(
        table({
          p1: { active: ['ex1-39', L, L, L] },
          p2: { active: [KINGAMBIT], bench: [[SQUIRTLE], [PIKACHU], [CHANSEY]] },
        }),
        'Gigashock',
        { chooser: (d) => (d.options ?? []).filter((o) => /Squirtle|Chansey/.test(o)) },
      );
      expect(damageIn(t.state, 'p2:active')).toBe(40);
      expect([1, 2, 3].map((i) => damageIn(t.state, `p2:bench_${i}`))).toEqual([10, 0, 10]);
      const one = attack(
        table({
          p1: { active: ['ex1-39', L, L, L] },
          p2: { active: [KINGAMBIT], bench: [[SQUIRTLE]] },
        }),
        'Gigashock',
      );
      expect(damageIn(one.state, 'p2:bench_1')).toBe(10);
      expect(damageIn(one.state, 'p2:active')).toBe(40);
    });
  });

  card('ex1-39', 'Thundershock', () => {
    it('20; heads Paralyzed, tails not', () => {
      const run = (seed: number) => hit(['ex1-39', L, L], 'Thundershock', [KINGAMBIT], seed);
      expect(gotCondition(onSide('heads', run), 'paralyzed')).toBe(true);
      const t = onSide('tails', run);
      expect(gotCondition(t, 'paralyzed')).toBe(false);
      expect(damageIn(t.state, 'p2:active')).toBe(20);
    });
  });

  card('ex3-29', 'Grind', () => {
    it('10 per Energy attached (a Double Colorless counts 2): F → 10, F F DCE → 40', () => {
      expect(damageIn(hit(['ex3-29', F], 'Grind').state, 'p2:active')).toBe(10);
      expect(damageIn(hit(['ex3-29', F, F, DCE], 'Grind').state, 'p2:active')).toBe(40);
    });
  });

  card('ex3-29', 'Big Explosion', () => {
    it('80 to each Active Pokémon: the opponent’s (Kingambit, 170 HP: 80) and Graveler itself (80 HP: Knocked Out, the opponent takes a Prize)', () => {
      const t = attack(
        table({
          p1: { active: ['ex3-29', F, F, F, F], bench: [[SQUIRTLE]] },
          p2: { active: [KINGAMBIT], bench: [[PIKACHU]] },
        }),
        'Big Explosion',
      );
      expect(templatesIn(t.state, 'p2:active')).toEqual([KINGAMBIT]);
      expect(damageIn(t.state, 'p2:active')).toBe(80);
      expect(damageIn(t.state, 'p2:bench_1')).toBe(0);
      expect(templatesIn(t.state, 'p1:discard')).toContain('ex3-29');
      expect(templatesIn(t.state, 'p2:hand')).toHaveLength(1);
    });
  });

  card('ex2-66', 'Rain Dish', () => {
    it('between turns, 1 counter off Lotad (30 → 20); none on it, nothing', () => {
      const t = endTurn(
        table({ p1: { active: [KINGAMBIT], bench: [['ex2-66']] }, p2: { active: [KINGAMBIT] } }),
      );
      expect(damageIn(t.state, 'p1:bench_1')).toBe(0);
      const hurt = endTurn(
        withCounters(
          table({ p1: { active: [KINGAMBIT], bench: [['ex2-66']] }, p2: { active: [KINGAMBIT] } }),
          'p1:bench_1',
          { damage: 30 },
        ),
      );
      expect(damageIn(hurt.state, 'p1:bench_1')).toBe(20);
    });
  });

  card('ex4-97', 'Swift', () => {
    it('20 through Weakness (Psychic-weak Alakazam: 20, not 40) and Registeel ex’s Exoskeleton (20, not 10)', () => {
      expect(damageIn(hit(['ex4-97', P, P], 'Swift', ['base4-1']).state, 'p2:active')).toBe(20);
      expect(damageIn(hit(['ex4-97', P, P], 'Swift', ['ex5-99']).state, 'p2:active')).toBe(20);
    });
  });

  card('ex4-97', 'Hypnoblast', () => {
    it('10 and Asleep', () => {
      const t = hit(['ex4-97', P], 'Hypnoblast');
      expect(damageIn(t.state, 'p2:active')).toBe(10);
      expect(gotCondition(t, 'asleep')).toBe(true);
    });
  });

  card('ex4-24', 'Pin Missile', () => {
    it('4 coins, 10 per heads; both its types count for Weakness (Grass: Kingambit ×2; Darkness: Gengar ×2)', () => {
      for (const h of [1, 2]) {
        const t = withHeads(h, (seed) => hit(['ex4-24', G, G], 'Pin Missile', [KINGAMBIT], seed));
        expect(coinsOf(t)).toHaveLength(4);
        expect(damageIn(t.state, 'p2:active')).toBe(20 * h);
        const d = withHeads(h, (seed) => hit(['ex4-24', G, G], 'Pin Missile', [DONDOZO], seed));
        expect(damageIn(d.state, 'p2:active')).toBe(10 * h);
        // Skyridge Gengar is weak to Darkness ×2: the second type.
        const g = withHeads(h, (seed) => hit(['ex4-24', G, G], 'Pin Missile', ['ecard3-10'], seed));
        expect(damageIn(g.state, 'p2:active')).toBe(20 * h);
      }
    });
  });

  card('ex4-24', 'Paralyzing Gaze', () => {
    it('no damage; heads Paralyzed', () => {
      const run = (seed: number) => hit(['ex4-24', G], 'Paralyzing Gaze', [DONDOZO], seed);
      expect(gotCondition(onSide('heads', run), 'paralyzed')).toBe(true);
      const t = onSide('tails', run);
      expect(gotCondition(t, 'paralyzed')).toBe(false);
      expect(damageIn(t.state, 'p2:active')).toBe(0);
    });
  });
});

/**
 * Made-up siblings (test only, `mu9b-N`) of the wordings this session generalised: a change of
 * meaning (whose discard pile, whose Bench, "If you don't", a negation, "increased") must either
 * stay manual or be carried out as the new words say.
 */
describe('made-up siblings of this session’s forms', () => {
  const mon = (
    n: number,
    part: { attack?: [string, string, string]; body?: [string, string, string] },
  ) => ({
    id: `mu9b-${n}`,
    number: String(n),
    name: 'Zmon',
    supertype: 'Pokémon',
    subtypes: ['Basic'],
    hp: '80',
    types: ['Colorless'],
    abilities: part.body ? [{ name: part.body[0], type: part.body[1], text: part.body[2] }] : [],
    attacks: part.attack
      ? [
          {
            name: part.attack[0],
            cost: ['Colorless'],
            damage: part.attack[1],
            text: part.attack[2],
          },
        ]
      : [],
  });
  const BENCH_REMINDER = "(Don't apply Weakness and Resistance for Benched Pokémon.)";
  const manualOnes: [string, string, string][] = [
    ['Half Swift', '20', "This attack's damage isn't affected by Weakness or Poké-Bodies."],
    [
      'Spare Slash',
      '40+',
      "You may discard a Darkness Energy card attached to Zmon. If you don't, this attack does 40 damage plus 30 more damage.",
    ],
    [
      'Borrowed Call',
      '10',
      "Attach 1 Energy card from your opponent's discard pile to your Active Pokémon.",
    ],
    [
      'Borrowed Load',
      '',
      "Search your opponent's discard pile for a Metal Energy card and attach it to Zmon.",
    ],
    [
      'Odd Wave',
      '50',
      `Does 20 damage to each of your opponent's Benched Pokémon of a different type from the Defending Pokémon. ${BENCH_REMINDER}`,
    ],
    [
      'Home Shock',
      '40',
      `Does 10 damage to 2 of your Benched Pokémon (1 if there is only 1). ${BENCH_REMINDER}`,
    ],
    [
      'Other Rest',
      '',
      'Remove all Special Conditions and 4 damage counters from the Defending Pokémon (all if there are less than 4). The Defending Pokémon is now Asleep.',
    ],
  ];
  const madeUp = loadCardSet([
    ...manualOnes.map((a, i) => mon(i + 1, { attack: a })),
    mon(20, {
      body: [
        'Bench Skin',
        'Poké-Body',
        "If Zmon is on your Bench and is damaged by an opponent's attack, put 2 damage counters on the Attacking Pokémon.",
      ],
    }),
    mon(21, {
      body: [
        'Soft Shell',
        'Poké-Body',
        'Any damage done to Zmon by attacks is increased by 10 (after applying Weakness and Resistance).',
      ],
    }),
    mon(22, {
      body: [
        'Leech Dish',
        'Poké-Body',
        "At any time between turns, remove 1 damage counter from your opponent's Active Pokémon.",
      ],
    }),
    mon(30, {
      body: [
        'Bare Guard',
        'Poké-Body',
        'If Zmon has no Psychic Energy attached to it, damage done to Zmon by any attack is reduced by 10 (after applying Weakness and Resistance).',
      ],
    }),
    mon(31, {
      body: [
        'Back Wind',
        'Poké-Power',
        "Once during your turn (before your attack), if Zmon is on your Bench, you may switch 1 of your opponent's Benched Pokémon with 1 of the Defending Pokémon. Your opponent chooses the Defending Pokémon to switch. This power can't be used if Zmon is affected by a Special Condition.",
      ],
    }),
    mon(32, {
      attack: [
        'Tails Dodge',
        '20',
        "Flip a coin. If tails, prevent all effects of an attack, including damage, done to Zmon during your opponent's next turn.",
      ],
    }),
    mon(33, {
      attack: [
        'Big Gun',
        '20+',
        "This attack does 20 damage plus 10 more damage for each Water Energy attached to Zmon but not used to pay for this attack's Energy cost. You can't add more than 40 damage in this way.",
      ],
    }),
    mon(34, {
      body: [
        'Sharp Stone',
        'Poké-Body',
        "If Zmon is your Active Pokémon and is damaged by an opponent's attack (even if Zmon is Knocked Out), put 3 damage counters on the Attacking Pokémon.",
      ],
    }),
    mon(35, {
      attack: [
        'Bench Blast',
        '',
        "Does 80 damage to each Benched Pokémon (both yours and your opponent's).",
      ],
    }),
  ]);
  const mu = classicWith(madeUp);

  it('a change of meaning no reader knows stays manual', () => {
    for (const n of [1, 2, 3, 4, 5, 6, 7, 20, 21, 22])
      expect(manualParts(mu.registry.require(`mu9b-${n}`)), `mu9b-${n}`).not.toEqual([]);
  });

  it('"If Zmon has NO Psychic Energy attached": 10 less without one (Gnaw 10 → 0), full with one (10)', () => {
    const struck = (energy: string) =>
      attack(
        mu.table({
          activePlayer: 'p2',
          p1: { active: ['mu9b-30', energy] },
          p2: { active: [PIKACHU, L] },
        }),
        'Gnaw',
        { player: 'p2' },
      );
    expect(damageIn(struck(W).state, 'p1:active')).toBe(0);
    expect(damageIn(struck(P).state, 'p1:active')).toBe(10);
  });

  it('"if Zmon is on your Bench": refused from the Active Spot, used from the Bench', () => {
    const active = mu.table({
      p1: { active: ['mu9b-31'], bench: [[PIKACHU]] },
      p2: { active: [KINGAMBIT], bench: [[SQUIRTLE]] },
    });
    expect(refusalOf(active, abilityAction(active, 'p1:active', 'Back Wind'))).toMatch(/Bench/);
    const benched = mu.table({
      p1: { active: [PIKACHU], bench: [['mu9b-31']] },
      p2: { active: [KINGAMBIT], bench: [[SQUIRTLE]] },
    });
    const t = useAbility(benched, 'p1:bench_1', 'Back Wind');
    expect(templatesIn(t.state, 'p2:active')).toEqual([SQUIRTLE]);
  });

  it('"If tails, prevent …": tails protects, heads does not', () => {
    const run = (seed: number) =>
      attack(
        mu.table({ seed, p1: { active: ['mu9b-32', W] }, p2: { active: [PIKACHU, L] } }),
        'Tails Dodge',
      );
    const back = (t: Table) => attack(startTurn(t), 'Gnaw', { player: 'p2' });
    expect(damageIn(back(onSide('tails', run)).state, 'p1:active')).toBe(0);
    expect(damageIn(back(onSide('heads', run)).state, 'p1:active')).toBe(10);
  });

  it('"You can\'t add more than 40": W×3 → 40, W×6 → 60 (not 70)', () => {
    const dmg = (n: number) =>
      damageIn(
        attack(
          mu.table({
            p1: { active: ['mu9b-33', ...Array(n).fill(W)] },
            p2: { active: [KINGAMBIT] },
          }),
          'Big Gun',
        ).state,
        'p2:active',
      );
    expect(dmg(3)).toBe(40);
    expect(dmg(6)).toBe(60);
  });

  it('"put 3 damage counters": 30 on the Attacking Pokémon; "each Benched Pokémon (both …)": 80 to both Benches, not the Active ones', () => {
    const js = attack(
      mu.table({
        activePlayer: 'p2',
        p1: { active: ['mu9b-34'], bench: [[SQUIRTLE]] },
        p2: { active: [PIKACHU, L] },
      }),
      'Gnaw',
      { player: 'p2' },
    );
    expect(damageIn(js.state, 'p2:active')).toBe(30);
    const be = attack(
      mu.table({
        p1: { active: ['mu9b-35', W], bench: [[CHANSEY]] },
        p2: { active: [KINGAMBIT], bench: [['base1-3']] },
      }),
      'Bench Blast',
    );
    expect(damageIn(be.state, 'p1:bench_1')).toBe(80);
    expect(damageIn(be.state, 'p2:bench_1')).toBe(80);
    expect(damageIn(be.state, 'p2:active')).toBe(0);
  });
});

/** The opponent's hand, hidden: this session's hand forms (867659e), printings of ex1, ex2, ex6. */
describe('the opponent’s hidden hand (this session’s hand forms)', () => {
  const hand = [POTION, L, PIKACHU];

  card('ex2-46', 'Surprise', () => {
    it('10; one card of the opponent’s hand taken at random (no option names a hidden card) and shuffled into their deck; the rest stays hidden from you', () => {
      const start = table({
        p1: { active: ['ex2-46', W] },
        p2: { active: [KINGAMBIT], hand, deck: [G] },
      });
      const declared = act(start, attackAction(start, 'Surprise'));
      // "without looking": nothing to choose from by name.
      expect((declared.state.pendingDecision?.options ?? []).join(' | ')).not.toMatch(
        /Potion|Lightning|Pikachu/,
      );
      const t = answerAll(declared);
      expect(damageIn(t.state, 'p2:active')).toBe(10);
      const left = templatesIn(t.state, 'p2:hand');
      expect(left).toHaveLength(2);
      const gone = hand.find((c) => !left.includes(c));
      expect(sorted(templatesIn(t.state, 'p2:deck'))).toEqual(sorted([G, gone as string]));
      expect(seenBy(t, 'p1', 'p2:hand')).toEqual([]);
    });
  });

  card('ex1-64', 'Knock Off', () => {
    it('heads: a card of the opponent’s hand at random is discarded (then public); tails: nothing', () => {
      const run = (seed: number) =>
        attack(
          table({ seed, p1: { active: ['ex1-64', D] }, p2: { active: [KINGAMBIT], hand } }),
          'Knock Off',
        );
      const h = onSide('heads', run);
      expect(templatesIn(h.state, 'p2:hand')).toHaveLength(2);
      const discarded = templatesIn(h.state, 'p2:discard');
      expect(discarded).toHaveLength(1);
      expect(hand).toContain(discarded[0]);
      expect(seenBy(h, 'p1', 'p2:discard')).toEqual(discarded);
      expect(seenBy(h, 'p1', 'p2:hand')).toEqual([]);
      const t = onSide('tails', run);
      expect(templatesIn(t.state, 'p2:hand')).toHaveLength(3);
      expect(templatesIn(t.state, 'p2:discard')).toEqual([]);
    });
  });

  card('ex6-108', 'Poltergeist', () => {
    it('the opponent’s hand shown to you; 40 plus 10 per Trainer card in it (Potion, Energy Removal: 60)', () => {
      const t = attack(
        table({
          p1: { active: ['ex6-108', P, P] },
          p2: { active: [KINGAMBIT], hand: [POTION, 'base4-119', PIKACHU, W] },
        }),
        'Poltergeist',
      );
      expect(damageIn(t.state, 'p2:active')).toBe(60);
      expect(sorted(seenBy(t, 'p1', 'p2:hand'))).toEqual(sorted([POTION, 'base4-119', PIKACHU, W]));
    });
  });
});
