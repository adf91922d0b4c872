/**
 * Saved replies in the composer: typing '/' at the start of an empty box searches them by title and
 * text; the one chosen replaces the '/…' with its text, placeholders filled for the customer.
 */
import type { CannedReply } from '@contract';

export interface PlaceholderValues {
  first_name: string;
  last_name: string;
  account_id: string;
}

/** The placeholders a saved reply may hold, in the order the manager lists them. */
export const PLACEHOLDERS: readonly (keyof PlaceholderValues)[] = ['first_name', 'last_name', 'account_id'];

/**
 * The reply's text for this customer: each known placeholder becomes its value (an empty first name
 * leaves no gap before a comma: "Hi {first_name}," with none reads "Hi,"); anything else in braces is
 * kept as written.
 */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(/( ?)\{(\w+)\}/g, (whole, space: string, name: string) => {
    if (!(PLACEHOLDERS as readonly string[]).includes(name)) return whole;
    const value = values[name as keyof PlaceholderValues].trim();
    return value === '' ? '' : `${space}${value}`;
  });
}

/** What the admin is searching for: the box holds '/' and then a query on one line; otherwise null. */
export function slashQuery(text: string): string | null {
  if (!text.startsWith('/') || text.includes('\n')) return null;
  return text.slice(1);
}

/** The replies a query finds, in any case: titles that start with it, then other title matches, then text matches. */
export function matchReplies(replies: readonly CannedReply[], query: string): CannedReply[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...replies];
  const rank = (reply: CannedReply) => {
    const title = reply.title.toLowerCase();
    if (title.startsWith(needle)) return 0;
    if (title.includes(needle)) return 1;
    return reply.text.toLowerCase().includes(needle) ? 2 : 3;
  };
  return replies
    .map((reply) => ({ reply, rank: rank(reply) }))
    .filter((entry) => entry.rank < 3)
    .sort((a, b) => a.rank - b.rank)
    .map((entry) => entry.reply);
}
