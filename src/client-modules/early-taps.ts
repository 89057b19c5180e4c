// Tells the inline script of config/early-taps.ts that the page's code has taken over: React runs the first
// route update when the hydrated page commits, and the buttons tapped before then are clicked again now.
import type {ClientModule} from '@docusaurus/types';
import {takeOverName} from '@site/src/shared/early-taps';

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    (window as unknown as Record<string, (() => void) | undefined>)[takeOverName]?.();
  },
};
export default clientModule;
