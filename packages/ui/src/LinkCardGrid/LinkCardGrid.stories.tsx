import { Icon } from '../Icon';
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
  tags: ['autodocs', 'stable'],
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Þjónustan okkar',
    text: 'Frá fyrstu hugmynd að rekstri: við sjáum um allt sem vefurinn þarf.',
    linkLabel: 'Lesa meira',
    items: [
      { id: 'vefsidugerd', icon: <Icon name="responsive" />, title: 'Vefsíðugerð', text: 'Fallegir og hraðir vefir sem virka í öllum tækjum.', href: '#vefsidugerd' },
      { id: 'vefhonnun', icon: <Icon name="design" />, title: 'Vefhönnun', text: 'Hönnun sem endurspeglar vörumerkið þitt.', href: '#vefhonnun' },
      { id: 'vefthroun', icon: <Icon name="code" />, title: 'Vefþróun', text: 'Sérsmíðaðar lausnir og tengingar.', href: '#vefthroun' },
      { id: 'radgjof', icon: <Icon name="lightbulb" />, title: 'Ráðgjöf', text: 'Stefna og greining fyrir stafræna vegferð.', href: '#radgjof' },
      { id: 'markadssetning', icon: <Icon name="chart" />, title: 'Markaðssetning', text: 'Efni og auglýsingar sem skila árangri.', href: '#markadssetning' },
      { id: 'leitarvelabestun', icon: <Icon name="search" />, title: 'Leitarvélabestun', text: 'Sjáðu fyrirtækið ofar á Google.', href: '#leitarvelabestun' },
    ],
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['plain', 'accent'], table: { type: { summary: "'plain' | 'accent'" }, defaultValue: { summary: "'plain'" } } },
    tone: { control: 'inline-radio', options: ['plain', 'muted'], table: { type: { summary: "'plain' | 'muted'" }, defaultValue: { summary: "'muted' behind accent cards, else 'plain'" } } },
    headingLevel: { control: 'inline-radio', options: [2, 3], table: { type: { summary: '2 | 3' }, defaultValue: { summary: '2' } } },
    items: { control: 'object', table: { type: { summary: 'LinkCardItem[]', detail: '{ id?: string; icon?: IconName; title: string; text: string; href: string; badge?: string; meta?: string }[]' } } },
    footer: { control: false, table: { type: { summary: 'ReactNode' } } },
    linkComponent: { control: false, table: { type: { summary: 'LinkComponent | ReactElement' }, defaultValue: { summary: "'a'" } } },
    className: { control: false },
  },
} satisfies Meta<typeof LinkCardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Plain cards, each with an `id` that keys it. */
export const Services: Story = {};

/** Accent cards on a muted band: a visibly different card style. */
export const Solutions: Story = {
  args: {
    variant: 'accent',
    title: 'Lausnir',
    text: 'Tilbúnar lausnir sem við aðlögum að rekstrinum þínum.',
    items: [
      { id: 'bokunarkerfi', icon: <Icon name="calendar" />, title: 'Bókunarkerfi', text: 'Tímabókanir á netinu allan sólarhringinn.', href: '#bokunarkerfi' },
      { id: 'netverslun', icon: <Icon name="cart" />, title: 'Netverslun', text: 'WooCommerce eða Shopify, tengt við bókhaldið.', href: '#netverslun' },
      { id: 'gervigreind', icon: <Icon name="ai" />, title: 'Gervigreind', text: 'Spjallmenni og sjálfvirkni.', href: '#gervigreind' },
      { id: 'kassakerfi', icon: <Icon name="card" />, title: 'Kassakerfi', text: 'Sala í verslun og á netinu í einu kerfi.', href: '#kassakerfi' },
      { id: 'vefhysing', icon: <Icon name="cloud" />, title: 'Vefhýsing', text: 'Hröð og örugg hýsing á Íslandi.', href: '#vefhysing' },
      { id: 'tolvupostur', icon: <Icon name="mail" />, title: 'Tölvupóstur', text: 'Fagleg netföng á þínu léni.', href: '#tolvupostur' },
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

/** Long Icelandic titles; long compounds break inside the cards, hyphenated under `lang="is"`. */
export const LongText: Story = {
  tags: ['long-text'],
  decorators: [(Story) => <div lang="is">{Story()}</div>],
  args: {
    title: longIcelandic,
    items: [
      { icon: <Icon name="responsive" />, title: longIcelandic, text: `${longIcelandic}.`, href: '#a' },
      { id: 'b', icon: <Icon name="plug" />, title: 'Þjónustuborðsbeiðnakerfið', text: 'Vefverslunarlausnirnar.', href: '#b' },
    ],
  },
};

/** One column on a phone. */
export const Phone: Story = { ...phone };

/** Accent cards on a phone. */
export const SolutionsPhone: Story = { ...phone, args: { ...Solutions.args } };

/** Both looks: plain cards on a plain band, accent cards on a muted band. */
export const AllVariants: Story = {
  name: 'All variants',
  render: (args) => (
    <>
      <LinkCardGrid {...args} title="Plain" items={args.items.slice(0, 3)} variant="plain" />
      <LinkCardGrid {...args} title="Accent" items={args.items.slice(3, 6)} variant="accent" />
    </>
  ),
};

/** Do: three or six cards of one kind, each leading to its own page. */
export const DoOneKind: Story = {
  name: 'Do: cards of one kind',
  tags: ['!dev', '!autodocs', 'usage'],
  args: { items: meta.args.items.slice(0, 3) },
};

/** Don't: a single card in a grid; one link is better as a Button or a link in the text. */
export const DontSingleCard: Story = {
  name: "Don't: a grid of one card",
  tags: ['!dev', '!autodocs', 'usage'],
  args: { items: meta.args.items.slice(0, 1) },
};
