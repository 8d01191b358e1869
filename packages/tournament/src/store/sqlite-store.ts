import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
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
import { FileWriteError, isTempFileOf, writeFileDurably } from './durable-write';
import { planDifferences } from './plan-differences';
import {
  errnoCode,
  errnoWords,
  nodeFiles,
  type StoreFileStat,
  type StoreFiles,
} from './store-files';
import { lockStore } from './store-lock';

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
  unverified INTEGER, PRIMARY KEY (game, seat));
`;

/** A store written before a column existed gets it (empty for the games already played). */
function addMissingColumns(db: Database): void {
  const columns = db.exec('PRAGMA table_info(game_seats)')[0]?.values.map((r) => r[1]) ?? [];
  if (!columns.includes('unverified'))
    db.exec('ALTER TABLE game_seats ADD COLUMN unverified INTEGER');
}

/** The tables of a tournament store; a SQLite file with other tables is someone else's. */
const TABLES = ['entrants', 'game_seats', 'games', 'meta'];

/**
 * Every scheduled game of one tournament with its seats, seed, result, usage, cost, rejected
 * calls and transcript path, in one SQLite file. Each change is on disk before the call returns:
 * written whole to a temporary file, read back and compared, then renamed over the store (see
 * `writeFileDurably`), so a `kill -9` or a full disk at any moment leaves the store as it was
 * after the last finished game. A write that fails throws `STORE_WRITE_FAILED`, leaves the file
 * as it was, and the handle writes nothing more (open the file again to go on).
 */
export interface TournamentStore {
  /** The file, or `null` for a store in memory only. */
  readonly path: string | null;
  /**
   * This store's identity: random, made when the store was made, kept in the file. Two stores
   * of the same plan have different ids, so a queue keyed by it plays every game for each.
   */
  readonly id: string;
  /**
   * Binds the store to a plan: a new store writes the plan; a store that holds the same plan
   * is resumed; a store of another plan throws `STORE_MISMATCH` (naming what differs) and
   * changes nothing. Returns the plan's id.
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

/** Options of {@link openTournamentStore}. */
export interface OpenTournamentStoreOptions {
  /**
   * The file operations the store uses (default `node:fs`): tests hand in a disk that fills
   * up or refuses access.
   */
  readonly files?: StoreFiles;
}

type Sql = Awaited<ReturnType<typeof initSqlJs>>;
let sqlite: Promise<Sql> | undefined;

/**
 * Opens (or creates) a tournament store. `path` is a file (its folder is created), or `null`
 * for a store in memory. The SQLite engine is WebAssembly from the registry package: nothing
 * to compile, nothing downloaded.
 *
 * Refuses, in the tournament's words and naming the path, anything it should not touch:
 * `STORE_NOT_WRITABLE` (a folder it cannot make or write, a read-only store file),
 * `STORE_UNREADABLE` (a file it cannot read, a damaged database, a file that is not SQLite or is
 * another program's SQLite database — left exactly as it is), `STORE_LOCKED` (another live run
 * has it). Temporary files of runs that were killed are removed.
 */
export async function openTournamentStore(
  path: string | null,
  options: OpenTournamentStoreOptions = {},
): Promise<TournamentStore> {
  sqlite ??= initSqlJs();
  const SQL = await sqlite;
  if (path === null)
    return createStore(SQL, { db: fresh(SQL), bytes: null }, null, () => {}, nodeFiles);
  const files = options.files ?? nodeFiles;
  makeFolder(files, path);
  const unlock = await lockStore(files, path);
  try {
    removeTempFiles(files, path);
    return createStore(SQL, load(SQL, files, path), path, unlock, files);
  } catch (error) {
    unlock();
    throw error;
  }
}

function fresh(SQL: Sql): Database {
  const db = new SQL.Database();
  db.exec(SCHEMA);
  return db;
}

/** Creates the store's folder, or says in words why it cannot be. */
function makeFolder(files: StoreFiles, path: string): void {
  const folder = dirname(path);
  try {
    files.mkdirSync(folder, { recursive: true });
  } catch (error) {
    const code = errnoCode(error);
    const blocker =
      code === 'EEXIST' || code === 'ENOTDIR' ? fileInTheWay(files, folder) : undefined;
    throw new TournamentError(
      'STORE_NOT_WRITABLE',
      blocker
        ? `Cannot make the folder ${folder} for the store ${path}: ${blocker} is a file, not a folder. Give a --store path inside a folder.`
        : `Cannot make the folder ${folder} for the store ${path}: ${errnoWords(error)}. Give a --store path in a folder you can write.`,
      { cause: error },
    );
  }
}

/** The nearest existing ancestor of `folder` (itself included) that is not a folder. */
function fileInTheWay(files: StoreFiles, folder: string): string | undefined {
  for (let at = folder; ; at = dirname(at)) {
    try {
      if (!files.statSync(at).isDirectory()) return at;
      return undefined;
    } catch {}
    if (dirname(at) === at) return undefined;
  }
}

/** Removes what runs killed mid-write left beside the store (this process holds its lock). */
function removeTempFiles(files: StoreFiles, path: string): void {
  const folder = dirname(path);
  for (const name of files.readdirSync(folder))
    if (isTempFileOf(path, name))
      try {
        files.unlinkSync(join(folder, name));
      } catch {}
}

const SQLITE_HEADER = 'SQLite format 3\0';

/** A store's database and the file bytes it was read from (`null`: no file yet). */
interface Loaded {
  readonly db: Database;
  readonly bytes: Uint8Array | null;
}

/** The store's database from its file, or a new one; refuses what is not a tournament store. */
function load(SQL: Sql, files: StoreFiles, path: string): Loaded {
  let stat: StoreFileStat;
  try {
    stat = files.statSync(path);
  } catch (error) {
    if (errnoCode(error) === 'ENOENT') return { db: fresh(SQL), bytes: null };
    throw unreadable(path, `it cannot be read: ${errnoWords(error)}`, error);
  }
  if (stat.isDirectory())
    throw unreadable(path, 'it is a folder; give a file name, e.g. tournament.sqlite');
  let bytes: Uint8Array;
  try {
    bytes = files.readFileSync(path);
  } catch (error) {
    throw unreadable(path, `it cannot be read: ${errnoWords(error)}`, error);
  }
  // An empty file holds nothing to lose (`touch store.sqlite`): it becomes the store.
  if (bytes.length === 0) return checkWritable(files, path, stat, { db: fresh(SQL), bytes: null });
  if (Buffer.from(bytes.subarray(0, SQLITE_HEADER.length)).toString('latin1') !== SQLITE_HEADER)
    throw unreadable(path, 'it is not a SQLite database');
  let db: Database | undefined;
  try {
    db = new SQL.Database(new Uint8Array(bytes));
    const check = String(db.exec('PRAGMA quick_check')[0]?.values[0]?.[0]);
    if (check !== 'ok')
      throw new Error(
        `SQLite's check: ${check.split('\n').find((l) => l && !l.startsWith('***')) ?? check}`,
      );
    const tables = (
      db.exec("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")[0]?.values ?? []
    ).map((r) => String(r[0]));
    const planned =
      TABLES.every((t) => tables.includes(t)) &&
      db.exec("SELECT 1 FROM meta WHERE key = 'plan_id'").length > 0;
    if (!planned) {
      db.close();
      throw unreadable(
        path,
        `it is a SQLite database of something else (${tables.length ? `tables: ${tables.join(', ')}` : 'no tables'}); the tournament leaves it as it is`,
      );
    }
    db.exec(SCHEMA);
    addMissingColumns(db);
  } catch (error) {
    if (error instanceof TournamentError) throw error;
    db?.close();
    throw unreadable(
      path,
      `the database is damaged (${error instanceof Error ? error.message : String(error)})`,
      error,
    );
  }
  return checkWritable(files, path, stat, { db, bytes });
}

