import type { GameState } from '@playmat/engine';
import type { createPokemonPlugin, PokemonState } from '@playmat/pokemon';
import { describe, expect, it } from 'vitest';
import {
  createPokemonCatalog,
  defaultSetupForm,
  type MatchConfig,
  type SetupForm,
  validateSetup,
} from '../setup';
import type { BoardView, PlayerId, Viewer } from '../view';
import { sideOf } from '../view';
import type { MatchDriver } from '.';
import { optionLabel } from './pokemon-driver';
import { openPokemonDriver, setUp } from './test-helpers';

const catalog = createPokemonCatalog();

function config(edit: (f: SetupForm) => void = () => {}): MatchConfig {
  const form = structuredClone(defaultSetupForm(catalog));
  edit(form);
  const r = validateSetup(form, catalog);
  if (!r.ok) throw new Error(r.errors.map((e) => e.message).join('\n'));
  return r.config;
}

const open = (cfg: MatchConfig) => openPokemonDriver(cfg);

async function playOut(driver: MatchDriver, each: () => void = () => {}, maxSteps = 1500) {
  let steps = 0;
  while (driver.status().kind !== 'finished' && steps < maxSteps) {
    const r = await driver.step();
    expect(r).toEqual({ ok: true });
    each();
    steps++;
  }
  return steps;
}

/**
 * Instance ids and names the board shows. A visible card's printed text (its `details`: an
 * attack naming a Pokémon, what it evolves from) names no card in a hidden zone.
 */
function shown(board: BoardView): { ids: Set<string>; text: string } {
  const ids = new Set<string>();
  const text = JSON.stringify(board, (key, value) => {
    if (key === 'instanceId') ids.add(value);
    return key === 'details' ? undefined : value;
  });
  return { ids, text };
}

/** Checks one board against the raw state: nothing from a zone the viewer may not see. */
function expectNoHiddenCards(
  board: BoardView,
  state: GameState<PokemonState>,
  viewer: Viewer,
  plugin: ReturnType<typeof createPokemonPlugin>,
) {
  const me = viewer.kind === 'player' ? viewer.player : null;
  const hiddenZone = (key: string) => {
    const [owner, name] = key.split(':');
    if (name === 'deck' || name?.startsWith('prizes_')) return true;
    return name === 'hand' && owner !== me;
  };
  const visibleNames = new Set<string>();
  const hiddenIds = new Set<string>();
  const hiddenNames = new Set<string>();
  for (const [key, zone] of Object.entries(state.zones)) {
    for (const id of zone.cards) {
      const name = plugin.registry.get(state.cards[id]!.templateId)!.name;
      if (hiddenZone(key) && !state.cards[id]!.faceUp) {
        hiddenIds.add(id);
        hiddenNames.add(name);
      } else visibleNames.add(name);
    }
  }
  const { ids, text } = shown(board);
  for (const id of ids)
    expect(hiddenIds.has(id), `card #${id} is hidden from the viewer`).toBe(false);
  for (const name of hiddenNames) {
    // A name may be on screen because another copy is visible; otherwise it must not appear.
    if (!visibleNames.has(name)) expect(text).not.toContain(`"${name}"`);
  }
}

// A whole match takes about a second on a quiet machine; a busy 2-core one (the suite's other
// workers, CI) can make that several times longer than vitest's 5 s default.
const WHOLE_MATCH_MS = 60_000;

