import type { Action, Enforcement, GameState } from '@playmat/engine';
import { describe, expect, it } from 'vitest';
import { getBundledRegistry, getBundledSets } from '../cards/bundled-sets';
import { loadCardSet } from '../cards/load-card-set';
import { createCardRegistry } from '../cards/registry';
import type { Marker } from '../effects/markers';
import { MANUAL_EFFECT_RULES } from '../effects/runtime';
import { createPokemonEngine } from '../game/definition';
import type { PokemonState } from '../game/state';
import { createPokemonMatch } from '../plugin/create-pokemon-plugin';
import { type BoardSpec, buildBoard } from '../test/match-builder';

const reg = getBundledRegistry();

const PAWMI = 'sv1-74';
const PAWMO = 'sv1-75';
const FUECOCO = 'sv1-36';
const MIRAIDON = 'sv1-81';
const PACHIRISU = 'sv1-68';
const KLEFKI = 'sv1-96';
const ARVEN = 'sv1-166';
const JACQ = 'sv1-175';
const BEACH_COURT = 'sv1-167';
const DEFIANCE_BAND = 'sv1-169';
const NEST_BALL = 'sv1-181';
const ROCKY_HELMET = 'sv1-193';
const L = 'sve-4';
const F = 'sve-2';
/** A Trainer of a set the plugin does not implement: its player carries it out (MANUAL). */
const MYSTERY_BOX = 'tst-1';

/** The bundled sets plus a loaded set whose one Trainer has no implementation. */
const engine = createPokemonEngine({
  registry: createCardRegistry([
    ...Object.values(getBundledSets()),
    loadCardSet({
      set: { id: 'tst', name: 'Test', series: 'Test', ptcgoCode: 'TST' },
      cards: [
        {
          id: MYSTERY_BOX,
          name: 'Mystery Box',
          supertype: 'Trainer',
          subtypes: ['Item'],
          number: '1',
          rules: ['Draw 2 cards. (A test card: no code reads this sentence.)'],
        },
      ],
    }),
  ]),
});

const ai = { player: 'p1', source: 'ai' } as const;
const SOFT_HINT = 'Only a card whose effect allows it, while that effect resolves, can lift this.';
const HARD_HINT = 'This is a hard rule: no card effect lifts it.';

type State = GameState<PokemonState>;

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
  /** Lasting effects on the bad board. */
  readonly markers?: readonly Marker[];
  /**
   * A raw move only a player carrying out a MANUAL card makes: both boards have p1 carrying out
   * Mystery Box (outside one, the referee refuses the move before this rule is asked).
   */
  readonly manual?: boolean;
}

const base = (over: BoardSpec = {}): BoardSpec => ({
  p1: {
    active: [PAWMI],
    hand: [L, ARVEN, JACQ, PAWMO, PAWMI, BEACH_COURT, DEFIANCE_BAND, ROCKY_HELMET, NEST_BALL],
  },
  p2: { active: [FUECOCO] },
  ...over,
});
const withP1 = (p1: BoardSpec['p1'], over: BoardSpec = {}) =>
  base({ p1: { ...base().p1, ...p1 }, ...over });
const hand = (card: string) => ({ type: 'move_card' as const, ...ai, card, from: 'p1:hand' });
const play = (card: string, details?: Record<string, string>): Action => ({
  type: 'declare_action',
  ...ai,
  kind: 'play_trainer',
  card,
  zone: 'p1:hand',
  ...(details ? { details } : {}),
});
const attack = (name: string): Action => ({
  type: 'declare_action',
  ...ai,
  kind: 'attack',
  details: { attack: name },
});
const retreat = (discard: string[]): Action => ({
  type: 'declare_action',
  ...ai,
  kind: 'retreat',
  details: { to: 'p1:bench_1', discard },
});
/** The Pokémon in the Active Spot (instance #1 on these boards) uses an Ability. */
const useAbility = (ability: string): Action => ({
  type: 'declare_action',
  ...ai,
  kind: 'ability',
  card: '#1',
  details: { ability },
});
const fullBench = [[PAWMI], [PAWMI], [PAWMI], [PAWMI], [PAWMI]];
/** A lasting effect on p1's Active Pokémon (#1) for this turn. */
const onActive = (kind: Marker['kind'], extra: Partial<Marker> = {}): Marker => ({
  kind,
  card: '1',
  until: 3,
  source: 'a test effect',
  ...extra,
});

