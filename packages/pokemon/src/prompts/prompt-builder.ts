import type { AgentMode } from '@playmat/agent/game';
import type { Era } from '../rules/era';
import { MANUAL_EFFECT_TOOLS } from '../tools/manual-tools';
import { POKEMON_MAIN_TOOLS } from '../tools/pokemon-tools';
import {
  BASE_SET_PROMPT_SECTIONS,
  joinPromptSections,
  type PromptSectionName,
} from './prompt-sections';

/** Which tools a mode gets: none, only the listed ones, or all but the listed ones. */
export type ToolFilter =
  | { readonly kind: 'none' }
  | { readonly kind: 'include'; readonly names: readonly string[] }
  | { readonly kind: 'exclude'; readonly names: readonly string[] };

/** Prompt sections, tool filter and opening instruction of one agent mode. */
export interface ModeConfig {
  readonly sections: readonly PromptSectionName[];
  readonly tools: ToolFilter;
  /** The user message that starts the run. */
  readonly instructions: string;
  readonly maxSteps?: number;
}

/** The main phase: the Pokémon actions (raw moves only while a manual card resolves). */
const MAIN_TOOLS = [...POKEMON_MAIN_TOOLS, ...MANUAL_EFFECT_TOOLS];

/** The prompt and tool set of every agent mode. */
export const MODE_CONFIGS: Readonly<Record<AgentMode, ModeConfig>> = {
  setup: {
    sections: [
      'INTRO',
      'GAME_ENGINE',
      'ROLE_SETUP',
      'TURN_STRUCTURE_SETUP',
      'ZONE_LAYOUT',
      'ERROR_CORRECTION',
    ],
    tools: { kind: 'include', names: ['play_pokemon', 'end_phase'] },
    instructions:
      'Place your Active Pokémon (and any Bench Pokémon) with play_pokemon, then call end_phase.',
    maxSteps: 12,
  },
  startOfTurn: {
    sections: [
      'INTRO',
      'GAME_ENGINE',
      'ROLE_START_OF_TURN',
      'TURN_STRUCTURE_START_OF_TURN',
      'WIN_CONDITIONS',
    ],
    tools: { kind: 'include', names: ['draw', 'end_phase'] },
    instructions: 'Draw your card for the turn, then call end_phase.',
    maxSteps: 4,
  },
  main: {
    sections: [
      'INTRO',
      'GAME_ENGINE',
      'ROLE_MAIN',
      'TURN_STRUCTURE_MAIN',
      'WIN_CONDITIONS',
      'ZONE_LAYOUT',
      'KEY_RULES',
      'STATUS_CONDITIONS',
      'DAMAGE',
      'TOOL_USAGE',
      'PEEK_AND_SEARCH',
      'STRATEGY_PLANNING',
      'ERROR_CORRECTION',
    ],
    tools: { kind: 'include', names: [...MAIN_TOOLS, 'rewind'] },
    instructions:
      'It is your main phase. Play your turn, then attack with declare_attack or call end_turn.',
    // A full turn is long: a search card alone is play, search, move, shuffle.
    maxSteps: 60,
  },
  decision: {
    sections: [
      'INTRO',
      'GAME_ENGINE',
      'ROLE_DECISION',
      'TURN_STRUCTURE_DECISION',
      'DECISIONS',
      'ERROR_CORRECTION',
    ],
    tools: { kind: 'include', names: ['resolve_decision'] },
    instructions: 'A decision is waiting for you. Answer it with resolve_decision.',
    maxSteps: 4,
  },
  planner: {
    sections: [
      'INTRO',
      'ROLE_PLANNER',
      'TURN_STRUCTURE_MAIN',
      'WIN_CONDITIONS',
      'KEY_RULES',
      'STATUS_CONDITIONS',
      'DAMAGE',
      'TOOL_USAGE',
      'STRATEGY_PLANNING',
    ],
    tools: { kind: 'none' },
    instructions: 'Write the plan for the rest of this turn now, in exactly this format:\n\n',
  },
  executor: {
    sections: [
      'INTRO',
      'GAME_ENGINE',
      'ROLE_EXECUTOR',
      'TURN_STRUCTURE_MAIN',
      'ZONE_LAYOUT',
      'KEY_RULES',
      'DAMAGE',
      'TOOL_USAGE',
      'PEEK_AND_SEARCH',
      'ERROR_CORRECTION',
    ],
    tools: { kind: 'include', names: MAIN_TOOLS },
    instructions: 'Carry out the plan step by step with tools.',
  },
};

/** Whether a mode's filter lets a tool through. */
export function modeAllowsTool(mode: AgentMode, name: string): boolean {
  const f = MODE_CONFIGS[mode].tools;
  if (f.kind === 'none') return false;
  return f.kind === 'include' ? f.names.includes(name) : !f.names.includes(name);
}

const systemPrompts = new Map<string, string>();

/** A mode's sections for a rules era: a `base-set` match reads the 1999 rules' own sections. */
function sectionsFor(mode: AgentMode, era: Era): PromptSectionName[] {
  return MODE_CONFIGS[mode].sections.map((name) => {
    const classic = `${name}_BASE_SET`;
    return era === 'base-set' && (BASE_SET_PROMPT_SECTIONS as readonly string[]).includes(classic)
      ? (classic as PromptSectionName)
      : name;
  });
}

/**
 * The system prompt of a mode in a rules era (default `modern`): its sections joined in order,
 * with the 1999 rulebook's own words for the turn, mulligans and Special Conditions in a
 * `base-set` match. Made once per mode and era, so every run sends the same string (token counts
 * and prompt caches find it without comparing 8,000 characters).
 */
export function buildSystemPrompt(mode: AgentMode, era: Era = 'modern'): string {
  const key = `${mode}:${era}`;
  let text = systemPrompts.get(key);
  if (text === undefined) {
    text = joinPromptSections(sectionsFor(mode, era));
    systemPrompts.set(key, text);
  }
  return text;
}

/** The opening instruction of a mode (the planner's includes the plan format). */
export function buildInstructions(mode: AgentMode): string {
  const c = MODE_CONFIGS[mode];
  return mode === 'planner'
    ? c.instructions + joinPromptSections(['PLANNER_OUTPUT_FORMAT'])
    : c.instructions;
}