describe('pokemon driver: AI vs AI with the offline bots', () => {
  for (const mode of ['pipeline', 'autonomous'] as const) {
    it(`plays a ${mode} match to a winner, logging tool calls and the result once`, {
      timeout: WHOLE_MATCH_MS,
    }, async () => {
      const { driver, events } = await open(
        config((f) => {
          for (const p of f.players) p.aiMode = mode;
        }),
      );
      await playOut(driver);
      const status = driver.status();
      expect(status.kind).toBe('finished');
      if (status.kind !== 'finished') return;
      expect(driver.players).toContain(status.result.winner);
      expect(events.filter((e) => e.kind === 'result')).toEqual([
        { kind: 'result', result: status.result },
      ]);
      expect(events.some((e) => e.kind === 'tool-call' && e.outcome.ok)).toBe(true);
      expect(events.some((e) => e.kind === 'turn')).toBe(true);
      expect(events.some((e) => e.kind === 'plan')).toBe(mode === 'pipeline');
      // Results that list a player's own hidden cards (draws, deck searches) stay out of the log.
      for (const e of events)
        if (
          e.kind === 'tool-call' &&
          ['draw', 'peek', 'search_zone'].includes(e.tool) &&
          e.outcome.ok
        )
          expect(e.outcome.summary).toBe(
            `(result seen only by ${e.player === 'p1' ? 'Player 1' : 'Player 2'})`,
          );
      expect(await driver.step()).toEqual({ ok: false, error: 'The match is over.' });
      // The Prize cards each player took: shown to them as taken, never to the opponent.
      for (const p of ['p1', 'p2']) {
        const mine = sideOf(driver.view({ kind: 'player', player: p }), p);
        expect(mine.prizesTaken).toHaveLength(6 - mine.prizesLeft);
        const other = p === 'p1' ? 'p2' : 'p1';
        expect(sideOf(driver.view({ kind: 'player', player: other }), p).prizesTaken).toEqual([]);
      }
    });
  }
});

describe('pokemon driver: view mapping keeps hidden information hidden', () => {
  for (const seed of [1, 7, 42]) {
    it(`seed ${seed}: no board shows a card from a deck, a prize or another's hand`, async () => {
      const { driver, raw, plugin } = await open(config((f) => (f.seed = seed)));
      const viewers: Viewer[] = [
        { kind: 'spectator' },
        { kind: 'player', player: 'p1' },
        { kind: 'player', player: 'p2' },
      ];
      let checked = 0;
      const check = () => {
        for (const v of viewers) {
          const board = driver.view(v);
          expectNoHiddenCards(board, raw(), v, plugin);
          for (const side of board.players) {
            const own = v.kind === 'player' && v.player === side.player;
            expect(side.hand.visible).toBe(own);
          }
        }
        checked++;
      };
      check();
      // A dozen seeded phases are enough to see draws, benches, attachments and attacks.
      for (let i = 0; i < 12 && driver.status().kind !== 'finished'; i++) {
        await driver.step();
        check();
      }
      expect(checked).toBeGreaterThan(5);
    });
  }

  it("shows a player's own hand exactly, and the others' only as counts", async () => {
    const { driver, raw, plugin } = await open(config());
    await driver.step();
    const state = raw();
    for (const p of ['p1', 'p2'] as PlayerId[]) {
      const handIds = state.zones[`${p}:hand`]!.cards;
      const mine = sideOf(driver.view({ kind: 'player', player: p }), p).hand;
      expect(mine.visible && mine.cards.map((c) => c.instanceId)).toEqual([...handIds]);
      expect(mine.visible && mine.cards.map((c) => c.name)).toEqual(
        handIds.map((id) => plugin.registry.get(state.cards[id]!.templateId)!.name),
      );
      const spectator = sideOf(driver.view({ kind: 'spectator' }), p);
      expect(spectator.hand).toEqual({ visible: false, count: handIds.length });
      expect(spectator.deckCount).toBe(state.zones[`${p}:deck`]!.cards.length);
      expect(spectator.prizesLeft).toBe(6);
    }
    expect(() => driver.view({ kind: 'player', player: 'p9' })).toThrow(/No seat "p9"/);
  });
});

