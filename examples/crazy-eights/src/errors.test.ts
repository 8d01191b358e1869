import { readFileSync } from 'node:fs';
import { lastToolResults } from '@playmat/agent';
import { createGameToolContext, type MatchStore, runTurn } from '@playmat/agent/game';
import { createScriptedModel, hostileInputs } from '@playmat/agent/test';
import { ACTION_TYPES } from '@playmat/engine';
import { describe, expect, it } from 'vitest';
import { template } from './cards';
import { type EightsState, playableCards } from './definition';
import { createEightsMatch } from './match';
import { createEightsTools, eightsPlugin } from './plugin';
import { createTwentyOneMatch, twentyOnePlugin } from './twenty-one';

/** The text a tool of `player` answers to `input`. */
async function call(
  store: MatchStore<EightsState, EightsState>,
  player: string,
  tool: 'play_card' | 'draw_card' | 'pass_turn',
  input: Record<string, unknown> = {},
): Promise<string> {
  const ctx = createGameToolContext({ store, player, plugin: eightsPlugin });
  const t = createEightsTools(ctx)[tool];
  return String(await t?.execute?.(input, { toolCallId: 't', messages: [] }));
}

/** The first seed whose deal passes `pick`, with what it picked. */
function dealWhere<T>(pick: (store: MatchStore<EightsState, EightsState>) => T | undefined) {
  for (let seed = 1; seed < 300; seed++) {
    const store = createEightsMatch({ seed });
    const found = pick(store);
    if (found !== undefined) return { store, found };
  }
  throw new Error('no seed fits');
}

const hand = (store: MatchStore<EightsState, EightsState>, p = 'p1') =>
  (store.state.zones[`${p}:hand`]?.cards ?? []).map((id) =>
    template(store.state.cards[id]?.templateId ?? ''),
  );

/** Engine action types that read as tool names (`declare_action`, `end_turn` …), not English. */
const ENGINE_WORDS = new RegExp(`\\b(${ACTION_TYPES.filter((t) => t.includes('_')).join('|')})\\b`);

describe('Crazy Eights rejections speak in the words of the tools', () => {
  it('a play that does not fit ends with "Legal now" as a play_card call, not declare_action', async () => {
    const { store, found } = dealWhere((s) => {
      const playable = playableCards(s.state, 'p1');
      const stuck = hand(s).find((c) => !playable.includes(c));
      return playable[0] && playable[0].rank !== '8' && stuck
        ? { first: playable[0], stuck }
        : undefined;
    });
    const text = await call(store, 'p1', 'play_card', { card: found.stuck.name });
    expect(text).toContain('matches neither');
    expect(text.split('\n').at(-1)).toBe(`Legal now: play_card {"card":"${found.first.name}"}.`);
    expect(text).not.toMatch(ENGINE_WORDS);
  });

  it("the guide's example answer is the tool's, word for word", async () => {
    const guide = readFileSync(new URL('../../../docs/write-a-plugin.md', import.meta.url), 'utf8');
    const shown = /on the 5 of Hearts \(seed 1\) is now answered:\n\n```text\n([\s\S]*?)\n```/.exec(
      guide,
    )?.[1];
    expect(shown).toContain('Legal now: play_card');
    const store = createEightsMatch({ seed: 1 });
    expect(await call(store, 'p1', 'play_card', { card: '9 of Diamonds' })).toBe(shown);
  });

  it('a pass before drawing, with nothing playable, says to call draw_card; after the draw, pass_turn', async () => {
    const { store } = dealWhere((s) =>
      playableCards(s.state, 'p1').length === 0 ? true : undefined,
    );
    const early = await call(store, 'p1', 'pass_turn');
    expect(early).toContain('only after drawing');
    expect(early.split('\n').at(-1)).toBe('Legal now: draw_card {}.');
    await call(store, 'p1', 'draw_card');
    const again = await call(store, 'p1', 'draw_card');
    expect(again).toContain('already drew');
    const next = playableCards(store.state, 'p1')[0];
    expect(again.split('\n').at(-1)).toBe(
      next
        ? `Legal now: play_card ${JSON.stringify({ card: next.name, ...(next.rank === '8' ? { suit: next.suit } : {}) })}.`
        : 'Legal now: pass_turn {}.',
    );
  });

  it('a seat acting out of turn is told to wait, with no "Legal now" line at all', async () => {
    const store = createEightsMatch({ seed: 4 });
    const text = await call(store, 'p2', 'draw_card');
    expect(text).toContain("It is p1's turn, not yours.");
    expect(text).not.toContain('Legal now');
    expect(text).not.toMatch(ENGINE_WORDS);
  });

  it('an 8 without a suit gets that call back with the suit the player holds most of', async () => {
    const { store, found: eight } = dealWhere((s) => hand(s).find((c) => c.rank === '8'));
    const suits = hand(store).map((c) => c.suit);
    const most = Math.max(
      ...['clubs', 'diamonds', 'hearts', 'spades'].map((s) => suits.filter((x) => x === s).length),
    );
    const text = await call(store, 'p1', 'play_card', { card: eight.name.toUpperCase() });
    const line = text.split('\n').find((l) => l.startsWith('A well-formed call: '));
    expect(line).toBeDefined();
    const retry = JSON.parse((line as string).replace('A well-formed call: play_card ', ''));
    // The card as the player named it, and a suit they hold as many of as any other.
    expect(retry.card).toBe(eight.name.toUpperCase());
    expect(suits.filter((s) => s === retry.suit)).toHaveLength(most);
    expect(await call(store, 'p1', 'play_card', retry)).toContain(`Suit to follow: ${retry.suit}`);
  });

  it('a call missing its card, or naming a suit that is none, is told the values that fit', async () => {
    const { store, found } = dealWhere((s) => {
      const playable = playableCards(s.state, 'p1').filter((c) => c.rank !== '8');
      return playable.length >= 2 ? playable.map((c) => c.name) : undefined;
    });
    const texts: string[] = [];
    const model = createScriptedModel(({ prompt, step }) => {
      texts.push(lastToolResults(prompt).at(-1)?.text ?? '');
      if (step === 1) return { toolCalls: [{ toolName: 'play_card', input: {} }] };
      const card = found[1] as string;
      if (step === 2)
        return { toolCalls: [{ toolName: 'play_card', input: { card, suit: 'Hearts' } }] };
      return { toolCalls: [{ toolName: 'play_card', input: { card } }] };
    });
    const result = await runTurn({
      plugin: eightsPlugin,
      store,
      player: 'p1',
      models: { default: model },
    });
    expect(result.terminalTool).toBe('play_card');
    const [, missing, badSuit] = texts;
    expect(missing).toContain('"card" is missing');
    expect(missing).toContain(`Legal now: ${found.map((n) => JSON.stringify(n)).join(', ')}.`);
    expect(badSuit).toContain('"suit" must be');
    expect(badSuit).toContain('Legal now: "clubs", "diamonds", "hearts", "spades".');
  });
});

