import type { AssetName, PriceAlert } from '@contract';
import { formatPrice } from '@contract/rules/format';
import { m } from '@/i18n';

/** Digits to show a price with when its instrument is not (or no longer) in the site data. */
const FALLBACK_DIGITS = 5;

export const digitsOf = (asset: AssetName | undefined) => asset?.digits ?? FALLBACK_DIGITS;

/** 'EUR/USD bid above 1.09000': how the list, buttons and toasts name an alert. */
export const alertName = (alert: PriceAlert, asset: AssetName | undefined): string =>
  m.alerts.name(
    asset?.symbol ?? m.alerts.unknownAsset(alert.asset_id),
    m.alerts.sidesInText[alert.side],
    alert.direction,
    formatPrice(alert.price, digitsOf(asset)),
  );
