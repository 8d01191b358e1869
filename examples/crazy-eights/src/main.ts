// `pnpm start`: one offline match between two bots, printed move by move.
import { playMatch } from '@playmat/agent/game';
import { createEightsBot, createEightsMatch, eightsPlugin } from './index';

const seed = Number(process.argv[2] ?? 7);
const store = createEightsMatch({ seed });
const summary = await playMatch({
  plugin: eightsPlugin,
  store,
  players: {
    p1: { models: { default: createEightsBot({ store, player: 'p1' }) }, label: 'bot 1' },
    p2: { models: { default: createEightsBot({ store, player: 'p2' }) }, label: 'bot 2' },
  },
  onEvent: (event) => {
    if (event.type === 'tool_result')
      console.log(`${event.player} ${event.tool}: ${event.summary}`);
  },
});
console.log(
  `Winner: ${summary.winner ?? 'none'} (${summary.reason}) after ${summary.turns} turns, ` +
    `${summary.toolCalls} tool calls, ${summary.rejected} rejected.`,
);
