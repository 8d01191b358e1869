import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, launchBrowser, RESULTS, screenshot, serveStatic, watchErrors } from './harness';
import { finger, player } from './play';

// The board as a Pokémon TCG player uses it: cards to read, drags, the opening, a retreat,
// a reload, the keyboard, a phone, and an accessibility check (axe-core in the page).

let url = '';
let context: BrowserContext;
let page: Page;
let errors: string[] = [];
let play: ReturnType<typeof player>;
const cleanups: (() => Promise<void>)[] = [];
let setupError: unknown = null;
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

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
  await page.setViewportSize({ width: 1280, height: 800 });
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
const handCard = (name: string) =>
  page.locator(`[data-testid="hand-card"][data-card-name="${name}"]`).first();
const logText = async () => (await byTestId('log').textContent()) ?? '';

/** Serious and critical axe-core violations on the page as it is now. */
async function axeViolations(): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const results = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: () => Promise<{
            violations: {
              id: string;
              impact: string;
              help: string;
              nodes: { target: string[] }[];
            }[];
          }>;
        };
      }
    ).axe;
    return (await axe.run()).violations;
  });
  return results
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
}

/** Wattrel and Kilowattrel only, for a Skill Dive on the second turn. */
const SKILL_DIVE_DECK = `Pokémon: 8
4 Wattrel SVI 78
4 Kilowattrel SVI 79

Trainer: 4
4 Nest Ball SVI 181

Energy: 48
48 Basic Lightning Energy SVE 4`;

/** Pawmot Thunder, seed 16: Player 1 goes first; Wattrel, Pawmi and Electric Generator in hand. */
async function seed16() {
  await play.startHumanMatch('sv-pawmot-thunder', 16);
  await byTestId('setup-banner').waitFor();
}

describe('a real start', () => {
  it('chooses the opening Active by dragging a Basic Pokémon from the opening hand', async () => {
    await seed16();
    expect(await byTestId('status').textContent()).toMatch(/Setup · Set up your Pokémon/);
    expect(await handCard('Wattrel').count()).toBe(1);
    // Only the Active Spot lights up for a Basic Pokémon; nothing for an Evolution.
    const pawmo = await handCard('Pawmo').boundingBox();
    await page.mouse.move(pawmo!.x + 20, pawmo!.y + 20);
    await page.mouse.down();
    await page.mouse.move(pawmo!.x + 60, pawmo!.y - 60, { steps: 4 });
    expect(await page.locator('.lit').count()).toBe(0);
    await page.mouse.up();
    const pawmi = (await handCard('Pawmi').getAttribute('data-card-id'))!;
    const from = await handCard('Pawmi').boundingBox();
    await page.mouse.move(from!.x + 20, from!.y + 20);
    await page.mouse.down();
    await page.mouse.move(from!.x + 60, from!.y - 60, { steps: 4 });
    expect(
      await page
        .locator('.lit')
        .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.drop)),
    ).toEqual(['p1:active']);
    await screenshot(page, 'setup-drag-active');
    await page.mouse.up();
    await page.mouse.move(0, 0);
    // The mouse went up over the hand: nothing was placed.
    expect(await byTestId('active-p1').getByTestId('pokemon').count()).toBe(0);
    await play.drag(pawmi, page.locator('[data-drop="p1:active"]').first());
    await expect
      .poll(() => byTestId('active-p1').getByTestId('pokemon').getAttribute('data-card-name'))
      .toBe('Pawmi');
    // Then a Bench, by the menu, and Ready.
    await handCard('Wattrel').click();
    await page.locator('[data-testid="card-action"][data-action-id^="setup-bench:"]').click();
    await expect.poll(() => byTestId('bench-p1').getByTestId('pokemon').count()).toBe(1);
    await screenshot(page, 'setup-placed');
    await byTestId('end-turn').click();
    await play.waitForMyMove();
    // Turns count from 1 for whoever goes first (Player 1 here).
    expect(await byTestId('status').textContent()).toMatch(/^\s*Turn 1 · Your turn/);
    const log = await logText();
    expect(log).toContain('Coin flip: Heads — Player 1 goes first.');
    expect(log).toContain('Turn 1 — Player 1');
    expect(log).not.toContain('Turn 2 — Player 1');
    expect(await byTestId('active-p1').getByTestId('pokemon').getAttribute('data-card-name')).toBe(
      'Pawmi',
    );
  });

  it('shows a mulligan to both players and offers the extra draw', async () => {
    // Seed 4 with Skeledirge Blaze for the bot: its first hand has no Basic Pokémon.
    await play.startHumanMatch('sv-pawmot-thunder', 4, 'sv-skeledirge-blaze');
    await byTestId('decision-dialog').waitFor();
    expect(await byTestId('decision-prompt').textContent()).toBe(
      'Your opponent took 1 mulligan: you may draw up to 1 extra card. Choose how many to draw.',
    );
    const options = await byTestId('decision-option').allTextContents();
    expect(options.map((o) => o.trim())).toEqual(['Draw 1 extra card', 'Draw no extra card']);
    const log = await logText();
    expect(log).toMatch(/Player 2 has no Basic Pokémon and reveals their hand: [^.]+\./);
    expect(log).toContain('Player 2 took a mulligan: shuffled the hand back and drew 7 new cards.');
    expect(await byTestId('mulligans-p2').textContent()).toMatch(/1 mulligan/);
    await screenshot(page, 'mulligan-extra-draw');
    const hand = await byTestId('hand-card').count();
    await byTestId('decision-option').first().click();
    await expect.poll(() => byTestId('hand-card').count()).toBe(hand + 1);
    expect(await logText()).toContain("Player 1 drew 1 extra card for the opponent's mulligans.");
  });
});

