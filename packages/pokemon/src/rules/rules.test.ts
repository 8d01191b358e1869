import type { Action, Enforcement } from '@playmat/engine';
import { describe, expect, it } from 'vitest';
import { getBundledRegistry } from '../cards/bundled-sets';
import { type BoardSpec, buildBoard } from '../test/match-builder';

const reg = getBundledRegistry();

const PAWMI = 'sv1-74';
const PAWMO = 'sv1-75';
const _PAWMOT = 'sv1-76';
const FUECOCO = 'sv1-36';
const MIRAIDON = 'sv1-81';
const PACHIRISU = 'sv1-68';
const ARVEN = 'sv1-166';
const JACQ = 'sv1-175';
const BEACH_COURT = 'sv1-167';
const DEFIANCE_BAND = 'sv1-169';
const ROCKY_HELMET = 'sv1-193';
const L = 'sve-4';
const F = 'sve-2';

const ai = { player: 'p1', source: 'ai' } as const;

interface RuleCase {
  readonly name: string;
  readonly code: string;
  readonly severity: 'soft' | 'hard';
  /** A board where the action breaks the rule. */
  readonly bad: BoardSpec;
  /** A board where the same action is legal. */
  readonly good: BoardSpec;
  readonly action: Action;
  /** The legal action on the good board, when it differs. */
  readonly goodAction?: Action;
}

const base = (over: BoardSpec = {}): BoardSpec => ({
  p1: {
    active: [PAWMI],
    hand: [L, ARVEN, JACQ, PAWMO, PAWMI, BEACH_COURT, DEFIANCE_BAND, ROCKY_HELMET],
  },
  p2: { active: [FUECOCO] },
  ...over,
});
const withP1 = (p1: BoardSpec['p1'], over: BoardSpec = {}) =>
  base({ p1: { ...base().p1, ...p1 }, ...over });
const hand = (card: string) => ({ type: 'move_card' as const, ...ai, card, from: 'p1:hand' });
/** The Pokémon in the Active Spot (instance #1 on these boards) uses an Ability. */
const useAbility = (ability: string): Action => ({
  type: 'declare_action',
  ...ai,
  kind: 'ability',
  card: '#1',
  details: { ability },
});

/** Instance ids on the `withP1({ active: [PAWMI, L] })` board. */
const idsBoard = buildBoard(withP1({ active: [PAWMI, L] })).state;
const ATTACHED_L = idsBoard.zones['p1:active']?.cards[1] as string;
const OPPONENT_ACTIVE = idsBoard.zones['p2:active']?.cards[0] as string;

