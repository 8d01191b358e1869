import { describe, expect, it } from 'vitest';
import { createDefaultTools, DEFAULT_TOOL_KINDS, DEFAULT_TOOL_NAMES } from './default-tools';
import { call, readyMatch } from './test-helpers.test-helper';

// p1's deck after setup, top first: Stag, Owl, Fox, Stag, Owl Elder, Fox, Secret.
// p1's hand: Crimson Owl, Crimson Fox, Crimson Owl Elder.

/** Runs a call that must fail, and checks it changed nothing. */
async function rejects(
  m: ReturnType<typeof readyMatch>,
  name: string,
  input: unknown,
  tools = m.tools1,
) {
  const before = m.store.state;
  const length = m.store.history.length;
  const out = await call(tools, name, input);
  expect(out).toMatch(/^Error: /);
  expect(m.store.state).toBe(before);
  expect(m.store.history.length).toBe(length);
  return out;
}

const handNames = (m: ReturnType<typeof readyMatch>, player = 'p1') =>
  m.store.engine
    .view(m.store.state, player)
    .zones[`${player}:hand`]?.cards.map((c) => c.name)
    .sort();

describe('createDefaultTools', () => {
  it('defines every tool of the contract with flat object schemas', () => {
    const { tools1 } = readyMatch();
    expect(Object.keys(tools1)).toEqual([...DEFAULT_TOOL_NAMES]);
    for (const [name, t] of Object.entries(tools1)) {
      expect(t.description, name).toBeTruthy();
      const shape = (
        t.inputSchema as unknown as { shape: Record<string, { def: { type: string } }> }
      ).shape;
      for (const [field, schema] of Object.entries(shape)) {
        const type = (schema as { def: { type: string; innerType?: { def: { type: string } } } })
          .def;
        const inner = type.type === 'optional' ? type.innerType?.def.type : type.type;
        expect(
          ['string', 'number', 'boolean', 'array', 'enum', 'union'],
          `${name}.${field}`,
        ).toContain(inner);
      }
    }
    expect(DEFAULT_TOOL_KINDS.peek).toBe('read');
    expect(DEFAULT_TOOL_KINDS.search_zone).toBe('read');
    expect(DEFAULT_TOOL_KINDS.end_turn).toBe('terminal');
    expect(DEFAULT_TOOL_KINDS.concede).toBe('terminal');
  });

  it('builds each input schema once: every context shares it, and acts on its own state', async () => {
    const m = readyMatch();
    const other = readyMatch();
    const again = createDefaultTools(m.ctx1);
    for (const name of DEFAULT_TOOL_NAMES) {
      expect(again[name]?.inputSchema, name).toBe(m.tools1[name]?.inputSchema);
      expect(other.tools2[name]?.inputSchema, name).toBe(m.tools1[name]?.inputSchema);
    }
    // Each tool keeps its own schema (add_counter and remove_counter are made by one helper).
    const schemas = new Set(DEFAULT_TOOL_NAMES.map((name) => m.tools1[name]?.inputSchema));
    expect(schemas.size).toBe(DEFAULT_TOOL_NAMES.length);
    // Shared schemas, separate contexts: a draw through one match's tools changes that match only.
    const before = handNames(m);
    expect(await call(other.tools1, 'draw', { count: 1 })).toMatch(/^You drew 1 card:/);
    expect(handNames(other)).toHaveLength(before!.length + 1);
    expect(handNames(m)).toEqual(before);
  });

  it('draw: returns the drawn cards; a wrong count changes nothing', async () => {
    const m = readyMatch();
    expect(await call(m.tools1, 'draw', { count: 2 })).toMatch(
      /^You drew 2 cards:\n- Crimson Stag \(value 4\) #\d+\n- Crimson Owl \(value 3\) #\d+$/,
    );
    expect(await rejects(m, 'draw', { count: 0 })).toMatch(/count.*whole number/);
    expect(await rejects(m, 'draw', { count: 50 })).toMatch(/has 5 cards[\s\S]*Draw at most 5/);
  });

  it('move_card: by name from a zone, top/bottom/position, with agent zone keys', async () => {
    const m = readyMatch();
    expect(
      await call(m.tools1, 'move_card', {
        card: 'crimson fox',
        from: 'your_hand',
        to: 'your_board',
      }),
    ).toBe('Moved Crimson Fox from your_hand to your_board (position 1 from the top).');
    expect(
      await call(m.tools1, 'move_card', {
        card: 'Crimson Owl Elder',
        to: 'your_board',
        position: 'bottom',
      }),
    ).toBe('Moved Crimson Owl Elder from your_hand to your_board (position 2 from the top).');
    expect(
      await call(m.tools1, 'move_card', { card: 'Crimson Owl', to: 'your_board', position: 2 }),
    ).toBe('Moved Crimson Owl from your_hand to your_board (position 2 from the top).');
    const board = m.store.state.zones['p1:board']?.cards.map(
      (id) => m.store.state.cards[id]?.templateId,
    );
    expect(board).toEqual(['crimson-fox', 'crimson-owl', 'crimson-owl-elder']);
    // From a hidden own zone by exact name (a tutor): allowed, and the result names the card.
    expect(
      await call(m.tools1, 'move_card', {
        card: 'Crimson Secret',
        from: 'your_deck',
        to: 'your_hand',
      }),
    ).toBe('Moved Crimson Secret from your_deck to your_hand.');
  });

  it('move_card: unknown zone, unknown card with suggestions, ambiguous name, bad position', async () => {
    const m = readyMatch();
    expect(await rejects(m, 'move_card', { card: 'Crimson Fox', to: 'your_bord' })).toMatch(
      /"to": There is no zone "your_bord"\. Did you mean your_board.*Zones: your_deck, your_hand/,
    );
    expect(
      await rejects(m, 'move_card', { card: 'Crimson Fxo', from: 'your_hand', to: 'your_board' }),
    ).toMatch(/No card "Crimson Fxo"[\s\S]*Crimson Fox/);
    const ambiguous = await rejects(m, 'move_card', {
      card: 'Crimson',
      from: 'your_hand',
      to: 'your_board',
    });
    expect(ambiguous).toMatch(/matches 3 different cards/);
    expect(ambiguous).toMatch(/#\d+ Crimson Owl in your_hand/);
    expect(ambiguous).toMatch(/#\d+ Crimson Owl Elder in your_hand/);
    expect(
      await rejects(m, 'move_card', { card: 'Crimson Fox', to: 'your_board', position: 'middle' }),
    ).toMatch(/position "middle" is not valid/);
    expect(
      await rejects(m, 'move_card', { card: 'Crimson Fox', to: 'your_board', position: 9 }),
    ).toMatch(/Position 9 is not valid for your_board/);
  });

  it('move_card: suggestions never name cards you cannot see', async () => {
    const m = readyMatch();
    // "Crimson Secret" sits face down in p1's deck: the error must not suggest it.
    const out = await rejects(m, 'move_card', { card: 'Crimson Secrt', to: 'pile' });
    expect(out).not.toContain('Crimson Secret');
    expect(out).toMatch(/Closest names/);
    // The opponent's hand: no names, no ids of hidden cards.
    const theirs = await rejects(m, 'move_card', {
      card: 'Azure Owl',
      from: 'opponent_hand',
      to: 'your_hand',
    });
    expect(theirs).toMatch(/cannot pick a hidden card out of opponent_hand/);
    expect(theirs).not.toMatch(/Azure (Fox|Owl Elder|Stag|Secret)/);
  });

  it('move_card_stack and place_on_zone', async () => {
    const m = readyMatch();
    expect(
      await call(m.tools1, 'move_card_stack', { from: 'your_deck', to: 'your_discard', count: 2 }),
    ).toBe('Moved 2 cards (Crimson Stag, Crimson Owl) from your_deck to your_discard.');
    expect(await rejects(m, 'move_card_stack', { from: 'your_deck', to: 'your_deck' })).toMatch(
      /both your_deck/,
    );
    expect(await rejects(m, 'move_card_stack', { from: 'your_dek', to: 'your_discard' })).toMatch(
      /no zone "your_dek"\. Did you mean your_deck/,
    );
    expect(
      await call(m.tools1, 'place_on_zone', {
        cards: ['Crimson Fox', 'Crimson Owl'],
        from: 'your_hand',
        to: 'your_deck',
      }),
    ).toBe('Placed 2 cards on the top of your_deck: Crimson Fox, Crimson Owl.');
    expect(await rejects(m, 'place_on_zone', { cards: [], to: 'your_deck' })).toMatch(
      /at least one card/,
    );
    expect(
      await rejects(m, 'place_on_zone', {
        cards: ['Crimson Owl Elder', 'Crimson Owl Elder'],
        from: 'your_hand',
        to: 'your_deck',
      }),
    ).toMatch(/listed more times than there are/);
  });

  it('search_zone: the full inventory with quantities and guidance; nothing becomes visible', async () => {
    const m = readyMatch();
    const out = await call(m.tools1, 'search_zone', { zone: 'your_deck' });
    expect(out.split('\n')[0]).toBe(
      'your_deck holds 7 cards (5 different). Only you saw this; nothing moved:',
    );
    expect(out).toMatch(/- 2x Crimson Fox \(value 2\) #\d+ \(positions 3, 6\)/);
    expect(out).toMatch(/- 2x Crimson Stag \(value 4\) #\d+ \(positions 1, 4\)/);
    expect(out).toMatch(/- 1x Crimson Secret \(value 9\) #\d+ \(position 7\)/);
    expect(out).toMatch(/move_card \{ card: "Crimson Fox", from: "your_deck", to: "your_hand" \}/);
    expect(out).toMatch(/shuffle \{ zone: "your_deck" \}/);
    const deck = m.store.engine.view(m.store.state, 'p1').zones['p1:deck'];
    expect(deck?.hidden).toBe(7);
    expect(deck?.cards).toEqual([]);
    expect(await rejects(m, 'search_zone', { zone: 'opponent_deck' })).toMatch(
      /cannot search opponent_deck: it belongs to p2\./,
    );
    expect(await rejects(m, 'search_zone', { zone: 'nowhere' })).toMatch(/no zone "nowhere"/);
  });

  it('peek: card references top to bottom with the next actions; nothing becomes visible', async () => {
    const m = readyMatch();
    const before = m.store.engine.view(m.store.state, 'p2');
    const out = await call(m.tools1, 'peek', { zone: 'your_deck', count: 3 });
    const lines = out.split('\n');
    expect(lines[0]).toMatch(/^Top 3 cards of your_deck \(7 in the zone\), listed top to bottom/);
    expect(lines.slice(1, 4).map((l) => l.replace(/ #\d+$/, ''))).toEqual([
      '1. Crimson Stag (value 4)',
      '2. Crimson Owl (value 3)',
      '3. Crimson Fox (value 2)',
    ]);
    expect(out).toMatch(/move_card \{ card: "Crimson Stag", from: "your_deck", to: "your_hand" \}/);
    expect(out).toMatch(/rearrange_zone \{ zone: "your_deck", count: 3/);
    expect(out).toMatch(/shuffle \{ zone: "your_deck" \}/);
    expect(m.store.engine.view(m.store.state, 'p1').zones['p1:deck']?.hidden).toBe(7);
    expect(m.store.engine.view(m.store.state, 'p2').zones).toEqual(before.zones);
    const bottom = await call(m.tools1, 'peek', { zone: 'your_deck', count: 1, from: 'bottom' });
    expect(bottom).toMatch(/^Bottom 1 card of your_deck[\s\S]*\n7\. Crimson Secret \(value 9\)/);
    expect(await rejects(m, 'peek', { zone: 'your_deck', count: 99 })).toMatch(
      /has 7 cards; you asked to peek at 99[\s\S]*at most 7/,
    );
    expect(await rejects(m, 'peek', { zone: 'your_deck', count: -1 })).toMatch(/whole number/);
    expect(await rejects(m, 'peek', { zone: 'opponent_deck' })).toMatch(
      /cannot peek at opponent_deck/,
    );
  });

  it('peek → move_card by name → rearrange_zone → shuffle', async () => {
    const m = readyMatch();
    await call(m.tools1, 'peek', { zone: 'your_deck', count: 3 });
    expect(
      await call(m.tools1, 'move_card', {
        card: 'Crimson Owl',
        from: 'your_deck',
        to: 'your_hand',
      }),
    ).toBe('Moved Crimson Owl from your_deck to your_hand.');
    expect(handNames(m)).toEqual([
      'Crimson Fox',
      'Crimson Owl',
      'Crimson Owl',
      'Crimson Owl Elder',
    ]);
    const peek2 = await call(m.tools1, 'peek', { zone: 'your_deck', count: 2 });
    expect(peek2).toMatch(/1\. Crimson Stag[\s\S]*2\. Crimson Fox/);
    expect(
      await call(m.tools1, 'rearrange_zone', {
        zone: 'your_deck',
        order: ['Crimson Fox', 'Crimson Stag'],
      }),
    ).toBe('The top 2 cards of your_deck are now, top to bottom: Crimson Fox, Crimson Stag.');
    expect(await call(m.tools1, 'peek', { zone: 'your_deck', count: 2 })).toMatch(
      /1\. Crimson Fox[\s\S]*2\. Crimson Stag/,
    );
    expect(
      await rejects(m, 'rearrange_zone', {
        zone: 'your_deck',
        order: ['Crimson Fox', 'Crimson Secret'],
      }),
    ).toMatch(/"Crimson Secret" is not among those cards/);
    expect(
      await rejects(m, 'rearrange_zone', { zone: 'your_deck', order: ['Crimson Fox'], count: 2 }),
    ).toMatch(/must name exactly 2 cards/);
    expect(await call(m.tools1, 'shuffle', { zone: 'your_deck' })).toBe(
      'Shuffled your_deck (6 cards).',
    );
    expect(await rejects(m, 'shuffle', { zone: 'your_hand' })).toMatch(/cannot be shuffled/);
    expect(await rejects(m, 'shuffle', { zone: 'opponent_deck' })).toMatch(
      /cannot shuffle opponent_deck/,
    );
  });

  it('flip_card, set_orientation, add_counter, remove_counter', async () => {
    const m = readyMatch();
    await call(m.tools1, 'move_card', { card: 'Crimson Fox', to: 'your_board' });
    expect(await call(m.tools1, 'flip_card', { card: 'Crimson Fox', face_up: false })).toMatch(
      /^OK: /,
    );
    const id = m.store.state.zones['p1:board']?.cards[0] as string;
    expect(m.store.state.cards[id]?.faceUp).toBe(false);
    await call(m.tools1, 'flip_card', { card: `#${id}`, zone: 'your_board', face_up: true });
    expect(m.store.state.cards[id]?.faceUp).toBe(true);
    expect(
      await call(m.tools1, 'set_orientation', { card: 'Crimson Fox', orientation: 90 }),
    ).toMatch(/^OK: /);
    expect(m.store.state.cards[id]?.orientation).toBe(90);
    await rejects(m, 'set_orientation', { card: 'Crimson Fox', orientation: 45 });
    expect(
      await call(m.tools1, 'add_counter', { card: 'Crimson Fox', counter: 'damage', amount: 3 }),
    ).toBe('Crimson Fox now has 3 damage.');
    expect(await call(m.tools1, 'remove_counter', { card: 'Crimson Fox', counter: 'damage' })).toBe(
      'Crimson Fox now has 2 damage.',
    );
    expect(
      await rejects(m, 'remove_counter', { card: 'Crimson Fox', counter: 'damage', amount: 5 }),
    ).toMatch(/damage/);
    expect(await rejects(m, 'add_counter', { card: 'Nothing Such', counter: 'damage' })).toMatch(
      /No card "Nothing Such"/,
    );
  });

  it('coin_flip and dice_roll report results', async () => {
    const m = readyMatch();
    expect(await call(m.tools1, 'coin_flip', {})).toMatch(/^Coin flip: (HEADS|TAILS)\.$/);
    expect(await call(m.tools1, 'coin_flip', { count: 3 })).toMatch(
      /^Flipped 3 coins: .* \(\d heads, \d tails\)\.$/,
    );
    expect(await call(m.tools1, 'dice_roll', { count: 2, sides: 6 })).toMatch(
      /^Rolled 2d6: \d, \d \(total \d+\)\.$/,
    );
    await rejects(m, 'coin_flip', { count: 0 });
    await rejects(m, 'dice_roll', { sides: 1 });
  });

  it('reveal, reveal_hand: only the audience learns the cards', async () => {
    const m = readyMatch();
    expect(await call(m.tools1, 'reveal', { cards: ['Crimson Fox'], to: ['opponent'] })).toBe(
      'Revealed to p2: Crimson Fox.',
    );
    expect(
      m.store.engine.view(m.store.state, 'p2').zones['p1:hand']?.cards.map((c) => c.name),
    ).toEqual(['Crimson Fox']);
    expect(await rejects(m, 'reveal', { cards: ['Crimson Fox'], to: ['nobody'] })).toMatch(
      /no player "nobody"\. Use one of: you, p2/,
    );
    expect(await call(m.tools2, 'reveal_hand', {})).toMatch(/^Revealed to everyone: Azure/);
    expect(m.store.engine.view(m.store.state, 'p1').zones['p2:hand']?.hidden).toBe(0);
  });

  it('mulligan draws a new hand', async () => {
    const m = readyMatch();
    const out = await call(m.tools1, 'mulligan', {});
    expect(out).toMatch(/^Mulligan done: .* drew 3:\n- Crimson/);
    expect(m.store.state.zones['p1:deck']?.cards.length).toBe(7);
    await rejects(m, 'mulligan', { count: 99 });
  });

  it('create_decision and resolve_decision, with zone keys as options', async () => {
    const m = readyMatch();
    expect(
      await call(m.tools1, 'create_decision', {
        decider: 'opponent',
        prompt: 'Pick a zone',
        options: ['your_board', 'pile'],
      }),
    ).toBe('Asked p2: "Pick a zone" (options: your_board, pile). Play waits for the answer.');
    expect(m.store.state.pendingDecision?.options).toEqual(['p1:board', 'pile']);
    await rejects(m, 'create_decision', { decider: 'opponent', prompt: 'Again?' });
    await rejects(m, 'resolve_decision', { choice: 'pile' }); // not p1's decision
    expect(await rejects(m, 'resolve_decision', { choice: 'moon' }, m.tools2)).toMatch(/moon/);
    // p2 sees p1's board as opponent_board and may answer with that key.
    expect(await call(m.tools2, 'resolve_decision', { choice: 'opponent_board' })).toBe(
      'You answered "opponent_board" to "Pick a zone".',
    );
    expect(m.store.state.pendingDecision).toBeNull();
    expect(await rejects(m, 'create_decision', { decider: 'ghost', prompt: 'x' })).toMatch(
      /no player "ghost"/,
    );
  });

  it('end_phase, end_turn, concede, declare_victory', async () => {
    const m = readyMatch();
    expect(await call(m.tools1, 'end_phase', {})).toBe('Phase ended: you moved to the main phase.');
    expect(await rejects(m, 'end_turn', {}, m.tools2)).toMatch(/Only the active player \(p1\)/);
    expect(await call(m.tools1, 'end_turn', {})).toBe('Turn ended. you ended turn 1; p2 to play.');
    expect(m.store.state.turn.activePlayer).toBe('p2');
    expect(await rejects(m, 'declare_victory', { reason: 'x', winner: 'ghost' })).toMatch(/ghost/);
    expect(await call(m.tools2, 'declare_victory', { reason: 'tested' })).toBe(
      'Game over: you won (tested).',
    );
    expect(m.store.state.result?.winners).toEqual(['p2']);
    await rejects(m, 'concede', {});
    const c = readyMatch();
    expect(await call(c.tools1, 'concede', {})).toBe('You conceded. The game is over.');
    expect(c.store.state.result?.winners).toEqual(['p2']);
  });

  it('rewind restores the turn checkpoint, at most twice', async () => {
    const m = readyMatch();
    expect(await rejects(m, 'rewind', { guidance: 'x' })).toMatch(/no checkpoint/);
    m.ctx1.rewindPoint = m.store.checkpoint();
    const start = m.store.state;
    // Moving a card of one's own hand onto the board shows nothing new to its player.
    await call(m.tools1, 'move_card', { card: 'Crimson Fox', from: 'your_hand', to: 'your_board' });
    expect(await call(m.tools1, 'rewind', { guidance: 'keep the Fox' })).toMatch(/^Rewound/);
    expect(m.store.state).toBe(start);
    await call(m.tools1, 'rewind', { guidance: 'again' });
    expect(await call(m.tools1, 'rewind', { guidance: 'again' })).toMatch(/^Error: rewind limit/);
  });

  it('rewind never takes back a draw: it stops right after it, or refuses and changes nothing', async () => {
    const m = readyMatch();
    m.ctx1.rewindPoint = m.store.checkpoint();
    await call(m.tools1, 'draw', {});
    const drawn = m.store.state;
    expect(await rejects(m, 'rewind', { guidance: 'do not draw' })).toBe(
      `Error: You cannot take back your draw in turn ${drawn.turn.number}: you drew a card. It was the last thing done: there is nothing since it to take back. Continue from the current state.`,
    );
    await call(m.tools1, 'move_card', { card: 'Crimson Fox', from: 'your_hand', to: 'your_board' });
    expect(await call(m.tools1, 'rewind', { guidance: 'keep the Fox' })).toBe(
      `Rewound as far back as allowed, not to the start of the turn: You cannot take back your draw in turn ${drawn.turn.number}: you drew a card. The furthest back you can go is just after it. The state is back to how it was right after that.`,
    );
    expect(m.store.state).toBe(drawn);
  });
});
