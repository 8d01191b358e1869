import type { ModelMessage, ToolResultPart } from 'ai';
import { outputText, resultFailureReason, shortReason } from './tool-output';

/**
 * Which tool results stay verbatim in the history the model sees.
 * Tools not named here are replaced by `[name succeeded]` / `[name failed: reason]`.
 */
export interface CondensePolicy {
  /**
   * Groups that each share ONE slot: among all results of the tools of a group, only the most
   * recent one stays verbatim. Informational tools (peek, search) go here.
   */
  keepLatestGroups: string[][];
  /** Tools whose results always stay verbatim (random outcomes the model must remember). */
  alwaysPreserve: string[];
  /**
   * Keep every result of the latest step verbatim (default `true`): the model must read what
   * its last calls returned before they are condensed at the following step.
   */
  keepLatestStep?: boolean;
}

/** `peek` and `search_zone` share one slot; `coin_flip` and `dice_roll` always stay. */
export const defaultCondensePolicy: CondensePolicy = Object.freeze({
  keepLatestGroups: [['peek', 'search_zone']],
  alwaysPreserve: ['coin_flip', 'dice_roll'],
}) as CondensePolicy;

/** What {@link condenseToolResults} returns. */
export interface CondenseResult {
  /** The condensed messages (untouched messages are shared with the input). */
  messages: ModelMessage[];
  /** How many tool results were replaced by a summary. */
  condensed: number;
}

/**
 * Replaces old or uninteresting tool results by one-line summaries, never by a summary longer
 * than the result itself. Pure: the input is not
 * modified, and the same input always gives the same output. Tool calls and the pairing of
 * calls with results are kept, so the history stays valid for every provider.
 */
export function condenseToolResults(
  messages: readonly ModelMessage[],
  policy: CondensePolicy = defaultCondensePolicy,
): CondenseResult {
  const groupOf = new Map<string, number>();
  policy.keepLatestGroups.forEach((group, i) => {
    for (const name of group) if (!groupOf.has(name)) groupOf.set(name, i);
  });
  const preserve = new Set(policy.alwaysPreserve);

  // Walk backwards so the first result seen of each group is its most recent one.
  const filled = new Set<number>();
  const keep = new Set<ToolResultPart>();
  let latestStep = policy.keepLatestStep !== false;
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i]!;
    if (m.role !== 'tool') continue;
    const inLatestStep = latestStep;
    latestStep = false;
    for (let j = m.content.length - 1; j >= 0; j--) {
      const part = m.content[j]!;
      if (part.type !== 'tool-result') continue;
      const g = groupOf.get(part.toolName);
      if (g !== undefined && inLatestStep) filled.add(g);
      if (inLatestStep || preserve.has(part.toolName)) keep.add(part);
      else if (g !== undefined && !filled.has(g)) {
        filled.add(g);
        keep.add(part);
      }
    }
  }

  let condensed = 0;
  const out = messages.map((m): ModelMessage => {
    if (m.role !== 'tool') return m;
    let changed = false;
    const content = m.content.map((part) => {
      if (part.type !== 'tool-result' || keep.has(part)) return part;
      const short = condensedPart(part);
      if (short === part) return part;
      changed = true;
      condensed++;
      return short;
    });
    return changed ? sameMessage(m, content) : m;
  });
  return { messages: out, condensed };
}

/**
 * The condensed form of a result part, made once per part: the next step's request reuses the
 * same objects, so sizes measured once stay valid and nothing is summarized twice.
 */
const condensedParts = new WeakMap<ToolResultPart, ToolResultPart>();

function condensedPart(part: ToolResultPart): ToolResultPart {
  const known = condensedParts.get(part);
  if (known) return known;
  let short = part;
  if (!(part.output.type === 'text' && isSummary(part.toolName, part.output.value))) {
    const summary = summarize(part);
    // A summary never makes a result longer than it was.
    if (summary.length < outputText(part.output).length)
      short = { ...part, output: { type: 'text' as const, value: summary } };
  }
  condensedParts.set(part, short);
  return short;
}

type ToolMessage = Extract<ModelMessage, { role: 'tool' }>;

/** The condensed message made last time from `m`, when its parts are the same ones again. */
const condensedMessages = new WeakMap<ToolMessage, ToolMessage>();

function sameMessage(m: ToolMessage, content: ToolMessage['content']): ToolMessage {
  const last = condensedMessages.get(m);
  if (
    last &&
    last.content.length === content.length &&
    last.content.every((p, i) => p === content[i])
  )
    return last;
  const next = { ...m, content };
  condensedMessages.set(m, next);
  return next;
}

function summarize(part: ToolResultPart): string {
  const reason = resultFailureReason(part.output);
  return reason === undefined
    ? `[${part.toolName} succeeded]`
    : `[${part.toolName} failed: ${shortReason(reason)}]`;
}

/** Already condensed: condensing twice changes nothing. */
function isSummary(toolName: string, text: string): boolean {
  return (
    text === `[${toolName} succeeded]` ||
    (text.startsWith(`[${toolName} failed: `) && text.endsWith(']'))
  );
}
