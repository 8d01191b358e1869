import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTestGame, propertyRuns, randomAction } from '../test';
import { baseForm, renderWords, who, whose } from './words';

const THREE = ['p1', 'p2', 'p3'];
const as = (viewer: string | undefined, text: string, players = THREE) =>
  renderWords(text, { viewer, players });

describe('placeholders', () => {
  it('name the reader "you", "your", "yours", with a verb that agrees, and others by name', () => {
    const text = `It is ${whose('p1')} turn, not ${whose('p2', 'alone')}. ${who('p2', 'holds')} 7 cards.`;
    expect(as('p2', text)).toBe("It is p1's turn, not yours. You hold 7 cards.");
    expect(as('p1', text)).toBe("It is your turn, not p2's. p2 holds 7 cards.");
    expect(as(undefined, text)).toBe("It is p1's turn, not p2's. p2 holds 7 cards.");
    expect(as('p3', `${who('p3', 'has', 'have')} 2 and ${who('p3')} still passes.`)).toBe(
      'you have 2 and you still pass.',
    );
  });

  it('are plain text a state can keep, and refuse ids that would break them', () => {
    expect(who('p2', 'passes')).toBe('{@p2|passes|pass}');
    expect(whose('p2', 'alone')).toBe("{@p2's|alone}");
    expect(() => who('a b')).toThrow(/without spaces/);
    expect(() => whose("o'neil")).toThrow(/got "o'neil"/);
    // Placeholders of someone not in the game stay as they are.
    expect(as('p1', `${who('p9')} waves`)).toBe('{@p9} waves');
  });

  it('names other players as the game calls them, in two- and three-player games alike', () => {
    const name = (p: string) => `Player ${p.slice(1)}`;
    const text = `${who('p2', 'leads')}; ${whose('p1')} move. p2's turn.`;
    for (const players of [['p1', 'p2'], THREE])
      expect(renderWords(text, { viewer: 'p1', players, name })).toBe(
        "Player 2 leads; your move. Player 2's turn.",
      );
  });
});

describe('bare player ids, read by their grammar', () => {
  it('turns the issue’s sentence into English for each reader', () => {
    const text = "It is p1's turn, not p2's. p2 holds 7 cards.";
    expect(as('p2', text)).toBe("It is p1's turn, not yours. You hold 7 cards.");
    expect(as('p1', text)).toBe("It is your turn, not p2's. p2 holds 7 cards.");
  });

  it('keeps an object an object, a possessive subject’s verb, and keys and ids inside words', () => {
    expect(as('p2', 'p1 gave p2 cards; the lead passes to p2.')).toBe(
      'p1 gave you cards; the lead passes to you.',
    );
    expect(as('p2', "p2's hand holds 3. Cards p2 holds: 3. p2's turn.")).toBe(
      'your hand holds 3. Cards you hold: 3. Your turn.',
    );
    expect(as('p2', 'p2:hand, p2_hand and p22 are not ids; p1 vs p2.')).toBe(
      'p2:hand, p2_hand and p22 are not ids; p1 vs you.',
    );
    expect(as('p2', 'You are player "p2"; `p2` is your id.')).toBe(
      'You are player "p2"; `p2` is your id.',
    );
    expect(as('p2', '- p2 drew 2 cards\np2 always passes')).toBe(
      '- you drew 2 cards\nYou always pass',
    );
  });

  it('verbs take the form that follows "you"', () => {
    const pairs: [string, string][] = [
      ['holds', 'hold'],
      ['has', 'have'],
      ['is', 'are'],
      ['was', 'were'],
      ["doesn't", "don't"],
      ['passes', 'pass'],
      ['catches', 'catch'],
      ['tries', 'try'],
      ['plays', 'play'],
      ['goes', 'go'],
      ['uses', 'use'],
      ['chooses', 'choose'],
      ['fixes', 'fix'],
    ];
    for (const [third, base] of pairs) expect(baseForm(third)).toBe(base);
  });
});

// --- The property: random sentences naming players never read "you holds" or "not your". ---

const VERBS = [
  'holds',
  'has',
  'is',
  'was',
  'plays',
  'draws',
  'passes',
  'wins',
  'leads',
  'takes',
  'catches',
  'tries',
  'does',
  'goes',
  'discards',
  'chooses',
  'uses',
  'loses',
  'misses',
];
const ADVERBS = ['', 'still ', 'already ', 'now ', 'also ', 'never '];
const NOUNS = ['turn', 'hand', 'cards', 'trick', 'Pikachu', '7 of Hearts', 'bench'];
const OBJECTS = ['7 cards', 'the trick', 'a Prize card', 'first', 'nothing'];

