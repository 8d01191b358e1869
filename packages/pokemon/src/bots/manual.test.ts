import { createGameToolContext, createMatchStore } from '@playmat/agent/game';
import type { ToolSet } from 'ai';
import { describe, expect, it } from 'vitest';
import { getBundledSets } from '../cards/bundled-sets';
import { loadCardSet } from '../cards/load-card-set';
import { createCardRegistry } from '../cards/registry';
import type { PokemonState } from '../game/state';
import { createPokemonPlugin } from '../plugin/create-pokemon-plugin';
import { buildBoard } from '../test/match-builder';
import { createManualEffectTools } from '../tools/manual-tools';
import { createPokemonTools } from '../tools/pokemon-tools';
import { createBotBrain } from './brain';
import type { BotCallResult } from './types';

/** A loaded Item the game has no code for: "Draw 2 cards." and a sentence no rule reads. */
const custom = loadCardSet({
  set: { id: 'tst', name: 'Test', series: 'Test', ptcgoCode: 'TST' },
  cards: [
    {
      id: 'tst-1',
      name: 'Mystery Box',
      supertype: 'Trainer',
      subtypes: ['Item'],
      number: '1',
      rules: ['Draw 2 cards. Your opponent may look at them.'],
    },
  ],
});
const registry = createCardRegistry([...Object.values(getBundledSets()), custom]);
const plugin = createPokemonPlugin({ registry });

describe('a bot with a card the game does not carry out', () => {
  it('makes the moves of the sentences it knows (draw 2), then finishes, naming what it left out', async () => {
    const { state } = buildBoard({
      engine: plugin.engine,
      p1: { active: ['sv1-74'], hand: ['tst-1'] },
      p2: { active: ['sv1-36'] },
    });
    const store = createMatchStore(plugin.engine, state);
    const ctx = createGameToolContext<PokemonState>({ store, player: 'p1', plugin });
    const tools = { ...createPokemonTools(ctx), ...createManualEffectTools(ctx) } as ToolSet;
    const runTool = async (name: string, input: object) => {
      const t = tools[name];
      if (!t?.execute) throw new Error(`no tool ${name}`);
      return String(await t.execute(input, { toolCallId: 't', messages: [] }));
    };
    const brain = createBotBrain({ player: 'p1', registry });
    const played = await runTool('play_trainer', { card: 'Mystery Box' });
    expect(played).toContain('not carried out by the game');

    let last: BotCallResult[] = [];
    const whys: string[] = [];
    const calls: string[] = [];
    for (let i = 0; i < 5 && store.state.plugin.effects.length > 0; i++) {
      const d = brain.next({
        view: plugin.engine.view(store.state, 'p1'),
        phase: 'main',
        toolNames: [],
        lastResults: last,
      });
      calls.push(d.call.toolName);
      whys.push(d.why);
      const text = await runTool(d.call.toolName, d.call.input);
      last = [{ call: d.call, ok: !text.startsWith('Error'), text }];
    }
    expect(calls).toEqual(['draw', 'finish_effect']);
    expect(store.state.plugin.effects).toEqual([]);
    expect(store.state.zones['p1:hand']?.cards).toHaveLength(2);
    expect(
      store.state.zones['p1:discard']?.cards.map((id) => store.state.cards[id]?.templateId),
    ).toEqual(['tst-1']);
    expect(whys.at(-1)).toContain('"Your opponent may look at them."');
  });
});
