export { unifiedDiff } from './unified-diff';
