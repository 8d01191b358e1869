import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openTournamentStore } from '../store/sqlite-store';

const script = fileURLToPath(new URL('../__fixtures__/draw-play-tournament.mjs', import.meta.url));

const games = (lines: string[], kind: string) =>
  lines.filter((l) => l.startsWith(`${kind} `)).map((l) => Number(l.split(' ')[1]));

/**
 * Runs the 40-game tournament in a child. With `killAfter`, games that start after that many are
 * recorded hang, and the child is killed with SIGKILL once it has started one of them.
 */
function run(store: string, killAfter?: number) {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, STORE: store, ...(killAfter ? { HOLD_AFTER: String(killAfter) } : {}) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  let buffer = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const parts = buffer.split('\n');
    buffer = parts.pop() ?? '';
    lines.push(...parts);
    // Halfway: 20 games written, and the next one under way (it never ends).
    if (killAfter !== undefined && games(lines, 'recorded').length >= killAfter) {
      const started = games(lines, 'start');
      if (started.some((g) => !games(lines, 'recorded').includes(g))) child.kill('SIGKILL');
    }
  });
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null; lines: string[] }>(
    (resolve) => child.on('close', (code, signal) => resolve({ code, signal, lines })),
  );
}

describe('a tournament killed with kill -9', () => {
  it('resumes from its store: exactly 40 results, no finished game played again', async () => {
    const store = join(mkdtempSync(join(tmpdir(), 'resume-')), 'tournament.sqlite');
    const first = await run(store, 20);
    expect(first.signal).toBe('SIGKILL');
    const cut = await openTournamentStore(store);
    const before = cut.results().map((r) => r.index);
    cut.close();
    // 20 written (21 when the other game under way ended first), the rest still to play.
    expect(before.length).toBeGreaterThanOrEqual(20);
    expect(before.length).toBeLessThanOrEqual(21);
    // Games cut off mid-way: started, never written.
    const cutOff = games(first.lines, 'start').filter((g) => !before.includes(g));
    expect(cutOff.length).toBeGreaterThanOrEqual(1);

    const second = await run(store);
    expect(second.code).toBe(0);
    const replayed = games(second.lines, 'start');
    // Nothing finished before the kill was started again; everything else was.
    expect(replayed.filter((g) => before.includes(g))).toEqual([]);
    for (const g of cutOff) expect(replayed).toContain(g);
    expect([...before, ...replayed].sort((a, b) => a - b)).toEqual([...Array(40).keys()]);
    expect(second.lines.at(-1)).toBe(`done ${40 - before.length} ${before.length}`);

    const done = await openTournamentStore(store);
    const results = done.results();
    expect(results.map((r) => r.index)).toEqual([...Array(40).keys()]);
    expect(results.every((r) => r.attempts === 1)).toBe(true);
    expect(done.failures()).toEqual([]);
    done.close();
  }, 120_000);
});
