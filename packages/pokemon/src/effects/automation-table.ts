import { countByKind, MANUAL_PART_KINDS, type SetAutomation } from './coverage';

/** One set's line in an automation table: how the set is named, and its measure. */
export interface AutomationRow {
  /** e.g. `Neo Genesis (neo1)`. */
  readonly label: string;
  readonly automation: SetAutomation;
}

/** `automatic/distinct` as a percentage with one decimal (an empty set is all automatic). */
export function automaticPercent(a: Pick<SetAutomation, 'automatic' | 'distinct'>): string {
  return (a.distinct === 0 ? 100 : (100 * a.automatic) / a.distinct).toFixed(1);
}

/**
 * A Markdown table of how much of each set plays by itself: automatic/total distinct cards with
 * text, the percentage, and the parts left to manual play counted by kind — so the classes that
 * remain show at a glance.
 */
export function automationTable(rows: readonly AutomationRow[]): string {
  const head = ['set', 'automatic', '%', ...MANUAL_PART_KINDS.map((k) => `manual ${k}`)];
  const lines = rows.map(({ label, automation: a }) => {
    const counts = countByKind(a.parts);
    return [
      label,
      `${a.automatic}/${a.distinct}`,
      automaticPercent(a),
      ...MANUAL_PART_KINDS.map((k) => String(counts[k])),
    ];
  });
  const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [row(head), row(head.map(() => '---')), ...lines.map(row)].join('\n');
}
