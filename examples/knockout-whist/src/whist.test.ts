import { createGameToolContext, createMatchStore } from '@playmat/agent/game';
import { hostileInputs } from '@playmat/agent/test';
import { type CardInstance, type PlayerId, renderWords, type Zone } from '@playmat/engine';
import { describe, expect, it } from 'vitest';
import {
  CARDS,
  card,
  chooseCard,
  type WhistState,
  whistEngine,
  whistPlugin,
  whistText,
} from './whist';

/** A table set by hand: these hands (card names), this trump card, this round and score. */
function table(hands: Record<PlayerId, string[]>, trump: string, plugin: Partial<WhistState> = {}) {
  const players = Object.keys(hands);
  const stock = CARDS.map((c) => c.id);
  const start = whistEngine.createInitialState({ players, seed: 1, sharedCards: { stock } });
  // States are plain JSON: deal by hand, each card seen by whom its zone shows it to.
  const cards = { ...start.cards };
  const zones = { ...start.zones };
  const idOf = (name: string) =>
    Object.values(start.cards).find((c) => card(c.templateId).name === name)?.id ?? '';
  const place = (key: string, names: string[], visibility: CardInstance['visibility']) => {
    const ids = names.map(idOf);
    for (const id of ids)
      cards[id] = { ...(cards[id] as CardInstance), visibility, faceUp: visibility === 'public' };
    zones[key] = { ...(zones[key] as Zone), cards: ids };
    zones.stock = {
      ...(zones.stock as Zone),
      cards: zones.stock?.cards.filter((id) => !ids.includes(id)) ?? [],
    };
  };
  for (const [p, names] of Object.entries(hands)) place(`${p}:hand`, names, { players: [p] });
  place('trump', [trump], 'public');
  const state = { ...start, cards, zones, plugin: { ...start.plugin, ...plugin } };
  const store = createMatchStore(whistEngine, state);
  const seats = Object.fromEntries(
    players.map((p) => {
      const ctx = createGameToolContext({ store, player: p, plugin: whistPlugin });
      return [
        p,
        {
          ctx,
          play: (card: string) =>
            ctx.run({ type: 'declare_action', kind: 'play', card, zone: 'hand' }),
        },
      ];
    }),
  );
  return { store, seats: seats as Record<PlayerId, (typeof seats)[string]> };
}

describe('Knock-Out Whist rules', () => {
  it('you follow the led suit while you can; a rejection lists every card that may be played', () => {
    const { store, seats } = table(
      { p1: ['5 of hearts', '2 of clubs'], p2: ['9 of hearts', 'King of hearts', 'Ace of spades'] },
      '3 of spades',
    );
    expect(seats.p1?.play('5 of hearts').ok).toBe(true);
    const before = store.state;
    const wrong = seats.p2?.play('Ace of spades');
    expect(wrong?.ok).toBe(false);
    expect(wrong?.message).toBe(
      [
        'Error: You cannot play Ace of spades now: follow suit.',
        'Playable now: 9 of hearts, King of hearts.',
        'Legal now: play_card {"card":"9 of hearts"}; play_card {"card":"King of hearts"}.',
      ].join('\n'),
    );
    expect(store.state).toBe(before);
    // Out of turn, in the reader's words.
    expect(seats.p1?.play('2 of clubs').message).toBe("Error: It is p2's turn.");
  });

  it('the highest trump takes the trick, else the highest card led; its taker leads, with no hops', () => {
    const { store, seats } = table(
      {
        p1: ['10 of hearts', '4 of clubs'],
        p2: ['Ace of hearts', '5 of clubs'],
        p3: ['2 of spades', '6 of clubs'],
      },
      'Jack of spades',
    );
    for (const [p, c] of [
      ['p1', '10 of hearts'],
      ['p2', 'Ace of hearts'],
    ] as const)
      expect(seats[p]?.play(c).message).toBe(`you played ${c}`);
    // p3 has no heart: a low trump takes the Ace.
    expect(seats.p3?.play('2 of spades').ok).toBe(true);
    expect(store.state.plugin.tricks).toEqual({ p3: 1 });
    expect(store.state.turn).toMatchObject({ number: 4, round: 1, activePlayer: 'p3' });
    expect(store.state.zones.trick?.cards).toEqual([]);
    // No trump in the next trick: the highest club led wins, and p2 leads.
    for (const [p, c] of [
      ['p3', '6 of clubs'],
      ['p1', '4 of clubs'],
      ['p2', '5 of clubs'],
    ] as const)
      seats[p]?.play(c);
    expect(store.state.plugin.total).toEqual({ p3: 2 });
  });

  it('a round ends: who took no trick is out, the next round deals one card fewer, the best leads', () => {
    const { store, seats } = table(
      { p1: ['Ace of clubs'], p2: ['2 of clubs'], p3: ['King of clubs'] },
      '3 of hearts',
      { tricks: { p3: 2 }, total: { p3: 2 } },
    );
    seats.p1?.play('Ace of clubs');
    seats.p2?.play('2 of clubs');
    seats.p3?.play('King of clubs');
    const s = store.state;
    // p2 took no trick this round: out. p3 took the most (2 to p1's 1): p3 leads round 2.
    expect(s.plugin).toMatchObject({ round: 2, out: ['p2'], tricks: {}, total: { p1: 1, p3: 2 } });
    expect(s.turn).toMatchObject({ round: 2, activePlayer: 'p3' });
    expect(s.zones['p2:hand']?.cards).toHaveLength(0);
    expect(s.zones['p3:hand']?.cards).toHaveLength(6);
    expect(s.zones.trump?.cards).toHaveLength(1);
  });

  it('after round 7, the players still in with the most tricks share the win', () => {
    const { store, seats } = table({ p1: ['Ace of clubs'], p2: ['2 of clubs'] }, '3 of hearts', {
      round: 7,
      tricks: { p2: 1 },
      total: { p1: 3, p2: 4 },
    });
    seats.p1?.play('Ace of clubs');
    seats.p2?.play('2 of clubs');
    expect(store.state.result).toEqual({
      winners: ['p1', 'p2'],
      losers: [],
      reason: 'the most tricks (4)',
    });
  });

  it('the last player in wins', () => {
    const { store, seats } = table({ p1: ['Ace of clubs'], p2: ['2 of clubs'] }, '3 of hearts');
    seats.p1?.play('Ace of clubs');
    seats.p2?.play('2 of clubs');
    expect(store.state.result).toMatchObject({
      winners: ['p1'],
      losers: ['p2'],
      reason: 'the last player in',
    });
  });
});

