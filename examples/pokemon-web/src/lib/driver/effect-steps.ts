import type { Action, Engine, GameState, PlayerId, ZoneInventory } from '@playmat/engine';
import {
  BENCH_ZONES,
  type CardRegistry,
  DAMAGE_COUNTER,
  isBasicPokemon,
  isEnergy,
  opponentOf,
  type PokemonState,
  pokemonIn,
  pokemonInPlay,
  zoneKey,
} from '@playmat/pokemon';
import type { CardFace } from '../view';
import type { EffectStepOption, EffectView, SearchCardView, StepCount } from './match-driver';

/*
 * A card effect the human carries out by hand, the way an LLM agent does it: generic engine
 * actions (search_zone, move_card, draw, shuffle, swap_card_stacks, remove_counter …) flagged
 * with `allowedByCardEffect: <card>`, so soft rules let the effect through while hard rules and
 * the engine's own checks still apply. Steps are built fully specified and dry-run through the
 * engine's pure `execute`, like the main menu; nothing is applied here.
 */

type Engine_ = Engine<PokemonState>;
type Registry = Pick<CardRegistry, 'get'>;

/** Where an effect comes from: a played Trainer or a used Ability. */
export interface EffectSource {
  kind: 'trainer' | 'ability';
  /** The card name, sent as `allowedByCardEffect`. */
  name: string;
  /** What the panel is headed with: the Trainer, or `Pokémon: Ability`. */
  title: string;
  text: string;
}

/** The driver's record of an open effect. `searched` is what the engine's `search_zone` showed. */
export interface EffectState {
  player: PlayerId;
  source: EffectSource;
  /** The human's own deck as last searched (instance ids and names), or null when not searching. */
  searched: ZoneInventory | null;
}

/** Steps the driver handles itself besides running engine actions. */
export type StepControl = 'search-open' | 'search-close' | 'done';

/** A step option and how to carry it out. */
export interface EffectStep {
  option: EffectStepOption;
  /** The engine actions for `count` (ignored by steps without one), applied in order. */
  actions: (count: number) => Action[];
  /** The log line (the human's own wording). */
  text: (count: number) => string;
  control?: StepControl;
}

/** Every step of an effect now: general steps, and per searched card while searching. */
export interface EffectSteps {
  steps: EffectStep[];
  search: {
    total: number;
    cards: { card: CardFace; quantity: number; steps: EffectStep[] }[];
  } | null;
}

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
};

/** The number of cards a text says to draw ("Draw 3 cards" → 3), if it names one. */
export function drawCountIn(text: string): number | undefined {
  const m = /\bdraw (\d+|an?|one|two|three|four|five|six|seven) cards?\b/i.exec(text);
  if (!m) return undefined;
  const n = m[1]!.toLowerCase();
  return NUMBER_WORDS[n] ?? Number(n);
}

/** The damage a text says to heal ("Heal 30 damage" → 30), if it names an amount. */
export function healAmountIn(text: string): number | undefined {
  const m = /\bheal (\d+) damage\b/i.exec(text);
  return m ? Number(m[1]) : undefined;
}

/** Applies `actions` in order to a copy of `state`; the first rejection, explained, or the end state. */
export function dryRun(
  engine: Engine_,
  state: GameState<PokemonState>,
  actions: readonly Action[],
): { ok: true; state: GameState<PokemonState> } | { ok: false; reason: string } {
  let s = state;
  for (const a of actions) {
    const r = engine.execute(s, a);
    if (!r.ok) return { ok: false, reason: reasonOf(r.error) };
    s = r.state;
  }
  return { ok: true, state: s };
}

/** The engine's message plus its first hint that is not a list of engine action names. */
export function reasonOf(error: { message: string; hints: readonly string[] }): string {
  const hint = error.hints.find((h) => !h.startsWith('Legal now:') && !h.startsWith('This is a'));
  return hint ? `${error.message} ${hint}` : error.message;
}

