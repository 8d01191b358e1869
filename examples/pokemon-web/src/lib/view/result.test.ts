import { describe, expect, it } from 'vitest';
import type { BoardView, PlayerSideView, Viewer } from './board-view';
import { resultSummary } from './result';

const side = (player: string, label: string, prizesLeft: number): PlayerSideView => ({
  player,
  label,
  active: null,
  bench: [],
  prizesLeft,
  deckCount: 30,
  discard: [],
  prizesTaken: [],
  faceDown: { active: false, bench: 0 },
  mulligans: 0,
  hand: { visible: false, count: 3 },
});

const board = (viewer: Viewer): BoardView => ({
  viewer,
  turn: 22,
  stage: 'play',
  currentPlayer: 'p2',
  phase: 'main',
  stadium: null,
  staging: [],
  players: [side('p1', 'Player 1 (you)', 4), side('p2', 'Player 2 (bot)', 1)],
  result: null,
});

const won = { winner: 'p2', reason: 'Player 1 has no Pokémon left in play' };

describe('resultSummary: the end screen from the viewer’s seat', () => {
  it('tells the loser "You lose", with the reason, and both players’ Prize cards left', () => {
    expect(resultSummary(board({ kind: 'player', player: 'p1' }), won)).toEqual({
      headline: 'You lose',
      outcome: 'loss',
      reason: 'Player 1 has no Pokémon left in play',
      prizes: [
        { player: 'p1', name: 'Player 1', left: 4 },
        { player: 'p2', name: 'Player 2', left: 1 },
      ],
    });
  });

  it('tells the winner "You win!", a spectator who won, and anyone a draw', () => {
    expect(resultSummary(board({ kind: 'player', player: 'p2' }), won).headline).toBe('You win!');
    expect(resultSummary(board({ kind: 'spectator' }), won).headline).toBe('Player 2 wins');
    const draw = { winner: null, reason: 'Both players took their last Prize card' };
    expect(resultSummary(board({ kind: 'player', player: 'p1' }), draw).headline).toBe('Draw');
    expect(resultSummary(board({ kind: 'spectator' }), draw).outcome).toBe('draw');
  });
});