const CASES: RuleCase[] = [
  {
    name: 'one supporter per turn',
    code: 'ONE_SUPPORTER_PER_TURN',
    severity: 'soft',
    bad: base({ flags: { supporterPlayed: true } }),
    good: base(),
    action: { type: 'declare_action', ...ai, kind: 'play_trainer', card: 'Arven', zone: 'p1:hand' },
  },
  {
    name: 'no supporter on the first player’s first turn',
    code: 'NO_SUPPORTER_FIRST_TURN',
    severity: 'soft',
    bad: base({ gameTurn: 1 }),
    good: base({ gameTurn: 2 }),
    action: { type: 'declare_action', ...ai, kind: 'play_trainer', card: 'Jacq', zone: 'p1:hand' },
  },
  {
    name: 'one energy attachment per turn',
    code: 'ONE_ENERGY_PER_TURN',
    severity: 'soft',
    bad: base({ flags: { energyAttached: true } }),
    good: base(),
    action: { ...hand('Basic Lightning Energy'), to: 'p1:active', position: 'bottom' },
  },
  {
    name: 'evolution chain',
    code: 'EVOLUTION_CHAIN',
    severity: 'soft',
    bad: withP1({ active: [FUECOCO] }),
    good: base(),
    action: { ...hand('Pawmo'), to: 'p1:active', position: 'top' },
  },
  {
    name: 'no evolution on either first turn',
    code: 'NO_EVOLUTION_FIRST_TURN',
    severity: 'soft',
    bad: base({ gameTurn: 2 }),
    good: base({ gameTurn: 4 }),
    action: { ...hand('Pawmo'), to: 'p1:active', position: 'top' },
  },
  {
    name: 'no evolution of a Pokémon put into play this turn',
    code: 'EVOLVED_OR_PLAYED_THIS_TURN',
    severity: 'soft',
    bad: base({ flags: { enteredThisTurn: ['1'] } }),
    good: base(),
    action: { ...hand('Pawmo'), to: 'p1:active', position: 'top' },
  },
  {
    name: 'basics only onto empty spots',
    code: 'SPOT_OCCUPIED',
    severity: 'soft',
    bad: base(),
    good: withP1({ active: [] }),
    action: { ...hand('Pawmi'), to: 'p1:active' },
  },
  {
    name: 'evolutions only onto the Pokémon they evolve from',
    code: 'EVOLUTION_NEEDS_POKEMON',
    severity: 'soft',
    bad: base(),
    good: withP1({ bench: [[PAWMI]] }),
    action: { ...hand('Pawmo'), to: 'p1:bench_1' },
  },
  {
    name: 'trainers are not left on the field',
    code: 'TRAINERS_NOT_ON_FIELD',
    severity: 'soft',
    bad: base(),
    good: base(),
    action: { ...hand('Arven'), to: 'p1:bench_2' },
    goodAction: { ...hand('Arven'), to: 'p1:discard' },
  },
  {
    name: 'only a stadium in stadium',
    code: 'STADIUM_ONLY',
    severity: 'soft',
    bad: base(),
    good: base(),
    action: { ...hand('Arven'), to: 'stadium' },
    goodAction: {
      type: 'declare_action',
      ...ai,
      kind: 'play_trainer',
      card: 'Beach Court',
      zone: 'p1:hand',
    },
  },
  {
    name: 'one tool per Pokémon',
    code: 'ONE_TOOL_PER_POKEMON',
    severity: 'soft',
    bad: withP1({ active: [PAWMI, ROCKY_HELMET] }),
    good: base(),
    action: {
      type: 'declare_action',
      ...ai,
      kind: 'play_trainer',
      card: 'Defiance Band',
      zone: 'p1:hand',
      details: { target: 'p1:active' },
    },
  },
  {
    name: 'no attack on the first player’s first turn',
    code: 'NO_ATTACK_FIRST_TURN',
    severity: 'soft',
    bad: withP1({ active: [PAWMI, L] }, { gameTurn: 1 }),
    good: withP1({ active: [PAWMI, L] }, { gameTurn: 2 }),
    action: { type: 'declare_action', ...ai, kind: 'attack', details: { attack: 'Light Punch' } },
  },
  {
    name: 'attack energy cost (Colorless takes any type)',
    code: 'ATTACK_COST',
    severity: 'soft',
    bad: withP1({ active: [PAWMI, F] }),
    good: withP1({ active: [PAWMI, L, F] }),
    action: { type: 'declare_action', ...ai, kind: 'attack', details: { attack: 'Zap Kick' } },
  },
  {
    name: 'asleep Pokémon cannot attack',
    code: 'SPECIAL_CONDITION',
    severity: 'soft',
    bad: withP1({ active: [PAWMI, L], activeCounters: { asleep: 1 } }),
    good: withP1({ active: [PAWMI, L], activeCounters: { poisoned: 1 } }),
    action: { type: 'declare_action', ...ai, kind: 'attack', details: { attack: 'Light Punch' } },
  },
  {
    name: 'paralyzed Pokémon cannot retreat',
    code: 'SPECIAL_CONDITION',
    severity: 'soft',
    bad: withP1({ active: [PAWMI, L], bench: [[MIRAIDON]], activeCounters: { paralyzed: 1 } }),
    good: withP1({ active: [PAWMI, L], bench: [[MIRAIDON]] }),
    action: {
      type: 'declare_action',
      ...ai,
      kind: 'retreat',
      details: { to: 'p1:bench_1', discard: ['2'] },
    },
  },
  {
    name: 'retreat cost is paid',
    code: 'RETREAT_COST',
    severity: 'soft',
    bad: withP1({ active: [PAWMI], bench: [[MIRAIDON]] }),
    good: withP1({ active: [PAWMI, L], bench: [[MIRAIDON]] }),
    action: {
      type: 'declare_action',
      ...ai,
      kind: 'retreat',
      details: { to: 'p1:bench_1', discard: [] },
    },
    goodAction: {
      type: 'declare_action',
      ...ai,
      kind: 'retreat',
      details: { to: 'p1:bench_1', discard: ['2'] },
    },
  },
  {
    name: 'once-per-turn abilities',
    code: 'ONCE_PER_TURN',
    severity: 'soft',
    bad: withP1({ active: [MIRAIDON] }, { flags: { abilitiesUsed: ['1:Tandem Unit'] } }),
    good: withP1({ active: [MIRAIDON] }),
    action: useAbility('Tandem Unit'),
  },
  {
    name: 'passive abilities are not declared',
    code: 'PASSIVE_ABILITY',
    severity: 'hard',
    bad: withP1({ active: [PACHIRISU] }),
    good: withP1({ active: [MIRAIDON] }),
    action: useAbility('Electricity Pouches'),
    goodAction: useAbility('Tandem Unit'),
  },
  {
    name: 'staging must be empty when the turn ends',
    code: 'STAGING_NOT_EMPTY',
    severity: 'soft',
    bad: base(),
    good: base(),
    action: { type: 'end_turn', ...ai },
  },
  {
    name: 'unknown attack',
    code: 'UNKNOWN_ATTACK',
    severity: 'hard',
    bad: base(),
    good: withP1({ active: [PAWMI, L] }),
    action: { type: 'declare_action', ...ai, kind: 'attack', details: { attack: 'Hyper Beam' } },
    goodAction: {
      type: 'declare_action',
      ...ai,
      kind: 'attack',
      details: { attack: 'Light Punch' },
    },
  },
  {
    name: 'an attack discards only Energy attached to the attacker, each once',
    code: 'INVALID_ATTACK_DISCARD',
    severity: 'hard',
    bad: withP1({ active: [PAWMI, L] }),
    good: withP1({ active: [PAWMI, L] }),
    // The bad discard names the opponent's Active Pokémon and the same Energy twice.
    action: {
      type: 'declare_action',
      ...ai,
      kind: 'attack',
      details: { attack: 'Light Punch', discard: [ATTACHED_L, ATTACHED_L, OPPONENT_ACTIVE] },
    },
    goodAction: {
      type: 'declare_action',
      ...ai,
      kind: 'attack',
      details: { attack: 'Light Punch', discard: [ATTACHED_L] },
    },
  },
  {
    name: 'not your turn',
    code: 'NOT_YOUR_TURN',
    severity: 'hard',
    bad: base({ activePlayer: 'p2' }),
    good: base(),
    action: { type: 'declare_action', ...ai, kind: 'play_trainer', card: 'Arven', zone: 'p1:hand' },
  },
];

