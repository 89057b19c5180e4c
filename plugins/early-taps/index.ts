/**
 * Buttons tapped before the page's code has taken over are pressed again once it has.
 *
 * The server's HTML has the theme's buttons: the phone menu's toggle, "On this page", the sidebar's
 * category arrows and its collapse button, the announcement's close button, "back to top". They do
 * nothing until React has hydrated the page, and React takes no event before `hydrateRoot` runs, which
 * comes after the page's scripts and its route chunks have loaded (config/ssr-template.ts starts them
 * after the first paint). A reader on a phone taps the menu toggle as soon as the page shows; that tap
 * was lost.
 *
 * The script below runs inline in <head>. Until the page's code has taken over, a click on one of those
 * buttons is kept, and it stops at the window so that React, if it is already hydrating, neither forces
 * the rest of the page to hydrate at once nor handles it a second time. A tap on the menu toggle also shows the menu's backdrop at once, so the reader sees the
 * tap taken, and a tap on that backdrop takes the menu tap back, as it closes the menu. The page's code has
 * taken over when Docusaurus marks `<html data-has-hydrated="true">`: after hydration's commit, its effects
 * and the render they ask for. Then each kept button is clicked once, in order (a second tap on the same
 * button while waiting counts once, since a reader taps again when nothing seems to happen). Not sooner:
 * the announcement's close button, clicked as the hydrated page commits, was undone by the bar's own
 * effect, which shows a new announcement once it has run.
 *
 * Not kept: disabled buttons (the colour toggle is disabled, and looks it, until hydration), tabs and the
 * API's signature forms (plugins/code-language works them before hydration), links (the browser follows
 * them) and anything outside the page's root.
 */
import type {Plugin} from '@docusaurus/types';

/** The class Infima shows the phone menu and its backdrop with, on the navbar. */
const menuShown = 'navbar-sidebar--show';

/** The browser side, run inline in <head>. */
function earlyTaps(menuShown: string): void {
  const root = document.documentElement;
  const kept: HTMLButtonElement[] = [];
  const buttonAt = (target: EventTarget | null): HTMLButtonElement | null => {
    const button = (target as Element | null)?.closest?.('button');
    if (!(button instanceof HTMLButtonElement) || button.disabled) return null;
    if (button.getAttribute('role') === 'tab' || button.hasAttribute('data-api-form-choice')) return null;
    return button.closest('#__docusaurus') ? button : null;
  };
  const stop = (event: Event) => {
    if (!buttonAt(event.target)) return false;
    event.stopPropagation();
    return true;
  };
  const isToggle = (button: Element) => button.classList.contains('navbar__toggle');
  const keep = (event: Event) => {
    // A tap on the backdrop shown for a kept menu tap takes that tap back (and stops here: the backdrop
    // of a hydrated page would open the menu).
    const backdrop = (event.target as Element | null)?.closest?.('.navbar-sidebar__backdrop');
    const toggle = kept.findIndex(isToggle);
    if (backdrop && toggle >= 0) {
      event.stopPropagation();
      kept.splice(toggle, 1);
      backdrop.closest('.navbar')?.classList.remove(menuShown);
      return;
    }
    if (!stop(event)) return;
    const button = buttonAt(event.target)!;
    if (kept.includes(button)) return;
    kept.push(button);
    if (isToggle(button)) button.closest('.navbar')?.classList.add(menuShown);
  };
  const pointerEvents = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend'];
  for (const type of pointerEvents) window.addEventListener(type, stop, {capture: true, passive: true});
  window.addEventListener('click', keep, true);
  const takeOver = () => {
    // From here React answers every tap itself.
    for (const type of pointerEvents) window.removeEventListener(type, stop, {capture: true});
    window.removeEventListener('click', keep, true);
    for (const button of kept.splice(0)) {
      // React renders the navbar's classes from its own state from here on.
      if (isToggle(button)) button.closest('.navbar')?.classList.remove(menuShown);
      if (button.isConnected) button.click();
    }
  };
  new MutationObserver((_records, observer) => {
    if (root.getAttribute('data-has-hydrated') !== 'true') return;
    observer.disconnect();
    takeOver();
  }).observe(root, {attributes: true, attributeFilter: ['data-has-hydrated']});
}

export function earlyTapsScript(): string {
  return `(${earlyTaps.toString()})(${JSON.stringify(menuShown)});`;
}

export function earlyTapsPlugin(): Plugin {
  return {
    name: 'early-taps',
    injectHtmlTags: () => ({headTags: [{tagName: 'script', innerHTML: earlyTapsScript()}]}),
  };
}
