/**
 * Engine log lines in the words of the game. The engine logs bookkeeping ("p1 declared
 * set_status", "p2 set a counter: burned on Kingambit is now 1", "p1 added 40: damage on
 * Kingambit is now 40"); a player reads what happened to the Pokémon instead. Player ids stay
 * in the text, for `localize` to turn into the reader's words ("your", "opponent's").
 */

const CONDITION =
  /^(\S+) set a counter: (asleep|burned|confused|paralyzed|poisoned) on (.+) is now (\d+)$/;
const DAMAGE = /^\S+ (added|removed) (\d+): damage on (.+) is now (\d+)$/;
/** The plugin's own declarations, and counters a card loses as it leaves play. */
const BOOKKEEPING =
  /^\S+ (declared (set_status|check_knock_outs)\b|set a counter: damage on .+ is now 0$)/;

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** `p1 declared attack with Pawmi`: what the player did, by the declared kind. */
const DECLARED = /^(\S+) declared (\w+)(?: with (.+?))?(?: on (\S+))?$/;
const DID: Readonly<Record<string, (card: string) => string>> = {
  attack: (card) => `attacked with ${card}`,
  ability: (card) => `used an Ability of ${card}`,
  retreat: (card) => `retreated ${card}`,
  play_trainer: (card) => `played ${card}`,
  use_stadium: (card) => `used the Stadium ${card}`,
  setup_done: () => 'finished placing Pokémon',
  setup_complete: () => 'finished setting up',
};

/**
 * One log line as a player says it, or `undefined` when it says nothing to a player. A Special
 * Condition is logged by the Pokémon's owner (`p2's Kingambit is now Burned`), whoever's card
 * caused it; damage by the Pokémon's name; a declaration as what the player did (`p1 attacked
 * with Pawmi`). Other lines are returned as they are.
 */
export function gameWords(message: string): string | undefined {
  if (BOOKKEEPING.test(message)) return undefined;
  const c = CONDITION.exec(message);
  if (c) {
    const [, owner, condition, name, value] = c;
    const what = capital(condition as string);
    return Number(value) > 0
      ? `${owner}'s ${name} is now ${what}`
      : `${owner}'s ${name} is no longer ${what}`;
  }
  const declared = DECLARED.exec(message);
  if (declared) {
    const [, player, kind, card = 'a card', target] = declared;
    const did = DID[kind as string]?.(card) ?? `${(kind as string).replaceAll('_', ' ')} ${card}`;
    return `${player} ${did}${target ? ` on ${target}` : ''}`;
  }
  const d = DAMAGE.exec(message);
  if (d) {
    const [, verb, amount, name, total] = d;
    return verb === 'added'
      ? `${name} took ${amount} damage (${total} in all)`
      : `${amount} damage was healed from ${name} (${total} left)`;
  }
  return message;
}
