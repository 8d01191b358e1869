// `pnpm start [seed] [players]`: one offline match between bots, printed move by move.
import { playMatch } from '@playmat/agent/game';
import { renderWords } from '@playmat/engine';
import { createWhistBot, createWhistMatch, whistPlugin } from './whist';

const seed = Number(process.argv[2] ?? 7);
const players = ['p1', 'p2', 'p3', 'p4', 'p5'].slice(0, Number(process.argv[3] ?? 4));
const store = createWhistMatch(players, seed);
const summary = await playMatch({
  plugin: whistPlugin,
  store,
  players: Object.fromEntries(
    players.map((p) => [p, { models: { default: createWhistBot(store, p) } }]),
  ),
  onEvent: (event) => {
    if (event.type === 'tool_result') console.log(`${event.player}: ${event.summary}`);
  },
});
// The log keeps player placeholders; rendered with no reader, they are the players' names.
const reason = renderWords(summary.reason, { players });
console.log(
  `Won by ${summary.result?.winners.join(' and ') ?? 'nobody'} (${reason}) after ${summary.turns} turns, ` +
    `${summary.toolCalls} tool calls, ${summary.rejected} rejected.`,
);
