#!/usr/bin/env node
// Packs every publishable package the way `pnpm publish` would, checks that each tarball holds
// only dist/**, README.md, LICENSE and package.json, then installs the tarballs into a scratch
// project in a temp dir and runs a tiny game with them. Needs only the package registry (for
// ai, zod and the packages' own dependencies). Usage: node scripts/check-pack.mjs [--keep]
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readmeLinkProblems } from './check-package-readmes.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGES = ['engine', 'agent', 'pokemon', 'tournament'];
const ALLOWED = [
  /^package\/package\.json$/,
  /^package\/README\.md$/,
  /^package\/LICENSE$/,
  /^package\/dist\/.+/,
];
const REQUIRED = ['package/package.json', 'package/README.md', 'package/LICENSE'];
const keep = process.argv.includes('--keep');

const run = (cmd, args, cwd) =>
  execFileSync(cmd, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: process.env,
  });
const step = (msg) => console.log(`\n== ${msg}`);
const problems = [];

const work = mkdtempSync(join(tmpdir(), 'playmat-pack-'));
const tarballs = join(work, 'tarballs');
mkdirSync(tarballs);

// 1. Build and pack, in dependency order.
const packed = {};
for (const name of PACKAGES) {
  const dir = join(root, 'packages', name);
  step(`build and pack packages/${name}`);
  run('npx', ['tsup'], dir);
  const before = new Set(readdirSync(tarballs));
  run('npx', ['-y', 'pnpm@10', 'pack', '--pack-destination', tarballs], dir);
  const file = readdirSync(tarballs).find((f) => !before.has(f));
  if (!file) throw new Error(`pnpm pack produced no tarball for packages/${name}`);
  packed[name] = join(tarballs, file);

  // 2. What is inside.
  const entries = run('tar', ['-tzf', packed[name]])
    .split('\n')
    .filter((l) => l && !l.endsWith('/'));
  const extra = entries.filter((e) => !ALLOWED.some((re) => re.test(e)));
  const missing = REQUIRED.filter((r) => !entries.includes(r));
  const dist = entries.filter((e) => e.startsWith('package/dist/'));
  console.log(`${file}: ${entries.length} files (${dist.length} in dist/)`);
  if (extra.length)
    problems.push(`${file} has files outside dist/, README, LICENSE: ${extra.join(', ')}`);
  if (missing.length) problems.push(`${file} lacks ${missing.join(', ')}`);
  if (!dist.some((e) => e.endsWith('index.d.ts')))
    problems.push(`${file} has no dist/**/index.d.ts`);
  const manifest = JSON.parse(run('tar', ['-xzOf', packed[name], 'package/package.json']));
  const deps = JSON.stringify({ ...manifest.dependencies, ...manifest.peerDependencies });
  if (deps.includes('workspace:'))
    problems.push(`${file}: package.json still has workspace: ranges`);
}

// 3. A scratch project that installs the tarballs, as a user would.
step('install the tarballs into a scratch project');
const app = join(work, 'app');
mkdirSync(app);
const file = (name) => `file:${packed[name]}`;
writeFileSync(
  join(app, 'package.json'),
  JSON.stringify(
    {
      name: 'playmat-pack-check',
      private: true,
      type: 'module',
      dependencies: {
        '@playmat/engine': file('engine'),
        '@playmat/agent': file('agent'),
        '@playmat/pokemon': file('pokemon'),
        '@playmat/tournament': file('tournament'),
        // The optional peers of @playmat/tournament/queue.
        bullmq: '^5.47.3',
        ioredis: '^5.4.0',
        ai: '^6.0.0',
        zod: '^4.1.0',
      },
      // The packed agent, pokemon and tournament depend on @playmat/* by version: use the tarballs.
      overrides: { '@playmat/engine': file('engine'), '@playmat/agent': file('agent') },
    },
    null,
    2,
  ),
);
run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], app);

