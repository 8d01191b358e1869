import { basename, dirname } from 'node:path';
import { errnoWords, type StoreFiles } from './store-files';

/** A file that could not be written in full; `reason` says why, in words. */
export class FileWriteError extends Error {
  override readonly name = 'FileWriteError';
  constructor(
    readonly path: string,
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`could not write ${path}: ${reason}`, options);
  }
}

/** The temporary file `path` is written to before it replaces `path`. */
export function tempFileOf(path: string): string {
  return `${path}.${process.pid}.tmp`;
}

/** Whether `name` (in the folder of `path`) is a temporary file of `path`, any process's. */
export function isTempFileOf(path: string, name: string): boolean {
  const base = basename(path);
  return name.startsWith(base) && /^(\.\d+)?\.tmp$/.test(name.slice(base.length));
}

/**
 * Replaces `path` with `bytes` so that a crash or a full disk never leaves less than the old
 * file or the whole new one: every write is checked (a short write is continued; no progress is
 * a failure), the temporary file is flushed and read back and compared before it is renamed over
 * `path`, and the folder is flushed so the rename itself survives a power cut. On failure the
 * temporary file is removed, `path` is untouched, and {@link FileWriteError} says why.
 */
export function writeFileDurably(
  files: StoreFiles,
  path: string,
  bytes: Uint8Array,
  mode = 0o644,
): void {
  const temp = tempFileOf(path);
  let fd: number | undefined;
  let written = 0;
  let writing = false;
  try {
    fd = files.openSync(temp, 'w', mode);
    writing = true;
    while (written < bytes.length) {
      const n = files.writeSync(fd, bytes, written, bytes.length - written);
      if (!(n > 0))
        throw new FileWriteError(
          path,
          `the disk took no more bytes after ${written} of ${bytes.length}`,
        );
      written += n;
    }
    writing = false;
    files.fsyncSync(fd);
    const closing = fd;
    fd = undefined;
    files.closeSync(closing);
    const back = files.readFileSync(temp);
    if (!sameBytes(back, bytes))
      throw new FileWriteError(
        path,
        `the file read back (${back.length} bytes) is not what was written (${bytes.length} bytes)`,
      );
  } catch (error) {
    if (fd !== undefined)
      try {
        files.closeSync(fd);
      } catch {}
    try {
      files.unlinkSync(temp);
    } catch {}
    if (error instanceof FileWriteError) throw error;
    const where = writing ? ` after ${written} of ${bytes.length} bytes` : '';
    throw new FileWriteError(path, `${errnoWords(error)}${where}`, { cause: error });
  }
  try {
    files.renameSync(temp, path);
  } catch (error) {
    try {
      files.unlinkSync(temp);
    } catch {}
    throw new FileWriteError(path, `the new file could not replace it: ${errnoWords(error)}`, {
      cause: error,
    });
  }
  flushFolder(files, path);
}

/** fsync of the folder: the rename is on disk, not only in the kernel's cache. */
function flushFolder(files: StoreFiles, path: string): void {
  let fd: number | undefined;
  try {
    fd = files.openSync(dirname(path), 'r');
    files.fsyncSync(fd);
  } catch (error) {
    throw new FileWriteError(
      path,
      `the new file is in place but its folder could not be flushed to disk: ${errnoWords(error)}`,
      { cause: error },
    );
  } finally {
    if (fd !== undefined)
      try {
        files.closeSync(fd);
      } catch {}
  }
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  return Buffer.from(a.buffer, a.byteOffset, a.length).equals(
    Buffer.from(b.buffer, b.byteOffset, b.length),
  );
}
