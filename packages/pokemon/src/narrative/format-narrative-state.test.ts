import type { Engine, GameState, PlayerId } from '@playmat/engine';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { getBundledRegistry } from '../cards/bundled-sets';
import { BUNDLED_DECKS } from '../decks/bundled-decks';
import type { PokemonState } from '../game/state';
import { buildBoard, createSeededMatch, playRandomLegal } from '../test/match-builder';
import { namesSeenInLog } from '../test/names-seen-in-log';
import { deep, propertyRuns } from '../test/runs';
import { formatNarrativeState } from './format-narrative-state';

const registry = getBundledRegistry();
const ids = BUNDLED_DECKS.map((d) => d.id);

/** Names (and ids) of cards `viewer` cannot see anywhere, minus those also visible somewhere. */
function hiddenOnly(
  engine: { canSee(s: GameState<PokemonState>, p: PlayerId, id: string): boolean },
  s: GameState<PokemonState>,
  viewer: PlayerId,
) {
  const visible = new Set<string>();
  const hidden = new Set<string>();
  for (const id in s.cards) {
    const t = s.cards[id]?.templateId as string;
    (engine.canSee(s, viewer, id) ? visible : hidden).add(t);
  }
  for (const t of visible) hidden.delete(t);
  // A hidden card whose name is shared by a visible printing is not a leak of that card.
  const visibleNames = new Set([...visible].map((t) => registry.get(t)?.name));
  return [...hidden]
    .filter((t) => !visibleNames.has(registry.get(t)?.name))
    .map((t) => ({ id: t, name: registry.get(t)?.name as string }));
}

const longestFirst = (a: string, b: string) => b.length - a.length;

/** Names of the cards `viewer` can see, longest first. */
function visibleNames(
  engine: { canSee(s: GameState<PokemonState>, p: PlayerId, id: string): boolean },
  s: GameState<PokemonState>,
  viewer: PlayerId,
): string[] {
  const names = new Set<string>();
  for (const id in s.cards)
    if (engine.canSee(s, viewer, id))
      names.add(registry.get(s.cards[id]?.templateId ?? '')?.name ?? '');
  return [...names].filter(Boolean).sort((a, b) => b.length - a.length);
}

/** p1's Active attacks and Knocks Out p2's Active, which has a Benched Pokémon to promote. */
function knockOutTheActive() {
  const { engine, state } = buildBoard({
    p1: { active: ['sv1-74', 'sve-4'] },
    p2: { active: ['sv1-36'], bench: [['sv1-78']], activeCounters: { damage: 70 } },
  });
  const r = engine.execute(state, {
    type: 'declare_action',
    player: 'p1',
    source: 'ai',
    kind: 'attack',
    details: { attack: 'Light Punch' },
  });
  if (!r.ok) throw new Error(r.error.message);
  return { engine, after: r.state };
}

