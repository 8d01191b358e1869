export type { AttachedItemTarget } from '../effects/attached-item-text';
export {
  ATTACHED_ITEMS,
  type AttachedItem,
  attachedItem,
  attachedItemMisfit,
  isAttachedTrainer,
} from './attachments';
export type { BetweenTurns } from './between-turns';
export {
  attachedTrainerNames,
  attachedTypes,
  type Cards,
  canPayCost,
  cardOf,
  energyProvides,
  missingEnergy,
  opponentOf,
  type PokemonInPlay,
  pokemonIn,
  pokemonInPlay,
  prizesLeft,
} from './board';
export { type ClassifiedMove, classifyMove, DECLARED_KINDS, type MoveMeaning } from './classify';
export { attackBaseDamage } from './damage';
export {
  createPokemonDefinition,
  createPokemonEngine,
  POKEMON_PHASES,
  type PokemonDefinitionOptions,
} from './definition';
export {
  MULLIGAN_DRAW_PROMPT_START,
  mulliganDrawDecision,
  POKEMON_POST_HOOKS,
  PROMOTION_PROMPT,
  promotionOptions,
} from './hooks';
export {
  autoPlace,
  type DeckInput,
  deckIds,
  type Executor,
  initialPokemonGame,
  type PlacementMode,
  PokemonSetupError,
  type PokemonSetupOptions,
  runOpening,
  runSetup,
  setupPokemonGame,
} from './setup';
export {
  type CheckupFlip,
  DAMAGE_COUNTER,
  emptyFlags,
  type GameStage,
  initialPokemonState,
  type PokemonRulesOptions,
  type PokemonState,
  type RetreatFlip,
  ROTATION_CONDITIONS,
  SPECIAL_CONDITIONS,
  type SpecialCondition,
  type TurnFlags,
} from './state';
export {
  BENCH_ZONES,
  IN_PLAY_ZONES,
  isBenchZone,
  isInPlayZone,
  isPrizeZone,
  PER_PLAYER_ZONE_SPECS,
  type PokemonZoneName,
  PRIZE_ZONES,
  SHARED_ZONE_SPECS,
  SHARED_ZONES,
  zoneKey,
  zoneNameOf,
  zoneOwnerOf,
} from './zones';
