import { type GameView, type PlayerId, who, whose } from '@playmat/engine';

/**
 * `You are player "p2"; the other players are p1 and p3.` — the line that tells a seat who it is
 * (its id in quotes, which rendering keeps). Player
 * words are placeholders: render it for the reader (`ctx.localize`).
 */
export function seatLine(view: GameView, player: PlayerId): string {
  const others = view.players.filter((p) => p !== player).map((p) => who(p));
  const list =
    others.length > 1 ? `${others.slice(0, -1).join(', ')} and ${others.at(-1)}` : others[0];
  return `You are player "${player}"; the other player${others.length === 1 ? ' is' : 's are'} ${list}.`;
}

/**
 * The state text an agent reads when its plugin has no `formatState`: who it is, the turn,
 * every zone it may see (cards by name and `#id`, hidden ones counted), a pending decision and
 * the latest log lines. Built from the view only. It names zones by engine key and players with
 * placeholders: `runTurn` renders it for the reader (`ctx.localize`), as it does a plugin's.
 */
export function defaultStateText(view: GameView, ctx: { readonly player: PlayerId }): string {
  const { turn } = view;
  const lines = [seatLine(view, ctx.player)];
  if (view.result)
    lines.push(
      `Game over: ${view.result.winners.map((p) => who(p)).join(' and ')} won (${view.result.reason}).`,
    );
  else
    lines.push(
      `Turn ${turn.number}, round ${turn.round}: ${whose(turn.activePlayer)} turn, phase ${turn.phase}.`,
    );
  lines.push('Zones:');
  for (const zone of Object.values(view.zones)) {
    const shown = zone.cards.map((c) => `${c.name} (#${c.id})`);
    if (zone.hidden > 0) shown.push(`${zone.hidden} face down`);
    const count = zone.count === null ? 'not known' : `${zone.count}`;
    lines.push(`- ${zone.key} (${count}): ${shown.join(', ') || 'empty'}`);
  }
  const d = view.pendingDecision;
  if (d)
    lines.push(
      d.yours
        ? `Decision for you: ${d.prompt}${d.options ? ` Options: ${d.options.join(' | ')}.` : ''}`
        : `Waiting for ${who(d.decider)} to decide: ${d.prompt}`,
    );
  const log = view.log.slice(-6);
  if (log.length > 0) lines.push('Recent events:', ...log.map((e) => `- ${e.message}`));
  return lines.join('\n');
}
