import type { PokemonCard } from '../cards/types';
import type { SpecialCondition } from '../game/state';
import { onFlip } from './attack-plan';
import { COUNTED_DISCARD_RULES } from './counted-discard-rules';
import { DECK_LOOK_RULES } from './deck-look-rules';
import { DEVOLVE_TRAINER_RULES } from './devolve';
import type { EffectEnv } from './env';
import { EX_TRAINER_RULES } from './ex-trainer-rules';
import { LENT_ATTACK_TRAINER_RULES } from './lent-attack-rules';
import { MORE_TRAINER_RULES } from './more-trainer-rules';
import { applySentenceRules, normaliseText } from './sentences';
import {
  chooseOwn,
  draw,
  flip,
  moveChosen,
  pick,
  searchDeck,
  shuffleDeck,
  shuffleHandIntoDeck,
  status,
  step,
  when,
} from './steps';
import { supporterReminder } from './supporter-reminder';
import { TRAINER_BASIC_RULES } from './trainer-basics';
import { TRAINER_CLAUSE_RULES } from './trainer-clauses';
import { TRAINER_EVOLVE_RULES } from './trainer-evolve-rules';
import { cardFilter, count, newTrainerPlan, type Rule } from './trainer-plan';
import type { EffectSpec } from './types';

/**
 * Trainer texts compiled from their sentences, like attacks ("Search your deck for a basic
 * Energy card and put it into your hand.", "Flip a coin. If heads, draw 8 cards."). Every
 * sentence must be known; one unknown sentence and the card is played by hand.
 */

const RULES: readonly Rule[] = [
  [
    /^Flip a coin\.$/,
    (_m, p) => {
      p.context.flipped = true;
      p.steps.push(flip());
      return true;
    },
  ],
  // "A, then B." / "A; then B." / "A, and then B." (no condition in front): clause A, then
  // clause B, each read alone.
  [
    /^(?!If |For each |When |Once |As long as |Unless )([^;]+?)(?:,|;)(?: and)? then ([^.]+)\.$/,
    (m, p) =>
      applySentenceRules(`${capital(m[1] as string)}. ${capital(m[2] as string)}.`, RULES, p),
  ],
  // "Then, B." after clauses that flipped no coin: B (the steps are carried out in order anyway).
  [
    /^Then,? ([^.]+\.)$/,
    (m, p) => {
      const c = p.context;
      if (c.flipped || c.coins !== undefined || c.untilTails) return false;
      return applySentenceRules(capital(m[1] as string), RULES, p);
    },
  ],
  [/^Shuffle your hand into your deck\.$/, (_m, p) => void p.steps.push(shuffleHandIntoDeck('me'))],
  [
    /^(?:If (heads|tails), |Then, )?draw (a card|1 card|(\d+|two|three|four|five|six|seven) cards)\.$/i,
    (m, p) => void p.steps.push(...onFlip(m[1], [draw(m[3] ? count(m[3]) : 1)])),
  ],
  [
    /^(?:If (heads), )?(you may )?search your deck for ([^.]+?) and put it into your hand\.$/i,
    (m, p) => {
      const filter = cardFilter(m[3] as string);
      if (!filter) return false;
      p.steps.push(
        ...onFlip(m[1], [
          ...searchDeck({
            filter,
            max: 1,
            to: 'hand',
            shuffle: false,
            prompt: `Choose ${m[3]} to put into your hand.`,
          }),
        ]),
      );
      return true;
    },
  ],
  [
    /^(?:If (heads), )?(?:you may )?search your deck for ([^.]+?)\. Show (?:that card|it) to your opponent(?:, then| and) put it into your hand\.$/i,
    (m, p) => {
      const filter = cardFilter(m[2] as string);
      if (!filter) return false;
      p.steps.push(
        ...onFlip(m[1], [
          ...searchDeck({
            filter,
            max: 1,
            to: 'hand',
            reveal: true,
            shuffle: false,
            prompt: `Choose ${m[2]} to show your opponent and put into your hand.`,
          }),
        ]),
      );
      return true;
    },
  ],
  [/^Shuffle your deck(?: afterward)?\.$/, (_m, p) => void p.steps.push(shuffleDeck())],
  [
    /^Remove 1 damage counter from each of your Pokémon that has any damage counters on it\.$/,
    (_m, p) =>
      void p.steps.push(
        step((e) => {
          const actions = e
            .inPlay(e.me)
            .filter((m) => m.damage > 0)
            .flatMap((m) => e.heal(m.zone, 10));
          return actions.length > 0 ? { actions } : undefined;
        }),
      ),
  ],
  [
    /^(?:If (heads|tails), )?the Defending Pokémon is now (Asleep|Confused|Paralyzed|Poisoned|Burned)\.$/i,
    (m, p) =>
      void p.steps.push(
        ...onFlip(m[1], [status((m[2] as string).toLowerCase() as SpecialCondition, 'defender')]),
      ),
  ],
  [
    /^(?:If (heads), )?put a card (?:in|from) your discard pile on top of your deck\.$/i,
    (m, p) =>
      void p.steps.push(
        ...onFlip(m[1], [
          pick({
            from: 'discard',
            filter: () => true,
            min: 1,
            max: 1,
            prompt: 'Choose a card from your discard pile to put on top of your deck.',
          }),
          moveChosen('picked', 'deck'),
        ]),
      ),
  ],
  [
    /^Choose a Pokémon on your Bench\. Shuffle it and any cards attached to it into your deck\.$/,
    (_m, p) => {
      p.unplayable.push((e) =>
        e.bench(e.me).length === 0 ? 'you have no Benched Pokémon.' : undefined,
      );
      p.steps.push(
        chooseOwn(
          'benched',
          'Choose a Pokémon on your Bench to shuffle into your deck.',
          () => true,
          'bench',
        ),
        step((e) => {
          const zone = e.picked('benched');
          return zone
            ? { actions: [e.moveStack(zone, e.key(e.me, 'deck')), e.shuffle()] }
            : undefined;
        }),
      );
      return true;
    },
  ],
  // Juggler, Hyper Potion: "If you discarded 2 basic Energy cards, draw 5 cards." — the clause
  // read as a sentence of its own, carried out when the last discard counted that many.
  [
    /^If you discarded (\d+|one|two|three) ([^,.]+?), ([^.]+)\.$/,
    (m, p) => {
      const v = p.context.discarded;
      const k = count(m[1]);
      if (v === undefined || Number.isNaN(k) || !cardFilter(m[2] as string)) return false;
      const clause = { ...newTrainerPlan(), context: p.context };
      if (!applySentenceRules(`${capital(m[3] as string)}.`, RULES, clause)) return false;
      if (clause.unplayable.length > 0) return false;
      p.steps.push(when((e) => e.chosen(v).length === k, clause.steps));
      return true;
    },
  ],
  // "Discard a card from your hand. If you do, draw 3 cards." — after a discard that may find
  // nothing to discard.
  [
    /^If you do, ([^.]+)\.$/,
    (m, p) => {
      const v = p.context.discarded;
      if (v === undefined) return false;
      const clause = { ...newTrainerPlan(), context: p.context };
      if (!applySentenceRules(`${capital(m[1] as string)}.`, RULES, clause)) return false;
      if (clause.unplayable.length > 0) return false;
      const least = p.context.discardedMin ?? 1;
      p.steps.push(when((e) => e.chosen(v).length >= least, clause.steps));
      return true;
    },
  ],
  ...TRAINER_BASIC_RULES,
  ...COUNTED_DISCARD_RULES,
  ...DECK_LOOK_RULES,
  ...MORE_TRAINER_RULES,
  ...TRAINER_CLAUSE_RULES,
  ...DEVOLVE_TRAINER_RULES,
  ...LENT_ATTACK_TRAINER_RULES,
  ...EX_TRAINER_RULES,
  ...TRAINER_EVOLVE_RULES,
];

