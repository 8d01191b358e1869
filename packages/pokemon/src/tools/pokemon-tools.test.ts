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

function setup(spec: BoardSpec, player = 'p1', rngSeed?: number) {
  const built = buildBoard({ ...spec, engine: plugin.engine }).state;
  // A different random stream (coin flips) on the same board.
  const state =
    rngSeed === undefined
      ? built
      : {
          ...built,
          rng: plugin.engine.createInitialState({ players: ['p1', 'p2'], seed: rngSeed }).rng,
        };
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

describe('declare_attack with discard_energy (strict mode)', () => {
  const CHARIZARD = 'base1-4';
  const ZAPDOS = 'base1-16';
  const FIRE = 'base1-98';
  const WATER = 'base1-102';
  const names = (store: ReturnType<typeof setup>['store'], zone: string) =>
    (store.state.zones[zone]?.cards ?? []).map(
      (id) => plugin.registry.get(store.state.cards[id]?.templateId ?? '')?.name,
    );
  const damageOn = (store: ReturnType<typeof setup>['store'], zone: string) =>
    store.state.cards[store.state.zones[zone]?.cards[0] as string]?.counters.damage ?? 0;

  it('Fire Spin with exactly its cost attached: cost checked, 2 Fire discarded, damage, turn over', async () => {
    const { store, call } = setup({
      p1: { active: [CHARIZARD, FIRE, FIRE, FIRE, FIRE] },
      p2: { active: [CHARIZARD], bench: [[ZAPDOS]] },
    });
    const out = await call('declare_attack', {
      attack: 'Fire Spin',
      discard_energy: ['Fire Energy', 'Fire Energy'],
    });
    expect(out).toContain('Charizard used Fire Spin. Discarded Fire Energy, Fire Energy from it.');
    expect(out).toContain('100 damage');
    expect(out).toContain('Your turn is over');
    expect(names(store, 'p1:active')).toEqual(['Charizard', 'Fire Energy', 'Fire Energy']);
    expect(names(store, 'p1:discard')).toEqual(['Fire Energy', 'Fire Energy']);
    expect(damageOn(store, 'p2:active')).toBe(100);
    expect(store.state.turn.activePlayer).toBe('p2');
    // Nothing was let through by a card effect.
    expect(store.state.log.some((l) => (l.bypassed?.length ?? 0) > 0)).toBe(false);
  });

  it('discarding first and declaring afterwards is what the cost rule blocks', async () => {
    const { store, call } = setup({
      p1: { active: [CHARIZARD, FIRE, FIRE, FIRE, FIRE] },
      p2: { active: [CHARIZARD] },
    });
    await call('discard_pokemon_cards', {
      target: 'your_active',
      cards: ['Fire Energy', 'Fire Energy'],
    });
    expect(await call('declare_attack', { attack: 'Fire Spin' })).toMatch(
      /^Error: Fire Spin costs Fire×4; Charizard is missing Fire×2/,
    );
    expect(store.state.turn.activePlayer).toBe('p1');
  });

  it('refuses Energy that is not attached, or more than is attached, and changes nothing', async () => {
    const { store, call } = setup({
      p1: { active: [CHARIZARD, FIRE, FIRE, FIRE, FIRE] },
      p2: { active: [CHARIZARD] },
    });
    const before = store.state;
    const water = await call('declare_attack', {
      attack: 'Fire Spin',
      discard_energy: ['Water Energy'],
    });
    expect(water).toMatch(/^Error: Fire Spin: no attached "Water Energy" left to discard\./);
    expect(water).toMatch(/Charizard has: Fire Energy \(#\d+\), Fire Energy/);
    const five = await call('declare_attack', {
      attack: 'Fire Spin',
      discard_energy: Array(5).fill('Fire Energy'),
    });
    expect(five).toMatch(/^Error: Fire Spin: no attached "Fire Energy" left/);
    const opponents = `#${store.state.zones['p2:active']?.cards[0]}`;
    expect(
      await call('declare_attack', { attack: 'Fire Spin', discard_energy: [opponents] }),
    ).toMatch(/^Error: Fire Spin: no attached/);
    expect(store.state).toBe(before);
  });

  it('takes #ids and discards before a game-winning knock-out', async () => {
    const { store, call } = setup({
      p1: { active: [CHARIZARD, FIRE, WATER, FIRE, FIRE, FIRE], prizes: [FIRE] },
      p2: { active: [ZAPDOS], bench: [[ZAPDOS]] },
    });
    const water = `#${store.state.zones['p1:active']?.cards[2]}`;
    const out = await call('declare_attack', {
      attack: 'Fire Spin',
      discard_energy: [water, 'Fire Energy'],
    });
    expect(out).toContain('GAME OVER: you won');
    expect(store.state.result?.winners).toEqual(['p1']);
    expect(names(store, 'p1:discard').sort()).toEqual(['Fire Energy', 'Water Energy']);
    expect(names(store, 'p1:active')).toEqual([
      'Charizard',
      'Fire Energy',
      'Fire Energy',
      'Fire Energy',
    ]);
  });

  it('a confused attacker discards only when its flip lets the attack happen', async () => {
    const outcomes = new Set<string>();
    for (let seed = 0; seed < 12; seed++) {
      const { store, call } = setup(
        {
          p1: { active: [CHARIZARD, FIRE, FIRE, FIRE, FIRE], activeCounters: { confused: 1 } },
          p2: { active: [CHARIZARD] },
        },
        'p1',
        seed,
      );
      await call('declare_attack', {
        attack: 'Fire Spin',
        discard_energy: ['Fire Energy', 'Fire Energy'],
      });
      const hit = damageOn(store, 'p2:active');
      const discarded = names(store, 'p1:discard').length;
      const self = damageOn(store, 'p1:active');
      expect([hit, discarded, self]).toSatisfy(
        ([h, d, m]: number[]) =>
          (h === 100 && d === 2 && m === 0) || (h === 0 && d === 0 && m === 30),
      );
      outcomes.add(`${hit}/${discarded}/${self}`);
      expect(store.state.turn.activePlayer).toBe('p2');
    }
    expect(outcomes.size).toBe(2);
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

describe('use_stadium', () => {
  it('uses Mesagoza and hands back its text; a second use and a missing Stadium are explained', async () => {
    const { store, call } = setup({
      p1: { active: [PAWMI], hand: ['sv1-178'] },
      p2: { active: [FUECOCO] },
    });
    expect(await call('use_stadium', {})).toMatch(/^Error: There is no Stadium in play/);
    await call('play_trainer', { card: 'Mesagoza' });
    const used = await call('use_stadium', {});
    expect(used).toContain('You use Mesagoza. Now carry out its effect: Once during each player');
    const before = store.state;
    const again = await call('use_stadium', {});
    expect(again).toMatch(/^Error: You already used Mesagoza this turn/);
    expect(store.state).toBe(before);
  });
});
