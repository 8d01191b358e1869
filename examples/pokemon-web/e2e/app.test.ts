import { mkdir } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, launchBrowser, RESULTS, screenshot, serveStatic, watchErrors } from './harness';
import { player } from './play';

let url = '';
let context: BrowserContext;
let page: Page;
let errors: string[] = [];
let play: ReturnType<typeof player>;
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
  play = player(page);
  errors = watchErrors(page);
  await page.goto(url);
  // Each test starts from an empty page: no saved match or form from the one before.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
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

  it('offers the original Base Set rules, and starts a match under them', async () => {
    const rules = await byTestId('era').locator('option').allTextContents();
    expect(rules).toEqual(['Modern rules', 'Original Base Set rules (1999)']);
    expect(await byTestId('era-hint').textContent()).toMatch(/may not attack on their first turn/);
    await byTestId('era').selectOption('base-set');
    expect(await byTestId('era-hint').textContent()).toMatch(/may attack on their first turn/);
    await byTestId('start-match').click();
    await byTestId('game').waitFor();
    // Back to the setup (after saying yes to leaving the match): the form remembers the rules.
    await byTestId('back-to-setup').click();
    await byTestId('confirm-ok').click();
    await byTestId('deck-select').waitFor();
    expect(await byTestId('era').inputValue()).toBe('base-set');
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
    // Only the form is kept (its keys left out), nothing in the session.
    expect(Object.keys(JSON.parse(stored.local))).toEqual(['playmat.pokemon-web.form']);
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
    expect(await active.getByTestId('hp').textContent()).toMatch(/^HP\s*\d+/);
    await screenshot(page, 'ai-vs-ai-start');

    // Pause holds the match; resume with no delay runs it out.
    await byTestId('pause').click();
    // A step under way when Pause was clicked still lands: count once it has (Step is enabled
    // only when no step is running).
    await expect.poll(() => byTestId('step').isEnabled()).toBe(true);
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
    // The end screen: who won, why, and each player's Prize cards left as the board shows them.
    const end = byTestId('result-dialog');
    await end.waitFor();
    expect(await byTestId('result-headline').textContent()).toMatch(/^Player [12] wins$/);
    expect(await byTestId('result-reason').textContent()).toMatch(/^\S.+\.$/);
    const left = await byTestId('result-prizes').locator('dd').allTextContents();
    for (const [i, p] of ['p1', 'p2'].entries()) {
      const n = /Prizes (\d+)/.exec((await byTestId(`prizes-${p}`).textContent()) ?? '')?.[1];
      expect(left[i]).toMatch(new RegExp(`^${n} Prize cards? left$`));
    }
    await screenshot(page, 'ai-vs-ai-end-screen');
    // Closed, it leaves the final board and the banner in view.
    await byTestId('result-see-board').click();
    await expect.poll(() => end.count()).toBe(0);
    expect(await byTestId('result').isVisible()).toBe(true);
    // A whole match's log is long: its last line (the result) is still on screen.
    await play.expectNewestLogLineInView();
    // The AI's tool calls and plans are in the log behind a toggle.
    expect(await page.locator('[data-kind="tool-call"]').count()).toBe(0);
    await byTestId('log-show-ai').check();
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
    await waitForMyMove();
    // The opponent's hand is only a count; ours is shown.
    expect(await byTestId('hand-p2').count()).toBe(0);
    await byTestId('hand-count-p2').waitFor();

    let attached = false;
    let attacked = false;
    const turns = page.locator('[data-testid="log-entry"][data-kind="turn"]');
    let turnsBefore = 0;
    for (let turn = 0; turn < 30 && !attacked; turn++) {
      await waitForMyMove();
      if (await byTestId('result').count()) break;
      await byTestId('hand-p1').waitFor();
      attached = (await attachEnergyToActive()) || attached;
      turnsBefore = await turns.count();
      attacked = await attackIfPossible();
      if (!attacked) await byTestId('end-turn').click();
    }
    // The game carries the attack out, asking for any choice its text gives; an attack it has
    // no implementation for yet opens the MANUAL panel, finished with Done. Then the turn ends.
    await expect
      .poll(async () => {
        if (await byTestId('decision-dialog').count()) await answerFirst();
        if (await byTestId('manual-panel').count()) await byTestId('manual-done').click();
        return (await turns.count()) > turnsBefore || (await byTestId('result').count()) > 0;
      })
      .toBe(true);
    expect(attached).toBe(true);
    expect(attacked).toBe(true);
    const log = (await byTestId('log').textContent()) ?? '';
    expect(log).toMatch(/Player 1 attached .* Energy to /);
    expect(log).toMatch(/ used [^.]+\./);
    await screenshot(page, 'human-turn');
  });
});

