import { isBasicEnergy, isBasicPokemon } from '../cards/card-helpers';
import type { EnergyType } from '../cards/types';
import { attachedTypes, type PokemonInPlay, providedNow } from '../game/board';
import {
  benchesOf,
  CONDITION,
  cond,
  DEFENDER,
  flipped,
  namesIn,
  namesNow,
  newPlan,
  num,
  onFlip,
  type Plan,
  type Rule,
  SELF,
  TYPE,
} from './attack-plan';
import { recordAttackRules } from './attack-record-rules';
import { cardAttackRules } from './card-attack-rules';
import { COPY_ATTACK_RULES } from './copy-attack-rules';
import { damageAttackRules } from './damage-attack-rules';
import { DEVOLVE_ATTACK_RULES } from './devolve';
import { discardedCardAttackRules } from './discarded-card-attack-rules';
import { ENERGY_MOVE_ATTACK_RULES } from './energy-move-attack-rules';
import type { EffectEnv } from './env';
import { exDamageRules } from './ex-damage-rules';
import { FURTHER_ATTACK_RULES } from './further-attack-rules';
import { lastingAttackRules } from './lasting-attack-rules';
import { LOOKED_AT_CARDS_RULES } from './looked-at-cards-rules';
import { MARKER_DAMAGE_RULES } from './marker-damage-rules';
import { CONDITIONS, moreAttackRules, noWR, readPhrase } from './more-attack-rules';
import { chooseCount } from './more-trainer-rules';
import { OPPONENT_ENERGY_RULES } from './opponent-energy-rules';
import { OWN_ENERGY_COIN_RULES } from './own-energy-coin-rules';
import { currentRetreatCost } from './passives';
import { applySentenceRules, normaliseText, ownNameIn } from './sentences';
import { SPENT_ENERGY_DAMAGE_RULES } from './spent-energy-damage-rules';
import {
  attachChosenTo,
  chooseOpponents,
  currentAttack,
  damage,
  damageTargets,
  discardEnergy,
  discardToUse,
  draw,
  effectReaches,
  energyCount,
  energyOn,
  flip,
  flipUntilTails,
  gust,
  headsOrTails,
  heal,
  ifHeads,
  ifTails,
  is,
  mark,
  mayDo,
  moveChosen,
  pick,
  printed,
  provides,
  said,
  searchDeck,
  selfDamage,
  shuffleDeck,
  shuffleHandIntoDeck,
  status,
  step,
  stop,
  switchOwn,
  when,
} from './steps';
import { SWITCH_RULES } from './switch-clause';
import { TYPE_CHANGE_ATTACK_RULES } from './type-change-rules';
import type { EffectSpec } from './types';

/**
 * Attack texts that follow a common pattern, compiled from the text itself: the text is cut
 * into sentences and each one must match a known sentence ("Flip a coin.", "If heads, the
 * Defending Pokémon is now Paralyzed.", "This Pokémon also does 30 damage to itself." …). A text
 * with any sentence the table does not know is not compiled (the card then needs code, or is
 * played by hand). Works for cards of any set, not only the bundled ones.
 */

