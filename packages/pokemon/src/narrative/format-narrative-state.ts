import type { CardView, GameView, PlayerId, ZoneView } from '@playmat/engine';
import { getBundledRegistry } from '../cards/bundled-sets';
import {
  type DamageModifier,
  isActivatedAbility,
  isEnergy,
  isPokemon,
  parseDamage,
  trainerKind,
} from '../cards/card-helpers';
import type { CardRegistry } from '../cards/registry';
import type { EnergyType, PokemonCard, PokemonSupertypeCard } from '../cards/types';
import { missingEffects } from '../effects/coverage';
import type { Marker } from '../effects/markers';
import { markersOf } from '../effects/markers';
import { attackDamage } from '../effects/passives';
import { abilitySpec, attackEffect } from '../effects/registry';
import { attachedTypes, energyProvides, missingEnergy, pokemonIn } from '../game/board';
import { DAMAGE_COUNTER, type PokemonState, SPECIAL_CONDITIONS } from '../game/state';
import { BENCH_ZONES, IN_PLAY_ZONES, PRIZE_ZONES } from '../game/zones';
import { eraRules, firstTurnForbidsEvolving, mayRetreatAgain } from '../rules/era';
import { formatCardReference, formatCost } from './format-card-reference';
import { gameWords } from './game-words';
import { optionText } from './pokemon-summary';
import { stateFromView } from './state-from-view';

/** Options for {@link formatNarrativeState}. */
export interface NarrativeOptions {
  /** Registry to look card definitions up in (default: the bundled sets). */
  readonly registry?: Pick<CardRegistry, 'get'>;
  /** How many recent log lines to show (default 10). */
  readonly logLines?: number;
}

interface Board {
  readonly zone: string;
  readonly agentKey: string;
  readonly top: CardView;
  readonly card: PokemonSupertypeCard;
  readonly energy: { name: string; type: EnergyType }[];
  readonly tools: string[];
  /** Attached Items that are not Tools (PlusPower, Defender). */
  readonly items: string[];
  readonly stages: string[];
  readonly damage: number;
  readonly conditions: string[];
}

/**
 * The game as one player may know it, as text for an agent: card reference for every visible
 * card, game state and turn restrictions, your board, the opponent's board, combat notes,
 * actions this turn, the latest Knock Outs, recent log and the zone keys to use. Built from a
 * VIEW only, so the opponent's hand, deck order and face-down prizes cannot appear.
 */
