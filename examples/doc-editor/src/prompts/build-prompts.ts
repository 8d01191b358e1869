import type { ToolSet } from 'ai';

/** Registered tool names and descriptions: the only source the prompts are built from. */
export type ToolRegistry = Readonly<Record<string, { readonly description?: string }>>;

const has = (tools: ToolRegistry, name: string) => Object.hasOwn(tools, name);

/** First sentence of a description, for the one-line preamble entries. */
function firstSentence(text: string | undefined): string {
  const sentence = /^[^.]*\./.exec(text ?? '')?.[0] ?? text ?? '';
  return sentence.trim();
}

/** "Available tools" preamble: one line per registered tool, nothing else. */
export function buildToolPreamble(tools: ToolRegistry): string {
  const names = Object.keys(tools);
  if (names.length === 0) return 'Available tools: none. Answer in text only.';
  return [
    'Available tools (use only these):',
    ...names.map((name) => `- ${name}: ${firstSentence(tools[name]!.description)}`),
  ].join('\n');
}

/**
 * The six planning rules. Rules about a tool appear only when that tool is registered, so the
 * model is never told to call something it does not have.
 */
export function buildPlannerInstructions(tools: ToolRegistry): string {
  const read = has(tools, 'document_snapshot') ? 'document_snapshot' : 'the reading tools';
  const locate = has(tools, 'document_find_text')
    ? `Locate passages with document_find_text instead of paging through the document; confirm low-confidence pointers with ${read} before relying on them.`
    : has(tools, 'document_chunk')
      ? `In long documents, use the chunk manifest and document_chunk to reach the right part instead of reading everything.`
      : `Read only the windows you need with ${read}, not the whole document.`;
  const smallEdits = has(tools, 'document_apply_patch')
    ? has(tools, 'document_replace_all')
      ? 'Prefer small line-span patches (document_apply_patch); use document_replace_all only when most of the document changes.'
      : 'Make small line-span patches with document_apply_patch; change only the lines the task needs.'
    : 'Change only what the task needs.';
  const rules = [
    `Read before you write: never guess line numbers; take them from ${read} or a pointer you just received.`,
    'Name documents only by tab_id. There are no file paths.',
    locate,
    smallEdits,
    'After each edit, continue from the snapshot_token the edit returned; line numbers after the edit shift by its line_delta.',
    'When a tool rejects a call, follow its recovery advice instead of repeating the call. When the task is done, stop calling tools and reply with one or two sentences on what changed.',
  ];
  return ['Planning rules:', ...rules.map((rule, i) => `${i + 1}. ${rule}`)].join('\n');
}

/** The edit recipe and the recovery steps, for the registered tools only. */
export function buildToolUseInstructions(tools: ToolRegistry): string {
  const recipe: string[] = [];
  if (has(tools, 'document_find_text')) {
    recipe.push(
      'Find the passage: document_find_text {query}. Each pointer has tab_id, line_span and a ready snapshot_token.',
    );
  }
  if (has(tools, 'document_snapshot')) {
    recipe.push(
      'Read the lines: document_snapshot {tab_id, start_line, end_line}. Note its snapshot_token and the line numbers.',
    );
  }
  if (has(tools, 'document_chunk')) {
    recipe.push(
      'For a long document, pick a chunk from the manifest and read it with document_chunk {chunk_id}.',
    );
  }
  if (has(tools, 'document_apply_patch')) {
    recipe.push(
      'Edit: document_apply_patch {snapshot_token, target_span: {start_line, end_line}, content}. content replaces exactly those lines and carries no line numbers; an empty content deletes them; end_line = start_line - 1 inserts before start_line.',
      'Next edit: use the snapshot_token and new_span returned by the patch.',
    );
  }
  if (has(tools, 'document_replace_all')) {
    recipe.push('Whole rewrite: document_replace_all {snapshot_token, content}.');
  }

  const snapshotStep = has(tools, 'document_snapshot')
    ? 'call document_snapshot {tab_id} around the lines you meant'
    : 'read the lines again';
  const recovery: string[] = [];
  if (has(tools, 'document_apply_patch') || has(tools, 'document_replace_all')) {
    recovery.push(
      `stale_token: the document changed after your snapshot (the result lists what changed). ${snapshotStep[0]!.toUpperCase()}${snapshotStep.slice(1)}, then patch with the new token and new line numbers.`,
    );
  }
  if (has(tools, 'document_apply_patch')) {
    recovery.push(
      `needs_range: target_span was missing and could not be filled. Pass target_span explicitly (a pointer's line_span works), or ${snapshotStep} first.`,
      `span_mismatch: the lines at target_span are not the expected_text. Compare with actual_text, ${snapshotStep}, and retry with the right span.`,
      'out_of_range: the span does not fit the document; the result gives line_count.',
    );
  }
  if (has(tools, 'document_chunk')) {
    recovery.push(
      'chunk not_found: chunk ids change with every edit; follow retry_hint and take an id from the refreshed manifest.',
    );
  }
  const lines = ['Edit recipe:', ...recipe.map((step, i) => `${i + 1}. ${step}`)];
  if (recovery.length > 0)
    lines.push('', 'When a call is rejected:', ...recovery.map((r) => `- ${r}`));
  return lines.join('\n');
}

/** The full system prompt: role, available tools, planning rules, tool use. */
export function buildSystemPrompt(tools: ToolSet | ToolRegistry): string {
  const registry = tools as ToolRegistry;
  return [
    'You edit text documents that are open in tabs, following the user instruction precisely.',
    buildToolPreamble(registry),
    buildPlannerInstructions(registry),
    buildToolUseInstructions(registry),
  ].join('\n\n');
}
