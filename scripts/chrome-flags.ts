/** How every tool here starts the system Chromium: no sandbox (root in CI), no GPU, nothing fetched in the background. */
export const chromeFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
