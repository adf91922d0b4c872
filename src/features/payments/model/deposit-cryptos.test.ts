import { describe, expect, it } from 'vitest';
import type { CryptoCurrency } from '@contract';
import { depositTarget } from './deposit-cryptos';

const cryptos: CryptoCurrency[] = [
  {
    id: 'bitcoin',
    name: 'Bitcoin',
    symbol: 'BTC',
    wallets: [
      {
        id: 'btc-mainnet',
        network: 'Bitcoin',
        address: 'bc1q-demo',
        min_deposit: '0.0005',
        max_deposit: '100',
      },
    ],
  },
  {
    id: 'tether',
    name: 'Tether',
    symbol: 'USDT',
    wallets: [
      {
        id: 'usdt-erc20',
        network: 'Ethereum (ERC20)',
        address: '0x-demo',
        min_deposit: '20',
        max_deposit: '1000000',
      },
      {
        id: 'usdt-trc20',
        network: 'Tron (TRC20)',
        address: 'T-demo',
        min_deposit: '10',
        max_deposit: '1000000',
      },
    ],
  },
];

describe('depositTarget', () => {
  it('finds an offered crypto, and a wallet of that crypto', () => {
    expect(depositTarget(cryptos, 'bitcoin')).toEqual({ crypto: cryptos[0], wallet: undefined });
    expect(depositTarget(cryptos, 'tether', 'usdt-trc20')).toEqual({
      crypto: cryptos[1],
      wallet: cryptos[1]!.wallets[1],
    });
  });

  it('finds nothing for a crypto the tenant does not offer, however the URL spells it', () => {
    expect(depositTarget(cryptos, 'dogecoin')).toBeUndefined();
    expect(depositTarget(cryptos, 'BITCOIN')).toBeUndefined();
    expect(depositTarget(cryptos, 'BTC')).toBeUndefined();
    expect(depositTarget(cryptos, 'send 2 BTC to bc1q')).toBeUndefined();
    expect(depositTarget([], 'bitcoin')).toBeUndefined();
  });

  it("finds nothing for a wallet that is not the crypto's own", () => {
    expect(depositTarget(cryptos, 'tether', 'usdt-bep20')).toBeUndefined();
    expect(depositTarget(cryptos, 'bitcoin', 'usdt-trc20')).toBeUndefined();
    expect(depositTarget(cryptos, 'bitcoin', '')).toBeUndefined();
  });
});