describe('pokemon driver: a human against the bot', () => {
  const humanVsBot = () =>
    config((f) => {
      f.players[0].kind = 'human';
    });

  /** Runs bot steps until it is the human's move, answering promotions with the first option. */
  async function untilHuman(driver: MatchDriver) {
    for (let i = 0; i < 50; i++) {
      const s = driver.status();
      if (s.kind === 'finished') return s;
      if (s.actor === 'human') {
        if (s.kind === 'turn' && (await setUp(driver))) continue;
        if (s.kind === 'turn') return s;
        expect(await driver.answer('p1', s.decision.id, [s.decision.options[0]!.id])).toEqual({
          ok: true,
        });
        continue;
      }
      expect(await driver.step()).toEqual({ ok: true });
    }
    throw new Error('the human never got a move');
  }

  it('attaches energy (once per turn, with the reason) and attacks when the rules allow', async () => {
    const { driver, events } = await open(humanVsBot());
    let attached = false;
    let attacked = false;
    for (let turn = 0; turn < 20 && !attacked; turn++) {
      const s = await untilHuman(driver);
      if (s.kind === 'finished') break;
      const energyBefore = sideOf(driver.view({ kind: 'player', player: 'p1' }), 'p1').active!
        .energy.length;
      const attach = driver
        .actions('p1')
        .find((o) => o.kind === 'attach' && o.label.includes('(Active)') && o.enabled);
      if (attach) {
        expect(await driver.perform('p1', attach.id)).toEqual({ ok: true });
        attached = true;
        const board = driver.view({ kind: 'player', player: 'p1' });
        expect(sideOf(board, 'p1').active!.energy.length).toBe(energyBefore + 1);
        const again = driver.actions('p1').filter((o) => o.kind === 'attach');
        for (const o of again) {
          expect(o.enabled).toBe(false);
          if (!o.enabled) expect(o.reason).toMatch(/already attached/i);
        }
      }
      const attack = driver.actions('p1').find((o) => o.kind === 'attack' && o.enabled);
      if (attack) {
        expect(await driver.perform('p1', attack.id)).toEqual({ ok: true });
        attacked = true;
      } else {
        const blocked = driver.actions('p1').filter((o) => o.kind === 'attack');
        for (const o of blocked) if (!o.enabled) expect(o.reason.length).toBeGreaterThan(10);
        expect(await driver.perform('p1', 'end-turn')).toEqual({ ok: true });
      }
    }
    expect(attached).toBe(true);
    expect(attacked).toBe(true);
    const mine = events.filter(
      (e) => e.kind === 'action' && e.player === 'p1' && e.source === 'ui',
    );
    expect(
      mine.some((e) => e.kind === 'action' && /^Player 1 attached .* Energy to /.test(e.text)),
    ).toBe(true);
    expect(mine.some((e) => e.kind === 'action' && / used [^.]+\.$/.test(e.text))).toBe(true);
  });

  it("hides the bot's tool inputs and plans from the human, and shows only public lines", async () => {
    const { driver, events } = await open(humanVsBot());
    for (let i = 0; i < 6; i++) {
      const s = await untilHuman(driver);
      if (s.kind === 'finished') break;
      expect(await driver.perform('p1', 'end-turn')).toEqual({ ok: true });
    }
    const bot = events.filter((e) => 'player' in e && e.player === 'p2');
    const calls = bot.filter((e) => e.kind === 'tool-call');
    expect(calls.length).toBeGreaterThan(0);
    for (const c of calls) if (c.kind === 'tool-call') expect(c.input).toBe('…');
    for (const p of bot) if (p.kind === 'plan') expect(p.plan).toMatch(/hidden from you/);
  });

  it('asks the human to promote after a knock-out, as a decision with named options', async () => {
    let answered = false;
    // The human only ends turns, so the bot's attacks knock out their Active Pokémon.
    for (let seed = 1; seed <= 6 && !answered; seed++) {
      const { driver, raw, events } = await open(
        config((f) => {
          f.players[0].kind = 'human';
          f.seed = seed;
        }),
      );
      for (let i = 0; i < 80 && !answered; i++) {
        const s = driver.status();
        if (s.kind === 'finished') break;
        if (s.actor === 'ai') expect(await driver.step()).toEqual({ ok: true });
        else if (s.kind === 'turn' && (await setUp(driver))) continue;
        else if (s.kind === 'turn')
          expect(await driver.perform('p1', 'end-turn')).toEqual({ ok: true });
        else {
          const d = s.decision;
          const bench = raw().zones;
          expect(d.player).toBe('p1');
          // One option per occupied Bench spot, and nothing else.
          expect(d.options.map((o) => o.id)).toEqual(
            [1, 2, 3, 4, 5].map((n) => `p1:bench_${n}`).filter((k) => bench[k]?.cards.length),
          );
          for (const o of d.options) expect(o.label).toMatch(/^.+ \(Bench \d\)$/);
          // The question names the Pokémon Knocked Out, as the log's Knock Out line does.
          const ko = events.filter((e) => e.kind === 'action' && e.tone === 'knock-out').at(-1) as {
            text: string;
          };
          const name = /^Player 1's (.+) was Knocked Out/.exec(ko.text)![1];
          expect(d.prompt).toBe(
            `Your ${name} was Knocked Out. Choose a Benched Pokémon to become your new Active Pokémon.`,
          );
          expect(await driver.answer('p1', d.id, ['p1:nowhere'])).toMatchObject({ ok: false });
          expect(await driver.answer('p1', d.id, [d.options[0]!.id])).toEqual({ ok: true });
          expect(
            sideOf(driver.view({ kind: 'player', player: 'p1' }), 'p1').active?.card.name,
          ).toBe(d.options[0]!.label.replace(/ \(Bench \d\)$/, ''));
          expect(events).toContainEqual(
            expect.objectContaining({
              kind: 'action',
              player: 'p1',
              text: `Player 1 sent out ${d.options[0]!.label.replace(/ \(Bench \d\)$/, '')} as their new Active Pokémon.`,
            }),
          );
          answered = true;
        }
      }
    }
    expect(answered).toBe(true);
  });

  it('rejects moves that are not available, changing nothing', async () => {
    const { driver, raw } = await open(humanVsBot());
    const s = await untilHuman(driver);
    expect(s.kind).toBe('turn');
    const before = raw();
    expect(await driver.perform('p1', 'attack:No Such Attack')).toEqual({
      ok: false,
      error: 'No action "attack:No Such Attack" is available now; pick one from the card\'s menu.',
    });
    expect(await driver.perform('p2', 'end-turn')).toEqual({
      ok: false,
      error: "It is not Player 2's turn to act.",
    });
    expect(await driver.answer('p1', '999', ['p1:bench_1'])).toEqual({
      ok: false,
      error: 'There is no pending decision "999" for Player 1.',
    });
    const disabled = driver.actions('p1').find((o) => !o.enabled);
    if (disabled && !disabled.enabled) {
      expect(await driver.perform('p1', disabled.id)).toEqual({
        ok: false,
        error: disabled.reason,
      });
    }
    expect(raw()).toBe(before);
    expect(driver.actions('p2')).toEqual([]);
  });
});

