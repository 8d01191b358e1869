export type { AppDeps, AppState, Screen } from './app-state';
export { createAppState } from './app-state';
export type { KeyValueStorage, SavedMatch } from './saved';
export {
  clearMatch,
  configWithoutKeys,
  loadForm,
  loadMatch,
  STORAGE_KEYS,
  saveForm,
  saveMatch,
} from './saved';
