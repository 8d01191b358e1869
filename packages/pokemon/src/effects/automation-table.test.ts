import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getBundledSets } from '../cards/bundled-sets';
import { loadCardSet } from '../cards/load-card-set';
import { createCardRegistry } from '../cards/registry';
import { automaticPercent, automationTable } from './automation-table';
import {
  countByKind,
  type ManualPart,
  manualPartLabel,
  manualParts,
  missingEffects,
  type SetAutomation,
  setAutomation,
} from './coverage';

const fixture = (set: string) =>
  loadCardSet(JSON.parse(readFileSync(new URL(`./fixtures/${set}.json`, import.meta.url), 'utf8')));

describe('manual parts by kind', () => {
  // Made-up words no compiler reads, on each kind of card: every one stays manual.
  const unread = 'Zork the blorb twice.';
  const set = loadCardSet([
    {
      id: 'zz1-1',
      name: 'Blorb Gym',
      supertype: 'Trainer',
      subtypes: ['Stadium'],
      rules: [unread],
      number: '1',
    },
    {
      id: 'zz1-2',
      name: 'Blorb Energy',
      supertype: 'Energy',
      subtypes: ['Special'],
      rules: [unread],
      number: '2',
    },
    { id: 'zz1-3', name: 'Grass Energy', supertype: 'Energy', subtypes: ['Basic'], number: '3' },
    {
      id: 'zz1-4',
      name: 'Blorbmon',
      supertype: 'Pokémon',
      subtypes: ['Basic'],
      hp: '60',
      types: ['Grass'],
      rules: [`Blorb rule: ${unread}`],
      abilities: [{ name: 'Blorb Power', text: unread, type: 'Pokémon Power' }],
      attacks: [
        { name: 'Zork', cost: ['Grass'], damage: '10', text: unread },
        { name: 'Tackle', cost: ['Grass'], damage: '10', text: '' },
      ],
      number: '4',
    },
  ]);
  const card = (id: string) => {
    const c = set.cards.find((x) => x.id === id);
    if (!c) throw new Error(id);
    return c;
  };

  it('a Trainer or special Energy with no code is one part of its own kind', () => {
    expect(manualParts(card('zz1-1'))).toEqual([{ card: 'Blorb Gym', kind: 'trainer' }]);
    expect(manualParts(card('zz1-2'))).toEqual([{ card: 'Blorb Energy', kind: 'energy' }]);
  });

  it('a basic Energy, or an attack with no text, has nothing to play by hand', () => {
    expect(manualParts(card('zz1-3'))).toEqual([]);
    expect(manualParts(card('zz1-4')).some((p) => p.part === 'Tackle')).toBe(false);
  });

  it("a Pokémon's printed rule, Power and attack each count as their own kind", () => {
    expect(manualParts(card('zz1-4'))).toEqual([
      { card: 'Blorbmon', part: 'Blorb rule', kind: 'rule' },
      { card: 'Blorbmon', part: 'Blorb Power', kind: 'power' },
      { card: 'Blorbmon', part: 'Zork', kind: 'attack' },
    ]);
  });

  it('labels keep the form reports show: "Name — Power (Ability)", "Name — part", "Name"', () => {
    expect(missingEffects(card('zz1-4'))).toEqual([
      'Blorbmon — Blorb rule',
      'Blorbmon — Blorb Power (Ability)',
      'Blorbmon — Zork',
    ]);
    expect(manualParts(card('zz1-1')).map(manualPartLabel)).toEqual(['Blorb Gym']);
  });
});

describe('countByKind', () => {
  it('counts every kind, zero when absent', () => {
    expect(countByKind([])).toEqual({ attack: 0, power: 0, trainer: 0, energy: 0, rule: 0 });
    expect(
      countByKind([
        { card: 'A', part: 'x', kind: 'attack' },
        { card: 'A', part: 'y', kind: 'attack' },
        { card: 'B', kind: 'trainer' },
        { card: 'C', part: 'Baby rule', kind: 'rule' },
      ]),
    ).toEqual({ attack: 2, power: 0, trainer: 1, energy: 0, rule: 1 });
  });

  it('on a loaded set, the kinds add up to every manual part listed', () => {
    const neo2 = fixture('neo2');
    const registry = createCardRegistry([...Object.values(getBundledSets()), neo2]);
    const a = setAutomation(registry, 'neo2');
    const counts = countByKind(a.parts);
    expect(Object.values(counts).reduce((x, y) => x + y, 0)).toBe(a.manual.length);
    expect(a.parts.length).toBeGreaterThan(0);
  });
});

describe('automationTable', () => {
  const measure = (automatic: number, distinct: number, parts: ManualPart[]): SetAutomation => ({
    set: 'xx',
    automatic,
    distinct,
    parts,
    manual: parts.map((p) => p.card),
  });

  it('prints one line per set: automatic/total, the percentage and the counts by kind', () => {
    const text = automationTable([
      {
        label: 'Set A (a1)',
        automation: measure(2, 3, [
          { card: 'X', part: 'Bite', kind: 'attack' },
          { card: 'Y', kind: 'energy' },
        ]),
      },
      { label: 'Set B (b1)', automation: measure(0, 0, []) },
    ]);
    expect(text.split('\n')).toEqual([
      '| set | automatic | % | manual attack | manual power | manual trainer | manual energy | manual rule |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      '| Set A (a1) | 2/3 | 66.7 | 1 | 0 | 0 | 1 | 0 |',
      '| Set B (b1) | 0/0 | 100.0 | 0 | 0 | 0 | 0 | 0 |',
    ]);
  });

  it('rounds the percentage to one decimal', () => {
    expect(automaticPercent({ automatic: 1, distinct: 3 })).toBe('33.3');
    expect(automaticPercent({ automatic: 68, distinct: 103 })).toBe('66.0');
  });
});
