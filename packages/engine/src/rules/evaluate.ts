import type { Action } from '../actions/types';
import type { ActionTargets, GameDefinition, Rule } from '../definition/types';
import { type EngineError, engineError } from '../errors';
import type { GrantedEffect } from '../execute/card-effect';
import { forType } from '../execute/dispatch';
import type { GameState } from '../state/types';

/** What the rule hooks decided about one action. */
export interface RuleOutcome {
  /** Set when the action is blocked. */
  readonly error?: EngineError;
  readonly warnings: string[];
  /** Soft rules lifted by the card named in `allowedByCardEffect` (`effect` is its label). */
  readonly bypassed: { rule: string; effect: string }[];
}

// Shared by every action no rule objected to (frozen: nobody may add to it).
const NONE: RuleOutcome = Object.freeze({
  warnings: Object.freeze([]) as unknown as string[],
  bypassed: Object.freeze([]) as unknown as { rule: string; effect: string }[],
});

function legalHint<P>(
  definition: GameDefinition<P>,
  state: GameState<P>,
  action: Action,
): string[] {
  if (!definition.legalActions) return [];
  const legal = definition.legalActions(state, action.player);
  if (legal.length === 0) return [];
  const types = [...new Set(legal.map((a) => a.type))];
  return [`Legal now: ${types.slice(0, 8).join(', ')}.`];
}

/** The hint on card effects a blocked action gets, in games that have card effects. */
function effectHint<P>(
  definition: GameDefinition<P>,
  granted: GrantedEffect | null,
  severity: 'hard' | 'soft',
): string[] {
  if (!definition.cardEffectPermit) return [];
  if (severity === 'hard') return ['This is a hard rule: no card effect lifts it.'];
  return granted
    ? [`${granted.label} does not permit this.`]
    : ['Only a card whose effect allows it, while that effect resolves, can lift this.'];
}

/**
 * Runs the definition's rules for an action. `hard` violations always block; `soft` ones block
 * in `strict` mode unless the card named in `allowedByCardEffect` was granted that rule by the
 * definition's `cardEffectPermit` (then they are logged as bypassed with the card), and only
 * warn in `lenient` mode. In `off` mode no rule runs.
 */
export function evaluateRules<P>(
  definition: GameDefinition<P>,
  state: GameState<P>,
  action: Action,
  targets: ActionTargets,
  granted: GrantedEffect | null = null,
): RuleOutcome {
  const mode = state.settings.enforcement;
  if (mode === 'off') return NONE;
  const rules = forType(definition.rules, action.type);
  if (rules.length === 0) return NONE;
  // Made on the first objection: most actions pass every rule.
  let warnings: string[] = NONE.warnings;
  let bypassed: { rule: string; effect: string }[] = NONE.bypassed;
  for (const rule of rules as readonly Rule<P>[]) {
    const v = rule.check({ state, action, targets, definition, effect: granted });
    if (v === undefined) continue;
    const ruleInfo = { id: rule.id, code: v.code, severity: v.severity };
    if (v.severity === 'hard') {
      const hints = [
        ...(v.hint ? [v.hint] : []),
        ...effectHint(definition, granted, 'hard'),
        ...legalHint(definition, state, action),
      ];
      return {
        error: engineError('RULE_VIOLATION', v.message, hints, { rule: ruleInfo }),
        warnings,
        bypassed,
      };
    }
    if (warnings === NONE.warnings) {
      warnings = [];
      bypassed = [];
    }
    if (granted && (granted.rules.has(rule.id) || granted.rules.has(v.code))) {
      bypassed.push({ rule: rule.id, effect: granted.label });
      warnings.push(`Rule ${v.code} lifted by ${granted.label}: ${v.message}`);
    } else if (mode === 'strict') {
      const hints = [
        ...(v.hint ? [v.hint] : []),
        ...effectHint(definition, granted, 'soft'),
        ...legalHint(definition, state, action),
      ];
      return {
        error: engineError('RULE_VIOLATION', v.message, hints, { rule: ruleInfo }),
        warnings,
        bypassed,
      };
    } else warnings.push(`${v.code}: ${v.message}`);
  }
  return warnings === NONE.warnings ? NONE : { warnings, bypassed };
}
