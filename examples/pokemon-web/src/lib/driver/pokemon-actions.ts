import type { Action, Engine, GameState, PlayerId } from '@playmat/engine';
import {
  attachedItem,
  BENCH_ZONES,
  type CardRegistry,
  effectText,
  isActivatedAbility,
  isBasicPokemon,
  isEnergy,
  isEvolution,
  isUsableStadium,
  type PokemonCard,
  type PokemonInPlay,
  type PokemonState,
  pokemonIn,
  pokemonInPlay,
  trainerKind,
  zoneKey,
} from '@playmat/pokemon';
import type { CardFace } from '../view';
import type { ActionChoice, ActionOption } from './match-driver';
import { cardFace } from './pokemon-view';

/*
 * What a human may do, as menu options. Candidates are built per card (every energy onto every
 * Pokémon, every attack of the Active Pokémon …) and each is dry-run through the engine's pure
 * `execute` with source `ui`: what the rules accept is enabled, what they reject is shown
 * disabled with the engine's own explanation. Nothing is applied here. A Trainer, an Ability
 * or an attack is one action: the game carries out the card's text and asks for its choices.
 */

/** An option and the engine action that carries it out. */
export interface HumanOption {
  option: ActionOption;
  action: Action;
  /** What the log says when the human does it (e.g. `attaches Fire Energy to Charmander (active)`). */
  text: string;
}

type Engine_ = Engine<PokemonState>;

/** Tool names in the engine's hints (written for AI players), in a player's words. */
const TOOL_WORDS: Record<string, string> = {
  end_turn: 'end your turn',
  declare_attack: 'attack',
  end_phase: 'go on',
};

/** A hint or message in a player's words: tool names said as moves, nothing an AI would call. */
export function inMenuWords(text: string): string | null {
  const out = text
    .replace(
      /\b(?:call |with )?(end_turn|declare_attack|end_phase)\b/g,
      (_m, w: string) => TOOL_WORDS[w]!,
    )
    .replace(
      /; the Energy named provides \d+\. It has (\d+) Energy cards? attached\./,
      (_m, n: string) => `; it has ${n} attached.`,
    );
  // Anything else written for a tool call (a zone key, a tool's name) is left out.
  return /\b[a-z]+_[a-z_]+\b|\w:\w/.test(out) ? null : out;
}

/** The engine's message plus its first hint that is not a list of engine action names. */
export function reasonOf(error: { message: string; hints: readonly string[] }): string {
  const hint = error.hints
    .filter((h) => !h.startsWith('Legal now:') && !h.startsWith('This is a'))
    .map(inMenuWords)
    .find((h) => h !== null);
  const message = inMenuWords(error.message) ?? error.message;
  return hint ? `${message} ${hint}` : message;
}

