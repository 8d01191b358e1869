// A child process of a test, read line by line: tests wait for the line they need (bounded),
// never for a time, so a loaded machine only makes them slower.
import { type ChildProcess, spawn } from 'node:child_process';

export interface LineChild {
  readonly child: ChildProcess;
  /** Lines of stdout so far. */
  readonly lines: string[];
  /** stderr so far. */
  readonly stderr: () => string;
  /** Resolves once `test(lines)` holds; rejects after `timeoutMs` naming `what` and the lines. */
  waitFor(test: (lines: string[]) => boolean, what: string, timeoutMs?: number): Promise<void>;
  /** Writes a line to the child's stdin. */
  send(line: string): void;
  /** Resolves with the exit code (or signal) once the child has ended and its pipes are read. */
  readonly closed: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function spawnLines(
  script: string,
  env: Record<string, string | undefined>,
  args: readonly string[] = [],
): LineChild {
  const child = spawn(process.execPath, [script, ...args], {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let err = '';
  let buffer = '';
  let ended = false;
  const waiters = new Set<() => void>();
  child.stdout!.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const parts = buffer.split('\n');
    buffer = parts.pop() ?? '';
    lines.push(...parts);
    for (const w of [...waiters]) w();
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  const closed = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('close', (code, signal) => {
      ended = true;
      for (const w of [...waiters]) w();
      resolve({ code, signal });
    }),
  );
  return {
    child,
    lines,
    stderr: () => err,
    closed,
    send: (line) => void child.stdin!.write(`${line}\n`),
    waitFor: (test, what, timeoutMs = 60_000) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (test(lines)) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve();
          } else if (ended) {
            waiters.delete(check);
            clearTimeout(timer);
            reject(new Error(`the child ended before ${what}:\n${lines.join('\n')}\n${err}`));
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${what} within ${timeoutMs} ms:\n${lines.join('\n')}\n${err}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
  };
}
