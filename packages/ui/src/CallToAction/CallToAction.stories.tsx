import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { longIcelandic, phone } from '../storyKit';
import { CallToAction } from './CallToAction';

const meta = {
  title: 'Sections/CallToAction',
  component: CallToAction,
  tags: ['autodocs'],
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

/** Long Icelandic text. */
export const LongText: Story = { args: { title: longIcelandic, text: `${longIcelandic}. ${longIcelandic}.` } };

/** On a phone. */
export const Phone: Story = { ...phone, args: { ...TwoActions.args } };
