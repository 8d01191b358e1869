import { z } from 'zod';
import {
  type ArkhamCard,
  CARD_TYPES,
  type DeckOption,
  type DeckRequirements,
  FACTIONS,
  type Investigator,
  type PackInfo,
} from './types';

/**
 * The fields of ArkhamDB's public card JSON this example keeps, checked with zod. Fields not
 * listed (flavor text, illustrators, enemy stats…) are dropped; a listed field of the wrong
 * shape is an error naming the file, the card and the field.
 */
const faction = z.enum(FACTIONS, {
  error: (issue) => `must be one of ${FACTIONS.join(', ')}; got ${JSON.stringify(issue.input)}`,
});
const count = z.number().int().min(0);

/**
 * One deckbuilding option. Strict: an option key this converter does not understand (later
 * cycles add `atleast`, `option_select`…) would change what a deck may hold, so it is an error,
 * not something to drop.
 */
const rawDeckOptionSchema = z.strictObject({
  faction: z.array(faction).optional(),
  trait: z.array(z.string().min(1)).optional(),
  level: z.object({ min: count.max(5), max: count.max(5) }).optional(),
  limit: z.number().int().positive().optional(),
  not: z.boolean().optional(),
  error: z.string().optional(),
});

/** One card of an ArkhamDB pack file. */
export const rawCardSchema = z.object({
  code: z.string().regex(/^\d{5}[a-z]?$/, 'must be five digits, e.g. "01016"'),
  name: z.string().min(1),
  subname: z.string().optional(),
  type_code: z.enum(CARD_TYPES, {
    error: (issue) =>
      `must be one of ${CARD_TYPES.join(', ')}; got ${JSON.stringify(issue.input)}`,
  }),
  subtype_code: z.enum(['weakness', 'basicweakness']).optional(),
  faction_code: faction,
  pack_code: z.string().min(1),
  /** ArkhamDB writes an X cost as -2; no cost is absent or null. */
  cost: z.number().int().min(-2).nullable().optional(),
  text: z.string().optional(),
  traits: z.string().optional(),
  skill_willpower: count.optional(),
  skill_intellect: count.optional(),
  skill_combat: count.optional(),
  skill_agility: count.optional(),
  skill_wild: count.optional(),
  xp: count.max(5).nullable().optional(),
  deck_limit: count.optional(),
  quantity: z.number().int().min(1).optional(),
  slot: z.string().optional(),
  is_unique: z.boolean().optional(),
  permanent: z.boolean().optional(),
  exceptional: z.boolean().optional(),
  hidden: z.boolean().optional(),
  restrictions: z.string().optional(),
  health: count.optional(),
  sanity: count.optional(),
  deck_options: z.array(rawDeckOptionSchema).optional(),
  deck_requirements: z.string().optional(),
});

/** One card of an ArkhamDB pack file, as checked. */
export type RawCard = z.infer<typeof rawCardSchema>;

/** One entry of ArkhamDB's `packs.json`. */
export const rawPackSchema = z.object({
  code: z.string().min(1),
  name: z.string().min(1),
  cycle_code: z.string().min(1),
  position: z.number().int(),
});

/** Thrown when a source file does not have the ArkhamDB shape; lists every bad field. */
export class ArkhamDataError extends Error {
  override readonly name = 'ArkhamDataError';
}

/**
 * Parses the JSON of one ArkhamDB file (an array of `schema` entries).
 * @param file named in the error, e.g. `pack/core/core.json`.
 * @throws ArkhamDataError naming the file, each bad entry (by code and name) and field.
 */
export function parseArkhamFile<T extends z.ZodType>(
  json: unknown,
  schema: T,
  file: string,
): Array<z.infer<T>> {
  const result = z.array(schema).safeParse(json);
  if (result.success) return result.data;
  const entries = Array.isArray(json) ? json : [];
  const lines = result.error.issues.slice(0, 10).map((issue) => {
    const [index, ...field] = issue.path;
    const entry = typeof index === 'number' ? (entries[index] as Record<string, unknown>) : null;
    const who =
      typeof index === 'number'
        ? `entry ${index}${entry?.code ? ` (${String(entry.code)}${entry.name ? ` ${String(entry.name)}` : ''})` : ''}`
        : '(file)';
    return `  - ${who}: ${field.join('.') || '(entry)'} ${issue.message}`;
  });
  const more = result.error.issues.length > 10 ? [`  … and ${result.error.issues.length - 10} more`] : [];
  throw new ArkhamDataError([`${file} is not ArkhamDB card data:`, ...lines, ...more].join('\n'));
}

