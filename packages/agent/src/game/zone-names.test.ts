import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createZoneNames } from './zone-names';

const keysFor = (
  players: readonly string[],
  owned: readonly string[],
  shared: readonly string[],
) => [...players.flatMap((p) => owned.map((n) => `${p}:${n}`)), ...shared];

describe('createZoneNames', () => {
  it('two players: your_* / opponent_* / shared names, and aliases back to engine keys', () => {
    const keys = keysFor(['p1', 'p2'], ['hand', 'bench_1', 'bench_10'], ['stadium']);
    const n = createZoneNames(['p1', 'p2'], 'p1', keys);
    expect(n.all).toEqual([
      'your_hand',
      'your_bench_1',
      'your_bench_10',
      'opponent_hand',
      'opponent_bench_1',
      'opponent_bench_10',
      'stadium',
    ]);
    expect(n.toEngine('opponent_bench_10')).toEqual({ ok: true, key: 'p2:bench_10' });
    expect(n.toEngine('Your_Hand')).toEqual({ ok: true, key: 'p1:hand' });
    expect(n.toEngine('p2:hand')).toEqual({ ok: true, key: 'p2:hand' });
    expect(n.toEngine('p2_hand')).toEqual({ ok: true, key: 'p2:hand' });
    expect(n.toEngine('hand')).toEqual({ ok: true, key: 'p1:hand' });
    const bad = n.toEngine('opponent_hnd');
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.message).toMatch(/no zone "opponent_hnd"\. Did you mean opponent_hand/);
    // Words name players as in any game; only the keys say opponent_.
    expect(n.playerLabel('p2')).toBe('p2');
    expect([n.playerPossessive('p1'), n.playerPossessive('p2')]).toEqual(['your', "p2's"]);
    const named = createZoneNames(['p1', 'p2'], 'p1', keys, { playerName: () => 'your opponent' });
    expect([named.playerLabel('p2'), named.playerPossessive('p2')]).toEqual([
      'your opponent',
      "your opponent's",
    ]);
  });

  it('more than two players: other players’ zones are <player>_<name>', () => {
    const keys = keysFor(['a', 'b', 'c'], ['hand'], ['pile']);
    const n = createZoneNames(['a', 'b', 'c'], 'b', keys);
    expect(n.all).toEqual(['a_hand', 'your_hand', 'c_hand', 'pile']);
    expect(n.toEngine('opponent_hand').ok).toBe(false);
    expect(n.playerLabel('c')).toBe('c');
    expect(n.playerPossessive('c')).toBe("c's");
  });

  it('property: toEngine(toAgent(key)) is the key, for every viewer and zone', () => {
    const id = fc.stringMatching(/^[a-z][a-z0-9_]{0,6}$/);
    fc.assert(
      fc.property(
        fc.uniqueArray(id, { minLength: 1, maxLength: 4 }),
        fc.uniqueArray(id, { minLength: 1, maxLength: 5 }),
        fc.uniqueArray(fc.stringMatching(/^[a-z]{2,8}$/), { maxLength: 3 }),
        (players, owned, shared0) => {
          const shared = shared0.filter((s) => !s.startsWith('your') && !s.startsWith('opponent'));
          const keys = keysFor(players, owned, shared);
          return players.every((viewer) => {
            const n = createZoneNames(players, viewer, keys);
            const agentKeys = keys.map((k) => n.toAgent(k));
            if (new Set(agentKeys).size !== keys.length) return true; // ambiguous input naming; skip
            return keys.every((k) => {
              const r = n.toEngine(n.toAgent(k));
              return r.ok && r.key === k;
            });
          });
        },
      ),
    );
  });
});
