import type { GameState } from '@playmat/engine';
import { createPokemonPlugin, type PokemonPlugin, type PokemonState } from '@playmat/pokemon';
import type { LogEvent } from '../log';
import type { MatchConfig } from '../setup';
import { createPokemonCatalog, defaultSetupForm, type SetupForm, validateSetup } from '../setup';
import type { MatchDriver } from './match-driver';
import { createPokemonDriver } from './pokemon-driver';

const catalog = createPokemonCatalog();

/** A validated config from the Pokémon catalog's default form after `edit` (test helper). */
export function pokemonConfig(edit: (f: SetupForm) => void = () => {}): MatchConfig {
  const form = structuredClone(defaultSetupForm(catalog));
  edit(form);
  const r = validateSetup(form, catalog);
  if (!r.ok) throw new Error(r.errors.map((e) => e.message).join('\n'));
  return r.config;
}

/** p1 is human on a bundled deck with `seed`; p2 is the default bot (test helper). */
export const humanConfig = (deckId = 'sv-pawmot-thunder', seed = 1) =>
  pokemonConfig((f) => {
    f.players[0].kind = 'human';
    f.players[0].bundledDeckId = deckId;
    f.seed = seed;
  });

/**
 * A real driver plus a window on its raw state, for checks the UI itself can never make
 * (test helper). The plugin's engine is shared with the store, so a wrapped `view` sees every
 * state drawn.
 */
export async function openPokemonDriver(
  cfg: MatchConfig,
  plugin: PokemonPlugin = createPokemonPlugin(),
) {
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

/**
 * Steps the bot (and answers the human's decisions with the first options) until the human may
 * act; false when the match ended (test helper).
 */
export async function untilHuman(driver: MatchDriver): Promise<boolean> {
  for (let i = 0; i < 60; i++) {
    const s = driver.status();
    if (s.kind === 'finished') return false;
    if (s.actor === 'human' && s.kind === 'turn') {
      if (!(await setUp(driver))) return true;
      continue;
    }
    if (s.actor === 'human' && s.kind === 'decision') {
      const ids = s.decision.options.slice(0, Math.max(1, s.decision.min)).map((o) => o.id);
      const r = await driver.answer('p1', s.decision.id, ids);
      if (!r.ok) throw new Error(r.error);
    } else {
      const r = await driver.step();
      if (!r.ok) throw new Error(r.error);
    }
  }
  throw new Error('the human never got a move');
}

/**
 * At setup, places the human's Pokémon as a player would: the first Basic Pokémon Active, the
 * rest on the Bench, then Ready. False when it is not the human's setup (test helper).
 */
export async function setUp(driver: MatchDriver, player = 'p1'): Promise<boolean> {
  const options = () => driver.actions(player);
  if (!options().some((o) => o.id === 'setup-done')) return false;
  for (let i = 0; i < 8; i++) {
    const place = options().find((o) => o.kind === 'setup' && o.enabled);
    if (!place) break;
    const r = await driver.perform(player, place.id);
    if (!r.ok) throw new Error(r.error);
  }
  const r = await driver.perform(player, 'setup-done');
  if (!r.ok) throw new Error(r.error);
  return true;
}
