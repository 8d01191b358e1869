import type { CardView, GameView, ZoneView } from '@playmat/engine';
import { getBundledRegistry } from '@playmat/pokemon';
import { describe, expect, it } from 'vitest';
import { createPalette, stripAnsi } from './ansi';
import { formatBoard, formatEnergy, summariseSide } from './board';

const registry = getBundledRegistry();
const id = (name: string) => registry.byName(name)[0]!.id;

let next = 1;
const card = (name: string, counters: Record<string, number> = {}): CardView => ({
  id: String(next++),
  templateId: id(name),
  name,
  owner: 'p1',
  position: 0,
  faceUp: true,
  orientation: 0,
  counters,
});
const zone = (key: string, cards: CardView[], count: number | null = cards.length): ZoneView => ({
  key,
  name: key.split(':')[1] ?? key,
  owner: key.includes(':') ? key.split(':')[0]! : null,
  ordered: true,
  count,
  cards,
  hidden: count === null ? 0 : count - cards.length,
});

function spectatorView(): GameView {
  const zones: Record<string, ZoneView> = {};
  const add = (z: ZoneView) => {
    zones[z.key] = z;
  };
  add(
    zone('p1:active', [
      card('Charmeleon', { damage: 30, burned: 1 }),
      card('Charmander'),
      card('Fire Energy'),
      card('Fire Energy'),
      card('Grass Energy'),
    ]),
  );
  add(zone('p1:bench_1', [card('Ponyta')]));
  add(zone('p1:bench_3', [card('Vulpix', { damage: 10 })]));
  add(zone('p1:hand', [], 5));
  add(zone('p1:deck', [], 40));
  add(zone('p1:discard', [card('Potion')]));
  for (let i = 1; i <= 6; i++) add(zone(`p1:prizes_${i}`, [], i <= 4 ? 1 : 0));
  add(zone('p2:active', [card('Bulbasaur')]));
  add(zone('p2:hand', [], null));
  for (let i = 1; i <= 6; i++) add(zone(`p2:prizes_${i}`, [], 1));
  return {
    viewer: 'spectator',
    players: ['p1', 'p2'],
    turn: { number: 5, round: 3, activePlayer: 'p1', phase: 'main' },
    result: null,
    pendingDecision: null,
    zones,
    log: [],
  };
}

describe('summariseSide', () => {
  it('reads a stack: top card, damage over the stack, energy below, status counters', () => {
    const side = summariseSide(spectatorView(), 'p1', registry);
    expect(side.active).toEqual({
      name: 'Charmeleon',
      hp: 80,
      damage: 30,
      energy: ['Fire', 'Fire', 'Grass'],
      attached: [],
      statuses: ['burned'],
    });
    expect(side.bench.map((p) => [p.name, p.damage])).toEqual([
      ['Ponyta', 0],
      ['Vulpix', 10],
    ]);
    expect(side).toMatchObject({ prizesLeft: 4, hand: 5, deck: 40, discard: 1 });
  });

  it('shows unknown counts as unknown, not zero', () => {
    const side = summariseSide(spectatorView(), 'p2', registry);
    expect(side.hand).toBeNull();
    expect(side.deck).toBeNull();
    expect(side.bench).toEqual([]);
    expect(side.prizesLeft).toBe(6);
  });
});

describe('formatBoard', () => {
  it('prints both sides with HP left, energy, status, counts', () => {
    const lines = formatBoard(
      spectatorView(),
      [
        { id: 'p1', label: 'p1 base-brushfire' },
        { id: 'p2', label: 'p2 base-overgrowth' },
      ],
      registry,
      createPalette(false),
    );
    const text = lines.join('\n');
    expect(text).toContain('p1 base-brushfire   prizes 4   hand 5     deck 40    discard 1');
    expect(text).toMatch(/active Charmeleon 50\/80 HP \[Fire×2 Grass\] burned/);
    expect(text).toContain('bench  Ponyta 40/40 · Vulpix 40/50');
    expect(text).toContain('p2 base-overgrowth  prizes 6   hand ?     deck ?     discard ?');
    expect(text).toContain('bench  —');
  });

  it('adds colour only when asked', () => {
    const view = spectatorView();
    const seats = [{ id: 'p1', label: 'p1' }];
    const plain = formatBoard(view, seats, registry, createPalette(false));
    const coloured = formatBoard(view, seats, registry, createPalette(true));
    expect(plain.join('')).not.toContain('\u001b[');
    expect(coloured.join('')).toContain('\u001b[');
    expect(coloured.map(stripAnsi)).toEqual(plain);
  });
});

describe('formatEnergy', () => {
  it('groups by kind in first-attached order', () => {
    expect(formatEnergy(['Water', 'Fire', 'Water'])).toBe('Water×2 Fire');
    expect(formatEnergy([])).toBe('');
  });
});
