import { parseDamage } from '../cards/card-helpers';
import { CONDITION, cond, onFlip, type Rule, SELF } from './attack-plan';
import { blockAnAttack, currentAttack, mark, step } from './steps';

/**
 * Sentences of attacks whose effect lasts beyond the attack: what it is on (the attacker or the
 * Defending Pokémon), what it changes, and when it ends, each read from the sentence. The end is
 * the marker's: the turn the text names ("during your opponent's next turn", "until the end of
 * your next turn"), the Pokémon leaving the Active Spot or evolving (the rules end every effect
 * of an attack then), and for an effect between two Pokémon either of them doing so.
 */
export const LASTING_ATTACK_RULES: readonly Rule[] = [
  [
    // Mean Look: no turn limit, only "as long as" the attacker stays Active.
    new RegExp(
      `^The Defending Pokémon can't retreat as long as ${SELF} remains your Active Pokémon\\.$`,
      'i',
    ),
    (_m, p) => {
      p.between = true;
      p.post.push(mark('cant-retreat', 'defender', 'in-play', { with: 'self' }));
      return true;
    },
  ],
  [
    // True of an effect between the attacker and the Defending Pokémon (a marker `with` the
    // other): it holds while both are the top cards of their Active Spots.
    /^\(Benching or evolving either Pokémon ends this effect\.\)$/i,
    (_m, p) => p.between === true,
  ],
  [
    new RegExp(
      `^If the Defending Pokémon attacks ${SELF} during your opponent's next turn, any damage done to ${SELF} is reduced by (\\d+) \\(before applying Weakness and Resistance\\)\\.$`,
      'i',
    ),
    (m, p) => {
      p.between = true;
      p.post.push(
        mark('reduce-damage-before', 'self', 'opponents-next-turn', {
          amount: Number(m[1]),
          with: 'defender',
        }),
      );
      return true;
    },
  ],
  [
    /^(?:If (heads|tails), )?until the end of your opponent's next turn, the Defending Pokémon can't attack or retreat\.$/i,
    (m, p) =>
      void p.post.push(
        ...onFlip(m[1], [
          mark('cant-attack', 'defender', 'opponents-next-turn'),
          mark('cant-retreat', 'defender', 'opponents-next-turn'),
        ]),
      ),
  ],
  [
    /^You can't use this attack during your next turn\.$/i,
    (_m, p) =>
      void p.post.push(
        mark('cant-use-attack', 'self', 'your-next-turn', {
          name: (e) => currentAttack(e)?.name ?? '',
        }),
      ),
  ],
  [
    // Screech (one printing lacks the final period).
    /^Until the end of your next turn, if an attack damages the Defending Pokémon \(after applying Weakness and Resistance\), that attack does (\d+) more damage to the Defending Pokémon\.?$/i,
    (m, p) =>
      void p.post.push(
        mark('more-damage-taken', 'defender', 'your-next-turn', { amount: Number(m[1]) }),
      ),
  ],
  [
    new RegExp(
      `^(?:If (heads|tails), )?during your opponent's next turn, whenever ${SELF} takes damage, divide that damage in half \\(rounded down to the nearest 10\\)\\. \\(Any other effects still happen\\.\\)$`,
      'i',
    ),
    (m, p) =>
      void p.post.push(...onFlip(m[1], [mark('halve-damage', 'self', 'opponents-next-turn')])),
  ],
  [
    // Pollen Shield: every condition named, from any source ("All other effects … still happen").
    new RegExp(
      `^During your opponent's next turn, ${SELF} can't become ${CONDITION}((?:, ${CONDITION})*,? or ${CONDITION})?\\. \\(All other effects of attacks, Pokémon Powers,? and Trainer cards still happen\\.\\)$`,
      'i',
    ),
    (m, p) => {
      const named = m[0].slice(0, m[0].indexOf('.')).match(new RegExp(CONDITION, 'gi')) ?? [];
      p.post.push(
        ...named.map((c) =>
          mark('no-condition', 'self', 'opponents-next-turn', { condition: cond(c) }),
        ),
      );
      return true;
    },
  ],
  [
    // Focus Energy: the named attack of this Pokémon, its printed base damage doubled.
    new RegExp(`^During your next turn, ${SELF}'s (.+?) attack's base damage is doubled\\.$`, 'i'),
    (m, p) => {
      const name = m[1] as string;
      p.post.push(
        step((e) => {
          const printed = e.self?.card.attacks.find((a) => a.name === name)?.damage;
          const base = parseDamage(printed ?? '')?.base ?? 0;
          if (base <= 0) return undefined;
          return mark('base-damage', 'self', 'your-next-turn', { name, amount: 2 * base })(e);
        }),
      );
      return true;
    },
  ],
  [
    /^Choose 1 of the Defending Pokémon's attacks\. That Pokémon can't use that attack during your opponent's next turn\.$/i,
    (_m, p) => {
      p.pre.push(blockAnAttack.choose);
      p.post.push(blockAnAttack.mark);
      return true;
    },
  ],
];
