import type { LogEvent } from '../log';
import type { MatchConfig, PlayerConfig } from '../setup';
import type {
  BoardView,
  CardFace,
  PlayerId,
  PlayerSideView,
  PokemonInPlay,
  SpecialCondition,
  Viewer,
} from '../view';
import { BENCH_SIZE } from '../view';
import type {
  ActionOption,
  CreateMatchDriver,
  DecisionView,
  DriverResult,
  EffectView,
  MatchDriver,
  MatchStatus,
} from './match-driver';

/*
 * An in-memory stand-in for the real engine driver: a tiny Pokémon-like game (basics only,
 * two attacks, energy, retreat, poison, prizes, promotion) so the UI and the browser tests
 * have something real to drive. AI seats play a fixed heuristic and report their moves as
 * the tool calls, plans and replans an agent would. Deterministic for a given seed.
 */

const TRAINERS = new Set(['Bill', 'Potion']);
const PRIZES = 6;
const HAND_SIZE = 7;
const ATTACKS = [
  { name: 'Tackle', cost: 1, damage: 20, poisons: false },
  { name: 'Toxic Slam', cost: 2, damage: 30, poisons: true },
] as const;
const RETREAT_COST = 1;

interface Slot {
  card: CardFace;
  damage: number;
  energy: CardFace[];
  conditions: SpecialCondition[];
}

interface Side {
  config: PlayerConfig;
  deck: CardFace[];
  hand: CardFace[];
  active: Slot | null;
  bench: Slot[];
  discard: CardFace[];
  prizes: CardFace[];
}

interface TurnFlags {
  energyAttached: boolean;
  retreated: boolean;
}

/** Small seeded PRNG (mulberry32); the fake needs determinism, not quality. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hpOf(name: string): number {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return 40 + (h % 3) * 10;
}

function face(player: PlayerId, index: number, name: string): CardFace {
  const instanceId = `${player}-c${index}`;
  if (name.endsWith(' Energy')) {
    return { instanceId, name, supertype: 'Energy', subtypes: ['Basic'] };
  }
  if (TRAINERS.has(name)) {
    return { instanceId, name, supertype: 'Trainer', subtypes: ['Item'] };
  }
  return { instanceId, name, supertype: 'Pokémon', subtypes: ['Basic'], hp: hpOf(name) };
}

const isBasic = (c: CardFace) => c.supertype === 'Pokémon';
const slotOf = (card: CardFace): Slot => ({ card, damage: 0, energy: [], conditions: [] });

/** Options for {@link createFakeDriver}. */
export interface FakeDriverOptions {
  /** Cards each player's deck is cut to before shuffling (smaller = shorter matches). */
  deckLimit?: number;
}

/** Creates the in-memory fake driver for a validated setup. */
export function createFakeDriver(
  config: MatchConfig,
  options: FakeDriverOptions = {},
): MatchDriver {
  return new FakeDriver(config, options);
}

/** {@link createFakeDriver} as a {@link CreateMatchDriver}. */
export const createFakeMatchDriver: CreateMatchDriver = (config) => createFakeDriver(config);

class FakeDriver implements MatchDriver {
  readonly players: readonly PlayerId[];
  private readonly sides = new Map<PlayerId, Side>();
  private readonly listeners = new Set<(e: LogEvent) => void>();
  private readonly random: () => number;
  private turn = 1;
  private current: PlayerId;
  private readonly first: PlayerId;
  private flags: TurnFlags = { energyAttached: false, retreated: false };
  /** Pending decisions, oldest first (two knock-outs can happen in one checkup). */
  private decisions: DecisionView[] = [];
  private turnStarted = false;
  private result: { winner: PlayerId | null; reason: string } | null = null;
  private decisionSeq = 0;
  private readonly pendingEvents: LogEvent[] = [];

