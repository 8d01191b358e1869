import type { GameState } from '@playmat/engine';
import { describe, expect, it } from 'vitest';
import { getBundledRegistry } from '../../cards/bundled-sets';
import type { PokemonSupertypeCard } from '../../cards/types';
import { pokemonIn } from '../../game/board';
import type { PokemonState } from '../../game/state';
import { cardBehaviour } from '../behaviour.test-helper';
import {
  abilityAction,
  act,
  answerAll,
  attack,
  type Chooser,
  conditionsIn,
  damageIn,
  firstOptions,
  optionsNaming,
  refusalOf,
  type Table,
  table,
  templatesIn,
  useAbility,
  withSeeds,
} from '../effects.test-helper';
import type { Marker } from '../markers';
import { attackDamage, weaknessOf } from '../passives';

/**
 * Base Set Pokémon: every Pokémon Power and every attack with text, played on a small board
 * (the attacks compiled from their text are here too, card by card).
 */
const registry = getBundledRegistry();
const poke = (id: string) => registry.require(id) as PokemonSupertypeCard;

const G = 'sve-1';
const R = 'sve-2'; // Fire
const W = 'sve-3';
const L = 'sve-4';
const P = 'sve-5';
const F = 'sve-6'; // Fighting
const ENERGY: Record<string, string> = {
  Grass: G,
  Fire: R,
  Water: W,
  Lightning: L,
  Psychic: P,
  Fighting: F,
};

/** 170 HP Darkness, weak to Grass only: a neutral target for every other type. */
const KINGAMBIT = 'sv1-134';
/** 160 HP Water, weak to Lightning only: the neutral target for Grass attackers. */
const DONDOZO = 'sv1-61';
const PIKACHU = 'base1-58';
const SQUIRTLE = 'base1-63';
const CHARMANDER = 'base1-46';
const IVYSAUR = 'base1-30';
const BULBASAUR = 'base1-44';

const SEEDS = Array.from({ length: 40 }, (_, i) => i + 1);

/** The Energy that pays an attack's cost (Colorless paid with the Pokémon's own type, or Fire). */
function energyFor(id: string, attackName: string): string[] {
  const card = poke(id);
  const own = ENERGY[card.types[0] ?? ''] ?? R;
  const a = card.attacks.find((x) => x.name === attackName);
  if (!a) throw new Error(`${card.name} has no ${attackName}`);
  return a.cost.map((t) => (t === 'Colorless' ? own : (ENERGY[t] ?? R)));
}

/** A target that takes the printed damage from this attacker (no Weakness, no Resistance). */
const wallFor = (id: string) => (poke(id).types.includes('Grass') ? DONDOZO : KINGAMBIT);

/** The first coins `player` flipped, as `heads` / `tails`. */
function flipsOf(t: Table, player = 'p1'): string[] {
  const line = t.state.log.map((e) => e.message).find((m) => m.startsWith(`${player} flipped`));
  return line ? line.slice(line.indexOf(':') + 2).split(', ') : [];
}
const heads = (t: Table) => flipsOf(t)[0] === 'heads';
const tails = (t: Table) => flipsOf(t)[0] === 'tails';
const logOf = (t: Table) => t.state.log.map((e) => e.message).join('\n');
/** Whether a Special Condition was put on a Pokémon (it may wear off at the checkup after). */
const gotCondition = (t: Table, c: string) => logOf(t).includes(`set a counter: ${c} on`);

/** Sets counters on the top card of a zone. */
function withCounters(t: Table, zone: string, counters: Record<string, number>): Table {
  const top = t.state.zones[zone]?.cards[0] as string;
  const card = t.state.cards[top];
  if (!card) throw new Error(`no card in ${zone}`);
  return {
    ...t,
    state: {
      ...t.state,
      cards: { ...t.state.cards, [top]: { ...card, counters: { ...card.counters, ...counters } } },
    },
  };
}

/** Adds a lasting effect on the top card of a zone. */
function withMarker(t: Table, zone: string, m: Omit<Marker, 'card'>): Table {
  const top = t.state.zones[zone]?.cards[0] as string;
  const plugin = t.state.plugin;
  return {
    ...t,
    state: { ...t.state, plugin: { ...plugin, markers: [...plugin.markers, { ...m, card: top }] } },
  };
}

/** The player to move draws and reaches the main phase. */
function nextTurn(t: Table): Table {
  const player = t.state.turn.activePlayer;
  let cur = t;
  if (cur.state.turn.phase === 'draw') {
    cur = act(cur, { type: 'draw', player, source: 'ai' });
    cur = act(cur, { type: 'end_phase', player, source: 'ai' });
  }
  return cur;
}

/** Ends the turn of the player to move (after their draw). */
const pass = (t: Table): Table =>
  act(nextTurn(t), { type: 'end_turn', player: t.state.turn.activePlayer, source: 'ai' });

/** An attack by `player`'s Active Pokémon that must be refused; returns the error text. */
function refused(t: Table, name: string, player = 'p1'): string {
  try {
    attack(t, name, { player });
  } catch (err) {
    return String((err as Error).message);
  }
  throw new Error(`${name} was not refused`);
}

/** Answers with the options naming `word` first (as many as the choice needs). */
const preferring =
  (word: string): Chooser =>
  (d) => {
    const options = [...(d.options ?? [])].sort(
      (a, b) => Number(b.includes(word)) - Number(a.includes(word)),
    );
    return options.slice(0, d.select ? Math.max(1, d.select.min) : 1);
  };

/** Titles of the card groups below, for the check that every text has its tests. */
const described = new Set<string>();
/** A group of tests for one text: `Name — Attack or Power`. */
function card(title: string, fn: () => void) {
  described.add(title);
  const [name, part] = title.split(' — ');
  const printed = registry.cards.find((c) => c.set.id === 'base1' && c.name === name);
  if (!printed) throw new Error(`no Base Set card named ${name}`);
  cardBehaviour(printed.id, part, fn);
}

const markersNamed = (s: GameState<PokemonState>, kind: string) =>
  s.plugin.markers.filter((m) => m.kind === kind);

// ====================================================================== Pokémon Powers

