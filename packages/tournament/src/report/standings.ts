import { type GlickoSettings, glickoRatings, wilsonInterval } from '../rating/ratings';
import type { FailedGame, GameRecord, TournamentPlan } from '../types';

/** One entrant's line of the table. */
export interface Standing {
  readonly entrant: string;
  /** Glicko-2 rating and deviation. */
  readonly rating: number;
  readonly rd: number;
  /** Finished games (failed games are not games played). */
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  /** wins ÷ games, with its 95 % Wilson interval. */
  readonly winRate: number;
  readonly winRateLow: number;
  readonly winRateHigh: number;
  readonly costPerGame: number;
  readonly inputTokensPerGame: number;
  readonly outputTokensPerGame: number;
  readonly calls: number;
  readonly rejected: number;
  /** Rejected calls ÷ calls (0 without calls). */
  readonly illegalRate: number;
  /**
   * Card effects carried out by hand in this entrant's games (cards the game does not
   * implement): the game did not check them, so those games are marked.
   */
  readonly unverified: number;
  /** Seconds this entrant spent acting per turn it played. */
  readonly secondsPerTurn: number;
  /** Games of this entrant whose last try failed (not counted as losses). */
  readonly failed: number;
}

/** A tournament's results: what the table, JSON and Markdown show. */
export interface TournamentReport {
  readonly tournament: string;
  readonly scheduled: number;
  readonly finished: number;
  readonly failed: number;
  readonly pending: number;
  /** Best first: by rating, then win rate, then id. */
  readonly standings: readonly Standing[];
  readonly games: readonly {
    readonly index: number;
    readonly round: number;
    readonly seed: number;
    readonly seats: readonly string[];
    readonly winner: string | null;
    readonly end: string;
    readonly reason: string;
    readonly turns: number;
    readonly attempts: number;
    readonly worker?: string;
    readonly transcript?: string;
  }[];
  readonly failures: readonly FailedGame[];
}

/** Builds the standings and game list of a tournament from its stored games. */
export function buildReport(
  tournament: string,
  plan: TournamentPlan,
  results: readonly GameRecord[],
  failures: readonly FailedGame[],
  settings?: GlickoSettings,
): TournamentReport {
  const ids = plan.entrants.map((e) => e.id);
  const ratings = glickoRatings(ids, results, settings);
  const standings = ids.map((entrant): Standing => {
    let games = 0;
    let wins = 0;
    let draws = 0;
    let cost = 0;
    let input = 0;
    let output = 0;
    let calls = 0;
    let rejected = 0;
    let unverified = 0;
    let seconds = 0;
    let turns = 0;
    for (const g of results) {
      const seat = g.seats.indexOf(entrant);
      if (seat < 0) continue;
      games++;
      if (g.outcome.winner === entrant) wins++;
      else if (g.outcome.winner === null) draws++;
      const f = g.outcome.seats[seat];
      if (!f) continue;
      cost += f.cost;
      input += f.inputTokens;
      output += f.outputTokens;
      calls += f.calls;
      rejected += f.rejected;
      // Either seat's effects by hand make the game unchecked for both.
      for (const s of g.outcome.seats) unverified += s.unverified ?? 0;
      seconds += f.seconds ?? g.outcome.durationMs / 1000;
      turns += f.turns ?? g.outcome.turns;
    }
    const [low, high] = wilsonInterval(wins, games);
    const per = (n: number) => (games === 0 ? 0 : n / games);
    const r = ratings[entrant]!;
    return {
      entrant,
      rating: r.rating,
      rd: r.rd,
      games,
      wins,
      draws,
      losses: games - wins - draws,
      winRate: per(wins),
      winRateLow: low,
      winRateHigh: high,
      costPerGame: per(cost),
      inputTokensPerGame: per(input),
      outputTokensPerGame: per(output),
      calls,
      rejected,
      illegalRate: calls === 0 ? 0 : rejected / calls,
      unverified,
      secondsPerTurn: turns === 0 ? 0 : seconds / turns,
      failed: failures.filter((g) => g.seats.includes(entrant)).length,
    };
  });
  standings.sort(
    (a, b) => b.rating - a.rating || b.winRate - a.winRate || a.entrant.localeCompare(b.entrant),
  );
  return {
    tournament,
    scheduled: plan.games.length,
    finished: results.length,
    failed: failures.length,
    pending: plan.games.length - results.length - failures.length,
    standings,
    games: results.map((g) => ({
      index: g.index,
      round: g.round,
      seed: g.seed,
      seats: g.seats,
      winner: g.outcome.winner,
      end: g.outcome.end,
      reason: g.outcome.reason,
      turns: g.outcome.turns,
      attempts: g.attempts,
      ...(g.outcome.worker === undefined ? {} : { worker: g.outcome.worker }),
      ...(g.outcome.transcript === undefined ? {} : { transcript: g.outcome.transcript }),
    })),
    failures,
  };
}
