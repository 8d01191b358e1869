import { isBasicEnergy, isPokemon, stage } from '../../cards/card-helpers';
import type { PokemonSupertypeCard } from '../../cards/types';
import { type PokemonInPlay, prizesLeft } from '../../game/board';
import type { EffectEnv } from '../env';
import { markersOf } from '../markers';
import {
  attachChosenEach,
  attachChosenTo,
  CONDITION_OPTIONS,
  choose,
  chooseOpponents,
  chooseOwn,
  counters,
  cure,
  damage,
  damageTargets,
  discardEnergy,
  draw,
  drawUntil,
  effectReaches,
  endTurn,
  energyCount,
  energyOfType,
  energyOn,
  flip,
  flipUntilTails,
  gust,
  heal,
  ifHeads,
  is,
  mark,
  mayDo,
  moveChosen,
  opponentSwitches,
  pick,
  printed,
  said,
  searchDeck,
  shuffleDeck,
  status,
  step,
  when,
  zoneOf,
} from '../steps';
import type { CardEffects, EffectSpec, StepFn } from '../types';

/**
 * Scarlet & Violet attacks and Abilities whose text is not one of the common patterns (those
 * compile from the text: see `patterns.ts`), and the Trainers whose text changed from Base Set.
 */

const types = (m: PokemonInPlay | undefined) => m?.card.types ?? [];
const inDiscard = (e: EffectEnv, f: (c: PokemonSupertypeCard) => boolean) =>
  e.zoneCards(e.me, 'discard').filter((id) => {
    const c = e.card(id);
    return c !== undefined && isPokemon(c) && f(c);
  }).length;
const plus =
  (f: (e: EffectEnv) => number): ((e: EffectEnv) => number) =>
  (e) =>
    printed(e) + f(e);

/** Moves the cards chosen into `v` under the Pokémon in the zone `to` gives (attached). */
const moveEach = (v: string, to: (e: EffectEnv) => string | undefined): StepFn =>
  step((e) => {
    const target = to(e);
    if (!target) return undefined;
    const actions = e.chosen(v).flatMap((id) => {
      const from = zoneOf(e, id);
      return from ? [e.move(id, from, target, 'bottom')] : [];
    });
    return actions.length > 0 ? { actions } : undefined;
  });

/** Discard the top `n` cards of the opponent's deck. */
const millOpponent = (n: (e: EffectEnv) => number): StepFn =>
  step((e) => {
    const ids = e.zoneCards(e.opp, 'deck').slice(0, n(e));
    if (ids.length === 0) return undefined;
    return {
      actions: ids.map((id) =>
        e.move(id, e.key(e.opp, 'deck'), e.key(e.opp, 'discard'), undefined, e.opp),
      ),
    };
  });

/** Heal `amount` from one of your Pokémon the player chooses (Benched only with `bench`). */
const healOne = (amount: number, where: 'any' | 'bench' = 'any'): StepFn[] => [
  chooseOwn(
    'healed',
    `Choose the Pokémon to heal ${amount} damage from.`,
    (m) => m.damage > 0,
    where,
  ),
  heal((e) => e.picked('healed'), amount),
];

/** Attack damage to one of the opponent's Pokémon the player chooses. */
const snipe = (amount: number, where: 'any' | 'bench' = 'any'): StepFn[] => [
  chooseOpponents(
    'target',
    `Choose one of your opponent's Pokémon to do ${amount} damage to.`,
    () => true,
    where,
  ),
  damageTargets((e) => e.chosenPokemon('target'), amount),
];

/** Reveal the opponent's hand (they show it to both players). */
const revealOpponentsHand: StepFn = (e) =>
  e.zoneCards(e.opp, 'hand').length > 0 ? { actions: [e.revealHand(e.opp)] } : undefined;

const noItems = mark('no-items', 'opponent', 'opponents-next-turn');

/** Search for Basic Energy of a type and attach it to this Pokémon. */
const energyToSelf = (type: 'Fire' | 'Lightning', max: number): StepFn[] => [
  pick({
    from: 'deck',
    filter: is.basicEnergyOf(type),
    max,
    prompt: `Choose up to ${max} Basic ${type} Energy to attach to this Pokémon.`,
  }),
  attachChosenTo('picked', 'self'),
  shuffleDeck(),
];

const abilityOnce = (effect: EffectSpec) => ({ kind: 'activated' as const, effect });

