import { type Action, type GameState, historyActions } from '@playmat/engine';
import {
  createPokemonPlugin,
  type PokemonState,
  PRIZE_ZONES,
  playBotGameDirect,
  pokemonIn,
  pokemonInPlay,
  zoneKey,
} from '@playmat/pokemon';
import { describe, expect, it } from 'vitest';
import { type NarratedLine, type Narrator, narrate } from './narrate';

const plugin = createPokemonPlugin();
const narrator: Narrator = {
  name: (p) => ({ p1: 'Player 1', p2: 'Player 2' })[p] ?? p,
  cards: plugin.engine.definition.cards,
};

/** Every step of a bot game, narrated, with the step's action. */
async function narratedGame(p1: string, p2: string, seed: number) {
  const game = await playBotGameDirect({ decks: { p1, p2 }, seed, plugin, keepLog: false });
  const engine = game.store.engine;
  let state: GameState<PokemonState> = game.store.history.initial;
  let seq = -1;
  const steps: {
    action: Action;
    lines: NarratedLine[];
    before: GameState<PokemonState>;
    after: GameState<PokemonState>;
  }[] = [];
  for (const action of historyActions(game.store.history)) {
    const r = engine.execute(state, action);
    if (!r.ok) throw new Error(r.error.message);
    const lines = r.state.log.filter((l) => l.seq > seq);
    if (lines.length > 0) seq = lines.at(-1)!.seq;
    steps.push({
      action,
      lines: narrate({ action, before: state, after: r.state, lines, data: r.data }, narrator),
      before: state,
      after: r.state,
    });
    state = r.state;
  }
  return { steps, final: state, text: steps.flatMap((s) => s.lines.map((l) => l.text)) };
}

const GAMES: [string, string, number][] = [
  ['sv-pawmot-thunder', 'sv-skeledirge-blaze', 1],
  ['sv-quaquaval-tide', 'sv-pawmot-thunder', 2],
  ['base-zap', 'base-brushfire', 3],
  ['base-overgrowth', 'base-blackout', 4],
];

