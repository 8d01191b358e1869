/**
 * A part's text in the form card code is shared by: the card's own name read as `SELF`, spacing
 * normalised, and (for attacks) the printed damage, so "30+" and "10+" never share code.
 */
export function textKey(
  kind: 'attack' | 'ability' | 'trainer',
  cardName: string,
  text: string,
  damage = '',
): string {
  const words = text.split(cardName).join('SELF').replace(/\s+/g, ' ').trim();
  return `${kind}|${damage}|${words}`;
}
