import type { Action, GameState, LogEntry, PlayerId } from '@playmat/engine';
import {
  attackDamage,
  type Cards,
  IN_PLAY_ZONES,
  MULLIGAN_DRAW_PROMPT_START,
  type PokemonState,
  PRIZE_ZONES,
  PROMOTION_PROMPT,
  parseDamage,
  pokemonIn,
  zoneKey,
} from '@playmat/pokemon';

/*
 * The match log in a player's words. The engine writes one public line per step ("p1 moved
 * Basic Fire Energy from p1:hand to p1:active"); this turns each into what a player at the
 * table would say ("Player 1 attached Basic Fire Energy to Charmander"), leaves out the game's
 * bookkeeping (phases, checks, counters reset on a Knocked Out Pokémon), and adds the Knock
 * Outs the rules recorded. It reads only public lines, the action, and the names of Pokémon
 * face up in play, so it says nothing the other player may not know.
 */

/** One line of the log as a player reads it. */
export interface NarratedLine {
  /** Whose doing it was (for colour); null for the game's own announcements. */
  player: PlayerId | null;
  text: string;
  /** Lines a player watches for: a Knock Out, a coin flip, damage. */
  tone?: 'knock-out' | 'flip' | 'damage';
}

/** One executed step: the action, the states around it, its new public log lines, its result data. */
export interface NarrationStep {
  action: Action;
  before: GameState<PokemonState>;
  after: GameState<PokemonState>;
  lines: readonly LogEntry[];
  data?: unknown;
}

/** How the narrator names things. */
export interface Narrator {
  /** A player's name, e.g. `Player 1`. */
  name: (player: PlayerId) => string;
  cards: Cards;
}

const ZONE =
  /\b(\w+):(active|bench_\d|hand|deck|discard|lost_zone|prizes_\d)\b|\bstaging\b|\bstadium\b/g;

/** `p1:bench_2` → `{ owner: 'p1', zone: 'bench_2' }`; shared zones have no owner. */
function parseZone(key: string): { owner: string | null; zone: string } {
  const i = key.indexOf(':');
  return i < 0 ? { owner: null, zone: key } : { owner: key.slice(0, i), zone: key.slice(i + 1) };
}

const isInPlay = (zone: string) => zone === 'active' || zone.startsWith('bench_');

/** A zone in words, from `player`'s side: "their Bench", "Player 2's discard pile". */
export function zoneWords(key: string, actor: PlayerId | null, n: Narrator): string {
  const { owner, zone } = parseZone(key);
  const base =
    zone === 'active'
      ? 'Active Spot'
      : zone.startsWith('bench_')
        ? 'Bench'
        : zone.startsWith('prizes_')
          ? 'Prize cards'
          : zone === 'discard'
            ? 'discard pile'
            : zone === 'lost_zone'
              ? 'Lost Zone'
              : zone === 'staging'
                ? 'table'
                : zone;
  if (owner === null) return `the ${base}`;
  return owner === actor ? `their ${base}` : `${n.name(owner)}'s ${base}`;
}

/** Replaces player ids and zone keys in free text (a result's reason, a prompt). */
export function inPlayerWords(text: string, n: Narrator, players: readonly PlayerId[]): string {
  let out = text.replace(ZONE, (m) => zoneWords(m, null, n));
  for (const p of players) out = out.replace(new RegExp(`\\b${p}\\b`, 'g'), n.name(p));
  return out;
}

const CONDITION_WORDS: Record<string, string> = {
  asleep: 'Asleep',
  burned: 'Burned',
  confused: 'Confused',
  paralyzed: 'Paralyzed',
  poisoned: 'Poisoned',
};

/** The name of the Pokémon face up in `zone` in `state` (never during setup: they are face down). */
function monIn(state: GameState<PokemonState>, zone: string, n: Narrator): string | undefined {
  if (state.plugin.stage === 'setup') return undefined;
  return pokemonIn(n.cards, state, zone)?.card.name;
}

/** Text of a decision option as a player reads it: `#12 Pawmi` → `Pawmi`, `p1:bench_2 X (…)` → `X`. */
export function optionWords(option: string): string {
  const card = /^#\d+ (.+)$/.exec(option);
  if (card) return card[1]!;
  const mon = /^\w+:(?:active|bench_\d) (.+?)(?: \(\d+\/\d+ HP\))?$/.exec(option);
  if (mon) return mon[1]!;
  return option;
}

