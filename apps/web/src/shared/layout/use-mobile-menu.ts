import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';

/** The mobile menu's open state: closed again by a new page or Escape. */
export function useMobileMenu() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  // The mobile menu closes once the visitor has picked a page.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  const toggleMenu = () => setMenuOpen((open) => !open);
  return { menuOpen, menuId, toggleMenu };
}
