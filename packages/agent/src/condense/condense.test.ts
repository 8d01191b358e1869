import type { ModelMessage } from 'ai';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messagesChars } from '../util/tokens';
import { condenseToolResults, defaultCondensePolicy } from './condense';

let id = 0;
/** Real results are longer than their summaries; short ones are kept as they are (see below). */
const PAD = 'and the details a real tool result carries along';
function call(toolName: string, output: unknown, type: 'json' | 'text' | 'error-text' = 'json') {
  const toolCallId = `c${++id}`;
  return [
    { role: 'assistant', content: [{ type: 'tool-call', toolCallId, toolName, input: {} }] },
    {
      role: 'tool',
      content: [{ type: 'tool-result', toolCallId, toolName, output: { type, value: output } }],
    },
  ] as ModelMessage[];
}

function visible(messages: ModelMessage[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const m of messages) {
    if (m.role !== 'tool') continue;
    for (const p of m.content) {
      if (p.type !== 'tool-result') continue;
      const text =
        p.output.type === 'json'
          ? JSON.stringify(p.output.value)
          : String((p.output as { value: unknown }).value);
      out[p.toolName] = [...(out[p.toolName] ?? []), text];
    }
  }
  return out;
}

describe('condenseToolResults', () => {
  it('keeps only the latest of the peek/search_zone slot and summarizes the rest', () => {
    const history = [
      { role: 'user', content: 'go' },
      ...call('search_zone', { cards: ['A'], PAD }),
      ...call('play_card', { ok: true, played: 'A', PAD }),
      ...call('peek', { cards: ['B'] }),
      ...call('attach', { ok: false, reason: `no energy left\nmore detail ${PAD}` }),
      ...call('coin_flip', { result: 'heads' }),
    ] as ModelMessage[];
    const { messages, condensed } = condenseToolResults(history);
    const v = visible(messages);
    expect(v.search_zone).toEqual(['[search_zone succeeded]']);
    expect(v.peek).toEqual(['{"cards":["B"]}']);
    expect(v.play_card).toEqual(['[play_card succeeded]']);
    expect(v.attach).toEqual(['[attach failed: no energy left]']);
    expect(v.coin_flip).toEqual(['{"result":"heads"}']);
    expect(condensed).toBe(3);
  });

  it('condenses each message once: the next step reuses the same objects', () => {
    const history = [
      ...call('play_card', { ok: true, played: 'A', PAD }),
      ...call('play_card', { ok: true, played: 'B', PAD }),
      ...call('coin_flip', { result: 'heads' }),
    ] as ModelMessage[];
    const first = condenseToolResults(history).messages;
    const next = condenseToolResults([...history, ...call('play_card', { ok: true, PAD })]);
    // Both old play_card results were condensed at the first step; the same objects come back.
    expect(next.messages.slice(0, history.length)).toEqual(first);
    first.forEach((m, i) => {
      expect(next.messages[i]).toBe(m);
    });
    expect(messagesChars(next.messages.slice(0, history.length))).toBe(
      JSON.stringify(first).length - (first.length - 1) - 2,
    );
  });

  it('never replaces a result by a longer summary', () => {
    const history = [
      ...call('end_phase', 'ok', 'text'),
      ...call('end_phase', 'Phase ended: you moved to the main phase of a long turn.', 'text'),
      ...call('x', 1),
    ] as ModelMessage[];
    const { messages, condensed } = condenseToolResults(history);
    expect(visible(messages).end_phase).toEqual(['ok', '[end_phase succeeded]']);
    expect(condensed).toBe(1);
  });

  it('summarizes error results and Error strings as failures', () => {
    const history = [
      ...call('a', `Error: no such card\n${PAD}`, 'text'),
      ...call('b', `boom\n${PAD}`, 'error-text'),
      ...call('c', `cancelled because a failed\n${PAD}`, 'text'),
    ];
    const v = visible(
      condenseToolResults(history, { ...defaultCondensePolicy, keepLatestStep: false }).messages,
    );
    expect(v).toEqual({
      a: ['[a failed: no such card]'],
      b: ['[b failed: boom]'],
      c: ['[c failed: cancelled because a failed]'],
    });
  });

  it('follows a custom policy', () => {
    const history = [
      ...call('read_tab', `one ${PAD}`, 'text'),
      ...call('read_tab', 'two', 'text'),
      ...call('peek', `x ${PAD}`, 'text'),
    ];
    const v = visible(
      condenseToolResults(history, {
        keepLatestGroups: [['read_tab']],
        alwaysPreserve: [],
        keepLatestStep: false,
      }).messages,
    );
    expect(v).toEqual({ read_tab: ['[read_tab succeeded]', 'two'], peek: ['[peek succeeded]'] });
  });

  it('keeps the latest step verbatim until the next step arrives', () => {
    const first = [...call('play_card', { ok: true, played: 'A', PAD })];
    expect(visible(condenseToolResults(first).messages).play_card).toEqual([
      JSON.stringify({ ok: true, played: 'A', PAD }),
    ]);
    const next = [...first, ...call('draw', { drew: ['B'] })];
    const v = visible(condenseToolResults(next).messages);
    expect(v.play_card).toEqual(['[play_card succeeded]']);
    expect(v.draw).toEqual(['{"drew":["B"]}']);
  });

  it('a latest-step result fills its keep-latest slot', () => {
    const history = [
      ...call('peek', { cards: ['A'], PAD }),
      ...call('search_zone', { cards: ['B'] }),
    ];
    const v = visible(condenseToolResults(history).messages);
    expect(v.peek).toEqual(['[peek succeeded]']);
    expect(v.search_zone).toEqual(['{"cards":["B"]}']);
  });

  it('default policy is the documented one', () => {
    expect(defaultCondensePolicy).toEqual({
      keepLatestGroups: [['peek', 'search_zone']],
      alwaysPreserve: ['coin_flip', 'dice_roll'],
    });
  });

  const names = ['peek', 'search_zone', 'coin_flip', 'play', 'draw'];
  // Longer than any summary, so every old result is condensed.
  const LONG = PAD.repeat(3);
  const historyArb = fc
    .array(fc.record({ name: fc.constantFrom(...names), value: fc.string(), fail: fc.boolean() }), {
      maxLength: 20,
    })
    .map((calls) =>
      calls.flatMap((c) =>
        call(c.name, c.fail ? `Error: ${c.value}\n${LONG}` : `v:${c.value} ${LONG}`, 'text'),
      ),
    );

  it('is pure, idempotent, and keeps every call paired with a result (property)', () => {
    fc.assert(
      fc.property(historyArb, (history) => {
        const before = JSON.stringify(history);
        const once = condenseToolResults(history).messages;
        expect(JSON.stringify(history)).toBe(before);
        expect(condenseToolResults(once).messages).toEqual(once);
        expect(condenseToolResults(history).messages).toEqual(once);
        const calls = once.flatMap((m) =>
          m.role === 'assistant' && Array.isArray(m.content)
            ? m.content.map((p) => (p as { toolCallId: string }).toolCallId)
            : [],
        );
        const results = once.flatMap((m) =>
          m.role === 'tool' ? m.content.map((p) => (p as { toolCallId: string }).toolCallId) : [],
        );
        expect(results).toEqual(calls);
        // At most one verbatim result in the peek/search_zone slot, and it is the latest one.
        const slot = Object.entries(visible(once))
          .filter(([n]) => n === 'peek' || n === 'search_zone')
          .flatMap(([, vs]) => vs.filter((v) => !v.startsWith('[')));
        expect(slot.length).toBeLessThanOrEqual(1);
        const all = visible(once);
        for (const v of all.coin_flip ?? []) expect(v.startsWith('[')).toBe(false);
      }),
    );
  });
});