describe('Card effects: the game carries out the text, the human makes its choices', () => {
  it('plays Nest Ball: picks a Basic Pokémon from a list of their own deck and benches it', async () => {
    // Pawmot Thunder with seed 1 holds Nest Ball in the opening hand.
    await startHumanMatch('sv-pawmot-thunder', 1);
    const bench = byTestId('bench-p1').getByTestId('pokemon');
    const benchBefore = await bench.count();
    const deckBefore = await deckCount('p1');

    await page.locator('[data-testid="hand-card"][data-card-name="Nest Ball"]').first().click();
    await page.locator('[data-testid="card-action"]', { hasText: 'Play Nest Ball' }).click();
    const dialog = byTestId('decision-dialog');
    await dialog.waitFor();
    expect(await byTestId('decision-prompt').textContent()).toBe(
      'Nest Ball: Choose a Basic Pokémon to put onto your Bench.',
    );
    // "Choose up to 1": one click on the card, or on "Choose none".
    expect(await byTestId('decision-hint').textContent()).toBe('Choose one, or none.');
    expect(await byTestId('decision-none').textContent()).toMatch(/Choose none/);
    expect(await byTestId('decision-confirm').count()).toBe(0);
    // The board stays in view beside the question (nothing covers it).
    expect(await byTestId('board').isVisible()).toBe(true);
    // The card waits on the table while the game resolves it; nothing else can be done.
    expect(await byTestId('staging').textContent()).toContain('Nest Ball');
    expect(await byTestId('end-turn').count()).toBe(0);
    expect(await byTestId('hand-p2').count()).toBe(0);
    // Only the Basic Pokémon of the deck are offered: no Energy, no Trainer, no instance ids.
    const options = byTestId('decision-option');
    const labels = await options.evaluateAll((els) => els.map((e) => e.dataset.label ?? ''));
    expect(labels.length).toBeGreaterThan(0);
    // Each name once: copies of a card are one button with a count.
    expect(new Set(labels).size).toBe(labels.length);
    for (const l of labels) expect(l).toMatch(/^(Pawmi|Miraidon ex|Wattrel|Pawmo)$/);
    expect(await dialog.locator('.options').textContent()).not.toMatch(/Energy|#\d/);
    // The deck searched is shown open as a deck list: one row per name with its count (all the
    // deck's cards), Pokémon first and Energy last, the Basic Pokémon offered marked.
    const rows = byTestId('deck-list-row');
    expect(await rows.first().isVisible()).toBe(true);
    const list = await rows.evaluateAll((els) =>
      els.map((e) => ({
        name: e.dataset.cardName ?? '',
        count: Number(e.dataset.count),
        offered: e.dataset.offered === 'true',
      })),
    );
    expect(list.reduce((n, r) => n + r.count, 0)).toBe(deckBefore);
    expect(new Set(list.map((r) => r.name)).size).toBe(list.length);
    expect(list.at(-1)?.name).toBe('Basic Lightning Energy');
    expect(
      list
        .filter((r) => r.offered)
        .map((r) => r.name)
        .sort(),
    ).toEqual([...labels].sort());
    expect(
      list
        .slice(0, labels.length)
        .every((r) => /Pawmi|Pawmo|Pawmot|Wattrel|Kilowattrel|Miraidon/.test(r.name)),
    ).toBe(true);
    await screenshot(page, 'human-nest-ball-choice');

    const name = 'Wattrel';
    await page.locator(`[data-testid="decision-option"][data-label="${name}"]`).click();

    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => bench.count()).toBe(benchBefore + 1);
    expect(await deckCount('p1')).toBe(deckBefore - 1);
    expect(
      await byTestId('bench-p1')
        .locator(`[data-testid="pokemon"][data-card-name="${name}"]`)
        .count(),
    ).toBeGreaterThan(0);
    expect(await byTestId('staging').count()).toBe(0);
    expect(await byTestId('discard-count-p1').getAttribute('title')).toContain('Nest Ball');
    await byTestId('end-turn').waitFor();
    const log = (await byTestId('log').textContent()) ?? '';
    expect(log).toContain('Player 1 played Nest Ball.');
    expect(log).toContain(`Nest Ball: Player 1 chose ${name}.`);
    expect(log).toContain(`Nest Ball: Player 1 put ${name} from their deck onto their Bench.`);
    await screenshot(page, 'human-nest-ball-done');
  });

  it('plays Electric Generator: ticks the Lightning Energy of the top 5, attached to the Bench', async () => {
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
    await byTestId('decision-dialog').waitFor();
    expect(await byTestId('decision-prompt').textContent()).toMatch(
      /^Electric Generator: Choose up to 2 Basic Lightning Energy from the top 5 cards/,
    );
    expect(await byTestId('decision-hint').textContent()).toBe('Choose up to 2.');
    // The two Basic Lightning Energy offered are one row with a count of 2.
    const group = byTestId('decision-group');
    expect(await group.count()).toBe(1);
    expect(await group.getAttribute('data-label')).toBe('Basic Lightning Energy');
    expect(await group.getAttribute('data-count')).toBe('2');
    expect(await byTestId('decision-option').count()).toBe(0);
    // The five cards looked at are shown with the question; the two offered are marked.
    const looked = byTestId('looked-card');
    expect(await looked.count()).toBe(5);
    const offered = await looked.evaluateAll((els) =>
      els.filter((e) => e.dataset.offered === 'true').map((e) => e.dataset.cardName),
    );
    expect(offered).toEqual(['Basic Lightning Energy', 'Basic Lightning Energy']);
    // Choosing none is allowed, so Confirm starts as "Choose none".
    expect(await byTestId('decision-confirm').textContent()).toContain('Choose none');
    await byTestId('decision-more').click();
    await byTestId('decision-more').click();
    expect(await byTestId('decision-picked').textContent()).toBe('2');
    expect(await byTestId('decision-more').isDisabled()).toBe(true);
    expect(await byTestId('decision-confirm').textContent()).toContain('Confirm (2 chosen)');
    await screenshot(page, 'human-electric-generator-choice');
    await byTestId('decision-confirm').click();

    // One Benched Lightning Pokémon: the game attaches both to it without asking again.
    await expect.poll(() => byTestId('decision-dialog').count()).toBe(0);
    await expect.poll(() => pips.count()).toBe(energyBefore + 2);
    expect(await deckCount('p1')).toBe(deckBefore - 2);
    await byTestId('end-turn').waitFor();
    const text = (await byTestId('log').textContent()) ?? '';
    expect(text).toContain('Player 1 played Electric Generator.');
    expect(text).toContain(
      'Electric Generator: Player 1 chose Basic Lightning Energy, Basic Lightning Energy.',
    );
    expect(text).toContain(
      'Electric Generator: Player 1 attached Basic Lightning Energy from their deck to Pawmi.',
    );
    expect(text).toContain('Electric Generator: Player 1 shuffled their deck.');
    await screenshot(page, 'human-electric-generator');
  });
});

/** Starts a match with the human (p1) on a bundled deck and seed, and waits for their move. */
async function startHumanMatch(deckId: string, seed: number) {
  await play.startHumanMatch(deckId, seed);
  await play.waitForMyMove();
}

const deckCount = (p: string) => play.deckCount(p);
const answerFirst = () => play.answerFirst();
const waitForMyMove = () => play.waitForMyMove();

async function attachEnergyToActive(): Promise<boolean> {
  const energy = page.locator('[data-testid="hand-card"][data-card-name$=" Energy"]');
  if ((await energy.count()) === 0) return false;
  await energy.first().click();
  const attach = page.locator('[data-testid="card-action"][data-kind="attach"]', {
    hasText: '(Active)',
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
