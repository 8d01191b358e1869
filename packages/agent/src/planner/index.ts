export {
  DEFAULT_PLAN_STEP_BUDGET,
  MAX_REPLANS,
  type PlannerExecutorOptions,
  type PlannerExecutorResult,
  REQUEST_REPLAN_TOOL,
  type RunPlannerOptions,
  type RunPlannerResult,
  runPlanner,
  runPlannerExecutorLoop,
} from './planner';
export { renderMessagesAsText } from './render';
