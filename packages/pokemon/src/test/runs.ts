/** Property-run sizes and the deep sweep, shared with the engine's test kit (one home). */
export { deepTests as deep, propertyRuns } from '@playmat/engine/test';