writeFileSync(
  join(app, 'smoke.mjs'),
  `import assert from 'node:assert/strict';
import { actions, createCardRegistry, createEngine } from '@playmat/engine';
import { runAgent } from '@playmat/agent';
import { createMatchStore, createDefaultTools, createGameToolContext } from '@playmat/agent/game';
import { createScriptedModel } from '@playmat/agent/test';
import { BUNDLED_DECKS, createPokemonMatch, getBundledRegistry, parseDeckList } from '@playmat/pokemon';
import { tool } from 'ai';
import { z } from 'zod';

// Engine: a two-player table; draw, move, view.
const cards = createCardRegistry([
  { id: 'ace', name: 'Ace' },
  { id: 'two', name: 'Two' },
]);
const engine = createEngine({
  name: 'tiny',
  cards,
  zones: {
    perPlayer: [
      { name: 'deck', defaultVisibility: 'hidden' },
      { name: 'hand', ordered: false, defaultVisibility: 'owner' },
    ],
    shared: [{ name: 'table' }],
  },
});
let state = engine.createInitialState({
  players: ['p1', 'p2'],
  seed: 1,
  decks: { p1: ['ace', 'two'], p2: ['two', 'ace'] },
});
let r = engine.execute(state, actions.draw({ player: 'p1', count: 2 }));
assert.ok(r.ok, 'draw');
state = r.state;
r = engine.execute(state, actions.moveCard({ player: 'p1', card: 'Ace', to: 'table' }));
assert.ok(r.ok, 'move');
state = r.state;
const bad = engine.execute(state, actions.moveCard({ player: 'p1', card: 'Queen', to: 'table' }));
assert.equal(bad.ok, false);
assert.equal(bad.state, state, 'a rejected action leaves the state untouched');
const p2view = engine.view(state, 'p2');
assert.deepEqual(p2view.zones['p1:hand'].cards, [], 'p2 cannot see p1 hand');
assert.equal(p2view.zones['p1:hand'].count, 1);
assert.equal(p2view.zones.table.cards[0].name, 'Ace');
console.log('engine: draw, move, rejected move and view OK');

// Agent: runAgent with a scripted model and one terminal tool.
let counter = 0;
const model = createScriptedModel([
  { toolCalls: [{ toolName: 'add', input: { n: 2 } }] },
  { toolCalls: [{ toolName: 'add', input: { n: 3 } }, { toolName: 'done', input: {} }] },
]);
const result = await runAgent({
  model,
  system: 'Count.',
  messages: [{ role: 'user', content: 'Add 2 then 3.' }],
  tools: {
    add: tool({ inputSchema: z.object({ n: z.number() }), execute: async ({ n }) => String((counter += n)) }),
    done: tool({ inputSchema: z.object({}), execute: async () => 'ok' }),
  },
  toolKinds: { done: 'terminal' },
});
assert.equal(counter, 5);
assert.equal(result.terminalTool?.name, 'done');
console.log(\`agent: runAgent stopped on \${result.terminalTool?.name} after \${result.stepCount} steps OK\`);

// Agent game bridge: the default tools from one player's view.
const store = createMatchStore(engine, state);
const plugin = {
  id: 'tiny',
  engine,
  formatCard: (s, ref) => cards.getTemplate(s.cards[ref]?.templateId ?? ref)?.name ?? ref,
  formatState: (view) => JSON.stringify(view.zones),
  getAgentConfig: () => ({ system: '', tools: {}, instructions: '' }),
  nextPhase: (s, p) => (s.turn.activePlayer === p ? 'main' : null),
  whoActs: (s) => s.turn.activePlayer,
};
const ctx = createGameToolContext({ store, player: 'p2', plugin });
const tools = createDefaultTools(ctx);
const drew = await tools.draw.execute({ count: 1 }, { toolCallId: 'x', messages: [] });
assert.equal(store.state.zones['p2:hand'].cards.length, 1, String(drew));
console.log('agent/game: default draw tool OK');

// Pokemon: parse a bundled deck list against the bundled cards.
const deck = BUNDLED_DECKS[0];
const parsed = parseDeckList(deck.list, getBundledRegistry());
assert.ok(parsed.ok, JSON.stringify(parsed.errors));
assert.equal(parsed.deck.total, 60);
console.log(\`pokemon: \${deck.id} parsed, \${parsed.deck.total} cards OK\`);

// Pokemon: a match after setup; each player sees their own hand and only a count of the other.
const match = createPokemonMatch({ decks: { p1: parsed.deck, p2: parsed.deck }, seed: 3 });
const seen = match.engine.view(match.state, 'p1');
assert.ok(seen.zones['p1:hand'].cards.length > 0, 'p1 sees their hand');
assert.deepEqual(seen.zones['p2:hand'].cards, [], 'p1 does not see p2 hand');
console.log(\`pokemon: match set up, turn \${match.state.turn.number}, \${match.state.turn.activePlayer} to act OK\`);

// Tournament: a round robin into a SQLite store in memory, rated, as a table.
const { formatReport, openTournamentStore, roundRobin, runTournament } = await import('@playmat/tournament');
const plan = roundRobin({ entrants: [{ id: 'x' }, { id: 'y' }], rounds: 2, seed: 1 });
const tstore = await openTournamentStore(null);
const ran = await runTournament({
  store: tstore,
  plan,
  play: async (task) => ({
    winner: 'x',
    end: 'game_over',
    reason: 'x wins',
    turns: 3,
    durationMs: 1,
    seats: task.game.seats.map((entrant) => ({ entrant, inputTokens: 0, outputTokens: 0, cost: 0, calls: 2, rejected: 1 })),
  }),
});
assert.equal(ran.played, 4);
assert.ok(ran.report.standings[0].rating > 1500, 'the winner is rated up');
assert.ok(formatReport(ran.report, 'table').includes('50.0% (4/8)'), 'illegal-action rate in the table');
await import('@playmat/tournament/queue').catch((e) => assert.fail('tournament/queue: ' + e.message));
console.log(\`tournament: \${ran.played} games rated, top \${ran.report.standings[0].entrant} OK\`);
`,
);

step('run the tiny game against the installed packages');
try {
  process.stdout.write(run('node', ['smoke.mjs'], app));
} catch (error) {
  problems.push(`smoke test failed:\n${error.stdout ?? ''}${error.stderr ?? error.message}`);
}

step('README links work on the package page');
for (const name of PACKAGES) problems.push(...readmeLinkProblems(name));

if (keep) console.log(`\nkept ${work}`);
else rmSync(work, { recursive: true, force: true });
if (problems.length) {
  console.error(`\ncheck:pack FAILED\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('\ncheck:pack OK');
