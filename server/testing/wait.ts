/** Resolves with the value an event delivers, or fails after `ms`; tests await conditions, never sleep. */
export function waitFor<T>(
  description: string,
  subscribe: (resolve: (value: T) => void, reject: (error: Error) => void) => void,
  ms = 5000,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`timed out after ${ms} ms waiting for ${description}`)),
      ms,
    );
    subscribe(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
