import type { LanguageModelV3Prompt } from '@ai-sdk/provider';
import { countOutputTokens, countPromptTokens } from '@playmat/agent/tokens';
import { beforeAll, describe, expect, it } from 'vitest';
import { getBundledRegistry } from '../cards/bundled-sets';
import { BUNDLED_DECKS, loadBundledDeck } from '../decks/bundled-decks';
import { deep } from '../test/runs';
import { createPokemonBot } from './bot-model';
import { type DirectGameResult, playBotGameDirect } from './direct';
import { parsePlan } from './plan';

const registry = getBundledRegistry();
const ids = BUNDLED_DECKS.map((d) => d.id);
const okCalls = (r: DirectGameResult, tool: string) => r.log.filter((e) => e.ok && e.tool === tool);

describe('heuristic bots driving the tools directly', () => {
  // One set of seeded games serves both checks: 16 of the 56 ordered pairings (deck i against
  // i+1 and i+3), so each deck plays twice on each seat; `test:deep` (PLAYMAT_DEEP=1) plays
  // all 56.
  const offsets = deep ? [1, 2, 3, 4, 5, 6, 7] : [1, 3];
  const games: { p1: string; p2: string; seed: number; r: DirectGameResult }[] = [];
  beforeAll(
    async () => {
      for (const [i, p1] of ids.entries())
        for (const offset of offsets) {
          const j = (i + offset) % ids.length;
          const p2 = ids[j] as string;
          const seed = i * 10 + j;
          games.push({ p1, p2, seed, r: await playBotGameDirect({ decks: { p1, p2 }, seed }) });
        }
    },
    deep ? 600_000 : 60_000,
  );

  it('play every bundled deck, twice on each seat, to a finish, sensibly', () => {
    const perDeck = new Map<
      string,
      { trainers: number; attacks: number; evolutions: number; attaches: number }
    >();
    let knockouts = 0;
    let promotions = 0;
    let retreatsOrSwitches = 0;
    for (const { p1: a, p2: b, r } of games) {
      expect(r.winner, `${a} vs ${b}: ${r.reason}`).toMatch(/^p[12]$/);
      expect(r.rejected / r.calls, `${a} vs ${b} rejected share`).toBeLessThan(0.25);
      for (const [p, deck] of [
        ['p1', a],
        ['p2', b],
      ] as const) {
        const s = perDeck.get(deck) ?? { trainers: 0, attacks: 0, evolutions: 0, attaches: 0 };
        const mine = (tool: string) => okCalls(r, tool).filter((e) => e.player === p).length;
        s.trainers += mine('play_trainer');
        s.attacks += mine('declare_attack');
        s.evolutions += mine('evolve');
        s.attaches += mine('attach_energy');
        perDeck.set(deck, s);
      }
      knockouts += okCalls(r, 'declare_attack').filter((e) => /Knocked Out/.test(e.result)).length;
      promotions += okCalls(r, 'resolve_decision').length;
      retreatsOrSwitches +=
        okCalls(r, 'declare_retreat').length +
        okCalls(r, 'play_trainer').filter((e) => e.input.card === 'Switch').length;
    }
    expect([...perDeck.keys()].sort()).toEqual([...ids].sort());
    for (const [deck, s] of perDeck) {
      expect(s.attaches, `${deck} attaches Energy`).toBeGreaterThan(0);
      expect(s.attacks, `${deck} attacks`).toBeGreaterThan(0);
      expect(s.trainers, `${deck} plays Trainers`).toBeGreaterThan(0);
      expect(s.evolutions, `${deck} evolves`).toBeGreaterThan(0);
    }
    // Some two Knock Outs a game by attacks, and the promotions and retreats they bring.
    expect(knockouts).toBeGreaterThan(40);
    expect(promotions).toBeGreaterThan(20);
    expect(retreatsOrSwitches).toBeGreaterThan(0);
  });

  it('never shows a bot the name of an opponent card it could not see', () => {
    for (const { p1: a, p2: b, seed, r } of games) {
      for (const [p, own, other] of [
        ['p1', a, b],
        ['p2', b, a],
      ] as const) {
        const ownNames = new Set(loadBundledDeck(own, registry).entries.map((e) => e.card.name));
        const secret = loadBundledDeck(other, registry)
          .entries.map((e) => e.card.name)
          .filter((n) => !ownNames.has(n) && !r.visibleNames[p]?.has(n))
          // A name inside a name the player may see ("Fire Energy" in "Basic Fire Energy") proves nothing.
          .filter((n) => ![...ownNames, ...(r.visibleNames[p] ?? [])].some((v) => v.includes(n)));
        const seen = (r.seenBy[p] ?? []).join('\n');
        for (const name of secret)
          expect(seen, `${p} saw hidden ${name} (seed ${seed})`).not.toContain(name);
      }
    }
  });
});

describe('bot language models', () => {
  it('the autonomous bot answers a call with one tool call and estimated usage', async () => {
    const r = await playBotGameDirect({
      decks: { p1: 'sv-skeledirge-blaze', p2: 'base-overgrowth' },
      seed: 3,
      maxCalls: 5,
    });
    const bot = createPokemonBot({
      role: 'autonomous',
      player: r.store.state.turn.activePlayer,
      store: r.store as never,
    });
    const prompt: LanguageModelV3Prompt = [
      { role: 'user', content: [{ type: 'text', text: 'Play your turn.' }] },
    ];
    const out = await bot.doGenerate({
      prompt,
      tools: [{ type: 'function', name: 'end_turn', inputSchema: {} }],
    });
    expect(out.content.filter((c) => c.type === 'tool-call')).toHaveLength(1);
    // Usage is counted from what the model was sent and what it answered.
    expect(out.usage.inputTokens.total).toBe(
      countPromptTokens(prompt, [{ name: 'end_turn', inputSchema: {} }]),
    );
    expect(out.usage.outputTokens.total).toBe(countOutputTokens(out.content));
  });

  it('the planner writes a plan in the planner format that parses back', async () => {
    const r = await playBotGameDirect({
      decks: { p1: 'sv-quaquaval-tide', p2: 'base-blackout' },
      seed: 4,
      maxCalls: 12,
    });
    const bot = createPokemonBot({
      role: 'planner',
      player: r.store.state.turn.activePlayer,
      store: r.store as never,
    });
    const out = await bot.doGenerate({
      prompt: [{ role: 'user', content: [{ type: 'text', text: 'Plan.' }] }],
    });
    const text = out.content.find((c) => c.type === 'text')?.text ?? '';
    expect(text).toMatch(/^SITUATION: .+\nPLAN:\n1\. /);
    expect(text).toMatch(/COIN FLIP CONTINGENCIES: /);
    const steps = parsePlan(text) ?? [];
    expect(steps.length).toBeGreaterThan(0);
    expect(['end_turn', 'declare_attack']).toContain(steps[steps.length - 1]?.call.toolName);
  });
});
