import { createEngine, type Engine, type GameDefinition } from '@playmat/engine';
import { getBundledRegistry } from '../cards/bundled-sets';
import type { CardRegistry } from '../cards/registry';
import type { PokemonCard } from '../cards/types';
import { pokemonCardEffectPermit, settleEffects } from '../effects/runtime';
import { pokemonLegalActions } from '../rules/legal-actions';
import { POKEMON_RULES } from '../rules/rules';
import { POKEMON_POST_HOOKS, settleBetweenTurns } from './hooks';
import { initialPokemonState, type PokemonState } from './state';
import { PER_PLAYER_ZONE_SPECS, SHARED_ZONE_SPECS } from './zones';

/** Turn phases: the start-of-turn draw, then the main phase. */
export const POKEMON_PHASES = ['draw', 'main'] as const;

/** Options for {@link createPokemonDefinition}. */
export interface PokemonDefinitionOptions {
  /** Card registry (default: the bundled sets). */
  readonly registry?: CardRegistry;
}

/**
 * The Pokémon TCG as an engine game definition: zones, phases, rule hooks, post-hooks (setup,
 * checkup, knock-outs, prizes, promotions, win conditions) and legal-action enumeration.
 */
export function createPokemonDefinition(
  options: PokemonDefinitionOptions = {},
): GameDefinition<PokemonState> {
  const registry = options.registry ?? getBundledRegistry();
  // `byName` lets card effects find evolution lines (Rare Candy); see `cardsNamed`.
  const cards = {
    getTemplate: (id: string) => registry.get(id),
    byName: (name: string): readonly PokemonCard[] => registry.byName(name),
  };
  return {
    name: 'pokemon-tcg',
    cards,
    zones: { perPlayer: PER_PLAYER_ZONE_SPECS, shared: SHARED_ZONE_SPECS },
    phases: POKEMON_PHASES,
    drawZones: { from: 'deck', to: 'hand' },
    rules: POKEMON_RULES,
    postHooks: POKEMON_POST_HOOKS,
    // Card effects first; between turns, the held checkup and start-of-turn Tools once they are done.
    settle: (ctx) => settleEffects(ctx) ?? settleBetweenTurns(ctx),
    cardEffectPermit: pokemonCardEffectPermit,
    legalActions: (state, player) => pokemonLegalActions(state, player, registry),
    initPluginState: ({ players }) => initialPokemonState(players),
    // Turn bookkeeping is public knowledge (what was played, which limits are used); the
    // options of a choice an effect waits for are the decider's alone.
    viewPlugin: (state, player) => viewPluginState(state.plugin, player),
  };
}

/**
 * The plugin state as `player` may see it: a waiting choice's options and the cards looked at
 * only for its decider.
 */
export function viewPluginState(p: PokemonState, player: string): PokemonState {
  if (!p.effects.some((e) => e.waiting?.kind === 'choice' && e.waiting.decider !== player))
    return p;
  return {
    ...p,
    effects: p.effects.map((e) =>
      e.waiting?.kind === 'choice' && e.waiting.decider !== player
        ? { ...e, waiting: { ...e.waiting, options: [], lookedAt: [] } }
        : e,
    ),
  };
}

/** An engine bound to the Pokémon definition. */
export function createPokemonEngine(options: PokemonDefinitionOptions = {}): Engine<PokemonState> {
  return createEngine(createPokemonDefinition(options));
}
