// The glicko2 package ships no types; this is the part of its API used here.
declare module 'glicko2' {
  interface Glicko2Player {
    getRating(): number;
    getRd(): number;
    getVol(): number;
  }
  class Glicko2 {
    constructor(settings?: { tau?: number; rating?: number; rd?: number; vol?: number });
    makePlayer(rating?: number, rd?: number, vol?: number): Glicko2Player;
    updateRatings(matches: [Glicko2Player, Glicko2Player, number][]): void;
  }
  const glicko2: { Glicko2: typeof Glicko2 };
  export default glicko2;
}
