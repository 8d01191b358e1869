import type { ToolResultPart } from 'ai';

type Output = ToolResultPart['output'];

/** The text a model would read for a tool result output. */
export function outputText(output: Output): string {
  switch (output.type) {
    case 'text':
    case 'error-text':
      return output.value;
    case 'json':
    case 'error-json':
      return JSON.stringify(output.value);
    case 'execution-denied':
      return `denied${output.reason ? `: ${output.reason}` : ''}`;
    case 'content':
      return output.value.map((p) => ('text' in p ? p.text : `[${p.type}]`)).join('\n');
    default:
      return JSON.stringify(output);
  }
}

const FAILURE_PREFIX = /^(error|cancelled because)\b[:\s]*/i;

/**
 * Why a raw tool output (what `execute` returned) is a failure, or undefined when it is a
 * success. Failures: strings starting with `Error` or `cancelled because`, and objects with
 * `ok: false` or `success: false` (the reason comes from `reason`, `error` or `message`).
 */
export function defaultFailureReason(output: unknown): string | undefined {
  if (typeof output === 'string') {
    return FAILURE_PREFIX.test(output) ? output.replace(/^error[:\s]*/i, '') || 'error' : undefined;
  }
  if (output && typeof output === 'object') {
    const o = output as Record<string, unknown>;
    if (o.ok === false || o.success === false) {
      const reason = o.reason ?? o.error ?? o.message;
      return typeof reason === 'string' ? reason : 'failed';
    }
  }
  return undefined;
}

/** Failure reason of a tool result part as stored in the history, or undefined on success. */
export function resultFailureReason(output: Output): string | undefined {
  switch (output.type) {
    case 'error-text':
      return output.value || 'error';
    case 'error-json':
      return JSON.stringify(output.value);
    case 'execution-denied':
      return output.reason ?? 'denied';
    case 'json':
      return defaultFailureReason(output.value);
    default:
      return defaultFailureReason(outputText(output));
  }
}

/** First line of a reason, cut to `max` characters. */
export function shortReason(reason: string, max = 120): string {
  const line = reason.trim().split('\n')[0] ?? '';
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
