export { costOf, defaultPriceTable, type ModelPrice, type PriceTable, priceFor } from './price';
export {
  MODEL_PROVIDERS,
  type ModelProviderName,
  type ResolveModelOptions,
  resolveModel,
} from './resolve-model';
