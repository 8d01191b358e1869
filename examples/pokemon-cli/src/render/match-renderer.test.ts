import type { GameView, LogEntry } from '@playmat/engine';
import { getBundledRegistry } from '@playmat/pokemon';
import { describe, expect, it } from 'vitest';
import type { MatchResult } from '../match/types';
import { createPalette, stripAnsi, visibleLength } from './ansi';
import {
  clip,
  createMatchRenderer,
  formatInput,
  money,
  newTail,
  outcomeLine,
  table,
  tokens,
} from './match-renderer';

const seats = [
  { id: 'p1', model: 'bot', deck: 'base-brushfire' },
  { id: 'p2', model: 'anthropic/claude-sonnet-4-5', deck: 'base-overgrowth' },
];
const view = (log: LogEntry[] = []): GameView => ({
  viewer: 'spectator',
  players: ['p1', 'p2'],
  turn: { number: 1, round: 1, activePlayer: 'p1', phase: 'main' },
  result: null,
  pendingDecision: null,
  zones: {},
  log,
});
const result: MatchResult = {
  winner: 'p2',
  end: 'game_over',
  reason: 'p2 took all their Prize cards',
  turns: 17,
  toolCalls: 120,
  rejected: 3,
  stalls: 0,
  stateHash: 'abcdef0123456789abcdef',
  aborted: false,
  durationMs: 2500,
  perPlayer: {
    p1: {
      toolCalls: 60,
      rejected: 1,
      usage: { inputTokens: 0, outputTokens: 0 },
      cost: 0,
      byRole: {},
    },
    p2: {
      toolCalls: 60,
      rejected: 2,
      usage: { inputTokens: 123_456, outputTokens: 7_890 },
      cost: 0.4887,
      byRole: {
        autonomous: {
          usage: { inputTokens: 123_456, outputTokens: 7_890 },
          cost: 0.4887,
          calls: 42,
        },
      },
    },
  },
};

function render(quiet = false) {
  const lines: string[] = [];
  const r = createMatchRenderer({
    write: (l) => lines.push(l),
    palette: createPalette(false),
    seats,
    cards: getBundledRegistry(),
    quiet,
  });
  return { r, lines };
}

