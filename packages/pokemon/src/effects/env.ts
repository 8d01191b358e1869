import type { Action, GameState, InstanceId, PlayerId } from '@playmat/engine';
import type { PokemonCard } from '../cards/types';
import {
  type Cards,
  cardOf,
  opponentOf,
  type PokemonInPlay,
  pokemonIn,
  pokemonInPlay,
} from '../game/board';
import { DAMAGE_COUNTER, type PokemonState, type SpecialCondition } from '../game/state';
import { BENCH_ZONES, IN_PLAY_ZONES, type PokemonZoneName, zoneKey } from '../game/zones';
import type { ChoiceOption, EffectValue, ResolvingEffect } from './types';

/** A card reference a choice can offer: `#12 Pikachu`. */
export function cardLabel(cards: Cards, state: GameState, id: InstanceId): string {
  return `#${id} ${cardOf(cards, state, id)?.name ?? 'card'}`;
}

/**
 * What a step of a card effect sees and uses: the settled state, the effect's own variables,
 * readers of the board, and builders of engine actions that run on the card's authority.
 */
export class EffectEnv {
  /** The player whose effect it is. */
  readonly me: PlayerId;
  /** Their opponent. */
  readonly opp: PlayerId;

  constructor(
    readonly cards: Cards,
    readonly state: GameState<PokemonState>,
    readonly effect: ResolvingEffect,
  ) {
    this.me = effect.player;
    this.opp = opponentOf(state, effect.player);
  }

  // ------------------------------------------------------------------ variables

  get vars(): Readonly<Record<string, EffectValue>> {
    return this.effect.vars;
  }

  /** A number variable (0 when unset). */
  num(name: string): number {
    const v = this.effect.vars[name];
    return typeof v === 'number' ? v : 0;
  }

  /** Heads of the last flip stored in `name` (default `flip`). */
  heads(name = 'flip'): number {
    return this.num(name);
  }

  /** Tails of the last flip of a known number of coins stored in `name` (see `flip`). */
  tails(name = 'flip'): number {
    return Math.max(0, this.num(`${name}:coins`) - this.num(name));
  }

  /** Values chosen for a choice variable (empty when nothing was chosen). */
  chosen(name: string): string[] {
    const v = this.effect.vars[name];
    return Array.isArray(v) ? (v.filter((x) => typeof x === 'string') as string[]) : [];
  }

  /** The single value chosen for a choice variable, if any. */
  picked(name: string): string | undefined {
    return this.chosen(name)[0];
  }

  // ------------------------------------------------------------------ board

  /** The card data of an instance (a Clefairy Doll in play reads as its Pokémon). */
  card(id: InstanceId): PokemonCard | undefined {
    return cardOf(this.cards, this.state, id);
  }

  /** The instances in one of a player's zones, top first. */
  zoneCards(player: PlayerId, name: PokemonZoneName): readonly InstanceId[] {
    return this.state.zones[zoneKey(player, name)]?.cards ?? [];
  }

  /** A player's zone key: `key('p1', 'bench_2')` → `p1:bench_2`. */
  key(player: PlayerId, name: PokemonZoneName): string {
    return zoneKey(player, name);
  }

  /** The Pokémon in an in-play zone (top card, HP, damage, conditions), if there is one. */
  pokemon(zone: string): PokemonInPlay | undefined {
    return pokemonIn(this.cards, this.state, zone);
  }

  /** A player's Active Pokémon. */
  active(player: PlayerId): PokemonInPlay | undefined {
    return this.pokemon(zoneKey(player, 'active'));
  }

  /** A player's Benched Pokémon, in spot order. */
  bench(player: PlayerId): PokemonInPlay[] {
    const out: PokemonInPlay[] = [];
    for (const b of BENCH_ZONES) {
      const mon = this.pokemon(zoneKey(player, b));
      if (mon) out.push(mon);
    }
    return out;
  }

  /** A player's Pokémon in play: Active first, then the Bench. */
  inPlay(player: PlayerId): PokemonInPlay[] {
    return pokemonInPlay(this.cards, this.state, player);
  }

  /** The Pokémon in the zones chosen into a variable (a target choice). */
  chosenPokemon(name: string): PokemonInPlay[] {
    return this.chosen(name)
      .map((z) => this.pokemon(z))
      .filter((m): m is PokemonInPlay => m !== undefined);
  }

  /** Empty Bench spots of a player, in order. */
  emptyBench(player: PlayerId): string[] {
    return BENCH_ZONES.map((b) => zoneKey(player, b)).filter(
      (k) => (this.state.zones[k]?.cards.length ?? 0) === 0,
    );
  }

  /** The Pokémon whose effect this is (attacker, Ability user), where it is now. */
  get self(): PokemonInPlay | undefined {
    for (const name of IN_PLAY_ZONES) {
      const mon = this.pokemon(zoneKey(this.me, name));
      if (mon?.top === this.effect.card) return mon;
    }
    return undefined;
  }

  /** The opponent's Active Pokémon (the Defending Pokémon during an attack). */
  get defender(): PokemonInPlay | undefined {
    return this.active(this.opp);
  }

  /** Damage counters' worth of HP on a Pokémon. */
  damageOn(mon: PokemonInPlay): number {
    return mon.damage;
  }

  /** HP the Pokémon has left (never below 0). */
  hpLeft(mon: PokemonInPlay): number {
    return Math.max(0, mon.hp - mon.damage);
  }

