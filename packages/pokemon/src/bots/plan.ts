import { trainerKind } from '../cards/card-helpers';
import type { EnergyType } from '../cards/types';
import { coinCount } from './attacks';
import { type Board, energyProvides, type InPlay } from './board';
import { attackPlay, mainCandidates } from './policy';
import { call, callKey, type Play } from './steps';
import type { TurnKnowledge } from './trainers';
import type { BotCall } from './types';

/** One planned step. */
export interface PlanStep {
  readonly call: BotCall;
  readonly why: string;
}

/** A turn plan: what the planner writes and the executor follows. */
export interface TurnPlan {
  readonly situation: string;
  readonly steps: readonly PlanStep[];
  readonly contingencies: readonly string[];
}

const MAX_STEPS = 15;

/**
 * Plans a main phase from the board without touching the game: the policy's plays in order,
 * tracking which hand cards and turn limits the earlier steps use up, ending with the attack
 * (counting Energy attached earlier in the plan) or `end_turn`.
 */
export function planTurn(
  board: Board,
  k: TurnKnowledge,
  rejected: (p: Play) => boolean,
  options: { noAttack?: readonly string[] } = {},
): TurnPlan {
  const steps: PlanStep[] = [];
  const planned = new Set<string>();
  const handLeft = new Map<string, number>();
  for (const h of board.me.hand) handLeft.set(h.card.name, (handLeft.get(h.card.name) ?? 0) + 1);
  const usedBench = new Set<string>();
  let sim: TurnKnowledge = { ...k, enteredZones: new Set(k.enteredZones) };
  let b = board;
  const forbidden = new Set(options.noAttack ?? []);

  const uses = (c: BotCall): string | undefined => {
    const i = c.input as Record<string, string>;
    if (c.toolName === 'attach_energy') return i.energy;
    if (['play_pokemon', 'evolve', 'play_trainer'].includes(c.toolName)) return i.card;
    return undefined;
  };

  for (let n = 0; n < MAX_STEPS; n++) {
    const plays = mainCandidates(b, sim).filter((p) => {
      if (rejected(p) || planned.has(callKey(p.call))) return false;
      if (p.call.toolName === 'end_turn' || p.call.toolName === 'declare_attack') return false;
      const card = uses(p.call);
      if (card !== undefined && (handLeft.get(card) ?? 0) <= 0) return false;
      const to = (p.call.input as { to?: string }).to;
      if (p.call.toolName === 'play_pokemon' && to && usedBench.has(to)) return false;
      return true;
    });
    let next = plays[0];
    if (next?.call.toolName === 'play_pokemon') {
      const free = b.me.emptyBench.find((z) => !usedBench.has(z));
      if (!free) next = plays.find((p) => p.call.toolName !== 'play_pokemon');
      else next = { ...next, call: call('play_pokemon', { ...next.call.input, to: free }) };
    }
    if (!next) break;
    steps.push({ call: next.call, why: next.why });
    planned.add(callKey(next.call));
    const card = uses(next.call);
    if (card !== undefined) handLeft.set(card, (handLeft.get(card) ?? 0) - 1);
    const input = next.call.input as Record<string, string>;
    switch (next.call.toolName) {
      case 'play_pokemon':
        usedBench.add(input.to as string);
        sim = { ...sim, enteredZones: new Set([...sim.enteredZones, input.to as string]) };
        break;
      case 'evolve':
        sim = { ...sim, enteredZones: new Set([...sim.enteredZones, input.target as string]) };
        break;
      case 'attach_energy': {
        sim = { ...sim, energyAttached: true };
        const e = b.me.hand.find((h) => h.card.name === input.energy);
        if (e) b = withEnergy(b, input.target as string, energyProvides(e.card));
        break;
      }
      case 'play_trainer': {
        const t = b.me.hand.find((h) => h.card.name === input.card)?.card;
        if (t && trainerKind(t) === 'Supporter') sim = { ...sim, supporterPlayed: true };
        if (t && trainerKind(t) === 'Stadium') sim = { ...sim, stadiumPlayed: true };
        break;
      }
      case 'declare_retreat':
        sim = { ...sim, retreated: true };
        break;
    }
    if (next.call.toolName === 'declare_retreat' || input.card === 'Switch') break; // the board changes too much to plan on
  }

  const contingencies: string[] = [];
  const attack = sim.firstGameTurn ? null : attackPlay(b);
  const attackName = attack ? String((attack.call.input as { attack?: string }).attack ?? '') : '';
  if (attack && !forbidden.has(attackName) && !rejected(attack)) {
    steps.push({ call: call('declare_attack', { attack: attackName }), why: attack.why });
    const text = b.me.active?.top.card.attacks.find((a) => a.name === attackName)?.text ?? '';
    if (coinCount(text) > 0)
      contingencies.push(
        `Step ${steps.length}: ${attackName} flips coins when it is declared; the game applies the result.`,
      );
  } else steps.push({ call: call('end_turn'), why: 'nothing left worth doing' });

  return { situation: describeSituation(board), steps, contingencies };
}

function withEnergy(board: Board, zone: string, type: EnergyType): Board {
  const add = (p: InPlay | null): InPlay | null =>
    p && p.zone === zone ? { ...p, provides: [...p.provides, type] } : p;
  return {
    ...board,
    me: {
      ...board.me,
      active: add(board.me.active),
      bench: board.me.bench.map((p) => add(p) as InPlay),
    },
  };
}

function describeSituation(board: Board): string {
  const mine = board.me.active
    ? `${board.me.active.top.card.name} (${board.me.active.hpLeft} HP left)`
    : 'no Active Pokémon';
  const theirs = board.opp.active
    ? `${board.opp.active.top.card.name} (${board.opp.active.hpLeft} HP left)`
    : 'no Active Pokémon';
  return `My ${mine} faces ${theirs}; I have ${board.me.bench.length} benched and ${board.me.prizesLeft} prizes left, the opponent ${board.opp.bench.length} benched and ${board.opp.prizesLeft} prizes left.`;
}

/** The plan in the planner output format (`SITUATION:` / `PLAN:` / `COIN FLIP CONTINGENCIES:`). */
export function formatPlan(plan: TurnPlan): string {
  const lines = [`SITUATION: ${plan.situation}`, 'PLAN:'];
  plan.steps.forEach((s, i) => {
    const input = Object.keys(s.call.input).length > 0 ? ` ${JSON.stringify(s.call.input)}` : '';
    lines.push(`${i + 1}. ${s.call.toolName}${input} — ${s.why}`);
  });
  lines.push(
    `COIN FLIP CONTINGENCIES: ${plan.contingencies.length > 0 ? plan.contingencies.join(' ') : 'none'}`,
  );
  return lines.join('\n');
}

/** Reads the last plan in a text back into steps (tool name + JSON input per numbered line). */
export function parsePlan(text: string): PlanStep[] | null {
  const at = text.lastIndexOf('PLAN:');
  if (at < 0) return null;
  const body = text.slice(at + 5).split('COIN FLIP CONTINGENCIES:')[0] ?? '';
  const steps: PlanStep[] = [];
  for (const line of body.split('\n')) {
    const m = /^\s*\d+\.\s+([a-z_]+)\s*(\{.*\})?\s*(?:—\s*(.*))?$/.exec(line);
    if (!m) continue;
    let input: Record<string, unknown> = {};
    if (m[2]) {
      try {
        input = JSON.parse(m[2]) as Record<string, unknown>;
      } catch {
        continue;
      }
    }
    steps.push({ call: call(m[1] as string, input), why: m[3] ?? '' });
  }
  return steps.length > 0 ? steps : null;
}
