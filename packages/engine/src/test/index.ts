export { deepTests, propertyRuns } from './property-runs';
export {
  createTestGame,
  randomAction,
  runActions,
  TEST_CARDS,
  type TestCard,
  type TestGameOptions,
  testDeck,
  testGameDefinition,
  zoneIds,
  zoneNames,
} from './test-game';