export function formatNarrativeState(view: GameView, options: NarrativeOptions = {}): string {
  const registry = options.registry ?? getBundledRegistry();
  const me = view.viewer;
  const opp = view.players.find((p) => p !== me) ?? me;
  const plugin = view.plugin as PokemonState | undefined;
  const def = (c: CardView) => registry.get(c.templateId);
  const label = (p: PlayerId) => (p === me ? 'you' : 'opponent');
  const agentKey = (key: string) => {
    const i = key.indexOf(':');
    if (i < 0) return key;
    return `${key.slice(0, i) === me ? 'your' : 'opponent'}_${key.slice(i + 1)}`;
  };
  const zone = (p: PlayerId, name: string): ZoneView | undefined => view.zones[`${p}:${name}`];
  const playerWord = playerWordPattern(view.players);
  const localize = (text: string) =>
    text
      .replace(ZONE_KEY_PATTERN, (m, p: string, n: string) =>
        view.players.includes(p) ? agentKey(`${p}:${n}`) : m,
      )
      .replace(playerWord, (_, p: PlayerId, possessive?: string) =>
        possessive ? (p === me ? 'your' : "opponent's") : label(p),
      );

  const board = (p: PlayerId, name: string): Board | undefined => {
    const z = zone(p, name);
    const top = z?.cards.find((c) => c.position === 1);
    const card = top ? def(top) : undefined;
    if (!z || !top || !card || !isPokemon(card)) return undefined;
    const energy: Board['energy'] = [];
    const tools: string[] = [];
    const items: string[] = [];
    const stages: string[] = [];
    let damage = 0;
    for (const c of z.cards) {
      damage += c.counters[DAMAGE_COUNTER] ?? 0;
      if (c === top) continue;
      const d = def(c);
      if (!d) continue;
      if (isEnergy(d)) energy.push({ name: d.name, type: energyProvides(d) });
      else if (isPokemon(d)) stages.push(d.name);
      else if (trainerKind(d) === 'Pokémon Tool') tools.push(d.name);
      else if (d.supertype === 'Trainer') items.push(d.name);
    }
    const conditions = SPECIAL_CONDITIONS.filter((s) => (top.counters[s] ?? 0) > 0);
    return {
      zone: z.key,
      agentKey: agentKey(z.key),
      top,
      card,
      energy,
      tools,
      items,
      stages,
      damage,
      conditions,
    };
  };

  const out: string[] = [];
  // Card reference: each visible card definition once.
  const seen = new Map<string, PokemonCard>();
  for (const key in view.zones)
    for (const c of view.zones[key]?.cards ?? []) {
      const d = def(c);
      if (d && !seen.has(d.id)) seen.set(d.id, d);
    }
  out.push('== CARD REFERENCE ==', ...[...seen.values()].map(referenceLine));

  // Game state and restrictions.
  const prizes = (p: PlayerId) => PRIZE_ZONES.reduce((n, z) => n + (zone(p, z)?.count ?? 0), 0);
  out.push('', '== GAME STATE ==');
  if (view.result)
    out.push(
      `GAME OVER: ${view.result.winners.includes(me) ? 'you won' : 'you lost'} (${localize(view.result.reason)}).`,
    );
  const stage = plugin?.stage ?? 'play';
  if (stage === 'setup')
    out.push(
      'Setup: place a Basic Pokémon in your_active and up to five on your Bench, then call end_phase.',
    );
  else {
    out.push(
      `Turn ${plugin?.gameTurn ?? view.turn.number}: ${view.turn.activePlayer === me ? 'YOUR turn' : "opponent's turn"}, phase ${view.turn.phase === 'draw' ? 'start of turn (draw)' : 'main'}.${plugin?.firstPlayer ? ` ${label(plugin.firstPlayer) === 'you' ? 'You' : 'The opponent'} went first.` : ''}`,
    );
  }
  out.push(
    `Prizes left: you ${prizes(me)}, opponent ${prizes(opp)}. Deck: you ${zone(me, 'deck')?.count ?? '?'}, opponent ${zone(opp, 'deck')?.count ?? '?'}.`,
  );
  const cards = { getTemplate: (id: string) => registry.get(id) };
  const pseudo = stateFromView(view);
  const decision = view.pendingDecision;
  if (decision) {
    const select = decision.yours
      ? (view.plugin as PokemonState | undefined)?.effects?.at(-1)?.waiting
      : undefined;
    const pick =
      select?.kind === 'choice' && (select.min !== 1 || select.max !== 1)
        ? ` Pick ${select.min === select.max ? select.min : `${select.min} to ${select.max}`} (choices).`
        : '';
    out.push(
      decision.yours
        ? `DECISION FOR YOU: ${localize(decision.prompt)}${pick} Options: ${(decision.options ?? []).map((o) => optionText(cards, pseudo, o, localize)).join(' | ')}. Answer with resolve_decision.`
        : `Waiting for the opponent to decide: ${localize(decision.prompt)}`,
    );
  }
  const open = plugin?.effects?.at(-1);
  if (open?.manual)
    out.push(
      open.player === me
        ? `MANUAL CARD: carry out ${open.name} yourself with the card moves offered, then call finish_effect.`
        : `The opponent is carrying out ${open.name} by hand.`,
    );
  if (plugin && stage === 'play' && view.turn.activePlayer === me && !view.result) {
    const f = plugin.flags;
    const era = eraRules(plugin);
    const first = plugin.gameTurn === 1;
    const retreat = f.retreatFailed
      ? 'not again this turn (a Confused retreat failed)'
      : !mayRetreatAgain(plugin)
        ? 'USED this turn'
        : f.retreated
          ? 'available again (as often as you like)'
          : 'available';
    out.push(
      'Turn restrictions:',
      `- Energy attachment: ${f.energyAttached ? 'USED this turn' : 'available'}`,
      // The 1999 rules know only "Trainer cards", played as often as you like.
      plugin.options?.era === 'base-set'
        ? `- Trainer cards: as many as you like${f.supporterPlayed ? ' (a Supporter was played: a Supporter prints that only 1 may be played a turn)' : ''}`
        : `- Supporter: ${f.supporterPlayed ? 'USED this turn' : first && !era.firstTurn.supporter ? 'not allowed (first player, first turn)' : 'available'}`,
      `- Evolution: ${firstTurnForbidsEvolving(plugin) ? 'not allowed on your first turn' : 'allowed for Pokémon in play since an earlier turn'}`,
      `- Retreat: ${retreat}`,
      `- Attack: ${first && !era.firstTurn.attack ? 'not allowed (first player, first turn)' : 'available; it ends your turn'}`,
    );
    if (view.turn.phase === 'draw')
      out.push(
        f.drew
          ? '- You drew for the turn: call end_phase.'
          : '- Draw your card for the turn first (draw), then end_phase.',
      );
  }

  const lasting = (card: string) =>
    (plugin?.markers ?? [])
      .filter((m) => m.card === card && markersOf(pseudo, m.kind, card).includes(m))
      .map((m) => markerText(m, plugin?.gameTurn ?? 0));
  const describe = (b: Board) => {
    const parts = [`${b.card.name} — HP ${b.card.hp - b.damage}/${b.card.hp}`];
    parts.push(`Energy: ${b.energy.map((e) => e.name).join(', ') || 'none'}`);
    if (b.tools.length) parts.push(`Tool: ${b.tools.join(', ')}`);
    if (b.items.length) parts.push(`Attached: ${b.items.join(', ')}`);
    if (b.stages.length) parts.push(`evolved from ${b.stages.join(' ← ')}`);
    if (b.conditions.length) parts.push(`CONDITIONS: ${b.conditions.join(', ')}`);
    const effects = lasting(b.top.id);
    if (effects.length) parts.push(`EFFECTS: ${effects.join('; ')}`);
    return `${b.agentKey}: ${parts.join(' | ')}`;
  };
  const boardLines = (p: PlayerId) =>
    IN_PLAY_ZONES.map((n) => {
      const b = board(p, n);
      if (b) return describe(b);
      const z = zone(p, n);
      if (z && (z.count ?? 0) > 0)
        return `${agentKey(z.key)}: ${z.count} face-down card${z.count === 1 ? '' : 's'}`;
      return n === 'active' ? `${agentKey(`${p}:active`)}: (empty)` : undefined;
    }).filter((l): l is string => l !== undefined);
  const names = (z: ZoneView | undefined) => (z?.cards ?? []).map((c) => c.name);

  out.push('', '== YOUR BOARD ==', ...boardLines(me));
  const benchFree = BENCH_ZONES.filter((n) => (zone(me, n)?.count ?? 0) === 0).length;
  out.push(`Bench spots free: ${benchFree}.`);
  out.push(
    `your_hand (${zone(me, 'hand')?.count ?? 0}): ${names(zone(me, 'hand')).join(', ') || 'empty'}`,
  );
  out.push(
    `your_discard (${zone(me, 'discard')?.count ?? 0}): ${names(zone(me, 'discard')).join(', ') || 'empty'}`,
  );
  const stadium = names(view.zones.stadium);
  const staging = names(view.zones.staging);
  out.push(
    `stadium: ${stadium.join(', ') || 'none'}${staging.length ? ` | staging: ${staging.join(', ')} (must be emptied before the turn ends, but a Supporter printing that it is discarded when your turn ends stays until then)` : ''}`,
  );

  out.push('', "== OPPONENT'S BOARD ==", ...boardLines(opp));
  const oppHand = zone(opp, 'hand')?.count;
  out.push(`opponent_hand: ${oppHand ?? '?'} card${oppHand === 1 ? '' : 's'} (hidden)`);
  out.push(
    `opponent_discard (${zone(opp, 'discard')?.count ?? 0}): ${names(zone(opp, 'discard')).join(', ') || 'empty'}`,
  );

  // Combat notes: both Active Pokémon against each other.
  const mine = board(me, 'active');
  const theirs = board(opp, 'active');
  if (mine && theirs) {
    out.push('', '== COMBAT NOTES ==');
    const lines = (att: Board, def: Board, who: string) => {
      const attacker = pokemonIn(cards, pseudo, att.zone);
      const defender = pokemonIn(cards, pseudo, def.zone);
      if (!attacker || !defender) return;
      const provided = attachedTypes(cards, pseudo, attacker);
      for (const a of att.card.attacks) {
        const printed = parseDamage(a.damage);
        const base = printed?.base ?? 0;
        const d = attackDamage(cards, pseudo, attacker, defender, base);
        const left = def.card.hp - def.damage;
        const missing = missingEnergy(a.cost, provided);
        const notes = [...d.notes, ...(d.prevented ? [`prevented by ${d.prevented}`] : [])];
        const amount = damagePreview(
          a.damage,
          printed?.modifier ?? null,
          base,
          d.damage,
          def.card.name,
        );
        // Only a number the attack does at least can promise a Knock Out.
        const least = printed?.modifier === null || printed?.modifier === '+' || !printed;
        out.push(
          `- ${who} ${att.card.name} → ${a.name} (${formatCost(a.cost)}): ${amount}${notes.length ? ` (${notes.join(', ')})` : ''}${least && d.damage >= left && d.damage > 0 ? ' — KNOCKS OUT' : ` — ${left} HP left to KO`}; ${missing.length ? `needs more Energy: ${formatCost(missing)}` : 'payable now'}`,
        );
      }
    };
    lines(mine, theirs, 'Your');
    lines(theirs, mine, "Opponent's");
  }

  if (plugin?.flags.actions.length) {
    out.push('', '== THIS TURN ==');
    for (const a of plugin.flags.actions)
      out.push(`- ${view.turn.activePlayer === me ? 'you' : 'opponent'} ${a}`);
  }
  // The game keeps its last Knock Outs, of this turn or earlier ones.
  if (plugin?.knockouts.length)
    out.push(
      '',
      '== LATEST KNOCK OUTS ==',
      ...plugin.knockouts.slice(-3).map((k) => `- ${localize(k)}`),
    );
  // In the game's words; bookkeeping such as the Knock Out check says nothing to a player.
  const log = view.log
    .flatMap((e) => {
      const words = gameWords(e.message);
      return words === undefined ? [] : [words];
    })
    .slice(-(options.logLines ?? 10));
  if (log.length) out.push('', '== RECENT LOG ==', ...log.map((m) => `- ${localize(m)}`));
  out.push(
    '',
    '== ZONE KEYS ==',
    'your_hand, your_deck, your_discard, your_active, your_bench_1…your_bench_5, your_prizes_1…your_prizes_6, your_lost_zone; opponent_active, opponent_bench_1…5, opponent_discard, opponent_hand; stadium, staging.',
  );
  return out.join('\n');
}

