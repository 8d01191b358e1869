export { PromptSectionsError, parsePromptSections } from './parse-prompt-sections';
export {
  buildInstructions,
  buildSystemPrompt,
  MODE_CONFIGS,
  type ModeConfig,
  modeAllowsTool,
  type ToolFilter,
} from './prompt-builder';
export {
  BASE_SET_PROMPT_SECTIONS,
  getPromptSections,
  joinPromptSections,
  type PromptSectionName,
  REQUIRED_PROMPT_SECTIONS,
} from './prompt-sections';
export { PROMPT_SECTIONS_MARKDOWN } from './prompt-sections-text';
