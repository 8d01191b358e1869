import * as fs from 'node:fs';

/**
 * The file operations a tournament store (and a report file) goes through: `node:fs` by
 * default. Tests hand in a disk that fills up, lies about what it wrote or refuses access, so a
 * full disk or `EACCES` is tested anywhere, as any user.
 */
export interface StoreFiles {
  /** Opens `path` (`w` to write it anew, `r` to read, a folder too) and returns its descriptor. */
  openSync(path: string, flags: string, mode?: number): number;
  /** Writes up to `length` bytes; returns how many it wrote (maybe fewer). */
  writeSync(fd: number, buffer: Uint8Array, offset: number, length: number): number;
  /** Flushes an open file (or folder) to the disk. */
  fsyncSync(fd: number): void;
  /** Closes a descriptor (which may report a write error late). */
  closeSync(fd: number): void;
  /** The whole content of a file. */
  readFileSync(path: string): Uint8Array;
  /** Moves `from` over `to` at once. */
  renameSync(from: string, to: string): void;
  /** Removes a file. */
  unlinkSync(path: string): void;
  /** Gives the file `existing` a second name `created`; fails with `EEXIST` if that is taken. */
  linkSync(existing: string, created: string): void;
  /** Makes a folder and the folders above it. */
  mkdirSync(path: string, options: { recursive: true }): void;
  /** What a path is. */
  statSync(path: string): StoreFileStat;
  /** The names in a folder. */
  readdirSync(path: string): string[];
  /** Throws unless this process may write `path` (`fs.accessSync(path, W_OK)`). */
  checkWritable(path: string): void;
}

/** What {@link StoreFiles.statSync} tells of a path. */
export interface StoreFileStat {
  /** Whether it is a folder. */
  isDirectory(): boolean;
  /** Permission bits (and type bits). */
  readonly mode: number;
  /** Bytes in the file. */
  readonly size: number;
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
