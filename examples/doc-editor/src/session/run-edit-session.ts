import {
  type AgentEvent,
  type CondensePolicy,
  type RunAgentResult,
  runAgent,
} from '@playmat/agent';
import type { LanguageModel, ToolSet } from 'ai';
import { unifiedDiff } from '../diff';
import { buildSystemPrompt } from '../prompts';
import type { EditorEvent, TabId, TabStore } from '../tabs';
import {
  type CreateDocumentToolsOptions,
  createDocumentTools,
  DOCUMENT_TOOL_KINDS,
} from '../tools';

/**
 * Condensing for document work: the latest read, the latest search and the latest edit result
 * stay verbatim (the edit result carries the token for the next edit); older ones shrink.
 */
export const DOCUMENT_CONDENSE_POLICY: CondensePolicy = {
  keepLatestGroups: [
    ['document_snapshot', 'document_chunk'],
    ['document_find_text'],
    ['document_apply_patch', 'document_replace_all'],
  ],
  alwaysPreserve: [],
};

/** Options of {@link runEditSession}. */
export interface EditSessionOptions extends Omit<CreateDocumentToolsOptions, 'store'> {
  readonly model: LanguageModel;
  readonly store: TabStore;
  /** What the user wants done. */
  readonly instruction: string;
  /** The tab the instruction is about (default: the active tab). */
  readonly tabId?: TabId;
  /** Model steps allowed (default 20). */
  readonly maxSteps?: number;
  readonly abortSignal?: AbortSignal;
  /** Runtime events (steps, tool calls, results). */
  readonly onAgentEvent?: (event: AgentEvent) => void;
}

/** What a session did. */
export interface EditSessionResult {
  readonly tabId: TabId;
  readonly run: RunAgentResult;
  /** Unified diff between the text as opened (or last saved) and now; empty if unchanged. */
  readonly diff: string;
  readonly changed: boolean;
  /** Editor events raised during this session. */
  readonly events: EditorEvent[];
}

/** One line per open tab, sent fresh with every model request (never stored in history). */
export function describeTabs(store: TabStore): string {
  return store
    .tabIds()
    .map((id) => {
      const tab = store.get(id)!;
      const flags = [
        `version ${tab.version_id}`,
        `${tab.line_count} lines`,
        ...(tab.dirty ? ['unsaved changes'] : []),
        ...(id === store.activeTabId ? ['active'] : []),
      ];
      return `- tab ${id}: ${flags.join(', ')}`;
    })
    .join('\n');
}

/**
 * Runs one instruction through `runAgent` with the document tools and the prompts built from
 * them. Nothing is saved: the caller shows {@link EditSessionResult.diff} and decides.
 */
export async function runEditSession(options: EditSessionOptions): Promise<EditSessionResult> {
  const { store } = options;
  const tabId = options.tabId ?? store.activeTabId;
  if (!tabId || !store.get(tabId)) {
    throw new Error(
      `runEditSession: no open tab${tabId ? ` "${tabId}"` : ''}; open a document first.`,
    );
  }
  const tools = createDocumentTools(options) as ToolSet;
  const events: EditorEvent[] = [];
  const unsubscribe = store.onEvent((event) => events.push(event));
  try {
    const run = await runAgent({
      model: options.model,
      system: buildSystemPrompt(tools),
      messages: [
        {
          role: 'user',
          // Two parts: the instruction verbatim, then where to find the document.
          content: [
            { type: 'text', text: options.instruction },
            {
              type: 'text',
              text: `(The document is open in tab ${tabId}, ${store.get(tabId)!.line_count} lines.)`,
            },
          ],
        },
      ],
      tools,
      toolKinds: Object.fromEntries(
        Object.keys(tools).map((name) => [
          name,
          DOCUMENT_TOOL_KINDS[name as keyof typeof DOCUMENT_TOOL_KINDS] ?? 'write',
        ]),
      ),
      getState: () => `Open tabs:\n${describeTabs(store)}`,
      maxSteps: options.maxSteps ?? 20,
      condense: DOCUMENT_CONDENSE_POLICY,
      ...(options.abortSignal ? { abortSignal: options.abortSignal } : {}),
      ...(options.onAgentEvent ? { onEvent: options.onAgentEvent } : {}),
    });
    const diff = unifiedDiff(store.savedText(tabId), store.text(tabId), {
      fromName: `${tabId} (saved)`,
      toName: `${tabId} (edited)`,
    });
    return { tabId, run, diff, changed: diff !== '', events };
  } finally {
    unsubscribe();
  }
}
