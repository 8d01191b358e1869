import { z } from 'zod';

/** Codes are ArkhamDB card codes: five digits (the placeholder weakness is `01000`). */
const cardCode = z.string().regex(/^\d{5}[a-z]?$/, 'a card code is five digits, e.g. "01016"');

/**
 * A deck in the ArkhamDB JSON shape (the subset this example uses; unknown fields are kept).
 * `slots` maps card codes to copy counts and includes signature cards and weaknesses.
 */
export const arkhamDeckSchema = z
  .object({
    id: z.union([z.string(), z.number()]).optional(),
    name: z.string().min(1, 'a deck needs a name').max(200),
    investigator_code: cardCode,
    investigator_name: z.string().optional(),
    slots: z.record(
      cardCode,
      z.number().int('copy counts are whole numbers').min(1, 'copy counts are at least 1').max(30),
    ),
    sideSlots: z
      .union([z.record(cardCode, z.number().int().min(0)), z.array(z.never())])
      .optional(),
    xp: z.number().int().min(0).nullable().optional(),
    description_md: z.string().max(10_000).optional(),
  })
  .passthrough();

/** A deck in the ArkhamDB JSON shape. */
export type ArkhamDeck = z.infer<typeof arkhamDeckSchema>;

/** Thrown when deck JSON does not have the ArkhamDB shape; the message lists each field at fault. */
export class DeckFormatError extends Error {
  override readonly name = 'DeckFormatError';
}

/** Parses unknown JSON into a deck, or throws a {@link DeckFormatError} naming the bad fields. */
export function parseDeck(json: unknown): ArkhamDeck {
  const result = arkhamDeckSchema.safeParse(json);
  if (result.success) return result.data;
  const issues = result.error.issues
    .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
    .join('; ');
  throw new DeckFormatError(
    `Not an ArkhamDB deck (${issues}). Expected {"name", "investigator_code", "slots": {"01016": 2, …}}.`,
  );
}

/** Total copies in the deck's slots (signature cards and weaknesses included). */
export function slotTotal(deck: Pick<ArkhamDeck, 'slots'>): number {
  return Object.values(deck.slots).reduce((a, b) => a + b, 0);
}
