import { beforeAll, describe, expect, it } from 'vitest';
import { defaultRegistry } from '../cards';
import { type CardSearch, createCardSearch } from './card-search';

let search: CardSearch;
beforeAll(async () => {
  search = await createCardSearch(defaultRegistry());
});

describe('card search', () => {
  it('finds cards by name first', async () => {
    const hits = await search.search({ q: 'Shrivelling' });
    expect(hits.length).toBeGreaterThanOrEqual(3);
    expect(hits.slice(0, 3).every((h) => h.card.name === 'Shrivelling')).toBe(true);
  });

  it('searches card text and tolerates a typo', async () => {
    const tome = await search.search({ q: 'tome' });
    expect(tome.map((h) => h.card.name)).toContain('Old Book of Lore');
    const typo = await search.search({ q: 'shriveling' });
    expect(typo[0]?.card.name).toBe('Shrivelling');
  });

  it('filters by class, type and exact level', async () => {
    const hits = await search.search({ class: 'guardian', type: 'asset', level: 0, limit: 50 });
    expect(hits.length).toBeGreaterThan(3);
    for (const { card } of hits) {
      expect([card.faction, card.type, card.xp]).toEqual(['guardian', 'asset', 0]);
    }
  });

  it('filters by level range and several classes', async () => {
    const hits = await search.search({
      class: ['seeker', 'mystic'],
      level: { min: 3, max: 5 },
      limit: 50,
    });
    expect(hits.length).toBeGreaterThan(0);
    for (const { card } of hits) {
      expect(['seeker', 'mystic']).toContain(card.faction);
      expect(card.xp).toBeGreaterThanOrEqual(3);
    }
  });

  it('filters by trait, case-insensitively', async () => {
    const hits = await search.search({ trait: 'Spell', limit: 50 });
    expect(hits.length).toBeGreaterThan(5);
    for (const { card } of hits) expect(card.traits).toContain('Spell');
  });

  it('restricts to owned packs and intersects with a pack filter', async () => {
    const all = await search.search({ q: 'clue', limit: 100 });
    const core = await search.search({ q: 'clue', ownedPacks: ['core'], limit: 100 });
    expect(all.some((h) => h.card.pack !== 'core')).toBe(true);
    expect(core.length).toBeGreaterThan(0);
    expect(core.every((h) => h.card.pack === 'core')).toBe(true);
    expect(await search.search({ pack: 'dwl', ownedPacks: ['core'] })).toEqual([]);
    const dwl = await search.search({ pack: 'dwl', limit: 100 });
    expect(dwl.every((h) => h.card.pack === 'dwl')).toBe(true);
  });

  it('leaves weaknesses out unless asked', async () => {
    const plain = await search.search({ q: 'Amnesia' });
    expect(plain.some((h) => h.card.code === '01096')).toBe(false);
    const withWeak = await search.search({ q: 'Amnesia', includeWeaknesses: true });
    expect(withWeak[0]?.card.code).toBe('01096');
  });
});
