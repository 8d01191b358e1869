export { type CardRegistry, cardLabel, createCardRegistry, defaultRegistry } from './registry';
