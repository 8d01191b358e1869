import type { PokemonCard, PokemonSupertypeCard } from '../cards/types';
import type { Marker } from './markers';
import type { Rule as PowerRule } from './power-plan';
import { ifHeads, searchDeck } from './steps';
import type { StepFn } from './types';

/**
 * An Evolution card put into play "as a Basic Pokémon" (Omanyte's Revive Fossil, Kabuto's Revive
 * Friends): it comes into play as a Basic does (the move is a `play_basic`: it can't evolve that
 * turn), and while it is the top card of its Pokémon a `played-as-basic` marker makes the board
 * read it as a Basic Pokémon (`asBasic`) for every rule that reads a stage. Once it evolves, the
 * Pokémon is its Evolution card.
 */

const views = new WeakMap<PokemonSupertypeCard, PokemonSupertypeCard>();

/** The card as a Basic Pokémon: its stage words replaced by Basic, nothing it evolves from. */
export function asBasic(card: PokemonSupertypeCard): PokemonSupertypeCard {
  if (card.subtypes.includes('Basic')) return card;
  const hit = views.get(card);
  if (hit) return hit;
  const { evolvesFrom: _from, ...rest } = card as PokemonSupertypeCard & { evolvesFrom?: string };
  const view = {
    ...rest,
    subtypes: ['Basic', ...card.subtypes.filter((s) => !/^Stage/.test(s))],
  } as PokemonSupertypeCard;
  views.set(card, view);
  return view;
}

/** What a search names: "a card that evolves from Mysterious Fossil", "a card named Kabuto". */
function searched(words: string, cardName: string): ((c: PokemonCard) => boolean) | undefined {
  const from = /^a card that evolves from (.+)$/.exec(words);
  if (from)
    return (c) =>
      c.supertype === 'Pokémon' &&
      (c as PokemonSupertypeCard).evolvesFrom === (from[1] === 'SELF' ? cardName : from[1]);
  const named = /^a card named (.+)$/.exec(words);
  if (named) {
    const name = named[1] === 'SELF' ? cardName : named[1];
    return (c) => c.supertype === 'Pokémon' && c.name === name;
  }
  return undefined;
}

/**
 * Marks the cards just put onto the Bench (`revived`) as Basic Pokémon. (A plain step: the board
 * imports this module, so nothing here may run a helper of `steps.ts` while modules load.)
 */
const markRevived: StepFn = (e) => {
  const mark: Marker[] = e
    .chosen('revived')
    .filter((id) => e.inPlay(e.me).some((m) => m.top === id))
    .map((id) => ({ kind: 'played-as-basic', card: id, until: null, source: e.effect.name }));
  return mark.length > 0 ? { mark } : undefined;
};

/**
 * Power sentences: "If heads, search your deck for a card that evolves from Mysterious Fossil
 * and put it onto your Bench. Shuffle your deck afterward. Treat that card as a Basic Pokémon."
 * (and "a card named Kabuto … on your Bench … Treat the new Kabuto as a Basic Pokémon."), read as
 * one run: the search, its shuffle, and how the card plays; and the Power's own limit "(or if
 * your Bench is full)".
 */
export const PLAYED_AS_BASIC_POWER_RULES: readonly PowerRule[] = [
  [
    /^(?:If (heads), )?[Ss]earch your deck for (a card (?:that evolves from|named) [^.]+?) and put it on(?:to)? your Bench\. Shuffle your deck afterward\. Treat (?:that card|the new card|the new [^.]+?|it) as a Basic Pokémon\.$/,
    (m, p) => {
      if (m[1] !== undefined && p.coins !== 1) return false;
      const fits = searched(m[2] as string, p.cardName);
      if (!fits) return false;
      const search = searchDeck({
        var: 'revived',
        filter: fits,
        max: 1,
        to: 'bench',
        prompt: `Choose ${m[2]} to put onto your Bench.`,
      });
      const body = [...search, markRevived];
      p.steps.push(...(m[1] ? [ifHeads(...body)] : body));
      p.unplayable.push((e) => (e.emptyBench(e.me).length > 0 ? undefined : 'your Bench is full.'));
      return true;
    },
  ],
  [
    /^This power can't be used if SELF is Asleep, Confused, or Paralyzed \(or if your Bench is full\)\.$/,
    (_m, p) =>
      void p.unplayable.push((e) =>
        e.emptyBench(e.me).length > 0 ? undefined : 'your Bench is full.',
      ),
  ],
];
