import type { Plugin } from 'vite';
import { LAYER_ORDER } from '../src/theme/names';

/** The layer a module's compiled CSS belongs in: the theme and page rules in `base`, every component's in `components`. */
function layerOf(sourceFile: string): string {
  return /[\\/]src[\\/]theme[\\/]/.test(sourceFile) ? 'hraun.base' : 'hraun.components';
}

/**
 * Puts the CSS vanilla-extract compiles from the package's `.css.ts` files into the package's cascade layers, so
 * that any unlayered rule of a consumer wins over the components without a fight over specificity. It wraps each
 * module's virtual stylesheet (`<file>.css.ts.vanilla.css`) before Vite's CSS pipeline reads it, and starts the
 * built stylesheet with the layers' order. Used by the library build and by Storybook, so the stories see what a
 * consumer gets.
 */
export function cssLayers(): Plugin {
  return {
    name: 'hraun-css-layers',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      // The base rules are imported for their CSS alone; the package's `sideEffects` list would drop them.
      if (/[\\/]src[\\/]theme[\\/]base\.css\.ts$/.test(file)) return { code, map: null, moduleSideEffects: true };
      if (!file.endsWith('.vanilla.css') || !/[\\/]packages[\\/]ui[\\/]src[\\/]/.test(file)) return null;
      return { code: `@layer ${layerOf(file)} {\n${code}\n}\n`, map: null };
    },
    // After Vite's CSS plugin has written the stylesheet assets. Every CSS file starts with the order, not only
    // styles.css: where a build splits the CSS by chunk (Storybook does), the first file the page happens to load
    // would otherwise name `hraun.components` first, ranking the components below the reset (an Icon's `display`
    // lost to the reset's `svg { display: block }`, and ChoiceChips showed every tick).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const asset of Object.values(bundle)) {
          if (asset.type === 'asset' && asset.fileName.endsWith('.css') && typeof asset.source === 'string' && !asset.source.startsWith(LAYER_ORDER)) {
            asset.source = `${LAYER_ORDER}\n${asset.source}`;
          }
        }
      },
    },
  };
}
