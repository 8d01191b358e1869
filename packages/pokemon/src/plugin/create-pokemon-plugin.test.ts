import { createGameToolContext, createMatchStore } from '@playmat/agent/game';
import type { ToolSet } from 'ai';
import { describe, expect, it } from 'vitest';
import { MODE_CONFIGS } from '../prompts/prompt-builder';
import { pokemonInvariantViolations } from '../test/invariants';
import { buildBoard, createSeededMatch, playRandomLegal } from '../test/match-builder';
import { createPokemonMatch, createPokemonPlugin } from './create-pokemon-plugin';

const plugin = createPokemonPlugin();
const run = async (tools: ToolSet, name: string, input: Record<string, unknown>) =>
  String(await tools[name]?.execute?.(input as never, { toolCallId: 't', messages: [] }));

describe('createPokemonPlugin', () => {
  it('says who acts and in which phase, and draws automatically at the start of a turn', () => {
    const store = createSeededMatch({ seed: 3 });
    const first = store.state.turn.activePlayer;
    const other = store.state.players.find((p) => p !== first) as string;
    expect(plugin.whoActs(store.state)).toBe(first);
    expect(plugin.nextPhase(store.state, first)).toBe('startOfTurn');
    expect(plugin.nextPhase(store.state, other)).toBeNull();
    const hand = store.state.zones[`${first}:hand`]?.cards.length ?? 0;
    expect(plugin.autoPhase?.(store, first, 'startOfTurn')).toBe(true);
    expect(store.state.zones[`${first}:hand`]?.cards).toHaveLength(hand + 1);
    expect(plugin.nextPhase(store.state, first)).toBe('main');
    expect(plugin.autoPhase?.(store, first, 'main')).toBe(false);
  });

  it("gives a base-set match's seats the 1999 rules in their system prompt", () => {
    const board = (era: 'modern' | 'base-set') =>
      buildBoard({
        era,
        engine: plugin.engine,
        p1: { active: ['base1-58'] },
        p2: { active: ['base1-58'] },
      }).state;
    const system = (era: 'modern' | 'base-set') => {
      const store = createMatchStore(plugin.engine, board(era));
      const ctx = createGameToolContext({ store, player: 'p1', plugin });
      return plugin.getAgentConfig(ctx, 'main').system;
    };
    expect(system('base-set')).toContain('20 damage to itself');
    expect(system('modern')).toContain('three damage counters');
  });

  it('gives every mode its sections and tool filter', () => {
    const store = createSeededMatch({ seed: 4 });
    const ctx = createGameToolContext({ store, player: 'p1', plugin });
    const main = plugin.getAgentConfig(ctx, 'main');
    expect(Object.keys(main.tools)).toEqual(
      expect.arrayContaining([
        'attach_energy',
        'declare_attack',
        'play_trainer',
        'rewind',
        'end_turn',
        'move_card',
      ]),
    );
    expect(Object.keys(main.tools)).not.toContain('mulligan');
    // Raw moves are there for a manual card, but not offered while none resolves.
    expect(main.activeTools?.()).not.toContain('move_card');
    expect(main.activeTools?.()).toContain('resolve_decision');
    expect(main.toolKinds?.end_turn).toBe('terminal');
    // An attack ends the run once the turn has passed (endsRun), not while it waits on a choice.
    expect(main.toolKinds?.declare_attack).toBeUndefined();
    expect(main.endsRun?.('declare_attack', '')).toBe(false);
    const executor = plugin.getAgentConfig(ctx, 'executor');
    expect(Object.keys(executor.tools)).not.toContain('rewind');
    expect(Object.keys(executor.tools)).toContain('declare_attack');
    expect(executor.system).toContain('You are the executor');
    const planner = plugin.getAgentConfig(ctx, 'planner');
    expect(Object.keys(planner.tools)).toEqual([]);
    expect(planner.instructions).toContain('COIN FLIP CONTINGENCIES');
    expect(Object.keys(plugin.getAgentConfig(ctx, 'decision').tools)).toEqual(['resolve_decision']);
    expect(Object.keys(plugin.getAgentConfig(ctx, 'startOfTurn').tools).sort()).toEqual([
      'draw',
      'end_phase',
    ]);
    for (const mode of Object.keys(MODE_CONFIGS) as (keyof typeof MODE_CONFIGS)[])
      expect(plugin.getAgentConfig(ctx, mode).system.length).toBeGreaterThan(200);
  });

  it('lets agents place Pokémon in setup, hidden from the opponent until both are ready', async () => {
    const store = createPokemonMatch({
      decks: { p1: 'sv-pawmot-thunder', p2: 'sv-skeledirge-blaze' },
      seed: 5,
      placement: 'agents',
      plugin,
    });
    expect(plugin.whoActs(store.state)).toBe('p1');
    expect(plugin.nextPhase(store.state, 'p1')).toBe('setup');
    const tools = (p: string) =>
      plugin.getAgentConfig(createGameToolContext({ store, player: p, plugin }), 'setup').tools;
    const basicName = (p: string) =>
      store.engine
        .view(store.state, p)
        .zones[`${p}:hand`]?.cards.find(
          (c) =>
            plugin.registry.get(c.templateId)?.subtypes.includes('Basic') &&
            plugin.registry.get(c.templateId)?.supertype === 'Pokémon',
        )?.name as string;
    expect(await run(tools('p1'), 'end_phase', {})).toMatch(
      /^Error: You must put a Basic Pokémon in your Active Spot/,
    );
    const name1 = basicName('p1');
    expect(await run(tools('p1'), 'play_pokemon', { card: name1, to: 'your_active' })).toContain(
      'face down',
    );
    expect(store.engine.view(store.state, 'p2').zones['p1:active']?.cards).toHaveLength(0);
    expect(store.engine.view(store.state, 'p1').zones['p1:active']?.cards[0]?.name).toBe(name1);
    expect(await run(tools('p1'), 'end_phase', {})).toContain('waiting for your opponent');
    expect(plugin.whoActs(store.state)).toBe('p2');
    await run(tools('p2'), 'play_pokemon', { card: basicName('p2'), to: 'your_active' });
    expect(await run(tools('p2'), 'end_phase', {})).toContain('Setup is complete');
    expect(store.engine.view(store.state, 'p2').zones['p1:active']?.cards[0]?.name).toBe(name1);
    expect(store.state.plugin.stage).toBe('play');
  });

  it('offers the extra mulligan cards as a decision that a bot answers through its tool', async () => {
    // One Basic in 60 cards: p1 mulligans on most seeds.
    const thin = ['sv1-74', ...Array.from({ length: 59 }, () => 'sve-4')];
    const seed = Array.from({ length: 40 }, (_, i) => i).find(
      (n) =>
        (createPokemonMatch({ decks: { p1: thin, p2: 'sv-pawmot-thunder' }, seed: n, plugin }).state
          .plugin.mulligans.p1 ?? 0) > 0,
    );
    const store = createPokemonMatch({
      decks: { p1: thin, p2: 'sv-pawmot-thunder' },
      seed: seed as number,
      placement: 'agents',
      plugin,
    });
    const owed = store.state.plugin.mulligans.p1 ?? 0;
    expect(plugin.whoActs(store.state)).toBe('p2');
    expect(plugin.nextPhase(store.state, 'p2')).toBe('decision');
    expect(plugin.nextPhase(store.state, 'p1')).toBeNull();
    const ctx = createGameToolContext({ store, player: 'p2', plugin });
    const config = plugin.getAgentConfig(ctx, 'decision');
    const narrative = plugin.formatState(store.engine.view(store.state, 'p2'), {
      player: 'p2',
      phase: 'decision',
    });
    expect(narrative).toContain(`draw ${owed}`);
    const out = await run(config.tools, 'resolve_decision', { choice: `draw ${owed + 1}` });
    expect(out).toMatch(/^Error/);
    expect(out).toContain(`draw ${owed}`);
    expect(store.state.zones['p2:hand']?.cards).toHaveLength(7);
    await run(config.tools, 'resolve_decision', { choice: `draw ${owed}` });
    expect(store.state.zones['p2:hand']?.cards).toHaveLength(7 + owed);
    expect(plugin.nextPhase(store.state, 'p1')).toBe('setup');
  });

  it('formats cards by instance id or template id', () => {
    const store = createSeededMatch({ seed: 1 });
    const id = store.state.zones['p1:active']?.cards[0] as string;
    expect(plugin.formatCard(store.state, id)).toMatch(/\[sv1-\d+\]/);
    expect(plugin.formatCard(store.state, 'sv1-74')).toContain('Pawmi');
  });
});

