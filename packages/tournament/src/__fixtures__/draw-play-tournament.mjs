import './register-tsx.mjs';

await import('./draw-play-tournament.ts');
