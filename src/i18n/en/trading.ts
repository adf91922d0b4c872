import { LEVERAGE_CLASS_NAMES } from '@contract/rules/leverage';
import type { LeverageClass } from '@contract/schemas/categories';

/** The trading screens: account summary, open and closed trades, prices. */
export const trading = {
  openTradesFailed: 'Failed to fetch open trades. Please try again.',
  closedTradesFailed: 'Failed to fetch closed trades. Please try again.',
  summary: {
    title: 'Account summary',
    balance: 'Balance',
    credit: 'Credit',
    equity: 'Equity',
    margin: 'Margin',
    freeMargin: 'Free margin',
    marginLevel: 'Margin level',
    pnl: 'P&L',
    lifetimePnl: 'Lifetime P&L',
    infinite: '∞',
    /** Shown in place of a figure that needs the open trades while they are not loaded. */
    unknown: '—',
    riskLevels: (marginCall: string, stopOut: string) =>
      `Margin call at ${marginCall}; below ${stopOut} positions are closed, the largest loss first.`,
    stale: 'stale',
    /** `valuation` is one of `trading.valuation`'s notes. */
    staleHint: (valuation: string) =>
      `Equity, margin, free margin, margin level and P&L are ${valuation}: newer prices have not arrived.`,
  },
  /** What a money figure computed from prices is valued at, said once a price it uses is stale. */
  valuation: {
    at: (age: string) => `valued at prices from ${age}`,
    /** Before the live prices arrive, the summary's figures are the server's. */
    byServer: "valued at the server's last prices",
  },
  margin: {
    warningTitle: 'Margin level low',
    /** The threshold, not the moving level: the banner is an alert, re-read on every change of its text. */
    warning: (threshold: number) =>
      `Your margin level is below ${threshold}%. Your broker may ask for more funds.`,
    dangerTitle: 'Margin level critical',
    danger: (threshold: number) =>
      `Your margin level is below ${threshold}%. Positions may be closed: add funds or reduce your exposure.`,
  },
  trades: {
    openTitle: 'Open trades',
    closedTitle: 'Closed trades',
    loadingOpen: 'Loading open trades…',
    loadingClosed: 'Loading closed trades…',
    noOpen: 'No open trades.',
    noClosed: 'No closed trades yet.',
    loadMore: 'Load more',
    loadingMore: 'Loading more…',
    side: { buy: 'Buy', sell: 'Sell' },
    /**
     * Volume in the instrument's units, as the server counts it: a trade on an instrument /data no
     * longer lists, whose lot is not known (a listed one's is in lots, as the ticket writes it).
     */
    volume: (volume: string) => `${volume} units`,
    openingPrice: 'Open',
    currentPrice: 'Now',
    closingPrice: 'Close',
    openedAt: 'Opened',
    closedAt: 'Closed',
    /** What closed a closed trade, beside its closing time and price. */
    closedBy: 'Closed by',
    closeReason: {
      customer: 'You',
      stop_loss: 'Stop-loss',
      take_profit: 'Take-profit',
      trailing_stop: 'Trailing stop',
      stop_out: 'Stop-out',
      auto_trader: 'Auto-trader',
      broker: 'Broker',
    },
    stopLoss: 'SL',
    takeProfit: 'TP',
    pnl: 'P&L',
    /** What a trade was charged or credited, shown once it has any. */
    swap: 'Swap',
    commission: 'Comm.',
    /** An asset the site data does not list (any more): named by its id so the row still makes sense. */
    unknownAsset: (id: number) => `Instrument #${id}`,
    /** The accessible name of an open trade's button, which opens its detail. */
    openDetail: (instrument: string) => `${instrument}, show position`,
    /** Marks a trade the auto-trader's strategy opened, wherever trades are listed. */
    byStrategy: (strategy: string) => `Auto-trader · ${strategy}`,
  },
  /** The auto-trader's page: the trades its strategy opened since it started, and what they made. */
  strategyRun: {
    pnl: 'P&L since it started',
    pnlParts: (closed: string, open: string) => `Closed trades ${closed} · open trades ${open}`,
    openTitle: 'Its open trades',
    closedTitle: 'Its closed trades',
    noOpen: 'The strategy holds no open trades.',
    noClosed: 'The strategy has closed no trades since it started.',
  },
  ticket: {
    label: 'Order ticket',
    title: (side: 'buy' | 'sell', symbol: string) => `${side === 'buy' ? 'Buy' : 'Sell'} ${symbol}`,
    /** The market list's button that opens the ticket for its instrument. */
    trade: 'Trade',
    tradeLabel: (symbol: string) => `Trade ${symbol}`,
    buy: 'Buy',
    sell: 'Sell',
    side: 'Side',
    price: 'Price',
    spread: 'Spread',
    volume: 'Volume (lots)',
    /** Under the volume: its limits in lots ("0.01 lots"). */
    volumeHelp: (min: string, max: string, step: string) => `From ${min} to ${max}, in steps of ${step}.`,
    /** A volume in lots: `lots` is "0.10". */
    lots: (lots: string) => `${lots} lots`,
    /** Lots with the units they are, where a lot is more than one unit: "0.10 lots = 10,000 EUR". */
    lotsInUnits: (lots: string, units: string, unit: string) => `${lots} = ${units} ${unit}`,
    /** A volume in units where it makes no whole number of decimal lots. */
    inUnits: (units: string, unit: string) => `${units} ${unit}`,
    /** What one unit of an instrument without a base currency (an index, a commodity) is called. */
    units: 'units',
    leverage: 'Leverage',
    leverageOption: (leverage: number) => `1:${leverage}`,
    /** Under the leverage where the account's cap is below the instrument's most. */
    leverageCapped: (max: number) => `This account trades at up to 1:${max}.`,
    /** Under the leverage where the retail cap of the instrument's class is below its most. */
    retailLeverageCapped: (max: number, leverageClass: LeverageClass) =>
      `Retail accounts trade ${LEVERAGE_CLASS_NAMES[leverageClass]} at up to 1:${max}.`,
    stopLoss: 'Stop-loss',
    takeProfit: 'Take-profit',
    optional: '(optional)',
    stopMode: 'Enter stops as',
    byPrice: 'Price',
    /** A stop typed as a distance from the price, in pips (a pair) or points (an index, a commodity). */
    byDistance: { pip: 'Pips from price', point: 'Points from price' },
    /** A stop typed as a distance, with the price it stands for. */
    stopAt: (price: string) => `At ${price}.`,
    /** Where a stop must lie: against the bid a buy closes at, or the ask a sell does. */
    stopSide: (below: boolean, quote: 'bid' | 'ask' | 'order', price: string) =>
      `${below ? 'Below' : 'Above'} the ${quote === 'order' ? 'order price' : quote}, ${price}.`,
    requiredMargin: 'Required margin',
    /** What one pip (point) of the volume is worth in the account's currency. */
    pipValue: { pip: 'Pip value', point: 'Point value' },
    /** What the order makes if its stop-loss or its take-profit closes it, in the account's currency. */
    atStopLoss: 'At stop-loss',
    atTakeProfit: 'At take-profit',
    /** Beside a stop's outcome: how far the stop is from the price. */
    stopDistance: { pip: (pips: string) => `${pips} pips`, point: (points: string) => `${points} points` },
    freeMarginAfter: 'Free margin after',
    /** The account the order is placed on, under the ticket's title. */
    onAccount: {
      live: (account: string) => `On your live account ${account}`,
      demo: (account: string) => `On your demo account ${account} · Practice money`,
    },
    /** Instead of the button, when the order needs more than the free margin. */
    depositToTrade: (account: string) =>
      `This order needs more than the free margin of your live account ${account}. Deposit to place it, or trade a smaller volume.`,
    resetToTrade: (account: string) =>
      `This order needs more than the free margin of your demo account ${account}. Reset the demo account to its starting balance, or trade a smaller volume.`,
    deposit: 'Deposit',
    resetDemo: 'Reset demo account',
    /** What the free margin after leaves aside beyond the margin in use (the live account's). */
    heldBack: (parts: readonly string[]) => `Less ${parts.join(' and ')}.`,
    pendingWithdrawals: (amount: string) => `${amount} of pending withdrawals`,
    autoTraderReserve: (amount: string) => `${amount} kept for the auto-trader`,
    submit: (side: 'buy' | 'sell', volume: string, symbol: string) =>
      `${side === 'buy' ? 'Buy' : 'Sell'} ${volume} ${symbol}`,
    /** The submit button before a volume that can be sent is typed. */
    submitIdle: (side: 'buy' | 'sell', symbol: string) => `${side === 'buy' ? 'Buy' : 'Sell'} ${symbol}`,
    filled: (side: 'buy' | 'sell', volume: string, symbol: string, price: string) =>
      `${side === 'buy' ? 'Bought' : 'Sold'} ${volume} ${symbol} at ${price}`,
    failed: 'The order was not placed. Please try again.',
    noPrice: 'Waiting for a price…',
    orderKind: 'Order type',
    orderKinds: { market: 'Market', limit: 'Limit', stop: 'Stop' },
    orderPrice: 'Order price',
    /** Under a pending order's price: where it must be, and what it does once the market gets there. */
    orderPriceHelp: {
      buy_limit: 'Below the ask: buys when the ask falls to it.',
      sell_limit: 'Above the bid: sells when the bid rises to it.',
      buy_stop: 'Above the ask: buys when the ask rises to it.',
      sell_stop: 'Below the bid: sells when the bid falls to it.',
    },
    expiry: 'Expiry',
    goodTillCancelled: 'Good till cancelled',
    expiresAtChoice: 'Until a date and time',
    expiresAt: 'Expires at (your time)',
    /** The button of a pending order: "Place buy limit 0.10 lots EUR/USD". */
    submitPending: (type: string, volume: string, symbol: string) => `Place ${type} ${volume} ${symbol}`,
    placed: (type: string, volume: string, symbol: string, price: string) =>
      `${type} ${volume} ${symbol} at ${price} placed`,
    noAccount: 'Your trading account is still loading.',
    errors: {
      volumeEmpty: 'Enter a volume.',
      /** `min` and `max` are the instrument's own limits, in lots. */
      lotsInvalid: (min: string, max: string) => `Enter a number of lots from ${min} to ${max}.`,
      volumeTooSmall: (min: string) => `The least you can trade is ${min}.`,
      volumeTooLarge: (max: string) => `The most you can trade is ${max}.`,
      volumeOffStep: (step: string) => `Use steps of ${step}.`,
      stopInvalid: 'Enter a positive number.',
      stopTooPrecise: (digits: number) => `Use at most ${digits} decimals.`,
      stopWrongSide: (below: boolean, quote: 'bid' | 'ask' | 'order', price: string) =>
        `Must be ${below ? 'below' : 'above'} the ${quote === 'order' ? 'order price' : quote}, ${price}.`,
      orderPriceEmpty: 'Enter the price the order waits for.',
      orderPriceInvalid: 'Enter a positive number.',
      /** A limit or stop on the wrong side of the price it watches now. */
      orderPriceWrongSide: (below: boolean, watched: 'bid' | 'ask', price: string) =>
        `Must be ${below ? 'below' : 'above'} the ${watched}, ${price}.`,
      expiryEmpty: 'Enter the date and time the order expires.',
      expiryInvalid: 'Enter a date and time.',
      expiryPast: 'Choose a time later than now.',
      trailingInvalid: 'Enter a distance as a positive number.',
      /** `min` and `max` with their unit: "1 to 10,000 pips". */
      trailingRange: (min: string, max: string, unit: 'pip' | 'point') =>
        `Enter from ${min} to ${max} ${unit === 'pip' ? 'pips' : 'points'}.`,
      trailingTooPrecise: (decimals: number) =>
        decimals === 0
          ? 'Use a whole number.'
          : `Use at most ${decimals} ${decimals === 1 ? 'decimal' : 'decimals'}.`,
    },
    /** A trailing stop: a stop-loss the server keeps a distance behind the price as it moves in the customer's favour. */
    trailingStop: { pip: 'Trailing stop (pips)', point: 'Trailing stop (points)' },
    trailingHelp: (quote: 'bid' | 'ask') =>
      `Keeps the stop-loss this far from the ${quote}, moved only in your favour.`,
  },
  /** The account's pending orders, beside its open and closed trades. */
  pendingOrders: {
    title: 'Orders',
    loading: 'Loading orders…',
    /** While the form that changes an order loads (its code comes as the first one opens). */
    loadingChange: 'Loading the form…',
    none: 'No pending orders.',
    failed: 'The orders could not be loaded.',
    /** A pending order's kind, as it starts a sentence or a row. */
    types: { buy_limit: 'Buy limit', sell_limit: 'Sell limit', buy_stop: 'Buy stop', sell_stop: 'Sell stop' },
    /** The same within a sentence. */
    typesInText: {
      buy_limit: 'buy limit',
      sell_limit: 'sell limit',
      buy_stop: 'buy stop',
      sell_stop: 'sell stop',
    },
    price: 'Price',
    market: 'Market',
    /** How far the market is from the order's price, in pips (points on an index). */
    distance: 'Distance',
    distanceText: { pip: (pips: string) => `${pips} pips`, point: (points: string) => `${points} points` },
    expires: 'Expires',
    goodTillCancelled: 'Good till cancelled',
    change: 'Change',
    changeLabel: (order: string) => `Change ${order}`,
    newPrice: 'New price',
    save: 'Save changes',
    back: 'Back',
    changed: (order: string, price: string) => `${order} now at ${price}`,
    changeFailed: 'The order was not changed. Please try again.',
    cancel: 'Cancel order',
    cancelLabel: (order: string) => `Cancel ${order}`,
    cancelled: (order: string) => `${order} cancelled`,
    cancelFailed: 'The order was not cancelled. Please try again.',
  },
  position: {
    label: 'Position',
    loading: 'Loading the position…',
    side: 'Side',
    volume: 'Volume',
    openedAt: 'Opened',
    openingPrice: 'Open price',
    currentPrice: 'Current price',
    stopLoss: 'Stop-loss',
    takeProfit: 'Take-profit',
    leverage: 'Leverage',
    none: 'None',
    /** A position's P&L at the current price, and the same with what it was charged and credited. */
    pnl: 'P&L excl. costs',
    pnlWithCosts: 'P&L incl. costs',
    /** Its trailing stop's distance ("20 pips"), or None. */
    trailingStop: 'Trailing stop',
    /** Swap charged (negative) or credited so far, at each daily rollover. */
    swap: 'Swap',
    /** Commission charged so far, at the open (and at each close). */
    commission: 'Commission',
    openedBy: 'Opened by',
    close: 'Close position',
    changeStops: 'Change stops',
    closeVolume: 'Volume to close (lots)',
    /** The field on a position whose instrument /data no longer lists: its lot is not known. */
    closeVolumeUnits: 'Volume to close (units)',
    closeHelp: (volume: string) => `Leave empty to close all ${volume}.`,
    reviewClose: 'Review close',
    confirmTitle: 'Close this position?',
    confirmText: (volume: string, symbol: string) =>
      `${volume} ${symbol} closes at the market price. This cannot be undone.`,
    expectedPnl: 'Expected P&L',
    expectedHelp: 'At the current price; the fill may differ slightly.',
    confirmClose: (volume: string, symbol: string) => `Close ${volume} ${symbol}`,
    back: 'Back',
    cancel: 'Cancel',
    closed: (volume: string, symbol: string, price: string, pnl: string) =>
      `Closed ${volume} ${symbol} at ${price}: ${pnl}`,
    closeFailed: 'The position was not closed. Please try again.',
    saveStops: 'Save stops',
    stopsSaved: (symbol: string) => `Stops of ${symbol} saved`,
    stopsFailed: 'The stops were not changed. Please try again.',
    gone: 'This position is closed.',
    errors: {
      /** `volume` is what the position holds, in lots with its units ("0.03 lots = 3,000 EUR"). */
      closeInvalid: {
        lots: (volume: string) => `Enter a number of lots, up to what the position holds: ${volume}.`,
        units: (volume: string) => `Enter a number of units, up to what the position holds: ${volume}.`,
      },
      overPosition: (max: string) => `The position holds ${max}.`,
      remainderTooSmall: (min: string) => `Leave at least ${min} open, or close it all.`,
    },
  },
} as const;
