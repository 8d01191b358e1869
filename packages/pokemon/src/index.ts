/**
 * @playmat/pokemon — the Pokémon TCG plugin for Playmat: card data and registry, deck lists,
 * bundled decks, the game on the engine (zones, setup, checkup, knock-outs, rules, legal
 * actions), agent tools, narrative, prompts, the runtime plugin and the offline heuristic bots.
 *
 * @packageDocumentation
 */
export * from './bots';
export * from './cards';
export * from './decks';
export * from './effects';
export * from './game';
export * from './narrative';
export * from './plugin';
export * from './prompts';
export * from './rules';
export * from './tools';
