import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LogEvent } from '../log';
import type { BoardView, Viewer } from '../view';
import { createFakeDriver, type MatchDriver } from '.';
import { demoConfig } from './test-helpers';

async function playOut(driver: MatchDriver, maxSteps = 500): Promise<number> {
  let steps = 0;
  while (driver.status().kind !== 'finished' && steps < maxSteps) {
    const r = await driver.step();
    expect(r).toEqual({ ok: true });
    steps++;
  }
  return steps;
}

/** Every card instance id that appears anywhere in a view. */
function idsIn(view: BoardView): Set<string> {
  const ids = new Set<string>();
  JSON.stringify(view, (key, value) => {
    if (key === 'instanceId') ids.add(value);
    return value;
  });
  return ids;
}

describe('fake driver', () => {
  it('plays bot vs bot to a winner, logging tool calls, plans and the result', async () => {
    const driver = createFakeDriver(demoConfig());
    const events: LogEvent[] = [];
    driver.onEvent((e) => events.push(e));
    await playOut(driver);
    const status = driver.status();
    expect(status.kind).toBe('finished');
    if (status.kind !== 'finished') return;
    expect(driver.players).toContain(status.result.winner);
    expect(events.at(-1)).toEqual({ kind: 'result', result: status.result });
    expect(events.some((e) => e.kind === 'tool-call' && e.tool === 'attach_energy')).toBe(true);
    expect(events.some((e) => e.kind === 'plan')).toBe(true);
    expect(events.some((e) => e.kind === 'replan')).toBe(true);
  });

  it('is deterministic for a seed', async () => {
    const run = async () => {
      const d = createFakeDriver(
        demoConfig((f) => {
          f.seed = 42;
        }),
      );
      const events: LogEvent[] = [];
      d.onEvent((e) => events.push(e));
      await playOut(d);
      return events;
    };
    expect(await run()).toEqual(await run());
  });

  it('never shows a hand to anyone but its owner, nor any deck, at any point', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 10_000 }), fc.nat(40), async (seed, steps) => {
        const driver = createFakeDriver(
          demoConfig((f) => {
            f.seed = seed;
          }),
        );
        for (let i = 0; i < steps && driver.status().kind !== 'finished'; i++) await driver.step();
        // What each player truly holds, read from their own views.
        const handOf = (p: string) => {
          const side = driver
            .view({ kind: 'player', player: p })
            .players.find((s) => s.player === p)!;
          return side.hand.visible ? side.hand.cards.map((c) => c.instanceId) : [];
        };
        const hands = Object.fromEntries(driver.players.map((p) => [p, handOf(p)]));
        const viewers: Viewer[] = [
          { kind: 'spectator' },
          ...driver.players.map((p): Viewer => ({ kind: 'player', player: p })),
        ];
        for (const viewer of viewers) {
          const view = driver.view(viewer);
          const seen = idsIn(view);
          for (const side of view.players) {
            const own = viewer.kind === 'player' && viewer.player === side.player;
            expect(side.hand.visible).toBe(own);
            if (!side.hand.visible) expect(side.hand.count).toBe(hands[side.player]!.length);
            if (!own) for (const id of hands[side.player]!) expect(seen.has(id)).toBe(false);
            expect(Object.keys(side)).not.toContain('deck');
          }
          // Cards shown = board + discard + own hand: 60 per player minus deck, prizes, hidden hands.
          const hidden = view.players.reduce(
            (n, s) => n + s.deckCount + s.prizesLeft + (s.hand.visible ? 0 : s.hand.count),
            0,
          );
          expect(seen.size).toBe(120 - hidden);
        }
      }),
      { numRuns: 40 },
    );
  });

  describe('with a human player', () => {
    const humanFirst = async () => {
      // A seed where the human (p1) moves second (so may attack on turn 2) holding an energy.
      for (let seed = 1; seed < 100; seed++) {
        const d = createFakeDriver(
          demoConfig((f) => {
            f.seed = seed;
            f.players[0].kind = 'human';
          }),
        );
        const s = d.status();
        if (s.kind === 'turn' && s.player === 'p2') {
          await d.step();
          if (d.actions('p1').some((a) => a.kind === 'attach')) return d;
        }
      }
      throw new Error('no seed where p2 starts');
    };

    it('offers card actions, explains disabled ones, and lets the human attach and attack', async () => {
      const d = await humanFirst();
      expect(d.status()).toEqual({ kind: 'turn', player: 'p1', actor: 'human' });
      expect(d.actions('p2')).toEqual([]);
      expect(await d.step()).toEqual({
        ok: false,
        error: "It is p1's move and they are human; wait for their input.",
      });
      const me = () => d.view({ kind: 'player', player: 'p1' }).players[0]!;
      const foe = () => d.view({ kind: 'player', player: 'p1' }).players[1]!;
      const active = me().active!;
      const attack = () => d.actions('p1').find((a) => a.kind === 'attack')!;
      expect(attack()).toMatchObject({
        enabled: false,
        reason: `Needs 1 energy; ${active.card.name} has 0.`,
      });
      expect(await d.perform('p1', attack().id)).toEqual({
        ok: false,
        error: `Needs 1 energy; ${active.card.name} has 0.`,
      });
      expect(me().active!.energy).toEqual([]);

      const attach = d
        .actions('p1')
        .find((a) => a.kind === 'attach' && a.label.endsWith('(active)'));
      if (!attach) throw new Error('humanFirst() guarantees an energy in hand');
      const handIds = () => {
        const hand = me().hand;
        return hand.visible ? hand.cards.map((c) => c.instanceId) : [];
      };
      const before = handIds();
      expect(before).toContain(attach.cardId);
      expect(await d.perform('p1', attach.id)).toEqual({ ok: true });
      expect(me().active!.energy.map((e) => e.instanceId)).toEqual([attach.cardId]);
      expect(handIds()).toEqual(before.filter((id) => id !== attach.cardId));
      // One energy per turn: every other attach option now explains why not.
      const attaches = d.actions('p1').filter((a) => a.kind === 'attach');
      for (const a of attaches) {
        expect(a).toMatchObject({ enabled: false, reason: expect.stringMatching(/one per turn/) });
      }
      const { damage: foeDamage, card: target } = foe().active!;
      expect(attack().enabled).toBe(true);
      expect(await d.perform('p1', attack().id)).toEqual({ ok: true });
      const after = foe().active;
      // Either damaged, or knocked out and replaced (then p2 must decide or it is p2's turn).
      if (after?.card.instanceId === target.instanceId) expect(after.damage).toBe(foeDamage + 20);
      else expect(foe().discard.map((c) => c.instanceId)).toContain(target.instanceId);
      expect(d.status()).toMatchObject({ player: 'p2', actor: 'ai' });
    });

    it('asks the human to promote after a knock-out and validates the answer', async () => {
      for (let seed = 1; seed < 200; seed++) {
        const d = createFakeDriver(
          demoConfig((f) => {
            f.seed = seed;
            f.players[0].kind = 'human';
          }),
        );
        // The human only ends turns; the bot attacks until it knocks something out.
        for (let i = 0; i < 200; i++) {
          const s = d.status();
          if (s.kind !== 'turn') break;
          if (s.actor === 'ai') await d.step();
          else await d.perform('p1', 'end-turn');
        }
        const s = d.status();
        if (s.kind !== 'decision') continue;
        expect(s).toMatchObject({ player: 'p1', actor: 'human' });
        const { decision } = s;
        expect(decision.options.length).toBeGreaterThan(0);
        expect(await d.answer('p1', decision.id, [])).toEqual({
          ok: false,
          error: 'Choose 1 option(s); got 0.',
        });
        expect(await d.answer('p1', decision.id, ['bogus'])).toMatchObject({ ok: false });
        expect(await d.answer('p2', decision.id, [decision.options[0]!.id])).toMatchObject({
          ok: false,
        });
        expect(d.status()).toEqual(s);
        const pick = decision.options.at(-1)!;
        expect(await d.answer('p1', decision.id, [pick.id])).toEqual({ ok: true });
        const mine = d.view({ kind: 'player', player: 'p1' }).players[0]!;
        expect(mine.active?.card.instanceId).toBe(pick.id);
        expect(d.status().kind).not.toBe('decision');
        return;
      }
      throw new Error('no seed produced a promotion decision');
    });
  });
});
