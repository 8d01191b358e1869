import { describe, expect, it } from 'vitest';
import { playBotMatch } from '../bots/bot-match';
import { pokemonIn } from '../game/board';
import { createPokemonPlugin } from '../plugin/create-pokemon-plugin';
import {
  DONDOZO,
  F,
  flipsOf,
  KINGAMBIT,
  L,
  nextTurn,
  P,
  R,
  SEEDS,
  W,
} from './cards/classic.test-helper';
import {
  classicEngine as engine,
  classicRegistry as registry,
  classicTable as table,
} from './classic-sets.test-helper';
import {
  abilityAction,
  act,
  answerAll,
  attack,
  type Chooser,
  damageIn,
  optionsNaming,
  refusalOf,
  type Table,
  templatesIn,
  useAbility,
  withCounters,
  withSeeds,
} from './effects.test-helper';
import { canHaveCondition } from './passives';

/**
 * Pokémon Power forms compiled from their text (power-patterns.ts), each checked on a card of a
 * loaded classic set that prints it; outcomes written from the printed text.
 */

const ONIX = 'base1-56'; // Fighting, 90 HP, weak to Grass ×2
const PIKACHU = 'base1-58'; // Lightning, 40 HP, weak to Fighting
const G = 'sve-1';

/** p1 plays a card from the hand onto a zone (evolving what is there, or onto an empty Bench spot). */
const fromHand = (t: Table, card: string, to: string): Table =>
  act(t, { type: 'move_card', player: 'p1', source: 'ai', card, from: 'p1:hand', to });

const says =
  (answer: 'yes' | 'no'): Chooser =>
  (d, s) =>
    d.options?.includes('yes') && d.options.includes('no') ? [answer] : optionsNaming()(d, s);

const heads = (t: Table) => flipsOf(t)[0] === 'heads';
const tails = (t: Table) => flipsOf(t)[0] === 'tails';
const ids = (t: Table, zone: string) => t.state.zones[zone]?.cards ?? [];
const logOf = (t: Table) => t.state.log.map((e) => e.message).join('\n');

