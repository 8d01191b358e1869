import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** What a player does on the board, as the tests drive it (through the page only). */
export function player(page: Page) {
  const byTestId = (id: string) => page.getByTestId(id);

  /** Fills the setup form: p1 human on `deck` with `seed` (and p2's deck), then starts. */
  async function startHumanMatch(deck: string, seed: number, opponentDeck?: string) {
    await byTestId('kind-0').selectOption('human');
    await byTestId('bundled-deck-0').selectOption(deck);
    if (opponentDeck) await byTestId('bundled-deck-1').selectOption(opponentDeck);
    await byTestId('seed').fill(String(seed));
    await byTestId('start-match').click();
    await byTestId('game').waitFor();
    await byTestId('speed').fill('0');
  }

  /** The open choice answered with its first option (ticked and confirmed when several may be). */
  async function answerFirst() {
    const single = (await byTestId('decision-confirm').count()) === 0;
    const first = byTestId('decision-option').first();
    if (single) {
      await first.click();
      return;
    }
    if ((await first.count()) > 0 && (await first.isEnabled())) await first.check();
    else if ((await byTestId('decision-more').count()) > 0)
      await byTestId('decision-more').first().click();
    await byTestId('decision-confirm').click();
  }

  /**
   * Sets up by the card menus: the first Basic Pokémon of the hand Active, the other Basic
   * Pokémon on the Bench, then Ready.
   */
  async function setUpByClicks() {
    for (const prefix of ['setup-active:', 'setup-bench:']) {
      for (let i = 0; i < 7; i++) {
        const id = await page
          .locator('[data-testid="hand-card"].actionable')
          .first()
          .getAttribute('data-card-id', { timeout: 2_000 })
          .catch(() => null);
        if (id === null) break;
        await page.locator(`[data-testid="hand-card"][data-card-id="${id}"]`).click();
        const place = page.locator(`[data-testid="card-action"][data-action-id^="${prefix}"]`);
        if ((await place.count()) === 0) {
          await byTestId('card-menu-close').click();
          break;
        }
        await place.click();
        await expect
          .poll(() => page.locator(`[data-card-id="${id}"][data-testid="hand-card"]`).count())
          .toBe(0);
        if (prefix === 'setup-active:') break;
      }
    }
    await expect.poll(() => byTestId('active-p1').getByTestId('pokemon').count()).toBe(1);
    await byTestId('end-turn').click();
  }

  /**
   * Waits until it is the human's move, setting up and answering choices on the way; a choice
   * whose question matches `stopAt` is left open for the test (and its move is then a choice).
   */
  async function waitForMyMove(stopAt?: RegExp) {
    const stopped = async () =>
      stopAt !== undefined &&
      (await byTestId('decision-dialog').count()) > 0 &&
      stopAt.test((await byTestId('decision-prompt').textContent()) ?? '');
    try {
      await expect
        .poll(
          async () => {
            if (await stopped()) return true;
            if (await byTestId('decision-dialog').count()) await answerFirst();
            const status = (await byTestId('status').textContent()) ?? '';
            if (/Set up your Pokémon/.test(status)) await setUpByClicks();
            return (
              /Your turn|Match over/.test((await byTestId('status').textContent()) ?? '') &&
              (await byTestId('decision-dialog').count()) === 0
            );
          },
          { timeout: 30_000 },
        )
        .toBe(true);
    } catch (error) {
      // Say where the match stood, so a failure on a slow machine can be told from a stall.
      const status = await byTestId('status').textContent();
      const log = await byTestId('log-entry').allTextContents();
      throw new Error(
        `The human's move did not come within 30 s. Status: "${status}". Last log entries:\n${log.slice(-8).join('\n')}`,
        { cause: error },
      );
    }
  }

  /**
   * A plain attacking turn: the first Energy card of the hand dragged onto the Active Pokémon
   * (when one may be attached), then its last attack the rules allow now, or End turn.
   */
  async function attachAndAttack() {
    const active = byTestId('active-p1').getByTestId('pokemon');
    const before = await byTestId('status').textContent();
    const energy = page.locator('[data-testid="hand-card"].energy.actionable').first();
    if ((await energy.count()) > 0) {
      const pips = await active.locator('.energy-pip').count();
      await drag((await energy.getAttribute('data-card-id'))!, active);
      await expect.poll(() => active.locator('.energy-pip').count()).toBe(pips + 1);
    }
    // The attach done (the board no longer busy), the attacks the rules allow now are enabled.
    await expect.poll(() => byTestId('end-turn').isEnabled()).toBe(true);
    const attacks = page.locator('[data-testid="attack-button"]:enabled');
    if ((await attacks.count()) > 0) await attacks.last().click();
    else await byTestId('end-turn').click();
    // The bot may play its whole turn before the next look: the status is then another turn's.
    await expect.poll(() => byTestId('status').textContent()).not.toBe(before);
  }

  /** Drags a card from the hand onto an element, as a mouse does (press, move, release). */
  async function drag(cardId: string, target: ReturnType<Page['locator']>) {
    const from = await page
      .locator(`[data-testid="hand-card"][data-card-id="${cardId}"]`)
      .boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('drag: card or target not on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2 - 20, {
      steps: 3,
    });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
    await page.mouse.up();
  }

  async function deckCount(p: string): Promise<number> {
    const text = (await byTestId(`deck-count-${p}`).textContent()) ?? '';
    return Number(/Deck (\d+)/.exec(text)?.[1] ?? Number.NaN);
  }

  /** The log's last line is on screen: inside the window and inside the log's scrolled list. */
  async function expectNewestLogLineInView() {
    await expect
      .poll(() =>
        page.evaluate(() => {
          const list = document.querySelector('[data-testid="log"] ol')!.getBoundingClientRect();
          const entries = document.querySelectorAll('[data-testid="log-entry"]');
          const last = entries[entries.length - 1]!.getBoundingClientRect();
          return (
            last.bottom <= window.innerHeight + 1 &&
            last.bottom <= list.bottom + 1 &&
            last.top >= list.top - 1
          );
        }),
      )
      .toBe(true);
  }

  return {
    byTestId,
    expectNewestLogLineInView,
    startHumanMatch,
    answerFirst,
    setUpByClicks,
    attachAndAttack,
    waitForMyMove,
    drag,
    deckCount,
  };
}

