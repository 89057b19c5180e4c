/** Runs `run` when the browser is idle (within two seconds at most), or shortly after where it cannot tell. */
export function whenIdle(run: (deadline?: IdleDeadline) => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, {timeout: 2000});
  else window.setTimeout(() => run(), 50);
}
