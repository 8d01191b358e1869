import type { Action, GameState } from '@playmat/engine';
import { describe, expect, it } from 'vitest';
import { getBundledRegistry } from '../cards/bundled-sets';
import type { PokemonSupertypeCard } from '../cards/types';
import { createPokemonMatch } from '../plugin/create-pokemon-plugin';
import { buildBoard, createSeededMatch } from '../test/match-builder';
import { prizesLeft } from './board';
import { applyWeaknessResistance } from './damage';
import { createPokemonEngine } from './definition';
import { PROMOTION_PROMPT } from './hooks';
import { PokemonSetupError, setupPokemonGame } from './setup';
import type { PokemonState } from './state';
import { IN_PLAY_ZONES, PRIZE_ZONES } from './zones';

const reg = getBundledRegistry();
const poke = (id: string) => reg.require(id) as PokemonSupertypeCard;
const PAWMI = 'sv1-74';
const PAWMO = 'sv1-75';
const WATTREL = 'sv1-78';
const FUECOCO = 'sv1-36';
const MIRAIDON = 'sv1-81';
const L = 'sve-4';
const SWITCH = 'sv1-194';
const ai = { player: 'p1', source: 'ai' } as const;
/** One Basic in 60 cards (mulligans on most seeds), and a deck that never mulligans. */
const thin = [PAWMI, ...Array.from({ length: 59 }, () => L)];
const full = [...Array.from({ length: 20 }, () => PAWMI), ...Array.from({ length: 40 }, () => L)];

function exec(
  engine: ReturnType<typeof createPokemonEngine>,
  s: GameState<PokemonState>,
  a: Action,
) {
  const r = engine.execute(s, a);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r;
}
const attack = (name: string, player = 'p1'): Action => ({
  type: 'declare_action',
  player,
  source: 'ai',
  kind: 'attack',
  details: { attack: name },
});
/** The damage on the Pokémon in a zone, summed over its stack (evolutions keep it below). */
const damageIn = (s: GameState<PokemonState>, zone: string) =>
  (s.zones[zone]?.cards ?? []).reduce((n, id) => n + (s.cards[id]?.counters.damage ?? 0), 0);
/** The full deck is not legal (20 Pawmi); these setup tests check mulligans, not decks. */
const unchecked = { checkDecks: false } as const;