/** The lines a player reads for one executed step (possibly none). */
export function narrate(step: NarrationStep, n: Narrator): NarratedLine[] {
  const { action, before, after } = step;
  const out: NarratedLine[] = [];
  const say = (player: PlayerId | null, text: string, tone?: NarratedLine['tone']) =>
    out.push(tone ? { player, text, tone } : { player, text });
  const knockOuts = after.plugin.knockouts.slice(
    Math.max(0, after.plugin.knockouts.length - newKnockOutCount(before, after)),
  );
  let prizesSetAside = 0;
  /** Damage added in this step so far, by zone (a step may damage a Pokémon twice). */
  const addedIn = new Map<string, number>();
  /** Cards revealed on their way from a deck to a hand: said with the move. */
  const revealed: string[] = [];

  for (const l of step.lines) {
    const who = l.player;
    const me = n.name(who);
    const msg = l.message.startsWith(`${who} `) ? l.message.slice(who.length + 1) : l.message;
    const effect = effectPrefix(l);
    const plural = (k: string) => `card${k === '1' ? '' : 's'}`;
    // Each engine line shape, and what a player says for it (first match wins).
    const lineRules: [RegExp, (m: RegExpExecArray) => void][] = [
      [
        /^flipped (?:a coin|(\d+) coins): (.+)$/,
        (m) => {
          const faces = m[2]!.split(', ').map((f) => f[0]!.toUpperCase() + f.slice(1));
          const first = after.plugin.firstPlayer;
          if (before.plugin.firstPlayer === null && first !== null)
            say(null, `Coin flip: ${faces.join(', ')} — ${n.name(first)} goes first.`, 'flip');
          else {
            const what = m[1] ? `flipped ${m[1]} coins` : 'flipped a coin';
            say(who, `${effect}${me} ${what}: ${faces.join(', ')}.`, 'flip');
          }
        },
      ],
      [/^shuffled (\S+)$/, (m) => say(who, `${effect}${me} shuffled ${zoneWords(m[1]!, who, n)}.`)],
      [
        /^drew (\d+) cards?$/,
        (m) => {
          if (action.type === 'resolve_decision' && isMulliganDraw(step))
            say(who, `${me} drew ${m[1]} extra ${plural(m[1]!)} for the opponent's mulligans.`);
          else say(who, `${effect}${me} drew ${m[1] === '1' ? 'a card' : `${m[1]} cards`}.`);
        },
      ],
      [
        /^took a mulligan and drew (\d+) cards?$/,
        (m) =>
          say(who, `${me} took a mulligan: shuffled the hand back and drew ${m[1]} new cards.`),
      ],
      [
        /^revealed (.+)$/,
        (m) => {
          if (action.type === 'reveal_hand')
            say(who, `${me} has no Basic Pokémon and reveals their hand: ${m[1]}.`);
          else if (
            step.lines.some((x) => /^\w+ moved a card from \w+:deck to \w+:hand$/.test(x.message))
          )
            revealed.push(m[1]!);
          else say(who, `${effect}${me} revealed ${m[1]}.`);
        },
      ],
      [/^moved (.+?) from (\S+) to (\S+)$/, (m) => moveLine(m[1]!, m[2]!, m[3]!)],
      [
        /^swapped (\S+) and (\S+)$/,
        (m) => {
          const firstActive = parseZone(m[1]!).zone === 'active';
          const a = monIn(before, m[1]!, n);
          const b = monIn(before, m[2]!, n);
          const active = firstActive ? b : a;
          const benched = firstActive ? a : b;
          const owner = parseZone(m[1]!).owner ?? who;
          if (action.type === 'declare_action' && action.kind === 'retreat')
            say(
              who,
              `${me} retreated ${benched ?? 'their Active Pokémon'}; ${active ?? 'a Benched Pokémon'} is now Active.`,
            );
          else
            say(
              who,
              `${effect}${n.name(owner)}'s ${active ?? 'Benched Pokémon'} switched in for ${benched ?? 'the Active Pokémon'}.`,
            );
        },
      ],
      [
        /^(added|removed) (\d+): damage on (.+) is now (\d+)$/,
        (m) => {
          if (m[1] === 'added')
            say(
              who,
              `${effect}${m[3]} took ${m[2]} damage${weaknessWords(m[3]!, Number(m[2]))} (${damageInAll(m[3]!, Number(m[2]), Number(m[4]))} in all).`,
              'damage',
            );
          else say(who, `${effect}${m[3]} was healed of ${m[2]} damage.`);
        },
      ],
      [
        /^set a counter: (\w+) on (.+) is now (\d+)$/,
        (m) => {
          // Damage set back to 0 is a Knocked Out Pokémon leaving play: the Knock Out line says it.
          const words = CONDITION_WORDS[m[1]!];
          if (words)
            say(who, m[3] === '0' ? `${m[2]} is no longer ${words}.` : `${m[2]} is now ${words}.`);
        },
      ],
      [
        /^turned (.+) face up in (\S+)$/,
        (m) => {
          const where = parseZone(m[2]!).zone === 'active' ? 'Active Pokémon' : 'Benched Pokémon';
          say(who, `${me}'s ${where}: ${m[1]}.`);
        },
      ],
      [
        /^changed who can see a card in (\S+)$/,
        (m) => {
          const where =
            parseZone(m[1]!).zone === 'active' ? 'in their Active Spot' : 'on their Bench';
          say(who, `${me} put a Pokémon face down ${where}.`);
        },
      ],
      [/^declared (\w+)(?: with (.+?))?(?: on .+)?$/, (m) => declared(m[1]!, m[2])],
      [/^chose (.+)$/, (m) => chose(m[1]!)],
      [
        /^looked at (\d+) cards? from the (\w+) of (\S+)$/,
        (m) =>
          say(
            who,
            `${effect}${me} looked at ${m[1]} ${plural(m[1]!)} from the ${m[2]} of ${zoneWords(m[3]!, who, n)}.`,
          ),
      ],
      [/^searched (\S+)$/, (m) => say(who, `${effect}${me} searched ${zoneWords(m[1]!, who, n)}.`)],
      // A decision being asked (the dialog shows it), a private answer (what it moved follows),
      // the turn passing (the turn marker says it), the end (the result line says it).
      [/^(must decide|answered|ended|moved to the|won|placed|rearranged)\b/, () => {}],
    ];
    const rule = lineRules.find(([re]) => re.test(msg));
    if (rule) rule[1](rule[0].exec(msg)!);
    else say(who, `${effect}${inPlayerWords(l.message, n, after.players)}`);
  }
  if (prizesSetAside > 0 && action.type === 'move_card' && /:prizes_6$/.test(action.to)) {
    const p = action.player;
    say(p, `${n.name(p)} set aside ${PRIZES} Prize cards.`);
  }
  for (const name of revealed)
    say(action.player, `${effectName()}${n.name(action.player)} revealed ${name}.`);
  for (const line of knockOuts) {
    const k = /^(\w+)'s (.+) was Knocked Out; (\w+) took (\d+) Prize cards?$/.exec(line);
    if (!k) continue;
    const count = Number(k[4]);
    say(
      k[3]!,
      `${n.name(k[1]!)}'s ${k[2]} was Knocked Out — ${n.name(k[3]!)} takes ${count === 1 ? 'a Prize card' : `${count} Prize cards`}.`,
      'knock-out',
    );
  }
  return out;

  /**
   * " with Weakness ×2" (or Resistance -30) when an attack's printed damage to the Defending
   * Pokémon was changed by them, as the rules' own damage steps work it out. Said only when
   * those steps give exactly the damage done, so damage an attack's text does in another way
   * (damage counters, "50 damage to 1 of your opponent's Pokémon") is never said to be.
   */
  function weaknessWords(name: string, amount: number): string {
    if (action.type !== 'declare_action' || action.kind !== 'attack') return '';
    const attacker = pokemonIn(n.cards, before, zoneKey(action.player, 'active'));
    const opponent = before.players.find((p) => p !== action.player);
    const defender = opponent && pokemonIn(n.cards, before, zoneKey(opponent, 'active'));
    if (!attacker || !defender || defender.card.name !== name) return '';
    const used = (action.details as { attack?: unknown } | undefined)?.attack;
    const printed = attacker.card.attacks.find((a) => a.name === used)?.damage ?? '';
    const parsed = /^\d+$/.test(printed.trim()) ? parseDamage(printed) : null;
    if (!parsed) return '';
    const worked = attackDamage(n.cards, before, attacker, defender, parsed.base);
    if (worked.damage !== amount) return '';
    const words = worked.notes.flatMap((note) => {
      const m = /^(weakness|resistance) \S+ (.+)$/.exec(note);
      return m ? [`${m[1] === 'weakness' ? 'Weakness' : 'Resistance'} ${m[2]}`] : [];
    });
    return words.length > 0 ? ` with ${words.join(' and ')}` : '';
  }

  /**
   * The damage on the whole Pokémon after `amount` more: the engine's line counts the top card
   * only, but damage on an earlier Stage stays with the Pokémon when it evolves. The Pokémon is
   * the one in play named `name` whose top card had `value - amount` (when two match: the
   * opponent's before the actor's, the Active Pokémon before the Bench).
   */
  function damageInAll(name: string, amount: number, value: number): number {
    const players = [...after.players].sort(
      (a, b) => Number(a === action.player) - Number(b === action.player),
    );
    for (const zone of players.flatMap((p) => IN_PLAY_ZONES.map((z) => zoneKey(p, z)))) {
      const mon = pokemonIn(n.cards, before, zone);
      if (!mon || mon.card.name !== name) continue;
      const top = before.cards[mon.top]?.counters.damage ?? 0;
      if (top + (addedIn.get(zone) ?? 0) !== value - amount) continue;
      addedIn.set(zone, (addedIn.get(zone) ?? 0) + amount);
      return mon.damage + (addedIn.get(zone) ?? 0);
    }
    return value;
  }

  function moveLine(what: string, fromKey: string, toKey: string) {
    const actor = action.player;
    const me = n.name(actor);
    const from = parseZone(fromKey);
    const to = parseZone(toKey);
    const card = what;
    const many = /^(\d+) cards?$/.exec(what);
    if (to.zone.startsWith('prizes_') && from.zone === 'deck') {
      prizesSetAside++;
      return;
    }
    // A Prize card taken, a Knocked Out Pokémon and its cards going to the discard pile, the
    // Trainer being played going to the table and back: the Knock Out line and the "played"
    // line say these.
    if (from.zone.startsWith('prizes_') && to.zone === 'hand') return;
    if (many && isInPlay(from.zone) && to.zone === 'discard' && knockOuts.length > 0) return;
    if (toKey === 'staging' || fromKey === 'staging') return;
    // Setup: the face-down placement says it.
    if (what === 'a card' && from.zone === 'hand' && before.plugin.stage === 'setup') return;
    if (from.zone === 'deck' && to.zone === 'hand' && what === 'a card' && revealed.length > 0) {
      say(actor, `${effectName()}${me} put ${revealed.shift()} from their deck into their hand.`);
      return;
    }
    if (from.zone === 'hand' && toKey === 'stadium') return; // "played" says it
    if (many && isInPlay(from.zone) && to.zone === 'active' && isPromotion()) return;
    const owner = to.owner ?? from.owner ?? actor;
    if (from.zone === 'hand' && isInPlay(to.zone)) {
      const target = monIn(before, toKey, n);
      const spot = to.zone === 'active' ? 'Active' : 'Benched';
      if (action.type === 'declare_action' && action.kind === 'play_trainer') {
        say(actor, `${me} attached ${card} to ${target ?? `their ${spot} Pokémon`}.`);
      } else if (target && isEnergyName(card)) {
        say(actor, `${me} attached ${card} to ${target}${spot === 'Active' ? ' (Active)' : ''}.`);
      } else if (target) {
        say(actor, `${me} evolved ${target} into ${card}.`);
      } else {
        say(
          actor,
          `${me} played ${card} ${to.zone === 'active' ? 'as their Active Pokémon' : 'to their Bench'}.`,
        );
      }
      return;
    }
    if (isInPlay(to.zone) && !isInPlay(from.zone)) {
      const target = monIn(before, toKey, n);
      const src = zoneWords(fromKey, owner, n);
      if (target)
        say(owner, `${effectName()}${n.name(owner)} attached ${card} from ${src} to ${target}.`);
      else
        say(
          owner,
          `${effectName()}${n.name(owner)} put ${card} from ${src} onto their ${to.zone === 'active' ? 'Active Spot' : 'Bench'}.`,
        );
      return;
    }
    if (isInPlay(from.zone) && to.zone === 'discard') {
      const mon = monIn(before, fromKey, n);
      const whose = from.owner && from.owner !== actor ? `${n.name(from.owner)}'s ` : '';
      say(
        actor,
        `${effectName()}${me} discarded ${card}${mon && mon !== card ? ` from ${whose}${mon}` : ''}.`,
      );
      return;
    }
    if (from.zone === 'hand' && to.zone === 'discard') {
      say(owner, `${effectName()}${n.name(owner)} discarded ${card} from their hand.`);
      return;
    }
    const src = zoneWords(fromKey, owner, n);
    const dst = zoneWords(toKey, owner, n);
    say(owner, `${effectName()}${n.name(owner)} moved ${card} from ${src} to ${dst}.`);
  }

  function effectName(): string {
    const l = step.lines.find((x) => x.effect);
    return l ? effectPrefix(l) : '';
  }

  /** "Nest Ball: " for a Trainer's doing; nothing for a Pokémon's (its "used …" line came first). */
  function effectPrefix(l: LogEntry): string {
    if (!l.effect) return '';
    const template = after.cards[l.effect.card]?.templateId;
    const card = template ? n.cards.getTemplate(template) : undefined;
    if (card && (card as { supertype?: string }).supertype === 'Pokémon') return '';
    return `${l.effect.name.replace(/ \(#\d+\)$/, '')}: `;
  }

  function declared(kind: string, card: string | undefined) {
    const actor = action.player;
    const me = n.name(actor);
    const details =
      action.type === 'declare_action'
        ? (action.details as Record<string, unknown> | undefined)
        : undefined;
    switch (kind) {
      case 'play_trainer':
        // A Tool (or an Item that stays attached) says where it went instead.
        if (
          card &&
          step.lines.some(
            (x) =>
              x.message.startsWith(`${actor} moved ${card} from ${actor}:hand to ${actor}:`) &&
              /:(active|bench_\d)$/.test(x.message),
          )
        )
          return;
        say(actor, `${me} played ${card ?? 'a Trainer card'}.`);
        return;
      case 'attack': {
        const attack = typeof details?.attack === 'string' ? details.attack : 'an attack';
        say(actor, `${card ?? me} used ${attack}.`);
        return;
      }
      case 'ability': {
        const ability = typeof details?.ability === 'string' ? details.ability : 'its Ability';
        say(actor, `${card ?? me} used ${ability}.`);
        return;
      }
      case 'use_stadium':
        say(actor, `${me} used the Stadium ${card ?? ''}.`.replace(' .', '.'));
        return;
      case 'setup_done':
        say(actor, `${me} is ready.`);
        return;
      default:
        // retreat (the switch line says it), check_knock_outs, finish_effect, setup_complete:
        // the game's own steps.
        return;
    }
  }

  function chose(answer: string) {
    const actor = action.player;
    const me = n.name(actor);
    const prompt = step.action.type === 'resolve_decision' ? decisionPrompt() : '';
    if (prompt === PROMOTION_PROMPT) {
      const zone = answer.split(' ')[0]!;
      const mon = monIn(before, zone, n) ?? optionWords(answer);
      say(actor, `${me} sent out ${mon} as their new Active Pokémon.`);
      return;
    }
    if (prompt.startsWith(MULLIGAN_DRAW_PROMPT_START)) return; // the draw line says it
    const names = answer.split(/, (?=#\d+ |\w+:(?:active|bench_\d))/).map((o) => {
      const zone = /^(\w+:(?:active|bench_\d))$/.exec(o);
      return zone
        ? (monIn(before, zone[1]!, n) ?? o)
        : optionWords(o.replace(/ on \w+:(?:active|bench_\d) (.+?)(?: \(.*\))?$/, ' for $1'));
    });
    const source = prompt.includes(':') ? `${prompt.slice(0, prompt.indexOf(':'))}: ` : '';
    say(actor, `${source}${me} chose ${names.join(', ')}.`);
  }

  function decisionPrompt(): string {
    const d = (step.data as { decision?: { prompt?: string } } | undefined)?.decision;
    return d?.prompt ?? before.pendingDecision?.prompt ?? '';
  }

  function isPromotion(): boolean {
    return decisionPrompt() === PROMOTION_PROMPT;
  }
}

const PRIZES = PRIZE_ZONES.length;

function isMulliganDraw(step: NarrationStep): boolean {
  return (step.before.pendingDecision?.prompt ?? '').startsWith(MULLIGAN_DRAW_PROMPT_START);
}

function isEnergyName(name: string): boolean {
  return / Energy$/.test(name);
}

/** How many Knock Out lines this step added (the list keeps only the latest few). */
function newKnockOutCount(before: GameState<PokemonState>, after: GameState<PokemonState>): number {
  const a = before.plugin.knockouts;
  const b = after.plugin.knockouts;
  if (a === b) return 0;
  // The list is a window: find the longest suffix of `a` that is a prefix of `b`.
  for (let overlap = Math.min(a.length, b.length); overlap >= 0; overlap--) {
    let same = true;
    for (let i = 0; i < overlap; i++)
      if (a[a.length - overlap + i] !== b[i]) {
        same = false;
        break;
      }
    // The hook only rewrites the list to add lines: a full window of equal lines still grew.
    if (same) return Math.max(1, b.length - overlap);
  }
  return b.length;
}
