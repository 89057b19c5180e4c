// Ends the first render of a visit for src/static-article: articles rendered after it have no server HTML to keep.
import type {ClientModule} from '@docusaurus/types';
import {firstRenderDone} from '@site/src/static-article/first-render';

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    firstRenderDone();
  },
};
export default clientModule;
