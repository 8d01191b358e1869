import type { Action } from '@playmat/engine';
import {
  BENCH_ZONES,
  DAMAGE_COUNTER,
  isBasicPokemon,
  isEnergy,
  isEvolution,
  type PokemonCard,
  pokemonIn,
  SPECIAL_CONDITIONS,
  stage,
  zoneKey,
} from '@playmat/pokemon';
import {
  type ByEffect,
  type EffectStep,
  firstOfEach,
  healActions,
  type StepContext,
  spotOf,
} from './effect-context';
import { coinCountIn, drawCountIn, healAmountIn, lookCountIn } from './effect-text';

/*
 * The generic steps of a card effect, by what they act on. Each returns fully specified steps
 * (see `StepContext.make`); ids are stable strings the driver looks up again.
 */

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Your deck: search, look at the top, draw, shuffle; and coin flips. */
export function deckSteps(c: StepContext): EffectStep[] {
  const { make, by, tag, me, effect } = c;
  const deckKey = zoneKey(me, 'deck');
  const deck = c.zone(me, 'deck');
  const out: EffectStep[] = [];
  const closeOr = (open: boolean, id: 'search' | 'peek', step: () => EffectStep) =>
    out.push(
      open
        ? make(
            `${id}-close`,
            id === 'search' ? 'Close the deck search' : 'Stop looking at your deck',
            'search',
            () => [],
            () => '',
            { control: id === 'search' ? 'search-close' : 'peek-close' },
          )
        : step(),
    );
  closeOr(effect.searched !== null, 'search', () =>
    make(
      'search',
      'Search your deck',
      'search',
      () => [{ type: 'search_zone', ...by, zone: deckKey }],
      () => `searches their deck${tag}`,
      { control: 'search-open' },
    ),
  );
  // A number of deck cards, suggested by the text; no count at all when the deck is empty.
  const cardCount = (suggested: number) =>
    deck.length > 0
      ? { count: { min: 1, max: deck.length, step: 1, value: Math.min(suggested, deck.length) } }
      : {};
  closeOr(effect.peeked !== null, 'peek', () =>
    make(
      'peek',
      'Look at the top of your deck',
      'search',
      (n) => [{ type: 'peek', ...by, zone: deckKey, count: n }],
      (n) => `looks at the top ${plural(n, 'card')} of their deck${tag}`,
      cardCount(lookCountIn(effect.source.text) ?? 5),
    ),
  );
  out.push(
    make(
      'draw',
      'Draw cards',
      'deck',
      (n) => [{ type: 'draw', ...by, count: n }],
      (n) => `draws ${plural(n, 'card')}${tag}`,
      cardCount(drawCountIn(effect.source.text) ?? 1),
    ),
    make(
      'shuffle-deck',
      'Shuffle your deck',
      'deck',
      () => [{ type: 'shuffle', ...by, zone: deckKey }],
      () => `shuffles their deck${tag}`,
    ),
    make(
      'coin',
      'Flip coins',
      'coin',
      (n) => [{ type: 'coin_flip', ...by, count: n }],
      (n, data) => {
        const faces = (data as { results?: string[] } | undefined)?.results ?? [];
        return `flips ${n === 1 ? 'a coin' : `${n} coins`}: ${faces.join(', ')}${tag}`;
      },
      { count: { min: 1, max: 10, step: 1, value: coinCountIn(effect.source.text) ?? 1 } },
    ),
  );
  return out;
}

