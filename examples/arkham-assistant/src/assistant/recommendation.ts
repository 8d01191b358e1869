import { z } from 'zod';
import { cardLabel } from '../cards';
import type { ArkhamCard } from '../data/types';
import type { ArkhamDeck, StoredDeck } from '../decks';
import { defaultKeyCards, type SimulationReport } from '../simulator';
import { canInclude, validateDeck } from '../validator';
import { clipText } from './clip-text';
import type { AssistantContext } from './context';

const cardRef = z.object({ code: z.string().regex(/^\d{5}$/), name: z.string().min(1) });

/** The structured recommendation every answer carries (validated before it leaves). */
export const recommendationSchema = z.object({
  deck_id: z.string(),
  goal: z.string(),
  summary: z.string().min(1),
  swaps: z.array(
    z.object({
      out: cardRef,
      in: cardRef,
      count: z.number().int().min(1).max(2),
      reason: z.string().min(1),
    }),
  ),
  adds: z.array(
    z.object({ card: cardRef, count: z.number().int().min(1).max(2), reason: z.string().min(1) }),
  ),
  /** Whether the deck is still legal after applying every swap and add. */
  legal_after: z.boolean(),
  simulation: z
    .object({
      trials: z.number().int().positive(),
      /** What "by turn 3" means (the simulator's one definition). */
      by_turn_definition: z.string(),
      key_cards: z.array(
        z.object({
          name: z.string(),
          opening_hand: z.number().min(0).max(1),
          /** `null` when the simulation stopped before turn 3. */
          drawn_by_turn_3: z.number().min(0).max(1).nullable(),
        }),
      ),
      setup_by_turn_3: z.number().min(0).max(1).nullable(),
      mulligan_rate: z.number().min(0).max(1),
    })
    .nullable(),
});

/** A structured deck recommendation. */
export type Recommendation = z.infer<typeof recommendationSchema>;

/** Goal words mapped to search text and traits that serve them. */
const GOAL_HINTS: Array<{ match: RegExp; q: string; traits?: string[]; label: string }> = [
  {
    match: /fight|combat|enem|kill|damage|weapon/i,
    q: 'fight damage attack',
    traits: ['weapon'],
    label: 'fighting',
  },
  { match: /clue|investigat|intellect|find/i, q: 'investigate clue discover', label: 'clues' },
  { match: /resource|econom|money|cost/i, q: 'gain resources', label: 'economy' },
  {
    match: /draw|card advantage|consisten|setup|faster/i,
    q: 'draw cards search',
    label: 'consistency',
  },
  {
    match: /horror|sanity|willpower|treacher|defen|surviv|soak|health/i,
    q: 'horror damage willpower',
    label: 'defence',
  },
  { match: /evade|evasion|agility|run/i, q: 'evade agility', label: 'evasion' },
];

/** Extracts search text and a short label from a free-text goal. */
export function interpretGoal(goal: string): { q: string; traits?: string[]; label: string } {
  const hint = GOAL_HINTS.find((h) => h.match.test(goal));
  return hint ?? { q: goal, label: clipText(goal, 40) };
}

const applyChange = (deck: ArkhamDeck, out: string | null, into: string, count: number) => {
  const slots = { ...deck.slots };
  if (out) {
    const left = (slots[out] ?? 0) - count;
    if (left > 0) slots[out] = left;
    else delete slots[out];
  }
  slots[into] = (slots[into] ?? 0) + count;
  return { ...deck, slots };
};

/**
 * Suggests up to `maxSwaps` swaps toward a goal: candidates come from card search (goal text,
 * investigator access, owned packs, affordable level), cuts are the deck's cards that match the
 * goal least (costliest first). A swap is kept only if the deck stays legal after it, so
 * applying every suggestion gives a legal deck.
 */
