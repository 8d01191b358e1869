import { describe, expect, it } from 'vitest';
import type { DecisionView, MatchStatus } from '../driver';
import type { BoardView } from '../view';
import { statusLine } from './status-line';

const board = (stage: BoardView['stage'], turn: number) =>
  ({
    viewer: { kind: 'player', player: 'p1' },
    turn,
    stage,
    currentPlayer: 'p1',
    phase: 'main',
    stadium: null,
    staging: [],
    players: [
      { player: 'p1', label: 'Player 1 (you)' },
      { player: 'p2', label: 'Player 2 (bot)' },
    ],
    result: null,
  }) as unknown as BoardView;

const decision = {
  id: 'd',
  player: 'p2',
  prompt: '?',
  options: [],
  min: 1,
  max: 1,
} as DecisionView;

describe('statusLine: whose turn and what is awaited', () => {
  const cases: [BoardView, MatchStatus, string][] = [
    [
      board('setup', 0),
      { kind: 'turn', player: 'p1', actor: 'human' },
      'Setup · Set up your Pokémon',
    ],
    [
      board('setup', 0),
      { kind: 'turn', player: 'p2', actor: 'ai' },
      'Setup · Player 2 is setting up…',
    ],
    [board('play', 3), { kind: 'turn', player: 'p1', actor: 'human' }, 'Turn 3 · Your turn'],
    [board('play', 4), { kind: 'turn', player: 'p2', actor: 'ai' }, "Turn 4 · Player 2's turn…"],
    [
      board('play', 4),
      { kind: 'decision', player: 'p1', actor: 'human', decision },
      'Turn 4 · Your choice',
    ],
    [
      board('play', 4),
      { kind: 'decision', player: 'p2', actor: 'ai', decision },
      'Turn 4 · Player 2 is choosing…',
    ],
    [
      board('play', 9),
      { kind: 'finished', result: { winner: 'p1', reason: 'x' } },
      'Turn 9 · Match over',
    ],
  ];
  for (const [b, status, line] of cases)
    it(`says "${line}"`, () => {
      expect(statusLine({ board: b, status })).toBe(line);
    });
});
