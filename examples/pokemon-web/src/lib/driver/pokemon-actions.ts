import type { Action, Engine, GameState, PlayerId } from '@playmat/engine';
import {
  attachedItem,
  attackBaseDamage,
  BENCH_ZONES,
  type CardRegistry,
  effectText,
  isActivatedAbility,
  isBasicPokemon,
  isEnergy,
  isEvolution,
  isUsableStadium,
  type PokemonCard,
  type PokemonState,
  pokemonIn,
  pokemonInPlay,
  trainerKind,
  zoneKey,
} from '@playmat/pokemon';
import { type EffectSource, reasonOf } from './effect-steps';
import type { ActionOption } from './match-driver';

/*
 * What a human may do, as menu options. Candidates are built per card (every energy onto every
 * Pokémon, every attack of the Active Pokémon …) and each is dry-run through the engine's pure
 * `execute` with source `ui`: what the rules accept is enabled, what they reject is shown
 * disabled with the engine's own explanation. Nothing is applied here.
 */

/** An option and the engine action that carries it out. */
export interface HumanOption {
  option: ActionOption;
  action: Action;
  /** What the log says when the human does it (e.g. `attaches Fire Energy to Charmander (active)`). */
  text: string;
  /** Cards to draw afterwards when the played Trainer's whole effect is "draw N cards". */
  drawAfter?: number;
  /** The effect the human carries out step by step afterwards (a Trainer's or an Ability's text). */
  effect?: EffectSource;
}

type Engine_ = Engine<PokemonState>;

// A Trainer whose text is just "Draw N cards." is carried out for the human (e.g. Bill).
const SIMPLE_DRAW = /^draw (\d+|a|one|two|three) cards?\.?$/i;
const WORDS: Record<string, number> = { a: 1, one: 1, two: 2, three: 3 };

function drawCount(card: PokemonCard): number | undefined {
  const text = effectText(card).join(' ').trim();
  const m = SIMPLE_DRAW.exec(text);
  if (!m) return undefined;
  const n = m[1]!.toLowerCase();
  return WORDS[n] ?? Number(n);
}

/** Lists the human's options for the current state (empty when it is not their main phase). */
export function humanOptions(
  engine: Engine_,
  registry: Pick<CardRegistry, 'get'>,
  state: GameState<PokemonState>,
  player: PlayerId,
): HumanOption[] {
  if (state.result || state.pendingDecision) return [];
  if (state.turn.activePlayer !== player || state.turn.phase !== 'main') return [];
  if (state.plugin.stage !== 'play') return [];
  const cards = engine.definition.cards;
  const ui = { player, source: 'ui' } as const;
  const out: HumanOption[] = [];
  const mine = pokemonInPlay(cards, state, player);
  const where = (zone: string) => {
    const mon = pokemonIn(cards, state, zone);
    const spot = zone.endsWith(':active') ? 'active' : `bench ${zone.slice(-1)}`;
    return `${mon?.card.name ?? 'empty'} (${spot})`;
  };
  const push = (
    id: string,
    label: string,
    kind: ActionOption['kind'],
    cardId: string | null,
    action: Action,
    text: string,
    extra: Partial<HumanOption> = {},
  ) => {
    const r = engine.execute(state, action);
    const option: ActionOption = r.ok
      ? { id, label, kind, cardId, enabled: true }
      : { id, label, kind, cardId, enabled: false, reason: reasonOf(r.error) };
    out.push({ option, action, text, ...extra });
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
          );
        continue;
      }
      const draws = drawCount(card);
      const effect = effectText(card).join(' ');
      // Simple draws are carried out at once; a Stadium's text is a lasting effect, not a step list.
      const stepByStep = draws === undefined && kind !== 'Stadium' && effect !== '';
      push(
        `trainer:${id}`,
        `Play ${card.name} (${kind})${effect ? `: ${short(effect)}` : ''}`,
        'trainer',
        id,
        { type: 'declare_action', ...ui, kind: 'play_trainer', card: ref, zone },
        `plays ${card.name}`,
        draws !== undefined
          ? { drawAfter: draws }
          : stepByStep
            ? { effect: { kind: 'trainer', name: card.name, title: card.name, text: effect } }
            : {},
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
        {
          effect: {
            kind: 'ability',
            name: m.card.name,
            title: `${m.card.name}: ${ability.name}`,
            text: ability.text,
          },
        },
      );
    }

  // A Stadium that players use once per turn (Mesagoza): its text becomes an effect to carry out.
  const stadiumId = state.zones.stadium?.cards[0];
  const stadium = stadiumId ? registry.get(state.cards[stadiumId]?.templateId ?? '') : undefined;
  if (stadiumId && stadium && isUsableStadium(stadium)) {
    const text = effectText(stadium).join(' ');
    push(
      'stadium:use',
      `Use ${stadium.name} (Stadium): ${short(text)}`,
      'trainer',
      stadiumId,
      {
        type: 'declare_action',
        ...ui,
        kind: 'use_stadium',
        card: `#${stadiumId}`,
        zone: 'stadium',
      },
      `uses ${stadium.name}`,
      { effect: { kind: 'stadium', name: stadium.name, title: stadium.name, text } },
    );
  }

  const activeZone = zoneKey(player, 'active');
  const active = pokemonIn(cards, state, activeZone);
  if (active) {
    for (const attack of active.card.attacks) {
      const { base, variable } = attackBaseDamage(attack);
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
          details: variable ? { attack: attack.name, damage: base } : { attack: attack.name },
        },
        `${active.card.name} uses ${attack.name}`,
      );
    }
    const bench = mine.filter((m) => m.zone !== activeZone);
    for (const b of bench)
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
          details: { to: b.zone, discard: active.energy.slice(0, active.card.retreatCost.length) },
        },
        `retreats ${active.card.name} and switches in ${b.card.name}`,
      );
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

function short(text: string): string {
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}
