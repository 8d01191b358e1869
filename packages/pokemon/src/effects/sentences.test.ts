import { describe, expect, it } from 'vitest';
import { applySentenceRules, type SentenceRule } from './sentences';

/** A plan that records which rules read which sentences. */
interface Trace {
  read: string[];
  flags: { long?: boolean };
}

/**
 * "A. B." has a two-sentence rule that refuses (after changing the plan), and a rule for each
 * sentence alone: the refusal is that rule's own, so the text is read sentence by sentence.
 */
const rules: SentenceRule<Trace>[] = [
  [
    /^Alpha\. Beta\.$/,
    (_m, p) => {
      p.read.push('long');
      p.flags.long = true;
      return false;
    },
  ],
  [/^Alpha\.$/, (_m, p) => void p.read.push('alpha')],
  [/^Beta\.$/, (_m, p) => void p.read.push('beta')],
  [/^Gamma\.$/, () => false],
  [/^Gamma\.$/, (_m, p) => void p.read.push('second gamma')],
];

describe('applySentenceRules', () => {
  it('a refusing rule falls back to shorter runs, and what it changed in the plan is undone', () => {
    const plan: Trace = { read: [], flags: {} };
    expect(applySentenceRules('Alpha. Beta.', rules, plan)).toBe(true);
    expect(plan).toEqual({ read: ['alpha', 'beta'], flags: {} });
  });

  it('a refusing rule falls back to the next rule matching the same sentence', () => {
    const plan: Trace = { read: [], flags: {} };
    expect(applySentenceRules('Gamma. Alpha.', rules, plan)).toBe(true);
    expect(plan.read).toEqual(['second gamma', 'alpha']);
  });

  it('a sentence no rule reads still refuses the whole text', () => {
    const plan: Trace = { read: [], flags: {} };
    expect(applySentenceRules('Alpha. Delta.', rules, plan)).toBe(false);
  });
});

describe('applySentenceRules and refined patterns', () => {
  it('a pattern whose own test refuses a match is skipped, as when rules were asked with test()', () => {
    class Only extends RegExp {
      override test(s: string): boolean {
        return super.test(s) && s.includes('good');
      }
    }
    const refined: SentenceRule<Trace>[] = [
      [new Only('^Count (\\w+)\\.$'), (_m, p) => void p.read.push('count')],
    ];
    expect(applySentenceRules('Count good.', refined, { read: [], flags: {} })).toBe(true);
    expect(applySentenceRules('Count bad.', refined, { read: [], flags: {} })).toBe(false);
  });
});