describe('createMatchRenderer', () => {
  it('pairs each tool call with its outcome on one line', () => {
    const { r, lines } = render();
    r.event(
      {
        type: 'tool_call',
        player: 'p1',
        tool: 'attach_energy',
        input: { energy: 'Fire Energy', target: 'your_active' },
      },
      view,
    );
    r.event(
      {
        type: 'tool_result',
        player: 'p1',
        tool: 'attach_energy',
        ok: true,
        summary: 'Attached Fire Energy to Charmander.\nmore',
      },
      view,
    );
    r.event(
      { type: 'tool_call', player: 'p2', tool: 'play_trainer', input: { card: 'Bill' } },
      view,
    );
    r.event(
      {
        type: 'tool_result',
        player: 'p2',
        tool: 'play_trainer',
        ok: false,
        summary: 'No card "Bill" in your hand.',
      },
      view,
    );
    expect(lines).toEqual([
      '  p1 ✓ attach_energy energy="Fire Energy" target=your_active → Attached Fire Energy to Charmander.',
      '  p2 ✗ play_trainer card=Bill → No card "Bill" in your hand.',
    ]);
  });

  it('prints knock-outs from the public log once, and warnings', () => {
    const { r, lines } = render();
    const log: LogEntry[] = [
      {
        seq: 3,
        turn: 4,
        player: 'p1',
        action: 'declare_attack',
        message: "p2's Bulbasaur was Knocked Out; p1 took 1 Prize card",
      },
    ];
    r.event({ type: 'warning', player: 'p2', message: 'Soft rule: one Supporter per turn' }, () =>
      view(log),
    );
    r.event({ type: 'phase_end', player: 'p1' }, () => view(log));
    expect(lines).toEqual([
      "  ✖ p2's Bulbasaur was Knocked Out; p1 took 1 Prize card",
      '  p2 ! Soft rule: one Supporter per turn',
    ]);
  });

  it('prints a summary with the winner line and figures per player and role, aligned', () => {
    const { r, lines } = render(true);
    r.event({ type: 'tool_result', player: 'p1', tool: 'end_turn', ok: true }, view);
    r.summary(result);
    expect(lines).toContain('Winner: p2 base-overgrowth — p2 took all their Prize cards');
    expect(lines).toContain('Turns 17 · tool calls 120 · rejected 3 · 2.5s');
    const at = lines.findIndex((l) => l.startsWith('player'));
    const table = lines.slice(at, at + 4);
    expect(table[0]).toMatch(
      /^player +role +model calls +tool calls +rejected +in tok +out tok +cost$/,
    );
    // The bot's figures are estimates (marked ~); the total row fills every column and the
    // role rows add up to it.
    expect(table[1]).toMatch(/^p1 bot +total +0 +60 +1 +~0 +~0 +\$0$/);
    expect(table[2]).toMatch(
      /^p2 anthropic\/claude-sonnet-4-5 +total +42 +60 +2 +123\.5k +7890 +\$0\.49$/,
    );
    expect(table[3]).toMatch(/^ +autonomous +42 +123\.5k +7890 +\$0\.49$/);
    const costColumn = table.map((l) => l.length);
    expect(new Set(costColumn).size).toBe(1);
    expect(lines.slice(at + 4)).toEqual([
      '~ estimated: the offline bot sends no request; its tokens are the prompt, tool definitions',
      "  and replies a model would read and write, counted with the o200k_base tokenizer (OpenAI's",
      '  GPT-4o, GPT-4.1, o-series): an estimate for other providers, whose tokenizers differ.',
      'Costs are estimated from list prices per token, not read from a bill.',
    ]);
  });

  it('sums the roles of a pipeline seat into its total row', () => {
    const { r, lines } = render(true);
    const role = (input: number, output: number, cost: number, calls: number) => ({
      usage: { inputTokens: input, outputTokens: output },
      cost,
      calls,
      modelIds: ['anthropic/claude-sonnet-4-5'],
    });
    r.summary({
      ...result,
      perPlayer: {
        p2: {
          toolCalls: 30,
          rejected: 0,
          usage: { inputTokens: 3000, outputTokens: 300 },
          cost: 0.03,
          byRole: { planner: role(1000, 200, 0.01, 4), executor: role(2000, 100, 0.02, 20) },
        },
      },
    });
    const at = lines.findIndex((l) => l.startsWith('player'));
    expect(lines.slice(at + 1, at + 4)).toEqual([
      expect.stringMatching(/^p2 \S+ +total +24 +30 +0 +3000 +300 +\$0\.03$/),
      expect.stringMatching(/^ +planner +4 +1000 +200 +\$0\.01$/),
      expect.stringMatching(/^ +executor +20 +2000 +100 +\$0\.02$/),
    ]);
    // Nothing estimated: no note about estimates.
    expect(lines.join('\n')).not.toContain('~');
  });

  it("numbers turns by the game (1 = the first player's first turn), whoever goes first", () => {
    const { r, lines } = render();
    const at = (gameTurn: number) => () => ({ ...view(), plugin: { gameTurn } });
    r.event({ type: 'turn_start', player: 'p2', turn: 2 }, at(1));
    r.event({ type: 'turn_start', player: 'p1', turn: 3 }, at(2));
    expect(lines.filter((l) => l.startsWith('──')).map((l) => l.slice(0, 28))).toEqual([
      '── Turn 1 · p2 base-overgrow',
      '── Turn 2 · p1 base-brushfir',
    ]);
  });

  it('says when nobody won', () => {
    const { r, lines } = render(true);
    r.summary({ ...result, winner: null, reason: 'turn limit (60) reached' });
    expect(lines).toContain('No winner: turn limit (60) reached');
  });
});

