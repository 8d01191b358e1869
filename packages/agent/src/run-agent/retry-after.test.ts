import { APICallError } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { retryAfterMs } from './retry-after';

const apiError = (headers: Record<string, string> | undefined) =>
  new APICallError({
    message: 'Too Many Requests',
    url: 'http://127.0.0.1/v1/chat/completions',
    requestBodyValues: {},
    statusCode: 429,
    responseHeaders: headers,
  });

describe('retryAfterMs', () => {
  it('reads retry-after-ms, retry-after in seconds and retry-after as a date', () => {
    expect(retryAfterMs(apiError({ 'retry-after-ms': '1500' }))).toBe(1500);
    expect(retryAfterMs(apiError({ 'retry-after': '90' }))).toBe(90_000);
    const now = () => Date.parse('Wed, 25 Nov 2026 09:00:00 GMT');
    expect(retryAfterMs(apiError({ 'retry-after': 'Wed, 25 Nov 2026 09:02:00 GMT' }), now)).toBe(
      120_000,
    );
    // A date already past means "now".
    expect(retryAfterMs(apiError({ 'retry-after': 'Wed, 25 Nov 2026 08:00:00 GMT' }), now)).toBe(0);
  });

  it('finds the header in the errors a failure wraps (the SDK keeps every attempt)', () => {
    const retry = Object.assign(new Error('Failed after 3 attempts'), {
      errors: [apiError(undefined), apiError({ 'retry-after': '7' })],
      lastError: apiError({ 'retry-after': '7' }),
    });
    expect(retryAfterMs(new Error('wrapped', { cause: retry }))).toBe(7000);
  });

  it('is undefined when the provider said nothing or said nonsense', () => {
    expect(retryAfterMs(apiError(undefined))).toBeUndefined();
    expect(retryAfterMs(apiError({ 'retry-after': 'soon' }))).toBeUndefined();
    expect(retryAfterMs(apiError({ 'retry-after': '-3' }))).toBeUndefined();
    expect(retryAfterMs(new Error('socket hang up'))).toBeUndefined();
    expect(retryAfterMs(undefined)).toBeUndefined();
    const cyclic: Record<string, unknown> = {};
    cyclic.cause = cyclic;
    expect(retryAfterMs(cyclic)).toBeUndefined();
  });
});
