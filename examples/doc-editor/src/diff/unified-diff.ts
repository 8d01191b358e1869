import { splitLines } from '../tabs';

/** Above this many table cells the diff stops looking for common lines in the middle. */
const MAX_LCS_CELLS = 4_000_000;

type Op = { kind: ' ' | '-' | '+'; text: string; a: number; b: number };

/** Line operations turning `a` into `b` (LCS over the part between common prefix and suffix). */
function diffLines(a: readonly string[], b: readonly string[]): Op[] {
  let pre = 0;
  while (pre < a.length && pre < b.length && a[pre] === b[pre]) pre++;
  let suf = 0;
  while (
    suf < a.length - pre &&
    suf < b.length - pre &&
    a[a.length - 1 - suf] === b[b.length - 1 - suf]
  ) {
    suf++;
  }
  const am = a.slice(pre, a.length - suf);
  const bm = b.slice(pre, b.length - suf);
  if (am.length * bm.length > MAX_LCS_CELLS) {
    // Too big a rewrite for a quadratic table: show it as "all old lines out, all new in".
    return [
      ...a.slice(0, pre).map((text, k): Op => ({ kind: ' ', text, a: k, b: k })),
      ...am.map((text, k): Op => ({ kind: '-', text, a: pre + k, b: pre })),
      ...bm.map((text, k): Op => ({ kind: '+', text, a: pre + am.length, b: pre + k })),
      ...a
        .slice(a.length - suf)
        .map((text, k): Op => ({ kind: ' ', text, a: a.length - suf + k, b: b.length - suf + k })),
    ];
  }
  // lcs[i][j] = LCS length of am[i..] and bm[j..].
  const lcs = Array.from({ length: am.length + 1 }, () => new Array<number>(bm.length + 1).fill(0));
  for (let i = am.length - 1; i >= 0; i--) {
    for (let j = bm.length - 1; j >= 0; j--) {
      lcs[i]![j] =
        am[i] === bm[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const ops: Op[] = [];
  for (let k = 0; k < pre; k++) ops.push({ kind: ' ', text: a[k]!, a: k, b: k });
  let i = 0;
  let j = 0;
  while (i < am.length || j < bm.length) {
    if (i < am.length && j < bm.length && am[i] === bm[j]) {
      ops.push({ kind: ' ', text: am[i]!, a: pre + i++, b: pre + j++ });
    } else if (i < am.length && (j === bm.length || lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) {
      // Deletions before insertions, as diff tools print them.
      ops.push({ kind: '-', text: am[i]!, a: pre + i++, b: pre + j });
    } else {
      ops.push({ kind: '+', text: bm[j]!, a: pre + i, b: pre + j++ });
    }
  }
  for (let k = 0; k < suf; k++) {
    ops.push({
      kind: ' ',
      text: a[a.length - suf + k]!,
      a: a.length - suf + k,
      b: b.length - suf + k,
    });
  }
  return ops;
}

/**
 * A unified diff of two texts (`---`/`+++` headers, `@@` hunks with `context` lines).
 * Empty string when the texts are equal.
 */
export function unifiedDiff(
  before: string,
  after: string,
  options: { fromName?: string; toName?: string; context?: number } = {},
): string {
  if (before === after) return '';
  const context = options.context ?? 3;
  const ops = diffLines(splitLines(before).lines, splitLines(after).lines);
  const changed = ops.flatMap((op, index) => (op.kind === ' ' ? [] : [index]));
  const out = [`--- ${options.fromName ?? 'a'}`, `+++ ${options.toName ?? 'b'}`];
  if (changed.length === 0) {
    // Only the final newline differs.
    out.push('\\ final newline changed');
    return `${out.join('\n')}\n`;
  }
  let k = 0;
  while (k < changed.length) {
    const start = Math.max(0, changed[k]! - context);
    let end = Math.min(ops.length - 1, changed[k]! + context);
    while (k + 1 < changed.length && changed[k + 1]! - context <= end + 1) {
      k++;
      end = Math.min(ops.length - 1, changed[k]! + context);
    }
    k++;
    const hunk = ops.slice(start, end + 1);
    const aLines = hunk.filter((op) => op.kind !== '+').length;
    const bLines = hunk.filter((op) => op.kind !== '-').length;
    const aStart = aLines === 0 ? hunk[0]!.a : hunk[0]!.a + 1;
    const bStart = bLines === 0 ? hunk[0]!.b : hunk[0]!.b + 1;
    out.push(`@@ -${aStart},${aLines} +${bStart},${bLines} @@`);
    for (const op of hunk) out.push(`${op.kind}${op.text}`);
  }
  return `${out.join('\n')}\n`;
}
