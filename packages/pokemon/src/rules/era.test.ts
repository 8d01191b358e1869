import type { Action, GameState } from '@playmat/engine';
import { describe, expect, it } from 'vitest';
import { getBundledRegistry } from '../cards/bundled-sets';
import {
  act,
  attack,
  conditionsIn,
  damageIn,
  optionsNaming,
  playTrainer,
  refusalOf,
  type Table,
  table,
  templatesIn,
  trainerAction,
  useAbility,
  withSeeds,
} from '../effects/effects.test-helper';
import { abilityBlockedReason } from '../effects/passives';
import { pokemonIn } from '../game/board';
import { createPokemonEngine } from '../game/definition';
import { setupPokemonGame } from '../game/setup';
import type { PokemonState } from '../game/state';
import { formatNarrativeState } from '../narrative/format-narrative-state';
import type { BoardSpec } from '../test/match-builder';
import { seatTools } from '../tools/tools.test-helper';
import type { Era } from './era';
import { pokemonLegalActions } from './legal-actions';

/**
 * `era: 'base-set'` plays by the 1999 Base Set rulebook; each difference from the Scarlet &
 * Violet rulebook has its test here (docs/pokemon-rules-eras.md lists them with the rule).
 */
const registry = getBundledRegistry();
const P = 'sve-5';
const L = 'sve-4';
const W = 'sve-3';
const G = 'sve-1';
const KINGAMBIT = 'sv1-134';
const PIKACHU = 'base1-58'; // Lightning, Gnaw 10 (C); Retreat 1
const SQUIRTLE = 'base1-63'; // Water; Retreat 1
const MEWTWO = 'base1-10'; // Psychic, weak to Psychic; Psychic (P C) 10+
const DEFENDER = 'base1-80';
const PLUSPOWER = 'base1-84';
const SWITCH = 'base1-95';
const SEEDS = Array.from({ length: 40 }, (_, i) => i + 1);

const board = (era: Era, spec: BoardSpec) => table({ ...spec, era });
const flipsOf = (t: Table, player = 'p1') => {
  const line = t.state.log.map((e) => e.message).find((m) => m.startsWith(`${player} flipped`));
  return line ? line.slice(line.indexOf(':') + 2).split(', ') : [];
};
const heads = (t: Table) => flipsOf(t)[0] === 'heads';
const tails = (t: Table) => flipsOf(t)[0] === 'tails';

/** The rule code that refuses an action, or `ok`. */
function verdict(t: Table, action: Action): string {
  const r = t.engine.execute(t.state, action);
  return r.ok ? 'ok' : (r.error.rule?.code ?? r.error.code);
}
const declareAttack = (name: string): Action => ({
  type: 'declare_action',
  player: 'p1',
  source: 'ai',
  kind: 'attack',
  details: { attack: name },
});
const retreat = (to: string, discard: readonly string[], player = 'p1'): Action => ({
  type: 'declare_action',
  player,
  source: 'ai',
  kind: 'retreat',
  details: { to, discard: [...discard] },
});
/** Energy card instance ids under the Active Pokémon of `player`. */
const energyOnActive = (t: Table, player = 'p1') =>
  pokemonIn(t.engine.definition.cards, t.state, `${player}:active`)?.energy ?? [];

