import { textSentences } from '../cards/card-helpers';
import type { CardRegistry } from '../cards/registry';
import { manualText } from '../effects/manual';
import type { ResolvingEffect } from '../effects/types';
import { call } from './steps';
import type { BotCall } from './types';

/**
 * What a bot does with a card the game does not carry out: it reads the text sentence by
 * sentence, makes the card moves for the common shapes it knows ("Draw 2 cards.", "Shuffle your
 * deck."), and names every sentence it leaves out, so a log says why the card did less than
 * its text. The game's own part (an attack's opening flips and stated damage) is done already.
 */
export interface ManualPlan {
  /** The calls to make, in order, before `finish_effect`. */
  readonly calls: readonly BotCall[];
  /** The sentences the bot does not carry out. */
  readonly skipped: readonly string[];
}

const NUMBERS: Record<string, number> = { a: 1, one: 1, two: 2, three: 3, four: 4 };

/** What the game itself did for a MANUAL attack (its opening flips, the damage stated). */
const GAME_DID = [/^Flip (?:a coin|\w+ coins)(?: until you get tails)?\.$/i, /damage/i];

/** The card moves a bot makes for a MANUAL text, and what it leaves out. */
export function manualPlan(effect: ResolvingEffect, registry: CardRegistry): ManualPlan {
  const calls: BotCall[] = [];
  const skipped: string[] = [];
  for (const s of textSentences(manualText(effect, { getTemplate: (id) => registry.get(id) }))) {
    const draw = /^Draw (a|one|two|three|four|\d+) cards?\.$/i.exec(s);
    if (draw) {
      const n = NUMBERS[(draw[1] ?? '').toLowerCase()] ?? Number(draw[1]);
      calls.push(call('draw', { count: n }));
      continue;
    }
    if (/^Shuffle your deck(?: afterward)?\.$/i.test(s)) {
      calls.push(call('shuffle', { zone: 'your_deck' }));
      continue;
    }
    if (effect.source === 'attack' && GAME_DID.some((re) => re.test(s))) continue;
    skipped.push(s);
  }
  return { calls, skipped };
}
