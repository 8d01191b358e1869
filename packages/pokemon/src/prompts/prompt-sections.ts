import { parsePromptSections } from './parse-prompt-sections';
import { PROMPT_SECTIONS_MARKDOWN } from './prompt-sections-text';

/** Every section DESIGN.md names for this plugin; the sections file must define all of them. */
export const REQUIRED_PROMPT_SECTIONS = [
  'INTRO',
  'GAME_ENGINE',
  'ROLE_SETUP',
  'ROLE_START_OF_TURN',
  'ROLE_MAIN',
  'ROLE_DECISION',
  'ROLE_PLANNER',
  'PLANNER_OUTPUT_FORMAT',
  'ROLE_EXECUTOR',
  'TURN_STRUCTURE_SETUP',
  'TURN_STRUCTURE_START_OF_TURN',
  'TURN_STRUCTURE_MAIN',
  'TURN_STRUCTURE_DECISION',
  'WIN_CONDITIONS',
  'ZONE_LAYOUT',
  'KEY_RULES',
  'STATUS_CONDITIONS',
  'DAMAGE',
  'TOOL_USAGE',
  'PEEK_AND_SEARCH',
  'DECISIONS',
  'STRATEGY_PLANNING',
  'ERROR_CORRECTION',
] as const;

/**
 * Sections that stand in for a required one in a `base-set` match (`NAME_BASE_SET` for `NAME`):
 * the rules the 1999 rulebook words differently (mulligans, the turn, Special Conditions).
 */
export const BASE_SET_PROMPT_SECTIONS = [
  'TURN_STRUCTURE_SETUP_BASE_SET',
  'TURN_STRUCTURE_MAIN_BASE_SET',
  'STATUS_CONDITIONS_BASE_SET',
] as const;

/** A section name of the bundled prompts. */
export type PromptSectionName =
  | (typeof REQUIRED_PROMPT_SECTIONS)[number]
  | (typeof BASE_SET_PROMPT_SECTIONS)[number];

let parsed: Readonly<Record<string, string>> | undefined;

/** The bundled prompt sections, parsed once. */
export function getPromptSections(): Readonly<Record<PromptSectionName, string>> {
  parsed ??= parsePromptSections(PROMPT_SECTIONS_MARKDOWN);
  return parsed as Readonly<Record<PromptSectionName, string>>;
}

/** Joins sections in the order given, separated by blank lines. */
export function joinPromptSections(names: readonly PromptSectionName[]): string {
  const sections = getPromptSections();
  return names.map((name) => sections[name]).join('\n\n');
}
