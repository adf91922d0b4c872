import { useAssetsById } from '@/features/site/api/site-data';
import { useFreeMarginMinor } from '@/features/trading/hooks/use-free-margin';
import type { User } from '@/lib/contract';
import { useAccountCurrency } from './account-currency';

/**
 * The customer's free margin at live prices, in the account's currency (the instruments' P&L and
 * margin converted at their pairs' prices), for the screens that limit what a customer may commit.
 */
export function useFreeMargin(user: Pick<User, 'balance' | 'credit_balance' | 'lifetime_pnl'> | null) {
  return useFreeMarginMinor(user, useAssetsById(), useAccountCurrency());
}
