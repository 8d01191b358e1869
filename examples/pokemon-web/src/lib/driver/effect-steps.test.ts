import type { GameState } from '@playmat/engine';
import type { PokemonState } from '@playmat/pokemon';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sideOf } from '../view';
import type { EffectView } from '.';
import { drawCountIn, dryRun, type EffectState, effectSteps, healAmountIn } from './effect-steps';
import { humanWithOption, type OptionPick } from './test-helpers';

/** Basics with an Ability (Miraidon ex: search for Basics), Nest Ball, Potion, Switch, a hand-discarding Supporter. */
const EFFECT_DECK = [
  '4 Miraidon ex SVI 81',
  '4 Pawmi SVI 74',
  '4 Nest Ball SVI 181',
  '4 Potion SVI 188',
  '4 Switch SVI 194',
  "4 Professor's Research (Professor Turo) SVI 190",
  '36 Basic Lightning Energy SVE 4',
].join('\n');

/** The first seed and turn where the human (p1, playing EFFECT_DECK) has an option matching `pick`. */
const humanWith = (pick: OptionPick) => humanWithOption(EFFECT_DECK, pick);

const step = (e: EffectView | null, id: string) => e?.steps.find((s) => s.id === id);
const ids = (state: GameState<PokemonState>, zone: string) => [...(state.zones[zone]?.cards ?? [])];

describe('effect text parsing', () => {
  it('reads the number of cards to draw and the damage to heal', () => {
    expect(drawCountIn('Draw 3 cards.')).toBe(3);
    expect(drawCountIn('Discard your hand and draw 7 cards.')).toBe(7);
    expect(drawCountIn('Draw a card.')).toBe(1);
    expect(drawCountIn('Search your deck for a Basic Pokémon.')).toBeUndefined();
    expect(healAmountIn('Heal 30 damage from 1 of your Pokémon.')).toBe(30);
    expect(healAmountIn('Switch your Active Pokémon.')).toBeUndefined();
  });

  it('finds any written count inside longer text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.string(), (n, tail) => {
        expect(drawCountIn(`You may draw ${n} cards. ${tail}`)).toBe(n);
        expect(healAmountIn(`Heal ${n * 10} damage ${tail}`)).toBe(n * 10);
      }),
    );
  });
});