describe('setup', () => {
  it('deals seven, six prizes, places and reveals Pokémon, and picks a first player', () => {
    const store = createSeededMatch({ seed: 7 });
    const s = store.state;
    expect(s.plugin.stage).toBe('play');
    expect(s.plugin.gameTurn).toBe(1);
    expect(s.turn.activePlayer).toBe(s.plugin.firstPlayer);
    expect(s.turn.phase).toBe('draw');
    for (const p of s.players) {
      expect(prizesLeft(s, p)).toBe(6);
      for (const z of PRIZE_ZONES)
        expect(s.cards[s.zones[`${p}:${z}`]?.cards[0] as string]?.visibility).toBe('hidden');
      const active = s.zones[`${p}:active`]?.cards ?? [];
      expect(active).toHaveLength(1);
      for (const z of IN_PLAY_ZONES)
        for (const id of s.zones[`${p}:${z}`]?.cards ?? [])
          expect(s.cards[id]?.visibility).toBe('public');
      const total = Object.values(s.zones)
        .filter((z) => z.owner === p)
        .reduce((n, z) => n + z.cards.length, 0);
      expect(total).toBe(60);
    }
  });

  it('replays to the same state from the recorded actions', () => {
    const engine = createPokemonEngine();
    const { initial, actions, state } = setupPokemonGame(engine, {
      decks: { p1: 'sv-quaquaval-tide', p2: 'sv-pawmot-thunder' },
      seed: 'replay',
    });
    const r = engine.replay(initial, actions);
    expect(JSON.stringify(r.state)).toBe(JSON.stringify(state));
  });

  it('mulligans a hand without Basic Pokémon and lets the opponent draw extra', () => {
    const engine = createPokemonEngine();
    let found = false;
    for (let seed = 0; seed < 30 && !found; seed++) {
      const { state } = setupPokemonGame(engine, {
        decks: { p1: thin, p2: full },
        seed,
        ...unchecked,
      });
      const m = state.plugin.mulligans.p1 ?? 0;
      if (m === 0) continue;
      found = true;
      // p2 drew 7 plus one per p1 mulligan; some went into play.
      const p2Cards = ['hand', ...IN_PLAY_ZONES].reduce(
        (n, z) => n + (state.zones[`p2:${z}`]?.cards.length ?? 0),
        0,
      );
      expect(p2Cards).toBe(7 + m);
      expect(state.zones['p1:active']?.cards).toHaveLength(1);
    }
    expect(found).toBe(true);
  });

  it('with agents placing, asks the opponent how many extra cards to draw (it may take fewer)', () => {
    const engine = createPokemonEngine();
    const seed = Array.from({ length: 30 }, (_, i) => i).find(
      (n) =>
        (setupPokemonGame(engine, { decks: { p1: thin, p2: full }, seed: n, ...unchecked }).state
          .plugin.mulligans.p1 ?? 0) >= 2,
    );
    expect(seed).toBeDefined();
    const { state } = setupPokemonGame(engine, {
      decks: { p1: thin, p2: full },
      seed: seed as number,
      placement: 'agents',
      ...unchecked,
    });
    const m = state.plugin.mulligans.p1 ?? 0;
    const d = state.pendingDecision;
    expect(d?.decider).toBe('p2');
    expect(d?.prompt).toContain(`${m} mulligans`);
    expect(d?.options).toEqual(Array.from({ length: m + 1 }, (_, i) => `draw ${m - i}`));
    expect(state.zones['p2:hand']?.cards).toHaveLength(7);
    expect(state.zones['p2:prizes_6']?.cards).toHaveLength(1);
    // p1 cannot answer for p2; p2 takes one card fewer than offered.
    expect(engine.execute(state, { ...ai, type: 'resolve_decision', choice: 'draw 1' }).ok).toBe(
      false,
    );
    const after = exec(engine, state, {
      type: 'resolve_decision',
      player: 'p2',
      source: 'ai',
      choice: `draw ${m - 1}`,
    }).state;
    expect(after.pendingDecision).toBeNull();
    expect(after.zones['p2:hand']?.cards).toHaveLength(7 + m - 1);
    expect(after.plugin.stage).toBe('setup');
  });
});

describe('damage', () => {
  it('doubles for weakness and subtracts resistance', () => {
    expect(applyWeaknessResistance(20, poke(PAWMI), poke(WATTREL)).damage).toBe(40);
    const fighter = { ...poke(PAWMI), types: ['Fighting' as const] };
    expect(applyWeaknessResistance(40, fighter, poke(WATTREL)).damage).toBe(10);
    expect(applyWeaknessResistance(20, fighter, poke(WATTREL)).damage).toBe(0);
    expect(applyWeaknessResistance(30, poke(PAWMI), poke(FUECOCO)).damage).toBe(30);
    expect(applyWeaknessResistance(0, poke(PAWMI), poke(WATTREL)).damage).toBe(0);
  });

  it('an attack places counters with weakness applied and ends the turn', () => {
    const { engine, state } = buildBoard({
      p1: { active: [PAWMI, L] },
      p2: { active: [WATTREL], bench: [[FUECOCO]] },
    });
    const r = exec(engine, state, attack('Light Punch'));
    const top = r.state.zones['p2:active']?.cards[0] as string;
    expect(r.state.cards[top]?.counters.damage).toBe(20);
    expect(r.state.turn.activePlayer).toBe('p2');
    expect(r.state.plugin.flags.attacked).toBe(false); // reset for p2's turn
  });

  it('variable damage comes from the card text, whatever the player sends', () => {
    // Superpowered Throw: 10, plus 30 for each Colorless in the Defending Pokémon's Retreat Cost.
    const throwAt = (defender: string) => {
      const { engine, state } = buildBoard({
        p1: { active: ['sv1-2', 'sve-1', 'sve-1'] },
        p2: { active: [defender], bench: [[WATTREL]] },
      });
      return { engine, state };
    };
    const fuecoco = throwAt(FUECOCO); // Retreat Cost 2
    const s = exec(fuecoco.engine, fuecoco.state, attack('Superpowered Throw')).state;
    expect(damageIn(s, 'p2:active')).toBe(70);
    const pawmi = throwAt(PAWMI); // Retreat Cost 1
    expect(
      damageIn(exec(pawmi.engine, pawmi.state, attack('Superpowered Throw')).state, 'p2:active'),
    ).toBe(40);
    // An amount in the declaration changes nothing: the game reads the card.
    const claimed = exec(fuecoco.engine, fuecoco.state, {
      ...attack('Superpowered Throw'),
      details: { attack: 'Superpowered Throw', damage: 500 },
    } as Action).state;
    expect(damageIn(claimed, 'p2:active')).toBe(70);
    expect(claimed.turn.activePlayer).toBe('p2');
  });
});

