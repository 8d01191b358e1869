export {
  createDecisionModel,
  type Decision,
  type DecisionFunction,
  type DecisionInput,
  type DecisionModelOptions,
  type DecisionReply,
  type DecisionTool,
  type DecisionToolCall,
  toDecisionReply,
} from './decision-model';
export { type DecisionToolResult, lastToolResults, promptText } from './prompt-reading';
