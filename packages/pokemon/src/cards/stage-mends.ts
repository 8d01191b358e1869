/**
 * Stage faults of the card data, mended from the set's own cards. A card typed "Stage 2" whose
 * pre-evolution the set prints only as a Basic is a Stage 1 (FireRed & LeafGreen's Clefable ex ←
 * Clefairy). The data types a Pokémon "Basic" and names what it evolves from in two kinds of card:
 *
 * - a card printed as a Basic Pokémon, where later data names a Pokémon printed years after it
 *   (Jungle's Snorlax "evolves from Munchlax"): it stays a Basic and evolves from nothing;
 * - an evolved Pokémon-ex whose stage the data lost (Dragon's Ampharos ex, "Basic" but
 *   evolving from Flaaffy): it is an Evolution card.
 *
 * The set tells them apart: a pre-evolution printed in the same set, and not a Baby (whose
 * evolutions stay Basic Pokémon), makes the card one stage above it (Flaaffy is a Stage 1, so
 * Ampharos ex is a Stage 2); one the set does not print leaves the card as typed — for a 1999
 * Basic it is a card printed later, for a Pokémon-ex one printed in an earlier set whose stage
 * the file does not give (Team Magma vs Team Aqua's Blaziken ex ← Combusken; the loader's note
 * says so).
 */

/** The fields of a set file's card the mend reads. */
export interface StageMendCard {
  readonly id: string;
  readonly name: string;
  readonly supertype: string;
  readonly subtypes?: readonly string[] | undefined;
  readonly evolvesFrom?: string | undefined;
  readonly abilities?: readonly { readonly text: string }[] | undefined;
}

/** What the loader does with a card typed Basic that names what it evolves from. */
export type StageMend =
  | { readonly kind: 'evolution'; readonly stage: 'Stage 1' | 'Stage 2'; readonly from: string }
  | { readonly kind: 'basic' };

const isStageName = (s: string) => /^Stage [12]$/.test(s);

/** Typed Basic (not Baby, no Stage) and naming a pre-evolution: the cards the mend is for. */
function typedBasicWithPreEvolution(card: StageMendCard): boolean {
  const subtypes = card.subtypes ?? [];
  return (
    card.supertype === 'Pokémon' &&
    card.evolvesFrom !== undefined &&
    subtypes.includes('Basic') &&
    !subtypes.some(isStageName)
  );
}

/** Typed Stage 2 and naming a pre-evolution: checked against the stage the set prints it at. */
function typedStage2WithPreEvolution(card: StageMendCard): boolean {
  return (
    card.supertype === 'Pokémon' &&
    card.evolvesFrom !== undefined &&
    (card.subtypes ?? []).includes('Stage 2')
  );
}

/**
 * A Baby: typed so, or printing the Power that evolves it by putting `into` onto it ("put Pikachu
 * from your hand onto Pichu (this counts as evolving Pichu)") — its evolution stays a Basic.
 */
function isBabyOf(pre: StageMendCard, into: string): boolean {
  if ((pre.subtypes ?? []).includes('Baby')) return true;
  return (pre.abilities ?? []).some(
    (a) =>
      a.text.includes(`put ${into} from your hand onto ${pre.name}`) &&
      /\(this counts as evolving /i.test(a.text),
  );
}

/**
 * The mend of every card of a set file typed Basic that names what it evolves from, by card id
 * (other cards have none).
 *
 * @example
 * stageMends(dragonCards).get('ex3-89') // { kind: 'evolution', stage: 'Stage 2', from: 'Flaaffy' }
 */
export function stageMends(cards: readonly StageMendCard[]): Map<string, StageMend> {
  const byName = new Map<string, StageMendCard[]>();
  for (const c of cards)
    if (c.supertype === 'Pokémon') byName.set(c.name, [...(byName.get(c.name) ?? []), c]);
  const out = new Map<string, StageMend>();
  // The stage a pre-evolution is played at (0 Basic, 1, 2), after its own mend.
  const stageOf = (card: StageMendCard, seen: ReadonlySet<string>): number | undefined => {
    const subtypes = card.subtypes ?? [];
    if (subtypes.includes('Stage 2')) return 2;
    if (subtypes.includes('Stage 1')) return 1;
    if (!typedBasicWithPreEvolution(card)) return 0;
    const mend = mendOf(card, seen);
    return mend.kind === 'evolution' ? (mend.stage === 'Stage 2' ? 2 : 1) : 0;
  };
  const mendOf = (card: StageMendCard, seen: ReadonlySet<string>): StageMend => {
    const from = card.evolvesFrom as string;
    const pres = (byName.get(from) ?? []).filter((p) => !seen.has(p.id));
    if (pres.length === 0 || pres.some((p) => isBabyOf(p, card.name))) return { kind: 'basic' };
    const stages = new Set(pres.map((p) => stageOf(p, new Set([...seen, card.id]))));
    const [stage] = [...stages];
    // Printings that disagree, or a Stage 2 below it: the set does not tell; it stays as typed.
    if (stages.size !== 1 || stage === undefined || stage > 1) return { kind: 'basic' };
    return { kind: 'evolution', stage: stage === 0 ? 'Stage 1' : 'Stage 2', from };
  };
  for (const c of cards)
    if (typedBasicWithPreEvolution(c)) out.set(c.id, mendOf(c, new Set([c.id])));
  // A Stage 2 evolves from a Stage 1: one typed Stage 2 whose pre-evolution the set prints only
  // as a Basic (no Baby) is a Stage 1 (FireRed & LeafGreen's Clefable ex ← Clefairy).
  for (const c of cards) {
    if (!typedStage2WithPreEvolution(c)) continue;
    const pres = byName.get(c.evolvesFrom as string) ?? [];
    if (
      pres.length > 0 &&
      pres.every((p) => !(p.subtypes ?? []).includes('Baby') && stageOf(p, new Set([c.id])) === 0)
    )
      out.set(c.id, { kind: 'evolution', stage: 'Stage 1', from: c.evolvesFrom as string });
  }
  return out;
}