describe('narrate: the log in a player’s words', () => {
  it.each(GAMES)('%s vs %s (seed %i): no engine words, ids or zone keys', async (a, b, seed) => {
    const { text } = await narratedGame(a, b, seed);
    expect(text.length).toBeGreaterThan(40);
    for (const line of text) {
      expect(line).not.toMatch(/\bp[12]\b/); // players are "Player 1" / "Player 2"
      expect(line).not.toMatch(/\b[a-z]+_[a-z_]+\b/); // no engine or tool names (end_turn)
      expect(line).not.toMatch(/\w:\w/); // no zone keys (p1:bench_2)
      expect(line).not.toMatch(/#\d/); // no card instance ids
      expect(line).not.toMatch(/\b(declared|set a counter|must decide|answered)\b/);
      expect(line).toMatch(/[.!]$/); // whole sentences
    }
  });

  it.each(GAMES)(
    '%s vs %s (seed %i): every Prize card taken is in a Knock Out line',
    async (a, b, seed) => {
      const { steps, final } = await narratedGame(a, b, seed);
      for (const [p, name] of [
        ['p1', 'Player 1'],
        ['p2', 'Player 2'],
      ] as const) {
        const left = PRIZE_ZONES.filter(
          (z) => (final.zones[zoneKey(p, z)]?.cards.length ?? 0) > 0,
        ).length;
        const said = steps
          .flatMap((s) => s.lines)
          .filter((l) => l.tone === 'knock-out' && l.player === p)
          .map((l) => {
            expect(l.text).toMatch(
              new RegExp(`was Knocked Out — ${name} takes (a|\\d) Prize cards?\\.$`),
            );
            const n = /takes (a|\d+) Prize/.exec(l.text)![1]!;
            return n === 'a' ? 1 : Number(n);
          })
          .reduce((x, y) => x + y, 0);
        expect(said).toBe(PRIZE_ZONES.length - left);
      }
    },
  );

  it.each(GAMES)(
    '%s vs %s (seed %i): "in all" is the damage on the whole Pokémon, earlier Stages included',
    async (a, b, seed) => {
      const { steps } = await narratedGame(a, b, seed);
      let checked = 0;
      for (const step of steps) {
        const said = new Map<string, number>();
        for (const l of step.lines) {
          const m = /^(?:.+: )?(.+) took \d+ damage(?: with [^(]+)? \((\d+) in all\)\.$/.exec(
            l.text,
          );
          if (m) said.set(m[1]!, Number(m[2]));
        }
        const knockedOut = step.lines
          .filter((l) => l.tone === 'knock-out')
          .map((l) => /'s (.+) was Knocked Out/.exec(l.text)?.[1]);
        for (const [name, total] of said) {
          if (knockedOut.includes(name)) continue;
          const inPlay = step.after.players.flatMap((p) =>
            pokemonInPlay(plugin.engine.definition.cards, step.after, p).filter(
              (m) => m.card.name === name,
            ),
          );
          // Knocked Out by it: no longer in play, its damage gone with it.
          if (inPlay.length === 0) continue;
          expect(inPlay.map((m) => m.damage)).toContain(total);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(0);
    },
  );

  it.each([...GAMES, ['sv-quaquaval-tide', 'sv-pawmot-thunder', 5] as const])(
    '%s vs %s (seed %i): an attack hitting the Defending Pokémon’s Weakness says so, and only then',
    async (a, b, seed) => {
      const { steps } = await narratedGame(a, b, seed);
      const cards = plugin.engine.definition.cards;
      let said = 0;
      for (const s of steps) {
        const lines = s.lines.map((l) => l.text);
        if (s.action.type !== 'declare_action' || s.action.kind !== 'attack') {
          for (const l of lines) expect(l).not.toMatch(/Weakness/);
          continue;
        }
        const player = s.action.player;
        const attacker = pokemonIn(cards, s.before, zoneKey(player, 'active'))!;
        const opponent = s.before.players.find((p) => p !== player)!;
        const defender = pokemonIn(cards, s.before, zoneKey(opponent, 'active'))!;
        const used = (s.action.details as { attack?: string } | undefined)?.attack;
        const printed = attacker.card.attacks.find((x) => x.name === used)?.damage ?? '';
        // The printed Weakness of the Defending Pokémon and the attacker's type (rule text:
        // "if the Defending Pokémon has Weakness to the Attacking Pokémon's type").
        const weak = defender.card.weaknesses[0];
        const applies = weak !== undefined && attacker.card.types.includes(weak.type);
        const hit = lines.find((l) => l.startsWith(`${defender.card.name} took `));
        if (!hit) continue;
        if (!applies) expect(hit).not.toMatch(/Weakness/);
        else if (/^\d+$/.test(printed)) {
          expect(hit).toMatch(new RegExp(` took (\\d+) damage with Weakness ${weak.value}`));
          const amount = Number(/took (\d+)/.exec(hit)![1]);
          // At least the printed damage doubled (a Vitality Band adds before Weakness).
          expect(amount).toBeGreaterThanOrEqual(Number(printed) * 2);
          said++;
        }
      }
      // Lightning against Water: Weakness is hit in these games.
      if (a.includes('quaquaval') && b.includes('pawmot')) expect(said).toBeGreaterThan(0);
    },
  );

  it('says who goes first, attaches, attacks and damage in numbers', async () => {
    const { steps, text } = await narratedGame('sv-pawmot-thunder', 'sv-skeledirge-blaze', 1);
    expect(text[0]).toMatch(/^Coin flip: (Heads|Tails) — Player [12] goes first\.$/);
    expect(text).toContain('Player 1 set aside 6 Prize cards.');
    const attach = steps.find(
      (s) => s.action.type === 'move_card' && s.action.source === 'ai' && s.lines.length === 1,
    );
    expect(attach?.lines[0]?.text).toMatch(
      /^Player [12] (attached .* Energy to \S|played |evolved )/,
    );
    const attack = steps.find(
      (s) => s.action.type === 'declare_action' && s.action.kind === 'attack',
    )!;
    const name = (attack.action as { details?: { attack?: string } }).details?.attack;
    expect(attack.lines[0]?.text).toMatch(new RegExp(`^\\S.* used ${name}\\.$`));
    expect(text.some((l) => /^\S.* took \d+ damage \(\d+ in all\)\.$/.test(l))).toBe(true);
  });

  it('shows a mulligan to both players: the revealed hand, then the new draw', async () => {
    // seed 6 of these decks: Player 2's first hand has no Basic Pokémon.
    for (let seed = 1; seed < 40; seed++) {
      const { text } = await narratedGame('sv-pawmot-thunder', 'sv-skeledirge-blaze', seed);
      const i = text.findIndex((l) => / has no Basic Pokémon and reveals their hand: /.test(l));
      if (i < 0) continue;
      expect(text[i + 1]).toMatch(
        /^Player [12] took a mulligan: shuffled the hand back and drew 7 new cards\.$/,
      );
      return;
    }
    throw new Error('no mulligan in 40 seeds');
  });
});
