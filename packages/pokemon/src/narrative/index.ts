export { formatCardReference, formatCost } from './format-card-reference';