/**
 * What an attack's printed damage promises, read by its operator: a fixed number as it is; `+`
 * the least it does; `-` the most; `×` the amount for each thing its text counts (none: 0).
 */
function damagePreview(
  printed: string,
  modifier: DamageModifier | null,
  base: number,
  damage: number,
  target: string,
): string {
  const to = `${damage} damage to ${target}`;
  if (modifier === '+') return `${printed} printed (more per its text): at least ${to}`;
  if (modifier === '-') return `${printed} printed (less per its text): at most ${to}`;
  if (modifier === '×')
    return `${printed} printed (${base} for each thing its text counts; none: 0): ${to} for each`;
  return to;
}

/** `p1:hand`-style zone keys in engine text. */
const ZONE_KEY_PATTERN = /\b([\w-]+):([a-z_0-9]+)\b/g;

/**
 * A bare player id in engine text, with its possessive (`p1's`, which reads "your", not "you's"),
 * one pattern per player list (games reuse the same ids).
 */
const playerWords = new Map<string, RegExp>();
function playerWordPattern(players: readonly PlayerId[]): RegExp {
  const key = players.join('|');
  let re = playerWords.get(key);
  if (re === undefined) {
    re = new RegExp(`(?<![\\w:])(${key})('s)?(?![\\w:])`, 'g');
    playerWords.set(key, re);
  }
  return re;
}

