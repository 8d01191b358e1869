import type { GameState } from '@playmat/engine';
import {
  createCardRegistry,
  createPokemonPlugin,
  getBundledRegistry,
  getBundledSets,
  isBasicPokemon,
  loadCardSet,
  type PokemonState,
} from '@playmat/pokemon';
import { describe, expect, it } from 'vitest';
import type { MatchConfig } from '../setup';
import { sideOf } from '../view';
import type { DecisionView, MatchDriver } from '.';
import { humanConfig, openPokemonDriver, pokemonConfig, untilHuman } from './test-helpers';

/** The human's pending decision (fails the test when there is none). */
function decisionOf(driver: MatchDriver): DecisionView {
  const s = driver.status();
  if (s.kind !== 'decision' || s.actor !== 'human') throw new Error(`no human decision: ${s.kind}`);
  return s.decision;
}

/** Opens a match where p1 (human, Pawmot Thunder) has `card` to play on their first move. */
async function withTrainer(seed: number, card: string) {
  const opened = await openPokemonDriver(humanConfig('sv-pawmot-thunder', seed));
  expect(await untilHuman(opened.driver)).toBe(true);
  const option = opened.driver.actions('p1').find((o) => o.label.startsWith(`Play ${card} `));
  if (!option?.enabled) throw new Error(`seed ${seed}: ${card} is not playable`);
  return { ...opened, option };
}

const zone = (s: GameState<PokemonState>, key: string) => s.zones[key]?.cards ?? [];
const registry = getBundledRegistry();
const p1 = { kind: 'player', player: 'p1' } as const;

