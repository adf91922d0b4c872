/** The accounts' writers: an answer that carries an account puts it in place; the rest is asked again. */
import { QueryClient } from '@tanstack/react-query';
import type { AccountOverview } from '@contract';
import { refetchAccounts, writeAccount } from './accounts';
import { accountKeys } from './keys';

const account = (account_id: string, balance: string): AccountOverview => ({
  id: account_id.length,
  account_id,
  type: account_id.startsWith('NW-9') ? 'demo' : 'live',
  currency: 'USD',
  balance,
  credit_balance: '0.00',
  equity: balance,
  lifetime_pnl: '0.00',
  commitments: { pending_withdrawals: '0.00', auto_trader: null },
});

let client: QueryClient;
beforeEach(() => {
  client = new QueryClient();
});
afterEach(() => client.clear());

describe('writeAccount', () => {
  it('puts the account where it was, the others kept as they are', () => {
    const live = account('NW-100001', '1200.00');
    client.setQueryData(accountKeys.accounts(), [live, account('NW-900001', '31.20')]);
    writeAccount(client, account('NW-900001', '10000.00'));
    const accounts = client.getQueryData<AccountOverview[]>(accountKeys.accounts())!;
    expect(accounts.map((a) => a.balance)).toEqual(['1200.00', '10000.00']);
    expect(accounts[0]).toBe(live);
  });

  it('writes no list that was not loaded', () => {
    writeAccount(client, account('NW-900001', '10000.00'));
    expect(client.getQueryData(accountKeys.accounts())).toBeUndefined();
  });
});

describe('refetchAccounts', () => {
  it('marks the list, and only it, to be asked for again', async () => {
    client.setQueryData(accountKeys.accounts(), []);
    client.setQueryData(accountKeys.savings(), null);
    await refetchAccounts(client);
    expect(client.getQueryState(accountKeys.accounts())!.isInvalidated).toBe(true);
    expect(client.getQueryState(accountKeys.savings())!.isInvalidated).toBe(false);
  });
});
