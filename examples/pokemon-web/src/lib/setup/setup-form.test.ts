import { describe, expect, it } from 'vitest';
import {
  AI_MODE_OPTIONS,
  createPokemonCatalog,
  defaultSetupForm,
  ERA_OPTIONS,
  errorsAt,
  formatDeckList,
  providersNeedingKeys,
  type SetupForm,
  validateSetup,
} from '.';

const catalog = createPokemonCatalog();
const form = (edit: (f: SetupForm) => void = () => {}): SetupForm => {
  const f = structuredClone(defaultSetupForm(catalog));
  edit(f);
  return f;
};

describe('AI mode options', () => {
  it('are exactly the two modes with their labels', () => {
    expect(AI_MODE_OPTIONS.map((o) => o.label)).toEqual([
      'Pipeline (Plan+Execute)',
      'Autonomous (Single Agent)',
    ]);
  });
});

describe('rules (era)', () => {
  it('offers modern and the original Base Set rules, modern by default', () => {
    expect(ERA_OPTIONS.map((o) => o.value)).toEqual(['modern', 'base-set']);
    expect(ERA_OPTIONS[1]?.description).toMatch(/first player|goes first/);
    expect(form().era).toBe('modern');
    const r = validateSetup(form(), catalog);
    expect(r.ok && r.config.era).toBe('modern');
  });

  it('passes the chosen rules on, and rejects an unknown one', () => {
    const r = validateSetup(
      form((f) => (f.era = 'base-set')),
      catalog,
    );
    expect(r.ok && r.config.era).toBe('base-set');
    const bad = validateSetup(
      form((f) => (f.era = 'gym' as SetupForm['era'])),
      catalog,
    );
    expect(!bad.ok && errorsAt(bad.errors, 'era')).toEqual([
      'Unknown rules "gym"; use one of: modern, base-set.',
    ]);
  });
});

describe('deck lists', () => {
  it('a bundled deck written back as a list loads as the same 60 cards', () => {
    const bundled = catalog.load({ source: 'bundled', deckId: 'sv-pawmot-thunder' });
    expect(bundled.ok).toBe(true);
    if (!bundled.ok) return;
    const pasted = catalog.load({ source: 'pasted', text: formatDeckList(bundled.deck) });
    expect(pasted.ok && pasted.deck.cardIds).toEqual(bundled.deck.cardIds);
    expect(pasted.ok && pasted.deck.cardCount).toBe(60);
  });
});

describe('validateSetup', () => {
  it('accepts the default bot-vs-bot setup with pipeline controllers', () => {
    const r = validateSetup(form(), catalog);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.config.players.map((p) => p.id)).toEqual(['p1', 'p2']);
    expect(r.config.players[0].controller).toEqual({
      kind: 'ai',
      mode: 'pipeline',
      model: { kind: 'bot' },
      planner: { kind: 'bot' },
    });
  });

  it('shows pasted deck errors under that player deck field', () => {
    const r = validateSetup(
      form((f) => {
        f.players[1].deckSource = 'pasted';
        f.players[1].pastedText = '4 Pikachu BS 58\n4 Nonsense';
      }),
      catalog,
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const errors = errorsAt(r.errors, 'players.1.deck');
    expect(errors[0]).toBe('Line 2: Unknown card: "Nonsense".');
    expect(errors[1]).toMatch(/exactly 60/);
    expect(errorsAt(r.errors, 'players.0')).toEqual([]);
  });

  it('asks for one key per provider, and only for providers in use', () => {
    const f = form((f) => {
      f.players[0].model = 'anthropic/claude-sonnet-4-5';
      f.players[0].plannerModel = 'anthropic/claude-opus-4-1';
      f.players[1].aiMode = 'autonomous';
      f.players[1].plannerModel = 'openai/gpt-5'; // ignored: not pipeline
    });
    expect(providersNeedingKeys(f)).toEqual(['anthropic']);
    const r = validateSetup(f, catalog);
    expect(!r.ok && r.errors).toEqual([
      { path: 'apiKeys.anthropic', message: expect.stringContaining('needs an API key') },
    ]);
    f.apiKeys.anthropic = ' sk-test ';
    const ok = validateSetup(f, catalog);
    expect(ok.ok && ok.config.players[0].controller).toMatchObject({
      model: { kind: 'provider', provider: 'anthropic', apiKey: 'sk-test' },
    });
  });

  it('rejects malformed models and unknown providers with the valid alternatives', () => {
    const r = validateSetup(
      form((f) => {
        f.players[0].model = 'gpt5';
        f.players[1].model = 'acme/x1';
      }),
      catalog,
    );
    expect(!r.ok && errorsAt(r.errors, 'players.0.model')[0]).toMatch(
      /not "bot" or "provider\/model"/,
    );
    expect(!r.ok && errorsAt(r.errors, 'players.1.model')[0]).toMatch(
      /Unknown provider "acme"; use one of: anthropic/,
    );
  });

  it('allows one human at most, and a human needs no model', () => {
    const one = validateSetup(
      form((f) => {
        f.players[0].kind = 'human';
        f.players[0].model = 'not checked for humans';
      }),
      catalog,
    );
    expect(one.ok && one.config.players[0].controller).toEqual({ kind: 'human' });
    const two = validateSetup(
      form((f) => {
        f.players[0].kind = 'human';
        f.players[1].kind = 'human';
      }),
      catalog,
    );
    expect(!two.ok && errorsAt(two.errors, 'players')[0]).toMatch(/At most one human/);
  });

  it('names an unknown bundled deck and the ones that exist', () => {
    const r = validateSetup(
      form((f) => {
        f.players[0].bundledDeckId = 'nope';
      }),
      catalog,
    );
    expect(!r.ok && r.errors[0]?.message).toBe(
      `No bundled deck "nope"; pick one of: ${catalog.bundled.map((d) => d.id).join(', ')}.`,
    );
    expect(catalog.bundled.map((d) => d.id)).toContain('sv-pawmot-thunder');
  });
});
