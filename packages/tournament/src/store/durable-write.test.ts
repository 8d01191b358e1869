import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { smallDisk } from '../__fixtures__/small-disk';
import { FileWriteError, isTempFileOf, writeFileDurably } from './durable-write';
import { nodeFiles, type StoreFiles } from './store-files';

const folder = () => mkdtempSync(join(tmpdir(), 'durable-'));
const bytes = (n: number, fill = 7) => new Uint8Array(n).fill(fill);

describe('writeFileDurably', () => {
  it('continues short writes until every byte is written', () => {
    const dir = folder();
    const file = join(dir, 'f');
    const calls: number[] = [];
    // A disk that takes at most 1,000 bytes a call (as a pipe or a full page cache may).
    const files: StoreFiles = {
      ...nodeFiles,
      writeSync: (fd, buffer, offset, length) => {
        calls.push(length);
        return nodeFiles.writeSync(fd, buffer, offset, Math.min(length, 1000));
      },
    };
    writeFileDurably(files, file, bytes(4500));
    expect(calls).toEqual([4500, 3500, 2500, 1500, 500]);
    expect(readFileSync(file)).toEqual(Buffer.from(bytes(4500)));
    expect(readdirSync(dir)).toEqual(['f']);
  });

  it('on a disk that fills up, fails with the reason and leaves the old file and no temporary file', () => {
    const dir = folder();
    const file = join(dir, 'f');
    writeFileSync(file, bytes(3000, 1));
    // Room for 3,000 + 2,000 bytes: the new 4,000-byte file gets 2,000, then ENOSPC.
    const disk = smallDisk(5000);
    disk.openSync(file, 'r');
    expect(() => writeFileDurably(disk, file, bytes(4000, 2))).toThrow(
      new FileWriteError(file, 'no space left on the device (ENOSPC) after 2000 of 4000 bytes'),
    );
    expect(readFileSync(file)).toEqual(Buffer.from(bytes(3000, 1)));
    expect(readdirSync(dir)).toEqual(['f']);
  });

  it('fails when the disk takes nothing instead of looping for ever', () => {
    const dir = folder();
    const files: StoreFiles = { ...nodeFiles, writeSync: () => 0 };
    expect(() => writeFileDurably(files, join(dir, 'f'), bytes(10))).toThrow(
      'the disk took no more bytes after 0 of 10',
    );
    expect(readdirSync(dir)).toEqual([]);
  });

  it('reads the file back before the rename: a disk that drops bytes it said it wrote is caught', () => {
    const dir = folder();
    const file = join(dir, 'f');
    writeFileSync(file, 'old');
    const liar: StoreFiles = {
      ...nodeFiles,
      // Says it wrote everything; writes the first half.
      writeSync: (fd, buffer, offset, length) => {
        nodeFiles.writeSync(fd, buffer, offset, Math.ceil(length / 2));
        return length;
      },
    };
    expect(() => writeFileDurably(liar, file, bytes(100))).toThrow(
      'the file read back (50 bytes) is not what was written (100 bytes)',
    );
    expect(readFileSync(file, 'utf8')).toBe('old');
    expect(readdirSync(dir)).toEqual(['f']);
  });

  it('flushes the file before the rename and the folder after it', () => {
    const dir = folder();
    const file = join(dir, 'f');
    const log: string[] = [];
    const names = new Map<number, string>();
    const files: StoreFiles = {
      ...nodeFiles,
      openSync: (path, flags, mode) => {
        const fd = nodeFiles.openSync(path, flags, mode);
        names.set(fd, path === dir ? 'folder' : 'temp');
        log.push(`open ${names.get(fd)}`);
        return fd;
      },
      fsyncSync: (fd) => {
        log.push(`fsync ${names.get(fd)}`);
        nodeFiles.fsyncSync(fd);
      },
      readFileSync: (path) => {
        log.push('read back');
        return nodeFiles.readFileSync(path);
      },
      renameSync: (from, to) => {
        log.push('rename');
        nodeFiles.renameSync(from, to);
      },
    };
    writeFileDurably(files, file, bytes(10));
    expect(log).toEqual([
      'open temp',
      'fsync temp',
      'read back',
      'rename',
      'open folder',
      'fsync folder',
    ]);
  });

  it('whatever the disk does, the file is the old bytes or the new ones, and no temporary file is left', () => {
    const dir = folder();
    let run = 0;
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 64 }),
        fc.uint8Array({ maxLength: 200 }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 1, max: 64 }),
        (old, next, capacity, chunk) => {
          const file = join(dir, `f${run++}`);
          writeFileSync(file, old);
          const disk = smallDisk(capacity + old.length);
          disk.openSync(file, 'r');
          const chunky: StoreFiles = {
            ...disk,
            writeSync: (fd, buffer, offset, length) =>
              disk.writeSync(fd, buffer, offset, Math.min(length, chunk)),
          };
          let failed = false;
          try {
            writeFileDurably(chunky, file, next);
          } catch (error) {
            expect(error).toBeInstanceOf(FileWriteError);
            failed = true;
          }
          expect(failed).toBe(next.length > capacity);
          expect(new Uint8Array(readFileSync(file))).toEqual(failed ? old : next);
          expect(readdirSync(dir).filter((n) => n.startsWith(`f${run - 1}.`))).toEqual([]);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('isTempFileOf', () => {
  it('knows the temporary files of a store, any process’s, and nothing else', () => {
    const path = '/x/t.sqlite';
    expect(isTempFileOf(path, 't.sqlite.123.tmp')).toBe(true);
    expect(isTempFileOf(path, 't.sqlite.tmp')).toBe(true);
    expect(isTempFileOf(path, 't.sqlite')).toBe(false);
    expect(isTempFileOf(path, 't.sqlite.lock')).toBe(false);
    expect(isTempFileOf(path, 't.sqlite.old.tmp')).toBe(false);
    expect(isTempFileOf(path, 'other.sqlite.123.tmp')).toBe(false);
    expect(isTempFileOf(path, 't.sqlite2.1.tmp')).toBe(false);
  });
});