  /** Whether the Pokémon has a Special Condition. */
  hasCondition(mon: PokemonInPlay, c: SpecialCondition): boolean {
    return mon.conditions.includes(c);
  }

  // ------------------------------------------------------------------ choices

  /** A card option: `#12 Pikachu`. */
  cardOption(id: InstanceId, note = ''): ChoiceOption {
    return { value: id, label: `${cardLabel(this.cards, this.state, id)}${note}` };
  }

  /** A Pokémon-in-play option: `p1:bench_2 Pikachu (40/60 HP)`. */
  pokemonOption(mon: PokemonInPlay): ChoiceOption {
    return {
      value: mon.zone,
      label: `${mon.zone} ${mon.card.name} (${mon.hp - mon.damage}/${mon.hp} HP)`,
    };
  }

  // ------------------------------------------------------------------ actions

  /** Fields every action of this effect carries: script source, the card's authority. */
  private base(player: PlayerId = this.me): { player: PlayerId; source: 'script' } & {
    allowedByCardEffect?: string;
  } {
    const owned = this.state.cards[this.effect.card]?.owner === player;
    return {
      player,
      source: 'script',
      ...(owned ? { allowedByCardEffect: `#${this.effect.card}` } : {}),
    };
  }

  /** Moves one card (this effect's authority; `position` `bottom` attaches under a Pokémon). */
  move(
    card: InstanceId,
    from: string,
    to: string,
    position?: 'top' | 'bottom' | number,
    player?: PlayerId,
  ): Action {
    return {
      type: 'move_card',
      ...this.base(player),
      card: `#${card}`,
      from,
      to,
      ...(position ? { position } : {}),
    };
  }

  /** Moves a whole stack (a Pokémon with its attached cards, a hand) to another zone. */
  moveStack(from: string, to: string, player?: PlayerId, position?: 'top' | 'bottom'): Action {
    return {
      type: 'move_card_stack',
      ...this.base(player),
      from,
      to,
      ...(position ? { position } : {}),
    };
  }

  /** Swaps two stacks (Active and a Benched Pokémon). */
  swap(a: string, b: string, player?: PlayerId): Action {
    return { type: 'swap_card_stacks', ...this.base(player), a, b };
  }

  /** Draws `count` cards from the player's deck into their hand. */
  draw(count: number, player: PlayerId = this.me): Action {
    return { type: 'draw', ...this.base(player), count };
  }

  /** Shuffles one of the player's zones (the deck unless told). */
  shuffle(player: PlayerId = this.me, zone: PokemonZoneName = 'deck'): Action {
    return { type: 'shuffle', ...this.base(player), zone: zoneKey(player, zone) };
  }

  /** Puts `amount` HP of damage counters on the Pokémon in `zone` (on its top card). */
  addDamage(zone: string, amount: number): Action | undefined {
    const top = this.state.zones[zone]?.cards[0];
    if (top === undefined || amount <= 0) return undefined;
    return {
      type: 'add_counter',
      ...this.base(),
      card: `#${top}`,
      zone,
      counter: DAMAGE_COUNTER,
      amount,
    };
  }

  /**
   * Removes up to `amount` HP of damage from a Pokémon, wherever on its stack the counters sit
   * (an evolved Pokémon keeps the damage on the cards below).
   */
  heal(zone: string, amount: number): Action[] {
    const out: Action[] = [];
    let left = amount;
    for (const id of this.state.zones[zone]?.cards ?? []) {
      const d = this.state.cards[id]?.counters[DAMAGE_COUNTER] ?? 0;
      if (d <= 0 || left <= 0) continue;
      const take = Math.min(d, left);
      left -= take;
      out.push({
        type: 'remove_counter',
        ...this.base(),
        card: `#${id}`,
        zone,
        counter: DAMAGE_COUNTER,
        amount: take,
      });
    }
    return out;
  }

  /** Gives the Pokémon in `zone` a Special Condition (the plugin's own declaration). */
  setStatus(zone: string, status: SpecialCondition | 'none'): Action {
    return {
      type: 'declare_action',
      ...this.base(),
      kind: 'set_status',
      zone,
      details: { status },
    };
  }

  /** Ends one Special Condition of the Pokémon in `zone` ("it is no longer Asleep"), if it has it. */
  removeCondition(zone: string, condition: SpecialCondition): Action | undefined {
    const top = this.state.zones[zone]?.cards[0];
    if (top === undefined || (this.state.cards[top]?.counters[condition] ?? 0) <= 0)
      return undefined;
    return {
      type: 'set_counter',
      ...this.base(),
      card: `#${top}`,
      zone,
      counter: condition,
      value: 0,
    };
  }

  /** Flips `count` coins with the game's seeded randomness. */
  coinFlip(count = 1): Action {
    return { type: 'coin_flip', ...this.base(), count };
  }

  /** Shows cards of a zone to both players. */
  reveal(cards: readonly InstanceId[], zone: string): Action {
    return { type: 'reveal', ...this.base(), cards: cards.map((c) => `#${c}`), zone };
  }

  /** Shows a player's hand to both players. */
  revealHand(player: PlayerId): Action {
    return { type: 'reveal_hand', ...this.base(player), zone: zoneKey(player, 'hand') };
  }

  /** Ends the turn ("your turn ends"). */
  endTurn(): Action {
    return { type: 'end_turn', ...this.base() };
  }
}
