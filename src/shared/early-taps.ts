/** The window property the inline script of config/early-taps.ts sets, and the page's code calls once it has taken over. */
export const takeOverName = 'doraEarlyTaps';
