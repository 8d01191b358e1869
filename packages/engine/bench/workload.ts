/**
 * The fixed benchmark workload, written once against a tiny interface so that the engine and
 * the baselines run exactly the same sequence of operations.
 */
export interface WorkloadTarget {
  sizes(player: string): { deck: number; hand: number; board: number; discard: number };
  draw(player: string): void;
  peek(player: string, count: number): void;
  play(player: string): void;
  discardFromBoard(player: string): void;
  counter(player: string): void;
  shuffle(player: string): void;
  /** Discard pile back into the deck. */
  recycle(player: string): void;
}

export const PLAYERS = ['p1', 'p2'] as const;

/** Runs `rounds` rounds; returns the number of actions performed. */
export function runWorkload(t: WorkloadTarget, rounds: number): number {
  let n = 0;
  for (let r = 0; r < rounds; r++) {
    for (const p of PLAYERS) {
      let s = t.sizes(p);
      if (s.deck === 0) {
        t.recycle(p);
        t.shuffle(p);
        n += 2;
      }
      t.draw(p);
      t.peek(p, Math.min(3, t.sizes(p).deck) || 0);
      s = t.sizes(p);
      if (s.board < 5 && s.hand > 0) t.play(p);
      else t.discardFromBoard(p);
      if (t.sizes(p).board > 0) t.counter(p);
      n += 4;
      if (r % 8 === 0 && t.sizes(p).deck > 1) {
        t.shuffle(p);
        n++;
      }
      if (t.sizes(p).hand > 6) {
        t.discardFromBoard(p);
        n++;
      }
    }
  }
  return n;
}
