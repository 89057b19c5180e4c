// Loads the phone menu's code only where it can open (narrow windows, after hydration), not in every first download.
import React, {type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {deferred} from '@site/src/components/Deferred';

const MobileSidebar = deferred(() => import(/* webpackChunkName: "mobile-sidebar" */ '@theme-original/Navbar/MobileSidebar'));

export default function NavbarMobileSidebarWrapper(): ReactNode {
  // False on the server and on wide windows; on narrow ones the menu stays mounted, hidden, ready to slide in.
  const {shouldRender} = useNavbarMobileSidebar();
  return shouldRender ? <MobileSidebar /> : null;
}
