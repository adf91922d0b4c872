import { useAssetsById } from '@/site/api/site-data';
import { useAvailable } from '@/features/trading/hooks/use-available';
import { useAccountFunds, useLiveAccount } from '@/routes/_app/-components/selected-account';

/**
 * What the live account can still commit at live prices, in its currency, with its parts, for the
 * screens where a customer chooses an amount of money: withdrawals, savings and the auto-trader act
 * on the live account whichever account the trading screens show.
 */
export function useLiveAvailable() {
  const live = useLiveAccount();
  return useAvailable(live, useAccountFunds(live), useAssetsById());
}
