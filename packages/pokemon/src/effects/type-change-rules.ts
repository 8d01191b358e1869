import { basicEnergyType } from '../cards/card-helpers';
import type { EnergyType } from '../cards/types';
import type { PokemonInPlay } from '../game/board';
import type { Rule as AttackRule } from './attack-plan';
import { onFlip } from './attack-plan';
import type { EffectEnv } from './env';
import type { Marker } from './markers';
import { CHOOSABLE_TYPES, weaknessOf } from './passives';
import type { Rule as PowerRule } from './power-plan';
import { choose, effectReaches, step, when } from './steps';
import type { Step } from './types';

/**
 * Sentences that change a type, read clause by clause: WHAT changes (a Pokémon's type, its
 * Weakness or its Resistance, or what an Energy card provides), WHOSE (this Pokémon, the
 * Defending Pokémon), TO WHAT (a named type, "a type of your choice", "the type of any other
 * Pokémon in play", each with or without "other than Colorless"), and FOR HOW LONG ("until the
 * end of your turn", while a Power's Pokémon works, or while the Pokémon stays in play). The
 * change itself is a lasting marker (`type-change`, `energy-type`, `weakness-type`,
 * `resistance-type`) the board reads (`type-change.ts`, `weaknessOf`, `resistanceOf`).
 *
 * Printed texts read here: Venomoth's Shift, Lanturn's Submerge, Porygon2's Energy Converter
 * (Powers); Cool Porygon's Texture Magic, Smeargle's Paint (attacks). Rulings relied on are in
 * `mechanism-forms.test.ts`' header.
 */

/** What the sentences of a type-changing text set up, for the sentences after them. */
export interface TypeChangeNote {
  /** The choice variable holding the chosen type. */
  readonly var: string;
  /** A Power's change: "If SELF becomes Asleep, Confused, or Paralyzed, … changes back" was read. */
  revert?: boolean;
  /** What the change is on: the Pokémon's type, or an attached Energy card. */
  readonly of: 'pokemon' | 'energy';
  /** A counter was put on the Defending Pokémon (Paint): "That Pokémon is now the type you chose". */
  readonly counter?: string;
  /** "That Pokémon is now the type you chose" was read. */
  done?: boolean;
}

const TYPES = 'Grass|Fire|Water|Lightning|Psychic|Fighting|Darkness|Metal|Colorless';

/** "other than Colorless", with or without parentheses. */
const NOT_COLORLESS = '(?:,? ?\\(?other than Colorless\\)?)';

/** What a type may be changed to. */
type Target =
  | { readonly kind: 'fixed'; readonly type: EnergyType }
  | { readonly kind: 'any' | 'in-play'; readonly colorless: boolean };

/** Reads "Water", "a type of your choice other than Colorless", "the type of any other Pokémon in play …". */
function readTarget(words: string): Target | undefined {
  const fixed = new RegExp(`^(${TYPES})$`).exec(words);
  if (fixed) return { kind: 'fixed', type: fixed[1] as EnergyType };
  const rest = (re: string) => new RegExp(`^${re}(${NOT_COLORLESS})?$`).exec(words);
  const any = rest('(?:a|any) type of your choice');
  if (any) return { kind: 'any', colorless: any[1] === undefined };
  const inPlay = rest('the type of any other Pokémon in play');
  if (inPlay) return { kind: 'in-play', colorless: inPlay[1] === undefined };
  return undefined;
}

/** The types a target offers now: every type, or those of the other Pokémon in play. */
function typesFor(e: EffectEnv, t: Target): EnergyType[] {
  if (t.kind === 'fixed') return [t.type];
  const all: EnergyType[] =
    t.kind === 'any'
      ? [...CHOOSABLE_TYPES, 'Colorless']
      : [...e.inPlay(e.me), ...e.inPlay(e.opp)]
          .filter((x) => x.top !== e.effect.card)
          .flatMap((x) => [...x.card.types]);
  return [...new Set(all)].filter((x) => t.colorless || x !== 'Colorless');
}