describe('Confusion: a Confused Pokémon that flips tails when it attacks', () => {
  const confusedAttack = (era: Era, active: string[], name: string, before?: (t: Table) => Table) =>
    withSeeds(
      SEEDS,
      (seed) => {
        const t = board(era, {
          seed,
          p1: { active, activeCounters: { confused: 1 }, hand: [DEFENDER, PLUSPOWER] },
          p2: { active: [KINGAMBIT] },
        });
        return attack(before ? before(t) : t, name);
      },
      tails,
    );

  it('takes 3 damage counters (modern) or 20 damage (1999), and the attack does nothing', () => {
    const modern = confusedAttack('modern', [PIKACHU, L], 'Gnaw');
    expect([damageIn(modern.state, 'p1:active'), damageIn(modern.state, 'p2:active')]).toEqual([
      30, 0,
    ]);
    const old = confusedAttack('base-set', [PIKACHU, L], 'Gnaw');
    expect([damageIn(old.state, 'p1:active'), damageIn(old.state, 'p2:active')]).toEqual([20, 0]);
  });

  it('in 1999 it is an attack on itself: Weakness to its own type doubles it (Mewtwo: 40)', () => {
    expect(damageIn(confusedAttack('base-set', [MEWTWO, P, P], 'Psychic').state, 'p1:active')).toBe(
      40,
    );
    // Modern: 3 damage counters, no Weakness.
    expect(damageIn(confusedAttack('modern', [MEWTWO, P, P], 'Psychic').state, 'p1:active')).toBe(
      30,
    );
  });

  it('in 1999 Defender on it takes 20 off; PlusPower (damage to the Defending Pokémon) adds none', () => {
    const defended = confusedAttack('base-set', [PIKACHU, L], 'Gnaw', (t) =>
      playTrainer(t, 'Defender', { target: 'p1:active' }),
    );
    expect(damageIn(defended.state, 'p1:active')).toBe(0);
    const powered = confusedAttack('base-set', [PIKACHU, L], 'Gnaw', (t) =>
      playTrainer(t, 'PlusPower'),
    );
    expect(damageIn(powered.state, 'p1:active')).toBe(20);
  });

  it('heads: the attack happens as usual in either era', () => {
    for (const era of ['modern', 'base-set'] as const) {
      const t = withSeeds(
        SEEDS,
        (seed) =>
          attack(
            board(era, {
              seed,
              p1: { active: [PIKACHU, L], activeCounters: { confused: 1 } },
              p2: { active: [KINGAMBIT] },
            }),
            'Gnaw',
          ),
        heads,
      );
      expect([damageIn(t.state, 'p1:active'), damageIn(t.state, 'p2:active')]).toEqual([0, 10]);
    }
  });
});

