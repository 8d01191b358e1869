/**
 * How a classic Pokémon Power / Poké-Power / Poké-Body says what stops it, read as clauses so
 * rewordings read too: a subject ("This power", "The power", "This Poké-Power", "You"), a verb
 * ("can't be used", "cannot be used", "stops working", "doesn't work", "does not work", "can't
 * use this power"), a time ("if", "while", "when") and a state of the Power's own Pokémon
 * ("Asleep, Confused, or Paralyzed", or "affected by a Special Condition" — any of the five).
 * The compilers accept such a sentence as said (it changes nothing they compile), and
 * `abilityBlockedReason` (passives.ts) finds it in the printed text to stop the Power.
 */

/** The name of the Power in its own text ("this power", "this Poké-Body" …). */
export const POWER_NOUN = '(?:power|Pokémon Power|Poké-Power|Poké-Body|Pok[eé] Power|Pok[eé] Body)';

/** "can't be used", "cannot be used", "stops working", "doesn't work", "You can't use this power". */
const STOP_VERB = `(?:(?:This|The) ${POWER_NOUN} (?:can't|cannot|can not) be used|(?:This|The) ${POWER_NOUN} (?:stops working|(?:doesn't|does not|won't) work)|You (?:can't|cannot|can not) use this ${POWER_NOUN})`;

/** The three conditions every classic Power names, or the 2002 "any Special Condition". */
export const STOPPING_STATE =
  '(?:Asleep, Confused, or Paralyzed|affected by (?:a|any) Special Conditions?)';

/**
 * A whole sentence saying the Power's Pokémon (SELF, after `normaliseText`) stops it when
 * Asleep, Confused or Paralyzed / affected by a Special Condition, in any of its wordings.
 */
export const STOP_SENTENCE = new RegExp(
  `^\\(?${STOP_VERB} (?:if|while|when) SELF is (?:already )?${STOPPING_STATE}\\.\\)?$`,
  'i',
);

/** The verb part for the printed text (a card name may stand where SELF does). */
const PRINTED_VERB =
  "(?:(?:can't|cannot|can not) (?:be used|use this (?:power|Pokémon Power|Poké-Power|Poké-Body))\\b.*?\\b(?:if|while|when)|(?:doesn't|does not|won't) work (?:if|while|when)|stops working (?:while|when|if))";

/**
 * In the printed text: the sentence that stops the Power while its Pokémon is Asleep, Confused
 * or Paralyzed (the whole sentence, which a refusal quotes).
 */
export const PRINTED_STOP_THREE = new RegExp(
  `[^.)]*${PRINTED_VERB} .*?(?:Asleep|Confused|Paralyzed)[^.]*\\.`,
  'i',
);

/** In the printed text: the sentence that stops the Power under any Special Condition. */
export const PRINTED_STOP_ANY = new RegExp(
  `[^.)]*${PRINTED_VERB} .*?affected by (?:a|any) Special Conditions?[^.]*\\.`,
  'i',
);
