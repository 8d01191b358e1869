import { describe, expect, it } from 'vitest';
import { actions } from '../actions';
import type { CardEffectPermit, GameDefinition } from '../definition';
import { createTestGame, runActions, zoneIds } from '../test';

/** p1 draws five; p2 draws five and plays one card to its board. */
function table(definition: Partial<GameDefinition> = {}) {
  const { engine, state } = createTestGame({ definition });
  const s = runActions(engine, state, [
    actions.draw({ player: 'p1', count: 5 }),
    actions.draw({ player: 'p2', count: 5 }),
  ]);
  const p2Card = zoneIds(s, 'p2:hand')[0] as string;
  const s1 = runActions(engine, s, [
    actions.moveCard({ player: 'p2', card: `#${p2Card}`, from: 'hand', to: 'board' }),
  ]);
  return { engine, state: s1, mine: zoneIds(s1, 'p1:hand'), theirs: p2Card };
}

describe('allowedByCardEffect', () => {
  it('must name a card the actor owns and can see; anything else is refused and changes nothing', () => {
    const { engine, state, theirs } = table();
    const deckCard = zoneIds(state, 'p1:deck')[0] as string;
    for (const claim of ['Nonexistent Card', `#${theirs}`, `#${deckCard}`, 'Potion of Seeing']) {
      const r = engine.execute(
        state,
        actions.peek({ player: 'p1', zone: 'p2:deck', count: 1, allowedByCardEffect: claim }),
      );
      expect(!r.ok && r.error.code).toBe('INVALID_CARD_EFFECT');
      expect(r.state).toBe(state);
    }
  });

  it('lifts nothing when the game does not answer, and then says nothing about card effects', () => {
    const { engine, state, mine } = table();
    const r = engine.execute(
      state,
      actions.searchZone({ player: 'p1', zone: 'p2:hand', allowedByCardEffect: `#${mine[0]}` }),
    );
    expect(!r.ok && r.error.code).toBe('NOT_YOUR_ZONE');
    expect(!r.ok && r.error.hints.join(' ')).not.toMatch(/effect/i);
  });

  it("reaches another player's zones only as far as the permit says", () => {
    const permit = (zones: string[]): Partial<GameDefinition> => ({
      cardEffectPermit: ({ state, card }): CardEffectPermit | undefined =>
        state.cards[card]?.owner === 'p1' ? { zones } : undefined,
    });
    const { engine, state, mine, theirs } = table(permit(['p2:deck']));
    const claim = `#${mine[0]}`;
    const peek = engine.execute(
      state,
      actions.peek({ player: 'p1', zone: 'p2:deck', count: 1, allowedByCardEffect: claim }),
    );
    expect(peek.ok).toBe(true);
    if (peek.ok) expect(peek.state.log.at(-1)?.effect?.card).toBe(mine[0]);
    const hand = engine.execute(
      state,
      actions.searchZone({ player: 'p1', zone: 'p2:hand', allowedByCardEffect: claim }),
    );
    expect(!hand.ok && hand.error.code).toBe('NOT_YOUR_ZONE');
    expect(!hand.ok && hand.error.hints.join(' ')).toContain('does not permit this');
    const take = engine.execute(
      state,
      actions.moveCard({
        player: 'p1',
        card: `#${theirs}`,
        from: 'p2:board',
        to: 'p1:hand',
        allowedByCardEffect: claim,
      }),
    );
    expect(!take.ok && take.error.code).toBe('NOT_YOUR_ZONE');
    expect(take.state).toBe(state);
  });

  it("never takes another player's cards, visible or not, without a permit", () => {
    const { engine, state, theirs } = table();
    const attempts = [
      actions.moveCard({ player: 'p1', card: `#${theirs}`, from: 'p2:board', to: 'p1:hand' }),
      actions.moveCardStack({ player: 'p1', from: 'p2:board', to: 'p1:discard' }),
      actions.moveCardStack({ player: 'p1', from: 'p2:hand', to: 'p1:hand', count: 2 }),
      actions.swapCardStacks({ player: 'p1', a: 'p2:board', b: 'p1:board' }),
      actions.placeOnZone({ player: 'p1', cards: [`#${theirs}`], to: 'p1:deck' }),
      actions.addCounter({ player: 'p1', card: `#${theirs}`, counter: 'damage', amount: 9 }),
      actions.flipCard({ player: 'p1', card: `#${theirs}`, faceUp: false }),
      // Nor pushes its own cards into another player's zones.
      actions.moveCard({
        player: 'p1',
        card: `#${zoneIds(state, 'p1:hand')[0]}`,
        from: 'p1:hand',
        to: 'p2:hand',
      }),
      actions.draw({ player: 'p1', to: 'p2:board' }),
    ];
    for (const a of attempts) {
      const r = engine.execute(state, a);
      expect(r.ok, a.type).toBe(false);
      expect(r.state).toBe(state);
    }
  });
});

