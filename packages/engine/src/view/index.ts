export { canSee, canSeeCard } from '../state/visibility';
export { type CardView, type GameView, view, type ZoneView } from './view';
