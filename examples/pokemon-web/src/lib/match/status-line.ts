import { playerName } from '../view';
import type { MatchSnapshot } from './match-controller';

/**
 * Whose turn and what is awaited, as the board's status line says it: `Turn 3 · Your turn`,
 * `Setup · Set up your Pokémon`, `Turn 4 · Player 2 is choosing…`, `Turn 9 · Match over`.
 */
export function statusLine(snap: Pick<MatchSnapshot, 'board' | 'status'>): string {
  const s = snap.status;
  const when = snap.board.stage === 'setup' ? 'Setup' : `Turn ${snap.board.turn}`;
  if (s.kind === 'finished') return `${when} · Match over`;
  const who = playerName(snap.board, s.player);
  const what =
    s.kind === 'decision'
      ? s.actor === 'human'
        ? 'Your choice'
        : `${who} is choosing…`
      : snap.board.stage === 'setup'
        ? s.actor === 'human'
          ? 'Set up your Pokémon'
          : `${who} is setting up…`
        : s.actor === 'human'
          ? 'Your turn'
          : `${who}'s turn…`;
  return `${when} · ${what}`;
}