export const SV1_POKEMON: Readonly<Record<string, CardEffects>> = {
  Tropius: { attacks: { 'Fresh-Picked Fruit': { steps: healOne(60, 'bench') } } },
  Vivillon: {
    attacks: {
      'Miracle Powder': {
        steps: [
          flip(),
          damage(),
          ifHeads(
            choose(() => ({
              var: 'condition',
              kind: 'condition',
              prompt: 'Choose a Special Condition for the Defending Pokémon.',
              options: CONDITION_OPTIONS,
            })),
            step((e) => status((e.picked('condition') ?? 'asleep') as 'asleep')(e)),
          ),
        ],
      },
    },
  },
  Meowscarada: {
    attacks: {
      'Trick Cape': {
        steps: [
          damage(),
          choose((e) => ({
            var: 'energy',
            kind: 'energy',
            prompt:
              "You may put an Energy attached to your opponent's Active Pokémon into their hand.",
            options:
              e.defender && effectReaches(e, e.defender)
                ? energyOn(e, e.defender).map((id) => e.cardOption(id))
                : [],
            min: 0,
            max: 1,
          })),
          step((e) => {
            const id = e.picked('energy');
            const from = id ? zoneOf(e, id) : undefined;
            return id && from ? { actions: [e.move(id, from, e.key(e.opp, 'hand'))] } : undefined;
          }),
        ],
      },
    },
  },
  Smoliv: { attacks: { Nutrients: { steps: healOne(30) } } },
  Dolliv: {
    attacks: {
      'Apply Oil': {
        steps: [damage(), mark('attack-may-fail', 'defender', 'opponents-next-turn')],
      },
    },
  },
  Arboliva: {
    abilities: {
      'Enriching Oil': {
        kind: 'trigger',
        on: 'evolved-from-hand',
        effect: {
          steps: [
            choose((e) => ({
              var: 'healed',
              kind: 'own-pokemon',
              prompt: 'You may heal all damage from one of your Pokémon.',
              options: e
                .inPlay(e.me)
                .filter((m) => m.damage > 0)
                .map((m) => e.pokemonOption(m)),
              min: 0,
              max: 1,
            })),
            heal((e) => e.picked('healed'), 'all'),
          ],
        },
      },
    },
  },
  Toedscruel: {
    attacks: {
      'Eerie Tentacles': {
        steps: [
          damage(),
          choose((e) => ({
            var: 'energy',
            kind: 'energy',
            prompt:
              "You may move an Energy from your opponent's Active Pokémon to one of their Benched Pokémon.",
            options:
              e.bench(e.opp).length > 0 && e.defender && effectReaches(e, e.defender)
                ? energyOn(e, e.defender).map((id) => e.cardOption(id))
                : [],
            min: 0,
            max: 1,
          })),
          when(
            (e) => e.chosen('energy').length > 0,
            [
              chooseOpponents(
                'to',
                'Choose the Benched Pokémon to move it to.',
                () => true,
                'bench',
              ),
              moveEach('energy', (e) => e.picked('to')),
            ],
          ),
        ],
      },
    },
  },
  Capsakid: { attacks: { 'Increasing Spice': { steps: energyToSelf('Fire', 1) } } },
  Scovillain: {
    attacks: {
      'Super Spicy Breath': {
        steps: [damage(plus((e) => (energyCount(e, e.self, 'Fire') > 0 ? 90 : 0)))],
      },
    },
  },
  Growlithe: { attacks: { Stoke: { steps: energyToSelf('Fire', 2) } } },
  Torkoal: {
    attacks: {
      'Concentrated Fire': {
        steps: [flip((e) => energyCount(e, e.self, 'Fire')), damage((e) => 80 * e.heads())],
      },
    },
  },
  Skeledirge: {
    attacks: {
      'Passionate Singing': {
        steps: [
          damage(),
          pick({
            from: 'discard',
            filter: is.basicEnergy,
            max: 2,
            prompt:
              'Choose up to 2 Basic Energy cards from your discard pile to attach to your Pokémon.',
          }),
          ...attachChosenEach('picked', (e) => e.inPlay(e.me)),
        ],
      },
    },
  },
  Armarouge: {
    abilities: {
      'Fire Off': abilityOnce({
        unplayable: (e) =>
          benchFire(e).length === 0 || !e.active(e.me)
            ? 'none of your Benched Pokémon has a Fire Energy.'
            : undefined,
        steps: [
          choose((e) => ({
            var: 'energy',
            kind: 'energy',
            prompt: 'Choose the Fire Energy to move to your Active Pokémon.',
            options: benchFire(e).map(({ id, mon }) =>
              e.cardOption(id, ` on ${mon.zone} ${mon.card.name}`),
            ),
          })),
          moveEach('energy', (e) => e.active(e.me)?.zone),
        ],
      }),
    },
  },
  Slowpoke: {
    attacks: { Rest: { steps: [status('asleep', 'self'), heal((e) => e.self?.zone, 30)] } },
  },
  Slowbro: {
    abilities: {
      'Strange Behavior': abilityOnce({
        unplayable: (e) =>
          e.inPlay(e.me).some((m) => m.top !== e.effect.card && m.damage > 0)
            ? undefined
            : 'none of your other Pokémon has damage counters.',
        steps: [
          chooseOwn(
            'from',
            'Choose the Pokémon to move a damage counter from.',
            (m, e) => m.top !== e.effect.card && m.damage > 0,
          ),
          heal((e) => e.picked('from'), 10),
          counters((e) => e.self?.zone, 1),
        ],
      }),
    },
  },
  Magikarp: { attacks: { Jump: { steps: [flip(), ifHeads(...snipe(10))] } } },
  'Gyarados ex': {
    attacks: {
      'Tyrannical Tail': {
        steps: [damage(plus((e) => ((e.defender?.damage ?? 0) > 0 ? 180 : 0)))],
      },
    },
  },
  Bruxish: {
    attacks: {
      'Vivid Charge': {
        steps: searchDeck({
          filter: is.basicEnergy,
          max: 3,
          to: 'hand',
          reveal: true,
          prompt: 'Choose up to 3 Basic Energy cards to put into your hand.',
        }),
      },
    },
  },
  Quaquaval: {
    abilities: {
      'Energy Carnival': abilityOnce({
        unplayable: (e) =>
          e.zoneCards(e.me, 'hand').some((id) => isBasicEnergy(e.card(id) ?? ({} as never)))
            ? undefined
            : 'you have no Basic Energy card in your hand.',
        steps: [
          pick({
            from: 'hand',
            filter: is.basicEnergy,
            min: 1,
            max: 1,
            prompt: 'Choose a Basic Energy card from your hand to attach.',
          }),
          ...attachChosenEach('picked', (e) => e.inPlay(e.me)),
        ],
      }),
    },
  },
  Wiglett: { attacks: { 'Dig a Little': { steps: [flip(), ifHeads(millOpponent(() => 1))] } } },
  Wugtrio: {
    attacks: { 'Undersea Tunnel': { steps: [flip(3), millOpponent((e) => 3 * e.heads())] } },
  },
  Cetitan: {
    attacks: {
      'Sweeping Tackle': {
        steps: [
          damage((e) => Math.max(0, printed(e) - 20 * Math.floor((e.self?.damage ?? 0) / 10))),
        ],
      },
    },
  },
  Dondozo: {
    attacks: {
      'Release Rage': { steps: [damage((e) => 50 * inDiscard(e, (c) => c.name === 'Tatsugiri'))] },
    },
  },
  Tatsugiri: {
    attacks: {
      'Mise en Place': {
        steps: [
          chooseOwn(
            'to',
            'Choose the Basic Pokémon to attach Basic Water Energy to.',
            (m) => stage(m.card) === 'Basic',
          ),
          pick({
            from: 'deck',
            filter: is.basicEnergyOf('Water'),
            max: (e) => (e.picked('to') ? 2 : 0),
            prompt: 'Choose up to 2 Basic Water Energy cards.',
          }),
          attachChosenTo('picked', 'to'),
          shuffleDeck(),
        ],
      },
      'Curl Up': {
        steps: [
          damage(),
          step((e) =>
            e.self ? { actions: [e.moveStack(e.self.zone, e.key(e.me, 'hand'))] } : undefined,
          ),
        ],
      },
    },
  },
  'Magnezone ex': {
    attacks: {
      'Energy Crush': {
        steps: [damage((e) => 50 * e.inPlay(e.opp).reduce((n, m) => n + energyCount(e, m), 0))],
      },
    },
  },
  Pachirisu: {
    attacks: {
      'Everyone Discharge': {
        steps: [
          damage(
            plus((e) => 20 * e.bench(e.me).filter((m) => types(m).includes('Lightning')).length),
            { ignoreWeakness: true },
          ),
        ],
      },
    },
  },
  Rotom: {
    attacks: {
      'Linear Attack': { steps: snipe(20) },
      'Junk Hunt': {
        steps: [
          pick({
            from: 'discard',
            filter: is.item,
            max: 1,
            min: 1,
            prompt: 'Choose an Item card from your discard pile to put into your hand.',
          }),
          moveChosen('picked', 'hand'),
        ],
      },
    },
  },
  Toxtricity: {
    attacks: {
      'Yank Away': {
        steps: [
          step((e) => {
            const n = e.zoneCards(e.opp, 'hand').length;
            return n === 0
              ? undefined
              : { roll: { var: 'random', sides: n >= 2 ? [n, n - 1] : [1] } };
          }),
          step((e) => {
            // Two distinct cards at random: the second die picks among the cards left.
            const hand = [...e.zoneCards(e.opp, 'hand')];
            const picks = (e.vars.random as number[] | undefined) ?? [];
            const chosen: string[] = [];
            for (const i of picks) {
              const id = hand.splice(i % Math.max(1, hand.length), 1)[0];
              if (id) chosen.push(id);
            }
            if (chosen.length === 0) return undefined;
            const hk = e.key(e.opp, 'hand');
            return {
              actions: [
                e.reveal(chosen, hk),
                ...chosen.map((id) => e.move(id, hk, e.key(e.opp, 'deck'), undefined, e.opp)),
                e.shuffle(e.opp),
              ],
            };
          }),
        ],
      },
    },
  },
  Pawmot: {
    abilities: {
      Electrogenesis: abilityOnce({ steps: energyToSelf('Lightning', 1) }),
    },
  },
  Kilowattrel: { attacks: { 'Skill Dive': { steps: snipe(50) } } },
  Miraidon: {
    attacks: {
      'Lightning Laser': {
        steps: [damage(), ...snipe(30, 'bench')],
      },
    },
  },
  'Miraidon ex': {
    abilities: {
      'Tandem Unit': abilityOnce({
        unplayable: (e) => (e.emptyBench(e.me).length === 0 ? 'your Bench is full.' : undefined),
        steps: searchDeck({
          filter: (c) => is.basicPokemon(c) && is.ofType('Lightning')(c),
          max: 2,
          to: 'bench',
          prompt: 'Choose up to 2 Basic Lightning Pokémon to put onto your Bench.',
        }),
      }),
    },
  },
  Drowzee: {
    attacks: {
      'Forced Sleep': { steps: [...opponentSwitches(), status('asleep')] },
    },
  },
  Hypno: {
    attacks: {
      'Pendulum Influence': {
        steps: [
          flip(),
          ifHeads(
            choose((e) => ({
              var: 'copy',
              kind: 'attack',
              prompt: "Choose an attack of one of your opponent's Pokémon to use as this attack.",
              options: e.inPlay(e.opp).flatMap((m) =>
                m.card.attacks.map((a) => ({
                  value: `${m.card.id}/${a.name}`,
                  label: `${a.name} (${m.card.name}, ${a.damage || 'no damage'})`,
                })),
              ),
            })),
            step((e) => {
              const v = e.picked('copy');
              if (!v) return undefined;
              const slash = v.indexOf('/');
              return { useAttack: { template: v.slice(0, slash), attack: v.slice(slash + 1) } };
            }),
          ),
        ],
      },
    },
  },
  'Gardevoir ex': {
    abilities: {
      'Psychic Embrace': abilityOnce({
        unplayable: (e) =>
          psychicInDiscard(e).length === 0
            ? 'there is no Basic Psychic Energy in your discard pile.'
            : embraceTargets(e).length === 0
              ? 'each of your Psychic Pokémon would be Knocked Out by 2 more damage counters.'
              : undefined,
        steps: [
          chooseOwn(
            'to',
            'Choose the Psychic Pokémon to attach a Basic Psychic Energy to (2 damage counters go on it).',
            (m, e) => embraceTargets(e).some((t) => t.zone === m.zone),
          ),
          step((e) => {
            const to = e.picked('to');
            const id = psychicInDiscard(e)[0];
            if (!to || !id) return undefined;
            const hit = e.addDamage(to, 20);
            return {
              actions: [e.move(id, e.key(e.me, 'discard'), to, 'bottom'), ...(hit ? [hit] : [])],
            };
          }),
        ],
      }),
    },
    attacks: { 'Miracle Force': { steps: [damage(), cure((e) => e.self?.zone)] } },
  },
  Shuppet: { attacks: { 'Enveloping Shadow': { steps: [flip(), damage(), ifHeads(noItems)] } } },
  'Banette ex': {
    attacks: {
      'Everlasting Darkness': { steps: [damage(), noItems] },
      Poltergeist: {
        steps: [
          revealOpponentsHand,
          damage(
            (e) =>
              60 *
              e.zoneCards(e.opp, 'hand').filter((id) => e.card(id)?.supertype === 'Trainer').length,
          ),
        ],
      },
    },
  },
  Drifblim: {
    attacks: {
      'Curse Spreading': {
        steps: [
          // Eight damage counters, one at a time, on the opponent's Pokémon the player picks.
          chooseOpponents(
            'target',
            "Choose one of your opponent's Pokémon to put a damage counter on.",
            // Damage counters from an attack are one of its effects.
            (m, e) => effectReaches(e, m),
          ),
          step((e) => {
            const z = e.picked('target');
            const put = z ? e.addDamage(z, 10) : undefined;
            const done = e.num('placed') + 1;
            return {
              actions: put ? [put] : [],
              set: { placed: done, target: [] },
              ...(done < 8 && put ? { jump: -1 } : {}),
            };
          }),
        ],
      },
    },
  },
  Floette: {
    attacks: {
      'Magical Leaf': {
        steps: [
          flip(),
          damage(plus((e) => (e.heads() > 0 ? 30 : 0))),
          ifHeads(heal((e) => e.self?.zone, 30)),
        ],
      },
    },
  },
  Florges: {
    attacks: {
      Moonblast: {
        steps: [
          damage(),
          mark('weaker-attacks', 'defender', 'opponents-next-turn', { amount: 30 }),
        ],
      },
    },
  },
  Klefki: {
    attacks: {
      Joust: {
        steps: [
          step((e) => {
            const d = e.defender;
            if (!d || d.tools.length === 0 || !effectReaches(e, d)) return undefined;
            return { actions: d.tools.map((id) => e.move(id, d.zone, e.key(e.opp, 'discard'))) };
          }),
          damage(),
        ],
      },
    },
  },
  Greavard: {
    attacks: {
      'Graveyard Gamboling': {
        steps: [damage((e) => 10 * inDiscard(e, (c) => c.types.includes('Psychic')))],
      },
      'Underworld Stroll': {
        steps: [
          revealOpponentsHand,
          choose((e) => ({
            var: 'supporter',
            kind: 'target',
            prompt:
              "Choose a Supporter card from your opponent's hand to put on the bottom of their deck.",
            options: e
              .zoneCards(e.opp, 'hand')
              .filter((id) => e.card(id)?.subtypes.includes('Supporter'))
              .map((id) => e.cardOption(id)),
          })),
          step((e) => {
            const id = e.picked('supporter');
            return id
              ? { actions: [e.move(id, e.key(e.opp, 'hand'), e.key(e.opp, 'deck'), 'bottom')] }
              : undefined;
          }),
        ],
      },
    },
  },
  Houndstone: {
    attacks: {
      'Last Respects': {
        steps: [damage(plus((e) => 10 * inDiscard(e, (c) => c.types.includes('Psychic'))))],
      },
    },
  },
  Annihilape: {
    attacks: {
      'Rage Fist': { steps: [damage((e) => 70 * Math.max(0, 6 - prizesLeft(e.state, e.opp)))] },
    },
  },
  Medicham: {
    attacks: {
      'Acu-Punch-Ture': {
        steps: [
          choose((e) => ({
            var: 'blocked',
            kind: 'attack',
            prompt:
              "Choose one of your opponent's Active Pokémon's attacks: it can't be used during their next turn.",
            options: (e.defender?.card.attacks ?? []).map((a) => ({
              value: a.name,
              label: a.name,
            })),
          })),
          damage(),
          step((e) =>
            mark('cant-use-attack', 'defender', 'opponents-next-turn', {
              name: e.picked('blocked') ?? '',
            })(e),
          ),
        ],
      },
    },
  },
  Lucario: {
    attacks: {
      'Avenging Knuckle': {
        steps: [
          damage(
            plus((e) =>
              markersOf(e.state, 'knocked-out-by-attack').some(
                (m) => m.player === e.me && m.type === 'Fighting',
              )
                ? 120
                : 0,
            ),
          ),
        ],
      },
      'Accelerating Stab': {
        steps: [
          damage(),
          mark('cant-use-attack', 'self', 'your-next-turn', { name: 'Accelerating Stab' }),
        ],
      },
    },
  },
  Krokorok: {
    attacks: {
      Payback: { steps: [damage(plus((e) => (prizesLeft(e.state, e.opp) === 1 ? 90 : 0)))] },
    },
  },
  Krookodile: {
    attacks: {
      'Chomp Chomp Bite': {
        steps: [
          flipUntilTails(),
          damage(),
          // One Energy for each heads, each chosen in turn.
          when(
            (e) => e.heads() > 0 && energyOn(e, e.defender).length > 0,
            [
              ...discardEnergy((e) => e.defender, 1),
              step((e) => {
                const left = e.heads() - 1;
                return { set: { flip: left }, ...(left > 0 ? { jump: -2 } : {}) };
              }),
            ],
          ),
        ],
      },
      Earthquake: { steps: [damage(), damageTargets((e) => e.bench(e.me), 30)] },
    },
  },
  Hawlucha: {
    abilities: {
      'Flying Entry': {
        kind: 'trigger',
        on: 'played-to-bench',
        effect: {
          // "You may choose 2": yes or no, then 2 of them (as many as there are, up to 2).
          steps: [
            when(
              (e) => e.bench(e.opp).length > 0,
              [
                mayDo(
                  'entry',
                  "Flying Entry: choose 2 of your opponent's Benched Pokémon and put 1 damage counter on each?",
                ),
              ],
            ),
            when(said('entry'), [
              chooseOpponents(
                'targets',
                "Choose 2 of your opponent's Benched Pokémon to put 1 damage counter on each.",
                () => true,
                'bench',
                { min: 2, max: 2 },
              ),
              step((e) => ({
                actions: e.chosen('targets').flatMap((z) => e.addDamage(z, 10) ?? []),
              })),
            ]),
          ],
        },
      },
    },
  },
  Sandaconda: {
    attacks: {
      'Sandstorm Spray': {
        steps: [
          ...discardEnergy((e) => e.self, 2),
          when(
            (e) => e.num('energy:count') > 0,
            [
              step((e) => {
                const d = e.defender;
                if (!d || !effectReaches(e, d)) return undefined;
                return {
                  actions: [e.moveStack(d.zone, e.key(e.opp, 'deck'), e.opp), e.shuffle(e.opp)],
                };
              }),
            ],
          ),
        ],
      },
    },
  },
  'Great Tusk ex': {
    attacks: {
      'Bedrock Breaker': {
        steps: [
          damage(),
          step((e) => {
            const id = e.state.zones.stadium?.cards[0];
            if (!id) return undefined;
            const owner = e.state.cards[id]?.owner ?? e.me;
            return { actions: [e.move(id, 'stadium', e.key(owner, 'discard'), undefined, owner)] };
          }),
        ],
      },
    },
  },
  'Koraidon ex': {
    abilities: {
      'Dino Cry': abilityOnce({
        steps: [
          pick({
            from: 'discard',
            filter: is.basicEnergyOf('Fighting'),
            max: (e) => (fightingBasics(e).length > 0 ? 2 : 0),
            prompt:
              'Choose up to 2 Basic Fighting Energy cards from your discard pile to attach to your Basic Fighting Pokémon.',
          }),
          ...attachChosenEach('picked', (e) => fightingBasics(e)),
          endTurn,
        ],
      }),
    },
  },
  Seviper: {
    attacks: {
      Venoshock: {
        steps: [damage(plus((e) => (e.defender?.conditions.includes('poisoned') ? 120 : 0)))],
      },
    },
  },
  Spiritomb: {
    attacks: {
      'Doom Decree': {
        steps: [
          flip(2),
          step((e) => {
            const d = e.defender;
            if (e.heads() < 2 || !d || !effectReaches(e, d)) return undefined;
            const hit = e.addDamage(d.zone, Math.max(0, d.hp - d.damage));
            return hit ? { actions: [hit] } : undefined;
          }),
        ],
      },
    },
  },
  'Toxicroak ex': {
    attacks: {
      'Nasty Plot': {
        steps: searchDeck({
          filter: is.any,
          max: 2,
          to: 'hand',
          prompt: 'Choose up to 2 cards to put into your hand.',
        }),
      },
      'Toxic Ripper': {
        steps: [
          damage(),
          status('poisoned'),
          mark('poison-damage', 'defender', 'in-play', { amount: 60 }),
        ],
      },
    },
  },
  Mabosstiff: {
    abilities: {
      'Intimidating Howl': abilityOnce({
        unplayable: (e) =>
          e.bench(e.opp).length === 0 ? 'your opponent has no Benched Pokémon.' : undefined,
        steps: opponentSwitches(),
      }),
    },
  },
  Bombirdier: {
    attacks: {
      'Knickknack Carrying': {
        steps: searchDeck({
          filter: is.tool,
          max: 3,
          to: 'hand',
          reveal: true,
          prompt: 'Choose up to 3 Pokémon Tool cards to put into your hand.',
        }),
      },
    },
  },
  Revavroom: {
    abilities: {
      'Rumbling Engine': abilityOnce({
        // The discard is a cost: the draw after it is what must change something.
        unplayable: (e) =>
          !e.zoneCards(e.me, 'hand').some((id) => e.card(id)?.supertype === 'Energy')
            ? 'you need an Energy card in your hand to discard.'
            : e.zoneCards(e.me, 'hand').length - 1 >= 6
              ? 'after discarding you would still have 6 or more cards in your hand, so you would draw none.'
              : e.zoneCards(e.me, 'deck').length === 0
                ? 'your deck is empty.'
                : undefined,
        steps: [
          pick({
            var: 'cost',
            from: 'hand',
            filter: is.energy,
            min: 1,
            max: 1,
            kind: 'discard',
            prompt: 'Choose an Energy card from your hand to discard.',
          }),
          moveChosen('cost', 'discard'),
          drawUntil(6),
        ],
      }),
    },
  },
  'Iron Treads ex': {
    attacks: {
      'Triple Laser': {
        steps: [
          chooseOpponents(
            'targets',
            "Choose 3 of your opponent's Pokémon to do 30 damage to.",
            () => true,
            'any',
            { min: 3, max: 3 },
          ),
          damageTargets((e) => e.chosenPokemon('targets'), 30),
        ],
      },
    },
  },
  Blissey: {
    abilities: { 'Busybody Nurse': abilityOnce({ steps: [cure((e) => e.active(e.me)?.zone)] }) },
    attacks: {
      'Happy Cyclone': {
        steps: [
          damage(),
          chooseOwn(
            'to',
            'Choose the Benched Pokémon to move all of its Energy to.',
            () => true,
            'bench',
          ),
          step((e) => {
            const to = e.picked('to');
            const me = e.self;
            if (!to || !me) return undefined;
            return { actions: me.energy.map((id) => e.move(id, me.zone, to, 'bottom')) };
          }),
        ],
      },
    },
  },
  Zangoose: { attacks: { 'Drag Off': { steps: [...gust(), damage(30)] } } },
  Staraptor: {
    attacks: {
      'Tailspin Away': {
        steps: [damage(), mark('prevent-damage-from-basic', 'self', 'opponents-next-turn')],
      },
    },
  },
  Skwovet: {
    abilities: {
      'Nest Stash': abilityOnce({
        steps: [
          // "Shuffle your hand and put it on the bottom of your deck": in a new order no one
          // saw, not the one its player held.
          step((e) =>
            e.zoneCards(e.me, 'hand').length > 1
              ? { actions: [e.shuffle(e.me, 'hand')] }
              : undefined,
          ),
          step((e) => {
            const n = e.zoneCards(e.me, 'hand').length;
            if (n === 0) return undefined;
            const hand = e.key(e.me, 'hand');
            return {
              actions: [e.moveStack(hand, e.key(e.me, 'deck'), e.me, 'bottom')],
              set: { stashed: n },
            };
          }),
          when((e) => e.num('stashed') > 0, [draw(1)]),
        ],
      }),
    },
  },
  Greedent: {
    attacks: {
      'Enhanced Fang': { steps: [damage(plus((e) => ((e.self?.tools.length ?? 0) > 0 ? 80 : 0)))] },
    },
  },
  Indeedee: {
    attacks: {
      'Expert Nurturer': {
        steps: [
          pick({
            from: 'deck',
            filter: (c, e) =>
              isPokemon(c) && e.inPlay(e.me).some((m) => m.card.name === c.evolvesFrom),
            max: 1,
            prompt: 'Choose a card that evolves from one of your Pokémon.',
          }),
          chooseOwn('onto', 'Choose the Pokémon to evolve.', (m, e) => {
            const id = e.picked('picked');
            const c = id ? e.card(id) : undefined;
            return c !== undefined && isPokemon(c) && c.evolvesFrom === m.card.name;
          }),
          step((e) => {
            const id = e.picked('picked');
            const onto = e.picked('onto');
            return id && onto
              ? { actions: [e.move(id, e.key(e.me, 'deck'), onto, 'top')] }
              : undefined;
          }),
          shuffleDeck(),
        ],
      },
    },
  },
  Lechonk: { attacks: { 'Repelling Odor': { steps: opponentSwitches() } } },
  'Oinkologne ex': {
    attacks: { 'Maddening Scent': { steps: [damage(plus((e) => 30 * e.bench(e.opp).length))] } },
  },
  Maushold: {
    attacks: {
      'Family Attack': {
        steps: [
          damage((e) => 70 * e.inPlay(e.me).filter((m) => m.card.name === 'Maushold').length),
        ],
      },
    },
  },
  Squawkabilly: {
    attacks: {
      'Call for Family': {
        steps: searchDeck({
          filter: is.basicPokemon,
          max: 2,
          to: 'bench',
          prompt: 'Choose up to 2 Basic Pokémon to put onto your Bench.',
        }),
      },
    },
  },
  'Energy Retrieval@sv1': {
    trainer: {
      steps: [
        pick({
          from: 'discard',
          filter: is.basicEnergy,
          max: 2,
          prompt: 'Choose up to 2 Basic Energy cards from your discard pile to put into your hand.',
        }),
        moveChosen('picked', 'hand'),
      ],
    },
  },
  'Potion@sv1': { trainer: { steps: healOne(30) } },
  'Switch@sv1': {
    trainer: {
      unplayable: (e) => (e.bench(e.me).length === 0 ? 'you have no Benched Pokémon.' : undefined),
      steps: [
        chooseOwn(
          'switch',
          'Choose a Benched Pokémon to switch with your Active Pokémon.',
          () => true,
          'bench',
        ),
        step((e) => {
          const to = e.picked('switch');
          return to ? { actions: [e.swap(e.key(e.me, 'active'), to)] } : undefined;
        }),
      ],
    },
  },
  'Exp. Share': {
    toolTrigger: {
      on: 'active-knocked-out',
      effect: {
        steps: [
          mayDo(
            'share',
            'Exp. Share: move a Basic Energy from your Knocked Out Active Pokémon to the Pokémon holding Exp. Share?',
          ),
          when(said('share'), [
            choose((e) => ({
              var: 'energy',
              kind: 'energy',
              prompt: 'Choose the Basic Energy to move.',
              options: (e.pokemon(String(e.vars.from))?.energy ?? [])
                .filter((id) => isBasicEnergy(e.card(id) ?? ({} as never)))
                .map((id) => e.cardOption(id)),
            })),
            moveEach('energy', (e) => String(e.vars.to)),
          ]),
        ],
      },
    },
  },
};

/** Fire Energy on your Benched Pokémon. */
function benchFire(e: EffectEnv) {
  return e.bench(e.me).flatMap((mon) => energyOfType(e, mon, 'Fire').map((id) => ({ id, mon })));
}

/** Basic Psychic Energy in your discard pile. */
function psychicInDiscard(e: EffectEnv) {
  return e.zoneCards(e.me, 'discard').filter((id) => {
    const c = e.card(id);
    return c !== undefined && is.basicEnergyOf('Psychic')(c);
  });
}

/** Psychic Pokémon that 2 more damage counters would not Knock Out. */
function embraceTargets(e: EffectEnv) {
  return e.inPlay(e.me).filter((m) => m.card.types.includes('Psychic') && m.hp - m.damage > 20);
}

/** Your Basic Fighting Pokémon. */
function fightingBasics(e: EffectEnv) {
  return e
    .inPlay(e.me)
    .filter((m) => stage(m.card) === 'Basic' && m.card.types.includes('Fighting'));
}
