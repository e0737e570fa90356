import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect, type ReactNode } from 'react';
import { altTheme, defaultTheme } from '@hraun/ui/theme';

const themes = { default: defaultTheme, alt: altTheme } as const;

/** Puts the toolbar's theme class on <body>, as a site would, and takes it off when the theme changes. */
function ThemeScope({ theme, children }: { theme: string; children: ReactNode }) {
  useEffect(() => {
    document.body.classList.add(theme);
    return () => document.body.classList.remove(theme);
  }, [theme]);
  return <>{children}</>;
}

const withTheme: Decorator = (Story, context) => {
  const theme = themes[(context.globals.theme as keyof typeof themes) ?? 'default'] ?? defaultTheme;
  return (
    <ThemeScope theme={theme}>
      <Story />
    </ThemeScope>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Theme of the components',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'default', title: 'Hraun (default)' },
          { value: 'alt', title: 'Alternative agency theme' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'default' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i } },
    // Every story is also an accessibility test: a WCAG violation fails it.
    a11y: {
      test: 'error',
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } },
    },
    viewport: {
      options: {
        mobile390: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        tablet: { name: 'Tablet 820', styles: { width: '820px', height: '1180px' }, type: 'tablet' },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
