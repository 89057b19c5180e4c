// The bar along the top edge while a route change waits for its code and data (in place of the theme's nprogress).
import type {ClientModule} from '@docusaurus/types';
import './progress-bar.css';

/** Route changes that finish sooner than this show no bar at all. */
const delay = 200;
let bar: HTMLElement | undefined;

function start(): void {
  bar ??= Object.assign(document.createElement('div'), {className: 'route-progress'});
  bar.setAttribute('aria-hidden', 'true');
  bar.classList.remove('route-progress--done');
  document.body.appendChild(bar);
  // Restart the growth from zero when one slow navigation follows another.
  void bar.offsetWidth;
  bar.classList.add('route-progress--running');
}

function finish(): void {
  if (!bar?.isConnected) return;
  const done = bar;
  done.classList.add('route-progress--done');
  window.setTimeout(() => {
    if (done.classList.contains('route-progress--done')) {
      done.classList.remove('route-progress--running', 'route-progress--done');
      done.remove();
    }
  }, 400);
}

const progressBar: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    const timer = window.setTimeout(start, delay);
    return () => window.clearTimeout(timer);
  },
  onRouteDidUpdate() {
    finish();
  },
};

export default progressBar;
