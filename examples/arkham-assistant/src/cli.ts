/**
 * `pnpm start <command>`:
 *   analyze <deck-id|deck.json> [--goal "…"]   validation, summary, simulation, recommendation
 *   chat "<message>" [--deck <deck-id|deck.json>]
 *   simulate <deck-id|deck.json> [--trials N] [--turns T] [--key 01016,01020]
 *   decks                                      list bundled decks
 * Add --json for machine-readable output. Offline unless ARKHAM_MODEL is set.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createOrchestrator } from './agent';
import { type AssistantContext, createAssistantContext } from './assistant/context';
import { modelFromEnv } from './assistant/model-from-env';
import { recommendCards } from './assistant/recommendation';
import { runCachedSimulation } from './assistant/simulation-service';
import { summarizeDeck } from './assistant/summary';
import { loadDeckFile } from './decks';
import { resolveUserPath } from './invocation-dir';
import { validateDeck } from './validator';

const USAGE = `usage: arkham-assistant <analyze|chat|simulate|decks> … [--json]
  analyze <deck-id|deck.json> [--goal "more clues"]
  chat "<message>" [--deck <deck-id|deck.json>]
  simulate <deck-id|deck.json> [--trials 2000] [--turns 5] [--key 01016,01020]
  decks
Deck files are resolved against the directory you ran the command in.
The HTTP API is its own script: npx -y pnpm@10 --filter @example/arkham-assistant serve`;

/** Where the CLI runs; the defaults are the process's environment and working directory. */
export interface CliContext {
  env?: Readonly<Record<string, string | undefined>>;
  /** The process's working directory (pnpm's is the package folder, see `invocationDir`). */
  cwd?: string;
}

/** A deck id, or a path to an ArkhamDB deck JSON file (stored under a new id). */
function deckArg(ctx: AssistantContext, ref: string | undefined, where: CliContext): string {
  if (!ref) throw new Error(`A deck is required. Bundled decks: ${ctx.decks.ids().join(', ')}.`);
  if (ctx.decks.has(ref)) return ref;
  const path = resolveUserPath(ref, where.env, where.cwd);
  if (existsSync(path)) return ctx.decks.save(loadDeckFile(path)).id;
  throw new Error(
    `"${ref}" is neither a deck id nor a file (looked for ${path}). Bundled decks: ${ctx.decks.ids().join(', ')}.`,
  );
}

const pct = (p: number | undefined) => `${Math.round((p ?? 0) * 100)}%`;

