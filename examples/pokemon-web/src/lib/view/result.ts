import { type BoardView, type MatchResult, type PlayerId, playerName } from './board-view';

/** How a finished match reads on its end screen, from the viewer's seat. */
export interface ResultSummary {
  /** `You win!`, `You lose`, `Draw`, or `Player 2 wins` for a spectator. */
  headline: string;
  outcome: 'win' | 'loss' | 'draw' | 'over';
  /** Why it ended, as the rules say it (`Player 1 has no Pokémon left in play`). */
  reason: string;
  /** Each player's Prize cards left, in seat order. */
  prizes: readonly { player: PlayerId; name: string; left: number }[];
}

/** The end screen of a finished match for whoever is looking at `board`. */
export function resultSummary(board: BoardView, result: MatchResult): ResultSummary {
  const me = board.viewer.kind === 'player' ? board.viewer.player : null;
  const outcome: ResultSummary['outcome'] =
    result.winner === null ? 'draw' : me === null ? 'over' : result.winner === me ? 'win' : 'loss';
  const headline = {
    win: 'You win!',
    loss: 'You lose',
    draw: 'Draw',
    over: `${playerName(board, result.winner ?? '')} wins`,
  }[outcome];
  return {
    headline,
    outcome,
    reason: result.reason,
    prizes: board.players.map((p) => ({
      player: p.player,
      name: playerName(board, p.player),
      left: p.prizesLeft,
    })),
  };
}