describe('settle', () => {
  it('acts on the state after every follow-up is done, round after round', () => {
    const seen: number[] = [];
    const { engine, state } = createTestGame({
      definition: {
        initPluginState: () => ({ draws: 0 }),
        // A post-hook queues a second draw; settle sees both and then tops the hand up to 4.
        postHooks: [
          {
            id: 'draw-again',
            actions: ['draw'],
            run: ({ action }) =>
              action.source === 'ui'
                ? { followUps: [actions.draw({ player: action.player })] }
                : undefined,
          },
        ],
        settle: ({ state: s }) => {
          const hand = s.zones['p1:hand']?.cards.length ?? 0;
          seen.push(hand);
          return hand < 4 ? { followUps: [actions.draw({ player: 'p1' })] } : undefined;
        },
      },
    });
    const r = engine.execute(state, actions.draw({ player: 'p1', source: 'ui' }));
    expect(r.ok && r.state.zones['p1:hand']?.cards.length).toBe(4);
    expect(seen).toEqual([2, 3, 4]);
  });

  it('stops a settle hook that never settles, with a warning', () => {
    const { engine, state } = createTestGame({
      definition: {
        initPluginState: () => 0,
        settle: ({ state: s }) => ({ plugin: (s.plugin as number) + 1 }),
      },
    });
    const r = engine.execute(state, actions.coinFlip({ player: 'p1' }), { maxSettleRounds: 5 });
    expect(r.ok && r.state.plugin).toBe(5);
    expect(r.ok && r.warnings).toContain('Settling stopped after 5 rounds.');
  });
});

describe('decisions with several answers', () => {
  const { engine, state } = createTestGame();
  const asked = runActions(engine, state, [
    actions.createDecision({
      player: 'p1',
      decider: 'p1',
      prompt: 'Pick up to two',
      options: ['a', 'b', 'c'],
      select: { min: 0, max: 2 },
      private: true,
    }),
  ]);

  it('takes between min and max distinct options and keeps a private answer out of the log', () => {
    const r = engine.execute(asked, actions.resolveDecision({ player: 'p1', choices: ['C', 'a'] }));
    expect(r.ok && r.data).toMatchObject({ choices: ['c', 'a'] });
    expect(r.ok && r.state.log.at(-1)?.message).toBe('p1 answered: Pick up to two');
    const none = engine.execute(asked, actions.resolveDecision({ player: 'p1', choices: [] }));
    expect(none.ok).toBe(true);
  });

  it('refuses too many, duplicates and unknown options, changing nothing', () => {
    for (const choices of [['a', 'b', 'c'], ['a', 'a'], ['z']]) {
      const r = engine.execute(asked, actions.resolveDecision({ player: 'p1', choices }));
      expect(!r.ok && r.error.code).toBe('INVALID_CHOICE');
      expect(r.state).toBe(asked);
    }
  });

  it('refuses a select that cannot be met', () => {
    const r = engine.execute(
      state,
      actions.createDecision({
        player: 'p1',
        decider: 'p1',
        prompt: 'Q',
        options: ['a'],
        select: { min: 2, max: 3 },
      }),
    );
    expect(!r.ok && r.error.code).toBe('INVALID_ACTION');
  });

  it('rules and post-hooks see what the claim was granted, not only that there is one', () => {
    const seen: (readonly string[] | null)[] = [];
    const { engine, state, mine } = table({
      cardEffectPermit: ({ card, state: s }) =>
        s.cards[card]?.templateId === s.cards[mine[0] as string]?.templateId
          ? { rules: ['EXTRA'] }
          : undefined,
      postHooks: [
        {
          id: 'note',
          actions: ['coin_flip'],
          run: ({ effect }) => {
            seen.push(effect ? [...effect.rules] : null);
            return undefined;
          },
        },
      ],
    });
    const other = mine.find(
      (id) => state.cards[id]?.templateId !== state.cards[mine[0] as string]?.templateId,
    ) as string;
    for (const claim of [undefined, `#${mine[0]}`, `#${other}`]) {
      const r = engine.execute(
        state,
        actions.coinFlip({ player: 'p1', ...(claim ? { allowedByCardEffect: claim } : {}) }),
      );
      expect(r.ok).toBe(true);
    }
    expect(seen).toEqual([null, ['EXTRA'], []]);
  });
});
