import { isBasicEnergy, isEnergy, isPokemon, trainerKind } from '../cards/card-helpers';
import { trainerEffect } from '../effects/registry';
import { toolTextOf } from '../effects/tool-rules';
import { compileTrainerCard } from '../effects/trainer-patterns';
import { attachedItem, attachedItemMisfit } from '../game/attachments';
import { bestAttack, canAttack, potential } from './attacks';
import { type Board, type InPlay, inPlay, missingEnergyCount, type SeenCard } from './board';
import { rareCandyFits } from './evolution-lines';
import { call, type Play } from './steps';

/**
 * Trainers {@link trainerCandidates} weighs by name, with a reason of their own: never tried by
 * the generic "carry out its text" fallback when that reason is missing. `have` only takes these
 * names, so a new rule that asks for a Trainer cannot leave it off this list.
 */
const WEIGHED = [
  'Bill',
  'Nemona',
  'Jacq',
  'Arven',
  'Youngster',
  'Miriam',
  'Professor Oak',
  'Nest Ball',
  'Ultra Ball',
  'Computer Search',
  'Poké Ball',
  'Pokégear 3.0',
  'Energy Search',
  'Energy Retrieval',
  'Electric Generator',
  'Vitality Band',
  'Defiance Band',
  'Rocky Helmet',
  'PlusPower',
  'Defender',
  'Potion',
  'Super Potion',
  'Picnic Basket',
  'Full Heal',
  'Switch',
  'Gust of Wind',
  'Pokémon Catcher',
  "Boss's Orders",
  'Energy Removal',
  'Crushing Hammer',
  'Team Star Grunt',
  'Super Energy Removal',
  'Rare Candy',
  'Pokémon Breeder',
  // Both Active Pokémon switch: played only when the bot would switch its own (as Switch).
  'Warp Point',
  // Returns one of the bot's own Pokémon to its hand: no reason the bot weighs, never played.
  "Mr. Briney's Compassion",
] as const;
type Weighed = (typeof WEIGHED)[number];
const WEIGHED_NAMES: ReadonlySet<string> = new Set(WEIGHED);
/** Weighed by its prefix: the data names each printing ("Professor's Research (Professor Turo)"). */
const RESEARCH = "Professor's Research";

/** What the bot knows about its turn so far. */
export interface TurnKnowledge {
  readonly energyAttached: boolean;
  readonly supporterPlayed: boolean;
  readonly stadiumPlayed: boolean;
  /** The Stadium in play was used this turn. */
  readonly stadiumUsed: boolean;
  readonly retreated: boolean;
  /** True on the acting player's very first turn (no evolving, no Rare Candy). */
  readonly firstOwnTurn: boolean;
  /** True on the first player's first turn of the game (no Supporter, no attack). */
  readonly firstGameTurn: boolean;
  /** Agent zone keys of Pokémon that entered play or evolved this turn. */
  readonly enteredZones: ReadonlySet<string>;
  /** `zone:ability` used this turn. */
  readonly abilitiesUsed: ReadonlySet<string>;
}

/** Energy cards in hand (name + type). */
export function handEnergy(board: Board): SeenCard[] {
  return board.me.hand.filter((c) => isEnergy(c.card));
}

/** The side's best benched Pokémon to bring Active (for promotion, Switch, retreat). */
export function bestBenched(board: Board, exclude?: string): InPlay | null {
  let best: { p: InPlay; score: number } | null = null;
  for (const p of board.me.bench) {
    if (p.zone === exclude) continue;
    const atk = bestAttack(p, board.opp.active);
    const score = (atk ? 100 + atk.value : 0) + p.hpLeft / 10 + potential(p.top.card) / 10;
    if (!best || score > best.score) best = { p, score };
  }
  return best?.p ?? null;
}

/**
 * Trainers worth playing now: the game carries out their text and asks the bot for the choices
 * (see `decideChoice`). Order: what finds more cards and Pokémon first, healing and disruption
 * later. Anything else in hand is tried last, once (a rejection is remembered for the turn).
 */
