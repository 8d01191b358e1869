export {
  createPokemonMatch,
  createPokemonPlugin,
  type PokemonMatchOptions,
  type PokemonPlugin,
  type PokemonPluginOptions,
  pokemonNextPhase,
  pokemonWhoActs,
} from './create-pokemon-plugin';
