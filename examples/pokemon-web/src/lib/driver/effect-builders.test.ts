import type { Action, GameState } from '@playmat/engine';
import { createPokemonPlugin, effectText, type PokemonState } from '@playmat/pokemon';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sideOf } from '../view';
import { type EffectState, effectSteps } from './effect-steps';
import { coinCountIn, healAmountIn, lookCountIn } from './effect-text';
import { humanWithOption } from './test-helpers';

/** Electric Generator with Lightning Basics to attach to, and Energy in hand for by-effect attachments. */
const GENERATOR_DECK = [
  '4 Pawmi SVI 74',
  '4 Wattrel SVI 78',
  '4 Electric Generator SVI 170',
  '4 Nest Ball SVI 181',
  '44 Basic Lightning Energy SVE 4',
].join('\n');

/** Fuecoco → Crocalor → Skeledirge with Rare Candy. */
const CANDY_DECK = [
  '4 Fuecoco SVI 36',
  '4 Crocalor SVI 37',
  '4 Skeledirge SVI 38',
  '4 Rare Candy SVI 191',
  '44 Basic Fire Energy SVE 2',
].join('\n');

const registry = createPokemonPlugin().registry;
const namesIn = (state: GameState<PokemonState>, zone: string) =>
  ids(state, zone).map((id) => registry.get(state.cards[id]!.templateId)?.name);
const ids = (state: GameState<PokemonState>, zone: string) => [...(state.zones[zone]?.cards ?? [])];
const script = { player: 'p1', source: 'script' } as const;

describe('effect text: looks, coins, counters, Abilities', () => {
  it('reads the cards to look at, the coins to flip and damage counters to remove', () => {
    expect(lookCountIn('Look at the top 5 cards of your deck and attach …')).toBe(5);
    expect(lookCountIn('Look at up to 5 cards from the top of your deck and rearrange them')).toBe(
      5,
    );
    expect(lookCountIn('Search your deck for a card.')).toBeUndefined();
    expect(coinCountIn('Flip a coin. If heads, …')).toBe(1);
    expect(coinCountIn('Flip 3 coins.')).toBe(3);
    expect(healAmountIn('Remove up to 2 damage counters from 1 of your Pokémon.')).toBe(20);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), (n) => {
        expect(lookCountIn(`Look at the top ${n} cards of your deck.`)).toBe(n);
        expect(coinCountIn(`Flip ${n} coins.`)).toBe(n);
      }),
    );
  });
});

