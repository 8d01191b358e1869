import { describe, expect, it } from 'vitest';
import { readyMatch } from './test-helpers.test-helper';
import { createGameToolContext, legalNowLine } from './tool-context';
import type { GamePlugin } from './types';

/** Ids of the cards in a zone, top first. */
const idsIn = (m: ReturnType<typeof readyMatch>, zone: string) => [
  ...(m.store.state.zones[zone]?.cards ?? []),
];

describe('a rejected action in words the seat can act on', () => {
  it('a stale #id says where that card is now when the player can see it', () => {
    const m = readyMatch();
    const [id] = idsIn(m, 'p1:hand');
    m.s('p1', { type: 'move_card', card: `#${id}`, from: 'p1:hand', to: 'p1:board' });
    const before = m.store.state;
    const out = m.ctx1.run({ type: 'move_card', card: `#${id}`, from: 'p1:hand', to: 'p1:board' });
    expect(out.ok).toBe(false);
    expect(out.message).toMatch(new RegExp(`#${id} is Crimson [\\w ]+, now in your_board\\.`));
    // …and what the hand holds now, by name and id, to pick the card meant.
    for (const other of idsIn(m, 'p1:hand')) expect(out.message).toContain(`(#${other})`);
    expect(out.message).toContain('Cards you can name in your_hand:');
    expect(out.message).not.toMatch(/Closest names/);
    expect(m.store.state).toBe(before);
  });

  it('a stale #id of a card the player cannot see lists what the zone holds instead', () => {
    const m = readyMatch();
    const [theirs] = idsIn(m, 'p2:hand');
    const out = m.ctx1.run({
      type: 'move_card',
      card: `#${theirs}`,
      from: 'p1:hand',
      to: 'p1:board',
    });
    expect(out.ok).toBe(false);
    const mine = idsIn(m, 'p1:hand');
    expect(out.message).toContain('Cards you can name in your_hand:');
    for (const id of mine) expect(out.message).toContain(`(#${id})`);
    // Nothing about where the hidden card is, nor its name.
    const hiddenName = m.ctx2.cardName(theirs as string);
    expect(out.message).not.toContain(hiddenName);
    expect(out.message).not.toContain('opponent_hand');
  });

  it("'Legal now' lists the plugin's tools with an example call, and the plugin may restate", () => {
    const m = readyMatch();
    const plugin: GamePlugin<never> = {
      ...(m.plugin as GamePlugin<never>),
      legalCalls: () => [
        { tool: 'play_card', input: { card: 'Crimson Fox' } },
        { tool: 'play_card', input: { card: 'Crimson Owl' } },
        { tool: 'end_turn', input: {} },
      ],
    };
    const ctx = createGameToolContext({ store: m.store as never, player: 'p2', plugin });
    const out = ctx.run({ type: 'end_turn' });
    expect(out.ok).toBe(false);
    expect(out.message).toContain('Legal now: play_card {"card":"Crimson Fox"}; end_turn {}.');
    expect(out.message).not.toMatch(/Legal now: .*declare_action/);

    const restating = createGameToolContext({
      store: m.store as never,
      player: 'p2',
      plugin: {
        ...plugin,
        restateError: ({ error, call, text }) =>
          `${call?.tool} refused (${error.code}); bridge said: ${text.split('\n')[0]}`,
      },
    });
    const restated = restating.run({ type: 'end_turn' }, { tool: 'pass', input: {} });
    expect(restated.message).toMatch(/^pass refused \(NOT_YOUR_TURN\); bridge said: Error: /);
  });

  it('legalNowLine keeps one example per tool and says when it cut the list', () => {
    const calls = Array.from({ length: 10 }, (_, i) => ({ tool: `t${i}`, input: { n: i } }));
    expect(legalNowLine(calls, 2)).toBe('Legal now: t0 {"n":0}; t1 {"n":1}; and 8 more tools.');
    expect(legalNowLine([])).toBeUndefined();
    const plays = [1, 2, 3, 4].map((n) => ({ tool: 'play', input: { n } }));
    expect(legalNowLine(plays)).toBe('Legal now: play {"n":1}.');
    expect(legalNowLine(plays, 3, true)).toBe(
      'Legal now: play {"n":1}; play {"n":2}; play {"n":3}; and 1 more.',
    );
  });

  it("a plugin's legalCallLimit lists every legal call in a rejection, up to the limit", () => {
    const m = readyMatch();
    const legalCalls = () => [
      { tool: 'play_card', input: { card: 'Crimson Fox' } },
      { tool: 'play_card', input: { card: 'Crimson Owl' } },
      { tool: 'play_card', input: { card: 'Crimson Stag' } },
      { tool: 'end_turn', input: {} },
    ];
    const base = { ...(m.plugin as GamePlugin<never>), legalCalls };
    const rejected = (plugin: GamePlugin<never>) =>
      createGameToolContext({ store: m.store as never, player: 'p2', plugin }).run({
        type: 'end_turn',
      }).message;
    expect(rejected(base)).toContain('Legal now: play_card {"card":"Crimson Fox"}; end_turn {}.');
    expect(rejected({ ...base, legalCallLimit: 3 })).toContain(
      'Legal now: play_card {"card":"Crimson Fox"}; play_card {"card":"Crimson Owl"}; play_card {"card":"Crimson Stag"}; and 1 more.',
    );
  });
});

describe('localize', () => {
  it("turns a player id and its possessive into the seat's words", () => {
    const m = readyMatch();
    const text = "p1's Crimson Fox hit p2's Azure Owl; p2 took 1 damage";
    expect(m.ctx1.localize(text)).toBe("your Crimson Fox hit p2's Azure Owl; p2 took 1 damage");
    expect(m.ctx2.localize(text)).toBe("p1's Crimson Fox hit your Azure Owl; you took 1 damage");
  });

  it('reads the grammar around an id: "yours", a verb that agrees, zone keys', () => {
    const m = readyMatch();
    const text = "It is p1's turn, not p2's. p2 holds 7 cards in p2:hand.";
    expect(m.ctx2.localize(text)).toBe(
      "It is p1's turn, not yours. You hold 7 cards in your_hand.",
    );
    expect(m.ctx1.localize(text)).toBe(
      "It is your turn, not p2's. p2 holds 7 cards in opponent_hand.",
    );
  });

  it('names other players as the plugin does, and accepts those names for a player', () => {
    const m = readyMatch();
    const plugin = {
      ...(m.plugin as GamePlugin<never>),
      playerName: (p: string) => `Player ${p.slice(1)}`,
    };
    const ctx = createGameToolContext({ store: m.store as never, player: 'p1', plugin });
    expect(ctx.localize("p2 leads; it is p1's move")).toBe('Player 2 leads; it is your move');
    expect(ctx.playerLabel('p2')).toBe('Player 2');
    expect(ctx.resolvePlayer('player 2')).toEqual({ ok: true, player: 'p2' });
    expect(ctx.resolvePlayer('nobody')).toEqual({
      ok: false,
      message: 'There is no player "nobody". Use one of: you, Player 2.',
    });
  });
});
