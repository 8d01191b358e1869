import { playMatch } from '@playmat/agent/game';
import { createScriptedModel, type ScriptedReply } from '@playmat/agent/test';
import { describe, expect, it } from 'vitest';
import { createPokemonMatch, createPokemonPlugin } from './create-pokemon-plugin';

/**
 * The illegal-action rate counts every refused call: one that fails the tool's input schema,
 * one that names no tool, and one the tool or the rules turn down. A seat that sends one such
 * call in two shows 50 %; a seat that only ends its turns shows 0 %.
 */
describe('illegal-action rate of a match', () => {
  it('is 50 % for a scripted seat whose every other call is malformed', async () => {
    const plugin = createPokemonPlugin();
    const store = createPokemonMatch({
      decks: { p1: 'sv-pawmot-thunder', p2: 'sv-skeledirge-blaze' },
      seed: 4,
      plugin,
    });
    const bad: ScriptedReply[] = [
      { toolCalls: [{ toolName: 'declare_attack', input: {} }] }, // fails the schema
      { toolCalls: [{ toolName: 'cast_spell', input: { spell: 'Fireball' } }] }, // no such tool
      { toolCalls: [{ toolName: 'play_trainer', input: { card: 'Master Ball' } }] }, // refused
    ];
    let n = 0;
    const halfBad = createScriptedModel(() =>
      n++ % 2 === 0
        ? (bad[(n >> 1) % bad.length] as ScriptedReply)
        : { toolCalls: [{ toolName: 'end_turn', input: {} }] },
    );
    const passive = createScriptedModel(() => ({
      toolCalls: [{ toolName: 'end_turn', input: {} }],
    }));
    const summary = await playMatch({
      plugin,
      store,
      players: { p1: { models: { default: halfBad } }, p2: { models: { default: passive } } },
      maxTurns: 8,
    });
    const p1 = summary.perPlayer.p1;
    expect(p1?.toolCalls).toBeGreaterThanOrEqual(6);
    expect((p1?.rejected ?? 0) / (p1?.toolCalls ?? 1)).toBe(0.5);
    expect(summary.perPlayer.p2?.rejected).toBe(0);
    expect(summary.rejected).toBe(p1?.rejected);
  }, 60_000);
});
