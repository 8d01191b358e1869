import glicko2 from 'glicko2';
import type { GameRecord } from '../types';

/** A Glicko-2 rating. */
export interface Rating {
  readonly rating: number;
  /** Rating deviation: the rating is within ±2·rd with about 95 % confidence. */
  readonly rd: number;
  readonly volatility: number;
}

/** Glicko-2 system constants (defaults: rating 1500, deviation 350, volatility 0.06, tau 0.5). */
export interface GlickoSettings {
  readonly rating?: number;
  readonly rd?: number;
  readonly vol?: number;
  readonly tau?: number;
}

/**
 * Glicko-2 ratings over finished games, one rating period per round, games taken in schedule
 * order — so the ratings depend on the results only, never on which game happened to finish
 * first (workers on several machines finish in any order). A game with a winner counts as a
 * win against every other seat; a game without one as a draw between all seats.
 */
export function glickoRatings(
  entrants: readonly string[],
  games: readonly GameRecord[],
  settings: GlickoSettings = {},
): Record<string, Rating> {
  const system = new glicko2.Glicko2({
    tau: settings.tau ?? 0.5,
    rating: settings.rating ?? 1500,
    rd: settings.rd ?? 350,
    vol: settings.vol ?? 0.06,
  });
  const players = new Map(entrants.map((id) => [id, system.makePlayer()]));
  const rounds = new Map<number, GameRecord[]>();
  for (const g of [...games].sort((a, b) => a.index - b.index)) {
    const list = rounds.get(g.round) ?? [];
    list.push(g);
    rounds.set(g.round, list);
  }
  for (const round of [...rounds.keys()].sort((a, b) => a - b)) {
    const matches: [
      ReturnType<typeof system.makePlayer>,
      ReturnType<typeof system.makePlayer>,
      number,
    ][] = [];
    for (const g of rounds.get(round) ?? []) {
      const seats = g.seats.filter((s) => players.has(s));
      for (let i = 0; i < seats.length; i++)
        for (let j = i + 1; j < seats.length; j++) {
          const a = seats[i]!;
          const b = seats[j]!;
          const w = g.outcome.winner;
          const score = w === a ? 1 : w === b ? 0 : w === null ? 0.5 : null;
          // A third seat won: a and b both lost, which says nothing between them.
          if (score !== null) matches.push([players.get(a)!, players.get(b)!, score]);
        }
    }
    if (matches.length > 0) system.updateRatings(matches);
  }
  return Object.fromEntries(
    [...players].map(([id, p]) => [
      id,
      { rating: p.getRating(), rd: p.getRd(), volatility: p.getVol() },
    ]),
  );
}

/**
 * Wilson score interval of a proportion (`successes` of `trials`) at 95 % (z = 1.96):
 * sensible at 0 and at `trials` and for few games, unlike the normal approximation.
 * `[0, 1]` for no trials.
 */
export function wilsonInterval(successes: number, trials: number, z = 1.959964): [number, number] {
  if (!Number.isFinite(trials) || trials <= 0) return [0, 1];
  if (successes < 0 || successes > trials)
    throw new RangeError(`wilsonInterval: successes must be within 0…${trials}; got ${successes}.`);
  const p = successes / trials;
  const z2 = z * z;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half =
    (z / (1 + z2 / trials)) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}
