import type { Action } from '@playmat/engine';
import { describe, expect, it } from 'vitest';
import { pokemonIn } from '../game/board';
import {
  act,
  attack,
  type Chooser,
  conditionsIn,
  damageIn,
  optionsNaming,
  playTrainer,
  startTurn,
  type Table,
  table,
  templatesIn,
  useAbility,
  withSeeds,
} from './effects.test-helper';
import type { MarkerKind } from './markers';
import { resistanceOf, weaknessOf } from './passives';

/**
 * Lasting effects end when the rules end them: an effect of an attack when its Pokémon goes to
 * the Bench ("Special Conditions and any effects from attacks go away") or evolves, any effect
 * when the Pokémon leaves play, and each at the end of the turn it names. One round trip per
 * marker kind: the Pokémon leaves the Active Spot and comes back the same turn, and the effect
 * must not come back with it; a control without the trip shows the effect held until then.
 */
const G = 'sve-1';
const R = 'sve-2';
const W = 'sve-3';
const L = 'sve-4';
const P = 'sve-5';
const F = 'sve-6';
const D = 'sve-7';
const KINGAMBIT = 'sv1-134'; // 170 HP, Darkness; Hack At (D C C) 160
const DONDOZO = 'sv1-61';
const PIKACHU = 'base1-58'; // Gnaw (C) 10, Thunder Jolt (L C) 30
const SQUIRTLE = 'base1-63';
const CHARMANDER = 'base1-46';
const CHARMELEON = 'base1-24';
const IVYSAUR = 'base1-30';
/** No Retreat Cost: the partner that retreats to bring the marked Pokémon back. */
const RATTATA = 'base1-61';
const SWITCH = 'base1-95';
const GUST = 'base1-93';
const SCOOP_UP = 'base1-78';
const DEVOLUTION_SPRAY = 'base1-72';
const SEEDS = Array.from({ length: 40 }, (_, i) => i + 1);

const opponentOf = (player: string) => (player === 'p1' ? 'p2' : 'p1');
const markers = (t: Table, kind: MarkerKind) =>
  t.state.plugin.markers.filter((m) => m.kind === kind);
const heads = (t: Table) =>
  t.state.log.find((e) => e.message.startsWith('p1 flipped'))?.message.endsWith('heads') === true;
const retreatTo = (player: string, to: string, discard: string[] = []): Action => ({
  type: 'declare_action',
  player,
  source: 'ai',
  kind: 'retreat',
  details: { to, discard },
});
/** Picks `n` different options naming `word`. */
const picking =
  (word: string, n: number): Chooser =>
  (d) =>
    (d.options ?? []).filter((o) => o.includes(word)).slice(0, n);
const declareAttack = (player: string, name: string): Action => ({
  type: 'declare_action',
  player,
  source: 'ai',
  kind: 'attack',
  details: { attack: name },
});
/** The rule code that refuses an action, or `ok`. */
function verdict(t: Table, action: Action): string {
  const r = t.engine.execute(t.state, action);
  return r.ok ? 'ok' : (r.error.rule?.code ?? r.error.code);
}

/** The player to move ends their turn; the other draws. */
const pass = (t: Table) =>
  startTurn(act(t, { type: 'end_turn', player: t.state.turn.activePlayer, source: 'ai' }));

/** In their own turn: a Switch sends the Active Pokémon to the Bench, then the partner retreats and it comes back. */
function switchOutAndBack(t: Table, player: string): Table {
  const out = playTrainer(t, 'Switch', { player, chooser: optionsNaming(`${player}:bench_1`) });
  return act(out, retreatTo(player, `${player}:bench_1`));
}

/** In their turn, the opponent plays Gust of Wind twice: out to the Bench and back. */
function gustedOutAndBack(t: Table, gustedPlayer: string): Table {
  const by = opponentOf(gustedPlayer);
  const chooser = optionsNaming(`${gustedPlayer}:bench_1`);
  return playTrainer(playTrainer(t, 'Gust of Wind', { player: by, chooser }), 'Gust of Wind', {
    player: by,
    chooser,
  });
}