type Part = (p: string, q: string) => string;
const player = fc.constantFrom<Part>(
  (p) => p,
  (p) => who(p),
);
const sentence = fc.oneof(
  // Subject, verb, object.
  fc
    .tuple(
      player,
      fc.constantFrom(...ADVERBS),
      fc.constantFrom(...VERBS),
      fc.constantFrom(...OBJECTS),
    )
    .map(
      ([s, adv, verb, obj]): Part =>
        (p) =>
          `${s(p, p)} ${adv}${verb} ${obj}.`,
    ),
  fc.tuple(fc.constantFrom(...VERBS), fc.constantFrom(...OBJECTS)).map(
    ([verb, obj]): Part =>
      (p) =>
        `${who(p, verb)} ${obj}.`,
  ),
  // A possessive before a noun, and one standing alone.
  fc.tuple(fc.constantFrom(...NOUNS), fc.boolean()).map(
    ([noun, token]): Part =>
      (p, q) =>
        token
          ? `It is ${whose(q)} ${noun}, not ${whose(p, 'alone')}.`
          : `It is ${q}'s ${noun}, not ${p}'s.`,
  ),
  fc.tuple(fc.constantFrom(...NOUNS), fc.constantFrom(...VERBS), fc.boolean()).map(
    ([noun, verb, token]): Part =>
      (p) =>
        `${token ? whose(p) : `${p}'s`} ${noun} ${verb} 2.`,
  ),
  // Objects: after a preposition, and before a plural noun.
  fc.tuple(player, fc.constantFrom('to', 'from', 'with', 'for')).map(
    ([o, prep]): Part =>
      (p, q) =>
        `${q} passes the lead ${prep} ${o(p, q)}.`,
  ),
  fc.constant<Part>((p, q) => `${q} gave ${p} 3 cards.`),
  // Two subjects.
  fc.constant<Part>((p, q) => `${p} and ${q} share the win.`),
);
const text = fc.array(sentence, { minLength: 1, maxLength: 4 });

const BAD = [
  new RegExp(`\\byou\\s+(?:(?:still|already|now|also|never)\\s+)?(?:${VERBS.join('|')})\\b`, 'i'),
  /\byour(?:[.,;:!?)]|$)/i,
  /\byours\s+(?:turn|hand|cards|trick|bench|Pikachu|7)\b/i,
  /\byou's\b/i,
  /\byou\s+(?:turn|hand|bench)\b/i,
  /\byour\s+\w+\s+(?:hold|have|are|were|play|draw)\b/i,
];

describe('a property over random sentences with player ids', () => {
  it('never reads "you holds", "not your." or "you\'s"; others keep their names; 2 and 3 players alike', () => {
    fc.assert(
      fc.property(text, fc.constantFrom('p1', 'p2'), fc.constantFrom('p1', 'p2'), (parts, p, q) => {
        const source = parts.map((part) => part(p, q)).join(' ');
        for (const viewer of ['p1', 'p2', undefined]) {
          const two = renderWords(source, { viewer, players: ['p1', 'p2'] });
          const three = renderWords(source, { viewer, players: THREE });
          expect(three).toBe(two);
          for (const bad of BAD) expect(two).not.toMatch(bad);
          expect(two).not.toMatch(/\{@/);
          expect(two.includes('\u0001') || two.includes('\u0002')).toBe(false);
          // Only the reader's own words change: the other player keeps their name.
          const other = viewer === 'p1' ? 'p2' : 'p1';
          if (source.includes(other) && viewer !== undefined) expect(two).toContain(other);
          if (viewer === undefined) expect(two).not.toMatch(/\byou/i);
        }
      }),
      { numRuns: propertyRuns('WORDS_RUNS', 500, 20_000) },
    );
  });
});

describe("the engine's own text", () => {
  it('reads right for every player: log lines and errors of random actions, 2 and 3 players', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(['p1', 'p2'], THREE),
        fc.array(fc.nat(1_000), { minLength: 10, maxLength: 30 }),
        (players, picks) => {
          const { engine, state: s0 } = createTestGame({
            players,
            deckSize: 8,
            seed: picks.length,
          });
          let state = s0;
          let i = 0;
          const pick = (n: number) => (picks[i++ % picks.length] as number) % n;
          const texts: string[] = [];
          for (let step = 0; step < picks.length; step++) {
            const r = engine.execute(state, randomAction(state, pick));
            if (r.ok) {
              state = r.state;
              texts.push(state.log.at(-1)?.message ?? '');
            } else texts.push(r.error.message, ...r.error.hints);
          }
          for (const viewer of players)
            for (const t of texts) {
              const read = renderWords(t, { viewer, players });
              for (const bad of BAD) expect(read).not.toMatch(bad);
            }
        },
      ),
      { numRuns: propertyRuns('WORDS_RUNS', 50, 5_000) },
    );
  });
});
