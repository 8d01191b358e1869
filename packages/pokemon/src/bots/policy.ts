import { isBasicPokemon, isEnergy, isPokemon, stage } from '../cards/card-helpers';
import type { EnergyType, PokemonCard, PokemonSupertypeCard } from '../cards/types';
import { type AttackChoice, bestAttack, coinCount, estimateRawDamage, potential } from './attacks';
import {
  type Board,
  baseDamage,
  energyHelps,
  energyProvides,
  type InPlay,
  inPlay,
  missingEnergyCount,
} from './board';
import { headsIn } from './result-text';
import { call, type Play, type Step } from './steps';
import {
  bestBenched,
  handEnergy,
  searchDeck,
  type TurnKnowledge,
  trainerCandidates,
} from './trainers';

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
  if (hand.some((h) => h.card.name === 'Rare Candy')) {
    for (const target of inPlay(board.me)) {
      if (k.enteredZones.has(target.zone) || stage(target.top.card) !== 'Basic') continue;
      for (const h of hand) {
        if (stage(h.card) !== 'Stage 2') continue;
        const middle = (h.card as PokemonSupertypeCard).evolvesFrom;
        if (!middle || !evolvesFromName(middle, target.top.card.name, board)) continue;
        out.push({
          call: call('play_trainer', { card: 'Rare Candy', target: target.zone }),
          followUps: [call('evolve', { card: h.card.name, target: target.zone })],
          why: `Rare Candy into ${h.card.name}`,
        });
      }
    }
  }
  return out;
}

/** Whether the Stage 1 named `middle` evolves from `basic` (looked up among known cards). */
function evolvesFromName(middle: string, basic: string, board: Board): boolean {
  void board;
  return STAGE1_OF[middle] === basic;
}

/** Stage 1 → Basic for the bundled lines (Rare Candy needs to know the skipped step). */
const STAGE1_OF: Record<string, string> = {
  Crocalor: 'Fuecoco',
  Pawmo: 'Pawmi',
  Quaxwell: 'Quaxly',
  Charmeleon: 'Charmander',
  Machoke: 'Machop',
  Kakuna: 'Weedle',
  Ivysaur: 'Bulbasaur',
  Wartortle: 'Squirtle',
  Haunter: 'Gastly',
  Kadabra: 'Abra',
};

/** Registers more Stage 1 → Basic links (from a registry) for Rare Candy. */
export function learnEvolutionLines(cards: readonly PokemonCard[]): void {
  for (const c of cards)
    if (isPokemon(c) && stage(c) === 'Stage 1' && c.evolvesFrom) STAGE1_OF[c.name] = c.evolvesFrom;
}

