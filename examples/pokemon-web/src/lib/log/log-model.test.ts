import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appendLog, createLog, filterLog, formatLogEntry, type LogEvent, logStats } from '.';

const call = (player: string, ok: boolean): LogEvent => ({
  kind: 'tool-call',
  player,
  tool: 'attach_energy',
  input: 'Fire Energy → Charmander',
  outcome: ok ? { ok: true, summary: 'attached' } : { ok: false, error: 'already attached' },
});

describe('match log', () => {
  it('numbers entries in order and keeps only the newest `cap`', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 60 }), (cap, n) => {
        let log = createLog(cap);
        for (let i = 0; i < n; i++) log = appendLog(log, { kind: 'error', text: `e${i}` });
        expect(log.entries.length).toBe(Math.min(cap, n));
        expect(log.dropped).toBe(Math.max(0, n - cap));
        expect(log.entries.map((e) => e.seq)).toEqual(
          Array.from({ length: Math.min(cap, n) }, (_, i) => Math.max(0, n - cap) + i),
        );
      }),
    );
  });

  it('does not change the log it appends to', () => {
    const before = createLog();
    const after = appendLog(before, { kind: 'turn', turn: 1, player: 'p1' });
    expect(before.entries).toEqual([]);
    expect(after.entries).toHaveLength(1);
  });

  it('rejects a cap that is not a positive integer', () => {
    expect(() => createLog(0)).toThrow(/positive integer, got 0/);
  });

  it('filters by kind and player; entries without a player match any player', () => {
    let log = createLog();
    for (const e of [
      call('p1', true),
      call('p2', false),
      { kind: 'plan', player: 'p1', plan: '1. attack', revision: 0 } as const,
      { kind: 'error', text: 'network' } as const,
    ]) {
      log = appendLog(log, e);
    }
    expect(filterLog(log, { kinds: ['tool-call'] }).map((e) => e.seq)).toEqual([0, 1]);
    expect(filterLog(log, { player: 'p1' }).map((e) => e.seq)).toEqual([0, 2, 3]);
    expect(filterLog(log, {}).length).toBe(4);
  });

  it('counts tool calls, failures, plans and replans per player', () => {
    let log = createLog();
    for (const e of [
      call('p1', true),
      call('p1', false),
      call('p2', true),
      { kind: 'plan', player: 'p1', plan: '1. x', revision: 0 } as const,
      { kind: 'replan', player: 'p1', reason: 'coin flip tails' } as const,
      { kind: 'plan', player: 'p1', plan: '1. y', revision: 1 } as const,
    ]) {
      log = appendLog(log, e);
    }
    expect(logStats(log)).toEqual({
      p1: { toolCalls: 2, failedToolCalls: 1, plans: 2, replans: 1 },
      p2: { toolCalls: 1, failedToolCalls: 0, plans: 0, replans: 0 },
    });
  });

  it('formats tool outcomes, plan revisions and results readably', () => {
    expect(formatLogEntry(call('p2', false))).toBe(
      'p2 → attach_energy(Fire Energy → Charmander) failed: already attached',
    );
    expect(formatLogEntry({ kind: 'plan', player: 'p1', plan: '1. go', revision: 2 })).toBe(
      "p1's plan (revision 2):\n1. go",
    );
    expect(
      formatLogEntry({ kind: 'result', result: { winner: null, reason: 'both decked out' } }),
    ).toBe('Draw — both decked out');
    const name = (p: string) => (p === 'p1' ? 'Player 1' : 'Player 2');
    expect(formatLogEntry({ kind: 'turn', turn: 1, player: 'p2' }, name)).toBe('Turn 1 — Player 2');
    expect(
      formatLogEntry(
        { kind: 'result', result: { winner: 'p1', reason: 'Player 1 took their last Prize card' } },
        name,
      ),
    ).toBe('Player 1 wins — Player 1 took their last Prize card');
  });
});
