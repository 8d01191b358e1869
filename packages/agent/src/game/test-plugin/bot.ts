/** Scripted players for Draw & Play tests: a `Script` that reads the prompt like a model would. */
import type { LanguageModelV3Prompt } from '@ai-sdk/provider';
import type { ScriptedReply } from '../../test';
import { DP_CARDS } from './index';

type Call = { toolName: string; input: unknown };

/** Text of every user message, joined. */
export function promptText(prompt: LanguageModelV3Prompt): string {
  return JSON.stringify(prompt);
}

/** The last "Current state:" message of a prompt. */
export function stateText(prompt: LanguageModelV3Prompt): string {
  for (let i = prompt.length - 1; i >= 0; i--) {
    const m = prompt[i];
    if (m?.role !== 'user') continue;
    const text = m.content.map((p) => (p.type === 'text' ? p.text : '')).join('');
    if (text.startsWith('Current state:')) return text;
  }
  return '';
}

/** Card names in a zone line of the narrative (`your_hand (3): A, B, C`). */
export function zoneCards(state: string, zone: string): string[] {
  const line = state.split('\n').find((l) => l.startsWith(`${zone} (`));
  if (!line) return [];
  const list = line.slice(line.indexOf(':') + 1).trim();
  if (list === 'empty') return [];
  return list
    .split(/, | \+ /)
    .map((s) => s.trim())
    .filter((s) => s !== '' && !/face down$/.test(s));
}

/**
 * A Draw & Play bot: setup draws 3 and readies; start of turn draws and ends the phase; main
 * runs `prelude` calls (one per step), plays the best card in hand, then ends the turn;
 * a decision takes the first option.
 */
export function dpBot(options: { prelude?: Call[] } = {}) {
  const prelude = options.prelude ?? [];
  return ({
    prompt,
    toolNames,
  }: {
    prompt: LanguageModelV3Prompt;
    toolNames: string[];
  }): ScriptedReply => {
    const step = prompt.filter((m) => m.role === 'assistant').length;
    const one = (toolName: string, input: unknown = {}): ScriptedReply => ({
      toolCalls: [{ toolName, input }],
    });
    if (toolNames.includes('ready')) return step === 0 ? one('draw', { count: 3 }) : one('ready');
    if (toolNames.includes('resolve_decision') && !toolNames.includes('end_turn')) {
      const line = stateText(prompt)
        .split('\n')
        .find((l) => l.startsWith('Decision for you:'));
      const first = line?.split('Options: ')[1]?.split(', ')[0] ?? 'yes';
      return one('resolve_decision', { choice: first });
    }
    if (!toolNames.includes('play_card')) return step === 0 ? one('draw') : one('end_phase');
    if (step < prelude.length) return { toolCalls: [prelude[step] as Call] };
    if (step === prelude.length) {
      const hand = zoneCards(stateText(prompt), 'your_hand');
      const value = (n: string) => DP_CARDS.find((c) => c.name === n)?.value ?? 0;
      const best = hand.sort((a, b) => value(b) - value(a))[0];
      if (best) return one('play_card', { card: best });
    }
    return one('end_turn');
  };
}
