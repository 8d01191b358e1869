import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaMemo } from './schema-memo';

describe('schemaMemo', () => {
  it('builds a name’s schema the first time only and hands out that object', () => {
    const schema = schemaMemo();
    let builds = 0;
    const build = () => {
      builds++;
      return z.object({ count: z.number().int() });
    };
    const first = schema('draw', build);
    expect(schema('draw', build)).toBe(first);
    expect(builds).toBe(1);
    expect(schema('shuffle', build)).not.toBe(first);
    expect(builds).toBe(2);
    // Memos are separate: one module's names do not collide with another's.
    expect(schemaMemo()('draw', build)).not.toBe(first);
  });
});
