import { describe, expect, it } from 'vitest';
import {
  AI_MODE_OPTIONS,
  createDemoCatalog,
  defaultSetupForm,
  errorsAt,
  formatDeckList,
  parseDeckList,
  providersNeedingKeys,
  type SetupForm,
  validateSetup,
} from '.';

const catalog = createDemoCatalog();
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

describe('deck lists', () => {
  const known = new Set(['Pikachu', 'Lightning Energy']);

  it('reads both export formats and round-trips through formatDeckList', () => {
    const live = 'Pokémon: 4\n4 Pikachu BS 58\n\nEnergy: 56\n56 Lightning Energy BS 100\n';
    const old = '* 4 Pikachu BS 58\n* 56 Lightning Energy BS 100';
    const a = parseDeckList(live, known);
    const b = parseDeckList(old, known);
    expect(a.ok && b.ok).toBe(true);
    if (!a.ok || !b.ok) return;
    expect(a.deck.lines).toEqual(b.deck.lines);
    expect(a.deck.cardCount).toBe(60);
    const again = parseDeckList(formatDeckList(a.deck), known);
    expect(again.ok && again.deck.lines).toEqual(a.deck.lines);
  });

  it('reports every bad line with its number, and a wrong total', () => {
    const r = parseDeckList('4 Pikachu BS 58\n3 Mewtwo BS 10\nhello there\n', known);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual([
      { line: 2, message: 'Unknown card "Mewtwo".' },
      { line: 3, message: expect.stringContaining('expected "<count> <card name>') },
    ]);
    const short = parseDeckList('4 Pikachu', known);
    expect(!short.ok && short.errors[0]?.message).toBe(
      'A deck has exactly 60 cards; this list has 4.',
    );
  });

  it('matches card names case-insensitively and keeps the canonical name', () => {
    const r = parseDeckList('4 pikachu\n56 LIGHTNING ENERGY', known);
    expect(r.ok && r.deck.lines.map((l) => l.name)).toEqual(['Pikachu', 'Lightning Energy']);
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
        f.players[1].pastedText = '4 Pikachu\n4 Nonsense';
      }),
      catalog,
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(errorsAt(r.errors, 'players.1.deck')).toEqual(['Line 2: Unknown card "Nonsense".']);
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
      'No bundled deck "nope"; pick one of: brushfire, zap, overgrowth.',
    );
  });
});
