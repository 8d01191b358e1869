import { resolve } from 'node:path';

/**
 * The directory the user ran the command in. `pnpm --filter <pkg> start` (and `npm run`) run
 * the script inside the package's folder and pass the original directory as `INIT_CWD`; it is
 * trusted only inside a package-manager script (`npm_lifecycle_event` set), so a stale
 * `INIT_CWD` in a shell does not redirect a direct `tsx src/cli.ts`.
 */
export function invocationDir(
  env: Readonly<Record<string, string | undefined>> = process.env,
  cwd: string = process.cwd(),
): string {
  return env.npm_lifecycle_event && env.INIT_CWD ? env.INIT_CWD : cwd;
}

/** A path from the command line, resolved against {@link invocationDir}. */
export function resolveUserPath(
  path: string,
  env?: Readonly<Record<string, string | undefined>>,
  cwd?: string,
): string {
  return resolve(invocationDir(env, cwd), path);
}
