import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { phone } from '../storyKit';
import { StickyActionBar } from './StickyActionBar';

const meta = {
  title: 'Navigation/StickyActionBar',
  component: StickyActionBar,
  tags: ['autodocs', 'stable'],
  // Fixed to the bottom of the screen: on a docs page each story gets a screen of its own to be fixed to (preview.tsx).
  parameters: { layout: 'fullscreen', docsFrame: { height: 360 } },
  // The story's page fits on one screen, all of it the page's end: `hideAtEnd` off, so the bar shows (AtPageEnd has it on).
  args: { label: 'Fá tilboð', href: '#fa-tilbod', regionLabel: 'Tilboð', showAfter: -1, hideAtEnd: false },
  argTypes: {
    // Named for the props table (react-docgen showed the renderer's type as "union").
    linkComponent: { control: false, table: { type: { summary: 'LinkComponent | ReactElement' }, defaultValue: { summary: "'a'" } } },
    showAfter: { control: 'number', table: { defaultValue: { summary: '400' } } },
    hideAtEnd: { control: 'boolean', table: { defaultValue: { summary: 'true' } } },
    className: { control: false },
  },
  render: (args) => (
    <main>
      <h1 style={{ margin: '1rem' }}>Vefverslun</h1>
      <p style={{ margin: '1rem', maxWidth: '30rem' }}>
        Vefverslunarlausnir fyrir íslensk fyrirtæki: WooCommerce eða Shopify, greiðslugátt, birgðastýring og sendingar.
      </p>
      <StickyActionBar {...args} />
    </main>
  ),
} satisfies Meta<typeof StickyActionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone, once the page has scrolled (here at once: `showAfter` -1): the action held at the bottom of the screen. */
export const Phone: Story = {
  ...phone,
  play: async ({ canvasElement }) => {
    const { defaultView: view } = canvasElement.ownerDocument;
    const bar = await within(canvasElement).findByRole('complementary', { name: 'Tilboð' });
    await waitFor(() => expect(bar).toBeVisible());
    const box = bar.getBoundingClientRect();
    await expect(Math.round(box.bottom)).toBe(view!.innerHeight);
  },
};

/** At the end of the page (here all of it is on screen) the bar steps aside, so it covers none of the last content. */
export const AtPageEnd: Story = {
  ...phone,
  args: { hideAtEnd: true },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).queryByRole('complementary', { name: 'Tilboð' })).toBeNull());
  },
};

/** On a wide screen the page's own calls to action are near: no bar. */
export const Wide: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).queryByRole('complementary', { name: 'Tilboð' });
    await expect(bar).toBeNull();
  },
};

const usage = ['!dev', '!autodocs', 'usage'];

/** Do: one short action, the page's main one ("Fá tilboð"). */
export const DoOneShortAction: Story = { ...phone, name: 'Do: one short action, the page’s main one', tags: usage };

/** Don't: a sentence in the bar; it wraps, grows and covers the page. Say it in the hero, keep the bar to the verb. */
export const DontSentence: Story = {
  ...phone,
  name: "Don't: a sentence in the bar",
  tags: usage,
  args: { label: 'Hafðu samband við okkur og fáðu tilboð í nýja vefverslun án skuldbindingar' },
};
