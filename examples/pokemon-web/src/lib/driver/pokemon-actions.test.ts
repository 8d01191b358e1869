import { createPokemonPlugin } from '@playmat/pokemon';
import { buildBoard } from '@playmat/pokemon/test';
import { describe, expect, it } from 'vitest';
import { humanOptions, reasonOf, withChoice } from './pokemon-actions';

const plugin = createPokemonPlugin();
const PAWMI = 'sv1-74';
const L = 'sve-4';

describe('humanOptions for Items that stay attached', () => {
  it('offers PlusPower for the Active Pokémon only and Defender for any of yours, ready to apply', () => {
    const { engine, state } = buildBoard({
      p1: { active: [PAWMI, L], bench: [[PAWMI]], hand: ['base1-84', 'base1-80'] },
      p2: { active: ['sv1-36'] },
      engine: plugin.engine,
    });
    const options = humanOptions(engine, plugin.registry, state, 'p1').filter(
      (o) => o.option.kind === 'trainer',
    );
    const labels = options.map((o) => o.option.label);
    expect(labels).toEqual([
      'Attach PlusPower to Pawmi (Active)',
      'Attach Defender to Pawmi (Active)',
      'Attach Defender to Pawmi (Bench 1)',
    ]);
    expect(options.every((o) => o.option.enabled)).toBe(true);
    // Applying one attaches it where the label says; nothing is left to carry out by hand.
    const defender = options[2]!;
    const r = engine.execute(state, defender.action);
    expect(r.ok && r.state.zones['p1:bench_1']?.cards).toHaveLength(2);
  });
});

describe('humanOptions for a Stadium in play', () => {
  it('offers Mesagoza once per turn and says why not a second time', () => {
    const { engine, state } = buildBoard({
      p1: { active: [PAWMI], hand: ['sv1-178'] },
      p2: { active: ['sv1-36'] },
      engine: plugin.engine,
    });
    const play = humanOptions(engine, plugin.registry, state, 'p1').find((o) =>
      o.option.label.startsWith('Play Mesagoza'),
    );
    const played = engine.execute(state, play!.action);
    if (!played.ok) throw new Error(played.error.message);
    const use = () =>
      humanOptions(engine, plugin.registry, played.state, 'p1').find(
        (o) => o.option.id === 'stadium:use',
      )!;
    expect(use().option).toMatchObject({ enabled: true, kind: 'stadium' });
    expect(use().action).toMatchObject({ type: 'declare_action', kind: 'use_stadium' });
    const used = engine.execute(played.state, use().action);
    if (!used.ok) throw new Error(used.error.message);
    const again = humanOptions(engine, plugin.registry, used.state, 'p1').find(
      (o) => o.option.id === 'stadium:use',
    )!;
    expect(again.option.enabled).toBe(false);
    expect(again.option.enabled === false && again.option.reason).toContain(
      'You already used Mesagoza this turn',
    );
  });
});

