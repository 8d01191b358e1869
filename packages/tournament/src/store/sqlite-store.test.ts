import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import initSqlJs from 'sql.js';
import { describe, expect, it } from 'vitest';
import type { TournamentError } from '../errors';
import { roundRobin } from '../schedule/round-robin';
import type { GameOutcome } from '../types';
import { openTournamentStore } from './sqlite-store';

const plan = roundRobin({
  entrants: [{ id: 'a', provider: 'openai', config: { model: 'x' } }, { id: 'b' }],
  rounds: 2,
  seed: 9,
  settings: { maxTurns: 5 },
});
const outcome = (winner: string | null, seats = ['a', 'b']): GameOutcome => ({
  winner,
  end: 'game_over',
  reason: 'prizes',
  turns: 7,
  durationMs: 1234,
  transcript: 'games/0.jsonl',
  seats: seats.map((entrant, i) => ({
    entrant,
    inputTokens: 100 + i,
    outputTokens: 10 + i,
    cost: 0.25,
    calls: 20,
    rejected: i,
    turns: 4,
    seconds: 1.5,
  })),
});

describe('openTournamentStore', () => {
  it('writes each result to the file at once, and a reopened store resumes with it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'store-'));
    const file = join(dir, 'sub', 't.sqlite');
    const store = await openTournamentStore(file);
    const id = store.open(plan);
    expect(store.pending().map((g) => g.index)).toEqual([0, 1, 2, 3]);
    expect(store.recordResult(1, outcome('b', ['b', 'a']), 2)).toBe(true);
    store.recordFailure(2, 'rate limited', 1);
    // A second process sees the file as it is now, without any close.
    const again = await openTournamentStore(file);
    expect(again.open(plan)).toBe(id);
    expect(again.plan()).toEqual(plan);
    expect(again.pending().map((g) => g.index)).toEqual([0, 2, 3]);
    expect(again.pending({ retryFailed: false }).map((g) => g.index)).toEqual([0, 3]);
    expect(again.attempts(2)).toBe(1);
    const [record] = again.results();
    expect(record).toMatchObject({ index: 1, round: 0, seed: 9, seats: ['b', 'a'], attempts: 2 });
    expect(record!.outcome).toEqual(outcome('b', ['b', 'a']));
    expect(again.failures()).toEqual([
      { index: 2, round: 1, seed: 10, seats: ['a', 'b'], reason: 'rate limited', attempts: 1 },
    ]);
    // No temporary file is left beside the store; its lock goes when it is closed.
    expect(readdirSync(join(dir, 'sub')).sort()).toEqual(['t.sqlite', 't.sqlite.lock']);
    store.close();
    again.close();
    expect(readdirSync(join(dir, 'sub'))).toEqual(['t.sqlite']);
  });

  it('keeps the effects a seat carried out by hand, also in a store written before they were counted', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'store-'));
    const file = join(dir, 't.sqlite');
    const store = await openTournamentStore(file);
    store.open(plan);
    const byHand = outcome('a');
    const marked = { ...byHand, seats: [{ ...byHand.seats[0]!, unverified: 2 }, byHand.seats[1]!] };
    store.recordResult(0, marked, 1);
    store.close();
    expect((await openTournamentStore(file)).results()[0]?.outcome).toEqual(marked);
    // The same store as an older version wrote it: no such column.
    const SQL = await initSqlJs();
    const old = new SQL.Database(readFileSync(file));
    old.exec('ALTER TABLE game_seats DROP COLUMN unverified');
    writeFileSync(file, old.export());
    old.close();
    const reopened = await openTournamentStore(file);
    reopened.open(plan);
    expect(reopened.results()[0]?.outcome).toEqual(outcome('a'));
    reopened.recordResult(1, marked, 1);
    expect(reopened.results()[1]?.outcome.seats[0]?.unverified).toBe(2);
    reopened.close();
  });

  it('never records a game twice, and a result replaces a failure', async () => {
    const store = await openTournamentStore(null);
    store.open(plan);
    store.recordFailure(0, 'boom', 1);
    expect(store.recordResult(0, outcome('a'), 2)).toBe(true);
    expect(store.recordResult(0, outcome('b'), 3)).toBe(false);
    store.recordFailure(0, 'late failure', 4);
    expect(store.results().map((r) => [r.index, r.outcome.winner, r.attempts])).toEqual([
      [0, 'a', 2],
    ]);
    expect(store.failures()).toEqual([]);
    expect(() => store.recordResult(99, outcome('a'), 1)).toThrow(
      'recordResult: no game 99 in this store.',
    );
  });

  it('refuses a store of another tournament and changes nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'store-'));
    const file = join(dir, 't.sqlite');
    const store = await openTournamentStore(file);
    store.open(plan);
    const before = readFileSync(file);
    const other = roundRobin({ entrants: [{ id: 'a' }, { id: 'c' }], rounds: 1, seed: 9 });
    const reopened = await openTournamentStore(file);
    expect(() => reopened.open(other)).toThrow(
      `${file} holds another tournament than this one — entrants: a, b in the store; a, c here; games: 4 in the store, 2 here; settings: {"maxTurns":5} in the store, absent here. Rerun with the same entrants`,
    );
    expect(readFileSync(file)).toEqual(before);
    expect(reopened.plan()).toEqual(plan);
    reopened.close();
    store.close();
  });

  it('names only the settings that differ when only settings do', async () => {
    const store = await openTournamentStore(null);
    const decks = (list: string) => ({ maxTurns: 5, deck: { label: 'zap', list } });
    store.open({ ...plan, settings: decks('4 Pikachu\n'.repeat(15)) });
    const error = (() => {
      try {
        store.open({ ...plan, settings: { ...decks('4 Raichu\n'.repeat(15)), maxTurns: 40 } });
      } catch (e) {
        return e as TournamentError;
      }
    })();
    expect(error).toMatchObject({ code: 'STORE_MISMATCH' });
    expect(error!.message).toBe(
      'The store holds another tournament than this one — settings.deck.list: a 150-character text in the store, a 135-character text here; settings.maxTurns: 5 in the store, 40 here. ' +
        'Rerun with the same entrants, games, seed and settings to resume it, or give another store file for a new tournament.',
    );
  });

  it('says so when the file is not a store', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'store-'));
    const file = join(dir, 'notes.txt');
    writeFileSync(file, 'hello, this is not SQLite at all '.repeat(20));
    await expect(openTournamentStore(file)).rejects.toMatchObject({
      code: 'STORE_UNREADABLE',
      message: `${file} is not a tournament store it can use: it is not a SQLite database. Give another --store file, or move this one away.`,
    });
  });

  it('refuses a store another live process has open, and takes over the lock of one that died', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'store-'));
    const file = join(dir, 't.sqlite');
    const other = spawn('sleep', ['30'], { stdio: 'ignore' });
    writeFileSync(`${file}.lock`, String(other.pid));
    await expect(openTournamentStore(file)).rejects.toThrow(
      `${file} is in use by process ${other.pid} (another run of this tournament?).`,
    );
    expect(existsSync(file)).toBe(false);
    other.kill('SIGKILL');
    await new Promise((resolve) => other.once('exit', resolve));
    const store = await openTournamentStore(file);
    expect(JSON.parse(readFileSync(`${file}.lock`, 'utf8'))).toMatchObject({ pid: process.pid });
    store.open(plan);
    store.close();
    expect(existsSync(`${file}.lock`)).toBe(false);
  });
});
