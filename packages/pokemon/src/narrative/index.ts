export { formatCardReference, formatCost } from './format-card-reference';
export { formatNarrativeState, type NarrativeOptions } from './format-narrative-state';
