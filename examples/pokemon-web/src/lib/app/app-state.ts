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
import {
  clearMatch,
  type KeyValueStorage,
  keysNeeded,
  loadForm,
  loadMatch,
  saveForm,
  saveMatch,
} from './saved';

/** The app's screens: set up a match, then play or watch it. */
export type Screen =
  | { kind: 'deck-select'; form: SetupForm; errors: readonly SetupError[]; starting: boolean }
  | { kind: 'game'; config: MatchConfig; controller: MatchController; form: SetupForm };

/** What the app is built from; the real driver and catalog are swapped in here. */
export interface AppDeps {
  catalog: DeckCatalog;
  createDriver: CreateMatchDriver;
  controllerOptions?: MatchControllerOptions;
  /** Where the form and the match in progress are kept (the browser's `localStorage`). */
  storage?: KeyValueStorage;
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
  /** Leaves the game (disposing it and forgetting its save) and returns to DeckSelect. */
  backToSetup(): void;
  /** Keeps the form as it is being edited (a pasted deck survives a reload); keys are not kept. */
  saveForm(form: SetupForm): void;
  /** Resumes the saved match, if there is one; false (and on DeckSelect) otherwise. */
  resume(): Promise<boolean>;
}

/** Creates the app state, starting on DeckSelect with the default form. */
export function createAppState(deps: AppDeps): AppState {
  const subscribers = new Set<(s: Screen) => void>();
  const storage = deps.storage;
  let screen: Screen = {
    kind: 'deck-select',
    form: (storage && loadForm(storage)) ?? defaultSetupForm(deps.catalog),
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
      if (storage) saveForm(storage, form);
      try {
        await play(result.config, form);
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
      if (storage) clearMatch(storage);
      set({ kind: 'deck-select', form: screen.form, errors: [], starting: false });
    },
    saveForm(form) {
      if (storage) saveForm(storage, form);
    },
    async resume() {
      const saved = storage ? loadMatch(storage) : null;
      if (!storage || !saved || screen.kind !== 'deck-select') return false;
      const missing = keysNeeded(saved.config);
      const fail = (message: string) => {
        clearMatch(storage);
        set({ ...screen, errors: [{ path: 'match', message }], starting: false } as Screen);
        return false;
      };
      if (missing.length > 0)
        return fail(
          `The saved match used ${missing.join(', ')}; API keys are never saved, so it cannot resume. Start it again with the key.`,
        );
      try {
        await play(saved.config, screen.form, saved.steps);
        return true;
      } catch (e) {
        return fail(
          `The saved match could not resume: ${e instanceof Error ? e.message : String(e)}`,
        );
      }
    },
  };

  /** Starts (or, with `steps`, resumes) a match and keeps it saved as it goes. */
  async function play(config: MatchConfig, form: SetupForm, steps?: readonly unknown[]) {
    const driver = await deps.createDriver(config, steps);
    const humans = config.players.filter((p) => p.controller.kind === 'human').map((p) => p.id);
    const controller = createMatchController(driver, humans, deps.controllerOptions);
    if (storage) {
      let saved = -1;
      controller.subscribe(() => {
        const history = driver.history();
        if (history.length === saved) return;
        saved = history.length;
        saveMatch(storage, config, history);
      });
    }
    set({ kind: 'game', config, controller, form });
    controller.start();
  }
}
