import { createScriptedModel } from '@playmat/agent/test';
import { describe, expect, it } from 'vitest';
import { createAssistantContext } from '../assistant/context';
import { recommendationSchema } from '../assistant/recommendation';
import { DeckStore, loadSampleDecks } from '../decks';
import { validateDeck } from '../validator';
import { createOrchestrator } from './orchestrator';

const fresh = async () => createAssistantContext({ decks: new DeckStore(loadSampleDecks()) });

// Whole chats and simulations: room for a loaded 2-core machine, not vitest's 5 s default.
describe('orchestrator (offline)', { timeout: 30_000 }, () => {
  it('answers a recommendation chat about a bundled deck with a valid structured recommendation', async () => {
    const ctx = await fresh();
    const orchestrator = createOrchestrator(ctx, { simulationTrials: 300 });
    const res = await orchestrator.chat({
      deck_id: 'roland-starter',
      message: 'Recommend cards so I find more clues',
    });
    expect(res.agents_consulted).toEqual(['scenario', 'action_space']);
    const rec = recommendationSchema.parse(res.recommendation);
    expect(rec.deck_id).toBe('roland-starter');
    expect(rec.swaps.length).toBeGreaterThan(0);
    expect(rec.legal_after).toBe(true);
    // The simulation summary is the Scenario subagent's run, not a second one.
    const scenario = res.subagent_results.find((r) => r.agent === 'scenario')!;
    expect(scenario.kind).toBe('model');
    expect(rec.simulation?.trials).toBe(300);
    expect(rec.simulation?.key_cards.map((k) => k.name)).toEqual(
      (scenario.data as { keyCards: { name: string }[] }).keyCards.map((k) => k.name),
    );
    // The scripted subagent wrote its text from the tool result it saw.
    const pct = Math.round(rec.simulation!.key_cards[0]!.opening_hand * 100);
    expect(scenario.summary).toContain(
      `${rec.simulation!.key_cards[0]!.name} ${pct}% in the opening hand`,
    );
    expect(res.content).toContain(rec.summary);
    expect(res.metadata.tool_calls.map((c) => c.tool)).toEqual([
      'run_simulation',
      'recommend_cards',
    ]);
    expect(res.confidence).toBeGreaterThan(0.8);
    // Nothing changed in the deck.
    expect(validateDeck(ctx.decks.get('roland-starter').deck, ctx.registry).problems).toEqual([]);
  });

  it('tracks the cards named in a simulation question', async () => {
    const ctx = await fresh();
    const res = await createOrchestrator(ctx, { simulationTrials: 200 }).chat({
      deck_id: 'wendy-starter',
      message: 'What are my odds of Baseball Bat by turn 3?',
    });
    expect(res.agents_consulted).toEqual(['scenario']);
    expect(res.metadata.tool_calls[0]?.input).toMatchObject({ key_cards: ['01074'] });
    expect(res.content).toMatch(/Baseball Bat \d+% in the opening hand/);
    expect(res.recommendation).toBeNull();
  });

  it('answers rules questions from the reference notes', async () => {
    const ctx = await fresh();
    const res = await createOrchestrator(ctx).chat({
      message: 'How many copies by title are legal?',
    });
    expect(res.agents_consulted).toEqual(['rules']);
    expect(res.content).toMatch(/at most 2 of a card by title/);
    expect(res.metadata.tool_calls).toEqual([
      { agent: 'rules', tool: 'get_static_info', input: { topic: 'rules' }, ok: true },
    ]);
  });

  it('answers a card-access question with the validator: yes or no and the rule', async () => {
    const ctx = await fresh();
    const res = await createOrchestrator(ctx).chat({
      message: 'Can Roland include Encyclopedia / Cryptic Research?',
    });
    expect(res.agents_consulted).toEqual(['rules']);
    expect(res.content).toBe(
      '[rules] Yes: Encyclopedia (2) is a level 2 Seeker asset, and Roland Banks may take Seeker level 0-2. It costs 2 experience, so it is not in a new (0 XP) deck. No: Cryptic Research (4) is a level 4 Seeker event, and Roland Banks may take only Guardian/Neutral level 0-5; Seeker level 0-2.',
    );
    const data = res.subagent_results[0]!.data as { answers: Array<{ allowed: boolean }> };
    expect(data.answers.map((a) => a.allowed)).toEqual([true, false]);
    // With a deck, "I" is the deck's investigator.
    const zoey = await createOrchestrator(ctx).chat({
      deck_id: 'zoey-starter',
      message: 'Can I include Shrivelling (3)?',
    });
    expect(zoey.content).toContain(
      'No: Shrivelling (3) is a level 3 Mystic asset, and Zoey Samaras',
    );
  });

  it('marks a model that does not answer as an upstream failure, without its error text', async () => {
    const ctx = await fresh();
    const down = createScriptedModel(() => ({
      error: new Error('Failed after 3 attempts. Last error: Overloaded'),
    }));
    const res = await createOrchestrator(ctx, { model: down }).chat({
      message: 'How many copies by title are legal?',
    });
    expect(res.subagent_results).toEqual([
      expect.objectContaining({ agent: 'rules', ok: false, failure: 'upstream_model' }),
    ]);
    expect(res.content).toBe(
      '[rules] rules failed: the language model did not answer (ModelCallError)',
    );
  });

  it('lowers confidence and reports a failed subagent without throwing', async () => {
    const ctx = await fresh();
    const broken = createScriptedModel(() => ({ error: new Error('provider down') }));
    const res = await createOrchestrator(ctx, { model: broken }).chat({
      deck_id: 'agnes-starter',
      message: 'summarize and simulate my deck',
    });
    const scenario = res.subagent_results.find((r) => r.agent === 'scenario')!;
    expect(scenario.ok).toBe(false);
    expect(res.subagent_results.find((r) => r.agent === 'state')?.ok).toBe(true);
    expect(res.confidence).toBeLessThan(0.7);
  });

  it('uses a given model for the model-backed subagents', async () => {
    const ctx = await fresh();
    const model = createScriptedModel([
      { toolCalls: [{ toolName: 'get_static_info', input: { topic: 'meta' } }] },
      { text: 'Bring a way to fight and a way to find clues.' },
    ]);
    const res = await createOrchestrator(ctx, { model }).chat({
      message: 'what is strong in the meta?',
    });
    expect(res.content).toContain('Bring a way to fight');
    expect(res.metadata.model).toBe('scripted/scripted-model');
    expect(model.calls[1]!.prompt.some((m) => m.role === 'tool')).toBe(true);
  });

  it('turns a bad tool call from a model into an error result and still reports numbers', async () => {
    const ctx = await fresh();
    const model = createScriptedModel([
      {
        toolCalls: [
          { toolName: 'run_simulation', input: { deck_id: 'roland-starter', n_trials: 0 } },
        ],
      },
      { text: 'I could not simulate.' },
    ]);
    const res = await createOrchestrator(ctx, { model, simulationTrials: 100 }).chat({
      deck_id: 'roland-starter',
      message: 'simulate my opening hand',
    });
    expect(res.metadata.tool_calls).toEqual([
      expect.objectContaining({ agent: 'scenario', tool: 'run_simulation', ok: false }),
    ]);
    // The model saw an error result for its call…
    const toolMessage = model.calls[1]!.prompt.find((m) => m.role === 'tool');
    expect(JSON.stringify(toolMessage)).toMatch(/n_trials|too_small|>=10/i);
    // …the invalid call ran nothing, and the numbers come from one direct run.
    expect(ctx.decks.get('roland-starter').cache.size).toBe(1);
    const scenario = res.subagent_results.find((r) => r.agent === 'scenario')!;
    expect(scenario.summary).toContain('computed directly');
    expect(scenario.summary).toMatch(/Over 100 games/);
  });
});
