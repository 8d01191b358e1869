export type {
  LogEntry,
  LogEvent,
  LogFilter,
  LogKind,
  MatchLog,
  PlayerLogStats,
  ToolOutcome,
} from './log-model';
export {
  appendLog,
  createLog,
  DEFAULT_LOG_CAP,
  filterLog,
  formatLogEntry,
  logStats,
} from './log-model';
export type { NarratedLine, NarrationStep, Narrator } from './narrate';
export { inPlayerWords, narrate, optionWords, zoneWords } from './narrate';
