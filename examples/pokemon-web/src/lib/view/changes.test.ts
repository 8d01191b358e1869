import { describe, expect, it } from 'vitest';
import type { BoardView, CardFace, PlayerSideView, PokemonInPlay } from './board-view';
import { changesSince } from './changes';

const face = (instanceId: string, name: string): CardFace => ({
  instanceId,
  name,
  supertype: 'Pokémon',
  subtypes: ['Basic'],
  hp: 70,
});
const energy = (id: string): CardFace => ({
  instanceId: id,
  name: 'Basic Water Energy',
  supertype: 'Energy',
  subtypes: [],
});
const mon = (zone: string, card: CardFace, damage = 0, attached: CardFace[] = []) =>
  ({ zone, card, damage, energy: attached, attachments: [], conditions: [] }) as PokemonInPlay;

const side = (player: string, active: PokemonInPlay | null, bench: PokemonInPlay[] = []) =>
  ({
    player,
    label: player,
    active,
    bench,
    prizesLeft: 6,
    deckCount: 40,
    discard: [],
    prizesTaken: [],
    faceDown: { active: false, bench: 0 },
    mulligans: 0,
    hand: { visible: false, count: 5 },
  }) as PlayerSideView;

const board = (...players: PlayerSideView[]): BoardView => ({
  viewer: { kind: 'player', player: 'p1' },
  turn: 3,
  stage: 'play',
  currentPlayer: 'p1',
  phase: 'main',
  stadium: null,
  staging: [],
  players,
  result: null,
});

describe('changesSince: what the opponent’s turn did to the table', () => {
  const wattrel = face('1', 'Wattrel');
  const quaxly = face('2', 'Quaxly');

  it('marks the damage a Pokémon took and the Energy attached to one', () => {
    const before = board(
      side('p1', mon('p1:active', wattrel, 10)),
      side('p2', mon('p2:active', quaxly)),
    );
    const after = board(
      side('p1', mon('p1:active', wattrel, 40)),
      side('p2', mon('p2:active', quaxly, 0, [energy('9')])),
    );
    expect(changesSince(before, after)).toEqual(
      new Map([
        ['1', { damage: 30, energy: 0, fresh: false }],
        ['2', { damage: 0, energy: 1, fresh: false }],
      ]),
    );
  });

  it('marks a Pokémon new to its spot (benched, evolved, promoted) and nothing unchanged', () => {
    const quaxwell = face('3', 'Quaxwell');
    const buizel = face('4', 'Buizel');
    const before = board(
      side('p1', mon('p1:active', wattrel)),
      side('p2', mon('p2:active', quaxly, 20)),
    );
    const after = board(
      side('p1', mon('p1:active', wattrel)),
      side('p2', mon('p2:active', quaxwell, 20), [mon('p2:bench_1', buizel)]),
    );
    expect(changesSince(before, after)).toEqual(
      new Map([
        ['3', { damage: 0, energy: 0, fresh: true }],
        ['4', { damage: 0, energy: 0, fresh: true }],
      ]),
    );
    expect(changesSince(after, after).size).toBe(0);
  });
});