describe('humanOptions: the game carries out card text', () => {
  it('plays a Trainer and declares an attack with one action each (the attack by name only)', () => {
    const { engine, state } = buildBoard({
      p1: { active: [PAWMI, L], hand: ['sv1-181'] },
      p2: { active: ['sv1-36'] },
      engine: plugin.engine,
    });
    const options = humanOptions(engine, plugin.registry, state, 'p1');
    const nest = options.find((o) => o.option.label.startsWith('Play Nest Ball (Item)'))!;
    expect(nest.action).toMatchObject({ type: 'declare_action', kind: 'play_trainer' });
    expect(Object.keys(nest)).toEqual(['option', 'action', 'text']);
    const attacks = options.filter((o) => o.option.kind === 'attack');
    // One option per printed attack of the Active Pokémon, in print order.
    const pawmi = plugin.registry.require(PAWMI);
    expect(
      attacks.map((a) => (a.action as { details?: { attack?: string } }).details?.attack),
    ).toEqual(pawmi.supertype === 'Pokémon' ? pawmi.attacks.map((a) => a.name) : []);
    expect(attacks.length).toBe(2);
    // Each carries the attack as printed, for the board to draw its cost as Energy symbols.
    expect(attacks.map((a) => a.option.attack)).toEqual(
      pawmi.supertype === 'Pokémon'
        ? pawmi.attacks.map((x) => ({ name: x.name, cost: x.cost, damage: x.damage, text: x.text }))
        : [],
    );
    for (const a of attacks)
      expect(a.action).toMatchObject({ details: { attack: expect.any(String) } });
    for (const a of attacks)
      expect(Object.keys((a.action as { details: object }).details)).toEqual(['attack']);
  });

  it('offers nothing while a card is resolving (its choices come as a decision)', () => {
    const { engine, state } = buildBoard({
      p1: { active: [PAWMI], hand: ['sv1-181', L], deck: [PAWMI, L, L, PAWMI] },
      p2: { active: ['sv1-36'] },
      engine: plugin.engine,
    });
    const nest = humanOptions(engine, plugin.registry, state, 'p1').find((o) =>
      o.option.label.startsWith('Play Nest Ball'),
    )!;
    const played = engine.execute(state, nest.action);
    if (!played.ok) throw new Error(played.error.message);
    expect(played.state.pendingDecision?.prompt).toMatch(/^Nest Ball:/);
    expect(humanOptions(engine, plugin.registry, played.state, 'p1')).toEqual([]);
  });

  it('pays a retreat with the fewest Energy the rules accept, first attached first', () => {
    const { engine, state } = buildBoard({
      p1: { active: ['sv1-75', L, L, L], bench: [[PAWMI]] },
      p2: { active: ['sv1-36'] },
      engine: plugin.engine,
    });
    const retreat = humanOptions(engine, plugin.registry, state, 'p1').find(
      (o) => o.option.kind === 'retreat',
    )!;
    expect(retreat.option.enabled).toBe(true);
    const active = state.zones['p1:active']!.cards;
    const cost = plugin.registry.get('sv1-75')!;
    const printed = cost.supertype === 'Pokémon' ? cost.retreatCost.length : -1;
    expect(retreat.action).toMatchObject({
      kind: 'retreat',
      details: { to: 'p1:bench_1', discard: active.slice(1, 1 + printed) },
    });
    const done = engine.execute(state, retreat.action);
    expect(done.ok && done.state.zones['p1:active']!.cards[0]).toBe(
      state.zones['p1:bench_1']!.cards[0],
    );
  });
});

describe('a retreat the player pays', () => {
  it('shows the cost and the Energy attached, and discards the Energy the player picks', () => {
    // Pawmo (sv1-75): Retreat Cost one Colorless; three Energy attached.
    const { engine, state } = buildBoard({
      p1: { active: ['sv1-75', L, 'sve-2', L], bench: [[PAWMI]] },
      p2: { active: ['sv1-36'] },
      engine: plugin.engine,
    });
    const retreat = humanOptions(engine, plugin.registry, state, 'p1').find(
      (o) => o.option.kind === 'retreat',
    )!;
    const attached = state.zones['p1:active']!.cards.slice(1);
    expect(retreat.option.retreat).toMatchObject({
      cost: ['Colorless'],
      count: 1,
      suggested: [attached[0]],
    });
    expect(retreat.option.retreat!.energy.map((e) => e.instanceId)).toEqual(attached);
    expect(retreat.option.retreat!.energy.map((e) => e.name)).toEqual([
      'Basic Lightning Energy',
      'Basic Fire Energy',
      'Basic Lightning Energy',
    ]);
    // The player keeps the Lightning Energy and pays with the Fire one.
    const fire = attached[1]!;
    const done = engine.execute(state, withChoice(retreat, { discard: [fire] }));
    expect(done.ok).toBe(true);
    if (!done.ok) return;
    expect(done.state.zones['p1:discard']!.cards).toEqual([fire]);
    expect(done.state.zones['p1:bench_1']!.cards).toEqual(
      state.zones['p1:active']!.cards.filter((id) => id !== fire),
    );
    // Paying less than the cost is refused by the rules, with nothing changed.
    const none = engine.execute(state, withChoice(retreat, { discard: [] }));
    expect(none.ok).toBe(false);
  });
});

