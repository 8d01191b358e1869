import { mkdir } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, launchBrowser, RESULTS, screenshot, serveStatic, watchErrors } from './harness';

let url = '';
let context: BrowserContext;
let page: Page;
let errors: string[] = [];
const cleanups: (() => Promise<void>)[] = [];

// A setup failure (above all: no Chromium) is rethrown by every test, so each one FAILS with
// the install hint instead of being reported as skipped.
let setupError: unknown = null;

beforeAll(async () => {
  try {
    const browser = await launchBrowser();
    cleanups.push(browser.close);
    context = browser.context;
    await mkdir(RESULTS, { recursive: true });
    const server = await serveStatic(await buildApp());
    cleanups.push(server.close);
    url = server.url;
  } catch (e) {
    setupError = e;
  }
});

afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

beforeEach(async () => {
  if (setupError) throw setupError;
  page = await context.newPage();
  errors = watchErrors(page);
  await page.goto(url);
});

afterEach(async () => {
  if (setupError) return;
  await page.close();
  expect(errors).toEqual([]);
});

const byTestId = (id: string) => page.getByTestId(id);

async function setFastest() {
  await byTestId('speed').fill('0');
}

describe('DeckSelect', () => {
  it('offers exactly the two AI modes and the planner model only for pipeline', async () => {
    const modes = await byTestId('ai-mode-0').locator('option').allTextContents();
    expect(modes).toEqual(['Pipeline (Plan+Execute)', 'Autonomous (Single Agent)']);
    await expect.poll(() => byTestId('planner-model-0').count()).toBe(1);
    await byTestId('ai-mode-0').selectOption({ label: 'Autonomous (Single Agent)' });
    await expect.poll(() => byTestId('planner-model-0').count()).toBe(0);
    await byTestId('kind-1').selectOption('human');
    await expect.poll(() => byTestId('model-1').count()).toBe(0);
    await expect.poll(() => byTestId('ai-mode-1').count()).toBe(0);
  });

  it('shows pasted deck errors as you type and blocks the start', async () => {
    await byTestId('deck-source-pasted-0').check();
    await byTestId('pasted-deck-0').fill('4 Pikachu BS 58\n3 Missingno XX 0\nnot a card line');
    const deckErrors = byTestId('deck-errors-0');
    await expect
      .poll(() => deckErrors.textContent())
      .toContain('Line 2: Unknown card: "Missingno"');
    expect(await deckErrors.textContent()).toContain('Line 3: Cannot read: "not a card line"');
    await byTestId('start-match').click();
    await expect.poll(() => byTestId('setup-errors').count()).toBe(1);
    expect(await byTestId('game').count()).toBe(0);
    await screenshot(page, 'deck-select-errors');
  });

  it('asks for a provider key, keeps it out of storage and the URL', async () => {
    await byTestId('model-0').fill('anthropic/claude-sonnet-4-5');
    await byTestId('start-match').click();
    await expect
      .poll(() => byTestId('api-key-error-anthropic').textContent())
      .toContain('needs an API key');
    const secret = 'sk-test-not-a-real-key-123';
    await byTestId('api-key-anthropic').fill(secret);
    expect(await byTestId('api-key-anthropic').getAttribute('type')).toBe('password');
    const stored = await page.evaluate(() => ({
      local: JSON.stringify({ ...localStorage }),
      session: JSON.stringify({ ...sessionStorage }),
      cookie: document.cookie,
      href: location.href,
    }));
    for (const place of Object.values(stored)) expect(place).not.toContain(secret);
    expect(stored.local).toBe('{}');
    expect(stored.session).toBe('{}');
    await screenshot(page, 'deck-select-keys');
  });
});