/** Useful Abilities of the bundled Pokémon. */
function abilities(board: Board, k: TurnKnowledge): Play[] {
  const out: Play[] = [];
  for (const p of inPlay(board.me)) {
    for (const a of p.top.card.abilities) {
      if (k.abilitiesUsed.has(`${p.zone}:${a.name}`)) continue;
      const use = call('declare_ability', { pokemon: p.zone, ability: a.name });
      if (a.name === 'Electrogenesis' && board.me.deckCount > 2)
        out.push({
          call: use,
          followUps: searchDeck(
            (c) => c.name === 'Basic Lightning Energy',
            (found) =>
              found.length
                ? [
                    call('move_card', {
                      card: 'Basic Lightning Energy',
                      from: 'your_deck',
                      to: p.zone,
                      position: 'bottom',
                    }),
                  ]
                : [],
          ),
          why: 'attach a Lightning Energy',
        });
      if (a.name === 'Tandem Unit' && board.me.emptyBench.length > 0)
        out.push({
          call: use,
          followUps: searchDeck(
            (c) => isBasicPokemon(c) && (c as PokemonSupertypeCard).types.includes('Lightning'),
            (found, ctx) =>
              found
                .filter((c) => !c.subtypes.includes('ex'))
                .slice(0, Math.min(2, ctx.board.me.emptyBench.length))
                .map((c, i) =>
                  call('move_card', {
                    card: c.name,
                    from: 'your_deck',
                    to: ctx.board.me.emptyBench[i],
                  }),
                ),
          ),
          why: 'bench two Lightning Pokémon',
        });
      if (a.name === 'Energy Carnival') {
        const best = attachments(board)[0];
        if (best)
          out.push({
            call: use,
            followUps: [
              call('move_card', {
                card: best.call.input.energy,
                from: 'your_hand',
                to: best.call.input.target,
                position: 'bottom',
              }),
            ],
            why: 'attach an extra Energy',
          });
      }
      if (a.name === 'Fire Off' && board.me.active && p.zone !== board.me.active.zone) {
        const active = board.me.active;
        const donor = board.me.bench.find(
          (b) => b.provides.includes('Fire') && b.zone !== active.zone,
        );
        const need = active.top.card.attacks.some((at) =>
          energyHelps(at.cost, active.provides, 'Fire'),
        );
        const fire = donor?.energy.find((e) => energyProvides(e.card) === 'Fire');
        if (donor && need && fire)
          out.push({
            call: use,
            followUps: [
              call('move_card', {
                card: `#${fire.view.id}`,
                from: donor.zone,
                to: active.zone,
                position: 'bottom',
              }),
            ],
            why: 'move Fire Energy to the Active',
          });
      }
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

/** The attack, with what its text asks for before it (coin flips, statuses). */
export function attackPlay(board: Board): Play | null {
  const active = board.me.active;
  if (!active) return null;
  const choice = bestAttack(active, board.opp.active);
  if (!choice) return null;
  return attackSteps(board, active, choice);
}

const STATUS_RE = /is now (Asleep|Burned|Confused|Paralyzed|Poisoned)/i;

function attackSteps(board: Board, active: InPlay, choice: AttackChoice): Play {
  const { attack } = choice;
  const text = attack.text;
  const variable = /[+×x\-−]$/.test(attack.damage.trim());
  const defender = board.opp.active;
  const types = active.top.card.types as EnergyType[];
  // The tool applies weakness and resistance itself: pass the amount before them.
  const finalDamage = (raw: number) => Math.max(0, Math.round(raw));
  void types;
  // Energy the attack discards from the attacker is part of the attack itself: named in
  // discard_energy, it leaves after the cost check, so no card_effect is needed.
  const discard = selfDiscard(active, text);
  const declare = (damage?: number) =>
    call('declare_attack', {
      attack: attack.name,
      ...(damage === undefined ? {} : { damage }),
      ...(discard ? { discard_energy: discard } : {}),
    });
  const status = STATUS_RE.exec(text)?.[1]?.toLowerCase();
  const coins = coinCount(text);
  const selfHit = /does (\d+) damage to itself/i.exec(text);
  const why = `attack with ${attack.name}${choice.knocksOut ? ' for a knock-out' : ''}`;

  if (coins === 0) {
    const pre: Step[] = [];
    // Statuses on the opponent's Active and damage to the attacker itself break no rule: the
    // tools take them without card_effect.
    if (status && /The Defending Pokémon is now|opponent's Active Pokémon is now/i.test(text))
      pre.push(call('set_status', { target: 'opponent_active', status }));
    if (selfHit)
      pre.push(
        call('add_counter', {
          card: `#${active.top.view.id}`,
          zone: active.zone,
          counter: 'damage',
          amount: Number(selfHit[1]),
        }),
      );
    if (pre.length === 0)
      return {
        call: declare(
          variable ? finalDamage(estimateRawDamage(attack, active, defender)) : undefined,
        ),
        why,
      };
    return {
      call: pre[0] as ReturnType<typeof call>,
      followUps: [
        ...pre.slice(1),
        declare(variable ? finalDamage(estimateRawDamage(attack, active, defender)) : undefined),
      ],
      why,
      attack: attack.name,
    };
  }
  // A coin decides something: flip first, then act on the result.
  return {
    call: call('coin_flip', { count: coins }),
    followUps: [
      (ctx) => {
        const heads = headsIn(ctx.lastText) ?? 0;
        const tails = coins - heads;
        if (/If tails, this attack does nothing/i.test(text) && tails > 0)
          return [
            ctx.toolNames.includes('request_replan')
              ? call('request_replan', {
                  reason: `coin flip came up tails: ${attack.name} does nothing`,
                })
              : call('end_turn'),
          ];
        const out: Step[] = [];
        if (status && /If heads/i.test(text) && heads > 0)
          out.push(call('set_status', { target: 'opponent_active', status }));
        const selfTails = /If tails, .* does (\d+) damage to itself/i.exec(text);
        if (selfTails && tails > 0)
          out.push(
            call('add_counter', {
              card: `#${active.top.view.id}`,
              zone: active.zone,
              counter: 'damage',
              amount: Number(selfTails[1]),
            }),
          );
        if (/times the number of heads/i.test(text))
          out.push(declare(finalDamage(baseDamage(attack.damage) * heads)));
        else
          out.push(
            declare(
              variable ? finalDamage(estimateRawDamage(attack, active, defender)) : undefined,
            ),
          );
        return out;
      },
    ],
    why,
    attack: attack.name,
  };
}

const SELF_DISCARD =
  /Discard (all|an?|one|two|three|\d+) (?:(\w+) )?Energy(?: cards?)? (?:attached to (?!it\b)|from this Pokémon)/i;
const COUNT_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3 };

/**
 * The `discard_energy` of an attack whose text says "discard N (type) Energy from this
 * Pokémon" (names as attached), or undefined when it discards none of the attacker's Energy.
 * Takes matching Energy from the bottom of the stack (the last attached) first.
 */
export function selfDiscard(active: InPlay, text: string): string[] | undefined {
  const m = SELF_DISCARD.exec(text);
  if (!m) return undefined;
  const word = (m[1] ?? '').toLowerCase();
  const type = m[2] && m[2].toLowerCase() !== 'basic' ? cap(m[2]) : undefined;
  const pool = [...active.energy].reverse().filter((e) => !type || energyProvides(e.card) === type);
  const n = word === 'all' ? pool.length : (COUNT_WORDS[word] ?? Number(word));
  const names = pool.slice(0, n).map((e) => e.card.name);
  return names.length === 0 ? undefined : names;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).toLowerCase();

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
