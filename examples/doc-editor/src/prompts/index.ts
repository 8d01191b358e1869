export {
  buildPlannerInstructions,
  buildSystemPrompt,
  buildToolPreamble,
  buildToolUseInstructions,
  type ToolRegistry,
} from './build-prompts';
