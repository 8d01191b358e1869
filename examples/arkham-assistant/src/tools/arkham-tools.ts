import { closestNames } from '@playmat/engine';
import { type ToolSet, tool } from 'ai';
import { z } from 'zod';
import type { AssistantContext } from '../assistant/context';
import { recommendCards } from '../assistant/recommendation';
import { RateLimitedError, runCachedSimulation } from '../assistant/simulation-service';
import { briefCard, summarizeDeck } from '../assistant/summary';
import { cardLabel } from '../cards';
import { DeckNotFoundError } from '../decks';
import {
  MAX_TRIALS,
  SimulationInputError,
  type SimulationReport,
  simulationGoalSchema,
} from '../simulator';
import { getStaticInfo, UnknownTopicError } from '../static-info';
import { explainAccess, validateDeck } from '../validator';

/** Tool names, in one list. */
export const ARKHAM_TOOL_NAMES = [
  'get_card_details',
  'search_cards',
  'check_card_access',
  'get_deck',
  'run_simulation',
  'get_static_info',
  'recommend_cards',
  'summarize_deck',
] as const;

/** A failed tool call: what was wrong and what would be right. Nothing was changed. */
export interface ToolFailure {
  ok: false;
  error: string;
}

const known = [DeckNotFoundError, SimulationInputError, RateLimitedError, UnknownTopicError];
/** Turns expected domain errors into `{ ok: false }` results; anything else propagates. */
async function guard<T>(fn: () => T | Promise<T>): Promise<T | ToolFailure> {
  try {
    return await fn();
  } catch (error) {
    if (known.some((E) => error instanceof E))
      return { ok: false, error: (error as Error).message };
    throw error;
  }
}

const deckId = z.string().min(1).max(64).describe('Deck id, e.g. "roland-starter"');

/**
 * The assistant's eight tools as AI SDK tools. All are read-only except `run_simulation`, which
 * only fills the deck's result cache. Bad input is rejected by the schemas or returned as
 * `{ ok: false, error }`.
 */
