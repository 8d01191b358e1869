import * as fs from 'node:fs';

/**
 * The file operations a tournament store (and a report file) goes through: `node:fs` by
 * default. Tests hand in a disk that fills up, lies about what it wrote or refuses access, so a
 * full disk or `EACCES` is tested anywhere, as any user.
 */
export interface StoreFiles {
  openSync(path: string, flags: string, mode?: number): number;
  /** Writes up to `length` bytes; returns how many it wrote (maybe fewer). */
  writeSync(fd: number, buffer: Uint8Array, offset: number, length: number): number;
  fsyncSync(fd: number): void;
  closeSync(fd: number): void;
  readFileSync(path: string): Uint8Array;
  renameSync(from: string, to: string): void;
  unlinkSync(path: string): void;
  linkSync(existing: string, created: string): void;
  mkdirSync(path: string, options: { recursive: true }): void;
  statSync(path: string): { isDirectory(): boolean; mode: number; size: number };
  readdirSync(path: string): string[];
  /** Throws unless this process may write `path` (`fs.accessSync(path, W_OK)`). */
  checkWritable(path: string): void;
}

/** The real file system. */
export const nodeFiles: StoreFiles = {
  openSync: (path, flags, mode) => fs.openSync(path, flags, mode),
  writeSync: (fd, buffer, offset, length) => fs.writeSync(fd, buffer, offset, length),
  fsyncSync: (fd) => fs.fsyncSync(fd),
  closeSync: (fd) => fs.closeSync(fd),
  readFileSync: (path) => fs.readFileSync(path),
  renameSync: (from, to) => fs.renameSync(from, to),
  unlinkSync: (path) => fs.unlinkSync(path),
  linkSync: (existing, created) => fs.linkSync(existing, created),
  mkdirSync: (path, options) => void fs.mkdirSync(path, options),
  statSync: (path) => fs.statSync(path),
  readdirSync: (path) => fs.readdirSync(path),
  checkWritable: (path) => fs.accessSync(path, fs.constants.W_OK),
};

/** The `code` of a Node file-system error (`ENOSPC` …), if it has one. */
export function errnoCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

const WORDS: Readonly<Record<string, string>> = {
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is used up',
  EFBIG: 'the file is too large for this file system',
  EIO: 'an input/output error of the disk',
  EROFS: 'the file system is read-only',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  ENOENT: 'it does not exist',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EEXIST: 'a file of that name is in the way',
  EISDIR: 'it is a folder',
  EMFILE: 'too many open files',
  ENAMETOOLONG: 'the name is too long',
};

/** Why a file operation failed, in words with the code: `no space left on the device (ENOSPC)`. */
export function errnoWords(error: unknown): string {
  const code = errnoCode(error);
  const words = code ? WORDS[code] : undefined;
  if (words) return `${words} (${code})`;
  return error instanceof Error ? error.message : String(error);
}
