import { describe, expect, it } from 'vitest';
import { type AssistantContext, createAssistantContext } from '../assistant/context';
import type { Recommendation } from '../assistant/recommendation';
import { DeckStore, loadSampleDecks } from '../decks';
import { validateDeck } from '../validator';
import { createArkhamTools } from './arkham-tools';

const setup = async (options: { simulationsPerMinute?: number } = {}) => {
  const ctx = await createAssistantContext({ decks: new DeckStore(loadSampleDecks()), ...options });
  return { ctx, tools: createArkhamTools(ctx) };
};
// Tools run outside a model loop here; the second argument is the AI SDK's call options.
const call = <I, O>(t: { execute?: (input: I, o: never) => O }, input: I) =>
  t.execute!(input, { toolCallId: 't', messages: [] } as never) as Promise<
    Exclude<Awaited<O>, AsyncIterable<unknown>>
  >;
const snapshot = (ctx: AssistantContext) =>
  JSON.stringify(ctx.decks.ids().map((id) => ctx.decks.get(id).deck));

describe('arkham tools', () => {
  it('get_card_details finds cards by code and name and suggests for unknown ones', async () => {
    const { tools } = await setup();
    const out = await call(tools.get_card_details, {
      card_ids: ['01016', 'machete', 'Shrivelling', 'Shrivling'],
    });
    expect(out.cards.map((c) => c.code)).toEqual(
      expect.arrayContaining(['01016', '01020', '01060', '02154']),
    );
    expect(out.not_found).toEqual([
      { query: 'Shrivling', suggestions: expect.arrayContaining(['Shrivelling']) },
    ]);
  });

  it('search_cards reads plain words as filters and reports facets', async () => {
    const { tools } = await setup();
    const out = await call(tools.search_cards, { query: 'Mystic spell attack', limit: 3 });
    expect(out.understood).toEqual(['class mystic', 'trait spell']);
    expect(out.text_searched).toBe('fight');
    expect(out.cards).toHaveLength(3);
    for (const card of out.cards) {
      expect(card.class).toBe('mystic');
      expect(card.traits).toContain('Spell');
      expect(card.text).toContain('Fight.');
    }
    expect(out.facets.class).toEqual({ mystic: out.count });
  });

  it('check_card_access answers per card, by investigator name or deck, and says what it cannot find', async () => {
    const { tools } = await setup();
    const out = (await call(tools.check_card_access, {
      investigator: 'Roland',
      cards: ['Encyclopedia', '01043', 'Encyclopaedia Galactica'],
    })) as {
      investigator: { name: string };
      answers: Array<{ card: { name: string }; allowed: boolean }>;
      not_found: Array<{ query: string }>;
    };
    expect(out.investigator.name).toBe('Roland Banks');
    expect(out.answers.map((a) => [a.card.name, a.allowed])).toEqual([
      ['Encyclopedia (2)', true],
      ['Cryptic Research (4)', false],
    ]);
    expect(out.not_found.map((n) => n.query)).toEqual(['Encyclopaedia Galactica']);
    const byDeck = (await call(tools.check_card_access, {
      deck_id: 'agnes-starter',
      cards: ['Machete'],
    })) as { investigator: { name: string }; answers: Array<{ allowed: boolean }> };
    expect(byDeck.investigator.name).toBe('Agnes Baker');
    expect(byDeck.answers[0]!.allowed).toBe(false);
    const skids = (await call(tools.check_card_access, {
      investigator: '"Skids" O\'Toole',
      cards: ['Machete'],
    })) as { investigator: { name: string } };
    expect(skids.investigator.name).toBe('"Skids" O\'Toole');
    // A fragment of a name is not a name.
    expect(
      await call(tools.check_card_access, { investigator: 'an', cards: ['Machete'] }),
    ).toMatchObject({ ok: false });
    expect(
      await call(tools.check_card_access, { investigator: 'Nobody', cards: ['Machete'] }),
    ).toEqual({
      ok: false,
      error: expect.stringMatching(/^No investigator "Nobody". Investigators: 01001 Roland Banks/),
    });
  });

  it('get_deck lists cards with names and validation, and names known decks when missing', async () => {
    const { tools } = await setup();
    const out = (await call(tools.get_deck, { deck_id: 'roland-starter' })) as {
      valid: boolean;
      cards: { name: string }[];
    };
    expect(out.valid).toBe(true);
    expect(out.cards.map((c) => c.name)).toContain('Machete');
    const missing = await call(tools.get_deck, { deck_id: 'nope' });
    expect(missing).toEqual({ ok: false, error: expect.stringContaining('Known decks: ') });
  });

  it('summarize_deck gives counts and a curve that add up', async () => {
    const { tools } = await setup();
    const s = (await call(tools.summarize_deck, { deck_id: 'agnes-starter' })) as {
      deck_size: number;
      by_type: Record<string, number>;
      cost_curve: Record<string, number>;
    };
    const sum = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);
    expect(s.deck_size).toBe(30);
    expect(sum(s.by_type)).toBe(30);
    expect(sum(s.cost_curve)).toBe(30);
  });

  it('get_static_info answers topics and lists valid ones for a bad topic', async () => {
    const { tools } = await setup();
    const rules = (await call(tools.get_static_info, { topic: 'rules' })) as { text: string };
    expect(rules.text).toMatch(/30 cards/);
    const owned = (await call(tools.get_static_info, { topic: 'owned_sets' })) as { text: string };
    expect(owned.text).toContain('core: Core Set (owned)');
    expect(await call(tools.get_static_info, { topic: 'archetype:fighter' })).toMatchObject({
      text: expect.stringMatching(/weapon/i),
    });
    expect(await call(tools.get_static_info, { topic: 'tarot' })).toEqual({
      ok: false,
      error: expect.stringContaining('archetype:fighter'),
    });
  });

  it('run_simulation caches on the deck and is rate-limited for uncached runs', async () => {
    const { ctx, tools } = await setup({ simulationsPerMinute: 1 });
    const first = (await call(tools.run_simulation, {
      deck_id: 'roland-starter',
      n_trials: 50,
    })) as { cached: boolean };
    expect(first.cached).toBe(false);
    const again = (await call(tools.run_simulation, {
      deck_id: 'roland-starter',
      n_trials: 50,
    })) as { cached: boolean };
    expect(again.cached).toBe(true);
    const limited = await call(tools.run_simulation, { deck_id: 'roland-starter', n_trials: 60 });
    expect(limited).toEqual({ ok: false, error: expect.stringContaining('Too many simulations') });
    // Saving the deck drops its cache.
    ctx.decks.save(ctx.decks.get('roland-starter').deck);
    expect(ctx.decks.get('roland-starter').cache.size).toBe(0);
  });

  it('run_simulation rejects bad input by schema and bad cards with a clear error', async () => {
    const { ctx, tools } = await setup();
    const schema = tools.run_simulation.inputSchema as unknown as {
      safeParse(v: unknown): { success: boolean };
    };
    expect(schema.safeParse({ deck_id: 'roland-starter', n_trials: 0 }).success).toBe(false);
    expect(schema.safeParse({ deck_id: 'roland-starter', n_trials: 1e9 }).success).toBe(false);
    const before = snapshot(ctx);
    const bad = await call(tools.run_simulation, {
      deck_id: 'roland-starter',
      n_trials: 20,
      key_cards: ['01060'],
    });
    expect(bad).toEqual({ ok: false, error: expect.stringContaining('not in the deck') });
    expect(snapshot(ctx)).toBe(before);
  });

  it('recommend_cards suggests legal swaps toward the goal and changes nothing', async () => {
    const { ctx, tools } = await setup();
    const before = snapshot(ctx);
    const rec = (await call(tools.recommend_cards, {
      deck_id: 'roland-starter',
      goal: 'find more clues',
    })) as Recommendation;
    expect(snapshot(ctx)).toBe(before);
    expect(rec.swaps.length).toBeGreaterThan(0);
    // Applying the swaps keeps the deck legal.
    const slots = { ...ctx.decks.get('roland-starter').deck.slots };
    for (const s of rec.swaps) {
      slots[s.out.code] = (slots[s.out.code] ?? 0) - s.count;
      if (slots[s.out.code]! <= 0) delete slots[s.out.code];
      slots[s.in.code] = (slots[s.in.code] ?? 0) + s.count;
    }
    const after = validateDeck({ ...ctx.decks.get('roland-starter').deck, slots }, ctx.registry);
    expect(after.problems).toEqual([]);
    expect(rec.legal_after).toBe(true);
    for (const s of rec.swaps) {
      const card = ctx.registry.get(s.in.code)!;
      expect(card.text.toLowerCase()).toMatch(/clue|investigat/);
    }
  });
});
