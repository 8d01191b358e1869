import { isActivatedAbility, isBasicPokemon, isEnergy, isPokemon } from '../cards/card-helpers';
import type { PokemonCard, PokemonSupertypeCard } from '../cards/types';
import { bestAttack, potential } from './attacks';
import {
  type Board,
  baseDamage,
  energyHelps,
  energyProvides,
  type InPlay,
  inPlay,
  missingEnergyCount,
} from './board';
import { call, type Play } from './steps';
import { bestBenched, handEnergy, type TurnKnowledge, trainerCandidates } from './trainers';

/**
 * The next play of the main phase, or the final `declare_attack` / `end_turn`. Pure: the same
 * board, knowledge and rejections always give the same play.
 */
export function decideMain(board: Board, k: TurnKnowledge, rejected: (p: Play) => boolean): Play {
  return (
    mainCandidates(board, k).find((p) => !rejected(p)) ?? {
      call: call('end_turn'),
      why: 'nothing useful left',
    }
  );
}

/**
 * Every play worth making now, best first, ending with the attack (if any) and `end_turn`.
 * The planner lists these; the executor looks up a planned call here to know its follow-ups.
 */
export function mainCandidates(board: Board, k: TurnKnowledge): Play[] {
  const me = board.me;
  const out: Play[] = [];
  const basics = me.hand
    .filter((h) => isBasicPokemon(h.card))
    .sort(
      (a, b) =>
        potential(b.card as PokemonSupertypeCard) - potential(a.card as PokemonSupertypeCard) ||
        a.card.name.localeCompare(b.card.name),
    );
  const bench = me.emptyBench[0];
  if (bench)
    for (const b of basics)
      out.push({
        call: call('play_pokemon', { card: b.card.name, to: bench }),
        why: `bench ${b.card.name}`,
      });
  if (!k.firstOwnTurn) out.push(...evolutions(board, k));
  out.push(...trainerCandidates(board, k));
  out.push(...abilities(board, k));
  if (!k.energyAttached) out.push(...attachments(board));
  if (!k.retreated) {
    const r = retreatPlay(board);
    if (r) out.push(r);
  }
  if (!k.firstGameTurn && me.active) {
    const a = attackPlay(board);
    if (a) out.push(a);
  }
  out.push({ call: call('end_turn'), why: 'nothing useful left' });
  return out;
}

/** Evolve what can evolve (Stage 2 through Rare Candy), the Active Pokémon first. */
function evolutions(board: Board, k: TurnKnowledge): Play[] {
  const out: Play[] = [];
  const hand = board.me.hand;
  for (const target of inPlay(board.me)) {
    if (k.enteredZones.has(target.zone)) continue;
    for (const h of hand) {
      if (isPokemon(h.card) && h.card.evolvesFrom === target.top.card.name)
        out.push({
          call: call('evolve', { card: h.card.name, target: target.zone }),
          why: `evolve into ${h.card.name}`,
        });
    }
  }
  return out;
}

export { learnEvolutionLines } from './evolution-lines';

/** Abilities a bot leaves alone: they end the turn or knock out their own Pokémon. */
const RISKY_ABILITY = /your turn ends|ends your turn|Knock Out (Electrode|this Pokémon)/i;

/**
 * A Power whose sure effect is a Special Condition on its own player's Active Pokémon (Head
 * Trip: "One of your Active Pokémon is now Confused.") — not one a coin decides ("if tails, your
 * Active Pokémon is now Asleep").
 */
const HARMS_OWN_ACTIVE =
  /(?:^|[.] )(?:(?:One|1) of your|Your) Active Pokémon is now (?:Asleep|Burned|Confused|Paralyzed|Poisoned)/;

/** Whether the heuristic bot leaves this Ability alone (it hurts its own side). */
export const botSkipsAbility = (text: string): boolean =>
  RISKY_ABILITY.test(text) || HARMS_OWN_ACTIVE.test(text);

/**
 * Abilities worth using now: those the bot knows to be good when they apply, else any other
 * Ability its owner may use, tried once a turn (the game says when one cannot be used).
 */
function abilities(board: Board, k: TurnKnowledge): Play[] {
  const out: Play[] = [];
  for (const p of inPlay(board.me)) {
    for (const a of p.top.card.abilities) {
      if (k.abilitiesUsed.has(`${p.zone}:${a.name}`) || !isActivatedAbility(a)) continue;
      if (botSkipsAbility(a.text)) continue;
      const use = call('declare_ability', { pokemon: p.zone, ability: a.name });
      if (a.name === 'Tandem Unit' && board.me.emptyBench.length === 0) continue;
      if (a.name === 'Electrogenesis' && board.me.deckCount <= 2) continue;
      if (a.name === 'Energy Carnival' && !board.me.hand.some((h) => isEnergy(h.card))) continue;
      if (a.name === 'Nest Stash' && board.me.hand.length > 2) continue;
      if (a.name === 'Rumbling Engine' && board.me.hand.length >= 5) continue;
      if (a.name === 'Intimidating Howl' && board.opp.bench.length === 0) continue;
      out.push({ call: use, why: `use ${a.name}` });
    }
  }
  return out;
}

