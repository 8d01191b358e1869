export type {
  MatchController,
  MatchControllerOptions,
  MatchSnapshot,
  Sleep,
} from './match-controller';
export { createMatchController, realSleep, SPEED, viewerFor } from './match-controller';
export { statusLine } from './status-line';
