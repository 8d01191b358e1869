import { describe, expect, it } from 'vitest';
import { formatNarrativeState } from '../narrative/format-narrative-state';
import { seatTools } from './tools.test-helper';

const MANKEY = 'sv1-107';
const F = 'sve-6';
const KINGAMBIT = 'sv1-134';
const PAWMI = 'sv1-73';

/** Two Mankey on p1's Bench, told apart only by their damage and Energy. */
const board = (activePlayer: 'p1' | 'p2' = 'p1') =>
  ({
    activePlayer,
    p1: { active: [PAWMI], bench: [[MANKEY], [MANKEY, F]] },
    p2: { active: [KINGAMBIT, 'sve-7', 'sve-7', 'sve-7'] },
  }) as const;
const counters = { 'p1:bench_2': { damage: 30 } };

describe('spots and options say which Pokémon they hold: name, HP and Energy', () => {
  it('a stale-spot error lists each of your Pokémon, so two Mankey are two different answers', async () => {
    const { call } = seatTools(board(), { counters });
    const out = await call('declare_retreat', { to: 'your_bench_4' });
    expect(out).toContain(
      'Your Benched Pokémon: your_bench_1 (Mankey, HP 60/60, Energy: none), your_bench_2 (Mankey, HP 30/60, Energy: Basic Fighting Energy).',
    );
  });

  it('promotion options name the Pokémon in each spot, and either form of the answer is taken', async () => {
    // Kingambit Knocks Out p1's Pawmi; p1 must promote.
    const opp = seatTools(board('p2'), { counters, player: 'p2' });
    await opp.call('declare_attack', { attack: 'Hack At' });
    const p1 = opp.seat('p1', 'decision');
    const state = formatNarrativeState(p1.ctx.view());
    expect(state).toContain(
      'Options: your_bench_1 (Mankey, HP 60/60, Energy: none) | your_bench_2 (Mankey, HP 30/60, Energy: Basic Fighting Energy).',
    );
    const wrong = await p1.call('resolve_decision', { choice: 'your_bench_5' });
    expect(wrong).toContain(
      'Options: your_bench_1 (Mankey, HP 60/60, Energy: none) | your_bench_2 (Mankey, HP 30/60, Energy: Basic Fighting Energy)',
    );
    const out = await p1.call('resolve_decision', {
      choice: 'your_bench_2 (Mankey, HP 30/60, Energy: Basic Fighting Energy)',
    });
    expect(out).toMatch(/^You chose your_bench_2/);
    expect(p1.ctx.store.state.zones['p1:active']?.cards).toHaveLength(2);
  });
});
