import { createGameToolContext, createMatchStore } from '@playmat/agent/game';
import type { ToolSet } from 'ai';
import { describe, expect, it } from 'vitest';
import type { PokemonState } from '../game/state';
import { createPokemonPlugin } from '../plugin/create-pokemon-plugin';
import { type BoardSpec, buildBoard } from '../test/match-builder';
import { createPokemonTools } from './pokemon-tools';

const plugin = createPokemonPlugin();
const PAWMI = 'sv1-74';
const PAWMO = 'sv1-75';
const WATTREL = 'sv1-78';
const FUECOCO = 'sv1-36';
const MIRAIDON = 'sv1-81';
const L = 'sve-4';

function setup(spec: BoardSpec, player = 'p1') {
  const { state } = buildBoard({ ...spec, engine: plugin.engine });
  const store = createMatchStore(plugin.engine, state);
  const ctx = createGameToolContext<PokemonState>({ store, player, plugin });
  const tools = createPokemonTools(ctx);
  const call = async (name: string, input: Record<string, unknown>) => {
    const t = (tools as ToolSet)[name];
    if (!t?.execute) throw new Error(`no tool ${name}`);
    return String(await t.execute(input as never, { toolCallId: 't', messages: [] }));
  };
  return { store, ctx, tools, call };
}

describe('attach_energy', () => {
  it('attaches under the Pokémon and its description says when the attachment is used', async () => {
    const { store, call, ctx } = setup({
      p1: { active: [PAWMI], hand: [L, L] },
      p2: { active: [FUECOCO] },
    });
    expect(createPokemonTools(ctx).attach_energy?.description).toContain('Not used yet');
    const out = await call('attach_energy', {
      energy: 'Basic Lightning Energy',
      target: 'your_active',
    });
    expect(out).toContain('Attached');
    expect(store.state.zones['p1:active']?.cards).toHaveLength(2);
    expect(createPokemonTools(ctx).attach_energy?.description).toContain('ALREADY USED');
    const again = await call('attach_energy', {
      energy: 'Basic Lightning Energy',
      target: 'your_active',
    });
    expect(again).toMatch(/^Error: .*already attached/);
  });
  it('rejects a target that is not your Pokémon zone without changing state', async () => {
    const { store, call } = setup({
      p1: { active: [PAWMI], hand: [L] },
      p2: { active: [FUECOCO] },
    });
    const before = store.state;
    expect(
      await call('attach_energy', { energy: 'Basic Lightning Energy', target: 'opponent_active' }),
    ).toMatch(/^Error: "target" must be your_active/);
    expect(
      await call('attach_energy', { energy: 'Basic Lightning Energy', target: 'your_moon' }),
    ).toMatch(/^Error/);
    expect(store.state).toBe(before);
  });
});

describe('evolve and play_pokemon', () => {
  it('evolves a Pokémon and plays a Basic to the first empty bench spot', async () => {
    const { store, call } = setup({
      p1: { active: [PAWMI], hand: [PAWMO, WATTREL] },
      p2: { active: [FUECOCO] },
    });
    expect(await call('evolve', { card: 'Pawmo', target: 'your_active' })).toContain(
      'Evolved Pawmi into Pawmo',
    );
    expect(await call('play_pokemon', { card: 'Wattrel' })).toContain('your_bench_1');
    expect(store.state.zones['p1:bench_1']?.cards).toHaveLength(1);
  });
  it('explains what is wrong with a bad evolution', async () => {
    const { call } = setup({ p1: { active: [FUECOCO], hand: [PAWMO] }, p2: { active: [FUECOCO] } });
    expect(await call('evolve', { card: 'Pawmo', target: 'your_active' })).toMatch(
      /^Error: Pawmo evolves from Pawmi, not from Fuecoco/,
    );
    expect(await call('evolve', { card: 'Pawmo', target: 'your_bench_3' })).toMatch(
      /^Error: your_bench_3 holds no Pokémon/,
    );
  });
  it('refuses a full bench', async () => {
    const { call } = setup({
      p1: {
        active: [PAWMI],
        bench: [[PAWMI], [PAWMI], [PAWMI], [PAWMI], [PAWMI]],
        hand: [WATTREL],
      },
      p2: { active: [FUECOCO] },
    });
    expect(await call('play_pokemon', { card: 'Wattrel' })).toMatch(/^Error: your Bench is full/);
  });
});

