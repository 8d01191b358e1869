export {
  BUNDLED_SET_IDS,
  type BundledSetId,
  getBundledRegistry,
  getBundledSets,
} from './bundled-sets';
export {
  basicEnergyType,
  copyLimitName,
  type DamageModifier,
  DamageParseError,
  effectText,
  isActivatedAbility,
  isBasicEnergy,
  isBasicPokemon,
  isEnergy,
  isEvolution,
  isFixedDamage,
  isPokemon,
  isPokemonEx,
  isRuleBox,
  isTera,
  isTrainer,
  isUsableStadium,
  type ParsedDamage,
  type PokemonRule,
  type PokemonStage,
  parseDamage,
  pokemonRules,
  prizeValue,
  stage,
  type TrainerKind,
  trainerKind,
  trainerKindWords,
} from './card-helpers';
export {
  type CardSetIssue,
  CardSetValidationError,
  type LoadCardSetOptions,
  loadCardSet,
} from './load-card-set';
export { closestNames, normaliseName } from './names';
export {
  CardNotFoundError,
  type CardRegistry,
  createCardRegistry,
  DuplicateCardError,
} from './registry';
export { KNOWN_SETS, setInfoFor } from './set-codes';
export {
  type Ability,
  type Attack,
  type CardSet,
  type CardSetInfo,
  type CardSetNote,
  ENERGY_TYPES,
  type EnergyCard,
  type EnergyType,
  type PokemonCard,
  type PokemonSupertypeCard,
  type Supertype,
  type TrainerCard,
  type TypeModifier,
} from './types';
