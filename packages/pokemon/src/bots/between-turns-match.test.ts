import { describe, expect, it } from 'vitest';
import { getBundledSets } from '../cards/bundled-sets';
import { loadCardSet } from '../cards/load-card-set';
import { createCardRegistry } from '../cards/registry';
import neoGenesis from '../effects/fixtures/neo1.json';
import { createPokemonPlugin } from '../plugin/create-pokemon-plugin';
import { playBotMatch } from './bot-match';

/**
 * The bots play Neo Genesis' Berries (Tools read from their text that act between turns): they
 * attach them, and the game's "you may" before the Pokémon Checkup is answered by the Tool's
 * owner's bot even when the other bot's turn is starting.
 */
const neo1 = loadCardSet(neoGenesis);
const registry = createCardRegistry([...Object.values(getBundledSets()), neo1]);
const plugin = createPokemonPlugin({ registry });

const four = (id: string) => [id, id, id, id];
const BERRIES = ['neo1-99', 'neo1-93', 'neo1-94']; // Berry, Gold Berry, Miracle Berry
const deck = (basics: string[], energy: string): string[] => [
  ...basics.flatMap(four),
  ...BERRIES.flatMap(four),
  ...Array.from({ length: 60 - basics.length * 4 - BERRIES.length * 4 }, () => energy),
];

describe('bots with Tools that act between turns', () => {
  it('attach Berries and answer the between-turns question; the game ends without stalls', async () => {
    const p1 = deck(['neo1-70', 'neo1-33'], 'neo1-109'); // Pikachu, Electabuzz; Lightning
    const p2 = deck(['neo1-59', 'neo1-43'], 'neo1-106'); // Gligar, Phanpy; Fighting
    const { summary, store } = await playBotMatch({
      decks: { p1, p2 },
      seed: 28,
      plugin,
      maxTurns: 40,
    });
    expect(summary.stalls).toBe(0);
    expect(summary.end === 'game_over' || summary.end === 'turn_limit', summary.reason).toBe(true);
    // Replayed: the between-turns question was asked, of the Tool's owner, and answered.
    let state = store.history.initial;
    const asked: { decider: string; active: string }[] = [];
    for (const action of store.history.buffer.slice(0, store.history.length)) {
      const d = state.pendingDecision;
      if (d && /Berry: Use .*Berry now/.test(d.prompt ?? ''))
        asked.push({ decider: d.decider, active: state.turn.activePlayer });
      const r = store.engine.execute(state, action);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
    }
    expect(asked.length).toBeGreaterThan(0);
    // Between turns: asked while the other player's turn is starting, too.
    expect(asked.some((a) => a.decider !== a.active)).toBe(true);
    expect(summary.rejected / summary.toolCalls).toBeLessThan(0.25);
  }, 120_000);
});
