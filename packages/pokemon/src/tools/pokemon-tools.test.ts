import { createGameToolContext, createMatchStore } from '@playmat/agent/game';
import type { ToolSet } from 'ai';
import { describe, expect, it } from 'vitest';
import { getBundledSets } from '../cards/bundled-sets';
import { loadCardSet } from '../cards/load-card-set';
import { createCardRegistry } from '../cards/registry';
import type { PokemonState } from '../game/state';
import { createPokemonPlugin, type PokemonPlugin } from '../plugin/create-pokemon-plugin';
import { type BoardSpec, buildBoard } from '../test/match-builder';

const plugin = createPokemonPlugin();
const PAWMI = 'sv1-74';
const PAWMO = 'sv1-75';
const WATTREL = 'sv1-78';
const FUECOCO = 'sv1-36';
const QUAXLY = 'sv1-52';
const NEST_BALL = 'sv1-181';
const NEMONA = 'sv1-180';
const MESAGOZA = 'sv1-178';
const VITALITY_BAND = 'sv1-197';
const L = 'sve-4';

/** A seat's tools in its main phase (as `getAgentConfig` gives them) on a fixed board. */
function setup(spec: BoardSpec, options: { player?: string; plugin?: PokemonPlugin } = {}) {
  const p = options.plugin ?? plugin;
  const state = buildBoard({ ...spec, engine: p.engine }).state;
  const store = createMatchStore(p.engine, state);
  const ctx = createGameToolContext<PokemonState>({
    store,
    player: options.player ?? 'p1',
    plugin: p,
  });
  const config = p.getAgentConfig(ctx, 'main');
  const tools = config.tools as ToolSet;
  const call = async (name: string, input: Record<string, unknown> = {}) => {
    const t = tools[name];
    if (!t?.execute) throw new Error(`no tool ${name}`);
    return String(await t.execute(input as never, { toolCallId: 't', messages: [] }));
  };
  return { store, ctx, config, call };
}

/** The same store, seen by another seat. */
function setupFor(store: ReturnType<typeof setup>['store'], player: string) {
  const ctx = createGameToolContext<PokemonState>({ store, player, plugin });
  const tools = plugin.getAgentConfig(ctx, 'decision').tools as ToolSet;
  return {
    call: async (name: string, input: Record<string, unknown> = {}) =>
      String(await tools[name]?.execute?.(input as never, { toolCallId: 't', messages: [] })),
  };
}

describe('the tools a seat is offered', () => {
  it('are the Pokémon actions only: no raw engine moves outside a manual card', () => {
    const { config } = setup({ p1: { active: [PAWMI] }, p2: { active: [FUECOCO] } });
    expect(config.activeTools?.()).toEqual([
      'play_pokemon',
      'attach_energy',
      'evolve',
      'play_trainer',
      'declare_ability',
      'use_stadium',
      'declare_retreat',
      'declare_attack',
      'resolve_decision',
      'end_turn',
    ]);
  });
});

describe('attach_energy', () => {
  it('attaches once per turn and names the spots that hold Pokémon when the target is wrong', async () => {
    const { store, call } = setup({
      p1: { active: [PAWMI], bench: [[WATTREL]], hand: [L, L] },
      p2: { active: [FUECOCO] },
    });
    const out = await call('attach_energy', {
      energy: 'basic lightning energy',
      target: 'your_active',
    });
    expect(out).toContain('Attached Basic Lightning Energy to Pawmi in your_active');
    expect(store.state.zones['p1:active']?.cards).toHaveLength(2);
    const again = await call('attach_energy', {
      energy: 'Basic Lightning Energy',
      target: 'your_bench_1',
    });
    expect(again).toMatch(/^Error: You already attached an Energy/);
    const before = store.state;
    const wrong = await call('attach_energy', {
      energy: 'Basic Lightning Energy',
      target: 'opponent_active',
    });
    expect(wrong).toMatch(/^Error: "target" must be your_active or your_bench_N/);
    expect(wrong).toContain(
      'your_active (Pawmi, HP 60/60, Energy: Basic Lightning Energy), your_bench_1 (Wattrel, HP 60/60, Energy: none)',
    );
    expect(store.state).toBe(before);
  });
});

describe('evolve and play_pokemon', () => {
  it('evolves, benches a Basic on the first empty spot, and refuses a full bench', async () => {
    const { store, call } = setup({
      p1: { active: [PAWMI], hand: [PAWMO, WATTREL, WATTREL] },
      p2: { active: [FUECOCO] },
    });
    expect(await call('evolve', { card: 'Pawmo', target: 'your_active' })).toContain(
      'Evolved Pawmi into Pawmo in your_active',
    );
    expect(await call('play_pokemon', { card: 'Wattrel' })).toContain('into your_bench_1');
    const full = setup({
      p1: {
        active: [PAWMI],
        bench: [[PAWMI], [PAWMI], [PAWMI], [PAWMI], [PAWMI]],
        hand: [WATTREL],
      },
      p2: { active: [FUECOCO] },
    });
    expect(await full.call('play_pokemon', { card: 'Wattrel' })).toMatch(
      /^Error: your Bench is full/,
    );
    expect(store.state.zones['p1:bench_1']?.cards).toHaveLength(1);
  });
});

