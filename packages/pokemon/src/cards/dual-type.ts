import { ENERGY_TYPES, type EnergyType } from './types';

/**
 * The dual-type rule of the EX sets (2004): "This Pokémon is both Grass and Darkness type." The
 * Pokémon is of both types for everything that asks a Pokémon's type (Weakness, Resistance,
 * "Darkness Pokémon", searches, counts). The card data spells the types as the symbols were
 * printed, at times without the "and" or the space ("both Grass Darkness type", "both
 * GrassDarkness type"); each form is read.
 */

const TYPE = ENERGY_TYPES.join('|');
const BOTH = new RegExp(
  `^This Pokémon is both ((?:${TYPE})(?:(?:,\\s*|\\s+and\\s+|\\s*)(?:${TYPE}))+) type\\.$`,
);

/**
 * The types a dual-type rule line names, in printed order, or `undefined` for any other line.
 *
 * @example
 * readBothTypes('This Pokémon is both Fire and Darkness type.') // ['Fire', 'Darkness']
 */
export function readBothTypes(line: string): EnergyType[] | undefined {
  const m = BOTH.exec(line.trim());
  if (!m) return undefined;
  const types = (m[1] as string).match(new RegExp(TYPE, 'g')) as EnergyType[];
  return new Set(types).size === types.length ? types : undefined;
}
