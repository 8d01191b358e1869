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

  it('names a card revealed to one opponent in that opponent’s log only, even after it is shuffled away', () => {
    const id = zoneIds(s1, 'p1:hand')[0] as string;
    const name = engine.view(s1, 'p1').zones['p1:hand']?.cards[0]?.name as string;
    const s2 = runActions(engine, s1, [
      actions.reveal({ player: 'p1', cards: [`#${id}`], to: ['p2'] }),
      actions.moveCard({ player: 'p1', card: `#${id}`, from: 'p1:hand', to: 'p1:deck' }),
      actions.shuffle({ player: 'p1', zone: 'p1:deck' }),
    ]);
    const line = (p: string) =>
      engine.view(s2, p).log.find((l) => l.action === 'reveal')?.message ?? '';
    expect(line('p2')).toBe(`p1 revealed ${name} to p1, p2`);
    expect(line('p1')).toBe(`p1 revealed ${name} to p1, p2`);
    expect(line('p3')).toBe('p1 revealed a card to p1, p2');
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

  it('still names it to a player who saw it, once it went back into a hand, but lists it no more', () => {
    const back = runActions(engine, played, [
      actions.moveCard({ player: 'p2', card: `#${card}`, from: 'board', to: 'hand' }),
    ]);
    // p1 saw it played and saw it go back: the words stay; the id would follow it into the hand.
    expect(playLine(back, 'p1')).toBe(`p2 moved ${name} from p2:hand to p2:board`);
    expect(line(back, 'p1')).toBe(`p2 moved ${name} from p2:board to p2:hand`);
    expect(engine.view(back, 'p1').log.some((e) => e.cards?.includes(card))).toBe(false);
    expect(engine.view(back, 'p2').log.at(-1)?.cards).toEqual([card]);
    // A view holds no record of who saw what.
    expect(engine.view(back, 'p1').log.some((e) => e.seenBy !== undefined)).toBe(false);
  });

  it('still names it to both once it was shuffled into a deck, and lists it to nobody', () => {
    const shuffled = runActions(engine, played, [
      actions.moveCard({ player: 'p2', card: `#${card}`, from: 'board', to: 'deck' }),
      actions.shuffle({ player: 'p2', zone: 'deck' }),
    ]);
    for (const p of ['p1', 'p2']) {
      const log = engine.view(shuffled, p).log;
      expect(playLine(shuffled, p)).toBe(`p2 moved ${name} from p2:hand to p2:board`);
      expect(log.some((e) => e.cards?.includes(card))).toBe(false);
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

  it('names it to both players, who saw it played; lists it only to the one whose hand it is in', () => {
    expect(name).toBeDefined();
    for (const p of ['p1', 'p2'])
      expect(words(p)).toContain(`p1 moved ${name} from p1:hand to p1:board`);
    const lists = (p: string) => engine.view(dealt, p).log.some((e) => e.cards?.includes(card));
    expect(lists('p2')).toBe(true);
    expect(lists('p1')).toBe(false);
  });

  it("shows the effect's card only to a player who sees it", () => {
    const line = (p: string) => engine.view(dealt, p).log.at(-1);
    expect(line('p1')?.effect?.card).toBe(effect);
    expect(line('p2')?.effect).toBeUndefined();
    expect(JSON.stringify(line('p2'))).not.toContain(`"${effect}"`);
  });
});

describe('the log of what a reader saw once, and of what they did not see then', () => {
  // The game's words name every card an action touched: a view decides who may read each name.
  const definition: Partial<GameDefinition> = {
    describeAction: ({ action, targets, state: before }) => {
      if (action.type !== 'draw' && action.type !== 'reveal') return undefined;
      const names = targets.cards.map((id) => {
        const c = before.cards[id];
        return c ? (engine.definition.cards.getTemplate(c.templateId)?.name ?? '') : '';
      });
      return `${action.player} ${action.type === 'draw' ? 'drew' : 'showed'} ${names.join(', ')}`;
    },
  };
  const { engine, state } = createTestGame({ deckSize: 6, definition });
  const drawn = runActions(engine, state, [actions.draw({ player: 'p2', count: 2 })]);
  const [secret, shown] = zoneIds(drawn, 'p2:hand') as [string, string];
  const nameOf = (id: string) =>
    engine.definition.cards.getTemplate(drawn.cards[id]?.templateId ?? '')?.name as string;

  it('a card drawn in secret stays "a card" in the draw line after it is played', () => {
    const played = runActions(engine, drawn, [
      actions.moveCard({ player: 'p2', card: `#${secret}`, from: 'hand', to: 'board' }),
    ]);
    const drawLine = (p: string) => engine.view(played, p).log.find((e) => e.action === 'draw');
    expect(drawLine('p1')?.message).not.toContain(nameOf(secret));
    expect(drawLine('p1')?.message).toMatch(/^p2 drew a card, a card$/);
    expect(drawLine('p1')?.cards).toBeUndefined();
    // Its drawer saw both: the line names them to p2.
    expect(drawLine('p2')?.message).toBe(`p2 drew ${nameOf(secret)}, ${nameOf(shown)}`);
    // The play itself names it to everyone.
    expect(engine.view(played, 'p1').log.at(-1)?.message).toContain(nameOf(secret));
  });

  it('a card shown to everyone stays named to them after it is shuffled back into the deck', () => {
    const back = runActions(engine, drawn, [
      actions.reveal({ player: 'p2', cards: [`#${shown}`], zone: 'hand' }),
      actions.moveCard({ player: 'p2', card: `#${shown}`, from: 'hand', to: 'deck' }),
      actions.shuffle({ player: 'p2', zone: 'deck' }),
    ]);
    expect(back.cards[shown]?.visibility).not.toBe('public');
    const revealLine = engine.view(back, 'p1').log.find((e) => e.action === 'reveal');
    expect(revealLine?.message).toBe(`p2 showed ${nameOf(shown)}`);
    // The name, not the id: p1 cannot follow the card into the deck.
    expect(revealLine?.cards).toBeUndefined();
  });

  it('a card shown to one player is named to that player only', () => {
    const { engine: e3, state: s3 } = createTestGame({
      players: ['p1', 'p2', 'p3'],
      deckSize: 6,
      definition,
    });
    const d3 = runActions(e3, s3, [actions.draw({ player: 'p1', count: 1 })]);
    const id = zoneIds(d3, 'p1:hand')[0] as string;
    const shownTo = runActions(e3, d3, [
      actions.reveal({ player: 'p1', cards: [`#${id}`], zone: 'hand', to: ['p2'] }),
      actions.moveCard({ player: 'p1', card: `#${id}`, from: 'hand', to: 'deck' }),
    ]);
    expect(shownTo.log.find((e) => e.action === 'reveal')?.seenBy).toEqual([['p1', 'p2']]);
    const name = e3.definition.cards.getTemplate(d3.cards[id]?.templateId ?? '')?.name as string;
    const revealLine = (p: string) => e3.view(shownTo, p).log.find((e) => e.action === 'reveal');
    expect(revealLine('p2')?.message).toBe(`p1 showed ${name}`);
    expect(revealLine('p1')?.message).toBe(`p1 showed ${name}`);
    expect(revealLine('p3')?.message).toBe('p1 showed a card');
  });
});
