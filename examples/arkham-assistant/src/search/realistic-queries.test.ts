import { beforeAll, describe, expect, it } from 'vitest';
import { defaultRegistry } from '../cards';
import type { ArkhamCard } from '../data/types';
import { type CardSearch, createCardSearch } from './card-search';

let search: CardSearch;
beforeAll(async () => {
  search = await createCardSearch(defaultRegistry());
});

const has = (card: ArkhamCard, trait: string) => card.traits.includes(trait);
const says = (card: ArkhamCard, pattern: RegExp) => pattern.test(card.text);

/**
 * Queries a player would type, each with what makes a top-3 result sensible, checked on the
 * card's real class, type, level, cost, traits and text.
 */
const QUERIES: Array<{ q: string; sensible: (card: ArkhamCard) => boolean }> = [
  {
    q: 'cheap Guardian weapon',
    sensible: (c) => c.faction === 'guardian' && has(c, 'Weapon') && c.cost !== null && c.cost <= 2,
  },
  { q: 'Seeker card draw', sensible: (c) => c.faction === 'seeker' && says(c, /\bdraws? \d/i) },
  {
    q: 'Mystic spell attack',
    sensible: (c) => c.faction === 'mystic' && has(c, 'Spell') && says(c, /Fight\./),
  },
  { q: 'heal damage', sensible: (c) => says(c, /heal \d+ damage|heal .*damage/i) },
  { q: 'Rogue money', sensible: (c) => c.faction === 'rogue' && says(c, /gain \d+ resources?/i) },
  {
    q: 'level 0 Survivor events',
    sensible: (c) => c.faction === 'survivor' && c.type === 'event' && c.xp === 0,
  },
  { q: 'Guardian ally', sensible: (c) => c.faction === 'guardian' && has(c, 'Ally') },
  { q: 'Seeker tome', sensible: (c) => c.faction === 'seeker' && has(c, 'Tome') },
  {
    q: 'upgraded Mystic spells',
    sensible: (c) => c.faction === 'mystic' && has(c, 'Spell') && (c.xp ?? 0) >= 1,
  },
  { q: 'evade enemies', sensible: (c) => says(c, /evade/i) },
  { q: 'ally that soaks horror', sensible: (c) => has(c, 'Ally') && says(c, /horror/i) },
  { q: 'discover clues', sensible: (c) => says(c, /discover/i) && says(c, /clue/i) },
];

describe('realistic card queries', () => {
  it(`gives sensible top-3 results for at least ${QUERIES.length - 2} of ${QUERIES.length} queries`, async () => {
    const report: string[] = [];
    let sensible = 0;
    for (const { q, sensible: ok } of QUERIES) {
      const { hits } = await search.find(q, { limit: 3 });
      const bad = hits.filter((h) => !ok(h.card)).map((h) => h.card.name);
      if (hits.length > 0 && bad.length === 0) sensible++;
      else report.push(`"${q}": ${hits.length ? `off: ${bad.join(', ')}` : 'no results'}`);
    }
    // Today 11 of 12: "heal damage" ranks Smoking Pipe (take 1 damage: heal 1 horror) third,
    // as full text cannot tell which of the two words "heal" applies to.
    expect(report.length, report.join('\n')).toBeLessThanOrEqual(2);
    expect(sensible).toBeGreaterThanOrEqual(QUERIES.length - 2);
  });

  it('says which words it read as filters', async () => {
    const result = await search.find('cheap Guardian weapon');
    expect(result.understood).toEqual(['class guardian', 'trait weapon', 'cost 0-2']);
    expect(result.query).toMatchObject({
      class: ['guardian'],
      allTraits: ['weapon'],
      cost: { min: 0, max: 2 },
    });
    expect(result.hits.map((h) => h.card.name)).toEqual(['Blackjack']);
  });

  it('counts every match in the facets, not only the returned hits', async () => {
    const result = await search.find('Spell', { limit: 2 });
    expect(result.hits).toHaveLength(2);
    // Weaknesses (Agnes's Dark Memory) are left out unless asked for.
    const spells = defaultRegistry().cards.filter((c) => c.traits.includes('Spell') && !c.subtype);
    expect(result.count).toBe(spells.length);
    const byClass: Record<string, number> = {};
    for (const c of spells) byClass[c.faction] = (byClass[c.faction] ?? 0) + 1;
    expect(result.facets.class).toEqual(byClass);
    expect(result.facets.traits.spell).toBe(spells.length);
  });

  it('lets explicit filters win over words in the text', async () => {
    const result = await search.find('Guardian weapon', { class: 'survivor' });
    expect(result.hits.length).toBeGreaterThan(0);
    for (const { card } of result.hits) {
      expect(card.faction).toBe('survivor');
      expect(card.traits).toContain('Weapon');
    }
  });

  it('falls back to any word when no card has them all', async () => {
    const result = await search.find('ally that soaks horror');
    expect(result.query.q).toBe('soaks horror');
    expect(result.hits.length).toBeGreaterThan(0);
    expect(result.hits.every((h) => /horror/i.test(h.card.text))).toBe(true);
  });
});
