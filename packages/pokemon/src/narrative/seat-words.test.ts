import { describe, expect, it } from 'vitest';
import { playBotMatch } from '../bots/bot-match';
import { loadBundledDeck } from '../decks';
import { createPokemonMatch, createPokemonPlugin } from '../plugin';

/**
 * What a seat reads — its system prompt, the state narrative and every tool result — in a
 * `base-set` bot match, checked for the engine's bookkeeping words. The engine's log keeps them
 * ("p1 declared set_status", "p2 set a counter: confused on Hitmonchan is now 1"); a seat must read
 * the game's words instead, and no modern kind of Trainer ("(Item)") for a 1999 card.
 */
describe('the words a seat reads in a base-set match', () => {
  it('carry no engine bookkeeping and no "Item" for a 1999 Trainer', async () => {
    const plugin = createPokemonPlugin();
    const store = createPokemonMatch({
      decks: { p1: loadBundledDeck('base-zap'), p2: loadBundledDeck('base-blackout') },
      seed: 1,
      plugin,
      era: 'base-set',
    });
    const read: string[] = [];
    // The engine keeps the last lines of its log only: collect every line as it is written.
    const lines = new Map<number, string>();
    store.subscribe(() => {
      for (const e of store.state.log) lines.set(e.seq, e.message);
    });
    await playBotMatch({
      decks: {},
      seed: 1,
      store,
      plugin,
      maxTurns: 8,
      onRequest: (_player, _role, params) => {
        for (const message of params.prompt) {
          const content = message.content as unknown;
          if (typeof content === 'string') read.push(content);
          else if (Array.isArray(content))
            for (const part of content as { text?: string; output?: { value?: unknown } }[]) {
              if (part.text) read.push(part.text);
              if (part.output) read.push(JSON.stringify(part.output.value));
            }
        }
      },
    });
    const log = [...lines.values()].join('\n');
    // The match did produce the engine's words and played Trainers (so the checks below are
    // not vacuous) …
    expect(log).toMatch(/declared (set_status|check_knock_outs)|set a counter/);
    expect(log).toMatch(/declared play_trainer/);
    const text = read.join('\n');
    expect(text.length).toBeGreaterThan(1000);
    // … and none of them reaches a seat.
    expect(text).not.toMatch(/declared \w+|set a counter|set_status|check_knock_outs/);
    expect(text).not.toMatch(/\(Item\)|\| Item \|/);
    // The 1999 rules in the system prompt, not the Scarlet & Violet Confusion.
    expect(text).toContain('20 damage to itself');
    expect(text).not.toContain('three damage counters');
  }, 120_000);
});
