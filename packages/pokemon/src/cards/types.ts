/**
 * Card definitions in the pokemontcg.io JSON shape (the format players can download), with two
 * normalisations made at load time: `hp` is a number, and every card carries its `set`.
 */

/** An energy type as printed on cards. `Colorless` in a cost means "any type". */
export type EnergyType =
  | 'Grass'
  | 'Fire'
  | 'Water'
  | 'Lightning'
  | 'Psychic'
  | 'Fighting'
  | 'Darkness'
  | 'Metal'
  | 'Fairy'
  | 'Dragon'
  | 'Colorless';

/** Every energy type, in the order cards and deck lists usually list them. */
export const ENERGY_TYPES: readonly EnergyType[] = [
  'Grass',
  'Fire',
  'Water',
  'Lightning',
  'Psychic',
  'Fighting',
  'Darkness',
  'Metal',
  'Fairy',
  'Dragon',
  'Colorless',
];

/** The three card supertypes. */
export type Supertype = 'Pokémon' | 'Trainer' | 'Energy';

/** One attack. `damage` is the printed string: `""`, `"30"`, `"30+"`, `"20×"`, `"50-"`. */
export interface Attack {
  readonly name: string;
  readonly cost: readonly EnergyType[];
  readonly convertedEnergyCost: number;
  readonly damage: string;
  readonly text: string;
}

/** An Ability (modern) or Pokémon Power / Poké-Power / Poké-Body (older sets). */
export interface Ability {
  readonly name: string;
  readonly text: string;
  /** `Ability`, `Pokémon Power`, `Poké-Power`, `Poké-Body`. */
  readonly type: string;
}

/** A weakness or resistance: `value` is printed text such as `×2` or `-30`. */
export interface TypeModifier {
  readonly type: EnergyType;
  readonly value: string;
}

/** The set a card was printed in. `ptcgoCode` is the code deck lists use (`SVI`, `BS`). */
export interface CardSetInfo {
  /** pokemontcg.io set id, e.g. `sv1`. */
  readonly id: string;
  readonly name: string;
  readonly series: string;
  /** Code used by Pokémon TCG Live / Online deck lists, e.g. `SVI`. */
  readonly ptcgoCode: string;
  /** Other codes deck lists use for the same set (`BS1` for Base Set). */
  readonly aliases: readonly string[];
  readonly releaseDate?: string;
}

/** Fields every card has, whatever its supertype. */
interface CardBase {
  /** pokemontcg.io id, `<set id>-<number>`, e.g. `base1-4`. */
  readonly id: string;
  readonly name: string;
  readonly subtypes: readonly string[];
  /** Collector number inside its set (a string: some are `TG01`, `SV107`). */
  readonly number: string;
  readonly set: CardSetInfo;
  /** Rule text: trainer effects, the Pokémon ex rule, special energy text. */
  readonly rules: readonly string[];
  readonly regulationMark?: string;
}

/** A Pokémon card (supertype `Pokémon`). */
export interface PokemonSupertypeCard extends CardBase {
  readonly supertype: 'Pokémon';
  readonly hp: number;
  readonly types: readonly EnergyType[];
  readonly evolvesFrom?: string;
  /**
   * What a Baby Pokémon evolves into (Pichu: Pikachu), as the Baby rule lets those Basic cards
   * be played onto it; read for Baby Pokémon only.
   */
  readonly evolvesTo?: readonly string[];
  readonly abilities: readonly Ability[];
  readonly attacks: readonly Attack[];
  readonly weaknesses: readonly TypeModifier[];
  readonly resistances: readonly TypeModifier[];
  readonly retreatCost: readonly EnergyType[];
}

/** A Trainer card (Item, Supporter, Stadium, Pokémon Tool; old Trainers count as Items). */
export interface TrainerCard extends CardBase {
  readonly supertype: 'Trainer';
  /** Printed HP of a Trainer played as if it were a Basic Pokémon (Clefairy Doll, Mysterious Fossil). */
  readonly hp?: number;
  /**
   * The attack a Technical Machine prints ("That Pokémon may use this card's attack instead of
   * its own"), lent to the Pokémon it is attached to; absent on every other Trainer.
   */
  readonly attacks?: readonly Attack[];
  /**
   * Poké-Powers / Poké-Bodies a Trainer played as a Basic Pokémon prints (EX Root Fossil's Spongy
   * Stone): they work while it is in play (see `trainerPokemonInPlay`); absent on every other Trainer.
   */
  readonly abilities?: readonly Ability[];
}

/** An Energy card, basic or special. */
export interface EnergyCard extends CardBase {
  readonly supertype: 'Energy';
}

/**
 * A card definition. Satisfies the engine's template shape `{ id: string; name: string }`, so
 * card instances in the game state point to it by `id`.
 */
export type PokemonCard = PokemonSupertypeCard | TrainerCard | EnergyCard;

/** Something a loaded set holds that the plugin reads otherwise or not at all: where, and what. */
export interface CardSetNote {
  /** The card and field, e.g. `base2-6 Mr. Mime.evolvesFrom`. */
  readonly path: string;
  readonly message: string;
}

/** A loaded set: its info and its cards (each card's `set` is this `set`). */
export interface CardSet {
  readonly set: CardSetInfo;
  readonly cards: readonly PokemonCard[];
  /**
   * What `loadCardSet` could not read as printed, or reads by a rule of its own (a later
   * `evolvesFrom` on a printed Basic, a subtype these rules do not play…). Empty when all was read.
   */
  readonly notes?: readonly CardSetNote[];
}