describe('human play: Electric Generator (look at the top, attach, bottom, shuffle)', () => {
  it('looks at exactly the top 5 of your own deck, acts on them, and forgets them when the look ends', async () => {
    const { driver, raw, events, option } = await humanWithOption(GENERATOR_DECK, (l, _id, s) =>
      l.startsWith('Play Electric Generator') ? ids(s, 'p1:bench_1').length > 0 : false,
    );
    expect(await driver.perform('p1', option.id)).toEqual({ ok: true });
    const e0 = driver.effect('p1');
    expect(e0?.look).toBeNull();
    expect(e0?.suggested).toContain('search');
    const peek = e0?.steps.find((s) => s.id === 'peek');
    expect(peek?.count?.value).toBe(5);

    const top5 = ids(raw(), 'p1:deck').slice(0, 5);
    expect(await driver.effectStep('p1', 'peek')).toEqual({ ok: true });
    const look = driver.effect('p1')?.look;
    expect(look?.cards.map((c) => c.card.instanceId)).toEqual(top5);
    // Never a card of the opponent's: their deck and hand appear nowhere in the effect.
    const shown = JSON.stringify(driver.effect('p1'));
    for (const id of [...ids(raw(), 'p2:deck'), ...ids(raw(), 'p2:hand')])
      expect(shown).not.toContain(`"${id}"`);
    // The log says how many, not which.
    const lookLine = events.findLast((e) => e.kind === 'action' && e.player === 'p1');
    expect(lookLine).toMatchObject({
      text: 'looks at the top 5 cards of their deck (Electric Generator)',
    });

    // Attach a looked-at Energy to the Benched Pokémon.
    const energy = look!.cards.find((c) => c.card.supertype === 'Energy');
    expect(energy).toBeDefined();
    const bench = sideOf(driver.view({ kind: 'player', player: 'p1' }), 'p1').bench[0]!;
    const attach = `take:${energy!.card.instanceId}:attach:p1:bench_1`;
    expect(await driver.effectStep('p1', attach)).toEqual({ ok: true });
    const benchAfter = sideOf(driver.view({ kind: 'player', player: 'p1' }), 'p1').bench[0]!;
    expect(benchAfter.energy.length).toBe(bench.energy.length + 1);
    expect(raw().zones['p1:bench_1']!.cards).toContain(energy!.card.instanceId);
    // The list follows the deck: the attached card is gone from it.
    const left = driver.effect('p1')!.look!.cards.map((c) => c.card.instanceId);
    expect(left).toEqual(top5.filter((id) => id !== energy!.card.instanceId));

    // Put one on the bottom: still in the deck (so still listed), now last.
    const last = left[0]!;
    expect(await driver.effectStep('p1', `take:${last}:bottom`)).toEqual({ ok: true });
    expect(ids(raw(), 'p1:deck').at(-1)).toBe(last);
    // Into the hand.
    const toHand = left[1]!;
    expect(await driver.effectStep('p1', `take:${toHand}:hand`)).toEqual({ ok: true });
    expect(raw().zones['p1:hand']!.cards).toContain(toHand);

    // Shuffling ends the look: the seen cards vanish from the effect and their steps are gone.
    expect(await driver.effectStep('p1', 'shuffle-deck')).toEqual({ ok: true });
    const after = driver.effect('p1');
    expect(after?.look).toBeNull();
    const afterJson = JSON.stringify(after);
    for (const id of left.filter((id) => id !== toHand)) expect(afterJson).not.toContain(`"${id}"`);
    const held = raw();
    expect(await driver.effectStep('p1', `take:${last}:hand`)).toMatchObject({ ok: false });
    expect(raw()).toBe(held);

    // Looking again and stopping also forgets them.
    expect(await driver.effectStep('p1', 'peek', 2)).toEqual({ ok: true });
    expect(driver.effect('p1')?.look?.cards.length).toBe(2);
    expect(await driver.effectStep('p1', 'peek-close')).toEqual({ ok: true });
    expect(driver.effect('p1')?.look).toBeNull();
    expect(await driver.effectStep('p1', 'done')).toEqual({ ok: true });
    expect(driver.effect('p1')).toBeNull();
  });

  it('flips coins, attaches from hand and discard beyond the turn’s attachment, benches from discard, sets a Special Condition', async () => {
    const { driver, raw, events, option } = await humanWithOption(GENERATOR_DECK, (l, _id, s) => {
      if (!l.startsWith('Play Electric Generator')) return false;
      const hand = namesIn(s, 'p1:hand');
      const energy = hand.filter((n) => n === 'Basic Lightning Energy').length;
      return energy >= 2 && hand.some((n) => n === 'Pawmi' || n === 'Wattrel');
    });
    expect(await driver.perform('p1', option.id)).toEqual({ ok: true });

    // Coin flip: the result is shown in the panel and the log.
    expect(await driver.effectStep('p1', 'coin', 3)).toEqual({ ok: true });
    const coin = driver.effect('p1')?.coin;
    expect(coin?.results.length).toBe(3);
    expect(coin?.heads).toBe(coin?.results.filter((r) => r === 'heads').length);
    const flipLine = events.findLast((e) => e.kind === 'action' && e.player === 'p1');
    expect(flipLine).toMatchObject({
      text: `flips 3 coins: ${coin!.results.join(', ')} (Electric Generator)`,
    });

    // An Energy from the hand, by effect: the once-per-turn attachment is still unused.
    const steps = () => driver.effect('p1')!.steps;
    const fromHand = steps().find((s) => s.id.startsWith('attach-hand:') && s.enabled);
    expect(fromHand).toBeDefined();
    const [, energyId, ...zoneParts] = fromHand!.id.split(':');
    const zone = zoneParts.join(':');
    expect(await driver.effectStep('p1', fromHand!.id)).toEqual({ ok: true });
    expect(raw().zones[zone]!.cards).toContain(energyId);
    expect(raw().plugin.flags.energyAttached).toBe(false);

    // Discard a Basic and an Energy from the hand, then bring them back by effect.
    const hand = ids(raw(), 'p1:hand');
    const nameOf = (id: string) => registry.get(raw().cards[id]!.templateId)!.name;
    const basic = hand.find((id) => ['Pawmi', 'Wattrel'].includes(nameOf(id)));
    const moreEnergy = hand.find((id) => nameOf(id) === 'Basic Lightning Energy');
    expect(basic && moreEnergy).toBeDefined();
    for (const id of [basic, moreEnergy])
      expect(await driver.effectStep('p1', `discard:${id}`)).toEqual({ ok: true });
    const attach = steps().find(
      (s) => s.id.startsWith(`attach-discard:${moreEnergy}:`) && s.enabled,
    );
    expect(attach).toBeDefined();
    expect(await driver.effectStep('p1', attach!.id)).toEqual({ ok: true });
    expect(raw().zones['p1:discard']!.cards).not.toContain(moreEnergy);
    const benchBefore = sideOf(driver.view({ kind: 'player', player: 'p1' }), 'p1').bench.length;
    expect(await driver.effectStep('p1', `discard-bench:${basic}`)).toEqual({ ok: true });
    const benchNow = sideOf(driver.view({ kind: 'player', player: 'p1' }), 'p1').bench;
    expect(benchNow.length).toBe(benchBefore + 1);
    expect(benchNow.some((b) => b.card.instanceId === basic)).toBe(true);

    // A hand card to the bottom of the deck.
    const card = ids(raw(), 'p1:hand')[0]!;
    expect(await driver.effectStep('p1', `to-bottom:${card}`)).toEqual({ ok: true });
    expect(ids(raw(), 'p1:deck').at(-1)).toBe(card);

    // A Special Condition on the opponent's Active.
    expect(await driver.effectStep('p1', 'status:p2:active:asleep')).toEqual({ ok: true });
    expect(
      sideOf(driver.view({ kind: 'player', player: 'p1' }), 'p2').active?.conditions,
    ).toContain('asleep');

    // Rejected steps (out of range, disabled) change nothing.
    const before = raw();
    const snapshot = JSON.stringify(driver.effect('p1'));
    const deck = ids(before, 'p1:deck').length;
    expect(await driver.effectStep('p1', 'peek', deck + 1)).toMatchObject({
      ok: false,
      error: expect.stringMatching(
        new RegExp(`choose a number from 1 to ${deck}; got ${deck + 1}`),
      ),
    });
    expect(await driver.effectStep('p1', 'coin', 0)).toMatchObject({ ok: false });
    // A deck card the human has not looked at cannot be taken.
    const unseen = ids(before, 'p1:deck')[0]!;
    expect(await driver.effectStep('p1', `take:${unseen}:hand`)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^No step "take:/),
    });
    expect(raw()).toBe(before);
    expect(JSON.stringify(driver.effect('p1'))).toBe(snapshot);

    expect(await driver.effectStep('p1', 'done')).toEqual({ ok: true });
    // The turn's own attachment is still there to make.
    expect(driver.actions('p1').some((o) => o.kind === 'attach' && o.enabled)).toBe(true);
  });
});