export function createArkhamTools(ctx: AssistantContext) {
  return {
    get_card_details: tool({
      description:
        'Look up cards by code ("01016") or name ("Machete"). Returns class, type, cost, level, traits and text.',
      inputSchema: z.object({
        card_ids: z.array(z.string().min(1).max(80)).min(1).max(30),
      }),
      execute: async ({ card_ids }) => {
        const cards = [];
        const not_found: Array<{ query: string; suggestions: string[] }> = [];
        for (const id of card_ids) {
          const byCode = ctx.registry.get(id.trim());
          const matches = byCode ? [byCode] : ctx.registry.findByName(id);
          if (matches.length) cards.push(...matches.map(briefCard));
          else {
            // The engine's edit-distance suggestions, then full-text hits for descriptions.
            const names = [...ctx.registry.cards, ...ctx.registry.investigators].map((c) => c.name);
            const hits = await ctx.search.search({ q: id, limit: 3 });
            const suggestions = [
              ...new Set([...closestNames(id, names), ...hits.map((h) => h.card.name)]),
            ];
            not_found.push({ query: id, suggestions: suggestions.slice(0, 5) });
          }
        }
        return { cards, not_found };
      },
    }),
    search_cards: tool({
      description:
        'Search player cards in plain words, e.g. "cheap Guardian weapon", "Seeker card draw", "level 0 Survivor events". Class, type, trait, level and cost words become filters; the rest is full text. Returns the cards, the words read as filters and counts per class/type/trait.',
      inputSchema: z.object({
        query: z.string().min(1).max(200),
        limit: z.number().int().min(1).max(30).optional(),
      }),
      execute: async ({ query, limit }) => {
        const result = await ctx.search.find(query, {
          limit: limit ?? 10,
          ...(ctx.ownedPacks ? { ownedPacks: ctx.ownedPacks } : {}),
        });
        return {
          understood: result.understood,
          text_searched: result.query.q ?? '',
          count: result.count,
          cards: result.hits.map((h) => briefCard(h.card)),
          facets: result.facets,
        };
      },
    }),
    check_card_access: tool({
      description:
        'Whether an investigator may include cards in their deck, with the deckbuilding rule (class and level access, signature cards, forbidden traits). Give the investigator by name or code, or a deck_id to use its investigator.',
      inputSchema: z.object({
        investigator: z.string().min(1).max(80).optional(),
        deck_id: deckId.optional(),
        cards: z.array(z.string().min(1).max(80)).min(1).max(10),
      }),
      execute: ({ investigator, deck_id, cards }) =>
        guard(() => {
          const code =
            investigator ?? (deck_id ? ctx.decks.get(deck_id).deck.investigator_code : undefined);
          if (!code) {
            return {
              ok: false as const,
              error: 'Give an investigator (name or code) or a deck_id.',
            };
          }
          // A code, the full name, or one of its words ("Roland", "Banks", "Skids").
          const wanted = code.trim().toLowerCase().replace(/"/g, '');
          const inv =
            ctx.registry.getInvestigator(code.trim()) ??
            ctx.registry.investigators.find((i) => {
              const name = i.name.toLowerCase().replace(/"/g, '');
              return name === wanted || name.split(' ').includes(wanted);
            });
          if (!inv) {
            return {
              ok: false as const,
              error: `No investigator "${code}". Investigators: ${ctx.registry.investigators.map((i) => `${i.code} ${i.name}`).join(', ')}.`,
            };
          }
          const answers = [];
          const not_found: Array<{ query: string; suggestions: string[] }> = [];
          for (const ref of cards) {
            const byCode = ctx.registry.get(ref.trim());
            const matches = byCode ? [byCode] : ctx.registry.findByName(ref);
            if (matches.length === 0) {
              const names = ctx.registry.cards.map((c) => c.name);
              not_found.push({ query: ref, suggestions: closestNames(ref, names).slice(0, 5) });
            }
            for (const card of matches) answers.push(explainAccess(inv, card, ctx.registry));
          }
          return { investigator: { code: inv.code, name: inv.name }, answers, not_found };
        }),
    }),
    get_deck: tool({
      description: 'The deck list with card names and its validation result.',
      inputSchema: z.object({ deck_id: deckId }),
      execute: ({ deck_id }) =>
        guard(() => {
          const stored = ctx.decks.get(deck_id);
          const validation = validateDeck(stored.deck, ctx.registry);
          return {
            deck_id: stored.id,
            name: stored.deck.name,
            investigator: ctx.registry.get(stored.deck.investigator_code)?.name,
            cards: Object.entries(stored.deck.slots).map(([code, count]) => {
              const card = ctx.registry.get(code);
              return { code, count, name: card ? cardLabel(card) : code, type: card?.type };
            }),
            valid: validation.valid,
            problems: validation.problems,
          };
        }),
    }),
    run_simulation: tool({
      description:
        'Simulate N seeded games of the opening turns: key card odds by turn, mulligans, setup turn. Cached per deck; rate-limited.',
      inputSchema: z.object({
        deck_id: deckId,
        n_trials: z.number().int().min(10).max(MAX_TRIALS),
        turns: z.number().int().min(1).max(10).optional(),
        key_cards: z
          .array(z.string().regex(/^\d{5}$/))
          .max(6)
          .optional(),
        goal: simulationGoalSchema.optional(),
      }),
      execute: ({ deck_id, n_trials, turns, key_cards, goal }) =>
        guard(() => {
          const stored = ctx.decks.get(deck_id);
          const { report, cached } = runCachedSimulation(ctx, stored, {
            trials: n_trials,
            seed: 1,
            ...(turns ? { turns } : {}),
            ...(key_cards ? { keyCards: key_cards } : {}),
            ...(goal ? { goal } : {}),
          });
          return { deck_id, cached, report };
        }),
    }),
    get_static_info: tool({
      description:
        'Short reference notes: "rules", "meta", "owned_sets", or "archetype:<fighter|clue|spells|survivor|economy>".',
      inputSchema: z.object({ topic: z.string().min(1).max(60) }),
      execute: ({ topic }) =>
        guard(() => ({
          topic,
          text: getStaticInfo(topic, {
            registry: ctx.registry,
            ...(ctx.ownedPacks ? { ownedPacks: ctx.ownedPacks } : {}),
          }),
        })),
    }),
    recommend_cards: tool({
      description:
        'Suggest legal swaps toward a goal ("more card draw", "better fighting") from the owned packs.',
      inputSchema: z.object({ deck_id: deckId, goal: z.string().min(2).max(300) }),
      execute: ({ deck_id, goal }) =>
        guard(async () => {
          const stored = ctx.decks.get(deck_id);
          const simulation = [...stored.cache.values()].at(-1) as SimulationReport | undefined;
          return recommendCards(ctx, stored, goal, { simulation: simulation ?? null });
        }),
    }),
    summarize_deck: tool({
      description: 'Class and type counts, cost curve, skill icons and problems of a deck.',
      inputSchema: z.object({ deck_id: deckId }),
      execute: ({ deck_id }) => guard(() => summarizeDeck(ctx, ctx.decks.get(deck_id))),
    }),
  } satisfies ToolSet;
}

/** The tool set type. */
export type ArkhamTools = ReturnType<typeof createArkhamTools>;
