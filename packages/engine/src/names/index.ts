export { type ClosestNamesOptions, closestNames, editDistance } from './edit-distance';
export {
  cardName,
  MAX_REF_LENGTH,
  parseInstanceId,
  type ResolvableCard,
  type ResolveResult,
  resolveCardRef,
} from './resolve';
