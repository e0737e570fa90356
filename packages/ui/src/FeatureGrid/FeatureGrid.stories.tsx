import type { Meta, StoryObj } from '@storybook/react-vite';
import { longIcelandic, phone } from '../storyKit';
import { FeatureGrid } from './FeatureGrid';

const meta = {
  title: 'Sections/FeatureGrid',
  component: FeatureGrid,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Af hverju vefsíða frá Hraun?',
    text: 'Allir vefir sem við smíðum uppfylla nútímakröfur um hraða, öryggi og aðgengi.',
    items: [
      { icon: 'responsive', title: 'Snjalltækjavænt', text: 'Vefurinn lagar sig að síma, spjaldtölvu og tölvu.' },
      { icon: 'search', title: 'Leitarvélabestun', text: 'Grunnurinn að góðri stöðu á Google er lagður frá fyrsta degi.' },
      { icon: 'speed', title: 'Hraði', text: 'Síður hlaðast hratt, líka á hægum tengingum.' },
      { icon: 'shield', title: 'Öryggi', text: 'SSL, uppfærslur og afritun eru innifalin.' },
      { icon: 'code', title: 'Sérsmíði', text: 'Lausnir sniðnar að þínum rekstri.' },
      { icon: 'support', title: 'Stuðningur', text: 'Við svörum þegar þú þarft á okkur að halda.' },
    ],
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
      { icon: 'code', title: 'Opnar lausnir', text: 'Traust og útbreidd kerfi.', bullets: ['WordPress', 'WooCommerce', 'Drupal'] },
      { icon: 'cloud', title: 'Headless CMS', text: 'Efni og framsetning aðskilin.', bullets: ['Sanity', 'Strapi', 'Contentful'] },
      { icon: 'server', title: 'Gagnagrunnar', text: 'Gögnin örugg og aðgengileg.', bullets: ['PostgreSQL', 'MySQL', 'MongoDB'] },
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
      { icon: 'lightbulb', title: 'Nýsköpun', text: 'Við leitum alltaf betri leiða.' },
      { icon: 'users', title: 'Traust', text: 'Við stöndum við það sem við segjum.' },
      { icon: 'star', title: 'Framúrskarandi', text: 'Við gerum hlutina vel.' },
      { icon: 'ai', title: 'Tækni', text: 'Við notum nýjustu tækni.' },
    ],
  },
};

/** Long Icelandic titles wrap. */
export const LongText: Story = {
  args: {
    title: longIcelandic,
    items: [
      { icon: 'design', title: longIcelandic, text: `${longIcelandic}. ${longIcelandic}.` },
      { icon: 'globe', title: 'Alþjóðlegt', text: 'Fjögur tungumál.' },
    ],
  },
};

/** One column on a phone. */
export const Phone: Story = { ...phone };
