import { describe, expect, it } from 'vitest';
import { actions } from '../actions';
import { createTestGame, runActions } from '../test';
import { renderWords, who } from '../words';

describe('describeAction', () => {
  const { engine, state } = createTestGame({
    players: ['p1', 'p2', 'p3'],
    definition: {
      // A play is worded as a play; everything else keeps the engine's words.
      describeAction: ({ action, targets, state: before, data, message }) => {
        if (action.type !== 'declare_action' || action.kind !== 'play') return undefined;
        const card = before.cards[targets.cards[0] ?? ''];
        expect(message).toMatch(/^p1 declared play with /);
        expect(data).toMatchObject({ kind: 'play' });
        return `${who(action.player, 'plays')} ${card ? engine.definition.cards.getTemplate(card.templateId)?.name : 'a card'}`;
      },
    },
  });

  it('words the log line of a successful action, rendered per reader', () => {
    // A card every player can see: drawn, then put on the board.
    const drawn = runActions(engine, state, [actions.draw({ player: 'p1' })]);
    const hand = drawn.zones['p1:hand']?.cards[0] as string;
    const shown = runActions(engine, drawn, [
      actions.moveCard({ player: 'p1', card: `#${hand}`, from: 'hand', to: 'board' }),
    ]);
    const r = engine.execute(
      shown,
      actions.declareAction({
        player: 'p1',
        kind: 'play',
        card: `#${hand}`,
        zone: 'board',
        source: 'script',
      }),
    );
    const line = r.ok ? (r.state.log.at(-1)?.message ?? '') : '';
    expect(renderWords(line, { viewer: 'p1', players: state.players })).toBe('you play Ember Fox');
    expect(renderWords(line, { viewer: 'p2', players: state.players })).toBe('p1 plays Ember Fox');
    const other = engine.execute(state, actions.endTurn({ player: 'p1' }));
    expect(other.ok && other.state.log.at(-1)?.message).toBe('p1 ended turn 1; p2 to play');
  });
});
