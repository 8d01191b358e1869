import type { Action } from '@playmat/engine';
import { describe, expect, it } from 'vitest';
import { getBundledSets } from '../cards/bundled-sets';
import { loadCardSet } from '../cards/load-card-set';
import { createCardRegistry } from '../cards/registry';
import { createPokemonEngine } from '../game/definition';
import type { BoardSpec } from '../test/match-builder';
import {
  CHARMANDER,
  F,
  flipsOf,
  G,
  KINGAMBIT,
  L,
  nextTurn,
  P,
  pass,
  R,
  SEEDS,
  SQUIRTLE,
  W,
} from './cards/classic.test-helper';
import {
  act,
  attack,
  table as bundledTable,
  conditionsIn,
  damageIn,
  optionsNaming,
  playTrainer,
  type Table,
  withSeeds,
} from './effects.test-helper';
import gymHeroes from './fixtures/gym1.json';
import neoGenesis from './fixtures/neo1.json';
import { isPatternText } from './patterns';

/**
 * Effects of attacks that last beyond the attack, compiled from the text of classic cards no code
 * was written for: each test plays a real printing and asserts what its text says, and when the
 * effect ends — the turn the text names, and the rules' end of any effect of an attack on a
 * Pokémon. That end, as the 1999 rules state it: "When a Pokémon evolves, it keeps any Energy
 * cards … and any damage counters … All other things about the Pokémon go away — Sleep,
 * Confusion, Paralysis, Poison, or anything else that might be the result of an attack some
 * Pokémon made earlier" (Base Set rulebook, "Evolve a Pokémon in play"; copy at
 * angelfire.com/pokemon/pokemonunivers/rules.html), and "if a Pokémon goes to the Bench, these
 * things are removed from it" (Base Set rulebook, "How do Sleep, Confusion, Paralysis, and
 * Poison work?"). Cards restate it: Mean Look "(Benching or evolving either Pokémon ends this
 * effect.)", Shadow Images "(or is Benched or is evolved)".
 */
const gym1 = loadCardSet(gymHeroes);
const neo1 = loadCardSet(neoGenesis);
const registry = createCardRegistry([...Object.values(getBundledSets()), gym1, neo1]);
const engine = createPokemonEngine({ registry });
const table = (spec: BoardSpec): Table => bundledTable({ ...spec, engine });

const D = 'sve-7';
/** No Retreat Cost; evolves into Raticate (Retreat Cost 1). */
const RATTATA = 'base1-61';
const RATICATE = 'base1-40';
const CHARMELEON = 'base1-24';
const GUST = 'base1-93';
/** Poison Sting (G) 10: "Flip a coin. If heads, the Defending Pokémon is now Poisoned." */
const WEEDLE = 'base1-69';
const PIKACHU = 'base1-58';

/** The ids of the Energy attached to the Pokémon in a zone. */
function energyIn(t: Table, zone: string): string[] {
  return (t.state.zones[zone]?.cards ?? []).filter((id) =>
    (t.state.cards[id]?.templateId ?? '').startsWith('sve-'),
  );
}

/** The retreat action of the player to move: to their first Benched Pokémon, paying with all its Energy. */
function retreat(t: Table): Action {
  const player = t.state.turn.activePlayer;
  return {
    type: 'declare_action',
    player,
    source: 'ai',
    kind: 'retreat',
    details: { to: `${player}:bench_1`, discard: energyIn(t, `${player}:active`) },
  };
}

/** The rule code refusing an action, or `ok`. */
function verdict(t: Table, action: Action): string {
  const r = t.engine.execute(t.state, action);
  return r.ok ? 'ok' : (r.error.rule?.code ?? r.error.code);
}

/** The player to move evolves the Pokémon in `zone` with the card `template` from their hand. */
function evolve(t: Table, zone: string, template: string): Table {
  const player = t.state.turn.activePlayer;
  const card = (t.state.zones[`${player}:hand`]?.cards ?? []).find(
    (id) => t.state.cards[id]?.templateId === template,
  );
  if (!card) throw new Error(`no ${template} in ${player}'s hand`);
  return act(t, {
    type: 'move_card',
    player,
    source: 'ai',
    card: `#${card}`,
    to: zone,
    position: 'top',
  });
}

/** The action of the player to move attacking with `name` (not executed). */
function attackAction(t: Table, name: string): Action {
  const player = t.state.turn.activePlayer;
  return {
    type: 'declare_action',
    player,
    source: 'ai',
    kind: 'attack',
    card: `#${t.state.zones[`${player}:active`]?.cards[0]}`,
    zone: `${player}:active`,
    details: { attack: name },
  };
}

const p1Heads = (t: Table) => flipsOf(t, 'p1')[0] === 'heads';
const p1Tails = (t: Table) => flipsOf(t, 'p1')[0] === 'tails';

