export {
  type CondensePolicy,
  type CondenseResult,
  condenseToolResults,
  defaultCondensePolicy,
} from './condense';
export { defaultFailureReason, outputText } from './tool-output';
