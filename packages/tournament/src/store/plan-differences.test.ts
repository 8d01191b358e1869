import { describe, expect, it } from 'vitest';
import { roundRobin } from '../schedule/round-robin';
import { planDifferences } from './plan-differences';

const plan = (seed: number, model = 'x', settings: object = { maxTurns: 5 }) =>
  roundRobin({
    entrants: [{ id: 'a', provider: 'openai', config: { model } }, { id: 'b' }],
    rounds: 2,
    seed,
    settings: settings as never,
  });

describe('planDifferences', () => {
  it('is empty for equal plans, and names each difference once, leaf by leaf', () => {
    expect(planDifferences(plan(1), plan(1))).toEqual([]);
    expect(planDifferences(plan(1), plan(7))).toEqual(['seeds: 1, 2 in the store; 7, 8 here']);
    expect(planDifferences(plan(1, 'x'), plan(1, 'y'))).toEqual([
      'entrant a: config.model: "x" in the store, "y" here',
    ]);
    expect(planDifferences(plan(1), plan(1, 'x', { maxTurns: 5, rules: 'lenient' }))).toEqual([
      'settings.rules: absent in the store, "lenient" here',
    ]);
    const swapped = { ...plan(1), games: [...plan(1).games] };
    swapped.games[2] = { ...swapped.games[2]!, seats: ['b', 'a'] };
    expect(planDifferences(plan(1), swapped)).toEqual(['game 2: its seats or round differ']);
  });
});