  constructor(
    private readonly config: MatchConfig,
    options: FakeDriverOptions,
  ) {
    this.random = prng(config.seed);
    this.players = config.players.map((p) => p.id);
    for (const p of config.players) {
      const names = p.deck.lines.flatMap((l) => Array.from({ length: l.count }, () => l.name));
      const deck = this.shuffle(names)
        .slice(0, options.deckLimit ?? names.length)
        .map((name, i) => face(p.id, i, name));
      this.sides.set(p.id, {
        config: p,
        deck,
        hand: [],
        active: null,
        bench: [],
        discard: [],
        prizes: [],
      });
      this.setUp(this.side(p.id));
    }
    this.first = this.random() < 0.5 ? this.players[0]! : this.players[1]!;
    this.current = this.first;
    this.pendingEvents.push({
      kind: 'action',
      player: this.first,
      text: 'wins the coin flip and goes first',
      source: 'script',
    });
    this.beginTurn();
  }

  status(): MatchStatus {
    if (this.result) return { kind: 'finished', result: this.result };
    const decision = this.decisions[0];
    if (decision) {
      const player = decision.player;
      return { kind: 'decision', player, actor: this.actorOf(player), decision };
    }
    return { kind: 'turn', player: this.current, actor: this.actorOf(this.current) };
  }

  view(viewer: Viewer): BoardView {
    const players = this.players.map((id): PlayerSideView => {
      const s = this.side(id);
      const mine = viewer.kind === 'player' && viewer.player === id;
      return {
        player: id,
        label: s.config.label,
        active: s.active ? inPlay(s.active) : null,
        bench: s.bench.map(inPlay),
        prizesLeft: s.prizes.length,
        deckCount: s.deck.length,
        discard: [...s.discard],
        hand: mine
          ? { visible: true, cards: [...s.hand] }
          : { visible: false, count: s.hand.length },
      };
    });
    return {
      viewer,
      turn: this.turn,
      currentPlayer: this.current,
      phase: this.result ? 'finished' : this.decisions.length > 0 ? 'decision' : 'main',
      stadium: null,
      players,
      result: this.result,
    };
  }

  async step(): Promise<DriverResult> {
    const status = this.status();
    if (status.kind === 'finished') return { ok: false, error: 'The match is over.' };
    if (status.actor !== 'ai') {
      return {
        ok: false,
        error: `It is ${status.player}'s move and they are human; wait for their input.`,
      };
    }
    this.flush();
    if (status.kind === 'decision') {
      const pick = status.decision.options[0]!;
      this.emit({
        kind: 'tool-call',
        player: status.player,
        tool: 'resolve_decision',
        input: pick.label,
        outcome: { ok: true, summary: `promoted ${pick.label}` },
      });
      this.resolvePromotion(status.player, pick.id);
    } else {
      this.playAiTurn(status.player);
    }
    this.flush();
    return { ok: true };
  }

  actions(player: PlayerId): readonly ActionOption[] {
    const status = this.status();
    if (status.kind !== 'turn' || status.player !== player || status.actor !== 'human') return [];
    return this.options(player);
  }

