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
});
