import './register-tsx.mjs';

await import('./pool-worker.ts');