describe('effects of an attack on the attacker, during the opponent’s next turn, end when it is gusted out and back', () => {
  /**
   * p1's `attacker` uses `name` (heads where it flips); p2 then draws, either gusts it out and
   * back or not, and attacks with `p2Attack`: what p1's Active Pokémon took.
   */
  function run(
    spec: { attacker: string[]; name: string; p2: string[]; p2Attack: string },
    trip: boolean,
  ): Table {
    const used = withSeeds(
      SEEDS,
      (seed) =>
        attack(
          table({
            seed,
            p1: { active: spec.attacker, bench: [[RATTATA]] },
            p2: { active: spec.p2, hand: [GUST, GUST] },
          }),
          spec.name,
        ),
      (t) => !t.state.log.some((e) => e.message.startsWith('p1 flipped')) || heads(t),
    );
    const theirs = startTurn(used);
    return attack(trip ? gustedOutAndBack(theirs, 'p1') : theirs, spec.p2Attack, {
      player: 'p2',
    });
  }

  const CASES: readonly [
    MarkerKind,
    string,
    { attacker: string[]; name: string; p2: string[]; p2Attack: string },
    number,
    number,
  ][] = [
    // kind, card, set-up, damage without the trip, damage after it
    [
      'prevent-damage',
      'Wartortle, Withdraw (heads): prevent all damage',
      { attacker: ['base1-42', W, W], name: 'Withdraw', p2: [PIKACHU, L], p2Attack: 'Gnaw' },
      0,
      20,
    ],
    [
      'reduce-damage',
      'Fidough, Springy: 30 less damage',
      {
        attacker: ['sv1-98', P],
        name: 'Springy',
        p2: ['base1-7', F, F, F],
        p2Attack: 'Special Punch',
      },
      10,
      40,
    ],
    [
      'prevent-small-damage',
      'Onix, Harden: damage of 30 or less prevented',
      { attacker: ['base1-56', F, F], name: 'Harden', p2: [PIKACHU, L], p2Attack: 'Gnaw' },
      0,
      10,
    ],
    [
      'prevent-damage-from-basic',
      'Staraptor, Tailspin Away: no damage from Basic Pokémon',
      {
        attacker: ['sv1-150', R, R],
        name: 'Tailspin Away',
        p2: ['base1-20', L],
        p2Attack: 'Thundershock',
      },
      0,
      20,
    ],
  ];

  it.each(CASES)('%s (%s)', (kind, _card, spec, held, after) => {
    const control = run(spec, false);
    expect(damageIn(control.state, 'p1:active')).toBe(held);
    const tripped = run(spec, true);
    expect(templatesIn(tripped.state, 'p1:active')[0]).toBe(spec.attacker[0]);
    expect(damageIn(tripped.state, 'p1:active')).toBe(after);
    expect(markers(tripped, kind)).toEqual([]);
  });

  it('prevent-effects (Mewtwo, Barrier): after the trip, Poisonpowder damages and Poisons it', () => {
    const spec = {
      attacker: ['base1-10', P, P, P],
      name: 'Barrier',
      p2: [IVYSAUR, G, G, G],
      p2Attack: 'Poisonpowder',
    };
    const control = run(spec, false);
    expect([
      damageIn(control.state, 'p1:active'),
      conditionsIn(control.state, 'p1:active'),
    ]).toEqual([0, []]);
    const tripped = run(spec, true);
    // 20, then 10 for Poison at the checkup.
    expect(damageIn(tripped.state, 'p1:active')).toBe(30);
    expect(conditionsIn(tripped.state, 'p1:active')).toEqual(['poisoned']);
  });

  it('destiny-bond (Gastly): after the trip, the Pokémon that Knocks Out Gastly is not Knocked Out', () => {
    const spec = {
      attacker: ['base1-50', P, R],
      name: 'Destiny Bond',
      p2: [CHARMANDER, R, R],
      p2Attack: 'Ember',
    };
    const control = run(spec, false);
    expect(templatesIn(control.state, 'p1:discard')).toContain('base1-50');
    expect(templatesIn(control.state, 'p2:discard')).toContain(CHARMANDER);
    const tripped = run(spec, true);
    expect(templatesIn(tripped.state, 'p1:discard')).toContain('base1-50');
    expect(templatesIn(tripped.state, 'p2:active')).toEqual([CHARMANDER, R]);
  });
});