  /** The current player's options, whoever controls them (the AI heuristic uses these too). */
  private options(player: PlayerId): ActionOption[] {
    const s = this.side(player);
    const out: ActionOption[] = [];
    const inPlaySlots = [s.active, ...s.bench].filter((x): x is Slot => x !== null);
    for (const card of s.hand) {
      if (isBasic(card)) {
        const full = s.bench.length >= BENCH_SIZE;
        out.push(
          full
            ? {
                id: `bench:${card.instanceId}`,
                label: 'Play to bench',
                kind: 'play',
                cardId: card.instanceId,
                enabled: false,
                reason: `Your bench is full (${BENCH_SIZE} of ${BENCH_SIZE}).`,
              }
            : {
                id: `bench:${card.instanceId}`,
                label: 'Play to bench',
                kind: 'play',
                cardId: card.instanceId,
                enabled: true,
              },
        );
      } else if (card.supertype === 'Energy') {
        for (const target of inPlaySlots) {
          const base = {
            id: `attach:${card.instanceId}:${target.card.instanceId}`,
            label: `Attach to ${this.where(s, target)}`,
            kind: 'attach' as const,
            cardId: card.instanceId,
          };
          out.push(
            this.flags.energyAttached
              ? {
                  ...base,
                  enabled: false,
                  reason: 'You already attached an energy card this turn (one per turn).',
                }
              : { ...base, enabled: true },
          );
        }
      } else if (card.name === 'Potion') {
        for (const target of inPlaySlots) {
          const base = {
            id: `potion:${card.instanceId}:${target.card.instanceId}`,
            label: `Heal 20 from ${this.where(s, target)}`,
            kind: 'trainer' as const,
            cardId: card.instanceId,
          };
          out.push(
            target.damage > 0
              ? { ...base, enabled: true }
              : { ...base, enabled: false, reason: `${target.card.name} has no damage to heal.` },
          );
        }
      } else {
        const base = {
          id: `bill:${card.instanceId}`,
          label: 'Play Bill: draw 2 cards',
          kind: 'trainer' as const,
          cardId: card.instanceId,
        };
        out.push(
          s.deck.length > 0
            ? { ...base, enabled: true }
            : { ...base, enabled: false, reason: 'Your deck is empty.' },
        );
      }
    }
    if (s.active) {
      const a = s.active;
      for (const [i, atk] of ATTACKS.entries()) {
        const base = {
          id: `attack:${i}`,
          label: `Attack: ${atk.name} (${atk.damage}${atk.poisons ? ', poisons' : ''})`,
          kind: 'attack' as const,
          cardId: a.card.instanceId,
        };
        const why = this.attackBlocked(player, a, atk.cost);
        out.push(why ? { ...base, enabled: false, reason: why } : { ...base, enabled: true });
      }
      for (const b of s.bench) {
        const base = {
          id: `retreat:${b.card.instanceId}`,
          label: `Retreat, promote ${b.card.name}`,
          kind: 'retreat' as const,
          cardId: a.card.instanceId,
        };
        const why = this.flags.retreated
          ? 'You already retreated this turn.'
          : a.conditions.includes('paralyzed') || a.conditions.includes('asleep')
            ? `${a.card.name} cannot retreat while ${a.conditions.join(' and ')}.`
            : a.energy.length < RETREAT_COST
              ? `Retreating costs ${RETREAT_COST} energy; ${a.card.name} has ${a.energy.length}.`
              : null;
        out.push(why ? { ...base, enabled: false, reason: why } : { ...base, enabled: true });
      }
      if (s.bench.length === 0) {
        out.push({
          id: 'retreat:none',
          label: 'Retreat',
          kind: 'retreat',
          cardId: a.card.instanceId,
          enabled: false,
          reason: 'You have no benched Pokémon to switch in.',
        });
      }
    }
    out.push({ id: 'end-turn', label: 'End turn', kind: 'end-turn', cardId: null, enabled: true });
    return out;
  }

  /** The fake carries out its two Trainers at once, so no effect is ever left open. */
  effect(_player: PlayerId): EffectView | null {
    return null;
  }

  async effectStep(player: PlayerId, _stepId: string): Promise<DriverResult> {
    return { ok: false, error: `${player} has no card effect in progress.` };
  }

  async perform(player: PlayerId, actionId: string): Promise<DriverResult> {
    const option = this.actions(player).find((o) => o.id === actionId);
    if (!option) {
      const status = this.status();
      if (status.kind === 'finished') return { ok: false, error: 'The match is over.' };
      if (status.player !== player || status.actor !== 'human' || status.kind !== 'turn') {
        return { ok: false, error: `It is not ${player}'s turn to act.` };
      }
      return {
        ok: false,
        error: `No action "${actionId}" is available now; pick one from the card's menu.`,
      };
    }
    if (!option.enabled) return { ok: false, error: option.reason };
    this.apply(player, actionId, 'ui');
    this.flush();
    return { ok: true };
  }

