import type { PokemonCard } from '../cards/types';
import { type Rule as AttackRule, newPlan, onFlip } from './attack-plan';
import type { EffectEnv } from './env';
import { readDestination, readWanted, SEARCH_RULES } from './search-clause';
import {
  attachChosenTo,
  choose,
  chooseOpponents,
  chooseOwn,
  cure,
  draw,
  energyOn,
  heal,
  is,
  moveChosen,
  pick,
  searchDeck,
  shuffleDeck,
  step,
  when,
} from './steps';
import { readSwitch, SWITCH_SENTENCE, switchSteps } from './switch-clause';
import { cardFilter, count, N, type Rule } from './trainer-plan';

/**
 * The basic Trainer sentences as 2002 on prints them, read as clauses (Potion, Full Heal,
 * Switch, Energy Search, Pokémon Nurse, Mary's Impulse, Copycat, Pokémon Reversal …):
 *
 *   [If heads|tails,] remove [up to] N | all damage counters from 1 of your Pokémon
 *       [([remove] 1 [damage counter] if that Pokémon | it has only 1)].
 *   Then(,) discard all Energy cards attached to it | that Pokémon[, if any].
 *   [If heads|tails,] remove all Special Conditions from your Active Pokémon.
 *   For each heads, draw N cards.                      (after "Flip N coins." / "… until tails")
 *   Then, count the number of cards in your opponent's hand and draw that many cards.
 *   Choose 1 of your opponent's Benched Pokémon. … If heads, switch that Pokémon with the
 *       Defending Pokémon.
 *
 * and every sentence the attack texts' shared clause readers know for a switch
 * (`switch-clause.ts`: "Switch your Active Pokémon with 1 of your Benched Pokémon.") or a deck
 * search (`search-clause.ts`: "Search your deck for a basic Energy card, show it to your
 * opponent, and put it into your hand."), carried out the same way on a Trainer.
 *
 *   [For each heads,] choose | put N <kind> from your discard pile [(… take all of them)]
 *       [, show it | them to your opponent, and [then]] [put it | them] into your hand.
 *   If you don't have that many <kind> in your discard pile, put all of them into your hand.
 *   [If heads,] shuffle N <kind> from your discard pile into your deck (1 if you have only 1).
 *   For each heads, search your deck for a <kind>, show it to your opponent, and put it into
 *       your hand.
 *   [If heads,] choose 1 Energy card attached to 1 of your opponent's Pokémon and discard it.
 *   Move a basic Energy card attached to 1 of your Pokémon to another of your Pokémon.
 *
 * "Remove N damage counters" with N above 1 and neither "up to" nor "(1 if … only 1)" is not
 * read: what happens to a Pokémon with fewer counters is then not printed.
 */

const P = 'Pok[eé]mon';

/** How a healing clause counts: a number of counters or all of them. */
function healed(words: string): number | 'all' {
  return /^all$/i.test(words) ? 'all' : count(words) * 10;
}

/**
 * Attack sentence rules (switch, search) read on a Trainer: the same clause readers, their
 * steps in the Trainer's order. A reading that would change an attack's damage or put a
 * condition on using it is not one a Trainer can carry out.
 */
function onTrainer(rules: readonly AttackRule[]): Rule[] {
  return rules.map(
    ([re, apply]): Rule => [
      re,
      (m, p) => {
        const plan = newPlan();
        // "Then, …" after a coin is left unread by those readers: tell them a coin was flipped.
        if (p.context.flipped || p.context.coins !== undefined) plan.coins = 'one';
        if (apply(m, plan) === false) return false;
        if (plan.amount.length > 0 || plan.unplayable.length > 0 || (plan.last?.length ?? 0) > 0)
          return false;
        p.steps.push(...plan.pre, ...plan.post);
        return true;
      },
    ],
  );
}

/** N cards of a kind of your discard pile, or all of them when there are fewer. */
const fromDiscard = (
  v: string,
  filter: (c: PokemonCard) => boolean,
  most: (e: EffectEnv) => number,
  words: string,
) =>
  pick({
    var: v,
    from: 'discard',
    filter,
    min: 60,
    max: most,
    prompt: `Choose ${words} from your discard pile.`,
  });

