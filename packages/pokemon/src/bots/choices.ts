import type { GameView } from '@playmat/engine';
import { isBasicPokemon, isEnergy, isPokemon, stage, trainerKind } from '../cards/card-helpers';
import type { CardRegistry } from '../cards/registry';
import type { EnergyType, PokemonCard, PokemonSupertypeCard } from '../cards/types';
import { teraOnBench } from '../effects/passives';
import type { ChoiceOption, ResolvingEffect } from '../effects/types';
import { bestAttack, potential } from './attacks';
import { agentZoneKey, type Board, energyProvides, type InPlay, inPlay } from './board';
import { bestBenched } from './trainers';
import type { BotCall } from './types';

/** The choice an effect waits for, as the plugin's view shows it to its decider. */
export interface WaitingChoice {
  readonly effect: ResolvingEffect;
  readonly kind: string;
  readonly options: readonly ChoiceOption[];
  readonly min: number;
  readonly max: number;
  readonly prompt: string;
}

/** The effect choice in the view, when the pending decision is one (and the viewer decides it). */
export function waitingChoice(view: GameView): WaitingChoice | undefined {
  const effects = (view.plugin as { effects?: readonly ResolvingEffect[] } | undefined)?.effects;
  const top = effects?.at(-1);
  const w = top?.waiting;
  if (!top || w?.kind !== 'choice' || w.decider !== view.viewer) return undefined;
  return {
    effect: top,
    kind: w.choice,
    options: w.options,
    min: w.min,
    max: w.max,
    prompt: w.prompt,
  };
}

/** The card an option names (`#12 Pikachu` → Pikachu), looked up by name. */
function optionCard(registry: CardRegistry, label: string): PokemonCard | undefined {
  const m = /^#\d+ (.+?)(?: on \S+ .*)?$/.exec(label);
  return m?.[1] ? registry.byName(m[1])[0] : undefined;
}

/** The Pokémon in play an option names (`p1:bench_2 Pikachu (40/60 HP)`). */
function optionPokemon(board: Board, viewer: string, value: string): InPlay | undefined {
  const key = agentZoneKey(viewer, value);
  return [...inPlay(board.me), ...inPlay(board.opp)].find((p) => p.zone === key);
}

/** Energy types the side's Pokémon still need for their attacks. */
function neededTypes(board: Board): Set<EnergyType> {
  const need = new Set<EnergyType>();
  for (const p of inPlay(board.me))
    for (const a of p.top.card.attacks) for (const t of a.cost) if (t !== 'Colorless') need.add(t);
  return need;
}

/** How much the side wants a card it could take (from a search, the discard pile …). */
function wantCard(board: Board, card: PokemonCard | undefined): number {
  if (!card) return 0;
  const names = new Set(inPlay(board.me).map((p) => p.top.card.name));
  const inHand = board.me.hand.some((h) => h.card.name === card.name);
  if (isPokemon(card)) {
    if (card.evolvesFrom && names.has(card.evolvesFrom)) return inHand ? 9 : 14;
    if (stage(card) === 'Stage 2') return 8;
    if (isBasicPokemon(card))
      return 6 + potential(card as PokemonSupertypeCard) / 40 - (inHand ? 2 : 0);
    return 5;
  }
  if (isEnergy(card)) return neededTypes(board).has(energyProvides(card)) ? 10 : 4;
  const kind = trainerKind(card);
  if (kind === 'Supporter') return 7;
  if (card.name === 'Rare Candy') return 9;
  return kind === 'Pokémon Tool' ? 5 : 6;
}

/** The effect is about healing, switching in, attaching …: read from its prompt. */
const about = (c: WaitingChoice, re: RegExp) => re.test(c.prompt);

/** The choice picks a Pokémon for an attack's damage ("to damage"), not for damage counters. */
const forAttackDamage = (c: WaitingChoice) =>
  c.effect.source === 'attack' && about(c, /\bdamage\b/i) && !about(c, /damage counter/i);

