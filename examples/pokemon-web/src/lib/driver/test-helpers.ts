import type { GameState } from '@playmat/engine';
import { createPokemonPlugin, type PokemonState } from '@playmat/pokemon';
import type { LogEvent } from '../log';
import type { MatchConfig } from '../setup';
import {
  createDemoCatalog,
  createPokemonCatalog,
  defaultSetupForm,
  type SetupForm,
  validateSetup,
} from '../setup';
import type { MatchDriver } from './match-driver';
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

/** A config where p1 is human and plays the pasted `deck` against the default bot (test helper). */
export function pastedDeckConfig(deck: string, seed: number): MatchConfig {
  const catalog = createPokemonCatalog();
  const form = structuredClone(defaultSetupForm(catalog));
  form.players[0].kind = 'human';
  form.players[0].deckSource = 'pasted';
  form.players[0].pastedText = deck;
  form.seed = seed;
  const r = validateSetup(form, catalog);
  if (!r.ok) throw new Error(r.errors.map((e) => e.message).join('\n'));
  return r.config;
}

/** Steps the bot (and answers promotions) until the human may act; false when the match ended (test helper). */
export async function untilHuman(driver: MatchDriver): Promise<boolean> {
  for (let i = 0; i < 60; i++) {
    const s = driver.status();
    if (s.kind === 'finished') return false;
    if (s.actor === 'human' && s.kind === 'turn') return true;
    if (s.actor === 'human' && s.kind === 'decision')
      await driver.answer('p1', s.decision.id, [s.decision.options[0]!.id]);
    else {
      const r = await driver.step();
      if (!r.ok) throw new Error(r.error);
    }
  }
  throw new Error('the human never got a move');
}

/** Picks a menu option by its label, id and the raw state. */
export type OptionPick = (label: string, id: string, state: GameState<PokemonState>) => boolean;

/**
 * The first seed (1–30) and turn (up to 6 per seed) where p1, playing `deck`, has an enabled
 * menu option matching `pick`; ends the human's turns in between (test helper).
 */
export async function humanWithOption(deck: string, pick: OptionPick) {
  for (let seed = 1; seed <= 30; seed++) {
    const opened = await openPokemonDriver(pastedDeckConfig(deck, seed));
    for (let turn = 0; turn < 6; turn++) {
      if (!(await untilHuman(opened.driver))) break;
      const state = opened.raw();
      const option = opened.driver
        .actions('p1')
        .find((o) => o.enabled && pick(o.label, o.id, state));
      if (option) return { ...opened, option, seed };
      const end = await opened.driver.perform('p1', 'end-turn');
      if (!end.ok) throw new Error(end.error);
    }
  }
  throw new Error('no seed gave the human that option');
}
