import { z } from 'zod';

/** One entrant's line, as `@playmat/tournament` writes it (`--format json`, `--results`). */
const standing = z.object({
  entrant: z.string(),
  rating: z.number(),
  rd: z.number().nonnegative(),
  games: z.number().int().nonnegative(),
  wins: z.number().int().nonnegative(),
  draws: z.number().int().nonnegative(),
  losses: z.number().int().nonnegative(),
  winRate: z.number().min(0).max(1),
  winRateLow: z.number().min(0).max(1),
  winRateHigh: z.number().min(0).max(1),
  costPerGame: z.number(),
  inputTokensPerGame: z.number(),
  outputTokensPerGame: z.number(),
  calls: z.number().int().nonnegative(),
  rejected: z.number().int().nonnegative(),
  illegalRate: z.number().min(0).max(1),
  secondsPerTurn: z.number(),
  failed: z.number().int().nonnegative(),
});

const report = z.object({
  tournament: z.string(),
  scheduled: z.number().int(),
  finished: z.number().int(),
  failed: z.number().int(),
  pending: z.number().int(),
  standings: z.array(standing).min(1),
});

/** A tournament's standings as the leaderboard shows them. */
export type LeaderboardReport = z.infer<typeof report>;
/** One entrant of a {@link LeaderboardReport}. */
export type LeaderboardStanding = z.infer<typeof standing>;

/**
 * Reads a tournament report (the JSON of `pnpm demo --players … --format json` or
 * `--results FILE`). On bad input, says what was wrong and what the file should be.
 */
export function parseLeaderboard(
  text: string,
): { ok: true; report: LeaderboardReport } | { ok: false; error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      error: `This file is not JSON (${error instanceof Error ? error.message : String(error)}). Open the file written by --results FILE or printed by --format json.`,
    };
  }
  const parsed = report.safeParse(json);
  if (parsed.success) return { ok: true, report: parsed.data };
  const issue = parsed.error.issues[0]!;
  const where = issue.path.length > 0 ? issue.path.join('.') : 'the file';
  return {
    ok: false,
    error: `This is not a tournament report: ${where}: ${issue.message}. Open the file written by --results FILE or printed by --format json.`,
  };
}
