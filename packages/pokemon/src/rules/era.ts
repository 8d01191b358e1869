import type { PokemonRulesOptions, PokemonState } from '../game/state';

/** An era of the game's rules (`PokemonRulesOptions.era`). */
export type Era = PokemonRulesOptions['era'];

/**
 * The rules that differ between eras, in one place: each rule, hook, narrative line and bot
 * check that depends on the era reads it here. `modern` follows the Scarlet & Violet rulebook;
 * `base-set` the 1999 Base Set rulebook (the differences and where the rulebook says so are
 * listed with the rule cited in `docs/pokemon-rules-eras.md`). What a card prints always applies in
 * either era: a Pokémon Power that "can't be used if … Asleep, Confused, or Paralyzed" says so
 * itself, and a modern Supporter's own line "You may play only 1 Supporter card during your
 * turn" still binds it.
 */
export interface EraRules {
  /** What a player may do on their first turn (`attack`, `supporter`: the player who goes first). */
  readonly firstTurn: {
    /** Attack (1999: yes, the first turn is a turn like any other). */
    readonly attack: boolean;
    /** Play a Supporter (1999: there are no Supporters, only Trainers, "as often as you like"). */
    readonly supporter: boolean;
    /**
     * Evolve a Pokémon during either player's first turn (both eras: no — WotC's ruling under
     * the 1999 rules: "you can never evolve your Pokémon on the first turn you play in the
     * game"; see docs/pokemon-rules-eras.md).
     */
    readonly evolve: boolean;
  };
  /** Retreats a player may make in a turn (1999: "as often as you like", paying each time). */
  readonly retreats: 'once-per-turn' | 'as-often-as-you-like';
  readonly confusion: {
    /** Damage a Confused Pokémon that flips tails when it attacks does to itself. */
    readonly selfDamage: number;
    /**
     * `true` (1999): that damage is an attack on itself, so its own Weakness and Resistance to
     * its own type apply, and what reduces attack damage done to it. `false`: damage counters.
     */
    readonly selfDamageIsAnAttack: boolean;
    /**
     * `true` (1999): retreating a Confused Pokémon pays the Retreat Cost, then flips; tails, it
     * stays Active, the Energy stays discarded, and it can't try to retreat again that turn.
     */
    readonly retreatFlip: boolean;
  };
  readonly mulligan: {
    /** Extra cards the opponent may draw for each mulligan. */
    readonly cardsPerMulligan: number;
    /**
     * `true` (modern): when both players mulligan, only the difference earns extra cards.
     * `false` (1999): every mulligan earns its cards.
     */
    readonly net: boolean;
  };
}

/** The rules of each era. */
export const ERA_RULES: Readonly<Record<Era, EraRules>> = {
  modern: {
    firstTurn: { attack: false, supporter: false, evolve: false },
    retreats: 'once-per-turn',
    confusion: { selfDamage: 30, selfDamageIsAnAttack: false, retreatFlip: false },
    mulligan: { cardsPerMulligan: 1, net: true },
  },
  'base-set': {
    firstTurn: { attack: true, supporter: true, evolve: false },
    retreats: 'as-often-as-you-like',
    confusion: { selfDamage: 20, selfDamageIsAnAttack: true, retreatFlip: true },
    mulligan: { cardsPerMulligan: 2, net: false },
  },
};

/** The era rules of a match, from its plugin state (`modern` when it predates the option). */
export function eraRules(plugin: Pick<PokemonState, 'options'> | undefined): EraRules {
  return ERA_RULES[plugin?.options?.era ?? 'modern'];
}

/**
 * Whether it is a player's first turn (`gameTurn` 1 or 2) and the era's rules forbid evolving
 * then: the rule for evolving from the hand and for what "would be allowed to evolve" (Pokémon
 * Breeder). Rare Candy prints its own "You can't use this card during your first turn".
 */
export function firstTurnForbidsEvolving(
  plugin: Pick<PokemonState, 'options' | 'gameTurn'>,
): boolean {
  return plugin.gameTurn <= 2 && !eraRules(plugin).firstTurn.evolve;
}

/**
 * Whether the player to move may still retreat this turn: once per turn in the modern rules;
 * as often as they like in 1999, until a Confused Pokémon's retreat fails.
 */
export function mayRetreatAgain(plugin: Pick<PokemonState, 'options' | 'flags'>): boolean {
  if (plugin.flags.retreatFailed) return false;
  return eraRules(plugin).retreats === 'as-often-as-you-like' || !plugin.flags.retreated;
}

/** Extra cards `player`'s opponent's mulligans let `player` draw (`mulligans` per player). */
export function mulliganExtraCards(rules: EraRules, mine: number, theirs: number): number {
  const earned = rules.mulligan.net ? theirs - mine : theirs;
  return Math.max(0, earned) * rules.mulligan.cardsPerMulligan;
}