describe('cards you can read', () => {
  it("opens an opposing Benched Pokémon's full card, and the discard pile", async () => {
    // Skeledirge Blaze, seed 8, Base Set rules: the bot benches Pokémon, and Player 1 (first)
    // may play Nemona on turn 1, so the discard pile has a card.
    await byTestId('era').selectOption('base-set');
    await play.startHumanMatch('sv-skeledirge-blaze', 8);
    await play.waitForMyMove();
    const benched = byTestId('bench-p2').getByTestId('pokemon').first();
    await benched.waitFor();
    const name = await benched.getAttribute('data-card-name');
    // The card on the board shows its printed bottom line: Weakness and Retreat Cost.
    const footWeakness = await benched
      .getByTestId('card-foot-weakness')
      .locator('.energy-symbol')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    const footRetreat = await benched.getByTestId('card-foot-retreat').textContent();
    await benched.click();
    const dialog = byTestId('card-dialog');
    await dialog.waitFor();
    // … the same as the full card's.
    expect(footWeakness).toEqual(
      await byTestId('card-text-weakness')
        .locator('.energy-symbol')
        .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))),
    );
    const retreatSymbols = await byTestId('card-text-retreat').locator('.energy-symbol').count();
    expect(footRetreat?.trim()).toBe(`Retreat ${retreatSymbols}`);
    expect(await byTestId('card-text-name').textContent()).toBe(name);
    expect(await byTestId('card-text-hp').textContent()).toMatch(/^HP \d+$/);
    expect(await byTestId('card-text-attack').count()).toBeGreaterThan(0);
    expect(await byTestId('card-text-weakness').textContent()).toBeTruthy();
    expect(await byTestId('card-text-retreat').getAttribute('aria-label')).toMatch(
      /Colorless|no Energy/,
    );
    await screenshot(page, 'card-opposing-bench');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    // Play a Trainer so the discard pile has a card, then browse it.
    await handCard('Nemona').click();
    await page.locator('[data-testid="card-action"]', { hasText: 'Play Nemona' }).click();
    await expect.poll(() => byTestId('discard-count-p1').textContent()).toMatch(/Discard 1/);
    await byTestId('discard-count-p1').click();
    await byTestId('pile').waitFor();
    await byTestId('pile-card').first().click();
    expect(await byTestId('pile').getByTestId('card-text-name').textContent()).toBe('Nemona');
    await screenshot(page, 'discard-pile');
    await page.keyboard.press('Escape');
  });
});

