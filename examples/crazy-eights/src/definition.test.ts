import type { Action, GameState } from '@playmat/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { template } from './cards';
import { type EightsState, PLAY, playableCards, topCard, ZONES } from './definition';
import { createEightsMatch, eightsEngine } from './match';

const hand = (state: GameState<EightsState>, p: string) =>
  (state.zones[`${p}:hand`]?.cards ?? []).map((id) => template(state.cards[id]?.templateId ?? ''));
const play = (card: string, suit?: string): Action => ({
  type: 'declare_action',
  player: 'p1',
  source: 'ai',
  kind: PLAY,
  card,
  zone: ZONES.hand,
  ...(suit ? { details: { suit } } : {}),
});

/** A dealt match where p1 holds at least one playable non-8 and one unplayable non-8. */
function dealtWithChoice() {
  for (let seed = 1; seed < 200; seed++) {
    const store = createEightsMatch({ seed });
    const s = store.state;
    const playable = playableCards(s, 'p1').filter((c) => c.rank !== '8');
    const stuck = hand(s, 'p1').filter(
      (c) => c.rank !== '8' && !playable.some((p) => p.id === c.id),
    );
    if (playable[0] && stuck[0]) return { seed, store, playable: playable[0], stuck: stuck[0] };
  }
  throw new Error('no seed gives a choice');
}

describe('the deal', () => {
  it('deals 7 each, turns a starter and sets its suit', () => {
    const s = createEightsMatch({ seed: 3 }).state;
    expect(s.zones['p1:hand']?.cards).toHaveLength(7);
    expect(s.zones['p2:hand']?.cards).toHaveLength(7);
    expect(s.zones.discard?.cards).toHaveLength(1);
    expect(s.zones.stock?.cards).toHaveLength(52 - 15);
    expect(s.plugin.suit).toBe(topCard(s)?.suit);
    expect(s.turn.activePlayer).toBe('p1');
  });

  it('is the same for the same seed and differs across seeds', () => {
    const hands = (seed: number) => createEightsMatch({ seed }).state.zones['p1:hand']?.cards;
    expect(hands(11)).toEqual(hands(11));
    const names = (seed: number) => hand(createEightsMatch({ seed }).state, 'p1').map((c) => c.id);
    expect(names(11)).not.toEqual(names(12));
  });
});

describe('rules', () => {
  it('plays a matching card, moves it to the discard and passes the turn', () => {
    const { store, playable } = dealtWithChoice();
    const r = store.execute(play(playable.name));
    expect(r.ok).toBe(true);
    expect(topCard(store.state)?.name).toBe(playable.name);
    expect(store.state.plugin.suit).toBe(playable.suit);
    expect(store.state.turn.activePlayer).toBe('p2');
    expect(store.state.zones['p1:hand']?.cards).toHaveLength(6);
  });

  it('rejects a card that does not match, says what would, and changes nothing', () => {
    const { store, stuck, playable } = dealtWithChoice();
    const before = store.state;
    const r = store.execute(play(stuck.name));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.message).toContain(stuck.name);
    expect(r.error.hints.join(' ')).toContain(playable.name);
    expect(store.state).toBe(before);
  });

  it('an 8 needs a suit and then sets it', () => {
    for (let seed = 1; seed < 300; seed++) {
      const store = createEightsMatch({ seed });
      const eight = hand(store.state, 'p1').find((c) => c.rank === '8');
      if (!eight) continue;
      const missing = store.execute(play(eight.name));
      expect(missing.ok).toBe(false);
      if (!missing.ok) expect(missing.error.hints.join(' ')).toContain('hearts');
      const other = eight.suit === 'hearts' ? 'spades' : 'hearts';
      expect(store.execute(play(eight.name, other)).ok).toBe(true);
      expect(store.state.plugin.suit).toBe(other);
      return;
    }
    throw new Error('no seed deals p1 an 8');
  });

  it('only the active player acts', () => {
    const store = createEightsMatch({ seed: 4 });
    const r = store.execute({ type: 'draw', player: 'p2', source: 'ai' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain("p1's turn");
  });

  it('drawing is for when you are stuck (strict), once per turn, and passing needs a draw', () => {
    const { store } = dealtWithChoice();
    const draw: Action = { type: 'draw', player: 'p1', source: 'ai' };
    const pass: Action = { type: 'end_turn', player: 'p1', source: 'ai' };
    expect(store.execute(draw).ok).toBe(false); // has a playable card
    expect(store.execute(pass).ok).toBe(false); // must draw first
  });

  it('in lenient mode, drawing with a playable card is allowed with a warning', () => {
    const { seed } = dealtWithChoice();
    const lenient = createEightsMatch({ seed, enforcement: 'lenient' });
    const r = lenient.execute({ type: 'draw', player: 'p1', source: 'ai' });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.warnings.join(' ')).toContain('drawing is for when you cannot');
  });

  it('passes after a draw when nothing fits', () => {
    for (let seed = 1; seed < 300; seed++) {
      const store = createEightsMatch({ seed });
      if (playableCards(store.state, 'p1').length > 0) continue;
      expect(store.execute({ type: 'draw', player: 'p1', source: 'ai' }).ok).toBe(true);
      const again = store.execute({ type: 'draw', player: 'p1', source: 'ai' });
      expect(again.ok).toBe(false);
      if (!again.ok) expect(again.error.message).toContain('already drew');
      if (playableCards(store.state, 'p1').length === 0) {
        expect(store.execute({ type: 'end_turn', player: 'p1', source: 'ai' }).ok).toBe(true);
        expect(store.state.turn.activePlayer).toBe('p2');
        expect(store.state.plugin.drawn).toBe(false);
        return;
      }
    }
    throw new Error('no seed leaves p1 stuck after a draw');
  });

  it('playing your last card wins', () => {
    for (let seed = 1; seed < 300; seed++) {
      const store = createEightsMatch({ seed, handSize: 1 });
      const only = playableCards(store.state, 'p1')[0];
      if (!only) continue;
      expect(store.execute(play(only.name, only.rank === '8' ? 'clubs' : undefined)).ok).toBe(true);
      expect(store.state.result?.winners).toEqual(['p1']);
      expect(store.state.zones['p1:hand']?.cards).toEqual([]);
      return;
    }
    throw new Error('no seed deals p1 a playable single card');
  });
});

describe('hidden information', () => {
  it("a player's view holds no card of the other hand or of the stock", () => {
    const store = createEightsMatch({ seed: 5 });
    const v = eightsEngine.view(store.state, 'p1');
    expect(v.zones['p2:hand']?.cards).toEqual([]);
    expect(v.zones['p2:hand']?.count).toBe(7);
    expect(v.zones.stock?.cards).toEqual([]);
    const p2Names = hand(store.state, 'p2').map((c) => c.name);
    const text = JSON.stringify(v);
    for (const name of p2Names) expect(text).not.toContain(name);
  });
});

describe('invariants', () => {
  it('any sequence of legal actions keeps all 52 cards and ends with at most one winner', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.array(fc.nat(), { maxLength: 200 }),
        (seed, picks) => {
          const store = createEightsMatch({ seed });
          for (const pick of picks) {
            const s = store.state;
            if (s.result) break;
            const legal = eightsEngine.legalActions(s, s.turn.activePlayer);
            const action = legal[pick % legal.length];
            if (!action) break;
            expect(store.execute({ ...action, source: 'ai' }).ok).toBe(true);
          }
          const total = Object.values(store.state.zones).reduce((n, z) => n + z.cards.length, 0);
          expect(total).toBe(52);
          expect((store.state.result?.winners ?? []).length).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 60 },
    );
  });
});