describe('a Trainer is one action; the game carries it out and asks for its choices', () => {
  it('Nest Ball: offers only the Basic Pokémon of your deck, benches the one chosen', async () => {
    // Pawmot Thunder with seed 1 holds Nest Ball in the opening hand.
    const { driver, raw, events, option, plugin } = await withTrainer(1, 'Nest Ball');
    const deckBefore = zone(raw(), 'p1:deck').length;
    const benchBefore = sideOf(driver.view(p1), 'p1').bench.length;
    expect(await driver.perform('p1', option.id)).toEqual({ ok: true });

    const d = decisionOf(driver);
    expect(d.prompt).toBe('Nest Ball: Choose a Basic Pokémon to put onto your Bench.');
    expect([d.min, d.max]).toEqual([0, 1]);
    // Every option is a Basic Pokémon still in the deck, and every such card is offered.
    const state = raw();
    const basics = zone(state, 'p1:deck').filter((id) =>
      isBasicPokemon(plugin.registry.get(state.cards[id]!.templateId)!),
    );
    const offered = d.options.map((o) => /^#(\d+) /.exec(o.id)?.[1]);
    expect(new Set(offered)).toEqual(new Set(basics));
    for (const o of d.options) expect(o.label).not.toMatch(/#\d/);
    // The Trainer waits in staging while it resolves, and nothing else may be done meanwhile.
    expect(sideOf(driver.view(p1), 'p1').hand.visible).toBe(true);
    expect(driver.view(p1).staging.map((c) => c.name)).toEqual(['Nest Ball']);
    expect(driver.actions('p1')).toEqual([]);
    expect(await driver.perform('p1', 'end-turn')).toMatchObject({ ok: false });
    // Two cards is one too many.
    expect(
      await driver.answer(
        'p1',
        d.id,
        d.options.slice(0, 2).map((o) => o.id),
      ),
    ).toEqual({
      ok: false,
      error: 'Choose 0 to 1 option(s); got 2.',
    });

    const pick = d.options[0]!;
    const pickId = /^#(\d+) /.exec(pick.id)![1]!;
    expect(await driver.answer('p1', d.id, [pick.id])).toEqual({ ok: true });
    const after = raw();
    expect(driver.status()).toEqual({ kind: 'turn', player: 'p1', actor: 'human' });
    expect(sideOf(driver.view(p1), 'p1').bench.length).toBe(benchBefore + 1);
    expect(zone(after, 'p1:deck')).toHaveLength(deckBefore - 1);
    expect(zone(after, 'p1:deck')).not.toContain(pickId);
    expect(zone(after, `p1:bench_${benchBefore + 1}`)).toEqual([pickId]);
    expect(zone(after, 'p1:discard')).toContain(option.cardId);
    expect(zone(after, 'staging')).toEqual([]);
    expect(driver.view(p1).staging).toEqual([]);
    // The log: the play, the choice, then what the game did with it.
    const texts = events.flatMap((e) =>
      e.kind === 'action' || e.kind === 'decision' ? [`${e.kind}:${e.text}`] : [],
    );
    const played = texts.indexOf('action:Player 1 played Nest Ball.');
    const chose = texts.indexOf(`decision:Nest Ball: Player 1 chose ${pick.label}.`);
    const benched = texts.indexOf(
      `action:Nest Ball: Player 1 put ${pick.label} from their deck onto their Bench.`,
    );
    expect(played).toBeGreaterThanOrEqual(0);
    expect(chose).toBeGreaterThan(played);
    expect(benched).toBeGreaterThan(chose);
    // The menu is back, with Nest Ball gone from it.
    expect(driver.actions('p1').some((o) => o.id === option.id)).toBe(false);
    expect(driver.actions('p1').some((o) => o.kind === 'end-turn' && o.enabled)).toBe(true);
  });

  it('Nest Ball: choosing none benches nothing, and the card is still used up', async () => {
    const { driver, raw, option } = await withTrainer(1, 'Nest Ball');
    const benchBefore = sideOf(driver.view(p1), 'p1').bench.length;
    const deckBefore = zone(raw(), 'p1:deck').length;
    expect(await driver.perform('p1', option.id)).toEqual({ ok: true });
    expect(await driver.answer('p1', decisionOf(driver).id, [])).toEqual({ ok: true });
    expect(sideOf(driver.view(p1), 'p1').bench.length).toBe(benchBefore);
    expect(zone(raw(), 'p1:deck')).toHaveLength(deckBefore);
    expect(zone(raw(), 'p1:discard')).toContain(option.cardId);
  });

  it('Electric Generator: up to 2 Lightning Energy of the top 5 go to the Benched Pawmi', async () => {
    // Seed 16: Electric Generator in the opening hand, Pawmi on the Bench, two Basic Lightning
    // Energy among the top 5 cards of the deck.
    const { driver, raw, option } = await withTrainer(16, 'Electric Generator');
    const bench = () => sideOf(driver.view(p1), 'p1').bench;
    const pawmi = bench().findIndex((m) => m.card.name === 'Pawmi');
    expect(pawmi).toBeGreaterThanOrEqual(0);
    const energyBefore = bench()[pawmi]!.energy.length;
    const top5 = zone(raw(), 'p1:deck').slice(0, 5);
    expect(await driver.perform('p1', option.id)).toEqual({ ok: true });

    const d = decisionOf(driver);
    expect(d.prompt).toMatch(/^Electric Generator: Choose up to 2 Basic Lightning Energy/);
    expect([d.min, d.max]).toEqual([0, 2]);
    expect(d.options.map((o) => o.label)).toEqual(d.options.map(() => 'Basic Lightning Energy'));
    for (const o of d.options) expect(top5).toContain(/^#(\d+) /.exec(o.id)![1]);
    // The five cards looked at come with the question, those not offered too, in deck order.
    expect(d.looked?.map((c) => c.instanceId)).toEqual(top5);
    expect(d.looked?.filter((c) => c.name === 'Basic Lightning Energy')).toHaveLength(2);
    for (const o of d.options) expect(o.card?.name).toBe('Basic Lightning Energy');
    expect(
      await driver.answer(
        'p1',
        d.id,
        d.options.map((o) => o.id),
      ),
    ).toEqual({ ok: true });

    // One Benched Lightning Pokémon: the game attaches both there without asking.
    expect(driver.status()).toEqual({ kind: 'turn', player: 'p1', actor: 'human' });
    expect(bench()[pawmi]!.energy.map((e) => e.name)).toEqual([
      ...Array(energyBefore).fill('Basic Lightning Energy'),
      'Basic Lightning Energy',
      'Basic Lightning Energy',
    ]);
    expect(zone(raw(), 'p1:discard')).toContain(option.cardId);
  });
});

describe('the rules of the match (era)', () => {
  /** The first player's attack options on their first turn (p1 human first, seeds tried in turn). */
  async function firstTurnAttacks(era: 'modern' | 'base-set') {
    for (let seed = 1; seed <= 20; seed++) {
      const cfg = humanConfig('base-zap', seed);
      const { driver, raw } = await openPokemonDriver({ ...cfg, era });
      if (raw().plugin.firstPlayer !== 'p1') continue;
      expect(raw().plugin.options.era).toBe(era);
      expect(await untilHuman(driver)).toBe(true);
      const active = registry.get(raw().cards[zone(raw(), 'p1:active')[0]!]!.templateId);
      const printed = active?.supertype === 'Pokémon' ? active.attacks.length : -1;
      const attacks = driver.actions('p1').filter((o) => o.kind === 'attack');
      // One option per printed attack of the Active Pokémon.
      expect(attacks).toHaveLength(printed);
      expect(printed).toBeGreaterThan(0);
      return attacks;
    }
    throw new Error('p1 never went first');
  }

  it('modern: the player who goes first may not attack on their first turn', async () => {
    const attacks = await firstTurnAttacks('modern');
    for (const a of attacks) {
      expect(a.enabled).toBe(false);
      if (!a.enabled) expect(a.reason).toMatch(/cannot attack on their first turn/);
    }
  });

  it('original Base Set: the first-turn rule does not apply', async () => {
    const attacks = await firstTurnAttacks('base-set');
    for (const a of attacks)
      if (!a.enabled) expect(a.reason).not.toMatch(/cannot attack on their first turn/);
  });
});

describe('a MANUAL card (the game has no implementation for it)', () => {
  // A set a user could load, with a Trainer the plugin does not carry out.
  const custom = loadCardSet({
    set: { id: 'webtest', name: 'Web Test', series: 'Test', ptcgoCode: 'WTS' },
    cards: [
      {
        id: 'webtest-1',
        name: 'Odd Parcel',
        supertype: 'Trainer',
        subtypes: ['Item'],
        number: '1',
        rules: ['Draw a card. Then, put a card from your hand on the bottom of your deck.'],
      },
      {
        id: 'webtest-2',
        name: 'Puzzlemon',
        supertype: 'Pokémon',
        subtypes: ['Basic'],
        hp: '120',
        types: ['Colorless'],
        number: '2',
        attacks: [
          {
            name: 'Odd Beam',
            cost: ['Colorless'],
            convertedEnergyCost: 1,
            damage: '30',
            text: 'Flip a coin. If heads, your opponent shuffles their hand into their deck.',
          },
        ],
      },
    ],
  });
  const plugin = () =>
    createPokemonPlugin({
      registry: createCardRegistry([...Object.values(getBundledSets()), custom]),
    });

  /** Pawmot Thunder with 4 Odd Parcel instead of 4 Basic Lightning Energy. */
  function parcelConfig(seed: number): MatchConfig {
    const base = humanConfig('sv-pawmot-thunder', seed);
    const [me, bot] = base.players;
    const ids = [...me.deck.cardIds!];
    for (let n = 0; n < 4; n++) ids[ids.lastIndexOf('sve-4')] = 'webtest-1';
    expect(ids.filter((id) => id === 'webtest-1')).toHaveLength(4);
    return { ...base, players: [{ ...me, deck: { ...me.deck, cardIds: ids } }, bot] };
  }

  async function withParcel() {
    for (let seed = 1; seed <= 20; seed++) {
      const opened = await openPokemonDriver(parcelConfig(seed), plugin());
      if (!(await untilHuman(opened.driver))) continue;
      const option = opened.driver.actions('p1').find((o) => o.label.startsWith('Play Odd Parcel'));
      if (option?.enabled) return { ...opened, option };
    }
    throw new Error('no seed gave the human Odd Parcel');
  }

  it('opens a panel of own-zone moves, checked by the engine, until Done', async () => {
    const { driver, raw, events, option } = await withParcel();
    expect(driver.manual('p1')).toBeNull();
    expect(await driver.perform('p1', option.id)).toEqual({ ok: true });
    const view = driver.manual('p1');
    expect(view).toMatchObject({
      title: 'Odd Parcel',
      text: 'Draw a card. Then, put a card from your hand on the bottom of your deck.',
      searching: false,
    });
    // While it is open: no menus, no end of turn, and no deck card is listed.
    expect(driver.actions('p1')).toEqual([]);
    expect(await driver.perform('p1', 'end-turn')).toMatchObject({ ok: false });
    expect(view!.cards.some((c) => c.label.startsWith('Deck:'))).toBe(false);
    expect(view!.cards.every((c) => /^(Hand|Active|Bench \d|Discard): /.test(c.label))).toBe(true);

    const hand = () => zone(raw(), 'p1:hand');
    const handBefore = hand().length;
    expect(await driver.manualStep('p1', { kind: 'draw' })).toEqual({ ok: true });
    expect(hand()).toHaveLength(handBefore + 1);
    const card = hand()[0]!;
    expect(await driver.manualStep('p1', { kind: 'move', card, to: 'p1:deck@bottom' })).toEqual({
      ok: true,
    });
    expect(zone(raw(), 'p1:deck').at(-1)).toBe(card);
    // Only what the panel offers: the opponent's cards are not among them.
    const theirs = zone(raw(), 'p2:active')[0]!;
    expect(await driver.manualStep('p1', { kind: 'move', card: theirs, to: 'p1:hand' })).toEqual({
      ok: false,
      error: `Choose one of your cards to move (${theirs}).`,
    });

    // Damage counters on your own Pokémon, a Special Condition on an Active Pokémon.
    const active = () => sideOf(driver.view(p1), 'p1').active!;
    const damage = active().damage;
    expect(
      await driver.manualStep('p1', { kind: 'damage', pokemon: 'p1:active', amount: 10 }),
    ).toEqual({ ok: true });
    expect(active().damage).toBe(damage + 10);
    expect(
      await driver.manualStep('p1', { kind: 'damage', pokemon: 'p1:active', amount: -10 }),
    ).toEqual({ ok: true });
    expect(active().damage).toBe(damage);
    expect(
      await driver.manualStep('p1', { kind: 'damage', pokemon: 'p2:active', amount: 10 }),
    ).toEqual({ ok: false, error: 'Choose one of your Pokémon in play.' });
    // An Energy moved onto a Pokémon is attached under it.
    const energy = zone(raw(), 'p1:hand').find((id) =>
      raw().cards[id]!.templateId.startsWith('sve-'),
    );
    expect(energy).toBeDefined();
    const pips = active().energy.length;
    expect(await driver.manualStep('p1', { kind: 'move', card: energy!, to: 'p1:active' })).toEqual(
      { ok: true },
    );
    expect(active().energy).toHaveLength(pips + 1);
    expect(zone(raw(), 'p1:active').at(-1)).toBe(energy);

    // Searching lists the deck until it is shuffled.
    expect(await driver.manualStep('p1', { kind: 'search' })).toEqual({ ok: true });
    const searching = driver.manual('p1')!;
    expect(searching.searching).toBe(true);
    expect(searching.cards.filter((c) => c.label.startsWith('Deck:'))).toHaveLength(
      zone(raw(), 'p1:deck').length,
    );
    expect(await driver.manualStep('p1', { kind: 'shuffle' })).toEqual({ ok: true });
    expect(driver.manual('p1')!.searching).toBe(false);

    expect(await driver.manualStep('p1', { kind: 'done' })).toEqual({ ok: true });
    expect(driver.manual('p1')).toBeNull();
    expect(zone(raw(), 'p1:discard')).toContain(option.cardId);
    expect(driver.actions('p1').some((o) => o.kind === 'end-turn' && o.enabled)).toBe(true);
    const mine = events.filter(
      (e) => e.kind === 'action' && e.player === 'p1' && e.source === 'ui',
    );
    expect(mine.map((e) => e.kind === 'action' && e.text)).toEqual(
      expect.arrayContaining([
        'Player 1 played Odd Parcel.',
        'Odd Parcel: Player 1 drew a card.',
        'Odd Parcel: Player 1 searched their deck.',
        'Odd Parcel: Player 1 shuffled their deck.',
        'Player 1 finished Odd Parcel.',
      ]),
    );
    expect(await driver.manualStep('p1', { kind: 'done' })).toEqual({
      ok: false,
      error: 'Player 1 has no card to carry out by hand now.',
    });
    // Each step is logged once, in the player's words.
    expect(
      mine.filter((e) => e.kind === 'action' && e.text === 'Player 1 finished Odd Parcel.'),
    ).toHaveLength(1);
  });

  it('a bot whose attack is MANUAL lets its text go, and the game goes on without a stall', async () => {
    // The bot plays only Puzzlemon, whose attack the game does not carry out.
    const base = pokemonConfig((f) => {
      for (const p of f.players) p.aiMode = 'autonomous';
    });
    const [a, b] = base.players;
    const ids = [...Array(4).fill('webtest-2'), ...Array(56).fill('sve-4')];
    const cfg: MatchConfig = {
      ...base,
      players: [a, { ...b, deck: { ...b.deck, cardIds: ids } }],
    };
    const { driver, events, raw } = await openPokemonDriver(cfg, plugin());
    for (let i = 0; i < 400 && driver.status().kind !== 'finished'; i++) {
      expect(await driver.step()).toEqual({ ok: true });
      // Between AI steps no card is left half carried out.
      if (driver.status().kind === 'turn') expect(raw().plugin.effects).toEqual([]);
    }
    // The bot declares the attack, lets its text go (finish_effect) and its turn ends normally.
    const p2 = events.flatMap((e) => (e.kind === 'action' && e.player === 'p2' ? [e.text] : []));
    const attacks = p2.filter((t) => /^Puzzlemon used [^.]+\.$/.test(t)).length;
    expect(attacks).toBeGreaterThan(0);
    const turns = events.filter((e) => e.kind === 'turn' && e.player === 'p1').length;
    expect(turns).toBeGreaterThanOrEqual(attacks - 1);
    expect(events.filter((e) => e.kind === 'error')).toEqual([]);
    expect(driver.status().kind).toBe('finished');
  });
});
