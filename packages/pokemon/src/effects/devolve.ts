import type { Action } from '@playmat/engine';
import type { PokemonInPlay } from '../game/board';
import { DAMAGE_COUNTER } from '../game/state';
import { zoneOwnerOf } from '../game/zones';
import type { Rule as AttackRule } from './attack-plan';
import { flipped } from './attack-plan';
import type { EffectEnv } from './env';
import type { Marker } from './markers';
import { staysPoisoned } from './passives';
import { choose, effectReaches, ifHeads, step } from './steps';
import type { Rule as TrainerRule } from './trainer-plan';
import type { Step, StepResult } from './types';

/**
 * Devolving: the highest Stage Evolution card on a Pokémon leaves it (to its player's hand, or
 * shuffled into the deck), and the card below is the Pokémon now. As when it evolves, it
 * recovers from Special Conditions and every other effect of attacks (the lasting markers on the
 * old top card end with it: `markerHolds`), except what Poison Sacs keeps; damage counters stay
 * with the Pokémon (moved onto the new top card, so a Pokémon with as much damage as its new HP
 * is Knocked Out); and it can't evolve again that turn ("You can't evolve a Pokémon the turn you
 * devolve it" — a `devolved` marker the evolution rule reads). Sentences read clause by clause:
 * WHICH Pokémon is chosen (yours, the opponent's, either), then WHERE the card goes, then the
 * reminders that restate the rule. Rulings in `devolve-forms.test.ts`' header.
 */

/** Where a devolved Evolution card goes (Undersea Ruins, Retro Energy: its owner's discard pile). */
export type DevolveTo = 'hand' | 'deck' | 'deck-bottom' | 'discard';

/** The actions that devolve `mon` once (see the module comment), or `undefined` if it is not evolved. */
export function devolveActions(
  e: EffectEnv,
  mon: PokemonInPlay,
  to: DevolveTo,
): { actions: Action[]; mark: Marker[] } | undefined {
  const below = mon.stages[0];
  if (below === undefined) return undefined;
  const owner = zoneOwnerOf(mon.zone) ?? e.me;
  const onTop = e.state.cards[mon.top]?.counters[DAMAGE_COUNTER] ?? 0;
  const keepPoison = staysPoisoned(e.cards, e.state, mon);
  const actions: Action[] = [];
  // Damage stays with the Pokémon: onto the card below first, then the Evolution card leaves
  // (leaving play clears its own counters and Special Conditions: countersLeavePlayHook).
  const hit = e.addDamage(mon.zone, onTop);
  if (hit) actions.push({ ...hit, card: `#${below}` } as Action);
  const bottom = to === 'deck-bottom';
  const into = e.key(owner, bottom ? 'deck' : to);
  actions.push(e.move(mon.top, mon.zone, into, bottom ? 'bottom' : undefined, owner));
  if (to === 'deck') actions.push(e.shuffle(owner));
  if (keepPoison) actions.push(e.setStatus(mon.zone, 'poisoned'));
  const devolved: Marker = {
    kind: 'devolved',
    card: below,
    until: e.state.plugin.gameTurn,
    source: e.effect.name,
  };
  return { actions, mark: [devolved] };
}

/** Which evolved Pokémon a text lets you choose. */
type Whose = 'mine' | 'theirs' | 'either';

const evolvedOf = (e: EffectEnv, whose: Whose): PokemonInPlay[] =>
  [
    ...(whose === 'theirs' ? [] : e.inPlay(e.me)),
    ...(whose === 'mine' ? [] : e.inPlay(e.opp)),
  ].filter((m) => m.stages.length > 0);

const WHOSE_NONE: Record<Whose, string> = {
  mine: 'none of your Pokémon is evolved.',
  theirs: "none of your opponent's Pokémon is evolved.",
  either: 'no Pokémon in play is evolved.',
};

/** The choice of the evolved Pokémon to devolve (`devolved`: its zone). */
const chooseEvolved = (whose: Whose): Step =>
  choose((e) => ({
    var: 'devolving',
    kind: whose === 'mine' ? 'own-pokemon' : whose === 'theirs' ? 'opponent-pokemon' : 'target',
    prompt: 'Choose the evolved Pokémon to devolve.',
    options: evolvedOf(e, whose).map((m) => e.pokemonOption(m)),
    none: WHOSE_NONE[whose],
  }));

/**
 * The choice of 1 of your evolved Pokémon and its devolving, the card going `to` (a Stadium's
 * use: "that player chooses 1 of his or her Evolved Pokémon in play and discards the top
 * Evolution card from that Pokémon"), with why it cannot be done when none is evolved.
 */
export function devolveOwn(to: DevolveTo): {
  readonly steps: Step[];
  readonly unplayable: (e: EffectEnv) => string | undefined;
} {
  return {
    steps: [chooseEvolved('mine'), devolveChosen(to)],
    unplayable: (e) => (evolvedOf(e, 'mine').length > 0 ? undefined : WHOSE_NONE.mine),
  };
}

/** Devolves the chosen Pokémon (nothing when an attack's effects can't reach it). */
const devolveChosen = (to: DevolveTo): Step =>
  step((e): StepResult | undefined => {
    const mon = e.pokemon(e.picked('devolving') ?? '');
    if (!mon || !effectReaches(e, mon)) return undefined;
    return devolveActions(e, mon, to);
  });

