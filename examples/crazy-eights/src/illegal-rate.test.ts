import { createGameToolContext, playMatch } from '@playmat/agent/game';
import { createScriptedModel, type ScriptedReply } from '@playmat/agent/test';
import { describe, expect, it } from 'vitest';
import { createEightsBot } from './bot';
import { createEightsMatch } from './match';
import { eightsLegalCalls, eightsPlugin } from './plugin';

/**
 * A game written from the docs counts refused calls the same way: a seat whose every other call
 * fails the schema, names no tool or is turned down by the rules shows a 50 % illegal rate.
 */
describe('illegal-action rate in Crazy Eights', () => {
  it('is 50 % for a seat whose every other call is malformed', { timeout: 60_000 }, async () => {
    const store = createEightsMatch({ seed: 3 });
    const ctx = createGameToolContext({ store, player: 'p1', plugin: eightsPlugin });
    const bad: ScriptedReply[] = [
      { toolCalls: [{ toolName: 'play_card', input: { suit: 'hearts' } }] }, // no card: schema
      { toolCalls: [{ toolName: 'discard_hand', input: {} }] }, // no such tool
      { toolCalls: [{ toolName: 'play_card', input: { card: 'Joker' } }] }, // refused
    ];
    let n = 0;
    const halfBad = createScriptedModel(() => {
      if (n++ % 2 === 0) return bad[(n >> 1) % bad.length] as ScriptedReply;
      const legal = eightsLegalCalls(ctx)[0];
      return { toolCalls: [{ toolName: legal?.tool ?? 'pass_turn', input: legal?.input ?? {} }] };
    });
    const summary = await playMatch({
      plugin: eightsPlugin,
      store,
      players: {
        p1: { models: { default: halfBad } },
        p2: { models: { default: createEightsBot({ store, player: 'p2' }) } },
      },
      maxTurns: 10,
    });
    const p1 = summary.perPlayer.p1;
    expect(p1?.toolCalls).toBeGreaterThanOrEqual(6);
    expect((p1?.rejected ?? 0) / (p1?.toolCalls ?? 1)).toBe(0.5);
    expect(summary.perPlayer.p2?.rejected).toBe(0);
  });
});