/** Your hand: per card a row (discard, top or bottom of the deck); shuffle it into the deck. */
export function handSteps(c: StepContext): EffectStep[] {
  const { make, by, tag, me, nameOf } = c;
  const handKey = zoneKey(me, 'hand');
  const deckKey = zoneKey(me, 'deck');
  const hand = c.zone(me, 'hand');
  const out: EffectStep[] = [];
  for (const id of hand) {
    const name = nameOf(id);
    const move = (to: string, position?: 'bottom'): Action[] => [
      {
        type: 'move_card',
        ...by,
        card: `#${id}`,
        from: handKey,
        to,
        ...(position ? { position } : {}),
      },
    ];
    const row = { row: name };
    out.push(
      make(
        `discard:${id}`,
        `Discard ${name} from your hand`,
        'hand',
        () => move(zoneKey(me, 'discard')),
        () => `discards ${name} from their hand${tag}`,
        { ...row, short: 'Discard' },
      ),
      make(
        `to-deck:${id}`,
        `Put ${name} from your hand into your deck`,
        'hand',
        () => move(deckKey),
        () => `puts a card from their hand into their deck${tag}`,
        { ...row, short: 'Into deck' },
      ),
      make(
        `to-bottom:${id}`,
        `Put ${name} from your hand on the bottom of your deck`,
        'hand',
        () => move(deckKey, 'bottom'),
        () => `puts a card from their hand on the bottom of their deck${tag}`,
        { ...row, short: 'Deck bottom' },
      ),
    );
  }
  out.push(
    make(
      'shuffle-hand',
      'Shuffle your hand into your deck',
      'hand',
      () => [
        { type: 'move_card_stack', ...by, from: handKey, to: deckKey },
        { type: 'shuffle', ...by, zone: deckKey },
      ],
      () => `shuffles their hand (${hand.length}) into their deck${tag}`,
    ),
  );
  return out;
}

/** The first empty Bench spot of the human (or bench 5, so the engine says it is full). */
function benchSpot(c: StepContext): { key: string; label: string } {
  const empty = BENCH_ZONES.map((b) => zoneKey(c.me, b)).find(
    (k) => (c.state.zones[k]?.cards.length ?? 0) === 0,
  );
  return { key: empty ?? zoneKey(c.me, 'bench_5'), label: empty ? ` (${spotOf(empty)})` : '' };
}

/** Your (public) discard pile: each distinct card back to the hand, Basic Pokémon onto the Bench. */
export function discardSteps(c: StepContext): EffectStep[] {
  const { make, by, tag, me, nameOf, registry, state } = c;
  const discardKey = zoneKey(me, 'discard');
  const out: EffectStep[] = [];
  const bench = benchSpot(c);
  for (const id of firstOfEach(state, c.zone(me, 'discard'))) {
    const name = nameOf(id);
    const move = (to: string): Action[] => [
      { type: 'move_card', ...by, card: `#${id}`, from: discardKey, to },
    ];
    out.push(
      make(
        `retrieve:${id}`,
        `Put ${name} from your discard pile into your hand`,
        'discard',
        () => move(zoneKey(me, 'hand')),
        () => `puts ${name} from their discard pile into their hand${tag}`,
        { row: name, short: 'Into hand' },
      ),
    );
    const template = registry.get(state.cards[id]?.templateId ?? '');
    if (template && isBasicPokemon(template))
      out.push(
        make(
          `discard-bench:${id}`,
          `Put ${name} from your discard pile onto your Bench${bench.label}`,
          'discard',
          () => move(bench.key),
          () => `puts ${name} from their discard pile onto their Bench${tag}`,
          { row: name, short: `Onto Bench${bench.label}` },
        ),
      );
  }
  return out;
}

