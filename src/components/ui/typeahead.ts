/** Keys typed within this long of each other build one search; a pause starts a new one. */
export const TYPEAHEAD_RESET_MS = 1000;

export interface TypeaheadState {
  query: string;
  at: number;
}

export const initialTypeahead: TypeaheadState = { query: '', at: Number.NEGATIVE_INFINITY };

/**
 * Where a typed character moves a list, as native selects do: the letters typed so far match the
 * start of a label, searching on from the current option and wrapping around. Pressing one letter
 * repeatedly cycles through the labels starting with it. `index` is -1 when nothing matches.
 */
export function typeahead(
  state: TypeaheadState,
  key: string,
  now: number,
  labels: readonly string[],
  current: number,
): { state: TypeaheadState; index: number } {
  const query = (now - state.at > TYPEAHEAD_RESET_MS ? '' : state.query) + key.toLocaleLowerCase();
  const next = { query, at: now };
  const repeated = query.length > 1 && [...query].every((char) => char === query[0]);
  const needle = repeated ? query.slice(0, 1) : query;
  // A fresh single letter looks past the current option; a longer prefix may still fit the current one.
  const start = needle.length === 1 ? current + 1 : Math.max(current, 0);
  for (let step = 0; step < labels.length; step += 1) {
    const index = (((start + step) % labels.length) + labels.length) % labels.length;
    if (labels[index]?.toLocaleLowerCase().startsWith(needle)) return { state: next, index };
  }
  return { state: next, index: -1 };
}

/** True while a search is under way, so a space belongs to it ("United K…") instead of choosing. */
export const isTyping = (state: TypeaheadState, now: number) =>
  state.query !== '' && now - state.at <= TYPEAHEAD_RESET_MS;
