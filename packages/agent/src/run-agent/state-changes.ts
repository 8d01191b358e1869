/**
 * State text sent as changes: the first state of a run is kept in the history (so a caching
 * provider reads it from cache afterwards) and every later request gets only what changed
 * since that state, section by section.
 */

/** A section of a state text: a header line such as `== YOUR BOARD ==` and the lines under it. */
interface Section {
  readonly header: string;
  readonly lines: readonly string[];
}

const HEADER = /^(==+ .+ ==+|#{1,6} .+)$/;

/** Splits a state text at its header lines (`== NAME ==` or Markdown `#` headings). */
export function splitSections(text: string): Section[] {
  const sections: Section[] = [];
  let current: { header: string; lines: string[] } = { header: '', lines: [] };
  for (const line of text.split('\n')) {
    if (HEADER.test(line.trim())) {
      if (current.header !== '' || current.lines.length > 0) sections.push(current);
      current = { header: line, lines: [] };
    } else current.lines.push(line);
  }
  sections.push(current);
  return sections;
}

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((l, i) => l === b[i]);

/** The part of a line that names what it is about: `your_bench_2: …` → `your_bench_2`. */
const keyOf = (line: string) => line.split(/:| — | \(/)[0]?.trim() ?? line;

/**
 * The lines of a changed section worth sending: new or changed lines, then lines that are gone
 * with nothing taking their place. A window that slid (lines dropped at the top, added at the
 * bottom, like a recent log) sends only what it gained.
 */
function sectionChanges(old: readonly string[], next: readonly string[]): string[] {
  const kept = new Set(old);
  const now = new Set(next);
  const added = next.filter((l) => l !== '' && !kept.has(l));
  const gone = old.filter((l) => l !== '' && !now.has(l));
  const slid =
    gone.length > 0 &&
    old.slice(0, gone.length).every((l, i) => l === gone[i]) &&
    next.slice(next.length - added.length).every((l, i) => l === added[i]);
  if (slid) return added;
  const replaced = new Set(added.map(keyOf));
  return [...added, ...gone.filter((l) => !replaced.has(keyOf(l))).map((l) => `(gone) ${l}`)];
}

/**
 * What changed from `base` to `next`, as text for the model: for each changed section its
 * header, its new or changed lines, and the lines that are gone. Returns `''` when nothing
 * changed, and `undefined` when the changes would be nearly as long as `next` itself (then
 * sending `next` whole is clearer and costs about the same).
 */
export function stateChanges(base: string, next: string, maxShare = 0.7): string | undefined {
  if (base === next) return '';
  const before = new Map(splitSections(base).map((s) => [s.header, s.lines]));
  const out: string[] = [];
  for (const section of splitSections(next)) {
    const old = before.get(section.header);
    before.delete(section.header);
    if (old && same(old, section.lines)) continue;
    const lines = old ? sectionChanges(old, section.lines) : section.lines.filter((l) => l !== '');
    if (lines.length === 0) continue;
    out.push(...(section.header === '' ? [] : [section.header]), ...lines);
  }
  for (const header of before.keys()) if (header !== '') out.push(`${header} (gone)`);
  const text = out.join('\n').trim();
  return text.length > next.length * maxShare ? undefined : text;
}
