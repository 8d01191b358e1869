import type { Action, InstanceId } from '@playmat/engine';
import type { PokemonInPlay } from '../game/board';
import type { SpecialCondition } from '../game/state';
import { zoneKey } from '../game/zones';
import type { EffectEnv } from './env';
import { markersOf } from './markers';
import { passiveRulesOf } from './passive-text';
import { abilityWorks, canHaveCondition, workingPassiveRules } from './passives';
import type { Reaction } from './reaction-text';
import { step } from './steps';
import { type ToolText, toolTextOf } from './tool-rules';
import type { EffectValue, Step } from './types';

/**
 * What the defending side's Pokémon do back when an attack damages them (Pollen Defense,
 * Fluffy Wool, Restless Sleep, Energy Drain — read by `reaction-text.ts`), at one point of the
 * attack: after all of its damage and effects, before hit-backs and Knock Outs are checked, so
 * a Pokémon the damage Knocks Out still reacts ("even if it's Knocked Out") and "unless that
 * attack Knocks Out" can be told. Each reacting Pokémon in turn (the Active one first, then the
 * Bench in order): its player flips the coin the text names, then the outcome happens on the
 * coin's side; a choice the text gives "you" is asked of that player's seat.
 *
 * Whether a Power works is judged with the Special Conditions its Pokémon had when the attack
 * started ("can't be used if … is already Asleep, Confused, or Paralyzed when your opponent
 * attacks"): a Pokémon the attack itself makes Asleep still reacts to its damage.
 */

/** The attack's first step: the Special Conditions of the opponent's Pokémon as it starts. */
export const REMEMBER_CONDITIONS: Step = step((e) => {
  const start: Record<string, EffectValue> = {};
  for (const mon of e.inPlay(e.opp)) start[mon.top] = [...mon.conditions];
  return { set: { conditionsAtAttack: start } };
});

/** The Special Conditions `mon` had when the attack started (its own now if not recorded). */
export function conditionsAtAttack(e: EffectEnv, mon: PokemonInPlay): SpecialCondition[] {
  const start = e.vars.conditionsAtAttack as Record<string, EffectValue> | undefined;
  const then = start?.[mon.top];
  return Array.isArray(then) ? (then as SpecialCondition[]) : [...mon.conditions];
}

/**
 * One reaction due: the Pokémon's zone, and the Power (its name, the rule's place in it) or the
 * Tool (its card, discarded after when its text says so) it comes from.
 */
interface Due {
  readonly zone: string;
  readonly power: string;
  readonly i: number;
  readonly tool?: InstanceId;
  readonly discard?: boolean;
  readonly reaction: Reaction;
}

/** Whether a reaction's conditions hold for `mon` (with its Special Conditions at the attack's start). */
function holds(r: Reaction, mon: PokemonInPlay, atStart: readonly SpecialCondition[]): boolean {
  if (r.activeOnly && !mon.zone.endsWith(':active')) return false;
  if (r.already && !atStart.includes(r.already)) return false;
  return !(r.unlessKnockedOut && mon.damage >= mon.hp);
}

/** A Tool's reaction (Counterattack Claws), read from its text. */
function toolReaction(e: EffectEnv, id: InstanceId): ToolText['reaction'] {
  const card = e.card(id);
  return card ? toolTextOf(card)?.reaction : undefined;
}

/** Whether this attack did damage to `mon` (its record made by the damage steps this turn). */
const damagedNow = (e: EffectEnv, mon: PokemonInPlay) =>
  markersOf(e.state, 'damaged-by-attack', mon.top).some((m) => m.until === e.state.plugin.gameTurn);

/** The reactions this attack's damage calls for, in board order (Active first). */
function dueReactions(e: EffectEnv): Due[] {
  const out: Due[] = [];
  for (const mon of e.inPlay(e.opp)) {
    if (!damagedNow(e, mon)) continue;
    const atStart = { ...mon, conditions: conditionsAtAttack(e, mon) };
    for (const ability of mon.card.abilities) {
      const rules = passiveRulesOf(mon.card.name, ability) ?? [];
      if (!abilityWorks(e.cards, e.state, atStart, ability)) continue;
      for (const [i, rule] of rules.entries())
        if (rule.kind === 'reaction' && holds(rule.reaction, mon, atStart.conditions))
          out.push({ zone: mon.zone, power: ability.name, i, reaction: rule.reaction });
    }
    for (const tool of mon.tools) {
      const t = toolReaction(e, tool);
      if (t && holds(t.reaction, mon, atStart.conditions))
        out.push({ zone: mon.zone, power: e.card(tool)?.name ?? 'Tool', i: 0, tool, ...t });
    }
  }
  return out;
}