describe('effects of an attack on the Defending Pokémon end when its player switches it out and back', () => {
  /** p1's `attacker` uses `name` on p2's `defender`; p2 draws and maybe switches it out and back. */
  function run(
    attacker: string[],
    name: string,
    defender: string[],
    trip: boolean,
    hand = [SWITCH],
  ) {
    const used = withSeeds(
      SEEDS,
      (seed) =>
        attack(
          table({
            seed,
            p1: { active: attacker },
            p2: { active: defender, bench: [[RATTATA]], hand },
          }),
          name,
          { chooser: optionsNaming('Gnaw', 'Water') },
        ),
      () => true,
    );
    const theirs = startTurn(used);
    return trip ? switchOutAndBack(theirs, 'p2') : theirs;
  }

  it('cant-use-attack (Poliwhirl, Amnesia on Gnaw): Gnaw is allowed again', () => {
    const control = run(['base1-38', W, W], 'Amnesia', [PIKACHU, L, L], false);
    expect(verdict(control, declareAttack('p2', 'Gnaw'))).toBe('CANNOT_USE_ATTACK');
    const tripped = run(['base1-38', W, W], 'Amnesia', [PIKACHU, L, L], true);
    expect(verdict(tripped, declareAttack('p2', 'Gnaw'))).toBe('ok');
  });

  it('attack-may-fail (Sandshrew, Sand-attack): its attack needs no coin flip again', () => {
    const tripped = run(['base1-62', F], 'Sand-attack', [CHARMANDER, R], true);
    const scratch = attack(tripped, 'Scratch', { player: 'p2' });
    expect(scratch.state.log.some((e) => e.message.startsWith('p2 flipped'))).toBe(false);
    expect(damageIn(scratch.state, 'p1:active')).toBe(10);
    const control = attack(run(['base1-62', F], 'Sand-attack', [CHARMANDER, R], false), 'Scratch', {
      player: 'p2',
    });
    expect(control.state.log.some((e) => e.message.startsWith('p2 flipped'))).toBe(true);
  });

  it('weaker-attacks (Florges, Moonblast: 30 less): Hack At does its full 160 again', () => {
    const florges = ['sv1-93', P, P, P];
    const kingambit = [KINGAMBIT, D, D, D];
    const control = attack(run(florges, 'Moonblast', kingambit, false), 'Hack At', {
      player: 'p2',
    });
    // 160 − 30 = 130: Florges (140 HP) survives.
    expect(damageIn(control.state, 'p1:active')).toBe(130);
    const tripped = attack(run(florges, 'Moonblast', kingambit, true), 'Hack At', { player: 'p2' });
    expect(templatesIn(tripped.state, 'p1:discard')).toContain('sv1-93');
  });

  it('cant-retreat (Bombirdier, Clutch): after two Switches it may retreat', () => {
    const clutch = ['sv1-138', D, D];
    // Chansey (120 HP, Retreat Cost 1) with a Water Energy to pay it.
    const chansey = ['base1-3', W];
    const pay = (t: Table) => [t.state.zones['p2:active']?.cards[1] as string];
    const control = run(clutch, 'Clutch', chansey, false);
    expect(verdict(control, retreatTo('p2', 'p2:bench_1', pay(control)))).toBe('CANNOT_RETREAT');
    const theirs = run(clutch, 'Clutch', chansey, false, [SWITCH, SWITCH]);
    const twice = playTrainer(playTrainer(theirs, 'Switch', { player: 'p2' }), 'Switch', {
      player: 'p2',
    });
    expect(templatesIn(twice.state, 'p2:active')).toEqual(chansey);
    expect(verdict(twice, retreatTo('p2', 'p2:bench_1', pay(twice)))).toBe('ok');
  });

  it("weakness-type (Porygon, Conversion 1 to Water): Pikachu's Weakness is Fighting again", () => {
    const weakness = (t: Table) => {
      const mon = pokemonIn(t.engine.definition.cards, t.state, 'p2:active');
      return mon ? weaknessOf(t.engine.definition.cards, t.state, mon)?.type : undefined;
    };
    expect(weakness(run(['base1-39', R], 'Conversion 1', [PIKACHU], false))).toBe('Water');
    expect(weakness(run(['base1-39', R], 'Conversion 1', [PIKACHU], true))).toBe('Fighting');
  });

  it('poison-damage (Nidoking, Toxic): the Poison and its 20 go with the trip', () => {
    const tripped = run(['base1-11', G, G, G], 'Toxic', [DONDOZO], true);
    expect(conditionsIn(tripped.state, 'p2:active')).toEqual([]);
    expect(markers(tripped, 'poison-damage')).toEqual([]);
  });
});

