/**
 * `pnpm start <command>`:
 *   analyze <deck-id|deck.json> [--goal "…"]   validation, summary, simulation, recommendation
 *   chat "<message>" [--deck <deck-id|deck.json>]
 *   simulate <deck-id|deck.json> [--trials N] [--turns T] [--key 01016,01020]
 *   decks                                      list bundled decks
 * Add --json for machine-readable output. Offline unless ARKHAM_MODEL is set.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createOrchestrator } from './agent';
import { type AssistantContext, createAssistantContext } from './assistant/context';
import { modelFromEnv } from './assistant/model-from-env';
import { recommendCards } from './assistant/recommendation';
import { runCachedSimulation } from './assistant/simulation-service';
import { summarizeDeck } from './assistant/summary';
import { loadDeckFile } from './decks';
import { validateDeck } from './validator';

const USAGE = `usage: arkham-assistant <analyze|chat|simulate|decks> … [--json]
  analyze <deck-id|deck.json> [--goal "more clues"]
  chat "<message>" [--deck <deck-id|deck.json>]
  simulate <deck-id|deck.json> [--trials 2000] [--turns 5] [--key 01016,01020]`;

/** A deck id, or a path to an ArkhamDB deck JSON file (stored under a new id). */
function deckArg(ctx: AssistantContext, ref: string | undefined): string {
  if (!ref) throw new Error(`A deck is required. Bundled decks: ${ctx.decks.ids().join(', ')}.`);
  if (ctx.decks.has(ref)) return ref;
  if (existsSync(ref)) return ctx.decks.save(loadDeckFile(ref)).id;
  throw new Error(
    `"${ref}" is neither a deck id nor a file. Bundled decks: ${ctx.decks.ids().join(', ')}.`,
  );
}

const pct = (p: number | undefined) => `${Math.round((p ?? 0) * 100)}%`;

/** Runs the CLI; returns the process exit code. */
export async function main(
  argv: string[],
  out: (line: string) => void = console.log,
): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      json: { type: 'boolean', default: false },
      goal: { type: 'string' },
      deck: { type: 'string' },
      trials: { type: 'string' },
      turns: { type: 'string' },
      key: { type: 'string' },
    },
  });
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
      const id = deckArg(ctx, arg);
      const { report } = runCachedSimulation(ctx, ctx.decks.get(id), {
        trials: Number(values.trials ?? 2000),
        seed: 1,
        ...(values.turns ? { turns: Number(values.turns) } : {}),
        ...(values.key ? { keyCards: values.key.split(',') } : {}),
      });
      print(report, () =>
        [
          `${report.trials} games, ${report.turns} turns, mulligan policy ${report.mulliganPolicy} (used ${pct(report.mulligan.rate)})`,
          ...report.keyCards.map(
            (k) =>
              `  ${k.name} ×${k.copies}: ${k.byTurn.map((p, t) => `T${t + 1} ${pct(p)}`).join('  ')}  (avg ${k.averageDrawsToFind.toFixed(1)} draws)`,
          ),
          `  setup (${report.setup.assets.map((a) => a.name).join(' + ') || 'nothing'}): ${report.setup.byTurn.map((p, t) => `T${t + 1} ${pct(p)}`).join('  ')}`,
          `  a weakness drawn after setup: ${pct(report.weaknessDrawnRate)}`,
        ].join('\n'),
      );
      return 0;
    }
    case 'analyze': {
      const id = deckArg(ctx, arg);
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
            (k) => `  ${k.name}: ${pct(k.byTurn[0])} opening, ${pct(k.byTurn[2])} by turn 3`,
          ),
          `Recommendation: ${recommendation.summary}`,
          ...recommendation.swaps.map((s) => `  - ${s.reason}`),
        ].join('\n'),
      );
      return 0;
    }
    case 'chat': {
      if (!arg) throw new Error('chat needs a message: chat "How do I find clues faster?"');
      const model = await modelFromEnv();
      const orchestrator = createOrchestrator(ctx, model ? { model } : {});
      const deckId = values.deck ? deckArg(ctx, values.deck) : undefined;
      const res = await orchestrator.chat({ message: arg, ...(deckId ? { deck_id: deckId } : {}) });
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
      out(USAGE);
      return command ? 2 : 0;
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*\//, ''))) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: Error) => {
      console.error(`error: ${error.message}`);
      process.exit(1);
    },
  );
}
