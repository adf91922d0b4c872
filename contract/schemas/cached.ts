/**
 * What the client keeps of its query cache in IndexedDB, by the first two parts of the query key
 * ('account', 'accounts' ...): the answers (or their `data`) the features' queries hold, and the pages
 * of the paged lists. Storage is as untrusted as the network: a restored answer is checked with these
 * before anything uses it (src/lib/query/restored-cache.ts), and a query of a key not named here is
 * not restored at all.
 */
import { type } from 'arktype';
import { accountAnswers } from './account.ts';
import { api } from './endpoints.ts';
import { priceAlertAnswers } from './alerts.ts';
import { pendingOrderAnswers } from './orders.ts';
import { paymentAnswers } from './payments.ts';
import { pushAnswers } from './push.ts';
import { securityAnswers } from './security.ts';
import { twoFactorAnswers } from './two-factor.ts';

/** An infinite query's pages (whole answers) and the page numbers they were asked for. */
const pagesOf = (page: type.Any) => type({ pages: page.array(), pageParams: 'number.integer >= 1 []' });

export const cached = {
  'account.accounts': accountAnswers.accounts.get('data'),
  'account.profile': accountAnswers.profile.get('data'),
  'account.documents': accountAnswers.documents.get('data'),
  'account.savings': accountAnswers.savings.get('data'),
  'account.auto-trader': accountAnswers.autoTrader.get('data'),
  'account.sessions': securityAnswers.sessions.get('data'),
  'account.login-history': securityAnswers.loginHistory.get('data'),
  /** Whether two-factor is on, and how many recovery codes are left: never the secret or the codes. */
  'account.two-factor': twoFactorAnswers.status.get('data'),
  /** Every trade list, of every account (and strategy run). */
  'trading.trades': pagesOf(api.trades),
  /** Every account's pending orders and their history. */
  'trading.pending-orders': pendingOrderAnswers.list.get('data'),
  /** The customer's price alerts, active and triggered. */
  'alerts.list': priceAlertAnswers.list.get('data'),
  'trading.favourites': api.favourites.get('data').get('asset_ids'),
  'chat.conversation': pagesOf(api.chatMessages),
  'chat.admin-users': api.adminUsers.get('data'),
  'chat.message-search': api.messageSearch.get('data'),
  'chat.canned-replies': api.cannedReplies.get('data'),
  'chat.customer': accountAnswers.customerDetails.get('data'),
  'payments.options': paymentAnswers.paymentOptions.get('data'),
  'payments.deposits': pagesOf(paymentAnswers.deposits),
  'payments.withdrawals': pagesOf(paymentAnswers.withdrawals),
  /** The customer's devices that receive Web Push, and what each is sent. */
  'push.devices': pushAnswers.devices.get('data'),
  'onboarding.next-steps': api.nextSteps.get('data'),
  'site.data': api.siteData.get('data'),
} as const;
