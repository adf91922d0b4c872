/**
 * What the page holds of a schema: its name in the checker's registry (registry.ts), typed with what
 * it accepts. The schemas themselves, and the schema library, live only in the checker's worker: the
 * page never evaluates them, so that cost is never a task on its main thread.
 */
export interface SchemaRef<T> {
  readonly key: string;
  /** The type of what passes: a type-level property, as on arktype's own types (never read at run time). */
  readonly infer: T;
}

/** A group of schemas (an object of them), as refs, with the same names and types. */
export type RefsOf<Group> = {
  readonly [Name in keyof Group]: Group[Name] extends { infer: infer T } ? SchemaRef<T> : never;
};

/**
 * Refs to every schema of one group of the registry. Each ref is made on first use and kept, so the
 * same name is always the same object (it can key a map, or be compared).
 */
export function refsOf<Group>(group: string): RefsOf<Group> {
  const made = new Map<string, SchemaRef<unknown>>();
  return new Proxy({} as RefsOf<Group>, {
    get(_target, name) {
      if (typeof name !== 'string') return undefined;
      let ref = made.get(name);
      if (!ref) {
        ref = Object.freeze({ key: `${group}.${name}` }) as SchemaRef<unknown>;
        made.set(name, ref);
      }
      return ref;
    },
  });
}
