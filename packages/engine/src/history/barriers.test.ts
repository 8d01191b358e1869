import { describe, expect, it } from 'vitest';
import { type Action, actions } from '../actions';
import { createTestGame, zoneIds } from '../test';
import { checkpoint, deserializeHistory, type History, restore, serializeHistory } from './index';

/**
 * Rewind never takes back what a player saw or what chance decided: each kind of barrier is
 * set by its action, refuses a rewind past it (changing nothing), says why and where the
 * furthest legal point is, and lets a rewind to any point after it through.
 */
describe('barriers', () => {
  const { engine, state } = createTestGame({ seed: 'barriers' });
  const apply = (h: History, a: Action) => {
    const r = engine.apply(h, a);
    if (!r.result.ok) throw new Error(`${a.type}: ${r.result.error.message}`);
    return r.history;
  };
  const start = () => {
    const h = engine.createHistory(state);
    // A card on p1's board: moving public cards about sets no barrier.
    const drawn = apply(h, actions.draw({ player: 'p1' }));
    const id = zoneIds(drawn.state, 'p1:hand')[0] as string;
    return { h: apply(drawn, actions.moveCard({ player: 'p1', card: `#${id}`, to: 'board' })), id };
  };

  /** Each case: actions before the checkpoint, the barrier action, what it records and for whom. */
  const cases: [
    string,
    Action[],
    (s: typeof state) => Action,
    'shown' | 'chance',
    string,
    string[],
  ][] = [
    [
      'a draw',
      [],
      () => actions.draw({ player: 'p1', count: 2 }),
      'shown',
      'p1 drew 2 cards',
      ['p1'],
    ],
    [
      'a coin flip',
      [],
      () => actions.coinFlip({ player: 'p1' }),
      'chance',
      'p1 flipped a coin',
      ['p1', 'p2'],
    ],
    [
      'a dice roll',
      [],
      () => actions.diceRoll({ player: 'p1', count: 2 }),
      'chance',
      'p1 rolled 2 dice',
      ['p1', 'p2'],
    ],
    [
      'a shuffle',
      [],
      () => actions.shuffle({ player: 'p1', zone: 'deck' }),
      'chance',
      "p1's deck was shuffled",
      ['p1', 'p2'],
    ],
    [
      'a peek at hidden cards',
      [],
      () => actions.peek({ player: 'p1', zone: 'deck', count: 3 }),
      'shown',
      "it showed p1 the top 3 cards of p1's deck",
      ['p1'],
    ],
    [
      'a search of the deck',
      [],
      () => actions.searchZone({ player: 'p1', zone: 'deck' }),
      'shown',
      "it showed p1 every card of p1's deck",
      ['p1'],
    ],
    [
      'a hand shown to the opponent',
      [actions.draw({ player: 'p2', count: 2 })],
      () => actions.revealHand({ player: 'p2', to: ['p1'] }),
      'shown',
      "it showed p1 p2's hand",
      ['p1'],
    ],
    [
      'a choice among cards the decider cannot see',
      [],
      (s) =>
        actions.createDecision({
          player: 'p2',
          decider: 'p1',
          prompt: 'Take one',
          options: zoneIds(s, 'p1:deck')
            .slice(0, 2)
            .map((id) => `#${id} a card`),
          private: true,
        }),
      'shown',
      "it showed p1 2 cards of p1's deck to choose from",
      ['p1'],
    ],
  ];

  it.each(cases)('%s is a barrier', (_, setup, make, kind, what, players) => {
    const h = setup.reduce(apply, start().h);
    const cp = checkpoint(h);
    const after = apply(h, make(h.state));
    for (const p of players) expect(after.barriers?.[p]).toMatchObject({ kind, what });
    const refused = engine.rewind(after, cp, 'p1');
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.history).toBe(after);
    expect(refused.error.code).toBe('REWIND_BARRIER');
    expect(refused.error.message).toMatch(/^You cannot take back p[12]'s [a-z ]+ in turn 1: /);
    expect(refused.error.message).toContain(what);
    expect(refused.error.hints).toEqual([
      'It was the last thing done: there is nothing since it to take back.',
    ]);
    expect(refused.latest).toBeUndefined();
  });

  it('moving, turning and counting public cards set none: a rewind goes back over them', () => {
    const { h, id } = start();
    const cp = checkpoint(h);
    let later = apply(h, actions.setOrientation({ player: 'p1', card: `#${id}`, orientation: 90 }));
    later = apply(later, actions.addCounter({ player: 'p1', card: `#${id}`, counter: 'damage' }));
    later = apply(later, actions.moveCard({ player: 'p1', card: `#${id}`, to: 'discard' }));
    const back = engine.rewind(later, cp, 'p1');
    expect(back.ok && back.history.state).toBe(h.state);
  });

  it("binds only the player it showed something to: a card played face up does not stop its own player's rewind", () => {
    const { h } = start();
    const cp = checkpoint(h);
    const id = zoneIds(h.state, 'p1:deck')[0] as string;
    const drawn = apply(h, actions.draw({ player: 'p1' }));
    const cp2 = checkpoint(drawn);
    // p1 plays the drawn card face up: p2 now saw it, p1 knew it already.
    const played = apply(drawn, actions.moveCard({ player: 'p1', card: `#${id}`, to: 'board' }));
    expect(played.barriers?.p2?.what).toBe("it showed p2 a card of p1's board");
    expect(engine.rewind(played, cp2, 'p1').ok).toBe(true);
    expect(engine.rewind(played, cp2, 'p2').ok).toBe(false);
    // p1's own draw still stops p1.
    expect(engine.rewind(played, cp, 'p1').ok).toBe(false);
  });

  it("another player's own move binds everyone else: p1 cannot undo p2's answer to fish for another", () => {
    const { h } = start();
    const asked = apply(
      h,
      actions.createDecision({
        player: 'p1',
        decider: 'p2',
        prompt: 'Which?',
        options: ['a', 'b'],
      }),
    );
    const cp = checkpoint(asked);
    const answered = apply(asked, {
      ...actions.resolveDecision({ player: 'p2', choice: 'a' }),
      source: 'ai',
    });
    const refused = engine.rewind(answered, cp, 'p1');
    expect(!refused.ok && refused.error.message).toBe(
      "You cannot take back p2's resolve decision in turn 1: p2 made a choice.",
    );
    // The game's own bookkeeping (source script) binds no one.
    const scripted = apply(asked, actions.resolveDecision({ player: 'p2', choice: 'a' }));
    expect(engine.rewind(scripted, cp, 'p1').ok).toBe(true);
  });

  it('a refused rewind names the furthest legal point, right after the barrier, and that one works', () => {
    const { h, id } = start();
    const cp = checkpoint(h);
    const flipped = apply(h, actions.coinFlip({ player: 'p1', count: 3 }));
    const later = apply(flipped, actions.moveCard({ player: 'p1', card: `#${id}`, to: 'discard' }));
    const refused = engine.rewind(later, cp, 'p1');
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error.message).toBe(
      "You cannot take back p1's coin flip in turn 1: p1 flipped 3 coins.",
    );
    expect(refused.error.hints).toEqual(['The furthest back you can go is just after it.']);
    expect(refused.latest?.state).toBe(flipped.state);
    const back = engine.rewind(later, refused.latest as NonNullable<typeof refused.latest>, 'p1');
    expect(back.ok && back.history.state).toBe(flipped.state);
    // And forward again along the same line (redo).
    const redo = back.ok ? engine.rewind(back.history, checkpoint(later), 'p1') : back;
    expect(redo.ok && redo.history.state).toBe(later.state);
  });

  it('a point on another line of play is refused: a second outcome of one flip never shows', () => {
    const { h, id } = start();
    const cp = checkpoint(h);
    // A line with no barrier, then back, then a flip: the first line is now out of reach.
    const other = apply(h, actions.moveCard({ player: 'p1', card: `#${id}`, to: 'discard' }));
    const back = engine.rewind(other, cp, 'p1');
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    const flipped = apply(back.history, actions.coinFlip({ player: 'p1' }));
    expect(engine.rewind(flipped, checkpoint(other), 'p1').ok).toBe(false);
    expect(engine.rewind(flipped, cp, 'p1').ok).toBe(false);
  });

  it('names the card whose play it was, when the player may see it', () => {
    const { h, id } = start();
    const cp = checkpoint(h);
    // A declared card's follow-ups (here a coin flip) are part of that card's play.
    const { engine: flips } = createTestGame({
      seed: 'barriers',
      definition: {
        postHooks: [
          {
            id: 'flip-after',
            actions: ['declare_action'],
            run: () => ({ followUps: [actions.coinFlip({ player: 'p1' })] }),
          },
        ],
      },
    });
    const r = flips.apply(h, actions.declareAction({ player: 'p1', kind: 'use', card: `#${id}` }));
    expect(r.result.ok).toBe(true);
    const name = engine.view(h.state, 'p1').zones['p1:board']?.cards[0]?.name;
    const refused = engine.rewind(r.history, cp, 'p1');
    expect(!refused.ok && refused.error.message).toBe(
      `You cannot take back ${name}: p1 flipped a coin.`,
    );
  });

  it('survives serialization: a history read back refuses the same rewinds', () => {
    const { h } = start();
    const flipped = apply(h, actions.coinFlip({ player: 'p1' }));
    const back = deserializeHistory(engine.definition, serializeHistory(flipped));
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect(back.value.barriers?.p1).toEqual(flipped.barriers?.p1);
    const early = deserializeHistory(engine.definition, serializeHistory(h));
    expect(early.ok && engine.rewind(back.value, checkpoint(early.value), 'p1').ok).toBe(false);
  });

  it('restore (for replays and tests) still goes anywhere, barriers included', () => {
    const { h } = start();
    const cp = checkpoint(h);
    const flipped = apply(h, actions.coinFlip({ player: 'p1' }));
    const back = restore(flipped, cp);
    expect(back.state).toBe(h.state);
    expect(back.barriers).toBe(h.barriers);
  });
});
