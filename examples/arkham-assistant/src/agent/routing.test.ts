import { describe, expect, it } from 'vitest';
import { routeRequest } from './routing';

const decks = ['roland-starter', 'agnes-starter'];
const route = (
  message: string,
  extra: { deck_id?: string; context?: Record<string, unknown> } = {},
) => routeRequest({ message, ...extra }, decks);

describe('routeRequest', () => {
  it('sends rules questions without a deck to Rules only', () => {
    const r = route('Is it legal to have 3 copies of Machete?');
    expect(r.agents).toEqual(['rules']);
    expect(r.reasons.rules).toContain('legal');
  });

  it('sends card-access questions about a named investigator to Rules', () => {
    expect(route('Can Roland include Encyclopedia / Cryptic Research?').agents).toEqual(['rules']);
    expect(route('Could Roland Banks take Shrivelling?').reasons.rules).toMatch(
      /could roland banks take/,
    );
  });

  it('sends simulation questions about a deck to Scenario', () => {
    const r = route('What are my odds of drawing Machete by turn 3?', {
      deck_id: 'roland-starter',
    });
    expect(r.agents).toContain('scenario');
    expect(r.agents).not.toContain('action_space');
    expect(r.deckId).toBe('roland-starter');
  });

  it('pairs recommendations with a simulation', () => {
    const r = route('Suggest better cards for fighting', { deck_id: 'agnes-starter' });
    expect(r.agents).toEqual(['action_space', 'scenario']);
    expect(r.reasons.scenario).toMatch(/simulation/);
  });

  it('describes and improves a deck when no keyword matches', () => {
    expect(route('thoughts?', { deck_id: 'roland-starter' }).agents).toEqual([
      'state',
      'action_space',
      'scenario',
    ]);
    expect(route('hello there').agents).toEqual(['rules']);
  });

  it('finds the deck in the context or in the message', () => {
    expect(route('summarize', { context: { deck_id: 'agnes-starter' } }).deckId).toBe(
      'agnes-starter',
    );
    expect(route('summarize roland-starter please').deckId).toBe('roland-starter');
  });

  it('skips deck-bound agents without a deck and says why', () => {
    const r = route('simulate my opening hands');
    expect(r.agents).toEqual(['rules']);
    expect(r.skipped.scenario).toMatch(/deck_id/);
  });

  it('uses the goal from the context for recommendations', () => {
    const r = route('recommend cards', {
      deck_id: 'roland-starter',
      context: { goal: 'more clues' },
    });
    expect(r.goal).toBe('more clues');
  });
});
