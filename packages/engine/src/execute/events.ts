import type {
  GameResult,
  InstanceId,
  PendingDecision,
  PlayerId,
  TurnState,
  ZoneKey,
} from '../state/types';

/**
 * What happened, for UIs and animations. Events carry ids and zone keys but never a card's
 * template or name: observers look names up through `view`.
 */
export type EngineEvent =
  | {
      readonly type: 'card_moved';
      readonly card: InstanceId;
      readonly from: ZoneKey;
      readonly to: ZoneKey;
      readonly index: number;
    }
  | { readonly type: 'zone_shuffled'; readonly zone: ZoneKey }
  | { readonly type: 'zone_reordered'; readonly zone: ZoneKey }
  | { readonly type: 'zones_swapped'; readonly a: ZoneKey; readonly b: ZoneKey }
  | {
      readonly type: 'zone_looked_at';
      readonly zone: ZoneKey;
      readonly player: PlayerId;
      readonly count: number;
    }
  | {
      readonly type: 'card_changed';
      readonly card: InstanceId;
      readonly field: 'visibility' | 'orientation' | 'counters';
    }
  | {
      readonly type: 'random';
      readonly kind: 'coin' | 'dice';
      readonly results: readonly (string | number)[];
    }
  | {
      readonly type: 'declared';
      readonly player: PlayerId;
      readonly kind: string;
      readonly card?: InstanceId;
    }
  | { readonly type: 'decision_created'; readonly decision: PendingDecision }
  | {
      readonly type: 'decision_resolved';
      readonly id: number;
      /** The answer (several joined by ", "); empty for a private decision. */
      readonly choice: string;
      readonly choices: readonly string[];
    }
  | { readonly type: 'turn_changed'; readonly turn: TurnState }
  | { readonly type: 'phase_changed'; readonly turn: TurnState }
  | { readonly type: 'game_over'; readonly result: GameResult }
  | { readonly type: 'rule_bypassed'; readonly rule: string; readonly effect: string }
  | {
      /**
       * A point no rewind may go back past: `shown` — hidden cards were shown to `players` (a
       * draw, a peek or search, a revealed hand, a choice among hidden cards); `chance` — an
       * outcome of the seeded generator (a flip, a roll, a shuffle), for every player.
       */
      readonly type: 'barrier';
      readonly kind: 'shown' | 'chance';
      readonly players: readonly PlayerId[];
      /** What happened, naming players and zones by id and never a card: `p1 drew 7 cards`. */
      readonly what: string;
      /** The card whose play or effect it was part of, when there is one. */
      readonly card?: InstanceId;
    };
