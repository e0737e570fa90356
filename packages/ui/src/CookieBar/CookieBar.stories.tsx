import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longIcelandic, phone, StayLink } from '../storyKit';
import { CookieBar, type CookieBarProps } from './CookieBar';

const meta = {
  title: 'Feedback/CookieBar',
  component: CookieBar,
  tags: ['autodocs', 'stable'],
  // Fixed to the bottom of the screen: on a docs page each story gets a screen of its own to be fixed to (preview.tsx).
  parameters: { layout: 'fullscreen', docsFrame: { height: 320 } },
  args: {
    title: 'Vafrakökur',
    text: 'Við notum vafrakökur til að bæta upplifun þína og greina umferð um vefinn.',
    learnMore: { label: 'Nánar um vafrakökur', href: '/vafrakokur' },
    acceptLabel: 'Samþykkja',
    closeLabel: 'Loka',
    onAccept: fn(),
    onClose: fn(),
    linkComponent: StayLink,
  },
  argTypes: {
    learnMore: { control: 'object', table: { type: { summary: '{ label: string; href: string }' } } },
    linkComponent: { control: false, table: { type: { summary: 'LinkComponent | ReactElement' }, defaultValue: { summary: "'a'" } } },
    onAccept: { control: false },
    onReject: { control: false },
    onClose: { control: false },
    className: { control: false },
  },
} satisfies Meta<typeof CookieBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What an app does: render the bar until it is accepted or closed. */
function Managed(props: CookieBarProps) {
  const [shown, setShown] = useState(true);
  return shown ? (
    <CookieBar
      {...props}
      onAccept={() => {
        props.onAccept();
        setShown(false);
      }}
      onReject={() => {
        props.onReject?.();
        setShown(false);
      }}
      onClose={() => {
        props.onClose();
        setShown(false);
      }}
    />
  ) : null;
}

/** At rest: fixed to the bottom of the screen, over the page. */
export const Default: Story = {};

/** At rest over a page's content, as a visitor first sees it: the page stays usable above the bar. */
export const OverPage: Story = {
  render: (args) => (
    <>
      <main style={{ padding: '1.5rem', maxWidth: '40rem' }}>
        <h1>Vefsíðugerð</h1>
        <p>Við hönnum og smíðum vefi fyrir íslensk fyrirtæki, frá fyrstu hugmynd að opnun og áfram.</p>
        <p>Hver vefur er aðgengilegur, hraður og auðveldur í umsjón.</p>
      </main>
      <CookieBar {...args} />
    </>
  ),
};

/** Reject beside accept, the same size and look: refusing takes no more effort than accepting. */
export const WithReject: Story = {
  args: { rejectLabel: 'Hafna', onReject: fn() },
};

export const Reject: Story = {
  tags: ['!dev', '!autodocs', 'test-only'],
  args: { rejectLabel: 'Hafna', onReject: fn() },
  render: (args) => <Managed {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('region', { name: 'Vafrakökur' });
    const reject = within(bar).getByRole('button', { name: 'Hafna' });
    const accept = within(bar).getByRole('button', { name: 'Samþykkja' });
    // Equal weight: the same box, the same colours.
    await expect(reject.getBoundingClientRect().height).toBe(accept.getBoundingClientRect().height);
    await expect(getComputedStyle(reject).backgroundColor).toBe(getComputedStyle(accept).backgroundColor);
    await userEvent.click(reject);
    await expect(args.onReject).toHaveBeenCalledTimes(1);
    await expect(args.onAccept).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('region', { name: 'Vafrakökur' })).toBeNull();
  },
};

export const Accept: Story = {
  tags: ['!dev', '!autodocs', 'test-only'],
  render: (args) => <Managed {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('region', { name: 'Vafrakökur' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Samþykkja' }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('region', { name: 'Vafrakökur' })).toBeNull();
  },
};

export const CloseWithKeyboard: Story = {
  tags: ['!dev', '!autodocs', 'test-only'],
  render: (args) => <Managed {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Loka' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onAccept).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('region', { name: 'Vafrakökur' })).toBeNull();
  },
};

/** Long Icelandic text wraps; long compounds break inside the bar instead of widening it. */
export const LongIcelandic: Story = {
  tags: ['long-text'],
  decorators: [(Story) => <div lang="is">{Story()}</div>],
  args: {
    title: 'Vafrakökustillingarnar',
    text: `${longIcelandic}. Þjónustuborðsbeiðnakerfið og Vefverslunarlausnirnar nota vafrakökur. ${longIcelandic}.`,
    learnMore: { label: 'Nánar um vafrakökustefnuna', href: '/vafrakokur' },
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('region');
    for (const box of [bar, ...bar.querySelectorAll('h2, p')]) await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth + 1);
  },
};

export const Phone: Story = { ...phone };

export const AlternativeTheme: Story = { parameters: { theme: 'alt' } };

/** Do: one short sentence that says why, a link to the policy, one clear accept button. */
export const DoShortNotice: Story = {
  name: 'Do: a short notice',
  tags: ['!dev', '!autodocs', 'usage'],
};

/** Don't: the whole cookie policy in the bar. It covers the page on a phone; link to the policy instead. */
export const DontWholePolicy: Story = {
  name: "Don't: the whole policy in the bar",
  tags: ['!dev', '!autodocs', 'usage'],
  args: {
    text: 'Við notum nauðsynlegar vafrakökur sem halda vefnum gangandi, tölfræðikökur sem segja okkur hvernig vefurinn er notaður, kökur þriðja aðila frá greiningarþjónustum og kökur sem muna stillingar þínar á milli heimsókna. Kökurnar eru geymdar í allt að tólf mánuði og þú getur eytt þeim hvenær sem er í stillingum vafrans.',
  },
};
