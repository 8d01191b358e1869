import type { PlayerId } from '@playmat/engine';
import type { MatchResult, Seat } from '../match/types';

/** One finished game of a tournament. */
export interface GameRecord {
  readonly game: number;
  readonly seed: number;
  readonly result: MatchResult;
}

/** Figures of one seat over a tournament. */
export interface SeatStanding {
  readonly seat: PlayerId;
  readonly model: string;
  readonly deck: string;
  readonly games: number;
  readonly wins: number;
  readonly winRate: number;
  readonly avgTurns: number;
  readonly rejectedPerGame: number;
  readonly toolCallsPerGame: number;
  readonly tokensPerGame: number;
  readonly costPerGame: number;
}

/** Tournament results, as printed and as written with `--json` / `--results`. */
export interface TournamentResults {
  readonly games: number;
  readonly completed: number;
  readonly failed: number;
  readonly draws: number;
  readonly interrupted: boolean;
  readonly standings: readonly SeatStanding[];
  readonly matches: readonly {
    readonly game: number;
    readonly seed: number;
    readonly winner: PlayerId | null;
    readonly reason: string;
    readonly turns: number;
    readonly stateHash: string;
  }[];
  readonly errors: readonly {
    readonly game: number;
    readonly seed: number;
    readonly message: string;
  }[];
}

/** Sums finished games per seat. Averages are per finished game (0 when none finished). */
export function aggregate(
  seats: readonly Seat[],
  records: readonly GameRecord[],
  extra: {
    games: number;
    interrupted: boolean;
    errors: readonly { game: number; seed: number; message: string }[];
  },
): TournamentResults {
  const sorted = [...records].sort((a, b) => a.game - b.game);
  const n = sorted.length;
  const per = (total: number) => (n === 0 ? 0 : total / n);
  const standings = seats.map((seat): SeatStanding => {
    let wins = 0;
    let turns = 0;
    let rejected = 0;
    let toolCalls = 0;
    let tokens = 0;
    let cost = 0;
    for (const { result } of sorted) {
      if (result.winner === seat.id) wins++;
      turns += result.turns;
      const p = result.perPlayer[seat.id];
      if (!p) continue;
      rejected += p.rejected;
      toolCalls += p.toolCalls;
      tokens += p.usage.inputTokens + p.usage.outputTokens;
      cost += p.cost;
    }
    return {
      seat: seat.id,
      model: seat.planner ? `${seat.model} (planner ${seat.planner})` : seat.model,
      deck: seat.deck,
      games: n,
      wins,
      winRate: per(wins),
      avgTurns: per(turns),
      rejectedPerGame: per(rejected),
      toolCallsPerGame: per(toolCalls),
      tokensPerGame: per(tokens),
      costPerGame: per(cost),
    };
  });
  return {
    games: extra.games,
    completed: n,
    failed: extra.errors.length,
    draws: sorted.filter((r) => r.result.winner === null).length,
    interrupted: extra.interrupted,
    standings,
    matches: sorted.map(({ game, seed, result }) => ({
      game,
      seed,
      winner: result.winner,
      reason: result.reason,
      turns: result.turns,
      stateHash: result.stateHash,
    })),
    errors: [...extra.errors].sort((a, b) => a.game - b.game),
  };
}
