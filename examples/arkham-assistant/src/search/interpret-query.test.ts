import { describe, expect, it } from 'vitest';
import { interpretQuery } from './interpret-query';

const traits = new Set(['weapon', 'spell', 'ally', 'tome', 'item']);

describe('interpretQuery', () => {
  it('reads class, type and known trait words, plural or not, and keeps the rest as text', () => {
    expect(interpretQuery('Seekers tomes that draw', traits)).toEqual({
      text: 'draw',
      class: ['seeker'],
      traits: ['tome'],
      understood: ['class seeker', 'trait tome'],
    });
    expect(interpretQuery('mystic allies and events', traits)).toMatchObject({
      class: ['mystic'],
      type: ['event'],
      traits: ['ally'],
      text: '',
    });
    // A word that is not a trait of any card stays text.
    expect(interpretQuery('firearm', traits)).toMatchObject({ text: 'firearm' });
    expect(interpretQuery('firearm', traits).traits).toBeUndefined();
  });

  it('reads levels and costs', () => {
    expect(interpretQuery('level 2 guardian', traits).level).toEqual({ min: 2, max: 2 });
    expect(interpretQuery('level 3+ spell', traits).level).toEqual({ min: 3, max: 5 });
    expect(interpretQuery('lvl 0 weapon', traits).level).toEqual({ min: 0, max: 0 });
    expect(interpretQuery('2 xp ally', traits).level).toEqual({ min: 2, max: 2 });
    expect(interpretQuery('upgraded spell', traits).level).toEqual({ min: 1, max: 5 });
    expect(interpretQuery('cheap weapon', traits)).toMatchObject({
      cost: { min: 0, max: 2 },
      cheapestFirst: true,
    });
    expect(interpretQuery('costs 3 or less', traits)).toMatchObject({
      cost: { min: 0, max: 3 },
      understood: ['cost 0-3'],
      text: '',
    });
    expect(interpretQuery('expensive ally', traits).cost).toEqual({ min: 4 });
    expect(interpretQuery('free event', traits).cost).toEqual({ min: 0, max: 0 });
  });

  it("turns players' words into the words card text uses", () => {
    expect(interpretQuery('rogue money', traits).text).toBe('gain resources');
    expect(interpretQuery('spell attack', traits).text).toBe('fight');
    // "enemies" is a word of card text, not a card type filter.
    expect(interpretQuery('evade enemies', traits)).toMatchObject({ text: 'evade enemies' });
  });

  it('leaves a plain name alone', () => {
    expect(interpretQuery('Shrivelling', traits)).toEqual({ text: 'shrivelling', understood: [] });
  });
});
