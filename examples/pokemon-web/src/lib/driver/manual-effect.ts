import type { Action, GameState, PlayerId } from '@playmat/engine';
import {
  BENCH_ZONES,
  type CardRegistry,
  DAMAGE_COUNTER,
  effectText,
  isPokemon,
  type PokemonState,
  zoneKey,
} from '@playmat/pokemon';
import type { ManualEffectView, ManualStep } from './match-driver';

/*
 * A MANUAL card: one the game does not carry out itself (no implementation yet). Its player
 * does what the text says with plain moves in their own zones — each one an engine action on
 * the card's authority, which the rules check like any other — then finishes it.
 */

type State = GameState<PokemonState>;
type Registry = Pick<CardRegistry, 'get'>;
/** The effect being resolved, as the plugin keeps it in its state. */
export type ResolvingEffect = PokemonState['effects'][number];

/** The MANUAL effect `player` must carry out now, if any. */
export function manualEffectOf(state: State, player: PlayerId): ResolvingEffect | undefined {
  const top = state.plugin.effects.at(-1);
  return top?.manual && top.player === player && !state.pendingDecision ? top : undefined;
}

/** The printed text behind an effect key (`trainer:sv1-181`, `attack:sv1-75/Thunder Shock` …). */
export function effectTextOf(registry: Registry, effect: ResolvingEffect): string {
  const colon = effect.key.indexOf(':');
  const kind = effect.key.slice(0, colon);
  const rest = effect.key.slice(colon + 1);
  const slash = rest.indexOf('/');
  const card = registry.get(slash < 0 ? rest : rest.slice(0, slash));
  if (!card) return '';
  if (slash < 0) return effectText(card).join(' ');
  const part = rest.slice(slash + 1);
  if (!isPokemon(card)) return '';
  const text =
    kind === 'ability' || kind === 'trigger'
      ? card.abilities.find((a) => a.name === part)?.text
      : card.attacks.find((a) => a.name === part)?.text;
  return text ?? '';
}

const spot = (zone: string) =>
  zone.endsWith(':active') ? 'Active' : `Bench ${zone.slice(zone.lastIndexOf('_') + 1)}`;

/** Where the deck's bottom is addressed (a destination id, not a zone key). */
const BOTTOM = '@bottom';

/** What the human may do by hand for the open MANUAL card. */
export function manualView(
  registry: Registry,
  state: State,
  effect: ResolvingEffect,
  searching: boolean,
): ManualEffectView {
  const me = effect.player;
  const name = (id: string) => registry.get(state.cards[id]?.templateId ?? '')?.name ?? 'card';
  const cardsIn = (key: string) => state.zones[key]?.cards ?? [];
  const inPlay = [zoneKey(me, 'active'), ...BENCH_ZONES.map((b) => zoneKey(me, b))];
  const cards: { id: string; label: string }[] = [];
  for (const id of cardsIn(zoneKey(me, 'hand'))) cards.push({ id, label: `Hand: ${name(id)}` });
  for (const key of inPlay) {
    const [top, ...under] = cardsIn(key);
    if (!top) continue;
    cards.push({ id: top, label: `${spot(key)}: ${name(top)}` });
    for (const id of under)
      cards.push({ id, label: `${spot(key)}: ${name(id)} (with ${name(top)})` });
  }
  for (const id of cardsIn(zoneKey(me, 'discard')))
    cards.push({ id, label: `Discard: ${name(id)}` });
  if (searching)
    for (const id of cardsIn(zoneKey(me, 'deck'))) cards.push({ id, label: `Deck: ${name(id)}` });

  const occupied = (key: string) => {
    const top = cardsIn(key)[0];
    return top ? `${spot(key)} (${name(top)})` : spot(key);
  };
  const deck = zoneKey(me, 'deck');
  const destinations = [
    { id: zoneKey(me, 'hand'), label: 'Hand' },
    { id: zoneKey(me, 'discard'), label: 'Discard pile' },
    { id: deck, label: 'Top of deck' },
    { id: `${deck}${BOTTOM}`, label: 'Bottom of deck' },
    ...inPlay.map((key) => ({ id: key, label: occupied(key) })),
  ];
  const pokemon = inPlay
    .filter((key) => cardsIn(key).length > 0)
    .map((key) => ({ id: key, label: occupied(key) }));
  return {
    title: effect.name,
    text: effectTextOf(registry, effect),
    cards,
    destinations,
    pokemon,
    searching,
  };
}

