import type { GameState } from '@playmat/engine';
import { createPokemonPlugin, type PokemonState } from '@playmat/pokemon';
import type { LogEvent } from '../log';
import type { MatchConfig } from '../setup';
import { createDemoCatalog, defaultSetupForm, type SetupForm, validateSetup } from '../setup';
import { createPokemonDriver } from './pokemon-driver';

/** A validated config from the demo catalog's default form after `edit` (test helper). */
export function demoConfig(edit: (f: SetupForm) => void = () => {}): MatchConfig {
  const catalog = createDemoCatalog();
  const form = structuredClone(defaultSetupForm(catalog));
  edit(form);
  const r = validateSetup(form, catalog);
  if (!r.ok) throw new Error(r.errors.map((e) => e.message).join('\n'));
  return r.config;
}

/**
 * A real driver plus a window on its raw state, for checks the UI itself can never make
 * (test helper). The plugin's engine is shared with the store, so a wrapped `view` sees every
 * state drawn.
 */
export async function openPokemonDriver(cfg: MatchConfig) {
  const plugin = createPokemonPlugin();
  const engine = plugin.engine;
  const view = engine.view;
  let last: GameState<PokemonState> | null = null;
  (engine as { view: typeof view }).view = (state, player) => {
    last = state;
    return view(state, player);
  };
  const driver = await createPokemonDriver(cfg, { plugin });
  const raw = () => {
    driver.view({ kind: 'spectator' });
    if (last === null) throw new Error('no state yet');
    return last as GameState<PokemonState>;
  };
  const events: LogEvent[] = [];
  driver.onEvent((e) => events.push(e));
  return { driver, events, raw, plugin };
}