/** Lists the human's options for the current state (empty when it is not their main phase). */
export function humanOptions(
  engine: Engine_,
  registry: Pick<CardRegistry, 'get'>,
  state: GameState<PokemonState>,
  player: PlayerId,
): HumanOption[] {
  if (state.result || state.pendingDecision) return [];
  if (state.plugin.stage === 'setup') return setupOptions(engine, registry, state, player);
  if (state.turn.activePlayer !== player || state.turn.phase !== 'main') return [];
  // While a card's text resolves, the game (or a MANUAL card's panel) has the floor.
  if (state.plugin.stage !== 'play' || state.plugin.effects.length > 0) return [];
  const cards = engine.definition.cards;
  const ui = { player, source: 'ui' } as const;
  const out: HumanOption[] = [];
  const mine = pokemonInPlay(cards, state, player);
  const where = (zone: string) => {
    const mon = pokemonIn(cards, state, zone);
    const spot = zone.endsWith(':active') ? 'Active' : `Bench ${zone.slice(-1)}`;
    return `${mon?.card.name ?? 'empty'} (${spot})`;
  };
  const push = (
    id: string,
    label: string,
    kind: ActionOption['kind'],
    cardId: string | null,
    action: Action,
    text: string,
    extra: Pick<ActionOption, 'target' | 'retreat' | 'attack'> = {},
  ) => {
    const r = engine.execute(state, action);
    const option: ActionOption = r.ok
      ? { id, label, kind, cardId, ...extra, enabled: true }
      : { id, label, kind, cardId, ...extra, enabled: false, reason: reasonOf(r.error) };
    out.push({ option, action, text });
  };

  const hand = state.zones[zoneKey(player, 'hand')]?.cards ?? [];
  const emptyBench = BENCH_ZONES.map((b) => zoneKey(player, b)).find(
    (k) => (state.zones[k]?.cards.length ?? 0) === 0,
  );
  for (const id of hand) {
    const card = registry.get(state.cards[id]?.templateId ?? '');
    if (!card) continue;
    // The guards below narrow `card`; evolutions are checked on an un-narrowed alias.
    const template: PokemonCard = card;
    const ref = `#${id}`;
    if (isBasicPokemon(card)) {
      const to = emptyBench ?? zoneKey(player, 'bench_5');
      push(
        `bench:${id}`,
        'Play to bench',
        'play',
        id,
        { type: 'move_card', ...ui, card: ref, to },
        `plays ${card.name} to the bench`,
        { target: `${player}:bench` },
      );
    } else if (isEnergy(card)) {
      for (const m of mine)
        push(
          `attach:${id}:${m.zone}`,
          `Attach to ${where(m.zone)}`,
          'attach',
          id,
          { type: 'move_card', ...ui, card: ref, to: m.zone, position: 'bottom' },
          `attaches ${card.name} to ${where(m.zone)}`,
          { target: m.zone },
        );
    } else if (isEvolution(template)) {
      const card = template;
      const targets = mine.filter((m) => m.card.name === card.evolvesFrom);
      for (const m of targets)
        push(
          `evolve:${id}:${m.zone}`,
          `Evolve ${where(m.zone)}`,
          'evolve',
          id,
          { type: 'move_card', ...ui, card: ref, to: m.zone, position: 'top' },
          `evolves ${where(m.zone)} into ${card.name}`,
          { target: m.zone },
        );
      if (targets.length === 0)
        out.push({
          option: {
            id: `evolve:${id}`,
            label: `Evolve ${card.evolvesFrom ?? 'a Pokémon'}`,
            kind: 'evolve',
            cardId: id,
            enabled: false,
            reason: `${card.name} evolves from ${card.evolvesFrom ?? 'another Pokémon'}, and you have none in play.`,
          },
          action: { type: 'end_turn', ...ui },
          text: '',
        });
    } else {
      const kind = trainerKind(card);
      if (kind === undefined) continue;
      const zone = zoneKey(player, 'hand');
      // Tools, and Items that stay attached (PlusPower: Active only; Defender): the plugin
      // attaches them and applies their damage change, so there is no effect to carry out.
      const attached = attachedItem(card);
      if (kind === 'Pokémon Tool' || attached) {
        const targets =
          attached?.onto === 'active' ? mine.filter((m) => m.zone.endsWith(':active')) : mine;
        for (const m of targets)
          push(
            `tool:${id}:${m.zone}`,
            `Attach ${card.name} to ${where(m.zone)}`,
            'trainer',
            id,
            {
              type: 'declare_action',
              ...ui,
              kind: 'play_trainer',
              card: ref,
              zone,
              details: { target: m.zone },
            },
            `attaches ${card.name} to ${where(m.zone)}`,
            { target: m.zone },
          );
        continue;
      }
      const effect = effectText(card).join(' ');
      push(
        `trainer:${id}`,
        `Play ${card.name} (${kind})${effect ? `: ${short(effect)}` : ''}`,
        'trainer',
        id,
        { type: 'declare_action', ...ui, kind: 'play_trainer', card: ref, zone },
        `plays ${card.name}`,
        { target: 'table' },
      );
    }
  }

  // Abilities and Pokémon Powers the player uses; passive ones (Poké-Bodies, lasting effects,
  // triggers the rules carry out) have nothing to use: see `isActivatedAbility` for the wording test.
  for (const m of mine)
    for (const ability of m.card.abilities) {
      if (!isActivatedAbility(ability)) continue;
      push(
        `ability:${m.zone}:${ability.name}`,
        `Use ${ability.name} (${ability.type}): ${short(ability.text)}`,
        'ability',
        m.top,
        {
          type: 'declare_action',
          ...ui,
          kind: 'ability',
          card: `#${m.top}`,
          zone: m.zone,
          details: { ability: ability.name },
        },
        `${where(m.zone)} uses ${ability.name}`,
      );
    }

  // A Stadium that players use once per turn (Mesagoza): the game carries out its text.
  const stadiumId = state.zones.stadium?.cards[0];
  const stadium = stadiumId ? registry.get(state.cards[stadiumId]?.templateId ?? '') : undefined;
  if (stadiumId && stadium && isUsableStadium(stadium)) {
    const text = effectText(stadium).join(' ');
    push(
      'stadium:use',
      `Use ${stadium.name} (Stadium): ${short(text)}`,
      'stadium',
      stadiumId,
      {
        type: 'declare_action',
        ...ui,
        kind: 'use_stadium',
        card: `#${stadiumId}`,
        zone: 'stadium',
      },
      `uses ${stadium.name}`,
    );
  }

  const activeZone = zoneKey(player, 'active');
  const active = pokemonIn(cards, state, activeZone);
  if (active) {
    for (const attack of active.card.attacks) {
      const cost = attack.cost.length ? attack.cost.join(', ') : 'no energy';
      push(
        `attack:${attack.name}`,
        `Attack: ${attack.name} (${cost}${attack.damage ? `; ${attack.damage}` : ''})`,
        'attack',
        active.top,
        {
          type: 'declare_action',
          ...ui,
          kind: 'attack',
          card: `#${active.top}`,
          zone: activeZone,
          details: { attack: attack.name },
        },
        `${active.card.name} uses ${attack.name}`,
        {
          attack: {
            name: attack.name,
            cost: [...attack.cost],
            damage: attack.damage,
            text: attack.text,
          },
        },
      );
    }
    const bench = mine.filter((m) => m.zone !== activeZone);
    for (const b of bench) {
      const suggested = retreatPayment(engine, state, active, b.zone, ui);
      push(
        `retreat:${b.zone}`,
        `Retreat, switch in ${where(b.zone)}`,
        'retreat',
        active.top,
        {
          type: 'declare_action',
          ...ui,
          kind: 'retreat',
          card: `#${active.top}`,
          zone: activeZone,
          details: { to: b.zone, discard: suggested },
        },
        `retreats ${active.card.name} and switches in ${b.card.name}`,
        {
          retreat: {
            cost: [...active.card.retreatCost],
            count: suggested.length,
            energy: active.energy.map((id) => faceOf(registry, state, id)),
            suggested,
          },
        },
      );
    }
    if (bench.length === 0)
      out.push({
        option: {
          id: 'retreat:none',
          label: 'Retreat',
          kind: 'retreat',
          cardId: active.top,
          enabled: false,
          reason: 'You have no Benched Pokémon to switch in.',
        },
        action: { type: 'end_turn', ...ui },
        text: '',
      });
  }
  push('end-turn', 'End turn', 'end-turn', null, { type: 'end_turn', ...ui }, 'ends the turn');
  return out;
}

