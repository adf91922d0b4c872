import type * as en from './en';

export type Messages = typeof en;

/**
 * Every user-visible string comes from here. EN is the only language today; another language is a
 * new catalog of the same shape chosen here, and no component changes. A namespace, so that each
 * chunk of the page holds only the sections its code reads.
 */
export * as m from './en';
