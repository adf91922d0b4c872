/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

/** Changes with every build: the persisted query cache of an older build is dropped. */
declare const __BUILD_ID__: string;
/** True in the developer build whose API is answered by msw inside the browser. */
declare const __MSW__: boolean;
