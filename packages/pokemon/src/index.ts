/**
 * @playmat/pokemon — the Pokémon TCG plugin for Playmat: card data and registry, deck lists,
 * bundled decks, card references for agents, and prompt sections.
 *
 * @packageDocumentation
 */
export * from './cards';
export * from './decks';
export * from './narrative';
export * from './prompts';