describe('knock-outs, prizes and promotion', () => {
  it('a Pokémon ex gives two prizes and the owner chooses a new Active', () => {
    const { engine, state } = buildBoard({
      p1: { active: [PAWMI, L] },
      p2: { active: [MIRAIDON], bench: [[FUECOCO], [WATTREL]], activeCounters: { damage: 210 } },
    });
    const r = exec(engine, state, attack('Light Punch'));
    const s = r.state;
    expect(prizesLeft(s, 'p1')).toBe(4);
    expect(s.zones['p1:hand']?.cards).toHaveLength(2);
    expect(s.zones['p2:active']?.cards).toHaveLength(0);
    expect(s.zones['p2:discard']?.cards).toHaveLength(1);
    expect(s.pendingDecision).toMatchObject({
      decider: 'p2',
      prompt: PROMOTION_PROMPT,
      options: ['p2:bench_1', 'p2:bench_2'],
    });
    // The attack waits for the promotion: nothing else happens until it is answered, and the
    // turn ends after it.
    expect(s.turn.activePlayer).toBe('p1');
    const over = engine.execute(s, { type: 'end_turn', ...ai });
    expect(!over.ok && over.error.rule?.code).toBe('EFFECT_RESOLVING');
    const early = engine.execute(s, { type: 'draw', player: 'p2', source: 'ai' });
    expect(!early.ok && early.error.rule?.code).toBe('NOT_A_PLAYER_ACTION');
    expect(engine.execute(s, { ...ai, type: 'resolve_decision', choice: 'p2:bench_1' }).ok).toBe(
      false,
    );
    const done = exec(engine, s, {
      type: 'resolve_decision',
      player: 'p2',
      source: 'ai',
      choice: 'p2:bench_2',
    });
    expect(
      done.state.zones['p2:active']?.cards.map((id) => done.state.cards[id]?.templateId),
    ).toEqual([WATTREL]);
    expect(done.state.zones['p2:bench_2']?.cards).toHaveLength(0);
    expect(done.state.pendingDecision).toBeNull();
    expect(done.state.plugin.effects).toEqual([]);
    expect(done.state.turn).toMatchObject({ activePlayer: 'p2', phase: 'draw' });
  });

  it('a basic Pokémon gives one prize', () => {
    const { engine, state } = buildBoard({
      p1: { active: [PAWMI, L] },
      p2: { active: [FUECOCO], bench: [[WATTREL]], activeCounters: { damage: 70 } },
    });
    expect(prizesLeft(exec(engine, state, attack('Light Punch')).state, 'p1')).toBe(5);
  });

  it('taking the last prize wins', () => {
    const { engine, state } = buildBoard({
      p1: { active: [PAWMI, L], prizes: ['sve-1'] },
      p2: { active: [FUECOCO], bench: [[WATTREL]], activeCounters: { damage: 70 } },
    });
    const s = exec(engine, state, attack('Light Punch')).state;
    expect(s.result).toMatchObject({ winners: ['p1'] });
    expect(s.result?.reason).toContain('last Prize');
  });

  it('knocking out the last Pokémon in play wins', () => {
    const { engine, state } = buildBoard({
      p1: { active: [PAWMI, L] },
      p2: { active: [FUECOCO], activeCounters: { damage: 70 } },
    });
    const r = exec(engine, state, attack('Light Punch'));
    const s = r.state;
    expect(r.warnings).toEqual([]);
    expect(s.result).toMatchObject({ winners: ['p1'], losers: ['p2'] });
    expect(s.result?.reason).toContain('no Pokémon');
  });
});

