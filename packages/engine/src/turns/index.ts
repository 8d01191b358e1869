export { seatAfter } from './seats';
