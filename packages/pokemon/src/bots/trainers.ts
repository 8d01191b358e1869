import {
  isBasicEnergy,
  isBasicPokemon,
  isEnergy,
  isEvolution,
  isPokemon,
  stage,
  trainerKind,
} from '../cards/card-helpers';
import type { PokemonCard, PokemonSupertypeCard } from '../cards/types';
import { bestAttack, canAttack, potential } from './attacks';
import { type Board, energyProvides, type InPlay, inPlay, type SeenCard } from './board';
import { cardsNamedIn, headsIn } from './result-text';
import { call, type Play, type Step, type StepContext } from './steps';

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

const SEARCH = call('search_zone', { zone: 'your_deck' });
const SHUFFLE = call('shuffle', { zone: 'your_deck' });

/** Search the deck, take what `pick` chooses from what the search showed, shuffle. */
export function searchDeck(
  accept: (c: PokemonCard) => boolean,
  pick: (found: PokemonCard[], ctx: StepContext) => Step[],
): Step[] {
  return [
    SEARCH,
    (ctx) => (ctx.lastOk ? pick(cardsNamedIn(ctx.lastText, ctx.registry, accept), ctx) : []),
    SHUFFLE,
  ];
}

/** Energy types the side's Pokémon (and evolutions in hand) still need for their attacks. */
function neededTypes(board: Board): Set<string> {
  const need = new Set<string>();
  for (const p of inPlay(board.me))
    for (const a of p.top.card.attacks) for (const t of a.cost) need.add(t);
  return need;
}

/** Energy cards in hand (name + type). */
export function handEnergy(board: Board): SeenCard[] {
  return board.me.hand.filter((c) => isEnergy(c.card));
}

/** Damage-counter removal steps for `amount` HP on a Pokémon (damage may sit on any card of the stack). */
export function healSteps(target: InPlay, amount: number): Step[] {
  return [
    (ctx) => {
      const now = inPlay(ctx.board.me).find((p) => p.zone === target.zone);
      if (!now) return [];
      let left = amount;
      const out: Step[] = [];
      const stack = [now.top, ...now.energy, ...now.tools];
      for (const c of stack) {
        const d = c.view.counters.damage ?? 0;
        if (d <= 0 || left <= 0) continue;
        const take = Math.min(d, left);
        left -= take;
        out.push(
          call('remove_counter', {
            card: `#${c.view.id}`,
            zone: now.zone,
            counter: 'damage',
            amount: take,
          }),
        );
      }
      return out;
    },
  ];
}

/** Swap two in-play stacks of the same player through the shared staging zone. */
export function switchSteps(a: string, b: string): Step[] {
  return [
    call('move_card_stack', { from: a, to: 'staging' }),
    call('move_card_stack', { from: b, to: a }),
    call('move_card_stack', { from: 'staging', to: b }),
  ];
}