describe('Game', () => {
  it('watches an AI-vs-AI match to a winner with hands and decks hidden', async () => {
    await byTestId('start-match').click();
    await byTestId('game').waitFor();
    // Hidden information: spectators see neither hand, only counts.
    for (const p of ['p1', 'p2']) {
      expect(await byTestId(`hand-${p}`).count()).toBe(0);
      expect(await byTestId(`hand-count-${p}`).textContent()).toMatch(/Hand \d+/);
      expect(await byTestId(`deck-count-${p}`).textContent()).toMatch(/Deck \d+/);
    }
    expect(await byTestId('hand-card').count()).toBe(0);
    // The board is the engine's: Pokémon from the bundled decks, with printed HP.
    const active = byTestId('active-p1').getByTestId('pokemon');
    await active.waitFor();
    expect(await active.getAttribute('data-card-name')).toMatch(/^[A-Z]/);
    expect(await active.textContent()).toMatch(/\d+\/\d+ HP/);
    await screenshot(page, 'ai-vs-ai-start');

    // Pause holds the match; resume with no delay runs it out.
    await byTestId('pause').click();
    const entries = await byTestId('log-entry').count();
    await page.waitForTimeout(300);
    expect(await byTestId('log-entry').count()).toBe(entries);
    await byTestId('step').click();
    await expect.poll(() => byTestId('log-entry').count()).toBeGreaterThan(entries);
    await setFastest();
    await byTestId('resume').click();
    await byTestId('result').waitFor({ timeout: 60_000 });
    // Offline bots always finish with a winner (a draw would mean a stalled match).
    expect(await byTestId('result').textContent()).toMatch(/wins/);
    expect(await page.locator('[data-kind="tool-call"]').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-kind="plan"]').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-kind="result"]').count()).toBe(1);
    await screenshot(page, 'ai-vs-ai-finished');
  });

  it('plays a human turn against the bot: attach energy, then attack', async () => {
    await byTestId('kind-0').selectOption('human');
    await byTestId('start-match').click();
    await byTestId('game').waitFor();
    await setFastest();
    // The opponent's hand is only a count; ours is shown.
    expect(await byTestId('hand-p2').count()).toBe(0);
    await byTestId('hand-count-p2').waitFor();

    let attached = false;
    let attacked = false;
    for (let turn = 0; turn < 30 && !attacked; turn++) {
      await waitForMyMove();
      if (await byTestId('result').count()) break;
      await byTestId('hand-p1').waitFor();
      attached = (await attachEnergyToActive()) || attached;
      attacked = await attackIfPossible();
      if (!attacked) await byTestId('end-turn').click();
    }
    expect(attached).toBe(true);
    expect(attacked).toBe(true);
    const log = (await byTestId('log').textContent()) ?? '';
    expect(log).toMatch(/p1: attaches .* Energy to/);
    expect(log).toMatch(/p1: .* uses /);
    await screenshot(page, 'human-turn');
  });

  it('plays Nest Ball step by step: searches only your own deck and benches a Basic', async () => {
    // Pawmot Thunder with seed 1 holds Nest Ball in the opening hand.
    await startHumanMatch('sv-pawmot-thunder', 1);
    const bench = byTestId('bench-p1').getByTestId('pokemon');
    const benchBefore = await bench.count();
    const deckBefore = await deckCount('p1');

    await page.locator('[data-testid="hand-card"][data-card-name="Nest Ball"]').first().click();
    await page.locator('[data-testid="card-action"]', { hasText: 'Play Nest Ball' }).click();
    await byTestId('effect-panel').waitFor();
    expect(await byTestId('effect-text').textContent()).toMatch(/Search your deck for a Basic/);
    // Not searching yet: no deck card anywhere; the opponent's hand stays a count.
    expect(await byTestId('deck-search').count()).toBe(0);
    expect(await byTestId('hand-p2').count()).toBe(0);
    expect(await byTestId('end-turn').count()).toBe(0);

    await page.locator('[data-testid="effect-step"][data-step-id="search"]').click();
    await byTestId('deck-search').waitFor();
    const listed = byTestId('deck-search-card');
    // Exactly our own deck: the quantities add up to its size.
    const quantities = await listed.locator('.card-name').allTextContents();
    const total = quantities.reduce((n, t) => n + Number(t.split('×')[0]), 0);
    expect(total).toBe(deckBefore);
    await screenshot(page, 'human-deck-search');

    const basic = listed.filter({ has: page.locator('[data-step-id$=":bench"]:enabled') }).first();
    const name = (await basic.getAttribute('data-card-name')) ?? '';
    expect(name.length).toBeGreaterThan(0);
    await basic.locator('[data-step-id$=":bench"]').click();
    await expect.poll(() => bench.count()).toBe(benchBefore + 1);
    expect(await deckCount('p1')).toBe(deckBefore - 1);
    expect(
      await byTestId('bench-p1')
        .locator(`[data-testid="pokemon"][data-card-name="${name}"]`)
        .count(),
    ).toBeGreaterThan(0);

    // Shuffling from the dialog ends the search.
    await byTestId('deck-search').locator('[data-step-id="shuffle-deck"]').click();
    await expect.poll(() => byTestId('deck-search').count()).toBe(0);
    await byTestId('effect-done').click();
    await expect.poll(() => byTestId('effect-panel').count()).toBe(0);
    await byTestId('end-turn').waitFor();
    const log = (await byTestId('log').textContent()) ?? '';
    expect(log).toMatch(/p1: plays Nest Ball/);
    expect(log).toMatch(/searches their deck \(Nest Ball\)/);
    expect(log).toContain(`puts ${name} from their deck onto their Bench (Nest Ball)`);
    expect(log).not.toMatch(/not carried out/);
    await screenshot(page, 'human-effect-done');
  });
});

