import { describe, expect, it } from 'vitest';
import { cardLabel, defaultRegistry } from './registry';

const registry = defaultRegistry();

describe('card data', () => {
  it('holds Core Set and Dunwich player cards with the converted fields', () => {
    expect(registry.investigators.map((i) => i.name)).toContain('Roland Banks');
    expect(registry.investigators).toHaveLength(10);
    const machete = registry.get('01020')!;
    expect(machete).toMatchObject({
      name: 'Machete',
      faction: 'guardian',
      type: 'asset',
      cost: 3,
      xp: 0,
      deckLimit: 2,
      pack: 'core',
      traits: ['Item', 'Weapon', 'Melee'],
    });
    expect(machete.icons.combat).toBe(1);
    expect(machete.text).not.toMatch(/<\/?b>/);
    expect(new Set(registry.cards.map((c) => c.pack))).toEqual(
      new Set(['core', 'dwl', 'tmm', 'tece', 'bota', 'litas']),
    );
  });

  it('keeps investigator deck options and requirements', () => {
    const zoey = registry.getInvestigator('02001')!;
    expect(zoey.deckRequirements).toEqual({
      size: 30,
      cards: [['02006'], ['02007']],
      randomBasicWeakness: 1,
    });
    expect(zoey.deckOptions[1]).toMatchObject({ level: { min: 0, max: 0 }, limit: 5 });
    expect(registry.getInvestigator('01016')).toBeUndefined();
  });

  it('finds cards by name and labels levels', () => {
    expect(registry.findByName('beat cop').map(cardLabel)).toEqual(['Beat Cop', 'Beat Cop (2)']);
    expect(registry.findByName('Dr.').map((c) => c.name)).toContain('Dr. Milan Christopher');
    expect(registry.findByName('zzz')).toEqual([]);
  });
});
