import { describe, expect, it } from 'vitest';
import { slotsOf, workerName } from './worker-slots';

describe('worker slots in a connection name', () => {
  it('reads back what a worker wrote; a worker that says nothing is one slot', () => {
    const client = (name: string) => `bull:cGxheW1hdA==:w:${name}`;
    expect(slotsOf(client(workerName('host:42', 3)))).toBe(3);
    expect(workerName('my box', 2)).not.toMatch(/\s/);
    expect(slotsOf(client('someone-elses-worker'))).toBe(1);
    expect(slotsOf('bull:cGxheW1hdA==')).toBe(1);
    expect(slotsOf(client('playmat.slots=zero.x'))).toBe(1);
  });
});