describe('retreating', () => {
  const twoPokemon = (era: Era) =>
    board(era, {
      p1: { active: [PIKACHU, L, L], bench: [[SQUIRTLE, W]] },
      p2: { active: [KINGAMBIT] },
    });

  it('1999: as often as you like, paying the Retreat Cost each time; modern: once a turn', () => {
    const old = twoPokemon('base-set');
    const once = act(old, retreat('p1:bench_1', [energyOnActive(old)[0] as string]));
    expect(templatesIn(once.state, 'p1:active')).toEqual([SQUIRTLE, W]);
    // Squirtle goes back the same turn, paying its own Water Energy.
    const twice = act(once, retreat('p1:bench_1', energyOnActive(once)));
    expect(templatesIn(twice.state, 'p1:active')).toEqual([PIKACHU, L]);
    expect(templatesIn(twice.state, 'p1:discard').sort()).toEqual([L, W].sort());
    const modern = twoPokemon('modern');
    const first = act(modern, retreat('p1:bench_1', [energyOnActive(modern)[0] as string]));
    expect(verdict(first, retreat('p1:bench_1', energyOnActive(first)))).toBe(
      'ONE_RETREAT_PER_TURN',
    );
  });

  it('the legal actions and the narrative offer a second retreat in 1999 only', () => {
    for (const era of ['modern', 'base-set'] as const) {
      const t = twoPokemon(era);
      const after = act(t, retreat('p1:bench_1', [energyOnActive(t)[0] as string]));
      const offered = pokemonLegalActions(after.state, 'p1', registry).some(
        (a) => a.type === 'declare_action' && a.kind === 'retreat',
      );
      expect(offered).toBe(era === 'base-set');
      const text = formatNarrativeState(after.engine.view(after.state, 'p1'));
      expect(text).toContain(
        era === 'base-set'
          ? '- Retreat: available again (as often as you like)'
          : '- Retreat: USED this turn',
      );
    }
  });

  const confusedRetreat = (era: Era, want: (t: Table) => boolean) =>
    withSeeds(
      SEEDS,
      (seed) => {
        const t = board(era, {
          seed,
          p1: {
            active: [PIKACHU, L, L],
            bench: [[SQUIRTLE]],
            activeCounters: { confused: 1 },
            hand: [SWITCH],
          },
          p2: { active: [KINGAMBIT] },
        });
        return act(t, retreat('p1:bench_1', [energyOnActive(t)[0] as string]));
      },
      want,
    );

  it('1999: a Confused Pokémon pays, then flips; heads it retreats (and is no longer Confused)', () => {
    const t = confusedRetreat('base-set', heads);
    expect(templatesIn(t.state, 'p1:active')).toEqual([SQUIRTLE]);
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([PIKACHU, L]);
    expect(conditionsIn(t.state, 'p1:bench_1')).toEqual([]);
    expect(templatesIn(t.state, 'p1:discard')).toEqual([L]);
  });

  it("1999: tails, it stays Active and Confused, the Energy stays discarded, and it can't try again this turn", () => {
    const t = confusedRetreat('base-set', tails);
    expect(templatesIn(t.state, 'p1:active')).toEqual([PIKACHU, L]);
    expect(conditionsIn(t.state, 'p1:active')).toEqual(['confused']);
    expect(templatesIn(t.state, 'p1:discard')).toEqual([L]);
    expect(verdict(t, retreat('p1:bench_1', energyOnActive(t)))).toBe('RETREAT_FAILED');
    expect(
      pokemonLegalActions(t.state, 'p1', registry).some(
        (a) => a.type === 'declare_action' && a.kind === 'retreat',
      ),
    ).toBe(false);
    expect(formatNarrativeState(t.engine.view(t.state, 'p1'))).toContain(
      '- Retreat: not again this turn (a Confused retreat failed)',
    );
    // A Trainer still switches it.
    const switched = playTrainer(t, 'Switch');
    expect(templatesIn(switched.state, 'p1:active')).toEqual([SQUIRTLE]);
    // Next turn it may try again.
    const theirs = act(switched, { type: 'end_turn', player: 'p1', source: 'ai' });
    expect(theirs.state.plugin.flags.retreatFailed).toBe(false);
  });

  it("1999: the seat's retreat call says when a Confused retreat failed, not that it retreated", async () => {
    const results = new Map<string, string>();
    for (const seed of SEEDS) {
      const { call } = seatTools(
        {
          seed,
          era: 'base-set',
          p1: { active: [PIKACHU, L], bench: [[SQUIRTLE]], activeCounters: { confused: 1 } },
          p2: { active: [KINGAMBIT] },
        },
        {},
      );
      const out = await call('declare_retreat', { to: 'your_bench_1' });
      results.set(out.includes('retreat failed') ? 'tails' : 'heads', out);
      if (results.size === 2) break;
    }
    expect(results.get('tails')).toContain(
      "Pikachu is Confused and its retreat failed (tails): it stays Active, the 1 Energy stay discarded, and it can't try to retreat again this turn.",
    );
    expect(results.get('heads')).toContain(
      'Pikachu retreated to your_bench_1 (discarded 1 Energy)',
    );
  });

  it('modern: a Confused Pokémon retreats without a flip', () => {
    const t = confusedRetreat('modern', () => true);
    expect(flipsOf(t)).toEqual([]);
    expect(templatesIn(t.state, 'p1:active')).toEqual([SQUIRTLE]);
  });
});