/** A card face for an instance, from the registry (only ever called on cards the human may see). */
function faceOf(
  registry: Registry,
  instanceId: string,
  templateId: string,
  fallback: string,
): CardFace {
  const t = registry.get(templateId);
  if (!t) return { instanceId, name: fallback, supertype: 'Trainer', subtypes: [] };
  return {
    instanceId,
    name: t.name,
    supertype: t.supertype,
    subtypes: [...t.subtypes],
    ...(t.supertype === 'Pokémon' ? { hp: t.hp } : {}),
  };
}

const spotOf = (zone: string) => (zone.endsWith(':active') ? 'active' : `bench ${zone.slice(-1)}`);

/** Builds the steps of `effect` for the current state (empty when it is not the human's move). */
export function effectSteps(
  engine: Engine_,
  registry: Registry,
  state: GameState<PokemonState>,
  effect: EffectState,
): EffectSteps {
  const cards = engine.definition.cards;
  const me = effect.player;
  const opp = opponentOf(state, me);
  const by = { player: me, source: 'ui', allowedByCardEffect: effect.source.name } as const;
  const tag = ` (${effect.source.name})`;
  const zone = (p: PlayerId, name: Parameters<typeof zoneKey>[1]) =>
    state.zones[zoneKey(p, name)]?.cards ?? [];
  const nameOf = (id: string) => registry.get(state.cards[id]?.templateId ?? '')?.name ?? 'a card';
  const where = (key: string) =>
    `${pokemonIn(cards, state, key)?.card.name ?? 'empty'} (${spotOf(key)})`;

  const make = (
    id: string,
    label: string,
    group: EffectStepOption['group'],
    actions: (count: number) => Action[],
    text: (count: number) => string,
    extra: { count?: StepCount; control?: StepControl } = {},
  ): EffectStep => {
    const probe = extra.count ? extra.count.value : 1;
    const r = dryRun(engine, state, actions(probe));
    const base = { id, label, group, ...(extra.count ? { count: extra.count } : {}) };
    const option: EffectStepOption = r.ok
      ? { ...base, enabled: true }
      : { ...base, enabled: false, reason: r.reason };
    return { option, actions, text, ...(extra.control ? { control: extra.control } : {}) };
  };

  const steps: EffectStep[] = [];
  const deckKey = zoneKey(me, 'deck');
  const handKey = zoneKey(me, 'hand');
  const deck = zone(me, 'deck');
  const hand = zone(me, 'hand');
  const mine = pokemonInPlay(cards, state, me);

  // --- your deck ---
  if (effect.searched)
    steps.push(
      make(
        'search-close',
        'Close the deck search',
        'search',
        () => [],
        () => '',
        {
          control: 'search-close',
        },
      ),
    );
  else
    steps.push(
      make(
        'search',
        'Search your deck',
        'search',
        () => [{ type: 'search_zone', ...by, zone: deckKey }],
        () => `searches their deck${tag}`,
        { control: 'search-open' },
      ),
    );
  const drawDefault = drawCountIn(effect.source.text) ?? 1;
  steps.push(
    make(
      'draw',
      'Draw cards',
      'deck',
      (n) => [{ type: 'draw', ...by, count: n }],
      (n) => `draws ${n} card${n === 1 ? '' : 's'}${tag}`,
      deck.length > 0
        ? {
            count: { min: 1, max: deck.length, step: 1, value: Math.min(drawDefault, deck.length) },
          }
        : {},
    ),
  );
  steps.push(
    make(
      'shuffle-deck',
      'Shuffle your deck',
      'deck',
      () => [{ type: 'shuffle', ...by, zone: deckKey }],
      () => `shuffles their deck${tag}`,
    ),
  );

  // --- your hand ---
  for (const id of hand)
    steps.push(
      make(
        `discard:${id}`,
        `Discard ${nameOf(id)} from your hand`,
        'hand',
        () => [
          { type: 'move_card', ...by, card: `#${id}`, from: handKey, to: zoneKey(me, 'discard') },
        ],
        () => `discards ${nameOf(id)} from their hand${tag}`,
      ),
    );
  for (const id of hand)
    steps.push(
      make(
        `to-deck:${id}`,
        `Put ${nameOf(id)} from your hand into your deck`,
        'hand',
        () => [{ type: 'move_card', ...by, card: `#${id}`, from: handKey, to: deckKey }],
        () => `puts a card from their hand into their deck${tag}`,
      ),
    );
  // The discard pile is public: one step per distinct card, taking its first copy.
  const discardKey = zoneKey(me, 'discard');
  const seenTemplates = new Set<string>();
  for (const id of zone(me, 'discard')) {
    const templateId = state.cards[id]?.templateId ?? '';
    if (seenTemplates.has(templateId)) continue;
    seenTemplates.add(templateId);
    steps.push(
      make(
        `retrieve:${id}`,
        `Put ${nameOf(id)} from your discard pile into your hand`,
        'discard',
        () => [{ type: 'move_card', ...by, card: `#${id}`, from: discardKey, to: handKey }],
        () => `puts ${nameOf(id)} from their discard pile into their hand${tag}`,
      ),
    );
  }
  steps.push(
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

  // --- your Pokémon ---
  for (const m of mine) {
    if (m.damage <= 0) continue;
    const suggested = Math.min(healAmountIn(effect.source.text) ?? m.damage, m.damage);
    steps.push(
      make(
        `heal:${m.zone}`,
        `Heal damage from ${where(m.zone)}`,
        'heal',
        (n) => healActions(state, m.zone, n, by),
        (n) => `heals ${n} damage from ${where(m.zone)}${tag}`,
        { count: { min: 10, max: m.damage, step: 10, value: Math.max(10, suggested) } },
      ),
    );
  }
  const myActive = zoneKey(me, 'active');
  for (const m of mine) {
    if (m.zone === myActive) continue;
    steps.push(
      make(
        `switch:${m.zone}`,
        `Switch your Active with ${where(m.zone)}`,
        'switch',
        () => switchActions(engine, state, me, m.zone, by),
        () => `switches ${where(myActive)} with ${where(m.zone)}${tag}`,
      ),
    );
  }

  // --- the opponent's Pokémon ---
  const oppActive = zoneKey(opp, 'active');
  for (const b of BENCH_ZONES) {
    const key = zoneKey(opp, b);
    const mon = pokemonIn(cards, state, key);
    if (!mon) continue;
    steps.push(
      make(
        `gust:${key}`,
        `Switch ${opp}'s Active with their ${mon.card.name} (${spotOf(key)})`,
        'opponent',
        () => switchActions(engine, state, opp, key, by),
        () => `switches ${opp}'s ${where(oppActive)} with their ${mon.card.name}${tag}`,
      ),
    );
  }
  const defender = pokemonIn(cards, state, oppActive);
  for (const e of defender?.energy ?? [])
    steps.push(
      make(
        `remove-energy:${e}`,
        `Discard ${nameOf(e)} from ${opp}'s ${defender?.card.name ?? 'Active'}`,
        'opponent',
        () => [
          { type: 'move_card', ...by, card: `#${e}`, from: oppActive, to: zoneKey(opp, 'discard') },
        ],
        () =>
          `discards ${nameOf(e)} from ${opp}'s ${defender?.card.name ?? 'Active Pokémon'}${tag}`,
      ),
    );

  steps.push(
    make(
      'done',
      'Done',
      'finish',
      () => [],
      () => '',
      { control: 'done' },
    ),
  );

  return { steps, search: effect.searched ? searchedCards() : null };

  function searchedCards(): NonNullable<EffectSteps['search']> {
    // Only cards the engine's search showed, and only while they are still in the deck.
    const inDeck = new Set(deck);
    const emptyBench = BENCH_ZONES.map((b) => zoneKey(me, b)).find(
      (k) => (state.zones[k]?.cards.length ?? 0) === 0,
    );
    const out: NonNullable<EffectSteps['search']>['cards'] = [];
    for (const entry of effect.searched?.entries ?? []) {
      const left = entry.instances.filter((c) => inDeck.has(c.id));
      const first = left[0];
      if (!first) continue;
      const card = faceOf(registry, first.id, entry.templateId, entry.name);
      const template = registry.get(entry.templateId);
      const ref = `#${first.id}`;
      const take = (to: string): Action => ({
        type: 'move_card',
        ...by,
        card: ref,
        from: deckKey,
        to,
      });
      const cardSteps: EffectStep[] = [
        make(
          `take:${first.id}:hand`,
          'Put into your hand',
          'search',
          () => [take(handKey)],
          () => `puts ${card.name} from their deck into their hand${tag}`,
        ),
      ];
      if (template && isBasicPokemon(template)) {
        const to = emptyBench ?? zoneKey(me, 'bench_5');
        cardSteps.push(
          make(
            `take:${first.id}:bench`,
            `Put onto your Bench${emptyBench ? ` (${spotOf(emptyBench)})` : ''}`,
            'search',
            () => [take(to)],
            () => `puts ${card.name} from their deck onto their Bench${tag}`,
          ),
        );
      }
      if (template && isEnergy(template))
        for (const m of mine)
          cardSteps.push(
            make(
              `take:${first.id}:attach:${m.zone}`,
              `Attach to ${where(m.zone)}`,
              'search',
              () => [{ ...take(m.zone), position: 'bottom' }],
              () => `attaches ${card.name} from their deck to ${where(m.zone)}${tag}`,
            ),
          );
      out.push({ card, quantity: left.length, steps: cardSteps });
    }
    return { total: deck.length, cards: out };
  }
}

/** Removes `amount` damage from the stack in `zone`, top card first (counters can sit on earlier stages). */
function healActions(
  state: GameState<PokemonState>,
  zone: string,
  amount: number,
  by: { player: PlayerId; source: 'ui'; allowedByCardEffect: string },
): Action[] {
  const out: Action[] = [];
  let left = amount;
  const ids = state.zones[zone]?.cards ?? [];
  for (const id of ids) {
    const has = state.cards[id]?.counters[DAMAGE_COUNTER] ?? 0;
    if (left <= 0 || has <= 0) continue;
    const take = Math.min(has, left);
    out.push({
      type: 'remove_counter',
      ...by,
      card: `#${id}`,
      zone,
      counter: DAMAGE_COUNTER,
      amount: take,
    });
    left -= take;
  }
  // More than there is: ask for it anyway, so the engine says why not.
  if (left > 0 && ids[0])
    out.push({
      type: 'remove_counter',
      ...by,
      card: `#${ids[0]}`,
      zone,
      counter: DAMAGE_COUNTER,
      amount: left,
    });
  return out;
}

/** Swaps `owner`'s Active with a Benched Pokémon; the one going to the Bench loses its Special Conditions. */
function switchActions(
  engine: Engine_,
  state: GameState<PokemonState>,
  owner: PlayerId,
  bench: string,
  by: { player: PlayerId; source: 'ui'; allowedByCardEffect: string },
): Action[] {
  const active = zoneKey(owner, 'active');
  const out: Action[] = [{ type: 'swap_card_stacks', ...by, a: active, b: bench }];
  const leaving = pokemonIn(engine.definition.cards, state, active);
  if (leaving && leaving.conditions.length > 0)
    out.push({
      type: 'declare_action',
      ...by,
      kind: 'set_status',
      zone: bench,
      details: { status: 'none' },
    });
  return out;
}

/** The UI's view of the steps: options only, and the search grouped by card. */
export function toEffectView(effect: EffectState, built: EffectSteps): EffectView {
  const search = built.search;
  return {
    source: { ...effect.source },
    steps: built.steps.map((s) => s.option),
    search: search
      ? {
          total: search.total,
          cards: search.cards.map(
            (c): SearchCardView => ({
              card: c.card,
              quantity: c.quantity,
              steps: c.steps.map((s) => s.option),
            }),
          ),
        }
      : null,
  };
}

/** Finds a step by id among the general and the searched-card steps. */
export function findStep(built: EffectSteps, id: string): EffectStep | undefined {
  return (
    built.steps.find((s) => s.option.id === id) ??
    built.search?.cards.flatMap((c) => c.steps).find((s) => s.option.id === id)
  );
}
