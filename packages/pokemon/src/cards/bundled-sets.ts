import base1 from '../data/base1.json';
import base3 from '../data/base3.json';
import sv1 from '../data/sv1.json';
import sve from '../data/sve.json';
import { loadCardSet } from './load-card-set';
import { type CardRegistry, createCardRegistry } from './registry';
import type { CardSet } from './types';

/** Ids of the bundled sets: Base Set, Fossil, Scarlet & Violet, Scarlet & Violet basic energies. */
export const BUNDLED_SET_IDS = ['base1', 'base3', 'sv1', 'sve'] as const;

/** A bundled set id. */
export type BundledSetId = (typeof BUNDLED_SET_IDS)[number];

let sets: Readonly<Record<BundledSetId, CardSet>> | undefined;
let registry: CardRegistry | undefined;

/** The bundled sets, validated and loaded on first use. */
export function getBundledSets(): Readonly<Record<BundledSetId, CardSet>> {
  sets ??= {
    base1: loadCardSet(base1),
    base3: loadCardSet(base3),
    sv1: loadCardSet(sv1),
    sve: loadCardSet(sve),
  };
  return sets;
}

/** A registry over every bundled set, built once and shared (registries are read-only). */
export function getBundledRegistry(): CardRegistry {
  const s = getBundledSets();
  registry ??= createCardRegistry([s.base1, s.base3, s.sv1, s.sve]);
  return registry;
}