describe('play_trainer and resolve_decision', () => {
  it('a Base Set Trainer is a "Trainer", not an "Item": the 1999 cards print no kind', async () => {
    const { call } = setup({
      era: 'base-set',
      p1: { active: ['base1-58'], hand: ['base1-91'], deck: [L, L, L] },
      p2: { active: ['base1-58'] },
    });
    const out = await call('play_trainer', { card: 'Bill' });
    expect(out).toContain('You played Bill (Trainer).');
    expect(out).not.toContain('Item');
  });

  it('Nest Ball asks for the Basic to bench, lists the options, and takes an answer by name', async () => {
    const { store, call } = setup({
      p1: { active: [PAWMI], hand: [NEST_BALL], deck: [L, WATTREL, L, PAWMI, L] },
      p2: { active: [FUECOCO] },
    });
    const out = await call('play_trainer', { card: 'Nest Ball' });
    expect(out).toContain('You played Nest Ball (Item).');
    expect(out).toMatch(
      /Choose now with resolve_decision \(choices: 0 to 1\): Nest Ball: Choose a Basic Pokémon/,
    );
    expect(out).toMatch(/Options: #\d+ Wattrel \| #\d+ Pawmi/);
    // Anything else is refused while the choice waits.
    expect(await call('end_turn')).toMatch(/^Error: Nest Ball is still resolving/);
    const chosen = await call('resolve_decision', { choice: 'wattrel' });
    expect(chosen).toContain('You chose');
    expect(chosen).toContain('moved Wattrel from your_deck to your_bench_1');
    expect(store.state.zones.staging?.cards).toEqual([]);
    expect(store.state.zones['p1:discard']?.cards).toHaveLength(1);
    expect(store.state.pendingDecision).toBeNull();
  });

  it('an answer that is not an option is refused with the options, changing nothing', async () => {
    const { store, call } = setup({
      p1: { active: [PAWMI], hand: [NEST_BALL], deck: [WATTREL, PAWMI] },
      p2: { active: [FUECOCO] },
    });
    await call('play_trainer', { card: 'Nest Ball' });
    const before = store.state;
    const bad = await call('resolve_decision', { choice: 'Charizard' });
    expect(bad).toMatch(/^Error: "Charizard" is not one of the options/);
    expect(bad).toContain('Wattrel');
    expect(store.state).toBe(before);
    // By #id works too.
    const id = store.state.zones['p1:deck']?.cards.find(
      (c) => store.state.cards[c]?.templateId === PAWMI,
    );
    expect(await call('resolve_decision', { choices: [`#${id}`] })).toContain('your_bench_1');
  });

  it('refuses a second Supporter and a card not in hand; a Stadium stays in play', async () => {
    const { store, call } = setup({
      p1: { active: [PAWMI], hand: [NEMONA, NEMONA, MESAGOZA] },
      p2: { active: [FUECOCO] },
    });
    expect(await call('play_trainer', { card: 'Nemona' })).toContain('you drew 3 cards');
    expect(await call('play_trainer', { card: 'Nemona' })).toMatch(
      /^Error: You already played a Supporter/,
    );
    expect(await call('play_trainer', { card: 'Arven' })).toMatch(/^Error/);
    await call('play_trainer', { card: 'Mesagoza' });
    expect(store.state.zones.stadium?.cards).toHaveLength(1);
  });

  it('attaches a Tool to the target and the Tool changes the attack damage', async () => {
    const { store, call } = setup({
      p1: { active: [PAWMI, L, L], hand: [VITALITY_BAND] },
      p2: { active: [QUAXLY] },
    });
    await call('play_trainer', { card: 'Vitality Band', target: 'your_active' });
    expect(store.state.zones['p1:active']?.cards).toHaveLength(4);
    const out = await call('declare_attack', { attack: 'Zap Kick' });
    // 20 + 10 (Vitality Band) before Weakness ×2 against Quaxly: 60.
    expect(out).toContain('Quaxly took 60 damage (60 in all)');
  });
});

describe('declare_attack', () => {
  it('does the printed damage through Weakness, takes the Prize, and ends the turn', async () => {
    const { store, call } = setup({
      p1: { active: [PAWMI, L, L] },
      p2: { active: [QUAXLY], bench: [[QUAXLY]], activeCounters: { damage: 30 } },
    });
    const out = await call('declare_attack', { attack: 'zap' });
    expect(out).toContain('Pawmi used Zap Kick. You took 1 Prize card (5 left).');
    expect(out).toContain('Quaxly took 40 damage (70 in all)');
    // The opponent promotes a new Active Pokémon, then the turn passes.
    expect(out).toContain('Your opponent must choose now');
    const opponent = setupFor(store, 'p2');
    await opponent.call('resolve_decision', { choice: 'your_bench_1' });
    expect(store.state.turn.activePlayer).toBe('p2');
  });

  it('names the attacks there are, and what Energy is missing', async () => {
    const { store, call } = setup({ p1: { active: [PAWMI] }, p2: { active: [QUAXLY] } });
    const before = store.state;
    expect(await call('declare_attack', { attack: 'Thunderbolt' })).toBe(
      'Error: Pawmi has no attack "Thunderbolt". Its attacks: Light Punch, Zap Kick.',
    );
    expect(await call('declare_attack', { attack: 'Zap Kick' })).toMatch(
      /^Error: Zap Kick costs .*; Pawmi is missing/,
    );
    expect(store.state).toBe(before);
  });
});

describe('declare_retreat', () => {
  it('pays the cost by default and switches', async () => {
    const { store, call } = setup({
      p1: { active: [PAWMI, L], bench: [[WATTREL]] },
      p2: { active: [QUAXLY] },
    });
    expect(await call('declare_retreat', { to: 'your_bench_1' })).toContain(
      'Pawmi retreated to your_bench_1 (discarded 1 Energy); Wattrel in your_active',
    );
    expect(store.state.zones['p1:discard']?.cards).toHaveLength(1);
  });
});

describe('use_stadium', () => {
  it('flips for Mesagoza once per turn', async () => {
    const { store, call } = setup({
      p1: { active: [PAWMI], hand: [MESAGOZA], deck: [L, WATTREL, L] },
      p2: { active: [QUAXLY] },
    });
    await call('play_trainer', { card: 'Mesagoza' });
    const out = await call('use_stadium');
    expect(out).toContain('You used Mesagoza.');
    expect(out).toMatch(/flipped a coin: (heads|tails)/);
    if (store.state.pendingDecision) await call('resolve_decision', { choices: [] });
    expect(await call('use_stadium')).toMatch(/^Error: You already used Mesagoza this turn/);
  });
});

describe('a card the game does not carry out', () => {
  // A set the user loads, with a Trainer the plugin has no implementation for ("Draw 2 cards."
  // alone is Bill's text, which the game carries out).
  const custom = loadCardSet({
    set: { id: 'tst', name: 'Test', series: 'Test', ptcgoCode: 'TST' },
    cards: [
      {
        id: 'tst-1',
        name: 'Mystery Box',
        supertype: 'Trainer',
        subtypes: ['Item'],
        number: '1',
        rules: ['Draw 2 cards. (A test card: no code reads this sentence.)'],
      },
    ],
  });
  const registry = createCardRegistry([...Object.values(getBundledSets()), custom]);
  const manualPlugin = createPokemonPlugin({ registry });

  it('hands its text to the player with engine moves in their own zones, then finish_effect', async () => {
    const { store, config, call } = setup(
      { p1: { active: [PAWMI], hand: ['tst-1'] }, p2: { active: [QUAXLY] } },
      { plugin: manualPlugin },
    );
    const out = await call('play_trainer', { card: 'Mystery Box' });
    expect(out).toContain('Mystery Box is not carried out by the game');
    expect(config.activeTools?.()).toContain('move_card');
    expect(config.activeTools?.()).toContain('finish_effect');
    // Its own deck, yes; the opponent's hand, never.
    expect(await call('draw', { count: 2 })).not.toMatch(/^Error/);
    expect(await call('search_zone', { zone: 'opponent_hand' })).toMatch(/^Error/);
    const refused = await call('end_turn');
    expect(refused).toMatch(/^Error: Finish carrying out Mystery Box first/);
    // The card moves still allowed are named beside finish_effect.
    expect(refused).toMatch(/Legal now: .*draw \{"count":1\}.*finish_effect/);
    expect(await call('finish_effect')).toContain('The card is done.');
    expect(config.activeTools?.()).not.toContain('move_card');
    expect(store.state.zones['p1:discard']?.cards).toHaveLength(1);
    expect(store.state.zones['p1:hand']?.cards).toHaveLength(2);
  });
});

describe('errors in the words of the tools', () => {
  const board = () =>
    setup({
      p1: { active: [PAWMI], bench: [[WATTREL]], hand: [L, PAWMO, WATTREL, NEST_BALL] },
      p2: { active: [FUECOCO] },
    });

  it('an empty spot lists the spots that hold Pokémon, and changes nothing', async () => {
    const { store, call } = board();
    const before = store.state;
    const out = await call('attach_energy', {
      energy: 'Basic Lightning Energy',
      target: 'your_bench_3',
    });
    expect(out).toBe(
      'Error: your_bench_3 is empty. Your Pokémon: your_active (Pawmi, HP 60/60, Energy: none), your_bench_1 (Wattrel, HP 60/60, Energy: none).',
    );
    expect(store.state).toBe(before);
  });

  it('a taken spot for a new Basic lists the empty spots; retreat lists only the Bench', async () => {
    const { call } = board();
    expect(await call('play_pokemon', { card: 'Wattrel', to: 'your_bench_1' })).toBe(
      'Error: your_bench_1 already holds Wattrel. Empty spots: your_bench_2, your_bench_3, your_bench_4, your_bench_5.',
    );
    expect(await call('declare_retreat', { to: 'your_active' })).toBe(
      'Error: "to" must be one of your Benched Pokémon (your_bench_N); got your_active. Your Benched Pokémon: your_bench_1 (Wattrel, HP 60/60, Energy: none).',
    );
  });

  it('a wrong spot name lists only the spots that would do, not every zone', async () => {
    const { call } = board();
    const out = await call('evolve', { card: 'Pawmo', target: 'my_active' });
    expect(out).toBe(
      'Error: "target" must be your_active or your_bench_N; "my_active" is not one of your spots. Your Pokémon: your_active (Pawmi, HP 60/60, Energy: none), your_bench_1 (Wattrel, HP 60/60, Energy: none).',
    );
  });

  it('a stale #id says where the card went and what the hand holds', async () => {
    const { store, call } = board();
    const energy = store.state.zones['p1:hand']?.cards.find(
      (c) => store.state.cards[c]?.templateId === L,
    );
    await call('attach_energy', { energy: `#${energy}`, target: 'your_active' });
    const out = await call('play_trainer', { card: `#${energy}` });
    expect(out).toContain(`#${energy} is Basic Lightning Energy, now in your_active.`);
    expect(out).toMatch(
      /Cards you can name in your_hand: Pawmo \(#\d+\), Wattrel \(#\d+\), Nest Ball \(#\d+\)\./,
    );
    expect(out).not.toMatch(/Closest names/);
  });

  it("'Legal now' names the seat's tools with an example call, never engine actions", async () => {
    const { call } = board();
    const out = await call('play_trainer', { card: 'Switch' });
    expect(out).toMatch(/^Error: No card "Switch" in your_hand\./);
    expect(out).toContain(
      'Legal now: play_pokemon {"card":"Wattrel","to":"your_bench_2"}; attach_energy {"energy":"Basic Lightning Energy","target":"your_active"}; evolve {"card":"Pawmo","target":"your_active"}; play_trainer {"card":"Nest Ball"}',
    );
    expect(out).not.toMatch(/move_card|declare_action/);
  });

  it("results echo the card's own name, not the caller's casing", async () => {
    const { call } = board();
    const out = await call('attach_energy', {
      energy: 'BASIC LIGHTNING ENERGY',
      target: 'your_bench_1',
    });
    expect(out).toContain('Attached Basic Lightning Energy to Wattrel in your_bench_1');
    expect(await call('play_pokemon', { card: 'wattrel' })).toContain(
      'Put Wattrel into your_bench_2',
    );
  });

  it('legal values of each argument follow the board', () => {
    const { config } = board();
    const values = config.legalValues;
    expect(values?.('attach_energy', 'energy')).toEqual(['Basic Lightning Energy']);
    expect(values?.('attach_energy', 'target')).toEqual(['your_active', 'your_bench_1']);
    expect(values?.('play_pokemon', 'to')).toEqual([
      'your_bench_2',
      'your_bench_3',
      'your_bench_4',
      'your_bench_5',
    ]);
    expect(values?.('evolve', 'card')).toEqual(['Pawmo']);
    expect(values?.('declare_attack', 'attack')).toEqual(['Light Punch', 'Zap Kick']);
    expect(values?.('declare_retreat', 'to')).toEqual(['your_bench_1']);
    expect(values?.('end_turn', 'x')).toBeUndefined();
  });

  it("the manual tools' parameter is named as the seat knows it", () => {
    const { ctx } = board();
    const text = ctx.plugin.restateError?.({
      error: { code: 'INVALID_CARD_EFFECT', message: 'x', hints: [] },
      action: { type: 'end_turn' },
      call: undefined,
      text: 'Error: "allowedByCardEffect" must name one of your cards in play or in your hand.',
      ctx,
    });
    expect(text).toBe('Error: "card_effect" must name one of your cards in play or in your hand.');
  });
});
