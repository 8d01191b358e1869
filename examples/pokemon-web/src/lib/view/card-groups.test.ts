import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CardFace } from './board-view';
import { groupCards } from './card-groups';

const card = (instanceId: string, name: string, supertype: CardFace['supertype']): CardFace => ({
  instanceId,
  name,
  supertype,
  subtypes: [],
});

describe('groupCards: a searched deck as a player reads a deck list', () => {
  it('one row per name with its copies; Pokémon, then Trainers, then Energy, each by name', () => {
    const deck = [
      card('1', 'Basic Lightning Energy', 'Energy'),
      card('2', 'Pawmo', 'Pokémon'),
      card('3', 'Nest Ball', 'Trainer'),
      card('4', 'Basic Lightning Energy', 'Energy'),
      card('5', 'Miraidon ex', 'Pokémon'),
      card('6', 'Pawmo', 'Pokémon'),
      card('7', 'Arven', 'Trainer'),
    ];
    expect(groupCards(deck).map((g) => [g.name, g.cards.map((c) => c.instanceId)])).toEqual([
      ['Miraidon ex', ['5']],
      ['Pawmo', ['2', '6']],
      ['Arven', ['7']],
      ['Nest Ball', ['3']],
      ['Basic Lightning Energy', ['1', '4']],
    ]);
  });

  it('keeps every card exactly once, each under its own name', () => {
    const kinds = ['Pokémon', 'Trainer', 'Energy'] as const;
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('A', 'B', 'C', 'D'), fc.constantFrom(...kinds)), {
          maxLength: 60,
        }),
        (rows) => {
          // A name is one card: its supertype is fixed by the name.
          const deck = rows.map(([name], i) =>
            card(String(i), name, kinds[name.charCodeAt(0) % 3]!),
          );
          const groups = groupCards(deck);
          const ids = groups.flatMap((g) => g.cards.map((c) => c.instanceId));
          expect(ids.sort()).toEqual(deck.map((c) => c.instanceId).sort());
          for (const g of groups) for (const c of g.cards) expect(c.name).toBe(g.name);
          expect(new Set(groups.map((g) => g.name)).size).toBe(groups.length);
        },
      ),
    );
  });
});
