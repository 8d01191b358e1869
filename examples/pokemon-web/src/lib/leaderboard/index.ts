export { type ChartRow, type RatingChart, ratingChart, tickStep } from './chart';
export {
  type LeaderboardReport,
  type LeaderboardStanding,
  parseLeaderboard,
} from './report';