describe('human play: a Trainer whose effect is carried out step by step', () => {
  it('plays Nest Ball: searches only your own deck, benches a Basic, shuffles, finishes', async () => {
    const { driver, raw, events, option } = await humanWith((l) => l.startsWith('Play Nest Ball'));
    const before = raw();
    const benchBefore = sideOf(driver.view({ kind: 'player', player: 'p1' }), 'p1').bench.length;
    expect(await driver.perform('p1', option.id)).toEqual({ ok: true });
    expect(raw().zones['p1:discard']!.cards).toContain(option.cardId);

    // The effect is open: its text is shown, the main menu waits, nothing of the deck is listed.
    const e0 = driver.effect('p1');
    expect(e0?.source).toMatchObject({ kind: 'trainer', name: 'Nest Ball' });
    expect(e0?.source.text).toMatch(/Search your deck for a Basic Pokémon/);
    expect(e0?.search).toBeNull();
    expect(driver.actions('p1')).toEqual([]);
    expect(driver.effect('p2')).toBeNull();
    expect(await driver.perform('p1', 'end-turn')).toEqual({
      ok: false,
      error: 'Finish Nest Ball first: take its steps, then press Done.',
    });
    expect(events.some((e) => e.kind === 'action' && /not carried out/.test(e.text))).toBe(false);

    // Searching lists exactly the cards of p1's deck, grouped by card, none of p2's.
    expect(await driver.effectStep('p1', 'search')).toEqual({ ok: true });
    const state = raw();
    const search = driver.effect('p1')?.search;
    expect(search?.total).toBe(state.zones['p1:deck']!.cards.length);
    const listed = search?.cards ?? [];
    expect(listed.reduce((n, c) => n + c.quantity, 0)).toBe(search?.total);
    const deck = new Set(ids(state, 'p1:deck'));
    for (const c of listed) expect(deck.has(c.card.instanceId)).toBe(true);
    const p2Hidden = new Set([...ids(state, 'p2:deck'), ...ids(state, 'p2:hand')]);
    const shown = JSON.stringify(driver.effect('p1'));
    for (const id of p2Hidden) expect(shown).not.toContain(`"${id}"`);
    // The board itself still shows no deck card.
    const board = JSON.stringify(driver.view({ kind: 'player', player: 'p1' }));
    for (const id of deck) expect(board).not.toContain(`"instanceId":"${id}"`);

    // Take a Basic Pokémon onto the Bench.
    const basic = listed.find((c) => c.steps.some((s) => s.id.endsWith(':bench') && s.enabled));
    expect(basic).toBeDefined();
    const bench = basic!.steps.find((s) => s.id.endsWith(':bench'))!;
    expect(await driver.effectStep('p1', bench.id)).toEqual({ ok: true });
    const after = raw();
    expect(after.zones['p1:deck']!.cards.length).toBe(state.zones['p1:deck']!.cards.length - 1);
    const board1 = sideOf(driver.view({ kind: 'player', player: 'p1' }), 'p1');
    expect(board1.bench.length).toBe(benchBefore + 1);
    expect(board1.bench.some((b) => b.card.instanceId === basic!.card.instanceId)).toBe(true);
    // The list follows the deck: one copy fewer.
    const again = driver.effect('p1')?.search?.cards.find((c) => c.card.name === basic!.card.name);
    expect(again?.quantity ?? 0).toBe(basic!.quantity - 1);

    // Shuffling ends the search; Done closes the effect and gives the menu back.
    expect(await driver.effectStep('p1', 'shuffle-deck')).toEqual({ ok: true });
    expect(driver.effect('p1')?.search).toBeNull();
    expect(await driver.effectStep('p1', 'done')).toEqual({ ok: true });
    expect(driver.effect('p1')).toBeNull();
    expect(driver.actions('p1').some((o) => o.id === 'end-turn')).toBe(true);
    const mine = events.filter(
      (e) => e.kind === 'action' && e.player === 'p1' && e.source === 'ui',
    );
    const texts = mine.map((e) => (e.kind === 'action' ? e.text : ''));
    expect(texts).toContain('plays Nest Ball');
    expect(texts).toContain('searches their deck (Nest Ball)');
    expect(texts).toContain(
      `puts ${basic!.card.name} from their deck onto their Bench (Nest Ball)`,
    );
    expect(texts).toContain('finishes Nest Ball');
    expect(raw()).not.toBe(before);
  });

  it('rejects unknown, disabled and out-of-range steps, changing nothing', async () => {
    const { driver, raw, plugin, option } = await humanWith((l) => l.startsWith('Play Professor'));
    expect(await driver.perform('p1', option.id)).toEqual({ ok: true });
    const e = driver.effect('p1');
    const draw = step(e, 'draw');
    // "Discard your hand and draw 7 cards": the count is read from the text.
    expect(draw?.count?.value).toBe(7);

    const before = raw();
    const snapshot = JSON.stringify(driver.effect('p1'));
    expect(await driver.effectStep('p1', 'gust:p9:bench_1')).toEqual({
      ok: false,
      error: `No step "gust:p9:bench_1" for Professor's Research (Professor Turo) now; choose one from the effect panel.`,
    });
    expect(await driver.effectStep('p1', 'draw', 0)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/choose a number from 1 to \d+; got 0/),
    });
    expect(await driver.effectStep('p1', 'draw', 2.5)).toMatchObject({ ok: false });
    expect(await driver.effectStep('p2', 'draw')).toEqual({
      ok: false,
      error: 'p2 has no card effect in progress.',
    });
    expect(raw()).toBe(before);
    expect(JSON.stringify(driver.effect('p1'))).toBe(snapshot);

    // Discard the whole hand, one card at a time; then an empty hand cannot be shuffled in.
    for (const id of ids(raw(), 'p1:hand'))
      expect(await driver.effectStep('p1', `discard:${id}`)).toEqual({ ok: true });
    expect(raw().zones['p1:hand']!.cards).toEqual([]);
    const shuffleHand = step(driver.effect('p1'), 'shuffle-hand');
    expect(shuffleHand?.enabled).toBe(false);
    if (shuffleHand && !shuffleHand.enabled) {
      expect(shuffleHand.reason.length).toBeGreaterThan(10);
      const held = raw();
      expect(await driver.effectStep('p1', 'shuffle-hand')).toEqual({
        ok: false,
        error: shuffleHand.reason,
      });
      expect(raw()).toBe(held);
    }

    // The (public) discard pile offers each distinct card back, once.
    const discard = ids(raw(), 'p1:discard');
    const retrieve = driver.effect('p1')!.steps.filter((s) => s.id.startsWith('retrieve:'));
    const names = (list: readonly string[]) =>
      new Set(list.map((id) => plugin.registry.get(raw().cards[id]!.templateId)!.name));
    expect(retrieve.length).toBe(names(discard).size);
    expect(await driver.effectStep('p1', retrieve[0]!.id)).toEqual({ ok: true });
    expect(raw().zones['p1:hand']!.cards).toEqual([retrieve[0]!.id.slice('retrieve:'.length)]);
    expect(await driver.effectStep('p1', `to-deck:${raw().zones['p1:hand']!.cards[0]}`)).toEqual({
      ok: true,
    });
    expect(raw().zones['p1:hand']!.cards).toEqual([]);

    const deck = raw().zones['p1:deck']!.cards.length;
    expect(await driver.effectStep('p1', 'draw', 7)).toEqual({ ok: true });
    expect(raw().zones['p1:hand']!.cards.length).toBe(7);
    expect(raw().zones['p1:deck']!.cards.length).toBe(deck - 7);
    expect(await driver.effectStep('p1', 'done')).toEqual({ ok: true });
    expect(await driver.effectStep('p1', 'done')).toEqual({
      ok: false,
      error: 'p1 has no card effect in progress.',
    });
  });
});

