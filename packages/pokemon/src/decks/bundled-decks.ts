import { getBundledRegistry } from '../cards/bundled-sets';
import type { CardRegistry } from '../cards/registry';
import { parseDeckList } from './parse-deck-list';
import type { Deck } from './types';

/** A ready-made deck that ships with the package. */
export interface BundledDeck {
  /** Stable id, e.g. `base-overgrowth`, `sv-skeledirge-blaze`. */
  readonly id: string;
  readonly name: string;
  /** One or two sentences on how the deck plays. */
  readonly description: string;
  /** Which bundled card pool it is built from. */
  readonly era: 'base' | 'scarlet-violet';
  /** The deck list in the Pokémon TCG Live export format. */
  readonly list: string;
  /** Where the list differs from its source, and why. */
  readonly note?: string;
}

const OVERGROWTH = `Pokémon: 23
4 Bulbasaur BS 44
2 Ivysaur BS 30
4 Weedle BS 69
2 Kakuna BS 33
1 Beedrill BS 17
4 Staryu BS 65
3 Starmie BS 64
2 Magikarp BS 35
1 Gyarados BS 6

Trainer: 9
2 Bill BS 91
2 Gust of Wind BS 93
1 Potion BS 94
2 Super Potion BS 90
2 Switch BS 95

Energy: 28
16 Grass Energy BS 99
12 Water Energy BS 102

Total Cards: 60
`;

// The source list has 14 Fighting and 14 Fire Energy, 61 cards in all. One Fighting Energy is
// left out (the deck has 10 Fighting Pokémon to 11 Fire) so the deck is a legal 60.
const STARTER = `Pokémon: 24
3 Diglett BS 47
4 Machop BS 52
2 Machoke BS 34
1 Machamp BS 8
4 Ponyta BS 60
4 Charmander BS 46
2 Charmeleon BS 24
1 Growlithe BS 28
2 Rattata BS 61
1 Dratini BS 26

Trainer: 9
1 Bill BS 91
1 Energy Removal BS 92
1 Energy Retrieval BS 81
1 Gust of Wind BS 93
1 Pokédex BS 87
2 Potion BS 94
2 Switch BS 95

Energy: 27
13 Fighting Energy BS 97
14 Fire Energy BS 98

Total Cards: 60
`;

const ZAP = `Pokémon: 21
4 Pikachu BS 58
3 Magnemite BS 53
3 Abra BS 43
1 Kadabra BS 32
3 Gastly BS 50
2 Haunter BS 29
2 Drowzee BS 49
2 Jynx BS 31
1 Mewtwo BS 10

Trainer: 11
2 Bill BS 91
1 Computer Search BS 71
1 Defender BS 80
2 Gust of Wind BS 93
1 Potion BS 94
1 Professor Oak BS 88
1 Super Potion BS 90
2 Switch BS 95

Energy: 28
12 Lightning Energy BS 100
16 Psychic Energy BS 101

Total Cards: 60
`;

const BRUSHFIRE = `Pokémon: 22
4 Charmander BS 46
2 Charmeleon BS 24
2 Vulpix BS 68
1 Ninetales BS 12
2 Growlithe BS 28
1 Arcanine BS 23
4 Weedle BS 69
4 Nidoran ♂ BS 55
2 Tangela BS 66

Trainer: 10
1 Energy Removal BS 92
2 Energy Retrieval BS 81
1 Gust of Wind BS 93
1 Lass BS 75
1 PlusPower BS 84
3 Potion BS 94
1 Switch BS 95

Energy: 28
18 Fire Energy BS 98
10 Grass Energy BS 99

Total Cards: 60
`;

const BLACKOUT = `Pokémon: 24
3 Sandshrew BS 62
4 Machop BS 52
2 Machoke BS 34
3 Onix BS 56
1 Hitmonchan BS 7
4 Squirtle BS 63
2 Wartortle BS 42
3 Staryu BS 65
2 Farfetch'd BS 27

Trainer: 8
4 Energy Removal BS 92
1 Gust of Wind BS 93
1 PlusPower BS 84
1 Professor Oak BS 88
1 Super Energy Removal BS 79

Energy: 28
16 Fighting Energy BS 97
12 Water Energy BS 102

Total Cards: 60
`;

