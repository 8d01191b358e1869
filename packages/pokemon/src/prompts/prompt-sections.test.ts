import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { embedPromptSections } from '../../scripts/embed-prompts';
import { PromptSectionsError, parsePromptSections } from './parse-prompt-sections';
import {
  BASE_SET_PROMPT_SECTIONS,
  getPromptSections,
  joinPromptSections,
  REQUIRED_PROMPT_SECTIONS,
} from './prompt-sections';
import { PROMPT_SECTIONS_MARKDOWN } from './prompt-sections-text';

const markdownFile = new URL('./prompt-sections.md', import.meta.url);

describe('prompt sections', () => {
  it('the embedded module is in sync with prompt-sections.md (run scripts/embed-prompts.ts)', () => {
    const markdown = readFileSync(markdownFile, 'utf8');
    expect(PROMPT_SECTIONS_MARKDOWN).toBe(markdown);
    // The generator's output evaluates to the same text (biome may re-wrap the module itself).
    expect(embedPromptSections(markdown)).toContain(JSON.stringify(markdown));
  });

  it('defines every required section, and only those', () => {
    const sections = getPromptSections();
    expect(Object.keys(sections).sort()).toEqual(
      [...REQUIRED_PROMPT_SECTIONS, ...BASE_SET_PROMPT_SECTIONS].sort(),
    );
    for (const name of REQUIRED_PROMPT_SECTIONS) expect(sections[name].length).toBeGreaterThan(80);
  });

  it('mentions every tool the agents use', () => {
    const all = Object.values(getPromptSections()).join('\n');
    const tools = [
      'draw',
      'play_pokemon',
      'attach_energy',
      'evolve',
      'play_trainer',
      'use_stadium',
      'declare_ability',
      'declare_retreat',
      'declare_attack',
      'resolve_decision',
      'end_turn',
      'end_phase',
      'rewind',
      'finish_effect',
      'request_replan',
    ];
    for (const tool of tools) expect(all, tool).toMatch(new RegExp(`\`${tool}\``));
  });

  it('lays out the zones and the planner format', () => {
    const { ZONE_LAYOUT, PLANNER_OUTPUT_FORMAT, PEEK_AND_SEARCH } = getPromptSections();
    for (const key of [
      'your_deck',
      'your_hand',
      'your_active',
      'your_bench_1',
      'your_bench_5',
      'your_discard',
      'your_prizes_1',
      'your_prizes_6',
      'your_lost_zone',
      'opponent_',
      '`stadium`',
      '`staging`',
    ]) {
      expect(ZONE_LAYOUT).toContain(key);
    }
    expect(PLANNER_OUTPUT_FORMAT).toMatch(
      /SITUATION:[\s\S]*PLAN:\n1\.[\s\S]*end_turn[\s\S]*COIN FLIP CONTINGENCIES:/,
    );
    // The game does the search; the player only chooses.
    expect(PEEK_AND_SEARCH).toMatch(/you choose which[\s\S]*shuffles the deck/);
  });

  it('joins sections in order', () => {
    const text = joinPromptSections(['INTRO', 'DAMAGE']);
    expect(text.startsWith(getPromptSections().INTRO)).toBe(true);
    expect(text.endsWith(getPromptSections().DAMAGE)).toBe(true);
  });
});

describe('parsePromptSections', () => {
  it('splits on ## @NAME headings, ignores the preamble and trims', () => {
    expect(parsePromptSections('preamble\n## @A\n\nalpha\n### sub\n## @B_2\nbeta\n')).toEqual({
      A: 'alpha\n### sub',
      B_2: 'beta',
    });
    expect(parsePromptSections('no sections')).toEqual({});
  });

  it('rejects duplicates, empty sections and malformed headings with the line', () => {
    expect(() => parsePromptSections('## @A\nx\n## @A\ny')).toThrow(
      /Line 3: section @A is defined twice/,
    );
    expect(() => parsePromptSections('## @A\n\n## @B\ny')).toThrow(/@A \(line 1\) is empty/);
    expect(() => parsePromptSections('## @a-b\nx')).toThrow(PromptSectionsError);
  });
});
