import { describe, expect, it } from 'vitest';
import { getBundledRegistry } from '../cards/bundled-sets';
import {
  basicEnergyType,
  isBasicPokemon,
  isPokemon,
  stage,
  trainerKind,
} from '../cards/card-helpers';
import { BUNDLED_DECKS, getBundledDeck, loadBundledDeck, UnknownDeckError } from './bundled-decks';
import { formatDeckList } from './format-deck-list';
import { parseDeckList } from './parse-deck-list';

const registry = getBundledRegistry();

describe('bundled decks', () => {
  it('has the five Base Set and two Fossil theme decks and at least two Scarlet & Violet decks', () => {
    expect(BUNDLED_DECKS.filter((d) => d.era === 'base').map((d) => d.name)).toEqual([
      '2-Player Starter Set',
      'Overgrowth',
      'Zap!',
      'Brushfire',
      'Blackout',
      'LockDown',
      'BodyGuard',
    ]);
    expect(BUNDLED_DECKS.filter((d) => d.era === 'scarlet-violet').length).toBeGreaterThanOrEqual(
      2,
    );
    expect(new Set(BUNDLED_DECKS.map((d) => d.id)).size).toBe(BUNDLED_DECKS.length);
  });

  it.each(BUNDLED_DECKS.map((d) => [d.id, d] as const))('%s parses to 60 legal cards', (_id, d) => {
    const result = parseDeckList(d.list, registry);
    expect(result.ok && result.warnings).toEqual([]);
    if (!result.ok) return;
    expect(result.deck.total).toBe(60);
    expect(formatDeckList(result.deck)).toBe(d.list);
    expect(d.description.length).toBeGreaterThan(20);
  });

  it.each(BUNDLED_DECKS.map((d) => [d.id] as const))(
    '%s: every evolution has its previous stage in the deck',
    (id) => {
      const deck = loadBundledDeck(id);
      const names = new Set(deck.entries.map((e) => e.card.name));
      for (const { card } of deck.entries) {
        if (isPokemon(card) && card.evolvesFrom) expect(names).toContain(card.evolvesFrom);
      }
    },
  );

  it.each(BUNDLED_DECKS.filter((d) => d.era === 'scarlet-violet').map((d) => [d.id] as const))(
    '%s: one set pool, an evolution line, search and draw trainers, and energy every attacker can use',
    (id) => {
      const deck = loadBundledDeck(id);
      const cards = deck.entries.map((e) => e.card);
      expect(new Set(cards.map((c) => c.set.id))).toEqual(new Set(['sv1', 'sve']));
      expect(cards.some((c) => stage(c) === 'Stage 2')).toBe(true);
      const kinds = new Set(cards.map(trainerKind));
      expect(kinds).toContain('Supporter');
      expect(kinds).toContain('Item');
      expect(kinds).toContain('Pokémon Tool');
      const energy = new Set(cards.map(basicEnergyType).filter((t) => t !== undefined));
      for (const card of cards) {
        if (!isPokemon(card) || card.attacks.length === 0) continue;
        const payable = card.attacks.some((a) =>
          a.cost.every((t) => t === 'Colorless' || energy.has(t)),
        );
        expect(payable, `${card.name} can pay for an attack`).toBe(true);
      }
      const basics = deck.entries.filter((e) => isBasicPokemon(e.card));
      expect(basics.reduce((n, e) => n + e.count, 0)).toBeGreaterThanOrEqual(8);
    },
  );

  it('documents the 2-Player Starter Set correction', () => {
    const starter = getBundledDeck('base-2-player-starter');
    expect(starter.note).toMatch(/61/);
    expect(starter.list).toMatch(/13 Fighting Energy BS 97/);
  });

  it('throws a clear error for an unknown id', () => {
    expect(() => getBundledDeck('nope')).toThrow(UnknownDeckError);
    expect(() => getBundledDeck('nope')).toThrow(/base-overgrowth/);
  });
});
