import { describe, expect, it } from 'vitest';
import { pokemonConfig } from '../driver/test-helpers';
import { createPokemonCatalog, defaultSetupForm } from '../setup';
import {
  configWithoutKeys,
  keysNeeded,
  loadForm,
  loadMatch,
  STORAGE_KEYS,
  saveForm,
  saveMatch,
} from './saved';

/** An in-memory `localStorage`. */
function memory() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    raw: m,
  };
}

describe('what the page keeps in storage', () => {
  it('keeps a pasted deck in the form, and never an API key', () => {
    const s = memory();
    const form = structuredClone(defaultSetupForm(createPokemonCatalog()));
    form.players[0].deckSource = 'pasted';
    form.players[0].pastedText = '4 Pikachu BS 58';
    form.apiKeys = { anthropic: 'sk-secret-1' };
    saveForm(s, form);
    expect(s.raw.get(STORAGE_KEYS.form)).not.toContain('sk-secret-1');
    expect(loadForm(s)).toEqual({ ...form, apiKeys: {} });
  });

  it('saves a match without keys, and reads back only what it can replay', () => {
    const s = memory();
    const config = pokemonConfig((f) => {
      f.players[1].model = 'anthropic/claude-sonnet-4-5';
      f.players[1].plannerModel = 'bot';
      f.apiKeys = { anthropic: 'sk-secret-2' };
    });
    saveMatch(s, config, [{ type: 'end_turn', player: 'p1', source: 'ui' }]);
    expect(s.raw.get(STORAGE_KEYS.match)).not.toContain('sk-secret-2');
    const back = loadMatch(s)!;
    expect(back.steps).toHaveLength(1);
    expect(back.config).toEqual(configWithoutKeys(config));
    // The provider needs its key again: it is not in storage.
    expect(keysNeeded(back.config)).toEqual(['anthropic']);
    for (const bad of ['{', '{"version":2,"steps":[],"config":{}}', '[]', '"x"']) {
      s.setItem(STORAGE_KEYS.match, bad);
      expect(loadMatch(s)).toBeNull();
    }
    s.setItem(STORAGE_KEYS.form, '{"players":[1,2],"seed":1,"era":"modern"}');
    expect(loadForm(s)).toBeNull();
  });

  it('loses only the save when storage refuses to write', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(() => saveMatch(full, pokemonConfig(), [])).not.toThrow();
  });
});