describe('Card effects', () => {
  it('plays Electric Generator: looks at the top 5, attaches 2 Energy to the Bench, shuffles', async () => {
    // Pawmot Thunder with seed 16: Electric Generator in the opening hand, Pawmi on the Bench,
    // two Basic Lightning Energy among the top 5 cards of the deck.
    await startHumanMatch('sv-pawmot-thunder', 16);
    const pawmi = byTestId('bench-p1').locator('[data-testid="pokemon"][data-card-name="Pawmi"]');
    const pips = pawmi.locator('.energy-pip');
    const energyBefore = await pips.count();
    const deckBefore = await deckCount('p1');

    await page
      .locator('[data-testid="hand-card"][data-card-name="Electric Generator"]')
      .first()
      .click();
    await page
      .locator('[data-testid="card-action"]', { hasText: 'Play Electric Generator' })
      .click();
    await byTestId('effect-panel').waitFor();
    // The panel sits beside the board, above the log: it covers neither.
    const panel = await byTestId('effect-panel').boundingBox();
    const log = await byTestId('log').boundingBox();
    expect(panel && log && panel.y + panel.height <= log.y).toBe(true);
    // Nothing of the deck is shown before looking.
    expect(await byTestId('deck-look').count()).toBe(0);
    const look = page.locator('[data-testid="effect-step"][data-step-id="peek"]');
    expect(
      await page.locator('[data-testid="effect-step-count"][data-step-id="peek"]').inputValue(),
    ).toBe('5');
    await look.click();
    await byTestId('deck-look').waitFor();
    const seen = byTestId('deck-look-card');
    expect(await seen.count()).toBe(5);
    await screenshot(page, 'human-look-top');

    for (let i = 1; i <= 2; i++) {
      const energy = seen.filter({ hasText: 'Basic Lightning Energy' }).first();
      await energy.locator('[data-step-id$=":attach:p1:bench_1"]').click();
      await expect.poll(() => pips.count()).toBe(energyBefore + i);
      await expect.poll(() => seen.count()).toBe(5 - i);
    }
    expect(await deckCount('p1')).toBe(deckBefore - 2);
    // Shuffling the others back ends the look: the seen cards are gone from the page.
    await byTestId('deck-look').locator('[data-step-id="shuffle-deck"]').click();
    await expect.poll(() => byTestId('deck-look').count()).toBe(0);
    await screenshot(page, 'human-effect-panel');
    await byTestId('effect-done').click();
    await expect.poll(() => byTestId('effect-panel').count()).toBe(0);
    const text = (await byTestId('log').textContent()) ?? '';
    expect(text).toContain('looks at the top 5 cards of their deck (Electric Generator)');
    expect(text).toContain(
      'attaches Basic Lightning Energy from their deck to Pawmi (bench 1) (Electric Generator)',
    );
    expect(text).toContain('finishes Electric Generator');
    await screenshot(page, 'human-electric-generator');
  });
});

/** Starts a match with the human (p1) on a bundled deck and seed, and waits for their move. */
async function startHumanMatch(deckId: string, seed: number) {
  await byTestId('kind-0').selectOption('human');
  await byTestId('bundled-deck-0').selectOption(deckId);
  await byTestId('seed').fill(String(seed));
  await byTestId('start-match').click();
  await byTestId('game').waitFor();
  await setFastest();
  await waitForMyMove();
}

async function deckCount(player: string): Promise<number> {
  const text = (await byTestId(`deck-count-${player}`).textContent()) ?? '';
  return Number(/Deck (\d+)/.exec(text)?.[1] ?? Number.NaN);
}

/** Waits until it is the human's move (answering a promotion dialog if one comes up). */
async function waitForMyMove() {
  await expect
    .poll(
      async () => {
        if (await byTestId('decision-dialog').count()) {
          await byTestId('decision-option').first().click();
        }
        const status = (await byTestId('status').textContent()) ?? '';
        return /Your turn|Match over/.test(status);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

async function attachEnergyToActive(): Promise<boolean> {
  const energy = page.locator('[data-testid="hand-card"][data-card-name$=" Energy"]');
  if ((await energy.count()) === 0) return false;
  await energy.first().click();
  const attach = page.locator('[data-testid="card-action"][data-kind="attach"]', {
    hasText: '(active)',
  });
  await byTestId('card-menu').waitFor();
  if (!(await attach.isEnabled())) {
    // A disabled option says why.
    expect(
      ((await byTestId('card-action-reason').first().textContent()) ?? '').length,
    ).toBeGreaterThan(5);
    await byTestId('card-menu-close').click();
    return false;
  }
  await attach.click();
  await expect.poll(() => byTestId('card-menu').count()).toBe(0);
  // Energy is drawn on the active Pokémon.
  await byTestId('active-p1').getByTestId('energy').waitFor();
  // Only one attachment per turn: the next energy explains why not.
  if ((await energy.count()) > 0) {
    await energy.first().click();
    const again = page.locator('[data-testid="card-action"][data-kind="attach"]').first();
    expect(await again.isDisabled()).toBe(true);
    expect(await byTestId('card-action-reason').first().textContent()).toMatch(/this turn/);
    await screenshot(page, 'human-disabled-action');
    await byTestId('card-menu-close').click();
  }
  return true;
}

async function attackIfPossible(): Promise<boolean> {
  await byTestId('active-p1').getByTestId('pokemon').click();
  await byTestId('card-menu').waitFor();
  const attack = page.locator('[data-testid="card-action"][data-kind="attack"]:enabled');
  if ((await attack.count()) === 0) {
    await byTestId('card-menu-close').click();
    return false;
  }
  await attack.first().click();
  return true;
}
