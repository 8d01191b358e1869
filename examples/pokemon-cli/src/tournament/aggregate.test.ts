import { describe, expect, it } from 'vitest';
import type { MatchResult, PlayerFigures } from '../match/types';
import { createPalette } from '../render/ansi';
import { aggregate } from './aggregate';
import { formatStandings, gameSeed } from './run-tournament';

const seats = [
  { id: 'p1', model: 'bot', deck: 'base-zap' },
  { id: 'p2', model: 'openai/gpt-5-mini', deck: 'base-blackout', planner: 'bot' },
];
const figures = (rejected: number, tokens: number, cost: number): PlayerFigures => ({
  toolCalls: 10,
  rejected,
  usage: { inputTokens: tokens, outputTokens: 0 },
  cost,
  byRole: {},
});
const game = (winner: string | null, turns: number, p2cost: number): MatchResult => ({
  winner,
  end: winner ? 'game_over' : 'turn_limit',
  reason: 'r',
  turns,
  toolCalls: 20,
  rejected: 1,
  stalls: 0,
  perPlayer: { p1: figures(0, 0, 0), p2: figures(1, 1000, p2cost) },
  stateHash: `h${turns}`,
  aborted: false,
  durationMs: 1,
});

describe('aggregate', () => {
  it('sums wins and averages per finished game, in game order', () => {
    const records = [
      { game: 2, seed: 12, result: game(null, 60, 0.3) },
      { game: 0, seed: 10, result: game('p1', 10, 0.1) },
      { game: 1, seed: 11, result: game('p2', 20, 0.2) },
    ];
    const r = aggregate(seats, records, {
      games: 4,
      interrupted: false,
      errors: [{ game: 3, seed: 13, message: 'boom' }],
    });
    expect(r).toMatchObject({ games: 4, completed: 3, failed: 1, draws: 1 });
    expect(r.matches.map((m) => m.game)).toEqual([0, 1, 2]);
    expect(r.standings[0]).toMatchObject({
      seat: 'p1',
      wins: 1,
      avgTurns: 30,
      rejectedPerGame: 0,
      costPerGame: 0,
    });
    expect(r.standings[1]).toMatchObject({
      seat: 'p2',
      model: 'openai/gpt-5-mini (planner bot)',
      wins: 1,
      rejectedPerGame: 1,
      tokensPerGame: 1000,
    });
    expect(r.standings[1]!.costPerGame).toBeCloseTo(0.2);
    const lines = formatStandings(r, 1.5, createPalette(false));
    expect(lines[0]).toBe('Tournament: 3/4 games in 1.5s · 1 without a winner · 1 failed');
    expect(lines[2]).toMatch(
      /^seat +model +deck +wins +win % +avg turns +rejected\/g +tools\/g +tokens\/g +cost\/g$/,
    );
    expect(lines[3]).toMatch(/^p1 +bot +base-zap +1 +33% +30\.0 +0\.00 +10\.0 +0 +\$0$/);
    expect(lines.at(-1)).toBe('  game 3 (seed 13) failed: boom');
  });

  it('gives zeros, not NaN, when no game finished', () => {
    const r = aggregate(seats, [], { games: 2, interrupted: true, errors: [] });
    expect(r.standings.every((s) => s.avgTurns === 0 && s.winRate === 0)).toBe(true);
  });

  it('numbers seeds consecutively and wraps at 2^32', () => {
    expect(gameSeed(7, 3)).toBe(10);
    expect(gameSeed(2 ** 32 - 1, 1)).toBe(0);
  });
});
