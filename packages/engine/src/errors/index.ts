export {
  ActionRejected,
  type CardCandidate,
  type EngineError,
  ERROR_CODES,
  type ErrorCode,
  engineError,
  PlaymatSetupError,
  reject,
} from './codes';
export { EXCERPT_LENGTH, excerpt } from './excerpt';