// Fossil theme decks (1999), as the pokemontcg.io deck data lists them.
const LOCKDOWN = `Pokémon: 21
3 Vulpix BS 68
3 Ponyta BS 60
2 Magmar FO 39
4 Krabby FO 51
2 Kingler FO 38
4 Horsea FO 49
2 Seadra FO 42
1 Lapras FO 10

Trainer: 11
2 Bill BS 91
1 Energy Search FO 59
1 Full Heal BS 82
1 Gambler FO 60
2 Potion BS 94
2 Super Potion BS 90
2 Switch BS 95

Energy: 28
14 Fire Energy BS 98
14 Water Energy BS 102

Total Cards: 60
`;

const BODYGUARD = `Pokémon: 23
2 Bulbasaur BS 44
4 Zubat FO 57
2 Golbat FO 34
4 Grimer FO 48
1 Muk FO 13
4 Koffing BS 51
3 Geodude FO 47
2 Graveler FO 37
1 Onix BS 56

Trainer: 9
1 Pokémon Center BS 85
4 Potion BS 94
2 Professor Oak BS 88
2 Super Potion BS 90

Energy: 28
16 Grass Energy BS 99
12 Fighting Energy BS 97

Total Cards: 60
`;

// Scarlet & Violet decks: one Stage 2 line each, trainers limited to effects the rules and bots
// can carry out (draw, search, heal, switch, +damage tools, a simple Stadium), one energy type.
const SKELEDIRGE = `Pokémon: 16
4 Fuecoco SVI 36
3 Crocalor SVI 37
3 Skeledirge SVI 38
4 Charcadet SVI 40
2 Armarouge SVI 41

Trainer: 26
4 Nest Ball SVI 181
4 Nemona SVI 180
2 Professor's Research (Professor Sada) SVI 189
2 Jacq SVI 175
1 Arven SVI 166
2 Rare Candy SVI 191
3 Potion SVI 188
2 Switch SVI 194
2 Energy Search SVI 172
2 Vitality Band SVI 197
2 Mesagoza SVI 178

Energy: 18
18 Basic Fire Energy SVE 2

Total Cards: 60
`;

const PAWMOT = `Pokémon: 16
4 Pawmi SVI 74
3 Pawmo SVI 75
2 Pawmot SVI 76
3 Wattrel SVI 78
2 Kilowattrel SVI 79
2 Miraidon ex SVI 81

Trainer: 26
4 Nest Ball SVI 181
4 Nemona SVI 180
2 Professor's Research (Professor Turo) SVI 190
2 Jacq SVI 175
1 Arven SVI 166
2 Electric Generator SVI 170
3 Potion SVI 188
2 Switch SVI 194
2 Vitality Band SVI 197
2 Energy Retrieval SVI 171
2 Beach Court SVI 167

Energy: 18
18 Basic Lightning Energy SVE 4

Total Cards: 60
`;

const QUAQUAVAL = `Pokémon: 18
4 Quaxly SVI 52
3 Quaxwell SVI 53
2 Quaquaval SVI 54
3 Clauncher SVI 49
2 Clawitzer SVI 50
2 Buizel SVI 46
2 Floatzel SVI 47

Trainer: 24
4 Nest Ball SVI 181
4 Nemona SVI 180
2 Professor's Research (Professor Sada) SVI 189
2 Jacq SVI 175
1 Arven SVI 166
2 Rare Candy SVI 191
3 Potion SVI 188
2 Switch SVI 194
2 Energy Search SVI 172
2 Vitality Band SVI 197

Energy: 18
18 Basic Water Energy SVE 3

Total Cards: 60
`;

