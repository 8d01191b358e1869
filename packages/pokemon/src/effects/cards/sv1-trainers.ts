import { stage } from '../../cards/card-helpers';
import type { PokemonSupertypeCard } from '../../cards/types';
import { cardsNamed } from '../../game/board';
import type { EffectEnv } from '../env';
import {
  attachChosenEach,
  choose,
  chooseOpponents,
  chooseOwn,
  discardEnergy,
  discardHand,
  draw,
  endTurn,
  energyOn,
  flip,
  gust,
  ifHeads,
  is,
  moveChosen,
  pick,
  searchDeck,
  shuffleDeck,
  shuffleHandIntoDeck,
  step,
  when,
  zoneOf,
} from '../steps';
import type { CardEffects, EffectSpec } from '../types';

const drawSupporter = (n: number): EffectSpec => ({ steps: [discardHand(), draw(n)] });

/** Stage 2 cards in hand that evolve from `basic` through a Stage 1, for Rare Candy. */
function candyStage2(e: EffectEnv, basic: string): string[] {
  return e.zoneCards(e.me, 'hand').filter((id) => {
    const c = e.card(id);
    if (!c || stage(c) !== 'Stage 2') return false;
    const middle = (c as PokemonSupertypeCard).evolvesFrom;
    return cardsNamed(e.cards, middle ?? '').some(
      (m) => (m as PokemonSupertypeCard).evolvesFrom === basic,
    );
  });
}

/** Basic Pokémon in play Rare Candy can evolve now. */
function candyTargets(e: EffectEnv) {
  const entered = e.state.plugin.flags.enteredThisTurn;
  return e
    .inPlay(e.me)
    .filter(
      (m) =>
        stage(m.card) === 'Basic' &&
        !entered.includes(m.top) &&
        candyStage2(e, m.card.name).length > 0,
    );
}

/** A player's first turn: `gameTurn` 1 for the first player, 2 for the second. */
const firstTurn = (e: EffectEnv) => e.state.plugin.gameTurn <= 2;

