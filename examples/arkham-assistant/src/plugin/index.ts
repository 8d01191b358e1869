export {
  ARKHAM_ZONES,
  type ArkhamDeclaration,
  type ArkhamPluginState,
  createArkhamDefinition,
  gainResources,
  OPENING_HAND,
  STARTING_RESOURCES,
} from './arkham-game';
