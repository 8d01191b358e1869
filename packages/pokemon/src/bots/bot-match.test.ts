import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LanguageModelV3CallOptions } from '@ai-sdk/provider';
import type { GameEvent } from '@playmat/agent/game';
import type { PlayerId } from '@playmat/engine';
import { describe, expect, it } from 'vitest';
import { BUNDLED_DECKS } from '../decks/bundled-decks';
import { createPokemonMatch, createPokemonPlugin } from '../plugin';
import { playBotMatch } from './bot-match';

const plugin = createPokemonPlugin();
const ids = BUNDLED_DECKS.map((d) => d.id);

describe('bots through the agent runtime (playMatch)', () => {
  it('finish every ordered pairing of the bundled decks in autonomous mode', async () => {
    let games = 0;
    for (const [i, a] of ids.entries()) {
      for (const [j, b] of ids.entries()) {
        if (i === j) continue;
        const { summary } = await playBotMatch({
          decks: { p1: a, p2: b },
          seed: i * 31 + j,
          plugin,
        });
        expect(summary.end, `${a} vs ${b}: ${summary.reason}`).toBe('game_over');
        expect(summary.winner, `${a} vs ${b}`).not.toBeNull();
        expect(summary.stalls, `${a} vs ${b} stalls`).toBe(0);
        expect(summary.rejected / summary.toolCalls, `${a} vs ${b}`).toBeLessThan(0.25);
        games++;
      }
    }
    expect(games).toBe(ids.length * (ids.length - 1));
    // 56 games through the runtime: generous, since CI runs every package's suite at once.
  }, 300_000);

  it('a busy main phase fits its step budget (found stalled in the 1,000-game soak)', async () => {
    // Seed 10007: Nest Ball, a search, a move, a shuffle and more in one turn took 26 steps,
    // one more than the runtime's default budget, and the stall guard had to end the turn.
    const { summary } = await playBotMatch({
      decks: { p1: 'sv-quaquaval-tide', p2: 'sv-pawmot-thunder' },
      seed: 10007,
      plugin,
    });
    expect(summary.end).toBe('game_over');
    expect(summary.stalls).toBe(0);
  }, 60_000);

  it('finish games in pipeline mode, and the executor asks for a replan', async () => {
    const events: GameEvent[] = [];
    let replans = 0;
    for (let seed = 0; seed < 4; seed++) {
      const r = await playBotMatch({
        decks: { p1: ids[seed % ids.length] as string, p2: ids[(seed + 5) % ids.length] as string },
        seed,
        mode: 'pipeline',
        plugin,
        onEvent: (e) => events.push(e),
      });
      expect(r.summary.end, r.summary.reason).toBe('game_over');
      expect(r.summary.winner).not.toBeNull();
      for (const p of ['p1', 'p2']) {
        const roles = r.summary.perPlayer[p]?.byRole ?? {};
        expect(roles.planner?.calls ?? 0, `${p} planner calls`).toBeGreaterThan(0);
        expect(roles.executor?.calls ?? 0, `${p} executor calls`).toBeGreaterThan(0);
      }
      replans += r.replans;
    }
    expect(replans).toBeGreaterThan(0);
    // A replan is the executor's request_replan tool call, followed by a fresh plan.
    const i = events.findIndex((e) => e.type === 'replan');
    expect(
      events.slice(0, i).findLast((e) => e.type === 'tool_call')?.type === 'tool_call' &&
        (events.slice(0, i).findLast((e) => e.type === 'tool_call') as { tool: string }).tool,
    ).toBe('request_replan');
    expect(events.slice(i).find((e) => e.type === 'plan')).toBeDefined();
  }, 120_000);

  it('the pipeline executor makes few rejected calls (it re-checks steps, replans instead)', async () => {
    let rejected = 0;
    let calls = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const { summary } = await playBotMatch({
        decks: {
          p1: ids[seed % ids.length] as string,
          p2: ids[(seed * 3 + 1) % ids.length] as string,
        },
        seed,
        mode: 'pipeline',
        plugin,
      });
      expect(summary.end, summary.reason).toBe('game_over');
      rejected += summary.rejected;
      calls += summary.toolCalls;
    }
    expect(calls).toBeGreaterThan(300);
    expect(rejected / calls).toBeLessThan(0.08);
  }, 120_000);

  it('declares attacks that discard Energy with discard_energy, never with card_effect', async () => {
    const discarders = ['base-brushfire', 'base-zap', 'sv-pawmot-thunder', 'sv-skeledirge-blaze'];
    const attacks: { input: Record<string, unknown>; ok: boolean; text: string }[] = [];
    let discardTool = 0;
    for (let seed = 0; seed < 8; seed++) {
      let pending: Record<string, unknown> | undefined;
      await playBotMatch({
        decks: {
          p1: discarders[seed % 4] as string,
          p2: discarders[(seed + 1 + (seed >> 2)) % 4] as string,
        },
        seed,
        mode: seed % 2 === 0 ? 'autonomous' : 'pipeline',
        plugin,
        onEvent: (e) => {
          if (e.type === 'tool_call') {
            pending =
              e.tool === 'declare_attack' ? (e.input as Record<string, unknown>) : undefined;
            if (e.tool === 'discard_pokemon_cards') discardTool++;
          } else if (e.type === 'tool_result' && pending) {
            attacks.push({ input: pending, ok: e.ok, text: e.summary });
            pending = undefined;
          }
        },
      });
    }
    expect(attacks.filter((a) => a.input.card_effect !== undefined)).toEqual([]);
    expect(discardTool).toBe(0);
    const discarding = attacks.filter((a) => Array.isArray(a.input.discard_energy));
    expect(discarding.length).toBeGreaterThan(3);
    for (const a of discarding) {
      expect(a.ok, a.text).toBe(true);
      expect(a.text).toMatch(/Discarded .*Energy.* from it\./);
    }
  }, 120_000);

  it('replays a seeded game exactly as the stored golden log', async () => {
    const log: string[] = [];
    const { summary } = await playBotMatch({
      decks: { p1: 'sv-pawmot-thunder', p2: 'base-zap' },
      seed: 'golden-1',
      plugin,
      onEvent: (e) => {
        if (e.type === 'tool_call') log.push(`${e.player} ${e.tool} ${JSON.stringify(e.input)}`);
        else if (e.type === 'tool_result') log.push(`  ${e.ok ? 'ok' : 'failed'}: ${e.summary}`);
        else if (e.type === 'turn_start') log.push(`turn ${e.turn} ${e.player}`);
      },
    });
    const actual = { winner: summary.winner, reason: summary.reason, turns: summary.turns, log };
    const file = join(__dirname, '__fixtures__', 'golden-playthrough.json');
    if (process.env.UPDATE_GOLDEN === '1')
      writeFileSync(file, `${JSON.stringify(actual, null, 1)}\n`);
    expect(existsSync(file), 'golden fixture missing: run with UPDATE_GOLDEN=1').toBe(true);
    expect(actual).toEqual(JSON.parse(readFileSync(file, 'utf8')));
  });

  it('never send a bot model a hidden card name (opponent hand/deck/prizes, own prizes)', async () => {
    const prizeZones = [1, 2, 3, 4, 5, 6].map((n) => `prizes_${n}`);
    const inPlayZones = ['hand', 'active', 'discard', 'lost_zone', 'deck'].concat(
      [1, 2, 3, 4, 5].map((n) => `bench_${n}`),
    );
    let checked = 0;
    for (let seed = 0; seed < 10; seed++) {
      const decks = {
        p1: ids[seed % ids.length] as string,
        p2: ids[(seed * 3 + 1) % ids.length] as string,
      };
      const store = createPokemonMatch({ decks, seed, plugin });
      const names = (player: PlayerId, zones: readonly string[]) =>
        zones.flatMap((z) =>
          (store.state.zones[`${player}:${z}`]?.cards ?? []).map(
            (id) => plugin.registry.get(store.state.cards[id]?.templateId ?? '')?.name ?? '?',
          ),
        );
      const leaks: string[] = [];
      const onRequest = (player: PlayerId, params: LanguageModelV3CallOptions) => {
        const opponent = player === 'p1' ? 'p2' : 'p1';
        // What the player may name: what its view shows, and its own cards outside the prizes
        // (a search of its own deck lists those).
        const allowed = new Set(names(player, inPlayZones));
        for (const z of Object.values(plugin.engine.view(store.state, player).zones))
          for (const c of z.cards) allowed.add(c.name);
        const hidden = new Set([
          ...names(opponent, ['hand', 'deck', ...prizeZones]),
          ...names(player, prizeZones),
        ]);
        // The system prompt is fixed text (its examples name cards); the rest is game-specific.
        const text = JSON.stringify(params.prompt.filter((m) => m.role !== 'system'));
        for (const name of hidden) {
          if ([...allowed].some((a) => a.includes(name))) continue;
          checked++;
          if (text.includes(name)) leaks.push(`${player} was sent hidden "${name}" (seed ${seed})`);
        }
      };
      await playBotMatch({
        decks,
        seed,
        store,
        mode: seed % 2 === 0 ? 'autonomous' : 'pipeline',
        plugin,
        onRequest: (player, _role, params) => onRequest(player, params),
      });
      expect(leaks).toEqual([]);
    }
    // The check had hidden names to look for.
    expect(checked).toBeGreaterThan(1000);
  }, 120_000);
});
