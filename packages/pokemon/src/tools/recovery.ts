import { runAgent } from '@playmat/agent';
import {
  createGameToolContext,
  createMatchStore,
  type GameToolContext,
  type ToolCallExample,
} from '@playmat/agent/game';
import { createScriptedModel } from '@playmat/agent/test';
import {
  editDistance,
  type GameState,
  historyActions,
  type PlayerId,
  RngCursor,
  seedRng,
} from '@playmat/engine';
import type { ModelMessage } from 'ai';
import { playBotGameDirect } from '../bots/direct';
import { BUNDLED_DECKS } from '../decks/bundled-decks';
import { pokemonIn } from '../game/board';
import type { PokemonState } from '../game/state';
import { BENCH_ZONES, isBenchZone, zoneKey } from '../game/zones';
import { pokemonSummary } from '../narrative/pokemon-summary';
import { type PokemonPlugin, pokemonNextPhase } from '../plugin/create-pokemon-plugin';

/** The mistakes models make with tools, each measured on its own. */
export const MISTAKE_CLASSES = [
  'wrong case',
  'near-miss name',
  'wrong zone',
  'stale slot',
  'stale #id',
  'unknown tool',
  'missing argument',
] as const;

/** One class of mistake. */
export type MistakeClass = (typeof MISTAKE_CLASSES)[number];

/**
 * Per class: `tries` are mistaken calls that needed fixing (refused, or taken but with another
 * result than the honest call's), `recovered` those fixed by the next call, and `accepted`
 * mistaken calls the tool took as written with the honest call's very result (neither a try
 * nor a recovery: nothing was fixed).
 */
export type RecoveryTally = Record<
  MistakeClass,
  { tries: number; recovered: number; accepted: number }
>;

/** A mistaken call, and how a reader of the error text alone would fix it. */
interface Trial {
  readonly mistake: ToolCallExample;
  /** The next call, made from the error text (and what the seat meant), or `undefined` to give up. */
  readonly repair: (errorText: string) => ToolCallExample | undefined;
  /**
   * A recovery counts only when it ends where the honest call does (the value the seat meant),
   * not merely with some call that succeeds.
   */
  readonly exact?: boolean;
  /**
   * Calls that mean the same to the seat as the honest one: the same call at a spot it cannot
   * tell apart from the one it meant (a Pokémon of the same name, HP and Energy on the Bench
   * too, or another empty Bench spot). Ending where one of them does is ending as meant.
   */
  readonly alike?: readonly ToolCallExample[];
}

const CARD_ARGS = ['card', 'energy'] as const;
const SPOT_ARGS = ['target', 'to', 'pokemon'] as const;

/** Names a model invents for each tool. */
const INVENTED_TOOLS: Record<string, readonly string[]> = {
  play_pokemon: ['bench_pokemon', 'play_basic', 'place_pokemon', 'playPokemon'],
  attach_energy: ['play_energy', 'attach', 'energy_attach', 'attachEnergy'],
  evolve: ['evolve_pokemon', 'evolution', 'evolvePokemon'],
  play_trainer: ['play_item', 'use_trainer', 'play_card', 'use_item', 'play_supporter'],
  declare_ability: ['use_ability', 'activate_ability', 'ability'],
  use_stadium: ['stadium', 'activate_stadium'],
  declare_retreat: ['retreat', 'retreat_pokemon', 'switch_active'],
  declare_attack: ['attack', 'use_attack', 'attackWith'],
  resolve_decision: ['choose', 'make_choice'],
};

const closest = (to: string, options: readonly string[]) =>
  [...options].sort(
    (a, b) =>
      editDistance(to.toLowerCase(), a.toLowerCase()) -
      editDistance(to.toLowerCase(), b.toLowerCase()),
  )[0];

