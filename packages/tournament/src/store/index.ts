export { FileWriteError, writeFileDurably } from './durable-write';
export {
  type OpenTournamentStoreOptions,
  openTournamentStore,
  type TournamentStore,
} from './sqlite-store';
export { nodeFiles, type StoreFileStat, type StoreFiles } from './store-files';