/**
 * A card's reference line, made once per card definition: definitions never change, and the
 * state text lists every visible card at every step.
 */
const referenceLines = new WeakMap<PokemonCard, string>();
function referenceLine(card: PokemonCard): string {
  let line = referenceLines.get(card);
  if (line === undefined) {
    const notes = manualNotes(card);
    line = [formatCardReference(card), ...notes.map((n) => `[${n}]`)].join(' ');
    referenceLines.set(card, line);
  }
  return line;
}

/**
 * What of a card the game does not carry out, part by part: only the parts without code are
 * marked (Flareon's compiled Flamethrower is not, when its Quick Attack is). A Power that only
 * applies and has no code is said to both players: nobody applies it but them.
 */
export function manualNotes(card: PokemonCard): string[] {
  if (!isPokemon(card))
    return missingEffects(card).length > 0
      ? ['MANUAL: you carry out its text with card moves, then finish_effect']
      : [];
  const out: string[] = [];
  for (const a of card.abilities) {
    if (abilitySpec(card, a)) continue;
    out.push(
      isActivatedAbility(a)
        ? `MANUAL ${a.name}: you carry it out with card moves, then finish_effect`
        : `${a.name} is not applied automatically: the players apply it by hand`,
    );
  }
  for (const a of card.attacks)
    if (a.text.trim() !== '' && !attackEffect(card, a.name))
      out.push(
        `MANUAL attack ${a.name}: the game makes its opening flips and asks you its damage; you carry out the rest, then finish_effect`,
      );
  return out;
}