describe('Knock Outs and Prize cards', () => {
  it('promotes the Benched Pokémon clicked on the board after a Knock Out, and opens the Prize cards taken', async () => {
    // Base Set rules, Zap! against Overgrowth, seed 2: attacking each turn, Player 1's Active
    // Pokémon is Knocked Out on the bot's second turn, and Player 1 takes a Prize on their third.
    await byTestId('era').selectOption('base-set');
    await play.startHumanMatch('base-zap', 2, 'base-overgrowth');
    const promotion = /was Knocked Out\. Choose a Benched Pokémon/;
    for (let turn = 0; turn < 6 && (await byTestId('decision-dialog').count()) === 0; turn++) {
      await play.waitForMyMove(promotion);
      if ((await byTestId('decision-dialog').count()) === 0) await play.attachAndAttack();
    }
    await play.waitForMyMove(promotion);
    const prompt = (await byTestId('decision-prompt').textContent()) ?? '';
    const knockedOut = /^Your (.+) was Knocked Out\./.exec(prompt)?.[1];
    expect(knockedOut).toBeTruthy();
    expect(await logText()).toContain(
      `Player 1's ${knockedOut} was Knocked Out — Player 2 takes a Prize card.`,
    );
    expect(await byTestId('prizes-p2').textContent()).toMatch(/Prizes 5/);
    // Every Benched Pokémon is lit on the board, and each option shows its HP.
    const lit = byTestId('bench-p1').locator('[data-testid="pokemon"].lit');
    const options = await byTestId('decision-option').count();
    expect(options).toBeGreaterThanOrEqual(2);
    expect(await lit.count()).toBe(options);
    expect(await page.locator('[data-testid="pokemon"].lit').count()).toBe(options);
    // Each option is a whole button in view in the side column, with the Pokémon's HP.
    for (const option of await byTestId('decision-option').all()) {
      expect(await option.getByTestId('decision-option-detail').textContent()).toMatch(
        /HP \d+\/\d+/,
      );
      const box = (await option.boundingBox())!;
      const panel = (await byTestId('decision-dialog').boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(panel.y + panel.height);
    }
    await screenshot(page, 'promotion-lit-bench');
    // The player clicks the second one on the board: that one becomes Active.
    const chosen = (await lit.nth(1).getAttribute('data-card-name'))!;
    const chosenId = await lit.nth(1).getAttribute('data-card-id');
    await lit.nth(1).click();
    await expect.poll(() => byTestId('decision-dialog').count()).toBe(0);
    await expect
      .poll(() => byTestId('active-p1').getByTestId('pokemon').getAttribute('data-card-id'))
      .toBe(chosenId);
    expect(await logText()).toContain(`Player 1 sent out ${chosen} as their new Active Pokémon.`);

    // Attack on until Player 1 takes a Prize card: it is theirs to look at, the bot's are not.
    const taken = byTestId('prizes-taken-p1');
    for (let turn = 0; turn < 6 && (await taken.count()) === 0; turn++) {
      await play.waitForMyMove();
      if ((await byTestId('result').count()) > 0) break;
      await play.attachAndAttack();
      await play.waitForMyMove();
    }
    expect(await taken.textContent()).toMatch(/Taken 1/);
    expect(await logText()).toMatch(
      /Player 2's [^.]+ was Knocked Out — Player 1 takes a Prize card\./,
    );
    expect(await byTestId('prizes-p1').textContent()).toMatch(/Prizes 5/);
    expect(await byTestId('prizes-taken-p2').count()).toBe(0);
    await taken.click();
    const pile = byTestId('pile');
    await pile.waitFor();
    expect(await pile.locator('.dialog-title').textContent()).toBe('Prize cards Player 1 took (1)');
    expect(await byTestId('pile-card').count()).toBe(1);
    const prize = byTestId('pile-card').first();
    const prizeName = await prize.getAttribute('data-card-name');
    await prize.click();
    expect(await pile.getByTestId('card-text-name').textContent()).toBe(prizeName);
    await screenshot(page, 'prizes-taken');
    await page.keyboard.press('Escape');
    await expect.poll(() => pile.count()).toBe(0);
  });
});

describe('Special Conditions', () => {
  it('turns a Paralyzed Active Pokémon clockwise, as on the table, with its badge beside it', async () => {
    // Base Set rules, Overgrowth against Zap!, seed 5: after Player 1's first turn the bot's
    // attack leaves Player 1's Active Pokémon Paralyzed.
    await byTestId('era').selectOption('base-set');
    await play.startHumanMatch('base-overgrowth', 5, 'base-zap');
    await play.waitForMyMove();
    await play.attachAndAttack();
    await play.waitForMyMove();
    const active = byTestId('active-p1').getByTestId('pokemon');
    const name = (await active.getAttribute('data-card-name'))!;
    expect(await logText()).toContain(`${name} is now Paralyzed.`);
    expect(await byTestId('active-p1').getByTestId('conditions').textContent()).toBe('Paralyzed');
    expect(await active.getAttribute('data-turn')).toBe('turned-right');
    // Turned a quarter clockwise (once its turn has played out): the card's x axis now points
    // down the screen.
    await expect
      .poll(() =>
        active.evaluate((el) => {
          const m = new DOMMatrix(getComputedStyle(el).transform);
          return [Math.round(m.a * 100) / 100 + 0, Math.round(m.b * 100) / 100 + 0];
        }),
      )
      .toEqual([0, 1]);
    // The badge is upright, clear of the turned card.
    const card = (await active.boundingBox())!;
    const badge = (await byTestId('active-p1').getByTestId('conditions').boundingBox())!;
    expect(badge.y >= card.y + card.height || badge.x >= card.x + card.width).toBe(true);
    // Nothing else is turned: the opponent's Active Pokémon stands upright.
    expect(await byTestId('active-p2').getByTestId('pokemon').getAttribute('data-turn')).toBe(
      'upright',
    );
    await screenshot(page, 'paralyzed-active');
  });
});

describe('play like the clients players know', () => {
  it('attaches Energy by dragging it onto a lit Pokémon, and attacks in one click (2 gestures)', async () => {
    // Base Set rules: the first player may attack on turn 1, so attach + attack is one turn.
    await byTestId('era').selectOption('base-set');
    await seed16();
    await play.waitForMyMove();
    const energy = (await handCard('Basic Lightning Energy').getAttribute('data-card-id'))!;
    const active = byTestId('active-p1').getByTestId('pokemon');
    const attacker = await active.getAttribute('data-card-name');
    // Mid-drag: only the player's own Pokémon are lit.
    const from = await handCard('Basic Lightning Energy').boundingBox();
    await page.mouse.move(from!.x + 20, from!.y + 20);
    await page.mouse.down();
    await page.mouse.move(from!.x + 80, from!.y - 80, { steps: 4 });
    const lit = await page
      .locator('.lit')
      .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.drop));
    expect(lit.length).toBeGreaterThan(0);
    for (const z of lit) expect(z).toMatch(/^p1:(active|bench_\d)$/);
    await screenshot(page, 'drag-attach-targets');
    await page.mouse.up();
    await page.mouse.move(0, 0);

    // Gesture 1: the drag onto the Active Pokémon.
    await play.drag(energy, active);
    await expect.poll(() => active.getByTestId('energy').locator('.energy-pip').count()).toBe(1);
    expect(await logText()).toContain(
      `Player 1 attached Basic Lightning Energy to ${attacker} (Active).`,
    );
    // Gesture 2: the attack, a button on the board under the Active Pokémon.
    const attack = byTestId('attack-button').first();
    await attack.waitFor();
    await screenshot(page, 'attack-bar');
    await attack.click();
    await expect.poll(logText).toMatch(new RegExp(`${attacker} used [^.]+\\.`));
    await expect.poll(() => byTestId('status').textContent()).not.toMatch(/Turn 1 · Your turn/);
  });

  it('plays a Stadium and uses it from the board', async () => {
    // Skeledirge Blaze, seed 8: Mesagoza in the opening hand, Player 1 first.
    await play.startHumanMatch('sv-skeledirge-blaze', 8);
    await play.waitForMyMove();
    const mesagoza = (await handCard('Mesagoza').getAttribute('data-card-id'))!;
    await play.drag(mesagoza, byTestId('stadium'));
    await expect.poll(() => byTestId('stadium-card').textContent()).toContain('Mesagoza');
    expect(await logText()).toContain('Player 1 played Mesagoza.');
    // The Stadium is a card on the board: its menu offers its use.
    await byTestId('stadium-card').click();
    const use = page.locator('[data-testid="card-action"][data-kind="stadium"]');
    expect(await use.textContent()).toMatch(/^Use Mesagoza/);
    await screenshot(page, 'stadium-menu');
    await use.click();
    await expect.poll(logText).toMatch(/Player 1 used the Stadium Mesagoza\./);
    await expect.poll(logText).toMatch(/Mesagoza\.Player 1 flipped a coin: (Heads|Tails)\./);
    if (await byTestId('decision-dialog').count()) await screenshot(page, 'stadium-choice');
  });

  it('retreats paying with the Energy the player picks, the cost shown', async () => {
    // Seed 16: Electric Generator puts two Energy on the Benched Pawmi; Wattrel (one Energy)
    // retreats for it; next turn Pawmi retreats with two attached and a cost of one.
    await seed16();
    await play.waitForMyMove();
    const active = byTestId('active-p1').getByTestId('pokemon');
    await handCard('Electric Generator').click();
    await page
      .locator('[data-testid="card-action"]', { hasText: 'Play Electric Generator' })
      .click();
    await byTestId('decision-more').click();
    await byTestId('decision-more').click();
    await byTestId('decision-confirm').click();
    const pawmi = byTestId('bench-p1').locator('[data-testid="pokemon"][data-card-name="Pawmi"]');
    await expect.poll(() => pawmi.locator('.energy-pip').count()).toBe(2);
    const energy = (await handCard('Basic Lightning Energy').getAttribute('data-card-id'))!;
    await play.drag(energy, active);
    await expect.poll(() => active.locator('.energy-pip').count()).toBe(1);
    // One Energy attached and a cost of one: nothing to pick, the retreat is one click.
    await active.click();
    await page
      .locator('[data-testid="card-action"][data-kind="retreat"]', { hasText: 'Pawmi' })
      .click();
    await expect.poll(() => active.getAttribute('data-card-name')).toBe('Pawmi');
    await byTestId('end-turn').click();
    await play.waitForMyMove();

    await active.click();
    await page.locator('[data-testid="card-action"][data-kind="retreat"]').first().click();
    const panel = byTestId('retreat-panel');
    await panel.waitFor();
    expect(await byTestId('retreat-cost').textContent()).toMatch(/Retreat Cost/);
    expect(await byTestId('retreat-cost').locator('.energy-symbol').count()).toBe(1);
    const choices = byTestId('retreat-energy');
    expect(await choices.count()).toBe(2);
    // The first attached is suggested; the player pays with the second instead.
    expect(await choices.nth(0).isChecked()).toBe(true);
    expect(await byTestId('retreat-confirm').isEnabled()).toBe(true);
    await choices.nth(1).check();
    // Two picked for a cost of one: not yet.
    expect(await byTestId('retreat-confirm').isDisabled()).toBe(true);
    await choices.nth(0).uncheck();
    const paid = await choices.nth(1).getAttribute('data-card-id');
    await screenshot(page, 'retreat-choose-energy');
    await byTestId('retreat-confirm').click();
    await expect.poll(() => active.getAttribute('data-card-name')).not.toBe('Pawmi');
    expect(await pawmi.locator('.energy-pip').count()).toBe(1);
    expect(await logText()).toMatch(/Player 1 retreated Pawmi; \S+ is now Active\./);
    expect(await logText()).toContain('Player 1 discarded Basic Lightning Energy from Pawmi.');
    // The Energy in the discard pile is the one the player picked.
    await byTestId('discard-count-p1').click();
    expect(
      await byTestId('pile-card').evaluateAll((els) =>
        els.map((e) => (e as HTMLElement).dataset.cardId),
      ),
    ).toContain(paid);
    await page.keyboard.press('Escape');
  });
});

