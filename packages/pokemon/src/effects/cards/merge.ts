import type { CardEffects } from '../types';

/** Merges tables of card effects: one card name may get its attacks and Abilities from several. */
export function mergeCardEffects(
  ...tables: readonly Readonly<Record<string, CardEffects>>[]
): Record<string, CardEffects> {
  const out: Record<string, CardEffects> = {};
  for (const table of tables)
    for (const [name, e] of Object.entries(table)) {
      const prev = out[name];
      out[name] = prev
        ? {
            ...prev,
            ...e,
            attacks: { ...prev.attacks, ...e.attacks },
            abilities: { ...prev.abilities, ...e.abilities },
          }
        : e;
    }
  return out;
}
