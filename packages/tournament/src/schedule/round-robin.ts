import { createHash } from 'node:crypto';
import { TournamentError } from '../errors';
import type { Entrant, JsonValue, ScheduledGame, TournamentPlan } from '../types';

/** Options of {@link roundRobin}. */
export interface RoundRobinOptions {
  readonly entrants: readonly Entrant[];
  /** Each round plays every pairing twice, once in each seat order. */
  readonly rounds: number;
  /** Seed of round 0; round `r` plays seed `seed + r` (mod 2^32). */
  readonly seed: number;
  /** Settings every game shares (decks, turn limit …). */
  readonly settings?: JsonValue;
}

/**
 * A two-seat round robin: in each round every pair of entrants plays twice, once in each seat
 * order, and every game of the round uses the round's seed — so no entrant gets easier deals
 * or the better seat more often than another. Games are numbered in play order.
 */
export function roundRobin(options: RoundRobinOptions): TournamentPlan {
  const { entrants, rounds, seed } = options;
  checkEntrants(entrants);
  if (!Number.isSafeInteger(rounds) || rounds < 1)
    throw new TournamentError(
      'INVALID_PLAN',
      `rounds must be a whole number of at least 1; got ${rounds}.`,
    );
  if (!Number.isSafeInteger(seed) || seed < 0 || seed >= 2 ** 32)
    throw new TournamentError(
      'INVALID_PLAN',
      `seed must be a whole number from 0 to ${2 ** 32 - 1}; got ${seed}.`,
    );
  const games: ScheduledGame[] = [];
  for (let round = 0; round < rounds; round++) {
    const roundSeed = (seed + round) % 2 ** 32;
    for (let i = 0; i < entrants.length; i++)
      for (let j = i + 1; j < entrants.length; j++) {
        const a = entrants[i]!.id;
        const b = entrants[j]!.id;
        games.push({ index: games.length, round, seed: roundSeed, seats: [a, b] });
        games.push({ index: games.length, round, seed: roundSeed, seats: [b, a] });
      }
  }
  return {
    entrants,
    games,
    ...(options.settings === undefined ? {} : { settings: options.settings }),
  };
}

/** Games in one round of a two-seat round robin of `entrants` entrants. */
export function gamesPerRound(entrants: number): number {
  return entrants * (entrants - 1);
}

/** Throws `INVALID_PLAN` unless there are two or more entrants with unique, non-empty ids. */
export function checkEntrants(entrants: readonly Entrant[]): void {
  if (entrants.length < 2)
    throw new TournamentError(
      'INVALID_PLAN',
      `A tournament needs at least 2 entrants; got ${entrants.length}.`,
    );
  const seen = new Set<string>();
  for (const e of entrants) {
    if (typeof e.id !== 'string' || e.id.trim() === '')
      throw new TournamentError('INVALID_PLAN', 'Every entrant needs a non-empty id.');
    if (seen.has(e.id))
      throw new TournamentError(
        'INVALID_PLAN',
        `Entrant id "${e.id}" appears twice; give each entrant its own id (e.g. "${e.id}#2").`,
      );
    seen.add(e.id);
  }
}

/**
 * Checks a plan (entrants, games numbered 0…n-1, seats that name entrants) and returns its id:
 * a digest of the plan, the same on every machine for the same plan.
 */
export function planId(plan: TournamentPlan): string {
  checkEntrants(plan.entrants);
  const ids = new Set(plan.entrants.map((e) => e.id));
  if (plan.games.length === 0)
    throw new TournamentError('INVALID_PLAN', 'The plan has no games; schedule at least one.');
  plan.games.forEach((g, i) => {
    if (g.index !== i)
      throw new TournamentError(
        'INVALID_PLAN',
        `Game ${i} of the plan has index ${g.index}; games must be numbered 0, 1, 2 … in order.`,
      );
    if (g.seats.length < 2)
      throw new TournamentError(
        'INVALID_PLAN',
        `Game ${i} seats ${g.seats.length} entrant(s); a game needs 2 or more.`,
      );
    for (const s of g.seats)
      if (!ids.has(s))
        throw new TournamentError(
          'INVALID_PLAN',
          `Game ${i} seats "${s}", who is not an entrant (entrants: ${[...ids].join(', ')}).`,
        );
    if (new Set(g.seats).size !== g.seats.length)
      throw new TournamentError('INVALID_PLAN', `Game ${i} seats the same entrant twice.`);
  });
  return createHash('sha256').update(canonicalJson(plan)).digest('hex').slice(0, 16);
}

/** JSON with object keys sorted, so equal plans give equal text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v as object)
            .sort()
            .map((k) => [k, (v as Record<string, unknown>)[k]]),
        )
      : v,
  );
}