/** Energy: attach from hand or discard pile by effect; move or discard Energy attached to your Pokémon. */
export function energySteps(c: StepContext): EffectStep[] {
  const { make, by, tag, me, nameOf, registry, state, mine, where } = c;
  const out: EffectStep[] = [];
  const isEnergyCard = (id: string) => {
    const t = registry.get(state.cards[id]?.templateId ?? '');
    return t !== undefined && isEnergy(t);
  };
  for (const from of ['hand', 'discard'] as const) {
    const fromKey = zoneKey(me, from);
    const place = from === 'hand' ? 'hand' : 'discard pile';
    for (const id of firstOfEach(state, c.zone(me, from), isEnergyCard)) {
      const name = nameOf(id);
      for (const m of mine)
        out.push(
          make(
            `attach-${from}:${id}:${m.zone}`,
            `Attach ${name} from your ${place} to ${where(m.zone)}`,
            'energy',
            () => [
              {
                type: 'move_card',
                ...by,
                card: `#${id}`,
                from: fromKey,
                to: m.zone,
                position: 'bottom',
              },
            ],
            () => `attaches ${name} from their ${place} to ${where(m.zone)}${tag}`,
            { row: `${name} from your ${place}`, short: `→ ${where(m.zone)}` },
          ),
        );
    }
  }
  for (const m of mine)
    for (const id of firstOfEach(state, m.energy)) {
      const name = nameOf(id);
      const row = { row: `${name} on ${where(m.zone)}` };
      for (const to of mine)
        if (to.zone !== m.zone)
          out.push(
            make(
              `move-energy:${id}:${to.zone}`,
              `Move ${name} from ${where(m.zone)} to ${where(to.zone)}`,
              'energy',
              () => [
                {
                  type: 'move_card',
                  ...by,
                  card: `#${id}`,
                  from: m.zone,
                  to: to.zone,
                  position: 'bottom',
                },
              ],
              () => `moves ${name} from ${where(m.zone)} to ${where(to.zone)}${tag}`,
              { ...row, short: `→ ${where(to.zone)}` },
            ),
          );
      out.push(
        make(
          `discard-energy:${id}`,
          `Discard ${name} from ${where(m.zone)}`,
          'energy',
          () => [
            { type: 'move_card', ...by, card: `#${id}`, from: m.zone, to: zoneKey(me, 'discard') },
          ],
          () => `discards ${name} from ${where(m.zone)}${tag}`,
          { ...row, short: 'Discard' },
        ),
      );
    }
  return out;
}

/**
 * Evolving by effect: an evolution card from the hand onto the Pokémon it evolves from, or a
 * Stage 2 straight onto the Basic of its line (Rare Candy). `allowedByCardEffect` lets it past
 * the plugin's (soft) evolution rule, so the timing limits every such effect keeps — not on
 * either first turn, not on a Pokémon that came into play this turn — are checked here.
 */
export function evolveSteps(c: StepContext): EffectStep[] {
  const { make, by, tag, me, registry, state, mine, where } = c;
  const handKey = zoneKey(me, 'hand');
  const out: EffectStep[] = [];
  const evolution = (id: string) => {
    const t = registry.get(state.cards[id]?.templateId ?? '');
    return t !== undefined && isEvolution(t);
  };
  for (const id of firstOfEach(state, c.zone(me, 'hand'), evolution)) {
    const card = registry.get(state.cards[id]!.templateId) as PokemonCard & {
      evolvesFrom?: string;
    };
    const from = card.evolvesFrom;
    const stage1 = stage(card) === 'Stage 2' && from ? registry.byName(from)[0] : undefined;
    const basic = stage1 && 'evolvesFrom' in stage1 ? stage1.evolvesFrom : undefined;
    for (const m of mine) {
      const skips = basic !== undefined && m.card.name === basic && isBasicPokemon(m.card);
      if (m.card.name !== from && !skips) continue;
      const blocked =
        state.plugin.gameTurn <= 2
          ? 'Neither player may evolve on their first turn.'
          : state.plugin.flags.enteredThisTurn.includes(m.top)
            ? `${m.card.name} came into play or evolved this turn; it cannot evolve until your next turn.`
            : undefined;
      out.push(
        make(
          `evolve-effect:${id}:${m.zone}`,
          `Evolve ${where(m.zone)} into ${card.name}${skips ? ` (skipping ${from})` : ''}`,
          'evolve',
          () => [
            {
              type: 'move_card',
              ...by,
              card: `#${id}`,
              from: handKey,
              to: m.zone,
              position: 'top',
            },
          ],
          () => `evolves ${where(m.zone)} into ${card.name}${tag}`,
          {
            row: `${card.name} from your hand`,
            short: `Evolve ${where(m.zone)}`,
            ...(blocked ? { blocked } : {}),
          },
        ),
      );
    }
  }
  return out;
}

