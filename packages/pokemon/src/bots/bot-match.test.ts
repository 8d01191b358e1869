import type { LanguageModelV3CallOptions } from '@ai-sdk/provider';
import { DEFAULT_MAX_STEPS } from '@playmat/agent';
import type { AiMode, GameEvent } from '@playmat/agent/game';
import { type Action, execute, type PlayerId } from '@playmat/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUNDLED_DECKS } from '../decks/bundled-decks';
import { createPokemonMatch, createPokemonPlugin } from '../plugin';
import { buildInstructions } from '../prompts/prompt-builder';
import { pokemonInvariantViolations } from '../test/invariants';
import { namesSeenInLog } from '../test/names-seen-in-log';
import { deep } from '../test/runs';
import { type BotMatchResult, playBotMatch } from './bot-match';

const plugin = createPokemonPlugin();
const ids = BUNDLED_DECKS.map((d) => d.id);

const PLANNER_INSTRUCTIONS = JSON.stringify(buildInstructions('planner')).slice(1, -1);
/** Decks with an attack that discards Energy, and the others. */
const DISCARDERS = ['base-zap', 'base-brushfire', 'sv-pawmot-thunder', 'sv-skeledirge-blaze'];
const OTHERS = ids.filter((id) => !DISCARDERS.includes(id));

/** One seeded game of the shared set, and what was seen while it was played. */
interface Played {
  readonly label: string;
  readonly decks: { readonly p1: string; readonly p2: string };
  readonly seed: number;
  readonly mode: AiMode;
  readonly result: BotMatchResult;
  readonly events: readonly GameEvent[];
  /** Hidden card names sent to a bot model. */
  readonly leaks: readonly string[];
  /** Hidden names looked for in the requests. */
  readonly checked: number;
}

/**
 * Plays a seeded game, checking every request a bot model is sent for hidden card names:
 * the opponent's hand, deck and Prize cards, and the player's own Prize cards.
 */
