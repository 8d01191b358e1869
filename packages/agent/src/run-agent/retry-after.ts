/**
 * How long a failed model call's provider asked to wait before the next try, in milliseconds,
 * read from the `retry-after-ms` or `retry-after` (seconds or an HTTP date) response header of
 * the failure or of any error it wraps (the AI SDK's `RetryError` keeps every attempt's
 * error). `undefined` when the provider said nothing.
 */
export function retryAfterMs(error: unknown, now: () => number = Date.now): number | undefined {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const e = queue.shift();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    const ms = fromHeaders((e as { responseHeaders?: unknown }).responseHeaders, now);
    if (ms !== undefined) return ms;
    const { lastError, errors, cause } = e as {
      lastError?: unknown;
      errors?: unknown;
      cause?: unknown;
    };
    queue.push(lastError, cause);
    if (Array.isArray(errors)) queue.push(...[...errors].reverse());
  }
  return undefined;
}

function fromHeaders(headers: unknown, now: () => number): number | undefined {
  if (!headers || typeof headers !== 'object') return undefined;
  const h = headers as Record<string, unknown>;
  const ms = Number.parseFloat(String(h['retry-after-ms'] ?? ''));
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const after = h['retry-after'];
  if (typeof after !== 'string' || after.trim() === '') return undefined;
  const seconds = Number(after.trim());
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1000 : undefined;
  const date = Date.parse(after);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now());
}
