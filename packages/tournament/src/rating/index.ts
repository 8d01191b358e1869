export { type GlickoSettings, glickoRatings, type Rating, wilsonInterval } from './ratings';
