import { type Action, execute, type GameState, RngCursor } from '../src/index';
import { createTestGame, testDeck, testGameDefinition } from '../src/test/index';
import type { WorkloadTarget } from './workload';

const def = testGameDefinition;

/** Initial 2-player state with `deckSize` cards per player. */
export function initialState(deckSize: number): GameState {
  return createTestGame({ deckSize, seed: 'bench' }).state;
}

/** The engine: immutable states, every action through `execute`. */
export class EngineTarget implements WorkloadTarget {
  state: GameState;
  constructor(deckSize: number) {
    this.state = initialState(deckSize);
  }
  private run(action: Action): void {
    const r = execute(def, this.state, action);
    if (!r.ok) throw new Error(`${action.type}: ${r.error.message}`);
    this.state = r.state;
  }
  private z(p: string, name: string) {
    return (this.state.zones[`${p}:${name}`] as GameState['zones'][string]).cards;
  }
  sizes(p: string) {
    return {
      deck: this.z(p, 'deck').length,
      hand: this.z(p, 'hand').length,
      board: this.z(p, 'board').length,
      discard: this.z(p, 'discard').length,
    };
  }
  draw(p: string) {
    this.run({ type: 'draw', player: p, source: 'script' });
  }
  peek(p: string, count: number) {
    if (count > 0) this.run({ type: 'peek', player: p, source: 'script', zone: 'deck', count });
  }
  play(p: string) {
    this.run({
      type: 'move_card',
      player: p,
      source: 'script',
      card: this.z(p, 'hand')[0] as string,
      from: 'hand',
      to: 'board',
      position: 'bottom',
    });
  }
  discardFromBoard(p: string) {
    const from = this.z(p, 'board').length > 0 ? 'board' : 'hand';
    this.run({
      type: 'move_card',
      player: p,
      source: 'script',
      card: this.z(p, from)[0] as string,
      from,
      to: 'discard',
    });
  }
  counter(p: string) {
    this.run({
      type: 'add_counter',
      player: p,
      source: 'script',
      card: this.z(p, 'board')[0] as string,
      zone: 'board',
      counter: 'damage',
    });
  }
  shuffle(p: string) {
    this.run({ type: 'shuffle', player: p, source: 'script', zone: 'deck' });
  }
  recycle(p: string) {
    this.run({ type: 'move_card_stack', player: p, source: 'script', from: 'discard', to: 'deck' });
  }
}

interface MCard {
  id: string;
  templateId: string;
  owner: string;
  visibility: unknown;
  faceUp: boolean;
  orientation: number;
  counters: Record<string, number>;
}
interface MState {
  cards: Record<string, MCard>;
  zones: Record<string, string[]>;
  rng: readonly [number, number, number, number];
}

/**
 * (b) The speed limit: one mutable state, arrays changed in place, the same visibility and
 * counter bookkeeping and the same PRNG, but no validation, no history, no copies.
 * With `cloneEachAction`, (a): the same, plus a JSON deep clone of the state before every
 * action, the way checkpoints are often taken.
 */
export class MutableTarget implements WorkloadTarget {
  state: MState;
  private rng: RngCursor;
  constructor(
    deckSize: number,
    private readonly cloneEachAction = false,
  ) {
    const s = initialState(deckSize);
    this.state = JSON.parse(
      JSON.stringify({
        cards: s.cards,
        zones: Object.fromEntries(Object.entries(s.zones).map(([k, z]) => [k, [...z.cards]])),
        rng: s.rng,
      }),
    );
    this.rng = new RngCursor(s.rng);
  }
  checkpoints = 0;
  private before(): void {
    if (this.cloneEachAction) {
      this.state = JSON.parse(JSON.stringify(this.state));
      this.checkpoints++;
    }
  }
  private z(p: string, name: string): string[] {
    return this.state.zones[`${p}:${name}`] as string[];
  }
  private enter(id: string, vis: unknown): void {
    const c = this.state.cards[id] as MCard;
    c.visibility = vis;
    c.faceUp = vis === 'public';
  }
  sizes(p: string) {
    return {
      deck: this.z(p, 'deck').length,
      hand: this.z(p, 'hand').length,
      board: this.z(p, 'board').length,
      discard: this.z(p, 'discard').length,
    };
  }
  draw(p: string) {
    this.before();
    const id = this.z(p, 'deck').shift() as string;
    this.z(p, 'hand').push(id);
    this.enter(id, { players: [p] });
  }
  peek(p: string, count: number) {
    if (count === 0) return;
    this.before();
    const top = this.z(p, 'deck').slice(0, count);
    top.map((id, i) => ({
      id,
      position: i + 1,
      name: def.cards.getTemplate((this.state.cards[id] as MCard).templateId)?.name,
    }));
  }
  play(p: string) {
    this.before();
    const id = this.z(p, 'hand').shift() as string;
    this.z(p, 'board').push(id);
    this.enter(id, 'public');
  }
  discardFromBoard(p: string) {
    this.before();
    const from = this.z(p, 'board').length > 0 ? 'board' : 'hand';
    const id = this.z(p, from).shift() as string;
    this.z(p, 'discard').unshift(id);
    this.enter(id, 'public');
  }
  counter(p: string) {
    this.before();
    const c = this.state.cards[this.z(p, 'board')[0] as string] as MCard;
    c.counters.damage = (c.counters.damage ?? 0) + 1;
  }
  shuffle(p: string) {
    this.before();
    const deck = this.z(p, 'deck');
    this.rng.shuffleInPlace(deck);
    for (const id of deck) this.enter(id, 'hidden');
  }
  recycle(p: string) {
    this.before();
    const discard = this.z(p, 'discard');
    const deck = this.z(p, 'deck');
    deck.unshift(...discard);
    for (const id of discard) this.enter(id, 'hidden');
    discard.length = 0;
  }
}

export { testDeck };