const CASES: RuleCase[] = [
  {
    name: 'one supporter per turn',
    code: 'ONE_SUPPORTER_PER_TURN',
    severity: 'soft',
    bad: base({ flags: { supporterPlayed: true } }),
    good: base(),
    action: play('Arven'),
  },
  {
    name: 'no supporter on the first player’s first turn',
    code: 'NO_SUPPORTER_FIRST_TURN',
    severity: 'soft',
    bad: base({ gameTurn: 1 }),
    good: base({ gameTurn: 2 }),
    action: play('Jacq'),
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
    name: 'energy is attached to a Pokémon',
    code: 'NO_POKEMON_THERE',
    severity: 'soft',
    bad: base(),
    good: withP1({ bench: [[PAWMI]] }),
    action: { ...hand('Basic Lightning Energy'), to: 'p1:bench_1', position: 'bottom' },
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
    name: 'evolutions only onto the Pokémon they evolve from',
    code: 'EVOLUTION_NEEDS_POKEMON',
    severity: 'soft',
    bad: base(),
    good: withP1({ bench: [[PAWMI]] }),
    action: { ...hand('Pawmo'), to: 'p1:bench_1' },
  },
  {
    name: 'basics only onto empty spots',
    code: 'SPOT_OCCUPIED',
    severity: 'soft',
    manual: true,
    bad: base(),
    good: withP1({ active: [] }),
    action: { ...hand('Pawmi'), to: 'p1:active' },
  },
  {
    name: 'trainers are not left on the field',
    code: 'TRAINERS_NOT_ON_FIELD',
    severity: 'soft',
    manual: true,
    bad: base(),
    good: base(),
    action: { ...hand('Arven'), to: 'p1:bench_2' },
    goodAction: { ...hand('Arven'), to: 'p1:discard' },
  },
  {
    name: 'only a stadium in stadium',
    code: 'STADIUM_ONLY',
    severity: 'soft',
    manual: true,
    bad: base(),
    good: withP1({ discard: [BEACH_COURT] }),
    action: { ...hand('Arven'), to: 'stadium' },
    goodAction: {
      type: 'move_card',
      ...ai,
      card: 'Beach Court',
      from: 'p1:discard',
      to: 'stadium',
    },
  },
  {
    name: 'a Stadium from the hand is played with play_trainer',
    code: 'PLAY_STADIUM_WITH_TOOL',
    severity: 'soft',
    manual: true,
    bad: base(),
    good: withP1({ discard: [BEACH_COURT] }),
    action: { ...hand('Beach Court'), to: 'stadium' },
    goodAction: {
      type: 'move_card',
      ...ai,
      card: 'Beach Court',
      from: 'p1:discard',
      to: 'stadium',
    },
  },
  {
    name: 'one tool per Pokémon',
    code: 'ONE_TOOL_PER_POKEMON',
    severity: 'soft',
    bad: withP1({ active: [PAWMI, ROCKY_HELMET] }),
    good: base(),
    action: play('Defiance Band', { target: 'p1:active' }),
  },
  {
    name: 'no attack on the first player’s first turn',
    code: 'NO_ATTACK_FIRST_TURN',
    severity: 'soft',
    bad: withP1({ active: [PAWMI, L] }, { gameTurn: 1 }),
    good: withP1({ active: [PAWMI, L] }, { gameTurn: 2 }),
    action: attack('Light Punch'),
  },
  {
    name: 'attack energy cost (Colorless takes any type)',
    code: 'ATTACK_COST',
    severity: 'soft',
    bad: withP1({ active: [PAWMI, F] }),
    good: withP1({ active: [PAWMI, L, F] }),
    action: attack('Zap Kick'),
  },
  {
    name: 'asleep Pokémon cannot attack',
    code: 'SPECIAL_CONDITION',
    severity: 'soft',
    bad: withP1({ active: [PAWMI, L], activeCounters: { asleep: 1 } }),
    good: withP1({ active: [PAWMI, L], activeCounters: { poisoned: 1 } }),
    action: attack('Light Punch'),
  },
  {
    name: 'paralyzed Pokémon cannot retreat',
    code: 'SPECIAL_CONDITION',
    severity: 'soft',
    bad: withP1({ active: [PAWMI, L], bench: [[MIRAIDON]], activeCounters: { paralyzed: 1 } }),
    good: withP1({ active: [PAWMI, L], bench: [[MIRAIDON]] }),
    action: retreat(['2']),
  },
  {
    name: 'retreat cost is paid',
    code: 'RETREAT_COST',
    severity: 'soft',
    bad: withP1({ active: [PAWMI], bench: [[MIRAIDON]] }),
    good: withP1({ active: [PAWMI, L], bench: [[MIRAIDON]] }),
    action: retreat([]),
    goodAction: retreat(['2']),
  },
  {
    name: 'one retreat per turn',
    code: 'ONE_RETREAT_PER_TURN',
    severity: 'soft',
    bad: withP1({ active: [PAWMI, L], bench: [[MIRAIDON]] }, { flags: { retreated: true } }),
    good: withP1({ active: [PAWMI, L], bench: [[MIRAIDON]] }),
    action: retreat(['2']),
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
    name: 'staging must be empty when the turn ends',
    code: 'STAGING_NOT_EMPTY',
    severity: 'soft',
    bad: base(),
    good: base(),
    action: { type: 'end_turn', ...ai },
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
    name: 'unknown attack',
    code: 'UNKNOWN_ATTACK',
    severity: 'hard',
    bad: base(),
    good: withP1({ active: [PAWMI, L] }),
    action: attack('Hyper Beam'),
    goodAction: attack('Light Punch'),
  },
  {
    name: 'one attack per turn',
    code: 'ALREADY_ATTACKED',
    severity: 'hard',
    bad: withP1({ active: [PAWMI, L] }, { flags: { attacked: true } }),
    good: withP1({ active: [PAWMI, L] }),
    action: attack('Light Punch'),
  },
  {
    name: 'a Pokémon that can’t attack (a lasting effect)',
    code: 'CANNOT_ATTACK',
    severity: 'hard',
    bad: withP1({ active: [PAWMI, L] }),
    markers: [onActive('cant-attack')],
    good: withP1({ active: [PAWMI, L] }),
    action: attack('Light Punch'),
  },
  {
    name: 'an attack that can’t be used (a lasting effect)',
    code: 'CANNOT_USE_ATTACK',
    severity: 'hard',
    bad: withP1({ active: [PAWMI, L] }),
    markers: [onActive('cant-use-attack', { name: 'Light Punch' })],
    good: withP1({ active: [PAWMI, L] }),
    action: attack('Light Punch'),
  },
  {
    name: 'a Pokémon that can’t retreat (a lasting effect)',
    code: 'CANNOT_RETREAT',
    severity: 'hard',
    bad: withP1({ active: [PAWMI, L], bench: [[MIRAIDON]] }),
    markers: [onActive('cant-retreat')],
    good: withP1({ active: [PAWMI, L], bench: [[MIRAIDON]] }),
    action: retreat(['2']),
  },
  {
    name: 'no Items while an effect forbids them',
    code: 'NO_ITEMS',
    severity: 'hard',
    bad: base(),
    markers: [{ kind: 'no-items', player: 'p1', until: 3, source: 'a test effect' }],
    good: base(),
    action: play('Nest Ball'),
  },
  {
    name: 'a Trainer whose text can’t be carried out now',
    code: 'CANNOT_PLAY_NOW',
    severity: 'hard',
    bad: withP1({ bench: fullBench }),
    good: base(),
    action: play('Nest Ball'),
  },
  {
    name: 'an Ability turned off by another card',
    code: 'ABILITY_BLOCKED',
    severity: 'hard',
    bad: withP1({ active: [MIRAIDON] }, { p2: { active: [KLEFKI] } }),
    good: withP1({ active: [MIRAIDON] }),
    action: useAbility('Tandem Unit'),
  },
  {
    name: 'an Ability whose text can’t be carried out now',
    code: 'CANNOT_USE_ABILITY',
    severity: 'hard',
    bad: withP1({ active: [MIRAIDON], bench: fullBench }),
    good: withP1({ active: [MIRAIDON] }),
    action: useAbility('Tandem Unit'),
  },
  {
    name: 'not your turn',
    code: 'NOT_YOUR_TURN',
    severity: 'hard',
    bad: base({ activePlayer: 'p2' }),
    good: base(),
    action: play('Arven'),
  },
];

