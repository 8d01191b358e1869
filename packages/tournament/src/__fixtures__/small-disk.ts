// A disk of a few kilobytes for tests, on the real file system: like a small tmpfs, a write
// that does not fit writes what fits and returns that count, and the next one fails ENOSPC.
import { resolve } from 'node:path';
import { nodeFiles, type StoreFiles } from '../store/store-files';

/** A disk that holds `capacity` bytes in all, counting the files written through it. */
export interface SmallDisk extends StoreFiles {
  /** Bytes in use now. */
  used(): number;
  /** Gives the disk this many bytes in all. */
  resize(capacity: number): void;
}

export function smallDisk(capacity: number): SmallDisk {
  const sizes = new Map<string, number>();
  const open = new Map<number, string>();
  const used = () => [...sizes.values()].reduce((a, b) => a + b, 0);
  const sizeOf = (path: string) => {
    try {
      return nodeFiles.statSync(path).size;
    } catch {
      return 0;
    }
  };
  return {
    ...nodeFiles,
    used,
    resize(bytes) {
      capacity = bytes;
    },
    openSync(path, flags, mode) {
      const fd = nodeFiles.openSync(path, flags, mode);
      const full = resolve(path);
      if (flags.startsWith('w')) sizes.set(full, 0);
      else if (!sizes.has(full) && !nodeFiles.statSync(full).isDirectory())
        sizes.set(full, sizeOf(full));
      open.set(fd, full);
      return fd;
    },
    writeSync(fd, buffer, offset, length) {
      const room = capacity - used();
      if (room <= 0)
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), {
          code: 'ENOSPC',
        });
      const n = nodeFiles.writeSync(fd, buffer, offset, Math.min(length, room));
      const path = open.get(fd)!;
      sizes.set(path, (sizes.get(path) ?? 0) + n);
      return n;
    },
    closeSync(fd) {
      open.delete(fd);
      nodeFiles.closeSync(fd);
    },
    renameSync(from, to) {
      nodeFiles.renameSync(from, to);
      sizes.set(resolve(to), sizes.get(resolve(from)) ?? sizeOf(to));
      sizes.delete(resolve(from));
    },
    unlinkSync(path) {
      nodeFiles.unlinkSync(path);
      sizes.delete(resolve(path));
    },
  };
}
