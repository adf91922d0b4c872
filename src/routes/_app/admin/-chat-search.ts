/**
 * /admin/chat's `?customer=<id>`: the conversation on screen, kept on reload and in a shared link.
 * Anything else is no choice, never an error. Apart from the page so the route tree stays light.
 */
export function adminChatSearch(search: Record<string, unknown>): { customer?: number } {
  const customer = Number(search.customer);
  return Number.isSafeInteger(customer) && customer > 0 ? { customer } : {};
}
