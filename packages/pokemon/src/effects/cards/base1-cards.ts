import type { Action } from '@playmat/engine';
import { isBasicPokemon, isPokemon, playedAsPokemon, stage } from '../../cards/card-helpers';
import type { EnergyType, PokemonSupertypeCard } from '../../cards/types';
import { attachedTypes, cardsNamed, type PokemonInPlay } from '../../game/board';
import { DAMAGE_COUNTER, SPECIAL_CONDITIONS } from '../../game/state';
import { firstTurnForbidsEvolving } from '../../rules/era';
import type { EffectEnv } from '../env';
import { knockedOutAsEnergy } from '../knocked-out-as-energy';
import { markersOf } from '../markers';
import { CHOOSABLE_TYPES, staysPoisoned, weaknessOf } from '../passives';
import {
  attachChosenEach,
  blockAnAttack,
  choose,
  chooseOpponents,
  chooseOwn,
  cure,
  currentAttack,
  damage,
  damageTargets,
  discardEnergy,
  discardHand,
  discardToUse,
  draw,
  energyOn,
  flip,
  gust,
  handCost,
  headsOrTails,
  heal,
  ifHeads,
  ifTails,
  is,
  mark,
  mayDo,
  moveChosen,
  needsOthers,
  otherCards,
  pick,
  printed,
  provides,
  said,
  selfDamage,
  shuffleDeck,
  shuffleHandIntoDeck,
  status,
  step,
  stop,
  switchOwn,
  when,
  zoneOf,
} from '../steps';
import type { CardEffects, EffectSpec, StepFn } from '../types';

/**
 * Base Set: the Trainers, the Pokémon Powers and the attacks whose text is not one of the common
 * patterns (those compile from the text: see `patterns.ts`).
 */

const active = (e: EffectEnv) => e.key(e.me, 'active');
/** Own Pokémon in play, each as a value for conditions. */
const ownWith = (e: EffectEnv, f: (m: PokemonInPlay) => boolean) => e.inPlay(e.me).filter(f);

/**
 * "Does N damage plus 10 more for each Water Energy attached but not used to pay for this
 * attack's cost; extra Water Energy after the 2nd doesn't count."
 */
const extraWater = (e: EffectEnv) => {
  const self = e.self;
  const attack = currentAttack(e);
  if (!self || !attack) return 0;
  const provided = attachedTypes(e.cards, e.state, self);
  const water = provided.filter((t) => t === 'Water').length;
  const waterCost = attack.cost.filter((t) => t === 'Water').length;
  const colorless = attack.cost.filter((t) => t === 'Colorless').length;
  const others = provided.length - water;
  const waterForColorless = Math.max(0, colorless - others);
  return Math.min(2, Math.max(0, water - waterCost - waterForColorless));
};

/** What attacks did to this Pokémon during the opponent's last turn (`attacked-by` records). */
const lastTurnOnSelf = (e: EffectEnv) =>
  e.self
    ? markersOf(e.state, 'attacked-by', e.self.top).filter(
        (m) => m.until === e.state.plugin.gameTurn,
      )
    : [];

/** The type choice of Conversion and Buzzap. */
const typeChoice = (v: string, prompt: string, min = 1) =>
  choose(() => ({
    var: v,
    kind: 'type',
    prompt,
    options: CHOOSABLE_TYPES.map((t) => ({ value: t, label: t })),
    min,
    max: 1,
  }));

/** A Pokémon Power used "as often as you like": no per-turn limit, its own condition. */
const power = (effect: EffectSpec) => ({ kind: 'activated' as const, effect });

/** Stage 2 cards in hand that fit a Basic in play (Pokémon Breeder). */
function breederTargets(e: EffectEnv) {
  const entered = e.state.plugin.flags.enteredThisTurn;
  const stage2 = e
    .zoneCards(e.me, 'hand')
    .filter((id) => stage(e.card(id) ?? ({} as never)) === 'Stage 2');
  return e.inPlay(e.me).flatMap((m) => {
    if (stage(m.card) !== 'Basic' || entered.includes(m.top) || playedAsPokemon(m.card)) return [];
    const fits = stage2.filter((id) => {
      const middle = (e.card(id) as PokemonSupertypeCard).evolvesFrom;
      return cardsNamed(e.cards, middle ?? '').some(
        (c) => (c as PokemonSupertypeCard).evolvesFrom === m.card.name,
      );
    });
    return fits.length > 0 ? [{ mon: m, fits }] : [];
  });
}

