export { EmbeddingSearch, passages } from './embedding-search';
export { createHashingEmbeddingModel } from './hashing-embedding-model';
export { exactSearch, lexicalSearch } from './lexical-search';
export type { Confidence, SearchHit } from './types';
