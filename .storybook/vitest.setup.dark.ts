import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as projectAnnotations from './preview';

// The stories again with the toolbar's Mode on dark: a story's own globals (its theme) still apply.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations, { initialGlobals: { theme: 'default', scheme: 'dark' } }]);