describe('turn flow and checkup', () => {
  it('a player who cannot draw at the start of their turn loses', () => {
    const { engine, state } = buildBoard({
      p1: { active: [PAWMI] },
      p2: { active: [FUECOCO], deck: [] },
    });
    const s = exec(engine, state, { type: 'end_turn', ...ai }).state;
    expect(s.result).toMatchObject({ winners: ['p1'], losers: ['p2'] });
  });

  it('the draw comes first, then the main phase', () => {
    const { engine, state } = buildBoard({
      p1: { active: [PAWMI], hand: [L] },
      p2: { active: [FUECOCO] },
      phase: 'draw',
    });
    const early = engine.execute(state, {
      type: 'move_card',
      ...ai,
      card: 'Basic Lightning Energy',
      from: 'p1:hand',
      to: 'p1:active',
      position: 'bottom',
    });
    expect(!early.ok && early.error.rule?.code).toBe('DRAW_FIRST');
    const drawn = exec(engine, state, { type: 'draw', ...ai });
    expect(drawn.state.plugin.flags.drew).toBe(true);
    const main = exec(engine, drawn.state, { type: 'end_phase', ...ai });
    expect(main.state.turn.phase).toBe('main');
  });

  it('poison puts one counter on at checkup; paralysis ends after the owner’s turn', () => {
    const { engine, state } = buildBoard({
      p1: { active: [PAWMI], activeCounters: { poisoned: 1, paralyzed: 1 } },
      p2: { active: [FUECOCO] },
    });
    const s = exec(engine, state, { type: 'end_turn', ...ai }).state;
    const top = s.zones['p1:active']?.cards[0] as string;
    expect(s.cards[top]?.counters).toEqual({ poisoned: 1, damage: 10 });
  });

  it('paralysis from the opponent’s turn lasts through the checkup that follows it', () => {
    const { engine, state } = buildBoard({
      p1: { active: [PAWMI] },
      p2: { active: [FUECOCO], activeCounters: { paralyzed: 1 } },
    });
    const s = exec(engine, state, { type: 'end_turn', ...ai }).state;
    expect(s.cards[s.zones['p2:active']?.cards[0] as string]?.counters.paralyzed).toBe(1);
  });

  it('burn does 20 and a flip may cure it; sleep flips to wake', () => {
    let cured = 0;
    let woke = 0;
    for (let seed = 0; seed < 16; seed++) {
      const { engine, state } = buildBoard({
        p1: { active: [PAWMI], activeCounters: { burned: 1, asleep: 1 } },
        p2: { active: [FUECOCO] },
      });
      const s0 = { ...state, rng: { ...state.rng } };
      const seeded = engine.createInitialState({ players: ['p1', 'p2'], seed });
      const r = exec(engine, { ...s0, rng: seeded.rng }, { type: 'end_turn', ...ai });
      const c = r.state.cards[r.state.zones['p1:active']?.cards[0] as string]?.counters ?? {};
      expect(c.damage).toBe(20);
      if (!c.burned) cured++;
      if (!c.asleep) woke++;
    }
    expect(cured).toBeGreaterThan(0);
    expect(cured).toBeLessThan(16);
    expect(woke).toBeGreaterThan(0);
    expect(woke).toBeLessThan(16);
  });

  it('burn damage can knock out at checkup and the opponent takes the prize', () => {
    const { engine, state } = buildBoard({
      p1: { active: [PAWMI], bench: [[WATTREL]], activeCounters: { burned: 1, damage: 50 } },
      p2: { active: [FUECOCO] },
    });
    const s = exec(engine, state, { type: 'end_turn', ...ai }).state;
    expect(prizesLeft(s, 'p2')).toBe(5);
    expect(s.pendingDecision?.decider).toBe('p1');
    // p2's turn waits for p1's new Active Pokémon.
    expect(s.turn.activePlayer).toBe('p2');
    const blocked = engine.execute(s, { type: 'draw', player: 'p2', source: 'ai' });
    expect(!blocked.ok && blocked.error.rule?.code).toBe('PROMOTION_PENDING');
    expect(blocked.state).toBe(s);
    const promoted = exec(engine, s, {
      type: 'resolve_decision',
      ...ai,
      choice: 'p1:bench_1',
    }).state;
    expect(exec(engine, promoted, { type: 'draw', player: 'p2', source: 'ai' }).ok).toBe(true);
  });
});