card('Alakazam — Damage Swap', () => {
  const board = () =>
    withCounters(
      table({
        p1: { active: ['base1-1'], bench: [[PIKACHU], [SQUIRTLE]] },
        p2: { active: [KINGAMBIT] },
      }),
      'p1:active',
      { damage: 30 },
    );

  it('moves one damage counter at a time, as often as you like', () => {
    const once = useAbility(board(), 'p1:active', 'Damage Swap', {
      chooser: optionsNaming('p1:bench_1'),
    });
    expect(damageIn(once.state, 'p1:active')).toBe(20);
    expect(damageIn(once.state, 'p1:bench_1')).toBe(10);
    const twice = useAbility(once, 'p1:active', 'Damage Swap', {
      chooser: optionsNaming('p1:active', 'p1:bench_2'),
    });
    expect(damageIn(twice.state, 'p1:active')).toBe(10);
    expect(damageIn(twice.state, 'p1:bench_2')).toBe(10);
    expect(twice.state.turn.activePlayer).toBe('p1');
  });

  it('never offers a Pokémon the counter would Knock Out', () => {
    // Pikachu has 10 HP left: it may give a counter but not take one.
    const t = withCounters(
      table({
        p1: { active: ['base1-1'], bench: [[PIKACHU], [SQUIRTLE], [CHARMANDER]] },
        p2: { active: [KINGAMBIT] },
      }),
      'p1:bench_1',
      { damage: 30 },
    );
    const next = act(t, {
      type: 'declare_action',
      player: 'p1',
      source: 'ai',
      kind: 'ability',
      card: `#${t.state.zones['p1:active']?.cards[0]}`,
      zone: 'p1:active',
      details: { ability: 'Damage Swap' },
    });
    const to = next.state.pendingDecision?.options ?? [];
    expect(to.some((o) => o.includes('p1:bench_2'))).toBe(true);
    expect(to.some((o) => o.includes('p1:bench_3'))).toBe(true);
    expect(to.some((o) => o.includes('p1:bench_1'))).toBe(false);
    const done = answerAll(next, optionsNaming('p1:bench_3'));
    expect(damageIn(done.state, 'p1:bench_1')).toBe(20);
    expect(damageIn(done.state, 'p1:bench_3')).toBe(10);
  });

  it('needs a damaged Pokémon, and stops while Alakazam is Asleep', () => {
    const clean = table({
      p1: { active: ['base1-1'], bench: [[PIKACHU]] },
      p2: { active: [KINGAMBIT] },
    });
    expect(() => useAbility(clean, 'p1:active', 'Damage Swap')).toThrow(/CANNOT_USE_ABILITY/);
    const asleep = withCounters(board(), 'p1:active', { asleep: 1 });
    expect(() => useAbility(asleep, 'p1:active', 'Damage Swap')).toThrow(/does not work now/);
  });

  it("moves counters between your own Pokémon only: the opponent's are never offered", () => {
    const t = withCounters(board(), 'p2:active', { damage: 30 });
    const offered: string[] = [];
    const done = answerAll(act(t, abilityAction(t, 'p1:active', 'Damage Swap')), (d, s) => {
      offered.push(...(d.options ?? []));
      return optionsNaming('p1:active', 'p1:bench_1')(d, s);
    });
    expect(offered.some((o) => o.includes('p1:'))).toBe(true);
    expect(offered.filter((o) => o.includes('p2:'))).toEqual([]);
    expect(damageIn(done.state, 'p2:active')).toBe(30);
  });

  it('is refused with the reason when no counter can move: Alakazam alone', () => {
    const alone = withCounters(
      table({ p1: { active: ['base1-1'] }, p2: { active: [KINGAMBIT] } }),
      'p1:active',
      { damage: 30 },
    );
    expect(refusalOf(alone, abilityAction(alone, 'p1:active', 'Damage Swap'))).toMatch(
      /CANNOT_USE_ABILITY .*another Pokémon to move a damage counter to/,
    );
  });
});

card('Blastoise — Rain Dance', () => {
  it('attaches Water Energy from the hand to Water Pokémon, beyond the one attachment a turn', () => {
    const t = table({
      p1: { active: ['base1-2'], bench: [[PIKACHU], [SQUIRTLE]], hand: [W, W, R] },
      p2: { active: [KINGAMBIT] },
    });
    // Pikachu is not a Water Pokémon: only Blastoise and Squirtle are offered.
    const next = act(t, {
      type: 'declare_action',
      player: 'p1',
      source: 'ai',
      kind: 'ability',
      card: `#${t.state.zones['p1:active']?.cards[0]}`,
      zone: 'p1:active',
      details: { ability: 'Rain Dance' },
    });
    const first = answerAll(next, (d) => [d.options?.[0] as string], 1);
    const targets = first.state.pendingDecision?.options ?? [];
    expect(targets).toHaveLength(2);
    expect(targets.some((o) => o.includes('Pikachu'))).toBe(false);
    const once = answerAll(first, optionsNaming('p1:bench_2'));
    expect(templatesIn(once.state, 'p1:bench_2')).toEqual([SQUIRTLE, W]);
    const twice = useAbility(once, 'p1:active', 'Rain Dance', {
      chooser: optionsNaming('p1:active'),
    });
    expect(templatesIn(twice.state, 'p1:active')).toEqual(['base1-2', W]);
    expect(templatesIn(twice.state, 'p1:hand')).toEqual([R]);
    expect(twice.state.plugin.flags.energyAttached).toBe(false);
    expect(() => useAbility(twice, 'p1:active', 'Rain Dance')).toThrow(/no Water Energy/);
  });

  it("offers your Water Pokémon only, not the opponent's", () => {
    const t = table({
      p1: { active: ['base1-2'], hand: [W] },
      p2: { active: [SQUIRTLE], bench: [['base1-2']] },
    });
    const offered: string[] = [];
    answerAll(act(t, abilityAction(t, 'p1:active', 'Rain Dance')), (d, s) => {
      offered.push(...(d.options ?? []));
      return optionsNaming('p1:active')(d, s);
    });
    expect(offered.filter((o) => o.includes('p2:'))).toEqual([]);
  });
});

card('Charizard — Energy Burn', () => {
  it('turns all its Energy into Fire for the rest of the turn', () => {
    const t = table({ p1: { active: ['base1-4', G, W, L, G] }, p2: { active: [KINGAMBIT] } });
    expect(() => attack(t, 'Fire Spin')).toThrow(/rejected/);
    const burning = useAbility(t, 'p1:active', 'Energy Burn');
    const marks = markersNamed(burning.state, 'energy-burn');
    expect(marks).toHaveLength(1);
    expect(marks[0]?.until).toBe(burning.state.plugin.gameTurn);
    const fired = attack(burning, 'Fire Spin', { chooser: optionsNaming('Water', 'Lightning') });
    expect(damageIn(fired.state, 'p2:active')).toBe(100);
    expect(templatesIn(fired.state, 'p1:discard').sort()).toEqual([L, W].sort());
    // The turn is over: the marker is gone.
    expect(markersNamed(fired.state, 'energy-burn')).toHaveLength(0);
  });

  it('is refused when it would change nothing: all its Energy is Fire already', () => {
    const fire = table({ p1: { active: ['base1-4', R, R] }, p2: { active: [KINGAMBIT] } });
    expect(refusalOf(fire, abilityAction(fire, 'p1:active', 'Energy Burn'))).toMatch(
      /all the Energy attached to Charizard is Fire Energy already/,
    );
    const bare = table({ p1: { active: ['base1-4'] }, p2: { active: [KINGAMBIT] } });
    expect(refusalOf(bare, abilityAction(bare, 'p1:active', 'Energy Burn'))).toMatch(
      /Fire Energy already/,
    );
    // Used once this turn, a second use changes nothing either.
    const once = useAbility(
      table({ p1: { active: ['base1-4', W] }, p2: { active: [KINGAMBIT] } }),
      'p1:active',
      'Energy Burn',
    );
    expect(refusalOf(once, abilityAction(once, 'p1:active', 'Energy Burn'))).toMatch(
      /Fire Energy already/,
    );
  });
});

card('Machamp — Strikes Back', () => {
  const board = (counters: Record<string, number> = {}) =>
    withCounters(
      table({
        p1: { active: [PIKACHU, L], bench: [[SQUIRTLE]] },
        p2: { active: ['base1-8'], bench: [[SQUIRTLE]] },
      }),
      'p2:active',
      counters,
    );

  it('does 10 damage to the attacker whenever an attack damages Machamp', () => {
    const t = attack(board(), 'Gnaw');
    expect(damageIn(t.state, 'p2:active')).toBe(10);
    expect(damageIn(t.state, 'p1:active')).toBe(10);
  });

  it('even when Machamp is Knocked Out by it', () => {
    const t = attack(board({ damage: 90 }), 'Gnaw');
    expect(templatesIn(t.state, 'p2:discard')).toContain('base1-8');
    expect(damageIn(t.state, 'p1:active')).toBe(10);
  });

  it('not while Machamp is Paralyzed', () => {
    const t = attack(board({ paralyzed: 1 }), 'Gnaw');
    expect(damageIn(t.state, 'p2:active')).toBe(10);
    expect(damageIn(t.state, 'p1:active')).toBe(0);
  });

  it('also when the attack damages Machamp on the Bench', () => {
    // Rotom's Linear Attack: 20 damage to 1 of the opponent's Pokémon.
    const t = attack(
      table({ p1: { active: ['sv1-69', L] }, p2: { active: [KINGAMBIT], bench: [['base1-8']] } }),
      'Linear Attack',
      { chooser: optionsNaming('p2:bench_1') },
    );
    expect(damageIn(t.state, 'p2:bench_1')).toBe(20);
    expect(damageIn(t.state, 'p1:active')).toBe(10);
  });
});