/** How much the side would like each basic it could put on the bench (higher = more wanted). */
function basicWorth(
  card: PokemonSupertypeCard,
  board: Board,
  hand: readonly PokemonCard[],
): number {
  const evolutionInHand = hand.some((h) => isPokemon(h) && h.evolvesFrom === card.name);
  const inPlayNames = inPlay(board.me).map((p) => p.top.card.name);
  return (
    potential(card) +
    card.hp / 10 +
    (evolutionInHand ? 40 : 0) -
    (inPlayNames.includes(card.name) ? 5 : 0)
  );
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
 * Trainers worth playing now, each with the generic-tool steps that carry out its effect. Order: what finds more cards and Pokémon first, healing and disruption later.
 */
export function trainerCandidates(board: Board, k: TurnKnowledge): Play[] {
  const hand = board.me.hand;
  const handCards = hand.map((h) => h.card);
  const have = (name: string) => hand.find((h) => h.card.name === name);
  const others = (name: string) => hand.filter((h) => h.card.name !== name);
  const candidates: Play[] = [];
  const me = board.me;
  const active = me.active;
  const stage2InHand = handCards.filter((c) => stage(c) === 'Stage 2') as PokemonSupertypeCard[];
  const wantEvolutions = inPlay(me).some(
    (p) => !handCards.some((c) => isPokemon(c) && c.evolvesFrom === p.top.card.name),
  );

  // Draw
  if (have('Bill') && canDraw(board, 2))
    candidates.push({
      call: play('Bill'),
      followUps: [call('draw', { count: 2 })],
      why: 'draw 2 cards',
    });
  for (const name of hand.map((h) => h.card.name)) {
    const card = have(name)?.card;
    if (!card || trainerKind(card) !== 'Supporter' || k.supporterPlayed || k.firstGameTurn)
      continue;
    if (name === 'Nemona' && canDraw(board, 3))
      candidates.push({
        call: play(name),
        followUps: [call('draw', { count: 3 })],
        why: 'draw 3 cards',
      });
    if (name === 'Jacq' && wantEvolutions)
      candidates.push({
        call: play(name),
        followUps: searchDeck(isEvolution, (found, ctx) =>
          pickEvolutions(found, ctx.board).map((c) =>
            call('move_card', { card: c.name, from: 'your_deck', to: 'your_hand' }),
          ),
        ),
        why: 'search for Evolution Pokémon',
      });
    if (name === 'Arven')
      candidates.push({
        call: play(name),
        followUps: searchDeck(
          (c) => trainerKind(c) === 'Item' || trainerKind(c) === 'Pokémon Tool',
          (found) => {
            const item = found
              .filter((c) => trainerKind(c) === 'Item')
              .sort(
                (a, b) =>
                  itemRank(b.name, stage2InHand.length > 0) -
                  itemRank(a.name, stage2InHand.length > 0),
              )[0];
            const tool = found.find((c) => trainerKind(c) === 'Pokémon Tool');
            return [item, tool]
              .filter((c): c is PokemonCard => c !== undefined)
              .map((c) => call('move_card', { card: c.name, from: 'your_deck', to: 'your_hand' }));
          },
        ),
        why: 'search for an Item and a Tool',
      });
    if (name.startsWith("Professor's Research") && hand.length <= 4 && canDraw(board, 7))
      candidates.push({
        call: play(name),
        followUps: discardHandThenDraw(7),
        why: 'new hand of 7',
      });
  }
  if (have('Professor Oak') && hand.length <= 4 && canDraw(board, 7))
    candidates.push({
      call: play('Professor Oak'),
      followUps: discardHandThenDraw(7),
      why: 'new hand of 7',
    });

  // Pokémon search
  if (have('Nest Ball') && me.emptyBench.length > 0)
    candidates.push({
      call: play('Nest Ball'),
      followUps: searchDeck(isBasicPokemon, (found, ctx) => {
        const best = [...found].sort(
          (a, b) =>
            basicWorth(b as PokemonSupertypeCard, ctx.board, handCards) -
            basicWorth(a as PokemonSupertypeCard, ctx.board, handCards),
        )[0];
        const to = ctx.board.me.emptyBench[0];
        return best && to ? [call('move_card', { card: best.name, from: 'your_deck', to })] : [];
      }),
      why: 'put a Basic Pokémon on the bench',
    });
  if (have('Computer Search') && others('Computer Search').length >= 3 && wantEvolutions) {
    const junk = junkCards(board, 'Computer Search', 2);
    if (junk.length === 2)
      candidates.push({
        call: play('Computer Search'),
        followUps: [
          ...junk.map((j) => call('move_card', { card: j, from: 'your_hand', to: 'your_discard' })),
          ...searchDeck(isEvolution, (found, ctx) =>
            pickEvolutions(found, ctx.board)
              .slice(0, 1)
              .map((c) => call('move_card', { card: c.name, from: 'your_deck', to: 'your_hand' })),
          ),
        ],
        why: 'trade two cards for an Evolution',
      });
  }

  // Energy
  const energyInHand = handEnergy(board).length;
  if (have('Energy Search') && energyInHand === 0 && !k.energyAttached && me.deckCount > 3) {
    const need = neededTypes(board);
    candidates.push({
      call: play('Energy Search'),
      followUps: searchDeck(isBasicEnergy, (found) => {
        const best = found.find((c) => need.has(energyProvides(c))) ?? found[0];
        return best
          ? [call('move_card', { card: best.name, from: 'your_deck', to: 'your_hand' })]
          : [];
      }),
      why: 'find a basic Energy',
    });
  }
  const discardedEnergy = me.discard.filter((c) => isBasicEnergy(c.card));
  if (have('Energy Retrieval') && discardedEnergy.length > 0 && energyInHand <= 1) {
    const base = have('Energy Retrieval')?.card.set.id === 'base1';
    const junk = base ? junkCards(board, 'Energy Retrieval', 1) : [];
    if (!base || junk.length === 1)
      candidates.push({
        call: play('Energy Retrieval'),
        followUps: [
          ...junk.map((j) => call('move_card', { card: j, from: 'your_hand', to: 'your_discard' })),
          ...discardedEnergy
            .slice(0, 2)
            .map((e) =>
              call('move_card', { card: `#${e.view.id}`, from: 'your_discard', to: 'your_hand' }),
            ),
        ],
        why: 'take back basic Energy',
      });
  }
  if (
    have('Electric Generator') &&
    me.bench.some((p) => p.top.card.types.includes('Lightning')) &&
    me.deckCount > 5
  )
    candidates.push({
      call: play('Electric Generator'),
      followUps: [
        call('peek', { zone: 'your_deck', count: 5 }),
        (ctx) => {
          const n = Math.min(2, (ctx.lastText.match(/Basic Lightning Energy/g) ?? []).length);
          const targets = ctx.board.me.bench.filter((p) => p.top.card.types.includes('Lightning'));
          const out: Step[] = [];
          for (let i = 0; i < n && targets.length > 0; i++) {
            const t = targets[i % targets.length] as InPlay;
            out.push(
              call('move_card', {
                card: 'Basic Lightning Energy',
                from: 'your_deck',
                to: t.zone,
                position: 'bottom',
              }),
            );
          }
          return out;
        },
        SHUFFLE,
      ],
      why: 'attach Lightning Energy from the top of the deck',
    });

  // Stadium
  for (const h of hand) {
    if (
      trainerKind(h.card) !== 'Stadium' ||
      k.stadiumPlayed ||
      board.stadium?.card.name === h.card.name
    )
      continue;
    candidates.push({ call: play(h.card.name), why: 'put a Stadium into play' });
  }

  // Mesagoza: flip; heads, take the Pokémon the side wants most from the deck.
  if (board.stadium?.card.name === 'Mesagoza' && !k.stadiumUsed && me.deckCount > 3)
    candidates.push({
      call: call('use_stadium'),
      followUps: [
        call('coin_flip'),
        (ctx) =>
          (headsIn(ctx.lastText) ?? 0) > 0
            ? searchDeck(isPokemon, (found) => {
                const best = found.find(isBasicPokemon) ?? found[0];
                return best
                  ? [call('move_card', { card: best.name, from: 'your_deck', to: 'your_hand' })]
                  : [];
              })
            : [],
      ],
      why: 'Mesagoza: flip for a Pokémon',
    });

  // Tools on the Active Pokémon
  if (active && active.tools.length === 0 && bestAttack(active, board.opp.active)) {
    if (have('Vitality Band'))
      candidates.push({ call: play('Vitality Band', active.zone), why: '+10 damage' });
  }
  // PlusPower: +10 to this turn's attack, gone at the end of the turn.
  if (active && have('PlusPower') && !k.firstGameTurn && bestAttack(active, board.opp.active))
    candidates.push({ call: play('PlusPower'), why: '+10 damage this turn' });
  if (
    active &&
    active.tools.length === 0 &&
    have('Defender') &&
    active.damage >= active.top.card.hp / 2
  )
    candidates.push({ call: play('Defender', active.zone), why: 'reduce incoming damage' });

  // Healing
  const damaged = inPlay(me)
    .filter((p) => p.damage >= 20)
    .sort((a, b) => b.damage - a.damage);
  const worst = damaged[0];
  if (worst) {
    const potion = have('Potion');
    if (potion) {
      const amount = potion.card.set.id === 'base1' ? 20 : 30;
      candidates.push({
        call: play('Potion'),
        followUps: healSteps(worst, Math.min(amount, worst.damage)),
        why: `heal ${worst.zone}`,
      });
    }
    if (have('Super Potion') && worst.damage >= 40 && worst.energy.length > 0) {
      const e = worst.energy[worst.energy.length - 1] as SeenCard;
      candidates.push({
        call: play('Super Potion'),
        followUps: [
          call('move_card', { card: `#${e.view.id}`, from: worst.zone, to: 'your_discard' }),
          ...healSteps(worst, Math.min(40, worst.damage)),
        ],
        why: `heal ${worst.zone}`,
      });
    }
  }

  // Switching the Active Pokémon
  if (active && have('Switch') && me.bench.length > 0) {
    const stuck = !canAttack(active) || active.statuses.includes('confused');
    const now = bestAttack(active, board.opp.active);
    const target = bestBenched(board);
    const then = target ? bestAttack(target, board.opp.active) : null;
    if (target && then && (stuck || !now || (then.knocksOut && !now.knocksOut)))
      candidates.push({
        call: play('Switch'),
        followUps: switchSteps(active.zone, target.zone),
        why: `bring ${target.top.card.name} Active`,
      });
  }

  // Disruption
  const opp = board.opp.active;
  if (opp && have('Gust of Wind') && board.opp.bench.length > 0 && active) {
    const now = bestAttack(active, opp);
    const victim = board.opp.bench.find((p) => bestAttack(active, p)?.knocksOut);
    if (victim && !now?.knocksOut)
      candidates.push({
        call: play('Gust of Wind'),
        followUps: switchSteps('opponent_active', victim.zone),
        why: `drag out ${victim.top.card.name}`,
      });
  }
  if (opp && opp.energy.length > 0) {
    const e = opp.energy[0] as SeenCard;
    if (have('Energy Removal'))
      candidates.push({
        call: play('Energy Removal'),
        followUps: [
          call('move_card', {
            card: `#${e.view.id}`,
            from: 'opponent_active',
            to: 'opponent_discard',
          }),
        ],
        why: 'discard an opposing Energy',
      });
    const mine = me.bench.find((p) => p.energy.length > 0);
    if (have('Super Energy Removal') && mine) {
      const own = mine.energy[0] as SeenCard;
      candidates.push({
        call: play('Super Energy Removal'),
        followUps: [
          call('move_card', { card: `#${own.view.id}`, from: mine.zone, to: 'your_discard' }),
          ...opp.energy.slice(0, 2).map((x) =>
            call('move_card', {
              card: `#${x.view.id}`,
              from: 'opponent_active',
              to: 'opponent_discard',
            }),
          ),
        ],
        why: 'discard two opposing Energy',
      });
    }
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

function discardHandThenDraw(n: number): Step[] {
  return [
    (ctx) =>
      ctx.board.me.hand.length > 0
        ? [call('move_card_stack', { from: 'your_hand', to: 'your_discard' })]
        : [],
    call('draw', { count: n }),
  ];
}

function itemRank(name: string, haveStage2: boolean): number {
  if (name === 'Rare Candy') return haveStage2 ? 10 : 3;
  if (name === 'Nest Ball') return 8;
  if (name === 'Electric Generator') return 7;
  if (name === 'Energy Search' || name === 'Energy Retrieval') return 5;
  if (name === 'Switch') return 4;
  return 1;
}

/** Evolutions that fit what is in play (or on another evolution in hand), up to two distinct. */
function pickEvolutions(found: PokemonCard[], board: Board): PokemonCard[] {
  const names = new Set(inPlay(board.me).map((p) => p.top.card.name));
  const handNames = new Set(board.me.hand.map((h) => h.card.name));
  const fits = (c: PokemonCard) =>
    isPokemon(c) && c.evolvesFrom !== undefined && names.has(c.evolvesFrom);
  const scored = found
    .filter((c) => !handNames.has(c.name))
    .map((c) => ({ c, s: (fits(c) ? 10 : 0) + (stage(c) === 'Stage 2' ? 2 : 0) }))
    .sort((a, b) => b.s - a.s || a.c.name.localeCompare(b.c.name));
  return scored.slice(0, 2).map((x) => x.c);
}

/** Least useful cards in hand to discard for a Trainer's cost (never `keep`). */
function junkCards(board: Board, keep: string, n: number): string[] {
  const rank = (c: PokemonCard) =>
    isEnergy(c) ? 1 : trainerKind(c) ? 2 : isBasicPokemon(c) ? 3 : 4;
  const cards = board.me.hand
    .filter((h) => h.card.name !== keep)
    .sort((a, b) => rank(a.card) - rank(b.card) || a.card.name.localeCompare(b.card.name));
  // Keep at least one Energy when we still need to attach.
  return cards.slice(0, n).map((h) => `#${h.view.id}`);
}
