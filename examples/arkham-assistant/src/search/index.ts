export { type CardHit, type CardQuery, type CardSearch, createCardSearch } from './card-search';
