import { describe, expect, it } from 'vitest';
import { pokemonIn } from '../game/board';
import { F, heads, KINGAMBIT, L, PIKACHU, R, SEEDS, tails, W } from './cards/classic.test-helper';
import {
  classicEngine as engine,
  classicRegistry as registry,
  classicTable as table,
} from './classic-sets.test-helper';
import {
  act,
  answerAll,
  attack,
  damageIn,
  playTrainer,
  refusalOf,
  type Table,
  templatesIn,
  withSeeds,
} from './effects.test-helper';
import { retreatCost } from './passives';
import { stadiumTextOf } from './stadium-rules';

/**
 * Classic Stadiums read from their text: the lasting rule while the card is in play, and the
 * once-a-turn use. Each test plays the Stadium from the hand of a loaded set, as a player would.
 */
const cards = engine.definition.cards;

const TRAINING_GYM = 'gym1-104';
const CERULEAN = 'gym1-108';
const PEWTER = 'gym1-115';
const SPROUT_TOWER = 'neo1-97';
const RESISTANCE_GYM = 'gym2-109';
const CINNABAR = 'gym2-113';
const BROKEN_GROUND = 'neo4-92';
const LUCKY_STADIUM = 'neo4-100';
const ENERGY_STADIUM = 'neo4-99';
const RADIO_TOWER = 'neo4-95';

const nameOf = (id: string) => registry.require(id).name;

/** p1 puts the Stadium `id` into play from their hand. */
const withStadium = (t: Table, id: string) => playTrainer(t, nameOf(id));

const costOf = (t: Table, zone: string) => {
  const mon = pokemonIn(cards, t.state, zone);
  if (!mon) throw new Error(`no Pokémon in ${zone}`);
  return retreatCost(cards, t.state, mon);
};

const useStadium = (t: Table, player = 'p1') =>
  answerAll(act(t, { type: 'declare_action', player, source: 'ai', kind: 'use_stadium' }));

describe('Stadium text: the two sentences every classic Stadium prints, then its rule', () => {
  it('is read only with both "stays in play" and "Discard this card if another Stadium …"', () => {
    const gym = registry.require(TRAINING_GYM);
    expect(stadiumTextOf(gym)?.rules).toHaveLength(1);
    const alone = {
      ...gym,
      rules: [gym.rules.join(' ').replace(/^This card stays in play when you play it\. /, '')],
    };
    expect(stadiumTextOf(alone)).toBeUndefined();
    const unknown = { ...gym, rules: [`${gym.rules.join(' ')} Each player draws a card.`] };
    expect(stadiumTextOf(unknown)).toBeUndefined();
  });

  it("stays in play, and goes to its owner's discard pile when another Stadium is played", () => {
    let t = withStadium(
      table({
        p1: { active: [PIKACHU], hand: [TRAINING_GYM] },
        p2: { active: [KINGAMBIT], hand: [PEWTER] },
        flags: {},
      }),
      TRAINING_GYM,
    );
    expect(templatesIn(t.state, 'stadium')).toEqual([TRAINING_GYM]);
    t = act(t, { type: 'end_turn', player: 'p1', source: 'ai' });
    t = act(t, { type: 'draw', player: 'p2', source: 'ai' });
    t = act(t, { type: 'end_phase', player: 'p2', source: 'ai' });
    t = playTrainer(t, nameOf(PEWTER), { player: 'p2' });
    expect(templatesIn(t.state, 'stadium')).toEqual([PEWTER]);
    expect(templatesIn(t.state, 'p1:discard')).toContain(TRAINING_GYM);
  });
});

describe('Retreat costs a Stadium changes', () => {
  it("The Rocket's Training Gym: each player pays Colorless more to retreat the Active Pokémon", () => {
    const board = table({
      p1: { active: [PIKACHU], bench: [[PIKACHU]], hand: [TRAINING_GYM] },
      p2: { active: [KINGAMBIT] },
    });
    const before = {
      mine: costOf(board, 'p1:active') as number,
      theirs: costOf(board, 'p2:active') as number,
    };
    const t = withStadium(board, TRAINING_GYM);
    expect(costOf(t, 'p1:active')).toBe(before.mine + 1);
    expect(costOf(t, 'p2:active')).toBe(before.theirs + 1);
  });

  it('Cerulean City Gym: Colorless less, only for Pokémon with Misty in the name', () => {
    // Misty's Poliwhirl prints 2; Kingambit is no Misty's Pokémon.
    const board = table({
      p1: { active: ['gym1-53'], hand: [CERULEAN] },
      p2: { active: [KINGAMBIT] },
    });
    const theirs = costOf(board, 'p2:active') as number;
    const t = withStadium(board, CERULEAN);
    expect(costOf(t, 'p1:active')).toBe(1);
    expect(costOf(t, 'p2:active')).toBe(theirs);
  });

  it('Broken Ground Gym: Colorless more for a Basic Pokémon, not for an evolved one', () => {
    // Brock's Rhyhorn (Basic, 2) and Misty's Poliwhirl (Stage 1, 2).
    const t = withStadium(
      table({ p1: { active: ['gym1-22'], hand: [BROKEN_GROUND] }, p2: { active: ['gym1-53'] } }),
      BROKEN_GROUND,
    );
    expect(costOf(t, 'p1:active')).toBe(3);
    expect(costOf(t, 'p2:active')).toBe(2);
  });
});