function ok(r: ReturnType<typeof engine.execute>): State {
  if (!r.ok) throw new Error(`${r.error.rule?.code ?? r.error.code}: ${r.error.message}`);
  return r.state;
}

/** The id of p1's Mystery Box (in the hand, or in staging while it resolves). */
function mysteryBox(state: State): string {
  const id = Object.keys(state.cards).find((k) => state.cards[k]?.templateId === MYSTERY_BOX);
  if (!id) throw new Error('no Mystery Box on this board');
  return id;
}

/** p1 plays Mystery Box: from now on p1 is carrying out a MANUAL card. */
function carryOutManualCard(state: State): State {
  const next = ok(engine.execute(state, play('Mystery Box')));
  expect(next.plugin.effects.at(-1)).toMatchObject({ manual: true, player: 'p1' });
  return next;
}

/**
 * A case's board: Mystery Box in p1's hand (played first when the case or `manual` asks), the
 * case's lasting effects, and for the staging case a card left in staging.
 */
function prepare(
  c: RuleCase,
  which: 'bad' | 'good',
  enforcement: Enforcement,
  manual = c.manual ?? false,
) {
  const spec = c[which];
  const p1 = { ...spec.p1, hand: [...(spec.p1?.hand ?? []), MYSTERY_BOX] };
  let { state } = buildBoard({ ...spec, p1, enforcement, engine });
  if (which === 'bad' && c.markers)
    state = { ...state, plugin: { ...state.plugin, markers: [...c.markers] } };
  if (c.code === 'STAGING_NOT_EMPTY' && which === 'bad')
    state = ok(
      engine.execute(state, {
        type: 'move_card',
        player: 'p1',
        source: 'script',
        card: 'Arven',
        from: 'p1:hand',
        to: 'staging',
      }),
    );
  if (manual) state = carryOutManualCard(state);
  return { engine, state };
}

