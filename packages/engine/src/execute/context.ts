import type { Action, Position } from '../actions/types';
import type { ActionTargets, GameDefinition } from '../definition/types';
import { EXCERPT_LENGTH, excerpt, reject } from '../errors';
import {
  cardName,
  closestNames,
  parseInstanceId,
  type ResolvableCard,
  resolveCardRef,
} from '../names';
import type { Draft } from '../state/draft';
import { type CardChunks, type CardList, cardOf, chunksOf, listOf } from '../state/store';
import type { CardInstance, GameState, InstanceId, PlayerId, Zone, ZoneKey } from '../state/types';
import { canSee, resolveDefaultVisibility, sameVisibility } from '../state/visibility';
import type { GrantedEffect } from './card-effect';
import type { EngineEvent } from './events';

/** What applying a planned action produced. */
export interface Outcome {
  readonly data?: unknown;
  readonly events: EngineEvent[];
  /** Log line; names only cards every player saw (see {@link lineAbout}). */
  readonly message: string;
  /** The cards the message names (`LogEntry.cards`): a view names each only to whoever sees it then. */
  readonly named?: readonly InstanceId[] | undefined;
}

/** A validated action, ready to apply. */
export interface Plan {
  readonly targets: ActionTargets;
  apply(draft: Draft): Outcome;
}

/** Read-only helpers for validating one action against one state. Failures throw `ActionRejected`. */
export class Ctx<A extends Action = Action> {
  readonly player: PlayerId;
  private readonly chunks: CardChunks | undefined;

  constructor(
    readonly definition: GameDefinition<unknown>,
    readonly state: GameState,
    readonly action: A,
    /** What the action's card-effect claim was granted (`null`: no claim). */
    readonly granted: GrantedEffect | null = null,
  ) {
    this.player = action.player;
    this.chunks = chunksOf(state);
  }

  /** A card of the state by id (`undefined` if none). */
  cardOf(id: InstanceId): CardInstance | undefined {
    return this.chunks === undefined ? this.state.cards[id] : this.chunks.get(id);
  }

  /** A zone's cards, top first (never through the read-only proxy of a big zone). */
  list(zone: Zone): CardList {
    return listOf(zone);
  }

  /** May the actor read the hidden cards of, and change the cards in, this zone? */
  reaches(zone: Zone): boolean {
    return (
      zone.owner === null ||
      zone.owner === this.player ||
      this.granted?.zones.has(zone.key) === true
    );
  }

  /** Rejects a change to the cards of another player's zone that no card effect permits. */
  mayChange(zone: Zone, verb: string): void {
    if (zone.owner === null || zone.owner === this.player || this.reaches(zone)) return;
    reject('NOT_YOUR_ZONE', `You cannot ${verb} ${zone.key}: it belongs to ${zone.owner}.`, [
      ...this.effectHint(),
    ]);
  }

  /** One line on card effects, for games that have them. */
  effectHint(): string[] {
    if (!this.definition.cardEffectPermit) return [];
    return this.granted
      ? [`${this.granted.label} does not permit this.`]
      : ['Only a card whose effect allows it, while that effect resolves, can lift this.'];
  }

  /** Resolves a zone reference: full key, then `${player}:${name}`, then a shared zone name. */
  zone(ref: unknown, field: string): Zone {
    if (typeof ref !== 'string' || ref === '')
      reject('INVALID_ACTION', `"${field}" must name a zone.`, [
        `Zones: ${Object.keys(this.state.zones).join(', ')}.`,
      ]);
    const zones = this.state.zones;
    // A bare name ("hand") is most often the player's own zone: look that up first.
    const z = ref.indexOf(':') < 0 ? (zones[ownKey(this.player, ref)] ?? zones[ref]) : zones[ref];
    if (z !== undefined) return z;
    const keys = Object.keys(zones);
    reject('UNKNOWN_ZONE', `There is no zone ${excerpt(ref)}.`, [
      ref.length <= EXCERPT_LENGTH
        ? `Closest zones: ${closestNames(ref, keys).join(', ')}.`
        : `Zones: ${keys.join(', ')}.`,
      `Your zones are "${this.player}:<name>" (or just "<name>"); shared zones have no prefix.`,
    ]);
  }

  /** A zone the player may operate on as a whole (draw from, shuffle, peek, search…). */
  ownZone(zone: Zone, verb: string): Zone {
    if (!this.reaches(zone))
      reject('NOT_YOUR_ZONE', `You cannot ${verb} ${zone.key}: it belongs to ${zone.owner}.`, [
        `Use your own zone ${this.player}:${zone.name} instead.`,
        ...this.effectHint(),
      ]);
    return zone;
  }

  /** May the player pick hidden cards out of this zone by name or id? */
  private reachesHidden(zone: Zone): boolean {
    return zone.owner === this.player || this.granted?.zones.has(zone.key) === true;
  }