/** A lasting effect in words, with when it ends. */
function markerText(m: Marker, turn: number): string {
  const what: Record<string, string> = {
    'prevent-damage': 'damage from attacks prevented',
    'prevent-effects': 'damage and effects of attacks prevented',
    'reduce-damage': `takes ${m.amount} less damage from attacks`,
    'reduce-damage-before': `takes ${m.amount} less damage from attacks (before Weakness and Resistance)`,
    'more-damage-taken': `takes ${m.amount} more damage from attacks that damage it`,
    'halve-damage': 'damage from attacks halved (rounded down to the nearest 10)',
    'prevent-damage-on-coin': `an attack that would damage it: a coin first, ${m.onHeads ? 'heads' : 'tails'} prevents the damage`,
    'no-condition': `can't become ${m.condition}`,
    'prevent-small-damage': `damage of ${m.amount} or less from attacks prevented`,
    'prevent-large-damage': `damage of ${m.amount} or more from attacks prevented`,
    'prevent-damage-from-basic': 'damage from Basic Pokémon prevented',
    'cant-attack': "can't attack",
    'cant-use-attack': `can't use ${m.name}`,
    'cant-retreat': "can't retreat",
    'strike-back': `an attack that damages it takes ${m.amount} back`,
    'poison-back': "an attack that damages it Poisons the attacker's side",
    'bench-damage-back': `an attack that damages it: ${m.amount} to each Benched Pokémon of the attacker's side`,
    'protect-bench': 'its Benched Pokémon take no damage from attacks',
    'stays-active': 'no card effect can change its player’s Active Pokémon',
    'no-energy-attach': "its player can't attach Energy cards to it",
    'no-hand-energy-attach': "its player can't attach Energy cards from the hand to it",
    'no-hand-energy-to-active': "can't attach Energy cards from the hand to the Active Pokémon",
    'retreat-cost-more': `Retreat Cost ${m.amount} more`,
    'no-retreat-cost': 'Retreat Cost 0',
    'survive-knock-out': 'if an attack would Knock it Out, it stays with 10 HP',
    'survive-knock-out-on-heads':
      'if damage from an attack would Knock it Out, flip: heads, it stays with 10 HP',
    'attack-may-fail': 'must flip to attack (tails: nothing)',
    'weaker-attacks': `attacks do ${m.amount} less damage`,
    'destiny-bond': 'Destiny Bond',
    'weakness-type': `Weakness is now ${m.type}`,
    'resistance-type': `Resistance is now ${m.type}`,
    'energy-burn': 'all its Energy is Fire',
    'poison-damage': `Poison does ${m.amount} damage`,
    'condition-at-turn-end': `is now ${m.condition} at the end of that turn`,
    'used-attack': `used ${m.name}`,
    'attack-bonus': `attacks by Pokémon with ${m.name} in their names do ${m.amount} more damage`,
    'power-stopped': 'its Pokémon Powers stop working',
    'power-stopped-on-bench': 'its Pokémon Powers stop working while it stays on the Bench',
    'type-change': `its type is now ${m.type}`,
    'energy-type': `provides ${m.type} Energy`,
    devolved: "devolved: can't evolve this turn",
    'made-attack': `attacked with ${m.name}`,
    'attacked-with': `was attacked with ${m.name}`,
    'attack-damage': `took ${m.amount} damage from an attack`,
    'knock-out': 'is Knocked Out',
    'stage-attacks': 'the Active Pokémon can use the attacks of the cards below it',
    'played-as-basic': 'is a Basic Pokémon',
  };
  const until =
    m.until === null
      ? ''
      : m.until <= turn
        ? ' (this turn)'
        : m.until === turn + 1
          ? ' (next turn)'
          : ' (until the turn after next)';
  const text = what[m.kind] ?? m.kind;
  // "used Leek Slap [Leek Slap]" says its source twice.
  return `${text}${text.includes(m.source) ? '' : ` [${m.source}]`}${until}`;
}
