import './register-tsx.mjs';

await import('./queue-coordinator.ts');
