import { describe, expect, it } from 'vitest';
import { actions } from '../actions';
import { createTestGame, runActions, zoneIds } from '../test';

describe('view with three players', () => {
  const { engine, state } = createTestGame({ players: ['p1', 'p2', 'p3'], deckSize: 8 });
  const s1 = runActions(engine, state, [
    actions.draw({ player: 'p1', count: 3 }),
    actions.draw({ player: 'p2', count: 2 }),
    actions.moveCardStack({ player: 'p3', from: 'deck', to: 'prizes', count: 2 }),
    actions.moveCardStack({ player: 'p3', from: 'deck', to: 'board', count: 1 }),
  ]);

  it('shows own hand, counts of opponents hands, and public zones', () => {
    const v = engine.view(s1, 'p1');
    expect(v.zones['p1:hand']?.cards).toHaveLength(3);
    expect(v.zones['p2:hand']).toMatchObject({ count: 2, cards: [], hidden: 2 });
    expect(v.zones['p3:board']?.cards[0]).toMatchObject({ position: 1, faceUp: true });
    expect(v.zones['p3:prizes']).toMatchObject({ count: 2, cards: [], hidden: 2 });
    expect(v.zones['p1:deck']).toMatchObject({ count: 5, cards: [], hidden: 5 });
  });

  it('never contains the id or template of a card the viewer may not see', () => {
    for (const p of ['p1', 'p2', 'p3']) {
      const json = JSON.stringify(engine.view(s1, p));
      const visibleTemplates = new Set(
        Object.values(s1.cards)
          .filter((c) => engine.canSee(s1, p, c.id))
          .map((c) => c.templateId),
      );
      for (const card of Object.values(s1.cards)) {
        if (engine.canSee(s1, p, card.id)) continue;
        expect(json).not.toContain(`"id":"${card.id}"`);
        if (!visibleTemplates.has(card.templateId))
          expect(json).not.toContain(`"${card.templateId}"`);
      }
    }
  });

  it('shows a card revealed to one opponent to that opponent only', () => {
    const id = zoneIds(s1, 'p1:hand')[0] as string;
    const s2 = runActions(engine, s1, [
      actions.reveal({ player: 'p1', cards: [`#${id}`], to: ['p2'] }),
    ]);
    expect(engine.view(s2, 'p2').zones['p1:hand']?.cards.map((c) => c.id)).toEqual([id]);
    expect(engine.view(s2, 'p3').zones['p1:hand']?.cards).toEqual([]);
  });

  it('hides decision options from everyone but the decider', () => {
    const s2 = runActions(engine, s1, [
      actions.createDecision({ player: 'p1', decider: 'p2', prompt: 'Pick', options: ['a', 'b'] }),
    ]);
    expect(engine.view(s2, 'p2').pendingDecision).toEqual({
      decider: 'p2',
      prompt: 'Pick',
      options: ['a', 'b'],
      yours: true,
    });
    expect(engine.view(s2, 'p3').pendingDecision?.options).toBeNull();
  });

  it('hides counts of zones with owner-only counts, and their positions', () => {
    const secret = createTestGame({
      definition: {
        zones: {
          perPlayer: [
            { name: 'deck', defaultVisibility: 'hidden', countVisibility: 'owner' },
            { name: 'hand', defaultVisibility: 'owner' },
          ],
        },
      },
    });
    const v = secret.engine.view(secret.state, 'p2');
    expect(v.zones['p1:deck']).toMatchObject({ count: null, hidden: 0, cards: [] });
    expect(secret.engine.view(secret.state, 'p1').zones['p1:deck']?.count).toBe(20);
  });

  it('exposes plugin state only through viewPlugin', () => {
    const g = createTestGame({
      definition: {
        initPluginState: () => ({ secret: 'x', public: 1 }),
        viewPlugin: (s) => ({ public: (s.plugin as { public: number }).public }),
      },
    });
    expect(g.engine.view(g.state, 'p1').plugin).toEqual({ public: 1 });
    const plain = createTestGame({ definition: { initPluginState: () => ({ secret: 'x' }) } });
    expect(JSON.stringify(plain.engine.view(plain.state, 'p1'))).not.toContain('secret');
  });
});
