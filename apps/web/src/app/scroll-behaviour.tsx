import { useLayoutEffect } from 'react';
import { NavigationType, ScrollRestoration, useLocation, useNavigationType } from 'react-router';

/**
 * Spec 01 §2 scrolling: back/forward restores the saved position, a hash link scrolls to its
 * anchor, anything else starts at the top — all done by React Router's ScrollRestoration.
 * Only the hash case should glide, so just before ScrollRestoration scrolls, this marks the
 * document for smooth scrolling on hash navigations (global.css applies it unless the visitor
 * prefers reduced motion).
 */
export function scrollBehaviourFor(navigationType: NavigationType, hash: string): 'smooth' | 'auto' {
  return hash !== '' && navigationType !== NavigationType.Pop ? 'smooth' : 'auto';
}

function SmoothHashMarker() {
  const location = useLocation();
  const navigationType = useNavigationType();
  // A layout effect of an earlier sibling runs before ScrollRestoration's own.
  useLayoutEffect(() => {
    document.documentElement.dataset.scroll = scrollBehaviourFor(navigationType, location.hash);
  }, [location, navigationType]);
  return null;
}

export function ScrollManager() {
  return (
    <>
      <SmoothHashMarker />
      <ScrollRestoration />
    </>
  );
}