/** `loaded`, unless the store file is read-only: then nothing may replace it. */
function checkWritable(
  files: StoreFiles,
  path: string,
  stat: { mode: number },
  loaded: Loaded,
): Loaded {
  let why: string | undefined;
  if ((stat.mode & 0o222) === 0) why = `it is read-only (mode ${(stat.mode & 0o777).toString(8)})`;
  else
    try {
      files.checkWritable(path);
    } catch (error) {
      why = errnoWords(error);
    }
  if (why === undefined) return loaded;
  loaded.db.close();
  throw new TournamentError(
    'STORE_NOT_WRITABLE',
    `The store ${path} cannot be written: ${why}. The tournament does not replace it; make it writable (chmod u+w ${path}) or give another --store file.`,
  );
}

function unreadable(path: string, why: string, cause?: unknown): TournamentError {
  return new TournamentError(
    'STORE_UNREADABLE',
    `${path} is not a tournament store it can use: ${why}. Give another --store file, or move this one away.`,
    cause === undefined ? undefined : { cause },
  );
}

function createStore(
  SQL: Sql,
  loaded: Loaded,
  path: string | null,
  unlock: () => void,
  files: StoreFiles,
): TournamentStore {
  let db = loaded.db;
  /** The file's bytes as last written (or read), to go back to when a write fails. */
  let onDisk = loaded.bytes;
  let broken: TournamentError | undefined;
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
  const id = meta('store_id') ?? randomBytes(8).toString('hex');
  /**
   * Runs `change` in a transaction and writes the file. On an error nothing changes; when the
   * file cannot be written the database goes back to what the file holds, and this handle
   * writes nothing more.
   */
  const write = (change: () => void) => {
    if (broken) throw broken;
    db.exec('BEGIN');
    try {
      change();
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
    if (path === null) return;
    const bytes = db.export();
    try {
      writeFileDurably(files, path, bytes);
      onDisk = bytes;
    } catch (error) {
      if (!(error instanceof FileWriteError)) throw error;
      db.close();
      // sql.js may keep the array it is given as its file: hand it a copy.
      db = onDisk ? new SQL.Database(new Uint8Array(onDisk)) : fresh(SQL);
      const kept = rows(`SELECT COUNT(*) AS n FROM games WHERE status = 'done'`)[0]?.n ?? 0;
      broken = new TournamentError(
        'STORE_WRITE_FAILED',
        `Could not write the tournament store ${path}: ${error.reason}. The store is as it was before (${onDisk ? `${kept} finished game${kept === 1 ? '' : 's'} kept` : 'no tournament written yet'}); free some space or fix the disk, then run the same command to go on.`,
        { cause: error },
      );
      throw broken;
    }
  };

  const store: TournamentStore = {
    path,
    id,
    open(plan) {
      const tournament = planId(plan);
      const existing = meta('plan_id');
      if (existing === undefined) {
        write(() => {
          db.run('INSERT INTO meta (key, value) VALUES (?, ?), (?, ?), (?, ?), (?, ?)', [
            'plan_id',
            tournament,
            'store_id',
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
        return tournament;
      }
      if (existing !== tournament) {
        const differences = planDifferences(store.plan()!, plan);
        throw new TournamentError(
          'STORE_MISMATCH',
          `${path ?? 'The store'} holds another tournament than this one — ${differences.length ? differences.join('; ') : 'its plan was made differently'}. ` +
            'Rerun with the same entrants, games, seed and settings to resume it, or give another store file for a new tournament.',
        );
      }
      // A store from before stores had ids gets its id now.
      if (meta('store_id') === undefined)
        write(() => db.run('INSERT INTO meta (key, value) VALUES (?, ?)', ['store_id', id]));
      return tournament;
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
               rejected, turns, seconds, unverified) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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
              s.unverified ?? null,
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
          ...(r.unverified ? { unverified: r.unverified as number } : {}),
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