/** Scarlet & Violet Trainers. */
export const SV1_TRAINERS: Readonly<Record<string, CardEffects>> = {
  Arven: {
    trainer: {
      steps: [
        pick({
          var: 'item',
          from: 'deck',
          filter: is.item,
          max: 1,
          prompt: 'Choose an Item card to put into your hand.',
        }),
        pick({
          var: 'tool',
          from: 'deck',
          filter: is.tool,
          max: 1,
          prompt: 'Choose a Pokémon Tool card to put into your hand.',
        }),
        moveChosen('item', 'hand', { reveal: true }),
        moveChosen('tool', 'hand', { reveal: true }),
        shuffleDeck(),
      ],
    },
  },
  'Beach Court': { passiveTrainer: true },
  'Crushing Hammer': {
    trainer: {
      steps: [
        flip(),
        ifHeads(
          chooseOpponents(
            'target',
            "Choose one of your opponent's Pokémon to discard an Energy from.",
            (m) => m.energy.length > 0,
          ),
          ...discardEnergy((e) => e.pokemon(e.picked('target') ?? ''), 1),
        ),
      ],
    },
  },
  'Defiance Band': { passiveTrainer: true },
  'Electric Generator': {
    trainer: {
      steps: [
        pick({
          from: 'deck',
          top: 5,
          filter: is.basicEnergyOf('Lightning'),
          max: (e) => (e.bench(e.me).some((m) => m.card.types.includes('Lightning')) ? 2 : 0),
          prompt:
            'Choose up to 2 Basic Lightning Energy from the top 5 cards of your deck to attach to your Benched Lightning Pokémon.',
        }),
        ...attachChosenEach('picked', (e) =>
          e.bench(e.me).filter((m) => m.card.types.includes('Lightning')),
        ),
        shuffleDeck(),
      ],
    },
  },
  'Energy Search': {
    trainer: {
      steps: searchDeck({
        filter: is.basicEnergy,
        max: 1,
        to: 'hand',
        reveal: true,
        prompt: 'Choose a Basic Energy card to put into your hand.',
      }),
    },
  },
  'Energy Switch': {
    trainer: {
      unplayable: (e) =>
        e.inPlay(e.me).length < 2 ||
        !e.inPlay(e.me).some((m) => energyOn(e, m, is.basicEnergy).length > 0)
          ? 'You need a Pokémon with a Basic Energy attached and another Pokémon to move it to.'
          : undefined,
      steps: [
        choose((e) => ({
          var: 'energy',
          kind: 'energy',
          prompt: 'Choose a Basic Energy attached to one of your Pokémon to move.',
          options: e
            .inPlay(e.me)
            .flatMap((m) =>
              energyOn(e, m, is.basicEnergy).map((id) =>
                e.cardOption(id, ` on ${m.zone} ${m.card.name}`),
              ),
            ),
        })),
        chooseOwn(
          'to',
          'Choose the Pokémon to move it to.',
          (m, e) => !m.energy.includes(e.picked('energy') ?? ''),
        ),
        step((e) => {
          const id = e.picked('energy');
          const to = e.picked('to');
          const from = id ? zoneOf(e, id) : undefined;
          return id && to && from ? { actions: [e.move(id, from, to, 'bottom')] } : undefined;
        }),
      ],
    },
  },
  'Exp. Share': { passiveTrainer: true },
  Jacq: {
    trainer: {
      steps: searchDeck({
        filter: is.evolution,
        max: 2,
        to: 'hand',
        reveal: true,
        prompt: 'Choose up to 2 Evolution Pokémon to put into your hand.',
      }),
    },
  },
  Judge: {
    trainer: {
      steps: [shuffleHandIntoDeck('me'), shuffleHandIntoDeck('opp'), draw(4), draw(4, 'opp')],
    },
  },
  Katy: { trainer: { steps: [shuffleHandIntoDeck('me'), draw(8), endTurn] } },
  Mesagoza: {
    stadiumUse: {
      steps: [
        flip(),
        ifHeads(
          ...searchDeck({
            filter: is.pokemon,
            max: 1,
            to: 'hand',
            reveal: true,
            prompt: 'Choose a Pokémon to put into your hand.',
          }),
        ),
      ],
    },
  },
  Miriam: {
    trainer: {
      steps: [
        pick({
          var: 'back',
          from: 'discard',
          filter: is.pokemon,
          max: 5,
          prompt: 'Choose up to 5 Pokémon from your discard pile to shuffle into your deck.',
        }),
        moveChosen('back', 'deck'),
        when((e) => e.chosen('back').length > 0, [shuffleDeck(), draw(3)]),
      ],
    },
  },
  Nemona: { trainer: { steps: [draw(3)] } },
  'Nest Ball': {
    trainer: {
      unplayable: (e) => (e.emptyBench(e.me).length === 0 ? 'Your Bench is full.' : undefined),
      steps: searchDeck({
        filter: is.basicPokemon,
        max: 1,
        to: 'bench',
        prompt: 'Choose a Basic Pokémon to put onto your Bench.',
      }),
    },
  },
  'Pal Pad': {
    trainer: {
      steps: [
        pick({
          var: 'back',
          from: 'discard',
          filter: is.supporter,
          max: 2,
          prompt:
            'Choose up to 2 Supporter cards from your discard pile to shuffle into your deck.',
        }),
        moveChosen('back', 'deck'),
        shuffleDeck(),
      ],
    },
  },
  Penny: {
    trainer: {
      steps: [
        chooseOwn(
          'back',
          'Choose one of your Basic Pokémon to put into your hand with all attached cards.',
          (m) => stage(m.card) === 'Basic',
        ),
        step((e) => {
          const z = e.picked('back');
          return z ? { actions: [e.moveStack(z, e.key(e.me, 'hand'))] } : undefined;
        }),
      ],
    },
  },
  'Picnic Basket': {
    trainer: {
      steps: [
        step((e) => ({
          actions: [...e.inPlay(e.me), ...e.inPlay(e.opp)].flatMap((m) => e.heal(m.zone, 30)),
        })),
      ],
    },
  },
  'Poké Ball': {
    trainer: {
      steps: [
        flip(),
        ifHeads(
          ...searchDeck({
            filter: is.pokemon,
            max: 1,
            to: 'hand',
            reveal: true,
            prompt: 'Choose a Pokémon to put into your hand.',
          }),
        ),
      ],
    },
  },
  'Pokégear 3.0': {
    trainer: {
      steps: [
        pick({
          from: 'deck',
          top: 7,
          filter: is.supporter,
          max: 1,
          prompt:
            'You may choose a Supporter card from the top 7 cards of your deck to put into your hand.',
        }),
        moveChosen('picked', 'hand', { reveal: true }),
        shuffleDeck(),
      ],
    },
  },
  'Pokémon Catcher': { trainer: { steps: [flip(), ifHeads(...gust())] } },
  "Professor's Research (Professor Sada)": { trainer: drawSupporter(7) },
  "Professor's Research (Professor Turo)": { trainer: drawSupporter(7) },
  'Rare Candy': {
    trainer: {
      unplayable: (e) =>
        firstTurn(e)
          ? "You can't use Rare Candy during your first turn."
          : candyTargets(e).length === 0
            ? 'You need a Basic Pokémon that has been in play since before this turn and a Stage 2 card in your hand that evolves from it.'
            : undefined,
      steps: [
        choose((e) => ({
          var: 'basic',
          kind: 'own-pokemon',
          prompt: 'Choose the Basic Pokémon to evolve.',
          options: candyTargets(e).map((m) => e.pokemonOption(m)),
        })),
        choose((e) => {
          const mon = e.pokemon(e.picked('basic') ?? '');
          return {
            var: 'stage2',
            kind: 'take',
            prompt: 'Choose the Stage 2 card to put on it.',
            options: mon ? candyStage2(e, mon.card.name).map((id) => e.cardOption(id)) : [],
          };
        }),
        step((e) => {
          const to = e.picked('basic');
          const id = e.picked('stage2');
          return to && id ? { actions: [e.move(id, e.key(e.me, 'hand'), to, 'top')] } : undefined;
        }),
      ],
    },
  },
  'Rock Chestplate': { passiveTrainer: true },
  'Rocky Helmet': { passiveTrainer: true },
  'Team Star Grunt': {
    trainer: {
      steps: [
        choose((e) => ({
          var: 'energy',
          kind: 'energy',
          prompt:
            "Choose an Energy attached to your opponent's Active Pokémon to put on top of their deck.",
          options: energyOn(e, e.defender).map((id) => e.cardOption(id)),
        })),
        step((e) => {
          const id = e.picked('energy');
          const from = id ? zoneOf(e, id) : undefined;
          return id && from
            ? { actions: [e.move(id, from, e.key(e.opp, 'deck'), 'top')] }
            : undefined;
        }),
      ],
    },
  },
  'Ultra Ball': {
    trainer: {
      unplayable: (e) =>
        e.zoneCards(e.me, 'hand').filter((id) => id !== e.effect.card).length < 2
          ? 'You need 2 other cards in your hand to discard.'
          : undefined,
      steps: [
        pick({
          var: 'cost',
          from: 'hand',
          filter: () => true,
          min: 2,
          max: 2,
          kind: 'discard',
          cost: true,
          prompt: 'Choose 2 cards from your hand to discard.',
        }),
        moveChosen('cost', 'discard'),
        ...searchDeck({
          filter: is.pokemon,
          max: 1,
          to: 'hand',
          reveal: true,
          prompt: 'Choose a Pokémon to put into your hand.',
        }),
      ],
    },
  },
  'Vitality Band': { passiveTrainer: true },
  Youngster: { trainer: { steps: [shuffleHandIntoDeck('me'), draw(5)] } },
};
