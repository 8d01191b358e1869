import type { ActionType } from '../actions/types';

/** Anything kept in a definition's list for some action types (rules, post-hooks). */
interface ForActions {
  readonly actions?: readonly ActionType[];
}

interface ByType<T> {
  /** The list's length when the table was made: a list grown in place is read again. */
  readonly length: number;
  readonly table: Map<ActionType, readonly T[]>;
}

const tables = new WeakMap<readonly ForActions[], ByType<ForActions>>();
// The two lists of the last lookups (an action looks up its definition's rules, then its
// post-hooks): found again without a WeakMap lookup.
let lastA: readonly ForActions[] | null = null;
let tableA: ByType<ForActions> | null = null;
let lastB: readonly ForActions[] | null = null;
let tableB: ByType<ForActions> | null = null;
const NONE: readonly never[] = Object.freeze([]);

/**
 * The entries of `list` that apply to actions of `type`, in list order: the rules or post-hooks
 * an action runs. Worked out once per list and type, so an action does not walk every entry's
 * `actions` (a game like Pokémon has 16 post-hooks, most for a few types).
 */
export function forType<T extends ForActions>(
  list: readonly T[] | undefined,
  type: ActionType,
): readonly T[] {
  if (list === undefined || list.length === 0) return NONE;
  let byType: ByType<ForActions> | null | undefined =
    list === lastA ? tableA : list === lastB ? tableB : null;
  if (byType === null) {
    byType = tables.get(list);
    lastB = lastA;
    tableB = tableA;
    lastA = list;
  }
  if (byType === undefined || byType.length !== list.length) {
    byType = { length: list.length, table: new Map() };
    tables.set(list, byType);
  }
  if (list === lastA) tableA = byType;
  else tableB = byType;
  let out = byType.table.get(type) as readonly T[] | undefined;
  if (out === undefined) {
    const matching = list.filter((e) => !e.actions || e.actions.includes(type));
    out = matching.length === 0 ? NONE : matching;
    byType.table.set(type, out);
  }
  return out;
}