card('Venusaur — Energy Trans', () => {
  it('moves a Grass Energy card from one of your Pokémon to another, as often as you like', () => {
    const t = table({
      p1: { active: ['base1-15', G, R], bench: [[BULBASAUR, G]] },
      p2: { active: [KINGAMBIT] },
    });
    const once = useAbility(t, 'p1:active', 'Energy Trans', {
      chooser: optionsNaming('on p1:active', 'p1:bench_1'),
    });
    expect(templatesIn(once.state, 'p1:active')).toEqual(['base1-15', R]);
    expect(templatesIn(once.state, 'p1:bench_1')).toEqual([BULBASAUR, G, G]);
    const back = useAbility(once, 'p1:active', 'Energy Trans', {
      chooser: optionsNaming('on p1:bench_1', 'p1:active'),
    });
    expect(templatesIn(back.state, 'p1:active')).toEqual(['base1-15', R, G]);
  });

  it('offers Grass Energy only, and needs some', () => {
    const t = table({
      p1: { active: ['base1-15', R], bench: [[BULBASAUR]] },
      p2: { active: [KINGAMBIT] },
    });
    expect(() => useAbility(t, 'p1:active', 'Energy Trans')).toThrow(/CANNOT_USE_ABILITY/);
  });

  it("is refused alone (no other Pokémon to take it), and never moves the opponent's Grass Energy", () => {
    const alone = table({ p1: { active: ['base1-15', G] }, p2: { active: [KINGAMBIT] } });
    expect(refusalOf(alone, abilityAction(alone, 'p1:active', 'Energy Trans'))).toMatch(
      /CANNOT_USE_ABILITY .*another Pokémon to move it to/,
    );
    const t = table({
      p1: { active: ['base1-15', G], bench: [[BULBASAUR]] },
      p2: { active: [BULBASAUR, G] },
    });
    const offered: string[] = [];
    answerAll(act(t, abilityAction(t, 'p1:active', 'Energy Trans')), (d, s) => {
      offered.push(...(d.options ?? []));
      return firstOptions(d, s);
    });
    expect(offered.filter((o) => o.includes('p2:'))).toEqual([]);
  });
});

card('Electrode — Buzzap', () => {
  it('Knocks Out Electrode (the opponent takes a Prize) and attaches it as 2 Energy of a type', () => {
    const t = table({
      p1: { active: [PIKACHU], bench: [['base1-21', 'base1-67', L]] },
      p2: { active: [KINGAMBIT] },
    });
    const done = useAbility(t, 'p1:bench_1', 'Buzzap', {
      chooser: optionsNaming('p1:active', 'Water'),
    });
    expect(templatesIn(done.state, 'p1:active')).toEqual([PIKACHU, 'base1-21']);
    // Voltorb and the Lightning Energy went to the discard pile; the Bench spot is empty.
    expect(templatesIn(done.state, 'p1:discard').sort()).toEqual(['base1-67', L].sort());
    expect(templatesIn(done.state, 'p1:bench_1')).toEqual([]);
    expect(done.state.zones['p2:hand']?.cards).toHaveLength(1);
    // No damage counters ride along on the Energy.
    expect(damageIn(done.state, 'p1:active')).toBe(0);
    const mon = pokemonIn(done.engine.definition.cards, done.state, 'p1:active');
    expect(mon?.energy).toHaveLength(1);
    expect(markersNamed(done.state, 'is-energy')[0]).toMatchObject({ type: 'Water', amount: 2 });
    // Pikachu's Thunder Jolt (Lightning + Colorless) can't be paid with Water…
    expect(() => attack(done, 'Thunder Jolt')).toThrow(/rejected/);
  });

  it('attached as Lightning it pays for Thunder Jolt alone', () => {
    const t = table({
      p1: { active: [PIKACHU], bench: [['base1-21']] },
      p2: { active: [KINGAMBIT] },
    });
    const done = useAbility(t, 'p1:bench_1', 'Buzzap', {
      chooser: optionsNaming('p1:active', 'Lightning'),
    });
    const zap = attack(done, 'Thunder Jolt');
    expect(damageIn(zap.state, 'p2:active')).toBe(30);
  });

  it('from the Active Spot, Electrode still ends on the Pokémon chosen', () => {
    const t = table({
      p1: { active: ['base1-21', L], bench: [[PIKACHU]] },
      p2: { active: [KINGAMBIT] },
    });
    const done = useAbility(t, 'p1:active', 'Buzzap', {
      chooser: optionsNaming('p1:bench_1', 'Lightning'),
    });
    expect(templatesIn(done.state, 'p1:active')).toEqual([PIKACHU, 'base1-21']);
  });

  it("can't be used while Electrode is Asleep", () => {
    const t = withCounters(
      table({ p1: { active: ['base1-21'], bench: [[PIKACHU]] }, p2: { active: [KINGAMBIT] } }),
      'p1:active',
      { asleep: 1 },
    );
    expect(() =>
      useAbility(t, 'p1:active', 'Buzzap', { chooser: optionsNaming('p1:bench_1', 'Lightning') }),
    ).toThrow(/does not work now/);
  });

  it('needs another Pokémon to attach to', () => {
    const t = table({ p1: { active: ['base1-21'] }, p2: { active: [KINGAMBIT] } });
    expect(() => useAbility(t, 'p1:active', 'Buzzap')).toThrow(/no other Pokémon/);
  });
});

// ====================================================================== attacks: common sentences

/** "Flip a coin. If heads, the Defending Pokémon is now …" */
const FLIP_CONDITION: readonly [string, string, number, string][] = [
  ['base1-1', 'Confuse Ray', 30, 'confused'],
  ['base1-5', 'Sing', 0, 'asleep'],
  ['base1-6', 'Bubblebeam', 40, 'paralyzed'],
  ['base1-9', 'Thunder Wave', 30, 'paralyzed'],
  ['base1-17', 'Poison Sting', 40, 'poisoned'],
  ['base1-20', 'Thundershock', 10, 'paralyzed'],
  ['base1-25', 'Ice Beam', 30, 'paralyzed'],
  ['base1-33', 'Poisonpowder', 20, 'poisoned'],
  ['base1-43', 'Psyshock', 10, 'paralyzed'],
  ['base1-45', 'String Shot', 10, 'paralyzed'],
  ['base1-49', 'Confuse Ray', 10, 'confused'],
  ['base1-50', 'Sleeping Gas', 0, 'asleep'],
  ['base1-53', 'Thunder Wave', 10, 'paralyzed'],
  ['base1-54', 'Stun Spore', 20, 'paralyzed'],
  ['base1-63', 'Bubble', 10, 'paralyzed'],
  ['base1-64', 'Star Freeze', 20, 'paralyzed'],
  ['base1-66', 'Bind', 20, 'paralyzed'],
  ['base1-68', 'Confuse Ray', 10, 'confused'],
  ['base1-69', 'Poison Sting', 10, 'poisoned'],
];

for (const [id, name, dmg, cond] of FLIP_CONDITION)
  card(`${poke(id).name} — ${name}`, () => {
    it(`does ${dmg}; heads, the Defending Pokémon is now ${cond}`, () => {
      const run = (seed: number) =>
        attack(
          table({
            seed,
            p1: { active: [id, ...energyFor(id, name)] },
            p2: { active: [wallFor(id)] },
          }),
          name,
        );
      const h = withSeeds(SEEDS, run, heads);
      const t = withSeeds(SEEDS, run, tails);
      // Poison does its 10 at the checkup that follows the attack.
      expect(damageIn(h.state, 'p2:active')).toBe(dmg + (cond === 'poisoned' ? 10 : 0));
      expect(gotCondition(h, cond)).toBe(true);
      if (cond !== 'asleep') expect(conditionsIn(h.state, 'p2:active')).toEqual([cond]);
      expect(damageIn(t.state, 'p2:active')).toBe(dmg);
      expect(gotCondition(t, cond)).toBe(false);
      expect(conditionsIn(t.state, 'p2:active')).toEqual([]);
    });
  });

