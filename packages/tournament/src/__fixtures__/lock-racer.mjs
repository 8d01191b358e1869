import './register-tsx.mjs';

await import('./lock-racer.ts');
