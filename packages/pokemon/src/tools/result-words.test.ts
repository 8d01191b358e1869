import { describe, expect, it } from 'vitest';
import { formatNarrativeState } from '../narrative/format-narrative-state';
import { seatTools } from './tools.test-helper';

const KINGAMBIT = 'sv1-134';
const PAWMI = 'sv1-73';
const LECHONK = 'sv1-155';

describe('what comes next, after a call that waits on the opponent', () => {
  it('an attack whose Knock Out the opponent answers with a promotion: the turn ends after that', async () => {
    const { call } = seatTools({
      p1: { active: ['sv1-122', 'sve-6', 'sve-6', 'sve-6'] },
      p2: { active: [PAWMI], bench: [[PAWMI], [LECHONK]] },
    });
    const out = await call('declare_attack', { attack: 'Adrenaline Hammer' });
    expect(out).toMatch(/Your opponent must choose now/);
    expect(out).toMatch(/your turn ends after that/);
    expect(out).not.toMatch(/turn goes on/);
  });

  it("an Ability whose choice is the opponent's (Intimidating Howl): the turn goes on after that", async () => {
    const { call } = seatTools({
      p1: { active: ['sv1-137'] },
      p2: { active: [KINGAMBIT], bench: [[PAWMI], [LECHONK]] },
    });
    const out = await call('declare_ability', {
      pokemon: 'your_active',
      ability: 'Intimidating Howl',
    });
    expect(out).toMatch(/your turn goes on after that/);
  });
});

describe('attack results in the words of the game, not the engine', () => {
  it("a Special Condition reads as the Pokémon's, whoever's card caused it", async () => {
    const burn = await seatTools({
      p1: { active: ['sv1-29', 'sve-1'] },
      p2: { active: [KINGAMBIT] },
    }).call('declare_attack', { attack: 'Hot Bite' });
    // A line starts with a capital: "Your Klawf", "Opponent's Kingambit".
    expect(burn).toMatch(/^- opponent's Kingambit is now Burned$/im);
    const self = await seatTools({
      p1: { active: ['sv1-122', 'sve-6', 'sve-6', 'sve-6'] },
      p2: { active: [KINGAMBIT] },
    }).call('declare_attack', { attack: 'Adrenaline Hammer' });
    expect(self).toMatch(/^- your Klawf is now Confused$/im);
    for (const out of [burn, self]) {
      expect(out).not.toMatch(/set_status|set a counter|declared|is now 1\b/);
      expect(out).not.toMatch(/opponent set/);
    }
  });

  it('damage reads as damage taken', async () => {
    const out = await seatTools({
      p1: { active: ['sv1-29', 'sve-1'] },
      p2: { active: [KINGAMBIT] },
    }).call('declare_attack', { attack: 'Hot Bite' });
    expect(out).toContain('Kingambit took 40 damage (40 in all)');
    expect(out).not.toMatch(/added \d+: damage/);
  });
});

describe('the recent log in the words of the game', () => {
  it('says who attacked, retreated or played what, never "declared"', async () => {
    const { call, ctx } = seatTools(
      {
        p1: { active: ['sv1-29', 'sve-1'], bench: [[PAWMI, 'sve-4']], hand: ['sv1-188'] },
        p2: { active: [KINGAMBIT] },
      },
      { counters: { 'p1:bench_1': { damage: 20 } } },
    );
    expect(await call('declare_retreat', { to: 'your_bench_1' })).toMatch(/retreated/);
    expect(await call('play_trainer', { card: 'Potion', target: 'your_active' })).not.toMatch(
      /^Error/,
    );
    expect(await call('declare_attack', { attack: 'Jolt' })).toMatch(/used Jolt/);
    const text = formatNarrativeState(ctx.view());
    const log = text.slice(text.indexOf('== RECENT LOG =='));
    expect(log).toContain('you retreated Scovillain');
    expect(log).toContain('you played Potion');
    expect(log).toContain('you attacked with Pawmi');
    expect(log).not.toMatch(/declared/);
  });
});
