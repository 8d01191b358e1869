/**
 * How the board draws an Energy type: the letter players write for it (the symbols on the
 * cards) and its colour. Drawn by the app; no image is fetched.
 */
export interface EnergyStyle {
  /** G Grass, R Fire, W Water, L Lightning, P Psychic, F Fighting, D Darkness, M Metal, Y Fairy, N Dragon, C Colorless. */
  letter: string;
  /** Fill colour of the symbol and tint of a card of that type. */
  colour: string;
  /** Text colour readable on `colour` (contrast at least 4.5:1). */
  ink: string;
  /** A light tint for a card's background. */
  tint: string;
}

const STYLES: Record<string, EnergyStyle> = {
  Grass: { letter: 'G', colour: '#2e7d32', ink: '#ffffff', tint: '#e6f4e3' },
  Fire: { letter: 'R', colour: '#c62828', ink: '#ffffff', tint: '#fde6e1' },
  Water: { letter: 'W', colour: '#1565c0', ink: '#ffffff', tint: '#e1eefb' },
  Lightning: { letter: 'L', colour: '#f9d230', ink: '#1d1d1d', tint: '#fff8d6' },
  Psychic: { letter: 'P', colour: '#7b3fa0', ink: '#ffffff', tint: '#f1e6f7' },
  Fighting: { letter: 'F', colour: '#9a4d16', ink: '#ffffff', tint: '#f6e8dc' },
  Darkness: { letter: 'D', colour: '#263238', ink: '#ffffff', tint: '#e3e6e8' },
  Metal: { letter: 'M', colour: '#546e7a', ink: '#ffffff', tint: '#eceff1' },
  Fairy: { letter: 'Y', colour: '#c2185b', ink: '#ffffff', tint: '#fce4ef' },
  Dragon: { letter: 'N', colour: '#7a6a14', ink: '#ffffff', tint: '#f4f0da' },
  Colorless: { letter: 'C', colour: '#dcd9d2', ink: '#1d1d1d', tint: '#f6f5f2' },
};

/** The style of an Energy type; unknown types draw as Colorless. */
export function energyStyle(type: string): EnergyStyle {
  return STYLES[type] ?? (STYLES.Colorless as EnergyStyle);
}

/** A cost in words for screen readers: `Lightning, Colorless` → "1 Lightning, 1 Colorless". */
export function costWords(cost: readonly string[]): string {
  if (cost.length === 0) return 'no Energy';
  const counts = new Map<string, number>();
  for (const t of cost) counts.set(t, (counts.get(t) ?? 0) + 1);
  return [...counts].map(([t, n]) => `${n} ${t}`).join(', ');
}
