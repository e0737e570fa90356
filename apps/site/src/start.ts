import { readBoot } from './boot';

/**
 * The page is whole in its prerendered HTML (text, styles, links and forms all work without JavaScript); the
 * app only makes it interactive. So it is fetched once the page has been painted: on a phone's slow link the
 * text shows first instead of sharing the connection with some 140 KB of scripts.
 */
function afterFirstPaint(run: () => void) {
  // A hidden tab paints nothing and runs no animation frames: start at once.
  if (document.visibilityState === 'hidden') run();
  // An animation frame runs just before the next paint; a task queued from it runs after that paint.
  else requestAnimationFrame(() => setTimeout(run, 0));
}

afterFirstPaint(() => {
  // Every chunk at once, not one import after another; the `crossorigin` matches the module requests.
  for (const href of readBoot(document)?.chunks ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import('./entry-client');
});
