import { ACCOUNT_AWAITING_APPROVAL, ACCOUNT_DISABLED, accountBlock } from './users';

describe('accountBlock', () => {
  it.each([
    ['deactivated', true, ACCOUNT_DISABLED],
    ['deactivated', false, ACCOUNT_DISABLED],
    ['pending', true, ACCOUNT_AWAITING_APPROVAL],
    ['pending', false, undefined],
    ['active', true, undefined],
    ['active', false, undefined],
  ])('a %s account with must_verify_account %s: %s', (status, mustVerify, expected) => {
    expect(accountBlock({ status }, { must_verify_account: mustVerify })).toBe(expected);
  });
});