describe("the first player's first turn", () => {
  const firstTurn = (era: Era) =>
    board(era, {
      gameTurn: 1,
      // Arven (sv1-166) finds the Switch (an Item) in the deck; Professor's Research (sv1-189).
      p1: { active: [PIKACHU, L], hand: ['sv1-166', 'sv1-189'], deck: ['sv1-194', G, G] },
      p2: { active: [KINGAMBIT] },
    });
  const play = (card: string): Action => ({
    type: 'declare_action',
    player: 'p1',
    source: 'ai',
    kind: 'play_trainer',
    card,
    zone: 'p1:hand',
  });

  it('1999: the first player may attack, and the legal actions offer it', () => {
    for (const era of ['modern', 'base-set'] as const) {
      const t = firstTurn(era);
      const offered = pokemonLegalActions(t.state, 'p1', registry).some(
        (a) => a.type === 'declare_action' && a.kind === 'attack',
      );
      expect(offered).toBe(era === 'base-set');
      expect(verdict(t, declareAttack('Gnaw'))).toBe(
        era === 'base-set' ? 'ok' : 'NO_ATTACK_FIRST_TURN',
      );
      expect(formatNarrativeState(t.engine.view(t.state, 'p1'))).toContain(
        era === 'base-set'
          ? '- Attack: available; it ends your turn'
          : '- Attack: not allowed (first player, first turn)',
      );
    }
  });

  it('1999 knows no Supporter rule: a Supporter may be played on the first turn, but its own printed line still allows 1 a turn', () => {
    const modern = firstTurn('modern');
    expect(verdict(modern, play('Arven'))).toBe('NO_SUPPORTER_FIRST_TURN');
    const old = firstTurn('base-set');
    const arven = playTrainer(old, 'Arven');
    expect(arven.state.plugin.flags.supporterPlayed).toBe(true);
    // Professor's Research prints "You may play only 1 Supporter card during your turn."
    expect(verdict(arven, play("Professor's Research"))).toBe('ONE_SUPPORTER_PER_TURN');
  });
});

