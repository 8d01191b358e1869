import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import initSqlJs from 'sql.js';
import { describe, expect, it } from 'vitest';
import { smallDisk } from '../__fixtures__/small-disk';
import type { TournamentError } from '../errors';
import { roundRobin } from '../schedule/round-robin';
import type { GameOutcome } from '../types';
import { openTournamentStore } from './sqlite-store';
import { nodeFiles, type StoreFiles } from './store-files';

const plan = roundRobin({ entrants: [{ id: 'a' }, { id: 'b' }], rounds: 3, seed: 2 });
const outcome = (index: number): GameOutcome => ({
  winner: plan.games[index]!.seats[0]!,
  end: 'game_over',
  reason: 'prizes',
  turns: 9,
  durationMs: 100,
  transcript: `games/game-${index}.jsonl`,
  seats: plan.games[index]!.seats.map((entrant) => ({
    entrant,
    inputTokens: 10,
    outputTokens: 1,
    cost: 0,
    calls: 3,
    rejected: 0,
  })),
});
const folder = () => mkdtempSync(join(tmpdir(), 'store-errors-'));
const denied = (call: string, path: string) =>
  Object.assign(new Error(`EACCES: permission denied, ${call} '${path}'`), { code: 'EACCES' });

describe('a store the tournament cannot use is refused in its own words, with the path', () => {
  it('a store path under a file: STORE_NOT_WRITABLE names the file in the way', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'notes.txt'), 'mine');
    const file = join(dir, 'notes.txt', 'sub', 't.sqlite');
    await expect(openTournamentStore(file)).rejects.toMatchObject({
      code: 'STORE_NOT_WRITABLE',
      message: `Cannot make the folder ${join(dir, 'notes.txt', 'sub')} for the store ${file}: ${join(dir, 'notes.txt')} is a file, not a folder. Give a --store path inside a folder.`,
    });
    // The folder itself a file (as /etc/hostname/s.sqlite): EEXIST from mkdir.
    const direct = join(dir, 'notes.txt', 't.sqlite');
    await expect(openTournamentStore(direct)).rejects.toMatchObject({
      code: 'STORE_NOT_WRITABLE',
      message: expect.stringContaining(`${join(dir, 'notes.txt')} is a file, not a folder`),
    });
    expect(readFileSync(join(dir, 'notes.txt'), 'utf8')).toBe('mine');
  });

  it('a folder it may not write (EACCES): STORE_NOT_WRITABLE, at the folder or at the lock', async () => {
    const dir = folder();
    const file = join(dir, 'deep', 't.sqlite');
    const noMkdir: StoreFiles = {
      ...nodeFiles,
      mkdirSync: (path) => {
        throw denied('mkdir', path);
      },
    };
    await expect(openTournamentStore(file, { files: noMkdir })).rejects.toMatchObject({
      code: 'STORE_NOT_WRITABLE',
      message: `Cannot make the folder ${join(dir, 'deep')} for the store ${file}: permission denied (EACCES). Give a --store path in a folder you can write.`,
    });
    const noCreate: StoreFiles = {
      ...nodeFiles,
      openSync: (path, flags, mode) => {
        if (flags !== 'r') throw denied('open', path);
        return nodeFiles.openSync(path, flags, mode);
      },
    };
    const flat = join(dir, 't.sqlite');
    await expect(openTournamentStore(flat, { files: noCreate })).rejects.toMatchObject({
      code: 'STORE_NOT_WRITABLE',
      message: `Cannot create the store's lock ${flat}.lock: permission denied (EACCES). Give a --store file in a folder you can write, or make ${dir} writable.`,
    });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('a store file it may not read (EACCES), or a folder: STORE_UNREADABLE', async () => {
    const dir = folder();
    const file = join(dir, 't.sqlite');
    const store = await openTournamentStore(file);
    store.open(plan);
    store.close();
    const noRead: StoreFiles = {
      ...nodeFiles,
      readFileSync: (path) => {
        if (path === file) throw denied('open', path);
        return nodeFiles.readFileSync(path);
      },
    };
    await expect(openTournamentStore(file, { files: noRead })).rejects.toMatchObject({
      code: 'STORE_UNREADABLE',
      message: `${file} is not a tournament store it can use: it cannot be read: permission denied (EACCES). Give another --store file, or move this one away.`,
    });
    mkdirSync(join(dir, 'a-folder'));
    await expect(openTournamentStore(join(dir, 'a-folder'))).rejects.toMatchObject({
      code: 'STORE_UNREADABLE',
      message: expect.stringContaining('it is a folder; give a file name, e.g. tournament.sqlite'),
    });
    // The refused opens let go of the lock: the store opens.
    (await openTournamentStore(file)).close();
  });

  it('a damaged database — scribbled over or cut short — is STORE_UNREADABLE, one line, left as it is', async () => {
    const dir = folder();
    const file = join(dir, 't.sqlite');
    const store = await openTournamentStore(file);
    store.open(plan);
    for (let i = 0; i < plan.games.length; i++) store.recordResult(i, outcome(i), 1);
    store.close();
    const good = readFileSync(file);
    const scribbled = Buffer.from(good);
    // Over the second page (a table's b-tree), the header kept.
    scribbled.fill(0x5a, 4096 + 8, 4096 + 200);
    for (const bytes of [scribbled, good.subarray(0, good.length / 2)]) {
      writeFileSync(file, bytes);
      const error = await openTournamentStore(file).then(
        () => undefined,
        (e: TournamentError) => e,
      );
      expect(error).toMatchObject({ code: 'STORE_UNREADABLE' });
      expect(error!.message).toMatch(
        /^\S+t\.sqlite is not a tournament store it can use: the database is damaged \((SQLite's check: .+|database disk image is malformed)\)\. Give another --store file, or move this one away\.$/,
      );
      expect(error!.message).not.toContain('\n');
      expect(readFileSync(file)).toEqual(bytes);
    }
  });

  it('another program’s SQLite database is refused, not rewritten', async () => {
    const dir = folder();
    const file = join(dir, 'app.sqlite');
    const SQL = await initSqlJs();
    const db = new SQL.Database();
    db.run(
      'CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO users VALUES (1, "x")',
    );
    writeFileSync(file, db.export());
    const before = readFileSync(file);
    await expect(openTournamentStore(file)).rejects.toMatchObject({
      code: 'STORE_UNREADABLE',
      message: `${file} is not a tournament store it can use: it is a SQLite database of something else (tables: users); the tournament leaves it as it is. Give another --store file, or move this one away.`,
    });
    expect(readFileSync(file)).toEqual(before);
    expect(readdirSync(dir)).toEqual(['app.sqlite']);
  });

  it('a read-only store file is refused, not replaced', async () => {
    const dir = folder();
    const file = join(dir, 't.sqlite');
    const store = await openTournamentStore(file);
    store.open(plan);
    store.recordResult(0, outcome(0), 1);
    store.close();
    chmodSync(file, 0o444);
    const before = readFileSync(file);
    await expect(openTournamentStore(file)).rejects.toMatchObject({
      code: 'STORE_NOT_WRITABLE',
      message: `The store ${file} cannot be written: it is read-only (mode 444). The tournament does not replace it; make it writable (chmod u+w ${file}) or give another --store file.`,
    });
    expect(readFileSync(file)).toEqual(before);
    chmodSync(file, 0o644);
    const again = await openTournamentStore(file);
    expect(again.results().map((r) => r.index)).toEqual([0]);
    again.close();
  });

  it('an empty file becomes the store (touch store.sqlite)', async () => {
    const dir = folder();
    const file = join(dir, 't.sqlite');
    writeFileSync(file, '');
    const store = await openTournamentStore(file);
    store.open(plan);
    store.close();
    expect((await openTournamentStore(file)).plan()).toEqual(plan);
  });
});

describe('temporary files of runs that were killed', () => {
  it('are removed when the store is opened; other files are not', async () => {
    const dir = folder();
    const file = join(dir, 't.sqlite');
    for (const name of ['t.sqlite.4242.tmp', 't.sqlite.tmp', 'u.sqlite.4242.tmp', 'notes.tmp'])
      writeFileSync(join(dir, name), 'left behind');
    const store = await openTournamentStore(file);
    expect(readdirSync(dir).sort()).toEqual(['notes.tmp', 't.sqlite.lock', 'u.sqlite.4242.tmp']);
    store.close();
  });
});

describe('a write that fails', () => {
  it('throws STORE_WRITE_FAILED naming the path and why, keeps the file as it was, and writes nothing more', async () => {
    const dir = folder();
    const file = join(dir, 't.sqlite');
    const setup = await openTournamentStore(file);
    setup.open(plan);
    setup.recordResult(0, outcome(0), 1);
    setup.close();
    const before = readFileSync(file);
    // Room for the store and half a copy of it.
    const disk = smallDisk(before.length * 1.5);
    disk.openSync(file, 'r');
    const store = await openTournamentStore(file, { files: disk });
    store.open(plan);
    let error: unknown;
    try {
      store.recordResult(1, outcome(1), 1);
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({
      code: 'STORE_WRITE_FAILED',
      message: `Could not write the tournament store ${file}: no space left on the device (ENOSPC) after ${before.length / 2} of ${before.length} bytes. The store is as it was before (1 finished game kept); free some space or fix the disk, then run the same command to go on.`,
    });
    // The handle now shows what the file holds, and refuses to write again.
    expect(store.results().map((r) => r.index)).toEqual([0]);
    disk.resize(10 * before.length);
    expect(() => store.recordFailure(2, 'x', 1)).toThrow(error as Error);
    expect(readFileSync(file)).toEqual(before);
    expect(readdirSync(dir).sort()).toEqual(['t.sqlite', 't.sqlite.lock']);
    store.close();
    const reopened = await openTournamentStore(file);
    expect(reopened.results().map((r) => r.index)).toEqual([0]);
    reopened.close();
    expect(existsSync(`${file}.lock`)).toBe(false);
  });
});

describe('the store’s identity', () => {
  it('is kept in the file; another file of the same plan has another', async () => {
    const dir = folder();
    const one = await openTournamentStore(join(dir, 'one.sqlite'));
    one.open(plan);
    const id = one.id;
    one.close();
    const again = await openTournamentStore(join(dir, 'one.sqlite'));
    expect(again.id).toBe(id);
    again.close();
    const two = await openTournamentStore(join(dir, 'two.sqlite'));
    two.open(plan);
    expect(two.id).not.toBe(id);
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    two.close();
  });
});
