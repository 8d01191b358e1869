import type { InstanceId } from './types';

/**
 * A persistent card list for big zones (decks): index 0 is the TOP, as everywhere, but the ids
 * are stored bottom-first in a buffer that states share. Taking from the top shortens the
 * length, putting on the top appends to the shared buffer when no other list has appended past
 * this one (else it copies), so a draw is O(1) whatever the deck's size. Slots below a list's
 * length are never written again, which is what makes the sharing safe.
 */
export class Seq {
  /**
   * The list this one was made from by taking from or putting on the top, and how many of its
   * bottom slots this one shares unchanged (ids and, as the engine guarantees, card records):
   * what lets a view of this list reuse the view of that one. At most {@link MAX_DEPTH} links.
   */
  readonly parent: Seq | null;
  readonly keep: number;
  private readonly depth: number;

  constructor(
    private readonly buf: InstanceId[],
    readonly length: number,
    parent: Seq | null = null,
    keep = 0,
  ) {
    const depth = parent === null ? 0 : parent.depth + 1;
    this.parent = depth > MAX_DEPTH ? null : parent;
    this.keep = this.parent === null ? 0 : keep;
    this.depth = this.parent === null ? 0 : depth;
  }

  /** A list holding `ids` (top first). */
  static from(ids: readonly InstanceId[]): Seq {
    const buf = new Array<InstanceId>(ids.length);
    for (let i = 0, n = ids.length; i < n; i++) buf[n - 1 - i] = ids[i] as InstanceId;
    return new Seq(buf, ids.length);
  }

  /** The id at position `i` (0 = top). */
  at(i: number): InstanceId | undefined {
    return i >= 0 && i < this.length ? this.buf[this.length - 1 - i] : undefined;
  }

  indexOf(id: InstanceId): number {
    const n = this.length;
    for (let j = n - 1; j >= 0; j--) if (this.buf[j] === id) return n - 1 - j;
    return -1;
  }

  includes(id: InstanceId): boolean {
    return this.indexOf(id) >= 0;
  }

  /** Ids from position `start` to `end` (exclusive), top first, as a fresh array. */
  slice(start = 0, end = this.length): InstanceId[] {
    const n = this.length;
    const from = Math.max(0, Math.min(n, start < 0 ? n + start : start));
    const to = Math.max(from, Math.min(n, end < 0 ? n + end : end));
    const out = new Array<InstanceId>(to - from);
    for (let i = from; i < to; i++) out[i - from] = this.buf[n - 1 - i] as InstanceId;
    return out;
  }

  *[Symbol.iterator](): IterableIterator<InstanceId> {
    for (let j = this.length - 1; j >= 0; j--) yield this.buf[j] as InstanceId;
  }

  /** The id in buffer slot `j` (0 = the BOTTOM). */
  slot(j: number): InstanceId {
    return this.buf[j] as InstanceId;
  }

  /** The list without its top `k` ids: O(1). */
  dropTop(k: number): Seq {
    const n = Math.max(0, this.length - k);
    return new Seq(this.buf, n, this, n);
  }

  /** `ids` (top first) put on the top: O(k) unless another list already grew this buffer. */
  pushTop(ids: readonly InstanceId[]): Seq {
    let buf = this.buf;
    if (buf.length !== this.length) buf = buf.slice(0, this.length);
    for (let i = ids.length - 1; i >= 0; i--) buf.push(ids[i] as InstanceId);
    return new Seq(buf, this.length + ids.length, this, this.length);
  }

  /** The same ids with no link to a parent (a card in the list changed). */
  detached(): Seq {
    return new Seq(this.buf, this.length);
  }
}

const MAX_DEPTH = 8;
