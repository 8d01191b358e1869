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
