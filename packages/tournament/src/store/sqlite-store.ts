import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { dirname } from 'node:path';
import initSqlJs from 'sql.js';
import { TournamentError } from '../errors';
import { canonicalJson, planId } from '../schedule/round-robin';
import type {
  Entrant,
  FailedGame,
  GameOutcome,
  GameRecord,
  JsonValue,
  ScheduledGame,
  SeatFigures,
  TournamentPlan,
} from '../types';

type Database = import('sql.js').Database;
type SqlValue = number | string | Uint8Array | null;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS entrants (
  id TEXT PRIMARY KEY, position INTEGER NOT NULL, provider TEXT, config TEXT);
CREATE TABLE IF NOT EXISTS games (
  idx INTEGER PRIMARY KEY, round INTEGER NOT NULL, seed INTEGER NOT NULL, seats TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'scheduled', attempts INTEGER NOT NULL DEFAULT 0,
  winner TEXT, end_kind TEXT, reason TEXT, turns INTEGER, duration_ms INTEGER,
  transcript TEXT, worker TEXT, finished_at TEXT);
CREATE TABLE IF NOT EXISTS game_seats (
  game INTEGER NOT NULL, seat INTEGER NOT NULL, entrant TEXT NOT NULL,
  input_tokens INTEGER NOT NULL, output_tokens INTEGER NOT NULL, cost REAL NOT NULL,
  calls INTEGER NOT NULL, rejected INTEGER NOT NULL, turns INTEGER, seconds REAL,
  PRIMARY KEY (game, seat));
