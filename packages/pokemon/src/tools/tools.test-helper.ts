import { createGameToolContext, createMatchStore } from '@playmat/agent/game';
import type { ToolSet } from 'ai';
import type { PokemonState } from '../game/state';
import { createPokemonPlugin, type PokemonPlugin } from '../plugin/create-pokemon-plugin';
import { type BoardSpec, buildBoard } from '../test/match-builder';

const defaultPlugin = createPokemonPlugin();

/** A seat's tools (as `getAgentConfig` gives them for `mode`) on a fixed board, and a caller. */
export function seatTools(
  spec: BoardSpec,
  options: {
    player?: string;
    plugin?: PokemonPlugin;
    mode?: 'main' | 'decision';
    /** Counters to put on the top card of zones (`{ 'p1:bench_2': { damage: 30 } }`). */
    counters?: Readonly<Record<string, Readonly<Record<string, number>>>>;
  } = {},
) {
  const plugin = options.plugin ?? defaultPlugin;
  let state = buildBoard({ ...spec, engine: plugin.engine }).state;
  for (const [zone, counters] of Object.entries(options.counters ?? {})) {
    const top = state.zones[zone]?.cards[0];
    const card = top === undefined ? undefined : state.cards[top];
    if (!top || !card) throw new Error(`seatTools: no card in ${zone}`);
    state = {
      ...state,
      cards: { ...state.cards, [top]: { ...card, counters: { ...card.counters, ...counters } } },
    };
  }
  const store = createMatchStore(plugin.engine, state);
  /** The tools of `player` on this same match. */
  const seat = (player: string, mode: 'main' | 'decision') => {
    const ctx = createGameToolContext<PokemonState>({ store, player, plugin });
    const config = plugin.getAgentConfig(ctx, mode);
    const tools = config.tools as ToolSet;
    const call = async (name: string, input: Record<string, unknown> = {}) => {
      const t = tools[name];
      if (!t?.execute) throw new Error(`no tool ${name}`);
      return String(await t.execute(input as never, { toolCallId: 't', messages: [] }));
    };
    return { ctx, config, call };
  };
  return { plugin, store, seat, ...seat(options.player ?? 'p1', options.mode ?? 'main') };
}
