'use client';

import { useEffect, useState } from 'react';

/**
 * True once the page has scrolled past `threshold` px; false on the server and in the first render.
 * The first reading waits for the frame after mounting: reading `scrollY` while the just-hydrated page still has
 * its layout to do forces that layout at once, inside the commit (a long task on a phone), whereas after the frame
 * it costs nothing. A page the browser restored part-way down is caught by that reading; scrolling by the listener.
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(update, 0);
    });
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return past;
}
