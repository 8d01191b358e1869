import {
  createGameToolContext,
  type GameToolContext,
  type MatchCheckpoint,
  type MatchStore,
} from '@playmat/agent/game';
import { type Action, type GameState, type PlayerId, RngCursor, seedRng } from '@playmat/engine';
import type { ToolSet } from 'ai';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUNDLED_DECKS } from '../decks/bundled-decks';
import type { PokemonState } from '../game/state';
import { createPokemonPlugin } from '../plugin/create-pokemon-plugin';
import { createSeededMatch } from '../test/match-builder';
import { deep, propertyRuns } from '../test/runs';

const plugin = createPokemonPlugin();
const registry = plugin.registry;
const ids = BUNDLED_DECKS.map((d) => d.id);

/** Cards (name and template id) hidden from `viewer` that no card visible to them shares. */
function hiddenCards(s: GameState<PokemonState>, viewer: PlayerId): { name: string; id: string }[] {
  const visible = new Set<string>();
  const hidden = new Map<string, string>();
  for (const id in s.cards) {
    const t = s.cards[id]?.templateId ?? '';
    const name = registry.get(t)?.name as string;
    if (plugin.engine.canSee(s, viewer, id)) visible.add(name);
    else hidden.set(name, t);
  }
  return [...hidden].filter(([n]) => !visible.has(n)).map(([name, id]) => ({ name, id }));
}

/** Printed text of every card `viewer` can see: effects quote card names ("Basic Lightning Energy"). */
function visibleCardText(s: GameState<PokemonState>, viewer: PlayerId): Set<string> {
  const texts = new Set<string>();
  for (const id in s.cards) {
    if (!plugin.engine.canSee(s, viewer, id)) continue;
    const card = registry.get(s.cards[id]?.templateId ?? '');
    if (!card) continue;
    for (const rule of card.rules) texts.add(rule);
    if (card.supertype === 'Pokémon')
      for (const part of [...card.abilities, ...card.attacks]) if (part.text) texts.add(part.text);
  }
  return texts;
}

/** Names of the cards `viewer` can see, longest first. */
function visibleNames(s: GameState<PokemonState>, viewer: PlayerId): string[] {
  const names = new Set<string>();
  for (const id in s.cards)
    if (plugin.engine.canSee(s, viewer, id))
      names.add(registry.get(s.cards[id]?.templateId ?? '')?.name as string);
  return [...names].sort((a, b) => b.length - a.length);
}

const word = (name: string) =>
  new RegExp(`(?<![\\w-])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`);

/** A legal engine action as the tool call an agent would make. */
function asToolCall(
  s: GameState<PokemonState>,
  a: Action,
  agentZone: (k: string) => string,
): { tool: string; input: Record<string, unknown> } | undefined {
  const name = (ref: string | undefined) =>
    registry.get(s.cards[String(ref).replace('#', '')]?.templateId ?? '')?.name ?? '';
  switch (a.type) {
    case 'draw':
      return { tool: 'draw', input: {} };
    case 'end_phase':
      return { tool: 'end_phase', input: {} };
    case 'end_turn':
      return { tool: 'end_turn', input: {} };
    case 'resolve_decision':
      return a.choices
        ? { tool: 'resolve_decision', input: { choices: a.choices.map(agentZone) } }
        : { tool: 'resolve_decision', input: { choice: agentZone(a.choice ?? '') } };
    case 'move_card': {
      const card = registry.get(s.cards[a.card.replace('#', '')]?.templateId ?? '');
      const to = agentZone(a.to);
      if (card?.supertype === 'Energy')
        return { tool: 'attach_energy', input: { energy: card.name, target: to } };
      if (card?.supertype === 'Pokémon' && a.position === 'top')
        return { tool: 'evolve', input: { card: card.name, target: to } };
      return { tool: 'play_pokemon', input: { card: card?.name, to } };
    }
    case 'declare_action': {
      const d = (a.details ?? {}) as Record<string, unknown>;
      if (a.kind === 'setup_done') return { tool: 'end_phase', input: {} };
      if (a.kind === 'play_trainer')
        return {
          tool: 'play_trainer',
          input: {
            card: name(a.card),
            ...(d.target ? { target: agentZone(String(d.target)) } : {}),
          },
        };
      if (a.kind === 'retreat')
        return { tool: 'declare_retreat', input: { to: agentZone(String(d.to)) } };
      if (a.kind === 'attack') return { tool: 'declare_attack', input: { attack: d.attack } };
      if (a.kind === 'use_stadium') return { tool: 'use_stadium', input: {} };
      if (a.kind === 'ability')
        return {
          tool: 'declare_ability',
          input: { pokemon: agentZone(String(a.zone)), ability: d.ability },
        };
      return undefined;
    }
    default:
      return undefined;
  }
}