export const BASE1_CARDS: Readonly<Record<string, CardEffects>> = {
  // ---------------------------------------------------------------- Pokémon Powers
  Alakazam: {
    abilities: {
      'Damage Swap': power({
        unplayable: (e) =>
          ownWith(e, (m) => m.damage > 0).length === 0 || e.inPlay(e.me).length < 2
            ? 'you need a damaged Pokémon and another Pokémon to move a damage counter to.'
            : undefined,
        steps: [
          chooseOwn(
            'from',
            'Choose the Pokémon to move a damage counter from.',
            (m) => m.damage > 0,
          ),
          chooseOwn(
            'to',
            'Choose the Pokémon to move it to (it must not be Knocked Out by it).',
            (m, e) => m.zone !== e.picked('from') && m.hp - m.damage > 10,
          ),
          step((e) => {
            const from = e.picked('from');
            const to = e.picked('to');
            if (!from || !to) return undefined;
            const add = e.addDamage(to, 10);
            return { actions: [...e.heal(from, 10), ...(add ? [add] : [])] };
          }),
        ],
      }),
    },
  },
  Blastoise: {
    abilities: {
      'Rain Dance': power({
        unplayable: (e) =>
          !e
            .zoneCards(e.me, 'hand')
            .some((id) => is.basicEnergyOf('Water')(e.card(id) ?? ({} as never)))
            ? 'you have no Water Energy card in your hand.'
            : undefined,
        steps: [
          pick({
            from: 'hand',
            filter: is.basicEnergyOf('Water'),
            min: 1,
            max: 1,
            prompt: 'Choose a Water Energy card to attach.',
          }),
          ...attachChosenEach('picked', (e) => ownWith(e, (m) => m.card.types.includes('Water'))),
        ],
      }),
    },
    attacks: { 'Hydro Pump': { steps: [damage((e) => printed(e) + 10 * extraWater(e))] } },
  },
  Poliwrath: {
    attacks: { 'Water Gun': { steps: [damage((e) => printed(e) + 10 * extraWater(e))] } },
  },
  Poliwag: {
    attacks: { 'Water Gun': { steps: [damage((e) => printed(e) + 10 * extraWater(e))] } },
  },
  Charizard: {
    abilities: {
      'Energy Burn': power({
        // Nothing to turn into Fire: no Energy, or all of it Fire already (used before this turn).
        unplayable: (e) =>
          e.self && attachedTypes(e.cards, e.state, e.self).every((t) => t === 'Fire')
            ? `all the Energy attached to ${e.self.card.name} is Fire Energy already.`
            : undefined,
        steps: [mark('energy-burn', 'self', 'this-turn')],
      }),
    },
  },
  Venusaur: {
    abilities: {
      'Energy Trans': power({
        unplayable: (e) =>
          e.inPlay(e.me).length < 2 ||
          !e.inPlay(e.me).some((m) => energyOn(e, m, is.basicEnergyOf('Grass')).length > 0)
            ? 'you need a Grass Energy on one of your Pokémon and another Pokémon to move it to.'
            : undefined,
        steps: [
          choose((e) => ({
            var: 'energy',
            kind: 'energy',
            prompt: 'Choose the Grass Energy card to move.',
            options: e
              .inPlay(e.me)
              .flatMap((m) =>
                energyOn(e, m, is.basicEnergyOf('Grass')).map((id) =>
                  e.cardOption(id, ` on ${m.zone} ${m.card.name}`),
                ),
              ),
          })),
          chooseOwn(
            'to',
            'Choose the Pokémon to attach it to.',
            (m, e) => !m.energy.includes(e.picked('energy') ?? ''),
          ),
          step((e) => {
            const id = e.picked('energy');
            const to = e.picked('to');
            const from = id ? zoneOf(e, id) : undefined;
            return id && to && from ? { actions: [e.move(id, from, to, 'bottom')] } : undefined;
          }),
        ],
      }),
    },
  },
  Electrode: {
    abilities: {
      // Its text as every printing words it (knocked-out-as-energy.ts).
      Buzzap: power(knockedOutAsEnergy('Electrode', 2)),
    },
  },
  // ---------------------------------------------------------------- attacks
  Clefairy: {
    attacks: {
      Metronome: {
        steps: [
          choose((e) => ({
            var: 'copy',
            kind: 'attack',
            prompt: "Choose one of the Defending Pokémon's attacks for Metronome to copy.",
            options: (e.defender?.card.attacks ?? []).map((a) => ({
              value: a.name,
              label: `${a.name} (${a.damage || 'no damage'})`,
            })),
          })),
          step((e) => {
            const name = e.picked('copy');
            const d = e.defender;
            return name && d ? { useAttack: { template: d.card.id, attack: name } } : undefined;
          }),
        ],
      },
    },
  },
  Magneton: {
    attacks: {
      Selfdestruct: {
        steps: [
          damage(),
          damageTargets((e) => [...e.bench(e.me), ...e.bench(e.opp)], 20),
          selfDamage(80),
        ],
      },
    },
  },
  Magnemite: {
    attacks: {
      Selfdestruct: {
        steps: [
          damage(),
          damageTargets((e) => [...e.bench(e.me), ...e.bench(e.opp)], 10),
          selfDamage(40),
        ],
      },
    },
  },
  Mewtwo: {
    attacks: {
      Barrier: {
        steps: [
          discardToUse(1, provides('Psychic')),
          mark('prevent-effects', 'self', 'opponents-next-turn'),
        ],
        unplayable: (e) =>
          energyOn(e, e.self, provides('Psychic')).length === 0
            ? 'Mewtwo has no Psychic Energy to discard.'
            : undefined,
      },
    },
  },
  Nidoking: {
    attacks: {
      Thrash: {
        steps: [
          flip(),
          damage((e) => printed(e) + (e.heads() > 0 ? 10 : 0)),
          ifTails(selfDamage(10)),
        ],
      },
      Toxic: {
        steps: [
          damage(),
          status('poisoned'),
          mark('poison-damage', 'defender', 'in-play', { amount: 20 }),
        ],
      },
    },
  },
  Electabuzz: {
    attacks: {
      Thunderpunch: {
        steps: [
          flip(),
          damage((e) => printed(e) + (e.heads() > 0 ? 10 : 0)),
          ifTails(selfDamage(10)),
        ],
      },
    },
  },
  Raichu: {
    attacks: {
      Agility: {
        steps: [flip(), damage(), ifHeads(mark('prevent-effects', 'self', 'opponents-next-turn'))],
      },
    },
  },
  Dugtrio: {
    attacks: { Earthquake: { steps: [damage(), damageTargets((e) => e.bench(e.me), 10)] } },
  },
  Pidgeotto: {
    attacks: {
      // "If Pidgeotto was attacked last turn, do the final result of that attack on Pidgeotto to
      // the Defending Pokémon": the damage it was done (a result: no Weakness or Resistance
      // again) and the Special Conditions it was given.
      'Mirror Move': {
        steps: [
          damage((e) => lastTurnOnSelf(e).reduce((n, m) => n + (m.amount ?? 0), 0), {
            weaknessAndResistance: false,
          }),
          ...SPECIAL_CONDITIONS.map((c) =>
            when((e) => lastTurnOnSelf(e).some((m) => m.condition === c), [status(c)]),
          ),
        ],
      },
    },
  },
  "Farfetch'd": {
    attacks: {
      'Leek Slap': {
        unplayable: (e) =>
          e.self &&
          markersOf(e.state, 'used-attack', e.self.top).some((m) => m.name === 'Leek Slap')
            ? "Farfetch'd already used Leek Slap while in play."
            : undefined,
        steps: [
          mark('used-attack', 'self', 'in-play', { name: 'Leek Slap' }),
          flip(),
          ifTails(stop),
          damage(),
        ],
      },
    },
  },
  Haunter: {
    attacks: {
      'Dream Eater': {
        unplayable: (e) =>
          e.defender?.conditions.includes('asleep')
            ? undefined
            : 'the Defending Pokémon is not Asleep.',
        steps: [damage()],
      },
    },
  },
  Kadabra: {
    attacks: {
      Recover: { steps: [discardToUse(1, provides('Psychic')), heal((e) => e.self?.zone, 'all')] },
    },
  },
  Starmie: {
    attacks: {
      Recover: { steps: [discardToUse(1, provides('Water')), heal((e) => e.self?.zone, 'all')] },
    },
  },
  Machoke: {
    attacks: {
      'Karate Chop': {
        steps: [
          damage((e) => Math.max(0, printed(e) - 10 * Math.floor((e.self?.damage ?? 0) / 10))),
        ],
      },
    },
  },
  Poliwhirl: {
    attacks: {
      Amnesia: {
        steps: [blockAnAttack.choose, damage(), blockAnAttack.mark],
      },
    },
  },
  Porygon: {
    attacks: {
      'Conversion 1': {
        steps: [
          when(
            // The Weakness it has now: none under Blooming Garden.
            (e) => e.defender !== undefined && weaknessOf(e.cards, e.state, e.defender) !== null,
            [
              typeChoice(
                'type',
                "You may change the Defending Pokémon's Weakness to a type of your choice.",
                0,
              ),
              step((e) => {
                const t = e.picked('type');
                return t
                  ? mark('weakness-type', 'defender', 'in-play', { type: t as EnergyType })(e)
                  : undefined;
              }),
            ],
          ),
        ],
      },
      'Conversion 2': {
        steps: [
          typeChoice('type', "Choose Porygon's new Resistance."),
          step((e) =>
            mark('resistance-type', 'self', 'in-play', {
              type: (e.picked('type') ?? 'Fire') as EnergyType,
            })(e),
          ),
        ],
      },
    },
  },
  Raticate: {
    attacks: {
      'Super Fang': {
        steps: [
          damage((e) =>
            e.defender ? Math.ceil((e.defender.hp - e.defender.damage) / 2 / 10) * 10 : 0,
          ),
        ],
      },
    },
  },
  Bulbasaur: {
    attacks: {
      'Leech Seed': {
        steps: [
          damage(),
          when(
            (e) => e.num('damageDone') > 0 && (e.self?.damage ?? 0) > 0,
            [
              mayDo('heal', 'You may remove 1 damage counter from Bulbasaur.'),
              when(said('heal'), [heal((e) => e.self?.zone, 10)]),
            ],
          ),
        ],
      },
    },
  },
  Gastly: {
    attacks: {
      'Destiny Bond': {
        steps: [
          discardToUse(1, provides('Psychic')),
          mark('destiny-bond', 'self', 'opponents-next-turn'),
        ],
      },
    },
  },
  Koffing: {
    attacks: {
      'Foul Gas': {
        steps: [flip(), damage(), headsOrTails([status('poisoned')], [status('confused')])],
      },
    },
  },
  Onix: {
    attacks: {
      Harden: {
        steps: [mark('prevent-small-damage', 'self', 'opponents-next-turn', { amount: 30 })],
      },
    },
  },
  Sandshrew: {
    attacks: {
      'Sand-attack': {
        steps: [damage(), mark('attack-may-fail', 'defender', 'opponents-next-turn')],
      },
    },
  },

  // ---------------------------------------------------------------- Trainers
  'Computer Search': {
    trainer: {
      unplayable: needsOthers(2),
      steps: [
        ...handCost(2),
        pick({
          from: 'deck',
          filter: is.any,
          max: 1,
          prompt: 'Choose any card from your deck to put into your hand.',
        }),
        moveChosen('picked', 'hand'),
        shuffleDeck(),
      ],
    },
  },
  'Devolution Spray': {
    trainer: {
      unplayable: (e) =>
        ownWith(e, (m) => m.stages.length > 0).length === 0
          ? 'none of your Pokémon has evolved.'
          : undefined,
      steps: [
        chooseOwn('mon', 'Choose one of your evolved Pokémon.', (m) => m.stages.length > 0),
        choose((e) => {
          const mon = e.pokemon(e.picked('mon') ?? '');
          const stages = [mon?.card, ...(mon?.stages ?? []).map((id) => e.card(id))]
            .map((c) => (c ? stage(c) : undefined))
            .filter((s): s is 'Stage 1' | 'Stage 2' => s === 'Stage 1' || s === 'Stage 2');
          return {
            var: 'stage',
            kind: 'target',
            prompt: 'Choose the Stage: its Evolution cards and any higher are discarded.',
            options: [...new Set(stages)].map((s) => ({ value: s, label: s })),
          };
        }),
        step((e) => {
          const mon = e.pokemon(e.picked('mon') ?? '');
          const from = e.picked('stage');
          if (!mon || !from) return undefined;
          const level = (id: string) => {
            const s = stage(e.card(id) ?? ({} as never));
            return s === 'Stage 2' ? 2 : s === 'Stage 1' ? 1 : 0;
          };
          const min = from === 'Stage 2' ? 2 : 1;
          const gone = [mon.top, ...mon.stages].filter((id) => level(id) >= min);
          const kept = [...mon.stages].filter((id) => level(id) < min);
          const newTop = kept[0];
          // Damage stays with the Pokémon: it moves onto the card that is now on top.
          const dmg = gone.reduce(
            (n, id) => n + (e.state.cards[id]?.counters[DAMAGE_COUNTER] ?? 0),
            0,
          );
          const actions: Action[] = [
            ...(mon.zone.endsWith(':active') && mon.conditions.length > 0
              ? [e.setStatus(mon.zone, 'none')]
              : []),
            ...gone.map((id) => e.move(id, mon.zone, e.key(e.me, 'discard'))),
          ];
          if (newTop && dmg > 0)
            actions.push({
              type: 'add_counter',
              player: e.me,
              source: 'script',
              card: `#${newTop}`,
              zone: mon.zone,
              counter: DAMAGE_COUNTER,
              amount: dmg,
            });
          // Poison Sacs: the opponent's Muk keeps the Poison through the devolving.
          if (newTop && staysPoisoned(e.cards, e.state, mon))
            actions.push(e.setStatus(mon.zone, 'poisoned'));
          return { actions };
        }),
      ],
    },
  },
  'Impostor Professor Oak': { trainer: { steps: [shuffleHandIntoDeck('opp'), draw(7, 'opp')] } },
  'Item Finder': {
    trainer: {
      unplayable: (e) =>
        needsOthers(2)(e) ??
        (e.zoneCards(e.me, 'discard').some((id) => e.card(id)?.supertype === 'Trainer')
          ? undefined
          : 'there is no Trainer card in your discard pile.'),
      steps: [
        ...handCost(2),
        pick({
          from: 'discard',
          filter: is.trainer,
          min: 1,
          max: 1,
          prompt: 'Choose a Trainer card from your discard pile to put into your hand.',
        }),
        moveChosen('picked', 'hand'),
      ],
    },
  },
  Lass: {
    trainer: {
      steps: [
        step((e) => ({
          actions: [e.me, e.opp]
            .filter((p) => e.zoneCards(p, 'hand').length > 0)
            .map((p) => e.revealHand(p)),
        })),
        step((e) => {
          const actions = [e.me, e.opp].flatMap((p) => {
            const trainers = e
              .zoneCards(p, 'hand')
              .filter((id) => e.card(id)?.supertype === 'Trainer');
            return [
              ...trainers.map((id) => e.move(id, e.key(p, 'hand'), e.key(p, 'deck'), undefined, p)),
              e.shuffle(p),
            ];
          });
          return { actions };
        }),
      ],
    },
  },
  'Pokémon Breeder': {
    trainer: {
      unplayable: (e) =>
        firstTurnForbidsEvolving(e.state.plugin)
          ? "you can't evolve during your first turn."
          : breederTargets(e).length === 0
            ? 'you need a Basic Pokémon in play since before this turn and a Stage 2 card in your hand that evolves from it.'
            : undefined,
      steps: [
        choose((e) => ({
          var: 'basic',
          kind: 'own-pokemon',
          prompt: 'Choose the Basic Pokémon to evolve.',
          options: breederTargets(e).map((t) => e.pokemonOption(t.mon)),
        })),
        choose((e) => ({
          var: 'stage2',
          kind: 'take',
          prompt: 'Choose the Stage 2 card to put on it.',
          options: (
            breederTargets(e).find((t) => t.mon.zone === e.picked('basic'))?.fits ?? []
          ).map((id) => e.cardOption(id)),
        })),
        step((e) => {
          const to = e.picked('basic');
          const id = e.picked('stage2');
          return to && id ? { actions: [e.move(id, e.key(e.me, 'hand'), to, 'top')] } : undefined;
        }),
      ],
    },
  },
  'Pokémon Trader': {
    trainer: {
      unplayable: (e) =>
        otherCards(e).some((id) => isPokemon(e.card(id) ?? ({} as never)))
          ? undefined
          : 'you have no Pokémon card in your hand to trade.',
      steps: [
        pick({
          var: 'give',
          from: 'hand',
          filter: is.pokemon,
          min: 1,
          max: 1,
          prompt: 'Choose the Pokémon card from your hand to trade.',
          // Looked past when asking whether the card would change anything: the trade is the
          // card from the deck, so an empty deck leaves nothing to trade for.
          cost: true,
        }),
        pick({
          var: 'take',
          from: 'deck',
          filter: is.pokemon,
          max: 1,
          prompt: 'Choose the Pokémon card from your deck to take for it.',
        }),
        // A trade takes two cards: with none taken from the deck, the one offered stays in hand.
        step((e) => {
          const give = e.picked('give');
          const take = e.picked('take');
          if (!give || !take) return undefined;
          const hand = e.key(e.me, 'hand');
          const deck = e.key(e.me, 'deck');
          return {
            actions: [
              e.reveal([give], hand),
              e.reveal([take], deck),
              e.move(take, deck, hand),
              e.move(give, hand, deck),
            ],
          };
        }),
        shuffleDeck(),
      ],
    },
  },
  'Scoop Up': {
    trainer: {
      steps: [
        chooseOwn('mon', 'Choose the Pokémon whose Basic Pokémon card goes back to your hand.'),
        step((e) => {
          const mon = e.pokemon(e.picked('mon') ?? '');
          if (!mon) return undefined;
          const all = e.state.zones[mon.zone]?.cards ?? [];
          const basic =
            [mon.top, ...mon.stages].find((id) => isBasicPokemon(e.card(id) ?? ({} as never))) ??
            (playedAsPokemon(mon.card) ? mon.top : undefined);
          return {
            actions: [
              ...all
                .filter((id) => id !== basic)
                .map((id) => e.move(id, mon.zone, e.key(e.me, 'discard'))),
              ...(basic ? [e.move(basic, mon.zone, e.key(e.me, 'hand'))] : []),
            ],
          };
        }),
      ],
    },
  },
  'Super Energy Removal': {
    trainer: {
      unplayable: (e) =>
        !e.inPlay(e.me).some((m) => m.energy.length > 0)
          ? 'none of your Pokémon has an Energy card to discard.'
          : !e.inPlay(e.opp).some((m) => m.energy.length > 0)
            ? "none of your opponent's Pokémon has Energy attached."
            : undefined,
      steps: [
        chooseOwn(
          'own',
          'Choose one of your Pokémon to discard an Energy card from.',
          (m) => m.energy.length > 0,
        ),
        ...discardEnergy((e) => e.pokemon(e.picked('own') ?? ''), 1, undefined, 'cost'),
        chooseOpponents(
          'theirs',
          "Choose one of your opponent's Pokémon.",
          (m) => m.energy.length > 0,
        ),
        choose((e) => {
          const mon = e.pokemon(e.picked('theirs') ?? '');
          const ids = energyOn(e, mon);
          return {
            var: 'energy',
            kind: 'energy',
            prompt: 'Choose up to 2 Energy cards attached to it to discard.',
            options: ids.map((id) => e.cardOption(id)),
            min: Math.min(1, ids.length),
            max: Math.min(2, ids.length),
          };
        }),
        step((e) => {
          const actions = e.chosen('energy').flatMap((id) => {
            const from = zoneOf(e, id);
            return from ? [e.move(id, from, e.key(e.opp, 'discard'))] : [];
          });
          return actions.length > 0 ? { actions } : undefined;
        }),
      ],
    },
  },
  Defender: { passiveTrainer: true },
  PlusPower: { passiveTrainer: true },
  'Energy Retrieval@base1': {
    trainer: {
      unplayable: (e) =>
        needsOthers(1)(e) ??
        (e.zoneCards(e.me, 'discard').some((id) => is.basicEnergy(e.card(id) ?? ({} as never)))
          ? undefined
          : 'there is no basic Energy card in your discard pile.'),
      steps: [
        ...handCost(1),
        pick({
          from: 'discard',
          filter: is.basicEnergy,
          max: 2,
          prompt: 'Choose up to 2 basic Energy cards from your discard pile to put into your hand.',
          // "Trade 1 of the other cards in your hand for …": a trade, so not for the card given.
          except: (e) => e.chosen('cost'),
        }),
        moveChosen('picked', 'hand'),
      ],
    },
  },
  'Full Heal': { trainer: { steps: [cure(active)] } },
  Maintenance: {
    trainer: {
      unplayable: needsOthers(2),
      steps: [...handCost(2, 'deck'), shuffleDeck(), draw(1)],
    },
  },
  'Pokémon Center': {
    trainer: {
      steps: [
        step((e) => ({
          actions: ownWith(e, (m) => m.damage > 0).flatMap((m) => [
            ...e.heal(m.zone, m.damage),
            ...m.energy.map((id) => e.move(id, m.zone, e.key(e.me, 'discard'))),
          ]),
        })),
      ],
    },
  },
  'Pokémon Flute': {
    trainer: {
      unplayable: (e) =>
        e.emptyBench(e.opp).length === 0
          ? "your opponent's Bench is full."
          : !e
                .zoneCards(e.opp, 'discard')
                .some((id) => is.basicPokemon(e.card(id) ?? ({} as never)))
            ? "there is no Basic Pokémon in your opponent's discard pile."
            : undefined,
      steps: [
        pick({
          who: 'opp',
          from: 'discard',
          filter: is.basicPokemon,
          min: 1,
          max: 1,
          kind: 'target',
          prompt:
            "Choose a Basic Pokémon from your opponent's discard pile to put onto their Bench.",
        }),
        step((e) => {
          const id = e.picked('picked');
          const spot = e.emptyBench(e.opp)[0];
          return id && spot ? { actions: [e.move(id, e.key(e.opp, 'discard'), spot)] } : undefined;
        }),
      ],
    },
  },
  Pokédex: {
    trainer: {
      unplayable: (e) =>
        e.zoneCards(e.me, 'deck').length === 0 ? 'your deck is empty.' : undefined,
      steps: [
        // The player looks at them (shown to them alone), even when there is only one.
        step((e) => {
          const top = e.zoneCards(e.me, 'deck').slice(0, 5);
          return top.length === 0
            ? undefined
            : {
                actions: [{ ...e.reveal(top, e.key(e.me, 'deck')), to: [e.me] } as Action],
                looked: true,
              };
        }),
        // The top cards, put back one position at a time from the top.
        choose((e) => {
          const top = e.zoneCards(e.me, 'deck').slice(0, 5);
          const k = e.num('placed');
          const remaining = top.slice(k);
          return remaining.length <= 1 || k >= 5
            ? undefined
            : {
                var: 'next',
                kind: 'order',
                prompt: `Choose the card to put ${k === 0 ? 'on top of your deck' : `in position ${k + 1} from the top`}.`,
                options: remaining.map((id) => e.cardOption(id)),
                private: true,
              };
        }),
        step((e) => {
          const id = e.picked('next');
          const k = e.num('placed');
          if (!id || k >= 4) return undefined;
          const deck = e.key(e.me, 'deck');
          const left = e.zoneCards(e.me, 'deck').slice(0, 5).length - (k + 1);
          return {
            actions: [e.move(id, deck, deck, k + 1)],
            set: { placed: k + 1, next: [] },
            ...(left > 1 ? { jump: -1 } : {}),
          };
        }),
      ],
    },
  },
  'Professor Oak': { trainer: { steps: [discardHand(), draw(7)] } },
  Revive: {
    trainer: {
      unplayable: (e) =>
        e.emptyBench(e.me).length === 0
          ? 'your Bench is full.'
          : !e.zoneCards(e.me, 'discard').some((id) => is.basicPokemon(e.card(id) ?? ({} as never)))
            ? 'there is no Basic Pokémon in your discard pile.'
            : undefined,
      steps: [
        pick({
          from: 'discard',
          filter: is.basicPokemon,
          min: 1,
          max: 1,
          prompt: 'Choose a Basic Pokémon from your discard pile to put onto your Bench.',
        }),
        step((e) => {
          const id = e.picked('picked');
          const spot = e.emptyBench(e.me)[0];
          return id && spot
            ? { actions: [e.move(id, e.key(e.me, 'discard'), spot)], set: { spot } }
            : undefined;
        }),
        step((e) => {
          const mon = e.pokemon(String(e.vars.spot ?? ''));
          const hit = mon ? e.addDamage(mon.zone, Math.floor(mon.hp / 2 / 10) * 10) : undefined;
          return hit ? { actions: [hit] } : undefined;
        }),
      ],
    },
  },
  'Super Potion': {
    trainer: {
      unplayable: (e) =>
        ownWith(e, (m) => m.damage > 0 && m.energy.length > 0).length === 0
          ? 'none of your damaged Pokémon has an Energy card to discard.'
          : undefined,
      steps: [
        chooseOwn(
          'mon',
          'Choose the Pokémon to heal (it discards an Energy card).',
          (m) => m.damage > 0 && m.energy.length > 0,
        ),
        ...discardEnergy((e) => e.pokemon(e.picked('mon') ?? ''), 1, undefined, 'cost'),
        heal((e) => e.picked('mon'), 40),
      ],
    },
  },
  Bill: { trainer: { steps: [draw(2)] } },
  'Energy Removal': {
    trainer: {
      unplayable: (e) =>
        e.inPlay(e.opp).some((m) => m.energy.length > 0)
          ? undefined
          : "none of your opponent's Pokémon has Energy attached.",
      steps: [
        chooseOpponents(
          'target',
          "Choose one of your opponent's Pokémon to discard an Energy card from.",
          (m) => m.energy.length > 0,
        ),
        ...discardEnergy((e) => e.pokemon(e.picked('target') ?? ''), 1),
      ],
    },
  },
  'Gust of Wind': {
    trainer: {
      unplayable: (e) =>
        e.bench(e.opp).length === 0 ? 'your opponent has no Benched Pokémon.' : undefined,
      steps: gust(),
    },
  },
  'Potion@base1': {
    trainer: {
      steps: [
        chooseOwn(
          'healed',
          'Choose the Pokémon to remove up to 2 damage counters from.',
          (m) => m.damage > 0,
        ),
        heal((e) => e.picked('healed'), 20),
      ],
    },
  },
  'Switch@base1': {
    trainer: {
      unplayable: (e) => (e.bench(e.me).length === 0 ? 'you have no Benched Pokémon.' : undefined),
      steps: switchOwn(),
    },
  },
};
