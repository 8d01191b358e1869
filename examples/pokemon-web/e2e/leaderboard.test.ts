import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
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

  // No serious accessibility violations (axe-core in the page).
  await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
  const serious = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: () => Promise<{ violations: { id: string; impact: string }[] }> };
      }
    ).axe;
    return (await axe.run()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => v.id);
  });
  expect(serious).toEqual([]);

  // The report stays when the player goes to Play and back, and after a reload.
  await page.getByTestId('nav-play').click();
  await page.getByTestId('deck-select').waitFor();
  await page.getByTestId('nav-leaderboard').click();
  await expect.poll(() => page.getByTestId('chart-row').count()).toBe(3);
  await page.reload();
  await expect.poll(() => page.getByTestId('chart-row').count()).toBe(3);

  // On a phone the chart fits the screen (it scales; nothing is cut off).
  await page.setViewportSize({ width: 390, height: 844 });
  const chart = (await page.getByTestId('rating-chart').boundingBox())!;
  expect(chart.x).toBeGreaterThanOrEqual(0);
  expect(chart.x + chart.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'leaderboard-phone');
  await page.setViewportSize({ width: 1366, height: 900 });

  const bad = join(RESULTS, 'not-a-report.json');
  await writeFile(bad, JSON.stringify({ hello: 'world' }));
  await page.getByTestId('leaderboard-file').setInputFiles(bad);
  await expect
    .poll(() => page.getByTestId('leaderboard-error').textContent())
    .toMatch(/^This is not a tournament report: tournament: /);
  // A bad file replaces the report: the error is not shown above the old one.
  expect(await page.getByTestId('leaderboard-table').count()).toBe(0);
  expect(await page.getByTestId('rating-chart').count()).toBe(0);
  await page.reload();
  expect(await page.getByTestId('leaderboard-table').count()).toBe(0);
  expect(errors).toEqual([]);
  await page.close();
});
