/** The five player classes plus Neutral; Mythos marks encounter cards (never in player data). */
export const FACTIONS = ['guardian', 'seeker', 'rogue', 'mystic', 'survivor', 'neutral'] as const;
/** A player class (ArkhamDB `faction_code`). */
export type Faction = (typeof FACTIONS)[number];

/** Player card types kept by the converter. */
export const CARD_TYPES = ['investigator', 'asset', 'event', 'skill', 'treachery', 'enemy'] as const;
/** A player card type (ArkhamDB `type_code`). */
export type CardType = (typeof CARD_TYPES)[number];

/** Weakness subtypes: a signature weakness or a basic weakness. */
export type CardSubtype = 'weakness' | 'basicweakness';

/** Skill icons a card commits (or an investigator's base skills). */
export interface SkillIcons {
  willpower: number;
  intellect: number;
  combat: number;
  agility: number;
  wild: number;
}

/** A player card in the compact committed form. */
export interface ArkhamCard {
  code: string;
  name: string;
  subname?: string;
  faction: Faction;
  type: CardType;
  subtype?: CardSubtype;
  /** Resource cost; `null` when printed as X or when the card has no cost (skills, permanents). */
  cost: number | null;
  /** Card text with HTML tags removed; icons stay as `[action]`, `[fast]` … */
  text: string;
  traits: string[];
  icons: SkillIcons;
  /** Level (experience cost); `null` for cards without a level (weaknesses, investigators). */
  xp: number | null;
  deckLimit: number;
  /** Copies of this card in one copy of its pack. */
  quantity: number;
  pack: string;
  slot?: string;
  unique?: boolean;
  permanent?: boolean;
  exceptional?: boolean;
  /** Investigator code this card is restricted to (signature cards). */
  restrictedTo?: string;
  /** Placeholder card (the random basic weakness), not a real card. */
  hidden?: boolean;
}

/** One deckbuilding option of an investigator (ArkhamDB `deck_options`). */
export interface DeckOption {
  factions?: Faction[];
  traits?: string[];
  level?: { min: number; max: number };
  /** At most this many cards may be taken through this option. */
  limit?: number;
  /** Cards matching this option are forbidden. */
  not?: boolean;
  /** The message ArkhamDB shows when the limit is broken. */
  error?: string;
}

/** What a deck must contain besides its size. */
export interface DeckRequirements {
  size: number;
  /** Each entry is one required card, with alternative printings that also satisfy it. */
  cards: string[][];
  /** How many random basic weaknesses the deck adds. */
  randomBasicWeakness: number;
}

/** An investigator card with its deckbuilding rules. */
export interface Investigator extends ArkhamCard {
  type: 'investigator';
  health: number;
  sanity: number;
  deckOptions: DeckOption[];
  deckRequirements: DeckRequirements;
}

/** A pack in the bundled data. */
export interface PackInfo {
  code: string;
  name: string;
  cycle: string;
  position: number;
}

/** The committed data file. */
export interface CardDatabase {
  packs: PackInfo[];
  cards: ArkhamCard[];
  investigators: Investigator[];
}