/** "The Defending Pokémon is now …" (no flip). */
const CONDITION: readonly [string, string, number, string][] = [
  ['base1-29', 'Hypnosis', 0, 'asleep'],
  ['base1-30', 'Poisonpowder', 20, 'poisoned'],
  ['base1-66', 'Poisonpowder', 20, 'poisoned'],
];

for (const [id, name, dmg, cond] of CONDITION)
  card(`${poke(id).name} — ${name}`, () => {
    it(`does ${dmg} and the Defending Pokémon is now ${cond}`, () => {
      const t = attack(
        table({ p1: { active: [id, ...energyFor(id, name)] }, p2: { active: [wallFor(id)] } }),
        name,
      );
      expect(gotCondition(t, cond)).toBe(true);
      expect(damageIn(t.state, 'p2:active')).toBe(dmg + (cond === 'poisoned' ? 10 : 0));
    });
  });

/** "Flip a coin. If heads, prevent all damage done to … during your opponent's next turn." */
const FLIP_PREVENT: readonly [string, string][] = [
  ['base1-3', 'Scrunch'],
  ['base1-33', 'Stiffen'],
  ['base1-54', 'Stiffen'],
  ['base1-42', 'Withdraw'],
  ['base1-63', 'Withdraw'],
];

for (const [id, name] of FLIP_PREVENT)
  card(`${poke(id).name} — ${name}`, () => {
    it("heads: no damage from the next attack, whose other effects still happen; tails: it's hit", () => {
      const run = (seed: number) =>
        attack(
          table({
            seed,
            p1: { active: [id, ...energyFor(id, name)] },
            p2: { active: [IVYSAUR, G, G, G] },
          }),
          name,
        );
      const h = withSeeds(SEEDS, run, heads);
      expect(markersNamed(h.state, 'prevent-damage')).toHaveLength(1);
      // Ivysaur's Poisonpowder: 20 damage prevented, but Poisoned (10 at the checkup).
      const hit = attack(nextTurn(h), 'Poisonpowder', { player: 'p2' });
      expect(damageIn(hit.state, 'p1:active')).toBe(10);
      expect(conditionsIn(hit.state, 'p1:active')).toEqual(['poisoned']);
      const t = withSeeds(SEEDS, run, tails);
      expect(markersNamed(t.state, 'prevent-damage')).toHaveLength(0);
      const hurt = attack(nextTurn(t), 'Poisonpowder', { player: 'p2' });
      expect(damageIn(hurt.state, 'p1:active')).toBe(30);
    });
  });

/** "Discard … Energy … in order to use this attack." */
const DISCARD_TO_USE: readonly [string, string, number, string[], string[]][] = [
  // card, attack, damage, attached, discarded
  ['base1-4', 'Fire Spin', 100, [R, R, R, R, G], [R, R]],
  ['base1-12', 'Fire Blast', 80, [R, R, R, R, G], [R]],
  ['base1-16', 'Thunderbolt', 100, [L, L, L, L, G], [L, L, L, L, G]],
  ['base1-23', 'Flamethrower', 50, [R, R, G], [R]],
  ['base1-24', 'Flamethrower', 50, [R, R, G], [R]],
  ['base1-36', 'Flamethrower', 50, [R, R, G], [R]],
  ['base1-46', 'Ember', 30, [R, G], [R]],
];

for (const [id, name, dmg, attached, discarded] of DISCARD_TO_USE)
  card(`${poke(id).name} — ${name}`, () => {
    it(`discards ${discarded.length} Energy as its cost and does ${dmg}`, () => {
      const t = attack(
        table({ p1: { active: [id, ...attached] }, p2: { active: [KINGAMBIT] } }),
        name,
        { chooser: preferring('Fire Energy') },
      );
      expect(damageIn(t.state, 'p2:active')).toBe(dmg);
      expect(templatesIn(t.state, 'p1:discard').sort()).toEqual([...discarded].sort());
      // A Grass Energy is never taken for a Fire cost.
      if (discarded.length < attached.length)
        expect(templatesIn(t.state, 'p1:active')).toContain(G);
    });
  });

/** "Flip 2 coins. This attack does N damage times the number of heads." */
const TWO_COINS: readonly [string, string, number][] = [
  ['base1-17', 'Twineedle', 30],
  ['base1-18', 'Slam', 30],
  ['base1-31', 'Doubleslap', 10],
  ['base1-37', 'Double Kick', 30],
  ['base1-38', 'Doubleslap', 30],
  ['base1-48', 'Fury Attack', 10],
];

for (const [id, name, per] of TWO_COINS)
  card(`${poke(id).name} — ${name}`, () => {
    it(`does ${per} for each heads of 2 coins`, () => {
      const seen = new Set<number>();
      for (const seed of SEEDS.slice(0, 10)) {
        const t = attack(
          table({
            seed,
            p1: { active: [id, ...energyFor(id, name)] },
            p2: { active: [wallFor(id)] },
          }),
          name,
        );
        const flips = flipsOf(t);
        expect(flips).toHaveLength(2);
        const n = flips.filter((f) => f === 'heads').length;
        expect(damageIn(t.state, 'p2:active')).toBe(per * n);
        seen.add(n);
      }
      expect(seen.size).toBeGreaterThan(1);
    });
  });

/** "Flip a coin. If tails, … does N damage to itself." */
const TAILS_SELF: readonly [string, string, number, number][] = [
  ['base1-14', 'Thunder', 60, 30],
  ['base1-16', 'Thunder', 60, 30],
  ['base1-21', 'Electric Shock', 50, 10],
  ['base1-58', 'Thunder Jolt', 30, 10],
];

for (const [id, name, dmg, self] of TAILS_SELF)
  card(`${poke(id).name} — ${name}`, () => {
    it(`does ${dmg}; tails, ${self} to itself as well`, () => {
      const run = (seed: number) =>
        attack(
          table({
            seed,
            p1: { active: [id, ...energyFor(id, name)] },
            p2: { active: [KINGAMBIT] },
          }),
          name,
        );
      const h = withSeeds(SEEDS, run, heads);
      const t = withSeeds(SEEDS, run, tails);
      expect(damageIn(h.state, 'p2:active')).toBe(dmg);
      expect(damageIn(h.state, 'p1:active')).toBe(0);
      expect(damageIn(t.state, 'p2:active')).toBe(dmg);
      expect(damageIn(t.state, 'p1:active')).toBe(self);
    });
  });

/** "… does N damage to itself." */
const SELF_DAMAGE: readonly [string, string, number, number][] = [
  ['base1-3', 'Double-edge', 80, 80],
  ['base1-23', 'Take Down', 80, 30],
  ['base1-34', 'Submission', 60, 20],
];

for (const [id, name, dmg, self] of SELF_DAMAGE)
  card(`${poke(id).name} — ${name}`, () => {
    it(`does ${dmg}, and ${self} to itself`, () => {
      const t = attack(
        table({ p1: { active: [id, ...energyFor(id, name)] }, p2: { active: [KINGAMBIT] } }),
        name,
      );
      expect(damageIn(t.state, 'p2:active')).toBe(dmg);
      expect(damageIn(t.state, 'p1:active')).toBe(self);
    });
  });