/** Your Pokémon: heal, move damage counters between them, switch with the Active. */
export function pokemonSteps(c: StepContext): EffectStep[] {
  const { make, by, tag, me, state, mine, where, effect } = c;
  const out: EffectStep[] = [];
  for (const m of mine) {
    if (m.damage <= 0) continue;
    const suggested = Math.min(healAmountIn(effect.source.text) ?? m.damage, m.damage);
    out.push(
      make(
        `heal:${m.zone}`,
        `Heal damage from ${where(m.zone)}`,
        'heal',
        (n) => healActions(state, m.zone, n, by),
        (n) => `heals ${n} damage from ${where(m.zone)}${tag}`,
        { count: { min: 10, max: m.damage, step: 10, value: Math.max(10, suggested) } },
      ),
    );
    for (const to of mine)
      if (to.zone !== m.zone)
        out.push(
          make(
            `move-damage:${m.zone}:${to.zone}`,
            `Move damage from ${where(m.zone)} to ${where(to.zone)}`,
            'damage',
            (n) => [...healActions(state, m.zone, n, by), addDamage(to.top, to.zone, n, by)],
            (n) => `moves ${n} damage from ${where(m.zone)} to ${where(to.zone)}${tag}`,
            {
              count: { min: 10, max: m.damage, step: 10, value: 10 },
              row: `Damage on ${where(m.zone)} (${m.damage})`,
              short: `→ ${where(to.zone)}`,
            },
          ),
        );
  }
  const myActive = zoneKey(me, 'active');
  for (const m of mine) {
    if (m.zone === myActive) continue;
    out.push(
      make(
        `switch:${m.zone}`,
        `Switch your Active with ${where(m.zone)}`,
        'switch',
        () => switchActions(c, me, m.zone),
        () => `switches ${where(myActive)} with ${where(m.zone)}${tag}`,
      ),
    );
  }
  const active = mine.find((m) => m.zone === myActive);
  if (active && active.conditions.length > 0)
    out.push(statusStep(c, myActive, 'none', `Your Active ${active.card.name}`));
  return out;
}

function addDamage(top: string, zone: string, amount: number, by: ByEffect): Action {
  return { type: 'add_counter', ...by, card: `#${top}`, zone, counter: DAMAGE_COUNTER, amount };
}

function statusStep(
  c: StepContext,
  zone: string,
  status: (typeof SPECIAL_CONDITIONS)[number] | 'none',
  row: string,
): EffectStep {
  const word = status === 'none' ? 'Recover' : status[0]!.toUpperCase() + status.slice(1);
  return c.make(
    `status:${zone}:${status}`,
    status === 'none' ? `${row} recovers from all Special Conditions` : `Make ${row} ${status}`,
    'status',
    () => [{ type: 'declare_action', ...c.by, kind: 'set_status', zone, details: { status } }],
    () =>
      status === 'none'
        ? `${c.where(zone)} recovers from all Special Conditions${c.tag}`
        : `makes ${c.opp}'s ${c.where(zone)} ${status}${c.tag}`,
    { row, short: word },
  );
}

