export { createEngine, type Engine } from './create-engine';
