import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { longIcelandic, phone, StayLink } from '../storyKit';
import { Footer } from './Footer';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  tags: ['autodocs'],
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

export const LongIcelandic: Story = {
  args: { brand: { label: 'Hraun', href: '/', text: `${longIcelandic}. ${longIcelandic}.` } },
};

export const Phone: Story = { ...phone };

export const AlternativeTheme: Story = { parameters: { theme: 'alt' } };
