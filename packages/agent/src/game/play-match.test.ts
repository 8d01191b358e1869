import { describe, expect, it } from 'vitest';
import { costOf, defaultPriceTable } from '../models/price';
import { createScriptedModel, reportedUsage } from '../test';
import type { GameEvent } from './events';
import { playMatch } from './play-match';
import { createDrawPlayMatch } from './test-plugin';
import { dpBot } from './test-plugin/bot';
import type { GamePlugin } from './types';

describe('playMatch', () => {
  it('ends as failed when a seat keeps failing, forcing nothing in its place', async () => {
    const { plugin, store } = createDrawPlayMatch({ target: 10 });
    const broken = createScriptedModel(() => ({ error: new Error('upstream 500') }));
    const before = store.state;
    const events: GameEvent[] = [];
    const summary = await playMatch({
      plugin,
      store,
      players: {
        p1: { models: { default: broken } },
        p2: { models: { default: createScriptedModel(dpBot()) } },
      },
      onEvent: (e) => events.push(e),
    });
    expect(summary.end).toBe('failed');
    expect(summary.winner).toBeNull();
    expect(summary.reason).toMatch(/^p1's model failed 3 times in a row: .*upstream 500/);
    expect(summary.stalls).toBe(0);
    // No turn was forced to end: the state is where p1's failing phase began.
    expect(store.state.turn).toEqual(before.turn);
    expect(events.some((e) => e.type === 'stall')).toBe(false);
  });

  it('plays a whole match to a winner and sums tool calls, tokens and cost per player and role', async () => {
    const { plugin, store } = createDrawPlayMatch({ target: 10 });
    const m1 = createScriptedModel(dpBot());
    const m2 = createScriptedModel(dpBot());
    const events: GameEvent[] = [];
    const summary = await playMatch({
      plugin,
      store,
      players: {
        p1: { models: { default: m1 }, modelIds: { default: 'openai/gpt-4o-mini' } },
        p2: { models: { default: m2 } },
      },
      onEvent: (e) => events.push(e),
    });
    // p1 plays Owl Elder (5), Owl (3), Stag (4) → 12 on its third turn (turn 5); p2 has Owl Elder + Stag.
    expect(summary).toMatchObject({
      winner: 'p1',
      end: 'game_over',
      turns: 5,
      stalls: 0,
      rejected: 0,
    });
    expect(summary.reason).toBe('p1 reached 12 points');
    expect(summary.finalState.plugin.scores).toEqual({ p1: 12, p2: 9 });
    const p1 = summary.perPlayer.p1!;
    // Setup: draw + ready; each turn: draw + end_phase, play_card + end_turn; the winning
    // play ends the run at once (no end_turn after it).
    expect(p1.toolCalls).toBe(2 + 4 + 4 + 3);
    expect(summary.toolCalls).toBe(p1.toolCalls + summary.perPlayer.p2!.toolCalls);
    expect(p1.usage).toMatchObject(reportedUsage(m1));
    const price = defaultPriceTable['openai/gpt-4o-mini']!;
    expect(p1.cost).toBeCloseTo(costOf(p1.usage, price), 12);
    expect(p1.byRole.autonomous?.calls).toBe(m1.calls.length);
    expect(summary.perPlayer.p2!.cost).toBe(0); // scripted model: no known price
    expect(events[0]).toMatchObject({ type: 'match_start', players: ['p1', 'p2'] });
    expect(events.at(-1)).toMatchObject({ type: 'match_end', winner: 'p1', turns: 5 });
    expect(
      events.filter((e) => e.type === 'turn_start').map((e) => (e as { turn: number }).turn),
    ).toEqual([1, 2, 3, 4, 5]);
  });

  it('pipeline mode per player, with auto setup and draw', async () => {
    const { plugin, store } = createDrawPlayMatch({
      target: 10,
      auto: { setup: true, draw: true },
    });
    const planner = createScriptedModel(() => ({
      text: 'PLAN:\n1. play your best card\n2. end_turn',
    }));
    const executor = createScriptedModel(dpBot());
    const summary = await playMatch({
      plugin,
      store,
      aiMode: 'pipeline',
      players: {
        p1: { models: { default: executor, planner, executor } },
        p2: { models: { default: createScriptedModel(dpBot()) }, aiMode: 'autonomous' },
      },
    });
    expect(summary.winner).toBe('p1');
    expect(planner.calls).toHaveLength(3);
    expect(summary.perPlayer.p1!.byRole.planner?.calls).toBe(3);
    expect(summary.perPlayer.p1!.byRole.executor?.calls).toBe(2 + 2 + 1);
    expect(summary.perPlayer.p2!.byRole.planner).toBeUndefined();
  });

  it('stall guard: a main phase that ends without ending the turn is forced to end_turn and counted', async () => {
    const { plugin, store } = createDrawPlayMatch({ auto: { setup: true, draw: true } });
    const idle = createScriptedModel(() => ({ text: 'I will think about it.' }));
    const events: GameEvent[] = [];
    const summary = await playMatch({
      plugin,
      store,
      maxTurns: 4,
      players: { p1: { models: { default: idle } }, p2: { models: { default: idle } } },
      onEvent: (e) => events.push(e),
    });
    expect(summary).toMatchObject({ winner: null, end: 'turn_limit', stalls: 4 });
    expect(summary.perPlayer.p1!.stalls).toBe(2);
    expect(summary.finalState.turn.number).toBe(5);
    expect(
      events
        .filter((e) => e.type === 'stall')
        .every((e) => (e as { forced: string }).forced === 'end_turn'),
    ).toBe(true);
  });

  it("the turn limit is the plugin's own unless the match gives one", async () => {
    const idle = createScriptedModel(() => ({ text: 'Thinking.' }));
    const seats = { p1: { models: { default: idle } }, p2: { models: { default: idle } } };
    const play = async (maxTurns: GamePlugin<unknown>['maxTurns'], override?: number) => {
      const { plugin, store } = createDrawPlayMatch({ auto: { setup: true, draw: true } });
      const summary = await playMatch({
        plugin: { ...plugin, maxTurns } as GamePlugin<unknown>,
        store,
        players: seats,
        ...(override === undefined ? {} : { maxTurns: override }),
      });
      expect(summary.end).toBe('turn_limit');
      return summary.reason;
    };
    // Sized by the starting state: 3 turns a player.
    expect(await play((state) => 3 * state.players.length)).toBe('turn limit (6) reached');
    expect(await play(() => 2)).toBe('turn limit (2) reached');
    expect(await play(() => 2, 3)).toBe('turn limit (3) reached');
  });

  it('a run that changed the state made progress: the same player may act again, no stall', async () => {
    const { plugin, store } = createDrawPlayMatch({ auto: { setup: true, draw: true } });
    const events: GameEvent[] = [];
    // Like a Go Fish ask that keeps the turn: play a card and stop, then end the turn next run.
    const playThenPause = () => {
      const bot = dpBot();
      let mainRuns = 0;
      return (args: Parameters<ReturnType<typeof dpBot>>[0]) => {
        if (!args.toolNames.includes('play_card')) return bot(args);
        const step = args.prompt.filter((m) => m.role === 'assistant').length;
        if (step === 0) mainRuns++;
        if (mainRuns % 2 === 1) return step === 0 ? bot(args) : { text: 'My turn goes on.' };
        return { toolCalls: [{ toolName: 'end_turn', input: {} }] };
      };
    };
    const summary = await playMatch({
      plugin,
      store,
      maxTurns: 4,
      players: {
        p1: { models: { default: createScriptedModel(playThenPause()) } },
        p2: { models: { default: createScriptedModel(playThenPause()) } },
      },
      onEvent: (e) => events.push(e),
    });
    expect(summary.stalls).toBe(0);
    expect(summary.end).toBe('turn_limit');
    // Two main-phase runs per turn: the pause did not end anyone's turn, nothing was forced.
    const mainRuns = events.filter((e) => e.type === 'phase_start' && e.phase === 'main');
    expect(mainRuns).toHaveLength(4 * 2);
    expect(events.some((e) => e.type === 'stall')).toBe(false);
    expect(summary.finalState.zones.pile?.cards).toHaveLength(4);
  });

  for (const onStall of ['stop', 'warn'] as const)
    it(`onStall: '${onStall}' forces nothing${onStall === 'stop' ? ' and ends the match' : ', reports and retries'}`, async () => {
      const { plugin, store } = createDrawPlayMatch({ auto: { setup: true, draw: true } });
      const idle = createScriptedModel(() => ({ text: 'I will think about it.' }));
      const events: GameEvent[] = [];
      const summary = await playMatch({
        plugin,
        store,
        maxTurns: 1,
        onStall,
        players: { p1: { models: { default: idle } }, p2: { models: { default: idle } } },
        onEvent: (e) => events.push(e),
      });
      const stalls = events.filter((e) => e.type === 'stall');
      expect(stalls.every((e) => (e as { forced: string }).forced === 'none')).toBe(true);
      expect(store.state.turn).toMatchObject({ number: 1, activePlayer: 'p1', phase: 'main' });
      expect(summary.end).toBe('stalled');
      if (onStall === 'stop') {
        expect(summary.stalls).toBe(1);
        expect(summary.reason).toBe('p1 changed nothing in the main phase');
      } else {
        // Reported after every main-phase run and retried until the run cap (maxTurns × 40 + 40).
        const mainRuns = events.filter((e) => e.type === 'phase_start' && e.phase === 'main');
        expect(summary.runs).toBe(80);
        expect(summary.reason).toBe('no end after 80 phase runs');
        expect(mainRuns.length).toBeGreaterThan(1);
        expect(summary.stalls).toBe(mainRuns.length);
        expect(stalls).toHaveLength(mainRuns.length);
      }
    });

  it('stops on abort and rejects unknown players', async () => {
    const { plugin, store } = createDrawPlayMatch();
    const controller = new AbortController();
    controller.abort();
    const m = createScriptedModel([]);
    const summary = await playMatch({
      plugin,
      store,
      abortSignal: controller.signal,
      players: { p1: { models: { default: m } }, p2: { models: { default: m } } },
    });
    expect(summary.end).toBe('aborted');
    await expect(
      playMatch({ plugin, store, players: { p9: { models: { default: m } } } }),
    ).rejects.toThrow(/"p9" is not a player/);
  });

  it('lets an abort from a timer land mid-match, even when the models never wait', async () => {
    const { plugin, store } = createDrawPlayMatch({ target: 10 });
    const controller = new AbortController();
    const events: GameEvent[] = [];
    setTimeout(() => controller.abort(), 0);
    const summary = await playMatch({
      plugin,
      store,
      abortSignal: controller.signal,
      players: {
        p1: { models: { default: createScriptedModel(dpBot()) } },
        p2: { models: { default: createScriptedModel(dpBot()) } },
      },
      onEvent: (e) => events.push(e),
    });
    expect(summary.end).toBe('aborted');
    expect(summary.winner).toBeNull();
  });
});
