import type { EffectStepOption } from './match-driver';

/*
 * Reading a card's text for the effect panel: suggested counts (cards to draw, damage to heal,
 * cards to look at, coins to flip), which step groups the text is about, and whether an Ability
 * is something to use at all. Only suggestions: the human may always pick other steps.
 */

const COUNT = '(\\d+|an?|one|two|three|four|five|six|seven)';
const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
};

function countIn(pattern: RegExp, text: string): number | undefined {
  const m = pattern.exec(text);
  if (!m) return undefined;
  const n = m[1]!.toLowerCase();
  return NUMBER_WORDS[n] ?? Number(n);
}

/** The number of cards a text says to draw ("Draw 3 cards" → 3), if it names one. */
export function drawCountIn(text: string): number | undefined {
  return countIn(new RegExp(`\\bdraw ${COUNT} cards?\\b`, 'i'), text);
}

/** The damage a text says to heal ("Heal 30 damage" → 30, "remove 2 damage counters" → 20). */
export function healAmountIn(text: string): number | undefined {
  const m = /\bheal (\d+) damage\b/i.exec(text);
  if (m) return Number(m[1]);
  const counters = countIn(
    new RegExp(`\\bremove (?:up to )?${COUNT} damage counters?\\b`, 'i'),
    text,
  );
  return counters === undefined ? undefined : counters * 10;
}

/** How many cards a text says to look at on top of the deck ("Look at the top 5 cards" → 5). */
export function lookCountIn(text: string): number | undefined {
  // "Look at up to 5 cards from the top of your deck" reads the same way.
  const plain = text.replace(
    /look at up to (\S+) cards? from the top/i,
    'look at the top $1 cards',
  );
  return countIn(new RegExp(`\\blook at the top ${COUNT} cards?\\b`, 'i'), plain);
}

/** How many coins a text says to flip ("Flip 2 coins" → 2, "flip a coin" → 1). */
export function coinCountIn(text: string): number | undefined {
  return countIn(new RegExp(`\\bflip ${COUNT} coins?\\b`, 'i'), text);
}

type Group = EffectStepOption['group'];

/** Step groups a text is about, drawn open in the panel (the others are folded away). */
export function suggestedGroups(text: string): Group[] {
  const t = text.toLowerCase();
  const out = new Set<Group>(['finish']);
  const when = (re: RegExp, ...groups: Group[]) => {
    if (re.test(t)) for (const g of groups) out.add(g);
  };
  when(/search your deck|look at|top of your deck|from the top/, 'search');
  when(/\bdraw\b|shuffle/, 'deck');
  when(/flip/, 'coin');
  when(/your hand|from your hand|discard \d|discard (?:a|an|up to)/, 'hand');
  when(/discard pile/, 'discard');
  when(/attach|energy/, 'energy');
  when(/evolve/, 'evolve');
  when(/heal|remove .*damage counter/, 'heal');
  when(/damage counter/, 'damage');
  when(/switch/, 'switch');
  when(/opponent/, 'opponent');
  when(/asleep|burned|confused|paralyzed|poisoned|special condition/, 'status');
  return [...out];
}
