import { runAgent, type ToolKind } from '@playmat/agent';
import type { LanguageModel, ModelMessage } from 'ai';
import type { AssistantContext } from '../assistant/context';
import { type Recommendation, recommendCards } from '../assistant/recommendation';
import { runCachedSimulation } from '../assistant/simulation-service';
import { type DeckSummary, summarizeDeck } from '../assistant/summary';
import type { SimulationReport } from '../simulator';
import { createArkhamTools } from '../tools';
import type { CardAccess } from '../validator';
import { findAccessQuestion } from './access-question';
import { createOfflineSubagentModel, type SeenToolResult } from './offline-model';
import { type ChatRequest, type RouteDecision, routeRequest, type SubagentName } from './routing';

/** One tool call made while answering. */
export interface ToolCallRecord {
  agent: SubagentName;
  tool: string;
  input: unknown;
  ok: boolean;
}

/** What one subagent returned. */
export interface SubagentResult {
  agent: SubagentName;
  ok: boolean;
  /** A short answer in plain text. */
  summary: string;
  /** Structured output (deck summary, simulation report, recommendation…). */
  data?: unknown;
  /** `model` when a language model (or its offline stand-in) answered. */
  kind: 'model' | 'tools';
  /** What failed; for a model that did not answer, a short line without the provider's text. */
  error?: string;
  /** `upstream_model` when the language model did not answer (call failed or timed out). */
  failure?: 'upstream_model' | 'internal';
}

/** Names of the runtime's errors for a model that did not answer. */
const UPSTREAM_ERRORS = new Set(['ModelCallError', 'StepTimeoutError']);

/** A subagent's model did not answer; the message is short and safe to show. */
export class UpstreamModelError extends Error {
  override readonly name = 'UpstreamModelError';
  constructor(
    readonly agent: SubagentName,
    /** The runtime's error name, e.g. `ModelCallError`. */
    readonly modelError: string,
  ) {
    super(`the language model did not answer (${modelError})`);
  }
}

/** The orchestrator's answer. */
export interface OrchestratorResponse {
  content: string;
  recommendation: Recommendation | null;
  /** 0–1: lower when subagents failed or the deck is illegal. */
  confidence: number;
  subagent_results: SubagentResult[];
  agents_consulted: SubagentName[];
  metadata: {
    deck_id: string | null;
    routing: RouteDecision;
    tool_calls: ToolCallRecord[];
    model: string;
    duration_ms: number;
    usage: { inputTokens: number; outputTokens: number };
  };
}

/** Options of {@link createOrchestrator}. */
export interface OrchestratorOptions {
  /** Model for the Rules and Scenario subagents; default: offline scripted stand-ins. */
  model?: LanguageModel;
  /** Trials the Scenario subagent asks for (default 1000). */
  simulationTrials?: number;
}

/** State and Scenario first: the recommendation uses the deck summary and the simulation. */
const EXECUTION_ORDER: SubagentName[] = ['state', 'scenario', 'action_space', 'rules'];

const modelName = (model: LanguageModel | undefined) =>
  model === undefined
    ? 'offline'
    : typeof model === 'string'
      ? model
      : `${model.provider}/${model.modelId}`;

/**
 * Analyse → route → run subagents → synthesize. State and ActionSpace call the deck and search
 * code directly (no model); Rules and Scenario run `runAgent` with a model and their tools
 * (offline by default, so answers are deterministic from the tools).
 */