/** Every bundled deck: the five Base Set and two Fossil theme decks, three Scarlet & Violet decks. */
export const BUNDLED_DECKS: readonly BundledDeck[] = [
  {
    id: 'base-2-player-starter',
    name: '2-Player Starter Set',
    description:
      'Fire and Fighting: Charmander into Charmeleon and Machop into Machamp, with Ponyta and Diglett as early attackers.',
    era: 'base',
    list: STARTER,
    note: 'The source list adds up to 61 cards (14 Fighting and 14 Fire Energy); this version has 13 Fighting Energy so it is a legal 60-card deck.',
  },
  {
    id: 'base-overgrowth',
    name: 'Overgrowth',
    description:
      'Grass and Water: Bulbasaur and Weedle lines backed by Staryu into Starmie and a surprise Gyarados.',
    era: 'base',
    list: OVERGROWTH,
  },
  {
    id: 'base-zap',
    name: 'Zap!',
    description:
      'Lightning and Psychic: Pikachu and Magnemite hit early, Haunter, Jynx and Mewtwo take over later.',
    era: 'base',
    list: ZAP,
  },
  {
    id: 'base-brushfire',
    name: 'Brushfire',
    description:
      'Fire and Grass: Charmeleon, Ninetales and Arcanine burn through the opponent while Potions keep them going.',
    era: 'base',
    list: BRUSHFIRE,
  },
  {
    id: 'base-blackout',
    name: 'Blackout',
    description:
      'Water and Fighting: sturdy Machop, Onix and Squirtle lines plus Energy Removal to keep the opponent from attacking.',
    era: 'base',
    list: BLACKOUT,
  },
  {
    id: 'fossil-lockdown',
    name: 'LockDown',
    description:
      'Fire and Water from Fossil: Magmar and Seadra slow the opponent with Smokescreen and Agility while Kingler and Lapras hit hard.',
    era: 'base',
    list: LOCKDOWN,
  },
  {
    id: 'fossil-bodyguard',
    name: 'BodyGuard',
    description:
      'Grass and Fighting from Fossil: Muk shuts off Pokémon Powers with Toxic Gas, Golbat drains, and Graveler hardens against small attacks.',
    era: 'base',
    list: BODYGUARD,
  },
  {
    id: 'sv-skeledirge-blaze',
    name: 'Skeledirge Blaze',
    description:
      'Fire: Fuecoco into Skeledirge (Rare Candy skips Crocalor), Armarouge as a second attacker; Passionate Singing brings discarded Energy back.',
    era: 'scarlet-violet',
    list: SKELEDIRGE,
  },
  {
    id: 'sv-pawmot-thunder',
    name: 'Pawmot Thunder',
    description:
      'Lightning: Miraidon ex benches Pawmi and Wattrel, Pawmot powers itself up with Electrogenesis, Kilowattrel snipes the Bench.',
    era: 'scarlet-violet',
    list: PAWMOT,
  },
  {
    id: 'sv-quaquaval-tide',
    name: 'Quaquaval Tide',
    description:
      'Water: Quaxly into Quaquaval, whose Energy Carnival attaches extra Energy; Clawitzer and Floatzel hit hard in between.',
    era: 'scarlet-violet',
    list: QUAQUAVAL,
  },
];

/** Thrown by {@link getBundledDeck} for an id that is not bundled. */
export class UnknownDeckError extends Error {
  override readonly name = 'UnknownDeckError';
}

/** A bundled deck by id. @throws UnknownDeckError naming the ids that exist. */
export function getBundledDeck(id: string): BundledDeck {
  const deck = BUNDLED_DECKS.find((d) => d.id === id);
  if (!deck) {
    throw new UnknownDeckError(
      `No bundled deck "${id}". Bundled decks: ${BUNDLED_DECKS.map((d) => d.id).join(', ')}.`,
    );
  }
  return deck;
}

/**
 * A bundled deck parsed against a registry (the bundled one by default).
 * @throws UnknownDeckError for an unknown id; Error if the list does not parse (a packaging bug).
 */
export function loadBundledDeck(id: string, registry: CardRegistry = getBundledRegistry()): Deck {
  const result = parseDeckList(getBundledDeck(id).list, registry);
  if (!result.ok) {
    throw new Error(
      `Bundled deck "${id}" does not parse: ${result.errors.map((e) => e.message).join(' ')}`,
    );
  }
  return result.deck;
}
