import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { longIcelandic, phone, StayLink } from '../storyKit';
import { LinkCard } from './LinkCard';

const meta = {
  title: 'Cards/LinkCard',
  component: LinkCard,
  tags: ['autodocs'],
  args: {
    icon: 'code',
    title: 'Vefþróun',
    text: 'Sérsmíðaðar veflausnir og tengingar við þau kerfi sem þú notar nú þegar.',
    href: '#vefthroun',
    linkLabel: 'Lesa meira',
    linkComponent: StayLink,
  },
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
} satisfies Meta<typeof LinkCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The plain card. It holds one link, named by its title; the link covers the whole card, so a click on the text
 * lands on it, and Tab reaches it in one stop.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName('Vefþróun');
    const text = canvas.getByText(/Sérsmíðaðar veflausnir/);
    const box = text.getBoundingClientRect();
    const hit = canvasElement.ownerDocument.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(hit).toBe(links[0]);
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
  },
};

/** The accent card: an accent rule along the top, the icon beside the heading. */
export const Accent: Story = {
  args: {
    variant: 'accent',
    icon: 'calendar',
    title: 'Bókunarkerfi',
    text: 'Viðskiptavinir bóka tíma á netinu allan sólarhringinn, og þú sérð allt á einum stað.',
    href: '#bokunarkerfi',
  },
};

/** A tag under the heading and a price line under the text; the link is still named by the title alone. */
export const WithBadgeAndMeta: Story = {
  args: { badge: 'Vinsælast', meta: 'Frá 4.990 kr. á mánuði' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAccessibleName('Vefþróun');
  },
};

/** The accent card with a tag and a price line. */
export const AccentWithBadgeAndMeta: Story = {
  args: { ...Accent.args, badge: 'Nýtt', meta: 'Frá 9.900 kr. á mánuði' },
};

/** Without an icon and without a read-on line. */
export const Minimal: Story = { args: { icon: undefined, linkLabel: undefined } };

/** A long Icelandic title wraps, in both looks. */
export const LongText: Story = {
  args: { title: longIcelandic, icon: 'design' },
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <LinkCard {...args} />
      <LinkCard {...args} variant="accent" href="#annad" />
    </div>
  ),
};

/** Full width on a 390 px phone. */
export const Phone: Story = { ...phone, args: { title: longIcelandic, badge: 'Nýtt', meta: 'Frá 4.990 kr. á mánuði' } };

/** The accent card on a 390 px phone. */
export const AccentPhone: Story = { ...phone, args: { ...Accent.args, title: longIcelandic } };