describe('confusion', () => {
  it('a confused attacker flips: heads the attack hits, tails it puts 30 damage on itself', () => {
    const outcomes = new Set<string>();
    for (let seed = 0; seed < 12; seed++) {
      const { engine, state } = buildBoard({
        p1: { active: [PAWMI, L], activeCounters: { confused: 1 } },
        p2: { active: [FUECOCO] },
      });
      const rng = engine.createInitialState({ players: ['p1', 'p2'], seed }).rng;
      const s = exec(engine, { ...state, rng }, attack('Light Punch')).state;
      const mine = s.cards[s.zones['p1:active']?.cards[0] as string]?.counters.damage ?? 0;
      const theirs = s.cards[s.zones['p2:active']?.cards[0] as string]?.counters.damage ?? 0;
      expect([mine, theirs]).toSatisfy(
        ([m, t]: number[]) => (m === 30 && t === 0) || (m === 0 && t === 10),
      );
      outcomes.add(`${mine}/${theirs}`);
      expect(s.turn.activePlayer).toBe('p2');
    }
    expect(outcomes.size).toBe(2);
  });
});

describe('evolution and retreat', () => {
  it('evolving keeps damage and removes Special Conditions', () => {
    const { engine, state } = buildBoard({
      p1: { active: [PAWMI], hand: ['sv1-75'], activeCounters: { damage: 30, poisoned: 1 } },
      p2: { active: [FUECOCO] },
    });
    const s = exec(engine, state, {
      type: 'move_card',
      ...ai,
      card: 'Pawmo',
      from: 'p1:hand',
      to: 'p1:active',
      position: 'top',
    }).state;
    const ids = s.zones['p1:active']?.cards ?? [];
    expect(ids.map((id) => s.cards[id]?.templateId)).toEqual(['sv1-75', PAWMI]);
    expect(s.cards[ids[1] as string]?.counters).toEqual({ damage: 30 });
    expect(s.plugin.flags.enteredThisTurn).toContain(ids[0]);
  });

  it('retreat discards the cost and swaps with the bench', () => {
    const { engine, state } = buildBoard({
      p1: { active: [PAWMI, L, L], bench: [[WATTREL]], activeCounters: { poisoned: 1 } },
      p2: { active: [FUECOCO] },
    });
    const s = exec(engine, state, {
      type: 'declare_action',
      ...ai,
      kind: 'retreat',
      details: { to: 'p1:bench_1', discard: ['2'] },
    }).state;
    expect(s.zones['p1:active']?.cards.map((id) => s.cards[id]?.templateId)).toEqual([WATTREL]);
    expect(s.zones['p1:bench_1']?.cards.map((id) => s.cards[id]?.templateId)).toEqual([PAWMI, L]);
    expect(s.zones['p1:discard']?.cards).toEqual(['2']);
    expect(s.cards['1']?.counters).toEqual({});
    expect(s.plugin.flags.retreated).toBe(true);
  });

  it('a Pokémon switched out of the Active Spot by an effect loses its Special Conditions', () => {
    const { engine, state } = buildBoard({
      p1: {
        active: [PAWMI, L],
        bench: [[WATTREL]],
        hand: [SWITCH],
        activeCounters: { paralyzed: 1, poisoned: 1 },
      },
      p2: { active: [FUECOCO], bench: [[MIRAIDON]], activeCounters: { asleep: 1, damage: 20 } },
    });
    const conditions = (s: GameState<PokemonState>, id: string) =>
      Object.entries(s.cards[id]?.counters ?? {}).filter(([k, n]) => k !== 'damage' && n > 0);
    // Switch (the card): the game carries it out; the one Benched Pokémon is the forced answer.
    let s = exec(engine, state, {
      type: 'declare_action',
      ...ai,
      kind: 'play_trainer',
      card: 'Switch',
      zone: 'p1:hand',
    }).state;
    expect(s.plugin.effects).toEqual([]);
    const pawmi = s.zones['p1:bench_1']?.cards[0] as string;
    expect(s.cards[pawmi]?.templateId).toBe(PAWMI);
    expect(conditions(s, pawmi)).toEqual([]);
    expect(s.zones['p1:discard']?.cards.map((id) => s.cards[id]?.templateId)).toEqual([SWITCH]);
    // A Gust-like swap of the opponent's stacks (a card effect's step) clears theirs; damage stays.
    const fuecoco = s.zones['p2:active']?.cards[0] as string;
    s = exec(engine, s, {
      type: 'swap_card_stacks',
      player: 'p2',
      source: 'script',
      a: 'p2:active',
      b: 'p2:bench_1',
    }).state;
    expect(s.zones['p2:bench_1']?.cards[0]).toBe(fuecoco);
    expect(conditions(s, fuecoco)).toEqual([]);
    expect(s.cards[fuecoco]?.counters.damage).toBe(20);
  });

  it('Special Conditions stay on a Pokémon that remains Active', () => {
    const { engine, state } = buildBoard({
      p1: { active: [PAWMI], bench: [[WATTREL]], activeCounters: { poisoned: 1 } },
      p2: { active: [FUECOCO] },
    });
    // A card effect's step moves a Benched Pokémon; the Active one keeps its Poison.
    const s = exec(engine, state, {
      player: 'p1',
      source: 'script',
      type: 'move_card',
      card: `#${state.zones['p1:bench_1']?.cards[0]}`,
      from: 'p1:bench_1',
      to: 'p1:bench_2',
    }).state;
    expect(s.zones['p1:bench_2']?.cards).toHaveLength(1);
    const active = s.zones['p1:active']?.cards[0] as string;
    expect(s.cards[active]?.counters.poisoned).toBe(1);
  });

  it('damage on the lower card of an evolved Pokémon still counts toward its Knock Out', () => {
    // p1's Pawmi (60 HP) has 50 damage; it evolves into Pawmo (90 HP): the damage stays below.
    const { engine, state } = buildBoard({
      p1: {
        active: [PAWMI],
        bench: [[WATTREL]],
        hand: [PAWMO],
        activeCounters: { damage: 50 },
      },
      p2: { active: [FUECOCO, 'sve-2', 'sve-2', 'sve-2'] },
    });
    let s = exec(engine, state, {
      type: 'move_card',
      ...ai,
      card: 'Pawmo',
      from: 'p1:hand',
      to: 'p1:active',
      position: 'top',
    }).state;
    const [top, lower] = s.zones['p1:active']?.cards ?? [];
    expect(s.cards[top as string]?.counters.damage ?? 0).toBe(0);
    expect(s.cards[lower as string]?.counters.damage).toBe(50);
    s = exec(engine, s, { type: 'end_turn', ...ai }).state;
    s = exec(engine, s, { type: 'draw', player: 'p2', source: 'ai' }).state;
    s = exec(engine, s, { type: 'end_phase', player: 'p2', source: 'ai' }).state;
    // Combustion does 50: 50 + 50 reaches Pawmo's 90 HP.
    s = exec(engine, s, attack('Combustion', 'p2')).state;
    expect(prizesLeft(s, 'p2')).toBe(5);
    expect(s.zones['p1:discard']?.cards.map((id) => s.cards[id]?.templateId)).toEqual(
      expect.arrayContaining([PAWMO, PAWMI]),
    );
    expect(s.pendingDecision).toMatchObject({ decider: 'p1', prompt: PROMOTION_PROMPT });
  });

  it('without the damage below, the same attack leaves the evolved Pokémon in play', () => {
    const { engine, state } = buildBoard({
      p1: { active: [PAWMO, PAWMI], bench: [[WATTREL]] },
      p2: { active: [FUECOCO, 'sve-2', 'sve-2', 'sve-2'] },
      activePlayer: 'p2',
    });
    const s = exec(engine, state, attack('Combustion', 'p2')).state;
    expect(damageIn(s, 'p1:active')).toBe(50);
    expect(prizesLeft(s, 'p2')).toBe(6);
  });
});

