/** Text as a search compares it: case, accents and surrounding space do not count ("Türkiye" ~ "turkiye"). */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase().trim();
}

/**
 * The indices of the labels that contain the query, those where a word starts with it first
 * ("ger" lists Germany before Algeria), each group in the list's own order. An empty query keeps
 * every label.
 */
export function filterOptions(labels: readonly string[], query: string): number[] {
  const needle = foldForSearch(query);
  if (!needle) return labels.map((_, index) => index);
  const wordStarts: number[] = [];
  const inside: number[] = [];
  labels.forEach((label, index) => {
    const folded = foldForSearch(label);
    const at = folded.indexOf(needle);
    if (at < 0) return;
    const startsWord = at === 0 || folded.split(/[\s\-/(),.]+/).some((word) => word.startsWith(needle));
    (startsWord ? wordStarts : inside).push(index);
  });
  return [...wordStarts, ...inside];
}
