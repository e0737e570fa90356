import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { iconControl, longIcelandic, phone, StayLink } from '../storyKit';
import { StatesMatrix } from '../storyStates';
import { LinkCard } from './LinkCard';

const meta = {
  title: 'Cards/LinkCard',
  component: LinkCard,
  tags: ['autodocs', 'stable'],
  args: {
    icon: 'code',
    title: 'Vefþróun',
    text: 'Sérsmíðaðar veflausnir og tengingar við þau kerfi sem þú notar nú þegar.',
    href: '#vefthroun',
    linkLabel: 'Lesa meira',
    linkComponent: StayLink,
  },
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
  argTypes: {
    icon: iconControl,
    variant: { control: 'inline-radio', options: ['plain', 'accent'], table: { type: { summary: "'plain' | 'accent'" }, defaultValue: { summary: "'plain'" } } },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4], table: { type: { summary: '2 | 3 | 4' }, defaultValue: { summary: '3' } } },
    linkComponent: { control: false, table: { type: { summary: 'LinkComponent | ReactElement' }, defaultValue: { summary: "'a'" } } },
    className: { control: false },
  },
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

/** Any icon element: an SVG of the app's own (a tooth), drawn at the tile's size whatever size it was given. */
export const OwnIcon: Story = {
  args: {
    icon: (
      <svg viewBox="0 0 24 24" width="64" height="64" fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" data-testid="own-icon">
        <path d="M7 3C4.5 3 3 5 3 8c0 4 2 6 3 11 .3 1.3 2 1.3 2.3 0L9.5 14c.4-1.4 2.6-1.4 3 0l1.2 5c.3 1.3 2 1.3 2.3 0 1-5 3-7 3-11 0-3-1.5-5-4-5-1.7 0-2.5 1-3.5 1S8.7 3 7 3z" />
      </svg>
    ),
  },
  play: async ({ canvasElement }) => {
    const icon = within(canvasElement).getByTestId('own-icon');
    // The slot's size (the theme's large icon), not the 64 px the SVG asked for.
    await expect(icon.getBoundingClientRect().width).toBeLessThan(64);
    await expect(icon.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

/** Without an icon and without a read-on line. */
export const Minimal: Story = { args: { icon: undefined, linkLabel: undefined } };

/** A long Icelandic title wraps, in both looks; long compounds break, hyphenated under `lang="is"`. */
export const LongText: Story = {
  tags: ['long-text'],
  decorators: [(Story) => <div lang="is">{Story()}</div>],
  args: { title: `${longIcelandic}: Þjónustuborðsbeiðnakerfið`, text: 'Vefverslunarlausnirnar og Vefumsjónarkerfisuppfærsluþjónusta.', icon: 'design' },
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

/** Both looks side by side: plain (icon on a tile) and accent (accent rule, icon beside the heading). */
export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <LinkCard {...args} variant="plain" />
      <LinkCard {...args} variant="accent" href="#annad" title="Vefhýsing" badge="Nýtt" meta="Frá 4.990 kr. á mánuði" />
    </div>
  ),
};

/** Do: the title names the page it leads to; one or two sentences say what is there. */
export const DoNamePage: Story = {
  name: 'Do: a title that names the page',
  tags: ['!dev', '!autodocs', 'usage'],
};

/** Don't: "Smelltu hér" or "Lesa meira" as the title; the link's name says nothing out of context (the title is the link's name). */
export const DontVagueTitle: Story = {
  name: "Don't: a vague title",
  tags: ['!dev', '!autodocs', 'usage'],
  args: { title: 'Smelltu hér', text: 'Hér getur þú lesið meira um þetta.' },
};

/**
 * Every state of the card at once, the pointer and keyboard states forced: hover over the card,
 * keyboard focus on its link (the ring goes round the whole card), pressed, both variants, long text.
 */
export const States: Story = {
  render: (args) => (
    <StatesMatrix
      states={[
        { label: 'Default', children: <LinkCard {...args} /> },
        { label: 'Hover', force: 'hover', children: <LinkCard {...args} /> },
        { label: 'Focus visible', force: 'focus-visible', children: <LinkCard {...args} /> },
        { label: 'Active (pressed)', force: 'active', children: <LinkCard {...args} /> },
        { label: 'Accent', children: <LinkCard {...args} variant="accent" /> },
        { label: 'Accent, hover', force: 'hover', children: <LinkCard {...args} variant="accent" /> },
        { label: 'Long text', children: <LinkCard {...args} title="Vefverslunarlausnir og greiðslugáttir" text="Netverslanir sem tengjast birgðakerfum, bókhaldi og greiðslugáttum íslenskra banka." /> },
      ]}
    />
  ),
  decorators: [(Story) => <div style={{ maxWidth: 'none', width: '100%' }}>{Story()}</div>],
};