describe('effects of an attack on the attacker during its own next turn end with a Switch and a retreat', () => {
  /** p1's attacker uses `name`; p2 passes; p1 draws and maybe switches it out and back. */
  function run(attacker: string[], name: string, trip: boolean) {
    const used = attack(
      table({
        p1: { active: attacker, bench: [[RATTATA]], hand: [SWITCH] },
        p2: { active: [KINGAMBIT], bench: [[DONDOZO]] },
      }),
      name,
    );
    const mine = pass(startTurn(used));
    return trip ? switchOutAndBack(mine, 'p1') : mine;
  }

  it("cant-attack (Clawitzer, Aqua Cannon: can't attack during your next turn) — the issue's case", () => {
    const clawitzer = ['sv1-50', W, W, W];
    expect(verdict(run(clawitzer, 'Aqua Cannon', false), declareAttack('p1', 'Water Gun'))).toBe(
      'CANNOT_ATTACK',
    );
    const tripped = run(clawitzer, 'Aqua Cannon', true);
    expect(templatesIn(tripped.state, 'p1:active')[0]).toBe('sv1-50');
    const again = attack(tripped, 'Aqua Cannon');
    // 160 + 160 Knocks Out Kingambit (170 HP).
    expect(templatesIn(again.state, 'p2:discard')).toContain(KINGAMBIT);
  });

  it('cant-use-attack on itself (Lucario, Accelerating Stab): it may use it again', () => {
    const lucario = ['sv1-114', F, F, F];
    expect(
      verdict(run(lucario, 'Accelerating Stab', false), declareAttack('p1', 'Accelerating Stab')),
    ).toBe('CANNOT_USE_ATTACK');
    expect(
      verdict(run(lucario, 'Accelerating Stab', true), declareAttack('p1', 'Accelerating Stab')),
    ).toBe('ok');
  });

  it('resistance-type (Porygon, Conversion 2 to Lightning): its Resistance is Psychic again', () => {
    const resistance = (t: Table) => {
      const mon = pokemonIn(t.engine.definition.cards, t.state, 'p1:active');
      return mon ? resistanceOf(t.state, mon)?.type : undefined;
    };
    const convert = (trip: boolean) => {
      const used = attack(
        table({
          p1: { active: ['base1-39', R, R], bench: [[RATTATA]], hand: [SWITCH] },
          p2: { active: [KINGAMBIT] },
        }),
        'Conversion 2',
        { chooser: optionsNaming('Lightning') },
      );
      const mine = pass(startTurn(used));
      return trip ? switchOutAndBack(mine, 'p1') : mine;
    };
    expect(resistance(convert(false))).toBe('Lightning');
    expect(resistance(convert(true))).toBe('Psychic');
  });
});

