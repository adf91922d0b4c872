import type { CryptoCurrency, CryptoWallet } from '@contract';

export interface DepositTarget {
  crypto: CryptoCurrency;
  /** Set when the URL named one of the crypto's wallets. */
  wallet: CryptoWallet | undefined;
}

/**
 * What a deposit URL asks for, if the tenant offers it: the crypto by its exact id and, when a wallet
 * id is given, one of that crypto's own wallets. Anything else is not a page we have.
 */
export function depositTarget(
  cryptos: readonly CryptoCurrency[],
  cryptoId: string,
  walletId?: string,
): DepositTarget | undefined {
  const crypto = cryptos.find((c) => c.id === cryptoId);
  if (!crypto) return undefined;
  if (walletId === undefined) return { crypto, wallet: undefined };
  const wallet = crypto.wallets.find((w) => w.id === walletId);
  return wallet ? { crypto, wallet } : undefined;
}
