import { describe, expect, it, vi } from 'vitest';
import { createPokemonDriver, type DriverResult, type MatchDriver } from '../driver';
import { humanConfig, pokemonConfig, setUp } from '../driver/test-helpers';
import type { MatchConfig } from '../setup';
import { createMatchController, type MatchSnapshot, type Sleep, SPEED } from '.';

/** A real match on the engine with the offline bots (a whole match takes well under a second). */
/** A driver past the human's setup (they place their Pokémon first: Active, Bench, Ready). */
async function driverFor(config: MatchConfig = pokemonConfig()) {
  const driver = await createPokemonDriver(config);
  await setUp(driver);
  return driver;
}

/** A sleep that records delays and returns at once. */
function recordingSleep() {
  const delays: number[] = [];
  const sleep: Sleep = async (ms) => {
    delays.push(ms);
  };
  return { delays, sleep };
}

describe('match controller', () => {
  // To the end of a short match (a draw after eight turns): whole matches to a winner are the
  // driver's tests.
  it('runs an AI-vs-AI match to the end with the chosen delay between steps', {
    timeout: 60_000,
  }, async () => {
    const { delays, sleep } = recordingSleep();
    const driver = await createPokemonDriver(pokemonConfig(), { maxTurns: 8 });
    const step = vi.spyOn(driver, 'step');
    const c = createMatchController(driver, [], { sleep, delayMs: 250 });
    const seen: MatchSnapshot[] = [];
    c.subscribe((s) => seen.push(s));
    expect(c.get().started).toBe(false);
    c.start();
    await c.idle();
    const s = c.get();
    expect(s.status.kind).toBe('finished');
    expect(s.viewer).toEqual({ kind: 'spectator' });
    expect(s.board.players.every((p) => !p.hand.visible)).toBe(true);
    expect(s.log.entries.at(-1)).toMatchObject({
      kind: 'result',
      result: { winner: null, reason: 'turn limit (8) reached' },
    });
    // One pause between each two AI steps, none after the last.
    expect(step.mock.calls.length).toBeGreaterThan(1);
    expect(delays).toHaveLength(step.mock.calls.length - 1);
    expect(new Set(delays)).toEqual(new Set([250]));
    expect(seen.some((x) => x.busy)).toBe(true);
    expect(s.busy).toBe(false);
  });

  it('pauses, steps once while paused, and resumes', async () => {
    let release: () => void = () => {};
    const sleep: Sleep = () => new Promise((r) => (release = r));
    const driver = await driverFor();
    const step = vi.spyOn(driver, 'step');
    const c = createMatchController(driver, [], { sleep });
    c.start();
    await vi.waitFor(() => expect(step).toHaveBeenCalledTimes(1));
    c.pause();
    release();
    await c.idle();
    expect(step).toHaveBeenCalledTimes(1);
    expect(c.get().paused).toBe(true);
    await c.stepOnce();
    expect(step).toHaveBeenCalledTimes(2);
    await c.stepOnce();
    expect(step).toHaveBeenCalledTimes(3);
    c.resume();
    await vi.waitFor(() => expect(step).toHaveBeenCalledTimes(4));
    c.dispose();
  });

  it('does not step while not started, and stepOnce does nothing unless paused', async () => {
    const driver = await driverFor();
    const step = vi.spyOn(driver, 'step');
    const c = createMatchController(driver, [], { sleep: async () => {} });
    await c.stepOnce();
    await c.idle();
    expect(step).not.toHaveBeenCalled();
  });

  it('clamps the delay to the slider range', async () => {
    const c = createMatchController(await driverFor(), []);
    c.setDelay(-5);
    expect(c.get().delayMs).toBe(SPEED.min);
    c.setDelay(99_999);
    expect(c.get().delayMs).toBe(SPEED.max);
    c.setDelay(Number.NaN);
    expect(c.get().delayMs).toBe(SPEED.default);
  });

  it('shows the human their own hand, waits for them, and hands back to the AI after', async () => {
    const c = createMatchController(await driverFor(humanConfig()), ['p1'], {
      sleep: async () => {},
    });
    c.start();
    await c.idle();
    const s = c.get();
    expect(s.viewer).toEqual({ kind: 'player', player: 'p1' });
    expect(s.status).toEqual({ kind: 'turn', player: 'p1', actor: 'human' });
    const [mine, theirs] = s.board.players;
    expect(mine!.hand.visible).toBe(true);
    expect(theirs!.hand.visible).toBe(false);
    expect(s.actions.length).toBeGreaterThan(0);
    expect(c.actionsFor(null).map((a) => a.kind)).toEqual(['end-turn']);
    await c.perform('end-turn');
    await c.idle();
    // The AI took its turn and it is the human's move again (or the match ended).
    const after = c.get();
    expect(after.board.turn).toBeGreaterThan(s.board.turn);
    expect(after.log.entries.some((e) => e.kind === 'tool-call' && e.player === 'p2')).toBe(true);
  });

  it('keeps a rejected move as an error and changes nothing', async () => {
    const c = createMatchController(await driverFor(humanConfig()), ['p1'], {
      sleep: async () => {},
    });
    c.start();
    await c.idle();
    const before = c.get().board;
    await c.perform('no-such-action');
    expect(c.get().error).toMatch(/No action "no-such-action" is available now/);
    expect(c.get().board).toEqual(before);
    await c.answer(['x']);
    expect(c.get().error).toBe('There is no decision waiting for you.');
  });

  it('toggles the selected card and clears it when the card has no actions', async () => {
    const c = createMatchController(await driverFor(humanConfig()), ['p1'], {
      sleep: async () => {},
    });
    c.start();
    await c.idle();
    const card = c.get().actions.find((a) => a.cardId !== null)!.cardId!;
    c.selectCard(card);
    expect(c.get().selectedCard).toBe(card);
    expect(c.actionsFor(card).every((a) => a.cardId === card)).toBe(true);
    c.selectCard(card);
    expect(c.get().selectedCard).toBeNull();
    c.selectCard('not-a-card-with-actions');
    expect(c.get().selectedCard).toBeNull();
  });

  it('pauses with a logged error when an AI step throws', async () => {
    const driver = await driverFor();
    driver.step = async (): Promise<DriverResult> => {
      throw new Error('provider unavailable');
    };
    const c = createMatchController(driver as MatchDriver, [], { sleep: async () => {} });
    c.start();
    await c.idle();
    expect(c.get().paused).toBe(true);
    expect(c.get().error).toBe('AI step failed: provider unavailable');
    expect(c.get().log.entries.at(-1)).toMatchObject({ kind: 'error' });
  });

  it('aborts the step in flight on dispose and publishes nothing after', async () => {
    const driver = await driverFor();
    let signal: AbortSignal | undefined;
    driver.step = (s) => {
      signal = s;
      return new Promise<DriverResult>(() => {});
    };
    const dispose = vi.spyOn(driver, 'dispose');
    const c = createMatchController(driver, [], { sleep: async () => {} });
    const run = vi.fn();
    c.subscribe(run);
    c.start();
    await vi.waitFor(() => expect(signal).toBeDefined());
    const calls = run.mock.calls.length;
    c.dispose();
    expect(signal!.aborted).toBe(true);
    expect(dispose).toHaveBeenCalledOnce();
    c.setDelay(10);
    expect(run.mock.calls.length).toBe(calls);
  });
});

