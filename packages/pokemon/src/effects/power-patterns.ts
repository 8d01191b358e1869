import type { Ability } from '../cards/types';
import type { SpecialCondition } from '../game/state';
import type { EffectEnv } from './env';
import { applySentenceRules, normaliseText, type SentenceRule } from './sentences';
import {
  chooseOpponents,
  chooseOwn,
  flip,
  headsOrTails,
  heal,
  ifHeads,
  status,
  step,
} from './steps';
import type { AbilitySpec, Step } from './types';

/**
 * Pokémon Powers their owner uses ("Once during your turn (before your attack), you may …"),
 * compiled from their text like attacks: every sentence must be a known one, else the Power
 * stays manual. The per-turn limit and "can't be used if … Asleep, Confused, or Paralyzed" are
 * read from the same text by the rules (`abilityRule`, `abilityBlockedReason`).
 */

interface Plan {
  readonly steps: Step[];
  readonly unplayable: ((e: EffectEnv) => string | undefined)[];
  /** The opening sentence ("Once during your turn …, you may") was read. */
  opened: boolean;
  /** The opening was "you may flip a coin". */
  flipped?: boolean;
}

type Rule = SentenceRule<Plan>;

/** The openings of a Power its owner uses, before "you may". */
const WHEN =
  '(?:Once during your turn|As often as you like during your turn|At any time during your turn) \\(before your attack\\),';

/** "you may X" after one of the openings. */
const use = (body: string) => new RegExp(`^${WHEN} you may ${body}\\.$`);

const moveCounter = (from: string, to: string, canKnockOut: boolean): Step[] => [
  step((e) => {
    const f = e.pokemon(e.picked(from) ?? '');
    const t = e.pokemon(e.picked(to) ?? '');
    if (!f || !t || f.zone === t.zone) return undefined;
    if (!canKnockOut && t.hp - t.damage <= 10) return undefined;
    const add = e.addDamage(t.zone, 10);
    return { actions: [...e.heal(f.zone, 10), ...(add ? [add] : [])] };
  }),
];

