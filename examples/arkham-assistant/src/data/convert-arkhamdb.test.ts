import { describe, expect, it } from 'vitest';
import {
  ArkhamDataError,
  convertCard,
  convertInvestigator,
  convertRequirements,
  parseArkhamFile,
  rawCardSchema,
} from './convert-arkhamdb';

const machete = {
  code: '01020',
  name: 'Machete',
  type_code: 'asset',
  faction_code: 'guardian',
  pack_code: 'core',
  cost: 3,
  xp: 0,
  text: '<b>Fight.</b> You get +1 [combat].',
  traits: 'Item. Weapon. Melee.',
  skill_combat: 1,
  deck_limit: 2,
  quantity: 2,
  slot: 'Hand',
  flavor: 'ignored',
};

describe('ArkhamDB conversion', () => {
  it('keeps the listed fields in the compact form', () => {
    const [raw] = parseArkhamFile([machete], rawCardSchema, 'core.json');
    expect(convertCard(raw!)).toEqual({
      code: '01020',
      name: 'Machete',
      faction: 'guardian',
      type: 'asset',
      cost: 3,
      text: 'Fight. You get +1 [combat].',
      traits: ['Item', 'Weapon', 'Melee'],
      icons: { willpower: 0, intellect: 0, combat: 1, agility: 0, wild: 0 },
      xp: 0,
      deckLimit: 2,
      quantity: 2,
      pack: 'core',
      slot: 'Hand',
    });
  });

  it('reads an X cost (ArkhamDB writes -2) as no fixed cost', () => {
    const [raw] = parseArkhamFile([{ ...machete, cost: -2 }], rawCardSchema, 'f');
    expect(convertCard(raw!).cost).toBeNull();
  });

  it('names the file, the card and the field of each bad entry', () => {
    const bad = [machete, { ...machete, code: '01021', name: 'Bad', cost: '3', faction_code: 'wizard' }];
    let error: unknown;
    try {
      parseArkhamFile(bad, rawCardSchema, 'pack/core/core.json');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ArkhamDataError);
    const message = (error as Error).message;
    expect(message).toMatch(/^pack\/core\/core\.json is not ArkhamDB card data:/);
    expect(message).toContain('entry 1 (01021 Bad): faction_code must be one of guardian, seeker, rogue, mystic, survivor, neutral; got "wizard"');
    expect(message).toMatch(/entry 1 \(01021 Bad\): cost .*number/);
    expect(() => parseArkhamFile({ not: 'a list' }, rawCardSchema, 'x.json')).toThrow(
      /x\.json is not ArkhamDB card data:\n {2}- \(file\): \(entry\)/,
    );
  });

  it('refuses a deckbuilding option it does not understand instead of dropping it', () => {
    const roland = {
      ...machete,
      code: '01001',
      name: 'Roland Banks',
      type_code: 'investigator',
      deck_options: [{ faction: ['guardian'], level: { min: 0, max: 5 }, atleast: { factions: 2 } }],
    };
    expect(() => parseArkhamFile([roland], rawCardSchema, 'f')).toThrow(
      /entry 0 \(01001 Roland Banks\): deck_options\.0 .*atleast/,
    );
  });

  it('reads deck requirements and reports a bad one', () => {
    const known = new Set(['01006', '01007']);
    expect(
      convertRequirements('size:30, card:01006:98005, card:01007, random:subtype:basicweakness', known),
    ).toEqual({ size: 30, cards: [['01006'], ['01007']], randomBasicWeakness: 1 });
    expect(() => convertRequirements('size:thirty', known, '01001 Roland Banks')).toThrow(
      '01001 Roland Banks: deck_requirements size must be a whole number, e.g. "size:30"; got "size:thirty".',
    );
    const [raw] = parseArkhamFile(
      [
        {
          ...machete,
          code: '01001',
          name: 'Roland Banks',
          type_code: 'investigator',
          health: 9,
          sanity: 5,
          deck_options: [{ faction: ['guardian', 'neutral'], level: { min: 0, max: 5 } }, { trait: ['Fortune'], not: true }],
          deck_requirements: 'size:30',
        },
      ],
      rawCardSchema,
      'f',
    );
    expect(convertInvestigator(raw!, known)).toMatchObject({
      type: 'investigator',
      health: 9,
      deckOptions: [
        { factions: ['guardian', 'neutral'], level: { min: 0, max: 5 } },
        { traits: ['fortune'], not: true },
      ],
    });
  });
});
