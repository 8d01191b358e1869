import { describe, expect, it } from 'vitest';
import { classicRegistry } from '../effects/classic-sets.test-helper';
import { createPokemonPlugin } from '../plugin/create-pokemon-plugin';
import { type BoardSpec, buildBoard } from '../test/match-builder';
import { readBoard } from './board';
import { type TurnKnowledge, trainerCandidates } from './trainers';

/**
 * EX-era Items and Supporters the game now carries out by their text: the bots' generic "carry
 * out its text" try would play them for nothing or for harm. Warp Point switches both Active
 * Pokémon: the bots play it only when they would play Switch (a better attacker on the Bench).
 * Mr. Briney's Compassion returns one of the bot's own Pokémon to its hand: never played.
 */
const plugin = createPokemonPlugin({ registry: classicRegistry });
const PIKACHU = 'base1-58'; // Gnaw [C] 10, Thunder Jolt [LC] 30
const MACHOP = 'base1-52'; // Low Kick [F] 20
const CHANSEY = 'base1-3'; // 120 HP
const WARP_POINT = 'ex4-85';
const BRINEY = 'ex3-87'; // Mr. Briney's Compassion
const STEVEN = 'ex5-92'; // Steven's Advice: drawing is the generic try's to weigh
const L = 'base1-100';
const F = 'base1-97';

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

describe('bot candidates among the EX Trainers', () => {
  it("Warp Point waits for Switch's reason and Mr. Briney's Compassion is never tried; Steven's Advice is", () => {
    const played = candidates({
      p1: {
        active: [PIKACHU, L],
        bench: [[MACHOP]],
        hand: [WARP_POINT, BRINEY, STEVEN],
      },
      p2: { active: [CHANSEY], bench: [[CHANSEY]] },
    });
    expect(played).toEqual(["Steven's Advice: carry out its text"]);
  });

  it('Warp Point is played to bring up a Benched Pokémon that can attack when the Active cannot', () => {
    const played = candidates({
      p1: { active: [PIKACHU], bench: [[MACHOP, F]], hand: [WARP_POINT, BRINEY] },
      p2: { active: [CHANSEY] },
    });
    expect(played).toEqual(['Warp Point: bring Machop Active']);
  });
});
