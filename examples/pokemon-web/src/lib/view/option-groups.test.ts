import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupOptions } from './option-groups';

describe('groupOptions', () => {
  it('groups identical cards with a count and keeps Pokémon in play apart', () => {
    const options = [
      {
        id: '#1 Basic Lightning Energy',
        label: 'Basic Lightning Energy',
        card: { name: 'Basic Lightning Energy' },
      },
      { id: '#2 Pawmi', label: 'Pawmi', card: { name: 'Pawmi' } },
      {
        id: '#3 Basic Lightning Energy',
        label: 'Basic Lightning Energy',
        card: { name: 'Basic Lightning Energy' },
      },
      { id: 'p1:bench_1', label: 'Pawmi (bench 1)', zone: 'p1:bench_1' },
      { id: 'p1:bench_2', label: 'Pawmi (bench 1)', zone: 'p1:bench_2' },
    ];
    expect(groupOptions(options).map((g) => [g.label, g.ids])).toEqual([
      ['Basic Lightning Energy', ['#1 Basic Lightning Energy', '#3 Basic Lightning Energy']],
      ['Pawmi', ['#2 Pawmi']],
      ['Pawmi (bench 1)', ['p1:bench_1']],
      ['Pawmi (bench 1)', ['p1:bench_2']],
    ]);
  });

  it('every option is in exactly one group, in the order offered (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ id: fc.string(), label: fc.constantFrom('A', 'B', 'C') }), {
          selector: (o) => o.id,
        }),
        (options) => {
          const groups = groupOptions(options);
          expect(groups.flatMap((g) => g.ids).sort()).toEqual(options.map((o) => o.id).sort());
          for (const g of groups) {
            const positions = g.ids.map((id) => options.findIndex((o) => o.id === id));
            expect(positions).toEqual([...positions].sort((a, b) => a - b));
            for (const id of g.ids) expect(options.find((o) => o.id === id)!.label).toBe(g.label);
          }
        },
      ),
    );
  });
});
