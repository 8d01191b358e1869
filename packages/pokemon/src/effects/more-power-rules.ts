import type { EnergyType, PokemonCard } from '../cards/types';
import type { PokemonInPlay } from '../game/board';
import type { EffectEnv } from './env';
import { pokemonPhrase } from './pokemon-phrase';
import { count, kindsFilter, moveCounter, type Rule, TYPE } from './power-plan';
import { attachChosenTo, chooseOwn, heal, is, searchDeck, step } from './steps';

/**
 * More sentences of classic Pokémon Powers (issue #28, second pass), read into the same plan as
 * `power-patterns.ts`' rules: each names its Pokémon with the shared phrase reader
 * (`pokemonPhrase`), so "1 of your Pokémon", "1 of your Pokémon with Unown in its name" and "1 of
 * your Magnemites, Magnetons, or Dark Magnetons" are one rule, not three.
 */

/** The Pokémon of yours the phrase names. */
const yours = (e: EffectEnv, fits: (c: PokemonInPlay['card']) => boolean) =>
  e.inPlay(e.me).filter((x) => fits(x.card));

/** The Energy cards a rule may take: "Energy card" is any; "Grass Energy card" the basic one. */
const energyFilter = (type: string | undefined): ((c: PokemonCard) => boolean) =>
  type ? is.basicEnergyOf(type as EnergyType) : is.energy;

const energyOn = (e: EffectEnv, mon: PokemonInPlay, fits: (c: PokemonCard) => boolean) =>
  mon.energy.filter((id) => {
    const c = e.card(id);
    return c !== undefined && fits(c);
  });

export const MORE_POWER_RULES: readonly Rule[] = [
  [
    // Healing Fire: "…, remove 1 damage counter from it, if it has any." — "it" is SELF.
    /^Remove (1|a|\d+) damage counters? from (?:it|SELF), if it has any\.$/,
    (m, p) => {
      if (!p.itIsSelf) return false;
      p.unplayable.push((e) =>
        e.self && e.self.damage > 0 ? undefined : 'it has no damage counters.',
      );
      p.steps.push(heal((e) => e.self?.zone, count(m[1]) * 10));
      return true;
    },
  ],
  [
    // Unown [L]: the shuffle is the whole effect, so a deck of 2+ cards reordered is a change.
    /^Each player shuffles his or her deck\.$/,
    (_m, p) =>
      void p.steps.push(
        step((e) => ({
          actions: [e.shuffle(e.me), e.shuffle(e.opp)],
          reorders: [e.me, e.opp].some((pl) => e.zoneCards(pl, 'deck').length > 1),
        })),
      ),
  ],
  [
    // Venusaur's Energy Trans ("… 1 of your Pokémon and attach it to a different one"), Magneton's
    // Electromagnetic Power ("… 1 of your Magnemites, Magnetons, or Dark Magnetons and attach it
    // to a different 1 of your Magnemites, Magnetons, and Dark Magnetons").
    new RegExp(
      `^Take 1 (?:${TYPE} )?Energy card attached to 1 of your ([^.]+?) and attach it to a different (?:one|1 of your ([^.]+?))\\.$`,
    ),
    (m, p) => {
      const from = pokemonPhrase(m[2] as string, p.cardName);
      const to = m[3] === undefined ? from : pokemonPhrase(m[3], p.cardName);
      if (!from || !to) return false;
      const energy = energyFilter(m[1]);
      const what = `${m[1] ? `${m[1]} ` : ''}Energy card`;
      const holders = (e: EffectEnv) =>
        yours(e, from).filter((x) => energyOn(e, x, energy).length > 0);
      p.unplayable.push((e) =>
        holders(e).some((h) => yours(e, to).some((x) => x.zone !== h.zone))
          ? undefined
          : `you need a ${what} attached to 1 of your ${m[2]?.replace(/SELF/g, p.cardName)} and another to move it to.`,
      );
      p.steps.push(
        step((e) => ({
          choose: {
            var: 'energy',
            kind: 'energy',
            prompt: `Choose ${/^[AEIOU]/.test(what) ? 'an' : 'a'} ${what} to move.`,
            options: holders(e)
              .filter((h) => yours(e, to).some((x) => x.zone !== h.zone))
              .flatMap((x) =>
                energyOn(e, x, energy).map((id) => e.cardOption(id, ` on ${x.zone}`)),
              ),
          },
        })),
        chooseOwn('to', 'Choose the Pokémon to attach it to.', (x, e) => {
          const id = e.picked('energy');
          return id !== undefined && !x.energy.includes(id) && to(x.card);
        }),
        attachChosenTo('energy', 'to'),
      );
      return true;
    },
  ],
  [
    // Unown [B]: "Move 1 damage counter from 1 of your Pokémon with Unown in its name to Unown
    // [B]." (with "This power can't be used if Unown [B] has 10 HP left"); Chansey's wording adds
    // "as long as you don't Knock Out SELF".
    /^Move 1 damage counter from 1 of your ([^.]+?) to SELF( as long as you don't Knock Out SELF)?\.$/,
    (m, p) => {
      const from = pokemonPhrase(m[1] as string, p.cardName);
      if (!from) return false;
      const sources = (e: EffectEnv) =>
        yours(e, from).filter((x) => x.damage > 0 && x.zone !== e.self?.zone);
      const safe = m[2] !== undefined;
      p.unplayable.push((e) => {
        const self = e.self;
        if (!self) return 'this Pokémon is not in play.';
        if (safe && self.hp - self.damage <= 10)
          return 'one more damage counter would Knock it Out.';
        return sources(e).length > 0
          ? undefined
          : `none of your other ${m[1]?.replace(/SELF/g, p.cardName)} has damage counters.`;
      });
      p.steps.push(
        chooseOwn('from', 'Choose the Pokémon to move a damage counter from.', (x, e) =>
          sources(e).some((s) => s.zone === x.zone),
        ),
        step((e) => ({ set: { to: e.self ? [e.self.zone] : [] } })),
        ...moveCounter('from', 'to', !safe),
      );
      return true;
    },
  ],
  [
    /^This power can't be used if SELF has (\d+) HP left\.$/,
    (m, p) =>
      void p.unplayable.push((e) =>
        e.self && e.self.hp - e.self.damage === Number(m[1])
          ? `it has ${m[1]} HP left.`
          : undefined,
      ),
  ],
  [
    // Giovanni's Persian's Call the Boss: one sentence, the card shown before it is taken.
    /^Search your deck for ([^.]+?), show it to your opponent, and put it into your hand\.$/,
    (m, p) => {
      const filter = kindsFilter(m[1] as string);
      if (!filter) return false;
      p.steps.push(
        ...searchDeck({
          filter,
          max: 1,
          to: 'hand',
          reveal: true,
          shuffle: false,
          prompt: `Choose ${m[1]} to show your opponent and put into your hand.`,
        }),
      );
      return true;
    },
  ],
  [
    // Blissey's Softboiled: what removing counters does anyway, said after both coin sides.
    /^Either way, if SELF has fewer damage counters than that, remove all of them\.$/,
    (_m, p) => p.removedFromSelf === true,
  ],
];
