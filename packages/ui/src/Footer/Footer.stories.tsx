import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { longIcelandic, phone, StayLink } from '../storyKit';
import { Footer } from './Footer';

const meta = {
  title: 'Navigation/Footer',
  component: Footer,
  tags: ['autodocs', 'stable'],
  parameters: { layout: 'fullscreen' },
  args: {
    brand: { label: 'Hraun', href: '/', text: 'Vefstofa sem hannar, smíðar og rekur vefi fyrir fyrirtæki.' },
    contact: {
      title: 'Hafa samband',
      phone: '+354 555 1234',
      phoneLabel: 'Sími',
      email: 'hallo@hraun.is',
      emailLabel: 'Netfang',
      lines: ['Reykjavík · Kaupmannahöfn · Barcelona'],
    },
    columns: [
      { title: 'Þjónusta', links: [{ label: 'Vefsíðugerð', href: '/thjonusta/vefsidugerd' }, { label: 'Vefhönnun', href: '/thjonusta/vefhonnun' }] },
      { title: 'Lausnir', links: [{ label: 'Netverslun', href: '/lausnir/netverslun' }, { label: 'Vefhýsing', href: '/lausnir/vefhysing' }] },
    ],
    social: { label: 'Samfélagsmiðlar', links: [{ label: 'LinkedIn', href: 'https://www.linkedin.com/company/hraun' }] },
    legalLine: '© 2026 Hraun ehf. Öll réttindi áskilin.',
    legal: {
      label: 'Lagalegt',
      links: [
        { label: 'Skilmálar', href: '/skilmalar' },
        { label: 'Persónuvernd', href: '/personuvernd' },
        { label: 'Vafrakökur', href: '/vafrakokur' },
      ],
    },
    linkComponent: StayLink,
  },
  argTypes: {
    brand: { control: 'object', table: { type: { summary: '{ label: string; href: string; text: string }' } } },
    contact: { control: 'object', table: { type: { summary: 'FooterContact' } } },
    columns: { control: 'object', table: { type: { summary: 'FooterColumn[]' } } },
    social: { control: 'object', table: { type: { summary: '{ label: string; links: FooterLink[] }' } } },
    legal: { control: 'object', table: { type: { summary: '{ label: string; links: FooterLink[] }' } } },
    extras: { control: false, table: { type: { summary: 'ReactNode' } } },
    linkComponent: { control: false, table: { type: { summary: 'LinkComponent | ReactElement' }, defaultValue: { summary: "'a'" } } },
    className: { control: false },
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '+354 555 1234' })).toHaveAttribute('href', 'tel:+3545551234');
    const legal = canvas.getByRole('navigation', { name: 'Lagalegt' });
    await expect(within(legal).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/skilmalar', '/personuvernd', '/vafrakokur']);
  },
};

/**
 * What a small client's site needs: a logo in the brand link (named by its label), an e-mail address without a
 * phone, and no site map, social or legal links.
 */
export const Minimal: Story = {
  args: {
    brand: {
      label: 'Hraun',
      href: '#',
      logo: (
        <svg viewBox="0 0 32 32" width="32" height="32">
          <circle cx="16" cy="16" r="14" fill="currentColor" />
        </svg>
      ),
      showLabel: true,
    },
    contact: { title: 'Hafa samband', email: 'hallo@hraun.is', emailLabel: 'Netfang' },
    columns: undefined,
    social: undefined,
    legal: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Hraun' })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByText('Sími')).toBeNull();
  },
};

/** Long Icelandic text and link names wrap; long compounds break, hyphenated under `lang="is"`. */
export const LongIcelandic: Story = {
  tags: ['long-text'],
  decorators: [(Story) => <div lang="is">{Story()}</div>],
  args: {
    brand: { label: 'Hraun', href: '/', text: `${longIcelandic}. ${longIcelandic}.` },
    columns: [
      { title: 'Þjónustuborðsbeiðnakerfið', links: [{ label: 'Vefverslunarlausnirnar', href: '/lausnir' }, { label: 'Vefumsjónarkerfisuppfærsluþjónusta', href: '/vidhald' }] },
    ],
  },
};

export const Phone: Story = { ...phone };

/** On a phone a long link name takes two lines; the gap to the links around it stays the one between any two. */
export const PhoneTwoLineLinks: Story = {
  ...phone,
  args: {
    columns: [
      {
        title: 'Þjónusta',
        links: [
          { label: 'Vefsíðugerð', href: '/thjonusta/vefsidugerd' },
          { label: 'Þróun vefforrita, smáforrita og sérsniðinna kerfa fyrir fyrirtæki', href: '/thjonusta/vefthroun' },
          { label: 'Vefhönnun', href: '/thjonusta/vefhonnun' },
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getByRole('navigation', { name: 'Þjónusta' }).querySelectorAll('a');
    // Where each link's text starts and ends (its lines, not its box).
    const texts = [...links].map((link) => {
      const range = canvasElement.ownerDocument.createRange();
      range.selectNodeContents(link);
      return range.getBoundingClientRect();
    });
    await expect(texts[1]!.height).toBeGreaterThan(texts[0]!.height * 1.5);
    const gaps = texts.slice(1).map((text, index) => Math.round(text.top - texts[index]!.bottom));
    await expect(Math.abs(gaps[0]! - gaps[1]!)).toBeLessThanOrEqual(1);
  },
};

export const AlternativeTheme: Story = { parameters: { theme: 'alt' } };

/** Do: a few short columns of the main pages, contact details and the legal links. */
export const DoShortColumns: Story = {
  name: 'Do: short site-map columns',
  tags: ['!dev', '!autodocs', 'usage'],
};

/** Don't: every page of the site in the footer; it becomes a wall of links nobody scans. Link the overview pages instead. */
export const DontEveryPage: Story = {
  name: "Don't: every page in the footer",
  tags: ['!dev', '!autodocs', 'usage'],
  args: {
    columns: [
      {
        title: 'Þjónusta',
        links: ['Vefsíðugerð', 'Vefhönnun', 'Vefþróun', 'Ráðgjöf', 'Markaðssetning', 'Leitarvélabestun', 'Greiningar', 'Viðhald', 'Hýsing', 'Gervigreind', 'Bókunarkerfi', 'Netverslun'].map((label, index) => ({ label, href: `/thjonusta/${index}` })),
      },
    ],
  },
};
