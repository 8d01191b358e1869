import type { Action, GameState } from '@playmat/engine';
import { describe, expect, it } from 'vitest';
import { getBundledRegistry } from '../cards/bundled-sets';
import type { PokemonSupertypeCard } from '../cards/types';
import { buildBoard } from '../test/match-builder';
import { attackDamage } from './damage';
import type { PokemonState } from './state';

const reg = getBundledRegistry();
const poke = (id: string) => reg.require(id) as PokemonSupertypeCard;
const PAWMI = 'sv1-74'; // Light Punch: 10
const WATTREL = 'sv1-78'; // weak to Lightning
const FUECOCO = 'sv1-36';
const ALOMOMOLA = 'sv1-48'; // 120 HP, weak to Lightning
const L = 'sve-4';
const VITALITY_BAND = 'sv1-197';
const PLUSPOWER = 'base1-84';
const DEFENDER = 'base1-80';
const ai = { player: 'p1', source: 'ai' } as const;

function exec(s: GameState<PokemonState>, a: Action, engine = buildBoard().engine) {
  const r = engine.execute(s, a);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.state;
}
const names = (s: GameState<PokemonState>, zone: string) =>
  (s.zones[zone]?.cards ?? []).map((id) => reg.get(s.cards[id]?.templateId ?? '')?.name);
const damageOn = (s: GameState<PokemonState>, zone: string) =>
  s.cards[s.zones[zone]?.cards[0] as string]?.counters.damage ?? 0;

describe('attackDamage', () => {
  const at = (attached: string[]) => ({ card: poke(PAWMI), attached });
  const def = (attached: string[] = [], id = WATTREL) => ({ card: poke(id), attached });
  it('adds Vitality Band before Weakness, PlusPower after it, and takes Defender off last', () => {
    expect(attackDamage(10, at(['Vitality Band']), def()).damage).toBe((10 + 10) * 2);
    expect(attackDamage(10, at(['PlusPower']), def()).damage).toBe(10 * 2 + 10);
    expect(attackDamage(10, at(['PlusPower', 'PlusPower']), def()).damage).toBe(10 * 2 + 20);
    expect(attackDamage(30, at([]), def(['Defender'], FUECOCO)).damage).toBe(10);
    const all = attackDamage(10, at(['Vitality Band', 'PlusPower']), def(['Defender']));
    expect(all.damage).toBe((10 + 10) * 2 + 10 - 20);
    expect(all.modifiers).toEqual(['Vitality Band +10', 'PlusPower +10', 'Defender -20']);
  });

  it('gives no bonus to an attack that does no damage, and never goes below zero', () => {
    expect(attackDamage(0, at(['Vitality Band', 'PlusPower']), def())).toMatchObject({
      damage: 0,
      modifiers: [],
    });
    expect(attackDamage(10, at([]), def(['Defender'], FUECOCO)).damage).toBe(0);
  });
});

describe('PlusPower and Defender in play', () => {
  const play = (card: string, target?: string) =>
    ({
      type: 'declare_action',
      ...ai,
      kind: 'play_trainer',
      card,
      zone: 'p1:hand',
      ...(target ? { details: { target } } : {}),
    }) as Action;
  const lightPunch = {
    type: 'declare_action',
    ...ai,
    kind: 'attack',
    details: { attack: 'Light Punch' },
  } as Action;
  /** Pawmi (with Vitality Band) attacks Alomomola (weak to Lightning) with `plusPowers` attached. */
  const punchWith = (plusPowers: number) => {
    const { engine, state } = buildBoard({
      p1: {
        active: [PAWMI, L],
        bench: [[PAWMI]],
        hand: [...Array.from({ length: plusPowers }, () => PLUSPOWER), VITALITY_BAND],
      },
      p2: { active: [ALOMOMOLA], bench: [[FUECOCO]] },
    });
    let s = state;
    for (let i = 0; i < plusPowers; i++) s = exec(s, play('PlusPower'), engine);
    s = exec(s, play('Vitality Band'), engine);
    return exec(s, lightPunch, engine);
  };

  it('PlusPower goes on the Active Pokémon, any number next to a Tool, and is discarded as the turn ends', () => {
    const { engine, state } = buildBoard({
      p1: { active: [PAWMI, L], bench: [[PAWMI]], hand: [PLUSPOWER, PLUSPOWER, VITALITY_BAND] },
      p2: { active: [ALOMOMOLA], bench: [[FUECOCO]] },
    });
    // Asked for the Bench, PlusPower still goes on the Active Pokémon; any number may be attached,
    // next to a Tool. None of them waits in staging: they are attached at once.
    let s = exec(state, play('PlusPower', 'p1:bench_1'), engine);
    expect(s.zones.staging?.cards).toEqual([]);
    s = exec(s, play('PlusPower'), engine);
    s = exec(s, play('Vitality Band'), engine);
    expect(names(s, 'p1:active')).toEqual([
      'Pawmi',
      'Basic Lightning Energy',
      'PlusPower',
      'PlusPower',
      'Vitality Band',
    ]);
    expect(names(s, 'p1:bench_1')).toEqual(['Pawmi']);
    s = exec(s, lightPunch, engine);
    expect(damageOn(s, 'p2:active')).toBeGreaterThan((10 + 10) * 2);
    // The attack ended p1's turn: both PlusPowers are gone, the Tool stays.
    expect(s.turn.activePlayer).toBe('p2');
    expect(names(s, 'p1:active')).toEqual(['Pawmi', 'Basic Lightning Energy', 'Vitality Band']);
    expect(names(s, 'p1:discard')).toEqual(['PlusPower', 'PlusPower']);
  });

  it('Vitality Band adds 10 before Weakness, PlusPower 10 after it', () => {
    expect(damageOn(punchWith(0), 'p2:active')).toBe((10 + 10) * 2);
    expect(damageOn(punchWith(1), 'p2:active')).toBe((10 + 10) * 2 + 10);
  });

  // Each PlusPower attached adds its own 10, not just the first one.
  it('each PlusPower attached adds its 10', () => {
    expect(damageOn(punchWith(2), 'p2:active')).toBe((10 + 10) * 2 + 20);
  });

  it('Defender cuts damage through the opponent’s next turn, then is discarded', () => {
    const { engine, state } = buildBoard({
      p1: { active: [PAWMI, L], hand: [DEFENDER] },
      p2: { active: [FUECOCO, L] },
    });
    // p1 attaches Defender on its own turn: it stays through that turn's end …
    let s = exec(
      state,
      { type: 'declare_action', ...ai, kind: 'play_trainer', card: 'Defender', zone: 'p1:hand' },
      engine,
    );
    s = exec(s, { type: 'end_turn', ...ai }, engine);
    expect(names(s, 'p1:active')).toContain('Defender');
    // … protects during p2's turn, and leaves when that turn ends.
    s = exec(s, { type: 'draw', player: 'p2', source: 'ai' }, engine);
    s = exec(s, { type: 'end_phase', player: 'p2', source: 'ai' }, engine);
    const before = damageOn(s, 'p1:active');
    s = exec(
      s,
      {
        type: 'declare_action',
        player: 'p2',
        source: 'ai',
        kind: 'attack',
        details: { attack: 'Gnaw' },
      },
      engine,
    );
    expect(damageOn(s, 'p1:active') - before).toBe(0); // Gnaw 10 − Defender 20
    expect(names(s, 'p1:active')).not.toContain('Defender');
    expect(names(s, 'p1:discard')).toContain('Defender');
  });
});