export function createOrchestrator(ctx: AssistantContext, options: OrchestratorOptions = {}) {
  const tools = createArkhamTools(ctx);
  const trials = options.simulationTrials ?? 1000;
  const toolKinds: Record<string, ToolKind> = {
    get_card_details: 'read',
    get_static_info: 'read',
    run_simulation: 'read',
  };

  async function modelAgent(
    agent: SubagentName,
    system: string,
    question: string,
    toolNames: Array<keyof typeof tools>,
    offline: {
      plan: Array<{ toolName: string; input: unknown }>;
      answer: (r: SeenToolResult[]) => string;
    },
    calls: ToolCallRecord[],
    usage: { inputTokens: number; outputTokens: number },
  ): Promise<{ text: string; outputs: Map<string, unknown> }> {
    const result = await runAgent({
      model: options.model ?? createOfflineSubagentModel(offline.plan, offline.answer),
      system,
      messages: [{ role: 'user', content: question }],
      tools: Object.fromEntries(toolNames.map((n) => [n, tools[n]])),
      toolKinds,
      // Subagent tools are informational: the newest result of each stays verbatim.
      condense: { keepLatestGroups: toolNames.map((n) => [n]), alwaysPreserve: [] },
      maxSteps: 4,
    });
    // The transcript has every call, including ones whose input failed the schema.
    const outputs = collectToolCalls(agent, result.transcript, calls);
    usage.inputTokens += result.usage.inputTokens ?? 0;
    usage.outputTokens += result.usage.outputTokens ?? 0;
    if (result.error) {
      // The provider's message (retry details, request ids) stays out of the answer.
      if (UPSTREAM_ERRORS.has(result.error.name))
        throw new UpstreamModelError(agent, result.error.name);
      throw new Error(result.error.message);
    }
    return { text: result.text, outputs };
  }

  return {
    /** Answers one chat request. Never throws for subagent failures (they lower confidence). */
    async chat(request: ChatRequest): Promise<OrchestratorResponse> {
      const started = Date.now();
      const routing = routeRequest(request, ctx.decks.ids());
      const calls: ToolCallRecord[] = [];
      const usage = { inputTokens: 0, outputTokens: 0 };
      const results: SubagentResult[] = [];
      const deckId = routing.deckId;
      let simulation: SimulationReport | null = null;
      let summary: DeckSummary | null = null;
      let recommendation: Recommendation | null = null;

      const run = async (agent: SubagentName, fn: () => Promise<SubagentResult>) => {
        try {
          results.push(await fn());
        } catch (error) {
          const message = (error as Error).message;
          results.push({
            agent,
            ok: false,
            kind: error instanceof UpstreamModelError ? 'model' : 'tools',
            summary: `${agent} failed: ${message}`,
            error: message,
            failure: error instanceof UpstreamModelError ? 'upstream_model' : 'internal',
          });
        }
      };

      // Order matters: Scenario's numbers feed the recommendation.
      for (const agent of EXECUTION_ORDER.filter((a) => routing.agents.includes(a))) {
        if (agent === 'state') {
          await run('state', async () => {
            summary = summarizeDeck(ctx, ctx.decks.get(deckId!));
            calls.push({ agent, tool: 'summarize_deck', input: { deck_id: deckId }, ok: true });
            const s = summary;
            const classes = Object.entries(s.by_class)
              .map(([k, v]) => `${v} ${k}`)
              .join(', ');
            return {
              agent,
              ok: true,
              kind: 'tools',
              data: s,
              summary: `${s.name} (${s.investigator}): ${s.deck_size} cards, ${classes}; average cost ${s.average_cost}; ${s.valid ? 'legal' : `not legal — ${s.problems.join(' ')}`}.`,
            };
          });
        }
        if (agent === 'scenario') {
          await run('scenario', async () => {
            const named = cardsNamedIn(ctx, request.message, deckId!);
            const { text, outputs } = await modelAgent(
              'scenario',
              'You analyse Arkham Horror LCG opening hands. Call run_simulation for the deck, then report the key odds in two or three sentences.',
              `Deck ${deckId}: ${request.message}`,
              ['run_simulation'],
              {
                plan: [
                  {
                    toolName: 'run_simulation',
                    input: {
                      deck_id: deckId,
                      n_trials: trials,
                      ...(named.length ? { key_cards: named } : {}),
                    },
                  },
                ],
                answer: (seen) =>
                  describeSimulation(seen.find((r) => r.toolName === 'run_simulation')?.output),
              },
              calls,
              usage,
            );
            const out = outputs.get('run_simulation') as { report?: SimulationReport } | undefined;
            // A model that skipped the tool still gets numbers: the cached run is cheap.
            simulation =
              out?.report ??
              runCachedSimulation(ctx, ctx.decks.get(deckId!), {
                trials,
                seed: 1,
                ...(named.length ? { keyCards: named } : {}),
              }).report;
            const summary = out?.report
              ? text
              : `${describeSimulation({ report: simulation })} (computed directly: the model did not get a simulation from the tool)`;
            return { agent, ok: true, kind: 'model', data: simulation, summary };
          });
        }
        if (agent === 'action_space') {
          await run('action_space', async () => {
            recommendation = await recommendCards(ctx, ctx.decks.get(deckId!), routing.goal, {
              simulation,
            });
            calls.push({
              agent,
              tool: 'recommend_cards',
              input: { deck_id: deckId, goal: routing.goal },
              ok: true,
            });
            return {
              agent,
              ok: true,
              kind: 'tools',
              data: recommendation,
              summary: recommendation.summary,
            };
          });
        }
        if (agent === 'rules') {
          await run('rules', async () => {
            const access = findAccessQuestion(
              request.message,
              ctx.registry,
              deckId ? ctx.decks.get(deckId).deck.investigator_code : undefined,
            );
            if (access) {
              // "Can Roland include Encyclopedia?": the validator's access rules answer it.
              const { text, outputs } = await modelAgent(
                'rules',
                'You answer whether an Arkham Horror LCG investigator may include cards. Call check_card_access, then answer yes or no for each card with the reason it gives. Be brief.',
                request.message,
                ['check_card_access', 'get_card_details', 'get_static_info'],
                {
                  plan: [
                    {
                      toolName: 'check_card_access',
                      input: {
                        investigator: access.investigator.code,
                        cards: access.cards.map((c) => c.code),
                      },
                    },
                  ],
                  answer: describeAccess,
                },
                calls,
                usage,
              );
              return {
                agent,
                ok: true,
                kind: 'model',
                summary: text,
                data: outputs.get('check_card_access'),
              };
            }
            const topic = /meta|popular|strong/i.test(request.message)
              ? 'meta'
              : /owned|collection|packs?|sets?\b/i.test(request.message)
                ? 'owned_sets'
                : 'rules';
            const { text } = await modelAgent(
              'rules',
              'You answer Arkham Horror LCG deckbuilding rules questions from get_static_info, get_card_details and check_card_access. Be brief.',
              request.message,
              ['get_static_info', 'get_card_details', 'check_card_access'],
              {
                plan: [{ toolName: 'get_static_info', input: { topic } }],
                answer: (seen) => describeNotes(seen, request.message),
              },
              calls,
              usage,
            );
            return { agent, ok: true, kind: 'model', summary: text };
          });
        }
      }

      const failed = results.filter((r) => !r.ok).length;
      const illegal = (summary as DeckSummary | null)?.valid === false;
      const confidence = Math.max(
        0.1,
        Math.min(
          0.95,
          0.9 -
            0.25 * failed -
            (illegal ? 0.15 : 0) -
            (Object.keys(routing.skipped).length ? 0.1 : 0),
        ),
      );
      const skippedNotes = Object.entries(routing.skipped).map(
        ([a, why]) => `(${a} skipped: ${why})`,
      );
      return {
        content: [...results.map((r) => `[${r.agent}] ${r.summary}`), ...skippedNotes].join('\n'),
        recommendation,
        confidence: Math.round(confidence * 100) / 100,
        subagent_results: results,
        agents_consulted: results.map((r) => r.agent),
        metadata: {
          deck_id: deckId ?? null,
          routing,
          tool_calls: calls,
          model: modelName(options.model),
          duration_ms: Date.now() - started,
          usage,
        },
      };
    },
  };
}

