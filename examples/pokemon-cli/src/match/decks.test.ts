import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUNDLED_DECKS } from '@playmat/pokemon';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../cli/args';
import { formatDeckTable, loadDeck } from './decks';

const dir = mkdtempSync(join(tmpdir(), 'pokemon-cli-decks-'));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const failure = (fn: () => unknown): string => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error('expected a usage error');
};

describe('loadDeck', () => {
  it('loads every bundled deck by id with its list text', () => {
    for (const bundled of BUNDLED_DECKS) {
      const loaded = loadDeck(bundled.id, 'deck1');
      expect(loaded.label).toBe(bundled.id);
      expect(loaded.list).toBe(bundled.list);
      expect(loaded.deck.total).toBe(60);
    }
  });

  it('loads a deck-list file', () => {
    const path = file('zap.txt', BUNDLED_DECKS.find((d) => d.id === 'base-zap')!.list);
    const loaded = loadDeck(path, 'deck2');
    expect(loaded.label).toBe(path);
    expect(loaded.deck.total).toBe(60);
  });

  it('names the bundled decks and the closest one for an unknown name', () => {
    const message = failure(() => loadDeck('base-zapp', 'deck1'));
    expect(message).toContain(
      '--deck1 "base-zapp" is neither a bundled deck nor a file. Did you mean base-zap',
    );
    for (const d of BUNDLED_DECKS) expect(message).toContain(d.id);
  });

  it('reports every problem of a deck-list file with its line number', () => {
    const path = file('bad.txt', 'Pokémon: 2\n4 Pikachoo BS 58\nnonsense line here\n');
    const message = failure(() => loadDeck(path, 'deck2'));
    expect(message).toContain(`--deck2 "${path}" is not a legal deck`);
    expect(message).toMatch(new RegExp(`${path}:2: .*BS`));
    expect(message).toContain(`${path}:3: Cannot read line 3: "nonsense line here".`);
  });

  it('rejects a directory', () => {
    expect(failure(() => loadDeck(dir, 'deck1'))).toContain(
      'is a directory; give a deck-list file.',
    );
  });

  it('lists the bundled decks aligned', () => {
    const lines = formatDeckTable().split('\n');
    expect(lines).toHaveLength(BUNDLED_DECKS.length);
    const column = lines.map((l) => l.indexOf(BUNDLED_DECKS[lines.indexOf(l)]!.name));
    expect(new Set(column).size).toBe(1);
  });
});
