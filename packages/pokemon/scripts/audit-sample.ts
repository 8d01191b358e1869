/**
 * Draws the independent audit's card sample (see `src/effects/audit/card-sample.test.ts`):
 * every distinct text part of base1, sv1 and base3 (a Trainer or special Energy whole; an
 * Ability or Pokémon Power; an attack with text — printings of one set with the same text count
 * once, the lowest number stands for them) goes into one of four buckets — Trainers, Abilities
 * and Pokémon Powers, hand-written attacks (the set's own code table names the attack),
 * compiled attacks (the rest: read by the sentence compiler). Cards named in issue #24 are left
 * out. Each bucket is shuffled (Fisher–Yates with the engine's seeded generator, seed 24) and
 * walked in order, taking a part whose card name (without a parenthesised
 * subtitle) is not yet in the sample, until 10 are taken. Another seed also leaves out the cards
 * named since (`NAMED_SINCE`): the fresh sample of issue #24 is seed 27.
 *
 *   npx tsx scripts/audit-sample.ts [seed]
 */
import { RngCursor, seedRng } from '@playmat/engine';
import { getBundledRegistry } from '../src/cards/bundled-sets';
import { isPokemon } from '../src/cards/card-helpers';
import { cardEffectsOf } from '../src/effects';
import { textParts } from '../src/effects/behaviour';

const SETS = ['base1', 'sv1', 'base3'];
/** Cards the issue names (its findings and its era note): the sample is of cards nobody named. */
const NAMED = new Set([
  'Gardevoir ex',
  'Spidops ex',
  'Heracross',
  'Skwovet',
  'Clawitzer',
  'Cetitan',
  'Hitmonchan',
  'Machop',
  'Drowzee',
  'Vulpix',
  'Alakazam',
  'Koffing',
]);
/**
 * Cards already named before a later draw: the seed-24 sample's 40 cards and those issue #24's
 * follow-up brief names (Mirror Move, Energy Retrieval, Computer Search, Pokémon Trader). A draw
 * with another seed leaves them out too, so it samples cards nobody has named; seed 24 still
 * draws its own sample.
 */
const NAMED_SINCE = [
  'Pokémon Breeder',
  'Pal Pad',
  'Pokémon Flute',
  "Professor's Research",
  'Super Potion',
  'PlusPower',
  'Nest Ball',
  'Energy Search',
  'Bill',
  'Miriam',
  'Kingambit',
  'Haunter',
  'Blastoise',
  'Revavroom',
  'Dragonite',
  'Arboliva',
  'Hawlucha',
  'Tentacool',
  'Spewpa',
  'Miraidon ex',
  'Slowpoke',
  'Lucario',
  'Poliwrath',
  'Squawkabilly',
  'Moltres',
  'Nidoking',
  'Iron Treads ex',
  'Medicham',
  'Great Tusk ex',
  'Toedscruel',
  'Golbat',
  'Golduck',
  'Magneton',
  'Mankey',
  'Psyduck',
  'Grimer',
  'Ekans',
  'Raichu',
  'Varoom',
  'Arcanine',
  'Pidgeotto',
  'Energy Retrieval',
  'Computer Search',
  'Pokémon Trader',
];
const PER_BUCKET = 10;

type Bucket = 'trainer' | 'ability' | 'hand-attack' | 'compiled-attack';
const seed = Number(process.argv[2] ?? 24);
if (seed !== 24) for (const name of NAMED_SINCE) NAMED.add(name);
const registry = getBundledRegistry();
const buckets: Record<Bucket, { id: string; name: string; part?: string }[]> = {
  trainer: [],
  ability: [],
  'hand-attack': [],
  'compiled-attack': [],
};
const seen = new Set<string>();
for (const set of SETS) {
  const cards = registry.cards
    .filter((c) => c.set.id === set && !NAMED.has(c.name))
    .sort((a, b) => Number.parseInt(a.number, 10) - Number.parseInt(b.number, 10));
  for (const card of cards) {
    for (const part of textParts(card)) {
      let bucket: Bucket;
      let text: string;
      if (!isPokemon(card) || part === undefined) {
        bucket = 'trainer';
        text = card.rules.join('\n');
      } else {
        const ability = card.abilities.find((a) => a.name === part);
        const attack = card.attacks.find((a) => a.name === part);
        text = ability?.text ?? `${attack?.damage}|${attack?.text}`;
        bucket = ability
          ? 'ability'
          : cardEffectsOf(card.name, set)?.attacks?.[part]
            ? 'hand-attack'
            : 'compiled-attack';
      }
      const key = JSON.stringify([set, card.name, part ?? null, text]);
      if (seen.has(key)) continue;
      seen.add(key);
      buckets[bucket].push({ id: card.id, name: card.name, ...(part ? { part } : {}) });
    }
  }
}

const rng = new RngCursor(seedRng(seed));
const taken = new Set<string>();
for (const [bucket, parts] of Object.entries(buckets)) {
  const order = [...parts];
  for (let i = order.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [order[i], order[j]] = [order[j] as (typeof order)[number], order[i] as (typeof order)[number]];
  }
  const picked = [];
  for (const p of order) {
    if (picked.length === PER_BUCKET) break;
    // "Professor's Research (Professor Sada)" and "(Professor Turo)" are one card name.
    const name = p.name.replace(/ \(.*\)$/, '');
    if (taken.has(name)) continue;
    taken.add(name);
    picked.push(p);
  }
  console.log(`${bucket} (${parts.length} distinct parts):`);
  for (const p of picked) console.log(`  ${p.id} ${p.name}${p.part ? ` — ${p.part}` : ''}`);
}
