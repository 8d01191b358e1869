#!/usr/bin/env node
// Builds the guides in docs/ from scripts/doc-templates/, pasting code from files that compile
// and run in the repository, so the guides never show code that does not work.
//   {{path}}                   the whole file (path relative to examples/crazy-eights/)
//   {{path#start#end}}         from the line holding `start` up to the line before `end`
//                              (`end` ending in `;`: through that line; empty: to the end)
//   {{path@name}}              the lines between `// #region name` and `// #endregion name`
// `node scripts/build-docs.mjs --check` fails when docs/ is out of date.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const templates = join(root, 'scripts', 'doc-templates');
const base = join(root, 'examples', 'crazy-eights');
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

let stale = 0;
for (const file of readdirSync(templates).filter((f) => f.endsWith('.md'))) {
  const source = readFileSync(join(templates, file), 'utf8');
  const built = source.replace(/\{\{([\s\S]+?)\}\}/g, (_, spec) => extract(spec, file));
  const target = join(root, 'docs', file);
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
process.exit(stale ? 1 : 0);
