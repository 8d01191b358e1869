#!/usr/bin/env node
// Builds the guides in docs/ from scripts/doc-templates/, pasting code from files that compile
// and run in the repository, so the guides never show code that does not work.
//   {{path}}                   the whole file (path relative to examples/crazy-eights/, or to the
//                              example a template names on a line `<!-- example: NAME -->`)
//   {{path#start#end}}         from the line holding `start` up to the line before `end`
//                              (`end` ending in `;`: through that line; empty: to the end)
//   {{path@name}}              the lines between `// #region name` and `// #endregion name`
// `node scripts/build-docs.mjs --check` fails when docs/ is out of date.
// Both fail on a code block that is not pasted from a file (every ```ts / ```js block in a
// template must hold exactly one {{…}}: a hand-written or mangled block never reaches docs/),
// on an empty paste, and when the tutorial's one-file game grows past its line budget; they
// print that game's line count.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// `--templates <dir>` and `--out <dir>` (for the script's own tests): defaults below.
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const templates = arg('--templates', join(root, 'scripts', 'doc-templates'));
const out = arg('--out', join(root, 'docs'));
const examples = join(root, 'examples');
let base = join(examples, 'crazy-eights');
const check = process.argv.includes('--check');

const dedent = (text) => {
  const lines = text.split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => l.match(/^ */)[0].length));
  return lines.map((l) => l.slice(indent)).join('\n');
};

function extract(spec, where) {
  const fail = (what) => {
    throw new Error(`${where}: {{${spec}}}: ${what}`);
  };
  if (spec.includes('@')) {
    const [path, region] = spec.split('@');
    const text = readFileSync(join(base, path), 'utf8');
    const open = `// #region ${region}\n`;
    const a = text.indexOf(open);
    const b = text.indexOf(`// #endregion ${region}`);
    if (a < 0 || b < 0) fail(`no region "${region}"`);
    return dedent(text.slice(a + open.length, text.lastIndexOf('\n', b))).trimEnd();
  }
  const [path, start, end] = spec.split('#');
  const text = readFileSync(join(base, path), 'utf8').trimEnd();
  if (start === undefined) return text;
  let i = text.indexOf(start);
  if (i < 0) fail(`"${start}" not found`);
  i = text.lastIndexOf('\n', i) + 1;
  if (!end) return text.slice(i).trimEnd();
  let j = text.indexOf(end, i + start.length);
  if (j < 0) fail(`"${end}" not found after "${start}"`);
  j = end.endsWith(';')
    ? (text.indexOf('\n', j) + 1 || text.length + 1) - 1
    : text.lastIndexOf('\n', j);
  return text.slice(i, j).trimEnd();
}

/** Code blocks of a template that are not one {{…}} paste, with their line numbers. */
function handWrittenBlocks(source) {
  const found = [];
  for (const m of source.matchAll(/^```(\w*)[^\n]*\n([\s\S]*?)^```/gm)) {
    if (!/^(ts|tsx|js|mjs|typescript|javascript)$/.test(m[1])) continue;
    if (/^\{\{[^{}]+\}\}\n$/.test(m[2])) continue;
    const line = source.slice(0, m.index).split('\n').length;
    found.push(`line ${line}: ${JSON.stringify(m[2].trim().slice(0, 60))}`);
  }
  return found;
}

// The tutorial's one-file game and its budget (the whole file: code, comments, blank lines).
const SHORT_ROAD = { file: 'src/twenty-one.ts', limit: 120 };
// The trick-taking example with its bot, and its budget (non-blank lines: code and comments).
const TRICKS = { file: 'knockout-whist/src/whist.ts', limit: 200 };

let stale = 0;
let broken = 0;
const shortRoad = readFileSync(join(base, SHORT_ROAD.file), 'utf8').trimEnd().split('\n').length;
console.log(
  `The tutorial's one-file game (examples/crazy-eights/${SHORT_ROAD.file}, with its offline bot): ${shortRoad} lines (limit ${SHORT_ROAD.limit}).`,
);
if (shortRoad > SHORT_ROAD.limit) {
  console.error(`It is over its budget by ${shortRoad - SHORT_ROAD.limit} lines.`);
  broken++;
}
const tricks = readFileSync(join(examples, TRICKS.file), 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '').length;
console.log(
  `The trick-taking example (examples/${TRICKS.file}, with its offline bot): ${tricks} non-blank lines (limit ${TRICKS.limit}).`,
);
if (tricks > TRICKS.limit) {
  console.error(`It is over its budget by ${tricks - TRICKS.limit} lines.`);
  broken++;
}
for (const file of readdirSync(templates).filter((f) => f.endsWith('.md'))) {
  const source = readFileSync(join(templates, file), 'utf8');
  base = join(examples, source.match(/^<!-- example: ([\w-]+) -->$/m)?.[1] ?? 'crazy-eights');
  for (const block of handWrittenBlocks(source)) {
    console.error(
      `scripts/doc-templates/${file}, ${block}: a code block must be one {{path…}} paste from a file that compiles (see the top of scripts/build-docs.mjs).`,
    );
    broken++;
  }
  const built = source.replace(/\{\{([\s\S]+?)\}\}/g, (_, spec) => {
    const code = extract(spec, file);
    if (!code.trim()) {
      console.error(`scripts/doc-templates/${file}: {{${spec}}} pastes nothing.`);
      broken++;
    }
    return code;
  });
  const target = join(out, file);
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {}
  if (current === built) continue;
  if (check) {
    console.error(`docs/${file} is out of date: run node scripts/build-docs.mjs`);
    stale++;
  } else {
    writeFileSync(target, built);
    console.log(`wrote docs/${file}`);
  }
}
process.exit(stale || broken ? 1 : 0);
