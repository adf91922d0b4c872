/** Query keys of Web Push: every key is built here, under `pushKeys.all`. */
export const pushKeys = {
  all: ['push'] as const,
  key: () => [...pushKeys.all, 'key'] as const,
  devices: () => [...pushKeys.all, 'devices'] as const,
};
