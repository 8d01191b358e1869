/**
 * Tournaments on more than one machine, on BullMQ and Redis: the coordinator keeps the store and
 * queues games (`createQueuePlayer`, passed to `runTournament`); workers anywhere play them
 * (`startQueueWorker`). Needs the optional peer dependency `bullmq`.
 * @packageDocumentation
 */
export {
  createQueuePlayer,
  DEFAULT_QUEUE,
  type QueueConnection,
  type QueuedResult,
  type QueuePlayer,
  type QueueWorker,
  type QueueWorkerOptions,
  startQueueWorker,
} from './bullmq';
