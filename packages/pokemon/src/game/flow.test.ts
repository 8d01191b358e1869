import type { Action, GameState } from '@playmat/engine';
import { describe, expect, it } from 'vitest';
import { getBundledRegistry } from '../cards/bundled-sets';
import type { PokemonSupertypeCard } from '../cards/types';
import { buildBoard, createSeededMatch } from '../test/match-builder';
import { prizesLeft } from './board';
import { applyWeaknessResistance } from './damage';
import { createPokemonEngine } from './definition';
import { PROMOTION_PROMPT } from './hooks';
import { setupPokemonGame } from './setup';
import type { PokemonState } from './state';
import { IN_PLAY_ZONES, PRIZE_ZONES } from './zones';

const reg = getBundledRegistry();
const poke = (id: string) => reg.require(id) as PokemonSupertypeCard;
const PAWMI = 'sv1-74';
const WATTREL = 'sv1-78';
const FUECOCO = 'sv1-36';
const MIRAIDON = 'sv1-81';
const L = 'sve-4';
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
const attack = (name: string, damage?: number): Action => ({
  type: 'declare_action',
  ...ai,
  kind: 'attack',
  details: damage === undefined ? { attack: name } : { attack: name, damage },
});

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
      const { state } = setupPokemonGame(engine, { decks: { p1: thin, p2: full }, seed });
      const m = state.plugin.mulligans.p1 ?? 0;
      if (m === 0) continue;
      found = true;
      expect(state.log.length).toBeGreaterThan(0);
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
        (setupPokemonGame(engine, { decks: { p1: thin, p2: full }, seed: n }).state.plugin.mulligans
          .p1 ?? 0) >= 2,
    );
    expect(seed).toBeDefined();
    const { state } = setupPokemonGame(engine, {
      decks: { p1: thin, p2: full },
      seed: seed as number,
      placement: 'agents',
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

  it('variable damage needs an amount', () => {
    const { engine, state } = buildBoard({
      p1: { active: ['sv1-2', 'sve-1', 'sve-1'] },
      p2: { active: [FUECOCO] },
    });
    const r = engine.execute(state, attack('Superpowered Throw'));
    expect(!r.ok && r.error.rule?.code).toBe('DAMAGE_REQUIRED');
    const ok = exec(engine, state, attack('Superpowered Throw', 70));
    const top = ok.state.zones['p2:active']?.cards[0] as string;
    expect(ok.state.cards[top]?.counters.damage).toBe(70);
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
    // Nothing else happens until the promotion is answered.
    const blocked = engine.execute(s, { type: 'draw', player: 'p2', source: 'ai' });
    expect(!blocked.ok && blocked.error.rule?.code).toBe('PROMOTION_PENDING');
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
      p1: { active: [PAWMI, L], bench: [[WATTREL]], activeCounters: { paralyzed: 1, poisoned: 1 } },
      p2: { active: [FUECOCO], bench: [[MIRAIDON]], activeCounters: { asleep: 1 } },
    });
    const conditions = (s: GameState<PokemonState>, id: string) =>
      Object.entries(s.cards[id]?.counters ?? {}).filter(([, n]) => n > 0);
    const effect = { ...ai, allowedByCardEffect: 'Switch' };
    // Switch through staging, the way the tools do it.
    let s = state;
    for (const [from, to] of [
      ['p1:active', 'staging'],
      ['p1:bench_1', 'p1:active'],
      ['staging', 'p1:bench_1'],
    ] as const)
      s = exec(engine, s, { ...effect, type: 'move_card_stack', from, to }).state;
    const pawmi = s.zones['p1:bench_1']?.cards[0] as string;
    expect(s.cards[pawmi]?.templateId).toBe(PAWMI);
    expect(conditions(s, pawmi)).toEqual([]);
    // A Gust-like swap of the opponent's stacks clears theirs too; damage stays.
    const fuecoco = s.zones['p2:active']?.cards[0] as string;
    s = exec(engine, s, {
      ...ai,
      allowedByCardEffect: 'Boss’s Orders',
      type: 'swap_card_stacks',
      a: 'p2:active',
      b: 'p2:bench_1',
    }).state;
    expect(s.zones['p2:bench_1']?.cards[0]).toBe(fuecoco);
    expect(conditions(s, fuecoco)).toEqual([]);
  });

  it('Special Conditions stay on a Pokémon that remains Active', () => {
    const { engine, state } = buildBoard({
      p1: { active: [PAWMI], bench: [[WATTREL]], activeCounters: { poisoned: 1 } },
      p2: { active: [FUECOCO] },
    });
    const s = exec(engine, state, {
      ...ai,
      type: 'move_card',
      card: `#${state.zones['p1:bench_1']?.cards[0]}`,
      from: 'p1:bench_1',
      to: 'p1:bench_2',
    }).state;
    const active = s.zones['p1:active']?.cards[0] as string;
    expect(s.cards[active]?.counters.poisoned).toBe(1);
  });
});
