/** The page's localStorage, or undefined where there is none (Node, a worker). */
export function localStore(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

/** Reads and parses a JSON value from storage; anything unreadable is undefined, never an exception. */
export function readJson(storage: Storage | undefined, key: string): unknown {
  try {
    const text = storage?.getItem(key);
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}
