import {
  createGameToolContext,
  type GameToolContext,
  type MatchCheckpoint,
  type MatchStore,
} from '@playmat/agent/game';
import { type Action, RngCursor, seedRng } from '@playmat/engine';
import type { ToolSet } from 'ai';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PokemonState } from '../game/state';
import { createPokemonPlugin } from '../plugin/create-pokemon-plugin';
import { createSeededMatch } from '../test/match-builder';
import { propertyRuns } from '../test/runs';

/**
 * Every seat tool called directly — not through the AI SDK, which checks a model's input first —
 * with any JSON at all: it answers (a text), never throws, answers a refusal in a few lines, and
 * a refusal changes nothing. The inputs mix the tools' own argument names with values of every
 * JSON type, prototype keys and a 200,000-character name.
 */
const plugin = createPokemonPlugin();
const PROTO = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];
const HUGE = 'Pikachu '.repeat(25_000);
const ARGS = [
  'card',
  'energy',
  'target',
  'to',
  'from',
  'zone',
  'pokemon',
  'ability',
  'attack',
  'choice',
  'choices',
  'discard_energy',
  'count',
  'cards',
  'order',
  'counter',
  'amount',
  'position',
  'face_up',
  'card_effect',
  'guidance',
  'decider',
  'prompt',
  'options',
  'reason',
  'winner',
  'sides',
];
const plausible = fc.constantFrom(
  'your_active',
  'your_bench_1',
  'opponent_active',
  'your_hand',
  'stadium',
  'Pikachu',
  'Basic Lightning Energy',
  'Zap Kick',
  '#1',
  '#40',
  'top',
  'damage',
  'you',
  'opponent',
);
const value = fc.oneof(
  { depthSize: 'small' },
  { weight: 3, arbitrary: plausible },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  fc.constantFrom(...PROTO, HUGE, ''),
  fc.array(plausible, { maxLength: 3 }),
);
const input = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.dictionary(fc.constantFrom(...ARGS, ...PROTO), value, { maxKeys: 5 }),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.constantFrom(undefined, null, HUGE, 7, [], PROTO) },
);

describe('seat tools called directly with any JSON (fast-check)', () => {
  const runs = propertyRuns('HOSTILE_TOOL_RUNS', 300, 3_000);
  const starts: { store: MatchStore<PokemonState>; points: MatchCheckpoint[] }[] = [];
  beforeAll(() => {
    for (let g = 0; g < 4; g++) {
      const store = createSeededMatch({
        seed: g,
        decks: { p1: g % 2 ? 'base-zap' : 'sv-pawmot-thunder', p2: 'sv-skeledirge-blaze' },
      });
      const points = [store.checkpoint()];
      const rng = new RngCursor(seedRng(g));
      for (let i = 0; i < 60 && !store.state.result; i++) {
        const who = plugin.whoActs(store.state);
        const legal = who === null ? [] : store.engine.legalActions(store.state, who);
        if (who === null || legal.length === 0) break;
        if (!store.execute(legal[rng.int(legal.length)] as Action).ok)
          store.execute({ type: 'end_turn', player: who, source: 'ai' });
        points.push(store.checkpoint());
      }
      starts.push({ store, points });
    }
  }, 60_000);

  it(`answers every call, never throws, and a refusal is short and changes nothing (${runs} runs)`, async () => {
    let calls = 0;
    let refused = 0;
    const sets = new Map<string, { ctx: GameToolContext<PokemonState>; tools: ToolSet }>();
    await fc.assert(
      fc.asyncProperty(
        fc.nat(),
        fc.nat(),
        fc.array(fc.tuple(fc.nat(), input), { minLength: 1, maxLength: 10 }),
        async (game, at, sequence) => {
          const { store, points } = starts[game % starts.length] as (typeof starts)[number];
          store.restore(points[at % points.length] as MatchCheckpoint, { acrossBarriers: true });
          for (const [pick, args] of sequence) {
            const player = plugin.whoActs(store.state) ?? 'p1';
            const key = `${game % starts.length}:${player}`;
            let seat = sets.get(key);
            if (!seat) {
              const ctx = createGameToolContext<PokemonState>({ store, player, plugin });
              // Every tool a seat is ever given: the main phase has them all.
              seat = { ctx, tools: plugin.getAgentConfig(ctx, 'main').tools as ToolSet };
              sets.set(key, seat);
            }
            seat.ctx.rewindPoint = pick % 2 ? store.checkpoint() : undefined;
            const names = Object.keys(seat.tools);
            const name = names[pick % names.length] as string;
            const before = store.state;
            const out = await seat.tools[name]?.execute?.(args as never, {
              toolCallId: 'x',
              messages: [],
            });
            calls++;
            expect(typeof out, name).toBe('string');
            const text = out as string;
            if (text.startsWith('Error')) {
              refused++;
              expect(store.state, `${name} ${text}`).toBe(before);
              expect(text.length, name).toBeLessThan(4_000);
            }
          }
        },
      ),
      { numRuns: runs, seed: 20260303, endOnFailure: true },
    );
    expect(calls).toBeGreaterThan(runs * 2);
    expect(refused).toBeGreaterThan(runs);
  }, 300_000);
});
