import { useAssetsById } from '@/features/site/api/site-data';
import { useFreeMarginMinor } from '@/features/trading/hooks/use-free-margin';
import { useAccountFunds, useLiveAccount } from './selected-account';

/**
 * The live account's free margin at live prices, in its currency (the instruments' P&L and margin
 * converted at their pairs' prices), for the screens that limit what a customer may commit: money
 * movements act on the live account whichever account the trading screens show.
 */
export function useFreeMargin() {
  const live = useLiveAccount();
  return useFreeMarginMinor(live, useAccountFunds(live), useAssetsById());
}