/**
 * Answers an effect's choice from what the bot can see: takes the cards it wants most, heals the
 * most damaged Pokémon, brings in its best Benched Pokémon, targets the opponent's weakest, says
 * yes to a "you may". Always a legal answer: between `min` and `max` of the offered options.
 */
export function decideChoice(
  board: Board,
  view: GameView,
  registry: CardRegistry,
  c: WaitingChoice,
): BotCall {
  const viewer = view.viewer;
  const score = (o: ChoiceOption): number => {
    switch (c.kind) {
      case 'take':
        return wantCard(board, optionCard(registry, o.label));
      case 'discard':
        return -wantCard(board, optionCard(registry, o.label));
      case 'own-pokemon': {
        const p = optionPokemon(board, viewer, o.value);
        if (!p) return 0;
        if (about(c, /heal|damage counter|into your hand/i)) return p.damage;
        if (about(c, /switch|Active/i)) return p === bestBenched(board) ? 100 : p.hpLeft / 10;
        if (about(c, /attach|move/i)) {
          const atk = bestAttack(p, board.opp.active);
          return (p.zone.endsWith('active') ? 20 : 0) + (atk ? 0 : 10) + potential(p.top.card) / 20;
        }
        return p.hpLeft / 10;
      }
      case 'opponent-pokemon':
      case 'target': {
        const p = optionPokemon(board, viewer, o.value);
        if (!p) return 0;
        if (about(c, /Energy/i)) return p.energy.length * 10 - p.hpLeft / 100;
        // The Tera rule prevents an attack's damage to a Benched Tera Pokémon: it would take
        // none, so it is the last pick (taken only when the choice leaves no other).
        if (forAttackDamage(c) && teraOnBench({ card: p.top.card, zone: p.zone })) return -1000;
        const me = board.me.active;
        const ko = me ? bestAttack(me, p)?.knocksOut : false;
        return (ko ? 100 : 0) - p.hpLeft / 10 + potential(p.top.card) / 40;
      }
      case 'energy': {
        const card = optionCard(registry, o.label);
        const theirs = / on \S*(opponent|p\d+:)/.test(o.label) && !o.label.includes(`${viewer}:`);
        if (theirs) return 1;
        return card && neededTypes(board).has(energyProvides(card)) ? -5 : 0;
      }
      case 'yes-no':
        return o.value === 'yes' ? 1 : 0;
      case 'type': {
        const types = board.me.active?.top.card.types ?? [];
        return types.includes(o.value as EnergyType) ? 2 : 0;
      }
      case 'attack': {
        const oppActive = board.opp.active?.top.card.attacks ?? [];
        const a =
          oppActive.find((x) => x.name === o.value) ??
          oppActive.find((x) => o.label.includes(x.name));
        return a ? Number.parseInt(a.damage, 10) || 0 : 0;
      }
      case 'condition':
        return o.value === 'paralyzed' ? 2 : o.value === 'asleep' ? 1 : 0;
      case 'damage': {
        // An attack the game has no code for: state what the printed number reads as.
        const reads = Number(/reads as (\d+)/.exec(c.prompt)?.[1] ?? 0);
        return -Math.abs(Number(o.value) - reads);
      }
      default:
        return 0;
    }
  };
  const ranked = c.options
    .map((o, i) => ({ o, s: score(o), i }))
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .map((x) => x.o.label);
  // Take as many as allowed, except where fewer is better (costs to discard).
  const count = c.kind === 'discard' ? c.min : c.max;
  const picked = ranked.slice(0, Math.max(c.min, Math.min(count, ranked.length)));
  const multi = c.min !== 1 || c.max !== 1;
  return multi
    ? { toolName: 'resolve_decision', input: { choices: picked } }
    : { toolName: 'resolve_decision', input: { choice: picked[0] ?? '' } };
}
