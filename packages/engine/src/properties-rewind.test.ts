import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Action } from './actions';
import type { Checkpoint, History } from './history';
import { checkpoint } from './history';
import { gameArb, picker } from './properties.helpers';
import type { GameState } from './state';
import { canSeeCard } from './state';
import { createTestGame, propertyRuns, randomAction } from './test';

const runs = propertyRuns('REWIND_RUNS', 300, 10_000);

/**
 * The players an accepted action binds, judged from the outside: everyone when the generator's
 * state moved; a player a card became visible to; the actor of a peek or a search that handed
 * it cards it could not see; the decider of a choice among cards it cannot see; everyone else
 * when a player made a move of their own (not the game's bookkeeping).
 */
function bound(before: GameState, after: GameState, action: Action, data: unknown): Set<string> {
  const out = new Set<string>();
  if (after.rng !== before.rng) for (const p of after.players) out.add(p);
  if (action.source !== 'script')
    for (const p of after.players) if (p !== action.player) out.add(p);
  for (const id of Object.keys(after.cards))
    for (const p of after.players)
      if (!canSeeCard(before, p, id) && canSeeCard(after, p, id)) out.add(p);
  if (action.type === 'peek' || action.type === 'search_zone') {
    const d = data as { cards?: { id: string }[]; entries?: { instances: { id: string }[] }[] };
    const seen = [
      ...(d?.cards ?? []).map((c) => c.id),
      ...(d?.entries ?? []).flatMap((e) => e.instances.map((i) => i.id)),
    ];
    if (seen.some((id) => !canSeeCard(before, action.player, id))) out.add(action.player);
  }
  const decision = after.pendingDecision;
  if (action.type === 'create_decision' && decision)
    for (const o of decision.options ?? []) {
      const id = /^#(\d+)/.exec(o)?.[1];
      if (id !== undefined && before.cards[id] && !canSeeCard(after, decision.decider, id))
        out.add(decision.decider);
    }
  return out;
}

describe('rewind (fast-check)', () => {
  it(`goes back exactly when nothing the player saw, chance or another player decided came since (${runs} sequences)`, () => {
    let refused = 0;
    let allowed = 0;
    fc.assert(
      fc.property(
        gameArb,
        fc.array(fc.nat(1_000), { minLength: 30, maxLength: 30 }),
        (input, asks) => {
          const { engine, state } = createTestGame({
            players: input.players,
            seed: input.seed,
            deckSize: input.deckSize,
          });
          let h: History = engine.createHistory(state);
          // The points of the current line, each with the players the action after it binds.
          let line: { cp: Checkpoint; binds: Set<string> }[] = [
            { cp: checkpoint(h), binds: new Set() },
          ];
          const crossed = (at: number, viewer: string) =>
            line.slice(at).some((p) => p.binds.has(viewer));
          input.steps.forEach((numbers, i) => {
            const pick = picker(numbers);
            const random = randomAction(h.state, pick);
            const action = { ...random, source: pick(3) === 0 ? 'ai' : 'script' } as Action;
            const r = engine.apply(h, action);
            if (r.result.ok) {
              (line.at(-1) as (typeof line)[number]).binds = bound(
                h.state,
                r.result.state,
                action,
                r.result.data,
              );
              h = r.history;
              line.push({ cp: checkpoint(h), binds: new Set() });
            }
            // Now and then a player asks to go back to a random point of the line.
            const ask = asks[i] as number;
            if (ask % 2 !== 0) return;
            const at = ask % line.length;
            const viewer = h.state.players[ask % h.state.players.length] as string;
            const back = engine.rewind(h, (line[at] as (typeof line)[number]).cp, viewer);
            expect(back.ok).toBe(!crossed(at, viewer));
            if (back.ok) {
              allowed++;
              h = back.history;
              line = line.slice(0, at + 1);
              (line[at] as (typeof line)[number]).binds = new Set();
              return;
            }
            refused++;
            expect(back.history).toBe(h);
            // The furthest legal point is on the line, right after the viewer's latest barrier.
            if (back.latest) {
              const legal = line.findIndex((p) => p.cp.state === back.latest?.state);
              expect(legal).toBeGreaterThan(at);
              expect(crossed(legal, viewer)).toBe(false);
              expect(line[legal - 1]?.binds.has(viewer)).toBe(true);
              expect(engine.rewind(h, back.latest, viewer).ok).toBe(true);
            } else expect(line.at(-2)?.binds.has(viewer)).toBe(true);
          });
        },
      ),
      { numRuns: runs, seed: 20260202 },
    );
    // Both answers come up often.
    expect(refused).toBeGreaterThan(runs);
    expect(allowed).toBeGreaterThan(runs);
  }, 120_000);
});