describe('play_trainer', () => {
  it('plays an Item to the discard and shows its text; a Stadium goes to stadium', async () => {
    const { store, call } = setup({
      p1: { active: [PAWMI], hand: ['sv1-181', 'sv1-167'] },
      p2: { active: [FUECOCO] },
    });
    expect(await call('play_trainer', { card: 'Nest Ball' })).toMatch(
      /Played Nest Ball \(Item\); it is now in your_discard\. Now carry out its effect: Search your deck/,
    );
    expect(await call('play_trainer', { card: 'Beach Court' })).toContain('stadium');
    expect(store.state.zones.stadium?.cards).toHaveLength(1);
  });
  it('refuses a second Supporter and a card not in hand', async () => {
    const { call } = setup({
      p1: { active: [PAWMI], hand: ['sv1-166', 'sv1-175'] },
      p2: { active: [FUECOCO] },
    });
    expect(await call('play_trainer', { card: 'Arven' })).toContain('Played Arven (Supporter)');
    expect(await call('play_trainer', { card: 'Jacq' })).toMatch(
      /^Error: You already played a Supporter/,
    );
    expect(await call('play_trainer', { card: 'Ultra Ball' })).toMatch(/^Error/);
  });
  it('attaches a Tool to the target', async () => {
    const { store, call } = setup({
      p1: { active: [PAWMI], bench: [[WATTREL]], hand: ['sv1-169'] },
      p2: { active: [FUECOCO] },
    });
    expect(await call('play_trainer', { card: 'Defiance Band', target: 'your_bench_1' })).toContain(
      'attached to your_bench_1',
    );
    expect(store.state.zones['p1:bench_1']?.cards).toHaveLength(2);
  });
});

describe('declare_attack', () => {
  it('reports damage with weakness, knock-outs and prizes, and ends the turn', async () => {
    const { store, call } = setup({
      p1: { active: [PAWMI, L] },
      p2: { active: [WATTREL], bench: [[FUECOCO]], activeCounters: { damage: 40 } },
    });
    const out = await call('declare_attack', { attack: 'light punch' });
    expect(out).toContain('20 damage');
    expect(out).toContain('weakness Lightning');
    expect(out).toContain('Wattrel was Knocked Out. You took 1 Prize card (5 left)');
    expect(out).toContain('Your turn is over');
    expect(store.state.turn.activePlayer).toBe('p2');
  });
  it('rejects unknown attacks and missing energy with the alternatives', async () => {
    const { call, store } = setup({ p1: { active: [PAWMI] }, p2: { active: [FUECOCO] } });
    expect(await call('declare_attack', { attack: 'Thunder' })).toMatch(
      /^Error: Pawmi has no attack "Thunder"\. Its attacks: Light Punch, Zap Kick/,
    );
    const before = store.state;
    expect(await call('declare_attack', { attack: 'Zap Kick' })).toMatch(
      /^Error: Zap Kick costs Lightning\+Colorless; Pawmi is missing/,
    );
    expect(store.state).toBe(before);
  });
  it('ex knock-out reports two prizes and the game ends on the last one', async () => {
    const { store, call } = setup({
      p1: { active: [PAWMI, L], prizes: ['sve-1', 'sve-1'] },
      p2: { active: [MIRAIDON], bench: [[FUECOCO]], activeCounters: { damage: 210 } },
    });
    const out = await call('declare_attack', { attack: 'Light Punch' });
    expect(out).toContain('You took 2 Prize cards (0 left)');
    expect(out).toContain('GAME OVER: you won');
    expect(store.state.result?.winners).toEqual(['p1']);
  });
});

