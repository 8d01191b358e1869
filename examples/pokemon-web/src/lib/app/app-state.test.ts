import { describe, expect, it } from 'vitest';
import { createPokemonDriver, createPokemonMatchDriver } from '../driver';
import { createPokemonCatalog } from '../setup';
import { createAppState, type Screen } from '.';

const deps = () => ({
  catalog: createPokemonCatalog(),
  createDriver: createPokemonMatchDriver,
  controllerOptions: { sleep: async () => {} },
});

describe('app state', () => {
  it('starts on DeckSelect and stays there with field errors when the form is invalid', async () => {
    const app = createAppState(deps());
    const screen = app.get();
    expect(screen.kind).toBe('deck-select');
    if (screen.kind !== 'deck-select') return;
    const form = structuredClone(screen.form);
    form.players[0].deckSource = 'pasted';
    form.players[0].pastedText = '60 Missingno';
    app.setForm(form);
    expect(await app.startMatch()).toBe(false);
    const after = app.get();
    expect(after.kind === 'deck-select' && after.errors).toEqual([
      { path: 'players.0.deck', message: 'Line 1: Unknown card: "Missingno".' },
    ]);
  });

  // The controller runs a short match (a draw after eight turns) until it is finished.
  it('switches to the game, then back to DeckSelect with the same form', {
    timeout: 60_000,
  }, async () => {
    const app = createAppState({
      ...deps(),
      createDriver: (config) => createPokemonDriver(config, { maxTurns: 8 }),
    });
    const start = app.get();
    if (start.kind === 'deck-select') app.setForm({ ...start.form, era: 'base-set' });
    const screens: Screen['kind'][] = [];
    app.subscribe((s) => screens.push(s.kind));
    expect(await app.startMatch()).toBe(true);
    const game = app.get();
    expect(game.kind).toBe('game');
    if (game.kind !== 'game') return;
    expect(game.controller.get().started).toBe(true);
    expect(game.config.era).toBe('base-set');
    await game.controller.idle();
    expect(game.controller.get().status.kind).toBe('finished');
    app.backToSetup();
    expect(app.get()).toMatchObject({ kind: 'deck-select', form: game.form, errors: [] });
    expect(screens).toEqual(['deck-select', 'deck-select', 'game', 'deck-select']);
  });

  it('reports a driver that fails to start without leaving DeckSelect', async () => {
    const app = createAppState({
      ...deps(),
      createDriver: () => Promise.reject(new Error('engine not ready')),
    });
    expect(await app.startMatch()).toBe(false);
    expect(app.get()).toMatchObject({
      kind: 'deck-select',
      starting: false,
      errors: [{ path: 'match', message: 'Could not start the match: engine not ready' }],
    });
  });
});

describe('app state: a match survives a reload', () => {
  /** An in-memory `localStorage`, shared by the two "page loads". */
  function memory() {
    const m = new Map<string, string>();
    return {
      getItem: (k: string) => m.get(k) ?? null,
      setItem: (k: string, v: string) => void m.set(k, v),
      removeItem: (k: string) => void m.delete(k),
    };
  }

  it('resumes the saved match at the same state, and forgets it on New match', async () => {
    const storage = memory();
    const first = createAppState({ ...deps(), storage });
    const screen = first.get();
    if (screen.kind !== 'deck-select') throw new Error('not on DeckSelect');
    const form = structuredClone(screen.form);
    form.players[0].kind = 'human';
    first.setForm(form);
    expect(await first.startMatch()).toBe(true);
    const game = first.get();
    if (game.kind !== 'game') throw new Error('no game');
    await game.controller.idle();
    // The human places an Active Pokémon, then the page is closed mid-setup.
    const place = game.controller.get().actions.find((a) => a.kind === 'setup' && a.enabled)!;
    await game.controller.perform(place.id);
    const before = game.controller.get().board;
    game.controller.dispose();

    const second = createAppState({ ...deps(), storage });
    // The form comes back as it was (human first seat).
    const reloaded = second.get();
    expect(reloaded.kind === 'deck-select' && reloaded.form.players[0].kind).toBe('human');
    expect(await second.resume()).toBe(true);
    const resumed = second.get();
    if (resumed.kind !== 'game') throw new Error('did not resume');
    await resumed.controller.idle();
    expect(resumed.controller.get().board).toEqual(before);
    // The log is told again from the replay.
    expect(resumed.controller.get().log.entries.length).toBeGreaterThan(3);

    second.backToSetup();
    const third = createAppState({ ...deps(), storage });
    expect(await third.resume()).toBe(false);
    expect(third.get().kind).toBe('deck-select');
  });

  it('does not resume a save that does not replay, and says so', async () => {
    const storage = memory();
    const first = createAppState({ ...deps(), storage });
    const screen = first.get();
    if (screen.kind !== 'deck-select') throw new Error('not on DeckSelect');
    expect(await first.startMatch()).toBe(true);
    const game = first.get();
    if (game.kind !== 'game') throw new Error('no game');
    game.controller.dispose();
    const saved = JSON.parse(storage.getItem('playmat.pokemon-web.match')!);
    saved.steps = [{ type: 'end_turn', player: 'p2', source: 'ui' }];
    storage.setItem('playmat.pokemon-web.match', JSON.stringify(saved));
    const second = createAppState({ ...deps(), storage });
    expect(await second.resume()).toBe(false);
    const s = second.get();
    expect(s.kind === 'deck-select' && s.errors[0]?.message).toMatch(
      /^The saved match could not resume: The saved match does not replay: step 1 of 1 was refused/,
    );
    expect(storage.getItem('playmat.pokemon-web.match')).toBeNull();
  });
});
