import type { Action } from '@playmat/engine';
import { describe, expect, it } from 'vitest';
import { loadCardSet } from '../cards/load-card-set';
import {
  CHARMANDER,
  F,
  flipsOf,
  nextTurn,
  PIKACHU,
  R,
  SEEDS,
  W,
} from './cards/classic.test-helper';
import { classicSets, classicWith, classicTable as table } from './classic-sets.test-helper';
import { missingEffects } from './coverage';
import {
  act,
  answerAll,
  attack,
  conditionsIn,
  damageIn,
  optionsNaming,
  playTrainer,
  refusalOf,
  type Table,
  templatesIn,
  trainerAction,
  withCounters,
  withSeeds,
} from './effects.test-helper';

/**
 * Pokémon Tools, Technical Machines, Stadiums, special Energy and printed rules of the e-Card
 * fixtures (Expedition ecard1, Aquapolis ecard2, Skyridge ecard3) and the older sets, read clause
 * by clause (`baby-rule.ts`, `attached-item-text.ts`, `special-energy.ts`), each played from a
 * real printing; outcomes are written from that card's printed text. Beside each real printing,
 * a MADE-UP card (set `mu7`, built in this file, printed by no set) rewords the same form to show
 * the reading is by clause, not by sentence.
 *
 * Rulings relied on:
 * - Baby rule, e-Card wording ("If your Active Pokémon is a Baby Pokémon and your opponent
 *   announces an attack …"): the same rule as Neo Discovery's "If this Baby Pokémon is your
 *   Active Pokémon …" (Expedition rulebook, "Baby Pokémon": the opponent flips before doing
 *   anything else; tails, the turn ends). Every Baby prints it, so it applies exactly while a
 *   Baby is the Active Pokémon.
 * - Technical Machines (Expedition rulebook, "Technical Machines"; the cards' own text): the
 *   Pokémon pays the attack's printed Energy cost with its own Energy and the attack is its own
 *   (its type for Weakness and Resistance, "this Pokémon" is it); the card is discarded at the
 *   end of the turn whether or not the attack was used. A Technical Machine is not a Pokémon
 *   Tool (its subtype), so the one-Tool limit does not apply to it.
 * - Weakness Guard: "this Pokémon has no Weakness" — damage to it is not doubled for Weakness;
 *   Resistance still applies.
 */

/**
 * A made-up card set (test only): `mu7-N` cards that reword printed forms. Every made-up card has
 * its own id across this file (the effect registry remembers cards by id).
 */
function madeUp(cards: readonly Record<string, unknown>[]) {
  const set = loadCardSet(cards.map((c, i) => ({ number: String(i + 1), ...c })));
  return { set, table: classicWith(set).table };
}

const babyCoin = (t: Table) => flipsOf(t, 'p1')[0];
const CHARMANDER_SCRATCH = 10;

