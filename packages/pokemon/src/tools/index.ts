export { createPokemonTools, POKEMON_TOOL_KINDS, POKEMON_TOOL_NAMES } from './pokemon-tools';
