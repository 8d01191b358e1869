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

/**
 * What changed from `base` to `next`, as text for the model: each changed section in full, or
 * only its new lines when it only grew (a reference list that gained cards). Returns `''` when
 * nothing changed, and `undefined` when the changes would be nearly as long as `next` itself
 * (then sending `next` whole is clearer and costs about the same).
 */
export function stateChanges(base: string, next: string, maxShare = 0.7): string | undefined {
  if (base === next) return '';
  const before = new Map(splitSections(base).map((s) => [s.header, s.lines]));
  const out: string[] = [];
  for (const section of splitSections(next)) {
    const old = before.get(section.header);
    before.delete(section.header);
    if (old && same(old, section.lines)) continue;
    const kept = old ? new Set(old) : undefined;
    const grew = kept !== undefined && old?.every((l) => section.lines.includes(l));
    const lines = grew ? section.lines.filter((l) => !kept?.has(l)) : section.lines;
    const header = section.header === '' ? '' : `${section.header}${grew ? ' (new lines)' : ''}`;
    out.push(...(header ? [header] : []), ...lines.filter((l, i) => l !== '' || i > 0));
  }
  for (const header of before.keys()) if (header !== '') out.push(`${header} (gone)`);
  const text = out.join('\n').trim();
  return text.length > next.length * maxShare ? undefined : text;
}
