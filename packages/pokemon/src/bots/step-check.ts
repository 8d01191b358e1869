import { isPokemon, trainerKind } from '../cards/card-helpers';
import { type Board, type InPlay, inPlay } from './board';
import { attackPlay } from './policy';
import type { TurnKnowledge } from './trainers';
import type { BotCall } from './types';

/**
 * Why a planned main-phase call no longer fits the board (a card is gone, a once-per-turn limit
 * is used, a zone changed), or `undefined` when its preconditions still hold. The executor
 * checks each step with this before calling it, so a stale plan costs a replan instead of a
 * rejected tool call. Tools it does not know pass.
 */
export function planStepMisfit(step: BotCall, board: Board, k: TurnKnowledge): string | undefined {
  const input = step.input as Record<string, unknown>;
  const str = (key: string) => (typeof input[key] === 'string' ? (input[key] as string) : '');
  const inHand = (name: string) => board.me.hand.some((h) => h.card.name === name);
  const at = (zone: string): InPlay | undefined => inPlay(board.me).find((p) => p.zone === zone);
  const missing = (name: string) => `${name || 'the card'} is no longer in your hand`;

  switch (step.toolName) {
    case 'attach_energy': {
      if (k.energyAttached) return 'the Energy attachment for this turn is already used';
      if (!inHand(str('energy'))) return missing(str('energy'));
      if (!at(str('target'))) return `${str('target')} holds no Pokémon`;
      return undefined;
    }
    case 'play_pokemon': {
      if (!inHand(str('card'))) return missing(str('card'));
      const to = str('to');
      if (to && at(to)) return `${to} is already taken`;
      if (!to && board.me.emptyBench.length === 0) return 'your Bench is full';
      return undefined;
    }
    case 'evolve': {
      const card = board.me.hand.find((h) => h.card.name === str('card'))?.card;
      if (!card) return missing(str('card'));
      if (k.firstOwnTurn) return 'no evolving on your first turn';
      const target = at(str('target'));
      if (!target) return `${str('target')} holds no Pokémon`;
      if (!isPokemon(card) || card.evolvesFrom !== target.top.card.name)
        return `${str('target')} holds ${target.top.card.name}, which ${card.name} does not evolve from`;
      if (k.enteredZones.has(target.zone))
        return `${target.top.card.name} came into play or evolved this turn`;
      return undefined;
    }
    case 'play_trainer': {
      const card = board.me.hand.find((h) => h.card.name === str('card'))?.card;
      if (!card) return missing(str('card'));
      const kind = trainerKind(card);
      if (kind === 'Supporter' && k.supporterPlayed) return 'a Supporter was already played';
      if (kind === 'Supporter' && k.firstGameTurn) return 'no Supporter on the first turn';
      if (kind === 'Stadium' && k.stadiumPlayed) return 'a Stadium was already played';
      if (kind === 'Stadium' && board.stadium?.card.name === card.name)
        return `${card.name} is already in play`;
      if (kind === 'Pokémon Tool') {
        const target = at(str('target') || 'your_active');
        if (!target) return `${str('target') || 'your_active'} holds no Pokémon`;
        if (target.tools.length > 0) return `${target.top.card.name} already has a Tool`;
      }
      return undefined;
    }
    case 'declare_ability': {
      const mon = at(str('pokemon'));
      const ability = str('ability');
      if (!mon?.top.card.abilities.some((a) => a.name === ability))
        return `${str('pokemon')} no longer holds a Pokémon with ${ability}`;
      if (k.abilitiesUsed.has(`${mon.zone}:${ability}`)) return `${ability} was already used`;
      return undefined;
    }
    case 'declare_retreat': {
      const active = board.me.active;
      if (k.retreated) return 'you already retreated this turn';
      if (!active) return 'you have no Active Pokémon';
      if (active.statuses.some((s) => s === 'asleep' || s === 'paralyzed'))
        return `${active.top.card.name} cannot retreat while ${active.statuses.join(', ')}`;
      if (active.energy.length < active.top.card.retreatCost.length)
        return `${active.top.card.name} lacks the Energy for its Retreat Cost`;
      if (!at(str('to'))) return `${str('to')} holds no Pokémon to switch in`;
      return undefined;
    }
    case 'declare_attack': {
      if (k.firstGameTurn) return 'no attack on the first turn of the game';
      const planned = str('attack');
      const now = attackPlay(board);
      if (!now) return `${planned || 'the attack'} cannot be paid for now`;
      const name = String((now.call.input as { attack?: unknown }).attack ?? '');
      if (planned && name !== planned) return `${name} is now the better attack, not ${planned}`;
      return undefined;
    }
    default:
      return undefined;
  }
}
