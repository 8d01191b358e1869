/** Space kept between what is revealed and the window's top or the sheet's top edge (px). */
const MARGIN = 8;

/**
 * How far to scroll the window (px, down is positive) so that the box `top`–`bottom` sits in
 * the free band `MARGIN`–`free` above a sheet; 0 when it is there already. A box taller than the
 * band keeps its top in view (the start of a side: its Active Pokémon). The least scroll that
 * does it, so the board moves no more than it must.
 */
export function scrollToReveal(box: { top: number; bottom: number }, free: number): number {
  const limit = free - MARGIN;
  if (box.top < MARGIN) return box.top - MARGIN;
  if (box.bottom <= limit) return 0;
  return Math.min(box.bottom - limit, box.top - MARGIN);
}

/**
 * On a phone the menus and choices are a sheet fixed at the window's bottom: scrolls the window
 * so that `targets` (what the sheet is about) are in the part above it. Does nothing where the
 * sheet is not fixed (a wide screen shows it beside the board).
 */
export function revealAbove(sheet: Element, targets: readonly Element[]): void {
  if (targets.length === 0 || getComputedStyle(sheet).position !== 'fixed') return;
  const rects = targets.map((t) => t.getBoundingClientRect());
  const box = {
    top: Math.min(...rects.map((r) => r.top)),
    bottom: Math.max(...rects.map((r) => r.bottom)),
  };
  const by = scrollToReveal(box, sheet.getBoundingClientRect().top);
  if (by !== 0) window.scrollBy({ top: by, behavior: 'instant' });
}