describe('evolving on the first turn (1999 as today: not on either first turn)', () => {
  // Under the 1999 rules WotC ruled: "you can never evolve your Pokémon on the first turn you play
  // in the game" (WotC chat, Jan 9 2003, Q436, on Challenge!); a Pokémon put into play this turn
  // can't evolve either ("X is the name of a Pokémon you had in play at the beginning of your
  // turn"). Charmander (base1-46) → Charmeleon (base1-24); Pokémon Breeder (base1-76) puts
  // Charizard (base1-4) on it "when you would be allowed to evolve".
  const CHARMANDER = 'base1-46';
  const CHARMELEON = 'base1-24';
  const evolveAction = (t: Table, player: string, zone: string): Action => {
    const id = t.state.zones[`${player}:hand`]?.cards.find(
      (i) => t.state.cards[i]?.templateId === CHARMELEON,
    );
    return { type: 'move_card', player, source: 'ai', card: `#${id}`, to: zone, position: 'top' };
  };
  const turn = (era: Era, gameTurn: number) => {
    const player = gameTurn % 2 === 1 ? 'p1' : 'p2';
    const side = { active: [CHARMANDER], hand: [CHARMELEON, 'base1-76', 'base1-4', CHARMANDER] };
    return {
      player,
      t: board(era, { gameTurn, activePlayer: player, p1: side, p2: side }),
    };
  };
  const evolutionsOffered = (t: Table, player: string) =>
    pokemonLegalActions(t.state, player, registry).filter(
      (a) => a.type === 'move_card' && a.position === 'top',
    ).length;

  it('1999: neither the first player (turn 1) nor the second (turn 2) may evolve on their first turn', () => {
    for (const gameTurn of [1, 2]) {
      const { t, player } = turn('base-set', gameTurn);
      expect(verdict(t, evolveAction(t, player, `${player}:active`))).toBe(
        'NO_EVOLUTION_FIRST_TURN',
      );
      expect(evolutionsOffered(t, player)).toBe(0);
      const breeder = refusalOf(t, trainerAction(t, 'base1-76', player));
      expect(breeder).toMatch(/can't evolve during your first turn/);
      const narrative = formatNarrativeState(t.engine.view(t.state, player));
      expect(narrative).toContain('- Evolution: not allowed on your first turn');
      // No Supporters in the 1999 rules: the seat reads of Trainer cards only.
      expect(narrative).toContain('- Trainer cards: as many as you like');
      expect(narrative).not.toContain('- Supporter:');
    }
  });

  it('1999: from their second turn a player evolves a Pokémon in play since the turn began, not one put down this turn', () => {
    for (const gameTurn of [3, 4]) {
      const { t, player } = turn('base-set', gameTurn);
      expect(verdict(t, evolveAction(t, player, `${player}:active`))).toBe('ok');
      expect(evolutionsOffered(t, player)).toBeGreaterThan(0);
      expect(refusalOf(t, trainerAction(t, 'base1-76', player))).toBeUndefined();
      // A Charmander put on the Bench this turn can't evolve until the next.
      const id = t.state.zones[`${player}:hand`]?.cards.find(
        (i) => t.state.cards[i]?.templateId === CHARMANDER,
      );
      const benched = act(t, {
        type: 'move_card',
        player,
        source: 'ai',
        card: `#${id}`,
        to: `${player}:bench_1`,
      });
      expect(verdict(benched, evolveAction(benched, player, `${player}:bench_1`))).toBe(
        'EVOLVED_OR_PLAYED_THIS_TURN',
      );
    }
  });
});

describe('mulligans', () => {
  const engine = createPokemonEngine();
  /** One Basic in 60 cards: mulligans on most seeds. */
  const thin = [PIKACHU, ...Array.from({ length: 59 }, () => L)];
  /** Four Basics: mulligans on some seeds. */
  const four = [
    ...Array.from({ length: 4 }, () => PIKACHU),
    ...Array.from({ length: 56 }, () => L),
  ];
  /** Twenty Basics (not a legal deck): never mulligans. */
  const many = [
    ...Array.from({ length: 20 }, () => PIKACHU),
    ...Array.from({ length: 40 }, () => L),
  ];
  const setup = (p1: string[], p2: string[], seed: number, era: Era, agents = false) =>
    setupPokemonGame(engine, {
      decks: { p1, p2 },
      seed,
      era,
      checkDecks: false,
      ...(agents ? { placement: 'agents' as const } : {}),
    }).state;
  /** p2's cards out of the deck and the prizes: 7 plus the extra ones drawn. */
  const drawn = (s: GameState<PokemonState>, p: string) =>
    Object.values(s.zones)
      .filter((z) => z.owner === p && z.name !== 'deck' && !z.name.startsWith('prizes'))
      .reduce((n, z) => n + z.cards.length, 0);

  it('1999: the opponent may draw 2 extra cards per mulligan (modern: 1)', () => {
    for (const era of ['modern', 'base-set'] as const) {
      const seed = SEEDS.find((n) => (setup(thin, many, n, era).plugin.mulligans.p1 ?? 0) >= 1);
      const state = setup(thin, many, seed as number, era);
      const m = state.plugin.mulligans.p1 ?? 0;
      expect(m).toBeGreaterThan(0);
      expect(drawn(state, 'p2')).toBe(7 + m * (era === 'base-set' ? 2 : 1));
    }
  });

  it("1999: when both players mulligan, each may draw for the other's (modern: the difference only)", () => {
    const seed = Array.from({ length: 100 }, (_, i) => i).find((n) => {
      const m = setup(four, four, n, 'modern').plugin.mulligans;
      return (m.p1 ?? 0) > 0 && (m.p2 ?? 0) > (m.p1 ?? 0) && (m.p2 ?? 0) < 6;
    });
    expect(seed).toBeDefined();
    const modern = setup(four, four, seed as number, 'modern');
    const m1 = modern.plugin.mulligans.p1 ?? 0;
    const m2 = modern.plugin.mulligans.p2 ?? 0;
    expect([drawn(modern, 'p1'), drawn(modern, 'p2')]).toEqual([7 + m2 - m1, 7]);
    const old = setup(four, four, seed as number, 'base-set');
    expect([drawn(old, 'p1'), drawn(old, 'p2')]).toEqual([7 + 2 * m2, 7 + 2 * m1]);
    // With agents placing, p1 is asked first (for p2's mulligans), then p2 (for p1's).
    const asked = setup(four, four, seed as number, 'base-set', true);
    expect(asked.pendingDecision?.decider).toBe('p1');
    expect(asked.pendingDecision?.options?.[0]).toBe(`draw ${2 * m2}`);
    const afterP1 = act(
      { engine, state: asked },
      { type: 'resolve_decision', player: 'p1', source: 'ai', choice: `draw ${2 * m2}` },
    );
    expect(afterP1.state.zones['p1:hand']?.cards).toHaveLength(7 + 2 * m2);
    expect(afterP1.state.pendingDecision?.decider).toBe('p2');
    expect(afterP1.state.pendingDecision?.options?.[0]).toBe(`draw ${2 * m1}`);
    const afterP2 = act(afterP1, {
      type: 'resolve_decision',
      player: 'p2',
      source: 'ai',
      choice: 'draw 0',
    });
    expect(afterP2.state.pendingDecision).toBeNull();
    expect(afterP2.state.zones['p2:hand']?.cards).toHaveLength(7);
  });
});

describe('Pokémon Powers and Special Conditions', () => {
  /** Each Base Set Power used by p1 in a state where it would do something. */
  const POWERS: readonly [string, string, BoardSpec['p1'], string[]][] = [
    ['base1-1', 'Damage Swap', { active: ['base1-1'], bench: [[PIKACHU]] }, ['p1:bench_1']],
    ['base1-2', 'Rain Dance', { active: ['base1-2'], hand: [W] }, ['Water', 'p1:active']],
    ['base1-4', 'Energy Burn', { active: ['base1-4', W] }, []],
    ['base1-15', 'Energy Trans', { active: ['base1-15', G], bench: [[PIKACHU]] }, ['p1:bench_1']],
    ['base1-21', 'Buzzap', { active: ['base1-21'], bench: [[PIKACHU]] }, ['p1:bench_1', 'Fire']],
  ];
  const powerBoard = (p1: BoardSpec['p1'], counters: Record<string, number>) => {
    const t = table({ p1, p2: { active: [KINGAMBIT] } });
    // Damage Swap needs damage to move: 20 on the Active Pokémon.
    const top = t.state.zones['p1:active']?.cards[0] as string;
    const card = t.state.cards[top];
    if (!card) throw new Error('board');
    return {
      ...t,
      state: {
        ...t.state,
        cards: {
          ...t.state.cards,
          [top]: { ...card, counters: { ...card.counters, damage: 20, ...counters } },
        },
      },
    };
  };

  it.each(
    POWERS.flatMap(([id, power, p1, picks]) =>
      (['asleep', 'confused', 'paralyzed'] as const).map((c) => [id, power, c, p1, picks] as const),
    ),
  )('%s %s stops while its Pokémon is %s (its text says so)', (_id, power, condition, p1) => {
    const t = powerBoard(p1, { [condition]: 1 });
    const word = condition[0]?.toUpperCase() + condition.slice(1);
    expect(() => useAbility(t, 'p1:active', power)).toThrow(
      new RegExp(
        `ABILITY_BLOCKED .*is ${word}, and its text says "[^"]*can't (be used|use this power) if`,
      ),
    );
  });

  it.each(POWERS)('%s %s still works while its Pokémon is Poisoned', (_id, power, p1, picks) => {
    const t = powerBoard(p1, { poisoned: 1 });
    const used = useAbility(t, 'p1:active', power, { chooser: optionsNaming(...picks) });
    expect(used.state.plugin.flags.abilitiesUsed.some((u) => u.endsWith(`:${power}`))).toBe(true);
  });

  it('reads the later wording "This power stops working while … is Asleep, Confused, or Paralyzed"', () => {
    const t = table({
      p1: { active: ['base1-1'], activeCounters: { paralyzed: 1 } },
      p2: { active: [KINGAMBIT] },
    });
    const mon = pokemonIn(t.engine.definition.cards, t.state, 'p1:active');
    if (!mon) throw new Error('board');
    const power = {
      name: 'Prehistoric Power',
      type: 'Pokémon Power',
      text: 'No more Evolution cards can be played. This power stops working while Aerodactyl is Asleep, Confused, or Paralyzed.',
    };
    expect(abilityBlockedReason(t.engine.definition.cards, t.state, mon, power)).toMatch(
      /is Paralyzed, and its text says "This power stops working while/,
    );
    // A modern Ability that says nothing of Special Conditions keeps working.
    const modern = {
      name: 'X',
      type: 'Ability',
      text: 'Once during your turn, you may draw a card.',
    };
    expect(abilityBlockedReason(t.engine.definition.cards, t.state, mon, modern)).toBeUndefined();
  });
});
