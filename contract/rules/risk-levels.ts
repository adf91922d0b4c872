/**
 * The margin levels (equity ÷ margin, in %) a broker acts at when its settings name none: a margin call
 * below 100% (equity no longer covers the margin), a stop-out below 50%. The reference backend and the
 * screens read the same defaults.
 */
export const DEFAULT_MARGIN_CALL_LEVEL = 100;
export const DEFAULT_STOP_OUT_LEVEL = 50;

/**
 * The margin level an account's positions are closed at: its own where the broker sets one, else the
 * tenant's stop-out level, else 50%, the regulator's close-out level for retail accounts.
 */
export const closeOutLevelOf = (
  account: { margin_close_out_level?: number | undefined } | undefined,
  settings: { stop_out_level?: number | undefined } | undefined,
) => account?.margin_close_out_level ?? settings?.stop_out_level ?? DEFAULT_STOP_OUT_LEVEL;
