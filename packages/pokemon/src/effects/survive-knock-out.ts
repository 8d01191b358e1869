import type { InstanceId } from '@playmat/engine';
import type { PokemonInPlay } from '../game/board';
import { zoneKey } from '../game/zones';
import type { EffectEnv } from './env';
import { markersOf } from './markers';
import { passiveRulesOf } from './passive-text';
import { abilityWorks } from './passives';
import { conditionsAtAttack } from './reactions';
import { step } from './steps';
import { toolTextOf } from './tool-rules';
import type { Step } from './types';

/**
 * At the end of an attack, before Knock Outs are checked: a Pokémon the attack would Knock Out
 * that carries Endure ("… isn't Knocked Out and its remaining HP become 10 instead") keeps 10
 * HP; with Armor Up only when damage from the attack did it, and a coin comes up heads.
 */
export const SURVIVE_KNOCK_OUT: readonly Step[] = [
  step((e) => ({ set: { survivors: survivorsOf(e).map((s) => s.zone), survivor: 0 } })),
  step((e) => {
    const zone = e.chosen('survivors')[e.num('survivor')];
    if (zone === undefined) return { jump: 2 };
    const mon = e.pokemon(zone);
    const coin = mon && markersOf(e.state, 'survive-knock-out', mon.top).length === 0;
    // A Power's coin (Fortitude) is flipped by its Pokémon's player.
    const by = mon && !savingTool(e, mon) && survivesByPower(e, mon) ? { by: e.opp } : {};
    return coin ? { flip: { var: 'survive', ...by } } : { set: { survive: 1 } };
  }),
  step((e) => {
    const mon = e.pokemon(e.chosen('survivors')[e.num('survivor')] ?? '');
    const next = { survivor: e.num('survivor') + 1 };
    if (!mon) return { set: next, jump: -1 };
    // Focus Band: "Then, discard Focus Band." once its coin is flipped (tails: it goes anyway).
    const tool =
      markersOf(e.state, 'survive-knock-out', mon.top).length === 0
        ? savingTool(e, mon)
        : undefined;
    const owner = mon.zone.slice(0, mon.zone.indexOf(':'));
    const drop = tool ? [e.move(tool, mon.zone, zoneKey(owner, 'discard'), undefined, owner)] : [];
    if (e.heads('survive') === 0) return { actions: drop, set: next, jump: -1 };
    return {
      actions: [...e.heal(mon.zone, mon.damage - (mon.hp - 10)), ...drop],
      set: next,
      jump: -1,
    };
  }),
];

/**
 * A Tool on one of the opponent's Pokémon that may save it from this attack's Knock Out on heads
 * (Focus Band: "would be Knocked Out by your opponent's attack").
 */
function savingTool(e: EffectEnv, mon: PokemonInPlay): InstanceId | undefined {
  if (e.effect.source !== 'attack' || !mon.zone.startsWith(`${e.opp}:`)) return undefined;
  return mon.tools.find((id) => {
    const card = e.card(id);
    return card !== undefined && toolTextOf(card)?.surviveOnHeads === true;
  });
}

/** The Pokémon in play that would be Knocked Out now and have an effect that may save them. */
function survivorsOf(e: EffectEnv) {
  return [...e.inPlay(e.me), ...e.inPlay(e.opp)].filter((mon) => {
    if (mon.damage < mon.hp || mon.hp <= 10) return false;
    if (markersOf(e.state, 'survive-knock-out', mon.top).length > 0) return true;
    if (savingTool(e, mon) !== undefined) return true;
    if (survivesByPower(e, mon)) return true;
    // Armor Up: "by damage from an attack" — this attack did damage to it.
    return (
      markersOf(e.state, 'survive-knock-out-on-heads', mon.top).length > 0 &&
      markersOf(e.state, 'damaged-by-attack', mon.top).length > 0
    );
  });
}

/**
 * A Power such as Fortitude ("If Giovanni's Machamp would be Knocked Out by an opponent's
 * attack, flip a coin. If heads, … is not Knocked Out and its remaining HP become 10 instead"):
 * on one of the opponent's Pokémon that this attack damaged, working with the Special
 * Conditions it had when the attack started ("already Asleep, Confused, or Paralyzed").
 */
function survivesByPower(e: EffectEnv, mon: PokemonInPlay): boolean {
  if (e.effect.source !== 'attack' || !mon.zone.startsWith(`${e.opp}:`)) return false;
  if (
    !markersOf(e.state, 'damaged-by-attack', mon.top).some(
      (m) => m.until === e.state.plugin.gameTurn,
    )
  )
    return false;
  const atStart = { ...mon, conditions: conditionsAtAttack(e, mon) };
  return mon.card.abilities.some(
    (a) =>
      passiveRulesOf(mon.card.name, a)?.some((r) => r.kind === 'survive-on-heads') === true &&
      abilityWorks(e.cards, e.state, atStart, a),
  );
}