/** Runs `actions` on `state` as script moves, failing loudly. */
function apply(
  engine: { execute: (s: GameState<PokemonState>, a: Action) => unknown },
  state: GameState<PokemonState>,
  ...actions: Action[]
): GameState<PokemonState> {
  let s = state;
  for (const a of actions) {
    const r = engine.execute(s, a) as
      | { ok: true; state: GameState<PokemonState> }
      | { ok: false; error: { message: string } };
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return s;
}

const effectOf = (name: string, text: string): EffectState => ({
  player: 'p1',
  source: { kind: 'trainer', name, title: name, text },
  searched: null,
  peeked: null,
  flips: null,
});

describe('effectSteps (pure): evolving by effect and moving damage', () => {
  it('Rare Candy: a Stage 2 from the hand onto its Basic, skipping Stage 1, not on a Pokémon new this turn', async () => {
    const { raw, plugin } = await humanWithOption(
      CANDY_DECK,
      (l, _id, s) => l.startsWith('Play Rare Candy') && s.plugin.gameTurn > 2,
    );
    const engine = plugin.engine;
    let state = raw();
    const deck = ids(state, 'p1:deck');
    const named = (name: string) =>
      deck.find((id) => plugin.registry.get(state.cards[id]!.templateId)?.name === name);
    const skeledirge = named('Skeledirge')!;
    const fuecoco = named('Fuecoco');
    const bench = ['p1:bench_1', 'p1:bench_2', 'p1:bench_3'].find(
      (z) => ids(state, z).length === 0,
    );
    state = apply(
      engine,
      state,
      { type: 'move_card', ...script, card: `#${skeledirge}`, from: 'p1:deck', to: 'p1:hand' },
      { type: 'move_card', ...script, card: `#${fuecoco}`, from: 'p1:deck', to: bench! },
    );
    const active = plugin.registry.get(state.cards[ids(state, 'p1:active')[0]!]!.templateId)!;
    expect(active.name).toBe('Fuecoco');
    const text = effectText(plugin.registry.byName('Rare Candy')[0]!).join(' ');
    const built = effectSteps(engine, plugin.registry, state, effectOf('Rare Candy', text));
    // One row per distinct evolution card in the hand (its first copy).
    const candy = (zone: string) =>
      built.steps.find(
        (s) =>
          s.option.id.startsWith('evolve-effect:') &&
          s.option.id.endsWith(`:${zone}`) &&
          s.option.label.includes('Skeledirge'),
      );
    const onActive = candy('p1:active');
    expect(onActive?.option).toMatchObject({ enabled: true, group: 'evolve' });
    expect(onActive?.option.label).toBe(
      'Evolve Fuecoco (active) into Skeledirge (skipping Crocalor)',
    );
    const evolved = apply(engine, state, ...onActive!.actions(1));
    const top = evolved.zones['p1:active']!.cards[0]!;
    expect(plugin.registry.get(evolved.cards[top]!.templateId)?.name).toBe('Skeledirge');
    // A Fuecoco benched this turn cannot be evolved, and the step says why.
    expect(fuecoco && bench).toBeDefined();
    const onNew = candy(bench!);
    expect(onNew?.option.enabled).toBe(false);
    if (onNew && !onNew.option.enabled)
      expect(onNew.option.reason).toMatch(/came into play or evolved this turn/);
  });

  it('moves damage counters between your Pokémon (Damage Swap), never more than there are', async () => {
    const { raw, plugin } = await humanWithOption(
      GENERATOR_DECK,
      (_l, _id, s) => ids(s, 'p1:bench_1').length > 0,
    );
    const engine = plugin.engine;
    const top = ids(raw(), 'p1:active')[0]!;
    const state = apply(engine, raw(), {
      type: 'add_counter',
      ...script,
      card: `#${top}`,
      zone: 'p1:active',
      counter: 'damage',
      amount: 30,
    });
    const built = effectSteps(
      engine,
      plugin.registry,
      state,
      effectOf(
        'Alakazam',
        'As often as you like during your turn, you may move 1 damage counter …',
      ),
    );
    const swap = built.steps.find((s) => s.option.id === 'move-damage:p1:active:p1:bench_1');
    expect(swap?.option).toMatchObject({
      enabled: true,
      group: 'damage',
      count: { min: 10, max: 30, step: 10, value: 10 },
    });
    const moved = apply(engine, state, ...swap!.actions(20));
    const damage = (s: GameState<PokemonState>, zone: string) =>
      ids(s, zone).reduce((n, id) => n + (s.cards[id]!.counters.damage ?? 0), 0);
    expect(damage(moved, 'p1:active')).toBe(10);
    expect(damage(moved, 'p1:bench_1')).toBe(damage(state, 'p1:bench_1') + 20);
    // The bench Pokémon has no damage: nothing to move from it.
    if (damage(state, 'p1:bench_1') === 0)
      expect(built.steps.some((s) => s.option.id.startsWith('move-damage:p1:bench_1:'))).toBe(
        false,
      );
  });
});