/** "If your opponent has any Benched Pokémon, he or she chooses 1 of them and switches …" */
for (const [id, dmg] of [
  ['base1-22', 20],
  ['base1-57', 10],
] as const)
  card(`${poke(id).name} — Whirlwind`, () => {
    it('does the damage, then the opponent chooses the Benched Pokémon that comes in', () => {
      const t = table({
        p1: { active: [id, R, R] },
        p2: { active: [KINGAMBIT], bench: [[PIKACHU], [SQUIRTLE]] },
      });
      const next = act(t, {
        type: 'declare_action',
        player: 'p1',
        source: 'ai',
        kind: 'attack',
        card: `#${t.state.zones['p1:active']?.cards[0]}`,
        zone: 'p1:active',
        details: { attack: 'Whirlwind' },
      });
      expect(next.state.pendingDecision?.decider).toBe('p2');
      const done = answerAll(next, optionsNaming('p2:bench_2'));
      expect(templatesIn(done.state, 'p2:active')).toEqual([SQUIRTLE]);
      expect(templatesIn(done.state, 'p2:bench_2')).toEqual([KINGAMBIT]);
      expect(damageIn(done.state, 'p2:bench_2')).toBe(dmg);
    });

    it('with no Benched Pokémon, only the damage', () => {
      const t = attack(
        table({ p1: { active: [id, R, R] }, p2: { active: [KINGAMBIT] } }),
        'Whirlwind',
      );
      expect(damageIn(t.state, 'p2:active')).toBe(dmg);
    });
  });

card('Ninetales — Lure', () => {
  it("you choose the opponent's Benched Pokémon that is switched in", () => {
    const t = attack(
      table({
        p1: { active: ['base1-12', R, R] },
        p2: { active: [KINGAMBIT], bench: [[PIKACHU], [SQUIRTLE]] },
      }),
      'Lure',
      { chooser: optionsNaming('p2:bench_2') },
    );
    expect(templatesIn(t.state, 'p2:active')).toEqual([SQUIRTLE]);
    expect(templatesIn(t.state, 'p2:bench_2')).toEqual([KINGAMBIT]);
    expect(damageIn(t.state, 'p2:active')).toBe(0);
  });
});

/** "If the Defending Pokémon has any Energy cards attached to it, choose 1 of them and discard it." */
for (const [id, name, dmg] of [
  ['base1-13', 'Whirlpool', 40],
  ['base1-18', 'Hyper Beam', 20],
] as const)
  card(`${poke(id).name} — ${name}`, () => {
    it(`does ${dmg} and discards an Energy of the Defending Pokémon`, () => {
      const t = attack(
        table({ p1: { active: [id, ...energyFor(id, name)] }, p2: { active: [KINGAMBIT, G, W] } }),
        name,
        { chooser: optionsNaming('Water') },
      );
      expect(damageIn(t.state, 'p2:active')).toBe(dmg);
      expect(templatesIn(t.state, 'p2:active')).toEqual([KINGAMBIT, G]);
      expect(templatesIn(t.state, 'p2:discard')).toEqual([W]);
      const bare = attack(
        table({ p1: { active: [id, ...energyFor(id, name)] }, p2: { active: [KINGAMBIT] } }),
        name,
      );
      expect(damageIn(bare.state, 'p2:active')).toBe(dmg);
    });
  });

card('Nidoran ♂ — Horn Hazard', () => {
  it('heads 30, tails nothing', () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['base1-55', G] }, p2: { active: [DONDOZO] } }),
        'Horn Hazard',
      );
    expect(damageIn(withSeeds(SEEDS, run, heads).state, 'p2:active')).toBe(30);
    expect(damageIn(withSeeds(SEEDS, run, tails).state, 'p2:active')).toBe(0);
  });
});

card('Jynx — Meditate', () => {
  it('20 plus 10 for each damage counter on the Defending Pokémon', () => {
    const t = attack(
      withCounters(
        table({ p1: { active: ['base1-31', P, P, P] }, p2: { active: [KINGAMBIT] } }),
        'p2:active',
        { damage: 30 },
      ),
      'Meditate',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(30 + 50);
  });
});

card('Mewtwo — Psychic', () => {
  it('10 plus 10 for each Energy card attached to the Defending Pokémon', () => {
    const t = attack(
      table({ p1: { active: ['base1-10', P, P] }, p2: { active: [KINGAMBIT, G, G, W] } }),
      'Psychic',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(40);
  });
});

card('Magikarp — Flail', () => {
  it('10 for each damage counter on Magikarp', () => {
    const t = attack(
      withCounters(
        table({ p1: { active: ['base1-35', W] }, p2: { active: [KINGAMBIT] } }),
        'p1:active',
        { damage: 20 },
      ),
      'Flail',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(20);
  });
});

// ====================================================================== attacks: their own code

card('Blastoise — Hydro Pump', () => {
  const hit = (energy: string[]) =>
    damageIn(
      attack(
        table({ p1: { active: ['base1-2', ...energy] }, p2: { active: [KINGAMBIT] } }),
        'Hydro Pump',
      ).state,
      'p2:active',
    );
  it('10 more for each Water Energy beyond the cost, 2 at most', () => {
    expect(hit([W, W, W])).toBe(40);
    expect(hit([W, W, W, R])).toBe(40);
    expect(hit([W, W, W, W])).toBe(50);
    expect(hit([W, W, W, W, W, W])).toBe(60);
  });
});

card('Poliwrath — Water Gun', () => {
  const hit = (energy: string[]) =>
    damageIn(
      attack(
        table({ p1: { active: ['base1-13', ...energy] }, p2: { active: [KINGAMBIT] } }),
        'Water Gun',
      ).state,
      'p2:active',
    );
  it('a Water Energy that pays the Colorless cost does not count', () => {
    expect(hit([W, W, R])).toBe(30);
    expect(hit([W, W, W])).toBe(30);
    expect(hit([W, W, W, W])).toBe(40);
    expect(hit([W, W, R, W, W])).toBe(50);
    expect(hit([W, W, W, W, W, W])).toBe(50);
  });
});

card('Poliwag — Water Gun', () => {
  const hit = (energy: string[]) =>
    damageIn(
      attack(
        table({ p1: { active: ['base1-59', ...energy] }, p2: { active: [KINGAMBIT] } }),
        'Water Gun',
      ).state,
      'p2:active',
    );
  it('10 plus 10 for each extra Water Energy, 2 at most', () => {
    expect(hit([W])).toBe(10);
    expect(hit([W, W])).toBe(20);
    expect(hit([W, W, W, W])).toBe(30);
  });
});

card('Clefairy — Metronome', () => {
  it("copies an attack of the Defending Pokémon as Clefairy's: still Colorless", () => {
    // Alakazam is weak to Psychic, but Clefairy's Confuse Ray is a Colorless attack.
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['base1-5', R, R, R] }, p2: { active: ['base1-1'] } }),
        'Metronome',
        { chooser: optionsNaming('Confuse Ray') },
      );
    const h = withSeeds(SEEDS, run, heads);
    expect(damageIn(h.state, 'p2:active')).toBe(30);
    expect(conditionsIn(h.state, 'p2:active')).toEqual(['confused']);
    const t = withSeeds(SEEDS, run, tails);
    expect(conditionsIn(t.state, 'p2:active')).toEqual([]);
  });

  it('without the Energy the copied attack would discard', () => {
    const t = attack(
      table({ p1: { active: ['base1-5', R, R, R] }, p2: { active: [CHARMANDER, R] } }),
      'Metronome',
      { chooser: optionsNaming('Ember') },
    );
    expect(damageIn(t.state, 'p2:active')).toBe(30);
    expect(templatesIn(t.state, 'p1:active')).toEqual(['base1-5', R, R, R]);
  });
});