describe('human play: Abilities', () => {
  it('uses Miraidon ex’s Tandem Unit, then carries out its text with the same steps', async () => {
    const { driver, option } = await humanWith((_l, id) => id.includes(':Tandem Unit'));
    expect(option.kind).toBe('ability');
    expect(option.label).toMatch(/^Use Tandem Unit \(Ability\): Once during your turn/);
    expect(await driver.perform('p1', option.id)).toEqual({ ok: true });
    const e = driver.effect('p1');
    expect(e?.source).toMatchObject({
      kind: 'ability',
      name: 'Miraidon ex',
      title: 'Miraidon ex: Tandem Unit',
    });
    expect(await driver.effectStep('p1', 'search')).toEqual({ ok: true });
    const pawmi = driver.effect('p1')?.search?.cards.find((c) => c.card.name === 'Pawmi');
    const toBench = pawmi?.steps.find((s) => s.id.endsWith(':bench'));
    expect(toBench?.enabled).toBe(true);
    const bench = sideOf(driver.view({ kind: 'player', player: 'p1' }), 'p1').bench.length;
    expect(await driver.effectStep('p1', toBench!.id)).toEqual({ ok: true });
    expect(sideOf(driver.view({ kind: 'player', player: 'p1' }), 'p1').bench.length).toBe(
      bench + 1,
    );
    expect(await driver.effectStep('p1', 'shuffle-deck')).toEqual({ ok: true });
    expect(await driver.effectStep('p1', 'done')).toEqual({ ok: true });
    // "Once during your turn": the same Miraidon cannot use it again, and says why.
    const again = driver.actions('p1').find((o) => o.id === option.id);
    expect(again?.enabled).toBe(false);
    if (again && !again.enabled) expect(again.reason).toMatch(/already used Tandem Unit/);
  });
});

