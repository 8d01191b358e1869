import type { EnergyType } from '../cards/types';
import { DAMAGE_COUNTER } from '../game/state';
import { CHOOSABLE_TYPES } from './passives';
import type { Rule } from './power-plan';
import { choose, chooseOwn, step, zoneOf } from './steps';
import type { EffectSpec } from './types';

/**
 * Buzzap: "Knock Out Electrode and attach it to 1 of your other Pokémon. If you do, choose a
 * type of Energy. Electrode is now an Energy card (instead of a Pokémon) that provides 2 energy
 * of that type." — the Pokémon is Knocked Out (its opponent takes a Prize), then attached as an
 * Energy card that provides `amount` Energy of the chosen type (an `is-energy` marker), in any
 * of its printed wordings.
 */
export const knockedOutAsEnergy = (name: string, amount: number): EffectSpec => ({
  unplayable: (e) =>
    e.inPlay(e.me).length < 2 ? `you have no other Pokémon to attach ${name} to.` : undefined,
  steps: [
    chooseOwn(
      'to',
      `Choose the Pokémon to attach ${name} to as an Energy.`,
      (m, e) => m.top !== e.effect.card,
    ),
    choose(() => ({
      var: 'type',
      kind: 'type',
      prompt: `Choose the type of Energy ${name} provides (${amount} of it).`,
      options: CHOOSABLE_TYPES.map((t) => ({ value: t, label: t })),
      min: 1,
      max: 1,
    })),
    // The Pokémon chosen is remembered by its card: it may be promoted meanwhile.
    step((e) => {
      const me = e.self;
      if (!me) return { stop: true };
      const ko = e.addDamage(me.zone, Math.max(10, me.hp - me.damage));
      return {
        set: { target: e.pokemon(e.picked('to') ?? '')?.top ?? '' },
        actions: [
          ...(ko ? [ko] : []),
          { type: 'declare_action', player: e.me, source: 'script', kind: 'check_knock_outs' },
        ],
      };
    }),
    step((e) => {
      const to = e.inPlay(e.me).find((m) => m.top === e.vars.target)?.zone;
      const id = e.effect.card;
      const from = zoneOf(e, id);
      if (!to || !from) return undefined;
      const card = e.state.cards[id];
      const clear =
        card && (card.counters[DAMAGE_COUNTER] ?? 0) > 0
          ? [
              {
                type: 'set_counter' as const,
                player: e.me,
                source: 'script' as const,
                card: `#${id}`,
                zone: from,
                counter: DAMAGE_COUNTER,
                value: 0,
              },
            ]
          : [];
      return {
        actions: [...clear, e.move(id, from, to, 'bottom')],
        mark: [
          {
            kind: 'is-energy',
            card: id,
            type: (e.picked('type') ?? 'Colorless') as EnergyType,
            amount,
            until: null,
            source: e.effect.name.replace(/^.*'s /, ''),
          },
        ],
      };
    }),
  ],
});

/** The Power sentences of {@link knockedOutAsEnergy}, read as one run. */
export const KNOCKED_OUT_AS_ENERGY_RULES: readonly Rule[] = [
  [
    /^Knock Out SELF and attach it to 1 of your other Pokémon\. If you do, choose a type of Energy\. SELF is now an Energy card( of that type)? \(instead of a Pokémon\) that provides (\d|two) energy( of that type)?\.$/i,
    (m, p) => {
      // "of that type" said once, before or after: said twice or not at all is another text.
      if ((m[1] === undefined) === (m[3] === undefined)) return false;
      if (!p.declared || p.steps.length > 0) return false;
      const spec = knockedOutAsEnergy(p.cardName, m[2] === 'two' ? 2 : Number(m[2]));
      if (spec.unplayable) p.unplayable.push(spec.unplayable);
      p.steps.push(...spec.steps);
      return true;
    },
  ],
];