/** The due reaction at the loop's index, re-read on the board as it is now. */
function current(e: EffectEnv): Due | undefined {
  const all = e.vars.reactions as EffectValue[] | undefined;
  const at = all?.[e.num('reaction')] as
    | { zone?: string; power?: string; i?: number; tool?: string }
    | undefined;
  if (!at?.zone) return undefined;
  const mon = e.pokemon(at.zone);
  if (at.tool !== undefined) {
    const t = mon?.tools.includes(at.tool) ? toolReaction(e, at.tool) : undefined;
    return t ? { zone: at.zone, power: at.power ?? '', i: 0, tool: at.tool, ...t } : undefined;
  }
  const ability = mon?.card.abilities.find((a) => a.name === at.power);
  const i = at.i ?? 0;
  const rule = mon && ability ? passiveRulesOf(mon.card.name, ability)?.[i] : undefined;
  return rule?.kind === 'reaction'
    ? { zone: at.zone, power: at.power ?? '', i, reaction: rule.reaction }
    : undefined;
}

/** The attacking Pokémon, when it is still in play. */
const attacker = (e: EffectEnv) => (e.self?.zone.endsWith(':active') ? e.self : undefined);

/** The reactions of the attack's end (see the top of this file). */
export const REACT_TO_DAMAGE: readonly Step[] = [
  step((e) => ({
    set: {
      reaction: 0,
      reactions: dueReactions(e).map((d) => ({
        zone: d.zone,
        power: d.power,
        i: d.i,
        ...(d.tool !== undefined ? { tool: d.tool } : {}),
      })),
    },
  })),
  // The coin, flipped by the reacting Pokémon's player.
  step((e) => {
    const due = current(e);
    if (!due) return { jump: 3 };
    return due.reaction.coin
      ? { flip: { var: 'reactCoin', by: e.opp } }
      : { set: { reactCoin: 1 } };
  }),
  // The outcome on the coin's side; a choice is asked of the reacting player.
  step((e) => {
    const due = current(e);
    const r = due?.reaction;
    const heads = e.num('reactCoin') > 0;
    const happens = r !== undefined && (r.coin === undefined || heads === (r.coin === 'heads'));
    const target = attacker(e);
    // "Then, discard Counterattack Claws.": once its coin is flipped, on either side.
    const owner = due ? e.state.cards[due.tool ?? '']?.owner : undefined;
    const drop =
      due?.tool !== undefined && due.discard && owner
        ? [e.move(due.tool, due.zone, zoneKey(owner, 'discard'), undefined, owner)]
        : [];
    if (!due || !r || !happens || !target) return { actions: drop, set: { reactEnergy: [] } };
    const o = r.outcome;
    if (o.kind === 'discard-energy')
      return {
        actions: drop,
        choose: {
          var: 'reactEnergy',
          kind: 'energy',
          decider: e.opp,
          prompt: `${due.power}: choose 1 Energy card attached to ${target.card.name} to discard.`,
          options: target.energy.map((id) => e.cardOption(id)),
        },
      };
    const actions: Action[] = [];
    if (o.kind === 'condition' && canHaveCondition(e.cards, e.state, target, o.condition))
      actions.push(e.setStatus(target.zone, o.condition));
    const amount = o.kind === 'damage' ? o.amount : o.kind === 'counters' ? 10 * o.count : 0;
    const hit = e.addDamage(target.zone, amount);
    if (hit) actions.push(hit);
    return { actions: [...actions, ...drop], set: { reactEnergy: [] } };
  }),
  step((e) => {
    const actions = e.chosen('reactEnergy').flatMap((id) => {
      const from = e.self?.zone;
      return from && e.self?.energy.includes(id)
        ? [e.move(id, from, zoneKey(e.me, 'discard'))]
        : [];
    });
    return { actions, set: { reaction: e.num('reaction') + 1 }, jump: -2 };
  }),
];

/**
 * Mirror Coat: each Special Condition of its list that this attack gave a Pokémon of the
 * defending side with the Poké-Body, the attacking Pokémon gets too (when it can have it).
 */
export const MIRROR_CONDITIONS: Step = step((e) => {
  const target = attacker(e);
  if (!target) return undefined;
  const given = new Set<SpecialCondition>();
  for (const mon of e.inPlay(e.opp)) {
    const before = conditionsAtAttack(e, mon);
    for (const { rule } of workingPassiveRules(e.cards, e.state, mon))
      if (rule.kind === 'mirror-conditions')
        for (const c of rule.conditions)
          if (mon.conditions.includes(c) && !before.includes(c)) given.add(c);
  }
  const actions = [...given]
    .filter((c) => !target.conditions.includes(c) && canHaveCondition(e.cards, e.state, target, c))
    .map((c) => e.setStatus(target.zone, c));
  return actions.length > 0 ? { actions } : undefined;
});