describe('match controller: card effects', () => {
  it('shows a choice from a card as the human decision and answers it', async () => {
    const c = createMatchController(await driverFor(humanConfig('sv-pawmot-thunder', 1)), ['p1'], {
      sleep: async () => {},
    });
    c.start();
    await c.idle();
    const nest = c.get().actions.find((a) => a.label.startsWith('Play Nest Ball'))!;
    await c.perform(nest.id);
    const d = c.get().decision!;
    expect(d).toMatchObject({ player: 'p1', min: 0, max: 1 });
    expect(d.prompt).toMatch(/^Nest Ball: /);
    expect(c.get().status).toMatchObject({ kind: 'decision', actor: 'human' });
    expect(c.get().actions).toEqual([]);
    await c.answer([d.options[0]!.id, d.options[1]!.id]);
    expect(c.get().error).toBe('Choose 0 to 1 option(s); got 2.');
    expect(c.get().decision?.id).toBe(d.id);
    await c.answer([d.options[0]!.id]);
    expect(c.get().error).toBeNull();
    expect(c.get().decision).toBeNull();
    expect(c.get().status).toEqual({ kind: 'turn', player: 'p1', actor: 'human' });
    expect(
      c
        .get()
        .log.entries.some(
          (e) =>
            e.kind === 'decision' && e.text === `Nest Ball: Player 1 chose ${d.options[0]!.label}.`,
        ),
    ).toBe(true);
    c.dispose();
  });

  it('publishes a MANUAL card, forwards its steps and shows a rejected step as the error', async () => {
    const driver = await driverFor(humanConfig());
    const manual = {
      title: 'Odd Parcel',
      text: 'Draw a card.',
      cards: [],
      destinations: [],
      pokemon: [],
      searching: false,
    };
    let open = true;
    vi.spyOn(driver, 'manual').mockImplementation(() => (open ? manual : null));
    const step = vi
      .spyOn(driver, 'manualStep')
      .mockImplementation(async (_p, s): Promise<DriverResult> => {
        if (s.kind !== 'done') return { ok: false, error: `no step ${s.kind}` };
        open = false;
        return { ok: true };
      });
    const c = createMatchController(driver, ['p1'], { sleep: async () => {} });
    c.start();
    await c.idle();
    expect(c.get().status).toMatchObject({ kind: 'turn', player: 'p1', actor: 'human' });
    expect(c.get().manual).toEqual(manual);
    await c.manualStep({ kind: 'draw' });
    expect(step).toHaveBeenLastCalledWith('p1', { kind: 'draw' });
    expect(c.get().error).toBe('no step draw');
    expect(c.get().manual).toEqual(manual);
    await c.manualStep({ kind: 'done' });
    expect(c.get().error).toBeNull();
    expect(c.get().manual).toBeNull();
    await c.manualStep({ kind: 'done' });
    expect(c.get().error).toBe('There is no card to carry out by hand now.');
    expect(step).toHaveBeenCalledTimes(2);
    c.dispose();
  });

  it('has no MANUAL card for a spectator', async () => {
    const c = createMatchController(await driverFor(), []);
    expect(c.get().manual).toBeNull();
    await c.manualStep({ kind: 'done' });
    expect(c.get().error).toBe('There is no card to carry out by hand now.');
    c.dispose();
  });
});
