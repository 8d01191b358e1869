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
  ${RUN} [options]              play one match (offline bots by default)
  ${RUN} --games 20 [options]   play a tournament in worker threads
  ${RUN} replay FILE.jsonl      re-render a recorded match and verify it

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
  ${RUN} --games 50 --concurrency 4 --results results.json
  ${RUN} replay match.jsonl

Exit codes: 0 done, 1 the match failed, 2 bad usage, 130 interrupted.`;
}
