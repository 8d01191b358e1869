export { serveGames } from './serve-games';
export { createWorkerPool, type WorkerPool, type WorkerPoolOptions } from './worker-pool';
