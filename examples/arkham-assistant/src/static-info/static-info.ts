import type { CardRegistry } from '../cards';

/**
 * Short reference notes for `get_static_info`, written for this example in our own words.
 * They summarise deckbuilding basics, not the official rules text.
 */
const NOTES: Record<string, string> = {
  rules: [
    'Deck size: most investigators need exactly 30 cards; signature cards and weaknesses come on top.',
    'Copies: at most 2 of a card by title (levels share the limit) unless the card says otherwise.',
    'Class access: each investigator lists which classes and levels they may take; a few allow a small number of off-class level 0 cards.',
    'Setup: start with 5 resources, draw 5 cards; weaknesses drawn now are set aside and replaced, then shuffled back. You may mulligan once: set aside any cards, draw as many, shuffle the set-aside cards back.',
    'Each round ends with upkeep: draw 1 card and gain 1 resource. On your turn you have 3 actions (play, draw, take a resource, investigate, fight, evade, move…).',
    'Experience: a new deck has 0 XP; cards of level N cost N XP when bought between scenarios.',
  ].join('\n'),
  meta: [
    'Core and Dunwich era habits: every deck wants a way to handle enemies and a way to find clues.',
    'Cheap card draw and resource cards smooth the first turns; expensive allies and weapons are the usual setup pieces.',
    'Two-player games split roles (fighter and investigator); solo decks need both in one list.',
    'Level 0 staples bought early are usually upgraded first with experience from the first scenarios.',
  ].join('\n'),
  'archetype:fighter':
    'Fighter: weapons with ammo, combat boosts and allies that soak damage. Measure how fast the first weapon lands; two copies of the key weapon plus a search effect is a common target.',
  'archetype:clue':
    'Clue gatherer: intellect boosts and effects that discover extra clues. Wants its investigation tool early and cheap events that turn actions into several clues.',
  'archetype:spells':
    'Spellcaster: arcane-slot spells that attack or investigate with willpower. The first spell in play defines the tempo; extra copies and resource cards keep it fed with charges.',
  'archetype:survivor':
    'Survivor: fail-forward effects, recursion from the discard pile and cheap tricks. Thrives on low-cost cards and keeps the resource curve flat.',
  'archetype:economy':
    'Economy: cards that gain resources or cut costs so that big assets land by the second or third turn.',
};

/** Topics `get_static_info` answers besides `owned_sets`. */
export const STATIC_TOPICS = [...Object.keys(NOTES), 'owned_sets'] as const;

/** Thrown for a topic that has no note; lists the valid topics. */
export class UnknownTopicError extends Error {
  override readonly name = 'UnknownTopicError';
}

/** The note for a topic; `owned_sets` lists the packs in the data and which are owned. */
export function getStaticInfo(
  topic: string,
  ctx: { registry: CardRegistry; ownedPacks?: readonly string[] },
): string {
  const key = topic.trim().toLowerCase();
  if (key === 'owned_sets') {
    const owned = ctx.ownedPacks ?? ctx.registry.packs.map((p) => p.code);
    return ctx.registry.packs
      .map((p) => `${p.code}: ${p.name}${owned.includes(p.code) ? ' (owned)' : ''}`)
      .join('\n');
  }
  const note = NOTES[key];
  if (note) return note;
  throw new UnknownTopicError(`No notes on "${topic}". Topics: ${STATIC_TOPICS.join(', ')}.`);
}
