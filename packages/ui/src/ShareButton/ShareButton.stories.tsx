import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { assertNoSidewaysScroll, longIcelandic, phone } from '../storyKit';
import { ShareButton } from './ShareButton';
import type { ReactNode } from 'react';

type NavigatorStubs = { share?: (data: ShareData) => Promise<void>; writeText?: (text: string) => Promise<void> };

/**
 * Replaces `navigator.share` and `navigator.clipboard` for one story and returns a function that puts the
 * browser's own back, so each story decides which path the button takes.
 */
function stubNavigator({ share, writeText }: NavigatorStubs): () => void {
  const own = {
    share: Object.getOwnPropertyDescriptor(navigator, 'share'),
    clipboard: Object.getOwnPropertyDescriptor(navigator, 'clipboard'),
  };
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
  Object.defineProperty(navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true, writable: true });
  return () => {
    for (const name of ['share', 'clipboard'] as const) {
      const descriptor = own[name];
      if (descriptor) Object.defineProperty(navigator, name, descriptor);
      else delete (navigator as unknown as Record<string, unknown>)[name];
    }
  };
}

const meta = {
  title: 'Actions/ShareButton',
  component: ShareButton,
  tags: ['autodocs', 'stable'],
  argTypes: {
    url: { control: 'text', table: { defaultValue: { summary: 'the page address' } } },
    copiedFor: { control: 'number', table: { defaultValue: { summary: '2000' } } },
    className: { control: false },
  },
  args: {
    label: 'Deila',
    copiedLabel: 'Hlekkur afritaður',
    title: 'Fjallalind – ný vefverslun',
    url: 'https://hraun.is/verkefni/fjallalind-vefverslun',
  },
} satisfies Meta<typeof ShareButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A secondary button with an empty polite live region beside it, ready for the "copied" message. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Deila' })).toBeEnabled();
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveTextContent('');
  },
};

/** `variant="ghost"`: text only, for a page whose main action stands beside it (a quote button) and should lead. */
export const Ghost: Story = {
  args: { variant: 'ghost' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Deila' });
    await expect(button).toBeEnabled();
    // Text only: no fill of its own, so it reads as the lesser action beside a filled one.
    await expect(getComputedStyle(button).backgroundColor).toBe('rgba(0, 0, 0, 0)');
  },
};

/** With no share sheet the address is copied and "copied" shows for two seconds, then goes. */
export const CopyFallback: Story = {
  tags: ['!dev', '!autodocs', 'test-only'],
  play: async ({ canvasElement, args }) => {
    const copied: string[] = [];
    const restore = stubNavigator({ writeText: async (text) => void copied.push(text) });
    try {
      const canvas = within(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: 'Deila' }));
      const status = canvas.getByRole('status');
      await waitFor(() => expect(status).toHaveTextContent('Hlekkur afritaður'));
      await expect(copied).toEqual([args.url]);
      const shownAt = performance.now();
      await waitFor(() => expect(status).toHaveTextContent(''), { timeout: 3000 });
      const shownFor = performance.now() - shownAt;
      await expect(shownFor).toBeGreaterThan(1800);
    } finally {
      restore();
    }
  },
};

/** The system share sheet gets the title and address; nothing is copied. */
export const NativeShare: Story = {
  tags: ['!dev', '!autodocs', 'test-only'],
  play: async ({ canvasElement, args }) => {
    const shared: ShareData[] = [];
    const copied: string[] = [];
    const restore = stubNavigator({
      share: async (data) => void shared.push(data),
      writeText: async (text) => void copied.push(text),
    });
    try {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Deila' }));
      await waitFor(() => expect(shared).toEqual([{ title: args.title, url: args.url }]));
      await expect(copied).toEqual([]);
    } finally {
      restore();
    }
  },
};

/** A refused copy is ignored: no message, no error (not even an unhandled rejection). */
export const CopyRefused: Story = {
  tags: ['!dev', '!autodocs', 'test-only'],
  play: async ({ canvasElement }) => {
    const attempts: string[] = [];
    const restore = stubNavigator({
      writeText: (text) => {
        attempts.push(text);
        return Promise.reject(new DOMException('Denied', 'NotAllowedError'));
      },
    });
    const unhandled: unknown[] = [];
    const onUnhandled = (event: PromiseRejectionEvent) => void unhandled.push(event.reason);
    window.addEventListener('unhandledrejection', onUnhandled);
    try {
      const canvas = within(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: 'Deila' }));
      await waitFor(() => expect(attempts).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 100));
      await expect(canvas.getByRole('status')).toHaveTextContent('');
      await expect(unhandled).toEqual([]);
    } finally {
      window.removeEventListener('unhandledrejection', onUnhandled);
      restore();
    }
  },
};

/**
 * Copies through a stubbed clipboard and waits for the "copied" message. The stories that use it set a long
 * `copiedFor`, so the message is still up when the accessibility check runs after the play function.
 */
async function showCopied({ canvasElement, args }: { canvasElement: HTMLElement; args: { label: string; copiedLabel: string } }) {
  const restore = stubNavigator({ writeText: async () => undefined });
  try {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: args.label }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(args.copiedLabel));
  } finally {
    restore();
  }
}

/** The "copied" message in the alternative theme keeps its contrast. */
export const AlternativeTheme: Story = { parameters: { theme: 'alt' }, args: { copiedFor: 60_000 }, play: showCopied };

/** English labels. */
export const English: Story = { parameters: { lang: 'en' }, args: { label: 'Share', copiedLabel: 'Link copied' } };

/** Long Icelandic labels wrap, the message too. */
export const LongText: Story = {
  tags: ['long-text'],
  decorators: [inIcelandic],
 args: { label: longIcelandic, copiedLabel: longIcelandic, copiedFor: 60_000 }, play: showCopied };

/** On a phone, with long labels and the message showing: nothing scrolls sideways. */
export const Phone: Story = {
  ...phone,
  args: { label: longIcelandic, copiedLabel: longIcelandic, copiedFor: 60_000 },
  play: async (context) => {
    await showCopied(context);
    assertNoSidewaysScroll(context.canvasElement);
  },
};

/** Wraps a story in Icelandic (`lang="is"`), so long words hyphenate with the Icelandic dictionary. */
function inIcelandic(Story: () => ReactNode) {
  return <div lang="is">{Story()}</div>;
}

/** Usage examples for the docs page only (ShareButton.mdx): kept out of the sidebar and the story list. */
const usage = ['!dev', '!autodocs', 'usage'];

export const DoOneWord: Story = {
  name: 'Do: one word',
  tags: usage,
};

export const DontLongLabel: Story = {
  name: "Don't: a sentence as the label",
  tags: usage,
  args: { label: 'Smelltu hér til að deila þessari síðu með vinum þínum' },
};
