export { type ClosestNamesOptions, closestNames, editDistance } from './edit-distance';
export {
  cardName,
  parseInstanceId,
  type ResolvableCard,
  type ResolveResult,
  resolveCardRef,
} from './resolve';