describe('nothing lost', () => {
  it('resumes the same match after a reload, and asks before dropping it', async () => {
    await seed16();
    await play.waitForMyMove();
    const id = (await handCard('Basic Lightning Energy').getAttribute('data-card-id'))!;
    await play.drag(id, byTestId('active-p1').getByTestId('pokemon'));
    await expect.poll(() => byTestId('active-p1').locator('.energy-pip').count()).toBe(1);
    const board = async () => ({
      status: await byTestId('status').textContent(),
      hand: await byTestId('hand-card').evaluateAll((els) =>
        els.map((e) => (e as HTMLElement).dataset.cardId),
      ),
      mine: await byTestId('side-p1')
        .getByTestId('pokemon')
        .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))),
      theirs: await byTestId('side-p2')
        .getByTestId('pokemon')
        .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))),
      deck: await byTestId('deck-count-p1').textContent(),
    });
    const before = await board();
    const logBefore = await byTestId('log-entry').allTextContents();
    await page.reload();
    await byTestId('game').waitFor();
    await expect.poll(board).toEqual(before);
    expect(await byTestId('log-entry').allTextContents()).toEqual(logBefore);
    await screenshot(page, 'reload-resumed');
    // New match asks first; keeping the game keeps it.
    await byTestId('back-to-setup').click();
    await byTestId('confirm').waitFor();
    await byTestId('confirm-cancel').click();
    expect(await byTestId('game').count()).toBe(1);
    await byTestId('back-to-setup').click();
    await byTestId('confirm-ok').click();
    await byTestId('deck-select').waitFor();
    await page.reload();
    await byTestId('deck-select').waitFor();
    expect(await byTestId('game').count()).toBe(0);
  });

  it('keeps a pasted deck across a reload', async () => {
    await byTestId('deck-source-pasted-0').check();
    await byTestId('pasted-deck-0').fill('4 Pikachu BS 58');
    await page.reload();
    await byTestId('deck-select').waitFor();
    expect(await byTestId('pasted-deck-0').inputValue()).toBe('4 Pikachu BS 58');
  });
});