/** Values quoted in a `Legal now: "a", "b".` run of an error text. */
const quotedLegal = (text: string, argument: string) => {
  const line = text
    .split('\n')
    .find((l) => l.includes(`"${argument}"`) && l.includes('Legal now:'));
  return [...(line?.split('Legal now:')[1] ?? '').matchAll(/"([^"]+)"/g)].map(
    (m) => m[1] as string,
  );
};

/**
 * The retry of a call that left out `argument`: the honest call again, when the error text
 * lists the value the seat meant among the legal values of that argument; else `undefined`
 * (a first legal value that is not the one meant is no recovery).
 */
export function retryMissingArgument(
  text: string,
  honest: ToolCallExample,
  argument: string,
): ToolCallExample | undefined {
  const meant = honest.input[argument];
  return typeof meant === 'string' && quotedLegal(text, argument).includes(meant)
    ? honest
    : undefined;
}

/**
 * The retry of a call whose card name had the wrong case: the name listed under "Closest
 * names" that equals it but for case, else `undefined`.
 */
export function retryWrongCase(
  text: string,
  mistake: ToolCallExample,
  argument: string,
): ToolCallExample | undefined {
  const wrong = String(mistake.input[argument]).toLowerCase();
  const line = text.split('\n').find((l) => l.startsWith('Closest names'));
  const names = line?.split(': ')[1]?.replace(/\.$/, '').split(', ') ?? [];
  const pick = names.find((n) => n.toLowerCase() === wrong);
  return pick ? { tool: mistake.tool, input: { ...mistake.input, [argument]: pick } } : undefined;
}

/**
 * The spots an error text lists as your Pokémon or your empty spots, with what each holds as
 * the text says it: `your_bench_1 (Wattrel, HP 60/60, Energy: none)`.
 */
const listedSpots = (text: string) =>
  [
    ...(/(?:Your Pokémon|Your Benched Pokémon|Empty spots): (.*)/.exec(text)?.[1] ?? '').matchAll(
      /\b(your_(?:active|bench_\d))(?: \(((?:[^()]|\([^()]*\))*)\))?/g,
    ),
  ].map((m) => ({
    spot: m[1] as string,
    holds: m[2],
  }));

/**
 * Builds the trial of one mistake class on an honest call, or `undefined` when the call has
 * nothing that mistake could hit. The repairs read only the error text, plus what the seat
 * meant (the card's name, the Pokémon it aimed at, the value it left out).
 */
