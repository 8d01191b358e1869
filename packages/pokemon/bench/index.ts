/**
 * Bot benchmarks: engine-direct games per second and bot strength against a
 * random-legal-action player. Run with `pnpm bench`.
 */

import { playBotGameDirect } from '../src/bots/direct';
import { BUNDLED_DECKS } from '../src/decks/bundled-decks';

const ids = BUNDLED_DECKS.map((d) => d.id);

async function gamesPerSecond(n: number) {
  const t0 = performance.now();
  let calls = 0;
  let unfinished = 0;
  for (let i = 0; i < n; i++) {
    const r = await playBotGameDirect({
      decks: { p1: ids[i % ids.length] as string, p2: ids[(i * 5 + 3) % ids.length] as string },
      seed: i,
      keepLog: false,
    });
    calls += r.calls;
    if (!r.winner) unfinished++;
  }
  const s = (performance.now() - t0) / 1000;
  return { games: n, seconds: s, gamesPerSecond: n / s, callsPerGame: calls / n, unfinished };
}

async function strength(n: number) {
  let wins = 0;
  let unfinished = 0;
  for (let i = 0; i < n; i++) {
    const botSeat = i % 2 === 0 ? 'p1' : 'p2';
    const randomSeat = botSeat === 'p1' ? 'p2' : 'p1';
    const r = await playBotGameDirect({
      decks: { p1: ids[i % ids.length] as string, p2: ids[(i * 3 + 1) % ids.length] as string },
      seed: 1000 + i,
      keepLog: false,
      randomPlayers: { [randomSeat]: i },
    });
    if (r.winner === botSeat) wins++;
    if (!r.winner) unfinished++;
  }
  return { games: n, botWins: wins, winRate: wins / n, unfinished };
}

const direct = await gamesPerSecond(Number(process.env.BENCH_GAMES ?? 200));
console.log('engine-direct bot-vs-bot:', direct);
const s = await strength(Number(process.env.BENCH_STRENGTH_GAMES ?? 200));
console.log(
  'bot vs random-legal-action player:',
  s,
  s.winRate >= 0.9 ? '(target ≥ 90% met)' : '(below the 90% target)',
);
console.log(
  'Not measured yet: games through the runtime (playMatch needs createPokemonPlugin), input size and cost per game by mode.',
);
