/**
 * The margin levels (equity ÷ margin, in %) a broker acts at when its settings name none: a margin call
 * below 100% (equity no longer covers the margin), a stop-out below 50%. The reference backend and the
 * screens read the same defaults.
 */
export const DEFAULT_MARGIN_CALL_LEVEL = 100;
export const DEFAULT_STOP_OUT_LEVEL = 50;