/** Actions a MANUAL card's resolution refuses before any other rule (they end or skip it). */
const endsOrSkipsTheCard = (a: Action) =>
  a.type === 'end_turn' ||
  (a.type === 'declare_action' &&
    ['attack', 'ability', 'retreat', 'play_trainer', 'use_stadium'].includes(a.kind));

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
        expect(r.error.hints).toContain(c.severity === 'soft' ? SOFT_HINT : HARD_HINT);
      });
      it(
        c.severity === 'soft' ? 'only warns in lenient mode' : 'blocks in lenient mode too',
        () => {
          const { engine, state } = prepare(c, 'bad', 'lenient');
          const r = engine.execute(state, c.action);
          if (c.severity === 'hard') expect(!r.ok && r.error.rule?.code).toBe(c.code);
          else {
            expect(r.ok).toBe(true);
            if (r.ok) expect(r.warnings.some((w) => w.startsWith(c.code))).toBe(true);
          }
        },
      );
      it('is not lifted by a made-up card name, nor by a card of yours whose effect is not resolving', () => {
        const { engine, state } = prepare(c, 'bad', 'strict');
        const made = engine.execute(state, { ...c.action, allowedByCardEffect: 'Some Card' });
        expect(!made.ok && made.error.code).toBe('INVALID_CARD_EFFECT');
        expect(made.state).toBe(state);
        // #1 is p1's Active Pokémon: a card of theirs, but not one whose effect resolves now.
        const own = engine.execute(state, { ...c.action, allowedByCardEffect: '#1' });
        const active = reg.require(state.cards['1']?.templateId ?? '').name;
        expect(!own.ok && own.error.rule?.code).toBe(c.code);
        expect(!own.ok && own.error.hints).toContain(
          c.severity === 'soft' ? `${active} (#1) does not permit this.` : HARD_HINT,
        );
        expect(own.state).toBe(state);
      });
      if (c.severity === 'soft') {
        const lifts = MANUAL_EFFECT_RULES.includes(c.code);
        it(
          lifts
            ? 'is lifted by a MANUAL card its player is carrying out (and the lift is logged)'
            : 'is not lifted by a MANUAL card its player is carrying out',
          () => {
            const { engine, state } = prepare(c, 'bad', 'strict', true);
            const box = mysteryBox(state);
            const r = engine.execute(state, { ...c.action, allowedByCardEffect: `#${box}` });
            if (lifts) {
              expect(
                r.ok && r.warnings.some((w) => w.includes(`lifted by Mystery Box (#${box})`)),
              ).toBe(true);
              const logged = r.state.log.flatMap((e) => e.bypassed ?? []);
              expect(logged).toContainEqual({
                rule: expect.stringMatching(/^pokemon\//),
                effect: `Mystery Box (#${box})`,
              });
              return;
            }
            expect(r.state).toBe(state);
            if (endsOrSkipsTheCard(c.action))
              expect(!r.ok && r.error.rule?.code).toBe('EFFECT_NOT_FINISHED');
            else {
              expect(!r.ok && r.error.rule?.code).toBe(c.code);
              expect(!r.ok && r.error.hints).toContain(
                `Mystery Box (#${box}) does not permit this.`,
              );
            }
          },
        );
        it('does not hold back the game’s own steps (script actions)', () => {
          const { engine, state } = prepare(c, 'bad', 'strict');
          const r = engine.execute(state, { ...c.action, source: 'script' });
          if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
          expect(r.warnings.filter((w) => w.includes(c.code))).toEqual([]);
        });
      }
      if (c.manual)
        it('is refused by the referee outside a MANUAL card, with the same explanation', () => {
          const { engine, state } = prepare(c, 'bad', 'lenient', false);
          const r = engine.execute(state, c.action);
          expect(!r.ok && r.error.rule?.code).toBe('NOT_A_PLAYER_ACTION');
          expect(r.state).toBe(state);
          const manual = prepare(c, 'bad', 'strict', true);
          const why = manual.engine.execute(manual.state, c.action);
          expect(why.ok).toBe(false);
          if (!r.ok && !why.ok) expect(r.error.message).toBe(why.error.message);
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
  it('blocks a second use in strict mode, warns in lenient, yields to no claim, is silent otherwise', () => {
    const strict = used('strict', ['Tandem Unit']);
    const r = strict.engine.execute(strict.state, action);
    expect(!r.ok && r.error.rule?.code).toBe('ONCE_PER_GAME');
    const lenient = used('lenient', ['Tandem Unit']);
    const w = lenient.engine.execute(lenient.state, action);
    expect(w.ok && w.warnings.some((x) => x.startsWith('ONCE_PER_GAME'))).toBe(true);
    const claimed = strict.engine.execute(strict.state, { ...action, allowedByCardEffect: '#1' });
    expect(!claimed.ok && claimed.error.rule?.code).toBe('ONCE_PER_GAME');
    const bare = strict.engine.execute(strict.state, { ...action, allowedByCardEffect: 'Tandem' });
    expect(!bare.ok && bare.error.code).toBe('INVALID_CARD_EFFECT');
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
    const r = engine.execute(state, play(reg.require(card).name));
    if (!r.ok) throw new Error(r.error.message);
    return { engine, state: r.state };
  };
  const use = { type: 'declare_action', ...ai, kind: 'use_stadium' } as Action;

  it('uses Mesagoza once per turn: strict blocks a second use, lenient warns, no claim lifts it', () => {
    const strict = withStadium(MESAGOZA);
    const once = strict.engine.execute(strict.state, use);
    expect(once.ok && once.state.plugin.flags.stadiumUsed).toBe(true);
    if (!once.ok) return;
    const twice = strict.engine.execute(once.state, use);
    expect(!twice.ok && twice.error.rule?.code).toBe('ONCE_PER_TURN');
    expect(twice.state).toBe(once.state);
    const stadium = once.state.zones.stadium?.cards[0] as string;
    // Naming Mesagoza itself lifts nothing: its use is over, nothing of it resolves now.
    const claimed = strict.engine.execute(once.state, {
      ...use,
      allowedByCardEffect: `#${stadium}`,
    });
    expect(!claimed.ok && claimed.error.rule?.code).toBe('ONCE_PER_TURN');
    expect(!claimed.ok && claimed.error.hints).toContain(
      `Mesagoza (#${stadium}) does not permit this.`,
    );
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

describe('the referee: a player changes the table only through the game', () => {
  const board = (spec: BoardSpec = {}) =>
    buildBoard({
      p1: {
        active: [PAWMI, L],
        activeCounters: { damage: 20 },
        bench: [[PAWMI]],
        hand: [L, PAWMI, PAWMO, ARVEN, MYSTERY_BOX],
        deck: [L, L, PAWMO],
        discard: [L],
      },
      p2: { active: [FUECOCO, F], hand: [F] },
      engine,
      ...spec,
    });
  /** Raw moves a player may not make by hand; ids read from the board. */
  const rawMoves = (s: State): Action[] => {
    const prize = s.zones['p1:prizes_1']?.cards[0];
    const [top, second] = s.zones['p1:deck']?.cards ?? [];
    return [
      {
        type: 'move_card',
        ...ai,
        card: 'Basic Lightning Energy',
        from: 'p1:active',
        to: 'p1:hand',
      },
      { type: 'move_card', ...ai, card: 'Pawmi', from: 'p1:hand', to: 'p1:discard' },
      {
        type: 'move_card',
        ...ai,
        card: 'Basic Lightning Energy',
        from: 'p1:discard',
        to: 'p1:hand',
      },
      { type: 'move_card', ...ai, card: `#${prize}`, from: 'p1:prizes_1', to: 'p1:hand' },
      { type: 'move_card', ...ai, card: 'Arven', from: 'p1:hand', to: 'p1:bench_2' },
      { type: 'move_card_stack', ...ai, from: 'p1:deck', to: 'p1:hand', count: 2 },
      { type: 'move_card_stack', ...ai, from: 'p1:active', to: 'p1:discard' },
      { type: 'place_on_zone', ...ai, cards: ['Arven'], from: 'p1:hand', to: 'p1:deck' },
      { type: 'swap_card_stacks', ...ai, a: 'p1:active', b: 'p1:bench_1' },
      { type: 'search_zone', ...ai, zone: 'p1:deck' },
      { type: 'peek', ...ai, zone: 'p1:deck', count: 1 },
      {
        type: 'rearrange_zone',
        ...ai,
        zone: 'p1:deck',
        count: 2,
        order: [`#${second}`, `#${top}`],
      },
      { type: 'shuffle', ...ai, zone: 'p1:deck' },
      { type: 'add_counter', ...ai, card: '#1', zone: 'p1:active', counter: 'damage', amount: 10 },
      { type: 'remove_counter', ...ai, card: '#1', zone: 'p1:active', counter: 'damage' },
      { type: 'set_counter', ...ai, card: '#1', zone: 'p1:active', counter: 'asleep', value: 1 },
      { type: 'flip_card', ...ai, card: '#1', zone: 'p1:active', faceUp: false },
      { type: 'set_visibility', ...ai, card: '#1', zone: 'p1:active', visibility: 'hidden' },
      { type: 'set_orientation', ...ai, card: '#1', zone: 'p1:active', orientation: 90 },
      { type: 'coin_flip', ...ai },
      { type: 'dice_roll', ...ai },
      { type: 'reveal', ...ai, cards: ['Arven'], zone: 'p1:hand' },
      { type: 'reveal_hand', ...ai },
      { type: 'mulligan', ...ai, count: 7 },
      { type: 'draw', ...ai, count: 2 },
      { type: 'draw', ...ai },
      { type: 'declare_victory', ...ai, reason: 'I say so' },
      { type: 'create_decision', ...ai, decider: 'p2', prompt: 'Concede?', options: ['yes'] },
      {
        type: 'declare_action',
        ...ai,
        kind: 'set_status',
        zone: 'p2:active',
        details: { status: 'paralyzed' },
      },
      { type: 'declare_action', ...ai, kind: 'check_knock_outs' },
      { type: 'declare_action', ...ai, kind: 'setup_complete' },
    ];
  };
  const raw = rawMoves(board().state);
  const label = (a: Action) =>
    a.type === 'declare_action'
      ? `declare_action ${a.kind}`
      : a.type === 'move_card' || a.type === 'move_card_stack'
        ? `${a.type} ${a.from} → ${a.to}`
        : a.type === 'draw'
          ? `draw ${a.count ?? 1} in the main phase`
          : a.type;
  for (const a of raw)
    it(`refuses ${label(a)} by a player, changing nothing, in lenient mode too`, () => {
      const { engine, state } = board({ enforcement: 'lenient' });
      const r = engine.execute(state, a);
      expect(!r.ok && r.error.rule?.code).toBe('NOT_A_PLAYER_ACTION');
      expect(!r.ok && r.error.hints).toContain(HARD_HINT);
      expect(r.state).toBe(state);
    });

  it('lets the game make the same moves (script actions)', () => {
    const { engine, state } = board();
    for (const a of raw.slice(0, 4)) ok(engine.execute(state, { ...a, source: 'script' }));
    ok(engine.execute(state, { type: 'shuffle', player: 'p1', source: 'script', zone: 'p1:deck' }));
  });

  it('refuses a claim on a card effect that is not resolving', () => {
    const { engine, state } = board();
    const move = raw[0] as Action;
    const bare = engine.execute(state, { ...move, allowedByCardEffect: 'Switch' });
    expect(!bare.ok && bare.error.code).toBe('INVALID_CARD_EFFECT');
    for (const card of ['Arven', '#1', 'Mystery Box']) {
      const r = engine.execute(state, { ...move, allowedByCardEffect: card });
      expect(!r.ok && r.error.rule?.code).toBe('NOT_A_PLAYER_ACTION');
      expect(r.state).toBe(state);
    }
  });

  it('lets a player make the game’s own moves: attach, play a Basic, evolve, draw for the turn', () => {
    const { engine, state } = board();
    let s = ok(
      engine.execute(state, {
        ...hand('Basic Lightning Energy'),
        to: 'p1:bench_1',
        position: 'bottom',
      }),
    );
    s = ok(engine.execute(s, { ...hand('Pawmi'), to: 'p1:bench_2' }));
    s = ok(engine.execute(s, { ...hand('Pawmo'), to: 'p1:active', position: 'top' }));
    expect(s.zones['p1:bench_2']?.cards).toHaveLength(1);
    const turn = board({ phase: 'draw' });
    const drawn = ok(turn.engine.execute(turn.state, { type: 'draw', ...ai }));
    expect(drawn.zones['p1:hand']?.cards).toHaveLength(6);
    // Only once, and only from the deck into the hand.
    expect(engine.execute(drawn, { type: 'draw', ...ai }).ok).toBe(false);
    const elsewhere = turn.engine.execute(turn.state, { type: 'draw', ...ai, from: 'p1:discard' });
    expect(!elsewhere.ok && elsewhere.error.rule?.code).toBe('NOT_A_PLAYER_ACTION');
    const onto = turn.engine.execute(turn.state, { type: 'draw', ...ai, to: 'p1:bench_2' });
    expect(!onto.ok && onto.error.rule?.code).toBe('NOT_A_PLAYER_ACTION');
  });

  it('keeps a stack’s Pokémon on top: attached cards go under it, evolutions over it', () => {
    const { engine, state } = board();
    const manual = carryOutManualCard(state);
    for (const s of [state, manual]) {
      const onTop = engine.execute(s, { ...hand('Basic Lightning Energy'), to: 'p1:active' });
      expect(!onTop.ok && onTop.error.rule?.code).toBe('NOT_A_PLAYER_ACTION');
      expect(!onTop.ok && onTop.error.hints).toContain(
        'Attach with position: bottom (attach_energy does it for you).',
      );
      const under = engine.execute(s, {
        ...hand('Pawmo'),
        to: 'p1:active',
        position: 'bottom',
      });
      expect(!under.ok && under.error.rule?.code).toBe('NOT_A_PLAYER_ACTION');
    }
    const attached = ok(
      engine.execute(state, {
        ...hand('Basic Lightning Energy'),
        to: 'p1:active',
        position: 'bottom',
      }),
    );
    expect(attached.zones['p1:active']?.cards.map((id) => attached.cards[id]?.templateId)).toEqual([
      PAWMI,
      L,
      L,
    ]);
  });

  it('lets a player carrying out a MANUAL card move cards in their own zones only, until finish_effect', () => {
    const { state } = board({ flags: { energyAttached: true } });
    const s = carryOutManualCard(state);
    const box = `#${mysteryBox(s)}`;
    expect(s.zones.staging?.cards).toEqual([box.slice(1)]);
    // Its text: draw 2 cards. Raw moves in p1's own zones are p1's to make now.
    const drew = ok(engine.execute(s, { type: 'draw', ...ai, count: 2 }));
    expect(drew.zones['p1:hand']?.cards).toHaveLength(6);
    ok(engine.execute(s, { type: 'search_zone', ...ai, zone: 'p1:deck' }));
    // The opponent's zones stay closed, claim or no claim.
    for (const a of [
      { type: 'search_zone', ...ai, zone: 'p2:hand', allowedByCardEffect: box },
      {
        type: 'move_card',
        ...ai,
        card: 'Basic Fire Energy',
        from: 'p2:active',
        to: 'p2:discard',
        allowedByCardEffect: box,
      },
    ] as Action[]) {
      const r = engine.execute(s, a);
      expect(!r.ok && r.error.code).toBe('NOT_YOUR_ZONE');
      expect(r.state).toBe(s);
    }
    // The opponent is not freed by p1's manual card.
    const theirs = engine.execute(s, {
      type: 'move_card',
      player: 'p2',
      source: 'ai',
      card: 'Basic Fire Energy',
      from: 'p2:hand',
      to: 'p2:discard',
    });
    expect(!theirs.ok && theirs.error.rule?.code).toBe('NOT_A_PLAYER_ACTION');
    // The game's actions wait until the card is done.
    for (const a of [{ type: 'end_turn', ...ai }, attack('Light Punch')] as Action[]) {
      const r = engine.execute(s, a);
      expect(!r.ok && r.error.rule?.code).toBe('EFFECT_NOT_FINISHED');
    }
    const done = ok(engine.execute(drew, { type: 'declare_action', ...ai, kind: 'finish_effect' }));
    expect(done.plugin.effects).toEqual([]);
    expect(done.zones['p1:discard']?.cards).toContain(box.slice(1));
    const after = engine.execute(done, { type: 'search_zone', ...ai, zone: 'p1:deck' });
    expect(!after.ok && after.error.rule?.code).toBe('NOT_A_PLAYER_ACTION');
  });

  it('lets a MANUAL card lift only its few soft rules, and only when named', () => {
    const { state } = board({ flags: { energyAttached: true } });
    const s = carryOutManualCard(state);
    const box = mysteryBox(s);
    const attach = {
      ...hand('Basic Lightning Energy'),
      to: 'p1:active',
      position: 'bottom',
    } as Action;
    const unnamed = engine.execute(s, attach);
    expect(!unnamed.ok && unnamed.error.rule?.code).toBe('ONE_ENERGY_PER_TURN');
    const other = engine.execute(s, { ...attach, allowedByCardEffect: '#1' });
    expect(!other.ok && other.error.rule?.code).toBe('ONE_ENERGY_PER_TURN');
    const named = engine.execute(s, { ...attach, allowedByCardEffect: `#${box}` });
    expect(named.ok && named.state.log.flatMap((e) => e.bypassed ?? [])).toEqual([
      { rule: 'pokemon/one-energy', effect: `Mystery Box (#${box})` },
    ]);
    const onto = engine.execute(s, {
      ...hand('Pawmi'),
      to: 'p1:active',
      allowedByCardEffect: 'Mystery Box',
    });
    expect(!onto.ok && onto.error.rule?.code).toBe('SPOT_OCCUPIED');
  });
});

describe('setup: a player places Basic Pokémon and says they are ready, nothing more', () => {
  const match = () =>
    createPokemonMatch({
      decks: { p1: 'sv-pawmot-thunder', p2: 'sv-skeledirge-blaze' },
      seed: 3,
      placement: 'agents',
    });
  it('refuses raw moves, mulligans and starting the game by hand', () => {
    const store = match();
    const s = store.state;
    expect(s.plugin.stage).toBe('setup');
    const prize = s.zones['p1:prizes_1']?.cards[0] as string;
    for (const a of [
      { type: 'move_card_stack', ...ai, from: 'p1:deck', to: 'p1:hand', count: 5 },
      { type: 'move_card', ...ai, card: `#${prize}`, from: 'p1:prizes_1', to: 'p1:hand' },
      { type: 'search_zone', ...ai, zone: 'p1:deck' },
      { type: 'mulligan', ...ai, count: 7 },
      { type: 'declare_action', ...ai, kind: 'setup_complete' },
      { type: 'declare_victory', ...ai, reason: 'early' },
    ] as Action[]) {
      const r = store.engine.execute(s, a);
      expect(!r.ok && r.error.rule?.code).toBe('NOT_A_PLAYER_ACTION');
      expect(r.state).toBe(s);
    }
  });

  it('accepts a Basic Pokémon from the hand, then setup_done', () => {
    const store = match();
    const s = store.state;
    const basic = (s.zones['p1:hand']?.cards ?? []).find((id) => {
      const t = reg.get(s.cards[id]?.templateId ?? '');
      return t?.supertype === 'Pokémon' && t.subtypes.includes('Basic');
    });
    expect(basic).toBeDefined();
    const placed = ok(
      store.engine.execute(s, {
        type: 'move_card',
        ...ai,
        card: `#${basic}`,
        from: 'p1:hand',
        to: 'p1:active',
        faceUp: false,
      }),
    );
    const ready = ok(
      store.engine.execute(placed, { type: 'declare_action', ...ai, kind: 'setup_done' }),
    );
    expect(ready.plugin.setupReady).toContain('p1');
    expect(ready.plugin.stage).toBe('setup');
  });
});

describe('while a card effect resolves, only its choices are answered', () => {
  /** p1 plays Nest Ball: it waits for p1 to choose a Basic Pokémon from the deck. */
  const waiting = () => {
    const { engine, state } = buildBoard({
      p1: { active: [PAWMI], hand: [NEST_BALL, L], deck: [PAWMI, L, L] },
      p2: { active: [FUECOCO, F], hand: [F] },
    });
    const s = ok(engine.execute(state, play('Nest Ball')));
    expect(s.pendingDecision?.decider).toBe('p1');
    const ball = s.zones.staging?.cards[0] as string;
    return { engine, s, ball };
  };

  it('refuses the player’s other actions with EFFECT_RESOLVING, even naming the card', () => {
    const { engine, s, ball } = waiting();
    for (const a of [
      { ...hand('Basic Lightning Energy'), to: 'p1:active', position: 'bottom' },
      {
        ...hand('Basic Lightning Energy'),
        to: 'p1:active',
        position: 'bottom',
        allowedByCardEffect: `#${ball}`,
      },
      { type: 'end_turn', ...ai },
      attack('Light Punch'),
    ] as Action[]) {
      const r = engine.execute(s, a);
      expect(!r.ok && r.error.rule?.code).toBe('EFFECT_RESOLVING');
      expect(!r.ok && r.error.message).toContain(
        'Nest Ball is still resolving: p1 must choose first',
      );
      expect(r.state).toBe(s);
    }
  });

  it('lets the resolving card’s own step reach the zones its text names; no other card does', () => {
    const { engine, s, ball } = waiting();
    const step = {
      type: 'move_card',
      player: 'p1',
      source: 'script',
      card: 'Basic Fire Energy',
      from: 'p2:hand',
      to: 'p2:discard',
    } as const;
    expect(engine.execute(s, step).ok).toBe(false);
    const other = engine.execute(s, { ...step, allowedByCardEffect: '#1' });
    expect(!other.ok && other.error.code).toBe('NOT_YOUR_ZONE');
    expect(!other.ok && other.error.hints).toContain('Pawmi (#1) does not permit this.');
    const moved = ok(engine.execute(s, { ...step, allowedByCardEffect: `#${ball}` }));
    expect(moved.zones['p2:discard']?.cards).toHaveLength(1);
    // A player naming the same card earns nothing: only the game's step does.
    const player = engine.execute(s, { ...step, source: 'ai', allowedByCardEffect: `#${ball}` });
    expect(player.ok).toBe(false);
    expect(player.state).toBe(s);
  });

  it('takes the answer, finishes the card and discards it', () => {
    const { engine, s, ball } = waiting();
    const d = s.pendingDecision;
    const pick = d?.options?.find((o) => o.includes('Pawmi')) as string;
    const answered = ok(
      engine.execute(s, {
        type: 'resolve_decision',
        ...ai,
        ...(d?.select ? { choices: [pick] } : { choice: pick }),
      }),
    );
    expect(answered.plugin.effects).toEqual([]);
    expect(answered.zones['p1:bench_1']?.cards).toHaveLength(1);
    expect(answered.zones.staging?.cards).toEqual([]);
    expect(answered.zones['p1:discard']?.cards).toEqual([ball]);
  });
});

describe('retreat pays with the Energy provided', () => {
  const DCE = 'base1-96';
  const CHARIZARD = 'base1-4'; // Retreat Cost 3
  const HITMONCHAN = 'base1-7'; // Retreat Cost 2
  const board = (active: string) => {
    const { engine, state } = buildBoard({
      p1: { active: [active, DCE], bench: [[PAWMI]] },
      p2: { active: [FUECOCO] },
    });
    const dce = state.zones['p1:active']?.cards[1] as string;
    return { engine, state, dce };
  };

  it('one Double Colorless Energy pays a Retreat Cost of 2', () => {
    const { engine, state, dce } = board(HITMONCHAN);
    const s = ok(engine.execute(state, retreat([dce])));
    expect(s.zones['p1:discard']?.cards).toEqual([dce]);
    expect(s.zones['p1:bench_1']?.cards.map((id) => s.cards[id]?.templateId)).toEqual([HITMONCHAN]);
  });

  it('one Double Colorless Energy does not pay a Retreat Cost of 3', () => {
    const { engine, state, dce } = board(CHARIZARD);
    const short = engine.execute(state, retreat([dce]));
    expect(!short.ok && short.error.rule?.code).toBe('RETREAT_COST');
    expect(!short.ok && short.error.message).toContain(
      'needs 3 Energy to retreat; the Energy named provides 2',
    );
  });

  it('reads the Retreat Cost as it is now: Beach Court takes one off a Basic Pokémon', () => {
    const { engine, state } = buildBoard({
      p1: { active: [PAWMI], bench: [[MIRAIDON]], hand: [BEACH_COURT] },
      p2: { active: [FUECOCO] },
    });
    const paying = engine.execute(state, retreat([]));
    expect(!paying.ok && paying.error.rule?.code).toBe('RETREAT_COST');
    const court = ok(engine.execute(state, play('Beach Court')));
    const free = ok(engine.execute(court, retreat([])));
    expect(free.zones['p1:active']?.cards.map((id) => free.cards[id]?.templateId)).toEqual([
      MIRAIDON,
    ]);
  });
});
