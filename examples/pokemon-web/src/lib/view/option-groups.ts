/** Options of a choice that read the same (15 × Basic Lightning Energy), shown as one row. */
export interface OptionGroup {
  /** Stable key of the group (its label and, for cards, the card's name). */
  key: string;
  label: string;
  /** The option ids in the group, in the order offered. */
  ids: string[];
}

/**
 * Groups identical options: the same label and the same card (by name). Pokémon in play stay
 * apart (each is its own target), and the order of first appearance is kept.
 */
export function groupOptions(
  options: readonly { id: string; label: string; zone?: string; card?: { name: string } }[],
): OptionGroup[] {
  const groups = new Map<string, OptionGroup>();
  for (const o of options) {
    const key = o.zone ? `zone:${o.zone}` : `${o.label}\n${o.card?.name ?? ''}`;
    const g = groups.get(key);
    if (g) g.ids.push(o.id);
    else groups.set(key, { key, label: o.label, ids: [o.id] });
  }
  return [...groups.values()];
}
