import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LanguageModelV3CallOptions } from '@ai-sdk/provider';
import type { GameEvent } from '@playmat/agent/game';
import { type PlayerId, replay } from '@playmat/engine';
import { describe, expect, it } from 'vitest';
import { BUNDLED_DECKS } from '../decks/bundled-decks';
import { createPokemonMatch, createPokemonPlugin } from '../plugin';
import { buildInstructions } from '../prompts/prompt-builder';
import { playBotMatch } from './bot-match';

const plugin = createPokemonPlugin();
const ids = BUNDLED_DECKS.map((d) => d.id);

const PLANNER_INSTRUCTIONS = JSON.stringify(buildInstructions('planner')).slice(1, -1);

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

  it('attacks that discard Energy discard it as part of the attack, carried out by the game', async () => {
    const discarders = ['base-brushfire', 'base-zap', 'sv-pawmot-thunder', 'sv-skeledirge-blaze'];
    let discards = 0;
    let attacks = 0;
    for (let seed = 0; seed < 8; seed++) {
      const pending = new Map<string, string>();
      await playBotMatch({
        decks: {
          p1: discarders[seed % 4] as string,
          p2: discarders[(seed + 1 + (seed >> 2)) % 4] as string,
        },
        seed,
        mode: seed % 2 === 0 ? 'autonomous' : 'pipeline',
        plugin,
        onEvent: (e) => {
          if (e.type !== 'agent') return;
          const ev = e.event;
          if (ev.type === 'tool-call') {
            // A seat has no raw move to discard with, and an attack takes its name only.
            expect(['discard_pokemon_cards', 'move_card', 'add_counter']).not.toContain(
              ev.toolName,
            );
            if (ev.toolName === 'declare_attack') {
              expect(Object.keys(ev.input as object)).toEqual(['attack']);
              pending.set(ev.toolCallId, String((ev.input as { attack: string }).attack));
            }
          } else if (ev.type === 'tool-result' && pending.has(ev.toolCallId)) {
            attacks++;
            const text = String(ev.output);
            if (/moved (an? |\w+ )?\w* ?Energy from your_active to your_discard/.test(text))
              discards++;
          }
        },
      });
    }
    expect(attacks).toBeGreaterThan(20);
    expect(discards).toBeGreaterThan(3);
  }, 120_000);

  it('replays a seeded game exactly as the stored golden log', async () => {
    const log: string[] = [];
    const { summary, store } = await playBotMatch({
      decks: { p1: 'sv-pawmot-thunder', p2: 'base-zap' },
      seed: 'golden-1',
      plugin,
      onEvent: (e) => {
        if (e.type === 'tool_call') log.push(`${e.player} ${e.tool} ${JSON.stringify(e.input)}`);
        else if (e.type === 'tool_result') log.push(`  ${e.ok ? 'ok' : 'failed'}: ${e.summary}`);
        else if (e.type === 'turn_start') log.push(`turn ${e.turn} ${e.player}`);
      },
    });
    // The oracle: the recorded actions replayed on the initial state give the same final state.
    const { history } = store;
    const replayed = replay(
      plugin.engine.definition,
      history.initial,
      history.buffer.slice(0, history.length),
    );
    expect(replayed.ok && JSON.stringify(replayed.state)).toBe(JSON.stringify(store.state));
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
        // Card reference lines quote other names from printed text ("evolves from Gastly"):
        // the reference only lists visible cards, so it is left out of the name check.
        // The planner's fixed instructions (an example plan names cards) are left out too.
        const text = JSON.stringify(params.prompt.filter((m) => m.role !== 'system'))
          .split(PLANNER_INSTRUCTIONS)
          .join('')
          .replace(/\[[a-z0-9-]+\] \|.*?(?=\\n)/g, '[ref]');
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
