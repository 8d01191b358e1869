import { isPokemon } from '../cards/card-helpers';
import type { PokemonCard } from '../cards/types';
import type { PokemonInPlay } from '../game/board';
import { evolutionRefusal } from '../rules/evolution-check';
import type { EffectEnv } from './env';
import type { Marker } from './markers';
import { evolveFromHandLockedBy } from './passives';
import { namedCards, type Rule } from './power-plan';
import { pick, step, zoneOf } from './steps';

/**
 * Baby Evolution (EX Sandstorm on): "Once during your turn (before your attack), you may put
 * Pikachu from your hand onto Pichu (this counts as evolving Pichu)(,) and remove all damage
 * counters from Pichu." — the Power names the card that evolves its Pokémon (printed as a Basic
 * Pokémon that evolves from nothing). "This counts as evolving" puts the move under every other
 * evolution rule (PUI rulings, Sep 2003: it counts as that Pokémon's evolution for the turn, ends
 * its Special Conditions, and nothing evolves on a first turn); the same reading as the deck
 * searches that evolve (`evolveFromDeck`): not a Pokémon that came into play or evolved this
 * turn. The card is chosen from the hand (a private choice); the evolved Pokémon then has no
 * damage counters where the text says so.
 */

/** "Pikachu", "Marill": one card name (a kind of card, "a Basic Pokémon", is no name). */
function namedCard(words: string): ((c: PokemonCard) => boolean) | undefined {
  const names = namedCards(`${words} card`);
  return names?.length === 1 ? (c) => isPokemon(c) && names.includes(c.name) : undefined;
}

/** Why `card` can't evolve the Power's Pokémon now, or `undefined`. */
function refusal(e: EffectEnv, card: PokemonCard, self: PokemonInPlay): string | undefined {
  const no = evolutionRefusal(e.cards, e.state, card, self, { chainNamedByEffect: true });
  if (no) return no.message;
  const locked = evolveFromHandLockedBy(e.cards, e.state, self);
  return locked ? `${self.card.name} can't be evolved from your hand now: ${locked}` : undefined;
}

export const EVOLVE_BY_POWER_RULES: readonly Rule[] = [
  [
    /^Put (?:an? )?([^.()]+?) from your hand onto SELF \(this counts as evolving SELF\)(,? and remove all damage counters from (?:SELF|it))?\.$/,
    (m, p) => {
      const words = m[1] as string;
      const fits = namedCard(words);
      if (!fits) return false;
      const heals = m[2] !== undefined;
      const inHand = (e: EffectEnv) =>
        e.zoneCards(e.me, 'hand').flatMap((id) => {
          const c = e.card(id);
          return c && fits(c) ? [{ id, card: c }] : [];
        });
      p.unplayable.push((e) => {
        const self = e.self;
        if (!self) return 'it is not in play.';
        const held = inHand(e);
        if (held.length === 0) return `you have no ${words} in your hand.`;
        return held.map((h) => refusal(e, h.card, self)).find((r) => r !== undefined);
      });
      p.steps.push(
        pick({
          var: 'evolution',
          from: 'hand',
          filter: (c, e) => fits(c) && e.self !== undefined && !refusal(e, c, e.self),
          min: 1,
          max: 1,
          prompt: `Choose ${words} from your hand to put onto ${p.cardName}.`,
        }),
        step((e) => {
          const id = e.picked('evolution');
          const self = e.self;
          const from = id ? zoneOf(e, id) : undefined;
          const card = id ? e.card(id) : undefined;
          if (!id || !self || !from || !card) return undefined;
          // Made with the move: the card is an evolution of this Pokémon for that move only.
          const marker: Marker = {
            kind: 'evolve-by-power',
            card: self.top,
            name: card.name,
            until: e.state.plugin.gameTurn,
            source: e.effect.name,
          };
          return {
            mark: [marker],
            set: { evolvedZone: [self.zone] },
            actions: [e.move(id, from, self.zone, 'top')],
          };
        }),
        ...(heals
          ? [
              step((e) => {
                const zone = e.picked('evolvedZone');
                const mon = zone ? e.pokemon(zone) : undefined;
                // Only once it evolved: the Power's Pokémon is then the card put onto it.
                if (!zone || !mon || mon.top !== e.picked('evolution')) return undefined;
                const actions = e.heal(zone, mon.damage);
                return actions.length > 0 ? { actions } : undefined;
              }),
            ]
          : []),
      );
      return true;
    },
  ],
];