/**
 * The Energy a retreat discards: the fewest attached (first attached first) the rules accept,
 * so lasting effects that change the Retreat Cost are honoured; the printed cost otherwise.
 */
function retreatPayment(
  engine: Engine_,
  state: GameState<PokemonState>,
  active: PokemonInPlay,
  to: string,
  ui: { player: PlayerId; source: 'ui' },
): string[] {
  for (let n = 0; n <= active.energy.length; n++) {
    const discard = active.energy.slice(0, n);
    const r = engine.execute(state, {
      type: 'declare_action',
      ...ui,
      kind: 'retreat',
      card: `#${active.top}`,
      zone: active.zone,
      details: { to, discard },
    });
    if (r.ok) return discard;
  }
  return active.energy.slice(0, active.card.retreatCost.length);
}

/** The option's action with what the player picked (the Energy paying a retreat). */
export function withChoice(chosen: HumanOption, choice: ActionChoice | undefined): Action {
  const a = chosen.action;
  if (!choice?.discard || a.type !== 'declare_action' || a.kind !== 'retreat') return a;
  return { ...a, details: { ...a.details, discard: [...choice.discard] } };
}

/** A card's face as the board shows it (the player's own cards only). */
function faceOf(
  registry: Pick<CardRegistry, 'get'>,
  state: GameState<PokemonState>,
  id: string,
): CardFace {
  const templateId = state.cards[id]?.templateId ?? '';
  return cardFace({ id, templateId, name: '' }, registry);
}

/**
 * Setup: each Basic Pokémon of the hand goes face down to the Active Spot (first) or the
 * Bench, then the player says they are ready. Checked by the engine like any move.
 */
export function setupOptions(
  engine: Engine_,
  registry: Pick<CardRegistry, 'get'>,
  state: GameState<PokemonState>,
  player: PlayerId,
): HumanOption[] {
  if (state.plugin.setupReady.includes(player)) return [];
  const ui = { player, source: 'ui' } as const;
  const out: HumanOption[] = [];
  const filled = (k: string) => (state.zones[k]?.cards.length ?? 0) > 0;
  const activeZone = zoneKey(player, 'active');
  const activeSet = filled(activeZone);
  const freeBench = BENCH_ZONES.map((b) => zoneKey(player, b)).find((k) => !filled(k));
  const option = (
    id: string,
    label: string,
    cardId: string | null,
    action: Action,
    target?: string,
  ) => {
    const r = engine.execute(state, action);
    const kind = cardId === null ? ('end-turn' as const) : ('setup' as const);
    const base = { id, label, kind, cardId, ...(target ? { target } : {}) };
    out.push({
      option: r.ok
        ? { ...base, enabled: true }
        : { ...base, enabled: false, reason: reasonOf(r.error) },
      action,
      text: '',
    });
  };
  for (const id of state.zones[zoneKey(player, 'hand')]?.cards ?? []) {
    const card = registry.get(state.cards[id]?.templateId ?? '');
    if (!card || !isBasicPokemon(card)) continue;
    const to = activeSet ? freeBench : activeZone;
    if (!to) continue;
    option(
      activeSet ? `setup-bench:${id}` : `setup-active:${id}`,
      activeSet ? 'Put on your Bench' : 'Make this your Active Pokémon',
      id,
      { type: 'move_card', ...ui, card: `#${id}`, to, faceUp: false },
      activeSet ? `${player}:bench` : activeZone,
    );
  }
  const ready: Action = { type: 'declare_action', ...ui, kind: 'setup_done' };
  if (activeSet) option('setup-done', 'Ready', null, ready);
  else
    out.push({
      option: {
        id: 'setup-done',
        label: 'Ready',
        kind: 'end-turn',
        cardId: null,
        enabled: false,
        reason: 'Choose your Active Pokémon first: one of the Basic Pokémon in your hand.',
      },
      action: ready,
      text: '',
    });
  return out;
}

function short(text: string): string {
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}
