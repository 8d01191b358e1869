import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  BUNDLED_DECKS,
  type CardRegistry,
  closestNames,
  type Deck,
  getBundledRegistry,
  parseDeckList,
} from '@playmat/pokemon';
import { UsageError } from '../cli/args';

/** A deck ready to play, with the text it came from (the transcript keeps the text). */
export interface LoadedDeck {
  /** The bundled id, or the file name as given. */
  readonly label: string;
  /** The deck list text; replays parse this, not the file. */
  readonly list: string;
  readonly deck: Deck;
}

/**
 * A bundled deck by id, or a deck-list file (a relative path resolves against `baseDir`, the
 * directory the user ran the command in). Errors name what exists (bundled ids, closest
 * matches) or, for a file, every problem with its line number.
 * @throws UsageError
 */
export function loadDeck(
  spec: string,
  flag: string,
  registry: CardRegistry = getBundledRegistry(),
  baseDir: string = process.cwd(),
): LoadedDeck {
  const bundled = BUNDLED_DECKS.find((d) => d.id === spec);
  if (bundled) return parseList(bundled.id, bundled.list, flag, registry);
  const file = resolve(baseDir, spec);
  if (!existsSync(file)) {
    const ids = BUNDLED_DECKS.map((d) => d.id);
    const close = closestNames(spec, ids, 2);
    const hint = close.length > 0 ? ` Did you mean ${close.join(' or ')}?` : '';
    // A spec that looks like a path: say where it was looked for.
    const looked = /[/\\.]/.test(spec) ? ` No file at ${file}.` : '';
    throw new UsageError(
      `--${flag} "${spec}" is neither a bundled deck nor a file.${hint}${looked}\nBundled decks: ${ids.join(', ')} (see --list-decks).`,
    );
  }
  if (statSync(file).isDirectory()) {
    throw new UsageError(`--${flag} "${spec}" is a directory; give a deck-list file.`);
  }
  return parseList(spec, readFileSync(file, 'utf8'), flag, registry);
}

/** Parses a deck list; `label` names it in errors (`file:line: message`). */
export function parseList(
  label: string,
  list: string,
  flag: string,
  registry: CardRegistry = getBundledRegistry(),
): LoadedDeck {
  const result = parseDeckList(list, registry);
  if (!result.ok) {
    const lines = result.errors.map(
      (e) => `  ${label}${e.line === null ? '' : `:${e.line}`}: ${e.message} ${e.hint}`,
    );
    throw new UsageError(
      `--${flag} "${label}" is not a legal deck (${result.errors.length} problem${result.errors.length === 1 ? '' : 's'}):\n${lines.join('\n')}`,
    );
  }
  return { label, list, deck: result.deck };
}

/** `--list-decks`: the bundled decks, aligned. */
export function formatDeckTable(): string {
  const width = Math.max(...BUNDLED_DECKS.map((d) => d.id.length));
  return BUNDLED_DECKS.map((d) => `  ${d.id.padEnd(width)}  ${d.name} — ${d.description}`).join(
    '\n',
  );
}
