import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * A process, told apart from any later process that gets the same pid: its start time (clock
 * ticks after boot, from `/proc/PID/stat`) and the boot it started in. Off Linux both are
 * absent and the pid alone has to do.
 */
export interface ProcessIdentity {
  readonly pid: number;
  readonly start?: string;
  readonly boot?: string;
  readonly host: string;
}

/** A lock's owner: a process, and a nonce that makes every lock's text unique. */
export interface LockOwner extends ProcessIdentity {
  readonly nonce: string;
}

/** Start time of process `pid` as `/proc` gives it, or undefined (no such process, no /proc). */
export function processStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22, counted after the command name, which is in parentheses and may hold spaces.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function bootId(): string | undefined {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/** This process. */
export function ownIdentity(): ProcessIdentity {
  const start = processStart(process.pid);
  const boot = bootId();
  return {
    pid: process.pid,
    ...(start ? { start } : {}),
    ...(boot ? { boot } : {}),
    host: hostname(),
  };
}

/** A new lock owner for this process, as the one line a lock file holds. */
export function newLockOwner(): { owner: LockOwner; text: string } {
  const owner: LockOwner = { ...ownIdentity(), nonce: randomBytes(8).toString('hex') };
  return { owner, text: JSON.stringify(owner) };
}

/**
 * Reads a lock file's text: this version's JSON line, or an older version's bare pid. Anything
 * else (a half-written or foreign file) is `undefined`: nobody owns it.
 */
export function parseLockOwner(text: string): LockOwner | undefined {
  if (/^\d+$/.test(text.trim())) return { pid: Number(text.trim()), host: hostname(), nonce: '' };
  try {
    const o = JSON.parse(text) as Partial<LockOwner>;
    if (!Number.isSafeInteger(o.pid) || typeof o.host !== 'string') return undefined;
    return o as LockOwner;
  } catch {
    return undefined;
  }
}

/**
 * Whether the owner still runs: `alive`, `dead` (no such process, another process now has its
 * pid, or the machine rebooted since), or `unknown` (another host: it cannot be checked here).
 */
export function ownerState(owner: ProcessIdentity): 'alive' | 'dead' | 'unknown' {
  if (owner.host !== hostname()) return 'unknown';
  const boot = bootId();
  if (owner.boot && boot && owner.boot !== boot) return 'dead';
  if (!Number.isSafeInteger(owner.pid) || owner.pid <= 0) return 'dead';
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return 'dead';
  }
  const start = processStart(owner.pid);
  if (owner.start && start && owner.start !== start) return 'dead';
  return 'alive';
}

/** Whether `owner` is this very process (not merely one with the same pid). */
export function isThisProcess(owner: ProcessIdentity): boolean {
  const me = ownIdentity();
  return (
    owner.pid === me.pid &&
    owner.host === me.host &&
    (owner.start ?? me.start) === me.start &&
    (owner.boot ?? me.boot) === me.boot
  );
}
