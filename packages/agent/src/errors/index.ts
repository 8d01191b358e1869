/**
 * Base class of every error this package throws or reports. `name` is stable and safe to switch
 * on; `instanceof` may fail across duplicated package copies, so prefer {@link isAgentError}.
 */
export class AgentError extends Error {
  constructor(name: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = name;
  }
}

/** `resolveModel` needs an environment variable (an API key or a base URL) that is not set. */
export class MissingEnvironmentVariableError extends AgentError {
  /** The variable that was looked up, e.g. `ANTHROPIC_API_KEY`. */
  readonly variable: string;
  constructor(variable: string, spec: string, what: string) {
    super(
      'MissingEnvironmentVariableError',
      `resolveModel("${spec}"): environment variable ${variable} is not set. Set ${variable} to ${what}, or pass it in the options.`,
    );
    this.variable = variable;
  }
}

/** `resolveModel` got a spec it cannot parse or a provider it does not know. */
export class InvalidModelSpecError extends AgentError {
  constructor(message: string) {
    super('InvalidModelSpecError', message);
  }
}

/** The optional peer dependency for a provider is not installed. */
export class ProviderNotInstalledError extends AgentError {
  /** The npm package to install. */
  readonly packageName: string;
  constructor(packageName: string, spec: string, cause: unknown) {
    super(
      'ProviderNotInstalledError',
      `resolveModel("${spec}"): the provider package ${packageName} is not installed. Install it next to @playmat/agent.`,
      { cause },
    );
    this.packageName = packageName;
  }
}

/** A model call failed for good (after the AI SDK's own retries). */
export class ModelCallError extends AgentError {
  constructor(step: number, cause: unknown) {
    const inner = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
    super('ModelCallError', `Model call failed at step ${step}: ${inner}`, { cause });
  }
}

/** A model step got no answer within the step timeout (the request was aborted). */
export class StepTimeoutError extends AgentError {
  /** @param call Names the call in the message; default `Model call at step <step>`. */
  constructor(step: number, ms: number, call = `Model call at step ${step}`) {
    super('StepTimeoutError', `${call} got no answer within ${ms} ms; the request was cancelled.`);
  }
}

/** The loop guard stopped a run because the model kept repeating the same call. */
export class RepeatedToolCallError extends AgentError {
  constructor(message: string) {
    super('RepeatedToolCallError', message);
  }
}

/** True when `error` is one of this package's errors (by stable name, not identity). */
export function isAgentError(error: unknown): error is AgentError {
  return (
    error instanceof Error &&
    [
      'MissingEnvironmentVariableError',
      'InvalidModelSpecError',
      'ProviderNotInstalledError',
      'ModelCallError',
      'RepeatedToolCallError',
      'StepTimeoutError',
    ].includes(error.name)
  );
}
