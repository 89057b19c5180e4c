// Builds the phone menu when the reader reaches for its toggle, not hidden on every narrow page load.
import React, {useEffect, useState, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {deferred} from '@site/src/utils/deferred';
import {whenIdle} from '@site/src/utils/when-idle';

const load = () => import(/* webpackChunkName: "mobile-sidebar" */ '@theme-original/Navbar/MobileSidebar');
const MobileSidebar = deferred(load);

/**
 * True once a pointer presses, hovers or keyboard focus reaches the menu toggle: the menu is then in the
 * page before the click opens it, so it slides in as usual. Until then a narrow page does not render the
 * menu (the main menu and, on docs pages, the whole sidebar), which on a phone took a long task right
 * after hydration. Its code still loads in idle time, so the menu is ready at once.
 */
function useToggleIntent(active: boolean): boolean {
  const [intent, setIntent] = useState(false);
  useEffect(() => {
    if (!active || intent) return undefined;
    whenIdle(() => void load());
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('.navbar__toggle')) setIntent(true);
    };
    const events = ['pointerdown', 'pointerover', 'focusin'] as const;
    for (const type of events) document.addEventListener(type, onIntent, {capture: true, passive: true});
    return () => {
      for (const type of events) document.removeEventListener(type, onIntent, {capture: true});
    };
  }, [active, intent]);
  return intent;
}

export default function NavbarMobileSidebarWrapper(): ReactNode {
  // `shouldRender` is false on the server and on wide windows.
  const {shouldRender, shown} = useNavbarMobileSidebar();
  const intent = useToggleIntent(shouldRender);
  return shouldRender && (intent || shown) ? <MobileSidebar /> : null;
}