/** The choice of the new type (`min` 0 when the text says "you may"); none for a named type. */
const chooseType = (v: string, t: Target, prompt: string, may: boolean): Step =>
  choose((e) =>
    t.kind === 'fixed'
      ? undefined
      : {
          var: v,
          kind: 'type',
          prompt,
          options: typesFor(e, t).map((x) => ({ value: x, label: x })),
          ...(may ? { min: 0 } : {}),
          max: 1,
          none: 'there is no type to change to.',
        },
  );

/** The type chosen (or the named one). */
const typeOf = (e: EffectEnv, v: string, t: Target): EnergyType | undefined =>
  t.kind === 'fixed' ? t.type : (e.picked(v) as EnergyType | undefined);

/** A lasting marker of a changed Weakness, Resistance or type on `mon`. */
function changeMarker(
  e: EffectEnv,
  kind: Marker['kind'],
  mon: PokemonInPlay,
  type: EnergyType,
  extra: Partial<Marker> = {},
): Marker {
  return {
    kind,
    card: mon.top,
    type,
    until: null,
    source: String(e.vars.attack ?? e.effect.name),
    ...extra,
  };
}

// ------------------------------------------------------------------ attacks

const WHOSE_ATTACK = "(SELF's|the Defending Pokémon's|it)";

/**
 * Attack sentences: "You may change SELF's Resistance to a type of your choice other than
 * Colorless." (Texture Magic, Conversion 2), "If the Defending Pokémon has a Weakness, you may
 * change it to …" (Texture Magic, Conversion 1), and Paint's Coloring counter. A changed
 * Weakness or Resistance is an effect of an attack: it ends when its Pokémon leaves the Active
 * Spot or evolves, as the rules end such effects ("Benching either Pokémon ends the effect").
 */
export const TYPE_CHANGE_ATTACK_RULES: readonly AttackRule[] = [
  [
    new RegExp(
      `^(If the Defending Pokémon has a Weakness, )?(you may )?change (?:${WHOSE_ATTACK} (Weakness|Resistance)|(it)) to ([^.]+?)\\.$`,
      'i',
    ),
    (m, p) => {
      const [, guard, may, whose, what, it, to = ''] = m;
      const target = readTarget(to);
      if (!target) return false;
      // "it" is the Weakness the guard names; the guard goes only with the Defending Pokémon's Weakness.
      const on = it || /Defending/i.test(whose ?? '') ? 'defender' : 'self';
      const kind = it || what === 'Weakness' ? 'weakness-type' : 'resistance-type';
      if (it && !guard) return false;
      if (guard && !(on === 'defender' && kind === 'weakness-type')) return false;
      const v = `newType${p.post.length}`;
      const word = kind === 'weakness-type' ? 'Weakness' : 'Resistance';
      const body: Step[] = [
        chooseType(v, target, `Choose the new ${word}.`, may !== undefined),
        step((e) => {
          const x = on === 'self' ? e.self : e.defender;
          const type = typeOf(e, v, target);
          if (!x || !type || (on === 'defender' && !effectReaches(e, x))) return undefined;
          return { mark: [changeMarker(e, kind, x, type)] };
        }),
      ];
      // A Weakness is changed only if there is one now (none under Blooming Garden).
      const hasWeakness = (e: EffectEnv) =>
        e.defender !== undefined && weaknessOf(e.cards, e.state, e.defender) !== null;
      if (on === 'defender' && kind === 'weakness-type') p.post.push(when(hasWeakness, body));
      else p.post.push(...body);
      return true;
    },
  ],
  [
    // Restates that these are effects of the attack (they end with the Pokémon's Benching).
    /^\(Benching either Pokémon ends the effect on that Pokémon\.\)$/i,
    (_m, p) => p.post.length > 0,
  ],
  [
    // Paint: "If heads, choose a type (other than Colorless) and put a Coloring counter on the Defending Pokémon."
    new RegExp(
      `^(?:If (heads|tails), )?choose a type${NOT_COLORLESS}? and put an? (\\w+) counter on the Defending Pokémon\\.$`,
      'i',
    ),
    (m, p) => {
      if (p.typeChange) return false;
      const colorless = !/other than Colorless/i.test(m[0]);
      const v = 'paintedType';
      p.typeChange = { var: v, of: 'pokemon', counter: m[2] as string };
      p.post.push(
        ...onFlip(m[1], [
          chooseType(
            v,
            { kind: 'any', colorless },
            'Choose the Defending Pokémon’s new type.',
            false,
          ),
        ]),
      );
      return true;
    },
  ],
  [
    // The counter makes the type: it stays on the Pokémon (evolved or Benched) while it is in play.
    /^(?:That Pokémon|The Defending Pokémon|It) is now the type you chose\.$/i,
    (_m, p) => {
      const note = p.typeChange;
      if (!note?.counter || note.done) return false;
      note.done = true;
      p.post.push(
        step((e) => {
          const x = e.defender;
          const type = e.picked(note.var) as EnergyType | undefined;
          if (!x || !type || !effectReaches(e, x)) return undefined;
          return { mark: [changeMarker(e, 'type-change', x, type, { onStack: true })] };
        }),
      );
      return true;
    },
  ],
  [
    // A new counter replaces the old: the latest type change is the one the board reads.
    /^If (?:it|that Pokémon|the Defending Pokémon) already (?:had|has) an? (\w+) counter(?: on it)?, remove the old one\.$/i,
    (m, p) => p.typeChange?.done === true && p.typeChange.counter === m[1],
  ],
];