function trialFor(
  kind: MistakeClass,
  call: ToolCallExample,
  ctx: GameToolContext<PokemonState>,
  rnd: () => number,
): Trial | undefined {
  const input = call.input as Record<string, unknown>;
  const cardArg = CARD_ARGS.find((a) => typeof input[a] === 'string');
  const spotArg = SPOT_ARGS.find((a) => typeof input[a] === 'string');
  const withArg = (arg: string, value: unknown): ToolCallExample => ({
    tool: call.tool,
    input: { ...input, [arg]: value },
  });
  const state = ctx.store.state;
  const cards = ctx.store.engine.definition.cards;
  switch (kind) {
    case 'wrong case': {
      if (!cardArg) return undefined;
      const name = input[cardArg] as string;
      const wrong = rnd() < 0.5 ? name.toUpperCase() : name.toLowerCase();
      if (wrong === name) return undefined;
      const mistake = withArg(cardArg, wrong);
      return { mistake, repair: (text) => retryWrongCase(text, mistake, cardArg), exact: true };
    }
    case 'near-miss name': {
      if (!cardArg) return undefined;
      const name = input[cardArg] as string;
      if (name.length < 5) return undefined;
      // Swap two letters inside the name (never a prefix of the real one).
      const i = 1 + Math.floor(rnd() * (name.length - 3));
      const wrong = name.slice(0, i) + name[i + 1] + name[i] + name.slice(i + 2);
      if (wrong === name) return undefined;
      return {
        mistake: withArg(cardArg, wrong),
        repair: (text) => {
          const line = text.split('\n').find((l) => l.startsWith('Closest names'));
          const names = line?.split(': ')[1]?.replace(/\.$/, '').split(', ') ?? [];
          const pick = closest(wrong, names);
          return pick ? withArg(cardArg, pick) : undefined;
        },
      };
    }
    case 'wrong zone': {
      if (!spotArg) return undefined;
      const spot = input[spotArg] as string;
      const variants = [
        spot.replace('your_', 'my_'),
        spot.replace(/_(\d)$/, '$1'),
        spot.replace('your_', 'player_'),
        spot.replace('_', ' '),
      ].filter((v) => v !== spot && !ctx.toEngineZone(v).ok);
      const wrong = variants[Math.floor(rnd() * variants.length)];
      if (!wrong) return undefined;
      return {
        mistake: withArg(spotArg, wrong),
        repair: (text) => {
          const pick = closest(
            wrong,
            listedSpots(text).map((s) => s.spot),
          );
          return pick ? withArg(spotArg, pick) : undefined;
        },
      };
    }
    case 'stale slot': {
      if (!spotArg) return undefined;
      const spot = input[spotArg] as string;
      const key = ctx.toEngineZone(spot);
      if (!key.ok) return undefined;
      const wantsEmpty = call.tool === 'play_pokemon';
      // A spot that no longer is what the seat remembers: emptied, or filled since.
      const stale = [
        zoneKey(ctx.player, 'active'),
        ...BENCH_ZONES.map((b) => zoneKey(ctx.player, b)),
      ].filter(
        (k) =>
          k !== key.key &&
          (wantsEmpty
            ? (state.zones[k]?.cards.length ?? 0) > 0
            : isBenchZone(k) && (state.zones[k]?.cards.length ?? 0) === 0),
      );
      const wrong = stale[Math.floor(rnd() * stale.length)];
      if (!wrong) return undefined;
      // What the seat meant, as it saw it: the Pokémon in that spot (name, HP, Energy), and
      // whether it was the Active one or on the Bench; or an empty spot of that kind.
      const seen = (k: string) => {
        const mon = pokemonIn(cards, state, k);
        return mon ? pokemonSummary(cards, state, mon) : undefined;
      };
      const meant = wantsEmpty ? undefined : seen(key.key);
      const name = wantsEmpty ? undefined : pokemonIn(cards, state, key.key)?.card.name;
      const bench = isBenchZone(key.key);
      const mine = [
        zoneKey(ctx.player, 'active'),
        ...BENCH_ZONES.map((b) => zoneKey(ctx.player, b)),
      ];
      const alike = mine
        .filter((k) => k !== key.key && isBenchZone(k) === bench && seen(k) === meant)
        .filter((k) => !wantsEmpty || (state.zones[k]?.cards.length ?? 0) === 0)
        .map((k) => withArg(spotArg, ctx.toAgentZone(k)));
      return {
        mistake: withArg(spotArg, ctx.toAgentZone(wrong)),
        repair: (text) => {
          // The spots listed with what the seat saw there; failing that, with its name only.
          const listed = listedSpots(text);
          const byName = listed.filter((s) => s.holds === name);
          const exact = listed.filter((s) => s.holds === meant);
          const spots = exact.length > 0 || byName.length === 0 ? exact : byName;
          const pick = spots.find((s) => s.spot.includes('bench') === bench) ?? spots[0];
          return pick ? withArg(spotArg, pick.spot) : undefined;
        },
        exact: true,
        alike,
      };
    }
    case 'stale #id': {
      if (!cardArg) return undefined;
      const name = input[cardArg] as string;
      const hand = new Set(state.zones[zoneKey(ctx.player, 'hand')]?.cards ?? []);
      // An id the seat saw before, of a card that has left the hand since.
      const gone = Object.keys(state.cards).filter(
        (id) => !hand.has(id) && ctx.store.engine.canSee(state, ctx.player, id),
      );
      const wrong = gone[Math.floor(rnd() * gone.length)];
      if (!wrong) return undefined;
      return {
        mistake: withArg(cardArg, `#${wrong}`),
        repair: (text) => {
          const line = text
            .split('\n')
            .find((l) => l.startsWith('Cards you can name in your_hand'));
          const hit = [...(line ?? '').matchAll(/([^:,]+?) \(#(\d+)\)/g)].find(
            (m) => m[1]?.trim() === name,
          );
          return hit ? withArg(cardArg, `#${hit[2]}`) : undefined;
        },
      };
    }
    case 'unknown tool': {
      const names = INVENTED_TOOLS[call.tool];
      if (!names) return undefined;
      const wrong = names[Math.floor(rnd() * names.length)] as string;
      return {
        mistake: { tool: wrong, input },
        repair: (text) => {
          const listed = [...text.matchAll(/^- (\w+):/gm)].map((m) => m[1] as string);
          return listed.includes(call.tool) ? call : undefined;
        },
      };
    }
    case 'missing argument': {
      const args = Object.keys(input);
      const drop = args[Math.floor(rnd() * args.length)];
      if (drop === undefined) return undefined;
      const { [drop]: _meant, ...rest } = input;
      return {
        mistake: { tool: call.tool, input: rest },
        repair: (text) => retryMissingArgument(text, call, drop),
        exact: true,
      };
    }
  }
}

const FAILED = /^(error|cancelled because)\b/i;

/** The tool results of a run, in order. */
function results(messages: readonly ModelMessage[]): string[] {
  const out: string[] = [];
  for (const m of messages)
    if (m.role === 'tool')
      for (const p of m.content)
        if (p.type === 'tool-result')
          out.push(String((p.output as { value?: unknown }).value ?? ''));
  return out;
}

/** What a run left behind: the cards, where they are, the turn, the choice, the plugin state. */
function fingerprint(state: GameState<PokemonState>): string {
  const zones = Object.fromEntries(Object.values(state.zones).map((z) => [z.key, z.cards]));
  const { cards, turn, pendingDecision, result, plugin } = state;
  return JSON.stringify({ zones, cards, turn, pendingDecision, result, plugin });
}

/** How a trial went: the mistaken call was taken as is, some call succeeded, the end state. */
interface TrialRun {
  readonly takenAsWritten: boolean;
  readonly ok: boolean;
  readonly after: string;
}

/** Plays the mistake, then the repair, through the runtime with the seat's real tools. */
async function runTrial(
  plugin: PokemonPlugin,
  state: GameState<PokemonState>,
  player: PlayerId,
  trial: Trial,
): Promise<TrialRun> {
  const store = createMatchStore(plugin.engine, state);
  const ctx = createGameToolContext({ store, player, plugin });
  const cfg = plugin.getAgentConfig(ctx, 'main');
  const model = createScriptedModel(({ step, prompt }) => {
    if (step === 1)
      return { toolCalls: [{ toolName: trial.mistake.tool, input: trial.mistake.input }] };
    if (step === 2) {
      const last = results(prompt as unknown as ModelMessage[]).at(-1) ?? '';
      if (!FAILED.test(last)) return { text: 'done' };
      const fix = trial.repair(last);
      return fix ? { toolCalls: [{ toolName: fix.tool, input: fix.input }] } : { text: 'stuck' };
    }
    return { text: 'done' };
  });
  const run = await runAgent({
    model,
    system: cfg.system,
    messages: [{ role: 'user', content: cfg.instructions }],
    tools: cfg.tools,
    ...(cfg.toolKinds ? { toolKinds: { ...cfg.toolKinds } } : {}),
    ...(cfg.activeTools ? { activeTools: cfg.activeTools } : {}),
    ...(cfg.legalValues ? { legalValues: cfg.legalValues } : {}),
    maxSteps: 3,
    condense: false,
  });
  const out = results(run.transcript);
  return {
    takenAsWritten: out[0] !== undefined && !FAILED.test(out[0]),
    ok: out.some((r) => !FAILED.test(r)),
    after: fingerprint(store.state),
  };
}

/** Options of {@link measureRecovery}. */
export interface RecoveryOptions {
  readonly plugin: PokemonPlugin;
  /** Bot games whose main-phase positions are used (default 4). */
  readonly games?: number;
  /** Positions taken per game (default 10), spread over the game. */
  readonly positionsPerGame?: number;
  readonly seed?: number;
  /** The classes measured (default all of {@link MISTAKE_CLASSES}). */
  readonly classes?: readonly MistakeClass[];
}

/**
 * Measures how often a seat that makes each class of mistake recovers on its next call from
 * the error text alone: seeded bot games give main-phase positions; at each, an honest legal
 * call (one that succeeds) is spoiled by each mistake class and played through the runtime.
 * A spoiled call the tool takes as written, to the honest call's result, is counted as
 * `accepted`, not as a try.
 */
export async function measureRecovery(options: RecoveryOptions): Promise<RecoveryTally> {
  const { plugin } = options;
  const tally = Object.fromEntries(
    MISTAKE_CLASSES.map((k) => [k, { tries: 0, recovered: 0, accepted: 0 }]),
  ) as RecoveryTally;
  const cursor = new RngCursor(seedRng(options.seed ?? 1));
  const rnd = () => cursor.nextUint32() / 2 ** 32;
  const ids = BUNDLED_DECKS.map((d) => d.id);
  for (let g = 0; g < (options.games ?? 4); g++) {
    const game = await playBotGameDirect({
      decks: { p1: ids[g % ids.length] as string, p2: ids[(g * 3 + 1) % ids.length] as string },
      seed: (options.seed ?? 1) * 1000 + g,
      plugin,
      keepLog: false,
    });
    const positions: { state: GameState<PokemonState>; player: PlayerId }[] = [];
    let s = game.store.history.initial;
    for (const action of historyActions(game.store.history)) {
      const r = plugin.engine.execute(s, action);
      if (!r.ok) break;
      s = r.state;
      const who = plugin.whoActs(s);
      if (who && !s.pendingDecision && pokemonNextPhase(s, who) === 'main')
        positions.push({ state: s, player: who });
    }
    const wanted = options.positionsPerGame ?? 10;
    const stride = Math.max(1, Math.floor(positions.length / wanted));
    for (let i = 0; i < positions.length && i / stride < wanted; i += stride) {
      const { state, player } = positions[i] as (typeof positions)[number];
      const ctx = createGameToolContext({
        store: createMatchStore(plugin.engine, state),
        player,
        plugin,
      });
      const honest = (plugin.legalCalls?.(ctx) ?? []).filter((c) => c.tool !== 'end_turn');
      for (const kind of options.classes ?? MISTAKE_CLASSES) {
        // An honest call this mistake can hit, that succeeds as meant.
        const order = [...honest].sort(() => rnd() - 0.5);
        for (const call of order) {
          const trial = trialFor(kind, call, ctx, rnd);
          if (!trial) continue;
          const meant = await runTrial(plugin, state, player, {
            mistake: call,
            repair: () => undefined,
          });
          if (!meant.ok) continue;
          const asMeant = new Set([meant.after]);
          for (const same of trial.alike ?? []) {
            const r = await runTrial(plugin, state, player, {
              mistake: same,
              repair: () => undefined,
            });
            if (r.ok) asMeant.add(r.after);
          }
          const run = await runTrial(plugin, state, player, trial);
          if (run.takenAsWritten && asMeant.has(run.after)) tally[kind].accepted++;
          else {
            tally[kind].tries++;
            if (!run.takenAsWritten && run.ok && (!trial.exact || asMeant.has(run.after)))
              tally[kind].recovered++;
          }
          break;
        }
      }
    }
  }
  return tally;
}
