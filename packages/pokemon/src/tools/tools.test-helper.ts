import { createGameToolContext, createMatchStore } from '@playmat/agent/game';
import type { ToolSet } from 'ai';
import type { PokemonState } from '../game/state';
import { createPokemonPlugin, type PokemonPlugin } from '../plugin/create-pokemon-plugin';
import { type BoardSpec, buildBoard } from '../test/match-builder';

const defaultPlugin = createPokemonPlugin();

/** A seat's tools (as `getAgentConfig` gives them for `mode`) on a fixed board, and a caller. */
export function seatTools(
  spec: BoardSpec,
  options: { player?: string; plugin?: PokemonPlugin; mode?: 'main' | 'decision' } = {},
) {
  const plugin = options.plugin ?? defaultPlugin;
  const state = buildBoard({ ...spec, engine: plugin.engine }).state;
  const store = createMatchStore(plugin.engine, state);
  const ctx = createGameToolContext<PokemonState>({
    store,
    player: options.player ?? 'p1',
    plugin,
  });
  const config = plugin.getAgentConfig(ctx, options.mode ?? 'main');
  const tools = config.tools as ToolSet;
  const call = async (name: string, input: Record<string, unknown> = {}) => {
    const t = tools[name];
    if (!t?.execute) throw new Error(`no tool ${name}`);
    return String(await t.execute(input as never, { toolCallId: 't', messages: [] }));
  };
  return { plugin, store, ctx, config, call };
}