  async answer(
    player: PlayerId,
    decisionId: string,
    optionIds: readonly string[],
  ): Promise<DriverResult> {
    const d = this.decisions[0];
    if (!d || d.player !== player || d.id !== decisionId) {
      return { ok: false, error: `There is no pending decision "${decisionId}" for ${player}.` };
    }
    if (optionIds.length < d.min || optionIds.length > d.max) {
      return {
        ok: false,
        error: `Choose ${d.min === d.max ? d.min : `${d.min} to ${d.max}`} option(s); got ${optionIds.length}.`,
      };
    }
    const unknown = optionIds.find((id) => !d.options.some((o) => o.id === id));
    if (unknown !== undefined) {
      return {
        ok: false,
        error: `"${unknown}" is not one of: ${d.options.map((o) => o.label).join(', ')}.`,
      };
    }
    this.emit({
      kind: 'decision',
      player,
      text: `promotes ${d.options.find((o) => o.id === optionIds[0])!.label}`,
    });
    this.resolvePromotion(player, optionIds[0]!);
    this.flush();
    return { ok: true };
  }

  onEvent(listener: (event: LogEvent) => void): () => void {
    this.listeners.add(listener);
    this.flush();
    return () => this.listeners.delete(listener);
  }

  dispose(): void {
    this.listeners.clear();
  }

  // --- game ---------------------------------------------------------------------------

  private side(id: PlayerId): Side {
    const s = this.sides.get(id);
    if (!s) throw new Error(`Unknown player ${id}.`);
    return s;
  }

  private opponentOf(id: PlayerId): PlayerId {
    return this.players.find((p) => p !== id)!;
  }

  private actorOf(id: PlayerId): 'ai' | 'human' {
    return this.side(id).config.controller.kind === 'ai' ? 'ai' : 'human';
  }

