import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { build } from 'vite';

/** The package folder. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Where screenshots go (git-ignored). */
export const RESULTS = join(ROOT, 'test-results');
/** Debian's Chromium (never a test tool's own download); `PLAYMAT_CHROMIUM` overrides the path. */
export const CHROMIUM = process.env.PLAYMAT_CHROMIUM ?? '/usr/bin/chromium';

const LAUNCH_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Builds the app into `dist` with the package's own vite config. */
export async function buildApp(): Promise<string> {
  const outDir = join(ROOT, 'dist');
  await build({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** A tiny static server for `dir` on 127.0.0.1 and a free port. */
export async function serveStatic(
  dir: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const root = resolve(dir);
  const server: Server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = normalize(join(root, path));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    try {
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

/** A fresh Chromium with an empty profile; fails loudly when Chromium is not installed. */
export async function launchBrowser(): Promise<{
  context: BrowserContext;
  close: () => Promise<void>;
}> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}. The browser tests need Debian's chromium package: ` +
        'run `apt-get update && apt-get install -y chromium` (as root) and try again.',
    );
  }
  const userDataDir = await mkdtemp(join(tmpdir(), 'pokemon-web-e2e-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    args: LAUNCH_ARGS,
    headless: true,
    viewport: { width: 1366, height: 900 },
  });
  return {
    context,
    close: async () => {
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Saves a screenshot as `test-results/<name>.png`: the whole page, or only the window
 * (`fullPage: false`) when what matters is what is on screen (a sheet fixed over the board).
 */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<string> {
  const path = join(RESULTS, `${name}.png`);
  await page.screenshot({ path, fullPage });
  return path;
}

/** Collects page errors and console errors, so a test can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return errors;
}
