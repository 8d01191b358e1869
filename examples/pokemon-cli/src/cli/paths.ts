import { isAbsolute } from 'node:path';

/**
 * The directory the user ran the command in. `pnpm demo` and `pnpm --filter … start` run the
 * script inside the package's folder, so `process.cwd()` is that folder; pnpm (and npm) record
 * the directory they were started in as `INIT_CWD`. A nested `pnpm` inside a script resets
 * `INIT_CWD` to its own working directory, which is why the root `demo` script calls tsx
 * directly instead of `pnpm --filter`.
 */
export function invocationDir(
  env: Readonly<Record<string, string | undefined>>,
  cwd: string = process.cwd(),
): string {
  const init = env.INIT_CWD;
  return init !== undefined && isAbsolute(init) ? init : cwd;
}