  private shuffle<T>(items: T[]): T[] {
    const a = [...items];
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(this.random() * (i + 1));
      [a[i], a[j]] = [a[j]!, a[i]!];
    }
    return a;
  }

  private setUp(s: Side): void {
    // Demo simplification of mulligans: guarantee one basic in the opening hand.
    const basicAt = s.deck.findIndex(isBasic);
    if (basicAt >= HAND_SIZE) s.deck.unshift(...s.deck.splice(basicAt, 1));
    s.hand = s.deck.splice(0, HAND_SIZE);
    const basics = s.hand.filter(isBasic);
    if (basics.length === 0) throw new Error(`${s.config.label}'s deck has no Basic Pokémon.`);
    s.active = slotOf(basics[0]!);
    s.bench = basics.slice(1, 3).map(slotOf);
    const placed = new Set([s.active, ...s.bench].map((x) => x.card.instanceId));
    s.hand = s.hand.filter((c) => !placed.has(c.instanceId));
    s.prizes = s.deck.splice(0, PRIZES);
  }

  private where(s: Side, slot: Slot): string {
    if (slot === s.active) return `${slot.card.name} (active)`;
    return `${slot.card.name} (bench ${s.bench.indexOf(slot) + 1})`;
  }

  private attackBlocked(player: PlayerId, a: Slot, cost: number): string | null {
    if (this.turn === 1 && player === this.first)
      return 'The player who goes first cannot attack on their first turn.';
    if (a.conditions.includes('paralyzed')) return `${a.card.name} is paralyzed and cannot attack.`;
    if (a.conditions.includes('asleep')) return `${a.card.name} is asleep and cannot attack.`;
    if (a.energy.length < cost)
      return `Needs ${cost} energy; ${a.card.name} has ${a.energy.length}.`;
    return null;
  }

  private beginTurn(): void {
    this.flags = { energyAttached: false, retreated: false };
    this.turnStarted = true;
    this.pendingEvents.push({ kind: 'turn', turn: this.turn, player: this.current });
    const s = this.side(this.current);
    const drawn = s.deck.shift();
    if (!drawn) {
      this.finish(this.opponentOf(this.current), `${this.current} could not draw a card`);
      return;
    }
    s.hand.push(drawn);
    this.pendingEvents.push({
      kind: 'action',
      player: this.current,
      text: 'draws a card',
      source: 'script',
    });
  }

  private endTurn(player: PlayerId): void {
    this.pendingEvents.push({ kind: 'action', player, text: 'ends the turn', source: 'script' });
    // Checkup: poison on both active Pokémon.
    for (const id of this.players) {
      const a = this.side(id).active;
      if (a?.conditions.includes('poisoned')) {
        a.damage += 10;
        this.pendingEvents.push({
          kind: 'action',
          player: id,
          text: `${a.card.name} takes 10 poison damage`,
          source: 'script',
        });
        this.checkKnockOut(id);
        if (this.result) return;
      }
    }
    this.current = this.opponentOf(player);
    this.turn++;
    this.turnStarted = false;
    if (this.decisions.length === 0) this.beginTurn();
  }

  private apply(player: PlayerId, id: string, source: 'ui' | 'ai'): string {
    const s = this.side(player);
    const [verb, a, b] = id.split(':');
    const takeFromHand = (cardId: string) => {
      const i = s.hand.findIndex((c) => c.instanceId === cardId);
      return s.hand.splice(i, 1)[0]!;
    };
    const findSlot = (cardId: string) =>
      [s.active, ...s.bench].find((x) => x?.card.instanceId === cardId)!;
    let text: string;
    switch (verb) {
      case 'bench': {
        const card = takeFromHand(a!);
        s.bench.push(slotOf(card));
        text = `plays ${card.name} to the bench`;
        break;
      }
      case 'attach': {
        const target = findSlot(b!);
        const card = takeFromHand(a!);
        const where = this.where(s, target);
        target.energy.push(card);
        this.flags.energyAttached = true;
        text = `attaches ${card.name} to ${where}`;
        break;
      }
      case 'potion': {
        const target = findSlot(b!);
        s.discard.push(takeFromHand(a!));
        target.damage = Math.max(0, target.damage - 20);
        text = `plays Potion on ${target.card.name}`;
        break;
      }
      case 'bill': {
        s.discard.push(takeFromHand(a!));
        s.hand.push(...s.deck.splice(0, 2));
        text = 'plays Bill and draws 2 cards';
        break;
      }
      case 'retreat': {
        const active = s.active!;
        const i = s.bench.findIndex((x) => x.card.instanceId === a);
        const incoming = s.bench[i]!;
        s.discard.push(...active.energy.splice(0, RETREAT_COST));
        active.conditions = [];
        s.bench[i] = active;
        s.active = incoming;
        this.flags.retreated = true;
        text = `retreats ${active.card.name} and promotes ${incoming.card.name}`;
        break;
      }
      case 'attack': {
        const atk = ATTACKS[Number(a)]!;
        const foe = this.side(this.opponentOf(player));
        const target = foe.active!;
        target.damage += atk.damage;
        if (atk.poisons && !target.conditions.includes('poisoned'))
          target.conditions.push('poisoned');
        text = `${s.active!.card.name} uses ${atk.name} on ${target.card.name} for ${atk.damage}`;
        this.pendingEvents.push({ kind: 'action', player, text, source });
        this.checkKnockOut(foe.config.id);
        if (!this.result) this.endTurn(player);
        return text;
      }
      case 'end-turn':
        this.endTurn(player);
        return 'ends the turn';
      default:
        throw new Error(`Unknown fake action ${id}.`);
    }
    this.pendingEvents.push({ kind: 'action', player, text, source });
    return text;
  }

  private checkKnockOut(victim: PlayerId): void {
    const v = this.side(victim);
    const a = v.active;
    if (!a || a.card.hp === undefined || a.damage < a.card.hp) return;
    const taker = this.opponentOf(victim);
    const t = this.side(taker);
    v.discard.push(a.card, ...a.energy);
    v.active = null;
    t.hand.push(...t.prizes.splice(0, 1));
    this.pendingEvents.push({
      kind: 'action',
      player: taker,
      text: `knocks out ${a.card.name} and takes a prize card`,
      source: 'script',
    });
    if (t.prizes.length === 0) {
      this.finish(taker, 'took all prize cards');
      return;
    }
    if (v.bench.length === 0) {
      this.finish(taker, `${victim} has no Pokémon left in play`);
      return;
    }
    this.decisions.push({
      id: `promote-${++this.decisionSeq}`,
      player: victim,
      prompt: `${a.card.name} was knocked out. Choose a benched Pokémon to become your active Pokémon.`,
      options: v.bench.map((b, i) => ({
        id: b.card.instanceId,
        label: `${b.card.name} (bench ${i + 1})`,
      })),
      min: 1,
      max: 1,
    });
  }

  private resolvePromotion(player: PlayerId, cardId: string): void {
    const s = this.side(player);
    const i = s.bench.findIndex((b) => b.card.instanceId === cardId);
    s.active = s.bench.splice(i, 1)[0]!;
    this.decisions.shift();
    // A knock-out ends or sits between turns: the next turn starts once nothing is pending.
    if (this.decisions.length === 0 && !this.turnStarted && !this.result) this.beginTurn();
  }

  private finish(winner: PlayerId, reason: string): void {
    this.result = { winner, reason };
    this.decisions = [];
    this.pendingEvents.push({ kind: 'result', result: this.result });
  }

  private playAiTurn(player: PlayerId): void {
    const cfg = this.side(player).config.controller;
    const pipeline = cfg.kind === 'ai' && cfg.mode === 'pipeline';
    if (pipeline) {
      this.emit({
        kind: 'plan',
        player,
        revision: 0,
        plan: '1. Bench basics\n2. Attach energy to the active Pokémon\n3. Attack if able, else end the turn',
      });
    }
    const call = (tool: string, input: string, action: string) => {
      const opt = this.options(player).find((o) => o.id === action);
      if (!opt) return false;
      if (!opt.enabled) {
        this.emit({
          kind: 'tool-call',
          player,
          tool,
          input,
          outcome: { ok: false, error: opt.reason },
        });
        return false;
      }
      this.flush();
      const summary = this.apply(player, action, 'ai');
      // The call first, then what it caused (knock-outs, the result).
      const caused = this.pendingEvents.splice(0);
      this.emit({ kind: 'tool-call', player, tool, input, outcome: { ok: true, summary } });
      this.pendingEvents.unshift(...caused);
      this.flush();
      return true;
    };
    for (const o of this.options(player)) {
      if (o.kind === 'play' && o.enabled) call('move_card', o.label, o.id);
    }
    const energy = this.options(player).find(
      (o) => o.kind === 'attach' && o.label.endsWith('(active)'),
    );
    if (energy) call('attach_energy', energy.label, energy.id);
    const attacks = this.options(player).filter((o) => o.kind === 'attack');
    const best = [...attacks].reverse().find((o) => o.enabled) ?? attacks[0];
    if (best && call('declare_attack', best.label, best.id)) return;
    if (best && pipeline) {
      const reason = best.enabled ? 'attack failed' : (best as { reason: string }).reason;
      this.emit({ kind: 'replan', player, reason });
      this.emit({ kind: 'plan', player, revision: 1, plan: '1. End the turn' });
    }
    call('end_turn', '', 'end-turn');
  }

  private emit(e: LogEvent): void {
    this.flush();
    this.deliver(e);
  }

  private flush(): void {
    if (this.listeners.size === 0) return;
    for (const e of this.pendingEvents.splice(0)) this.deliver(e);
  }

  private deliver(e: LogEvent): void {
    for (const l of this.listeners) l(e);
  }
}

function inPlay(s: Slot): PokemonInPlay {
  return {
    card: s.card,
    damage: s.damage,
    energy: [...s.energy],
    attachments: [],
    conditions: [...s.conditions],
  };
}