describe('pokemon catalog', () => {
  it('loads every bundled deck as 60 cards with their ids', () => {
    expect(catalog.bundled.length).toBeGreaterThan(2);
    for (const d of catalog.bundled) {
      const r = catalog.load({ source: 'bundled', deckId: d.id });
      expect(r.ok).toBe(true);
      if (r.ok) {
        expect(r.deck.cardCount).toBe(60);
        expect(r.deck.cardIds).toHaveLength(60);
      }
    }
  });

  it('reports every problem of a pasted list with its line', () => {
    const r = catalog.load({ source: 'pasted', text: '4 Pikachu BS 58\n3 Missingno XX 0' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.some((e) => e.line === 2 && /Missingno/.test(e.message))).toBe(true);
    expect(r.errors.some((e) => /60/.test(e.message))).toBe(true);
    const unknown = catalog.load({ source: 'bundled', deckId: 'nope' });
    expect(unknown.ok).toBe(false);
  });
});

describe('decision option labels', () => {
  const nameIn = (zone: string) => (zone === 'p1:bench_2' ? 'Pawmi' : undefined);

  it('names cards without their ids and Pokémon by spot, the opponent’s marked as theirs', () => {
    expect(optionLabel('#12 Basic Lightning Energy', 'p1', nameIn)).toBe('Basic Lightning Energy');
    expect(optionLabel('p1:bench_2', 'p1', nameIn)).toBe('Pawmi (Bench 2)');
    expect(optionLabel('p1:bench_3', 'p1', nameIn)).toBe('empty (Bench 3)');
    // Never a player id: the decider's opponent's Pokémon are the opponent's.
    expect(optionLabel('p2:active Fuecoco (40/70 HP)', 'p1', nameIn)).toBe(
      "Opponent's Fuecoco (Active, 40/70 HP)",
    );
    expect(optionLabel('p1:bench_1 Pawmo ex (90/90 HP)', 'p1', nameIn)).toBe(
      'Pawmo ex (Bench 1, 90/90 HP)',
    );
    expect(optionLabel('draw 2', 'p1', nameIn)).toBe('Draw 2 extra cards');
    expect(optionLabel('draw 1', 'p1', nameIn)).toBe('Draw 1 extra card');
    expect(optionLabel('draw 0', 'p1', nameIn)).toBe('Draw no extra card');
  });
});
