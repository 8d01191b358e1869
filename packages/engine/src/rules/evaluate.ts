import type { Action } from '../actions/types';
import type { ActionTargets, GameDefinition, Rule } from '../definition/types';
import { type EngineError, engineError } from '../errors';
import type { GameState } from '../state/types';

/** What the rule hooks decided about one action. */
export interface RuleOutcome {
  /** Set when the action is blocked. */
  readonly error?: EngineError;
  readonly warnings: string[];
  /** Soft rules skipped thanks to `allowedByCardEffect`. */
  readonly bypassed: { rule: string; effect: string }[];
}

const NONE: RuleOutcome = { warnings: [], bypassed: [] };

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

/**
 * Runs the definition's rules for an action. `hard` violations always block; `soft` ones block
 * in `strict` mode unless `allowedByCardEffect` is set (then they are logged as bypassed), and
 * only warn in `lenient` mode. In `off` mode no rule runs.
 */
export function evaluateRules<P>(
  definition: GameDefinition<P>,
  state: GameState<P>,
  action: Action,
  targets: ActionTargets,
): RuleOutcome {
  const rules = definition.rules;
  const mode = state.settings.enforcement;
  if (!rules || rules.length === 0 || mode === 'off') return NONE;
  const warnings: string[] = [];
  const bypassed: { rule: string; effect: string }[] = [];
  const effect = action.allowedByCardEffect;
  for (const rule of rules as readonly Rule<P>[]) {
    if (rule.actions && !rule.actions.includes(action.type)) continue;
    const v = rule.check({ state, action, targets, definition });
    if (v === undefined) continue;
    const ruleInfo = { id: rule.id, code: v.code, severity: v.severity };
    if (v.severity === 'hard') {
      const hints = [
        ...(v.hint ? [v.hint] : []),
        'This is a hard rule: no card effect bypasses it.',
        ...legalHint(definition, state, action),
      ];
      return {
        error: engineError('RULE_VIOLATION', v.message, hints, { rule: ruleInfo }),
        warnings,
        bypassed,
      };
    }
    if (typeof effect === 'string' && effect !== '') {
      bypassed.push({ rule: rule.id, effect });
      warnings.push(`Rule ${v.code} bypassed by card effect "${effect}": ${v.message}`);
    } else if (mode === 'strict') {
      const hints = [
        ...(v.hint ? [v.hint] : []),
        'If a card effect allows this, repeat the action with allowedByCardEffect set to that card.',
        ...legalHint(definition, state, action),
      ];
      return {
        error: engineError('RULE_VIOLATION', v.message, hints, { rule: ruleInfo }),
        warnings,
        bypassed,
      };
    } else warnings.push(`${v.code}: ${v.message}`);
  }
  return { warnings, bypassed };
}
