'use client';

import { useEffect, useState, type RefObject } from 'react';

/**
 * True while the element is on screen (any part of it); false on the server, in the first render, and where the
 * browser has no IntersectionObserver.
 */
export function useInView(ref: RefObject<Element | null>): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const target = ref.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setInView(entries.some((entry) => entry.isIntersecting)));
    observer.observe(target);
    return () => observer.disconnect();
  }, [ref]);
  return inView;
}