/** Energy attachments ranked: finish an attack on the Active now, then power up the best attacker. */
export function attachments(board: Board): Play[] {
  const scored: { play: Play; score: number }[] = [];
  const seenTypes = new Set<string>();
  for (const e of handEnergy(board)) {
    const type = energyProvides(e.card);
    if (seenTypes.has(e.card.name)) continue;
    seenTypes.add(e.card.name);
    for (const p of inPlay(board.me)) {
      const forms = formsOf(p, board);
      let score = -1;
      for (const form of forms) {
        for (const a of form.attacks) {
          if (!energyHelps(a.cost, p.provides, type)) continue;
          const nowMissing = missingEnergyCount(a.cost, [...p.provides, type]);
          const dmg = baseDamage(a.damage);
          let s = 20 + dmg / 5 + (form === p.top.card ? 0 : 5);
          if (nowMissing === 0 && p.zone === board.me.active?.zone && form === p.top.card) {
            const before = bestAttack(p, board.opp.active);
            const after = bestAttack(p, board.opp.active, [...p.provides, type]);
            s += 100 + (after?.value ?? 0) - (before?.value ?? 0);
          }
          if (p.zone === board.me.active?.zone) s += 10;
          score = Math.max(score, s);
        }
      }
      if (score > 0)
        scored.push({
          play: {
            call: call('attach_energy', { energy: e.card.name, target: p.zone }),
            why: `power up ${p.top.card.name}`,
          },
          score,
        });
    }
  }
  scored.sort((a, b) => b.score - a.score);
  return scored.map((s) => s.play);
}

/** The Pokémon itself plus the evolutions in hand it could become. */
function formsOf(p: InPlay, board: Board): PokemonSupertypeCard[] {
  const out = [p.top.card];
  for (const h of board.me.hand)
    if (isPokemon(h.card) && h.card.evolvesFrom === p.top.card.name) out.push(h.card);
  return out;
}

/** Retreat when the Active cannot do anything useful and a benched Pokémon can. */
function retreatPlay(board: Board): Play | null {
  const active = board.me.active;
  if (!active || active.statuses.includes('asleep') || active.statuses.includes('paralyzed'))
    return null;
  const cost = active.top.card.retreatCost.length;
  if (cost > active.energy.length) return null;
  const now = bestAttack(active, board.opp.active);
  const target = bestBenched(board);
  if (!target) return null;
  const then = bestAttack(target, board.opp.active);
  if (!then) return null;
  const better =
    !now || (then.knocksOut && !now.knocksOut) || (cost === 0 && then.value > now.value + 30);
  if (!better) return null;
  return {
    call: call('declare_retreat', { to: target.zone }),
    why: `retreat for ${target.top.card.name}`,
  };
}

/** The attack the bot would use now, if any: the game carries out its text. */
export function attackPlay(board: Board): Play | null {
  const active = board.me.active;
  if (!active) return null;
  const choice = bestAttack(active, board.opp.active);
  if (!choice) return null;
  return {
    call: call('declare_attack', { attack: choice.attack.name }),
    why: `attack with ${choice.attack.name}${choice.knocksOut ? ' for a knock-out' : ''}`,
  };
}

/** Setup: put the best Basic Active, bench the rest; mulligan when there is none. */
export function decideSetup(
  board: Board,
  toolNames: readonly string[],
  rejected: (p: Play) => boolean,
): Play {
  const basics = board.me.hand
    .filter((h) => isBasicPokemon(h.card))
    .map((h) => h.card as PokemonSupertypeCard)
    .sort((a, b) => setupRank(b) - setupRank(a) || a.name.localeCompare(b.name));
  const endTool =
    toolNames.includes('end_phase') || toolNames.length === 0 ? 'end_phase' : 'end_turn';
  if (!board.me.active) {
    if (basics.length === 0) {
      if (toolNames.includes('mulligan'))
        return { call: call('mulligan'), why: 'no Basic Pokémon' };
      return { call: call(endTool), why: 'no Basic Pokémon' };
    }
    const first = basics
      .map((b) => ({
        call: call('play_pokemon', { card: b.name, to: 'your_active' }),
        why: `${b.name} Active`,
      }))
      .find((p) => !rejected(p));
    if (first) return first;
  }
  const to = board.me.emptyBench[0];
  if (to) {
    const next = basics
      .map((b) => ({ call: call('play_pokemon', { card: b.name, to }), why: `bench ${b.name}` }))
      .find((p) => !rejected(p));
    if (next) return next;
  }
  return { call: call(endTool), why: 'setup done' };
}

function setupRank(c: PokemonSupertypeCard): number {
  // A sturdy attacker up front; a Basic that will evolve stays safer on the bench.
  return (
    c.hp / 10 + potential(c) / 5 - c.retreatCost.length * 2 - (c.subtypes.includes('ex') ? 0 : 0)
  );
}

/**
 * A decision: the most extra cards offered after the opponent's mulligans (cards in hand are
 * options), else a promotion — the option naming the best benched Pokémon.
 */
export function decideDecision(board: Board, options: readonly string[] | null): Play {
  const draws = (options ?? []).filter((o) => /^draw \d+$/.test(o));
  if (draws.length > 0) {
    const most = draws.reduce((a, b) => (Number(b.slice(5)) > Number(a.slice(5)) ? b : a));
    return { call: call('resolve_decision', { choice: most }), why: `mulligan bonus: ${most}` };
  }
  const best = bestBenched(board);
  if (!options || options.length === 0) {
    return {
      call: call('resolve_decision', {
        choice: best?.zone ?? board.me.bench[0]?.zone ?? 'your_bench_1',
      }),
      why: 'promote',
    };
  }
  const slot = (o: string) => /bench_(\d+)/.exec(o)?.[1];
  const wanted = best ? slot(best.zone) : undefined;
  const choice = options.find((o) => slot(o) === wanted) ?? options[0] ?? 'your_bench_1';
  return {
    call: call('resolve_decision', { choice }),
    why: `promote ${best?.top.card.name ?? 'a Pokémon'}`,
  };
}

/** True when a hand card is an Energy (re-export for plans). */
export const isEnergyCard = (c: PokemonCard) => isEnergy(c);