card('Magneton — Selfdestruct', () => {
  it('80 to the Defending Pokémon, 20 to every Benched Pokémon (no Weakness), 80 to itself', () => {
    const t = attack(
      table({
        p1: { active: ['base1-9', L, L, L, L], bench: [[SQUIRTLE]] },
        p2: { active: [KINGAMBIT], bench: [[SQUIRTLE], [PIKACHU]] },
      }),
      'Selfdestruct',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(80);
    expect(damageIn(t.state, 'p2:bench_1')).toBe(20);
    expect(damageIn(t.state, 'p2:bench_2')).toBe(20);
    // Magneton (60 HP) is Knocked Out; Squirtle took 20 before being promoted.
    expect(templatesIn(t.state, 'p1:discard')).toContain('base1-9');
    expect(templatesIn(t.state, 'p1:active')).toEqual([SQUIRTLE]);
    expect(damageIn(t.state, 'p1:active')).toBe(20);
    expect(t.state.zones['p2:hand']?.cards).toHaveLength(1);
  });
});

card('Magnemite — Selfdestruct', () => {
  it('40 to the Defending Pokémon, 10 to every Benched Pokémon, 40 to itself', () => {
    const t = attack(
      table({
        p1: { active: ['base1-53', L, L], bench: [[SQUIRTLE]] },
        p2: { active: [KINGAMBIT], bench: [[SQUIRTLE]] },
      }),
      'Selfdestruct',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(40);
    expect(damageIn(t.state, 'p2:bench_1')).toBe(10);
    expect(templatesIn(t.state, 'p1:discard')).toContain('base1-53');
    expect(damageIn(t.state, 'p1:active')).toBe(10);
  });
});

card('Mewtwo — Barrier', () => {
  it("discards a Psychic Energy; nothing the opponent's next attack does reaches Mewtwo", () => {
    const t = attack(
      table({ p1: { active: ['base1-10', P, P, R] }, p2: { active: [IVYSAUR, G, G, G] } }),
      'Barrier',
    );
    expect(templatesIn(t.state, 'p1:discard')).toEqual([P]);
    const hit = attack(nextTurn(t), 'Poisonpowder', { player: 'p2' });
    expect(damageIn(hit.state, 'p1:active')).toBe(0);
    expect(conditionsIn(hit.state, 'p1:active')).toEqual([]);
  });

  it('copied by Metronome, it costs Clefairy no Energy', () => {
    const t = attack(
      table({ p1: { active: ['base1-5', P, P, P] }, p2: { active: ['base1-10', P, P] } }),
      'Metronome',
      { chooser: optionsNaming('Barrier') },
    );
    expect(markersNamed(t.state, 'prevent-effects')).toHaveLength(1);
    expect(templatesIn(t.state, 'p1:active')).toEqual(['base1-5', P, P, P]);
  });

  it("Whirlpool's discard does not reach Mewtwo behind Barrier", () => {
    const barrier = attack(
      table({
        activePlayer: 'p2',
        p1: { active: ['base1-13', W, W, W, W] },
        p2: { active: ['base1-10', P, P, G] },
      }),
      'Barrier',
      { player: 'p2' },
    );
    const t = attack(nextTurn(barrier), 'Whirlpool');
    expect(damageIn(t.state, 'p2:active')).toBe(0);
    expect(templatesIn(t.state, 'p2:active')).toEqual(['base1-10', P, G]);
  });
});

card('Nidoking — Thrash', () => {
  it('heads 40; tails 30 and 10 to itself', () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['base1-11', G, G, G] }, p2: { active: [DONDOZO] } }),
        'Thrash',
      );
    const h = withSeeds(SEEDS, run, heads);
    expect([damageIn(h.state, 'p2:active'), damageIn(h.state, 'p1:active')]).toEqual([40, 0]);
    const t = withSeeds(SEEDS, run, tails);
    expect([damageIn(t.state, 'p2:active'), damageIn(t.state, 'p1:active')]).toEqual([30, 10]);
  });
});

card('Nidoking — Toxic', () => {
  it('Poisoned for 20 at each checkup, even when it already was Poisoned', () => {
    const t = attack(
      withCounters(
        table({ p1: { active: ['base1-11', G, G, G] }, p2: { active: [DONDOZO] } }),
        'p2:active',
        { poisoned: 1 },
      ),
      'Toxic',
    );
    expect(conditionsIn(t.state, 'p2:active')).toEqual(['poisoned']);
    expect(markersNamed(t.state, 'poison-damage')[0]?.amount).toBe(20);
    expect(damageIn(t.state, 'p2:active')).toBe(40);
    // The checkup after the opponent's own turn: 20 more.
    const later = pass(t);
    expect(damageIn(later.state, 'p2:active')).toBe(60);
  });

  it('once the Poison is cured, a later Poison does the usual 10', () => {
    let t = attack(
      table({
        p1: { active: ['base1-11', G, G, G], bench: [[IVYSAUR, G, G, G]], hand: ['base1-95'] },
        p2: { active: [DONDOZO], hand: ['base1-82'] },
      }),
      'Toxic',
    );
    t = nextTurn(t);
    t = act(
      act(t, {
        type: 'declare_action',
        player: 'p2',
        source: 'ai',
        kind: 'play_trainer',
        card: 'Full Heal',
        zone: 'p2:hand',
      }),
      { type: 'end_turn', player: 'p2', source: 'ai' },
    );
    t = nextTurn(t);
    const before = damageIn(t.state, 'p2:active');
    t = act(t, {
      type: 'declare_action',
      player: 'p1',
      source: 'ai',
      kind: 'play_trainer',
      card: 'Switch',
      zone: 'p1:hand',
    });
    t = answerAll(t);
    const powder = attack(t, 'Poisonpowder');
    expect(damageIn(powder.state, 'p2:active') - before).toBe(20 + 10);
  });
});

card('Raichu — Agility', () => {
  it("heads: nothing the opponent's next attack does reaches Raichu", () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['base1-14', L, L, L] }, p2: { active: [IVYSAUR, G, G, G] } }),
        'Agility',
      );
    const h = withSeeds(SEEDS, run, heads);
    expect(damageIn(h.state, 'p2:active')).toBe(20);
    const safe = attack(nextTurn(h), 'Poisonpowder', { player: 'p2' });
    expect(damageIn(safe.state, 'p1:active')).toBe(0);
    expect(conditionsIn(safe.state, 'p1:active')).toEqual([]);
    const t = withSeeds(SEEDS, run, tails);
    const hurt = attack(nextTurn(t), 'Poisonpowder', { player: 'p2' });
    expect(damageIn(hurt.state, 'p1:active')).toBe(30);
  });
});

card('Dugtrio — Earthquake', () => {
  it('70, and 10 to each of your own Benched Pokémon only', () => {
    const t = attack(
      table({
        p1: { active: ['base1-19', F, F, F, F], bench: [[PIKACHU], [SQUIRTLE]] },
        p2: { active: [KINGAMBIT], bench: [[PIKACHU]] },
      }),
      'Earthquake',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(70);
    expect(damageIn(t.state, 'p1:bench_1')).toBe(10);
    expect(damageIn(t.state, 'p1:bench_2')).toBe(10);
    expect(damageIn(t.state, 'p2:bench_1')).toBe(0);
  });
});

card('Electabuzz — Thunderpunch', () => {
  it('heads 40; tails 30 and 10 to itself', () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['base1-20', L, L] }, p2: { active: [KINGAMBIT] } }),
        'Thunderpunch',
      );
    const h = withSeeds(SEEDS, run, heads);
    expect([damageIn(h.state, 'p2:active'), damageIn(h.state, 'p1:active')]).toEqual([40, 0]);
    const t = withSeeds(SEEDS, run, tails);
    expect([damageIn(t.state, 'p2:active'), damageIn(t.state, 'p1:active')]).toEqual([30, 10]);
  });
});