describe("Twenty-One's rejections", () => {
  it('name no tool the seat does not have', async () => {
    const store = createTwentyOneMatch(['p1', 'p2'], 5);
    const texts: string[] = [];
    for (const player of ['p2', 'p1']) {
      const ctx = createGameToolContext({ store, player, plugin: twentyOnePlugin });
      const { tools } = twentyOnePlugin.getAgentConfig(ctx, 'main');
      // Out of turn: p2 tries both tools; then p1 stands and tries both again.
      if (player === 'p1')
        texts.push(String(await tools.stand?.execute?.({}, { toolCallId: 's', messages: [] })));
      for (const name of ['hit', 'stand'])
        texts.push(String(await tools[name]?.execute?.({}, { toolCallId: name, messages: [] })));
    }
    const [p2Hit, p2Stand, p1Stood, p1Hit, p1Stand] = texts;
    expect(p1Stood).not.toMatch(/^Error/);
    // On its own turn, an engine error: p2 hits on an empty stock (a script took it all).
    const all = store.state.zones.stock?.cards.length ?? 0;
    store.execute({
      type: 'move_card_stack',
      from: 'stock',
      to: 'p1:hand',
      count: all,
      player: 'p1',
      source: 'script',
    });
    const ctx = createGameToolContext({ store, player: 'p2', plugin: twentyOnePlugin });
    const hit = twentyOnePlugin.getAgentConfig(ctx, 'main').tools.hit;
    const empty = String(await hit?.execute?.({}, { toolCallId: 'e', messages: [] }));
    expect(empty).toBe('Error: You asked to draw 1 but stock has 0 cards.\nstock is empty.');
    for (const text of [p2Hit, p2Stand, p1Hit, p1Stand, empty]) {
      expect(text).toMatch(/^Error: /);
      expect(text).not.toMatch(ENGINE_WORDS);
      expect(text).not.toContain('Legal now');
    }
  });
});

describe('every seat tool, called directly with any JSON', () => {
  const HOSTILE = hostileInputs({ keys: ['card', 'suit'], count: 1_000, seed: 8 });

  it('answers 1,000 random inputs with text and changes nothing when it refuses (Crazy Eights and Twenty-One)', async () => {
    const games = [
      { store: createEightsMatch({ seed: 2 }), plugin: eightsPlugin },
      { store: createTwentyOneMatch(), plugin: twentyOnePlugin },
    ] as const;
    for (const { store, plugin } of games) {
      const ctx = createGameToolContext({
        store: store as never,
        player: store.state.turn.activePlayer,
        plugin: plugin as never,
      });
      const { tools } = plugin.getAgentConfig(ctx as never, 'main');
      for (const [name, t] of Object.entries(tools))
        for (const input of HOSTILE) {
          const before = store.state;
          const out = await t.execute?.(input as never, { toolCallId: 't', messages: [] });
          expect(typeof out, `${name} ${JSON.stringify(input)?.slice(0, 40)}`).toBe('string');
          expect((out as string).length).toBeLessThan(2_000);
          if ((out as string).startsWith('Error')) expect(store.state).toBe(before);
        }
    }
  });
});