describe('effectSteps (pure)', () => {
  it('switches, gusts, heals and strips Energy only as the engine allows, without changing the state', async () => {
    const { driver, raw, plugin } = await humanWith(() => true);
    const state = raw();
    const effect: EffectState = {
      player: 'p1',
      source: { kind: 'trainer', name: 'Switch', title: 'Switch', text: 'Switch.' },
      searched: null,
      peeked: null,
      flips: null,
    };
    const built = effectSteps(plugin.engine, plugin.registry, state, effect);
    expect(raw()).toBe(state);
    const byId = new Map(built.steps.map((s) => [s.option.id, s]));
    // One switch per Benched Pokémon of each side, one discard per hand card.
    const myBench = sideOf(driver.view({ kind: 'player', player: 'p1' }), 'p1').bench.length;
    const oppBench = sideOf(driver.view({ kind: 'player', player: 'p1' }), 'p2').bench.length;
    expect(built.steps.filter((s) => s.option.id.startsWith('switch:')).length).toBe(myBench);
    expect(built.steps.filter((s) => s.option.id.startsWith('gust:')).length).toBe(oppBench);
    expect(built.steps.filter((s) => s.option.id.startsWith('discard:')).length).toBe(
      state.zones['p1:hand']!.cards.length,
    );
    expect(built.search).toBeNull();
    // Each enabled step's actions apply cleanly and carry the card's name for the soft rules.
    for (const s of built.steps) {
      for (const a of s.actions(s.option.count?.value ?? 1))
        expect(a).toMatchObject({ player: 'p1', source: 'ui', allowedByCardEffect: 'Switch' });
    }
    const gust = built.steps.find((s) => s.option.id.startsWith('gust:'));
    if (gust?.option.enabled) {
      const [swap] = gust.actions(1);
      const r = plugin.engine.execute(state, swap!);
      expect(r.ok).toBe(true);
      if (r.ok) {
        const bench = gust.option.id.slice('gust:'.length);
        expect(r.state.zones['p2:active']!.cards).toEqual(state.zones[bench]!.cards);
      }
    }
    expect(byId.get('done')?.option.enabled).toBe(true);
    expect(byId.get('search')?.option.enabled).toBe(true);
  });

  it('heals the damage a Pokémon has, in tens, and discards Energy from the opposing Active', async () => {
    const { raw, plugin } = await humanWith(() => true);
    const engine = plugin.engine;
    let state = raw();
    const script = { player: 'p1', source: 'script' } as const;
    const top = state.zones['p1:active']!.cards[0]!;
    const damaged = engine.execute(state, {
      type: 'add_counter',
      ...script,
      card: `#${top}`,
      zone: 'p1:active',
      counter: 'damage',
      amount: 40,
    });
    expect(damaged.ok).toBe(true);
    state = damaged.state;
    const energy = state.zones['p2:deck']!.cards.find(
      (id) => plugin.registry.get(state.cards[id]!.templateId)?.supertype === 'Energy',
    );
    if (energy) {
      const attached = engine.execute(state, {
        type: 'move_card',
        player: 'p2',
        source: 'script',
        card: `#${energy}`,
        from: 'p2:deck',
        to: 'p2:active',
        position: 'bottom',
      });
      expect(attached.ok).toBe(true);
      state = attached.state;
    }
    const effect: EffectState = {
      player: 'p1',
      source: {
        kind: 'trainer',
        name: 'Potion',
        title: 'Potion',
        text: 'Heal 30 damage from 1 of your Pokémon.',
      },
      searched: null,
      peeked: null,
      flips: null,
    };
    const built = effectSteps(engine, plugin.registry, state, effect);
    const heal = built.steps.find((s) => s.option.id === 'heal:p1:active');
    expect(heal?.option.count).toEqual({ min: 10, max: 40, step: 10, value: 30 });
    const healed = engine.execute(state, heal!.actions(30)[0]!);
    expect(healed.ok && healed.state.cards[top]!.counters.damage).toBe(10);
    // More than the damage there is: the engine refuses.
    const tooMuch = dryRun(engine, state, heal!.actions(50));
    expect(tooMuch.ok).toBe(false);
    expect(dryRun(engine, state, heal!.actions(40)).ok).toBe(true);
    if (energy) {
      // One step per distinct Energy card on a Pokémon (its first copy).
      const onActive = new Set(state.zones['p2:active']!.cards);
      const strip = built.steps.find(
        (s) =>
          s.option.id.startsWith('remove-energy:') &&
          onActive.has(s.option.id.slice('remove-energy:'.length)),
      );
      expect(strip?.option.enabled).toBe(true);
      const r = engine.execute(state, strip!.actions(1)[0]!);
      expect(r.ok && r.state.zones['p2:discard']!.cards).toContain(
        strip!.option.id.slice('remove-energy:'.length),
      );
    }
  });
});
