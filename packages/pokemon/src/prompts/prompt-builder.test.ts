import { TURN_PHASES } from '@playmat/agent/game';
import { describe, expect, it } from 'vitest';
import { POKEMON_TOOL_NAMES } from '../tools/pokemon-tools';
import {
  buildInstructions,
  buildSystemPrompt,
  MODE_CONFIGS,
  modeAllowsTool,
} from './prompt-builder';
import { getPromptSections } from './prompt-sections';

describe('MODE_CONFIGS', () => {
  it('covers the four phases and both pipeline roles with existing sections', () => {
    const modes = Object.keys(MODE_CONFIGS).sort();
    expect(modes).toEqual([...TURN_PHASES, 'planner', 'executor'].sort());
    const sections = getPromptSections();
    for (const cfg of Object.values(MODE_CONFIGS))
      for (const s of cfg.sections) expect(sections[s]).toBeTruthy();
  });

  it('gives the planner no tools and the executor the main tools without rewind', () => {
    for (const t of [...POKEMON_TOOL_NAMES, 'draw', 'end_turn'])
      expect(modeAllowsTool('planner', t)).toBe(false);
    expect(modeAllowsTool('executor', 'rewind')).toBe(false);
    expect(modeAllowsTool('main', 'rewind')).toBe(true);
    for (const t of POKEMON_TOOL_NAMES.filter((n) => n !== 'end_phase')) {
      expect(modeAllowsTool('executor', t)).toBe(true);
      expect(modeAllowsTool('main', t)).toBe(true);
    }
  });

  it('builds role-specific prompts', () => {
    expect(buildSystemPrompt('planner')).toContain('You are the planner');
    expect(buildSystemPrompt('planner')).not.toContain('You are the executor');
    expect(buildSystemPrompt('setup')).toContain('play_pokemon');
    expect(buildInstructions('planner')).toContain('SITUATION:');
  });

  it('a base-set match reads the 1999 rules, not the Scarlet & Violet ones', () => {
    // The 1999 rulebook: Confusion's tails is 20 damage to itself; no Items or Supporters; retreat
    // as often as you like; the first turn has no exceptions; 2 extra cards per mulligan.
    const main = buildSystemPrompt('main', 'base-set');
    expect(main).toContain('20 damage to itself');
    expect(main).not.toContain('three damage counters');
    expect(main).toMatch(/no Items or Supporters/);
    expect(main).not.toMatch(
      /one Supporter|once per turn, paying|may not attack or play a Supporter/,
    );
    expect(main).toMatch(/whoever goes first may attack/);
    expect(buildSystemPrompt('setup', 'base-set')).toMatch(/up to two extra cards/);
    expect(buildSystemPrompt('planner', 'base-set')).toContain('20 damage to itself');
    // No mode's text or plan format speaks of "one Supporter" as a limit of a 1999 turn.
    for (const mode of ['main', 'planner', 'executor', 'setup', 'decision'] as const)
      expect(buildSystemPrompt(mode, 'base-set')).not.toMatch(/one Supporter|Supporter played/);
    expect(buildInstructions('planner')).not.toMatch(/one Supporter/);
    // The modern prompt is unchanged.
    const modern = buildSystemPrompt('main');
    expect(modern).toContain('three damage counters');
    expect(modern).not.toContain('1999 rules');
    expect(buildSystemPrompt('main', 'modern')).toBe(modern);
  });
});
