import type { User } from '@contract';

export type UserGate = 'disabled' | 'awaiting-approval' | 'ok';

/** Deactivated users are blocked; pending ones only where the site requires verification. */
export function userGate(user: Pick<User, 'status'> | null, mustVerifyAccount: boolean): UserGate {
  if (user?.status === 'deactivated') return 'disabled';
  if (user?.status === 'pending' && mustVerifyAccount) return 'awaiting-approval';
  return 'ok';
}
