import { Icon } from '../Icon';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { longIcelandic, phone } from '../storyKit';
import { FeatureGrid } from './FeatureGrid';

const meta = {
  title: 'Sections/FeatureGrid',
  component: FeatureGrid,
  tags: ['autodocs', 'stable'],
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Af hverju vefsíða frá Hraun?',
    text: 'Allir vefir sem við smíðum uppfylla nútímakröfur um hraða, öryggi og aðgengi.',
    items: [
      { icon: <Icon name="responsive" />, title: 'Snjalltækjavænt', text: 'Vefurinn lagar sig að síma, spjaldtölvu og tölvu.' },
      { icon: <Icon name="search" />, title: 'Leitarvélabestun', text: 'Grunnurinn að góðri stöðu á Google er lagður frá fyrsta degi.' },
      { icon: <Icon name="speed" />, title: 'Hraði', text: 'Síður hlaðast hratt, líka á hægum tengingum.' },
      { icon: <Icon name="shield" />, title: 'Öryggi', text: 'SSL, uppfærslur og afritun eru innifalin.' },
      { icon: <Icon name="code" />, title: 'Sérsmíði', text: 'Lausnir sniðnar að þínum rekstri.' },
      { icon: <Icon name="support" />, title: 'Stuðningur', text: 'Við svörum þegar þú þarft á okkur að halda.' },
    ],
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3], table: { type: { summary: '2 | 3' }, defaultValue: { summary: '2' } } },
    items: { control: 'object', table: { type: { summary: 'FeatureItem[]', detail: '{ id?: string; icon?: IconName; title: string; text: string; bullets?: string[] }[]' } } },
    className: { control: false },
  },
} satisfies Meta<typeof FeatureGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six features with icons. */
export const Features: Story = {};

/** Platform cards with technology bullets. */
export const WithBullets: Story = {
  args: {
    title: 'Tæknilausnir',
    text: undefined,
    items: [
      { icon: <Icon name="code" />, title: 'Opnar lausnir', text: 'Traust og útbreidd kerfi.', bullets: ['WordPress', 'WooCommerce', 'Drupal'] },
      { icon: <Icon name="cloud" />, title: 'Headless CMS', text: 'Efni og framsetning aðskilin.', bullets: ['Sanity', 'Strapi', 'Contentful'] },
      { icon: <Icon name="server" />, title: 'Gagnagrunnar', text: 'Gögnin örugg og aðgengileg.', bullets: ['PostgreSQL', 'MySQL', 'MongoDB'] },
    ],
  },
};

/** The company values (no icons, a nested heading level). */
export const Values: Story = {
  args: {
    title: 'Gildin okkar',
    text: undefined,
    headingLevel: 3,
    items: [
      { icon: <Icon name="lightbulb" />, title: 'Nýsköpun', text: 'Við leitum alltaf betri leiða.' },
      { icon: <Icon name="users" />, title: 'Traust', text: 'Við stöndum við það sem við segjum.' },
      { icon: <Icon name="star" />, title: 'Framúrskarandi', text: 'Við gerum hlutina vel.' },
      { icon: <Icon name="ai" />, title: 'Tækni', text: 'Við notum nýjustu tækni.' },
    ],
  },
};

/** Long Icelandic titles wrap; long compounds break inside the card, hyphenated under `lang="is"`. */
export const LongText: Story = {
  tags: ['long-text'],
  decorators: [(Story) => <div lang="is">{Story()}</div>],
  args: {
    title: longIcelandic,
    items: [
      { icon: <Icon name="design" />, title: longIcelandic, text: `${longIcelandic}. ${longIcelandic}.` },
      { icon: <Icon name="globe" />, title: 'Þjónustuborðsbeiðnakerfið', text: 'Vefverslunarlausnirnar.' },
    ],
  },
};

/** One column on a phone. */
export const Phone: Story = { ...phone };

/** Do: three or six features, each a short title and one sentence. */
export const DoShortFeatures: Story = {
  name: 'Do: short titles, one sentence each',
  tags: ['!dev', '!autodocs', 'usage'],
  args: { items: meta.args.items.slice(0, 3) },
};

/** Don't: long paragraphs in the cards; they grow uneven and nobody reads them. Link to a page with the details. */
export const DontParagraphs: Story = {
  name: "Don't: paragraphs in the cards",
  tags: ['!dev', '!autodocs', 'usage'],
  args: {
    items: [
      {
        icon: <Icon name="responsive" />,
        title: 'Snjalltækjavænt',
        text: 'Vefurinn lagar sig sjálfkrafa að öllum skjástærðum, hvort sem gestir koma í síma, spjaldtölvu, fartölvu eða stórum skjá, og við prófum hann á öllum helstu vöfrum og tækjum áður en hann fer í loftið, svo enginn lendi í vandræðum.',
      },
      { icon: <Icon name="search" />, title: 'Leitarvélabestun', text: 'Grunnurinn að góðri stöðu á Google er lagður frá fyrsta degi.' },
      { icon: <Icon name="speed" />, title: 'Hraði', text: 'Síður hlaðast hratt.' },
    ],
  },
};
