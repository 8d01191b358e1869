import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultRegistry } from '../cards';
import { DeckFormatError, parseDeck } from './deck';
import {
  DeckNotFoundError,
  DeckStore,
  loadDeckFile,
  loadSampleDecks,
  saveDeckFile,
} from './deck-store';

describe('decks', () => {
  it('bundles at least four sample decks, one from Dunwich, with known cards', () => {
    const samples = loadSampleDecks();
    expect([...samples.keys()].sort()).toEqual([
      'agnes-starter',
      'roland-starter',
      'wendy-starter',
      'zoey-starter',
    ]);
    const registry = defaultRegistry();
    for (const deck of samples.values()) {
      for (const code of Object.keys(deck.slots)) expect(registry.get(code), code).toBeDefined();
    }
    expect(registry.get(samples.get('zoey-starter')!.investigator_code)?.pack).toBe('dwl');
  });

  it('round-trips a deck through a file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'arkham-'));
    const deck = loadSampleDecks().get('agnes-starter')!;
    saveDeckFile(join(dir, 'a.json'), deck);
    expect(loadDeckFile(join(dir, 'a.json'))).toEqual(deck);
    expect(JSON.parse(readFileSync(join(dir, 'a.json'), 'utf8')).investigator_code).toBe('01004');
  });

  it('names each bad field of a malformed deck', () => {
    expect(() => parseDeck({ name: 'x', slots: { abc: 2, '01016': 0 } })).toThrow(DeckFormatError);
    try {
      parseDeck({ name: 'x', slots: { '01016': 0 } });
    } catch (error) {
      expect((error as Error).message).toContain('investigator_code');
      expect((error as Error).message).toContain('slots.01016: copy counts are at least 1');
    }
  });

  it('stores decks with fresh ids and persists them to a directory', () => {
    const dir = mkdtempSync(join(tmpdir(), 'arkham-store-'));
    const store = new DeckStore([], { dir });
    const deck = loadSampleDecks().get('wendy-starter')!;
    const a = store.save({ ...deck, id: undefined });
    const b = store.save({ ...deck, id: 99 });
    expect(a.id).not.toBe(b.id);
    expect(loadDeckFile(join(dir, `${a.id}.json`)).name).toBe(deck.name);
    const again = store.save(a.deck);
    expect(again.version).toBe(2);
    expect(() => store.get('missing')).toThrow(DeckNotFoundError);
  });
});