describe('the era of the rules', () => {
  const HITMONCHAN = 'base1-7'; // Jab: Fighting, 20
  const FIGHTING = 'base1-97';
  /** Four Hitmonchan and 56 Fighting Energy: a legal deck whose every hand attacks. */
  const deck = [
    ...Array.from({ length: 4 }, () => HITMONCHAN),
    ...Array.from({ length: 56 }, () => FIGHTING),
  ];
  /** The first player draws, attaches a Fighting Energy and attacks on the game's first turn. */
  const firstTurnJab = (era?: 'modern' | 'base-set') => {
    const store = createPokemonMatch({ decks: { p1: deck, p2: deck }, seed: 5, era });
    const s0 = store.state;
    const first = s0.plugin.firstPlayer as string;
    const me = { player: first, source: 'ai' } as const;
    expect(s0.plugin.gameTurn).toBe(1);
    let s = exec(store.engine, s0, { type: 'draw', ...me }).state;
    s = exec(store.engine, s, { type: 'end_phase', ...me }).state;
    s = exec(store.engine, s, {
      type: 'move_card',
      ...me,
      card: 'Fighting Energy',
      from: `${first}:hand`,
      to: `${first}:active`,
      position: 'bottom',
    }).state;
    return { store, s, first, jab: store.engine.execute(s, attack('Jab', first)) };
  };

  it('is modern by default: the first player cannot attack on their first turn', () => {
    const { store, s, jab } = firstTurnJab();
    expect(store.state.plugin.options.era).toBe('modern');
    expect(!jab.ok && jab.error.rule?.code).toBe('NO_ATTACK_FIRST_TURN');
    expect(jab.state).toBe(s);
  });

  it('base-set lets the first player attack on their first turn', () => {
    const { store, first, jab } = firstTurnJab('base-set');
    expect(store.state.plugin.options.era).toBe('base-set');
    if (!jab.ok) throw new Error(jab.error.message);
    const opp = first === 'p1' ? 'p2' : 'p1';
    expect(damageIn(jab.state, `${opp}:active`)).toBe(20);
    expect(jab.state.turn.activePlayer).toBe(opp);
  });

  it('modern keeps the first player from playing a Supporter on the first turn; base-set does not', () => {
    for (const era of ['modern', 'base-set'] as const) {
      const { engine, state } = buildBoard({
        p1: { active: [PAWMI, L], hand: ['sv1-166'], deck: [SWITCH, L] },
        p2: { active: [FUECOCO] },
        gameTurn: 1,
        era,
      });
      const arven = engine.execute(state, {
        type: 'declare_action',
        ...ai,
        kind: 'play_trainer',
        card: 'Arven',
        zone: 'p1:hand',
      });
      if (era === 'modern')
        expect(!arven.ok && arven.error.rule?.code).toBe('NO_SUPPORTER_FIRST_TURN');
      else expect(arven.ok).toBe(true);
      const punch = engine.execute(state, attack('Light Punch'));
      if (era === 'modern')
        expect(!punch.ok && punch.error.rule?.code).toBe('NO_ATTACK_FIRST_TURN');
      else expect(punch.ok).toBe(true);
    }
  });
});