/** Puts a card in staging for the staging case's bad board. */
function prepare(c: RuleCase, which: 'bad' | 'good', enforcement: Enforcement) {
  const { engine, state } = buildBoard({ ...c[which], enforcement });
  if (c.code === 'STAGING_NOT_EMPTY' && which === 'bad') {
    const r2 = engine.execute(state, {
      type: 'move_card',
      player: 'p1',
      source: 'script',
      card: 'Arven',
      from: 'p1:hand',
      to: 'staging',
    });
    if (!r2.ok) throw new Error(r2.error.message);
    return { engine, state: r2.state };
  }
  return { engine, state };
}

describe('rule hooks', () => {
  for (const c of CASES) {
    describe(c.name, () => {
      it(`blocks in strict mode with ${c.code}`, () => {
        const { engine, state } = prepare(c, 'bad', 'strict');
        const r = engine.execute(state, c.action);
        expect(r.ok).toBe(false);
        if (r.ok) return;
        expect(r.state).toBe(state);
        expect(r.error.rule).toMatchObject({ code: c.code, severity: c.severity });
        expect(r.error.message.length).toBeGreaterThan(10);
        expect(r.error.hints.length).toBeGreaterThan(0);
      });
      it(
        c.severity === 'soft' ? 'only warns in lenient mode' : 'blocks in lenient mode too',
        () => {
          const { engine, state } = prepare(c, 'bad', 'lenient');
          const r = engine.execute(state, c.action);
          if (c.severity === 'hard') expect(r.ok).toBe(false);
          else {
            expect(r.ok).toBe(true);
            if (r.ok) expect(r.warnings.some((w) => w.startsWith(c.code))).toBe(true);
          }
        },
      );
      if (c.severity === 'soft')
        it('is bypassed by allowedByCardEffect', () => {
          const { engine, state } = prepare(c, 'bad', 'strict');
          const r = engine.execute(state, {
            ...c.action,
            allowedByCardEffect: 'Some Card',
          } as Action);
          expect(r.ok).toBe(true);
          if (r.ok)
            expect(r.warnings.some((w) => w.includes(c.code) && w.includes('bypassed'))).toBe(true);
        });
      it('is silent when the action is legal', () => {
        const { engine, state } = prepare(c, 'good', 'strict');
        const r = engine.execute(state, c.goodAction ?? c.action);
        if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
        expect(r.warnings.filter((w) => w.includes(c.code))).toEqual([]);
      });
    });
  }

  it('enforcement off runs no rule', () => {
    const c = CASES[0] as RuleCase;
    const { engine, state } = prepare(c, 'bad', 'off');
    const r = engine.execute(state, c.action);
    expect(r.ok && r.warnings.length).toBe(0);
  });
});

