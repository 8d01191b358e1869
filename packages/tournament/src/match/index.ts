export { type PlayMatchGameOptions, playMatchGame } from './play-match-game';