  /** Finds the zone holding a card (linear in the number of zones). */
  locate(id: InstanceId): Zone | undefined {
    for (const key in this.state.zones) {
      const z = this.state.zones[key] as Zone;
      if (listOf(z).includes(id)) return z;
    }
    return undefined;
  }

  /** Resolves a card reference, optionally within a zone. */
  card(ref: unknown, zoneRef: unknown, field = 'card'): { id: InstanceId; zone: Zone } {
    if (typeof ref !== 'string')
      reject('INVALID_ACTION', `"${field}" must be a card name or #id.`, [
        'Example: "Potion" or "#12".',
      ]);
    const zone = zoneRef === undefined ? undefined : this.zone(zoneRef, 'zone');
    // Fast path: an id in a known zone.
    const id = parseInstanceId(ref);
    if (id !== null) {
      const z = zone ?? this.locate(id);
      const card = this.cardOf(id);
      if (
        z !== undefined &&
        card !== undefined &&
        listOf(z).includes(id) &&
        (canSee(card, this.player) || this.reachesHidden(z))
      )
        // The card's own id string, not the one parsed out of the reference: later lookups
        // and comparisons then match it by identity.
        return { id: card.id, zone: z };
    }
    let tiers: ResolvableCard[][];
    let where: string;
    if (zone !== undefined) {
      const visible: ResolvableCard[] = [];
      const hidden: ResolvableCard[] = [];
      for (const cid of listOf(zone))
        (canSee(this.cardOf(cid) as CardInstance, this.player) ? visible : hidden).push({
          id: cid,
          zone: zone.key,
        });
      tiers = this.reachesHidden(zone) ? [visible, hidden] : [visible];
      where = `in ${zone.key}`;
      if (!this.reachesHidden(zone) && hidden.length > 0) {
        const r = resolveCardRef(this.state, this.definition.cards, ref, tiers, where);
        if (r.ok) return { id: r.id, zone };
        if (r.error.code === 'AMBIGUOUS_CARD')
          reject(r.error.code, r.error.message, r.error.hints, {
            candidates: r.error.candidates ?? [],
          });
        reject(
          'NOT_YOUR_ZONE',
          `You cannot pick a hidden card out of ${zone.key}: ${zone.owner === null ? 'its cards are hidden from you' : `it belongs to ${zone.owner}`}.`,
          [...r.error.hints, ...this.effectHint()],
        );
      }
    } else {
      const visible: ResolvableCard[] = [];
      const own: ResolvableCard[] = [];
      for (const key in this.state.zones) {
        const z = this.state.zones[key] as Zone;
        const mine = z.owner === this.player;
        for (const cid of listOf(z)) {
          if (canSee(this.cardOf(cid) as CardInstance, this.player))
            visible.push({ id: cid, zone: key });
          else if (mine) own.push({ id: cid, zone: key });
        }
      }
      tiers = [visible, own];
      where = 'that you can reach';
    }
    const r = resolveCardRef(this.state, this.definition.cards, ref, tiers, where);
    if (!r.ok)
      reject(
        r.error.code,
        r.error.message,
        r.error.hints,
        r.error.candidates ? { candidates: r.error.candidates } : {},
      );
    return { id: r.id, zone: zone ?? (this.locate(r.id) as Zone) };
  }

  /** Validates an integer count in `[min, max]`, or the default when absent. */
  count(
    value: unknown,
    field: string,
    dflt: number,
    min = 1,
    max = Number.MAX_SAFE_INTEGER,
  ): number {
    if (value === undefined) return dflt;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
      reject(
        'INVALID_COUNT',
        `"${field}" must be a whole number from ${min}${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ''}; got ${excerpt(value)}.`,
        [`Use ${field}: ${Math.max(min, Math.min(max, dflt))}.`],
      );
    return value;
  }

  /**
   * Validates a text field: a non-empty string of at most `max` characters (state and log keep
   * it, so a caller cannot bloat them), or `undefined` when optional and absent.
   */
  text(value: unknown, field: string, max: number, what: string): string;
  text(
    value: unknown,
    field: string,
    max: number,
    what: string,
    optional: true,
  ): string | undefined;
  text(
    value: unknown,
    field: string,
    max: number,
    what: string,
    optional = false,
  ): string | undefined {
    if (value === undefined && optional) return undefined;
    if (typeof value !== 'string' || value.trim() === '' || value.length > max)
      reject(
        'INVALID_ACTION',
        `"${field}" must be ${what}: a text of 1 to ${max} characters; got ${excerpt(value)}.`,
        [],
      );
    return value;
  }

  /** Rejects when `incoming` more cards would exceed the zone's capacity. */
  capacity(zone: Zone, incoming: number): void {
    const cap = zone.config.capacity;
    const size = listOf(zone).length;
    if (cap !== null && size + incoming > cap)
      reject(
        'ZONE_FULL',
        `${zone.key} holds at most ${cap} card${cap === 1 ? '' : 's'} and has ${size}.`,
        [`Make room in ${zone.key} first, or choose another zone.`],
      );
  }

