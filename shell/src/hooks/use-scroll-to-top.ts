import { useEffect, useRef } from 'react';

/**
 * Spec §2: on a route change the page scrolls to top unless the route name is unchanged
 * (a new query on the same page keeps the visitor's place).
 */
export function useScrollToTop(routeName: string): void {
  const previous = useRef(routeName);
  useEffect(() => {
    if (previous.current === routeName) return;
    previous.current = routeName;
    window.scrollTo({ top: 0 });
  }, [routeName]);
}
