// Worker threads and child processes of the tests load TypeScript sources through tsx, with the
// paths that map @playmat/* to the workspace sources. Usage: import it, then import the .ts file.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register({ tsconfig: fileURLToPath(new URL('../../tsconfig.run.json', import.meta.url)) });
