#!/usr/bin/env node
// Package READMEs are shown on the registry's package page, where a relative link such as
// `../../docs/engine.md` leads nowhere. Every link in them must be absolute, built from the
// `repository` URL of the package's own package.json (`<repository>/blob/main/<path>`), and
// point to a file (and heading) that exists in this checkout. Each README also says how to use
// the package from a checkout before a version is published: a link to that section of the
// getting-started guide, within a few lines after its `npm install` block.
// Usage: node scripts/check-package-readmes.mjs  (check:pack runs it too)
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const PUBLISHED = ['engine', 'agent', 'pokemon', 'tournament'];
/** The guide's section on using the packages before they are published. */
const CHECKOUT_SECTION = 'docs/getting-started.md#before-they-are-published-from-a-checkout';

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- ]/gu, '')
    .replace(/ /g, '-');

/** Problems with the README links of `packages/<name>`; empty when all is well. */
export function readmeLinkProblems(name) {
  const dir = join(root, 'packages', name);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const repo = manifest.repository;
  const problems = [];
  if (!repo?.url || repo.directory !== `packages/${name}`) {
    problems.push(
      `packages/${name}/package.json: "repository" needs a url and "directory": "packages/${name}".`,
    );
    return problems;
  }
  const base = `${repo.url.replace(/^git\+/, '').replace(/\.git$/, '')}/blob/main/`;
  const readme = readFileSync(join(dir, 'README.md'), 'utf8');
  const checkout = `${base}${CHECKOUT_SECTION}`;
  const install = readme.indexOf('npm install ');
  const note = readme.indexOf(checkout);
  if (install < 0 || note < install || readme.slice(install, note).split('\n').length > 8) {
    problems.push(
      `packages/${name}/README.md: after its \`npm install\` block, say how to use a checkout before a version is published (a link to ${checkout}, as the other package READMEs do).`,
    );
  }
  for (const [, target] of readme.matchAll(/\]\(([^)\s]+)\)/g)) {
    const where = `packages/${name}/README.md: ${target}`;
    if (target.startsWith('#')) continue;
    if (!/^https?:\/\//.test(target)) {
      problems.push(`${where} is relative; write ${base}<path> (it is read on the package page).`);
      continue;
    }
    if (!target.startsWith(base)) {
      if (/github\.com/.test(target))
        problems.push(`${where} does not start with the repository URL ${base}.`);
      continue;
    }
    const [path, anchor] = target.slice(base.length).split('#');
    const file = join(root, path);
    if (!existsSync(file)) {
      problems.push(`${where}: no ${path} in the repository.`);
      continue;
    }
    if (anchor && path.endsWith('.md')) {
      const headings = [...readFileSync(file, 'utf8').matchAll(/^#+ (.+)$/gm)].map((m) =>
        slug(m[1]),
      );
      if (!headings.includes(anchor)) problems.push(`${where}: ${path} has no heading #${anchor}.`);
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = PUBLISHED.flatMap(readmeLinkProblems);
  if (problems.length) {
    console.error(`Package READMEs:\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log(`Package README links and checkout notes OK (${PUBLISHED.length} packages).`);
}
