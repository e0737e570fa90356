/**
 * The phone's sticky call to action in a chunk of its own: only service and solution pages show it, and only once
 * the visitor scrolls, so no page's first load carries it.
 */
export { StickyActionBar as default } from '@hraun/ui';
