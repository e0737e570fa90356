import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { assertNoSidewaysScroll, phone } from '../storyKit';
import { ResultFigures } from './ResultFigures';

const meta = {
  title: 'Sections/ResultFigures',
  component: ResultFigures,
  tags: ['autodocs', 'beta'],
  argTypes: {
    // Named for the props table (react-docgen reads a readonly array as "unknown").
    items: { control: 'object', table: { type: { summary: 'readonly ResultFigure[]', detail: '{ value: string; label: string }[]' } } },
  },
  args: {
    label: 'Árangur í tölum',
    items: [
      { value: '70%', label: 'fyrirspurna svarað án aðkomu starfsfólks' },
      { value: '6', label: 'tungumál, allan sólarhringinn' },
    ],
  },
} satisfies Meta<typeof ResultFigures>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two figures side by side, read as a named list: each item is the figure and what it counts. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Árangur í tölum' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      '70% fyrirspurna svarað án aðkomu starfsfólks',
      '6 tungumál, allan sólarhringinn',
    ]);
  },
};

/** One figure. */
export const Single: Story = { args: { items: [{ value: '+40%', label: 'fleiri pantanir úr síma fyrstu þrjá mánuðina' }] } };

/** No figures: nothing is rendered (the page shows no empty heading either). */
export const Empty: Story = {
  args: { items: [] },
  // Nothing drawn is the point: the docs-page test's check for empty story blocks leaves this one out.
  parameters: { rendersNothing: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('ul')).toBeNull();
  },
};

/** Stacked on a phone, without sideways scrolling. */
export const Phone: Story = {
  ...phone,
  args: {
    items: [
      { value: '+40%', label: 'fleiri pantanir úr síma' },
      { value: '3×', label: 'meiri jólasala á netinu en árið áður' },
      { value: '12', label: 'dagar frá fyrsta fundi að opnun' },
    ],
  },
  play: async ({ canvasElement }) => assertNoSidewaysScroll(canvasElement),
};

const usage = ['!dev', '!autodocs', 'usage'];

/** Do: a short figure with a label that says what it counts and over what time. */
export const DoShortFigures: Story = { name: 'Do: short figure, clear label', tags: usage };

/** Don't: put a sentence in the figure; it is shown large and must stay on one line. */
export const DontSentenceAsFigure: Story = {
  name: "Don't: a sentence as the figure",
  tags: usage,
  args: { items: [{ value: 'Mun fleiri', label: 'pantanir' }] },
};
