import { workspaceE2eConfig } from '../../vitest.shared.ts';

// The CLI as a subprocess: its streams, exit codes and signals, worker threads, pnpm's INIT_CWD.
export default workspaceE2eConfig;
