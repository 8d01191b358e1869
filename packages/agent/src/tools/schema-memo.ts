/**
 * A memo of tool input schemas: `schema('draw', () => z.object({ … }))` builds the schema the
 * first time and returns that same object after. Tool sets are made per context (each tool's
 * `execute` closes over its run's context), but a zod schema costs far more to build than the
 * tool around it — rebuilt at every turn, the schemas were a fifth of a bot game's CPU, and
 * their garbage and fresh closures kept the garbage collector and the JIT busy on other cores.
 * A schema must not depend on the context: it is built once for every context.
 */
export function schemaMemo(): <T>(name: string, build: () => T) => T {
  const built = new Map<string, unknown>();
  return <T>(name: string, build: () => T): T => {
    if (!built.has(name)) built.set(name, build());
    return built.get(name) as T;
  };
}
