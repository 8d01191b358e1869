import type { ConnectionOptions } from 'bullmq';
import { Redis, type RedisOptions } from 'ioredis';
import { TournamentError } from '../errors';

/** Where the queue lives. */
export interface QueueConnection {
  /** Redis connection (`{ host, port }`, or an ioredis instance). */
  readonly connection: ConnectionOptions;
  /** Queue name; the coordinator and its workers must agree (default `playmat-tournament`). */
  readonly queueName?: string;
  /** How long to wait for Redis before giving up with `QUEUE_UNREACHABLE` (default 10 s). */
  readonly connectTimeoutMs?: number;
}

/** Default queue name. */
export const DEFAULT_QUEUE = 'playmat-tournament';

/**
 * Redis clients that stop for good when closed. BullMQ copies a client it is given (queue
 * events and workers take a blocking connection of their own, out of reach), and a copy keeps
 * reconnecting to a Redis that is not there — a process that would never exit. Every copy
 * takes this set's retry strategy, which gives up once the set is closed.
 */
export function closableClients(connection: ConnectionOptions) {
  let closed = false;
  const own: Redis[] = [];
  const given = connection as Partial<Redis>;
  const instance = typeof given.duplicate === 'function';
  const base = (instance ? given.options : connection) as RedisOptions;
  const retry = base.retryStrategy ?? ((times: number) => Math.min(times * 200, 2000));
  const options: RedisOptions = {
    ...base,
    // BullMQ's blocking calls must not give up while Redis is briefly away.
    maxRetriesPerRequest: null,
    retryStrategy: (times) => (closed ? null : retry(times)),
  };
  return {
    /** A new client of ours (errors are reported by the caller's `ready` and watchers, not printed). */
    client(): Redis {
      const redis = instance ? given.duplicate!(options) : new Redis(options);
      redis.on('error', () => {});
      own.push(redis);
      return redis;
    },
    /** Options with the closable retry strategy, for BullMQ to make clients of its own from. */
    options,
    /** No client reconnects after this; ours are dropped at once. */
    close(): void {
      closed = true;
      for (const r of own) r.disconnect();
    },
  };
}

/** `host:port` of a connection, for messages. */
export function whereIs(connection: ConnectionOptions): string {
  const given = connection as Partial<Redis> & { host?: string; port?: number };
  const c = (typeof given.duplicate === 'function' ? given.options : given) as {
    host?: string;
    port?: number;
  };
  return c?.host || c?.port ? `${c.host ?? '127.0.0.1'}:${c.port ?? 6379}` : 'the given connection';
}

/** `waiting`, or `QUEUE_UNREACHABLE` after the connect timeout, naming where Redis was looked for. */
export async function reachable<T>(waiting: Promise<T>, options: QueueConnection): Promise<T> {
  const ms = options.connectTimeoutMs ?? 10_000;
  const where = whereIs(options.connection);
  const port = where.includes(':') ? where.split(':').at(-1) : '6379';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new TournamentError(
            'QUEUE_UNREACHABLE',
            `Redis at ${where} did not answer within ${ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} s`}. Start it (redis-server --port ${port}) or give the right address.`,
          ),
        ),
      ms,
    );
  });
  try {
    return await Promise.race([waiting, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The first line of an error's message: BullMQ and ioredis errors come with stack traces. */
export function oneLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n')[0]!.trim();
}