const OPTIONS = {
  json: { type: 'boolean', default: false },
  goal: { type: 'string' },
  deck: { type: 'string' },
  trials: { type: 'string' },
  turns: { type: 'string' },
  key: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Runs the CLI; returns the process exit code (2 for a bad command line). */
export async function main(
  argv: string[],
  out: (line: string) => void = console.log,
  where: CliContext = {},
): Promise<number> {
  let parsed: ReturnType<
    typeof parseArgs<{ args: string[]; options: typeof OPTIONS; allowPositionals: true }>
  >;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });
  } catch (error) {
    out(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    out(USAGE);
    return 0;
  }
  const [command, arg] = positionals;
  const ctx = await createAssistantContext();
  const print = (data: unknown, text: () => string) =>
    out(values.json ? JSON.stringify(data, null, 2) : text());

  switch (command) {
    case 'decks': {
      const rows = ctx.decks.ids().map((id) => ({ id, name: ctx.decks.get(id).deck.name }));
      print(rows, () => rows.map((r) => `${r.id}  ${r.name}`).join('\n'));
      return 0;
    }
    case 'simulate': {
      const id = deckArg(ctx, arg, where);
      const { report } = runCachedSimulation(ctx, ctx.decks.get(id), {
        trials: Number(values.trials ?? 2000),
        seed: 1,
        ...(values.turns ? { turns: Number(values.turns) } : {}),
        ...(values.key ? { keyCards: values.key.split(',') } : {}),
      });
      print(report, () =>
        [
          `${report.trials} games, ${report.turns} turns, mulligan policy ${report.mulliganPolicy} (used ${pct(report.mulligan.rate)})`,
          `  ${report.byTurnDefinition}`,
          ...report.keyCards.map(
            (k) =>
              `  ${k.name} ×${k.copies} drawn: opening hand ${pct(k.openingHand)}  ${k.byTurn.map((p, t) => `T${t + 1} ${pct(p)}`).join('  ')}  (avg ${k.averageDrawsToFind.toFixed(1)} draws)`,
          ),
          `  setup in play (${report.setup.assets.map((a) => a.name).join(' + ') || 'nothing'}): ${report.setup.byTurn.map((p, t) => `T${t + 1} ${pct(p)}`).join('  ')}`,
          `  a weakness drawn after setup: ${pct(report.weaknessDrawnRate)}`,
        ].join('\n'),
      );
      return 0;
    }
    case 'analyze': {
      const id = deckArg(ctx, arg, where);
      const stored = ctx.decks.get(id);
      const summary = summarizeDeck(ctx, stored);
      const { report } = runCachedSimulation(ctx, stored, { trials: 1000, seed: 1 });
      const recommendation = await recommendCards(ctx, stored, values.goal ?? 'more consistency', {
        simulation: report,
      });
      const validation = validateDeck(stored.deck, ctx.registry);
      print({ summary, validation, recommendation }, () =>
        [
          `${summary.name} — ${summary.investigator}: ${summary.deck_size} cards, avg cost ${summary.average_cost}, ${summary.valid ? 'legal' : 'NOT legal'}`,
          ...validation.problems.map((p) => `  ${p.severity}: ${p.message}`),
          `  classes: ${Object.entries(summary.by_class)
            .map(([k, v]) => `${k} ${v}`)
            .join(', ')}`,
          `  curve: ${Object.entries(summary.cost_curve)
            .map(([k, v]) => `${k}:${v}`)
            .join(' ')}`,
          ...report.keyCards.map(
            (k) =>
              `  ${k.name}: ${pct(k.openingHand)} in the opening hand, ${pct(k.byTurn[2])} drawn by turn 3`,
          ),
          `Recommendation: ${recommendation.summary}`,
          ...recommendation.swaps.map((s) => `  - ${s.reason}`),
        ].join('\n'),
      );
      return 0;
    }
    case 'chat': {
      if (!arg) throw new Error('chat needs a message: chat "How do I find clues faster?"');
      const model = await modelFromEnv(where.env ?? process.env);
      const orchestrator = createOrchestrator(ctx, model ? { model } : {});
      const deckId = values.deck ? deckArg(ctx, values.deck, where) : undefined;
      const res = await orchestrator.chat({ message: arg, ...(deckId ? { deck_id: deckId } : {}) });
      const down = res.subagent_results.filter((r) => r.failure === 'upstream_model');
      if (down.length > 0) {
        throw new Error(
          `the language model (${res.metadata.model}) did not answer for ${down.map((r) => r.agent).join(', ')}; try again, or unset ARKHAM_MODEL for offline answers.`,
        );
      }
      print(res, () =>
        [
          res.content,
          `(agents: ${res.agents_consulted.join(', ')}; confidence ${res.confidence})`,
          ...(res.recommendation ? [JSON.stringify(res.recommendation, null, 2)] : []),
        ].join('\n'),
      );
      return 0;
    }
    default:
      out(
        command === 'serve'
          ? `"serve" is its own script, not a command of start: npx -y pnpm@10 --filter @example/arkham-assistant serve\n${USAGE}`
          : USAGE,
      );
      return command ? 2 : 0;
  }
}

// Run only when executed as the script (`pnpm start`), not when a test imports `main`.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: Error) => {
      console.error(`error: ${error.message}`);
      process.exit(1);
    },
  );
}
