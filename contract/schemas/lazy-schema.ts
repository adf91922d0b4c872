/**
 * Schemas are built on first use, not when the module that declares them loads: the checker's
 * worker (lib/check) then builds only the schemas of what it is asked to check, so its first answer
 * comes sooner, and the reference backend only what its routes use.
 *
 * `lazySchema(() => type({...}))` stands for the schema it builds: call it to validate, read its
 * properties, call its methods (`.array()`, `.or()`, `.get()`, `.allows()` ...), or put it into
 * another definition. The first of these builds it, once; its type is the built schema's.
 */

/** A method read from the schema, bound to it, so `this` inside arktype is always the real node. */
function methodOf(target: object, key: PropertyKey): ((...args: unknown[]) => unknown) | undefined {
  if (Object.hasOwn(target, key)) return undefined;
  for (let proto = Object.getPrototypeOf(target); proto; proto = Object.getPrototypeOf(proto)) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, key);
    if (descriptor) return typeof descriptor.value === 'function' ? descriptor.value : undefined;
  }
  return undefined;
}

export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = () => (built ??= build());
  const bound = new Map<PropertyKey, unknown>();
  // The proxy's target is a function of no arguments, and calling it without arguments answers the
  // built schema: arktype resolves such a function ("thunk") in a definition by calling it, so a
  // lazy schema composed into another (`type({ user: userSchema })`, `.or(userSchema)`) becomes
  // the real schema there, never this stand-in. Validating always passes the value, even undefined.
  return new Proxy(schema, {
    apply: (_target, thisArg, args: unknown[]) =>
      args.length === 0 ? schema() : Reflect.apply(schema() as (...a: unknown[]) => unknown, thisArg, args),
    get(target, key) {
      if (key === 'length') return target.length;
      const real = schema();
      if (bound.has(key)) return bound.get(key);
      const method = methodOf(real, key);
      if (!method) return Reflect.get(real, key, real);
      const call = method.bind(real);
      bound.set(key, call);
      return call;
    },
    has: (_target, key) => Reflect.has(schema(), key),
  }) as unknown as T;
}
