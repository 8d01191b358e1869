import { describe, expect, it } from 'vitest';
import { getBundledRegistry } from '../cards/bundled-sets';
import { isPokemon } from '../cards/card-helpers';
import { loadCardSet } from '../cards/load-card-set';
import type { PokemonCard, PokemonSupertypeCard } from '../cards/types';
import { abilitySpec, attackEffect, trainerEffect } from './registry';

/** Code belongs to the printings it was written for; other sets borrow it only for the same text. */
const bundled = getBundledRegistry();

/** The bundled card, printed again in a set of its own (`test9`), with its text changed by `edit`. */
function reprint(
  id: string,
  edit: (card: Record<string, unknown>) => void = () => {},
): PokemonCard {
  const raw = structuredClone({ ...bundled.require(id), set: undefined }) as Record<
    string,
    unknown
  >;
  raw.id = 'test9-1';
  raw.hp = isPokemon(bundled.require(id)) ? String((raw as { hp: number }).hp) : undefined;
  edit(raw);
  return loadCardSet([raw], { set: { id: 'test9', ptcgoCode: 'TST' } }).cards[0] as PokemonCard;
}

describe('card code is keyed by set and text, not by name', () => {
  it("Fossil's Magneton (100 to itself) does not run Base Set Magneton's Selfdestruct (80)", () => {
    const base1 = bundled.require('base1-9') as PokemonSupertypeCard;
    const fossil = reprint('base1-9', (c) => {
      const attacks = c.attacks as { name: string; damage: string; text: string }[];
      const self = attacks.find((a) => a.name === 'Selfdestruct');
      if (!self) throw new Error('Base Set Magneton prints Selfdestruct');
      self.damage = '100';
      self.text = self.text.replace('80 damage to itself', '100 damage to itself');
    }) as PokemonSupertypeCard;
    expect(attackEffect(fossil, 'Selfdestruct')).not.toBe(attackEffect(base1, 'Selfdestruct'));
  });

  it('Fossil\'s Slowbro ("as long as you don\'t Knock Out Slowbro") does not run the Scarlet & Violet Strange Behavior', () => {
    const sv = bundled.require('sv1-43') as PokemonSupertypeCard;
    const svPower = sv.abilities[0];
    if (!svPower) throw new Error('sv1-43 prints Strange Behavior');
    const fossil = reprint('sv1-43', (c) => {
      c.abilities = [
        {
          name: 'Strange Behavior',
          type: 'Pokémon Power',
          text: "As often as you like during your turn (before your attack), you may move 1 damage counter from 1 of your Pokémon to Slowbro as long as you don't Knock Out Slowbro. This power can't be used if Slowbro is Asleep, Confused, or Paralyzed.",
        },
      ];
    }) as PokemonSupertypeCard;
    const fossilPower = fossil.abilities[0];
    if (!fossilPower) throw new Error('the reprint keeps its Power');
    expect(abilitySpec(fossil, fossilPower)).not.toBe(abilitySpec(sv, svPower));
  });

  it('a reprint with the same text runs the same code (Base Set Magneton in another set)', () => {
    const base1 = bundled.require('base1-9') as PokemonSupertypeCard;
    const again = reprint('base1-9') as PokemonSupertypeCard;
    expect(attackEffect(again, 'Selfdestruct')).toBeDefined();
    expect(attackEffect(again, 'Selfdestruct')).toBe(attackEffect(base1, 'Selfdestruct'));
    const oak = bundled.require('base1-88');
    expect(trainerEffect(reprint('base1-88'))).toBe(trainerEffect(oak));
  });

  it('no hand-written part of any bundled card is borrowed by a same-named card whose text differs', () => {
    let checked = 0;
    for (const card of bundled.cards) {
      if (card.supertype === 'Trainer') {
        const own = trainerEffect(card);
        if (own === undefined || own === 'passive') continue;
        const other = reprint(card.id, (c) => {
          c.rules = [`${(c.rules as string[]).join(' ')} Then your opponent loses the game.`];
        });
        expect(trainerEffect(other), card.id).not.toBe(own);
        checked++;
        continue;
      }
      if (!isPokemon(card)) continue;
      for (const attack of card.attacks) {
        if (attack.text.trim() === '') continue;
        const own = attackEffect(card, attack.name);
        if (!own) continue;
        const other = reprint(card.id, (c) => {
          for (const a of c.attacks as { name: string; text: string }[])
            if (a.name === attack.name) a.text = `${a.text} Your opponent loses the game.`;
        }) as PokemonSupertypeCard;
        expect(attackEffect(other, attack.name), `${card.id} ${attack.name}`).not.toBe(own);
        checked++;
      }
      for (const ability of card.abilities) {
        const own = abilitySpec(card, ability);
        if (!own) continue;
        const other = reprint(card.id, (c) => {
          for (const a of c.abilities as { name: string; text: string }[])
            if (a.name === ability.name) a.text = `${a.text} Your opponent loses the game.`;
        }) as PokemonSupertypeCard;
        const power = other.abilities.find((a) => a.name === ability.name);
        if (!power) throw new Error('the reprint keeps its Ability');
        const spec = abilitySpec(other, power);
        // A passive the rules read by name must not apply either (it would be the same object).
        expect(spec === own || spec?.kind === 'passive', `${card.id} ${ability.name}`).toBe(false);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(200);
  });
});