describe('deck legality', () => {
  const legal = [...Array.from({ length: 4 }, () => PAWMI), ...Array.from({ length: 56 }, () => L)];
  const match = (p1: readonly string[], checkDecks?: boolean) =>
    createPokemonMatch({ decks: { p1, p2: legal }, seed: 1, checkDecks });

  it('accepts 60 cards with at most 4 of a name, any number of basic Energy, and a Basic', () => {
    expect(match(legal).state.plugin.stage).toBe('play');
  });

  it('refuses 61 cards, a fifth copy of a name, or a deck without a Basic Pokémon', () => {
    const cases: [string[], string][] = [
      [[...legal, L], 'it has 61 cards; a deck has exactly 60'],
      [[...legal.slice(0, 59), PAWMI], '5 copies of Pawmi; at most 4 cards with the same name'],
      [[...Array.from({ length: 4 }, () => PAWMO), ...legal.slice(4)], 'it has no Basic Pokémon'],
    ];
    for (const [deck, why] of cases) {
      expect(() => match(deck)).toThrow(PokemonSetupError);
      expect(() => match(deck)).toThrow(`p1's deck is not legal: ${why}`);
    }
  });

  it('plays an illegal deck when checkDecks is false', () => {
    for (const deck of [
      [...legal, L],
      [...legal.slice(0, 59), PAWMI],
    ]) {
      const s = match(deck, false).state;
      expect(s.plugin.stage).toBe('play');
      const total = Object.values(s.zones)
        .filter((z) => z.owner === 'p1')
        .reduce((n, z) => n + z.cards.length, 0);
      expect(total).toBe(deck.length);
    }
  });
});