const RULES: readonly Rule[] = [
  ...lastingAttackRules((text, plan) => applySentenceRules(text, RULES, plan)),
  ...COPY_ATTACK_RULES,
  ...TYPE_CHANGE_ATTACK_RULES,
  ...DEVOLVE_ATTACK_RULES,
  ...recordAttackRules((phrase) => readPhrase(CONDITIONS, phrase)),
  // Switch sentences read clause by clause (before the older per-printing switch rules below).
  ...SWITCH_RULES,
  ...OPPONENT_ENERGY_RULES,
  ...LOOKED_AT_CARDS_RULES,
  ...OWN_ENERGY_COIN_RULES,
  ...MARKER_DAMAGE_RULES,
  [
    /^(?:Flip a coin|Your opponent flips a coin)\.$/i,
    (_m, p) => {
      // The coin is the same whoever flips it: the game flips it for the attack.
      flipped(p, 1);
      p.pre.push(flip());
      return true;
    },
  ],
  [
    /^Flip (\d+|two|three|four|five) coins?\.$/i,
    (m, p) => {
      flipped(p, num(m[1]) === 1 ? 1 : 'many');
      if (num(m[1]) === 2) p.twoCoins = true;
      p.pre.push(flip(num(m[1])));
      return true;
    },
  ],
  [
    /^Flip a coin until you get tails\.$/i,
    (_m, p) => {
      flipped(p, 'many');
      p.pre.push(flipUntilTails());
      return true;
    },
  ],
  [
    /^(?:This attack does|Does) (\d+) damage (?:times the number of heads|for each heads)\.$/i,
    (m, p) => void p.amount.push((e) => Number(m[1]) * e.heads()),
  ],
  [
    /^If tails, this attack does nothing(?: \(not even damage\))?\.$/i,
    (_m, p) => void p.pre.push(ifTails(stop)),
  ],
  [
    /^If heads, this attack does (\d+) more damage\.$/i,
    (m, p) => void p.amount.push((e, base) => base + (e.heads() > 0 ? Number(m[1]) : 0)),
  ],
  [
    new RegExp(
      // "Burned and Poisoned", "Burned, Paralyzed, and Poisoned" (Mystery Plate α).
      `^(?:If (heads|tails), )?${DEFENDER} is now ${CONDITION}(?:(?:, ${CONDITION})?,? and ${CONDITION})?\\.$`,
      'i',
    ),
    (m, p) =>
      void p.post.push(
        ...onFlip(
          m[1],
          [m[2], m[3], m[4]].filter((c) => c !== undefined).map((c) => status(cond(c))),
        ),
      ),
  ],
  [
    new RegExp(
      `^(?:If (heads|tails), )?${SELF} is now ${CONDITION}(?: \\(after doing damage\\))?\\.$`,
      'i',
    ),
    (m, p) => void p.post.push(...onFlip(m[1], [status(cond(m[2] as string), 'self')])),
  ],
  [
    new RegExp(`^(?:If (heads|tails), )?${SELF}(?: also)? does (\\d+) damage to itself\\.$`, 'i'),
    (m, p) => void p.post.push(...onFlip(m[1], [selfDamage(Number(m[2]))])),
  ],
  [
    new RegExp(
      `^Discard (an?|one|two|three|\\d+|all) (?:${TYPE} )?Energy(?: cards?)? (?:attached to ${SELF}|from ${SELF}) in order to use this attack\\.$`,
      'i',
    ),
    (m, p) => {
      const count = m[1]?.toLowerCase() === 'all' ? 'all' : num(m[1]);
      p.pre.push(discardToUse(count, m[2] ? provides(m[2] as EnergyType) : undefined));
      return true;
    },
  ],
  [
    new RegExp(
      `^Discard (an?|one|two|three|\\d+|all) (?:${TYPE} )?Energy(?: cards?)? (?:attached to ${SELF}|from ${SELF})\\.$`,
      'i',
    ),
    (m, p) => {
      const count = m[1]?.toLowerCase() === 'all' ? 'all' : num(m[1]);
      p.post.push(
        ...discardEnergy((e) => e.self, count, m[2] ? provides(m[2] as EnergyType) : undefined),
      );
      return true;
    },
  ],
  [
    // Dragon Wave: "Discard a Water Energy card and a Lightning Energy card attached to SELF."
    // (Mist Ball: "a Fire Energy and a Water Energy") — one card of each type, each chosen from
    // what is still attached (a card counts once).
    new RegExp(
      `^Discard (an? ${TYPE} Energy(?: card)?(?:, an? ${TYPE} Energy(?: card)?)*,? and an? ${TYPE} Energy(?: card)?) attached to ${SELF}\\.$`,
      'i',
    ),
    (m, p) => {
      const types = [...(m[1] as string).matchAll(new RegExp(TYPE, 'g'))].map(
        (x) => x[1] as EnergyType,
      );
      p.post.push(
        ...types.flatMap((t, i) => discardEnergy((e) => e.self, 1, provides(t), `energy${i}`)),
      );
      return true;
    },
  ],
  [
    /^(?:If (heads|tails), )?during your next turn, this Pokémon can't attack\.$/i,
    (m, p) => void p.post.push(...onFlip(m[1], [mark('cant-attack', 'self', 'your-next-turn')])),
  ],
  [
    /^During your opponent's next turn, this Pokémon takes (\d+) less damage from attacks \(after applying Weakness and Resistance\)\.$/i,
    (m, p) =>
      void p.post.push(
        mark('reduce-damage', 'self', 'opponents-next-turn', { amount: Number(m[1]) }),
      ),
  ],
  [
    new RegExp(
      `^If heads, prevent all damage done to ${SELF} during your opponent's next turn\\.$`,
      'i',
    ),
    (_m, p) => void p.post.push(ifHeads(mark('prevent-damage', 'self', 'opponents-next-turn'))),
  ],
  [
    /^If heads, during your opponent's next turn, prevent all damage from and effects of attacks done to this Pokémon\.$/i,
    (_m, p) => void p.post.push(ifHeads(mark('prevent-effects', 'self', 'opponents-next-turn'))),
  ],
  [/^\(Any other effects of attacks still happen\.\)$/i, () => true],
  [
    /^\(Do the damage before switching the Pokémon\.(?: Switch the Pokémon even if SELF is knocked out\.)?\)$/i,
    () => true,
  ],
  [
    /^During your opponent's next turn, the Defending Pokémon can't retreat\.$/i,
    (_m, p) => void p.post.push(mark('cant-retreat', 'defender', 'opponents-next-turn')),
  ],
  [
    // As printed: Victreebel's Acid (Jungle, Base Set 2) says "during your next turn" — the
    // attacker's turn, when the Defending Pokémon's player cannot retreat anyway, so that
    // printing leaves no lasting effect; "your opponent's next turn" blocks the retreat.
    /^(?:If (heads|tails), )?the Defending Pokémon can't retreat during your (opponent's )?next turn\.$/i,
    (m, p) =>
      void p.post.push(
        ...(m[2] ? onFlip(m[1], [mark('cant-retreat', 'defender', 'opponents-next-turn')]) : []),
      ),
  ],
  [
    new RegExp(`^Heal (\\d+) damage from ${SELF}\\.$`, 'i'),
    (m, p) => void p.post.push(heal((e) => e.self?.zone, Number(m[1]))),
  ],
  [
    /^(?:If (heads|tails), )?draw (a card|(\d+) cards)\.$/i,
    (m, p) => void p.post.push(...onFlip(m[1], [draw(m[3] ? Number(m[3]) : 1)])),
  ],
  [
    new RegExp(`^Switch ${SELF} with 1 of your Benched Pokémon\\.$`, 'i'),
    (_m, p) => void p.post.push(...switchOwn()),
  ],
  [
    /^Switch in 1 of your opponent's Benched Pokémon to the Active Spot\.$/i,
    (_m, p) => void p.pre.push(...gust()),
  ],
  [
    /^If heads, switch in 1 of your opponent's Benched Pokémon to the Active Spot\.$/i,
    (_m, p) => void p.pre.push(ifHeads(...gust())),
  ],
  [
    /^(?:This attack does (\d+) more damage|Does (\d+) damage plus (\d+) more damage) for each damage counter on (this Pokémon|SELF|your opponent's Active Pokémon|the Defending Pokémon)\.$/i,
    (m, p) => {
      const per = Number(m[1] ?? m[3]);
      const self = /this Pokémon|SELF/i.test(m[4] ?? '');
      p.amount.push((e, base) => {
        const mon = self ? e.self : e.defender;
        return base + per * Math.floor((mon?.damage ?? 0) / 10);
      });
      return true;
    },
  ],
  [
    /^(?:This attack does (\d+) more damage|Does (\d+) damage plus (\d+) more damage) for each Energy( card)? attached to (?:your opponent's Active Pokémon|the Defending Pokémon)\.$/i,
    (m, p) => {
      const per = Number(m[1] ?? m[3]);
      // "Energy card" counts cards; "Energy" counts what they provide (Double Colorless is 2).
      const cards = m[4] !== undefined;
      p.amount.push(
        (e, base) =>
          base + per * (cards ? energyOn(e, e.defender).length : energyCount(e, e.defender)),
      );
      return true;
    },
  ],
  [
    /^This attack does (\d+) more damage for each (\w+) Energy attached to this Pokémon\.$/i,
    (m, p) => {
      const per = Number(m[1]);
      const type = m[2] as EnergyType;
      p.amount.push((e, base) => base + per * energyCount(e, e.self, type));
      return true;
    },
  ],
  [
    /^(?:This attack does (\d+) damage for each damage counter on (?:this Pokémon|SELF)|Does (\d+) damage times the number of damage counters on SELF)\.$/i,
    (m, p) => {
      const per = Number(m[1] ?? m[2]);
      p.amount.push((e) => per * Math.floor((e.self?.damage ?? 0) / 10));
      return true;
    },
  ],
  [
    /^This attack does (\d+) more damage for each Colorless in your opponent's Active Pokémon's Retreat Cost\.$/i,
    (m, p) => {
      const per = Number(m[1]);
      p.amount.push((e, base) => {
        const d = e.defender;
        return base + per * (d ? currentRetreatCost(e.cards, e.state, d) : 0);
      });
      return true;
    },
  ],
  [
    // "isn't" or "is not" (EX Aqua Sonic); "Weakness or Resistance" / "… and …" names both.
    /^This attack's damage (?:isn't|is not) affected by (Weakness|Resistance)(?: (?:or|and) (Weakness|Resistance))?\.$/i,
    (m, p) => {
      const both = [m[1], m[2]].map((w) => w?.toLowerCase());
      if (both[0] === both[1]) return false;
      if (both.includes('weakness')) p.ignoreWeakness = true;
      if (both.includes('resistance')) p.ignoreResistance = true;
      return true;
    },
  ],
  [
    /^If heads, discard an Energy from your opponent's Active Pokémon\.$/i,
    (_m, p) => void p.post.push(ifHeads(...discardEnergy((e) => e.defender, 1))),
  ],
  [
    /^If the Defending Pokémon has any Energy cards attached to it, choose 1 of them and discard it\.$/i,
    (_m, p) => void p.post.push(...discardEnergy((e) => e.defender, 1)),
  ],
  // ---------------------------------------------------------------- classic-era sentences
  [
    /^If heads, this attack does (\d+) damage plus (\d+) more damage; if tails, this attack does (\d+) damage\.$/i,
    (m, p) => {
      if (m[1] !== m[3]) return false;
      p.amount.push((e, base) => base + (e.heads() > 0 ? Number(m[2]) : 0));
      return true;
    },
  ],
  [
    /^(?:This attack does|Does) (\d+) damage plus (\d+) more damage for each ([^.]+?) you have in play\.$/i,
    (m, p) => {
      const per = Number(m[2]);
      const names = namesIn(m[3] as string);
      p.amount.push(
        (e, base) =>
          base +
          per * e.inPlay(e.me).filter((x) => namesNow(names, e).includes(x.card.name)).length,
      );
      return true;
    },
  ],
  [
    /^(?:This attack does|Does) (\d+) damage plus (\d+) more damage for each of (your|your opponent's) Benched Pokémon\.$/i,
    (m, p) => {
      const per = Number(m[2]);
      const mine = m[3]?.toLowerCase() === 'your';
      p.amount.push((e, base) => base + per * e.bench(mine ? e.me : e.opp).length);
      return true;
    },
  ],
  [
    new RegExp(
      `^(?:This attack does|Does) (\\d+) damage plus (\\d+) (?:more )?damage for each (basic )?(?:${TYPE} )?Energy( card)? attached to ${SELF} but not used to pay for this attack(?:'s Energy cost)?\\.$`,
      'i',
    ),
    (m, p) => {
      const basic = m[3] !== undefined;
      // "Energy card" without "basic" is not a printed form: left alone.
      if (m[5] !== undefined && !basic) return false;
      p.extra = {
        ...(m[4] ? { type: m[4] as EnergyType } : {}),
        per: Number(m[2]),
        ...(basic ? { basic } : {}),
      };
      p.amount.push((e, base) => base + extraEnergyDamage(e, p));
      return true;
    },
  ],
  [
    new RegExp(`^Extra ${TYPE} Energy after the (\\d+)(?:st|nd|rd|th) doesn't count\\.$`, 'i'),
    (m, p) => {
      if (!p.extra || p.extra.type !== m[1]) return false;
      p.extra.maxCount = Number(m[2]);
      return true;
    },
  ],
  [
    // ("more then": FireRed & LeafGreen Ditto's Energy Ball.)
    /^You can't add more th[ae]n (\d+) damage in this way\.$/i,
    (m, p) => {
      if (!p.extra) return false;
      p.extra.maxDamage = Number(m[1]);
      return true;
    },
  ],
  [
    new RegExp(
      `^Flip a number of coins equal to the number of Energy attached to ${SELF}\\.$`,
      'i',
    ),
    (_m, p) => {
      flipped(p, 'many');
      p.pre.push(flip((e) => energyCount(e, e.self)));
      return true;
    },
  ],
  [
    // Foul Odor; the EX sets name the attacker first and leave out "(after doing damage)"
    // (Confusion Wave), or say it on a coin (The Hula-la: "If tails, both … are now Confused").
    new RegExp(
      `^(?:If (heads|tails), )?both (?:the Defending Pokémon and ${SELF}|${SELF} and the Defending Pokémon) are now ${CONDITION}(?: \\(after doing damage\\))?\\.$`,
      'i',
    ),
    (m, p) => {
      const c = cond(m[2] as string);
      p.post.push(...onFlip(m[1], [status(c), status(c, 'self')]));
      return true;
    },
  ],
  [
    /^Unless this attack Knocks Out the Defending Pokémon, return the Defending Pokémon and all cards attached to it to your opponent's hand\.$/i,
    (_m, p) =>
      void p.post.push(
        step((e) => {
          const d = e.defender;
          if (!d || d.damage >= d.hp || !effectReaches(e, d)) return undefined;
          return { actions: [e.moveStack(d.zone, e.key(e.opp, 'hand'))] };
        }),
      ),
  ],
  [
    new RegExp(
      `^(?:If (heads), (?:you may )?)?Search your deck for an? (?:${TYPE} )?Basic Pokémon(?: card)?(?: named ([^.]+?)| with ([A-Z][\\w.']*(?: [A-Z][\\w.']*)*) in its name)? and put it onto your Bench\\.$`,
      'i',
    ),
    (m, p) => {
      const side = m[1];
      const type = m[2] as EnergyType | undefined;
      const names = m[3] ? namesIn(m[3]) : undefined;
      const word = m[4];
      const steps = searchDeck({
        filter: (c, e) =>
          isBasicPokemon(c) &&
          (!type || c.types.includes(type)) &&
          (!word || c.name.includes(word)) &&
          (!names || namesNow(names, e).includes(c.name)),
        max: 1,
        to: 'bench',
        shuffle: false,
        prompt: `Choose a ${type ? `${type} ` : ''}Basic Pokémon${names ? ` named ${names.map((n) => (n === 'SELF' ? 'as this Pokémon is' : n)).join(' or ')}` : ''} to put onto your Bench.`,
      });
      p.post.push(...onFlip(side, steps));
      return true;
    },
  ],
  [/^Shuffle your deck afterward\.$/i, (_m, p) => void p.post.push(shuffleDeck())],
  [
    /^\(You can't use this attack if your Bench i[sf] full\.\)$/i,
    (_m, p) =>
      void p.unplayable.push((e) =>
        e.emptyBench(e.me).length === 0 ? 'your Bench is full.' : undefined,
      ),
  ],
  [
    /^If your opponent has any Benched Pokémon, choose 1 of them and this attack does (\d+) damage to it\.$/i,
    (m, p) => {
      p.post.push(
        chooseOpponents(
          'snipe',
          "Choose 1 of your opponent's Benched Pokémon to damage.",
          () => true,
          'bench',
        ),
        damageTargets((e) => e.chosenPokemon('snipe'), Number(m[1])),
      );
      return true;
    },
  ],
  [
    // ", if any" (Expedition Typhlosion's Thermal Blast) adds nothing: no Bench, no damage.
    /^(?:If (heads|tails), )?(?:This attack does|Does) (\d+) damage to each (?:Pokémon on each player's Bench|of (your own|your|your opponent's) Benched Pokémon)(?:, if any)?\.$/i,
    (m, p) => {
      const whose = m[3]?.toLowerCase() === 'your' ? 'your own' : (m[3] ?? "each player's");
      p.post.push(...onFlip(m[1], [damageTargets(benchesOf(whose), Number(m[2]))]));
      return true;
    },
  ],
  [
    /^Choose (\d+) of your opponent's Benched Pokémon and this attack does (\d+) damage to each of them\.$/i,
    (m, p) => {
      const k = Number(m[1]);
      p.post.push(
        chooseOpponents(
          'snipe',
          `Choose ${k} of your opponent's Benched Pokémon to damage.`,
          () => true,
          'bench',
          { min: k, max: k },
        ),
        damageTargets((e) => e.chosenPokemon('snipe'), Number(m[2])),
      );
      return true;
    },
  ],
  [
    /^If your opponent has fewer than (\d+) Benched Pokémon, do th(?:e|at) damage to each of them\.$/i,
    () => true,
  ],
  [
    /^\(Don't apply Weakness (?:and|or) Resistance for Benched Pokémon\.\)$/i,
    (_m, p) => {
      p.benchedReminder = true;
      return true;
    },
  ],
  [
    /^If the Defending Pokémon isn't Colorless, this attack does (\d+) damage to each Benched Pokémon of the same type as the Defending Pokémon \(including your own\)\.$/i,
    (m, p) =>
      void p.post.push(
        damageTargets((e) => {
          const types = e.defender?.card.types ?? [];
          if (types.length === 0 || types.includes('Colorless')) return [];
          return [...e.bench(e.me), ...e.bench(e.opp)].filter((b) =>
            b.card.types.some((t) => types.includes(t)),
          );
        }, Number(m[1])),
      ),
  ],
  [
    new RegExp(
      `^Remove a number of damage counters from ${SELF} equal to (half )?the damage done to the Defending Pokémon \\(after applying Weakness and Resistance\\)( \\(rounded up to the nearest 10\\))?\\.$`,
      'i',
    ),
    (m, p) => {
      const half = m[1] !== undefined;
      if (half !== (m[2] !== undefined)) return false;
      p.post.push(
        heal(
          (e) => e.self?.zone,
          (e) => (half ? Math.ceil(e.num('damageDone') / 20) * 10 : e.num('damageDone')),
        ),
      );
      return true;
    },
  ],
  [
    // Swallow: "After your attack, remove from SELF the number of damage counters equal to the
    // damage you did to the Defending Pokémon." (after Weakness and Resistance: the damage done).
    new RegExp(
      `^After your attack, remove from ${SELF} the number of damage counters equal to the damage you did to the Defending Pokémon\\.$`,
      'i',
    ),
    (_m, p) =>
      void p.post.push(
        heal(
          (e) => e.self?.zone,
          (e) => e.num('damageDone'),
        ),
      ),
  ],
  [
    new RegExp(`^If ${SELF} has fewer damage counters than that, remove all of them\\.$`, 'i'),
    () => true,
  ],
  [
    new RegExp(
      `^Unless all damage from this attack is prevented, you may remove (?:1|a) damage counter from ${SELF}\\.$`,
      'i',
    ),
    (_m, p) =>
      void p.post.push(
        when(
          (e) => e.num('damageDone') > 0 && (e.self?.damage ?? 0) > 0,
          [
            mayDo('leech', 'Remove 1 damage counter from this Pokémon?'),
            when(said('leech'), [heal((e) => e.self?.zone, 10)]),
          ],
        ),
      ),
  ],
  [
    /^Put up to (\d+) (basic )?Energy cards? from your discard pile into your hand\.$/i,
    (m, p) =>
      void p.post.push(
        pick({
          from: 'discard',
          filter: m[2] ? is.basicEnergy : is.energy,
          max: Number(m[1]),
          prompt: `Choose up to ${m[1]} ${m[2] ? 'basic ' : ''}Energy cards from your discard pile to put into your hand.`,
        }),
        moveChosen('picked', 'hand'),
      ),
  ],
  [
    /^Put an? (Trainer|Energy|Pokémon) card from your discard pile into your hand\.$/i,
    (m, p) => {
      const kind = m[1] as 'Trainer' | 'Energy' | 'Pokémon';
      const filter = kind === 'Trainer' ? is.trainer : kind === 'Energy' ? is.energy : is.pokemon;
      p.post.push(
        pick({
          from: 'discard',
          filter,
          min: 1,
          max: 1,
          prompt: `Choose a ${kind} card from your discard pile to put into your hand.`,
        }),
        moveChosen('picked', 'hand'),
      );
      return true;
    },
  ],
  [
    /^Your opponent can't play Trainer cards during his or her next turn\.$/i,
    (_m, p) => void p.post.push(mark('no-trainers', 'opponent', 'opponents-next-turn')),
  ],
  [
    new RegExp(`^If heads, remove (a|1|\\d+) damage counters? from ${SELF}\\.$`, 'i'),
    (m, p) => void p.post.push(ifHeads(heal((e) => e.self?.zone, num(m[1]) * 10))),
  ],
  [
    new RegExp(`^This attack can't be used if ${SELF} has no damage counters on it\\.$`, 'i'),
    (_m, p) =>
      void p.unplayable.push((e) =>
        (e.self?.damage ?? 0) === 0 ? 'this Pokémon has no damage counters on it.' : undefined,
      ),
  ],
  [
    new RegExp(
      `^During your opponent's next turn, whenever (\\d+) or less damage is done to ${SELF} \\(after applying Weakness and Resistance\\), prevent that damage\\.$`,
      'i',
    ),
    (m, p) =>
      void p.post.push(
        mark('prevent-small-damage', 'self', 'opponents-next-turn', { amount: Number(m[1]) }),
      ),
  ],
  [
    new RegExp(
      `^All damage done by attacks to ${SELF} during your opponent's next turn is reduced by (\\d+) \\(after applying Weakness and Resistance\\)\\.$`,
      'i',
    ),
    (m, p) =>
      void p.post.push(
        mark('reduce-damage', 'self', 'opponents-next-turn', { amount: Number(m[1]) }),
      ),
  ],
  [
    // The Defending Pokémon attacks only on its own player's turn: "during your next turn"
    // (Persian's Pounce) is the same turn as "your opponent's next turn" (Cubone's Snivel).
    new RegExp(
      `^If the Defending Pokémon attacks ${SELF} during your (?:opponent's )?next turn, any damage done by the attack is reduced by (\\d+) \\(after applying Weakness and Resistance\\)\\.$`,
      'i',
    ),
    (m, p) => {
      p.between = true;
      p.post.push(
        mark('reduce-damage', 'self', 'opponents-next-turn', {
          amount: Number(m[1]),
          with: 'defender',
        }),
      );
      return true;
    },
  ],
  [
    new RegExp(
      `^(?:If (heads|tails), )?the Defending Pokémon can't attack ${SELF} during your opponent's next turn\\.$`,
      'i',
    ),
    (m, p) => {
      p.between = true;
      p.post.push(
        ...onFlip(m[1], [mark('cant-attack', 'defender', 'opponents-next-turn', { with: 'self' })]),
      );
      return true;
    },
  ],
  [/^\(Benching either Pokémon ends this effect\.\)$/i, () => true],
  [
    // Also "During your opponent's next turn, if the Defending Pokémon tries to attack, …".
    /^(?:If (heads|tails), )?(?:if the Defending Pokémon tries to attack during your opponent's next turn|during your opponent's next turn, if the Defending Pokémon tries to attack), your opponent flips a coin\. If tails, that attack does nothing\.$/i,
    (m, p) =>
      void p.post.push(
        ...onFlip(m[1], [mark('attack-may-fail', 'defender', 'opponents-next-turn')]),
      ),
  ],
  [
    new RegExp(
      `^If heads, during your opponent's next turn, prevent all effects of attacks, including damage, done to ${SELF}\\.$`,
      'i',
    ),
    (_m, p) => void p.post.push(ifHeads(mark('prevent-effects', 'self', 'opponents-next-turn'))),
  ],
  [
    new RegExp(
      `^During your next turn, ${SELF}'s ([^.]+?) attack's base damage is (\\d+) instead of (\\d+)\\.$`,
      'i',
    ),
    (m, p) =>
      void p.post.push(
        mark('base-damage', 'self', 'your-next-turn', {
          name: m[1] as string,
          amount: Number(m[2]),
        }),
      ),
  ],
  [
    /^Don't apply Weakness and Resistance for this attack\.$/i,
    (_m, p) => {
      p.ignoreWeakness = true;
      p.ignoreResistance = true;
      return true;
    },
  ],
  [
    /^\(Any other effects that would happen after applying Weakness and Resistance still happen\.\)$/i,
    () => true,
  ],
  // ---------------------------------------------------------------- forms common to classic sets
  [
    // "If heads, A; if tails, B." — each half must be a sentence the table knows on its own.
    /^If (heads|tails), ([^;]+); if (heads|tails), ([^;]+)\.$/i,
    (m, p) => {
      const [first, a, second, b] = [m[1], m[2], m[3], m[4]] as [string, string, string, string];
      if (first.toLowerCase() === second.toLowerCase()) return false;
      const one = branchPlan(a, p);
      const other = branchPlan(b, p);
      if (!one || !other) return false;
      const [h, t] = first.toLowerCase() === 'heads' ? [one, other] : [other, one];
      if (h.amount.length > 0 || t.amount.length > 0)
        p.amount.push((e, base) => (e.heads() > 0 ? h : t).amount.reduce((d, f) => f(e, d), base));
      if (h.post.length > 0 || t.post.length > 0) p.post.push(headsOrTails(h.post, t.post));
      return true;
    },
  ],
  [
    // The damage a branch of a flip states in full ("this attack does 20 damage plus 20 more damage").
    /^This attack (?:just )?does (\d+) damage(?: plus (\d+) more damage)?\.$/i,
    (m, p) => void p.amount.push(() => Number(m[1]) + Number(m[2] ?? 0)),
  ],
  [
    /^Choose 1 of your opponent's Pokémon(?: in play)?(?: and flip a coin)?\. (?:If heads, )?this attack does (\d+) damage to that Pokémon\.$/i,
    (m, p) => {
      const coin = /flip a coin/i.test(m[0]);
      if (coin) {
        flipped(p, 1);
        p.pre.push(flip());
      } else if (/If heads/i.test(m[0])) return false;
      p.chosenTarget = true;
      // "Don't apply Weakness and Resistance." or only "… for Benched Pokémon" may follow: read
      // when the attack runs.
      const hit = step((e) =>
        damageTargets((x) => x.chosenPokemon('target'), Number(m[1]), noWR(p))(e),
      );
      p.post.push(
        chooseOpponents('target', "Choose 1 of your opponent's Pokémon to damage."),
        ...(coin ? [ifHeads(hit)] : [hit]),
      );
      return true;
    },
  ],
  [
    new RegExp(
      `^Flip a number of coins equal to the number of ${TYPE} Energy(?: cards)? attached to ${SELF}\\.$`,
      'i',
    ),
    (m, p) => {
      const type = m[1] as EnergyType;
      flipped(p, 'many');
      p.pre.push(flip((e) => energyOn(e, e.self, provides(type)).length));
      return true;
    },
  ],
  [
    new RegExp(
      `^Discard a number of ${TYPE} Energy cards attached to ${SELF} equal to the number of heads\\.$`,
      'i',
    ),
    (m, p) => {
      const type = m[1] as EnergyType;
      // Each heads discards one: as many Energy cards of that type as there were heads.
      p.post.push(
        ...discardEnergy(
          (e) => e.self,
          (e) => e.heads(),
          provides(type),
        ),
      );
      return true;
    },
  ],
  [
    /^(?:If (heads|tails), )?the Defending Pokémon can't attack during your opponent's next turn\.$/i,
    (m, p) =>
      void p.post.push(...onFlip(m[1], [mark('cant-attack', 'defender', 'opponents-next-turn')])),
  ],
  [
    new RegExp(`^${SELF} can't attack during your next turn\\.$`, 'i'),
    (_m, p) => void p.post.push(mark('cant-attack', 'self', 'your-next-turn')),
  ],
  [/^Shuffle your deck\.$/i, (_m, p) => void p.post.push(shuffleDeck())],
  [
    /^Shuffle your hand into your deck(?:,| and)? then draw (\d+) cards\.$/i,
    (m, p) => void p.post.push(shuffleHandIntoDeck('me'), draw(Number(m[1]))),
  ],
  [
    // Scattered Shower: "Shuffle your hand into your deck. Draw up to 5 cards." — how many is
    // the player's choice, once the deck holds the hand.
    /^Shuffle your hand into your deck\. Draw (up to )?(\d+) cards\.$/i,
    (m, p) => {
      const n = Number(m[2]);
      p.post.push(
        shuffleHandIntoDeck('me'),
        ...(m[1] === undefined
          ? [draw(n)]
          : [
              chooseCount(
                'drawn',
                `How many cards do you draw (up to ${n})?`,
                (e) => Math.min(n, e.zoneCards(e.me, 'deck').length),
                'me',
              ),
              draw((e) => Number(e.picked('drawn') ?? 0)),
            ]),
      );
      return true;
    },
  ],
  [
    /^Don't apply Resistance for this attack\.$/i,
    (_m, p) => {
      p.ignoreResistance = true;
      return true;
    },
  ],
  [
    /^\(Any other effects that would happen after applying Resistance still happen\.\)$/i,
    () => true,
  ],
  [
    /^If the Defending Pokémon has any Energy cards attached to it, flip a coin\. If heads, choose 1 of those Energy cards and discard it\.$/i,
    (_m, p) => {
      flipped(p, 1);
      p.post.push(
        when((e) => energyOn(e, e.defender).length > 0, [flip()]),
        ifHeads(...discardEnergy((e) => e.defender, 1)),
      );
      return true;
    },
  ],
  [
    /^This attack does (\d+) damage plus (\d+) damage for each heads\.$/i,
    (m, p) => void p.amount.push((e) => Number(m[1]) + Number(m[2]) * e.heads()),
  ],
  [
    /^(?:If your opponent has any Benched Pokémon, choose 1 of them|Choose 1 of your opponent's Benched Pokémon) and flip a coin\. If heads, this attack does (\d+) damage to that Pokémon\.$/i,
    (m, p) => {
      flipped(p, 1);
      p.post.push(
        chooseOpponents(
          'snipe',
          "Choose 1 of your opponent's Benched Pokémon.",
          () => true,
          'bench',
        ),
        flip(),
        ifHeads(damageTargets((e) => e.chosenPokemon('snipe'), Number(m[1]))),
      );
      return true;
    },
  ],
  [
    /^If your opponent has any Benched Pokémon, choose up to (\d+) of them\. This attack does (\d+) damage to each of them\.$/i,
    (m, p) => {
      const k = Number(m[1]);
      p.post.push(
        chooseOpponents(
          'snipe',
          `Choose up to ${k} of your opponent's Benched Pokémon to damage.`,
          () => true,
          'bench',
          { min: 0, max: k },
        ),
        damageTargets((e) => e.chosenPokemon('snipe'), Number(m[2])),
      );
      return true;
    },
  ],
  [
    /^If tails, this attack does nothing to the Defending Pokémon\.$/i,
    (_m, p) => void p.amount.push((e, base) => (e.heads() > 0 ? base : 0)),
  ],
  [
    /^(?:This attack does|Does) (\d+) damage minus (\d+) damage for each damage counter on (?:SELF|this Pokémon)\.$/i,
    (m, p) =>
      void p.amount.push((e) =>
        Math.max(0, Number(m[1]) - Number(m[2]) * Math.floor((e.self?.damage ?? 0) / 10)),
      ),
  ],
  [
    /^(?:If heads, )?(?:you may )?search your deck for a basic Energy card\. Show that card to your opponent, then put it into your hand\.$/i,
    (m, p) => {
      const steps = searchDeck({
        filter: is.basicEnergy,
        max: 1,
        to: 'hand',
        reveal: true,
        shuffle: false,
        prompt: 'Choose a basic Energy card to show your opponent and put into your hand.',
      });
      p.post.push(...(/^If heads/i.test(m[0]) ? [ifHeads(...steps)] : steps));
      return true;
    },
  ],
  [
    new RegExp(`^Then, switch ${SELF} with 1 of your Benched Pokémon\\.$`, 'i'),
    (_m, p) => void p.post.push(...switchOwn()),
  ],
  [
    // Smash Turn: "After your attack, you may switch SELF with 1 of your Benched Pokémon.";
    // Backspin: "After your attack, you may discard 1 Energy card attached to SELF. If you do,
    // switch SELF with 1 of your Benched Pokémon." — asked only when there is a Bench to switch
    // with (and, for the discard, an Energy card to discard).
    new RegExp(
      `^After (?:your|this|the) attack, you may (?:switch ${SELF} with 1 of your Benched Pokémon|discard (?:1|an?) (?:${TYPE} )?Energy card attached to ${SELF}\\. If you do, switch ${SELF} with 1 of your Benched Pokémon)\\.$`,
      'i',
    ),
    (m, p) => {
      const type = m[1] as EnergyType | undefined;
      const discard = /you may discard/i.test(m[0]);
      const filter = type ? provides(type) : is.energy;
      const can = (e: EffectEnv) =>
        e.bench(e.me).length > 0 && (!discard || energyOn(e, e.self, filter).length > 0);
      p.post.push(
        when(can, [
          mayDo(
            'afterAttack',
            discard
              ? `Discard 1 ${type ? `${type} ` : ''}Energy card attached to this Pokémon and switch it with 1 of your Benched Pokémon?`
              : 'Switch this Pokémon with 1 of your Benched Pokémon?',
          ),
          when(said('afterAttack'), [
            ...(discard ? discardEnergy((e) => e.self, 1, filter) : []),
            ...switchOwn(),
          ]),
        ]),
      );
      return true;
    },
  ],
  [
    /^You can't use this attack if your Bench is empty\.$/i,
    (_m, p) =>
      void p.unplayable.push((e) =>
        e.bench(e.me).length === 0 ? 'your Bench is empty.' : undefined,
      ),
  ],
  [
    // Two coins read together: "If both of them are heads, …" / "If 1 or both of them are tails, …".
    /^If both of them are heads, this attack does (\d+) damage plus (\d+) more damage\.$/i,
    (m, p) => {
      if (!p.twoCoins) return false;
      p.amount.push((e, base) => (e.heads() === 2 ? Number(m[1]) + Number(m[2]) : base));
      return true;
    },
  ],
  [
    /^If 1 or both of them are tails, this attack does (nothing|(\d+) damage)\.$/i,
    (m, p) => {
      if (!p.twoCoins) return false;
      if (m[2] === undefined) p.pre.push(when((e) => e.heads() < 2, [stop]));
      else p.amount.push((e, base) => (e.heads() < 2 ? Number(m[2]) : base));
      return true;
    },
  ],
  [
    /^If (heads|tails), this attack does (\d+) damage(?: plus (\d+) more damage)?\.$/i,
    (m, p) => {
      const heads = (m[1] as string).toLowerCase() === 'heads';
      const amount = Number(m[2]) + Number(m[3] ?? 0);
      p.amount.push((e, base) => (e.heads() > 0 === heads ? amount : base));
      return true;
    },
  ],
  [
    new RegExp(
      `^If (heads|tails), discard (1|an?) (?:${TYPE} )?Energy card attached to ${SELF}\\.$`,
      'i',
    ),
    (m, p) => {
      const filter = m[3] ? provides(m[3] as EnergyType) : undefined;
      p.post.push(
        ...onFlip(
          m[1],
          discardEnergy((e) => e.self, 1, filter),
        ),
      );
      return true;
    },
  ],
  [/^Shuffle your opponent's deck\.$/i, (_m, p) => void p.post.push(shuffleDeck('opp'))],
  [
    new RegExp(`^Search your deck for an? ${TYPE} Energy card and attach it to ${SELF}\\.$`, 'i'),
    (m, p) => {
      const type = m[1] as EnergyType;
      p.post.push(
        pick({
          from: 'deck',
          filter: (c) => is.basicEnergy(c) && provides(type)(c),
          max: 1,
          prompt: `Choose a ${type} Energy card from your deck to attach to this Pokémon.`,
        }),
        attachChosenTo('picked', 'self'),
      );
      return true;
    },
  ],
  [/^Do the damage to the new Defending Pokémon\.$/i, () => true],
  [
    /^This attack can't be used if your opponent has no Benched Pokémon\.$/i,
    (_m, p) =>
      void p.unplayable.push((e) =>
        e.bench(e.opp).length === 0 ? 'your opponent has no Benched Pokémon.' : undefined,
      ),
  ],
  [
    new RegExp(
      `^Use this attack only if there are any ${TYPE} Energy cards attached to ${SELF}\\.$`,
      'i',
    ),
    (m, p) => {
      const type = m[1] as EnergyType;
      p.those = type;
      p.unplayable.push((e) =>
        energyOn(e, e.self, provides(type)).length > 0
          ? undefined
          : `no ${type} Energy card is attached to this Pokémon.`,
      );
      return true;
    },
  ],
  [
    /^(?:If (heads|tails), )?discard 1 of those Energy cards\.$/i,
    (m, p) => {
      if (!p.those) return false;
      p.post.push(
        ...onFlip(
          m[1],
          discardEnergy((e) => e.self, 1, provides(p.those)),
        ),
      );
      return true;
    },
  ],
  [
    /^(?:This attack does|Does) (\d+) damage plus (\d+) more damage for each ([^.]+?) on your Bench\.$/i,
    (m, p) => {
      const per = Number(m[2]);
      const names = namesIn((m[3] as string).replace(/,? and /g, ', '));
      p.amount.push(
        (e, base) =>
          base + per * e.bench(e.me).filter((x) => namesNow(names, e).includes(x.card.name)).length,
      );
      return true;
    },
  ],
  ...SPENT_ENERGY_DAMAGE_RULES,
  ...exDamageRules((text, plan) => applySentenceRules(text, RULES, plan)),
  ...damageAttackRules((text, plan) => applySentenceRules(text, RULES, plan)),
  ...cardAttackRules((text, plan) => applySentenceRules(text, RULES, plan)),
  ...moreAttackRules((text, plan) => applySentenceRules(text, RULES, plan)),
  ...FURTHER_ATTACK_RULES,
  ...ENERGY_MOVE_ATTACK_RULES,
  ...discardedCardAttackRules((text, plan) => applySentenceRules(text, RULES, plan)),
  [
    // Last resort: "If heads, A and B." read as "If heads, A. If heads, B." when both are known.
    /^If (heads|tails), ([^.;]+?) and ([^.;]+)\.$/i,
    (m, p) => {
      const [side, clause] = [m[1] as string, `${m[2]} and ${m[3]}`];
      for (let at = clause.indexOf(' and '); at > 0; at = clause.indexOf(' and ', at + 1)) {
        // "A, and B" (EX Trembler): the comma belongs to neither clause.
        const first = clause.slice(0, at).replace(/,$/, '');
        const both = `If ${side}, ${first}. If ${side}, ${clause.slice(at + 5)}.`;
        const scratch: Plan = {
          ...p,
          pre: [...p.pre],
          amount: [...p.amount],
          post: [...p.post],
          unplayable: [...p.unplayable],
        };
        if (applySentenceRules(both, RULES, scratch)) {
          Object.assign(p, scratch);
          return true;
        }
      }
      return false;
    },
  ],
];

/**
 * "N more damage for each Water Energy attached but not used to pay for this attack's Energy
 * cost": the Energy of that type left over once the cost is paid (the Colorless part with other
 * Energy first), up to its cap in Energy or in damage.
 */
function extraEnergyDamage(e: EffectEnv, p: Plan): number {
  const x = p.extra;
  const self = e.self;
  const attack = currentAttack(e);
  if (!x || !self || !attack) return 0;
  if (x.basic) return capped(x, basicLeftOver(e, self, attack.cost, x.type));
  const provided = attachedTypes(e.cards, e.state, self);
  // "for each Energy attached … not used to pay": all of it beyond the cost.
  if (x.type === undefined) {
    const left = Math.max(0, provided.length - attack.cost.length);
    const more = Math.min(left, x.maxCount ?? left) * x.per;
    return x.maxDamage === undefined ? more : Math.min(more, x.maxDamage);
  }
  const typed = provided.filter((t) => t === x.type).length;
  const typedCost = attack.cost.filter((t) => t === x.type).length;
  const colorless = attack.cost.filter((t) => t === 'Colorless').length;
  const others = provided.length - typed;
  const usedForColorless = Math.max(0, colorless - others);
  let count = Math.max(0, typed - typedCost - usedForColorless);
  if (x.maxCount !== undefined) count = Math.min(count, x.maxCount);
  const more = count * x.per;
  return x.maxDamage === undefined ? more : Math.min(more, x.maxDamage);
}

/** The damage `count` Energy make, within the printed caps. */
function capped(x: NonNullable<Plan['extra']>, n: number): number {
  const count = x.maxCount === undefined ? n : Math.min(n, x.maxCount);
  const more = count * x.per;
  return x.maxDamage === undefined ? more : Math.min(more, x.maxDamage);
}

/**
 * Hyper Pump (EX): "for each basic Energy (card) attached … but not used to pay for this
 * attack's Energy cost" — the attacker's player pays the cost as suits the attack best, so
 * Special Energy pays first (a type it provides, then Colorless) and basic Energy only what is
 * left; the basic Energy cards (of `type`, if named) not needed are counted.
 */
function basicLeftOver(
  e: EffectEnv,
  self: PokemonInPlay,
  cost: readonly string[],
  type: EnergyType | undefined,
): number {
  const basics: EnergyType[] = [];
  const special: (readonly EnergyType[])[] = [];
  for (const id of self.energy) {
    const c = e.card(id);
    if (!c) continue;
    const gives = providedNow(e.cards, e.state, self, id);
    if (isBasicEnergy(c)) basics.push(...gives.slice(0, 1));
    else special.push(gives);
  }
  // Each Special Energy card is treated as one unit of any type it provides (a Double Colorless
  // Energy as two Colorless).
  const units: (EnergyType | readonly EnergyType[])[] = special.flatMap(
    (g): (EnergyType | readonly EnergyType[])[] =>
      g.every((t) => t === 'Colorless') ? [...g] : [g],
  );
  const take = (fits: (u: EnergyType | readonly EnergyType[]) => boolean) => {
    const i = units.findIndex(fits);
    if (i < 0) return false;
    units.splice(i, 1);
    return true;
  };
  const typed = cost.filter((t) => t !== 'Colorless') as EnergyType[];
  const colorless = cost.length - typed.length;
  for (const t of typed) {
    if (take((u) => (typeof u === 'string' ? u === t : u.includes(t)))) continue;
    const i = basics.indexOf(t);
    if (i >= 0) basics.splice(i, 1);
  }
  const left = colorless - Math.min(colorless, units.length);
  // The Colorless left is paid with basic Energy not counted first (another type), then counted.
  const counted = (t: EnergyType) => type === undefined || t === type;
  basics.sort((a, b) => Number(counted(a)) - Number(counted(b)));
  basics.splice(0, Math.min(left, basics.length));
  return basics.filter(counted).length;
}

/**
 * One half of "If heads, A; if tails, B.", read as the sentence "A." (or "A and B" as two
 * sentences): only what happens after the flip (damage it states, conditions, self-damage,
 * discarding "those" Energy cards), nothing that flips, costs or checks.
 */
function branchPlan(clause: string, parent: Plan): Plan | undefined {
  const sentence = (c: string) => `${c.charAt(0).toUpperCase()}${c.slice(1)}.`;
  const read = (text: string) => {
    const plan: Plan = { ...newPlan(), ...(parent.those ? { those: parent.those } : {}) };
    return applySentenceRules(text, RULES, plan) ? plan : undefined;
  };
  let plan = read(sentence(clause));
  for (let at = clause.indexOf(' and '); !plan && at > 0; at = clause.indexOf(' and ', at + 1))
    plan = read(`${sentence(clause.slice(0, at))} ${sentence(clause.slice(at + 5))}`);
  const onlyAfter =
    plan !== undefined &&
    plan.pre.length === 0 &&
    plan.unplayable.length === 0 &&
    plan.coins === undefined &&
    !plan.always &&
    !plan.extra &&
    !plan.chosenTarget &&
    !plan.ignoreWeakness &&
    !plan.ignoreResistance &&
    !plan.ignoreDefenderEffects;
  return onlyAfter ? plan : undefined;
}

/**
 * Compiles an attack's text into steps when every sentence is a known pattern, else
 * `undefined`. The Pokémon's own name in the text counts as "this Pokémon".
 */
export function compileAttackText(cardName: string, text: string): EffectSpec | undefined {
  const plan = newPlan();
  const normal = normaliseText(ownNameIn(cardName, text), text);
  if (!applySentenceRules(normal, RULES, plan)) return undefined;
  // "If heads / if tails" reads one coin: after no flip, or several coins, its meaning is a guess.
  // ("If tails, that attack does nothing." is the opponent's own later coin, not this text's.)
  if (/\bif (?:heads|tails)\b(?!, that attack does nothing)/i.test(normal) && plan.coins !== 'one')
    return undefined;
  if (plan.optionalCoin && /\bif tails\b/i.test(normal)) return undefined;
  // Damage to a chosen Pokémon is compiled only where the text says how Weakness and
  // Resistance apply: "Don't apply …" (the classic texts), or only for Benched Pokémon (EX).
  if (plan.chosenTarget && !(plan.ignoreWeakness && plan.ignoreResistance) && !plan.benchedReminder)
    return undefined;
  // A choice of an attack to copy that no sentence copies is not a reading of the text.
  if (plan.copy && !plan.copy.done) return undefined;
  const amount = plan.amount;
  const options = {
    ...(plan.ignoreWeakness ? { ignoreWeakness: true } : {}),
    ...(plan.ignoreResistance ? { ignoreResistance: true } : {}),
    ...(plan.ignoreDefenderEffects ? { ignoreDefenderEffects: true } : {}),
  };
  const hit =
    amount.length === 0
      ? damage(undefined, options)
      : damage((e) => amount.reduce((d, f) => f(e, d), printed(e)), options);
  const checks = plan.unplayable;
  return {
    steps: [...plan.pre, hit, ...plan.post, ...(plan.last ?? [])],
    ...(plan.always ? { always: plan.always } : {}),
    ...(checks.length > 0
      ? { unplayable: (e: EffectEnv) => checks.map((c) => c(e)).find((w) => w !== undefined) }
      : {}),
  };
}

/** For tests and coverage: whether a text compiles. */
export function isPatternText(cardName: string, text: string): boolean {
  return compileAttackText(cardName, text) !== undefined;
}
