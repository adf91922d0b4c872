/**
 * The runtime config's trading settings (poll interval, margin thresholds), set by the app once the
 * config has loaded. The config arrives asynchronously; until it does, the spec's defaults apply.
 */
import { defaultTradingConfig, type TradingConfig } from '@/config/runtime-config';
import { createStore, useStore } from '@/lib/store/store';

export const tradingSettingsStore = createStore<TradingConfig>({ ...defaultTradingConfig });

export function configureTrading(settings: TradingConfig) {
  tradingSettingsStore.set({ ...settings });
}

export const useTradingSettings = () => useStore(tradingSettingsStore, (s) => s);
