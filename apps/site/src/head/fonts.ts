// The brand faces (@hraun/ui's fonts) load after the first paint. The page's own style sheet holds only their
// metric-matched fallbacks (local fonts, no download), so the first paint waits for no font and the swap moves no
// line. A font requested before the first paint, even preloaded, is counted by Lighthouse's simulation as a request
// the paint waited for: preloading the heading face alone put home's LCP at 1.5-1.9x the bare page's (bench/README.md).
// Without JavaScript the page keeps the fallbacks, which are sized like the faces.
import facesHref from '@hraun/ui/fonts/faces.css?url';
import { useEffect } from 'react';

/** Adds the faces' style sheet once, when the app starts (after the first paint: src/start.ts). */
export function useBrandFonts(): void {
  useEffect(() => {
    if (document.querySelector('link[data-brand-fonts]')) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = facesHref;
    link.dataset.brandFonts = '';
    document.head.append(link);
  }, []);
}