/** Card text with HTML tags and `[[Trait]]` brackets removed; icons stay as `[action]`. */
export function cleanText(text: string | undefined): string {
  return (text ?? '')
    .replace(/<\/?(b|i|em|strong|cite|u)>/g, '')
    .replace(/\[\[([^\]]+)\]\]/g, '$1')
    .trim();
}

const splitTraits = (traits: string | undefined): string[] =>
  (traits ?? '')
    .split('.')
    .map((t) => t.trim())
    .filter(Boolean);

/** The compact form of one checked card. */
export function convertCard(raw: RawCard): ArkhamCard {
  const card: ArkhamCard = {
    code: raw.code,
    name: raw.name,
    faction: raw.faction_code,
    type: raw.type_code,
    // -2 is ArkhamDB's X cost: no fixed cost.
    cost: raw.cost === undefined || raw.cost === null || raw.cost < 0 ? null : raw.cost,
    text: cleanText(raw.text),
    traits: splitTraits(raw.traits),
    icons: {
      willpower: raw.skill_willpower ?? 0,
      intellect: raw.skill_intellect ?? 0,
      combat: raw.skill_combat ?? 0,
      agility: raw.skill_agility ?? 0,
      wild: raw.skill_wild ?? 0,
    },
    xp: raw.xp ?? null,
    deckLimit: raw.deck_limit ?? 0,
    quantity: raw.quantity ?? 1,
    pack: raw.pack_code,
  };
  if (raw.subname) card.subname = raw.subname;
  if (raw.subtype_code) card.subtype = raw.subtype_code;
  if (raw.slot) card.slot = raw.slot;
  if (raw.is_unique) card.unique = true;
  if (raw.permanent) card.permanent = true;
  if (raw.exceptional) card.exceptional = true;
  if (raw.hidden) card.hidden = true;
  const restricted = raw.restrictions?.match(/investigator:(\d+)/);
  if (restricted?.[1]) card.restrictedTo = restricted[1];
  return card;
}

function convertOptions(raw: RawCard['deck_options']): DeckOption[] {
  return (raw ?? []).map((o) => {
    const option: DeckOption = {};
    if (o.faction) option.factions = o.faction;
    if (o.trait) option.traits = o.trait.map((t) => t.toLowerCase());
    if (o.level) option.level = { min: o.level.min, max: o.level.max };
    if (o.limit !== undefined) option.limit = o.limit;
    if (o.not) option.not = true;
    if (o.error !== undefined) option.error = o.error;
    return option;
  });
}

/**
 * Reads `deck_requirements` ("size:30, card:01006:98005, random:subtype:basicweakness").
 * Alternatives from later reprints are dropped when they are not in `known`.
 * @throws ArkhamDataError for a size that is not a whole number or an unknown part.
 */
export function convertRequirements(
  raw: string | undefined,
  known: ReadonlySet<string>,
  who = 'investigator',
): DeckRequirements {
  const req: DeckRequirements = { size: 30, cards: [], randomBasicWeakness: 0 };
  for (const part of (raw ?? '').split(',').map((p) => p.trim())) {
    if (!part) continue;
    const [kind, ...rest] = part.split(':');
    if (kind === 'size') {
      const size = Number(rest[0]);
      if (!Number.isInteger(size) || size < 1) {
        throw new ArkhamDataError(
          `${who}: deck_requirements size must be a whole number, e.g. "size:30"; got "${part}".`,
        );
      }
      req.size = size;
    } else if (kind === 'card') req.cards.push(rest.filter((code) => known.has(code)));
    else if (kind === 'random') req.randomBasicWeakness += 1;
    else {
      throw new ArkhamDataError(
        `${who}: deck_requirements has an unknown part "${part}"; expected size:, card: or random:.`,
      );
    }
  }
  return req;
}

/** The compact form of a checked investigator card. */
export function convertInvestigator(raw: RawCard, known: ReadonlySet<string>): Investigator {
  return {
    ...convertCard(raw),
    type: 'investigator',
    health: raw.health ?? 0,
    sanity: raw.sanity ?? 0,
    deckOptions: convertOptions(raw.deck_options),
    deckRequirements: convertRequirements(
      raw.deck_requirements,
      known,
      `${raw.code} ${raw.name}`,
    ),
  };
}

/** The packs of the kept cycles, as in `packs.json`. */
export function convertPacks(
  raw: Array<z.infer<typeof rawPackSchema>>,
  cycles: ReadonlySet<string>,
): PackInfo[] {
  return raw
    .filter((p) => cycles.has(p.cycle_code))
    .map((p) => ({ code: p.code, name: p.name, cycle: p.cycle_code, position: p.position }));
}
