import { isBasicPokemon, parseDamage } from '../cards/card-helpers';
import {
  CONDITION,
  cond,
  flipped,
  namesNow,
  newPlan,
  onFlip,
  type Plan,
  type Rule,
  SELF,
} from './attack-plan';
import type { EffectEnv } from './env';
import { markersOf } from './markers';
import type { ReadSentences } from './more-attack-rules';
import { blockAnAttack, currentAttack, flip, mark, step, stop, type Until, when } from './steps';

/**
 * Sentences of attacks whose effect lasts beyond the attack: what it is on (the attacker or the
 * Defending Pokémon), what it changes, and when it ends, each read from the sentence. The end is
 * the marker's: the turn the text names ("during your opponent's next turn", "until the end of
 * your next turn"), the Pokémon leaving the Active Spot or evolving (the rules end every effect
 * of an attack then), and for an effect between two Pokémon either of them doing so.
 */
const LASTING_ATTACK_RULES: readonly Rule[] = [
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
    /^(?:If (heads|tails), )?until the end of your opponent's next turn,? the Defending Pokémon can't attack or retreat\.$/i,
    (m, p) =>
      void p.post.push(
        ...onFlip(m[1], [
          mark('cant-attack', 'defender', 'opponents-next-turn'),
          mark('cant-retreat', 'defender', 'opponents-next-turn'),
        ]),
      ),
  ],
  [
    // The EX sets name the attack: "Sceptile ex can't use Slashing Strike during your next turn."
    new RegExp(
      `^(?:If (heads|tails), )?(?:you|${SELF}) can't use (this attack|[^.]+?) during your next turn\\.$`,
      'i',
    ),
    (m, p) => {
      const named = (m[2] as string).toLowerCase() === 'this attack' ? undefined : m[2];
      p.post.push(
        ...onFlip(m[1], [
          mark('cant-use-attack', 'self', 'your-next-turn', {
            name: (e) =>
              named === undefined
                ? (currentAttack(e)?.name ?? '')
                : (namesNow([named], e)[0] ?? ''),
          }),
        ]),
      );
      return true;
    },
  ],
  [
    // Hyper Needle: marked before the flip, since it holds "either way" (tails stops the rest).
    new RegExp(
      `^Either way, you can't use this attack again as long as ${SELF} stays in play \\(even putting ${SELF} on the Bench won't let you use it again\\)\\.$`,
      'i',
    ),
    (_m, p) => {
      const used = (e: EffectEnv) => {
        const name = currentAttack(e)?.name;
        return (
          e.self !== undefined &&
          markersOf(e.state, 'used-attack', e.self.top).some((x) => x.name === name)
        );
      };
      p.unplayable.push((e) =>
        used(e) ? 'this Pokémon already used this attack while in play.' : undefined,
      );
      p.pre.unshift(
        mark('used-attack', 'self', 'in-play', { name: (e) => currentAttack(e)?.name ?? '' }),
      );
      return true;
    },
  ],
  [
    new RegExp(
      `^(?:If (heads|tails), )?all damage done (?:by attacks )?to ${SELF} during your opponent's next turn is reduced by (\\d+) \\(after applying Weakness and Resistance\\)\\.$`,
      'i',
    ),
    (m, p) =>
      void p.post.push(
        ...onFlip(m[1], [
          mark('reduce-damage', 'self', 'opponents-next-turn', { amount: Number(m[2]) }),
        ]),
      ),
  ],
  [
    // Teary Eyes: "During your opponent's next turn, any damage done to SELF by attacks is
    // reduced by 20." A reduction on the Pokémon hit is applied after Weakness and Resistance
    // (the rulebook's order: Weakness, Resistance, then effects on the Defending Pokémon).
    new RegExp(
      `^(?:If (heads|tails), )?during your opponent's next turn, (?:any|all) damage done (?:by attacks )?to ${SELF}(?: by attacks)? is reduced by (\\d+)(?: \\(after applying Weakness and Resistance\\))?\\.$`,
      'i',
    ),
    (m, p) =>
      void p.post.push(
        ...onFlip(m[1], [
          mark('reduce-damage', 'self', 'opponents-next-turn', { amount: Number(m[2]) }),
        ]),
      ),
  ],
  [
    // Granite Head (EX): "Damage done to SELF by an opponent's attack is reduced by 10 (after
    // applying Weakness and Resistance) during your opponent's next turn."
    new RegExp(
      `^(?:If (heads|tails), )?(?:during your opponent's next turn, )?damage done to ${SELF} by (?:an opponent's attack|your opponent's attacks|attacks) is reduced by (\\d+)(?: \\(after applying Weakness and Resistance\\))?( during your opponent's next turn)?\\.$`,
      'i',
    ),
    (m, p) => {
      // The turn is named once: before or after.
      if (/during your opponent's next turn, damage/i.test(m[0]) === (m[3] !== undefined))
        return false;
      p.post.push(
        ...onFlip(m[1], [
          mark('reduce-damage', 'self', 'opponents-next-turn', { amount: Number(m[2]) }),
        ]),
      );
      return true;
    },
  ],
  [
    new RegExp(
      `^(?:If (heads|tails), )?(?:prevent all damage done (?:by attacks )?to ${SELF}(?: by attacks)? during your opponent's next turn|during your opponent's next turn, prevent all damage done (?:by attacks )?to ${SELF}(?: by attacks)?)\\.$`,
      'i',
    ),
    (m, p) =>
      void p.post.push(...onFlip(m[1], [mark('prevent-damage', 'self', 'opponents-next-turn')])),
  ],
  [
    // Agility; the EX sets name the turn last: "prevent all effects of an attack, including
    // damage, done to SELF during your opponent's next turn" (one attack a turn: the same effect).
    new RegExp(
      `^(?:If (heads|tails), )?(?:during your opponent's next turn, prevent all effects of attacks, including damage, done to ${SELF}|prevent all effects of (?:an attack|attacks), including damage, done to ${SELF} during your opponent's next turn)\\.$`,
      'i',
    ),
    (m, p) =>
      void p.post.push(...onFlip(m[1], [mark('prevent-effects', 'self', 'opponents-next-turn')])),
  ],
  [
    // Slow-Acting Poison: the Special Condition comes at the end of that turn, if the Defending
    // Pokémon is still Active and unevolved. Not Paralyzed: whether a Pokémon Paralyzed at the
    // end of its own turn recovers at that checkup is not printed (it stays manual).
    /^(?:If (heads|tails), )?at the end of your opponent's next turn, the Defending Pokémon is now (Asleep|Burned|Confused|Poisoned)\.$/i,
    (m, p) =>
      void p.post.push(
        ...onFlip(m[1], [
          mark('condition-at-turn-end', 'defender', 'opponents-next-turn', {
            condition: cond(m[2] as string),
          }),
        ]),
      ),
  ],
  // Reminders true of any effect that prevents or changes only damage.
  [/^\(Any other effects of (?:opponent's )?attacks still happen\)?\.\)?$/i, () => true],
  [/^\(Any other effects of (?:that|the) attack (?:still )?happen\.\)$/i, () => true],
  [
    // Dodge, Slime (see damage-coins.ts): the coin when the damage would be done, by the player named.
    new RegExp(
      `^If (?:an attack would do damage to ${SELF}|${SELF} would be damaged by an attack) during your opponent's next turn, (your opponent flips|flip) a coin\\. If (heads|tails), prevent (?:all damage (?:done )?to ${SELF} from that attack|that attack's damage (?:done )?to ${SELF}|all damage done (?:by that attack )?to ${SELF}(?: by that attack)?)\\.$`,
      'i',
    ),
    (m, p) => {
      const opponentFlips = /opponent/i.test(m[1] as string);
      const onHeads = (m[2] as string).toLowerCase() === 'heads';
      // The text's one coin (flipped later, when the damage would be done).
      flipped(p, 1);
      p.post.push(
        step((e) =>
          e.self
            ? {
                mark: [
                  {
                    kind: 'prevent-damage-on-coin',
                    card: e.self.top,
                    player: opponentFlips ? e.opp : e.me,
                    ...(onHeads ? { onHeads } : {}),
                    until: e.state.plugin.gameTurn + 1,
                    source: String(e.vars.attack ?? e.effect.name),
                  },
                ],
              }
            : undefined,
        ),
      );
      return true;
    },
  ],
  [
    // Light Screen: the damage an attack does to it, halved after Weakness and Resistance.
    new RegExp(
      `^(?:If (heads|tails), )?whenever an attack does damage to ${SELF} \\(after applying Weakness and Resistance\\) during your opponent's next turn, that attack (?:only )?does half the damage to ${SELF} \\(rounded down to the nearest 10\\)\\.$`,
      'i',
    ),
    (m, p) =>
      void p.post.push(...onFlip(m[1], [mark('halve-damage', 'self', 'opponents-next-turn')])),
  ],
  [
    new RegExp(
      `^During your opponent's next turn, whenever (\\d+) or more damage is done to ${SELF} \\(after applying Weakness and Resistance\\), prevent that damage\\.$`,
      'i',
    ),
    (m, p) =>
      void p.post.push(
        mark('prevent-large-damage', 'self', 'opponents-next-turn', { amount: Number(m[1]) }),
      ),
  ],
  [
    new RegExp(
      `^If the Defending Pokémon's maximum HP is (\\d+) or less, it can't attack ${SELF} during your opponent's next turn\\.$`,
      'i',
    ),
    (m, p) => {
      p.between = true;
      const most = Number(m[1]);
      p.post.push(
        when(
          (e) => (e.defender?.hp ?? Number.POSITIVE_INFINITY) <= most,
          [mark('cant-attack', 'defender', 'opponents-next-turn', { with: 'self' })],
        ),
      );
      return true;
    },
  ],
  [
    // Without a name it can't attack at all, but only while both stay Active and unevolved.
    /^(?:If (heads|tails), )?the Defending Pokémon can't attack during your opponent's next turn\. \(Benching or evolving either Pokémon ends this effect\.\)$/i,
    (m, p) =>
      void p.post.push(
        ...onFlip(m[1], [mark('cant-attack', 'defender', 'opponents-next-turn', { with: 'self' })]),
      ),
  ],
  [
    /^(?:If (heads|tails), )?whenever the Defending Pokémon tries to attack, your opponent flips a coin\. If tails, that attack does nothing\. \(This effect lasts until the Defending Pokémon evolves or is Benched\.\)$/i,
    (m, p) => void p.post.push(...onFlip(m[1], [mark('attack-may-fail', 'defender', 'in-play')])),
  ],
  [
    // Jaw Clamp, Poison Bind: held in the Active Spot — no retreat, and no effect moves it.
    new RegExp(
      `^(?:If (heads|tails), )?(?:until the end of your (opponent's )?next turn, (as long as ${SELF} is your Active Pokémon, )?the Defending Pokémon can't retreat,|the Defending Pokémon can't retreat until the end of your opponent's next turn) and if the effect of an attack, Pokémon Power, or Trainer card would change that player's Active Pokémon, that part of the effect does nothing\\.$`,
      'i',
    ),
    (m, p) => {
      // "until the end of your next turn" (Sticky Nectar) also covers the turn after the opponent's.
      const until = /until the end of your next turn/i.test(m[0])
        ? 'your-next-turn'
        : 'opponents-next-turn';
      const between = m[3] !== undefined;
      if (between) p.between = true;
      const extra = between ? { with: 'self' as const } : {};
      p.post.push(
        ...onFlip(m[1], [
          mark('cant-retreat', 'defender', until, extra),
          mark('stays-active', 'defender', until, extra),
        ]),
      );
      return true;
    },
  ],
  [
    // Crystal Beam; "… from his or her hand to the Defending Pokémon …" (EX Freeze Lock): only
    // the attachments from the hand are closed, Energy moved there by effects still goes.
    /^(?:If (heads|tails), )?your opponent can't attach Energy cards (from his or her hand )?to the Defending Pokémon during his or her next turn\.$/i,
    (m, p) =>
      void p.post.push(
        ...onFlip(m[1], [
          mark(
            m[2] ? 'no-hand-energy-attach' : 'no-energy-attach',
            'defender',
            'opponents-next-turn',
          ),
        ]),
      ),
  ],
  [
    /^(?:If (heads|tails), )?during your opponent's next turn, your opponent pays (Colorless(?: Colorless)*|\d+ Energy) more to retreat the Defending Pokémon\.$/i,
    (m, p) => {
      const words = m[2] as string;
      const amount = /^\d/.test(words) ? Number.parseInt(words, 10) : words.split(' ').length;
      p.post.push(
        ...onFlip(m[1], [mark('retreat-cost-more', 'defender', 'opponents-next-turn', { amount })]),
      );
      return true;
    },
  ],
  [
    // Endure: what the attack would Knock Out keeps 10 HP (see survive-knock-out.ts).
    new RegExp(
      `^If (heads|tails), then if, during your opponent's next turn, ${SELF} would be Knocked Out by an attack, ${SELF} isn't Knocked Out and its remaining HP become 10 instead\\.$`,
      'i',
    ),
    (m, p) =>
      void p.post.push(...onFlip(m[1], [mark('survive-knock-out', 'self', 'opponents-next-turn')])),
  ],
  [
    // Armor Up: its own coin, flipped when the Knock Out would happen.
    new RegExp(
      `^Until the end of your next turn, if ${SELF} would be Knocked Out by damage from an attack, flip a coin\\. If heads, ${SELF} is not Knocked Out and its remaining HP become 10 instead\\.$`,
      'i',
    ),
    (_m, p) => {
      flipped(p, 1);
      p.post.push(mark('survive-knock-out-on-heads', 'self', 'your-next-turn'));
      return true;
    },
  ],
  [
    new RegExp(
      `^If an attack does damage to ${SELF} during your opponent's next turn \\(even if ${SELF} is Knocked Out\\), ${SELF} attacks your opponent's Active Pokémon for (\\d+) damage\\. \\(Apply Weakness and Resistance\\.\\)$`,
      'i',
    ),
    (m, p) =>
      void p.post.push(
        mark('strike-back', 'self', 'opponents-next-turn', { amount: Number(m[1]) }),
      ),
  ],
  [
    new RegExp(
      `^During your opponent's next turn, whenever your opponent's attack damages ${SELF} \\(even if ${SELF} is Knocked Out\\), your opponent's Active Pokémon is now Poisoned and ${SELF} does (\\d+) damage to each of your opponent's Benched Pokémon\\. \\(Don't apply Weakness and Resistance for Benched Pokémon\\.\\)$`,
      'i',
    ),
    (m, p) => {
      p.post.push(
        mark('poison-back', 'self', 'opponents-next-turn'),
        mark('bench-damage-back', 'self', 'opponents-next-turn', { amount: Number(m[1]) }),
      );
      return true;
    },
  ],
  [
    new RegExp(
      `^Until the end of your opponent's next turn, as long as ${SELF} is your Active Pokémon, prevent all damage done by attacks to your Benched Pokémon\\.$`,
      'i',
    ),
    (_m, p) => void p.post.push(mark('protect-bench', 'self', 'opponents-next-turn')),
  ],
  [
    /^(?:If (heads|tails), )?your opponent can't play (Trainer|Supporter) cards during his or her next turn\.$/i,
    (m, p) => {
      const kind = /Supporter/i.test(m[2] as string) ? 'no-supporters' : 'no-trainers';
      p.post.push(...onFlip(m[1], [mark(kind, 'opponent', 'opponents-next-turn')]));
      return true;
    },
  ],
  [
    // Swift ("Pokémon Powers"; in e-Card words "Poké-Powers, Poké-Bodies"). A chosen target may
    // be Benched, where "the Defending Pokémon" would not name it.
    // (EX printings: "Poké-Bodies or any other effects", "Poké-Bodies, and any other effects";
    // Brick Smash, Dragon Mist: "Resistance, Poké-Powers, Poké-Bodies, or …" — Weakness, not
    // named, still applies: only what the list names is set aside.)
    /^This attack's damage isn't affected by ((?:(?:Weakness|Resistance|Pokémon Powers|Poké-Powers?|Poké-Bod(?:y|ies)),? )+)(?:or|and) any other effects on the Defending Pokémon\.$/i,
    (m, p) => {
      if (p.chosenTarget) return false;
      const named = (m[1] as string).split(/,? /).map((w) => w.toLowerCase());
      if (named.includes('weakness')) p.ignoreWeakness = true;
      if (named.includes('resistance')) p.ignoreResistance = true;
      p.ignoreDefenderEffects = true;
      return true;
    },
  ],
  [
    // Screech (one printing lacks the final period).
    // Silver Wind (EX): "During your next turn, if an attack does damage to the Defending Pokémon
    // (after applying Weakness and Resistance), that attack does 30 more damage."
    /^(?:Until the end of|During) your next turn, if an attack (?:damages|does damage to) the Defending Pokémon \(after applying Weakness and Resistance\), that attack does (\d+) more damage(?: to the Defending Pokémon)?\.?$/i,
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
    // Pollen Shield: every condition named, from any source ("All other effects … still happen");
    // "can't become affected by a Special Condition" names all five.
    new RegExp(
      `^During your opponent's next turn, ${SELF} can't become (?:affected by a Special Condition|${CONDITION}((?:, ${CONDITION})*,? or ${CONDITION})?)\\. \\((?:All|Any) other effects of attacks, (?:Pokémon Powers,?|Poké-Powers, Poké-Bodies,) and Trainer cards still happen\\.\\)$`,
      'i',
    ),
    (m, p) => {
      const first = m[0].slice(0, m[0].indexOf('.'));
      const named = /affected by a Special Condition/i.test(first)
        ? ['Asleep', 'Burned', 'Confused', 'Paralyzed', 'Poisoned']
        : (first.match(new RegExp(CONDITION, 'gi')) ?? []);
      p.post.push(
        ...named.map((c) =>
          mark('no-condition', 'self', 'opponents-next-turn', { condition: cond(c) }),
        ),
      );
      return true;
    },
  ],
  [
    // Machoke's Focus Energy: "During your next turn, SELF's Mega Punch attack's base damage is
    // 80." — the named attack of this Pokémon, a base damage of its own.
    new RegExp(`^During your next turn, ${SELF}'s (.+?) attack's base damage is (\\d+)\\.$`, 'i'),
    (m, p) => {
      const name = m[1] as string;
      const amount = Number(m[2]);
      p.post.push(
        step((e) =>
          e.self?.card.attacks.some((a) => a.name === name)
            ? mark('base-damage', 'self', 'your-next-turn', { name, amount })(e)
            : undefined,
        ),
      );
      return true;
    },
  ],
  [
    // The EX sets: "During your next turn, Spit Up's base damage is 70 instead of 30, and
    // Swallow's base damage is 60 instead of 20." (Stockpile), "… base damage of Vigoroth's Slash
    // attack is 90 instead of 40" (Focus Energy), "… Extra Comet Punch does 50 damage plus 50 more
    // damage": each named attack of this Pokémon gets that base damage during your next turn.
    /^During your next turn, (.+)\.$/i,
    (m, p) => {
      const clauses = (m[1] as string).split(/, and |, (?=[A-Z])/);
      const boosts = clauses.map(nextTurnBaseDamage);
      if (boosts.some((b) => b === undefined)) return false;
      for (const b of boosts as BaseDamage[])
        p.post.push(
          step((e) => {
            const name = namesNow([b.name], e)[0] ?? b.name;
            const attack = e.self?.card.attacks.find((a) => a.name === name);
            // "N more" needs the attack's printed damage: an attack it doesn't have adds nothing.
            const base = parseDamage(attack?.damage ?? '')?.base;
            if (b.more && (attack === undefined || base === undefined)) return undefined;
            const amount = b.more ? (base ?? 0) + b.amount : b.amount;
            return mark('base-damage', 'self', 'your-next-turn', { name, amount })(e);
          }),
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

/**
 * A lasting "can't", read clause by clause: [If heads/tails,] [when it ends,] who can't do what
 * [when it ends]. Who: the Defending Pokémon, the attacker (its name, "you" for its attack), or
 * "that Pokémon" after its attack was chosen. What: attack, retreat, both, this attack, the
 * chosen attack. When: the turn named; with none, as long as the Defending Pokémon stays Active
 * and unevolved (the rules end an attack's effects then; the cards say so in a reminder).
 */
const TURN = "(?:during|until the end of) your (opponent's )?next turn";
const WHO = `(the Defending Pokémon|that Pokémon|${SELF}|you)`;
const CANT = "can't (?:attack or retreat|attack|retreat|use (?:this|that) attack)";

/** A whole "can't" sentence: [If heads/tails,] [when,] who can't do what [when]. */
const CANT_SENTENCE = new RegExp(
  `^(?:If (heads|tails), )?(?:(${TURN}),? )?${WHO} (${CANT})(?: (${TURN}))?\\.$`,
  'i',
);

/** When an effect "during / until the end of your [opponent's] next turn" ends; none: in play. */
const turnNamed = (words: string | undefined, opponents: string | undefined): Until =>
  words === undefined ? 'in-play' : opponents ? 'opponents-next-turn' : 'your-next-turn';

/** Adds the lasting "can't" to the plan, or refuses a reading the words do not support. */
function cant(
  p: Plan,
  side: string | undefined,
  whoWords: string,
  what: string,
  until: Until,
): boolean {
  const defender = /^(?:the Defending|that) Pokémon$/i.test(whoWords);
  const on = defender ? 'defender' : 'self';
  const chosen = /that attack/i.test(what);
  // "That Pokémon" and "that attack" read only what an earlier sentence chose ("choose 1 of its
  // attacks"); the chosen attack is the Defending Pokémon's ("that Pokémon" or named so).
  if (
    (chosen ? !defender : /^that/i.test(whoWords)) ||
    (chosen && (!p.choseAttack || until !== 'opponents-next-turn'))
  )
    return false;
  // "You" only for the attacker's own attack; an attacker's "can't" needs a turn to end.
  if ((/^you$/i.test(whoWords) && !/this attack/i.test(what)) || (!defender && until === 'in-play'))
    return false;
  if (/this attack/i.test(what) && defender) return false;
  const marks = chosen
    ? [blockAnAttack.mark]
    : /this attack/i.test(what)
      ? [mark('cant-use-attack', on, until, { name: (e) => currentAttack(e)?.name ?? '' })]
      : what
          .toLowerCase()
          .replace("can't ", '')
          .split(' or ')
          .map((w) => mark(w === 'attack' ? 'cant-attack' : 'cant-retreat', on, until));
  p.post.push(...onFlip(side, marks));
  p.lastingOn = on;
  return true;
}

/** An attack's base damage for a turn ("Spit Up's base damage is 70 instead of 30"). */
interface BaseDamage {
  readonly name: string;
  readonly amount: number;
  /** "… does 40 more damage": `amount` is added to the attack's printed base damage. */
  readonly more?: true;
}

/**
 * One clause of "During your next turn, …" that sets an attack's base damage: "X's base damage
 * is N instead of M", "base damage of SELF's X attack is N instead of M", "X does N damage plus M
 * more damage" (N + M). The name may hold `SELF`; read back when the attack runs.
 */
function nextTurnBaseDamage(clause: string): BaseDamage | undefined {
  const name = "([A-Z][\\w'é-]*(?: [A-Z][\\w'é-]*)*)";
  const instead = new RegExp(
    `^(?:SELF's )?${name}(?:'s| attack's) base damage is (\\d+) instead of \\d+$|^base damage of (?:SELF's )?${name}(?: is)? attack is (\\d+) instead of \\d+$`,
  ).exec(clause);
  if (instead)
    return { name: (instead[1] ?? instead[3]) as string, amount: Number(instead[2] ?? instead[4]) };
  const plus = new RegExp(`^${name} does (\\d+) damage plus (\\d+) more damage$`).exec(clause);
  if (plus) return { name: plus[1] as string, amount: Number(plus[2]) + Number(plus[3]) };
  // "SELF's Bite attack does 40 more damage (before applying Weakness and Resistance)".
  const more = new RegExp(
    `^(?:SELF's )?${name}(?: attack)? does (\\d+) more damage(?: \\(before applying Weakness and Resistance\\))?$`,
  ).exec(clause);
  if (more) return { name: more[1] as string, amount: Number(more[2]), more: true };
  return undefined;
}

/** A "can't" sentence read by the composed reader above (`CANT_SENTENCE`), into `p`. */
function applyCant(sentence: string, p: Plan): boolean {
  const m = CANT_SENTENCE.exec(sentence);
  if (!m || (m[2] !== undefined && m[6] !== undefined)) return false;
  // "The Defending Pokémon can't attack/retreat DURING your next turn" names the attacker's turn,
  // when that Pokémon's player does neither: as printed (Victreebel's Acid), nothing lasts.
  // "Until the end of your next turn" still spans the opponent's turn between.
  const words = m[2] ?? m[6];
  if (
    words !== undefined &&
    /^during your next/i.test(words) &&
    /^the Defending/i.test(m[4] as string) &&
    !/that attack|this attack/i.test(m[5] as string)
  )
    return true;
  return cant(p, m[1], m[4] as string, m[5] as string, turnNamed(m[2] ?? m[6], m[3] ?? m[7]));
}

/** What the Defending Pokémon is, in "If the Defending Pokémon is a Basic Pokémon, …". */
const DEFENDER_IS: Record<string, (e: EffectEnv) => boolean> = {
  basic: (e) => e.defender !== undefined && isBasicPokemon(e.defender.card),
};

const COMPOSED_LASTING_RULES: readonly Rule[] = [
  [
    // Mirror Shell, Counter, Crosscounter (see hit-back.ts): the damage taken, answered.
    new RegExp(
      `^If an attack (?:does damage to|damages) ${SELF} during your opponent's next turn \\(even if ${SELF} is Knocked Out\\), (flip a coin\\. If heads, )?${SELF} (?:attacks (?:the Defending Pokémon|your opponent's Active Pokémon) for (an equal|double that) amount of damage|does (an equal) amount of damage to the Defending Pokémon)\\.$`,
      'i',
    ),
    (m, p) => {
      const coin = m[1] !== undefined;
      if (coin) flipped(p, 1);
      const times = /double/i.test(m[2] ?? m[3] ?? '') ? 2 : 1;
      p.hitBack = times;
      p.post.push(
        mark('hit-back', 'self', 'opponents-next-turn', {
          amount: times,
          ...(coin ? { onHeads: true } : {}),
        }),
      );
      return true;
    },
  ],
  [
    // Crosscounter's worked example: true only of the multiple just read.
    new RegExp(
      `^\\(If ${SELF} takes (\\d+) damage, it does (\\d+) damage to that Pokémon\\.\\)$`,
      'i',
    ),
    (m, p) => p.hitBack !== undefined && Number(m[1]) * p.hitBack === Number(m[2]),
  ],
  [
    // Dark Wave, Sputter: every Power in play, both players', the attacker's own too.
    /^All Pokémon Powers stop working until the end of your (opponent's )?next turn\.$/i,
    (m, p) => void p.post.push(mark('powers-stopped', 'opponent', turnNamed('until', m[1]))),
  ],
  [
    // Dark Impact: "The Defending Pokémon can't use any Poké-Powers until the end of your
    // opponent's next turn." — its Powers stop (Poké-Bodies are not used, so not named).
    new RegExp(
      `^(?:If (heads|tails), )?(?:(${TURN}), )?the Defending Pokémon can't use (?:any )?(?:Poké-Powers|Pokémon Powers)(?: (${TURN}))?\\.$`,
      'i',
    ),
    (m, p) => {
      const turn = m[2] ?? m[4];
      if (turn === undefined || (m[2] !== undefined && m[4] !== undefined)) return false;
      p.post.push(
        ...onFlip(m[1], [mark('power-stopped', 'defender', turnNamed(turn, m[3] ?? m[5]))]),
      );
      return true;
    },
  ],
  [
    // Stun Wave: the Defending Pokémon's Powers, while it stays Active and unevolved.
    /^If the Defending Pokémon has a Pokémon Power, that power stops working until the end of your (opponent's )?next turn\.$/i,
    (m, p) =>
      void p.post.push(
        when(
          (e) => e.defender?.card.abilities.some((a) => /power/i.test(a.type)) === true,
          [mark('power-stopped', 'defender', turnNamed('until', m[1]))],
        ),
      ),
  ],
  [CANT_SENTENCE, (_m, p) => applyCant(_m[0], p)],
  [
    new RegExp(`^(?:If (heads|tails), )?this attack can't be used (${TURN})\\.$`, 'i'),
    (m, p) => cant(p, m[1], 'SELF', "can't use this attack", turnNamed(m[2], m[3])),
  ],
  [
    // The rules' own end of an attack's effect, restated: true of what the last effect is on.
    new RegExp(
      `^\\(Benching (?:or evolving )?(that Pokémon|the Defending Pokémon|${SELF}) ends this effect\\.\\)$`,
      'i',
    ),
    (m, p) => p.lastingOn === (/Pokémon$/i.test(m[1] as string) ? 'defender' : 'self'),
  ],
  [
    // Octazooka: the opponent's coin each time the Defending Pokémon attacks, for as long as it stays Active.
    /^(?:If (heads|tails), )?whenever the Defending Pokémon attacks, your opponent flips a coin\. If tails, that attack does nothing\.$/i,
    (m, p) => {
      p.post.push(...onFlip(m[1], [mark('attack-may-fail', 'defender', 'in-play')]));
      p.lastingOn = 'defender';
      return true;
    },
  ],
  [
    // Amnesia in other words: "Choose 1 of the Defending Pokémon's attacks. The Defending Pokémon
    // can't use that attack during your opponent's next turn." / "During your opponent's next
    // turn, that Pokémon can't use that attack." — the choice, then the "can't" read on its own.
    /^Choose 1 of the Defending Pokémon's attacks\. ((?:During your opponent's next turn, )?(?:that|the Defending) Pokémon can't use that attack(?: during your opponent's next turn)?\.)$/i,
    (m, p) => {
      p.pre.push(blockAnAttack.choose);
      p.choseAttack = true;
      return applyCant(m[1] as string, p);
    },
  ],
  [
    // Terrorize: the choice only when the Defending Pokémon is what the text names.
    /^If the Defending Pokémon is an? (Basic) Pokémon, choose 1 of its attacks\.$/i,
    (m, p) => {
      const is = DEFENDER_IS[(m[1] as string).toLowerCase()];
      if (!is) return false;
      p.pre.push(when(is, [blockAnAttack.choose]));
      p.choseAttack = true;
      return true;
    },
  ],
];

/**
 * The lasting sentences, and a coin's heads branch that states its damage and a lasting effect in
 * one sentence ("If heads, this attack does 20 damage plus 10 more damage and, until the end of
 * your next turn, …"): the effect is read as a sentence of its own with `read`, and must be one
 * that only happens after the damage.
 */
export function lastingAttackRules(read: ReadSentences): Rule[] {
  return [
    ...LASTING_ATTACK_RULES,
    ...COMPOSED_LASTING_RULES,
    [
      /^If (heads|tails), this attack does (\d+) damage plus (\d+) more damage,? and,? ([^.;]+)\.$/i,
      (m, p) => {
        const effect = afterEffect(read, m[4] as string);
        if (!effect) return false;
        const heads = (m[1] as string).toLowerCase() === 'heads';
        const amount = Number(m[2]) + Number(m[3]);
        p.amount.push((e, base) => (e.heads() > 0 === heads ? amount : base));
        keepNotes(p, effect);
        p.post.push(...onFlip(m[1], effect.post));
        return true;
      },
    ],
    [
      // Ring of Fire: "The Defending Pokémon is now Burned, and can't retreat until the end of your
      // opponent's next turn." — the two sentences it joins, each read on its own.
      new RegExp(
        `^(?:If (heads|tails), )?the Defending Pokémon is now ${CONDITION},? and (can't [^.;]+)\\.$`,
        'i',
      ),
      (m, p) => {
        const who = m[1] ? `If ${m[1]}, the Defending Pokémon` : 'The Defending Pokémon';
        return read(`${who} is now ${m[2]}. ${who} ${m[3]}.`, p);
      },
    ],
    [
      // Rampage: "After doing damage, flip a coin. If tails, SELF is now Confused." — the coin
      // after the damage, so what it decides may only come after the damage too.
      /^After doing damage, flip a coin\. (If (?:heads|tails), [^.]+\.)(?: (If (?:heads|tails), [^.]+\.))?$/i,
      (m, p) => {
        if (p.coins !== undefined) return false;
        const after = newPlan();
        flipped(after, 1);
        if (!read([m[1], m[2]].filter(Boolean).join(' '), after)) return false;
        const onlyAfter =
          after.pre.length === 0 &&
          after.amount.length === 0 &&
          after.unplayable.length === 0 &&
          after.coins === 'one' &&
          !after.always &&
          !after.last;
        if (!onlyAfter) return false;
        flipped(p, 1);
        p.post.push(flip(1), ...after.post);
        return true;
      },
    ],
    [
      // Fly: "If heads, <lasting effect>; if tails, this attack does nothing (not even damage)."
      /^If (heads|tails), ([^;]+); if (heads|tails), this attack does nothing(?: \(not even damage\))?\.$/i,
      (m, p) => {
        if ((m[1] as string).toLowerCase() === (m[3] as string).toLowerCase()) return false;
        const effect = afterEffect(read, m[2] as string);
        if (!effect) return false;
        p.pre.push(...onFlip(m[3], [stop]));
        keepNotes(p, effect);
        p.post.push(...onFlip(m[1], effect.post));
        return true;
      },
    ],
  ];
}

/**
 * A clause of a coin's branch read as a sentence of its own, when it is an effect that happens
 * after the damage (nothing that flips, costs, checks or changes the damage).
 */
function afterEffect(read: ReadSentences, clause: string): Plan | undefined {
  const effect = newPlan();
  if (!read(`${clause.charAt(0).toUpperCase()}${clause.slice(1)}.`, effect)) return undefined;
  const onlyAfter =
    effect.pre.length === 0 &&
    effect.amount.length === 0 &&
    effect.unplayable.length === 0 &&
    effect.coins === undefined &&
    effect.copy === undefined &&
    !effect.always &&
    !effect.ignoreWeakness &&
    !effect.ignoreResistance &&
    !effect.ignoreDefenderEffects;
  return onlyAfter ? effect : undefined;
}

/** What a branch's lasting effect tells the sentences after it (what it is on, between whom). */
function keepNotes(p: Plan, effect: Plan): void {
  if (effect.between) p.between = true;
  if (effect.lastingOn) p.lastingOn = effect.lastingOn;
}
