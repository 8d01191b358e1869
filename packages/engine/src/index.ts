export * from './actions';
export * from './definition';
export * from './engine';
export {
  type CardCandidate,
  type EngineError,
  ERROR_CODES,
  type ErrorCode,
  EXCERPT_LENGTH,
  engineError,
  excerpt,
  PlaymatSetupError,
} from './errors';
export * from './execute';
export * from './history';
export * from './names';
export * from './rng';
export * from './rules';
export * from './state';
export * from './turns';
export * from './view';
export * from './words';
