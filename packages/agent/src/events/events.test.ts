import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combineListeners, createJsonlTranscriptWriter } from './index';

describe('createJsonlTranscriptWriter', () => {
  it('writes one parseable line per event, even for odd values', () => {
    const lines: string[] = [];
    const writer = createJsonlTranscriptWriter((l) => lines.push(l), { now: () => 1 });
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    writer.onEvent({
      type: 'tool-result',
      step: 1,
      toolCallId: 'c',
      toolName: 't',
      status: 'ok',
      output: { cyclic, big: 10n, err: new Error('x') },
    });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toEqual({
      t: 1,
      type: 'tool-result',
      step: 1,
      toolCallId: 'c',
      toolName: 't',
      status: 'ok',
      output: {
        cyclic: { a: 1, self: '[circular]' },
        big: '10',
        err: { name: 'Error', message: 'x' },
      },
    });
  });

  it('writes an object shared by two keys both times: only a real cycle is cut', () => {
    const lines: string[] = [];
    const writer = createJsonlTranscriptWriter((l) => lines.push(l), { now: () => 2 });
    const card = { id: 'c1', name: 'Pikachu', tags: ['basic'] };
    const input = { attacker: card, target: card, list: [card, card] };
    writer.onEvent({ type: 'tool-call', step: 1, toolCallId: 'x', toolName: 'attack', input });
    const parsed = JSON.parse(lines[0]!);
    expect(parsed.input).toEqual(input);
    expect(lines[0]).not.toContain('[circular]');
  });

  it('round-trips any JSON value, shared references included (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        const lines: string[] = [];
        const writer = createJsonlTranscriptWriter((l) => lines.push(l), { now: () => 3 });
        const output = { a, b, again: a, pair: [b, a] };
        writer.onEvent({
          type: 'tool-result',
          step: 1,
          toolCallId: 'x',
          toolName: 't',
          status: 'ok',
          output,
        });
        expect(JSON.parse(lines[0]!).output).toEqual(JSON.parse(JSON.stringify(output)));
      }),
      { numRuns: 200 },
    );
  });

  it('combineListeners calls every listener', () => {
    const seen: string[] = [];
    combineListeners(
      (e) => seen.push(`a:${e.type}`),
      undefined,
      (e) => seen.push(`b:${e.type}`),
    )({ type: 'replan', replans: 1, reason: 'r' });
    expect(seen).toEqual(['a:replan', 'b:replan']);
  });
});