describe('Damage a Stadium changes', () => {
  it('Pewter City Gym: no Resistance against attacks by Pokémon with Brock in their names', () => {
    // Brock's Sandshrew's Rolling Attack (20) into Lt. Surge's Spearow (Resistance Fighting -30).
    const board = (stadium: boolean) => {
      const t = table({
        p1: { active: ['gym1-71', F, F], hand: [PEWTER] },
        p2: { active: ['gym1-52'] },
      });
      return attack(stadium ? withStadium(t, PEWTER) : t, 'Rolling Attack');
    };
    expect(damageIn(board(false).state, 'p2:active')).toBe(0);
    expect(damageIn(board(true).state, 'p2:active')).toBe(20);
  });

  it('Resistance Gym: Resistance -30 becomes -10', () => {
    const board = (stadium: boolean) => {
      const t = table({
        p1: { active: ['gym1-71', F, F], hand: [RESISTANCE_GYM] },
        p2: { active: ['gym1-52'] },
      });
      return attack(stadium ? withStadium(t, RESISTANCE_GYM) : t, 'Rolling Attack');
    };
    expect(damageIn(board(false).state, 'p2:active')).toBe(0);
    expect(damageIn(board(true).state, 'p2:active')).toBe(10);
  });

  it('Cinnabar City Gym: no Weakness when a Water Pokémon damages a Pokémon with Blaine in its name', () => {
    // Misty's Seel's Aurora Beam (20) into Blaine's Growlithe (Weakness Water ×2).
    const hit = (defender: string, stadium: boolean) => {
      const t = table({
        p1: { active: ['gym1-88', W, W], hand: [CINNABAR] },
        p2: { active: [defender] },
      });
      return damageIn(
        attack(stadium ? withStadium(t, CINNABAR) : t, 'Aurora Beam').state,
        'p2:active',
      );
    };
    expect(hit('gym1-62', false)).toBe(40);
    expect(hit('gym1-62', true)).toBe(20);
    // Charmander has no Blaine in its name: its Weakness still applies.
    expect(hit('base1-46', true)).toBe(40);
  });

  it("Sprout Tower: damage by Colorless Pokémon's attacks is 30 less after Weakness and Resistance", () => {
    // Brock's Lickitung (Colorless): Tongue Slap, 20. Pikachu (Lightning): Gnaw is not touched.
    const board = (stadium: boolean) => {
      const t = table({
        p1: { active: ['gym1-41', W, W], hand: [SPROUT_TOWER] },
        p2: { active: [KINGAMBIT] },
      });
      return attack(stadium ? withStadium(t, SPROUT_TOWER) : t, 'Tongue Slap');
    };
    expect(damageIn(board(false).state, 'p2:active')).toBe(20);
    expect(damageIn(board(true).state, 'p2:active')).toBe(0);
    const lightning = (stadium: boolean) => {
      const t = table({
        p1: { active: [PIKACHU, L, L], hand: [SPROUT_TOWER] },
        p2: { active: [KINGAMBIT] },
      });
      return damageIn(
        attack(stadium ? withStadium(t, SPROUT_TOWER) : t, 'Gnaw').state,
        'p2:active',
      );
    };
    expect(lightning(true)).toBe(lightning(false));
  });
});

describe('"Once during each player\'s turn (before attacking), that player may …"', () => {
  it('Lucky Stadium: flip; heads draws a card, tails does not; once a turn', () => {
    const run = (seed: number) =>
      useStadium(
        withStadium(
          table({
            seed,
            p1: { active: [PIKACHU], hand: [LUCKY_STADIUM], deck: [R, R, R] },
            p2: { active: [KINGAMBIT] },
          }),
          LUCKY_STADIUM,
        ),
      );
    expect(templatesIn(withSeeds(SEEDS, run, heads).state, 'p1:hand')).toEqual([R]);
    const t = withSeeds(SEEDS, run, tails);
    expect(templatesIn(t.state, 'p1:hand')).toEqual([]);
    expect(
      refusalOf(t, { type: 'declare_action', player: 'p1', source: 'ai', kind: 'use_stadium' }),
    ).toMatch(/ONCE_PER_TURN/);
  });

  it('Energy Stadium: heads, a basic Energy card from the discard pile into the hand', () => {
    const run = (seed: number) =>
      useStadium(
        withStadium(
          table({
            seed,
            p1: { active: [PIKACHU], hand: [ENERGY_STADIUM], discard: [W] },
            p2: { active: [KINGAMBIT] },
          }),
          ENERGY_STADIUM,
        ),
      );
    expect(templatesIn(withSeeds(SEEDS, run, heads).state, 'p1:hand')).toEqual([W]);
    expect(templatesIn(withSeeds(SEEDS, run, tails).state, 'p1:hand')).toEqual([]);
  });

  it('Radio Tower: the top 2 cards are shown to their player alone and stay in order', () => {
    const t = useStadium(
      withStadium(
        table({
          p1: { active: [PIKACHU], hand: [RADIO_TOWER], deck: [R, W, L] },
          p2: { active: [KINGAMBIT] },
        }),
        RADIO_TOWER,
      ),
    );
    expect(templatesIn(t.state, 'p1:deck')).toEqual([R, W, L]);
    const seen = (player: string) =>
      (t.engine.view(t.state, player).zones['p1:deck']?.cards ?? []).filter(
        (c) => c.templateId !== undefined,
      ).length;
    expect(seen('p1')).toBe(2);
    expect(seen('p2')).toBe(0);
  });

  it('a Stadium with no use is refused when used', () => {
    const t = withStadium(
      table({ p1: { active: [PIKACHU], hand: [TRAINING_GYM] }, p2: { active: [KINGAMBIT] } }),
      TRAINING_GYM,
    );
    expect(
      refusalOf(t, { type: 'declare_action', player: 'p1', source: 'ai', kind: 'use_stadium' }),
    ).toMatch(/STADIUM_HAS_NO_USE/);
  });
});
