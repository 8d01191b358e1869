import { describe, expect, it } from 'vitest';
import { actions, execute } from '../index';
import { createTestGame, testGameDefinition } from '../test/index';

/** Errors are written for the one who acted: they never name a card that player may not see. */
describe('error messages never reveal hidden cards', () => {
  const { state } = createTestGame({ players: ['p1', 'p2'], seed: 7 });
  const text = (r: ReturnType<typeof execute>) => (r.ok ? '' : JSON.stringify(r.error));
  const deckNames = (player: string) =>
    state.zones[`${player}:deck`]!.cards.map(
      (id) => testGameDefinition.cards.getTemplate(state.cards[id]!.templateId)!.name,
    );

  it('a misspelt name in your own hidden deck suggests nothing from the deck', () => {
    const target = deckNames('p1')[0]!;
    const typo = `${target.slice(0, -1)}#`;
    const r = execute(
      testGameDefinition,
      state,
      actions.moveCard({ player: 'p1', card: typo, from: 'deck', to: 'hand' }),
    );
    expect(r.ok).toBe(false);
    for (const name of new Set(deckNames('p1'))) expect(text(r)).not.toContain(name);
  });

  it('a wrong rearrange order does not list cards the player never saw', () => {
    const r = execute(
      testGameDefinition,
      state,
      actions.rearrangeZone({ player: 'p1', zone: 'deck', count: 3, order: ['x', 'y', 'z'] }),
    );
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : r.error.code).toBe('ORDER_MISMATCH');
    for (const name of new Set(deckNames('p1'))) expect(text(r)).not.toContain(name);
  });
});