`;

/**
 * Every scheduled game of one tournament with its seats, seed, result, usage, cost, rejected
 * calls and transcript path, in one SQLite file. Each change is written to disk before the
 * call returns (to a temporary file that then replaces the store), so a `kill -9` at any
 * moment leaves the store as it was after the last finished game.
 */
export interface TournamentStore {
  /** The file, or `null` for a store in memory only. */
  readonly path: string | null;
  /**
   * Binds the store to a plan: a new store writes the plan; a store that holds the same plan
   * is resumed; a store of another plan throws `STORE_MISMATCH` and changes nothing.
   * Returns the plan's id.
   */
  open(plan: TournamentPlan): string;
  /** The plan the store holds, or `null` before {@link TournamentStore.open}. */
  plan(): TournamentPlan | null;
  /** Games with no result yet (scheduled, and failed unless `retryFailed` is false), in order. */
  pending(options?: { retryFailed?: boolean }): ScheduledGame[];
  /** Tries recorded for a game so far (failed ones; a finished game counts its last try too). */
  attempts(index: number): number;
  /** Writes a finished game. Returns `false` (and writes nothing) if it already has a result. */
  recordResult(index: number, outcome: GameOutcome, attempts: number): boolean;
  /** Marks a game failed after `attempts` tries (nothing happens if it already has a result). */
  recordFailure(index: number, reason: string, attempts: number): void;
  /** Finished games, in schedule order. */
  results(): GameRecord[];
  /** Games whose last try failed, in schedule order. */
  failures(): FailedGame[];
  /** Frees the database and the store's lock (the file is already up to date). */
  close(): void;
}

let sqlite: Promise<Awaited<ReturnType<typeof initSqlJs>>> | undefined;

/**
 * Opens (or creates) a tournament store. `path` is a file (its folder is created), or `null`
 * for a store in memory. The SQLite engine is WebAssembly from the registry package: nothing
 * to compile, nothing downloaded.
 */
export async function openTournamentStore(path: string | null): Promise<TournamentStore> {
  sqlite ??= initSqlJs();
  const SQL = await sqlite;
  let db: Database;
  const unlock = path === null ? () => {} : lock(path);
  if (path !== null && existsSync(path)) {
    try {
      db = new SQL.Database(readFileSync(path));
      db.exec(SCHEMA);
    } catch (error) {
      unlock();
      throw new TournamentError(
        'STORE_UNREADABLE',
        `${path} is not a tournament store (${error instanceof Error ? error.message : String(error)}). Give another --store file, or move this one away.`,
        { cause: error },
      );
    }
  } else {
    db = new SQL.Database();
    db.exec(SCHEMA);
  }
  return createStore(db, path, unlock);
}

/**
 * Takes `<path>.lock` for this process, so two runs never write one store at once (the second
 * would overwrite the first's results). A lock whose process is gone (`kill -9`) is taken over;
 * handles of the same process share it. Returns the release.
 */
function lock(path: string): () => void {
  const file = `${path}.lock`;
  mkdirSync(dirname(path), { recursive: true });
  for (;;) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(file, 'utf8') === String(process.pid)) unlinkSync(file);
        } catch {}
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder = Number.NaN;
    try {
      holder = Number(readFileSync(file, 'utf8'));
    } catch {}
    if (holder === process.pid) return () => {};
    if (alive(holder))
      throw new TournamentError(
        'STORE_LOCKED',
        `${path} is in use by process ${holder} (another run of this tournament?). Let it finish or stop it, then run again; a lock left by a process that died is taken over.`,
      );
    try {
      unlinkSync(file);
    } catch {}
  }
}

function alive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function createStore(db: Database, path: string | null, unlock: () => void): TournamentStore {
  const rows = (sql: string, params: SqlValue[] = []): Record<string, SqlValue>[] => {
    const stmt = db.prepare(sql);
    try {
      stmt.bind(params);
      const out: Record<string, SqlValue>[] = [];
      while (stmt.step()) out.push(stmt.getAsObject() as Record<string, SqlValue>);
      return out;
    } finally {
      stmt.free();
    }
  };
  const meta = (key: string): string | undefined =>
    rows('SELECT value FROM meta WHERE key = ?', [key])[0]?.value as string | undefined;
  /** Runs `change` in a transaction and writes the file; on error nothing changes. */
  const write = (change: () => void) => {
    db.exec('BEGIN');
    try {
      change();
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
    if (path !== null) persist(path, db.export());
  };

  const store: TournamentStore = {
    path,
    open(plan) {
      const id = planId(plan);
      const existing = meta('plan_id');
      if (existing === undefined) {
        write(() => {
          db.run('INSERT INTO meta (key, value) VALUES (?, ?), (?, ?), (?, ?)', [
            'plan_id',
            id,
            'settings',
            canonicalJson(plan.settings ?? null),
            'created_at',
            new Date().toISOString(),
          ]);
          plan.entrants.forEach((e, i) => {
            db.run('INSERT INTO entrants (id, position, provider, config) VALUES (?, ?, ?, ?)', [
              e.id,
              i,
              e.provider ?? null,
              e.config === undefined ? null : JSON.stringify(e.config),
            ]);
          });
          for (const g of plan.games)
            db.run('INSERT INTO games (idx, round, seed, seats) VALUES (?, ?, ?, ?)', [
              g.index,
              g.round,
              g.seed,
              JSON.stringify(g.seats),
            ]);
        });
        return id;
      }
      if (existing !== id) {
        const held = store.plan();
        throw new TournamentError(
          'STORE_MISMATCH',
          `${path ?? 'The store'} holds another tournament (${describe(held)}) than this one (${describe(plan)}). ` +
            'Rerun with the same entrants, games, seed and settings to resume it, or give another store file for a new tournament.',
        );
      }
      return id;
    },
    plan() {
      if (meta('plan_id') === undefined) return null;
      const entrants: Entrant[] = rows(
        'SELECT id, provider, config FROM entrants ORDER BY position',
      ).map((r) => ({
        id: r.id as string,
        ...(r.provider === null ? {} : { provider: r.provider as string }),
        ...(r.config === null ? {} : { config: JSON.parse(r.config as string) as JsonValue }),
      }));
      const settings = JSON.parse(meta('settings') ?? 'null') as JsonValue;
      return {
        entrants,
        games: rows('SELECT idx, round, seed, seats FROM games ORDER BY idx').map(scheduled),
        ...(settings === null ? {} : { settings }),
      };
    },
    pending(options) {
      const statuses = options?.retryFailed === false ? "('scheduled')" : "('scheduled', 'failed')";
      return rows(
        `SELECT idx, round, seed, seats FROM games WHERE status IN ${statuses} ORDER BY idx`,
      ).map(scheduled);
    },
    attempts(index) {
      return (
        (rows('SELECT attempts FROM games WHERE idx = ?', [index])[0]?.attempts as number) ?? 0
      );
    },
    recordResult(index, outcome, attempts) {
      const row = rows('SELECT status FROM games WHERE idx = ?', [index])[0];
      if (!row) throw new RangeError(`recordResult: no game ${index} in this store.`);
      if (row.status === 'done') return false;
      write(() => {
        db.run(
          `UPDATE games SET status = 'done', attempts = ?, winner = ?, end_kind = ?, reason = ?,
             turns = ?, duration_ms = ?, transcript = ?, worker = ?, finished_at = ? WHERE idx = ?`,
          [
            attempts,
            outcome.winner,
            outcome.end,
            outcome.reason,
            outcome.turns,
            Math.round(outcome.durationMs),
            outcome.transcript ?? null,
            outcome.worker ?? null,
            new Date().toISOString(),
            index,
          ],
        );
        db.run('DELETE FROM game_seats WHERE game = ?', [index]);
        outcome.seats.forEach((s, seat) => {
          db.run(
            `INSERT INTO game_seats (game, seat, entrant, input_tokens, output_tokens, cost, calls,
               rejected, turns, seconds) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            [
              index,
              seat,
              s.entrant,
              s.inputTokens,
              s.outputTokens,
              s.cost,
              s.calls,
              s.rejected,
              s.turns ?? null,
              s.seconds ?? null,
            ],
          );
        });
      });
      return true;
    },
    recordFailure(index, reason, attempts) {
      const row = rows('SELECT status FROM games WHERE idx = ?', [index])[0];
      if (!row) throw new RangeError(`recordFailure: no game ${index} in this store.`);
      if (row.status === 'done') return;
      write(() =>
        db.run(`UPDATE games SET status = 'failed', attempts = ?, reason = ? WHERE idx = ?`, [
          attempts,
          reason,
          index,
        ]),
      );
    },
    results() {
      const seats = new Map<number, SeatFigures[]>();
      for (const r of rows('SELECT * FROM game_seats ORDER BY game, seat')) {
        const list = seats.get(r.game as number) ?? [];
        list.push({
          entrant: r.entrant as string,
          inputTokens: r.input_tokens as number,
          outputTokens: r.output_tokens as number,
          cost: r.cost as number,
          calls: r.calls as number,
          rejected: r.rejected as number,
          ...(r.turns === null ? {} : { turns: r.turns as number }),
          ...(r.seconds === null ? {} : { seconds: r.seconds as number }),
        });
        seats.set(r.game as number, list);
      }
      return rows(`SELECT * FROM games WHERE status = 'done' ORDER BY idx`).map((r) => ({
        ...scheduled(r),
        attempts: r.attempts as number,
        finishedAt: r.finished_at as string,
        outcome: {
          winner: r.winner as string | null,
          end: r.end_kind as string,
          reason: r.reason as string,
          turns: r.turns as number,
          durationMs: r.duration_ms as number,
          seats: seats.get(r.idx as number) ?? [],
          ...(r.transcript === null ? {} : { transcript: r.transcript as string }),
          ...(r.worker === null ? {} : { worker: r.worker as string }),
        },
      }));
    },
    failures() {
      return rows(`SELECT * FROM games WHERE status = 'failed' ORDER BY idx`).map((r) => ({
        ...scheduled(r),
        reason: r.reason as string,
        attempts: r.attempts as number,
      }));
    },
    close() {
      db.close();
      unlock();
    },
  };
  return store;
}

function scheduled(r: Record<string, SqlValue>): ScheduledGame {
  return {
    index: r.idx as number,
    round: r.round as number,
    seed: r.seed as number,
    seats: JSON.parse(r.seats as string) as string[],
  };
}

function describe(plan: TournamentPlan | null): string {
  if (!plan) return 'nothing readable';
  const seeds = [...new Set(plan.games.map((g) => g.seed))];
  return `${plan.entrants.map((e) => e.id).join(', ')}; ${plan.games.length} games; seeds ${seeds.slice(0, 3).join(', ')}${seeds.length > 3 ? ' …' : ''}`;
}

/** Writes the whole database next to the store, flushes it, then renames it over the store. */
function persist(path: string, bytes: Uint8Array): void {
  mkdirSync(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}.tmp`;
  const fd = openSync(temp, 'w');
  try {
    writeSync(fd, bytes);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, path);
}