describe('tool results', () => {
  // Cheap runs, many of them: each starts at a state along one of a few seeded random games
  // (setup included) and makes eight tool calls from there. 60 runs in CI; HIDDEN_RUNS or
  // `test:deep` sweep thousands (done before every change to the tools).
  const runs = propertyRuns('HIDDEN_RUNS', 60, 2000);
  const STEPS = 8;
  /**
   * Random legal games to start from, every state kept as a checkpoint of one store per game,
   * so each run restores one and reuses the game's tools (they read the store live). Every
   * bundled deck plays; half the games are set up by the agents.
   */
  const starts: {
    store: MatchStore<PokemonState>;
    points: MatchCheckpoint[];
    tools: Map<string, ToolSet>;
    contexts: Map<PlayerId, GameToolContext<PokemonState>>;
  }[] = [];
  beforeAll(() => {
    const games = deep ? ids.length * 2 : ids.length / 2;
    for (let g = 0; g < games; g++) {
      const store = createSeededMatch({
        seed: g,
        decks: { p1: ids[g % ids.length] as string, p2: ids[(g * 3 + 5) % ids.length] as string },
        placement: g % 2 === 0 ? 'agents' : 'auto',
      });
      const points = [store.checkpoint()];
      const rng = new RngCursor(seedRng(g));
      for (let i = 0; i < (deep ? 400 : 200) && !store.state.result; i++) {
        const who = plugin.whoActs(store.state);
        const legal = who === null ? [] : store.engine.legalActions(store.state, who);
        if (who === null || legal.length === 0) break;
        const r = store.execute(legal[rng.int(legal.length)] as Action);
        if (!r.ok) store.execute({ type: 'end_turn', player: who, source: 'ai' });
        points.push(store.checkpoint());
      }
      starts.push({ store, points, tools: new Map(), contexts: new Map() });
    }
  }, 60_000);

  it(
    'never name a card the acting player cannot see (tool calls from states along seeded games)',
    async () => {
      let calls = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.nat(),
          fc.oneof(fc.constant(0), fc.nat(1_000)),
          fc.integer({ min: 0, max: 100_000 }),
          async (game, at, seed) => {
            const start = starts[game % starts.length] as (typeof starts)[number];
            const { store, contexts, tools: toolSets } = start;
            // A harness jump between saved points, not a take-back.
            store.restore(start.points[at % start.points.length] as MatchCheckpoint, {
              acrossBarriers: true,
            });
            for (let step = 0; step < STEPS && !store.state.result; step++) {
              const player = plugin.whoActs(store.state) as PlayerId;
              const phase = plugin.nextPhase(store.state, player);
              if (!phase) break;
              // Tools read the store live: one set per seat and phase serves the whole run.
              const ctx =
                contexts.get(player) ??
                contexts.set(player, createGameToolContext({ store, player, plugin })).get(player);
              if (!ctx) break;
              const key = `${player}:${phase}`;
              const tools =
                toolSets.get(key) ??
                toolSets.set(key, plugin.getAgentConfig(ctx, phase).tools).get(key) ??
                {};
              const legal = store.engine.legalActions(store.state, player);
              const pick = legal[(seed + step * 7) % legal.length] as Action;
              // Every fifth call names a random card from the whole pool: a probe for leaks in errors.
              const probe = step % 5 === 4;
              const randomName = registry.cards[(seed + step) % registry.cards.length]
                ?.name as string;
              const call = probe
                ? { tool: 'play_trainer', input: { card: randomName } }
                : asToolCall(store.state, pick, ctx.toAgentZone);
              if (!call || !tools[call.tool]) {
                store.execute({ ...pick, source: 'ai' });
                continue;
              }
              const before = store.state;
              const out = String(
                await tools[call.tool]?.execute?.(call.input as never, {
                  toolCallId: 't',
                  messages: [],
                }),
              );
              calls++;
              const said = JSON.stringify(call.input);
              // Reference lines ("Name [id] | … evolves from X") quote names from card text: check
              // them by id, and the rest of the text by name.
              // Printed effect text of a visible card is quoted as is: check the rest.
              let scrubbed = out.replace(/\[[\w-]+\][^\n]*/g, '[ref]');
              // A choice shows its decider the cards it offers (a search of their own deck),
              // a card revealed for an effect was public when the log named it, and a choice's
              // question, asked or answered, quotes its card's text ("Choose up to 2 Basic
              // Lightning Energy"), as in the narrative's test.
              scrubbed = scrubbed
                .split('\n')
                .filter(
                  (l) =>
                    !/^(Options: |Choose now with resolve_decision)| revealed | must decide: | answered: /.test(
                      l,
                    ),
                )
                .join('\n');
              for (const text of visibleCardText(store.state, player))
                scrubbed = scrubbed.split(text).join('[text]');
              // A visible name may hold a hidden one ("Basic Fire Energy" and "Fire Energy").
              for (const name of visibleNames(store.state, player))
                scrubbed = scrubbed.split(name).join('[name]');
              for (const h of hiddenCards(store.state, player)) {
                if (said.includes(h.name)) continue;
                expect(out).not.toContain(`[${h.id}]`);
                expect(scrubbed).not.toMatch(word(h.name));
              }
              if (!probe && out.startsWith('Error') && before === store.state)
                store.execute({ ...pick, source: 'ai' });
            }
          },
        ),
        { numRuns: runs },
      );
      // Most steps went through a tool.
      expect(calls).toBeGreaterThan(runs * 5);
    },
    runs * 1_000,
  );
});
