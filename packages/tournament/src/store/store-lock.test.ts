import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { spawnLines } from '../__fixtures__/child-lines';
import { raceOutcome, racePlan } from '../__fixtures__/lock-race-plan';
import { processStart } from './process-identity';
import { openTournamentStore } from './sqlite-store';

const racer = fileURLToPath(new URL('../__fixtures__/lock-racer.mjs', import.meta.url));
const folder = () => mkdtempSync(join(tmpdir(), 'store-lock-'));

/** A lock owner that ran on this machine and is gone: a process started, read and killed. */
async function deadOwner(): Promise<string> {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' });
  const owner = { pid: child.pid!, start: processStart(child.pid!), host: hostname(), nonce: 'x1' };
  child.kill('SIGKILL');
  await new Promise((resolve) => child.once('exit', resolve));
  return JSON.stringify(owner);
}

describe('the store lock', () => {
  it('10 processes racing for one dead run’s lock: exactly one proceeds, and no result is lost', async () => {
    const file = join(folder(), 't.sqlite');
    // The dead run had written games 0–2.
    const before = await openTournamentStore(file);
    before.open(racePlan);
    for (const game of [0, 1, 2]) before.recordResult(game, raceOutcome(game), 1);
    before.close();
    writeFileSync(`${file}.lock`, await deadOwner());

    const racers = Array.from({ length: 10 }, (_, i) =>
      spawnLines(racer, { STORE: file, GAME: String(3 + i) }),
    );
    try {
      // Ten processes load the TypeScript loader at once: on a busy 2-core machine that alone
      // took over a minute. The race is what is tested, not how fast they start.
      await Promise.all(racers.map((r) => r.waitFor((l) => l.includes('ready'), 'ready', 200_000)));
      const at = Date.now() + 300;
      for (const r of racers) r.send(`go ${at}`);
      const said = (r: (typeof racers)[number]) => r.lines.find((l) => l !== 'ready');
      await Promise.all(racers.map((r) => r.waitFor(() => said(r) !== undefined, 'an answer')));
      const answers = racers.map(said);
      expect(answers.filter((a) => a === 'won')).toHaveLength(1);
      expect(answers.filter((a) => a === 'locked STORE_LOCKED')).toHaveLength(9);
      // The winner writes its game; everything the dead run wrote is still there.
      const winner = racers[answers.indexOf('won')]!;
      winner.send('record');
      await winner.waitFor((l) => l.includes('recorded'), 'recorded');
      const after = await openTournamentStore(file);
      expect(after.results().map((r) => r.index)).toEqual([0, 1, 2, 3 + racers.indexOf(winner)]);
      after.close();
      // Nothing of the race is left beside the store.
      expect(readdirSync(join(file, '..'))).toEqual(['t.sqlite']);
    } finally {
      for (const r of racers) if (r.child.exitCode === null) r.child.kill('SIGKILL');
    }
  }, 300_000);

  it('takes over a lock whose pid now belongs to another process (its start time differs)', async () => {
    const file = join(folder(), 't.sqlite');
    const other = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      const start = processStart(other.pid!)!;
      const owner = { pid: other.pid, start, host: hostname(), nonce: 'n' };
      // The live process itself: locked.
      writeFileSync(`${file}.lock`, JSON.stringify(owner));
      await expect(openTournamentStore(file)).rejects.toMatchObject({
        code: 'STORE_LOCKED',
        message: `${file} is in use by process ${other.pid} (another run of this tournament?). Let it finish or stop it, then run again; a lock left by a process that died is taken over.`,
      });
      // The same pid with another start time: the lock's owner died and the pid was reused.
      writeFileSync(`${file}.lock`, JSON.stringify({ ...owner, start: String(Number(start) - 1) }));
      const store = await openTournamentStore(file);
      expect(JSON.parse(readFileSync(`${file}.lock`, 'utf8'))).toMatchObject({
        pid: process.pid,
        start: processStart(process.pid),
      });
      store.close();
      // A lock from another boot of this machine is dead too.
      writeFileSync(`${file}.lock`, JSON.stringify({ ...owner, boot: 'an-earlier-boot' }));
      (await openTournamentStore(file)).close();
      expect(existsSync(`${file}.lock`)).toBe(false);
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('cannot check a lock of another host, and says how to remove it', async () => {
    const file = join(folder(), 't.sqlite');
    writeFileSync(`${file}.lock`, JSON.stringify({ pid: 1, host: 'elsewhere', nonce: 'n' }));
    await expect(openTournamentStore(file)).rejects.toMatchObject({
      code: 'STORE_LOCKED',
      message: `${file} is in use by process 1 on elsewhere, which cannot be checked from here. If that run is over, delete ${file}.lock and run again.`,
    });
  });

  it('handles of one process share the lock, and the last to close lets it go', async () => {
    const file = join(folder(), 't.sqlite');
    const one = await openTournamentStore(file);
    const two = await openTournamentStore(file);
    one.close();
    expect(existsSync(`${file}.lock`)).toBe(true);
    two.close();
    expect(existsSync(`${file}.lock`)).toBe(false);
  });

  it('clears what takers that died left behind: half-made locks and takeover files', async () => {
    const dir = folder();
    const file = join(dir, 't.sqlite');
    const dead = await deadOwner();
    const deadPid = JSON.parse(dead).pid as number;
    writeFileSync(`${file}.lock.${deadPid}.00ff.new`, dead);
    writeFileSync(`${file}.lock.takeover-0123abcd`, dead);
    // A live taker's file is left alone.
    writeFileSync(`${file}.lock.${process.pid}.0abc.new`, 'x');
    const store = await openTournamentStore(file);
    expect(readdirSync(dir).sort()).toEqual([
      't.sqlite.lock',
      `t.sqlite.lock.${process.pid}.0abc.new`,
    ]);
    store.close();
  });
});
