/**
 * How many games a queue worker takes at once, carried in the name of its Redis connection
 * (BullMQ names a worker's connection `bull:<queue>:w:<name>`), so the coordinator can count
 * the slots of every connected worker with one CLIENT LIST, and a worker that dies — its
 * connection closed — stops counting at once.
 */
const PREFIX = 'playmat.slots=';

/** The worker name for `id` playing `concurrency` games at once (no spaces: a client name). */
export function workerName(id: string, concurrency: number): string {
  return `${PREFIX}${concurrency}.${id.replace(/\s/g, '_')}`;
}

/** Slots of a worker from its connection's name (1 for a worker that does not say). */
export function slotsOf(clientName: string): number {
  const name = clientName.slice(clientName.indexOf(':w:') + 3);
  const n = name.startsWith(PREFIX) ? Number.parseInt(name.slice(PREFIX.length), 10) : 1;
  return Number.isSafeInteger(n) && n > 0 ? n : 1;
}
