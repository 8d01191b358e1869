import type { GameState } from '@playmat/engine';
import type { PokemonState } from '@playmat/pokemon';
import type { CardFace } from '../view';
import {
  deckCardSteps,
  deckSteps,
  discardSteps,
  energySteps,
  evolveSteps,
  handSteps,
  opponentSteps,
  pokemonSteps,
} from './effect-builders';
import {
  type EffectState,
  type EffectStep,
  type PokemonEngine,
  type Registry,
  type StepContext,
  stepContext,
} from './effect-context';
import { suggestedGroups } from './effect-text';
import type { EffectView, SearchCardView } from './match-driver';

/*
 * A card effect the human carries out by hand, the way an LLM agent does it: generic engine
 * actions (search_zone, peek, move_card, draw, shuffle, coin_flip, swap_card_stacks,
 * add_counter/remove_counter …) flagged with `allowedByCardEffect: <card>`, so soft rules let
 * the effect through while hard rules and the engine's own checks still apply. Steps are built
 * fully specified and dry-run through the engine's pure `execute`, like the main menu; nothing
 * is applied here.
 */

export type {
  EffectSource,
  EffectState,
  EffectStep,
  PeekedCard,
  StepControl,
} from './effect-context';
export { dryRun, reasonOf } from './effect-context';
export { drawCountIn, healAmountIn } from './effect-text';

/** A card of the human's own deck they have seen, and what can be done with it. */
export interface SeenDeckCard {
  card: CardFace;
  quantity: number;
  steps: EffectStep[];
}

/** Every step of an effect now: general steps, and per seen deck card while searching or looking. */
export interface EffectSteps {
  steps: EffectStep[];
  search: { total: number; cards: SeenDeckCard[] } | null;
  look: { cards: SeenDeckCard[] } | null;
}

/** Builds the steps of `effect` for the current state. */
export function effectSteps(
  engine: PokemonEngine,
  registry: Registry,
  state: GameState<PokemonState>,
  effect: EffectState,
): EffectSteps {
  const c = stepContext(engine, registry, state, effect);
  const steps = [
    ...deckSteps(c),
    ...handSteps(c),
    ...discardSteps(c),
    ...energySteps(c),
    ...evolveSteps(c),
    ...pokemonSteps(c),
    ...opponentSteps(c),
    c.make(
      'done',
      'Done',
      'finish',
      () => [],
      () => '',
      { control: 'done' },
    ),
  ];
  return { steps, search: searchedCards(c), look: lookedAtCards(c) };
}

/** Only cards the engine's search showed, and only while they are still in the deck. */
function searchedCards(c: StepContext): EffectSteps['search'] {
  const searched = c.effect.searched;
  if (!searched) return null;
  const deck = c.zone(c.me, 'deck');
  const inDeck = new Set(deck);
  const cards: SeenDeckCard[] = [];
  for (const entry of searched.entries) {
    const left = entry.instances.filter((i) => inDeck.has(i.id));
    const first = left[0];
    if (!first) continue;
    cards.push({
      card: c.face(first.id),
      quantity: left.length,
      steps: deckCardSteps(c, first.id, entry.name, entry.templateId, false),
    });
  }
  return { total: deck.length, cards };
}

/** The peeked cards still in the deck, in the order they were seen; gone once the look ends. */
function lookedAtCards(c: StepContext): EffectSteps['look'] {
  const peeked = c.effect.peeked;
  if (!peeked) return null;
  const inDeck = new Set(c.zone(c.me, 'deck'));
  const cards = peeked
    .filter((p) => inDeck.has(p.id))
    .map((p) => ({
      card: c.face(p.id),
      quantity: 1,
      steps: deckCardSteps(c, p.id, p.name, p.templateId, true),
    }));
  return { cards };
}

/** The UI's view of the steps: options only, seen deck cards grouped by card. */
export function toEffectView(effect: EffectState, built: EffectSteps): EffectView {
  const seen = (cards: SeenDeckCard[]) =>
    cards.map(
      (x): SearchCardView => ({
        card: x.card,
        quantity: x.quantity,
        steps: x.steps.map((s) => s.option),
      }),
    );
  return {
    source: { ...effect.source },
    steps: built.steps.map((s) => s.option),
    search: built.search ? { total: built.search.total, cards: seen(built.search.cards) } : null,
    look: built.look ? { cards: seen(built.look.cards) } : null,
    coin: effect.flips ? { results: [...effect.flips.results], heads: effect.flips.heads } : null,
    suggested: suggestedGroups(effect.source.text),
  };
}

/** Finds a step by id among the general and the seen-card steps. */
export function findStep(built: EffectSteps, id: string): EffectStep | undefined {
  const seen = [...(built.search?.cards ?? []), ...(built.look?.cards ?? [])];
  return (
    built.steps.find((s) => s.option.id === id) ??
    seen.flatMap((x) => x.steps).find((s) => s.option.id === id)
  );
}
