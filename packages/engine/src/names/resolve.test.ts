import { describe, expect, it } from 'vitest';
import { actions } from '../actions';
import { createTestGame, runActions, zoneIds } from '../test';
import { closestNames, editDistance } from './edit-distance';

const { engine, state } = createTestGame({
  decks: {
    p1: ['tpl-ember-fox', 'tpl-ember-fox-alpha', 'tpl-potion', 'tpl-potion', 'tpl-tide-turtle'],
    p2: ['tpl-shadow-lynx'],
  },
});
const s1 = runActions(engine, state, [actions.draw({ player: 'p1', count: 5 })]);
const move = (card: string) =>
  engine.execute(s1, actions.moveCard({ player: 'p1', card, from: 'hand', to: 'board' }));

describe('card name resolution', () => {
  it('matches exact names even when another name starts with them', () => {
    const r = move('Ember Fox');
    expect(r.ok && r.state.cards[zoneIds(r.state, 'p1:board')[0] as string]?.templateId).toBe(
      'tpl-ember-fox',
    );
  });
  it('matches case-insensitively and by unique prefix', () => {
    const a = move('tide turtle');
    expect(a.ok).toBe(true);
    const b = move('Tid');
    expect(b.ok && b.state.cards[zoneIds(b.state, 'p1:board')[0] as string]?.templateId).toBe(
      'tpl-tide-turtle',
    );
  });
  it('picks the first of interchangeable copies', () => {
    const r = move('Potion');
    expect(r.ok).toBe(true);
  });
  it('reports ambiguity with candidates and ids', () => {
    const r = move('Ember');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('AMBIGUOUS_CARD');
    expect(r.error.candidates?.map((c) => c.name).sort()).toEqual(['Ember Fox', 'Ember Fox Alpha']);
    const id = r.error.candidates?.[1]?.id as string;
    const pick = move(`#${id}`);
    expect(pick.ok).toBe(true);
  });
  it('suggests the closest names in that zone when nothing matches', () => {
    const r = move('Tide Turtel');
    expect(!r.ok && r.error.code).toBe('CARD_NOT_FOUND');
    expect(!r.ok && r.error.hints[0]).toContain('Tide Turtle');
  });
  it('never suggests names of cards the player may not see', () => {
    const r = engine.execute(
      s1,
      actions.moveCard({ player: 'p2', card: 'Ember Fx', to: 'p2:board' }),
    );
    expect(!r.ok && r.error.code).toBe('CARD_NOT_FOUND');
    expect(!r.ok && JSON.stringify(r.error)).not.toContain('Ember Fox');
    // Not even the player's own face-down deck: they may not know what is in it.
    expect(!r.ok && JSON.stringify(r.error)).not.toContain('Shadow Lynx');
  });
  it('rejects empty references', () => {
    const r = move('  ');
    expect(!r.ok && r.error.code).toBe('INVALID_ACTION');
  });
});

describe('edit distance', () => {
  it('computes Levenshtein distances and ranks names', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(closestNames('potoin', ['Potion', 'Tide Turtle', 'Stone Golem'], 1)).toEqual(['Potion']);
  });

  it('leaves out far names when asked: a typo is about a third of the query', () => {
    const names = ['seed', 'p1', 'p2', 'deck1', 'Nest Ball', 'Ultra Ball'];
    expect(closestNames('sed', names, 2)).toEqual(['seed', 'p1']);
    expect(closestNames('sed', names, 2, { maxDistance: 'auto' })).toEqual(['seed']);
    expect(closestNames('zzzzzz', names, 3, { maxDistance: 'auto' })).toEqual([]);
    // A name containing the query stays however long it is.
    expect(closestNames('ball', names, 3, { maxDistance: 'auto' })).toEqual([
      'Nest Ball',
      'Ultra Ball',
    ]);
    expect(closestNames('p3', names, 3, { maxDistance: 1 })).toEqual(['p1', 'p2']);
  });
});

describe('parseInstanceId', () => {
  it('accepts #12, 12 and padded forms only', async () => {
    const { parseInstanceId } = await import('./resolve');
    expect(parseInstanceId('#12')).toBe('12');
    expect(parseInstanceId(' 7 ')).toBe('7');
    expect(parseInstanceId('12')).toBe('12');
    expect(parseInstanceId('#')).toBeNull();
    expect(parseInstanceId('12a')).toBeNull();
    expect(parseInstanceId('Potion')).toBeNull();
  });
});