describe('knock-outs from the plugin view', () => {
  it('prints each new knock-out line once, across the bounded tail', () => {
    const { r, lines } = render();
    const at = (knockouts: string[]) => () => ({ ...view(), plugin: { knockouts } });
    r.event({ type: 'phase_end', player: 'p1' }, at(['A']));
    r.event({ type: 'phase_end', player: 'p1' }, at(['A']));
    r.event({ type: 'phase_end', player: 'p1' }, at(['A', 'A']));
    r.event({ type: 'phase_end', player: 'p1' }, at(['A', 'B', 'C', 'D', 'E', 'F']));
    r.event({ type: 'phase_end', player: 'p1' }, at(['B', 'C', 'D', 'E', 'F', 'G']));
    expect(lines).toEqual(['A', 'A', 'B', 'C', 'D', 'E', 'F', 'G'].map((k) => `  ✖ ${k}`));
  });

  it('prints a knock-out after the attack that caused it', () => {
    const { r, lines } = render();
    const after = () => ({ ...view(), plugin: { knockouts: ['Kakuna was Knocked Out'] } });
    r.event({ type: 'tool_call', player: 'p1', tool: 'declare_attack', input: {} }, view);
    r.event({ type: 'tool_result', player: 'p1', tool: 'declare_attack', ok: true }, after);
    expect(lines).toEqual(['  p1 ✓ declare_attack', '  ✖ Kakuna was Knocked Out']);
  });

  it('finds the new tail', () => {
    expect(newTail([], ['x'])).toEqual(['x']);
    expect(newTail(['x', 'y'], ['y', 'z'])).toEqual(['z']);
    expect(newTail(['x'], ['q'])).toEqual(['q']);
  });
});

describe('table', () => {
  it('aligns by what the terminal shows: colour codes take no column, wide characters two', () => {
    const c = createPalette(true);
    const lines = table(
      ['name', 'n'],
      [
        [c.bold('Pikachu'), c.green('12')],
        ['ピカチュウ', '3'],
        ['Flabébé', '100'],
      ],
      [0],
      createPalette(false),
    );
    const plain = lines.map(stripAnsi);
    expect(plain).toEqual([
      'name          n',
      'Pikachu      12',
      'ピカチュウ    3',
      'Flabébé     100',
    ]);
    // Every line ends at the same terminal column.
    expect(new Set(lines.map(visibleLength)).size).toBe(1);
  });
});

describe('clip', () => {
  it('cuts to terminal columns, between characters, with an ellipsis', () => {
    expect(clip('Pikachu', 7)).toBe('Pikachu');
    expect(clip('Pikachu used Gnaw', 8)).toBe('Pikachu…');
    // Wide characters take two columns each: 3 of them and the ellipsis fill 7.
    expect(clip('ピカチュウ', 8)).toBe('ピカチ…');
    // A flag (two code points) is kept whole or dropped.
    expect(clip('ab🇯🇵cd', 4)).toBe('ab…');
    expect(visibleLength(clip('ピカチュウ ピカチュウ', 9))).toBeLessThanOrEqual(9);
  });
});

describe('outcomeLine', () => {
  it('keeps a list a result introduces, on one line', () => {
    expect(outcomeLine('You drew 2 cards:\n- Pikachu #12\n- Potion #30')).toBe(
      'You drew 2 cards: Pikachu #12, Potion #30',
    );
    expect(outcomeLine('You drew 0 cards:')).toBe('You drew 0 cards.');
    expect(outcomeLine('Attached Fire Energy.\nmore')).toBe('Attached Fire Energy.');
    expect(outcomeLine(`Searched: ${'x'.repeat(200)}`)).toHaveLength(100);
  });
});

describe('formatting helpers', () => {
  it('formats inputs, tokens and money compactly', () => {
    expect(formatInput({ a: 'x y', b: 2, c: undefined, d: ['q'] })).toBe('a="x y" b=2 d=["q"]');
    expect(formatInput(undefined)).toBe('');
    expect(tokens(999)).toBe('999');
    expect(tokens(12_345)).toBe('12.3k');
    expect(tokens(2_500_000)).toBe('2.50M');
    expect(money(0)).toBe('$0');
    expect(money(0.0012)).toBe('$0.0012');
    expect(money(1.5)).toBe('$1.50');
  });
});