describe('Murkrow — Mean Look: "can\'t retreat as long as Murkrow remains your Active Pokémon"', () => {
  const used = () =>
    nextTurn(
      attack(
        table({
          p1: { active: ['neo1-24', D], bench: [[RATTATA]] },
          p2: { active: [RATTATA, G], bench: [[SQUIRTLE]], hand: [RATICATE] },
        }),
        'Mean Look',
      ),
    );

  it("the Defending Pokémon can't retreat, and still can't two turns later (no turn limit)", () => {
    const t = used();
    expect(verdict(t, retreat(t))).toBe('CANNOT_RETREAT');
    const later = nextTurn(pass(pass(t)));
    expect(later.state.turn.activePlayer).toBe('p2');
    expect(verdict(later, retreat(later))).toBe('CANNOT_RETREAT');
  });

  it('ends when Murkrow goes to the Bench', () => {
    const t = nextTurn(pass(used()));
    const benched = act(t, retreat(t));
    const theirs = nextTurn(act(benched, { type: 'end_turn', player: 'p1', source: 'ai' }));
    expect(verdict(theirs, retreat(theirs))).toBe('ok');
  });

  it('ends when the Defending Pokémon evolves', () => {
    const t = used();
    const evolved = evolve(t, 'p2:active', RATICATE);
    expect(verdict(evolved, retreat(evolved))).toBe('ok');
  });
});

describe('Cyndaquil — Leer: "(Benching or evolving either Pokémon ends this effect.)"', () => {
  const run = (seed: number) =>
    nextTurn(
      attack(
        table({
          seed,
          p1: { active: ['neo1-56', R] },
          p2: { active: [CHARMANDER, R, R, R], hand: [CHARMELEON] },
        }),
        'Leer',
      ),
    );

  it("heads: the Defending Pokémon can't attack Cyndaquil; evolving it ends that", () => {
    const t = withSeeds(SEEDS, run, p1Heads);
    expect(verdict(t, attackAction(t, 'Ember'))).toBe('CANNOT_ATTACK');
    const evolved = evolve(t, 'p2:active', CHARMELEON);
    expect(verdict(evolved, attackAction(evolved, 'Slash'))).toBe('ok');
  });

  it('tails: nothing', () => {
    const t = withSeeds(SEEDS, run, p1Tails);
    expect(verdict(t, attackAction(t, 'Ember'))).toBe('ok');
  });

  it('is refused where no effect between the two Pokémon precedes it', () => {
    expect(
      isPatternText(
        'X',
        "The Defending Pokémon can't retreat during your opponent's next turn. (Benching or evolving either Pokémon ends this effect.)",
      ),
    ).toBe(false);
  });
});

describe('Chikorita — Growl: "reduced by 10 (before applying Weakness and Resistance)"', () => {
  const used = (defending: string[]) =>
    nextTurn(
      attack(
        table({ p1: { active: ['neo1-54', G] }, p2: { active: defending, hand: [RATICATE] } }),
        'Growl',
      ),
    );

  it('Ember (30) against Chikorita, weak to Fire: (30 − 10) × 2 = 40, not 30 × 2 − 10', () => {
    const t = attack(used([CHARMANDER, R, R]), 'Ember', { player: 'p2' });
    expect(damageIn(t.state, 'p1:active')).toBe(40);
  });

  it("Rattata's Bite does 10; once Rattata evolves, Raticate's Bite does its 20", () => {
    const t = attack(used([RATTATA, G]), 'Bite', { player: 'p2' });
    expect(damageIn(t.state, 'p1:active')).toBe(10);
    const evolved = evolve(used([RATTATA, G]), 'p2:active', RATICATE);
    expect(damageIn(attack(evolved, 'Bite', { player: 'p2' }).state, 'p1:active')).toBe(20);
  });
});

describe('Spinarak — Scary Face: "until the end of your opponent\'s next turn, … can\'t attack or retreat"', () => {
  const run = (seed: number) =>
    nextTurn(
      attack(
        table({
          seed,
          p1: { active: ['neo1-75', G] },
          p2: { active: [RATTATA, G], bench: [[SQUIRTLE]] },
        }),
        'Scary Face',
      ),
    );

  it('heads: neither attack nor retreat that turn; both again the turn after', () => {
    const t = withSeeds(SEEDS, run, p1Heads);
    expect(verdict(t, attackAction(t, 'Bite'))).toBe('CANNOT_ATTACK');
    expect(verdict(t, retreat(t))).toBe('CANNOT_RETREAT');
    const later = nextTurn(pass(pass(t)));
    expect(verdict(later, attackAction(later, 'Bite'))).toBe('ok');
    expect(verdict(later, retreat(later))).toBe('ok');
  });

  it('tails: nothing', () => {
    const t = withSeeds(SEEDS, run, p1Tails);
    expect(verdict(t, attackAction(t, 'Bite'))).toBe('ok');
    expect(verdict(t, retreat(t))).toBe('ok');
  });
});

