/**
 * HEADER
 */
import { describe, expect, it } from 'vitest';
import {
  cardIn,
  endTurn,
  fromHand,
  passTurn,
  play,
  playTrainerCard,
  retreatAction,
  trainerPlay,
} from './audit/audit.test-helper';
import {
  coinsOf,
  exactly,
  headsOf,
  mayAttack,
  onSide,
  optionNames,
  seenBy,
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
  R,
  SEEDS,
  W,
} from './cards/classic.test-helper';
import { classicRegistry, classicTable as table } from './classic-sets.test-helper';
import {
  abilityAction,
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

  card('gym1-35', "Fire Tackle", () => {
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
});

