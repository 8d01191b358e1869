import type { EmbeddingModelV3 } from '@ai-sdk/provider';

/** FNV-1a, enough to spread words over the buckets. */
function hash(word: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) {
    h ^= word.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * A tiny offline embedding model: bag of words hashed into `dimensions` buckets and
 * L2-normalized. Texts sharing words get similar vectors; it knows no synonyms. Useful for
 * tests and demos of the embedding path without a provider.
 */
export function createHashingEmbeddingModel(
  options: { dimensions?: number; onCall?: (values: string[]) => void } = {},
): EmbeddingModelV3 {
  const dimensions = options.dimensions ?? 256;
  return {
    specificationVersion: 'v3',
    provider: 'playmat-local',
    modelId: `hashing-bow-${dimensions}`,
    maxEmbeddingsPerCall: Number.POSITIVE_INFINITY,
    supportsParallelCalls: true,
    async doEmbed({ values }) {
      options.onCall?.(values);
      const embeddings = values.map((value) => {
        const vector = new Array<number>(dimensions).fill(0);
        for (const word of value.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
          vector[hash(word) % dimensions]! += 1;
        }
        const norm = Math.hypot(...vector) || 1;
        return vector.map((x) => x / norm);
      });
      return { embeddings, warnings: [] };
    },
  };
}
