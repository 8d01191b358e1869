import { createGameToolContext, type MatchCheckpoint, type MatchStore } from '@playmat/agent/game';
import {
  type Action,
  canSeeCard,
  type GameState,
  type PlayerId,
  RngCursor,
  seedRng,
} from '@playmat/engine';
import type { ToolSet } from 'ai';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { getBundledRegistry } from '../cards/bundled-sets';
import type { PokemonState } from '../game/state';
import { createPokemonPlugin } from '../plugin/create-pokemon-plugin';
import { createSeededMatch } from '../test/match-builder';
import { propertyRuns } from '../test/runs';

/**
 * An untrusted seat: at each step it calls a random tool from the whole tool set a plugin builds
 * (Pokémon actions and every raw engine move), with random zones (its own, the opponent's,
 * made-up ones), random card names and ids (hidden ones included) and random `card_effect`
 * strings. Whatever it sends, it must never read an opponent's hidden card, and no raw move may
 * change an opponent's card. Honest legal moves are mixed in so games go on.
 */
const plugin = createPokemonPlugin();
const registry = getBundledRegistry();
const ZONES = [
  'your_hand',
  'your_deck',
  'your_discard',
  'your_active',
  'your_bench_1',
  'your_prizes_1',
  'opponent_hand',
  'opponent_deck',
  'opponent_discard',
  'opponent_active',
  'opponent_bench_1',
  'opponent_prizes_3',
  'stadium',
  'staging',
  'p2:hand',
  'p1:deck',
  'moon',
];
const RAW_TOOLS = new Set([
  'draw',
  'move_card',
  'move_card_stack',
  'place_on_zone',
  'shuffle',
  'search_zone',
  'peek',
  'rearrange_zone',
  'flip_card',
  'add_counter',
  'remove_counter',
  'coin_flip',
  'reveal',
  'reveal_hand',
]);
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const words = new Map<string, RegExp>();
/** The name as a whole word (kept: the same names are looked for at every step). */
function word(name: string): RegExp {
  let re = words.get(name);
  if (!re) {
    re = new RegExp(`(?<![\\w-])${escapeRegExp(name)}(?![\\w-])`);
    words.set(name, re);
  }
  return re;
}

/** Where each of `player`'s cards is (for "no raw move changes the opponent's cards"). */
function placesOf(state: GameState<PokemonState>, player: PlayerId): string {
  const out: string[] = [];
  for (const key in state.zones)
    for (const id of state.zones[key]?.cards ?? [])
      if (state.cards[id]?.owner === player)
        out.push(`${id}@${key}:${JSON.stringify(state.cards[id]?.counters)}`);
  return out.sort().join('|');
}

