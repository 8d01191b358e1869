export type { AppDeps, AppState, Screen } from './app-state';
export { createAppState } from './app-state';