describe('what holds wherever the Pokémon is in play ends when it leaves play', () => {
  it("used-attack (Farfetch'd, Leek Slap): the Bench doesn't end it; leaving play (Scoop Up) does", () => {
    const slapped = attack(
      table({
        p1: { active: ['base1-27', R], bench: [[RATTATA]], hand: [SWITCH, SCOOP_UP, SWITCH, R] },
        p2: { active: [KINGAMBIT] },
      }),
      'Leek Slap',
    );
    // "even putting Farfetch'd on the Bench won't let you use it again"
    const tripped = switchOutAndBack(pass(startTurn(slapped)), 'p1');
    expect(verdict(tripped, declareAttack('p1', 'Leek Slap'))).toBe('CANNOT_USE_ATTACK');
    // Next turn: Scooped Up to the hand and played again, it is a new Farfetch'd in play.
    const mine = pass(pass(tripped));
    const scooped = playTrainer(mine, 'Scoop Up', { chooser: optionsNaming('p1:active') });
    expect(templatesIn(scooped.state, 'p1:hand')).toContain('base1-27');
    const benched = act(scooped, {
      type: 'move_card',
      player: 'p1',
      source: 'ai',
      card: "Farfetch'd",
      from: 'p1:hand',
      to: 'p1:bench_1',
    });
    const switched = playTrainer(benched, 'Switch', { chooser: optionsNaming('p1:bench_1') });
    // Its Energy went to the discard pile with Scoop Up: a new one pays Leek Slap.
    const back = act(switched, {
      type: 'move_card',
      player: 'p1',
      source: 'ai',
      card: 'Basic Fire Energy',
      from: 'p1:hand',
      to: 'p1:active',
      position: 'bottom',
    });
    expect(templatesIn(back.state, 'p1:active')).toEqual(['base1-27', R]);
    expect(verdict(back, declareAttack('p1', 'Leek Slap'))).toBe('ok');
  });

  it('energy-burn (Charizard, used on the Bench): holds after it is switched in, for the rest of the turn', () => {
    const t = table({
      p1: { active: [RATTATA], bench: [['base1-4', W, W, G, G]], hand: [SWITCH] },
      p2: { active: [KINGAMBIT] },
    });
    const burnt = useAbility(t, 'p1:bench_1', 'Energy Burn');
    const switched = playTrainer(burnt, 'Switch');
    const spin = attack(switched, 'Fire Spin', { chooser: picking('Water', 2) });
    expect(damageIn(spin.state, 'p2:active')).toBe(100);
  });

  it('attacked-by (Pidgeotto, Mirror Move): "was attacked last turn" survives a trip to the Bench', () => {
    const gnawed = attack(
      table({
        activePlayer: 'p2',
        p1: { active: ['base1-22', R, R, R], bench: [[RATTATA]], hand: [SWITCH] },
        p2: { active: [PIKACHU, L] },
      }),
      'Gnaw',
      { player: 'p2' },
    );
    const tripped = switchOutAndBack(startTurn(gnawed), 'p1');
    const mirrored = attack(tripped, 'Mirror Move');
    expect(damageIn(mirrored.state, 'p2:active')).toBe(20);
  });

  it('is-energy (Electrode, Buzzap): still 2 Energy after its holder goes to the Bench and back', () => {
    const t = table({
      p1: { active: [PIKACHU], bench: [['base1-21'], [RATTATA]], hand: [SWITCH] },
      p2: { active: [KINGAMBIT] },
    });
    const zapped = useAbility(t, 'p1:bench_1', 'Buzzap', {
      chooser: optionsNaming('p1:active', 'Lightning'),
    });
    const out = playTrainer(zapped, 'Switch', { chooser: optionsNaming('p1:bench_2') });
    const back = act(out, retreatTo('p1', 'p1:bench_2'));
    expect(templatesIn(back.state, 'p1:active')).toEqual([PIKACHU, 'base1-21']);
    const jolt = attack(back, 'Thunder Jolt');
    expect(damageIn(jolt.state, 'p2:active')).toBe(30);
  });
});

describe('evolving and devolving end the effects of attacks', () => {
  it('weakness-type (Conversion 1 to Grass on Charmander): Charmeleon is weak to Water; devolved, Charmander is too', () => {
    const converted = attack(
      table({
        p1: { active: ['base1-39', R] },
        p2: { active: [CHARMANDER], hand: [CHARMELEON, DEVOLUTION_SPRAY] },
      }),
      'Conversion 1',
      { chooser: optionsNaming('Grass') },
    );
    const weakness = (t: Table) => {
      const mon = pokemonIn(t.engine.definition.cards, t.state, 'p2:active');
      return mon ? weaknessOf(t.engine.definition.cards, t.state, mon)?.type : undefined;
    };
    expect(weakness(converted)).toBe('Grass');
    // p2's turn: Charmander has been in play since an earlier turn, so it may evolve.
    const theirs = startTurn(converted);
    const evolved = act(theirs, {
      type: 'move_card',
      player: 'p2',
      source: 'ai',
      card: 'Charmeleon',
      from: 'p2:hand',
      to: 'p2:active',
      position: 'top',
    });
    expect(weakness(evolved)).toBe('Water');
    const devolved = playTrainer(evolved, 'Devolution Spray', { player: 'p2' });
    expect(templatesIn(devolved.state, 'p2:active')).toEqual([CHARMANDER]);
    expect(weakness(devolved)).toBe('Water');
  });
});

describe('player-wide effects end at the end of the turn they name', () => {
  it("no-items (Banette ex, Everlasting Darkness): no Items during the opponent's next turn, then Items again", () => {
    const dark = attack(
      table({
        p1: { active: ['sv1-88', P], hand: [] },
        p2: { active: [SQUIRTLE], bench: [[RATTATA]], hand: [SWITCH, SWITCH] },
      }),
      'Everlasting Darkness',
    );
    const theirs = startTurn(dark);
    const play: Action = {
      type: 'declare_action',
      player: 'p2',
      source: 'ai',
      kind: 'play_trainer',
      card: 'Switch',
      zone: 'p2:hand',
    };
    expect(verdict(theirs, play)).not.toBe('ok');
    const later = pass(pass(theirs));
    expect(verdict(later, play)).toBe('ok');
  });
});