describe('declare_ability, declare_retreat, set_status, discard_pokemon_cards, end_phase', () => {
  it('uses an ability once per turn', async () => {
    const { call } = setup({ p1: { active: [MIRAIDON] }, p2: { active: [FUECOCO] } });
    expect(
      await call('declare_ability', { pokemon: 'your_active', ability: 'Tandem Unit' }),
    ).toContain('Now carry out its effect');
    expect(
      await call('declare_ability', { pokemon: 'your_active', ability: 'Tandem Unit' }),
    ).toMatch(/^Error: .*already used Tandem Unit/);
    expect(await call('declare_ability', { pokemon: 'your_active', ability: 'Fly' })).toMatch(
      /^Error: Miraidon ex has no Ability "Fly"/,
    );
  });
  it('retreats paying the cost by default, and refuses a bad energy name', async () => {
    const { store, call } = setup({
      p1: { active: [PAWMI, L, L], bench: [[WATTREL]] },
      p2: { active: [FUECOCO] },
    });
    expect(
      await call('declare_retreat', { to: 'your_bench_1', discard_energy: ['Fire Energy'] }),
    ).toMatch(/^Error: no attached "Fire Energy"/);
    expect(await call('declare_retreat', { to: 'your_bench_1' })).toContain(
      'Pawmi retreated to your_bench_1 (discarded 1 Energy); Wattrel',
    );
    expect(store.state.zones['p1:discard']?.cards).toHaveLength(1);
    expect(await call('declare_retreat', { to: 'your_bench_1' })).toMatch(
      /^Error: You already retreated/,
    );
  });
  it('sets and clears Special Conditions', async () => {
    const { call } = setup({ p1: { active: [PAWMI] }, p2: { active: [FUECOCO] } });
    expect(await call('set_status', { target: 'opponent_active', status: 'asleep' })).toContain(
      'asleep',
    );
    expect(await call('set_status', { target: 'opponent_active', status: 'paralyzed' })).toMatch(
      /now has: paralyzed\.$/,
    );
    expect(await call('set_status', { target: 'opponent_active', status: 'poisoned' })).toContain(
      'paralyzed, poisoned',
    );
    expect(await call('set_status', { target: 'opponent_active', status: 'none' })).toContain(
      'no Special Conditions',
    );
    expect(await call('set_status', { target: 'your_hand', status: 'none' })).toMatch(/^Error/);
  });
  it('discards named cards or a whole stack', async () => {
    const { store, call } = setup({
      p1: { active: [PAWMI, L, L], bench: [[WATTREL]] },
      p2: { active: [FUECOCO] },
    });
    expect(
      await call('discard_pokemon_cards', {
        target: 'your_active',
        cards: ['Basic Lightning Energy'],
      }),
    ).toContain('Discarded Basic Lightning Energy');
    expect(store.state.zones['p1:active']?.cards).toHaveLength(2);
    expect(await call('discard_pokemon_cards', { target: 'your_bench_1' })).toContain(
      'Discarded everything',
    );
    expect(await call('discard_pokemon_cards', { target: 'your_bench_1' })).toMatch(
      /^Error: your_bench_1 is empty/,
    );
  });
  it('end_phase moves from the draw to the main phase', async () => {
    const { store, call } = setup({
      p1: { active: [PAWMI] },
      p2: { active: [FUECOCO] },
      phase: 'draw',
    });
    expect(await call('end_phase', {})).toMatch(/^Error: Draw your card/);
    store.execute({ type: 'draw', player: 'p1', source: 'ai' });
    expect(await call('end_phase', {})).toContain('Phase ended');
    expect(store.state.turn.phase).toBe('main');
  });
});