export async function recommendCards(
  ctx: AssistantContext,
  stored: StoredDeck,
  goal: string,
  options: { maxSwaps?: number; simulation?: SimulationReport | null } = {},
): Promise<Recommendation> {
  const { deck } = stored;
  const inv = ctx.registry.getInvestigator(deck.investigator_code);
  const intent = interpretGoal(goal);
  const xpBudget = deck.xp ?? 0;
  const before = validateDeck(deck, ctx.registry);

  const hits = await ctx.search.search({
    q: intent.q,
    ...(ctx.ownedPacks ? { ownedPacks: ctx.ownedPacks } : {}),
    level: { min: 0, max: xpBudget },
    limit: 60,
  });
  const relevance = new Map(hits.map((h) => [h.card.code, h.score]));
  const candidates = hits
    .map((h) => h.card)
    .filter((c) => inv && canInclude(inv, c) && !c.permanent && (deck.slots[c.code] ?? 0) === 0);

  // The deck's key assets (what the simulator tracks) are never cut.
  const protectedCodes = new Set(defaultKeyCards(deck, ctx.registry));
  const cuttable = Object.entries(deck.slots)
    .map(([code, n]) => ({ card: ctx.registry.get(code), n }))
    .filter(
      (x): x is { card: ArkhamCard; n: number } =>
        !!x.card &&
        !x.card.subtype &&
        !x.card.restrictedTo &&
        !x.card.hidden &&
        !protectedCodes.has(x.card.code),
    )
    .sort(
      (a, b) =>
        (relevance.get(a.card.code) ?? 0) - (relevance.get(b.card.code) ?? 0) ||
        (b.card.cost ?? 0) - (a.card.cost ?? 0) ||
        a.card.code.localeCompare(b.card.code),
    );

  const swaps: Recommendation['swaps'] = [];
  let current = deck;
  const used = new Set<string>();
  for (const cand of candidates) {
    if (swaps.length >= (options.maxSwaps ?? 2)) break;
    const cut = cuttable.find(
      (c) =>
        !used.has(c.card.code) &&
        (relevance.get(c.card.code) ?? 0) < (relevance.get(cand.code) ?? 0),
    );
    if (!cut) break;
    const count = Math.min(cut.n, 2, cand.deckLimit);
    const next = applyChange(current, cut.card.code, cand.code, count);
    // Only keep swaps that do not add problems (copy limits, option limits, size).
    const after = validateDeck(next, ctx.registry);
    if (
      after.problems.filter((p) => p.severity === 'error').length >
      before.problems.filter((p) => p.severity === 'error').length
    )
      continue;
    current = next;
    used.add(cut.card.code);
    used.add(cand.code);
    swaps.push({
      out: { code: cut.card.code, name: cardLabel(cut.card) },
      in: { code: cand.code, name: cardLabel(cand) },
      count,
      reason: `${cardLabel(cand)} serves ${intent.label} (${clipText(cand.text.split('\n')[0]!, 90)}); ${cardLabel(cut.card)} does the least for it in this deck.`,
    });
  }

  const sim = options.simulation;
  const recommendation: Recommendation = {
    deck_id: stored.id,
    goal,
    summary: swaps.length
      ? `For ${intent.label}, ${swaps.map((s) => `swap ${s.count}× ${s.out.name} for ${s.in.name}`).join('; ')}.`
      : `No legal swap found that improves ${intent.label} with the owned cards and ${xpBudget} XP.`,
    swaps,
    adds: [],
    legal_after: validateDeck(current, ctx.registry).valid,
    simulation: sim
      ? {
          trials: sim.trials,
          by_turn_definition: sim.byTurnDefinition,
          key_cards: sim.keyCards.map((k) => ({
            name: k.name,
            opening_hand: k.openingHand,
            drawn_by_turn_3: k.byTurn[2] ?? null,
          })),
          setup_by_turn_3: sim.setup.byTurn[2] ?? null,
          mulligan_rate: sim.mulligan.rate,
        }
      : null,
  };
  return recommendationSchema.parse(recommendation);
}
