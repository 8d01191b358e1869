import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';

// Test-only helpers (this file is not published): the checker behind no-node-builtins.test.ts.

const builtins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
const NODE_GLOBALS = ['process.', 'Buffer.', '__dirname', '__filename', 'require('];

/** Every file under `dir` whose name passes `keep`. */
export function files(dir: string, keep: (f: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name), keep) : keep(e.name) ? [join(dir, e.name)] : [],
  );
}

/** A published source: TypeScript that is neither a test nor a test helper. */
export const isPublishedSource = (f: string) =>
  f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.includes('.helpers.');

/** The module specifiers a file imports or re-exports (static, dynamic and `require`). */
export function specifiers(code: string): string[] {
  const out: string[] = [];
  const re =
    /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|require\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;
  for (const m of code.matchAll(re)) out.push((m[1] ?? m[2] ?? m[3] ?? m[4]) as string);
  return out;
}

/** `file: imports node:fs` / `file: uses process.` lines for every offence, paths relative to `root`. */
export function offenders(paths: readonly string[], root: string): string[] {
  const bad: string[] = [];
  for (const p of paths) {
    const code = readFileSync(p, 'utf8');
    const name = relative(root, p);
    for (const s of specifiers(code))
      if (builtins.has(s) || s.startsWith('node:')) bad.push(`${name}: imports ${s}`);
    const withoutComments = code.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '');
    for (const g of NODE_GLOBALS) if (withoutComments.includes(g)) bad.push(`${name}: uses ${g}`);
  }
  return bad;
}

function resolveRelative(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec.replace(/\.js$/, ''));
  for (const candidate of [`${base}.ts`, join(base, 'index.ts'), base])
    if (existsSync(candidate) && candidate.endsWith('.ts')) return candidate;
  return undefined;
}

/**
 * Every module reachable from the entry files through relative imports: what a bundler would
 * put in the published build. Unresolvable relative imports are returned as `missing`.
 */
export function reachable(entries: readonly string[]): { modules: string[]; missing: string[] } {
  const seen = new Set<string>();
  const missing: string[] = [];
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const s of specifiers(readFileSync(file, 'utf8'))) {
      if (!s.startsWith('.')) continue;
      const target = resolveRelative(file, s);
      if (target === undefined) missing.push(`${file} -> ${s}`);
      else queue.push(target);
    }
  }
  return { modules: [...seen].sort(), missing };
}

/**
 * The whole check for one source tree: every published source file, and every module the
 * published entries reach (even one named like a test helper), is free of Node built-ins.
 */
export function checkTree(srcDir: string, entries: readonly string[]): string[] {
  const sources = files(srcDir, isPublishedSource);
  const graph = reachable(entries.map((e) => join(srcDir, e)));
  const all = [...new Set([...sources, ...graph.modules])];
  return [...graph.missing.map((m) => `unresolved import ${m}`), ...offenders(all, srcDir)];
}