describe('an untrusted seat', () => {
  // About 80 steps a run: 40 runs are some 3,200 steps; ADVERSARIAL_RUNS=300 or `test:deep`
  // sweep ~24,000.
  const runs = propertyRuns('ADVERSARIAL_RUNS', 40, 300);
  /**
   * Matches to start from, one store each with its tools built once (tools read the store
   * live): each run restores a checkpoint — a fresh deal half the time, else a state along a
   * seeded random game.
   */
  const starts: { store: MatchStore<PokemonState>; points: MatchCheckpoint[] }[] = [];
  const toolSetsOf = new Map<MatchStore<PokemonState>, Map<string, ToolSet>>();
  beforeAll(() => {
    for (let g = 0; g < 8; g++) {
      const store = createSeededMatch({
        seed: g,
        decks: { p1: 'base-zap', p2: 'sv-pawmot-thunder' },
      });
      const points = [store.checkpoint()];
      const rng = new RngCursor(seedRng(g));
      for (let i = 0; i < 100 && !store.state.result; i++) {
        const who = plugin.whoActs(store.state);
        const legal = who === null ? [] : store.engine.legalActions(store.state, who);
        if (who === null || legal.length === 0) break;
        if (!store.execute(legal[rng.int(legal.length)] as Action).ok)
          store.execute({ type: 'end_turn', player: who, source: 'ai' });
        points.push(store.checkpoint());
      }
      starts.push({ store, points });
      toolSetsOf.set(store, new Map());
    }
  }, 60_000);
  it(
    "never sees the opponent's hidden cards and never moves what it does not own",
    async () => {
      let steps = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.nat(),
          fc.oneof(fc.constant(0), fc.nat(1_000)),
          fc.array(fc.nat(1_000_000), { minLength: 260, maxLength: 260 }),
          async (game, at, rolls) => {
            const { store, points } = starts[game % starts.length] as (typeof starts)[number];
            // A harness jump between saved points, not a take-back.
            store.restore(points[at % points.length] as MatchCheckpoint, { acrossBarriers: true });
            const toolSets = toolSetsOf.get(store) as Map<string, ToolSet>;
            let r = 0;
            const roll = (n: number) => (rolls[r++ % rolls.length] as number) % n;
            for (let step = 0; step < 120 && !store.state.result; step++) {
              const player = plugin.whoActs(store.state) as PlayerId;
              const phase = plugin.nextPhase(store.state, player);
              if (!phase) break;
              const opp = store.state.players.find((p) => p !== player) as PlayerId;
              let tools = toolSets.get(`${player}:${phase}`);
              if (!tools) {
                const ctx = createGameToolContext<PokemonState>({ store, player, plugin });
                tools = plugin.getAgentConfig(ctx, phase).tools as ToolSet;
                toolSets.set(`${player}:${phase}`, tools);
              }
              const names = Object.keys(tools);
              const ids = Object.keys(store.state.cards);
              const anyCard = () =>
                roll(2) === 0
                  ? `#${ids[roll(ids.length)]}`
                  : (registry.cards[roll(registry.cards.length)]?.name ?? 'Potion');
              const anyZone = () => ZONES[roll(ZONES.length)] as string;
              const tool = names[roll(names.length)] as string;
              const input: Record<string, unknown> = {
                card: anyCard(),
                energy: anyCard(),
                from: anyZone(),
                to: anyZone(),
                zone: anyZone(),
                target: anyZone(),
                pokemon: anyZone(),
                count: roll(7),
                attack: anyCard(),
                ability: anyCard(),
                choice: anyCard(),
                cards: [anyCard()],
                order: [anyCard()],
                counter: 'damage',
                amount: 10 * roll(30),
                card_effect: roll(3) === 0 ? anyCard() : 'Potion',
              };
              const before = store.state;
              const theirsBefore = placesOf(before, opp);
              const out = String(
                await tools[tool]?.execute?.(input as never, { toolCallId: 'x', messages: [] }),
              );
              steps++;
              // Nothing hidden from the seat (now and before the call) is named, unless it named it.
              const said = JSON.stringify(input);
              // Names of cards the seat sees (its hand, the boards…): a hidden card of the same
              // name may be named without leaking anything.
              const seen = new Set<string>();
              for (const s of [before, store.state])
                for (const id of Object.keys(s.cards))
                  if (canSeeCard(s, player, id) || s.cards[id]?.owner === player)
                    seen.add(registry.get(s.cards[id]?.templateId ?? '')?.name ?? '');
              // Violations are gathered and asserted once a step: an assertion per card and step
              // was a third of this test's time.
              const broken: string[] = [];
              for (const id of ids) {
                if (canSeeCard(before, player, id) || canSeeCard(store.state, player, id)) continue;
                const card = before.cards[id];
                if (!card || card.owner === player) continue;
                const name = registry.get(card.templateId)?.name ?? '';
                if (said.includes(name) || [...seen].some((n) => n.includes(name))) continue;
                if (word(name).test(out)) broken.push(`named hidden ${name}`);
              }
              // A raw move never changes an opponent's card.
              if (RAW_TOOLS.has(tool) && placesOf(store.state, opp) !== theirsBefore)
                broken.push(`${opp}'s cards changed`);
              // Cards stay in their owner's zones (or the shared ones).
              for (const key in store.state.zones) {
                const owner = key.includes(':') ? key.slice(0, key.indexOf(':')) : null;
                if (owner)
                  for (const id of store.state.zones[key]?.cards ?? [])
                    if (store.state.cards[id]?.owner !== owner) broken.push(`${key} holds #${id}`);
              }
              // A pending choice only offers the decider cards it may see or that are its own.
              const d = store.state.pendingDecision;
              for (const o of d?.options ?? []) {
                const id = /^#(\d+) /.exec(o)?.[1];
                const c = id ? store.state.cards[id] : undefined;
                if (c && d && c.owner !== d.decider && !canSeeCard(store.state, d.decider, c.id))
                  broken.push(`${d.decider} is offered #${c.id}`);
              }
              if (broken.length > 0) expect(broken, `${tool} ${said}\n${out}`).toEqual([]);
              // Keep the game going with an honest legal move now and then.
              if (roll(3) !== 0) {
                const legal = store.engine.legalActions(store.state, player);
                const pick = legal[roll(Math.max(1, legal.length))];
                if (pick) store.execute(pick);
              }
            }
          },
        ),
        // The first failure is reported as found: shrinking replays whole games.
        { numRuns: runs, endOnFailure: true },
      );
      expect(steps).toBeGreaterThan(runs * 40);
      if (process.env.ADVERSARIAL_RUNS) console.log(`${steps} adversarial steps`);
    },
    runs * 15_000,
  );
});
