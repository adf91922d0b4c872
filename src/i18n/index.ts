import { en } from './en';

export type Messages = typeof en;

/**
 * Every user-visible string comes from here. EN is the only language today; another language is a
 * new catalog of the same shape chosen here, and no component changes.
 */
export const m: Messages = en;