/** "(1 if you have only 1)", "(if there are fewer … than that, take all of them)". */
const ALL_IF_FEWER = String.raw`(?: \((?:(?:1|one) if you have only (?:1|one)|if there are fewer [^)]+? than (?:that|choose), take all of them)\))?`;

export const TRAINER_BASIC_RULES: readonly Rule[] = [
  [
    new RegExp(
      `^(?:If (heads|tails), )?(For each heads, )?(?:choose|put) ${N} ([^.(]+?) from your discard pile${ALL_IF_FEWER}(?:, show (?:it|them) to your opponent,? and (?:then )?put (?:it|them)| and put (?:it|them)|) into your hand\\.$`,
      'i',
    ),
    (m, p) => {
      const each = m[2] !== undefined;
      if (each && !p.context.untilTails && p.context.coins === undefined) return false;
      const filter = cardFilter(m[4] as string);
      if (!filter) return false;
      const n = count(m[3]);
      p.context.fromDiscard = true;
      p.steps.push(
        ...onFlip(m[1], [
          fromDiscard('fromDiscard', filter, (e) => (each ? n * e.heads() : n), m[4] as string),
          moveChosen('fromDiscard', 'hand'),
        ]),
      );
      return true;
    },
  ],
  // Energy Restore: what the choice above already does when there are fewer.
  [
    /^If you don't have that many ([^.]+?) in your discard pile, put all of them into your hand\.$/i,
    (m, p) => p.context.fromDiscard === true && cardFilter(m[1] as string) !== undefined,
  ],
  [
    new RegExp(
      `^(?:If (heads|tails), )?shuffle ${N} ([^.(]+?) from your discard pile into your deck${ALL_IF_FEWER}\\.$`,
      'i',
    ),
    (m, p) => {
      const filter = cardFilter(m[3] as string);
      if (!filter) return false;
      const n = count(m[2]);
      p.steps.push(
        ...onFlip(m[1], [
          fromDiscard('toDeck', filter, () => n, m[3] as string),
          moveChosen('toDeck', 'deck'),
          shuffleDeck(),
        ]),
      );
      return true;
    },
  ],
  [
    /^For each heads, search your deck for an? ([^,.]+?), show it to your opponent, and put it into your hand\.$/i,
    (m, p) => {
      const filter = cardFilter(m[1] as string);
      if (!filter || (p.context.coins === undefined && !p.context.untilTails)) return false;
      p.steps.push(
        when(
          (e) => e.heads() > 0,
          searchDeck({
            var: 'found',
            filter,
            max: (e) => e.heads(),
            to: 'hand',
            reveal: true,
            shuffle: false,
            prompt: `Choose ${m[1]} (1 for each heads) to show your opponent and put into your hand.`,
          }),
        ),
      );
      return true;
    },
  ],
  [
    new RegExp(
      `^(?:If (heads|tails), )?choose (?:1|an?) Energy card attached to 1 of your opponent's ${P} and discard it\\.$`,
      'i',
    ),
    (m, p) => {
      if (!m[1])
        p.unplayable.push((e) =>
          e.inPlay(e.opp).some((o) => o.energy.length > 0)
            ? undefined
            : "none of your opponent's Pokémon has Energy attached.",
        );
      p.steps.push(
        ...onFlip(m[1], [
          choose((e) => ({
            var: 'removed',
            kind: 'energy',
            prompt: "Choose 1 Energy card attached to 1 of your opponent's Pokémon to discard.",
            options: e.inPlay(e.opp).flatMap((o) => energyOn(e, o).map((id) => e.cardOption(id))),
          })),
          moveChosen('removed', 'discard'),
        ]),
      );
      return true;
    },
  ],
  [
    new RegExp(
      `^Move (?:a|1) (basic Energy|Energy) card attached to 1 of your ${P} to another of your ${P}\\.$`,
      'i',
    ),
    (m, p) => {
      const filter = /basic/i.test(m[1] as string) ? is.basicEnergy : is.energy;
      const movable = (e: EffectEnv) =>
        e.inPlay(e.me).length > 1 ? e.inPlay(e.me).flatMap((o) => energyOn(e, o, filter)) : [];
      p.unplayable.push((e) =>
        movable(e).length > 0
          ? undefined
          : `you need 2 Pokémon in play and ${m[1]} attached to 1 of them.`,
      );
      p.steps.push(
        choose((e) => ({
          var: 'moved',
          kind: 'energy',
          prompt: `Choose ${m[1]} card attached to 1 of your Pokémon to move.`,
          options: movable(e).map((id) => e.cardOption(id)),
          min: 1,
          max: 1,
        })),
        chooseOwn(
          'movedTo',
          'Choose another of your Pokémon to attach it to.',
          (o, e) => !o.energy.includes(e.picked('moved') ?? ''),
        ),
        attachChosenTo('moved', 'movedTo'),
      );
      return true;
    },
  ],
  [
    new RegExp(
      `^(?:If (heads|tails), )?remove (up to )?(${N.slice(1, -1)}|all) damage counters? from 1 of your ${P}( \\((?:remove )?(?:1|one)(?: damage counter)? if (?:that ${P}|it) has only (?:1|one)\\))?\\.$`,
      'i',
    ),
    (m, p) => {
      const amount = healed(m[3] as string);
      // "Remove 2 damage counters" alone does not say what a Pokémon with 1 counter loses.
      if (amount !== 'all' && amount > 10 && !m[2] && !m[4]) return false;
      p.context.chosenOwn = 'healed';
      p.steps.push(
        ...onFlip(m[1], [
          chooseOwn(
            'healed',
            `Choose 1 of your Pokémon to remove ${amount === 'all' ? 'all' : amount / 10} damage counter${amount === 10 ? '' : 's'} from.`,
            (mon) => mon.damage > 0,
          ),
          heal((e) => e.picked('healed'), amount),
        ]),
      );
      return true;
    },
  ],
  [
    new RegExp(
      `^Then,? discard all Energy cards attached to (?:it|that ${P})(?:, if any)?\\.$`,
      'i',
    ),
    (_m, p) => {
      const v = p.context.chosenOwn;
      if (v === undefined) return false;
      p.steps.push(
        step((e) => {
          const zone = e.picked(v);
          const mon = zone ? e.pokemon(zone) : undefined;
          if (!mon || mon.energy.length === 0) return undefined;
          const discard = e.key(e.me, 'discard');
          return { actions: mon.energy.map((id) => e.move(id, mon.zone, discard)) };
        }),
      );
      return true;
    },
  ],
  [
    new RegExp(
      `^(?:If (heads|tails), )?remove all Special Conditions from your Active ${P}\\.$`,
      'i',
    ),
    (m, p) => void p.steps.push(...onFlip(m[1], [cure((e) => e.key(e.me, 'active'))])),
  ],
  [
    new RegExp(`^For each heads, draw ${N} cards?\\.$`, 'i'),
    (m, p) => {
      if (!p.context.untilTails && p.context.coins === undefined) return false;
      const per = count(m[1]);
      p.steps.push(draw((e) => per * e.heads()));
      return true;
    },
  ],
  [
    /^(?:Then, )?(?:count the number of cards in your opponent's hand and draw that many cards|draw a number of cards equal to the number of cards in your opponent's hand)\.$/i,
    (_m, p) => void p.steps.push(draw((e) => e.zoneCards(e.opp, 'hand').length)),
  ],
  [
    new RegExp(`^Choose 1 of your opponent's Benched ${P}\\.$`, 'i'),
    (_m, p) => {
      p.context.chosenOpponents = 'target';
      p.unplayable.push((e) =>
        e.bench(e.opp).length === 0 ? 'your opponent has no Benched Pokémon.' : undefined,
      );
      p.steps.push(
        chooseOpponents(
          'target',
          "Choose 1 of your opponent's Benched Pokémon.",
          () => true,
          'bench',
        ),
      );
      return true;
    },
  ],
  // Friend Ball: "Choose 1 of your opponent's Pokémon." (what it is for comes next).
  [
    new RegExp(`^Choose 1 of your opponent's ${P}\\.$`, 'i'),
    (_m, p) => {
      p.context.chosenOpponents = 'target';
      p.steps.push(chooseOpponents('target', "Choose 1 of your opponent's Pokémon."));
      return true;
    },
  ],
  // Friend Ball: "Search your deck for a Baby Pokémon, Basic Pokémon, or Evolution card of the
  // same type (color), show it to your opponent, and put it into your hand." — a type the
  // chosen Pokémon has now.
  [
    new RegExp(
      `^Search your deck for ([^.]+?) of the same type(?: \\(colou?r\\))?(?: as (?:that|the chosen) ${P})?(?:,| and) ((?:show it [^.]*?)?put it [^.]+)\\.$`,
      'i',
    ),
    (m, p) => {
      const v = p.context.chosenOpponents;
      const wanted = readWanted(m[1] as string);
      const dest = readDestination(m[2] as string);
      if (v === undefined || !wanted || !dest || dest.to !== 'hand') return false;
      p.steps.push(
        ...searchDeck({
          var: 'found',
          filter: (c, e) => {
            const types = e.pokemon(e.picked(v) ?? '')?.card.types ?? [];
            return (
              wanted.filter(c, e) &&
              c.supertype === 'Pokémon' &&
              c.types.some((t) => types.includes(t))
            );
          },
          max: wanted.max,
          to: 'hand',
          reveal: dest.show,
          shuffle: false,
          prompt: `Choose ${wanted.words} of the same type as that Pokémon${dest.show ? ' to show your opponent and put into your hand' : ' to put into your hand'}.`,
        }),
      );
      return true;
    },
  ],
  // Town Volunteers: "Take 5 Baby Pokémon, Basic Pokémon, Evolution, and/or basic Energy cards
  // from your discard pile and then show them to your opponent. Shuffle them into your deck."
  // (that many, or all of them when there are fewer).
  [
    new RegExp(
      `^(?:Take|Choose) ${N} ([^.]+?) from your discard pile,? and (?:then )?show them to your opponent\\. Shuffle them into your deck\\.$`,
      'i',
    ),
    (m, p) => {
      const filter = cardFilter(m[2] as string);
      if (!filter) return false;
      const n = count(m[1]);
      p.steps.push(
        fromDiscard('toDeck', filter, () => n, m[2] as string),
        step((e) => {
          const ids = e.chosen('toDeck');
          return ids.length > 0 ? { actions: [e.reveal(ids, e.key(e.me, 'discard'))] } : undefined;
        }),
        moveChosen('toDeck', 'deck'),
        shuffleDeck(),
      );
      return true;
    },
  ],
  [
    new RegExp(`^(?:If (heads|tails), )?switch (?:that ${P}|it) with the Defending ${P}\\.$`, 'i'),
    (m, p) => {
      const v = p.context.chosenOpponents;
      if (v === undefined) return false;
      p.steps.push(
        ...onFlip(m[1], [
          step((e) => {
            const to = e.picked(v);
            return to && e.pokemon(to)
              ? { actions: [e.swap(e.key(e.opp, 'active'), to)] }
              : undefined;
          }),
        ]),
      );
      return true;
    },
  ],
  // Any switch the shared reader knows. One the Trainer must do (no coin, no "you may", no "if
  // any") with nobody to switch with is not played, as Base Set's Switch and Gust of Wind.
  [
    new RegExp(`^${SWITCH_SENTENCE.source}$`, 'i'),
    (m, p) => {
      const clause = readSwitch(m[0]);
      if (!clause || clause.before) return false;
      if (clause.then && (p.context.flipped || p.context.coins !== undefined)) return false;
      p.steps.push(...switchSteps(clause));
      if (clause.may || clause.coin || /, if any\.$/i.test(m[0]) || /^if /i.test(m[0])) return true;
      const own = clause.kind === 'own';
      p.unplayable.push((e) =>
        e.bench(own ? e.me : e.opp).length > 0
          ? undefined
          : own
            ? 'you have no Benched Pokémon.'
            : 'your opponent has no Benched Pokémon.',
      );
      return true;
    },
  ],
  ...onTrainer(SEARCH_RULES),
];
