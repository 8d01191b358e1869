// Worker threads do not inherit the parent's module hooks: register tsx here (with the
// tsconfig that maps @playmat/* to the workspace sources), then load the TypeScript worker.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register({ tsconfig: fileURLToPath(new URL('../../tsconfig.run.json', import.meta.url)) });
await import('./game-worker.ts');
