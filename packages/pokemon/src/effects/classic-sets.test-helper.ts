import { getBundledSets } from '../cards/bundled-sets';
import { loadCardSet } from '../cards/load-card-set';
import { createCardRegistry } from '../cards/registry';
import type { CardSet, PokemonCard } from '../cards/types';
import { createPokemonEngine } from '../game/definition';
import type { BoardSpec } from '../test/match-builder';
import { table as bundledTable, type Table } from './effects.test-helper';
import jungle from './fixtures/base2.json';
import baseSet2 from './fixtures/base4.json';
import teamRocket from './fixtures/base5.json';
import legendary from './fixtures/base6.json';
import wizardsPromos from './fixtures/basep.json';
import bestOfGame from './fixtures/bp.json';
import expedition from './fixtures/ecard1.json';
import aquapolis from './fixtures/ecard2.json';
import skyridge from './fixtures/ecard3.json';
import rubySapphire from './fixtures/ex1.json';
import sandstorm from './fixtures/ex2.json';
import dragon from './fixtures/ex3.json';
import teamMagmaTeamAqua from './fixtures/ex4.json';
import hiddenLegends from './fixtures/ex5.json';
import fireRedLeafGreen from './fixtures/ex6.json';
import teamRocketReturns from './fixtures/ex7.json';
import deoxys from './fixtures/ex8.json';
import emerald from './fixtures/ex9.json';
import gymHeroes from './fixtures/gym1.json';
import gymChallenge from './fixtures/gym2.json';
import neoGenesis from './fixtures/neo1.json';
import neoDiscovery from './fixtures/neo2.json';
import neoRevelation from './fixtures/neo3.json';
import neoDestiny from './fixtures/neo4.json';
import southernIslands from './fixtures/si1.json';

/** The data files of `fixtures/`, as a user would hand them to `loadCardSet`. */
const classicFiles = {
  base2: jungle,
  base4: baseSet2,
  base5: teamRocket,
  base6: legendary,
  basep: wizardsPromos,
  bp: bestOfGame,
  ecard1: expedition,
  ecard2: aquapolis,
  ecard3: skyridge,
  ex1: rubySapphire,
  ex2: sandstorm,
  ex3: dragon,
  ex4: teamMagmaTeamAqua,
  ex5: hiddenLegends,
  ex6: fireRedLeafGreen,
  ex7: teamRocketReturns,
  ex8: deoxys,
  ex9: emerald,
  gym1: gymHeroes,
  gym2: gymChallenge,
  neo1: neoGenesis,
  neo2: neoDiscovery,
  neo3: neoRevelation,
  neo4: neoDestiny,
  si1: southernIslands,
};

/**
 * The classic sets of `fixtures/`, loaded with `loadCardSet` as a user loads them (no code of
 * their own), for the tests of what such sets play by themselves.
 */
export const classicSets = Object.fromEntries(
  Object.entries(classicFiles).map(([set, file]) => [set, loadCardSet(file)]),
) as Record<keyof typeof classicFiles, CardSet>;

type RawCard = { id: string; attacks?: { name: string; text: string }[] };
const rawCards: ReadonlyMap<string, RawCard> = new Map(
  Object.values(classicFiles).flatMap((file) => (file as RawCard[]).map((c) => [c.id, c])),
);

/**
 * A MADE-UP card for a test: a classic fixture card's data under a new `id`, with the text of its
 * attack `attackName` reworded — the same form in other words, so a test shows a reader takes the
 * form and not one printing. Load the result with `loadCardSet`.
 */
export function rewordAttack(
  fromId: string,
  id: string,
  attackName: string,
  text: string,
): unknown {
  const raw = rawCards.get(fromId);
  if (!raw) throw new Error(`no fixture card ${fromId}`);
  return {
    ...raw,
    id,
    number: id.slice(id.indexOf('-') + 1),
    attacks: (raw.attacks ?? []).map((a) => (a.name === attackName ? { ...a, text } : a)),
  };
}

/**
 * A registry of the bundled sets, every classic fixture and `more` (a test's made-up rewordings,
 * which show that a reader takes a form and not one card), its engine, and a test table over it.
 */
export function classicWith(...more: CardSet[]) {
  const registry = createCardRegistry([
    ...Object.values(getBundledSets()),
    ...Object.values(classicSets),
    ...more,
  ]);
  const engine = createPokemonEngine({ registry });
  const table = (spec: BoardSpec): Table => bundledTable({ ...spec, engine });
  /** A card of the registry by id; a test naming a missing one fails at once. */
  const card = (id: string): PokemonCard => {
    const c = registry.get(id);
    if (!c) throw new Error(`no card ${id} in the classic registry`);
    return c;
  };
  return { registry, engine, table, card };
}

const classic = classicWith();
/** One registry of the bundled sets and every classic fixture (ids are set-prefixed). */
export const classicRegistry = classic.registry;
/** The Pokémon engine over {@link classicRegistry}. */
export const classicEngine = classic.engine;
/** A test table (see `effects.test-helper.ts`) whose cards may come from any classic fixture. */
export const classicTable = classic.table;
