import { createHash } from 'node:crypto';

/**
 * A short fingerprint of a game state. States are plain JSON built in a deterministic order,
 * so the same actions from the same start give the same hash.
 */
export function stateHash(state: unknown): string {
  return createHash('sha256').update(JSON.stringify(state)).digest('hex');
}
