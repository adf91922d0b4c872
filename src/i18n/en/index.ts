import { app } from './app';
import { account } from './account';
import { auth } from './auth';
import { chat } from './chat';
import { check } from './check';
import { common } from './common';
import { errors } from './errors';
import { install } from './install';
import { markets } from './markets';
import { notifications } from './notifications';
import { onboarding } from './onboarding';
import { payments } from './payments';
import { realtime } from './realtime';
import { session } from './session';
import { site } from './site';
import { trading } from './trading';
import { validation } from './validation';

/** The English catalog. Each feature owns a section; the shape is the contract for other languages. */
export const en = {
  common,
  errors,
  site,
  session,
  auth,
  app,
  validation,
  onboarding,
  trading,
  markets,
  realtime,
  notifications,
  chat,
  payments,
  check,
  account,
  install,
} as const;
