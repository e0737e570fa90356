import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { assertNoSidewaysScroll, Miniature, phone } from '../storyKit';
import { Testimonial, Testimonials } from './Testimonial';

// Sample people for the stories only: the site shows a quote only when its content has a real one.
const sample = {
  quote: 'Nýja vefverslunin var tilbúin fyrir jólin og pantanir á netinu tvöfölduðust á fyrsta mánuðinum.',
  name: 'Dæmi Dæmason',
  role: 'Framkvæmdastjóri',
  company: 'Dæmafélagið ehf.',
};

/** A drawn monogram as a data URL, so the story needs no image file. */
const monogram = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" fill="#1d4f91"/><text x="48" y="60" font-family="sans-serif" font-size="40" font-weight="700" fill="#fff" text-anchor="middle">DD</text></svg>',
)}`;

const meta = {
  title: 'Sections/Testimonial',
  component: Testimonial,
  tags: ['autodocs', 'beta'],
  parameters: { layout: 'padded' },
  args: sample,
} satisfies Meta<typeof Testimonial>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A quote with name, role and company. */
export const Default: Story = {};

/** With the person's photo beside the name (decorative: the name says who it is). */
export const WithPhoto: Story = { args: { image: { src: monogram, alt: '', width: 96, height: 96 } } };

/** Name only: role and company are optional. */
export const NameOnly: Story = { args: { role: undefined, company: undefined } };

/** A long Icelandic quote on a phone. */
export const Phone: Story = {
  ...phone,
  args: { quote: `${sample.quote} Vefverslunarlausnin tengist birgðakerfinu og bókhaldinu sjálfkrafa.`, company: 'Vefverslunarlausnir Suðurlands ehf.' },
};

/** A logo drawn as a data URL: the consumer's own picture in the featured quote's media slot. */
const wideLogo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240"><rect width="320" height="240" fill="#e8eef7"/><circle cx="160" cy="108" r="52" fill="#1d4f91"/><text x="160" y="206" font-family="sans-serif" font-size="26" font-weight="700" fill="#1d4f91" text-anchor="middle">Dæmafélagið</text></svg>',
)}`;

/**
 * One quote given a section's room, as a pull-quote: no card, a rule in the primary colour at its start, the quote
 * large in the heading face under a mark in the accent colour, and the consumer's own picture beside it from the wide
 * breakpoint.
 */
export const Featured: Story = {
  args: { variant: 'featured', media: <img src={wideLogo} alt="" width={320} height={240} /> },
  play: async ({ canvasElement }) => {
    const figure = within(canvasElement).getByRole('figure');
    await expect(figure).toHaveAttribute('data-variant', 'featured');
    const quoteSize = parseFloat(getComputedStyle(figure.querySelector('blockquote')!).fontSize);
    const bodySize = parseFloat(getComputedStyle(canvasElement).fontSize);
    // Large type: well above the page's own text.
    await expect(quoteSize).toBeGreaterThan(bodySize * 1.4);
    // A pull-quote, not a card: no surface behind it, a rule at its start edge.
    const frame = getComputedStyle(figure);
    await expect(frame.backgroundColor).toBe('rgba(0, 0, 0, 0)');
    await expect(parseFloat(frame.borderInlineStartWidth)).toBeGreaterThanOrEqual(4);
    // From the wide breakpoint (48rem) the picture stands beside the quote, before it.
    const picture = figure.querySelector('img')!.getBoundingClientRect();
    const quote = figure.querySelector('blockquote')!.getBoundingClientRect();
    await expect(window.innerWidth).toBeGreaterThanOrEqual(768);
    await expect(picture.right).toBeLessThanOrEqual(quote.left);
  },
};

/** Featured without media: the quote and who said it, in one column. */
export const FeaturedWithoutMedia: Story = { args: { variant: 'featured' } };

/** Featured on a phone: the picture above the quote. */
export const FeaturedPhone: Story = {
  ...phone,
  args: { variant: 'featured', media: <img src={wideLogo} alt="" width={320} height={240} /> },
  play: async ({ canvasElement }) => {
    const figure = within(canvasElement).getByRole('figure');
    const picture = figure.querySelector('img')!.getBoundingClientRect();
    const quote = figure.querySelector('blockquote')!.getBoundingClientRect();
    await expect(picture.bottom).toBeLessThanOrEqual(quote.top);
    assertNoSidewaysScroll(canvasElement);
  },
};

const usage = ['!dev', '!autodocs', 'usage'];

/** Do: quote a real, named client in their own words, with their role and company. */
export const DoRealQuote: Story = { tags: usage };

/** Don't: a quote without a person (or an invented one) reads as filler and costs trust. Leave the section out. */
export const DontAnonymousQuote: Story = {
  tags: usage,
  args: { quote: 'Frábær þjónusta, mæli með!', name: 'Ánægður viðskiptavinur', role: undefined, company: undefined },
};

/** The section of quotes, as a page shows it. */
export const Section: StoryObj<typeof Testimonials> = {
  render: () => (
    <Testimonials
      title="Það sem viðskiptavinir segja"
      items={[
        { id: 'a', ...sample },
        { id: 'b', ...sample, name: 'Sýnis Sýnisdóttir', role: 'Markaðsstjóri', image: { src: monogram, alt: '', width: 96, height: 96 } },
      ]}
    />
  ),
  parameters: { layout: 'fullscreen' },
};

/** The Introduction's thumbnail (tag `thumbnail`, kept out of the sidebar and the docs): a short quote, its quotation mark and who said it, large. */
export const Thumbnail: Story = {
  tags: ['!dev', '!autodocs', 'thumbnail'],
  args: { quote: 'Pantanir á netinu tvöfölduðust.', image: { src: monogram, alt: '', width: 96, height: 96 } },
  render: (args) => (
    <Miniature>
      <div style={{ display: 'grid', alignContent: 'center', blockSize: '100%', zoom: 1.7 }}>
        <Testimonial {...args} />
      </div>
    </Miniature>
  ),
};
