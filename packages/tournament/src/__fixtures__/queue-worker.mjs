import './register-tsx.mjs';

await import('./queue-worker.ts');