/** "Choose an evolved Pokémon (your own or your opponent's)", "Choose 1 of your evolved Pokémon" … */
const CHOOSE =
  /^(?:(If your opponent has any evolved Pokémon in play), choose 1 of them|Choose (?:an evolved Pokémon \(your own or your opponent's\)|1 of (your|your opponent's) evolved Pokémon))( and flip a coin)?\.$/i;

const whoseIn = (m: RegExpExecArray): Whose =>
  m[1] ? 'theirs' : m[2] === undefined ? 'either' : /opponent/i.test(m[2]) ? 'theirs' : 'mine';

/**
 * The card leaving: "Return the highest Stage Evolution card on that Pokémon to its player's
 * hand", "Take the highest Stage Evolution card from that Pokémon and put it into your hand",
 * "your opponent takes the highest Stage Evolution card on that Pokémon and shuffles it into his
 * or her deck".
 */
const LEAVES = new RegExp(
  '^(?:If (heads|tails), )?(?:' +
    "(?:Return|Put) the highest Stage Evolution card (?:on|from) that Pokémon (?:in)?to its (?:player|owner)'s hand" +
    '|Take the highest Stage Evolution card (?:on|from) that Pokémon and put it into (your|his or her) hand' +
    '|(your opponent|its (?:player|owner)) takes the highest Stage Evolution card (?:on|from) that Pokémon and shuffles it into his or her deck' +
    // Mystery Plate γ: "Your opponent puts the top card on that Evolved Pokémon on the bottom of
    // his or her deck."
    '|(your opponent|its (?:player|owner)) puts the (?:top|highest Stage Evolution) card (?:on|from) that (?:Evolved )?Pokémon on the bottom of his or her deck' +
    ')\\.$',
  'i',
);

/** What "That Pokémon is no longer Asleep, … (just as if you had evolved it)." restates. */
const RECOVERS =
  /^That Pokémon is no longer Asleep, Confused, Paralyzed,? or Poisoned,? or anything else that might be the result of an attack \(just as if you had evolved it\)\.$/i;

/** "(This counts as devolving that Pokémon.)": what the sentence before did. */
const COUNTS_AS = /^\(This counts as devolving (?:that|the|this) Pokémon\.\)$/i;

/** "(You can't evolve a Pokémon the turn you devolve it.)": the rule devolving applies. */
const NO_EVOLVING = /^\(You can't evolve (?:a|that) Pokémon the turn you devolve it\.\)$/i;

/** Notes kept across the sentences of one text. */
interface DevolveNote {
  whose?: Whose;
  coin?: boolean;
  done?: boolean;
}
const notes = new WeakMap<object, DevolveNote>();
const noteOf = (p: object): DevolveNote => {
  const n = notes.get(p) ?? {};
  notes.set(p, n);
  return n;
};

/** Reads the leaving clause against what was chosen; the step, or `undefined` when it does not fit. */
function leaving(m: RegExpExecArray, note: DevolveNote): Step | undefined {
  const [, side, into, deckTaker, bottomTaker] = m;
  if (!note.whose || note.done) return undefined;
  if (side !== undefined && !(note.coin && side.toLowerCase() === 'heads')) return undefined;
  if (side === undefined && note.coin) return undefined;
  // "put it into your hand": only your own Pokémon's card goes to your hand.
  if (into && /^your$/i.test(into) && note.whose !== 'mine') return undefined;
  if (/^your opponent$/i.test(deckTaker ?? bottomTaker ?? '') && note.whose !== 'theirs')
    return undefined;
  note.done = true;
  const go = devolveChosen(bottomTaker ? 'deck-bottom' : deckTaker ? 'deck' : 'hand');
  return side ? ifHeads(go) : go;
}

/** Attack sentences (Devolution Beam, Prehistoric Water). */
export const DEVOLVE_ATTACK_RULES: readonly AttackRule[] = [
  [
    CHOOSE,
    (m, p) => {
      const note = noteOf(p);
      if (note.whose) return false;
      note.whose = whoseIn(m);
      note.coin = m[3] !== undefined;
      // "If your opponent has any evolved Pokémon in play": nothing to choose, nothing happens.
      p.post.push(chooseEvolved(note.whose));
      if (note.coin) {
        flipped(p, 1);
        p.post.push(step((e) => (e.picked('devolving') ? { flip: {} } : { set: { flip: 0 } })));
      }
      return true;
    },
  ],
  [
    LEAVES,
    (m, p) => {
      const go = leaving(m, noteOf(p));
      if (!go) return false;
      p.post.push(go);
      return true;
    },
  ],
  [RECOVERS, (_m, p) => noteOf(p).done === true],
  [NO_EVOLVING, (_m, p) => noteOf(p).done === true],
  [COUNTS_AS, (_m, p) => noteOf(p).done === true],
];

/** Trainer sentences (Hyper Devolution Spray). */
export const DEVOLVE_TRAINER_RULES: readonly TrainerRule[] = [
  [
    CHOOSE,
    (m, p) => {
      const note = noteOf(p);
      if (note.whose || m[3] !== undefined || m[1]) return false;
      note.whose = whoseIn(m);
      const whose = note.whose;
      p.unplayable.push((e) => (evolvedOf(e, whose).length > 0 ? undefined : WHOSE_NONE[whose]));
      p.steps.push(chooseEvolved(whose));
      return true;
    },
  ],
  [
    LEAVES,
    (m, p) => {
      const go = leaving(m, noteOf(p));
      if (!go) return false;
      p.steps.push(go);
      return true;
    },
  ],
  [RECOVERS, (_m, p) => noteOf(p).done === true],
  [NO_EVOLVING, (_m, p) => noteOf(p).done === true],
];
