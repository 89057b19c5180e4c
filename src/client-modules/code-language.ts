// Shows the reader's tab choices on a page reached by client-side navigation (plugins/code-language). The
// new page's content can commit after this hook runs, so the choices are applied again on the next frame.
import type {ClientModule} from '@docusaurus/types';

const sync = () => (window as Window & {doraTabs?: () => void}).doraTabs?.();

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    sync();
    requestAnimationFrame(sync);
  },
};
export default clientModule;