/**
 * Appends the tool calls of a run's transcript to `calls` and returns the successful outputs
 * by tool name (the latest wins). Error outputs and `{ ok: false }` results count as failed.
 */
function collectToolCalls(
  agent: SubagentName,
  transcript: ModelMessage[],
  calls: ToolCallRecord[],
): Map<string, unknown> {
  const inputs = new Map<string, unknown>();
  const outputs = new Map<string, unknown>();
  for (const message of transcript) {
    if (typeof message.content === 'string') continue;
    for (const part of message.content) {
      if (part.type === 'tool-call') inputs.set(part.toolCallId, part.input);
      if (part.type !== 'tool-result') continue;
      const output = part.output as { type: string; value?: unknown };
      const value = output.value;
      const failed =
        output.type.startsWith('error') ||
        (typeof value === 'string' && value.startsWith('Error')) ||
        (value as { ok?: boolean } | undefined)?.ok === false;
      calls.push({ agent, tool: part.toolName, input: inputs.get(part.toolCallId), ok: !failed });
      if (!failed) outputs.set(part.toolName, value);
    }
  }
  return outputs;
}

/** Codes of the deck's cards whose names the message mentions (longest names first). */
export function cardsNamedIn(ctx: AssistantContext, message: string, deckId: string): string[] {
  const text = message.toLowerCase();
  const codes: string[] = [];
  const cards = Object.keys(ctx.decks.get(deckId).deck.slots)
    .map((code) => ctx.registry.get(code))
    .filter((c) => c !== undefined && !c.subtype)
    .sort((a, b) => b!.name.length - a!.name.length);
  for (const card of cards) {
    if (
      text.includes(card!.name.toLowerCase()) &&
      !codes.some((c) => ctx.registry.get(c)?.name === card!.name)
    ) {
      codes.push(card!.code);
    }
  }
  return codes.slice(0, 6);
}