describe('the keyboard and every screen size', () => {
  it('plays a whole turn by keyboard: menu focus, Escape, attach, end the turn', async () => {
    await seed16();
    await play.waitForMyMove();
    // Tab to the first Energy card of the hand.
    let tabs = 0;
    for (; tabs < 60; tabs++) {
      await page.keyboard.press('Tab');
      const name = await page.evaluate(
        () => (document.activeElement as HTMLElement | null)?.dataset.cardName,
      );
      if (name === 'Basic Lightning Energy') break;
    }
    expect(tabs).toBeLessThan(60);
    await page.keyboard.press('Enter');
    await byTestId('card-menu').waitFor();
    // Focus is in the menu, on the first thing the card can do; Escape closes it.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-kind'))).toBe(
      'attach',
    );
    await page.keyboard.press('Escape');
    await expect.poll(() => byTestId('card-menu').count()).toBe(0);
    expect(
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.cardName),
    ).toBe('Basic Lightning Energy');
    await page.keyboard.press('Enter');
    await byTestId('card-menu').waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => byTestId('active-p1').locator('.energy-pip').count()).toBe(1);
    // End the turn from the keyboard: the End turn button is in the tab order.
    for (let i = 0; i < 80; i++) {
      await page.keyboard.press('Shift+Tab');
      if (
        (await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))) ===
        'end-turn'
      )
        break;
    }
    await page.keyboard.press('Enter');
    await expect.poll(() => byTestId('status').textContent()).not.toMatch(/Turn 1 · Your turn/);
    await play.waitForMyMove();
    expect(await logText()).toContain('Turn 2 — Player 2');
  });

  it('fits a phone (390×844): no sideways scroll, HP and Energy inside their cards, Bench in rows', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await seed16();
    await play.waitForMyMove();
    await handCard('Basic Lightning Energy').click();
    await page.locator('[data-testid="card-action"][data-kind="attach"]').first().click();
    await expect.poll(() => byTestId('active-p1').locator('.energy-pip').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectNothingClipped();
    // The Bench is laid out in rows, not one tall column.
    const xs = await byTestId('bench-p2')
      .locator('.bench-slots > *')
      .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().x)));
    expect(new Set(xs).size).toBeGreaterThanOrEqual(3);
    // A card's menu does not cover the hand.
    await handCard('Pawmo').click();
    await byTestId('card-menu').waitFor();
    const menu = (await byTestId('card-menu').boundingBox())!;
    const card = (await handCard('Pawmo').boundingBox())!;
    expect(menu.y + menu.height <= card.y || card.y + card.height <= menu.y).toBe(true);
    await screenshot(page, 'phone-menu');
    await page.keyboard.press('Escape');
    await screenshot(page, 'phone-board');
  });

  it('plays by touch on a phone: taps open menus in a bottom sheet that leaves the opponent’s Pokémon in view while choosing one', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { tap, swipeUp } = await finger(page);
    // Wattrel and Kilowattrel against Quaquaval Tide, seed 1: Kilowattrel's Skill Dive ("50
    // damage to 1 of your opponent's Pokémon") on Player 1's second turn.
    await byTestId('kind-0').selectOption('human');
    await byTestId('deck-source-pasted-0').check();
    await byTestId('pasted-deck-0').fill(SKILL_DIVE_DECK);
    await byTestId('bundled-deck-1').selectOption('sv-quaquaval-tide');
    await byTestId('seed').fill('1');
    await byTestId('start-match').click();
    await byTestId('game').waitFor();
    await byTestId('speed').fill('0');

    // Setup by taps: a Basic Pokémon's menu puts it in the Active Spot; Ready.
    await byTestId('setup-banner').waitFor();
    await tap(page.locator('[data-testid="hand-card"].actionable').first());
    await tap(page.locator('[data-testid="card-action"][data-action-id^="setup-active:"]'));
    await expect.poll(() => byTestId('active-p1').getByTestId('pokemon').count()).toBe(1);
    await tap(byTestId('end-turn'));

    // A finger on the hand scrolls the page (it does not start a drag).
    await play.waitForMyMove();
    const energy = page.locator('[data-testid="hand-card"].energy.actionable').first();
    await energy.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    await swipeUp(energy, 200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled + 50);

    // Attach by taps. The menu is a sheet at the window's bottom, the card tapped above it.
    await tap(energy);
    const sheet = byTestId('card-menu');
    await sheet.waitFor();
    const menu = (await sheet.boundingBox())!;
    expect(Math.round(menu.y + menu.height)).toBe(844);
    const card = (await energy.boundingBox())!;
    expect(card.y).toBeGreaterThanOrEqual(0);
    expect(card.y + card.height).toBeLessThanOrEqual(menu.y);
    await tap(
      page.locator('[data-testid="card-action"][data-kind="attach"][data-action-id$=":p1:active"]'),
    );
    await expect.poll(() => byTestId('active-p1').locator('.energy-pip').count()).toBe(1);
    // With no menu open, whose turn it is and End turn stay at the window's bottom, by the hand
    // (the top bar has scrolled away).
    const bar = byTestId('phone-bar');
    await byTestId('hand-p1').evaluate((el) => el.scrollIntoView({ block: 'end' }));
    expect(await bar.textContent()).toMatch(/Your turn\s*End turn/);
    const barBox = (await bar.boundingBox())!;
    expect(Math.round(barBox.y + barBox.height)).toBe(844);
    expect((await byTestId('end-turn').boundingBox())!.y).toBeLessThan(0);
    // The page ends below the hand: the last hand card can be scrolled clear of the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastCard = (await page.locator('[data-testid="hand-card"]').last().boundingBox())!;
    expect(lastCard.y + lastCard.height).toBeLessThanOrEqual(barBox.y);
    await tap(byTestId('end-turn-bar'));

    // Second turn. What the opponent's turn did is marked on the table: their attack's damage
    // on Player 1's Active Pokémon (seed 1: Clauncher's Vise Grip on Wattrel).
    await play.waitForMyMove();
    const lastTurn = (await byTestId('log-entry').allTextContents()).slice(
      (await byTestId('log-entry').allTextContents()).findLastIndex((l) => /— Player 2$/.test(l)),
    );
    const hit = lastTurn.map((l) => /^Wattrel took (\d+) damage/.exec(l)).find(Boolean);
    expect(hit).toBeTruthy();
    const mine = byTestId('active-p1').getByTestId('pokemon');
    expect(await mine.getByTestId('recent-damage').textContent()).toBe(`−${hit![1]}`);
    expect(await mine.getAttribute('class')).toMatch(/\brecent\b/);
    await screenshot(page, 'phone-opponent-last-turn', false);

    // Evolve, attach and attack, each by taps.
    await tap(page.locator('[data-testid="hand-card"][data-card-name="Kilowattrel"]').first());
    await tap(
      page.locator('[data-testid="card-action"][data-kind="evolve"][data-action-id$=":p1:active"]'),
    );
    const active = byTestId('active-p1').getByTestId('pokemon');
    await expect.poll(() => active.getAttribute('data-card-name')).toBe('Kilowattrel');
    await tap(page.locator('[data-testid="hand-card"].energy.actionable').first());
    await tap(
      page.locator('[data-testid="card-action"][data-kind="attach"][data-action-id$=":p1:active"]'),
    );
    await expect.poll(() => active.locator('.energy-pip').count()).toBe(2);
    await tap(page.locator('[data-testid="attack-button"]', { hasText: 'Skill Dive' }));

    // The choice names the opponent's Pokémon: the sheet leaves all of them in view, lit.
    const choice = byTestId('decision-dialog');
    await choice.waitFor();
    expect(await byTestId('decision-prompt').textContent()).toMatch(/Skill Dive/);
    const panel = (await choice.boundingBox())!;
    expect(Math.round(panel.y + panel.height)).toBe(844);
    const theirs = page.locator('[data-testid="side-p2"] [data-testid="pokemon"]');
    expect(await theirs.count()).toBeGreaterThanOrEqual(2);
    for (const mon of await theirs.all()) {
      expect(await mon.getAttribute('class')).toMatch(/\blit\b/);
      const box = (await mon.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(panel.y);
    }
    await screenshot(page, 'phone-choice-opponent-pokemon', false);

    // A tap on the opponent's Active Pokémon on the board answers the choice.
    const target = byTestId('active-p2').getByTestId('pokemon');
    const name = (await target.getAttribute('data-card-name'))!;
    await tap(target);
    await expect.poll(() => choice.count()).toBe(0);
    await expect
      .poll(logText)
      .toMatch(new RegExp(`Player 2's ${name} was Knocked Out|${name} took \\d+ damage`));
  });

  it('fits 1280×800: the log and the board inside the window, the newest line in view, nothing clipped', async () => {
    // Seed 4 against Skeledirge Blaze: the bot's mulligans make a long log before the first
    // turn, and a choice (the extra draw) stands above it in the side column.
    await play.startHumanMatch('sv-pawmot-thunder', 4, 'sv-skeledirge-blaze');
    await byTestId('decision-dialog').waitFor();
    await play.expectNewestLogLineInView();
    await screenshot(page, 'desktop-choice-and-log');
    await play.waitForMyMove();
    await play.expectNewestLogLineInView();
    const log = (await byTestId('log').boundingBox())!;
    expect(log.y + log.height).toBeLessThanOrEqual(800);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      1280,
    );
    await expectNothingClipped();
    await screenshot(page, 'desktop-board');
  });

  it('has no serious accessibility violations on the setup and game pages (axe-core)', async () => {
    expect(await axeViolations()).toEqual([]);
    await seed16();
    expect(await axeViolations()).toEqual([]);
    await play.waitForMyMove();
    await handCard('Pawmo').click();
    await byTestId('card-menu').waitFor();
    expect(await axeViolations()).toEqual([]);
    // On a phone: the menu as a bottom sheet, then the bar with End turn.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await axeViolations()).toEqual([]);
    await page.keyboard.press('Escape');
    await byTestId('phone-bar').waitFor();
    expect(await axeViolations()).toEqual([]);
  });
});

/** Every HP, Energy symbol and card name is inside its card (nothing cut off or spilling). */
async function expectNothingClipped() {
  const problems = await page.evaluate(() => {
    const out: string[] = [];
    for (const card of document.querySelectorAll<HTMLElement>(
      '[data-testid="pokemon"], [data-testid="hand-card"]',
    )) {
      const box = card.getBoundingClientRect();
      for (const part of card.querySelectorAll<HTMLElement>(
        '.hp, .energy-symbol, .card-name, .damage',
      )) {
        const r = part.getBoundingClientRect();
        if (r.left < box.left - 1 || r.right > box.right + 1 || r.bottom > box.bottom + 1)
          out.push(`${card.dataset.cardName}: ${part.className} sticks out`);
        if (part.scrollWidth > part.clientWidth + 1)
          out.push(`${card.dataset.cardName}: ${part.className} is cut`);
      }
    }
    return out;
  });
  expect(problems).toEqual([]);
}
