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

/**
 * A Pokémon as a line names it: a view writes "a card" for one its reader cannot see any more
 * (it went back to a hand or a deck since), which these lines call a Pokémon.
 */
const HIDDEN = 'a card';
const pokemon = (name: string) => (name === HIDDEN ? 'a Pokémon' : name);

/** `p1 declared attack with Pawmi`: what the player did, by the declared kind. */
const DECLARED = /^(\S+) declared (\w+)(?: with (.+?))?(?: on (\S+))?$/;
const DID: Readonly<Record<string, (card: string) => string>> = {
  attack: (card) => `attacked with ${pokemon(card)}`,
  ability: (card) => `used an Ability of ${pokemon(card)}`,
  retreat: (card) => `retreated ${pokemon(card)}`,
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
    const whose = name === HIDDEN ? `${owner}'s Pokémon` : `${owner}'s ${name}`;
    return Number(value) > 0 ? `${whose} is now ${what}` : `${whose} is no longer ${what}`;
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
      ? `${name === HIDDEN ? 'A Pokémon' : name} took ${amount} damage (${total} in all)`
      : `${amount} damage was healed from ${pokemon(name as string)} (${total} left)`;
  }
  return message;
}