describe('formatNarrativeState', () => {
  it('shows both boards, restrictions, combat notes and zone keys', () => {
    const { engine, state } = buildBoard({
      p1: { active: ['sv1-74', 'sve-4'], hand: ['sve-4', 'sv1-166'], bench: [['sv1-78']] },
      p2: { active: ['sv1-78'], hand: ['sv1-181'], activeCounters: { damage: 40, poisoned: 1 } },
      flags: { energyAttached: true },
    });
    const text = formatNarrativeState(engine.view(state, 'p1'));
    expect(text).toContain('Pawmi [sv1-74]');
    expect(text).toContain('YOUR turn');
    expect(text).toContain('Energy attachment: USED this turn');
    expect(text).toContain('your_active: Pawmi — HP 60/60 | Energy: Basic Lightning Energy');
    expect(text).toContain('opponent_active: Wattrel — HP 20/60');
    expect(text).toContain('CONDITIONS: poisoned');
    expect(text).toMatch(
      /Light Punch \(Colorless\): 20 damage to Wattrel \(weakness Lightning ×2\) — KNOCKS OUT; payable now/,
    );
    expect(text).toContain('opponent_hand: 1 card (hidden)');
    // The opponent's hand is counted once, on their board.
    expect(text).not.toContain("Opponent's hand");
    expect(text).not.toContain('Nest Ball');
    expect(text).toContain('== ZONE KEYS ==');
  });

  it('shows a pending promotion to its decider with agent keys', () => {
    const { engine, after } = knockOutTheActive();
    expect(formatNarrativeState(engine.view(after, 'p2'))).toContain('DECISION FOR YOU');
    expect(formatNarrativeState(engine.view(after, 'p2'))).toContain('Options: your_bench_1');
    expect(formatNarrativeState(engine.view(after, 'p1'))).toContain('Waiting for the opponent');
  });

  it('names the owner of a Knocked Out Pokémon in words ("your", not "you\'s")', () => {
    const { engine, after } = knockOutTheActive();
    const loser = formatNarrativeState(engine.view(after, 'p2'));
    const winner = formatNarrativeState(engine.view(after, 'p1'));
    expect(loser).toMatch(
      /== LATEST KNOCK OUTS ==\n- your \S+ was Knocked Out; opponent took 1 Prize card/,
    );
    expect(winner).toMatch(/- opponent's \S+ was Knocked Out; you took 1 Prize card/);
    for (const text of [loser, winner]) {
      expect(text).not.toContain("you's");
      expect(text).not.toContain('check_knock_outs');
    }
  });

  // Many cheap runs: each formats one state of a few seeded random games for one player.
  // NARRATIVE_RUNS or `test:deep` sweep more states of more games.
  const runs = propertyRuns('NARRATIVE_RUNS', 200, 5_000);
  const games: { engine: Engine<PokemonState>; states: GameState<PokemonState>[] }[] = [];
  beforeAll(() => {
    for (let g = 0; g < (deep ? 16 : 4); g++) {
      const store = createSeededMatch({
        seed: g,
        decks: {
          p1: ids[(g * 2) % ids.length] as string,
          p2: ids[(g * 2 + 3) % ids.length] as string,
        },
      });
      const { states } = playRandomLegal(store.engine, store.state, g, deep ? 400 : 150);
      games.push({ engine: store.engine, states });
    }
  }, 60_000);

  it('never shows the opponent’s hand, deck or face-down prizes (states of seeded random games)', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(1_000), fc.constantFrom('p1', 'p2'), (g, at, viewer) => {
        const { engine, states } = games[g % games.length] as (typeof games)[number];
        const s = states[at % states.length] as GameState<PokemonState>;
        const text = formatNarrativeState(engine.view(s, viewer));
        // Card reference lines quote other names in rules text ("evolves from Pawmo"); the
        // reference may only list visible cards, which the id check covers.
        // A choice may name cards of the viewer's own deck (a search shows them to the
        // one who searches), and a card revealed for an effect was public when the log
        // named it: both are what the viewer knows. A decision's prompt in the log quotes
        // card text ("Choose up to 2 Basic Lightning Energy"), not a hidden card.
        const rest = text
          .slice(text.indexOf('== GAME STATE =='))
          .split('\n')
          .filter(
            (l) =>
              !l.startsWith('DECISION FOR YOU') && !/ revealed | must decide: | answered: /.test(l),
          )
          .join('\n');
        // A visible name may hold a hidden one ("Basic Water Energy" and "Water Energy"). A
        // card the viewer saw when a log line named it stays known (the engine records who saw).
        const seenInLog = namesSeenInLog(s, viewer, registry);
        let shown = rest;
        for (const name of [...visibleNames(engine, s, viewer), ...seenInLog].sort(longestFirst))
          shown = shown.split(name).join('[name]');
        for (const h of hiddenOnly(engine, s, viewer)) {
          expect(text).not.toContain(`[${h.id}]`);
          if (seenInLog.has(h.name)) continue;
          expect(shown).not.toMatch(
            new RegExp(`(?<![\\w-])${h.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`),
          );
        }
      }),
      { numRuns: runs },
    );
    // Hundreds of formatted states: explicit room for a busy machine.
  }, 60_000);
});