/** The opponent's Pokémon: switch a Benched one in, put damage counters, discard Energy; Special Conditions. */
export function opponentSteps(c: StepContext): EffectStep[] {
  const { make, by, tag, opp, state, nameOf, engine } = c;
  const out: EffectStep[] = [];
  const oppActive = zoneKey(opp, 'active');
  const zones = [oppActive, ...BENCH_ZONES.map((b) => zoneKey(opp, b))];
  for (const key of zones) {
    const mon = pokemonIn(engine.definition.cards, state, key);
    if (!mon) continue;
    const row = { row: `${opp}'s ${mon.card.name} (${spotOf(key)})` };
    if (key !== oppActive)
      out.push(
        make(
          `gust:${key}`,
          `Switch ${opp}'s Active with their ${mon.card.name} (${spotOf(key)})`,
          'opponent',
          () => switchActions(c, opp, key),
          () => `switches ${opp}'s ${c.where(oppActive)} with their ${mon.card.name}${tag}`,
          { ...row, short: 'Switch in' },
        ),
      );
    out.push(
      make(
        `put-damage:${key}`,
        `Put damage counters on ${opp}'s ${mon.card.name} (${spotOf(key)})`,
        'opponent',
        (n) => [addDamage(mon.top, key, n, by)],
        (n) => `puts ${n} damage on ${opp}'s ${mon.card.name} (${spotOf(key)})${tag}`,
        { ...row, short: 'Damage', count: { min: 10, max: mon.hp, step: 10, value: 10 } },
      ),
    );
    for (const e of firstOfEach(state, mon.energy))
      out.push(
        make(
          `remove-energy:${e}`,
          `Discard ${nameOf(e)} from ${opp}'s ${mon.card.name}`,
          'opponent',
          () => [
            { type: 'move_card', ...by, card: `#${e}`, from: key, to: zoneKey(opp, 'discard') },
          ],
          () => `discards ${nameOf(e)} from ${opp}'s ${mon.card.name}${tag}`,
          { ...row, short: `Discard ${nameOf(e)}` },
        ),
      );
    if (key === oppActive)
      for (const s of SPECIAL_CONDITIONS)
        out.push(statusStep(c, key, s, `${opp}'s Active ${mon.card.name}`));
  }
  return out;
}

/** Swaps `owner`'s Active with a Benched Pokémon (the plugin clears the Special Conditions of the one that leaves). */
function switchActions(c: StepContext, owner: string, bench: string): Action[] {
  return [{ type: 'swap_card_stacks', ...c.by, a: zoneKey(owner, 'active'), b: bench }];
}

/**
 * What can be done with one card of your own deck the human has seen (by searching or by
 * looking at the top): into the hand, onto the Bench (Basic Pokémon), attached (Energy), and
 * for a look, back on the top or bottom.
 */
export function deckCardSteps(
  c: StepContext,
  id: string,
  name: string,
  templateId: string,
  look: boolean,
): EffectStep[] {
  const { make, by, tag, me, mine, where, registry } = c;
  const deckKey = zoneKey(me, 'deck');
  const take = (to: string, position?: 'top' | 'bottom'): Action => ({
    type: 'move_card',
    ...by,
    card: `#${id}`,
    from: deckKey,
    to,
    ...(position ? { position } : {}),
  });
  const out = [
    make(
      `take:${id}:hand`,
      'Put into your hand',
      'search',
      () => [take(zoneKey(me, 'hand'))],
      () => `puts ${name} from their deck into their hand${tag}`,
    ),
  ];
  const template = registry.get(templateId);
  if (template && isBasicPokemon(template)) {
    const bench = benchSpot(c);
    out.push(
      make(
        `take:${id}:bench`,
        `Put onto your Bench${bench.label}`,
        'search',
        () => [take(bench.key)],
        () => `puts ${name} from their deck onto their Bench${tag}`,
      ),
    );
  }
  if (template && isEnergy(template))
    for (const m of mine)
      out.push(
        make(
          `take:${id}:attach:${m.zone}`,
          `Attach to ${where(m.zone)}`,
          'search',
          () => [take(m.zone, 'bottom')],
          () => `attaches ${name} from their deck to ${where(m.zone)}${tag}`,
        ),
      );
  if (look)
    for (const end of ['top', 'bottom'] as const)
      out.push(
        make(
          `take:${id}:${end}`,
          `Back on the ${end} of your deck`,
          'search',
          () => [take(deckKey, end)],
          () => `puts a card on the ${end} of their deck${tag}`,
        ),
      );
  return out;
}