/** The orchestrator's interface. */
export type Orchestrator = ReturnType<typeof createOrchestrator>;

const pct = (p: number) => `${Math.round(p * 100)}%`;

/** The offline Scenario answer, written from the run_simulation tool result. */
export function describeSimulation(output: unknown): string {
  const report = (output as { report?: SimulationReport } | undefined)?.report;
  if (!report) return 'The simulation could not run.';
  // "By turn N" is the last turn simulated when that is before turn 3.
  const t = Math.min(3, report.turns);
  const cards = report.keyCards
    .map(
      (k) =>
        `${k.name} ${pct(k.openingHand)} in the opening hand, ${pct(k.byTurn[t - 1] ?? 0)} drawn by turn ${t}`,
    )
    .join('; ');
  const setup = report.setup.assets.length
    ? ` ${report.setup.assets.map((a) => a.name).join(' + ')} in play by turn ${t} in ${pct(report.setup.byTurn[t - 1] ?? 0)} of games.`
    : '';
  return `Over ${report.trials} games: ${cards}. Mulligan taken in ${pct(report.mulligan.rate)} of games.${setup} (By turn ${t} = by the end of turn ${t}'s actions, before its upkeep draw.)`;
}

/** The offline Rules answer to an access question: each card's yes or no with its reason. */
export function describeAccess(seen: SeenToolResult[]): string {
  const out = seen.find((r) => r.toolName === 'check_card_access')?.output as
    | { answers?: CardAccess[]; not_found?: Array<{ query: string }>; error?: string }
    | undefined;
  if (!out?.answers) return out?.error ?? 'The access check could not run.';
  return [
    ...out.answers.map((a) => a.reason),
    ...(out.not_found ?? []).map((n) => `No card named "${n.query}".`),
  ].join(' ');
}

/** The offline Rules answer: the reference lines that share the most words with the question. */
export function describeNotes(seen: SeenToolResult[], question: string): string {
  const notes = seen
    .filter((r) => r.toolName === 'get_static_info')
    .map((r) => (r.output as { text?: string }).text ?? '')
    .join('\n');
  const words = new Set(question.toLowerCase().match(/[a-z]{3,}/g) ?? []);
  const lines = notes.split('\n').filter(Boolean);
  const scored = lines
    .map((line) => ({
      line,
      score: (line.toLowerCase().match(/[a-z]{3,}/g) ?? []).filter((w) => words.has(w)).length,
    }))
    .sort((a, b) => b.score - a.score);
  const best = scored
    .filter((s) => s.score > 0)
    .slice(0, 2)
    .map((s) => s.line);
  return (best.length ? best : lines.slice(0, 2)).join(' ');
}
