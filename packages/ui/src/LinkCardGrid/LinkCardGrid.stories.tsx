import type { Meta, StoryObj } from '@storybook/react-vite';
import { forwardRef } from 'react';
import type { LinkProps } from '../links';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { longIcelandic, phone } from '../storyKit';
import { LinkCardGrid } from './LinkCardGrid';

/** Stands in for a router's link: any component taking `href`, `className` and `children` will do. */
const RouterLink = forwardRef<HTMLAnchorElement, LinkProps>(function RouterLink(props, ref) {
  return <a ref={ref} data-router-link="" {...props} />;
});

const meta = {
  title: 'Sections/LinkCardGrid',
  component: LinkCardGrid,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Þjónustan okkar',
    text: 'Frá fyrstu hugmynd að rekstri: við sjáum um allt sem vefurinn þarf.',
    linkLabel: 'Lesa meira',
    items: [
      { icon: 'responsive', title: 'Vefsíðugerð', text: 'Fallegir og hraðir vefir sem virka í öllum tækjum.', href: '#vefsidugerd' },
      { icon: 'design', title: 'Vefhönnun', text: 'Hönnun sem endurspeglar vörumerkið þitt.', href: '#vefhonnun' },
      { icon: 'code', title: 'Vefþróun', text: 'Sérsmíðaðar lausnir og tengingar.', href: '#vefthroun' },
      { icon: 'lightbulb', title: 'Ráðgjöf', text: 'Stefna og greining fyrir stafræna vegferð.', href: '#radgjof' },
      { icon: 'chart', title: 'Markaðssetning', text: 'Efni og auglýsingar sem skila árangri.', href: '#markadssetning' },
      { icon: 'search', title: 'Leitarvélabestun', text: 'Sjáðu fyrirtækið ofar á Google.', href: '#leitarvelabestun' },
    ],
  },
} satisfies Meta<typeof LinkCardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Service cards. */
export const Services: Story = {};

/** Solution cards: a visibly different card style. */
export const Solutions: Story = {
  args: {
    variant: 'solution',
    title: 'Lausnir',
    text: 'Tilbúnar lausnir sem við aðlögum að rekstrinum þínum.',
    items: [
      { icon: 'calendar', title: 'Bókunarkerfi', text: 'Tímabókanir á netinu allan sólarhringinn.', href: '#bokunarkerfi' },
      { icon: 'cart', title: 'Netverslun', text: 'WooCommerce eða Shopify, tengt við bókhaldið.', href: '#netverslun' },
      { icon: 'ai', title: 'Gervigreind', text: 'Spjallmenni og sjálfvirkni.', href: '#gervigreind' },
      { icon: 'card', title: 'Kassakerfi', text: 'Sala í verslun og á netinu í einu kerfi.', href: '#kassakerfi' },
      { icon: 'cloud', title: 'Vefhýsing', text: 'Hröð og örugg hýsing á Íslandi.', href: '#vefhysing' },
      { icon: 'mail', title: 'Tölvupóstur', text: 'Fagleg netföng á þínu léni.', href: '#tolvupostur' },
    ],
  },
};

/** With a button under the grid, and links through a router's link component. */
export const WithFooterAndLinkComponent: Story = {
  args: {
    linkComponent: RouterLink,
    footer: (
      <Button asChild>
        <a href="#fa-tilbod">Fá tilboð</a>
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Vefþróun' });
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('href', '#vefthroun');
  },
};

/** Long Icelandic titles. */
export const LongText: Story = {
  args: {
    title: longIcelandic,
    items: [
      { icon: 'responsive', title: longIcelandic, text: `${longIcelandic}.`, href: '#a' },
      { icon: 'plug', title: 'API-tengingar', text: 'Kerfin þín tala saman.', href: '#b' },
    ],
  },
};

/** One column on a phone. */
export const Phone: Story = { ...phone };

/** Solution cards on a phone. */
export const SolutionsPhone: Story = { ...phone, args: { ...Solutions.args } };
