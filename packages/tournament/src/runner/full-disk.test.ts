import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { drawPlayGame } from '../__fixtures__/draw-play';
import { smallDisk } from '../__fixtures__/small-disk';
import { isTournamentError } from '../errors';
import { roundRobin } from '../schedule/round-robin';
import { openTournamentStore } from '../store/sqlite-store';
import { runTournament } from './run-tournament';

const plan = roundRobin({
  entrants: [{ id: 'good' }, { id: 'sloppy', config: { style: 'sloppy' } }],
  rounds: 20,
  seed: 300,
});
const play = drawPlayGame();

describe('a disk that fills up in the middle of a tournament', () => {
  it('stops the run with STORE_WRITE_FAILED; the store opens as it was; a rerun with room plays each game exactly once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'full-disk-'));
    const file = join(dir, 't.sqlite');
    // How big the store is with no game played yet.
    const sizing = join(mkdtempSync(join(tmpdir(), 'full-disk-size-')), 't.sqlite');
    const empty = await openTournamentStore(sizing);
    empty.open(plan);
    empty.close();
    const size = statSync(sizing).size;
    // Room for that store and a copy of it (the write goes to a temporary file first), plus
    // half a page: the write after the store first grows a page finds the disk full mid-file.
    const disk = smallDisk(2 * size + 2048);

    const store = await openTournamentStore(file, { files: disk });
    const finished: number[] = [];
    const error = await runTournament({
      store,
      plan,
      play,
      concurrency: 2,
      onEvent: (e) => {
        if (e.type === 'game_end') finished.push(e.game.index);
      },
    }).then(
      () => undefined,
      (e: unknown) => e,
    );
    store.close();
    expect(isTournamentError(error) && error.code).toBe('STORE_WRITE_FAILED');
    expect((error as Error).message).toMatch(
      new RegExp(
        `^Could not write the tournament store ${file}: no space left on the device \\(ENOSPC\\) after \\d+ of \\d+ bytes\\. The store is as it was before \\(${finished.length} finished games? kept\\)`,
      ),
    );
    expect(finished.length).toBeGreaterThan(0);
    expect(finished.length).toBeLessThan(plan.games.length);
    expect(readdirSync(dir)).toEqual(['t.sqlite']);

    // The store on disk opens, with every game the run said it finished.
    const kept = await openTournamentStore(file);
    expect(kept.results().map((r) => r.index)).toEqual([...finished].sort((a, b) => a - b));
    kept.close();

    // With room again, the same tournament finishes: each game exactly once.
    const again = await openTournamentStore(file);
    const replayed: number[] = [];
    const result = await runTournament({
      store: again,
      plan,
      play: async (task, context) => {
        replayed.push(task.game.index);
        return play(task, context);
      },
      concurrency: 2,
    });
    expect(result).toMatchObject({ alreadyFinished: finished.length, failed: 0 });
    expect(replayed.filter((g) => finished.includes(g))).toEqual([]);
    expect([...finished, ...replayed].sort((a, b) => a - b)).toEqual([...plan.games.keys()]);
    expect(again.results().map((r) => r.index)).toEqual([...plan.games.keys()]);
    expect(again.results().every((r) => r.attempts === 1)).toBe(true);
    again.close();
  }, 120_000);
});
