// The bench's yardsticks for the hooks game (bench/hooks-lean.ts) must play the engine's very game,
// or its engine ÷ lean figure means nothing: checked here so that a change to the engine's words
// or events shows in CI, not only in the next bench run.
import { describe, expect, it } from 'vitest';
import { checkSameGame, HooksLeanTarget } from '../bench/hooks-lean';
import type { EngineEvent } from './index';

/** A lean engine that leaves out one event a turn: what the check must catch. */
class DropsAnEvent extends HooksLeanTarget {
  override events: readonly EngineEvent[] = [];
  override play(card: string): void {
    super.play(card);
    this.events = this.events.slice(1);
  }
}

describe('the hooks game yardsticks', () => {
  it('play the engine’s game: the same cards, events turn by turn and final state (reshuffles included)', () => {
    const last = checkSameGame(300);
    expect(last.plugin).toEqual({ played: 300, reshuffles: expect.any(Number) });
    expect(last.plugin.reshuffles).toBeGreaterThanOrEqual(2);
  });

  it('are caught when the lean engine’s events differ from the engine’s', () => {
    expect(() => checkSameGame(5, () => new DropsAnEvent())).toThrow(
      "Turn 1: the lean engine's events differ from the engine's.",
    );
  });
});