/**
 * The engine action for one manual step, and the log line for it; an error when the step names
 * something the view does not offer (the engine checks the rest).
 */
export function manualAction(
  registry: Registry,
  state: State,
  effect: ResolvingEffect,
  step: Exclude<ManualStep, { kind: 'done' }>,
  searching: boolean,
):
  | { ok: true; action: Action; text: string | ((data: unknown) => string) }
  | { ok: false; error: string } {
  const me = effect.player;
  const by = { player: me, source: 'ui', allowedByCardEffect: `#${effect.card}` } as const;
  const tag = ` (${effect.name})`;
  const view = manualView(registry, state, effect, searching);
  const deck = zoneKey(me, 'deck');
  switch (step.kind) {
    case 'draw':
      return { ok: true, action: { type: 'draw', ...by }, text: `draws a card${tag}` };
    case 'flip':
      return {
        ok: true,
        action: { type: 'coin_flip', ...by },
        text: (data) => {
          const faces = (data as { results?: string[] } | undefined)?.results ?? [];
          return `flips a coin: ${faces.join(', ') || '?'}${tag}`;
        },
      };
    case 'search':
      return {
        ok: true,
        action: { type: 'search_zone', ...by, zone: deck },
        text: `searches their deck${tag}`,
      };
    case 'shuffle':
      return {
        ok: true,
        action: { type: 'shuffle', ...by, zone: deck },
        text: `shuffles their deck${tag}`,
      };
    case 'move': {
      const card = view.cards.find((c) => c.id === step.card);
      const to = view.destinations.find((d) => d.id === step.to);
      if (!card) return { ok: false, error: `Choose one of your cards to move (${step.card}).` };
      if (!to) return { ok: false, error: `Choose where to put it (${step.to}).` };
      const bottom = to.id.endsWith(BOTTOM);
      const zone = bottom ? deck : to.id;
      const onto = state.zones[zone]?.cards ?? [];
      // Onto a Pokémon in play: an evolution goes on top, anything else is attached under it.
      const template = registry.get(state.cards[card.id]?.templateId ?? '');
      const inPlay =
        zone !== deck && zone !== zoneKey(me, 'hand') && zone !== zoneKey(me, 'discard');
      const position =
        bottom || (inPlay && onto.length > 0 && !(template && isPokemon(template)))
          ? 'bottom'
          : 'top';
      return {
        ok: true,
        action: { type: 'move_card', ...by, card: `#${card.id}`, to: zone, position },
        text: `moves ${card.label.replace(/^[^:]+: /, '')} to ${to.label.toLowerCase()}${tag}`,
      };
    }
    case 'damage': {
      const mon = view.pokemon.find((p) => p.id === step.pokemon);
      const top = state.zones[step.pokemon]?.cards[0];
      if (!mon || !top) return { ok: false, error: `Choose one of your Pokémon in play.` };
      const amount = Math.abs(step.amount);
      const action: Action =
        step.amount > 0
          ? {
              type: 'add_counter',
              ...by,
              card: `#${top}`,
              zone: step.pokemon,
              counter: DAMAGE_COUNTER,
              amount,
            }
          : {
              type: 'remove_counter',
              ...by,
              card: `#${top}`,
              zone: step.pokemon,
              counter: DAMAGE_COUNTER,
              amount,
            };
      const what = step.amount > 0 ? 'puts 1 damage counter on' : 'removes 1 damage counter from';
      return { ok: true, action, text: `${what} ${mon.label}${tag}` };
    }
  }
}
