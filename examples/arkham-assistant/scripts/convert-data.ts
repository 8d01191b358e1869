/**
 * One-off conversion of ArkhamDB's public JSON (Core Set + The Dunwich Legacy cycle) into the
 * compact `src/data/cards.json` committed with the example. Run it with
 * `npx tsx scripts/convert-data.ts [source-dir]`; nothing else reads the source directory.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type {
  ArkhamCard,
  CardDatabase,
  CardType,
  DeckOption,
  DeckRequirements,
  Faction,
  Investigator,
  PackInfo,
} from '../src/data/types';
import { CARD_TYPES, FACTIONS } from '../src/data/types';

type Raw = Record<string, unknown>;

const source = process.argv[2] ?? '/work/shared/data/arkham';
const out = fileURLToPath(new URL('../src/data/cards.json', import.meta.url));

const readJson = (path: string): Raw[] => JSON.parse(readFileSync(path, 'utf8')) as Raw[];
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

function cleanText(text: string | undefined): string {
  return (text ?? '')
    .replace(/<\/?(b|i|em|strong|cite|u)>/g, '')
    .replace(/\[\[([^\]]+)\]\]/g, '$1')
    .trim();
}

function splitTraits(traits: string | undefined): string[] {
  return (traits ?? '')
    .split('.')
    .map((t) => t.trim())
    .filter(Boolean);
}

function asFaction(v: unknown): Faction {
  if (!FACTIONS.includes(v as Faction)) throw new Error(`unexpected faction ${String(v)}`);
  return v as Faction;
}

function convertCard(raw: Raw): ArkhamCard {
  const type = raw.type_code as CardType;
  if (!CARD_TYPES.includes(type)) throw new Error(`unexpected type ${String(type)}`);
  const restrictions = str(raw.restrictions);
  const card: ArkhamCard = {
    code: String(raw.code),
    name: String(raw.name),
    faction: asFaction(raw.faction_code),
    type,
    cost: num(raw.cost) ?? null,
    text: cleanText(str(raw.text)),
    traits: splitTraits(str(raw.traits)),
    icons: {
      willpower: num(raw.skill_willpower) ?? 0,
      intellect: num(raw.skill_intellect) ?? 0,
      combat: num(raw.skill_combat) ?? 0,
      agility: num(raw.skill_agility) ?? 0,
      wild: num(raw.skill_wild) ?? 0,
    },
    xp: num(raw.xp) ?? null,
    deckLimit: num(raw.deck_limit) ?? 0,
    quantity: num(raw.quantity) ?? 1,
    pack: String(raw.pack_code),
  };
  const subname = str(raw.subname);
  if (subname) card.subname = subname;
  const subtype = str(raw.subtype_code);
  if (subtype === 'weakness' || subtype === 'basicweakness') card.subtype = subtype;
  if (str(raw.slot)) card.slot = str(raw.slot);
  if (raw.is_unique) card.unique = true;
  if (raw.permanent) card.permanent = true;
  if (raw.exceptional) card.exceptional = true;
  if (raw.hidden) card.hidden = true;
  const restricted = restrictions?.match(/investigator:(\d+)/);
  if (restricted?.[1]) card.restrictedTo = restricted[1];
  return card;
}

function convertOptions(raw: unknown): DeckOption[] {
  if (!Array.isArray(raw)) return [];
  return raw.map((o: Raw) => {
    const option: DeckOption = {};
    if (Array.isArray(o.faction)) option.factions = o.faction.map(asFaction);
    if (Array.isArray(o.trait)) option.traits = o.trait.map((t: string) => t.toLowerCase());
    const level = o.level as { min: number; max: number } | undefined;
    if (level) option.level = { min: level.min, max: level.max };
    if (typeof o.limit === 'number') option.limit = o.limit;
    if (o.not) option.not = true;
    if (typeof o.error === 'string') option.error = o.error;
    return option;
  });
}

function convertRequirements(raw: string | undefined, known: Set<string>): DeckRequirements {
  const req: DeckRequirements = { size: 30, cards: [], randomBasicWeakness: 0 };
  for (const part of (raw ?? '').split(',').map((p) => p.trim())) {
    const [kind, ...rest] = part.split(':');
    if (kind === 'size') req.size = Number(rest[0]);
    // Alternatives from later reprints are dropped when they are not in the bundled packs.
    if (kind === 'card') req.cards.push(rest.filter((code) => known.has(code)));
    if (kind === 'random') req.randomBasicWeakness += 1;
  }
  return req;
}

const cycles = new Set(['core', 'dwl']);
const packs: PackInfo[] = readJson(join(source, 'packs.json'))
  .filter((p) => cycles.has(String(p.cycle_code)))
  .map((p) => ({
    code: String(p.code),
    name: String(p.name),
    cycle: String(p.cycle_code),
    position: Number(p.position),
  }));

const raws: Raw[] = [];
for (const cycle of cycles) {
  for (const file of readdirSync(join(source, 'pack', cycle)).sort()) {
    if (!file.endsWith('.json') || file.endsWith('_encounter.json')) continue;
    raws.push(...readJson(join(source, 'pack', cycle, file)));
  }
}
const known = new Set(raws.map((r) => String(r.code)));
const cards: ArkhamCard[] = [];
const investigators: Investigator[] = [];
for (const raw of raws) {
  const card = convertCard(raw);
  if (card.type === 'investigator') {
    investigators.push({
      ...card,
      type: 'investigator',
      health: num(raw.health) ?? 0,
      sanity: num(raw.sanity) ?? 0,
      deckOptions: convertOptions(raw.deck_options),
      deckRequirements: convertRequirements(str(raw.deck_requirements), known),
    });
  } else {
    cards.push(card);
  }
}
const present = new Set(cards.map((c) => c.pack).concat(investigators.map((i) => i.pack)));
const db: CardDatabase = {
  packs: packs.filter((p) => present.has(p.code)),
  cards: cards.sort((a, b) => a.code.localeCompare(b.code)),
  investigators,
};
writeFileSync(out, `${JSON.stringify(db)}\n`);
console.log(
  `wrote ${cards.length} cards, ${investigators.length} investigators, ${db.packs.length} packs to ${out}`,
);
