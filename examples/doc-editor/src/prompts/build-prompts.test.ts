import { asSchema, type Tool } from 'ai';
import { describe, expect, it } from 'vitest';
import { TabStore } from '../tabs';
import {
  createDocumentTools,
  DOCUMENT_TOOL_NAMES,
  type DocumentToolName,
} from '../tools/create-document-tools';
import {
  buildPlannerInstructions,
  buildSystemPrompt,
  buildToolPreamble,
  buildToolUseInstructions,
} from './build-prompts';

const toolsWith = (include: readonly DocumentToolName[]) =>
  createDocumentTools({ store: new TabStore(), include });

const mentioned = (text: string) => new Set(text.match(/\bdocument_[a-z_]+/g) ?? []);

describe('prompts', () => {
  it('lists every registered tool in the preamble, in registry order', () => {
    const preamble = buildToolPreamble(toolsWith(DOCUMENT_TOOL_NAMES));
    const listed = preamble
      .split('\n')
      .slice(1)
      .map((line) => line.slice(2, line.indexOf(':')));
    expect(listed).toEqual([...DOCUMENT_TOOL_NAMES]);
    expect(preamble).toContain('- document_chunk: Read one chunk of a long document by chunk_id');
  });

  it('has six planner rules and the three recovery cases', () => {
    const tools = toolsWith(DOCUMENT_TOOL_NAMES);
    const rules = buildPlannerInstructions(tools).split('\n').slice(1);
    expect(rules).toHaveLength(6);
    expect(rules.map((rule) => rule.slice(0, 2))).toEqual(['1.', '2.', '3.', '4.', '5.', '6.']);
    const use = buildToolUseInstructions(tools);
    for (const code of ['stale_token', 'needs_range', 'span_mismatch', 'not_found']) {
      expect(use).toContain(code);
    }
  });

  it('mentions only registered tools, for every subset of the tools', () => {
    const subsets = 1 << DOCUMENT_TOOL_NAMES.length;
    for (let mask = 0; mask < subsets; mask++) {
      const include = DOCUMENT_TOOL_NAMES.filter((_, i) => mask & (1 << i));
      const prompt = buildSystemPrompt(toolsWith(include));
      expect([...mentioned(prompt)].sort(), include.join(',')).toEqual([...include].sort());
    }
  });

  it('tool descriptions and schemas cite only registered tools too', async () => {
    for (let mask = 0; mask < 1 << DOCUMENT_TOOL_NAMES.length; mask++) {
      const include = DOCUMENT_TOOL_NAMES.filter((_, i) => mask & (1 << i));
      const tools = toolsWith(include) as Record<string, Tool>;
      for (const [name, t] of Object.entries(tools)) {
        const schema = JSON.stringify(await asSchema(t.inputSchema).jsonSchema);
        const cited = [...mentioned(`${t.description} ${schema}`)].filter((n) => n !== name);
        for (const other of cited) expect(include, `${name} cites ${other}`).toContain(other);
      }
    }
  });

  it('drops recipe steps and recovery cases of missing tools', () => {
    const readOnly = buildToolUseInstructions(
      toolsWith(['document_snapshot', 'document_find_text']),
    );
    expect(readOnly).not.toContain('stale_token');
    expect(readOnly).not.toContain('needs_range');
    const noSnapshot = buildSystemPrompt(toolsWith(['document_apply_patch']));
    expect(noSnapshot).toContain('needs_range');
    expect(noSnapshot).not.toContain('document_snapshot');
  });
});
