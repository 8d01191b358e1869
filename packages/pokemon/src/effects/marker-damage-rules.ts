import { num, type Plan, type Rule } from './attack-plan';
import type { EffectEnv } from './env';
import { noWR } from './more-attack-rules';
import { choose, damageTargets, step } from './steps';
import type { Step } from './types';

/**
 * Damage placed by markers the opponent divides over their own Pokémon (Dark Ivysaur's Fury
 * Strikes):
 *
 *   Your opponent puts N markers onto his or her Pokémon (divided as he or she chooses).
 *   (More than 1 marker can be put on the same Pokémon.) Then, this attack does D damage to
 *   each Pokémon for each marker on it. … Remove the markers at the end of the turn.
 *
 * The opponent places the markers one at a time (any Pokémon of theirs each time, so several
 * may go on one); each Pokémon then takes D for each marker on it. The markers do nothing else
 * and go at the end of the turn, so none is kept on the board. Compiled only where the text
 * says how Weakness and Resistance apply (a chosen target, as for other such texts).
 */

/** Plans whose markers have been placed (so "Remove the markers …" names them). */
const placed = new WeakSet<Plan>();

/** The spots of a player's Pokémon in play. */
const SPOTS = ['active', 'bench_1', 'bench_2', 'bench_3', 'bench_4', 'bench_5'] as const;

/** Where marker `i` went, for each of the `n` markers. */
const markersOn = (e: EffectEnv, n: number, zone: string) =>
  Array.from({ length: n }, (_, i) => e.picked(`marker${i + 1}`)).filter((z) => z === zone).length;

export const MARKER_DAMAGE_RULES: readonly Rule[] = [
  [
    /^Your opponent puts (\d+|two|three|four|five) markers onto his or her Pokémon \(divided as he or she chooses\)\. \(More than 1 marker can be put on the same Pokémon\.\) Then, this attack does (\d+) damage to each Pokémon for each marker on it\.$/i,
    (m, p) => {
      const n = num(m[1]);
      const per = Number(m[2]);
      if (!(n > 0)) return false;
      const place: Step[] = Array.from({ length: n }, (_, i) =>
        choose((e) => ({
          var: `marker${i + 1}`,
          kind: 'own-pokemon',
          decider: e.opp,
          prompt: `Put marker ${i + 1} of ${n} on 1 of your Pokémon (more than 1 may go on the same Pokémon).`,
          options: e.inPlay(e.opp).map((mon) => e.pokemonOption(mon)),
        })),
      );
      const hits: Step[] = SPOTS.map((spot) =>
        step((e) => {
          const mon = e.pokemon(e.key(e.opp, spot));
          const k = mon ? markersOn(e, n, mon.zone) : 0;
          if (!mon || k === 0) return undefined;
          // "Don't apply Weakness and Resistance." may come after: read once the text is read.
          return damageTargets(() => [mon], per * k, noWR(p))(e);
        }),
      );
      p.chosenTarget = true;
      p.post.push(...place, ...hits);
      placed.add(p);
      return true;
    },
  ],
  [/^Remove the markers at the end of the turn\.$/i, (_m, p) => placed.has(p)],
];
