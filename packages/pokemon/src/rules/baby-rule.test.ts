import { createGameToolContext, createMatchStore } from '@playmat/agent/game';
import type { Action } from '@playmat/engine';
import type { ToolSet } from 'ai';
import { describe, expect, it } from 'vitest';
import { createBotBrain } from '../bots/brain';
import type { BotCallResult } from '../bots/types';
import { getBundledSets } from '../cards/bundled-sets';
import { loadCardSet } from '../cards/load-card-set';
import { createCardRegistry } from '../cards/registry';
import { hasBabyRule, isBabyRuleText } from '../effects/baby-rule';
import { CHARMANDER, flipsOf, G, PIKACHU, R, SEEDS } from '../effects/cards/classic.test-helper';
import { missingEffects, setAutomation } from '../effects/coverage';
import {
  act,
  attack,
  table as bundledTable,
  conditionsIn,
  damageIn,
  refusalOf,
  type Table,
  templatesIn,
  withCounters,
  withSeeds,
} from '../effects/effects.test-helper';
import neoGenesis from '../effects/fixtures/neo1.json';
import neoDiscovery from '../effects/fixtures/neo2.json';
import type { PokemonState } from '../game/state';
import { createPokemonPlugin } from '../plugin/create-pokemon-plugin';
import type { BoardSpec } from '../test/match-builder';
import { createPokemonTools } from '../tools/pokemon-tools';

/**
 * The Baby rule, from its printed text (Neo Genesis Pichu): "If this Baby Pokémon is your Active
 * Pokémon and your opponent tries to attack, your opponent flips a coin (before doing anything
 * required in order to use that attack). If tails, your opponent's turn ends without an attack."
 * The Neo Genesis rules insert add that a Baby is a kind of Basic Pokémon card that can evolve
 * into the Pokémon it names (Pichu into Pikachu, which is then an Evolved Pokémon).
 */
const neo1 = loadCardSet(neoGenesis);
const neo2 = loadCardSet(neoDiscovery);
const registry = createCardRegistry([...Object.values(getBundledSets()), neo1, neo2]);
const plugin = createPokemonPlugin({ registry });
const table = (spec: BoardSpec): Table => bundledTable({ ...spec, engine: plugin.engine });

const PICHU = 'neo1-12';
const CLEFFA = 'neo1-20';
const IGGLYBUFF = 'neo2-40';
const TYROGUE = 'neo2-66';
const RAICHU = 'base1-14';
const HITMONCHAN = 'base1-7';
const CHARMANDER_SCRATCH = 10;

const babyCoin = (t: Table) => flipsOf(t, 'p1')[0];
/** Charmander (Scratch 10, Ember 30: "Discard 1 Fire Energy card … in order to use this attack") against a Baby. */
const against = (baby: string, seed: number, name = 'Scratch', p1Counters = {}) =>
  attack(
    withCounters(
      table({
        seed,
        p1: { active: [CHARMANDER, R, R] },
        p2: { active: [baby], bench: [[PIKACHU]] },
      }),
      'p1:active',
      p1Counters,
    ),
    name,
  );

