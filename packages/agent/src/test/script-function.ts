import type { Script } from './scripted-model';

/**
 * A script written as a function of the call: `createScriptedModel(fn)` calls it for every
 * request and replies with what it returns. Type a script kept in its own variable with it.
 */
export type ScriptFunction = Extract<Script, (...args: never[]) => unknown>;

/** What a {@link ScriptFunction} is given for each call: the prompt, the step (1 first) and the tool names. */
export type ScriptInput = Parameters<ScriptFunction>[0];
