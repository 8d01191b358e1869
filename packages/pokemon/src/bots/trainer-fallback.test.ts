import { describe, expect, it } from 'vitest';
import { createPokemonPlugin } from '../plugin/create-pokemon-plugin';
import { type BoardSpec, buildBoard } from '../test/match-builder';
import { readBoard } from './board';
import { type TurnKnowledge, trainerCandidates } from './trainers';

/**
 * The generic "carry out its text" try is for Trainers the bots have no reading of their own.
 * A Trainer they weigh by name (Gust of Wind when a Benched Pokémon can be Knocked Out, Potion
 * on a damaged Pokémon, Switch to bring a better attacker up) is not played when its own
 * reason is missing: since the game compiles the 2002 basics (075d8bf), Gust of Wind, Potion and
 * Switch fell through to the generic try and were played for nothing (Base Set bot games, 40
 * seeds: Gust of Wind 15 → 36 plays, Potion 26 → 39, games 23.2 → 25.5 turns).
 */
const plugin = createPokemonPlugin();
const PIKACHU = 'base1-58'; // 40 HP; Gnaw [C] 10, Thunder Jolt [LC] 30
const MACHOP = 'base1-52';
const CHANSEY = 'base1-3'; // 120 HP
const GUST = 'base1-93';
const POTION = 'base1-94';
const SWITCH = 'base1-95';
const POKEDEX = 'base1-87'; // no reading of the bots' own: the generic try
const ABRA = 'base1-43'; // 30 HP: Thunder Jolt Knocks it Out
const L = 'base1-100';

const knowledge: TurnKnowledge = {
  energyAttached: false,
  supporterPlayed: false,
  stadiumUsed: false,
  stadiumPlayed: false,
  retreated: false,
  firstOwnTurn: false,
  firstGameTurn: false,
  enteredZones: new Set(),
  abilitiesUsed: new Set(),
};
const candidates = (spec: BoardSpec) => {
  const { state } = buildBoard({ ...spec, engine: plugin.engine });
  const board = readBoard(plugin.engine.view(state, 'p1'), plugin.registry);
  return trainerCandidates(board, knowledge).map((p) => `${p.call.input.card}: ${p.why}`);
};

describe('bot Trainer candidates', () => {
  it('Gust of Wind, Potion and Switch wait for their own reason; an unweighed Trainer is still tried', () => {
    const played = candidates({
      p1: { active: [PIKACHU, L], bench: [[MACHOP]], hand: [GUST, POTION, SWITCH, POKEDEX] },
      p2: { active: [CHANSEY], bench: [[CHANSEY]] },
    });
    expect(played).toEqual(['Pokédex: carry out its text']);
  });

  it('with their reasons, they are played', () => {
    const played = candidates({
      p1: {
        active: [PIKACHU, L, L],
        bench: [[MACHOP]],
        hand: [GUST, POTION],
        activeCounters: { damage: 20 },
      },
      p2: { active: [CHANSEY], bench: [[ABRA]] },
    });
    expect(played.map((p) => p.split(':')[0]).sort()).toEqual(['Gust of Wind', 'Potion']);
    expect(played.join('\n')).not.toMatch(/carry out its text/);
  });
});
