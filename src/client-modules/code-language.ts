// Marks the API signature tabs of a page reached by client-side navigation (config/code-language.ts). The new
// page's content can commit after this hook runs, so the marks are set again on the next frame.
import type {ClientModule} from '@docusaurus/types';

const sync = () => (window as Window & {doraApiForm?: () => void}).doraApiForm?.();

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    sync();
    requestAnimationFrame(sync);
  },
};
export default clientModule;
