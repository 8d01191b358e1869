import { flipsOf, heads, nextTurn, pass, SEEDS, tails } from '../cards/classic.test-helper';
import { act, type Chooser, refusalOf, type Table, withSeeds } from '../effects.test-helper';
import { attackAction } from './audit.test-helper';

/**
 * Readings shared by the audits of what loaded sets play automatically
 * (`automatic-audit.test.ts`, `automatic-audit-2.test.ts`): coin branches, the options a choice
 * offers, and whether an attack may be declared.
 */

/** p1's (or `player`'s) Active Pokémon declares `name`; nothing is answered. */
export const declare = (t: Table, name: string, player = 'p1') =>
  act(t, attackAction(t, name, player));

/** The first seed (of SEEDS) whose first coin of p1 lands on `side`, run through `run`. */
export const onSide = (side: 'heads' | 'tails', run: (seed: number) => Table) =>
  withSeeds(SEEDS, run, side === 'heads' ? heads : tails);

/** How many of a player's first coins were heads. */
export const headsOf = (t: Table, player = 'p1') =>
  flipsOf(t, player).filter((f) => f === 'heads').length;

/** The pending decision's options without the `#12 ` instance prefix or the `(n/m HP)` suffix. */
export const optionNames = (t: Table) =>
  (t.state.pendingDecision?.options ?? []).map((o) =>
    o.replace(/^\S+ /, '').replace(/ \(\d+\/\d+ HP\)$/, ''),
  );

/** Answers with exactly the options naming each of `names` (one each), nothing else. */
export const exactly =
  (...names: string[]): Chooser =>
  (d) => {
    const left = [...(d.options ?? [])];
    const out: string[] = [];
    for (const n of names) {
      const i = left.findIndex((o) => o.includes(n));
      if (i >= 0) out.push(...left.splice(i, 1));
    }
    return out;
  };

export const sorted = (xs: readonly string[]) => [...xs].sort();

/** Templates of a zone a player's view shows (face-down cards have none). */
export const seenBy = (t: Table, player: string, zone: string) =>
  (t.engine.view(t.state, player).zones[zone]?.cards ?? [])
    .map((c) => c.templateId)
    .filter((x): x is string => x !== undefined);

/** p1 attacked; p2 plays its turn out (draws, ends it); p1 draws and is in its main phase. */
export const p1Again = (t: Table) => nextTurn(pass(t));

/** Whether p1's (or `player`'s) Active Pokémon may declare `name` now. */
export const mayAttack = (t: Table, name: string, player = 'p1') =>
  refusalOf(t, attackAction(t, name, player)) === undefined;

/** Every coin a player flipped in the log, in order (a coin at a time or several at once). */
export const coinsOf = (t: Table, player = 'p1') =>
  t.state.log
    .map((e) => e.message)
    .filter((m) => m.startsWith(`${player} flipped`))
    .flatMap((m) => m.slice(m.indexOf(':') + 2).split(', '));