  /** Converts a position to an insertion index for a zone of `size` cards. */
  index(position: Position | undefined, zone: Zone, size: number): number {
    if (!zone.config.ordered) return size;
    if (position === undefined || position === 'top') return 0;
    if (position === 'bottom') return size;
    if (
      typeof position === 'number' &&
      Number.isInteger(position) &&
      position >= 1 &&
      position <= size + 1
    )
      return position - 1;
    reject(
      'INVALID_POSITION',
      `Position ${excerpt(position)} is not valid for ${zone.key} (${size} cards).`,
      [`Use "top", "bottom", or a number from 1 (top) to ${size + 1}.`],
    );
  }

  /** The name of a card, for messages to the acting player (only if they may see it). */
  nameFor(id: InstanceId): string {
    const card = this.cardOf(id) as CardInstance;
    return canSee(card, this.player) ? cardName(this.definition.cards, card) : 'a hidden card';
  }
}

/**
 * A log line about one card, and the ids it names (`Outcome.named`): `line` gets the card's name
 * if every player saw it, before or after the action (a card taken back into a hand was seen
 * going), else "a card" and no id is named.
 */
export function lineAbout(
  definition: GameDefinition<unknown>,
  draft: Draft,
  id: InstanceId,
  line: (card: string) => string,
): Pick<Outcome, 'message' | 'named'> {
  return seenByAll(draft, id)
    ? { message: line(cardName(definition.cards, draft.card(id))), named: [id] }
    : { message: line('a card'), named: undefined };
}

function seenByAll(draft: Draft, id: InstanceId): boolean {
  return draft.card(id).visibility === 'public' || cardOf(draft.base, id)?.visibility === 'public';
}

/**
 * Moves cards (in the given order) from their zones into `to` at `index`, setting each to the
 * target zone's default visibility unless `faceUp` forces public / non-public. `from` is the one
 * zone they all leave, or each card's own zone.
 */
export function moveCards(
  draft: Draft,
  ids: readonly InstanceId[],
  from: ZoneKey | readonly ZoneKey[],
  to: ZoneKey,
  index: number,
  events: EngineEvent[],
  faceUp?: boolean,
): void {
  const fromOf = (i: number) => (typeof from === 'string' ? from : (from[i] as ZoneKey));
  if (typeof from === 'string') draft.removeAll(from, ids);
  else for (let i = 0; i < ids.length; i++) draft.remove(from[i] as ZoneKey, ids[i] as InstanceId);
  const zone = draft.zone(to);
  const at = Math.min(index, draft.list(to).length);
  draft.insert(to, at, ids);
  // An owned zone gives every entering card the same visibility: compute it once.
  const fixed =
    zone.owner !== null || zone.config.defaultVisibility !== 'owner'
      ? resolveDefaultVisibility(zone, zone.owner ?? '')
      : null;
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i] as InstanceId;
    const card = draft.card(id);
    let vis = fixed ?? resolveDefaultVisibility(zone, card.owner);
    if (faceUp === true) vis = 'public';
    else if (faceUp === false && vis === 'public') vis = 'hidden';
    if (!sameVisibility(vis, card.visibility))
      draft.updateCard(id, { visibility: vis, faceUp: vis === 'public' }, to);
    events.push({ type: 'card_moved', card: id, from: fromOf(i), to, index: at + i });
  }
}

/** Returns every card in a zone to the zone's default visibility (after a shuffle). */
export function resetZoneVisibility(draft: Draft, key: ZoneKey): void {
  const zone = draft.zone(key);
  for (const id of draft.list(key)) {
    const card = draft.card(id);
    const vis = resolveDefaultVisibility(zone, card.owner);
    if (!sameVisibility(vis, card.visibility))
      draft.updateCard(id, { visibility: vis, faceUp: vis === 'public' }, key);
  }
}

const keyCache = new Map<PlayerId, Map<string, ZoneKey>>();
// The player of the last lookup: an action resolves its zones for one player.
let lastPlayer: PlayerId | null = null;
let lastNames: Map<string, ZoneKey> | null = null;

/** `${player}:${name}`, built once per pair (zone lookups run on every action). */
export function ownKey(player: PlayerId, name: string): ZoneKey {
  let names = player === lastPlayer ? lastNames : keyCache.get(player);
  if (names === undefined || names === null) {
    if (keyCache.size > 64) keyCache.clear();
    names = new Map();
    keyCache.set(player, names);
  }
  lastPlayer = player;
  lastNames = names;
  let key = names.get(name);
  if (key === undefined) {
    if (names.size > 256) names.clear();
    key = `${player}:${name}`;
    names.set(name, key);
  }
  return key;
}