card('Pidgeotto — Mirror Move', () => {
  it('does to the Defending Pokémon the damage the last attack did to Pidgeotto', () => {
    // p2's Pikachu Gnaws Pidgeotto (weak to Lightning): 20.
    const t = table({
      activePlayer: 'p2',
      p1: { active: ['base1-22', R, R, R] },
      p2: { active: [PIKACHU, L] },
    });
    const gnawed = attack(t, 'Gnaw', { player: 'p2' });
    expect(damageIn(gnawed.state, 'p1:active')).toBe(20);
    const back = attack(nextTurn(gnawed), 'Mirror Move');
    expect(damageIn(back.state, 'p2:active')).toBe(20);
  });

  it('also does the Special Condition the attack gave Pidgeotto: Poisonpowder comes back as 20 and Poison', () => {
    // p2's Ivysaur: "Poisonpowder — 20. The Defending Pokémon is now Poisoned."
    const t = table({
      activePlayer: 'p2',
      p1: { active: ['base1-22', R, R, R] },
      p2: { active: [IVYSAUR, G, G, G] },
    });
    const powdered = attack(t, 'Poisonpowder', { player: 'p2' });
    expect(conditionsIn(powdered.state, 'p1:active')).toEqual(['poisoned']);
    const back = attack(nextTurn(powdered), 'Mirror Move');
    // The final result: 20 (no Weakness or Resistance applied again), and Poisoned — which
    // then did its 10 at the checkup that followed the attack.
    expect(damageIn(back.state, 'p2:active')).toBe(30);
    expect(conditionsIn(back.state, 'p2:active')).toEqual(['poisoned']);
  });

  it('an attack that only put Pidgeotto to sleep comes back as sleep, without damage', () => {
    // p2's Haunter: "Hypnosis. The Defending Pokémon is now Asleep."
    const t = table({
      activePlayer: 'p2',
      p1: { active: ['base1-22', R, R, R] },
      p2: { active: ['base1-29', P] },
    });
    const slept = attack(t, 'Hypnosis', { player: 'p2' });
    expect(conditionsIn(slept.state, 'p1:active')).toEqual(['asleep']);
    // Pidgeotto woke up at the checkup (the coin came up heads): it may attack.
    const awake = withCounters(nextTurn(slept), 'p1:active', { asleep: 0 });
    const back = attack(awake, 'Mirror Move');
    expect(damageIn(back.state, 'p2:active')).toBe(0);
    expect(conditionsIn(back.state, 'p2:active')).toEqual(['asleep']);
  });

  it('does nothing when Pidgeotto was not attacked last turn', () => {
    const t = attack(
      table({ p1: { active: ['base1-22', R, R, R] }, p2: { active: [PIKACHU, L] } }),
      'Mirror Move',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(0);
  });
});

card("Farfetch'd — Leek Slap", () => {
  it('heads 30, tails nothing; either way never again while it stays in play', () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['base1-27', R, R, R] }, p2: { active: [KINGAMBIT] } }),
        'Leek Slap',
      );
    const h = withSeeds(SEEDS, run, heads);
    expect(damageIn(h.state, 'p2:active')).toBe(30);
    const t = withSeeds(SEEDS, run, tails);
    expect(damageIn(t.state, 'p2:active')).toBe(0);
    for (const done of [h, t]) {
      expect(markersNamed(done.state, 'used-attack')[0]).toMatchObject({
        name: 'Leek Slap',
        until: null,
      });
      const later = nextTurn(pass(done));
      expect(refused(later, 'Leek Slap')).toMatch(/CANNOT_USE_ATTACK|already used Leek Slap/);
      // Pot Smash is still there.
      expect(damageIn(attack(later, 'Pot Smash').state, 'p2:active')).toBe(
        damageIn(done.state, 'p2:active') + 30,
      );
    }
  });
});

card('Haunter — Dream Eater', () => {
  it('only against an Asleep Defending Pokémon', () => {
    const board = table({ p1: { active: ['base1-29', P, P] }, p2: { active: [KINGAMBIT] } });
    expect(refused(board, 'Dream Eater')).toMatch(/not Asleep/);
    const t = attack(withCounters(board, 'p2:active', { asleep: 1 }), 'Dream Eater');
    expect(damageIn(t.state, 'p2:active')).toBe(50);
  });
});

for (const [id, type] of [
  ['base1-32', P],
  ['base1-64', W],
] as const)
  card(`${poke(id).name} — Recover`, () => {
    it('discards an Energy of its type and removes all its damage counters', () => {
      const t = attack(
        withCounters(
          table({ p1: { active: [id, type, type] }, p2: { active: [KINGAMBIT] } }),
          'p1:active',
          { damage: 40 },
        ),
        'Recover',
      );
      expect(damageIn(t.state, 'p1:active')).toBe(0);
      expect(templatesIn(t.state, 'p1:active')).toEqual([id, type]);
      expect(templatesIn(t.state, 'p1:discard')).toEqual([type]);
    });
  });

card('Machoke — Karate Chop', () => {
  it('50 less 10 for each damage counter on Machoke', () => {
    const hit = (counters: number) =>
      damageIn(
        attack(
          withCounters(
            table({ p1: { active: ['base1-34', F, F, F] }, p2: { active: [KINGAMBIT] } }),
            'p1:active',
            { damage: counters * 10 },
          ),
          'Karate Chop',
        ).state,
        'p2:active',
      );
    expect(hit(0)).toBe(50);
    expect(hit(3)).toBe(20);
    expect(hit(7)).toBe(0);
  });
});

