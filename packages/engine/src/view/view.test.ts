import { describe, expect, it } from 'vitest';
import { actions } from '../actions';
import type { GameDefinition } from '../definition';
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

describe('the log as a view shows it', () => {
  const { engine, state } = createTestGame({ deckSize: 6 });
  const drawn = runActions(engine, state, [actions.draw({ player: 'p2', count: 2 })]);
  const card = zoneIds(drawn, 'p2:hand')[0] as string;
  const name = engine.view(drawn, 'p2').zones['p2:hand']?.cards.find((c) => c.id === card)?.name;
  const played = runActions(engine, drawn, [
    actions.moveCard({ player: 'p2', card: `#${card}`, from: 'hand', to: 'board' }),
  ]);
  const line = (s: typeof state, p: string) => engine.view(s, p).log.at(-1)?.message;
  const playLine = (s: typeof state, p: string) =>
    engine.view(s, p).log.find((e) => e.action === 'move_card')?.message;

  it('names a card played face up to everyone while it is in play', () => {
    expect(name).toBeDefined();
    for (const p of ['p1', 'p2'])
      expect(line(played, p)).toBe(`p2 moved ${name} from p2:hand to p2:board`);
    expect(engine.view(played, 'p1').log.at(-1)?.cards).toEqual([card]);
  });

  it('no longer names it to a player who cannot see it once it went back into a hand', () => {
    const back = runActions(engine, played, [
      actions.moveCard({ player: 'p2', card: `#${card}`, from: 'board', to: 'hand' }),
    ]);
    expect(playLine(back, 'p1')).toBe('p2 moved a card from p2:hand to p2:board');
    expect(engine.view(back, 'p1').log.some((e) => e.cards?.includes(card))).toBe(false);
    // Its owner sees it in the hand: the line keeps its name for them.
    expect(playLine(back, 'p2')).toBe(`p2 moved ${name} from p2:hand to p2:board`);
    // The state keeps the words as written; only a view renders them per reader.
    expect(back.log.find((e) => e.action === 'move_card')?.message).toContain(name);
  });

  it('names it to nobody once it was shuffled into a deck', () => {
    const shuffled = runActions(engine, played, [
      actions.moveCard({ player: 'p2', card: `#${card}`, from: 'board', to: 'deck' }),
      actions.shuffle({ player: 'p2', zone: 'deck' }),
    ]);
    for (const p of ['p1', 'p2']) {
      const log = engine.view(shuffled, p).log;
      expect(log.map((e) => e.message).join('\n')).not.toContain(name);
      expect(playLine(shuffled, p)).toBe('p2 moved a card from p2:hand to p2:board');
    }
  });

  it('hands back the same log when every listed card is seen', () => {
    expect(engine.view(played, 'p1').log).toBe(played.log);
  });
});

describe("the log of a card dealt into another player's hand", () => {
  // p1's cards may reach p2's hand and deck when an effect of p1's says so.
  const definition: Partial<GameDefinition> = {
    cardEffectPermit: ({ state, card }) =>
      state.cards[card]?.owner === 'p1' ? { zones: ['p2:hand', 'p2:deck'] } : undefined,
  };
  const { engine, state } = createTestGame({ deckSize: 6, definition });
  const drawn = runActions(engine, state, [actions.draw({ player: 'p1', count: 3 })]);
  const [card, effect] = zoneIds(drawn, 'p1:hand') as [string, string];
  const name = engine.view(drawn, 'p1').zones['p1:hand']?.cards.find((c) => c.id === card)?.name;
  const played = runActions(engine, drawn, [
    actions.moveCard({ player: 'p1', card: `#${card}`, from: 'hand', to: 'board' }),
  ]);
  const dealt = runActions(engine, played, [
    actions.moveCard({
      player: 'p1',
      card: `#${card}`,
      from: 'board',
      to: 'p2:hand',
      allowedByCardEffect: `#${effect}`,
    }),
  ]);
  const words = (p: string) => engine.view(dealt, p).log.map((e) => e.message);

  it('names it to the player whose hand it is in, and to nobody else', () => {
    expect(name).toBeDefined();
    expect(words('p2')).toContain(`p1 moved ${name} from p1:hand to p1:board`);
    expect(words('p1')).toContain('p1 moved a card from p1:hand to p1:board');
    expect(words('p1').join('\n')).not.toContain(name);
  });

  it("shows the effect's card only to a player who sees it", () => {
    const line = (p: string) => engine.view(dealt, p).log.at(-1);
    expect(line('p1')?.effect?.card).toBe(effect);
    expect(line('p2')?.effect).toBeUndefined();
    expect(JSON.stringify(line('p2'))).not.toContain(`"${effect}"`);
  });
});
