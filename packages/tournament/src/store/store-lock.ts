import { createHash } from 'node:crypto';
import { basename, dirname, join } from 'node:path';
import { TournamentError } from '../errors';
import {
  isThisProcess,
  type LockOwner,
  newLockOwner,
  ownerState,
  parseLockOwner,
} from './process-identity';
import { errnoCode, errnoWords, type StoreFiles } from './store-files';

/** Locks this process holds, by lock file: handles of one process share a lock. */
const held = new Map<string, { count: number; text: string }>();

/** Tries before a lock that keeps changing hands is reported as held. */
const MAX_TRIES = 200;

/**
 * Takes `<store>.lock` for this process, so two runs never write one store at once (the second
 * would overwrite the first's results). Returns the release.
 *
 * The lock file is created with its whole text at once (a hard link of a written file), so a
 * reader never sees it half-written. A lock whose owner is gone — no such process, a process
 * that got its pid later (its start time differs), a boot ago — is taken over, and only one
 * process may remove a given stale lock: the one that creates `<lock>.takeover-<digest of its
 * text>` first (lock texts are unique, so the name is too). Everyone else starts over and finds
 * the new owner. A taker that died holding that file is itself a stale owner, removed the same
 * way.
 */
export async function lockStore(files: StoreFiles, store: string): Promise<() => void> {
  const lock = `${store}.lock`;
  const mine = held.get(lock);
  if (mine) {
    mine.count++;
    return releaser(files, lock);
  }
  const { owner, text } = newLockOwner();
  for (let tries = 0; tries < MAX_TRIES; tries++) {
    if (createWithText(files, lock, text, owner)) {
      held.set(lock, { count: 1, text });
      cleanLitter(files, lock);
      return releaser(files, lock);
    }
    const current = readText(files, lock);
    if (current === undefined) continue;
    const holder = parseLockOwner(current);
    if (holder && isThisProcess(holder)) {
      // This process's lock from a handle whose count this module lost (a second copy of it).
      held.set(lock, { count: 1, text: current });
      return releaser(files, lock);
    }
    const state = holder ? ownerState(holder) : 'dead';
    if (state !== 'dead') throw lockedError(store, lock, holder!, state);
    if (!removeStale(files, lock, lock, current, text, owner, 0))
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20));
  }
  throw new TournamentError(
    'STORE_LOCKED',
    `${store}: its lock ${lock} kept changing hands (${MAX_TRIES} tries). Another run is starting on this store; let one run alone.`,
  );
}

function releaser(files: StoreFiles, lock: string): () => void {
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const entry = held.get(lock);
    if (!entry || --entry.count > 0) return;
    held.delete(lock);
    // Only our own lock: a lock taken over (we were thought dead) is someone else's now.
    if (readText(files, lock) === entry.text)
      try {
        files.unlinkSync(lock);
      } catch {}
  };
}

function lockedError(
  store: string,
  lock: string,
  holder: LockOwner,
  state: 'alive' | 'unknown',
): TournamentError {
  return new TournamentError(
    'STORE_LOCKED',
    state === 'alive'
      ? `${store} is in use by process ${holder.pid} (another run of this tournament?). Let it finish or stop it, then run again; a lock left by a process that died is taken over.`
      : `${store} is in use by process ${holder.pid} on ${holder.host}, which cannot be checked from here. If that run is over, delete ${lock} and run again.`,
  );
}

/**
 * Removes `file` if it still holds `staleText`, as the only process doing so. Returns false when
 * another process is at it (wait a moment, then look again).
 */
function removeStale(
  files: StoreFiles,
  lock: string,
  file: string,
  staleText: string,
  text: string,
  owner: LockOwner,
  depth: number,
): boolean {
  const guard = `${lock}.takeover-${digest(staleText)}`;
  if (createWithText(files, guard, text, owner)) {
    try {
      // Nobody else can change `file` now: its owner is gone and we hold the right to remove it.
      if (readText(files, file) === staleText) files.unlinkSync(file);
    } catch (error) {
      if (errnoCode(error) !== 'ENOENT') throw notWritable(lock, error);
    } finally {
      try {
        files.unlinkSync(guard);
      } catch {}
    }
    return true;
  }
  const guardText = readText(files, guard);
  // The guard is gone (its taker finished) or the stale text is (replaced): look again.
  if (guardText === undefined || readText(files, file) !== staleText) return true;
  const taker = parseLockOwner(guardText);
  if (taker && ownerState(taker) !== 'dead') return false;
  // The taker died holding the guard: remove the guard the same way, then start over.
  if (depth >= 8) return false;
  return removeStale(files, lock, guard, guardText, text, owner, depth + 1);
}

/** Creates `file` holding `text` whole, unless it exists (false). */
function createWithText(files: StoreFiles, file: string, text: string, owner: LockOwner): boolean {
  const temp = `${file}.${owner.pid}.${owner.nonce}.new`;
  try {
    const fd = files.openSync(temp, 'w', 0o644);
    try {
      const bytes = Buffer.from(text);
      let written = 0;
      while (written < bytes.length) {
        const n = files.writeSync(fd, bytes, written, bytes.length - written);
        if (!(n > 0)) throw Object.assign(new Error('short write'), { code: 'ENOSPC' });
        written += n;
      }
    } finally {
      files.closeSync(fd);
    }
  } catch (error) {
    try {
      files.unlinkSync(temp);
    } catch {}
    throw notWritable(file, error);
  }
  try {
    files.linkSync(temp, file);
    return true;
  } catch (error) {
    if (errnoCode(error) === 'EEXIST') return false;
    throw notWritable(file, error);
  } finally {
    try {
      files.unlinkSync(temp);
    } catch {}
  }
}

function readText(files: StoreFiles, file: string): string | undefined {
  try {
    return Buffer.from(files.readFileSync(file)).toString('utf8');
  } catch (error) {
    if (errnoCode(error) === 'ENOENT') return undefined;
    throw notWritable(file, error);
  }
}

function notWritable(file: string, error: unknown): TournamentError {
  return new TournamentError(
    'STORE_NOT_WRITABLE',
    `Cannot create the store's lock ${file}: ${errnoWords(error)}. Give a --store file in a folder you can write, or make ${dirname(file)} writable.`,
    { cause: error },
  );
}

function digest(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 24);
}

/**
 * Removes what crashed lock takers left beside the lock: half-made lock files and takeover
 * guards of processes that are gone. Only after this process holds the lock.
 */
function cleanLitter(files: StoreFiles, lock: string): void {
  const base = basename(lock);
  const folder = dirname(lock);
  let names: string[];
  try {
    names = files.readdirSync(folder);
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.startsWith(`${base}.`)) continue;
    const rest = name.slice(base.length + 1);
    const made = /^(?:takeover-[0-9a-f]+\.)?(\d+)\.[0-9a-f]+\.new$/.exec(rest);
    let gone: boolean;
    if (made) gone = processGone(Number(made[1]));
    else if (/^takeover-[0-9a-f]+$/.test(rest)) {
      const text = readText(files, join(folder, name));
      const taker = text === undefined ? undefined : parseLockOwner(text);
      gone = !taker || ownerState(taker) === 'dead';
    } else continue;
    if (gone)
      try {
        files.unlinkSync(join(folder, name));
      } catch {}
  }
}

function processGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