describe('legal actions', () => {
  it('random legal play finishes games with a winner, few rejections and every invariant kept', () => {
    let finished = 0;
    let rejected = 0;
    let actions = 0;
    for (let seed = 0; seed < 20; seed++) {
      const store = createSeededMatch({
        seed,
        decks:
          seed % 2
            ? { p1: 'sv-quaquaval-tide', p2: 'sv-pawmot-thunder' }
            : { p1: 'base-overgrowth', p2: 'base-brushfire' },
      });
      const r = playRandomLegal(store.engine, store.state, seed, 3000);
      // The game's invariants hold along the way (every fourth step, against the state before
      // it, and at the end: checking all of them would double this test's time).
      for (const [i, s] of r.states.entries()) {
        if (i % 4 !== 0 && i !== r.states.length - 1) continue;
        const broken = pokemonInvariantViolations(
          s,
          store.engine.definition.cards,
          r.states[i - 1],
        );
        if (broken.length > 0) expect(broken, `seed ${seed}, step ${i}`).toEqual([]);
      }
      actions += r.actions.length;
      rejected += r.rejected;
      if (r.states.at(-1)?.result) finished++;
    }
    expect(finished).toBe(20);
    expect(rejected / actions).toBeLessThan(0.02);
    // Twenty whole games: under a second alone, several on a busy 2-core machine.
  }, 60_000);
});

describe('createPokemonMatch', () => {
  it('takes enforcement from the options or the plugin', () => {
    const lenient = createPokemonPlugin({ enforcement: 'lenient' });
    const decks = { p1: 'sv-pawmot-thunder', p2: 'sv-skeledirge-blaze' };
    expect(createPokemonMatch({ decks, seed: 1, plugin: lenient }).state.settings.enforcement).toBe(
      'lenient',
    );
    expect(
      createPokemonMatch({ decks, seed: 1, plugin: lenient, enforcement: 'off' }).state.settings
        .enforcement,
    ).toBe('off');
    expect(createPokemonMatch({ decks, seed: 1 }).state.settings.enforcement).toBe('strict');
  });
  it('rejects a match without exactly two decks', () => {
    expect(() => createPokemonMatch({ decks: { p1: 'sv-pawmot-thunder' }, seed: 1 })).toThrow(
      /exactly two decks/,
    );
  });
});
