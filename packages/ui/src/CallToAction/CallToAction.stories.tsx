import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { longIcelandic, phone } from '../storyKit';
import { CallToAction } from './CallToAction';

const meta = {
  title: 'Sections/CallToAction',
  component: CallToAction,
  tags: ['autodocs', 'stable'],
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Tilbúin í næsta skref?',
    text: 'Segðu okkur frá verkefninu og við sendum þér tilboð innan tveggja virkra daga.',
    actions: (
      <Button asChild>
        <a href="#fa-tilbod">Fá tilboð</a>
      </Button>
    ),
  },
  argTypes: {
    actions: { control: false, table: { type: { summary: 'ReactNode' } } },
    className: { control: false },
  },
} satisfies Meta<typeof CallToAction>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One button. */
export const Default: Story = {};

/** Two buttons (consulting: book a meeting, or contact us). */
export const TwoActions: Story = {
  args: {
    actions: (
      <>
        <Button asChild>
          <a href="#fa-tilbod">Bóka fund</a>
        </Button>
        <Button asChild variant="secondary">
          <a href="#hafa-samband">Hafa samband</a>
        </Button>
      </>
    ),
  },
};

/** Long Icelandic text: long compounds break inside the panel, hyphenated under `lang="is"`. */
export const LongText: Story = {
  tags: ['long-text'],
  decorators: [(Story) => <div lang="is">{Story()}</div>],
  args: { title: `${longIcelandic}: Þjónustuborðsbeiðnakerfið`, text: `${longIcelandic}. Vefverslunarlausnirnar. ${longIcelandic}.` },
};

/** On a phone. */
export const Phone: Story = { ...phone, args: { ...TwoActions.args } };

/** Do: one primary action, and at most one secondary beside it. */
export const DoOnePrimary: Story = {
  name: 'Do: one primary action',
  tags: ['!dev', '!autodocs', 'usage'],
  args: { ...TwoActions.args },
};

/** Don't: a row of equal buttons; the visitor cannot tell which step is meant. */
export const DontManyActions: Story = {
  name: "Don't: many equal actions",
  tags: ['!dev', '!autodocs', 'usage'],
  args: {
    actions: (
      <>
        <Button asChild>
          <a href="#fa-tilbod">Fá tilboð</a>
        </Button>
        <Button asChild>
          <a href="#boka">Bóka fund</a>
        </Button>
        <Button asChild>
          <a href="#verd">Skoða verð</a>
        </Button>
        <Button asChild>
          <a href="#hafa-samband">Hafa samband</a>
        </Button>
      </>
    ),
  },
};