/**
 * A finger on the page: Chromium's touch emulation through the DevTools protocol, so taps and
 * swipes reach the app as touch input (pointer type `touch`), as on a phone.
 */
export async function finger(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
    });

  /** Waits until the page has stopped scrolling (a fling after a swipe ends a moment later). */
  async function scrollSettled() {
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            new Promise<boolean>((done) => {
              const y = window.scrollY;
              requestAnimationFrame(() => requestAnimationFrame(() => done(window.scrollY === y)));
            }),
        ),
      )
      .toBe(true);
  }

  /**
   * Taps the middle of `target`, which must be the thing on top there (not under a sheet or
   * bar). It is first scrolled to the middle of its scroller, as a player scrolls to what they
   * want to tap.
   */
  async function tap(target: Locator) {
    await scrollSettled();
    await target.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await scrollSettled();
    const box = await target.boundingBox();
    if (!box) throw new Error('tap: the target is not on screen');
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    const onTop = await target.evaluate(
      (el, [px, py]) => {
        const hit = document.elementFromPoint(px!, py!);
        return hit !== null && (hit === el || el.contains(hit));
      },
      [x, y],
    );
    if (!onTop) throw new Error(`tap: something covers ${target} at ${x},${y}`);
    await touch('touchStart', x, y);
    await touch('touchEnd', x, y);
  }

  /** Drags a finger up the page from `target` by `dy` pixels (a scroll, on a phone). */
  async function swipeUp(target: Locator, dy: number) {
    const box = await target.boundingBox();
    if (!box) throw new Error('swipe: the target is not on screen');
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await touch('touchStart', x, y);
    for (let i = 1; i <= 10; i++) await touch('touchMove', x, y - (dy * i) / 10);
    // The finger rests before it lifts: no fling goes on scrolling (a tap would only stop it).
    for (let i = 0; i < 5; i++) await touch('touchMove', x, y - dy);
    await touch('touchEnd', x, y - dy);
    await scrollSettled();
  }

  return { tap, swipeUp };
}