export function trainerCandidates(board: Board, k: TurnKnowledge): Play[] {
  const hand = board.me.hand;
  const handCards = hand.map((h) => h.card);
  const have = (name: Weighed) => hand.find((h) => h.card.name === name);
  const others = (name: Weighed) => hand.filter((h) => h.card.name !== name);
  const candidates: Play[] = [];
  const me = board.me;
  const active = me.active;
  const wantEvolutions = inPlay(me).some(
    (p) => !handCards.some((c) => isPokemon(c) && c.evolvesFrom === p.top.card.name),
  );
  const add = (name: string, why: string, target?: string) =>
    candidates.push({ call: play(name, target), why });

  // Draw and search
  if (have('Bill') && canDraw(board, 2)) add('Bill', 'draw 2 cards');
  const supporterOk = !k.supporterPlayed && !k.firstGameTurn;
  if (supporterOk) {
    if (have('Nemona') && canDraw(board, 3)) add('Nemona', 'draw 3 cards');
    if (have('Jacq') && wantEvolutions) add('Jacq', 'search for Evolution Pokémon');
    if (have('Arven')) add('Arven', 'search for an Item and a Tool');
    const research = hand.find((h) => h.card.name.startsWith(RESEARCH));
    if (research && hand.length <= 4 && canDraw(board, 7)) add(research.card.name, 'new hand of 7');
    if (have('Youngster') && hand.length <= 3 && canDraw(board, 5))
      add('Youngster', 'new hand of 5');
    if (have('Miriam') && me.discard.some((c) => isPokemon(c.card)) && canDraw(board, 3))
      add('Miriam', 'Pokémon back into the deck, draw 3');
  }
  if (have('Professor Oak') && hand.length <= 4 && canDraw(board, 7))
    add('Professor Oak', 'new hand of 7');
  if (have('Nest Ball') && me.emptyBench.length > 0)
    add('Nest Ball', 'a Basic Pokémon onto the Bench');
  if (have('Ultra Ball') && others('Ultra Ball').length >= 3 && wantEvolutions)
    add('Ultra Ball', 'trade two cards for a Pokémon');
  if (have('Computer Search') && others('Computer Search').length >= 3 && wantEvolutions)
    add('Computer Search', 'trade two cards for an Evolution');
  if (have('Poké Ball') && me.deckCount > 3) add('Poké Ball', 'flip for a Pokémon');
  if (have('Pokégear 3.0') && !k.supporterPlayed && me.deckCount > 7)
    add('Pokégear 3.0', 'look for a Supporter');

  // Energy
  const energyInHand = handEnergy(board).length;
  if (have('Energy Search') && energyInHand === 0 && !k.energyAttached && me.deckCount > 3)
    add('Energy Search', 'find a basic Energy');
  const discardedEnergy = me.discard.filter((c) => isBasicEnergy(c.card));
  if (have('Energy Retrieval') && discardedEnergy.length > 0 && energyInHand <= 1)
    add('Energy Retrieval', 'take back basic Energy');
  if (
    have('Electric Generator') &&
    me.bench.some((p) => p.top.card.types.includes('Lightning')) &&
    me.deckCount > 5
  )
    add('Electric Generator', 'attach Lightning Energy from the top of the deck');

  // Stadium
  for (const h of hand) {
    if (
      trainerKind(h.card) !== 'Stadium' ||
      k.stadiumPlayed ||
      board.stadium?.card.name === h.card.name
    )
      continue;
    add(h.card.name, 'put a Stadium into play');
  }
  if (board.stadium?.card.name === 'Mesagoza' && !k.stadiumUsed && me.deckCount > 3)
    candidates.push({ call: call('use_stadium'), why: 'Mesagoza: flip for a Pokémon' });

  // Attached cards
  if (active && active.tools.length === 0 && bestAttack(active, board.opp.active)) {
    for (const tool of ['Vitality Band', 'Defiance Band'] as const)
      if (have(tool)) add(tool, 'more damage', active.zone);
    if (have('Rocky Helmet')) add('Rocky Helmet', 'damage back', active.zone);
  }
  if (active && have('PlusPower') && !k.firstGameTurn && bestAttack(active, board.opp.active))
    add('PlusPower', '+10 damage this turn');
  if (active && have('Defender') && active.damage >= active.top.card.hp / 2)
    add('Defender', 'reduce incoming damage', active.zone);

  // Healing
  const worst = inPlay(me)
    .filter((p) => p.damage >= 20)
    .sort((a, b) => b.damage - a.damage)[0];
  if (worst) {
    if (have('Potion')) add('Potion', `heal ${worst.zone}`);
    if (have('Super Potion') && worst.damage >= 40 && worst.energy.length > 0)
      add('Super Potion', `heal ${worst.zone}`);
    if (have('Picnic Basket') && worst.damage >= 30) add('Picnic Basket', 'heal 30 from each');
  }
  if (active && active.statuses.length > 0 && have('Full Heal'))
    add('Full Heal', 'cure the Active');

  // Switching the Active Pokémon
  if (active && me.bench.length > 0) {
    const stuck = !canAttack(active) || active.statuses.includes('confused');
    const now = bestAttack(active, board.opp.active);
    const target = bestBenched(board);
    const then = target ? bestAttack(target, board.opp.active) : null;
    if (target && then && (stuck || !now || (then.knocksOut && !now.knocksOut)))
      for (const name of ['Switch', 'Warp Point'] as const)
        if (have(name)) add(name, `bring ${target.top.card.name} Active`);
  }

  // Disruption
  const opp = board.opp.active;
  if (opp && board.opp.bench.length > 0 && active) {
    const now = bestAttack(active, opp);
    const victim = board.opp.bench.find((p) => bestAttack(active, p)?.knocksOut);
    if (victim && !now?.knocksOut) {
      if (have('Gust of Wind')) add('Gust of Wind', `drag out ${victim.top.card.name}`);
      if (have('Pokémon Catcher'))
        add('Pokémon Catcher', `flip to drag out ${victim.top.card.name}`);
      if (supporterOk && have("Boss's Orders"))
        add("Boss's Orders", `drag out ${victim.top.card.name}`);
    }
  }
  if (opp && opp.energy.length > 0) {
    if (have('Energy Removal')) add('Energy Removal', 'discard an opposing Energy');
    if (have('Crushing Hammer')) add('Crushing Hammer', 'flip to discard an opposing Energy');
    if (supporterOk && have('Team Star Grunt'))
      add('Team Star Grunt', 'an opposing Energy back on their deck');
    if (
      have('Super Energy Removal') &&
      me.bench.some((p) => p.energy.length > 0) &&
      opp.energy.length >= 2
    )
      add('Super Energy Removal', 'discard two opposing Energy');
  }
  const candy = rareCandyFits(board, k);
  if (have('Rare Candy') && candy) add('Rare Candy', 'evolve a Basic into a Stage 2');
  if (have('Pokémon Breeder') && candy) add('Pokémon Breeder', 'evolve a Basic into a Stage 2');
  // Any other Trainer the game compiles from its text (a loaded set's): tried last, once a
  // turn (the game refuses one that can't be played, and a refusal is not repeated), while the
  // deck is deep enough that what it draws cannot deck the bot out.
  const named = new Set(candidates.map((c) => c.call.input.card));
  if (me.deckCount > 10)
    for (const h of hand) {
      const kind = trainerKind(h.card);
      // A Tool that acts between turns (Berry) goes on the first of its Pokémon without a Tool.
      if (kind === 'Pokémon Tool' && !named.has(h.card.name) && toolTextOf(h.card)) {
        const holder = inPlay(me).find((p) => p.tools.length === 0);
        named.add(h.card.name);
        if (holder) add(h.card.name, 'attach it to act between turns', holder.zone);
        continue;
      }
      // A Technical Machine goes on the Active Pokémon when that one may take it and can pay
      // the attack it lends (the game then offers that attack like its own).
      const item = kind === 'Item' ? attachedItem(h.card) : undefined;
      if (item?.lendsAttack && !named.has(h.card.name)) {
        named.add(h.card.name);
        const attacks = h.card.supertype === 'Trainer' ? (h.card.attacks ?? []) : [];
        if (
          active &&
          canAttack(active) &&
          trainerEffect(h.card) !== undefined &&
          attachedItemMisfit(h.card, item, { card: active.top.card, stages: [] }) === undefined &&
          !item.only?.evolved &&
          attacks.some((a) => missingEnergyCount(a.cost, active.provides) === 0)
        )
          add(h.card.name, 'attach it to use its attack', active.zone);
        continue;
      }
      if (named.has(h.card.name) || (kind !== 'Item' && kind !== 'Supporter')) continue;
      // A Trainer weighed above waits for its own reason (no Gust of Wind without a Knock Out).
      if (WEIGHED_NAMES.has(h.card.name) || h.card.name.startsWith(RESEARCH)) continue;
      if (kind === 'Supporter' && !supporterOk) continue;
      if (!compileTrainerCard(h.card)) continue;
      named.add(h.card.name);
      add(h.card.name, 'carry out its text');
    }
  return candidates;
}

/**
 * Whether drawing `n` extra cards is safe: a deep deck, or still more cards than the opponent
 * (a slow game is otherwise lost by decking out).
 */
function canDraw(board: Board, n: number): boolean {
  const left = board.me.deckCount - n;
  return left >= 15 || (left > 3 && left > board.opp.deckCount);
}

function play(card: string, target?: string) {
  return call('play_trainer', target ? { card, target } : { card });
}
