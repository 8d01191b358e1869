export type { FakeDriverOptions } from './fake-driver';
export { createFakeDriver, createFakeMatchDriver } from './fake-driver';
export type {
  ActionKind,
  ActionOption,
  CreateMatchDriver,
  DecisionView,
  DriverResult,
  MatchDriver,
  MatchStatus,
} from './match-driver';