describe('the Baby rule in e-Card words: "If your Active Pokémon is a Baby Pokémon and your opponent announces an attack, …"', () => {
  const SMOOCHUM = 'ecard2-61';
  const MAGBY = 'ecard1-52';
  const against = (baby: string, seed: number, at: 'active' | 'bench' = 'active') =>
    attack(
      table({
        seed,
        p1: { active: [CHARMANDER, R, R] },
        p2:
          at === 'active'
            ? { active: [baby], bench: [[PIKACHU]] }
            : { active: [PIKACHU], bench: [[baby]] },
      }),
      'Scratch',
    );

  it('Smoochum Active, heads: the attack goes on (Scratch does 10)', () => {
    const t = withSeeds(
      SEEDS,
      (s) => against(SMOOCHUM, s),
      (x) => babyCoin(x) === 'heads',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(CHARMANDER_SCRATCH);
    expect(t.state.turn.activePlayer).toBe('p2');
  });

  it('Magby Active, tails: the turn ends without the attack (no damage, one coin only)', () => {
    const t = withSeeds(
      SEEDS,
      (s) => against(MAGBY, s),
      (x) => babyCoin(x) === 'tails',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(0);
    expect(flipsOf(t, 'p1')).toEqual(['tails']);
    expect(t.state.turn.activePlayer).toBe('p2');
  });

  it('a Benched Baby asks for no coin (the Active Pokémon is not a Baby)', () => {
    const t = against(SMOOCHUM, 1, 'bench');
    expect(flipsOf(t, 'p1')).toEqual([]);
    expect(damageIn(t.state, 'p2:active')).toBe(CHARMANDER_SCRATCH);
  });

  it('the rule is no manual part of the printed Babies (Smoochum is all automatic)', () => {
    const smoochum = classicSets.ecard2.cards.find((c) => c.id === SMOOCHUM);
    expect(smoochum && missingEffects(smoochum)).toEqual([]);
  });

  const baby = (id: string, rule: string) => ({
    id,
    name: `Made-up Baby ${id}`,
    supertype: 'Pokémon',
    subtypes: ['Baby'],
    hp: '30',
    types: ['Psychic'],
    rules: [rule],
  });

  it('MADE-UP rewording ("Pokemon", "attacks", "he or she flips", "his or her turn ends") reads the same', () => {
    const { set, table: t7 } = madeUp([
      baby(
        'mu7-1',
        'If your Active Pokemon is a Baby Pokemon and your opponent attacks, he or she flips a coin (before doing anything else). If tails, his or her turn ends.',
      ),
    ]);
    expect(missingEffects(set.cards[0] as never)).toEqual([]);
    const t = withSeeds(
      SEEDS,
      (s) =>
        attack(
          t7({
            seed: s,
            p1: { active: [CHARMANDER, R, R] },
            p2: { active: ['mu7-1'], bench: [[PIKACHU]] },
          }),
          'Scratch',
        ),
      (x) => babyCoin(x) === 'tails',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(0);
    expect(t.state.turn.activePlayer).toBe('p2');
  });

  it('MADE-UP: a different outcome or no "before …" timing stays manual', () => {
    const { set } = madeUp([
      baby(
        'mu7-2',
        "If your Active Pokémon is a Baby Pokémon and your opponent announces an attack, your opponent flips a coin. If tails, your opponent's turn ends.",
      ),
      baby(
        'mu7-3',
        'If your Active Pokémon is a Baby Pokémon and your opponent announces an attack, your opponent flips a coin (before doing anything else). If tails, that attack does nothing.',
      ),
    ]);
    expect(missingEffects(set.cards[0] as never)).toEqual(['Made-up Baby mu7-2 — Baby rule']);
    expect(missingEffects(set.cards[1] as never)).toEqual(['Made-up Baby mu7-3 — Baby rule']);
  });
});

const endTurn = (t: Table, player = 'p1') => act(t, { type: 'end_turn', player, source: 'ai' });

/** p1 plays the Trainer `templateId` from the hand onto `target` (the action, not executed). */
function attachAction(t: Table, templateId: string, target: string): Action {
  const played = trainerAction(t, templateId);
  if (played.type !== 'declare_action') throw new Error('not a declared action');
  return { ...played, details: { target } };
}

describe('Technical Machines: "Attach this card to 1 of your (X) Pokémon in play. That Pokémon may use this card\'s attack instead of its own. At the end of your turn, discard X."', () => {
  const MTM01 = 'ecard1-144'; // Paralyzing Gaze [C]: "The Defending Pokémon is now Paralyzed."
  const FIRE_CUBE = 'ecard2-122'; // Singe [R]: "The Defending Pokémon is now Burned."
  const FIGHTING_CUBE = 'ecard2-121'; // Violent Rage [F] 10×
  const CHARMELEON = 'base1-24';
  const MACHOP = 'base1-52';
  const board = (hand: string[], active: string[] = [CHARMANDER, R]) =>
    table({
      p1: { active, bench: [[PIKACHU, W]], hand },
      p2: { active: [PIKACHU] },
    });

  it('Multi Technical Machine 01 on the Active Pokémon: it uses Paralyzing Gaze (Defending Pokémon Paralyzed)', () => {
    const t = playTrainer(board([MTM01]), 'Multi Technical Machine 01', { target: 'p1:active' });
    expect(templatesIn(t.state, 'p1:active')).toContain(MTM01);
    const after = attack(t, 'Paralyzing Gaze');
    expect(conditionsIn(after.state, 'p2:active')).toEqual(['paralyzed']);
    expect(damageIn(after.state, 'p2:active')).toBe(0);
    // The turn ended with the attack: the Machine went to the discard pile.
    expect(templatesIn(after.state, 'p1:active')).not.toContain(MTM01);
    expect(templatesIn(after.state, 'p1:discard')).toContain(MTM01);
  });

  it('the attack costs its printed Energy, paid by the Pokémon: with no Energy it is refused', () => {
    const t = playTrainer(board([MTM01], [CHARMANDER]), 'Multi Technical Machine 01', {
      target: 'p1:active',
    });
    const top = t.state.zones['p1:active']?.cards[0];
    const why = refusalOf(t, {
      type: 'declare_action',
      player: 'p1',
      source: 'ai',
      kind: 'attack',
      card: `#${top}`,
      zone: 'p1:active',
      details: { attack: 'Paralyzing Gaze' },
    });
    expect(why).toMatch(/^ATTACK_COST Paralyzing Gaze/);
  });

  it('not used: still discarded at the end of your turn', () => {
    const t = playTrainer(board([MTM01]), 'Multi Technical Machine 01', { target: 'p1:bench_1' });
    expect(templatesIn(t.state, 'p1:bench_1')).toContain(MTM01);
    const ended = endTurn(t);
    expect(templatesIn(ended.state, 'p1:bench_1')).toEqual([PIKACHU, W]);
    expect(templatesIn(ended.state, 'p1:discard')).toContain(MTM01);
  });

  it('on a Benched Pokémon: the Active Pokémon does not get the attack', () => {
    const t = playTrainer(board([MTM01]), 'Multi Technical Machine 01', { target: 'p1:bench_1' });
    expect(() => attack(t, 'Paralyzing Gaze')).toThrow();
  });

  it('Fire Cube 01 goes on a Fire Pokémon only: refused on Pikachu, Singe Burns from Charmander', () => {
    const t = board([FIRE_CUBE]);
    const onPikachu = refusalOf(t, attachAction(t, FIRE_CUBE, 'p1:bench_1'));
    expect(onPikachu).toMatch(/^NO_TOOL_TARGET .*Fire Pokémon/);
    const played = playTrainer(t, 'Fire Cube 01', { target: 'p1:active' });
    expect(conditionsIn(attack(played, 'Singe').state, 'p2:active')).toEqual(['burned']);
  });

  it('Fighting Cube 01 (data "my use" mended): Violent Rage flips a coin per damage counter on the user, 10 per heads', () => {
    for (const seed of [1, 2, 3, 4]) {
      const t = withCounters(
        table({
          seed,
          p1: { active: [MACHOP, F], hand: [FIGHTING_CUBE] },
          p2: { active: [CHARMANDER] },
        }),
        'p1:active',
        { damage: 30 },
      );
      const after = attack(
        playTrainer(t, 'Fighting Cube 01', { target: 'p1:active' }),
        'Violent Rage',
      );
      const flips = flipsOf(after, 'p1');
      expect(flips).toHaveLength(3);
      expect(damageIn(after.state, 'p2:active')).toBe(
        10 * flips.filter((f) => f === 'heads').length,
      );
    }
  });

  const disc = (id: string, rules: string, text: string) => ({
    id,
    name: `Teaching Disc ${id}`,
    supertype: 'Trainer',
    subtypes: ['Technical Machine'],
    rules: [rules.split('SELF').join(`Teaching Disc ${id}`)],
    attacks: [{ name: 'Daze', cost: ['Colorless'], damage: '', text }],
  });

  it('MADE-UP rewording ("Evolved Water or Fire Pokemon", "The Pokémon … is attached to can use …\'s attack", "Discard this card at the end of your turn")', () => {
    const { set, table: t7 } = madeUp([
      disc(
        'mu7-4',
        "Attach this card to 1 of your Evolved Water or Fire Pokemon. The Pokémon SELF is attached to can use SELF's attack instead of its own. Discard this card at the end of your turn.",
        'The Defending Pokémon is now Confused.',
      ),
    ]);
    expect(missingEffects(set.cards[0] as never)).toEqual([]);
    const t = t7({
      p1: { active: [CHARMELEON, CHARMANDER, R], bench: [[CHARMANDER]], hand: ['mu7-4'] },
      p2: { active: [PIKACHU] },
    });
    // A Basic Charmander is not Evolved.
    expect(refusalOf(t, attachAction(t, 'mu7-4', 'p1:bench_1'))).toMatch(
      /^NO_TOOL_TARGET .*Evolved Water or Fire Pokémon/,
    );
    const played = playTrainer(t, 'Teaching Disc mu7-4', { target: 'p1:active' });
    expect(conditionsIn(attack(played, 'Daze').state, 'p2:active')).toEqual(['confused']);
  });

  it('MADE-UP: a Machine whose attack the compilers cannot read, or with no attack printed, stays manual', () => {
    const { set } = madeUp([
      disc(
        'mu7-5',
        "Attach this card to 1 of your Pokémon in play. That Pokémon may use this card's attack instead of its own. At the end of your turn, discard SELF.",
        'Your opponent sings a song of your choice.',
      ),
      {
        id: 'mu7-6',
        name: 'Blank Disc',
        supertype: 'Trainer',
        subtypes: ['Technical Machine'],
        rules: [
          "Attach this card to 1 of your Pokémon in play. That Pokémon may use this card's attack instead of its own. At the end of your turn, discard Blank Disc.",
        ],
      },
    ]);
    expect(missingEffects(set.cards[0] as never)).toEqual(['Teaching Disc mu7-5']);
    expect(missingEffects(set.cards[1] as never)).toEqual(['Blank Disc']);
  });
});

describe('Weakness Guard (Aquapolis): "Attach this card to 1 of your Pokémon. Discard it at the end of your opponent\'s next turn. As long as this card is attached, this Pokémon has no Weakness."', () => {
  const GUARD = 'ecard2-141';
  const STARYU = 'base1-65'; // Slap [W] 20; Charmander is weak to Water (×2).
  const slapped = (guarded: boolean) =>
    attack(
      table({
        p1: { active: [STARYU, W] },
        p2: { active: guarded ? [CHARMANDER, GUARD] : [CHARMANDER] },
      }),
      'Slap',
    );

  it('no Weakness while attached: Slap does 20, not 40', () => {
    expect(damageIn(slapped(false).state, 'p2:active')).toBe(40);
    expect(damageIn(slapped(true).state, 'p2:active')).toBe(20);
  });

  it("played on your Pokémon, it stays through your opponent's next turn and is discarded at its end", () => {
    const t = playTrainer(
      table({ p1: { active: [CHARMANDER], hand: [GUARD] }, p2: { active: [STARYU, W] } }),
      'Weakness Guard',
      { target: 'p1:active' },
    );
    const theirs = nextTurn(endTurn(t));
    expect(templatesIn(theirs.state, 'p1:active')).toContain(GUARD);
    const hit = attack(theirs, 'Slap', { player: 'p2' });
    expect(damageIn(hit.state, 'p1:active')).toBe(20);
    expect(templatesIn(hit.state, 'p1:active')).not.toContain(GUARD);
    expect(templatesIn(hit.state, 'p1:discard')).toContain(GUARD);
  });

  it('MADE-UP rewording ("At the end of your opponent\'s next turn, discard this card.", "The Pokémon this card is attached to has no Weakness.")', () => {
    const { set, table: t7 } = madeUp([
      {
        id: 'mu7-7',
        name: 'Weak Spot Cover',
        supertype: 'Trainer',
        rules: [
          "Attach this card to 1 of your Pokemon. At the end of your opponent's next turn, discard this card. The Pokémon this card is attached to has no Weakness.",
        ],
      },
    ]);
    expect(missingEffects(set.cards[0] as never)).toEqual([]);
    const t = attack(
      t7({ p1: { active: [STARYU, W] }, p2: { active: [CHARMANDER, 'mu7-7'] } }),
      'Slap',
    );
    expect(damageIn(t.state, 'p2:active')).toBe(20);
  });
});

describe('Metal Energy (Expedition): "Damage done by attacks to the Pokémon Metal Energy is attached to is reduced by 10 (after applying Weakness and Resistance). If the Pokémon Metal Energy is attached to isn\'t Metal, whenever it damages a Pokémon by an attack, reduce that damage by 10 (after applying Weakness and Resistance)."', () => {
  const METAL = 'ecard1-159';
  const STARYU = 'base1-65'; // Slap [W] 20; Charmander is weak to Water (×2).
  const slap = (p1: string[], p2: string[], engine = table) =>
    damageIn(attack(engine({ p1: { active: p1 }, p2: { active: p2 } }), 'Slap').state, 'p2:active');

  it('on the Pokémon hit: 20 ×2 = 40, then 10 less = 30', () => {
    expect(slap([STARYU, W], [CHARMANDER])).toBe(40);
    expect(slap([STARYU, W], [CHARMANDER, METAL])).toBe(30);
  });

  it('on a non-Metal attacker: 10 less AFTER Weakness — 20 ×2 − 10 = 30 (not (20 − 10) ×2 = 20)', () => {
    // Staryu pays Slap [W] with its Water Energy; the Metal Energy only rides along.
    expect(slap([STARYU, W, METAL], [CHARMANDER])).toBe(30);
  });

  it('both: 20 ×2 − 10 − 10 = 20', () => {
    expect(slap([STARYU, W, METAL], [CHARMANDER, METAL])).toBe(20);
  });

  it('MADE-UP rewording ("Damage done to … by attacks", "isn\'t a Metal Pokémon", "with an attack") reads the same', () => {
    const { set, table: t7 } = madeUp([
      {
        id: 'mu7-8',
        name: 'Metal Energy',
        supertype: 'Energy',
        subtypes: ['Special'],
        rules: [
          "Damage done to the Pokemon Metal Energy is attached to by attacks is reduced by 10 (after applying Weakness and Resistance). If the Pokémon Metal Energy is attached to isn't a Metal Pokémon, whenever it damages a Pokémon with an attack, reduce that damage by 10 (after applying Weakness and Resistance). Metal Energy provides Metal Energy. (Doesn't count as a basic Energy card.)",
        ],
      },
    ]);
    expect(missingEffects(set.cards[0] as never)).toEqual([]);
    expect(slap([STARYU, W, 'mu7-8'], [CHARMANDER, 'mu7-8'], t7)).toBe(20);
  });
});

/** p1 attaches the Energy `templateId` from the hand to `to` (their one attachment of the turn). */
function attachFromHand(t: Table, templateId: string, to = 'p1:active'): Table {
  const card = (t.state.zones['p1:hand']?.cards ?? []).find(
    (id) => t.state.cards[id]?.templateId === templateId,
  );
  return act(t, {
    type: 'move_card',
    player: 'p1',
    source: 'ai',
    card: `#${card}`,
    from: 'p1:hand',
    to,
    position: 'bottom',
  });
}

describe('special Energy that act when attached from the hand (Warp Energy, Cyclone Energy)', () => {
  const WARP = 'ecard2-147'; // "… When you attach Warp Energy from your hand to your Active Pokémon, switch your Active Pokémon with 1 of your Benched Pokémon."
  const CYCLONE = 'ecard3-143'; // "… When you play this card from your hand and attach it to your Active Pokémon, your opponent switches his or her Active Pokémon with 1 of his or her Benched Pokémon."
  const STARYU = 'base1-65';
  const board = (hand: string[]) =>
    table({
      p1: { active: [CHARMANDER], bench: [[PIKACHU], [STARYU]], hand },
      p2: { active: [STARYU], bench: [[PIKACHU], [CHARMANDER]] },
    });

  it('Warp Energy to the Active Pokémon: you choose a Benched Pokémon and switch; the Energy goes along to the Bench', () => {
    const t = attachFromHand(board([WARP]), WARP);
    const d = t.state.pendingDecision;
    expect(d?.decider).toBe('p1');
    const done = answerAll(t, optionsNaming('Staryu'));
    expect(templatesIn(done.state, 'p1:active')).toEqual([STARYU]);
    expect(templatesIn(done.state, 'p1:bench_2')).toEqual([CHARMANDER, WARP]);
  });

  it('Warp Energy to a Benched Pokémon: nothing is switched, no choice', () => {
    const t = attachFromHand(board([WARP]), WARP, 'p1:bench_1');
    expect(t.state.pendingDecision ?? undefined).toBeUndefined();
    expect(templatesIn(t.state, 'p1:active')).toEqual([CHARMANDER]);
    expect(templatesIn(t.state, 'p1:bench_1')).toEqual([PIKACHU, WARP]);
  });

  it('Warp Energy provides 1 Colorless Energy (Charmander pays Scratch with it)', () => {
    const t = table({ p1: { active: [CHARMANDER, WARP] }, p2: { active: [STARYU] } });
    expect(damageIn(attack(t, 'Scratch').state, 'p2:active')).toBe(10);
  });

  it('Cyclone Energy to the Active Pokémon: your opponent chooses which of his or her Benched Pokémon comes in', () => {
    const t = attachFromHand(board([CYCLONE]), CYCLONE);
    const d = t.state.pendingDecision;
    expect(d?.decider).toBe('p2');
    // The attaching player cannot answer for the opponent.
    expect(
      t.engine.execute(t.state, {
        type: 'resolve_decision',
        player: 'p1',
        source: 'ai',
        choice: d?.options?.[0] ?? '',
      }).ok,
    ).toBe(false);
    const done = answerAll(t, optionsNaming('Charmander'));
    expect(templatesIn(done.state, 'p2:active')).toEqual([CHARMANDER]);
    expect(templatesIn(done.state, 'p2:bench_2')).toEqual([STARYU]);
    expect(templatesIn(done.state, 'p1:active')).toEqual([CHARMANDER, CYCLONE]);
  });

  it('Cyclone Energy with no opposing Bench: nothing happens', () => {
    const t = attachFromHand(
      table({ p1: { active: [CHARMANDER], hand: [CYCLONE] }, p2: { active: [STARYU] } }),
      CYCLONE,
    );
    expect(t.state.pendingDecision ?? undefined).toBeUndefined();
    expect(templatesIn(t.state, 'p2:active')).toEqual([STARYU]);
  });

  it('MADE-UP rewording ("When you play this card from your hand and attach it to 1 of your Pokémon, your opponent chooses 1 of his or her Benched Pokémon and switches it with his or her Active Pokémon.")', () => {
    const { set, table: t7 } = madeUp([
      {
        id: 'mu7-9',
        name: 'Gust Energy',
        supertype: 'Energy',
        subtypes: ['Special'],
        rules: [
          'This card provides Colorless Energy. When you play this card from your hand and attach it to 1 of your Pokemon, your opponent chooses 1 of his or her Benched Pokémon and switches it with his or her Active Pokémon.',
        ],
      },
      {
        id: 'mu7-10',
        name: 'Odd Energy',
        supertype: 'Energy',
        subtypes: ['Special'],
        rules: [
          'This card provides Colorless Energy. When you attach this card from your hand to your Active Pokémon, flip a coin.',
        ],
      },
    ]);
    expect(missingEffects(set.cards[0] as never)).toEqual([]);
    expect(missingEffects(set.cards[1] as never)).toEqual(['Odd Energy']);
    const t = attachFromHand(
      t7({
        p1: { active: [CHARMANDER], bench: [[PIKACHU]], hand: ['mu7-9'] },
        p2: { active: [STARYU], bench: [[PIKACHU], [CHARMANDER]] },
      }),
      'mu7-9',
      'p1:bench_1',
    );
    expect(t.state.pendingDecision?.decider).toBe('p2');
    expect(templatesIn(answerAll(t, optionsNaming('Pikachu')).state, 'p2:active')).toEqual([
      PIKACHU,
    ]);
  });
});

/** Templates of a zone a player's view shows (face-down cards have none). */
const seenBy = (t: Table, player: string, zone: string) =>
  (t.engine.view(t.state, player).zones[zone]?.cards ?? [])
    .map((c) => c.templateId)
    .filter((x): x is string => x !== undefined);
const sorted = (xs: readonly string[]) => [...xs].sort();
const useStadium = (t: Table, chooser?: Parameters<typeof answerAll>[1]) =>
  answerAll(
    act(t, { type: 'declare_action', player: 'p1', source: 'ai', kind: 'use_stadium' }),
    chooser,
  );
const USE = { type: 'declare_action', player: 'p1', source: 'ai', kind: 'use_stadium' } as const;
const withSupporterPlayed = (t: Table): Table => ({
  ...t,
  state: {
    ...t.state,
    plugin: { ...t.state.plugin, flags: { ...t.state.plugin.flags, supporterPlayed: true } },
  },
});

describe('Ancient Ruins (Skyridge): "Once during each player\'s turn (before he or she attacks), if he or she has not played a Supporter card, that player may reveal his or her hand to his or her opponent. If that player reveals his or her hand and there is no Supporter card there, that player draws a card."', () => {
  const RUINS = 'ecard3-119';
  const JUDGE = 'sv1-176'; // a Supporter
  const board = (hand: string[], engine = table) =>
    engine({
      p1: { active: [CHARMANDER], hand, deck: [W, W, W] },
      p2: { active: [PIKACHU] },
    });

  it('no Supporter in the hand: the hand is shown to the opponent (engine reveal), then a card is drawn', () => {
    const t = playTrainer(board([RUINS, R, PIKACHU]), 'Ancient Ruins');
    expect(seenBy(t, 'p2', 'p1:hand')).toEqual([]);
    const used = useStadium(t);
    expect(sorted(seenBy(used, 'p2', 'p1:hand'))).toEqual(sorted([R, PIKACHU]));
    expect(sorted(templatesIn(used.state, 'p1:hand'))).toEqual(sorted([R, PIKACHU, W]));
    // Once a turn.
    expect(refusalOf(used, USE)).toBeDefined();
  });

  it('a Supporter in the hand: revealing would change nothing (no card to draw), so the game refuses the use', () => {
    const t = playTrainer(board([RUINS, JUDGE, R]), 'Ancient Ruins');
    expect(refusalOf(t, USE)).toMatch(/^CANNOT_USE_STADIUM .*change nothing/);
    expect(seenBy(t, 'p2', 'p1:hand')).toEqual([]);
  });

  it('refused after a Supporter was played this turn', () => {
    const t = withSupporterPlayed(playTrainer(board([RUINS, R]), 'Ancient Ruins'));
    expect(refusalOf(t, USE)).toMatch(/Supporter card this turn/);
  });

  it('MADE-UP rewording ("before they attack", "if they have not played", "their", "in it", "1 card")', () => {
    const { set, table: t7 } = madeUp([
      {
        id: 'mu7-11',
        name: 'Old Shrine',
        supertype: 'Trainer',
        subtypes: ['Stadium'],
        rules: [
          "This card stays in play when you play it. Discard this card if another Stadium card comes into play. Once during each player's turn (before they attack), if they have not played a Supporter card, they may reveal their hand to their opponent. If they reveal their hand and there is no Supporter card in it, they draw 1 card.",
        ],
      },
    ]);
    expect(missingEffects(set.cards[0] as never)).toEqual([]);
    const used = useStadium(playTrainer(board(['mu7-11', R], t7), 'Old Shrine'));
    expect(sorted(templatesIn(used.state, 'p1:hand'))).toEqual(sorted([R, W]));
  });
});

describe('Power Plant (Aquapolis): "Once during each of his or her turns, a player may discard a basic Energy card from his or her hand. If that player does, he or she chooses a basic Energy card from his or her discard pile, shows it to his or her opponent, and then puts it into his or her hand."', () => {
  const PLANT = 'ecard2-139';
  const G = 'sve-1';
  const board = (hand: string[], engine = table) =>
    engine({
      p1: { active: [CHARMANDER], hand, discard: [R, PIKACHU] },
      p2: { active: [PIKACHU] },
    });

  it('discard Water from the hand, take the Fire Energy from the discard pile (a Pokémon there is not offered)', () => {
    const t = playTrainer(board([PLANT, W, G]), 'Power Plant');
    const asked = act(t, USE);
    expect(asked.state.pendingDecision?.options?.some((o) => o.includes('Grass'))).toBe(true);
    const discarded = answerAll(asked, optionsNaming('Water'), 1);
    const paid = answerAll(discarded, optionsNaming('Fire'));
    expect(sorted(templatesIn(paid.state, 'p1:hand'))).toEqual(sorted([G, R]));
    expect(sorted(templatesIn(paid.state, 'p1:discard'))).toEqual(sorted([PIKACHU, W]));
    expect(refusalOf(paid, USE)).toBeDefined();
  });

  it('refused with no basic Energy card in the hand; nothing moves', () => {
    const t = playTrainer(board([PLANT, PIKACHU]), 'Power Plant');
    expect(refusalOf(t, USE)).toMatch(/no basic Energy card in your hand/);
  });

  it('MADE-UP rewording ("each of their turns", "If they do, they choose …, show it …, and put it …")', () => {
    const { set, table: t7 } = madeUp([
      {
        id: 'mu7-12',
        name: 'Dynamo Hall',
        supertype: 'Trainer',
        subtypes: ['Stadium'],
        rules: [
          'This card stays in play when you play it. Discard this card if another Stadium card comes into play. Once during each of their turns, a player may discard a basic Energy card from their hand. If they do, they choose a basic Energy card from their discard pile, show it to their opponent, and put it into their hand.',
        ],
      },
    ]);
    expect(missingEffects(set.cards[0] as never)).toEqual([]);
    const used = useStadium(
      playTrainer(board(['mu7-12', W], t7), 'Dynamo Hall'),
      optionsNaming('Fire'),
    );
    expect(templatesIn(used.state, 'p1:hand')).toEqual([R]);
  });
});
