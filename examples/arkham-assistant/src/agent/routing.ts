/** The subagents the orchestrator can consult. */
export const SUBAGENTS = ['rules', 'state', 'action_space', 'scenario'] as const;
/** One subagent name. */
export type SubagentName = (typeof SUBAGENTS)[number];

/** A chat request as the HTTP API and CLI receive it. */
export interface ChatRequest {
  message: string;
  deck_id?: string;
  /** Free context: `{ goal?, owned_packs?, deck_id? }`; unknown keys are ignored. */
  context?: Record<string, unknown>;
}

/** Which subagents to consult and why. */
export interface RouteDecision {
  agents: SubagentName[];
  reasons: Partial<Record<SubagentName, string>>;
  deckId?: string;
  /** The goal for recommendations: `context.goal`, else the message. */
  goal: string;
  /** Agents that were wanted but need a deck that was not given. */
  skipped: Partial<Record<SubagentName, string>>;
}

const KEYWORDS: Record<SubagentName, RegExp> = {
  rules:
    /\b(rules?|legal|allowed|(?:can|could|may) (?:i|[\w'"]+(?: [\w'"]+)?) (?:include|take|play|use|have|put|run)|deck ?size|limit|copies|experience|xp|how does|what is|signature|weakness(es)?)\b/i,
  state:
    /\b(my deck|this deck|deck list|summar\w*|analy[sz]\w*|overview|curve|breakdown|review|valid\w*)\b/i,
  action_space:
    /\b(recommend\w*|suggest\w*|swap\w*|add|replace\w*|upgrade\w*|improve\w*|better|cut|what should|which cards?)\b/i,
  scenario:
    /\b(simulat\w*|odds|chances?|probab\w*|opening|mulligan\w*|by turn|turn \d|setup|set up|consisten\w*|how often|draws?)\b/i,
};
const NEEDS_DECK: ReadonlySet<SubagentName> = new Set(['state', 'action_space', 'scenario']);

/**
 * Routes a request by keywords and context. A deck id comes from the request, the context, or
 * a known deck id named in the message. Without any keyword match: a deck request gets State
 * and ActionSpace, anything else gets Rules. Deck-bound agents are skipped (with a reason) when
 * no deck is known.
 */
export function routeRequest(request: ChatRequest, knownDeckIds: readonly string[]): RouteDecision {
  const message = request.message;
  const ctxDeck =
    typeof request.context?.deck_id === 'string' ? request.context.deck_id : undefined;
  const named = knownDeckIds.find((id) => message.toLowerCase().includes(id.toLowerCase()));
  const deckId = request.deck_id ?? ctxDeck ?? named;
  const goal = typeof request.context?.goal === 'string' ? request.context.goal : message;

  const reasons: Partial<Record<SubagentName, string>> = {};
  for (const agent of SUBAGENTS) {
    const hit = message.match(KEYWORDS[agent]);
    if (hit) reasons[agent] = `keyword "${hit[0].toLowerCase()}"`;
  }
  if (Object.keys(reasons).length === 0) {
    if (deckId) {
      reasons.state = 'deck given, no specific question: describe it';
      reasons.action_space = 'deck given, no specific question: suggest improvements';
    } else reasons.rules = 'no deck and no specific keyword: answer from the reference notes';
  }
  // A recommendation is better with numbers behind it.
  if (reasons.action_space && deckId && !reasons.scenario) {
    reasons.scenario = 'recommendations come with a simulation summary';
  }

  const skipped: Partial<Record<SubagentName, string>> = {};
  const agents = SUBAGENTS.filter((agent) => {
    if (!reasons[agent]) return false;
    if (NEEDS_DECK.has(agent) && !deckId) {
      skipped[agent] = 'needs a deck: pass deck_id (e.g. "roland-starter")';
      delete reasons[agent];
      return false;
    }
    return true;
  });
  if (agents.length === 0) {
    agents.push('rules');
    reasons.rules = 'nothing else applies without a deck';
  }
  return { agents, reasons, ...(deckId ? { deckId } : {}), goal, skipped };
}
