import { formatPatch, OMIT_HEADERS, structuredPatch } from 'diff';

/**
 * A unified diff of two texts (`---`/`+++` headers, `@@` hunks with `context` lines), computed
 * with jsdiff's Myers line diff, so a small change in a large file shows as that change alone.
 * A missing final newline is marked `\ No newline at end of file`, as `diff -u` does.
 * Empty string when the texts are equal.
 */
export function unifiedDiff(
  before: string,
  after: string,
  options: { fromName?: string; toName?: string; context?: number } = {},
): string {
  if (before === after) return '';
  const patch = structuredPatch('a', 'b', before, after, undefined, undefined, {
    context: options.context ?? 3,
  });
  // The names are written here, unquoted: they are labels such as "notes.md (on disk)".
  return `--- ${options.fromName ?? 'a'}\n+++ ${options.toName ?? 'b'}\n${formatPatch(patch, OMIT_HEADERS)}`;
}