describe('Sabrina\'s Slowbro — Screaming Headbutt: "You can\'t use this attack during your next turn."', () => {
  const used = () =>
    nextTurn(
      pass(
        attack(
          table({ p1: { active: ['gym1-60', P, P, P] }, p2: { active: [KINGAMBIT] } }),
          'Screaming Headbutt',
        ),
      ),
    );

  it('does 40, is refused the next turn while Naptime is not, and is usable the turn after', () => {
    const t = used();
    expect(damageIn(t.state, 'p2:active')).toBe(40);
    expect(verdict(t, attackAction(t, 'Screaming Headbutt'))).toBe('CANNOT_USE_ATTACK');
    expect(verdict(t, attackAction(t, 'Naptime'))).toBe('ok');
    const later = nextTurn(pass(pass(t)));
    expect(verdict(later, attackAction(later, 'Screaming Headbutt'))).toBe('ok');
  });
});

describe('Onix — Screech: "until the end of your next turn, … that attack does 20 more damage"', () => {
  const used = (p2Bench: string[][] = []) =>
    attack(
      table({
        p1: { active: ['neo1-69', F, F], hand: [GUST] },
        p2: { active: [SQUIRTLE, W], bench: p2Bench },
      }),
      'Screech',
    );

  it('an attack that damages the Defending Pokémon in the next turn does 20 more (Rage 10 → 30)', () => {
    const t = attack(nextTurn(pass(used())), 'Rage');
    expect(damageIn(t.state, 'p2:active')).toBe(30);
  });

  it('the turn after that, no more', () => {
    const t = attack(nextTurn(pass(pass(pass(used())))), 'Rage');
    expect(damageIn(t.state, 'p2:active')).toBe(10);
  });

  it('ends when the Defending Pokémon goes to the Bench (retreat), even if brought back', () => {
    const theirs = nextTurn(used([[RATTATA]]));
    const retreated = act(theirs, retreat(theirs));
    const mine = nextTurn(act(retreated, { type: 'end_turn', player: 'p2', source: 'ai' }));
    const back = playTrainer(mine, 'Gust of Wind', { chooser: optionsNaming('Squirtle') });
    const t = attack(back, 'Rage');
    expect(damageIn(t.state, 'p2:active')).toBe(10);
  });
});

describe('Deflector: "whenever it takes damage, divide that damage in half (rounded down to the nearest 10)"', () => {
  it.each([
    ["Erika's Exeggcute", 'gym1-43', P],
    ['Chikorita', 'neo1-53', G],
  ])(
    "%s: Pikachu's Thunder Jolt 30 → 10 in the next turn; Gnaw 10 the turn after",
    (_n, id, energy) => {
      const used = nextTurn(
        attack(
          table({ p1: { active: [id, energy] }, p2: { active: [PIKACHU, L, L] } }),
          'Deflector',
        ),
      );
      // 30 halved is 15, rounded down to the nearest 10.
      const hit = attack(used, 'Thunder Jolt', { player: 'p2' });
      expect(damageIn(hit.state, 'p1:active')).toBe(10);
      const again = attack(nextTurn(pass(hit)), 'Gnaw', { player: 'p2' });
      expect(damageIn(again.state, 'p1:active')).toBe(20);
    },
  );
});

describe('Bayleef — Pollen Shield: "can\'t become Asleep, Confused, Paralyzed, or Poisoned"', () => {
  /** p1's Bayleef uses `name`; p2's Weedle then uses Poison Sting and its coin comes up heads. */
  const stung = (name: string) =>
    withSeeds(
      SEEDS,
      (seed) =>
        attack(
          nextTurn(
            attack(
              table({ seed, p1: { active: ['neo1-28', G, G, G] }, p2: { active: [WEEDLE, G] } }),
              name,
            ),
          ),
          'Poison Sting',
          { player: 'p2' },
        ),
      (t) => flipsOf(t, 'p2')[0] === 'heads',
    );

  it('after Pollen Shield, a heads Poison Sting does its 10 but Bayleef is not Poisoned', () => {
    const t = stung('Pollen Shield');
    expect(damageIn(t.state, 'p1:active')).toBe(10);
    expect(conditionsIn(t.state, 'p1:active')).toEqual([]);
  });

  it('after Poisonpowder instead, the same sting Poisons it', () => {
    expect(conditionsIn(stung('Poisonpowder').state, 'p1:active')).toEqual(['poisoned']);
  });
});

describe('Lt. Surge\'s Rattata — Focus Energy: "During your next turn, … Gnaw attack\'s base damage is doubled."', () => {
  it('Gnaw does 40 the next turn, 20 the turn after', () => {
    const used = attack(
      table({ p1: { active: ['gym1-82', W, W] }, p2: { active: [KINGAMBIT] } }),
      'Focus Energy',
    );
    const gnaw = attack(nextTurn(pass(used)), 'Gnaw');
    expect(damageIn(gnaw.state, 'p2:active')).toBe(40);
    const again = attack(nextTurn(pass(gnaw)), 'Gnaw');
    expect(damageIn(again.state, 'p2:active')).toBe(60);
  });
});