describe('what a seat reads', () => {
  it('names itself and the others in its own words, and marks the cards it may play', () => {
    const { store, seats } = table(
      {
        p1: ['5 of hearts', '2 of clubs'],
        p2: ['9 of hearts', 'Ace of spades'],
        p3: ['4 of hearts'],
      },
      '3 of spades',
    );
    seats.p1?.play('5 of hearts');
    const text = seats.p2?.ctx.localize(whistText(store.engine.view(store.state, 'p2')));
    expect(text).toBe(
      [
        'You are player "p2". Round 1 of 7. Trumps: spades.',
        'Tricks this round: p1 0, you 0, p3 0. Knocked out: nobody.',
        'The trick: p1 played 5 of hearts.',
        'Your hand: 9 of hearts (playable), Ace of spades.',
        'It is your turn.',
      ].join('\n'),
    );
    // The log line of a play names the player for each reader.
    const line = store.state.log.find((e) => e.action === 'declare_action')?.message ?? '';
    expect(renderWords(line, { viewer: 'p1', players: store.state.players })).toBe(
      'you played 5 of hearts',
    );
    expect(renderWords(line, { viewer: 'p3', players: store.state.players })).toBe(
      'p1 played 5 of hearts',
    );
  });
});

describe('the bot', () => {
  it('takes a trick as cheaply as it can, else throws its weakest card, and leads its best', () => {
    const view = (
      hands: Record<PlayerId, string[]>,
      plays: [PlayerId, string][],
      player: PlayerId,
    ) => {
      const { store, seats } = table(hands, '3 of spades');
      for (const [p, c] of plays) seats[p]?.play(c);
      const pick = chooseCard(store.engine.view(store.state, player));
      return store.state.cards[pick.slice(1)]?.templateId;
    };
    const hands = {
      p1: ['9 of hearts', '4 of spades'],
      p2: ['10 of hearts', 'King of hearts', '2 of spades'],
    };
    expect(view(hands, [['p1', '9 of hearts']], 'p2')).toBe('10-hearts');
    expect(
      view({ ...hands, p2: ['8 of hearts', '2 of hearts'] }, [['p1', '9 of hearts']], 'p2'),
    ).toBe('2-hearts');
    expect(view(hands, [], 'p1')).toBe('4-spades');
  });
});

describe('the play_card tool, called directly', () => {
  it('answers 1,000 random inputs with a short error and changes nothing', async () => {
    const { store, seats } = table(
      { p1: ['Queen of hearts'], p2: ['2 of clubs'] },
      'Ace of spades',
    );
    const { tools } = whistPlugin.getAgentConfig(seats.p1?.ctx as never, 'main');
    const inputs = hostileInputs({ keys: ['card'], count: 1_000, seed: 9 });
    for (const input of inputs) {
      const before = store.state;
      const out = await tools.play_card?.execute?.(input as never, {
        toolCallId: 'x',
        messages: [],
      });
      expect(typeof out, JSON.stringify(input)?.slice(0, 40)).toBe('string');
      expect(out as string).toMatch(/^Error/);
      expect((out as string).length).toBeLessThan(1_000);
      expect(store.state).toBe(before);
    }
  });
});