describe('once-per-game powers', () => {
  const used = (enforcement: Enforcement, names: string[]) => {
    const { engine, state } = buildBoard({
      p1: { active: [MIRAIDON] },
      p2: { active: [FUECOCO] },
      enforcement,
    });
    return {
      engine,
      state: { ...state, plugin: { ...state.plugin, oncePerGame: { p1: names, p2: [] } } },
    };
  };
  const action = useAbility('Tandem Unit');
  it('blocks a second use in strict mode, warns in lenient, yields to a card effect, is silent otherwise', () => {
    const strict = used('strict', ['Tandem Unit']);
    const r = strict.engine.execute(strict.state, action);
    expect(!r.ok && r.error.rule?.code).toBe('ONCE_PER_GAME');
    const lenient = used('lenient', ['Tandem Unit']);
    const w = lenient.engine.execute(lenient.state, action);
    expect(w.ok && w.warnings.some((x) => x.startsWith('ONCE_PER_GAME'))).toBe(true);
    const bypass = strict.engine.execute(strict.state, {
      ...action,
      allowedByCardEffect: 'Some Card',
    } as Action);
    expect(bypass.ok).toBe(true);
    const fresh = used('strict', []);
    const ok = fresh.engine.execute(fresh.state, action);
    expect(ok.ok && ok.warnings).toEqual([]);
  });
});

describe('Adaptive Evolution', () => {
  const SCATTERBUG = 'sv1-8';
  const SPEWPA = 'sv1-9';
  it('lets Scatterbug evolve on the first turn and the turn it was played; others still wait', () => {
    const board = (active: string, evolution: string) =>
      buildBoard({
        p1: { active: [active], hand: [evolution] },
        p2: { active: [FUECOCO] },
        gameTurn: 1,
        flags: { enteredThisTurn: ['1'] },
      });
    const evolve = {
      ...ai,
      type: 'move_card' as const,
      from: 'p1:hand',
      to: 'p1:active',
      position: 'top' as const,
    };
    const bug = board(SCATTERBUG, SPEWPA);
    const r = bug.engine.execute(bug.state, { ...evolve, card: 'Spewpa' });
    expect(r.ok && r.warnings).toEqual([]);
    const mi = board(PAWMI, PAWMO);
    const blocked = mi.engine.execute(mi.state, { ...evolve, card: 'Pawmo' });
    expect(!blocked.ok && blocked.error.rule?.code).toBe('NO_EVOLUTION_FIRST_TURN');
  });
});

describe('using a Stadium', () => {
  const MESAGOZA = 'sv1-178';
  const withStadium = (card: string, enforcement: 'strict' | 'lenient' = 'strict') => {
    const { engine, state } = buildBoard({
      p1: { active: [PAWMI], hand: [card] },
      p2: { active: [FUECOCO] },
      enforcement,
    });
    const r = engine.execute(state, {
      type: 'declare_action',
      ...ai,
      kind: 'play_trainer',
      card: reg.require(card).name,
      zone: 'p1:hand',
    } as Action);
    if (!r.ok) throw new Error(r.error.message);
    return { engine, state: r.state };
  };
  const use = { type: 'declare_action', ...ai, kind: 'use_stadium' } as Action;

  it('uses Mesagoza once per turn: strict blocks a second use, lenient warns, a card effect may', () => {
    const strict = withStadium(MESAGOZA);
    const once = strict.engine.execute(strict.state, use);
    expect(once.ok && once.state.plugin.flags.stadiumUsed).toBe(true);
    if (!once.ok) return;
    const twice = strict.engine.execute(once.state, use);
    expect(!twice.ok && twice.error.rule?.code).toBe('ONCE_PER_TURN');
    expect(twice.state).toBe(once.state);
    expect(
      strict.engine.execute(once.state, { ...use, allowedByCardEffect: 'Some Card' } as Action).ok,
    ).toBe(true);
    const lenient = withStadium(MESAGOZA, 'lenient');
    const l1 = lenient.engine.execute(lenient.state, use);
    const l2 = l1.ok ? lenient.engine.execute(l1.state, use) : l1;
    expect(l2.ok && l2.warnings.some((w) => w.startsWith('ONCE_PER_TURN'))).toBe(true);
  });

  it('refuses when no Stadium is in play, or when the Stadium only applies', () => {
    const { engine, state } = buildBoard({ p1: { active: [PAWMI] }, p2: { active: [FUECOCO] } });
    const none = engine.execute(state, use);
    expect(!none.ok && none.error.rule?.code).toBe('NO_STADIUM');
    const court = withStadium(BEACH_COURT);
    const passive = court.engine.execute(court.state, use);
    expect(!passive.ok && passive.error.rule?.code).toBe('STADIUM_HAS_NO_USE');
    expect(!passive.ok && passive.error.message).toContain('Beach Court is not used');
  });
});