/** A clause as a sentence of its own: its first letter in capitals. */
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const compiled = new Map<string, EffectSpec | null>();

/** A Trainer's text compiled into steps; `undefined` when any sentence is unknown. */
export function compileTrainerText(
  card: Pick<PokemonCard, 'name' | 'rules'>,
): EffectSpec | undefined {
  const text = card.rules.join(' ');
  const key = `${card.name}\u0000${text}`;
  const hit = compiled.get(key);
  if (hit !== undefined) return hit ?? undefined;
  // A card named by a word its text uses as a word (Switch: "Switch your Active Pokémon …") is
  // read a second time with its name left as printed.
  const spec =
    planOf(card.name, normaliseText(card.name, text)) ??
    (text.includes(card.name) ? planOf(card.name, normaliseText('\u0000', text)) : null);
  compiled.set(key, spec);
  return spec ?? undefined;
}

/** The steps of a normalised Trainer text, or `null` when a sentence is not known. */
function planOf(name: string, normal: string): EffectSpec | null {
  const plan = newTrainerPlan();
  plan.context.name = name;
  // "If heads / if tails" reads the card's own single coin: without "Flip a coin." it is a guess.
  const firstIf = normal.search(/\bif (?:heads|tails)\b/i);
  const coin = normal.search(/\bflip a coin\./i);
  const coinRead = firstIf < 0 || (coin >= 0 && coin < firstIf);
  const ok = normal !== '' && coinRead && applySentenceRules(normal, RULES, plan);
  if (!ok) return null;
  const checks = plan.unplayable;
  return {
    steps: plan.steps,
    ...(checks.length > 0
      ? { unplayable: (e: EffectEnv) => checks.map((c) => c(e)).find((w) => w !== undefined) }
      : {}),
  };
}

/**
 * A played Trainer's text compiled (an Item, an old Trainer or a Supporter). A Supporter's
 * reminder of the Supporter rule ("You can play only one Supporter card each turn. When you play
 * this card, …") is the game's own rule (see `supporter-reminder.ts`): its own text is the rest.
 */
export function compileTrainerCard(
  card: Pick<PokemonCard, 'name' | 'rules' | 'subtypes'>,
): EffectSpec | undefined {
  if (!card.subtypes.includes('Supporter')) return compileTrainerText(card);
  const reminder = supporterReminder(card);
  return reminder ? compileTrainerText({ name: card.name, rules: [reminder.rest] }) : undefined;
}
