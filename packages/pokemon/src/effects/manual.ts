import { isPokemon, parseDamage } from '../cards/card-helpers';
import type { PokemonCard } from '../cards/types';
import type { EffectEnv } from './env';
import { choose, currentAttack, damage, step } from './steps';
import type { Flip, ResolvingEffect, Step, StepFn } from './types';

/**
 * The game's part of an attack it has no code for. The game still makes the coin flips the
 * text starts with ("Flip a coin." / "Flip 3 coins." / "Flip a coin until you get tails."), the
 * player states the damage the text then does to the Defending Pokémon, and the game deals it
 * through Weakness, Resistance and every other modifier; whatever else the text says is the
 * player's to carry out by hand, then `finish_effect`.
 */

/** The coins a text says to flip before anything else, or `undefined`. */
export function openingFlips(text: string): Flip | undefined {
  const first =
    /^\s*Flip (a coin|\d+ coins|two coins|three coins|four coins)( until you get tails)?\./i.exec(
      text,
    );
  if (!first) return undefined;
  if (first[2]) return { untilTails: true };
  const words: Record<string, number> = { two: 2, three: 3, four: 4 };
  const n =
    first[1]?.toLowerCase() === 'a coin'
      ? 1
      : (words[first[1]?.split(' ')[0] ?? ''] ?? Number.parseInt(first[1] ?? '1', 10));
  return { count: n };
}

/** The damage the printed number reads as after the flips: "30×" with 2 heads is 60. */
function readsAs(e: EffectEnv): number {
  const a = currentAttack(e);
  const d = a ? parseDamage(a.damage) : null;
  if (!d) return 0;
  return d.modifier === '×' && a && openingFlips(a.text) ? d.base * e.heads() : d.base;
}

/** The most a player may state: enough for any classic or modern attack. */
const MOST = 300;

/** The player carries out the rest of the text. */
export const HAND_OVER: StepFn = () => ({ manual: true });

/** An attack with no code: the game's flips, the stated damage dealt, then the rest by hand. */
export const MANUAL_ATTACK: readonly Step[] = [
  step((e) => {
    const flip = openingFlips(currentAttack(e)?.text ?? '');
    return flip ? { flip } : undefined;
  }),
  choose((e) => {
    const a = currentAttack(e);
    if (!a || !e.defender) return undefined;
    const flips = openingFlips(a.text);
    const coins = flips ? ` The game flipped for it: ${e.heads()} heads.` : '';
    return {
      var: 'stated',
      kind: 'damage',
      prompt: `${a.name} reads: "${a.text}"${coins} State the damage it does to the Defending Pokémon before Weakness and Resistance (the printed ${a.damage || 'no number'} reads as ${readsAs(e)}); the game applies Weakness, Resistance and the rest. Carry out anything else its text says by hand afterwards.`,
      options: Array.from({ length: MOST / 10 + 1 }, (_, i) => ({
        value: String(i * 10),
        label: String(i * 10),
      })),
    };
  }),
  damage((e) => Number(e.picked('stated') ?? 0)),
  HAND_OVER,
];

/** The printed text an open MANUAL effect stands for (a Trainer's rules, an attack or Power text). */
export function manualText(
  effect: Pick<ResolvingEffect, 'key' | 'source'>,
  cards: { getTemplate(id: string): unknown },
): string {
  const colon = effect.key.indexOf(':');
  const kind = effect.key.slice(0, colon);
  const rest = effect.key.slice(colon + 1);
  const slash = rest.indexOf('/');
  const card = cards.getTemplate(slash < 0 ? rest : rest.slice(0, slash)) as
    | PokemonCard
    | undefined;
  if (!card) return '';
  if (kind === 'trainer' || kind === 'stadium') return card.rules.join(' ');
  if (!isPokemon(card)) return '';
  const part = rest.slice(slash + 1);
  if (kind === 'ability') return card.abilities.find((a) => a.name === part)?.text ?? '';
  return card.attacks.find((a) => a.name === part)?.text ?? '';
}
