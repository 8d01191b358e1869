import { describe, expect, it } from 'vitest';
import { costOf, defaultPriceTable } from '../models/price';
import { createScriptedModel, reportedUsage } from '../test';
import type { GameEvent } from './events';
import { runTurn } from './run-turn';
import { readyMatch } from './test-helpers.test-helper';
import { promptText, stateText, zoneCards } from './test-plugin/bot';

type Reply = { toolCalls: { toolName: string; input: unknown }[] };
const one = (toolName: string, input: unknown = {}): Reply => ({
  toolCalls: [{ toolName, input }],
});

/** Text of a tool result as the model received it in a request. */
function toolResults(prompt: unknown): { toolName: string; text: string }[] {
  const out: { toolName: string; text: string }[] = [];
  for (const m of prompt as { role: string; content: unknown }[]) {
    if (m.role !== 'tool') continue;
    for (const p of m.content as { type: string; toolName: string; output: { value: unknown } }[])
      if (p.type === 'tool-result')
        out.push({ toolName: p.toolName, text: String(p.output.value) });
  }
  return out;
}

describe('runTurn', () => {
  it('start of turn: the agent draws and ends the phase; state comes from the narrative of the view', async () => {
    const m = readyMatch();
    const model = createScriptedModel([one('draw'), one('end_phase')]);
    const r = await runTurn({
      plugin: m.plugin,
      store: m.store,
      player: 'p1',
      models: { default: model },
    });
    expect(r.phase).toBe('startOfTurn');
    expect(r).toMatchObject({ toolCalls: 2, rejected: 0, ended: true, terminalTool: 'end_phase' });
    expect(m.store.state.turn.phase).toBe('main');
    expect(model.calls[0]?.toolNames.sort()).toEqual(['draw', 'end_phase', 'peek']);
    expect(stateText(model.calls[0]!.prompt)).toMatch(/phase startOfTurn/);
    expect(r.byRole.autonomous?.calls).toBe(2);
    expect(r.usage.inputTokens).toBe(reportedUsage(model).inputTokens);
  });

  it('a plugin may run start of turn itself (auto draw); no model is called', async () => {
    const m = readyMatch({ auto: { draw: true } });
    const model = createScriptedModel([]);
    const r = await runTurn({
      plugin: m.plugin,
      store: m.store,
      player: 'p1',
      models: { default: model },
    });
    expect(r).toMatchObject({ phase: 'startOfTurn', auto: true, mode: 'auto', stepCount: 0 });
    expect(model.calls).toHaveLength(0);
    expect(m.store.state.zones['p1:hand']?.cards).toHaveLength(4);
  });

  it('returns without running when it is not the player’s move', async () => {
    const m = readyMatch();
    const r = await runTurn({
      plugin: m.plugin,
      store: m.store,
      player: 'p2',
      models: { default: createScriptedModel([]) },
    });
    expect(r.phase).toBeNull();
  });

  it('per-phase models: the main-phase model plays main, the default plays start of turn', async () => {
    const m = readyMatch();
    const cheap = createScriptedModel([one('draw'), one('end_phase')]);
    const strong = createScriptedModel([
      one('play_card', { card: 'Crimson Owl Elder' }),
      one('end_turn'),
    ]);
    const models = { default: cheap, perPhase: { main: strong } };
    await runTurn({ plugin: m.plugin, store: m.store, player: 'p1', models });
    const r = await runTurn({
      plugin: m.plugin,
      store: m.store,
      player: 'p1',
      models,
      modelIds: { perPhase: { main: 'openai/gpt-4o' } },
    });
    expect(cheap.calls).toHaveLength(2);
    expect(strong.calls).toHaveLength(2);
    expect(m.store.state.plugin.scores.p1).toBe(5);
    expect(r.byRole.autonomous?.modelIds).toEqual(['openai/gpt-4o']);
    const u = r.byRole.autonomous!.usage;
    expect(r.byRole.autonomous?.cost).toBeCloseTo(
      (u.inputTokens * 2.5 + u.outputTokens * 10) / 1e6,
      12,
    );
    expect(r.byRole.autonomous?.cost).toBeGreaterThan(0);
  });

  it('counts rejected actions and keeps going after them', async () => {
    const m = readyMatch();
    m.s('p1', { type: 'end_phase' });
    const model = createScriptedModel([
      one('play_card', { card: 'Crimson Fox' }),
      one('play_card', { card: 'Crimson Owl' }),
      one('end_turn'),
    ]);
    const r = await runTurn({
      plugin: m.plugin,
      store: m.store,
      player: 'p1',
      models: { default: model },
    });
    expect(r.rejected).toBe(1);
    expect(r.toolCalls).toBe(3);
    expect(toolResults(model.calls[2]!.prompt).at(-1)?.text).toMatch(
      /one card to the pile per turn/,
    );
  });

  it('keeps the latest peek/search result verbatim and condenses the older one in the next request', async () => {
    const m = readyMatch();
    m.s('p1', { type: 'end_phase' });
    const model = createScriptedModel([
      one('peek', { zone: 'your_deck', count: 2 }),
      one('coin_flip'),
      one('search_zone', { zone: 'your_deck' }),
      one('move_card', { card: 'Crimson Secret', from: 'your_deck', to: 'your_hand' }),
      one('shuffle', { zone: 'your_deck' }),
      one('end_turn'),
    ]);
    const r = await runTurn({
      plugin: m.plugin,
      store: m.store,
      player: 'p1',
      models: { default: model },
    });
    expect(r.ended).toBe(true);
    // Request 3: the peek is still the latest informational result.
    const third = toolResults(model.calls[2]!.prompt);
    expect(third.find((t) => t.toolName === 'peek')?.text).toMatch(/^Top 2 cards of your_deck/);
    // Request 4: the search replaced it; the coin flip is always kept.
    const fourth = toolResults(model.calls[3]!.prompt);
    expect(fourth.find((t) => t.toolName === 'peek')?.text).toBe('[peek succeeded]');
    expect(fourth.find((t) => t.toolName === 'search_zone')?.text).toMatch(
      /^your_deck holds 7 cards/,
    );
    expect(fourth.find((t) => t.toolName === 'coin_flip')?.text).toMatch(/^Coin flip: /);
    // Request 6: the search is still the latest informational result; the move is condensed.
    const sixth = toolResults(model.calls[5]!.prompt);
    expect(sixth.find((t) => t.toolName === 'search_zone')?.text).toMatch(/^your_deck holds/);
    expect(sixth.find((t) => t.toolName === 'peek')?.text).toBe('[peek succeeded]');
    expect(sixth.find((t) => t.toolName === 'move_card')?.text).toBe('[move_card succeeded]');
    expect(sixth.find((t) => t.toolName === 'shuffle')?.text).toBe('Shuffled your_deck (6 cards).');
  });

  it('rewind restores the checkpoint taken at the start of main, with the model’s guidance', async () => {
    const m = readyMatch();
    m.s('p1', { type: 'end_phase' });
    const start = m.store.state;
    const events: GameEvent[] = [];
    const model = createScriptedModel([
      one('play_card', { card: 'Crimson Fox' }),
      one('rewind', { guidance: 'Play the Owl Elder instead.' }),
      one('play_card', { card: 'Crimson Owl Elder' }),
      one('end_turn'),
    ]);
    const r = await runTurn({
      plugin: m.plugin,
      store: m.store,
      player: 'p1',
      models: { default: model },
      onEvent: (e) => events.push(e),
    });
    expect(r.rewinds).toBe(1);
    // After the rewind the state is the start of main again: score 0, Fox back in hand.
    const after = model.calls[2]!;
    expect(stateText(after.prompt)).toMatch(/Scores: you 0, p2 0/);
    expect(zoneCards(stateText(after.prompt), 'your_hand')).toContain('Crimson Fox');
    expect(promptText(after.prompt)).toContain('Play the Owl Elder instead.');
    expect(toolResults(after.prompt)).toEqual([]);
    expect(m.store.state.plugin.scores.p1).toBe(5);
    expect(m.store.history.length).toBeGreaterThan(0);
    expect(m.store.state.cards).not.toBe(start.cards);
    expect(events.some((e) => e.type === 'rewind')).toBe(true);
  });

  it('decision phase: the decider answers; resolve_decision ends the run', async () => {
    const m = readyMatch();
    m.s('p1', {
      type: 'create_decision',
      decider: 'p2',
      prompt: 'Heads or tails?',
      options: ['heads', 'tails'],
    });
    expect(m.plugin.whoActs(m.store.state)).toBe('p2');
    const model = createScriptedModel([
      one('resolve_decision', { choice: 'tails' }),
      one('end_turn'),
    ]);
    const r = await runTurn({
      plugin: m.plugin,
      store: m.store,
      player: 'p2',
      models: { default: model },
    });
    expect(r).toMatchObject({
      phase: 'decision',
      ended: true,
      terminalTool: 'resolve_decision',
      stepCount: 1,
    });
    expect(stateText(model.calls[0]!.prompt)).toMatch(
      /Decision for you: Heads or tails\? Options: heads, tails/,
    );
    expect(m.store.state.pendingDecision).toBeNull();
  });

  it('pipeline: planner plans without tools, executor follows, replans after a coin flip', async () => {
    const m = readyMatch();
    m.s('p1', { type: 'end_phase' });
    const planner = createScriptedModel(
      [
        {
          text: 'SITUATION: start.\nPLAN:\n1. coin_flip\n2. play_card Crimson Owl Elder if heads\n3. end_turn',
        },
        { text: 'SITUATION: flipped.\nPLAN:\n1. play_card Crimson Fox\n2. end_turn' },
      ],
      { provider: 'anthropic.messages', modelId: 'claude-sonnet-4-5' },
    );
    const executor = createScriptedModel(
      [
        one('coin_flip'),
        one('request_replan', { reason: 'The coin flip changed the plan.' }),
        one('play_card', { card: 'Crimson Fox' }),
        one('end_turn'),
      ],
      { provider: 'openai.chat', modelId: 'gpt-4o-mini' },
    );
    const events: GameEvent[] = [];
    const r = await runTurn({
      plugin: m.plugin,
      store: m.store,
      player: 'p1',
      aiMode: 'pipeline',
      models: { default: executor, planner, executor },
      onEvent: (e) => events.push(e),
    });
    expect(r).toMatchObject({
      phase: 'main',
      mode: 'planner',
      replans: 1,
      ended: true,
      terminalTool: 'end_turn',
    });
    expect(r.plans).toHaveLength(2);
    expect(planner.calls.every((c) => c.toolNames.length === 0)).toBe(true);
    // The second plan is written knowing the flip's result.
    const flip = toolResults(executor.calls[1]!.prompt).find(
      (t) => t.toolName === 'coin_flip',
    )?.text;
    expect(flip).toMatch(/^Coin flip: (HEADS|TAILS)\.$/);
    expect(promptText(planner.calls[1]!.prompt)).toContain(flip as string);
    expect(promptText(planner.calls[1]!.prompt)).toContain('The coin flip changed the plan.');
    // The executor starts fresh with the new plan, and has request_replan.
    expect(executor.calls[0]?.toolNames).toContain('request_replan');
    expect(promptText(executor.calls[2]!.prompt)).toContain('play_card Crimson Fox');
    expect(toolResults(executor.calls[2]!.prompt)).toEqual([]);
    expect(m.store.state.plugin.scores.p1).toBe(2);
    expect(r.byRole.planner?.calls).toBe(2);
    expect(r.byRole.executor?.calls).toBe(4);
    expect(r.byRole.planner?.modelIds).toEqual(['anthropic/claude-sonnet-4-5']);
    expect(r.byRole.executor?.modelIds).toEqual(['openai/gpt-4o-mini']);
    expect(r.byRole.planner!.usage.inputTokens).toBe(reportedUsage(planner).inputTokens);
    expect(r.byRole.planner!.cost).toBeCloseTo(
      costOf(r.byRole.planner!.usage, defaultPriceTable['anthropic/claude-sonnet-4-5']!),
      12,
    );
    expect(r.byRole.planner!.usage.inputTokens + r.byRole.executor!.usage.inputTokens).toBe(
      r.usage.inputTokens,
    );
    expect(events.filter((e) => e.type === 'plan')).toHaveLength(2);
    expect(events.find((e) => e.type === 'replan')).toMatchObject({
      reason: 'The coin flip changed the plan.',
    });
    expect(r.toolCalls).toBe(3);
  });

  it('pipeline applies to the main phase only', async () => {
    const m = readyMatch();
    const model = createScriptedModel([one('draw'), one('end_phase')]);
    const planner = createScriptedModel([]);
    const r = await runTurn({
      plugin: m.plugin,
      store: m.store,
      player: 'p1',
      aiMode: 'pipeline',
      models: { default: model, planner },
    });
    expect(r.phase).toBe('startOfTurn');
    expect(planner.calls).toHaveLength(0);
  });

  it('promptCache marks the system prompt of every role, and cached tokens are priced lower', async () => {
    const m = readyMatch();
    m.s('p1', { type: 'end_phase' });
    const cached = { cacheReadTokens: 800, cacheWriteTokens: 0 };
    const planner = createScriptedModel(
      [
        {
          text: 'SITUATION: x.\nPLAN:\n1. end_turn',
          usage: { inputTokens: 1000, outputTokens: 10, ...cached },
        },
      ],
      { provider: 'anthropic.messages', modelId: 'claude-sonnet-4-5' },
    );
    const executor = createScriptedModel([one('end_turn')], {
      provider: 'anthropic.messages',
      modelId: 'claude-haiku-4-5',
    });
    const r = await runTurn({
      plugin: m.plugin,
      store: m.store,
      player: 'p1',
      aiMode: 'pipeline',
      models: { default: executor, planner, executor },
      promptCache: true,
    });
    for (const model of [planner, executor])
      expect(model.calls[0]?.prompt[0]).toMatchObject({
        role: 'system',
        providerOptions: { anthropic: { cacheControl: { type: 'ephemeral' } } },
      });
    // 200 plain input tokens at $3/M, 800 cached at $0.30/M, 10 output at $15/M.
    expect(r.byRole.planner?.usage.cacheReadTokens).toBe(800);
    expect(r.byRole.planner?.cost).toBeCloseTo((200 * 3 + 800 * 0.3 + 10 * 15) / 1e6, 12);
  });
});