describe('"When you play SELF from your hand, …" — offered when the card is played, and only then', () => {
  // Dark Golbat: "When you play Dark Golbat from your hand, you may choose 1 of your opponent's
  // Pokémon. If you do, Dark Golbat does 10 damage to that Pokémon. Apply Weakness and Resistance."
  const golbat = () =>
    table({
      p1: { active: [PIKACHU], bench: [['base5-70']], hand: ['base5-7'] },
      p2: { active: [ONIX], bench: [[PIKACHU]] },
    });

  it('Dark Golbat — Sneak Attack: evolving from the hand asks first; yes → 10 to the chosen Pokémon, Weakness applied', () => {
    const asked = fromHand(golbat(), 'Dark Golbat', 'p1:bench_1');
    expect(asked.state.pendingDecision?.options).toEqual(['yes', 'no']);
    const t = answerAll(asked, (d, s) =>
      d.options?.includes('yes') ? ['yes'] : optionsNaming('p2:active')(d, s),
    );
    // Onix is weak to Grass (×2): 10 → 20.
    expect(damageIn(t.state, 'p2:active')).toBe(20);
    expect(damageIn(t.state, 'p2:bench_1')).toBe(0);
  });

  it('Dark Golbat — Sneak Attack: a Benched Pokémon may be chosen (no Weakness there for Pikachu: 10)', () => {
    const asked = fromHand(golbat(), 'Dark Golbat', 'p1:bench_1');
    const t = answerAll(asked, (d, s) =>
      d.options?.includes('yes') ? ['yes'] : optionsNaming('p2:bench_1')(d, s),
    );
    expect(damageIn(t.state, 'p2:bench_1')).toBe(10);
    expect(damageIn(t.state, 'p2:active')).toBe(0);
  });

  it('Dark Golbat — Sneak Attack: declined, nothing is chosen and no damage is done', () => {
    const t = answerAll(fromHand(golbat(), 'Dark Golbat', 'p1:bench_1'), says('no'));
    expect(t.state.pendingDecision).toBeFalsy();
    expect(damageIn(t.state, 'p2:active') + damageIn(t.state, 'p2:bench_1')).toBe(0);
  });

  it('Dark Golbat — Sneak Attack: is not declared later, and is not offered again on the next turns', () => {
    const t = answerAll(fromHand(golbat(), 'Dark Golbat', 'p1:bench_1'), says('no'));
    expect(refusalOf(t, abilityAction(t, 'p1:bench_1', 'Sneak Attack'))).toMatch(/PASSIVE_ABILITY/);
    const later = nextTurn(
      act(nextTurn(act(t, { type: 'end_turn', player: 'p1', source: 'ai' })), {
        type: 'end_turn',
        player: 'p2',
        source: 'ai',
      }),
    );
    expect(later.state.pendingDecision).toBeFalsy();
    expect(later.state.plugin.effects).toEqual([]);
  });

  it('Dark Crobat — Surprise Bite: "This power does 20 damage to that Pokémon. (Don\'t apply Weakness and Resistance.)"', () => {
    const t0 = table({
      p1: { active: ['base5-7'], hand: ['neo4-2'] },
      p2: { active: [ONIX], bench: [[PIKACHU]] },
    });
    const t = answerAll(fromHand(t0, 'Dark Crobat', 'p1:active'), (d, s) =>
      d.options?.includes('yes') ? ['yes'] : optionsNaming('p2:active')(d, s),
    );
    // Onix is weak to Grass (Dark Crobat's type), but Weakness is not applied: 20.
    expect(damageIn(t.state, 'p2:active')).toBe(20);
    const declined = answerAll(fromHand(t0, 'Dark Crobat', 'p1:active'), says('no'));
    expect(damageIn(declined.state, 'p2:active')).toBe(0);
  });

  it('Dark Dragonite — Summon Minions: no question first; up to 2 Basic Pokémon from the deck onto the Bench, deck shuffled', () => {
    const t0 = table({
      p1: {
        active: ['base5-33'],
        hand: ['base5-5'],
        deck: ['base5-70', 'base5-49', 'base5-7', G, 'base5-50', G],
      },
      p2: { active: [KINGAMBIT] },
    });
    const asked = fromHand(t0, 'Dark Dragonite', 'p1:active');
    const options = asked.state.pendingDecision?.options ?? [];
    // Only the Basic Pokémon are offered (not Dark Golbat, not Energy).
    expect(options.map((o) => o.replace(/^#\d+ /, '')).sort()).toEqual([
      'Abra',
      'Charmander',
      'Zubat',
    ]);
    expect(asked.state.pendingDecision?.select).toEqual({ min: 0, max: 2 });
    const t = answerAll(asked, optionsNaming('Zubat', 'Abra'));
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual(['base5-70']);
    expect(templatesIn(t.state, 'p1:bench_2')).toEqual(['base5-49']);
    expect(ids(t, 'p1:deck')).toHaveLength(4);
    expect(logOf(t)).toMatch(/shuffled p1:deck/);
  });

  it('Dark Dragonite — Summon Minions: with 1 Bench spot free, only 1 may be taken', () => {
    const t0 = table({
      p1: {
        active: ['base5-33'],
        bench: [[PIKACHU], [PIKACHU], [PIKACHU], [PIKACHU]],
        hand: ['base5-5'],
        deck: ['base5-70', 'base5-49', G],
      },
      p2: { active: [KINGAMBIT] },
    });
    const asked = fromHand(t0, 'Dark Dragonite', 'p1:active');
    expect(asked.state.pendingDecision?.select).toEqual({ min: 0, max: 1 });
  });

  it('Dark Slowbro — Reel In: up to 3 Basic Pokémon and/or Evolution cards from the discard pile into the hand', () => {
    const t0 = table({
      p1: {
        active: ['base5-67'],
        hand: ['base5-12'],
        discard: ['base5-70', 'base5-7', 'base5-49', 'base5-50', R, 'base1-91'],
      },
      p2: { active: [KINGAMBIT] },
    });
    const asked = fromHand(t0, 'Dark Slowbro', 'p1:active');
    const d = asked.state.pendingDecision;
    expect((d?.options ?? []).map((o) => o.replace(/^#\d+ /, '')).sort()).toEqual([
      'Abra',
      'Charmander',
      'Dark Golbat',
      'Zubat',
    ]);
    expect(d?.select).toEqual({ min: 0, max: 3 });
    const t = answerAll(asked, optionsNaming('Dark Golbat', 'Zubat', 'Abra'));
    expect(templatesIn(t.state, 'p1:hand').sort()).toEqual(['base5-49', 'base5-7', 'base5-70']);
    expect(templatesIn(t.state, 'p1:discard').sort()).toEqual(['base1-91', 'base5-50', R].sort());
  });

  it("Feraligatr — Berserk: heads, the top 5 of the opponent's deck are discarded; tails, the top 5 of your own", () => {
    const run = (seed: number) =>
      answerAll(
        fromHand(
          table({
            seed,
            p1: { active: ['neo1-31'], hand: ['neo1-4'], deck: Array(8).fill(G) },
            p2: { active: [KINGAMBIT], deck: Array(9).fill(G) },
          }),
          'Feraligatr',
          'p1:active',
        ),
      );
    const h = withSeeds(SEEDS, run, heads);
    expect(ids(h, 'p2:deck')).toHaveLength(4);
    expect(ids(h, 'p2:discard')).toHaveLength(5);
    expect(ids(h, 'p1:deck')).toHaveLength(8);
    const t = withSeeds(SEEDS, run, tails);
    expect(ids(t, 'p1:deck')).toHaveLength(3);
    expect(ids(t, 'p1:discard')).toHaveLength(5);
    expect(ids(t, 'p2:deck')).toHaveLength(9);
  });

  const meganium = (seed: number) =>
    withCounters(
      withCounters(
        withCounters(
          table({
            seed,
            p1: { active: ['neo1-28'], bench: [['neo1-53'], [PIKACHU]], hand: ['neo1-10'] },
            p2: { active: ['neo1-54'], bench: [[KINGAMBIT]] },
          }),
          'p1:bench_1',
          { damage: 30 },
        ),
        'p1:bench_2',
        { damage: 20 },
      ),
      'p2:active',
      { damage: 20 },
    );

  it('Meganium — Herbal Scent: yes and heads, all damage counters come off all Grass Pokémon in play (both sides)', () => {
    const run = (seed: number) =>
      answerAll(
        fromHand(
          withCounters(meganium(seed), 'p1:active', { damage: 40 }),
          'Meganium',
          'p1:active',
        ),
        says('yes'),
      );
    const h = withSeeds(SEEDS, run, heads);
    expect(damageIn(h.state, 'p1:active')).toBe(0);
    expect(damageIn(h.state, 'p1:bench_1')).toBe(0);
    expect(damageIn(h.state, 'p2:active')).toBe(0);
    // Pikachu is not a Grass Pokémon.
    expect(damageIn(h.state, 'p1:bench_2')).toBe(20);
    const t = withSeeds(SEEDS, run, tails);
    expect(damageIn(t.state, 'p1:bench_1')).toBe(30);
    expect(damageIn(t.state, 'p2:active')).toBe(20);
  });

  it('Meganium — Herbal Scent: declined, no coin is flipped and nothing is healed', () => {
    const t = answerAll(fromHand(meganium(1), 'Meganium', 'p1:active'), says('no'));
    expect(flipsOf(t)).toEqual([]);
    expect(damageIn(t.state, 'p1:bench_1')).toBe(30);
  });

  it('Typhlosion — Fire Boost: yes and heads, up to 4 Fire Energy cards from the deck attached to it, deck shuffled; tails, nothing', () => {
    const run = (seed: number) =>
      answerAll(
        fromHand(
          table({
            seed,
            p1: { active: ['neo1-46'], hand: ['neo1-18'], deck: [R, W, R, R, R, R, G] },
            p2: { active: [KINGAMBIT] },
          }),
          'Typhlosion',
          'p1:active',
        ),
        (d, s) =>
          d.options?.includes('yes')
            ? ['yes']
            : d.select
              ? (d.options ?? []).slice(0, d.select.max)
              : optionsNaming()(d, s),
      );
    const h = withSeeds(SEEDS, run, heads);
    expect(templatesIn(h.state, 'p1:active').filter((x) => x === R)).toHaveLength(4);
    expect(ids(h, 'p1:deck')).toHaveLength(3);
    expect(templatesIn(h.state, 'p1:deck').sort()).toEqual([G, R, W].sort());
    expect(logOf(h)).toMatch(/shuffled p1:deck/);
    const t = withSeeds(SEEDS, run, tails);
    expect(templatesIn(t.state, 'p1:active').filter((x) => x === R)).toHaveLength(0);
    expect(ids(t, 'p1:deck')).toHaveLength(7);
  });
});

describe('"Once during your turn (before your attack), you may …" and "As often as you like …"', () => {
  it('Dark Dragonair — Evolutionary Light: an Evolution card from the deck, shown, into the hand; once a turn', () => {
    const t0 = table({
      p1: { active: ['base5-33'], deck: [G, 'base5-70', 'base5-7', 'neo1-4', G] },
      p2: { active: [KINGAMBIT] },
    });
    const asked = act(t0, abilityAction(t0, 'p1:active', 'Evolutionary Light'));
    expect(
      (asked.state.pendingDecision?.options ?? []).map((o) => o.replace(/^#\d+ /, '')).sort(),
    ).toEqual(['Dark Golbat', 'Feraligatr']);
    const t = answerAll(asked, optionsNaming('Dark Golbat'));
    expect(templatesIn(t.state, 'p1:hand')).toEqual(['base5-7']);
    expect(logOf(t)).toMatch(/revealed/);
    expect(logOf(t)).toMatch(/shuffled p1:deck/);
    expect(refusalOf(t, abilityAction(t, 'p1:active', 'Evolutionary Light'))).toMatch(
      /ONCE_PER_TURN/,
    );
  });

  it("Dark Dragonair — Evolutionary Light can't be used while Asleep (the reason quotes the text)", () => {
    const t = table({
      p1: { active: ['base5-33'], activeCounters: { asleep: 1 } },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(t, abilityAction(t, 'p1:active', 'Evolutionary Light'))).toMatch(
      /ABILITY_BLOCKED .*Asleep.*can't be used if Dark Dragonair is Asleep, Confused, or Paralyzed/,
    );
  });

  it('Dark Kadabra — Matter Exchange: discard a card from the hand, then draw a card; refused with an empty hand', () => {
    const t0 = table({
      p1: { active: ['base5-39'], hand: [R, 'base1-91'], deck: [W, G] },
      p2: { active: [KINGAMBIT] },
    });
    const t = useAbility(t0, 'p1:active', 'Matter Exchange', { chooser: optionsNaming('Bill') });
    expect(templatesIn(t.state, 'p1:discard')).toEqual(['base1-91']);
    expect(templatesIn(t.state, 'p1:hand').sort()).toEqual([R, W].sort());
    const empty = table({ p1: { active: ['base5-39'] }, p2: { active: [KINGAMBIT] } });
    expect(refusalOf(empty, abilityAction(empty, 'p1:active', 'Matter Exchange'))).toMatch(
      /CANNOT_USE_ABILITY .*hand is empty/,
    );
  });

  it('Charmander — Gather Fire: only Fire Energy cards on your other Pokémon are offered; one moves to Charmander; once a turn', () => {
    const t0 = table({
      p1: {
        active: ['base5-50', R],
        bench: [
          [PIKACHU, R, W],
          [PIKACHU, L],
        ],
      },
      p2: { active: [KINGAMBIT] },
    });
    const asked = act(t0, abilityAction(t0, 'p1:active', 'Gather Fire'));
    // One option only (the Fire Energy on bench_1) is chosen without asking.
    const t = answerAll(asked);
    expect(templatesIn(t.state, 'p1:active').filter((x) => x === R)).toHaveLength(2);
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([PIKACHU, W]);
    expect(refusalOf(t, abilityAction(t, 'p1:active', 'Gather Fire'))).toMatch(
      /ONCE_PER_TURN|CANNOT_USE/,
    );
  });

  it('Charmander — Gather Fire: refused when no other Pokémon has a Fire Energy card', () => {
    const t = table({
      p1: { active: ['base5-50', R], bench: [[PIKACHU, L]] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(t, abilityAction(t, 'p1:active', 'Gather Fire'))).toMatch(
      /CANNOT_USE_ABILITY .*none of your other Pokémon has a Fire Energy card/,
    );
  });

  it("Erika's Bellsprout — Soak Up: up to 2 Grass Energy cards from your other Pokémon, in one use; once a turn", () => {
    const t0 = table({
      p1: { active: [PIKACHU, G, L], bench: [['gym2-38'], [ONIX, G, G]] },
      p2: { active: [KINGAMBIT] },
    });
    const asked = act(t0, abilityAction(t0, 'p1:bench_1', 'Soak Up'));
    expect(asked.state.pendingDecision?.select).toEqual({ min: 1, max: 2 });
    // The Lightning Energy is not offered: 3 Grass Energy cards on 2 Pokémon.
    expect(asked.state.pendingDecision?.options).toHaveLength(3);
    const t = answerAll(asked, (d) => (d.options ?? []).filter((o) => o.includes('bench_2')));
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual(['gym2-38', G, G]);
    expect(templatesIn(t.state, 'p1:bench_2')).toEqual([ONIX]);
    expect(refusalOf(t, abilityAction(t, 'p1:bench_1', 'Soak Up'))).toMatch(/ONCE_PER_TURN/);
  });

  it("Lt. Surge's Magneton — Energy Charge: as often as you like while Active; refused on the Bench", () => {
    const t0 = table({
      p1: {
        active: ['gym1-8'],
        bench: [
          [PIKACHU, L, L],
          [PIKACHU, L],
        ],
      },
      p2: { active: [KINGAMBIT] },
    });
    const once = useAbility(t0, 'p1:active', 'Energy Charge', {
      chooser: optionsNaming('bench_1'),
    });
    const twice = useAbility(once, 'p1:active', 'Energy Charge', {
      chooser: optionsNaming('bench_2'),
    });
    expect(templatesIn(twice.state, 'p1:active').filter((x) => x === L)).toHaveLength(2);
    expect(templatesIn(twice.state, 'p1:bench_1')).toEqual([PIKACHU, L]);
    expect(templatesIn(twice.state, 'p1:bench_2')).toEqual([PIKACHU]);
    const benched = table({
      p1: { active: [PIKACHU, L], bench: [['gym1-8']] },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(benched, abilityAction(benched, 'p1:bench_1', 'Energy Charge'))).toMatch(
      /CANNOT_USE_ABILITY .*not your Active Pokémon/,
    );
  });

  it("Erika's Victreebel — Fragrance Trap: heads, a Benched Pokémon of the opponent's you choose is switched in; tails, nothing", () => {
    const run = (seed: number) =>
      useAbility(
        table({
          seed,
          p1: { active: ['gym1-26'] },
          p2: { active: [KINGAMBIT], bench: [[PIKACHU], [ONIX]] },
        }),
        'p1:active',
        'Fragrance Trap',
        { chooser: optionsNaming('p2:bench_2') },
      );
    const h = withSeeds(SEEDS, run, heads);
    expect(templatesIn(h.state, 'p2:active')).toEqual([ONIX]);
    expect(templatesIn(h.state, 'p2:bench_2')).toEqual([KINGAMBIT]);
    const t = withSeeds(SEEDS, run, tails);
    expect(templatesIn(t.state, 'p2:active')).toEqual([KINGAMBIT]);
  });

  it("Blaine's Vulpix — Natural Healing: 1 damage counter off itself; refused undamaged or Paralyzed; once a turn", () => {
    const t0 = withCounters(
      table({ p1: { active: [PIKACHU], bench: [['gym1-65']] }, p2: { active: [KINGAMBIT] } }),
      'p1:bench_1',
      { damage: 30 },
    );
    const t = useAbility(t0, 'p1:bench_1', 'Natural Healing');
    expect(damageIn(t.state, 'p1:bench_1')).toBe(20);
    expect(refusalOf(t, abilityAction(t, 'p1:bench_1', 'Natural Healing'))).toMatch(
      /ONCE_PER_TURN/,
    );
    const whole = table({ p1: { active: ['gym1-65'] }, p2: { active: [KINGAMBIT] } });
    expect(refusalOf(whole, abilityAction(whole, 'p1:active', 'Natural Healing'))).toMatch(
      /CANNOT_USE_ABILITY .*no damage counters/,
    );
    const paralyzed = table({
      p1: { active: ['gym1-65'], activeCounters: { damage: 10, paralyzed: 1 } },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(paralyzed, abilityAction(paralyzed, 'p1:active', 'Natural Healing'))).toMatch(
      /ABILITY_BLOCKED .*Paralyzed/,
    );
  });

  it('Feraligatr — Downpour: a Water Energy card from the hand is discarded, as often as you like; refused without one', () => {
    const t0 = table({
      p1: { active: ['neo1-5'], hand: [W, W, R] },
      p2: { active: [KINGAMBIT] },
    });
    const t = useAbility(useAbility(t0, 'p1:active', 'Downpour'), 'p1:active', 'Downpour');
    expect(templatesIn(t.state, 'p1:discard')).toEqual([W, W]);
    expect(templatesIn(t.state, 'p1:hand')).toEqual([R]);
    expect(refusalOf(t, abilityAction(t, 'p1:active', 'Downpour'))).toMatch(
      /CANNOT_USE_ABILITY .*no Water Energy card in your hand/,
    );
  });

  it('Typhlosion — Fire Recharge: heads, a Fire Energy card from the discard pile to 1 of your Fire Pokémon (only those offered); tails, nothing', () => {
    let offered: string[] = [];
    const toCyndaquil: Chooser = (d, s) => {
      offered = (d.options ?? []).map((o) => o.split(' ')[0] ?? '').sort();
      return optionsNaming('p1:bench_1')(d, s);
    };
    const run = (seed: number) =>
      useAbility(
        table({
          seed,
          p1: { active: ['neo1-17'], bench: [['neo1-56'], [PIKACHU]], discard: [R, W] },
          p2: { active: [KINGAMBIT] },
        }),
        'p1:active',
        'Fire Recharge',
        { chooser: toCyndaquil },
      );
    const h = withSeeds(SEEDS, run, heads);
    // Pikachu (Lightning) is not offered; the one Fire Energy card is taken without asking.
    expect(offered).toEqual(['p1:active', 'p1:bench_1']);
    expect(templatesIn(h.state, 'p1:bench_1')).toEqual(['neo1-56', R]);
    expect(templatesIn(h.state, 'p1:discard')).toEqual([W]);
    const t = withSeeds(SEEDS, run, tails);
    expect(templatesIn(t.state, 'p1:discard').sort()).toEqual([R, W].sort());
  });

  it('Light Arcanine — Drive Off: while Active, the opponent chooses 1 of their Benched Pokémon to switch with the Defending Pokémon; refused otherwise', () => {
    const t0 = table({
      p1: { active: ['neo4-12'] },
      p2: { active: [KINGAMBIT], bench: [[PIKACHU], [ONIX]] },
    });
    const asked = act(t0, abilityAction(t0, 'p1:active', 'Drive Off'));
    // The opponent decides.
    expect(asked.state.pendingDecision?.decider).toBe('p2');
    const t = answerAll(asked, optionsNaming('bench_2'));
    expect(templatesIn(t.state, 'p2:active')).toEqual([ONIX]);
    expect(refusalOf(t, abilityAction(t, 'p1:active', 'Drive Off'))).toMatch(/ONCE_PER_TURN/);
    const benched = table({
      p1: { active: [PIKACHU], bench: [['neo4-12']] },
      p2: { active: [KINGAMBIT], bench: [[PIKACHU]] },
    });
    expect(refusalOf(benched, abilityAction(benched, 'p1:bench_1', 'Drive Off'))).toMatch(
      /CANNOT_USE_ABILITY .*not your Active Pokémon/,
    );
    const alone = table({ p1: { active: ['neo4-12'] }, p2: { active: [KINGAMBIT] } });
    expect(refusalOf(alone, abilityAction(alone, 'p1:active', 'Drive Off'))).toMatch(
      /CANNOT_USE_ABILITY .*no Benched Pokémon/,
    );
    const asleep = table({
      p1: { active: ['neo4-12'], activeCounters: { asleep: 1 } },
      p2: { active: [KINGAMBIT], bench: [[PIKACHU]] },
    });
    expect(refusalOf(asleep, abilityAction(asleep, 'p1:active', 'Drive Off'))).toMatch(
      /ABILITY_BLOCKED .*can't be used while Light Arcanine is Asleep/,
    );
  });

  it("Noctowl — Glaring Gaze: heads, the opponent's hand is shown and 1 Trainer card of it is shuffled into their deck; tails, nothing", () => {
    const run = (seed: number) =>
      useAbility(
        table({
          seed,
          p1: { active: ['neo1-42'] },
          p2: { active: [KINGAMBIT], hand: [W, 'base1-91', PIKACHU], deck: [G, G] },
        }),
        'p1:active',
        'Glaring Gaze',
      );
    const h = withSeeds(SEEDS, run, heads);
    expect(logOf(h)).toMatch(/revealed/);
    // Only the Trainer (Bill) could be chosen; it is in the opponent's deck now.
    expect(templatesIn(h.state, 'p2:hand').sort()).toEqual([PIKACHU, W].sort());
    expect(templatesIn(h.state, 'p2:deck')).toContain('base1-91');
    expect(logOf(h)).toMatch(/shuffled p2:deck/);
    const t = withSeeds(SEEDS, run, tails);
    expect(ids(t, 'p2:hand')).toHaveLength(3);
    expect(logOf(t)).not.toMatch(/revealed/);
  });

  it('Rattata — Trickery: 1 of your Prizes, chosen face down, switches places with the top card of your deck', () => {
    const t0 = table({
      p1: { active: ['base5-66'], deck: [R, W], prizes: [G, G, L, G, G, G] },
      p2: { active: [KINGAMBIT] },
    });
    const asked = act(t0, abilityAction(t0, 'p1:active', 'Trickery'));
    const options = asked.state.pendingDecision?.options ?? [];
    // Six Prizes, named by place only.
    expect(options).toEqual([1, 2, 3, 4, 5, 6].map((n) => `your prizes ${n}`));
    const t = answerAll(asked, optionsNaming('prizes 3'));
    expect(templatesIn(t.state, 'p1:prizes_3')).toEqual([R]);
    expect(templatesIn(t.state, 'p1:deck')).toEqual([L, W]);
    expect(refusalOf(t, abilityAction(t, 'p1:active', 'Trickery'))).toMatch(/ONCE_PER_TURN/);
  });

  it('Elekid — Playful Punch: heads, 20 to the Defending Pokémon with Weakness; either way the turn ends', () => {
    const run = (seed: number) =>
      useAbility(
        table({ seed, p1: { active: ['neo1-22'] }, p2: { active: [DONDOZO] } }),
        'p1:active',
        'Playful Punch',
      );
    const h = withSeeds(SEEDS, run, heads);
    // Dondozo is weak to Lightning (×2): 20 → 40.
    expect(damageIn(h.state, 'p2:active')).toBe(40);
    expect(h.state.turn.activePlayer).toBe('p2');
    const t = withSeeds(SEEDS, run, tails);
    expect(damageIn(t.state, 'p2:active')).toBe(0);
    expect(t.state.turn.activePlayer).toBe('p2');
  });
});

describe('Legendary Collection wording: "… can\'t be used if X is affected by a Special Condition"', () => {
  // Alakazam: "As often as you like during your turn (before your attack), you may move 1 damage
  // counter from 1 of your Pokémon to another as long as you don't Knock Out that Pokémon. This
  // power can't be used if Alakazam is affected by a Special Condition."
  const alakazam = (counters: Record<string, number> = {}) =>
    withCounters(
      withCounters(
        table({
          p1: { active: ['base6-1'], activeCounters: counters, bench: [[PIKACHU], [ONIX]] },
          p2: { active: [KINGAMBIT] },
        }),
        'p1:bench_1',
        { damage: 20 },
      ),
      'p1:bench_2',
      { damage: 70 },
    );

  it('Alakazam — Damage Swap: moves a counter between your Pokémon, as often as you like; never onto one it would Knock Out', () => {
    const t0 = alakazam();
    let targets: string[] = [];
    const fromPikachu: Chooser = (d, s) => {
      if (/move it to/.test(d.prompt))
        targets = (d.options ?? []).map((o) => o.split(' ')[0] ?? '');
      return optionsNaming(/move it to/.test(d.prompt) ? 'p1:active' : 'p1:bench_1')(d, s);
    };
    const once = useAbility(t0, 'p1:active', 'Damage Swap', { chooser: fromPikachu });
    // Onix has 90 HP and 70 damage: one more counter leaves it 10, so it may take one.
    expect(targets.sort()).toEqual(['p1:active', 'p1:bench_2']);
    expect(damageIn(once.state, 'p1:bench_1')).toBe(10);
    expect(damageIn(once.state, 'p1:active')).toBe(10);
    const twice = useAbility(once, 'p1:active', 'Damage Swap', { chooser: fromPikachu });
    expect(damageIn(twice.state, 'p1:bench_1')).toBe(0);
    expect(damageIn(twice.state, 'p1:active')).toBe(20);
  });

  it('Alakazam — Damage Swap: refused while Poisoned (any Special Condition), quoting the text', () => {
    const t = alakazam({ poisoned: 1 });
    expect(refusalOf(t, abilityAction(t, 'p1:active', 'Damage Swap'))).toMatch(
      /ABILITY_BLOCKED .*Poisoned.*can't be used if Alakazam is affected by a Special Condition/,
    );
    const burned = alakazam({ burned: 1 });
    expect(refusalOf(burned, abilityAction(burned, 'p1:active', 'Damage Swap'))).toMatch(
      /ABILITY_BLOCKED .*Burned/,
    );
  });

  it('Charizard — Energy Burn: all its Energy is Fire for the rest of the turn, so Fire Spin can be paid', () => {
    const t0 = table({
      p1: { active: ['base6-3', W, L, G, G] },
      p2: { active: [KINGAMBIT] },
    });
    const attackAction = {
      type: 'declare_action' as const,
      player: 'p1',
      source: 'ai' as const,
      kind: 'attack',
      card: `#${t0.state.zones['p1:active']?.cards[0]}`,
      zone: 'p1:active',
      details: { attack: 'Fire Spin' },
    };
    expect(refusalOf(t0, attackAction)).toMatch(/ENERGY|cost/i);
    const burned = useAbility(t0, 'p1:active', 'Energy Burn');
    expect(refusalOf(burned, attackAction)).toBeUndefined();
    expect(refusalOf(burned, abilityAction(burned, 'p1:active', 'Energy Burn'))).toMatch(
      /CANNOT_USE_ABILITY .*Fire Energy already/,
    );
  });

  it('Venusaur — Energy Trans: a Grass Energy card moves from 1 of your Pokémon to a different one, as often as you like', () => {
    const t0 = table({
      p1: { active: ['base6-18'], bench: [[PIKACHU, G, L], [ONIX]] },
      p2: { active: [KINGAMBIT] },
    });
    const t = useAbility(t0, 'p1:active', 'Energy Trans', { chooser: optionsNaming('p1:bench_2') });
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([PIKACHU, L]);
    expect(templatesIn(t.state, 'p1:bench_2')).toEqual([ONIX, G]);
    const back = useAbility(t, 'p1:active', 'Energy Trans', {
      chooser: optionsNaming('p1:active'),
    });
    expect(templatesIn(back.state, 'p1:active')).toEqual(['base6-18', G]);
    expect(refusalOf(back, abilityAction(back, 'p1:active', 'Energy Trans'))).toBeUndefined();
  });

  it("Machamp — Strikes Back: 10 to the attacking Pokémon when the opponent's attack damages it; not while it is Poisoned", () => {
    const hit = (counters: Record<string, number>) =>
      attack(
        table({
          activePlayer: 'p2',
          p1: { active: ['base6-15'], activeCounters: counters },
          p2: { active: [PIKACHU, L] },
        }),
        'Gnaw',
        { player: 'p2' },
      );
    expect(damageIn(hit({}).state, 'p2:active')).toBe(10);
    expect(damageIn(hit({}).state, 'p1:active')).toBe(10);
    expect(damageIn(hit({ poisoned: 1 }).state, 'p2:active')).toBe(0);
  });

  it('Kabuto — Kabuto Armor: "does only half the damage" (rounded down to the nearest 10)', () => {
    const t = attack(
      table({
        activePlayer: 'p2',
        p1: { active: ['base6-48'] },
        p2: { active: ['base6-46', P, P] },
      }),
      'Nightmare',
      { player: 'p2' },
    );
    // 10 → half, rounded down to the nearest 10: 0.
    expect(damageIn(t.state, 'p1:active')).toBe(0);
  });

  it("Snorlax — Thick Skinned: can't become Burned either (the 2002 list names all five)", () => {
    const t = table({
      p1: { active: ['base6-64'] },
      p2: { active: [KINGAMBIT] },
    });
    const cards = engine.definition.cards;
    const mon = pokemonIn(cards, t.state, 'p1:active');
    if (!mon) throw new Error('no Snorlax');
    expect(canHaveCondition(cards, t.state, mon, 'burned')).toBe(false);
    expect(canHaveCondition(cards, t.state, mon, 'poisoned')).toBe(false);
  });

  it('Tentacool — Cowardice: refused the turn it was put into play, else back to the hand with its Energy discarded', () => {
    const t0 = table({
      p1: { active: [PIKACHU], bench: [['base6-96', W]] },
      p2: { active: [KINGAMBIT] },
    });
    const t = useAbility(t0, 'p1:bench_1', 'Cowardice');
    expect(templatesIn(t.state, 'p1:hand')).toEqual(['base6-96']);
    expect(templatesIn(t.state, 'p1:discard')).toEqual([W]);
    const fresh = {
      ...t0,
      state: {
        ...t0.state,
        plugin: {
          ...t0.state.plugin,
          flags: {
            ...t0.state.plugin.flags,
            enteredThisTurn: [t0.state.zones['p1:bench_1']?.cards[0] as string],
          },
        },
      },
    };
    expect(refusalOf(fresh, abilityAction(fresh, 'p1:bench_1', 'Cowardice'))).toMatch(
      /CANNOT_USE_ABILITY .*came into play this turn/,
    );
  });
});

describe('"Whenever your opponent\'s Active Pokémon retreats, …" — offered on the opponent\'s retreat only', () => {
  // Dark Dugtrio: "Whenever your opponent's Active Pokémon retreats, your opponent flips a coin.
  // If tails, this power does 20 damage to that Pokémon. (Don't apply Weakness and Resistance.)"
  const board = (seed: number, dugtrio: Record<string, number> = {}) =>
    table({
      seed,
      activePlayer: 'p2',
      p1: { active: ['base5-6'], activeCounters: dugtrio },
      p2: { active: [PIKACHU, F], bench: [[ONIX]] },
    });
  const retreat = (t: Table, player = 'p2'): Table => {
    const active = `${player}:active`;
    const stack = t.state.zones[active]?.cards ?? [];
    return answerAll(
      act(t, {
        type: 'declare_action',
        player,
        source: 'ai',
        kind: 'retreat',
        card: `#${stack[0]}`,
        zone: active,
        details: { to: `${player}:bench_1`, discard: stack.slice(1) },
      }),
    );
  };

  it('Dark Dugtrio — Sinkhole: tails, 20 to the Pokémon that retreated (now Benched); heads, none', () => {
    const t = withSeeds(SEEDS, (seed) => retreat(board(seed)), tails);
    expect(templatesIn(t.state, 'p2:bench_1')).toEqual([PIKACHU]);
    // Pikachu is weak to Fighting (Dark Dugtrio's type), but Weakness is not applied: 20.
    expect(damageIn(t.state, 'p2:bench_1')).toBe(20);
    const h = withSeeds(SEEDS, (seed) => retreat(board(seed)), heads);
    expect(damageIn(h.state, 'p2:bench_1')).toBe(0);
  });

  it("Dark Dugtrio — Sinkhole: not offered on its own player's retreat, nor while it is Asleep", () => {
    const own = table({
      p1: { active: ['base5-6', F, F], bench: [[PIKACHU]] },
      p2: { active: [ONIX] },
    });
    const moved = retreat(own, 'p1');
    expect(flipsOf(moved)).toEqual([]);
    expect(damageIn(moved.state, 'p1:bench_1')).toBe(0);
    const asleep = retreat(board(1, { asleep: 1 }));
    expect(flipsOf(asleep)).toEqual([]);
    expect(damageIn(asleep.state, 'p2:bench_1')).toBe(0);
  });
});

describe('Unown Powers: "if you have A, B, C, and D on your Bench, you may …"', () => {
  const U = {
    A: 'neo2-14',
    D: 'neo2-47',
    E: 'neo2-67',
    F: 'neo2-48',
    G: 'neo4-27',
    H: 'neo4-28',
    I: 'neo2-68',
    L: 'neo4-86',
    N: 'neo2-50',
    O: 'neo2-69',
    P: 'neo4-58',
    T: 'neo4-88',
    U: 'neo2-51',
    V: 'neo4-89',
    W: 'neo4-29',
  } as const;
  const bench = (...ids: string[]) => ids.map((id) => [id]);

  it('Unown [F] — [Find]: with F, I, N and D Benched, a Trainer card from the deck, shown, into the hand', () => {
    const t0 = table({
      p1: { active: [PIKACHU], bench: bench(U.F, U.I, U.N, U.D), deck: [G, 'base1-91', G] },
      p2: { active: [KINGAMBIT] },
    });
    const t = useAbility(t0, 'p1:bench_1', '[Find]');
    expect(templatesIn(t.state, 'p1:hand')).toEqual(['base1-91']);
    expect(logOf(t)).toMatch(/revealed/);
    expect(logOf(t)).toMatch(/shuffled p1:deck/);
  });

  it('Unown [F] — [Find]: refused without Unown [N] on the Bench, and while Unown [F] itself is Active', () => {
    const noN = table({
      p1: { active: [PIKACHU], bench: bench(U.F, U.I, U.D) },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(noN, abilityAction(noN, 'p1:bench_1', '[Find]'))).toMatch(
      /CANNOT_USE_ABILITY .*your Bench needs Unown \[N\]/,
    );
    const active = table({
      p1: { active: [U.F], bench: bench(U.I, U.N, U.D) },
      p2: { active: [KINGAMBIT] },
    });
    expect(refusalOf(active, abilityAction(active, 'p1:active', '[Find]'))).toMatch(
      /CANNOT_USE_ABILITY .*your Bench needs Unown \[F\]/,
    );
  });

  it('Unown [U] — [Undo]: the Active Pokémon and all cards attached to it go to the hand', () => {
    const t0 = table({
      p1: { active: [PIKACHU, L], bench: bench(U.U, U.N, U.D, U.O) },
      p2: { active: [KINGAMBIT] },
    });
    const t = useAbility(t0, 'p1:bench_1', '[Undo]');
    expect(templatesIn(t.state, 'p1:hand').sort()).toEqual([L, PIKACHU].sort());
    expect(ids(t, 'p1:active')).toHaveLength(1);
  });

  it('Unown [I] — [Increase]: played from the hand, may put a card with Unown in its name from the deck onto the Bench; not offered with the Bench full', () => {
    const t0 = table({
      p1: { active: [PIKACHU], hand: [U.I], deck: [U.D, 'base1-7', G] },
      p2: { active: [KINGAMBIT] },
    });
    const asked = answerAll(fromHand(t0, 'Unown [I]', 'p1:bench_1'), (d) =>
      d.options?.includes('yes') ? ['yes'] : [...(d.options ?? [])],
    );
    expect(templatesIn(asked.state, 'p1:bench_2')).toEqual([U.D]);
    expect(templatesIn(asked.state, 'p1:deck').sort()).toEqual(['base1-7', G].sort());
    const full = table({
      p1: {
        active: [PIKACHU],
        bench: bench(PIKACHU, PIKACHU, PIKACHU, PIKACHU),
        hand: [U.I],
        deck: [U.D],
      },
      p2: { active: [KINGAMBIT] },
    });
    const played = fromHand(full, 'Unown [I]', 'p1:bench_5');
    expect(played.state.pendingDecision).toBeFalsy();
    expect(templatesIn(played.state, 'p1:deck')).toEqual([U.D]);
  });

  it('Unown [G] — [Give]: heads, a basic Energy card from the deck attached to 1 of your Pokémon; tails, nothing', () => {
    const run = (seed: number) =>
      useAbility(
        table({
          seed,
          p1: { active: [PIKACHU], bench: bench(U.G, U.I, U.V, U.E), deck: ['base1-91', L] },
          p2: { active: [KINGAMBIT] },
        }),
        'p1:bench_1',
        '[Give]',
        { chooser: optionsNaming('p1:active') },
      );
    const h = withSeeds(SEEDS, run, heads);
    expect(templatesIn(h.state, 'p1:active')).toEqual([PIKACHU, L]);
    const t = withSeeds(SEEDS, run, tails);
    expect(templatesIn(t.state, 'p1:active')).toEqual([PIKACHU]);
  });

  it('Unown [H] — [Help]: the hand is shuffled into the deck and as many cards are drawn', () => {
    const t0 = table({
      p1: {
        active: [PIKACHU],
        bench: bench(U.H, U.E, U.L, U.P),
        hand: [R, R, R],
        deck: [W, W, W, W, W, W],
      },
      p2: { active: [KINGAMBIT] },
    });
    const t = useAbility(t0, 'p1:bench_1', '[Help]');
    expect(ids(t, 'p1:hand')).toHaveLength(3);
    expect(ids(t, 'p1:deck')).toHaveLength(6);
    expect(logOf(t)).toMatch(/shuffled p1:deck/);
  });

  it('Unown [W] — [Want]: heads, a Trainer card from the discard pile into the hand; tails, nothing', () => {
    const run = (seed: number) =>
      useAbility(
        table({
          seed,
          p1: { active: [PIKACHU], bench: bench(U.W, U.A, U.N, U.T), discard: [G, 'base1-91'] },
          p2: { active: [KINGAMBIT] },
        }),
        'p1:bench_1',
        '[Want]',
      );
    expect(templatesIn(withSeeds(SEEDS, run, heads).state, 'p1:hand')).toEqual(['base1-91']);
    expect(templatesIn(withSeeds(SEEDS, run, tails).state, 'p1:hand')).toEqual([]);
  });

  it("Unown [D] — [Darkness]: a Darkness Pokémon's damage to your Pokémon is 30 less; not with 2 Unown [D] in play", () => {
    const hit = (...benched: string[]) =>
      attack(
        table({
          activePlayer: 'p2',
          p1: { active: [DONDOZO], bench: bench(...benched) },
          p2: { active: [KINGAMBIT, 'sve-7', 'sve-7', 'sve-7'] },
        }),
        'Hack At',
        { player: 'p2' },
      );
    // Hack At does 160; Dondozo has 160 HP.
    expect(damageIn(hit(U.D).state, 'p1:active')).toBe(130);
    const two = hit(U.D, U.D);
    expect(templatesIn(two.state, 'p1:discard')).toContain(DONDOZO);
    // A Lightning Pokémon's damage is not reduced by it.
    const lightning = attack(
      table({
        activePlayer: 'p2',
        p1: { active: [KINGAMBIT], bench: bench(U.D) },
        p2: { active: [PIKACHU, L] },
      }),
      'Gnaw',
      { player: 'p2' },
    );
    expect(damageIn(lightning.state, 'p1:active')).toBe(10);
  });

  it('Unown [T] — [Tell]: heads, both hands are shown', () => {
    const run = (seed: number) =>
      useAbility(
        table({ seed, p1: { active: [U.T], hand: [R] }, p2: { active: [KINGAMBIT], hand: [W] } }),
        'p1:active',
        '[Tell]',
      );
    const h = withSeeds(SEEDS, run, heads);
    const reveals = h.state.log.filter((e) => /reveal/i.test(e.message));
    expect(reveals.length).toBeGreaterThanOrEqual(2);
    const t = withSeeds(SEEDS, run, tails);
    expect(t.state.log.filter((e) => /reveal/i.test(e.message))).toEqual([]);
  });

  it('Unown [V] — [Vanish]: played, may flip; heads, another Unown back to the hand, its attached cards discarded', () => {
    const run = (seed: number) =>
      answerAll(
        fromHand(
          table({
            seed,
            p1: { active: [U.D, P], bench: [[PIKACHU]], hand: [U.V] },
            p2: { active: [KINGAMBIT] },
          }),
          'Unown [V]',
          'p1:bench_2',
        ),
        (d, s) => (d.options?.includes('yes') ? ['yes'] : optionsNaming()(d, s)),
      );
    const h = withSeeds(SEEDS, run, heads);
    expect(templatesIn(h.state, 'p1:hand')).toEqual([U.D]);
    expect(templatesIn(h.state, 'p1:discard')).toEqual([P]);
    expect(templatesIn(h.state, 'p1:bench_2')).toEqual([U.V]);
    const t = withSeeds(SEEDS, run, tails);
    expect(templatesIn(t.state, 'p1:active')).toEqual([U.D, P]);
  });
});

describe('"When SELF is Knocked Out by an attack, …" — offered as it is Knocked Out by an attack, and only then', () => {
  // Dark Gyarados: "When Dark Gyarados is Knocked Out by an attack, flip a coin. If heads, this
  // power does 20 damage for each Water Energy attached to Dark Gyarados to the Pokémon that
  // Knocked Out Dark Gyarados. Apply Weakness and Resistance. This power doesn't work if Dark
  // Gyarados is Asleep, Confused, or Paralyzed."
  const knockOut = (seed: number, counters: Record<string, number> = {}) =>
    attack(
      withCounters(
        table({
          seed,
          activePlayer: 'p2',
          p1: { active: ['base5-8', W, W, G], bench: [[PIKACHU]] },
          p2: { active: [KINGAMBIT, 'sve-7', 'sve-7', 'sve-7'] },
        }),
        'p1:active',
        counters,
      ),
      'Hack At',
      { player: 'p2' },
    );

  it('Dark Gyarados — Final Beam: heads, 20 for each Water Energy on it (2: 40) to the attacker; tails, none', () => {
    const h = withSeeds(SEEDS, (seed) => knockOut(seed), heads);
    expect(templatesIn(h.state, 'p1:discard')).toContain('base5-8');
    expect(damageIn(h.state, 'p2:active')).toBe(40);
    const t = withSeeds(SEEDS, (seed) => knockOut(seed), tails);
    expect(templatesIn(t.state, 'p1:discard')).toContain('base5-8');
    expect(damageIn(t.state, 'p2:active')).toBe(0);
  });

  it('Dark Gyarados — Final Beam: no coin while it is Paralyzed, nor when Poison Knocks it Out', () => {
    const paralyzed = knockOut(1, { paralyzed: 1 });
    expect(flipsOf(paralyzed)).toEqual([]);
    expect(damageIn(paralyzed.state, 'p2:active')).toBe(0);
    const poisoned = act(
      withCounters(
        table({
          p1: { active: ['base5-8', W, W], bench: [[PIKACHU]] },
          p2: { active: [KINGAMBIT] },
        }),
        'p1:active',
        { damage: 60, poisoned: 1 },
      ),
      { type: 'end_turn', player: 'p1', source: 'ai' },
    );
    expect(templatesIn(poisoned.state, 'p1:discard')).toContain('base5-8');
    expect(flipsOf(poisoned)).toEqual([]);
    expect(damageIn(poisoned.state, 'p2:active')).toBe(0);
  });
});

describe('Powers that apply by themselves', () => {
  // Erika's Dratini: "Whenever an attack by a Basic Pokémon (including your own) does 20 or more
  // damage to Erika's Dratini (after applying Weakness and Resistance), reduce that damage to 10."
  const hitDratini = (attacker: string[], name: string, counters: Record<string, number> = {}) =>
    attack(
      table({
        activePlayer: 'p2',
        p1: { active: ['gym1-42'], activeCounters: counters },
        p2: { active: attacker },
      }),
      name,
      { player: 'p2' },
    );

  it("Erika's Dratini — Strange Barrier: a Basic Pokémon's 20 becomes 10; a Stage 1's damage is not reduced", () => {
    expect(damageIn(hitDratini(['base1-7', F], 'Jab').state, 'p1:active')).toBe(10);
    // Kadabra (Stage 1): Super Psy 50, less Dratini's Psychic Resistance 30 = 20, not reduced.
    expect(damageIn(hitDratini(['base1-32', P, P, P], 'Super Psy').state, 'p1:active')).toBe(20);
  });

  it("Erika's Dratini — Strange Barrier stops working while it is Asleep", () => {
    expect(damageIn(hitDratini(['base1-7', F], 'Jab', { asleep: 1 }).state, 'p1:active')).toBe(20);
  });
});

describe('the bots use or decline the compiled Powers and the match goes on', () => {
  const copies = (n: number, id: string) => Array<string>(n).fill(id);
  const rocket = [
    ...copies(4, 'base5-70'), // Zubat → Dark Golbat (Sneak Attack)
    ...copies(3, 'base5-7'),
    ...copies(4, 'base5-53'), // Dratini → Dark Dragonair (Evolutionary Light) → Dark Dragonite
    ...copies(3, 'base5-33'),
    ...copies(2, 'base5-5'),
    ...copies(4, 'base5-67'), // Slowpoke → Dark Slowbro (Reel In)
    ...copies(3, 'base5-12'),
    ...copies(4, 'base5-50'), // Charmander (Gather Fire)
    ...copies(3, 'base5-39'), // Dark Kadabra (Matter Exchange), with Abra below
    ...copies(4, 'base5-49'),
    ...copies(10, 'base1-101'),
    ...copies(8, 'base1-99'),
    ...copies(8, 'base1-98'),
  ];
  const neo = [
    ...copies(4, 'neo1-80'), // Totodile → Croconaw → Feraligatr (Berserk, Downpour)
    ...copies(3, 'neo1-31'),
    ...copies(2, 'neo1-4'),
    ...copies(1, 'neo1-5'),
    ...copies(4, 'neo1-53'), // Chikorita → Bayleef → Meganium (Herbal Scent)
    ...copies(3, 'neo1-28'),
    ...copies(2, 'neo1-10'),
    ...copies(4, 'neo1-56'), // Cyndaquil → Quilava → Typhlosion (Fire Recharge, Fire Boost)
    ...copies(3, 'neo1-46'),
    ...copies(2, 'neo1-17'),
    ...copies(1, 'neo1-18'),
    ...copies(11, 'base1-102'),
    ...copies(10, 'base1-99'),
    ...copies(10, 'base1-98'),
  ];

  it('plays a seeded match to its end without stalls, using the Powers', async () => {
    const plugin = createPokemonPlugin({ registry });
    const declared = new Set<string>();
    const asked: string[] = [];
    for (const seed of [5]) {
      const { summary, store } = await playBotMatch({
        decks: { p1: rocket, p2: neo },
        seed,
        plugin,
        maxTurns: 60,
        onEvent: (e) => {
          if (e.type === 'tool_call' && e.tool === 'declare_ability')
            declared.add(String((e.input as { ability?: unknown }).ability));
        },
      });
      expect(summary.stalls, `seed ${seed}`).toBe(0);
      expect(['game_over', 'turn_limit']).toContain(summary.end);
      expect(store.state.plugin.effects).toEqual([]);
      for (const e of store.state.log)
        if (/Use this Pokémon Power\?|Basic Pokémon to put onto your Bench/.test(e.message))
          asked.push(e.message);
    }
    // Declared Powers the bots chose to use, and Powers offered when their card was played.
    expect([...declared].filter((p) => POWERS.includes(p))).not.toEqual([]);
    expect(asked).not.toEqual([]);
  }, 120_000);
});

const POWERS = [
  'Evolutionary Light',
  'Matter Exchange',
  'Gather Fire',
  'Downpour',
  'Fire Recharge',
];
