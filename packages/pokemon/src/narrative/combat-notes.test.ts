import { describe, expect, it } from 'vitest';
import { type BoardSpec, buildBoard } from '../test/match-builder';
import { formatNarrativeState } from './format-narrative-state';

/** The combat note p1 reads for one of its Active Pokémon's attacks. */
function note(spec: BoardSpec, attack: string): string {
  const { engine, state } = buildBoard(spec);
  const text = formatNarrativeState(engine.view(state, 'p1'));
  const line = text.split('\n').find((l) => l.startsWith('- Your ') && l.includes(`→ ${attack} (`));
  if (!line) throw new Error(`no combat note for ${attack}:\n${text}`);
  return line;
}

const KINGAMBIT = 'sv1-134';

describe('combat notes read the printed damage by its operator', () => {
  it('"-": the printed number is the most it can do (Cetitan, 30 damage on it: not 200 for sure)', () => {
    const line = note(
      {
        p1: { active: ['sv1-60', 'sve-3', 'sve-3', 'sve-3'], activeCounters: { damage: 30 } },
        p2: { active: [KINGAMBIT] },
      },
      'Sweeping Tackle',
    );
    expect(line).toContain('200- printed');
    expect(line).toMatch(/at most 200 damage to Kingambit/);
    expect(line).toMatch(/less/);
    expect(line).not.toMatch(/more|KNOCKS OUT/);
  });

  it('"×": the printed number is per thing its text counts, and none is 0 (Dondozo, Release Rage)', () => {
    const line = note(
      { p1: { active: ['sv1-61', 'sve-3', 'sve-3'] }, p2: { active: ['sv1-73'] } },
      'Release Rage',
    );
    expect(line).toContain('50× printed');
    expect(line).toMatch(/50 damage to Pawmi for each/);
    expect(line).toMatch(/none: 0/);
    // 50 would Knock Out Pawmi (50 HP), but only if the text counts at least one.
    expect(line).not.toContain('KNOCKS OUT');
  });

  it('"+": the printed number is the least it does, after Weakness (Gogoat on Kingambit: 60)', () => {
    const line = note(
      { p1: { active: ['sv1-12', 'sve-1', 'sve-1'] }, p2: { active: [KINGAMBIT] } },
      'Rising Lunge',
    );
    expect(line).toContain('30+ printed');
    expect(line).toMatch(/at least 60 damage to Kingambit/);
    expect(line).toMatch(/more/);
  });

  it('a fixed number reads as it is', () => {
    const line = note(
      { p1: { active: ['sv1-12', 'sve-1', 'sve-1', 'sve-1'] }, p2: { active: [KINGAMBIT] } },
      'Solar Beam',
    );
    expect(line).toMatch(/: 220 damage to Kingambit \(weakness Grass ×2\) — KNOCKS OUT/);
    expect(line).not.toContain('printed');
  });
});
