import { OPTIONS, RUN } from './args';

/** The `--help` text. */
export function helpText(): string {
  const rows = Object.entries(OPTIONS).map(([name, spec]) => {
    const value = 'value' in spec ? ` ${spec.value}` : '';
    return [`--${name}${value}`, spec.help] as const;
  });
  const width = Math.max(...rows.map(([flag]) => flag.length));
  return `Playmat Pokémon — AI-vs-AI Pokémon TCG matches in the terminal.

Usage (from the repository root; file paths are relative to where you run it)
  ${RUN} [options]                  play one match (offline bots by default)
  ${RUN} --players A,B,C [options]  a round robin in worker threads; the same command resumes it
  ${RUN} worker --redis URL         play a tournament's games from a queue (on any machine)
  ${RUN} replay FILE.jsonl          re-render a recorded match and verify it

Options
${rows.map(([flag, help]) => `  ${flag.padEnd(width)}  ${help}`).join('\n')}

Models
  bot                               offline heuristic bot (no key, no network)
  anthropic/claude-sonnet-4-5       needs ANTHROPIC_API_KEY
  openai/gpt-5-mini                 needs OPENAI_API_KEY
  openrouter/moonshotai/kimi-k2.5   needs OPENROUTER_API_KEY
  ollama/qwen3                      local Ollama (OLLAMA_BASE_URL, optional)
  compatible/MODEL                  any OpenAI-compatible server (OPENAI_COMPATIBLE_BASE_URL)

Examples
  ${RUN} --seed 7 --transcript match.jsonl
  ${RUN} --p1 anthropic/claude-sonnet-4-5 --p2 bot --deck1 sv-skeledirge-blaze
  ${RUN} --mode pipeline --planner anthropic/claude-sonnet-4-5 --p1 ollama/qwen3
  ${RUN} --players bot,bot@pipeline,random --rounds 5 --format markdown
  ${RUN} --players bot,random --rounds 5 --out results.json     (the report alone, clean JSON)
  ${RUN} --players anthropic/claude-haiku-4-5,openai/gpt-5-mini,bot --provider-concurrency anthropic=2
  ${RUN} --players bot,random --rounds 50 --redis redis://127.0.0.1:6379   (then start workers;
                                    each takes --concurrency games, and the coordinator keeps that many queued)
  ${RUN} replay match.jsonl

Exit codes: 0 done, 1 the match failed (or a tournament could not write its store or report),
2 bad usage, 130 interrupted.`;
}
