import { createGameToolContext, createMatchStore } from '@playmat/agent/game';
import type { ToolSet } from 'ai';
import { describe, expect, it } from 'vitest';
import { getBundledSets } from '../cards/bundled-sets';
import { loadCardSet } from '../cards/load-card-set';
import { createCardRegistry } from '../cards/registry';
import jungle from '../effects/fixtures/base2.json';
import neoDestiny from '../effects/fixtures/neo4.json';
import { looksAllowed } from '../game/look';
import type { PokemonState } from '../game/state';
import { createPokemonPlugin } from '../plugin/create-pokemon-plugin';
import { buildBoard } from '../test/match-builder';
import { createManualEffectTools } from './manual-tools';
import { createPokemonTools } from './pokemon-tools';

/**
 * Looking at an opponent's hidden cards for a card carried out by hand: the game shows them,
 * to that player alone, when the card's text names the look (Neo Destiny's Dark Slowking,
 * Cunning — its "Then, you may …" after the coin keeps it manual; Jungle's Mankey's Peek, which
 * the game now carries out itself, for the reading of "either player's").
 */
const registry = createCardRegistry([
  ...Object.values(getBundledSets()),
  loadCardSet(jungle),
  loadCardSet(neoDestiny),
]);
const plugin = createPokemonPlugin({ registry });
const MANKEY = 'base2-55';
const DARK_SLOWKING = 'neo4-20';
const BILL = 'base1-91';
const W = 'sve-3';

function setup() {
  const { state } = buildBoard({
    engine: plugin.engine,
    p1: { active: [DARK_SLOWKING], hand: ['base1-92'] },
    p2: { active: ['sv1-36'], hand: [BILL, W, 'sv1-74'], deck: [BILL, W] },
  });
  const store = createMatchStore(plugin.engine, state);
  const ctx = createGameToolContext<PokemonState>({ store, player: 'p1', plugin });
  const tools = { ...createPokemonTools(ctx), ...createManualEffectTools(ctx) } as ToolSet;
  const call = async (name: string, input: object = {}) => {
    const t = tools[name];
    if (!t?.execute) throw new Error(`no tool ${name}`);
    return String(await t.execute(input, { toolCallId: 't', messages: [] }));
  };
  return { store, call };
}

describe('look_at', () => {
  it("reads what a text lets you look at ('either player's' names both)", () => {
    const peek = registry.require(MANKEY);
    const text = peek.supertype === 'Pokémon' ? (peek.abilities[0]?.text ?? '') : '';
    expect(looksAllowed(text).sort()).toEqual(
      [
        'opponent-hand-random',
        'opponent-deck-top',
        'own-deck-top',
        'opponent-prize',
        'own-prize',
      ].sort(),
    );
    expect(looksAllowed('Draw 2 cards.')).toEqual([]);
  });

  it("shows the top card of the opponent's deck to the looking player alone, and only once", async () => {
    const { store, call } = setup();
    expect(await call('declare_ability', { pokemon: 'your_active', ability: 'Cunning' })).toContain(
      'not carried out by the game',
    );
    // The raw search of another player's deck stays refused.
    expect(await call('search_zone', { zone: 'opponent_deck' })).toMatch(/^Error/);
    const out = await call('look_at', { what: 'opponent-deck-top' });
    expect(out).toMatch(/^You looked at: Bill\.\n/);
    const top = store.state.zones['p2:deck']?.cards[0] as string;
    const v = store.state.cards[top]?.visibility;
    expect(typeof v === 'object' && v.players.includes('p1')).toBe(true);
    expect(v).not.toBe('public');
    expect(store.state.log.some((e) => e.message.includes('reveal'))).toBe(true);
    expect(await call('look_at', { what: 'opponent-deck-top' })).toMatch(/already looked/);
    expect(await call('finish_effect')).toContain('The card is done.');
  });

  it('what the text does not name is refused, and outside a card carried out by hand nothing is', async () => {
    const { call } = setup();
    expect(await call('look_at', { what: 'opponent-hand' })).toMatch(
      /only when a card you are carrying out/,
    );
    await call('declare_ability', { pokemon: 'your_active', ability: 'Cunning' });
    expect(await call('look_at', { what: 'opponent-hand-random' })).toMatch(
      /does not let you look at opponent-hand-random/,
    );
  });
});
