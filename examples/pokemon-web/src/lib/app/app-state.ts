import type { CreateMatchDriver } from '../driver';
import { createMatchController, type MatchController, type MatchControllerOptions } from '../match';
import {
  type DeckCatalog,
  defaultSetupForm,
  type MatchConfig,
  type SetupError,
  type SetupForm,
  validateSetup,
} from '../setup';

/** The app's screens: set up a match, then play or watch it. */
export type Screen =
  | { kind: 'deck-select'; form: SetupForm; errors: readonly SetupError[]; starting: boolean }
  | { kind: 'game'; config: MatchConfig; controller: MatchController; form: SetupForm };

/** What the app is built from; the real driver and catalog are swapped in here. */
export interface AppDeps {
  catalog: DeckCatalog;
  createDriver: CreateMatchDriver;
  controllerOptions?: MatchControllerOptions;
}

/** The app's top-level state: a Svelte-compatible store of the current {@link Screen}. */
export interface AppState {
  subscribe(run: (screen: Screen) => void): () => void;
  get(): Screen;
  readonly catalog: DeckCatalog;
  /** Replaces the setup form (DeckSelect edits a copy and hands it back). */
  setForm(form: SetupForm): void;
  /** Validates the form; on success builds the driver and switches to the game screen. */
  startMatch(): Promise<boolean>;
  /** Leaves the game (disposing it) and returns to DeckSelect with the same form. */
  backToSetup(): void;
}

/** Creates the app state, starting on DeckSelect with the default form. */
export function createAppState(deps: AppDeps): AppState {
  const subscribers = new Set<(s: Screen) => void>();
  let screen: Screen = {
    kind: 'deck-select',
    form: defaultSetupForm(deps.catalog),
    errors: [],
    starting: false,
  };
  const set = (next: Screen) => {
    screen = next;
    for (const s of subscribers) s(screen);
  };

  return {
    catalog: deps.catalog,
    subscribe(run) {
      subscribers.add(run);
      run(screen);
      return () => subscribers.delete(run);
    },
    get: () => screen,
    setForm(form) {
      if (screen.kind !== 'deck-select') return;
      set({ ...screen, form, errors: [] });
    },
    async startMatch() {
      if (screen.kind !== 'deck-select' || screen.starting) return false;
      const form = screen.form;
      const result = validateSetup(form, deps.catalog);
      if (!result.ok) {
        set({ ...screen, errors: result.errors });
        return false;
      }
      set({ ...screen, errors: [], starting: true });
      try {
        const driver = await deps.createDriver(result.config);
        const humans = result.config.players
          .filter((p) => p.controller.kind === 'human')
          .map((p) => p.id);
        const controller = createMatchController(driver, humans, deps.controllerOptions);
        set({ kind: 'game', config: result.config, controller, form });
        controller.start();
        return true;
      } catch (e) {
        const message = e instanceof Error ? e.message : String(e);
        set({
          kind: 'deck-select',
          form,
          errors: [{ path: 'match', message: `Could not start the match: ${message}` }],
          starting: false,
        });
        return false;
      }
    },
    backToSetup() {
      if (screen.kind !== 'game') return;
      screen.controller.dispose();
      set({ kind: 'deck-select', form: screen.form, errors: [], starting: false });
    },
  };
}