describe('the Baby rule: the attacking player flips before anything the attack needs', () => {
  it('heads: the attack goes on (Scratch does its 10 to Pichu)', () => {
    const t = withSeeds(
      SEEDS,
      (s) => against(PICHU, s),
      (x) => babyCoin(x) === 'heads',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(CHARMANDER_SCRATCH);
    expect(t.state.turn.activePlayer).toBe('p2');
  });

  it('tails: the turn ends without an attack — no damage, nothing discarded, one coin only', () => {
    const t = withSeeds(
      SEEDS,
      (s) => against(PICHU, s, 'Ember'),
      (x) => babyCoin(x) === 'tails',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(0);
    // Ember's "Discard 1 Fire Energy card … in order to use this attack" was never paid.
    expect(templatesIn(t.state, 'p1:active')).toEqual([CHARMANDER, R, R]);
    expect(templatesIn(t.state, 'p1:discard')).toEqual([]);
    expect(flipsOf(t, 'p1')).toEqual(['tails']);
    expect(t.state.turn.activePlayer).toBe('p2');
  });

  it('heads then pays what the attack needs: Ember discards its Fire Energy and does 30', () => {
    const t = withSeeds(
      SEEDS,
      (s) => against(CLEFFA, s, 'Ember'),
      (x) => babyCoin(x) === 'heads',
    );
    expect(templatesIn(t.state, 'p1:discard')).toEqual([R]);
    // Cleffa has 30 HP: Knocked Out, and its owner promotes the Benched Pikachu.
    expect(templatesIn(t.state, 'p2:discard')).toContain(CLEFFA);
  });

  it('comes before the Confused coin: tails, no Confusion flip and no damage to itself', () => {
    const t = withSeeds(
      SEEDS,
      (s) => against(PICHU, s, 'Scratch', { confused: 1 }),
      (x) => babyCoin(x) === 'tails',
    );
    expect(flipsOf(t, 'p1')).toEqual(['tails']);
    expect(damageIn(t.state, 'p1:active')).toBe(0);
    expect(conditionsIn(t.state, 'p1:active')).toEqual(['confused']);
  });

  it('applies only while the Baby is Active: a Benched Baby asks for no coin', () => {
    const t = attack(
      table({ p1: { active: [CHARMANDER, R, R] }, p2: { active: [PIKACHU], bench: [[PICHU]] } }),
      'Scratch',
    );
    expect(flipsOf(t, 'p1')).toEqual([]);
    expect(damageIn(t.state, 'p2:active')).toBe(CHARMANDER_SCRATCH);
  });

  it('reads both printed wordings (Neo Genesis "tries to attack", Neo Discovery "announces an attack")', () => {
    for (const id of [PICHU, IGGLYBUFF, TYROGUE]) {
      const card = registry.get(id);
      expect(card && hasBabyRule(card), id).toBe(true);
    }
    const t = withSeeds(
      SEEDS,
      (s) => against(TYROGUE, s),
      (x) => babyCoin(x) === 'tails',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(0);
    expect(t.state.turn.activePlayer).toBe('p2');
  });

  it('refuses any other wording: a Baby rule it cannot read stays manual', () => {
    expect(isBabyRuleText('If this Baby Pokémon is your Active Pokémon, flip 2 coins.')).toBe(
      false,
    );
    const odd = loadCardSet([
      {
        id: 'zz9-1',
        name: 'Odd Baby',
        supertype: 'Pokémon',
        subtypes: ['Baby'],
        hp: '30',
        rules: ['If this Baby Pokémon is your Active Pokémon, your opponent flips 2 coins.'],
        number: '1',
      },
    ]);
    const card = odd.cards[0];
    expect(card && hasBabyRule(card)).toBe(false);
    expect(card && missingEffects(card)).toEqual(['Odd Baby — Baby rule']);
  });
});

describe('a Baby Pokémon is played as a Basic Pokémon', () => {
  it('goes onto the Bench from the hand, with no load note saying it has no rules', () => {
    const t = table({ p1: { active: [CHARMANDER], hand: [PICHU] }, p2: { active: [PIKACHU] } });
    const id = t.state.zones['p1:hand']?.cards[0] ?? '';
    const next = act(t, {
      type: 'move_card',
      player: 'p1',
      source: 'ai',
      card: `#${id}`,
      from: 'p1:hand',
      to: 'p1:bench_1',
    } as Action);
    expect(templatesIn(next.state, 'p1:bench_1')).toEqual([PICHU]);
    expect(neo1.notes?.some((n) => n.message.includes('"Baby" has no rules'))).toBe(false);
  });

  it('coverage counts the Baby rule as carried out: Pichu lists no "Baby rule" part', () => {
    const pichu = registry.get(PICHU);
    expect(pichu && missingEffects(pichu).some((m) => m.includes('Baby rule'))).toBe(false);
    const a = setAutomation(registry, 'neo1');
    expect(a.manual.some((m) => m.includes('Baby rule'))).toBe(false);
  });
});

describe('a Baby Pokémon evolves into the Pokémon it names', () => {
  const evolve = (t: Table, zone: string): Table => {
    const id = t.state.zones['p1:hand']?.cards[0] ?? '';
    return act(t, {
      type: 'move_card',
      player: 'p1',
      source: 'ai',
      card: `#${id}`,
      from: 'p1:hand',
      to: zone,
      position: 'top',
    } as Action);
  };
  const withPichu = (hand: string, flags = {}) =>
    withCounters(
      table({
        p1: { active: [CHARMANDER], bench: [[PICHU]], hand: [hand] },
        p2: { active: [HITMONCHAN] },
        flags,
      }),
      'p1:bench_1',
      { damage: 10 },
    );

  it('Pikachu (a Basic card) goes on top of Pichu as its evolution; damage stays', () => {
    const t = evolve(withPichu(PIKACHU), 'p1:bench_1');
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([PIKACHU, PICHU]);
    expect(damageIn(t.state, 'p1:bench_1')).toBe(10);
  });

  it('an evolved Pikachu is no Baby: attacking it asks for no coin', () => {
    const hit = attack(
      table({
        p1: { active: [HITMONCHAN, 'base1-97', 'base1-97'] },
        p2: { active: [PIKACHU, PICHU] },
      }),
      'Jab',
    );
    expect(flipsOf(hit, 'p1')).toEqual([]);
    // Jab's 20, doubled by Pikachu's Fighting Weakness: 40 Knocks Out its 40 HP, Pichu below it.
    expect(templatesIn(hit.state, 'p2:discard').sort()).toEqual([PIKACHU, PICHU].sort());
  });

  const onto = (t: Table, card: string, zone: string): Action => {
    const id = t.state.zones['p1:hand']?.cards.find((c) => t.state.cards[c]?.templateId === card);
    return {
      type: 'move_card',
      player: 'p1',
      source: 'ai',
      card: `#${id}`,
      from: 'p1:hand',
      to: zone,
      position: 'top',
    } as Action;
  };

  it('refuses a card the Baby does not evolve into (Raichu evolves from Pikachu)', () => {
    const t = withPichu(RAICHU);
    expect(refusalOf(t, onto(t, RAICHU, 'p1:bench_1'))).toMatch(/EVOLUTION_CHAIN/);
  });

  it('refuses evolving a Pichu that came into play this turn', () => {
    const t = table({
      p1: { active: [CHARMANDER], hand: [PICHU, PIKACHU] },
      p2: { active: [HITMONCHAN] },
    });
    const benched = act(t, { ...onto(t, PICHU, 'p1:bench_1'), position: undefined } as Action);
    expect(refusalOf(benched, onto(benched, PIKACHU, 'p1:bench_1'))).toMatch(
      /EVOLVED_OR_PLAYED_THIS_TURN/,
    );
  });

  it('a Basic card onto a Pokémon that is no Baby is still refused (the spot is taken)', () => {
    const t = table({
      p1: { active: [CHARMANDER], bench: [[HITMONCHAN]], hand: [PIKACHU] },
      p2: { active: [HITMONCHAN] },
    });
    const id = t.state.zones['p1:hand']?.cards[0] ?? '';
    expect(
      refusalOf(t, {
        type: 'move_card',
        player: 'p1',
        source: 'ai',
        card: `#${id}`,
        from: 'p1:hand',
        to: 'p1:bench_1',
        position: 'top',
      } as Action),
    ).toMatch(/already holds/);
  });
});

describe('bots facing a Baby', () => {
  // Pikachu with one Grass Energy can only Gnaw (10): Pichu (30 HP) survives, so the turn passes
  // with no promotion for the other seat to answer.
  it('a bot attacking a Baby Active ends its turn on tails and on heads, without looping', async () => {
    for (const want of ['heads', 'tails'] as const) {
      let ended = false;
      for (const seed of SEEDS) {
        const { state } = table({
          seed,
          p1: { active: [PIKACHU, G] },
          p2: { active: [PICHU], bench: [[PIKACHU]] },
        });
        const store = createMatchStore(plugin.engine, state);
        const ctx = createGameToolContext<PokemonState>({ store, player: 'p1', plugin });
        const tools = createPokemonTools(ctx) as ToolSet;
        const brain = createBotBrain({ player: 'p1', registry });
        let last: BotCallResult[] = [];
        const calls: string[] = [];
        for (let i = 0; i < 12 && store.state.turn.activePlayer === 'p1'; i++) {
          const d = brain.next({
            view: plugin.engine.view(store.state, 'p1'),
            phase: 'main',
            toolNames: [],
            lastResults: last,
          });
          calls.push(d.call.toolName);
          const run = tools[d.call.toolName];
          if (!run?.execute) throw new Error(`no tool ${d.call.toolName}`);
          const text = String(await run.execute(d.call.input, { toolCallId: 't', messages: [] }));
          last = [{ call: d.call, ok: !text.startsWith('Error'), text }];
        }
        const coin = store.state.log.map((e) => e.message).find((m) => m.startsWith('p1 flipped'));
        if (!coin?.endsWith(want)) continue;
        expect(store.state.turn.activePlayer, calls.join(', ')).toBe('p2');
        expect(calls.filter((c) => c === 'declare_attack')).toHaveLength(1);
        ended = true;
        break;
      }
      expect(ended, `a seed with the Baby coin on ${want}`).toBe(true);
    }
  });
});