// ------------------------------------------------------------------ Pokémon Powers

/**
 * A Power's own type change: "change the type of SELF to …" / "change SELF's type to …", or the
 * EX wording "Until the end of your turn, SELF's type is Darkness." (Lunar Eclipse).
 */
const POWER_CHANGE =
  /^(?:Change (?:the type of SELF|SELF's type) to ([^.]+?)( until the end of (?:your|this) turn)?|(Until the end of (?:your|this) turn), (?:SELF's type is|SELF is) ([^.]+?)(?: type)?)\.$/;

/**
 * Power sentences: Shift ("change the type of Venomoth to the type of any other Pokémon in play
 * other than Colorless" — no end is printed: the change stays while Venomoth is in play, until
 * Shift changes it again), Submerge ("change Lanturn's type to Water until the end of your
 * turn" and "If Lanturn becomes Asleep, Confused, or Paralyzed after you have used this power,
 * its type changes back to Lightning"), Energy Converter (an attached basic Energy card treated
 * as a chosen type until the end of the turn, back to its own if Porygon2 becomes Asleep,
 * Confused, or Paralyzed).
 */
export const TYPE_CHANGE_POWER_RULES: readonly PowerRule[] = [
  [
    // Crystal Type, after "Whenever you attach a Water, Lightning, or Psychic basic Energy card
    // from your hand to SELF, …": the type of the Energy card just attached.
    /^(?:SELF's|its) type(?: \(colou?r\))? becomes the same as (?:that Energy card(?:'s)? type|that type of Energy|the type of that Energy card) until the end of (?:the|your|this) turn\.$/i,
    (_m, p) => {
      if (p.trigger !== 'energy-attached-from-hand' || !p.itIsSelf || p.typeChange) return false;
      p.typeChange = { var: 'attachedType', of: 'pokemon', done: true };
      p.steps.push(
        step((e) => {
          const energy = e.card(String(e.vars.attached ?? ''));
          const type = energy ? basicEnergyType(energy) : undefined;
          if (!e.self || !type) return undefined;
          const until = e.state.plugin.gameTurn;
          return { mark: [changeMarker(e, 'type-change', e.self, type, { until })] };
        }),
      );
      return true;
    },
  ],
  [
    POWER_CHANGE,
    (m, p) => {
      const target = readTarget((m[1] ?? m[4]) as string);
      if (!target || p.typeChange) return false;
      const note: TypeChangeNote = { var: 'newType', of: 'pokemon' };
      p.typeChange = note;
      const thisTurn = m[2] !== undefined || m[3] !== undefined;
      p.steps.push(
        chooseType(note.var, target, 'Choose the new type.', false),
        step((e) => {
          const self = e.self;
          const type = typeOf(e, note.var, target);
          if (!self || !type) return undefined;
          const marker = changeMarker(e, 'type-change', self, type, {
            until: thisTurn ? e.state.plugin.gameTurn : null,
            ...(note.revert ? { holder: self.top } : {}),
          });
          return { mark: [marker] };
        }),
      );
      return true;
    },
  ],
  [
    /^Choose 1 basic Energy card attached to 1 of your Pokémon and choose an Energy type\.$/,
    (_m, p) => {
      if (p.typeChange) return false;
      p.typeChange = { var: 'newType', of: 'energy' };
      p.unplayable.push((e) =>
        basicEnergyOfYours(e).length > 0
          ? undefined
          : 'none of your Pokémon has a basic Energy card attached.',
      );
      p.steps.push(
        choose((e) => ({
          var: 'converted',
          kind: 'energy',
          prompt: 'Choose a basic Energy card attached to 1 of your Pokémon.',
          options: basicEnergyOfYours(e).map(({ id, zone }) => e.cardOption(id, ` on ${zone}`)),
          none: 'none of your Pokémon has a basic Energy card attached.',
        })),
        chooseType('newType', { kind: 'any', colorless: false }, 'Choose an Energy type.', false),
      );
      return true;
    },
  ],
  [
    /^Treat that Energy card as that type until the end of (?:your|this) turn\.$/,
    (_m, p) => {
      const note = p.typeChange;
      if (note?.of !== 'energy' || note.done) return false;
      note.done = true;
      p.steps.push(
        step((e) => {
          const id = e.picked('converted');
          const type = e.picked(note.var) as EnergyType | undefined;
          if (!id || !type) return undefined;
          const marker: Marker = {
            kind: 'energy-type',
            card: id,
            type,
            until: e.state.plugin.gameTurn,
            source: e.effect.name,
            ...(note.revert && e.self ? { holder: e.self.top } : {}),
          };
          return { mark: [marker] };
        }),
      );
      return true;
    },
  ],
  [
    new RegExp(
      `^If SELF becomes Asleep, Confused, or Paralyzed(?: after you have used this power)?, (?:its type changes back to (${TYPES})|SELF's type changes back|the Energy card goes back to its original type)\\.$`,
    ),
    (m, p) => {
      const note = p.typeChange;
      const energy = /Energy card/.test(m[0]);
      if (!note || note.revert || (note.of === 'energy') !== energy) return false;
      note.revert = true;
      // "changes back to Lightning": only a Pokémon whose own type is Lightning changes back to it.
      if (m[1])
        p.unplayable.push((e) =>
          printedTypeIs(e, m[1] as EnergyType) ? undefined : `its own type is not ${m[1]}.`,
        );
      return true;
    },
  ],
];

/** The basic Energy cards attached to the Power's player's Pokémon, with where each is. */
function basicEnergyOfYours(e: EffectEnv): { id: string; zone: string }[] {
  return e.inPlay(e.me).flatMap((x) =>
    x.energy
      .filter((id) => {
        const c = e.card(id);
        return c?.supertype === 'Energy' && c.subtypes.includes('Basic');
      })
      .map((id) => ({ id, zone: x.zone })),
  );
}

/** Whether the Power's Pokémon's printed type (before any change) is `type`. */
function printedTypeIs(e: EffectEnv, type: EnergyType): boolean {
  const printed = e.card(e.effect.card);
  return (
    printed?.supertype === 'Pokémon' &&
    (printed as { types: readonly string[] }).types.includes(type)
  );
}
