import { isPokemonEx, stage } from '../cards/card-helpers';
import type { EnergyType, PokemonSupertypeCard } from '../cards/types';

/**
 * Which Pokémon a Power's words name, read as one small grammar the Power readers share: "your
 * Pokémon", "your Fire Pokémon", "your Pokémon with Unown in its name", "a Pokémon with Unown in
 * its name", "your Magnemites, Magnetons, or Dark Magnetons" (plural names, "or"/"and"/"and/or"),
 * "Baby Pokémon", "Evolved Pokémon", "Basic Pokémon (excluding Baby Pokémon)".
 * `undefined` for any other words, so the Power stays manual.
 */

const TYPES: readonly EnergyType[] = [
  'Grass',
  'Fire',
  'Water',
  'Lightning',
  'Psychic',
  'Fighting',
  'Darkness',
  'Metal',
  'Colorless',
];

/** A card the phrase names, by its printed name (a plural "Magnemites" names "Magnemite"). */
const namedBy = (word: string) => (c: Pick<PokemonSupertypeCard, 'name'>) =>
  c.name === word || `${c.name}s` === word || `${c.name}es` === word;

/**
 * The Pokémon `words` name (after "1 of your" / "your" / "a"), given the Power's card name for
 * the `SELF` the normalised text holds ("Dark SELFs" on Magneton is "Dark Magnetons").
 */
export function pokemonPhrase(
  words: string,
  selfName: string,
): ((c: PokemonSupertypeCard) => boolean) | undefined {
  const w = words.split('SELF').join(selfName).trim();
  if (w === 'Pokémon') return () => true;
  // "your opponent's Baby Pokémon" (Dark Feraligatr's Scare).
  if (w === 'Baby Pokémon') return (c) => c.subtypes.includes('Baby');
  // "Evolved Pokémon" (2002 on): a Stage 1 or Stage 2 Pokémon; "Basic Pokémon (excluding Baby
  // Pokémon)" (Slowbro's Dense Body).
  const staged = /^(?:an? )?(Evolved|Basic) Pokémon( \(excluding Baby Pokémon\))?$/.exec(w);
  if (staged) {
    const basic = staged[1] === 'Basic';
    const noBaby = staged[2] !== undefined;
    if (!basic && noBaby) return undefined;
    return (c) => (stage(c) === 'Basic') === basic && !(noBaby && c.subtypes.includes('Baby'));
  }
  // "Stage 2 Evolved Pokémon", "Stage 1 Pokémon" (Mist).
  const numbered = /^(?:an? )?Stage ([12])(?: Evolved)? Pokémon$/.exec(w);
  if (numbered) return (c) => stage(c) === `Stage ${numbered[1]}`;
  // "Pokémon-ex" (2003-2006).
  if (/^(?:a )?Pokémon-ex$/.test(w)) return isPokemonEx;
  // "an Evolved Pokémon (excluding Pokémon-ex)" (Double Rainbow Energy): the first kind, not the
  // second.
  const excluding = /^(.+?) \(excluding (.+)\)$/.exec(w);
  if (excluding) {
    const kind = pokemonPhrase(excluding[1] as string, selfName);
    const not = pokemonPhrase(excluding[2] as string, selfName);
    return kind && not ? (c) => kind(c) && !not(c) : undefined;
  }
  // Kinds joined by "and"/"or", each one naming Pokémon ("Evolved Pokémon and Pokémon-ex",
  // "Fighting Pokémon and Darkness Pokémon"): a Pokémon of any of them.
  const kinds = w.split(/,? (?:and|or|and\/or) |, /);
  if (kinds.length > 1 && kinds.every((k) => /Pokémon/.test(k))) {
    const each = kinds.map((k) => pokemonPhrase(k, selfName));
    if (each.some((f) => f === undefined)) return undefined;
    return (c) => each.some((f) => f?.(c));
  }
  // "Pokémon with Unown in its name", "a Pokémon with Team Aqua in its name" (EX Team Magma vs
  // Team Aqua), "Pokémon that has Dark in its name" (Holy Shield).
  const named =
    /^(?:an? )?Pokémon (?:with|that has|that have) ([A-Z][\w'.-]*(?: [A-Z][\w'.-]*)*) in (?:its|their) names?$/.exec(
      w,
    );
  if (named) return (c) => c.name.includes(named[1] as string);
  const typed = /^(\S+) Pokémon$/.exec(w);
  if (typed) {
    const type = TYPES.find((t) => t === typed[1]);
    return type ? (c) => c.types.includes(type) : undefined;
  }
  // A list of names: "Magnemites, Magnetons, or Dark Magnetons".
  const names = w.split(/,\s*(?:and\/or |and |or )?|\s+(?:and\/or|and|or)\s+/).filter(Boolean);
  // A name may close with the "ex" of a Pokémon-ex ("Kyogre ex and Rayquaza ex") or a sign
  // ("Nidoran ♀").
  if (
    names.length < 2 ||
    names.some((n) => !/^[A-Z][\w'.-]*(?: [A-Z][\w'.-]*)*(?: ex| [♀♂])?$/.test(n))
  )
    return undefined;
  const fits = names.map(namedBy);
  return (c) => fits.some((f) => f(c));
}
