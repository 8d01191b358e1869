import { createGameDecisionModel, type MatchStore } from '@playmat/agent/game';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  createDrawPlayPlugin,
  type DpState,
  type DpView,
  dpDeck,
} from '../../../agent/src/game/test-plugin/index';
import { drawPlayGame } from '../__fixtures__/draw-play';
import { GameFailedError } from '../errors';
import type { Entrant, GameTask } from '../types';
import { playMatchGame } from './play-match-game';

const good: Entrant = { id: 'good' };
const sloppy: Entrant = { id: 'sloppy', config: { style: 'sloppy' } };
const task = (seats: Entrant[], seed = 3): GameTask => ({
  tournament: 't',
  storeId: 's',
  game: { index: 0, round: 0, seed, seats: seats.map((e) => e.id) },
  entrants: seats,
  settings: null,
  attempt: 1,
});
const signal = new AbortController().signal;

describe('playMatchGame', () => {
  it('maps seats to entrants in both seat orders and counts each seat’s calls and rejections', async () => {
    const play = drawPlayGame();
    const a = await play(task([good, sloppy]), { signal });
    const b = await play(task([sloppy, good]), { signal });
    for (const [outcome, order] of [
      [a, ['good', 'sloppy']],
      [b, ['sloppy', 'good']],
    ] as const) {
      expect(outcome.seats.map((s) => s.entrant)).toEqual(order);
      expect(outcome.end).toBe('game_over');
      // The sloppy seat tries a card it does not hold once a turn; the good one never errs.
      const s = outcome.seats.find((x) => x.entrant === 'sloppy')!;
      const g = outcome.seats.find((x) => x.entrant === 'good')!;
      expect(s.rejected).toBe(s.turns);
      expect(s.rejected).toBeGreaterThan(0);
      expect(g.rejected).toBe(0);
      expect(g.calls).toBeGreaterThan(0);
      expect(outcome.winner === 'good' || outcome.winner === 'sloppy').toBe(true);
    }
  });

  it('counts a call that fails the schema as refused: one malformed call in two is 50 % illegal', async () => {
    const malformed: Entrant = { id: 'malformed', config: { style: 'malformed' } };
    const outcome = await drawPlayGame()(task([good, malformed]), { signal });
    const m = outcome.seats.find((x) => x.entrant === 'malformed')!;
    expect(m.calls).toBeGreaterThanOrEqual(4);
    expect(m.rejected / m.calls).toBe(0.5);
  });

  it('throws GameFailedError when a seat’s model keeps failing, and for a task that does not fit the game', async () => {
    const play = drawPlayGame();
    const broken: Entrant = { id: 'broken', config: { style: 'broken' } };
    const failed = play(task([good, broken]), { signal });
    await expect(failed).rejects.toBeInstanceOf(GameFailedError);
    await expect(failed).rejects.toThrow(/p2's model failed 3 times in a row: .*upstream 503/);
    const threeSeats = { ...task([good, sloppy]), entrants: [good, sloppy, broken] };
    await expect(play(threeSeats, { signal })).rejects.toThrow(
      'game 0 seats 3 entrants but the game has 2 players (p1, p2).',
    );
  });

  it('a failed game carries its provider’s Retry-After, for the runner to wait out', async () => {
    const play = drawPlayGame();
    const limited: Entrant = { id: 'limited', config: { style: 'limited' } };
    const error = await play(task([good, limited]), { signal }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GameFailedError);
    expect((error as GameFailedError).retryAfterMs).toBe(90_000);
    expect((error as GameFailedError).message).toMatch(/p2's model failed 3 times in a row: .*429/);
    // A failure that asked for no wait carries none.
    const broken: Entrant = { id: 'broken', config: { style: 'broken' } };
    const plain = await play(task([good, broken]), { signal }).catch((e: unknown) => e);
    expect((plain as GameFailedError).retryAfterMs).toBeUndefined();
  });

  it('hands each seat the store with the game’s view type: a bot typed on the view takes it', async () => {
    const plugin = createDrawPlayPlugin({ target: 3, auto: { setup: true, draw: true } });
    const targets: number[] = [];
    // Written against the game's own types, as a user writes a bot: no cast where it is used.
    const bot = (store: MatchStore<DpState, DpView>, player: string) =>
      createGameDecisionModel({
        store,
        player,
        decide: ({ view }) => {
          targets.push(view.plugin?.target ?? -1);
          return { toolName: 'end_turn' };
        },
      });
    const play = playMatchGame({
      plugin,
      start: (t) =>
        plugin.engine.createInitialState({
          players: ['p1', 'p2'],
          seed: t.game.seed,
          decks: { p1: dpDeck('crimson'), p2: dpDeck('azure') },
        }),
      player: (_entrant, seat) => {
        expectTypeOf(seat.store).toEqualTypeOf<MatchStore<DpState, DpView>>();
        return { models: { default: bot(seat.store, seat.player) } };
      },
      match: { maxTurns: 2 },
    });
    const outcome = await play(task([good, sloppy]), { signal });
    expect(outcome.end).toBe('turn_limit');
    expect(targets.length).toBeGreaterThan(0);
    expect(new Set(targets)).toEqual(new Set([3]));
  });
});
