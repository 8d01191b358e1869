import { describe, expect, it } from 'vitest';
import { viewPluginState } from '../game/definition';
import { act, table } from './effects.test-helper';

const PAWMI = 'sv1-74';
const L = 'sve-4';
const GENERATOR = 'sv1-170';
const NEST_BALL = 'sv1-181';
const OTHER = 'sv1-36';

/** The waiting choice of the effect being carried out. */
const waiting = (t: ReturnType<typeof table>) => {
  const w = t.state.plugin.effects.at(-1)?.waiting;
  if (w?.kind !== 'choice') throw new Error('no choice is waiting');
  return w;
};

describe('the cards a choice looks at', () => {
  it('Electric Generator: the top 5 of the deck, the ones not offered included, for the decider only', () => {
    const deck = [L, OTHER, L, NEST_BALL, OTHER, L, L];
    let t = table({
      p1: { active: [PAWMI], bench: [[PAWMI]], hand: [GENERATOR], deck },
      p2: { active: [OTHER] },
    });
    const top5 = t.state.zones['p1:deck']!.cards.slice(0, 5);
    t = act(t, {
      type: 'declare_action',
      player: 'p1',
      source: 'ai',
      kind: 'play_trainer',
      card: 'Electric Generator',
      zone: 'p1:hand',
    });
    const w = waiting(t);
    expect(w.lookedAt).toEqual(top5);
    // Offered: the two Basic Lightning Energy among them; looked at: all five.
    expect(w.options).toHaveLength(2);
    for (const o of w.options) expect(top5).toContain(o.value);
    expect(viewPluginState(t.state.plugin, 'p1').effects.at(-1)?.waiting).toMatchObject({
      lookedAt: top5,
    });
    expect(viewPluginState(t.state.plugin, 'p2').effects.at(-1)?.waiting).toMatchObject({
      lookedAt: [],
      options: [],
    });
  });

  it('a deck search looks at the whole deck', () => {
    let t = table({
      p1: { active: [PAWMI], hand: [NEST_BALL], deck: [PAWMI, L, OTHER, PAWMI] },
      p2: { active: [OTHER] },
    });
    const deckIds = t.state.zones['p1:deck']!.cards;
    t = act(t, {
      type: 'declare_action',
      player: 'p1',
      source: 'ai',
      kind: 'play_trainer',
      card: 'Nest Ball',
      zone: 'p1:hand',
    });
    expect([...(waiting(t).lookedAt ?? [])].sort()).toEqual([...deckIds].sort());
  });
});
