/** Query keys of the price alerts: every key is built here, under `alertKeys.all`. */
export const alertKeys = {
  all: ['alerts'] as const,
  /** The customer's alerts, active and triggered (one list: the server keeps them per customer). */
  list: () => [...alertKeys.all, 'list'] as const,
};
