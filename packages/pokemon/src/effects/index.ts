export { type AutomationRow, automaticPercent, automationTable } from './automation-table';
export {
  countByKind,
  effectCoverage,
  hasEffectText,
  MANUAL_PART_KINDS,
  type ManualPart,
  type ManualPartKind,
  manualPartLabel,
  manualParts,
  missingEffects,
  type SetAutomation,
  type SetCoverage,
  setAutomation,
} from './coverage';
export { EffectEnv } from './env';
export { type Marker, type MarkerKind, markersOf } from './markers';
export {
  type AttackDamage,
  type AttackDamageOptions,
  attackDamage,
  PASSIVE_ABILITIES,
  retreatCost,
} from './passives';
export {
  abilitySpec,
  attackEffect,
  cardEffectsOf,
  stadiumUseEffect,
  trainerEffect,
} from './registry';
export { MANUAL_EFFECT_RULES, pokemonCardEffectPermit, settleEffects } from './runtime';
export type {
  AbilitySpec,
  Branch,
  CardEffects,
  Choice,
  ChoiceKind,
  ChoiceOption,
  EffectSource,
  EffectSpec,
  EffectValue,
  Flip,
  ResolvingEffect,
  Step as EffectStep,
  StepFn as EffectStepFn,
  StepResult,
  TriggerEvent,
  Waiting,
} from './types';
