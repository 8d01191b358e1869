// TEMPORARY: @playmat/pokemon does not export its bots yet. When `export * from './bots'` lands
// in packages/pokemon/src/index.ts, import these from '@playmat/pokemon' and delete this file.
// This is the only place the web app reaches into a package's sources.
export {
  createPokemonBot,
  createPokemonPipelineBots,
} from '../../../../../packages/pokemon/src/bots/index';
