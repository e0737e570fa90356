import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { longIcelandic, phone } from '../storyKit';
import { StatesMatrix } from '../storyStates';
import { Accordion, type AccordionProps } from './Accordion';

const faq = [
  { id: 'hours', title: 'When are you open?', content: <p>Monday to Friday from 8:00 to 17:00, and Saturdays by appointment.</p> },
  { id: 'insurance', title: 'Do you work with my insurance?', content: <p>We bill most insurers directly. Bring your card to the first visit and we check your cover there.</p> },
  { id: 'cancel', title: 'How do I cancel a booking?', content: <><p>Reply to the confirmation email or call us.</p><p>Cancelling a day ahead is free.</p></> },
];

/**
 * The accordion with its items' ids made the story's own: a docs page draws several stories, and an id (a link's
 * target) must occur once on a page.
 */
function OwnIds(args: AccordionProps) {
  const own = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  return <Accordion {...args} items={args.items.map((item) => (item.id ? { ...item, id: `${item.id}-${own}` } : item))} />;
}

const meta = {
  title: 'Sections/Accordion',
  // The sample copy is English (preview.tsx's withTheme puts the story's language on its root).
  parameters: { lang: 'en' },
  component: Accordion,
  tags: ['autodocs', 'beta'],
  args: { items: faq },
  render: (args) => <OwnIds {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: '44rem' }}>{Story()}</div>],
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const question = canvas.getByText('When are you open?');
    const item = question.closest('details')!;
    // Each title is a stop in the tab order; Enter and Space on it are the browser's own (real keys in
    // visual/keyboard.visual.ts: a script's key events do not open a <details>).
    await userEvent.tab();
    await expect(question).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByText('Do you work with my insurance?')).toHaveFocus();
    await userEvent.click(question);
    await expect(item.open).toBe(true);
    await expect(canvas.getByText(/Monday to Friday/)).toBeVisible();
    await userEvent.click(question);
    await expect(item.open).toBe(false);
  },
};

export const Exclusive: Story = {
  name: 'One open at a time',
  args: { exclusive: true, items: faq.map((item, index) => ({ ...item, defaultOpen: index === 0 })) },
  play: async ({ canvasElement }) => {
    const [first, second] = canvasElement.querySelectorAll('details');
    await expect(first!.open).toBe(true);
    await userEvent.click(within(canvasElement).getByText('Do you work with my insurance?'));
    await expect(second!.open).toBe(true);
    await expect(first!.open).toBe(false);
  },
};

export const LongText: Story = {
  name: 'Long text',
  tags: ['long-text'],
  // Icelandic, for the long compound's hyphenation (the questions after it are the meta's English).
  parameters: { lang: 'is' },
  args: { items: [{ title: longIcelandic, content: <p>{longIcelandic}</p>, defaultOpen: true }, ...faq] },
};

export const Phone: Story = { ...phone };

/**
 * Every state of an item at once (the pointer and keyboard states forced): closed, open, hover,
 * focus-visible on the title, pressed, and a long Icelandic title that wraps beside its marker.
 */
export const States: Story = {
  render: () => {
    const one = faq[0]!;
    return (
      <StatesMatrix
        states={[
          { label: 'Closed', children: <OwnIds items={[one]} /> },
          { label: 'Open', children: <OwnIds items={[{ ...one, defaultOpen: true }]} /> },
          { label: 'Hover', force: 'hover', children: <OwnIds items={[one]} /> },
          { label: 'Focus visible', force: 'focus-visible', children: <OwnIds items={[one]} /> },
          { label: 'Active (pressed)', force: 'active', children: <OwnIds items={[one]} /> },
          { label: 'Long title', children: <OwnIds items={[{ ...one, title: longIcelandic }]} /> },
        ]}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const items = canvasElement.querySelectorAll('details');
    await expect(items).toHaveLength(6);
    await expect(items[1]!.open).toBe(true);
  },
};
