/**
 * Tournaments on more than one machine, on BullMQ and Redis: the coordinator keeps the store and
 * queues games (`createQueuePlayer`, passed to `runTournament`); workers anywhere play them
 * (`startQueueWorker`). Needs the optional peer dependency `bullmq`.
 * @packageDocumentation
 */
export { DEFAULT_QUEUE, type QueueConnection } from './connection';
export { describeJob, jobIdOf } from './job-id';
export {
  createQueuePlayer,
  type QueuedResult,
  type QueuePlayer,
  type QueuePlayerOptions,
} from './queue-player';
export { type QueueWorker, type QueueWorkerOptions, startQueueWorker } from './queue-worker';