const RULES: readonly Rule[] = [
  [
    use('flip a coin'),
    (_m, p) => {
      p.opened = true;
      p.flipped = true;
      p.steps.push(flip());
      return true;
    },
  ],
  [
    /^If heads, remove (1|a|\d+) damage counters? from 1 of your Pokémon\.$/,
    (m, p) => {
      if (!p.opened) return false;
      const hp = (m[1] === 'a' ? 1 : Number(m[1])) * 10;
      p.steps.push(
        ifHeads(
          chooseOwn(
            'healed',
            'Choose one of your Pokémon to remove a damage counter from.',
            (x) => x.damage > 0,
          ),
          heal((e) => e.picked('healed'), hp),
        ),
      );
      p.unplayable.push((e) =>
        e.inPlay(e.me).some((x) => x.damage > 0)
          ? undefined
          : 'none of your Pokémon has damage counters.',
      );
      return true;
    },
  ],
  [
    use(
      "move 1 damage counter from 1 of your opponent's Pokémon to another \\(even if it would Knock Out the other Pokémon\\)",
    ),
    (_m, p) => {
      p.opened = true;
      p.unplayable.push((e) =>
        e.inPlay(e.opp).some((x) => x.damage > 0) && e.inPlay(e.opp).length > 1
          ? undefined
          : 'your opponent needs a Pokémon with a damage counter and another Pokémon to move it to.',
      );
      p.steps.push(
        chooseOpponents(
          'from',
          "Choose the opponent's Pokémon to move a damage counter from.",
          (x) => x.damage > 0,
        ),
        chooseOpponents(
          'to',
          'Choose the Pokémon to move it to.',
          (x, e) => x.zone !== e.picked('from'),
        ),
        ...moveCounter('from', 'to', true),
      );
      return true;
    },
  ],
  [
    use("move 1 damage counter from 1 of your Pokémon to SELF as long as you don't Knock Out SELF"),
    (_m, p) => {
      p.opened = true;
      p.unplayable.push((e) => {
        const self = e.self;
        if (!self) return 'this Pokémon is not in play.';
        if (self.hp - self.damage <= 10) return 'one more damage counter would Knock it Out.';
        return e.inPlay(e.me).some((x) => x.zone !== self.zone && x.damage > 0)
          ? undefined
          : 'none of your other Pokémon has damage counters.';
      });
      p.steps.push(
        chooseOwn(
          'from',
          'Choose the Pokémon to move a damage counter from.',
          (x, e) => x.damage > 0 && x.zone !== e.self?.zone,
        ),
        step((e) => ({ set: { to: e.self ? [e.self.zone] : [] } })),
        ...moveCounter('from', 'to', false),
      );
      return true;
    },
  ],
  [
    /^Once during your turn \(before your attack\), if SELF is on your Bench, you may switch it with your Active Pokémon\.$/,
    (_m, p) => {
      p.opened = true;
      p.unplayable.push((e) =>
        e.self && !e.self.zone.endsWith(':active') ? undefined : 'it is not on your Bench.',
      );
      p.steps.push(
        step((e) =>
          e.self ? { actions: [e.swap(e.key(e.me, 'active'), e.self.zone)] } : undefined,
        ),
      );
      return true;
    },
  ],
  [
    use('return SELF to your hand'),
    (_m, p) => {
      p.opened = true;
      p.steps.push(
        step((e) => {
          const self = e.self;
          if (!self) return undefined;
          const attached = (e.state.zones[self.zone]?.cards ?? []).filter((id) => id !== self.top);
          return {
            actions: [
              ...attached.map((id) => e.move(id, self.zone, e.key(e.me, 'discard'))),
              e.move(self.top, self.zone, e.key(e.me, 'hand')),
            ],
          };
        }),
      );
      return true;
    },
  ],
  [
    // Drowzee's Long-Distance Hypnosis, Dark Gloom's Pollen Stench: the coin decides whose Active
    // Pokémon gets the condition.
    /^If heads, the Defending Pokémon is now (Asleep|Confused|Paralyzed|Poisoned|Burned); if tails, your Active Pokémon is now (Asleep|Confused|Paralyzed|Poisoned|Burned)\.$/,
    (m, p) => {
      if (!p.opened || !p.flipped) return false;
      const [h, t] = [m[1], m[2]].map((c) => (c ?? '').toLowerCase() as SpecialCondition) as [
        SpecialCondition,
        SpecialCondition,
      ];
      p.steps.push(
        headsOrTails([status(h, 'defender')], [status(t, (e) => e.key(e.me, 'active'))]),
      );
      return true;
    },
  ],
  [/^\(Discard all cards attached to SELF\.\)$/, (_m, p) => p.opened],
  [/^This power can't be used if SELF is Asleep, Confused, or Paralyzed\.$/, () => true],
  [
    /^This power can't be used the turn you put SELF into play or if SELF is Asleep, Confused, or Paralyzed\.$/,
    (_m, p) =>
      void p.unplayable.push((e) =>
        e.self && e.state.plugin.flags.enteredThisTurn.includes(e.self.top)
          ? 'it came into play this turn.'
          : undefined,
      ),
  ],
];

const compiled = new Map<string, AbilitySpec | null>();

/** A Power its owner uses, compiled from its text; `undefined` when any sentence is unknown. */
export function compilePowerText(
  cardName: string,
  ability: Pick<Ability, 'text'>,
): AbilitySpec | undefined {
  const key = `${cardName}\u0000${ability.text}`;
  const hit = compiled.get(key);
  if (hit !== undefined) return hit ?? undefined;
  const plan: Plan = { steps: [], unplayable: [], opened: false };
  const ok = applySentenceRules(normaliseText(cardName, ability.text), RULES, plan) && plan.opened;
  const checks = plan.unplayable;
  const spec: AbilitySpec | null = ok
    ? {
        kind: 'activated',
        effect: {
          steps: plan.steps,
          ...(checks.length > 0
            ? { unplayable: (e: EffectEnv) => checks.map((c) => c(e)).find((w) => w !== undefined) }
            : {}),
        },
      }
    : null;
  compiled.set(key, spec);
  return spec ?? undefined;
}
