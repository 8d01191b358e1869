import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openTournamentStore, roundRobin, runTournament } from '@playmat/tournament';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp, launchBrowser, RESULTS, screenshot, serveStatic, watchErrors } from './harness';

let url = '';
let context: BrowserContext;
let page: Page;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  await mkdir(RESULTS, { recursive: true });
  const browser = await launchBrowser();
  cleanups.push(browser.close);
  context = browser.context;
  const server = await serveStatic(await buildApp());
  cleanups.push(server.close);
  url = server.url;
});

afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

/** A real report from the tournament runner: "strong" beats "weak" except in round 0. */
async function report() {
  const plan = roundRobin({
    entrants: [{ id: 'strong' }, { id: 'middle' }, { id: 'weak' }],
    rounds: 3,
    seed: 1,
  });
  const rank = { strong: 3, middle: 2, weak: 1 } as Record<string, number>;
  const { report } = await runTournament({
    store: await openTournamentStore(null),
    plan,
    play: async (task) => {
      const [a, b] = task.game.seats as [string, string];
      return {
        winner: task.game.round === 0 ? b : rank[a]! > rank[b]! ? a : b,
        end: 'game_over',
        reason: 'prizes',
        turns: 10,
        durationMs: 500,
        seats: [a, b].map((entrant) => ({
          entrant,
          inputTokens: 2000,
          outputTokens: 100,
          cost: 0.002,
          calls: 20,
          rejected: entrant === 'weak' ? 4 : 0,
        })),
      };
    },
  });
  return report;
}

it('shows a tournament’s leaderboard with a rating chart, and explains a wrong file', async () => {
  page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(url);
  await page.getByTestId('nav-leaderboard').click();
  await expect.poll(() => page.getByTestId('leaderboard').count()).toBe(1);

  const data = await report();
  const file = join(RESULTS, 'leaderboard-results.json');
  await writeFile(file, JSON.stringify(data));
  await page.getByTestId('leaderboard-file').setInputFiles(file);

  await expect.poll(() => page.getByTestId('chart-row').count()).toBe(3);
  const names = await page.getByTestId('chart-row').locator('text').allTextContents();
  expect(names).toEqual(data.standings.map((s) => s.entrant));
  expect(names[0]).toBe('strong');
  // Dots left to right in rating order: the best entrant's dot is furthest right.
  const xs = await page
    .getByTestId('chart-row')
    .locator('circle')
    .evaluateAll((cs) => cs.map((c) => Number(c.getAttribute('cx'))));
  expect(xs).toEqual([...xs].sort((a, b) => b - a));
  const rows = await page.getByTestId('leaderboard-table').locator('tbody tr').allTextContents();
  const weak = data.standings.find((s) => s.entrant === 'weak')!;
  expect(rows.find((r) => r.startsWith('weak'))).toContain(`(${weak.rejected}/${weak.calls})`);
  await expect
    .poll(() => page.getByTestId('leaderboard-summary').textContent())
    .toContain('18/18 games finished');
  await screenshot(page, 'leaderboard');

  const bad = join(RESULTS, 'not-a-report.json');
  await writeFile(bad, JSON.stringify({ hello: 'world' }));
  await page.getByTestId('leaderboard-file').setInputFiles(bad);
  await expect
    .poll(() => page.getByTestId('leaderboard-error').textContent())
    .toMatch(/^This is not a tournament report: tournament: /);
  expect(errors).toEqual([]);
  await page.close();
});