card('Poliwhirl — Amnesia', () => {
  it("the chosen attack can't be used during the opponent's next turn; the others can", () => {
    const t = attack(
      table({ p1: { active: ['base1-38', W, W] }, p2: { active: [PIKACHU, L, L] } }),
      'Amnesia',
      { chooser: optionsNaming('Gnaw') },
    );
    const theirs = nextTurn(t);
    expect(refused(theirs, 'Gnaw', 'p2')).toMatch(/CANNOT_USE_ATTACK|Amnesia|can't use/);
    const jolt = attack(theirs, 'Thunder Jolt', { player: 'p2' });
    expect(damageIn(jolt.state, 'p1:active')).toBe(30);
  });
});

card('Porygon — Conversion 1', () => {
  const board = () =>
    table({
      p1: { active: ['base1-39', R], bench: [[SQUIRTLE]] },
      p2: { active: [PIKACHU] },
    });
  it("changes the Defending Pokémon's Weakness to the type chosen", () => {
    const t = attack(board(), 'Conversion 1', { chooser: optionsNaming('Water') });
    const cards = t.engine.definition.cards;
    const pikachu = pokemonIn(cards, t.state, 'p2:active');
    const squirtle = pokemonIn(cards, t.state, 'p1:bench_1');
    if (!pikachu || !squirtle) throw new Error('board');
    expect(weaknessOf(cards, t.state, pikachu)?.type).toBe('Water');
    expect(attackDamage(cards, t.state, squirtle, pikachu, 10).damage).toBe(20);
  });
  it('may be declined', () => {
    const t = attack(board(), 'Conversion 1', {
      chooser: (d) => (d.select ? [] : [d.options?.[0] as string]),
    });
    const cards = t.engine.definition.cards;
    const pikachu = pokemonIn(cards, t.state, 'p2:active');
    if (!pikachu) throw new Error('board');
    expect(weaknessOf(cards, t.state, pikachu)?.type).toBe('Fighting');
  });
  it('offers no type against a Pokémon with no Weakness', () => {
    const t = attack(
      table({ p1: { active: ['base1-39', R] }, p2: { active: ['base1-26'] } }),
      'Conversion 1',
    );
    expect(markersNamed(t.state, 'weakness-type')).toHaveLength(0);
    expect(t.state.log.some((e) => e.message.includes('must decide'))).toBe(false);
  });

  it('offers every type but Colorless', () => {
    const t = board();
    const asked = act(t, {
      type: 'declare_action',
      player: 'p1',
      source: 'ai',
      kind: 'attack',
      card: `#${t.state.zones['p1:active']?.cards[0]}`,
      zone: 'p1:active',
      details: { attack: 'Conversion 1' },
    });
    const options = asked.state.pendingDecision?.options ?? [];
    expect(options.some((o) => /Water/.test(o))).toBe(true);
    expect(options.filter((o) => /Colorless/.test(o))).toEqual([]);
  });
});

card('Porygon — Conversion 2', () => {
  it("Porygon's Resistance becomes the type chosen", () => {
    const t = attack(
      table({ p1: { active: ['base1-39', R, R] }, p2: { active: [PIKACHU, L] } }),
      'Conversion 2',
      { chooser: optionsNaming('Lightning') },
    );
    // Pikachu's Gnaw (10, Lightning) against Resistance Lightning -30.
    const hit = attack(nextTurn(t), 'Gnaw', { player: 'p2' });
    expect(damageIn(hit.state, 'p1:active')).toBe(0);
  });

  it('offers every type but Colorless', () => {
    const t = table({ p1: { active: ['base1-39', R, R] }, p2: { active: [PIKACHU, L] } });
    const asked = act(t, {
      type: 'declare_action',
      player: 'p1',
      source: 'ai',
      kind: 'attack',
      card: `#${t.state.zones['p1:active']?.cards[0]}`,
      zone: 'p1:active',
      details: { attack: 'Conversion 2' },
    });
    const options = asked.state.pendingDecision?.options ?? [];
    expect(options.some((o) => /Lightning/.test(o))).toBe(true);
    expect(options.filter((o) => /Colorless/.test(o))).toEqual([]);
  });
});

card('Raticate — Super Fang', () => {
  it("half the Defending Pokémon's remaining HP, rounded up to 10", () => {
    const hit = (dmg: number) =>
      damageIn(
        attack(
          withCounters(
            table({ p1: { active: ['base1-40', R, R, R] }, p2: { active: [KINGAMBIT] } }),
            'p2:active',
            { damage: dmg },
          ),
          'Super Fang',
        ).state,
        'p2:active',
      ) - dmg;
    expect(hit(0)).toBe(90); // 170 → 85 → 90
    expect(hit(40)).toBe(70); // 130 → 65 → 70
    expect(hit(50)).toBe(60); // 120 → 60
  });
});

card('Bulbasaur — Leech Seed', () => {
  const board = () =>
    withCounters(
      table({ p1: { active: [BULBASAUR, G, G] }, p2: { active: [DONDOZO] } }),
      'p1:active',
      { damage: 20 },
    );
  it('you may remove a damage counter from Bulbasaur', () => {
    const yes = attack(board(), 'Leech Seed', { chooser: optionsNaming('yes') });
    expect(damageIn(yes.state, 'p2:active')).toBe(20);
    expect(damageIn(yes.state, 'p1:active')).toBe(10);
    const no = attack(board(), 'Leech Seed', { chooser: optionsNaming('no') });
    expect(damageIn(no.state, 'p1:active')).toBe(20);
  });
  it('not when all the damage was prevented', () => {
    const t = attack(
      withMarker(board(), 'p2:active', {
        kind: 'prevent-damage',
        until: 3,
        source: 'Withdraw',
      }),
      'Leech Seed',
      { chooser: optionsNaming('yes') },
    );
    expect(damageIn(t.state, 'p2:active')).toBe(0);
    expect(damageIn(t.state, 'p1:active')).toBe(20);
  });
});

card('Gastly — Destiny Bond', () => {
  it('discards a Psychic Energy; the Pokémon that Knocks Out Gastly next turn is Knocked Out too', () => {
    const t = attack(
      table({
        p1: { active: ['base1-50', P, R], bench: [[PIKACHU]] },
        p2: { active: [CHARMANDER, R, R], bench: [[SQUIRTLE]] },
      }),
      'Destiny Bond',
    );
    expect(templatesIn(t.state, 'p1:discard')).toEqual([P]);
    const ember = attack(nextTurn(t), 'Ember', { player: 'p2' });
    expect(templatesIn(ember.state, 'p1:discard')).toContain('base1-50');
    expect(templatesIn(ember.state, 'p2:discard')).toContain(CHARMANDER);
    // p1 took a Prize for Charmander.
    expect(ember.state.zones['p1:hand']?.cards.length).toBe(1);
  });

  it('after that turn, a Knock Out no longer takes the attacker along', () => {
    const t = attack(
      table({
        p1: { active: ['base1-50', P, R], bench: [[PIKACHU]] },
        p2: { active: [CHARMANDER, R, R], bench: [[SQUIRTLE]] },
      }),
      'Destiny Bond',
    );
    const later = nextTurn(pass(nextTurn(pass(t))));
    const ember = attack(later, 'Ember', { player: 'p2' });
    expect(templatesIn(ember.state, 'p1:discard')).toContain('base1-50');
    expect(templatesIn(ember.state, 'p2:active')).toEqual([CHARMANDER, R]);
  });
});

card('Koffing — Foul Gas', () => {
  it('heads Poisoned, tails Confused', () => {
    const run = (seed: number) =>
      attack(
        table({ seed, p1: { active: ['base1-51', G, G] }, p2: { active: [DONDOZO] } }),
        'Foul Gas',
      );
    const h = withSeeds(SEEDS, run, heads);
    expect(conditionsIn(h.state, 'p2:active')).toEqual(['poisoned']);
    expect(damageIn(h.state, 'p2:active')).toBe(20);
    const t = withSeeds(SEEDS, run, tails);
    expect(conditionsIn(t.state, 'p2:active')).toEqual(['confused']);
    expect(damageIn(t.state, 'p2:active')).toBe(10);
  });
});

card('Onix — Harden', () => {
  const hardened = () =>
    attack(
      table({
        p1: { active: ['base1-56', F, F] },
        p2: { active: [PIKACHU, L, L], bench: [['base1-6', W, W, W]] },
      }),
      'Harden',
    );
  it("prevents damage of 30 or less during the opponent's next turn", () => {
    const jolt = attack(nextTurn(hardened()), 'Thunder Jolt', { player: 'p2' });
    expect(damageIn(jolt.state, 'p1:active')).toBe(0);
  });
  it('but not more than 30', () => {
    const t = nextTurn(hardened());
    const switched = act(t, {
      type: 'declare_action',
      player: 'p2',
      source: 'ai',
      kind: 'retreat',
      details: { to: 'p2:bench_1', discard: [t.state.zones['p2:active']?.cards[1] as string] },
    });
    const rage = attack(switched, 'Dragon Rage', { player: 'p2' });
    expect(damageIn(rage.state, 'p1:active')).toBe(50);
  });
});

card('Sandshrew — Sand-attack', () => {
  it("the Defending Pokémon's next attack does nothing on tails", () => {
    const run = (seed: number) => {
      const t = attack(
        table({ seed, p1: { active: ['base1-62', F] }, p2: { active: [CHARMANDER, R] } }),
        'Sand-attack',
      );
      expect(damageIn(t.state, 'p2:active')).toBe(10);
      return attack(nextTurn(t), 'Scratch', { player: 'p2' });
    };
    const flip = (t: Table) => flipsOf(t, 'p2')[0];
    const h = withSeeds(SEEDS, run, (t) => flip(t) === 'heads');
    expect(damageIn(h.state, 'p1:active')).toBe(10);
    const t = withSeeds(SEEDS, run, (x) => flip(x) === 'tails');
    expect(damageIn(t.state, 'p1:active')).toBe(0);
  });
});

describe('every Base Set Pokémon text', () => {
  it('has its tests here', () => {
    const missing: string[] = [];
    for (const c of registry.cards) {
      if (c.set.id !== 'base1' || c.supertype !== 'Pokémon') continue;
      const mon = c as PokemonSupertypeCard;
      const parts = [
        ...mon.abilities.map((a) => a.name),
        ...mon.attacks.filter((a) => a.text.trim() !== '').map((a) => a.name),
      ];
      for (const part of parts)
        if (!described.has(`${mon.name} — ${part}`)) missing.push(`${mon.name} — ${part}`);
    }
    expect(missing).toEqual([]);
    expect(described.size).toBeGreaterThanOrEqual(80);
  });
});