describe('setup: the player places their own Pokémon', () => {
  it('offers each Basic Pokémon of the hand for the Active Spot first, then the Bench, then Ready', () => {
    const board = buildBoard({
      p1: { hand: [PAWMI, 'sv1-75', L, 'sv1-73'] },
      p2: { active: ['sv1-36'] },
      engine: plugin.engine,
    });
    const engine = board.engine;
    // The same table during setup, p2 already placed.
    const state = {
      ...board.state,
      plugin: { ...board.state.plugin, stage: 'setup' as const, setupReady: ['p2'] },
    };
    const first = humanOptions(engine, plugin.registry, state, 'p1');
    expect(first.map((o) => o.option.id)).toEqual([
      ...state.zones['p1:hand']!.cards.filter((id) =>
        ['sv1-74', 'sv1-73'].includes(state.cards[id]!.templateId),
      ).map((id) => `setup-active:${id}`),
      'setup-done',
    ]);
    const ready = first.find((o) => o.option.id === 'setup-done')!.option;
    expect(ready.enabled).toBe(false);
    const placed = engine.execute(state, first[0]!.action);
    expect(placed.ok).toBe(true);
    if (!placed.ok) return;
    // Face down until both players are ready.
    const active = placed.state.zones['p1:active']!.cards[0]!;
    expect(placed.state.cards[active]!.faceUp).toBe(false);
    const next = humanOptions(engine, plugin.registry, placed.state, 'p1');
    expect(next.map((o) => o.option.id)).toEqual([
      `setup-bench:${state.zones['p1:hand']!.cards.find((id) => state.cards[id]!.templateId === 'sv1-73')}`,
      'setup-done',
    ]);
    expect(next.every((o) => o.option.enabled)).toBe(true);
    expect(next[0]!.option.target).toBe('p1:bench');
  });
});

describe('reasons in a player’s words', () => {
  it('says tool names as moves and drops hints written for a tool call', () => {
    expect(
      reasonOf({
        message: 'Static Shock costs Lightning; Wattrel is missing Lightning.',
        hints: ['Attach the missing Energy first, or use an attack you can pay for, or end_turn.'],
      }),
    ).toBe(
      'Static Shock costs Lightning; Wattrel is missing Lightning. Attach the missing Energy first, or use an attack you can pay for, or end your turn.',
    );
    expect(
      reasonOf({
        message: 'The player who goes first cannot attack on their first turn.',
        hints: ['Set up your board and call end_turn.'],
      }),
    ).toBe(
      'The player who goes first cannot attack on their first turn. Set up your board and end your turn.',
    );
    expect(
      reasonOf({
        message:
          'Jynx needs 2 Energy to retreat; the Energy named provides 1. It has 1 Energy card attached.',
        hints: ['Use play_pokemon with to: your_active.'],
      }),
    ).toBe('Jynx needs 2 Energy to retreat; it has 1 attached.');
  });

  it('no disabled option of a real turn names an engine word', () => {
    const { engine, state } = buildBoard({
      p1: { active: [PAWMI], bench: [[PAWMI]], hand: ['sv1-75', L, 'sv1-178', 'base1-84'] },
      p2: { active: ['sv1-36'] },
      engine: plugin.engine,
    });
    const reasons = humanOptions(engine, plugin.registry, state, 'p1').flatMap((o) =>
      o.option.enabled ? [] : [o.option.reason],
    );
    expect(reasons.length).toBeGreaterThan(0);
    for (const r of reasons) expect(r).not.toMatch(/\b[a-z]+_[a-z_]+\b|\w:\w|\bp[12]\b/);
  });
});
