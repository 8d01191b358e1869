/** A one-line progress bar that redraws itself on a terminal and stays silent elsewhere. */
export interface ProgressBar {
  update(done: number, note: string): void;
  done(): void;
}

/** `[█████░░░░░]  5/10  note`; `write` gets raw text (the bar uses `\r`). */
export function createProgressBar(
  total: number,
  stream: { isTTY?: boolean; write(text: string): unknown },
  width = 24,
): ProgressBar {
  if (!stream.isTTY) return { update() {}, done() {} };
  let drawn = false;
  return {
    update(done, note) {
      const filled = Math.round((done / total) * width);
      const bar = '█'.repeat(filled) + '░'.repeat(width - filled);
      const count = `${String(done).padStart(String(total).length)}/${total}`;
      stream.write(`\r\u001b[2K[${bar}] ${count}  ${note}`);
      drawn = true;
    },
    done() {
      if (drawn) stream.write('\r\u001b[2K');
    },
  };
}