async function playWatched(p1: string, p2: string, seed: number, mode: AiMode): Promise<Played> {
  const decks = { p1, p2 };
  const store = createPokemonMatch({ decks, seed, plugin });
  const prizeZones = [1, 2, 3, 4, 5, 6].map((n) => `prizes_${n}`);
  const inPlayZones = ['hand', 'active', 'discard', 'lost_zone', 'deck'].concat(
    [1, 2, 3, 4, 5].map((n) => `bench_${n}`),
  );
  const names = (player: PlayerId, zones: readonly string[]) =>
    zones.flatMap((z) =>
      (store.state.zones[`${player}:${z}`]?.cards ?? []).map(
        (id) => plugin.registry.get(store.state.cards[id]?.templateId ?? '')?.name ?? '?',
      ),
    );
  const leaks: string[] = [];
  let checked = 0;
  /** Names each player's view has shown so far: a card seen in play stays known after. */
  const seen: Record<PlayerId, Set<string>> = { p1: new Set(), p2: new Set() };
  const onRequest = (player: PlayerId, params: LanguageModelV3CallOptions) => {
    const opponent = player === 'p1' ? 'p2' : 'p1';
    // What the player may name: what its view shows and has shown (a Grass Energy once in the
    // discard may be named after it went back to the hand), and its own cards outside the
    // prizes (a search of its own deck lists those).
    const known = seen[player] as Set<string>;
    for (const z of Object.values(plugin.engine.view(store.state, player).zones))
      for (const c of z.cards) known.add(c.name);
    // And what a log line showed it when written (Jacq's finds, moved on from the reveal).
    for (const name of namesSeenInLog(store.state, player, plugin.registry)) known.add(name);
    const allowed = new Set([...names(player, inPlayZones), ...known]);
    const hidden = new Set([
      ...names(opponent, ['hand', 'deck', ...prizeZones]),
      ...names(player, prizeZones),
    ]);
    // The system prompt is fixed text (its examples name cards); the rest is game-specific.
    // Card reference lines quote other names from printed text ("evolves from Gastly"):
    // the reference only lists visible cards, so it is left out of the name check.
    // The planner's fixed instructions (an example plan names cards) are left out too, and so
    // are cards revealed for an effect (Jacq reveals what it finds): they were public then.
    const text = JSON.stringify(params.prompt.filter((m) => m.role !== 'system'))
      .split(PLANNER_INSTRUCTIONS)
      .join('')
      .replace(/\[[a-z0-9-]+\] \|.*?(?=\\n)/g, '[ref]')
      .replace(/ revealed .*?(?=\\n|")/g, ' revealed [card]');
    for (const name of hidden) {
      if ([...allowed].some((a) => a.includes(name))) continue;
      checked++;
      if (text.includes(name)) leaks.push(`${player} was sent hidden "${name}"`);
    }
  };
  const events: GameEvent[] = [];
  const result = await playBotMatch({
    decks,
    seed,
    store,
    mode,
    plugin,
    onEvent: (e) => events.push(e),
    onRequest: (player, _role, params) => onRequest(player, params),
  });
  return {
    label: `${p1} vs ${p2} (${mode}, seed ${seed})`,
    decks,
    seed,
    mode,
    result,
    events,
    leaks,
    checked,
  };
}

describe('bots through the agent runtime (playMatch)', () => {
  // One set of seeded games serves every check below: five per mode, four of them with one deck
  // whose attacks discard Energy, so each bundled deck plays once in each mode and once on each
  // seat. `test:deep` (PLAYMAT_DEEP=1) plays every ordered pairing in both modes (180 games).
  const pairings: [AiMode, string, string][] = deep
    ? (['autonomous', 'pipeline'] as const).flatMap((mode) =>
        ids.flatMap((a) =>
          ids.filter((b) => b !== a).map((b): [AiMode, string, string] => [mode, a, b]),
        ),
      )
    : [
        ...DISCARDERS.flatMap((d, k): [AiMode, string, string][] => [
          ['autonomous', d, OTHERS[k] as string],
          ['pipeline', OTHERS[k] as string, DISCARDERS[(k + 1) % 4] as string],
        ]),
        // The two decks left (Fossil's) meet each other once per mode, one on each seat.
        ['autonomous', OTHERS[4] as string, OTHERS[5] as string],
        ['pipeline', OTHERS[5] as string, OTHERS[4] as string],
      ];
  const games: Played[] = [];
  beforeAll(
    async () => {
      for (const [i, [mode, a, b]] of pairings.entries())
        games.push(await playWatched(a, b, 20 + i, mode));
    },
    deep ? 1_800_000 : 120_000,
  );

  it('finish with every bundled deck in both modes and on both seats, without stalls', () => {
    for (const mode of ['autonomous', 'pipeline'] as const)
      expect(
        new Set(games.filter((g) => g.mode === mode).flatMap((g) => [g.decks.p1, g.decks.p2])).size,
      ).toBe(ids.length);
    for (const seat of ['p1', 'p2'] as const)
      expect(new Set(games.map((g) => g.decks[seat])).size).toBe(ids.length);
    for (const { label, result } of games) {
      const { summary } = result;
      expect(summary.end, `${label}: ${summary.reason}`).toBe('game_over');
      expect(summary.winner, label).toMatch(/^p[12]$/);
      expect(summary.stalls, `${label} stalls`).toBe(0);
      expect(summary.rejected / summary.toolCalls, label).toBeLessThan(0.25);
    }
  });

  it('the pipeline plans, executes and asks for replans, with few rejected calls', () => {
    const pipeline = games.filter((g) => g.mode === 'pipeline');
    let rejected = 0;
    let calls = 0;
    let replans = 0;
    for (const { label, result, events } of pipeline) {
      for (const p of ['p1', 'p2']) {
        const roles = result.summary.perPlayer[p]?.byRole ?? {};
        // One planner call per plan (a turn, or a replan), carried out by the executor.
        expect(roles.planner?.calls ?? 0, `${label} ${p} planner calls`).toBe(
          events.filter((e) => e.type === 'plan' && e.player === p).length,
        );
        expect(roles.executor?.calls ?? 0, `${label} ${p} executor calls`).toBeGreaterThan(
          roles.planner?.calls ?? 0,
        );
      }
      // The count of replans is the count of replan events.
      expect(result.replans, label).toBe(events.filter((e) => e.type === 'replan').length);
      replans += result.replans;
      rejected += result.summary.rejected;
      calls += result.summary.toolCalls;
      // A replan is the executor's request_replan tool call, followed by a fresh plan.
      for (const [i, e] of events.entries()) {
        if (e.type !== 'replan') continue;
        const call = events.slice(0, i).findLast((x) => x.type === 'tool_call');
        expect(call?.type === 'tool_call' && call.tool, label).toBe('request_replan');
        expect(
          events.slice(i).find((x) => x.type === 'plan' || x.type === 'match_end')?.type,
          label,
        ).toBe('plan');
      }
    }
    expect(replans).toBeGreaterThan(0);
    expect(calls).toBeGreaterThan(150);
    // The executor re-checks each step and replans instead of guessing.
    expect(rejected / calls).toBeLessThan(0.08);
  });

  it('attacks that discard Energy discard it as part of the attack, carried out by the game', () => {
    let discards = 0;
    let attacks = 0;
    for (const { label, events } of games) {
      const pending = new Set<string>();
      for (const e of events) {
        if (e.type !== 'agent') continue;
        const ev = e.event;
        if (ev.type === 'tool-call') {
          // A seat has no raw move to discard with, and an attack takes its name only.
          expect(['discard_pokemon_cards', 'move_card', 'add_counter'], label).not.toContain(
            ev.toolName,
          );
          if (ev.toolName === 'declare_attack') {
            expect(Object.keys(ev.input as object), label).toEqual(['attack']);
            pending.add(ev.toolCallId);
          }
        } else if (ev.type === 'tool-result' && pending.has(ev.toolCallId)) {
          attacks++;
          if (
            /moved (an? |\w+ )?\w* ?Energy from your_active to your_discard/.test(String(ev.output))
          )
            discards++;
        }
      }
    }
    // Four games a mode have a deck whose attacks discard Energy (Zap, Brushfire, Pawmot,
    // Skeledirge); the Fossil decks meet each other.
    expect(OTHERS).toHaveLength(6);
    expect(attacks).toBeGreaterThan(50);
    // How many of those games reach such an attack shifts with the bots' other choices.
    expect(discards).toBeGreaterThan(0);
  });

  it('never send a bot model a hidden card name (opponent hand/deck/prizes, own prizes)', () => {
    for (const g of games) expect(g.leaks, g.label).toEqual([]);
    // The check had hidden names to look for.
    expect(games.reduce((n, g) => n + g.checked, 0)).toBeGreaterThan(1000);
  });

  it('the busiest turn fits the step budget (a 26-step turn once stalled in the soak)', () => {
    // Seed 10007 of the soak once took 26 steps in one main phase (Nest Ball, a search, a move,
    // a shuffle…), one more than the budget, and the stall guard ended the turn. Cards are one
    // action each now; the longest turn of every game here must stay well inside the budget.
    let longest = 0;
    for (const { label, events } of games) {
      const perTurn = new Map<string, number>();
      let turn = '';
      for (const e of events) {
        if (e.type === 'turn_start') turn = `${e.turn}`;
        else if (e.type === 'tool_call') perTurn.set(turn, (perTurn.get(turn) ?? 0) + 1);
      }
      const most = Math.max(...perTurn.values());
      expect(most, label).toBeLessThan(DEFAULT_MAX_STEPS);
      longest = Math.max(longest, most);
    }
    // Some turns are busy: several cards played, searched and attached.
    expect(longest).toBeGreaterThan(8);
  });

  // Every game is a golden game checked by an oracle, not compared with a stored transcript:
  // its recorded actions are replayed from the initial state through the rules, every state on
  // the way must satisfy the game's invariants, the replay must end on the state the match
  // ended on, and the result must be borne out by the board.
  it('replay through the rules, step by step, keeping every invariant, to the final state', () => {
    const cards = plugin.engine.definition.cards;
    let replayed = 0;
    for (const { label, result } of games) {
      const { summary, store } = result;
      expect(store.state.settings.enforcement, label).toBe('strict');
      const { history } = store;
      const actions = history.buffer.slice(0, history.length) as Action[];
      expect(pokemonInvariantViolations(history.initial, cards), label).toEqual([]);
      let state = history.initial;
      for (const [i, action] of actions.entries()) {
        // Every recorded action is legal again under strict rules, from the replayed state.
        const r = execute(plugin.engine.definition, state, action);
        if (!r.ok) throw new Error(`${label}, step ${i} (${action.type}): ${r.error.message}`);
        const broken = pokemonInvariantViolations(r.state, cards, state);
        if (broken.length > 0) expect(broken, `${label}, after step ${i}`).toEqual([]);
        state = r.state;
      }
      expect(JSON.stringify(state), label).toBe(JSON.stringify(store.state));
      // The summary tells what the board shows.
      expect(state.result?.winners, label).toEqual([summary.winner]);
      expect(state.result?.reason, label).toBe(summary.reason);
      replayed += actions.length;
    }
    expect(replayed).toBeGreaterThan(games.length * 100);
  });

  it('play the same game again from the same seed: the same calls, results and final state', async () => {
    const first = games[0] as Played;
    const again = await playWatched(first.decks.p1, first.decks.p2, first.seed, first.mode);
    const log = (events: readonly GameEvent[]) =>
      events.flatMap((e) =>
        e.type === 'tool_call'
          ? [`${e.player} ${e.tool} ${JSON.stringify(e.input)}`]
          : e.type === 'tool_result'
            ? [`  ${e.ok ? 'ok' : 'failed'}: ${e.summary}`]
            : e.type === 'turn_start'
              ? [`turn ${e.turn} ${e.player}`]
              : [],
      );
    expect(log(again.events).length).toBeGreaterThan(20);
    expect(log(again.events)).toEqual(log(first.events));
    expect(JSON.stringify(again.result.store.state)).toBe(JSON.stringify(first.result.store.state));
  }, 60_000);
});
