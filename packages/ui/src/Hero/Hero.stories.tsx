import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Card } from '../Card';
import { type ResultFigure, ResultFigures } from '../ResultFigures';
import { assertNoSidewaysScroll, drawnPicture, longIcelandic, phone } from '../storyKit';
import { Hero } from './Hero';

const meta = {
  title: 'Sections/Hero',
  component: Hero,
  tags: ['autodocs', 'stable'],
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Vefir sem vinna fyrir fyrirtækið þitt',
    text: 'Hraun hannar, smíðar og rekur vefi, vefverslanir og sérlausnir fyrir fyrirtæki. Við sjáum um tæknina svo þú getir einbeitt þér að rekstrinum.',
  },
  argTypes: {
    actions: { control: false, table: { type: { summary: 'ReactNode' } } },
    eyebrow: { control: 'text', table: { defaultValue: { summary: 'none' } } },
    media: { control: false, table: { type: { summary: 'ReactNode' } } },
    mediaPlacement: { control: 'inline-radio', options: ['beside', 'below', 'behind'] },
    aside: { control: false, table: { type: { summary: 'ReactNode' } } },
    className: { control: false },
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Heading and lead only. */
export const Plain: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Vefir sem vinna fyrir fyrirtækið þitt');
  },
};

/** With an eyebrow and two calls to action. */
export const WithActions: Story = {
  args: {
    eyebrow: 'Vefstofa',
    actions: (
      <>
        <Button asChild>
          <a href="#quote">Fá tilboð</a>
        </Button>
        <Button asChild variant="secondary">
          <a href="#services">Skoða þjónustu</a>
        </Button>
      </>
    ),
  },
};

/** A service page's hero: its call to action and a "from" price anchor beside it. */
export const WithPrice: Story = {
  args: {
    title: 'Vefhýsing sem þú þarft ekki að hugsa um',
    actions: (
      <Button asChild>
        <a href="#order">Panta núna</a>
      </Button>
    ),
    price: 'Frá 4.990\u00a0kr. á\u00a0mánuði án vsk.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Frá 4.990/)).toBeVisible();
  },
};

/** Breadcrumbs at the top of the band, inside the hero. */
export const WithBreadcrumbs: Story = {
  args: {
    ...WithActions.args,
    top: (
      <nav aria-label="Brauðmolar">
        <a href="#home">Forsíða</a> / Þjónusta
      </nav>
    ),
  },
};

/** A long Icelandic heading wraps without overflowing; long compounds break, hyphenated under `lang="is"`. */
export const LongText: Story = {
  tags: ['long-text'],
  decorators: [(Story) => <div lang="is">{Story()}</div>],
  args: { ...WithActions.args, eyebrow: 'Þjónusta', title: longIcelandic },
};

/** The longest compounds on a 390 px phone: "Þjónustuborðsbeiðnakerfið" must break inside the heading. */
export const LongCompoundPhone: Story = {
  ...phone,
  tags: ['long-text'],
  decorators: [(Story) => <div lang="is">{Story()}</div>],
  play: async ({ canvasElement }) => {
    assertNoSidewaysScroll(canvasElement);
  },
  args: { ...WithActions.args, eyebrow: 'Vefverslunarlausnirnar', title: 'Þjónustuborðsbeiðnakerfið fyrir Vefverslunarlausnirnar' },
};

/** The narrowest layout. */
export const Phone: Story = {
  ...phone,
  args: { ...LongText.args },
  play: async ({ canvasElement }) => {
    assertNoSidewaysScroll(canvasElement);
  },
};

/** Do: a heading that says what the page offers, one or two sentences of lead, one primary action. */
export const DoClearHeading: Story = {
  name: 'Do: say what the page offers',
  tags: ['!dev', '!autodocs', 'usage'],
  args: { ...WithActions.args },
};

/** Don't: a slogan with no content and a lead that runs to a paragraph; the visitor still does not know what is offered. */
export const DontSloganAndEssay: Story = {
  name: "Don't: a slogan and an essay",
  tags: ['!dev', '!autodocs', 'usage'],
  args: {
    title: 'Framtíðin er núna',
    text: 'Í heimi sem breytist hraðar en nokkru sinni fyrr skiptir máli að hafa samstarfsaðila sem skilur bæði tæknina og fólkið sem notar hana. Við höfum starfað í mörg ár með fyrirtækjum af öllum stærðum, allt frá einyrkjum til stórfyrirtækja, og lært að hvert verkefni er einstakt og krefst sérstakrar nálgunar sem tekur mið af þörfum hvers og eins.',
  },
};

const mediaArgs = {
  eyebrow: 'Family dentistry',
  title: 'A calmer visit to the dentist',
  text: 'Unhurried appointments, clear prices and evening hours twice a week.',
  actions: (
    <>
      <Button asChild>
        <a href="#book">Book a visit</a>
      </Button>
      <Button asChild variant="secondary">
        <a href="#prices">See prices</a>
      </Button>
    </>
  ),
};

/** An image beside the text from the `wide` breakpoint up, under it on a phone. */
export const WithMedia: Story = {
  name: 'With media beside',
  parameters: { lang: 'en' },
  args: {
    ...mediaArgs,
    media: <img src={drawnPicture('#cfe3e8', 'Clinic')} alt="The bright waiting room of the clinic" width={1200} height={800} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1 });
    const image = canvas.getByRole('img', { name: 'The bright waiting room of the clinic' });
    // Side by side past the `wide` breakpoint: the image starts right of the heading, level with the text.
    if (window.matchMedia('(min-width: 48rem)').matches) {
      await expect(image.getBoundingClientRect().left).toBeGreaterThan(heading.getBoundingClientRect().right - 1);
    } else {
      await expect(image.getBoundingClientRect().top).toBeGreaterThan(heading.getBoundingClientRect().bottom);
    }
  },
};

/** The picture fills the band; the text sits on a panel, readable whatever the picture. */
export const MediaBehind: Story = {
  name: 'With media behind',
  parameters: { lang: 'en' },
  args: {
    ...mediaArgs,
    mediaPlacement: 'behind',
    media: <img src={drawnPicture('#8fb3a8', '', 1600, 700)} alt="" width={1600} height={700} />,
  },
};

export const MediaPhone: Story = {
  ...phone,
  name: 'With media on a phone',
  parameters: { lang: 'en' },
  args: WithMedia.args,
};

/** A hero's aside as the stories show it: a client's figures on a card. */
const figuresCard = (label: string, items: ResultFigure[]) => (
  <Card padding="lg">
    <ResultFigures label={label} items={items} />
  </Card>
);

const caseStudyArgs = {
  eyebrow: 'Case study',
  title: 'Northwind Bakery: ordering online in six weeks',
  text: 'A shop for a family bakery that takes orders for the next morning and sends them straight to the ovens.',
  actions: (
    <Button asChild>
      <a href="#quote">Start a similar project</a>
    </Button>
  ),
  aside: figuresCard('Results in figures', [
    { value: '38%', label: 'of orders now placed online' },
    { value: '6', label: 'weeks from the first meeting to launch' },
  ]),
  media: <img src={drawnPicture('#e8d9c4', 'Shop', 1600, 800)} alt="The bakery's shop on a laptop screen" width={1600} height={800} />,
  mediaPlacement: 'below' as const,
};

/** From `wide` up the facts beside the heading and the picture under both; on a phone the text, the picture, the facts. */
async function expectCaseStudyOrder(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const heading = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
  const figures = canvas.getByRole('list', { name: 'Results in figures' }).getBoundingClientRect();
  const picture = canvas.getByRole('img', { name: "The bakery's shop on a laptop screen" }).getBoundingClientRect();
  if (window.matchMedia('(min-width: 48rem)').matches) {
    await expect(figures.left).toBeGreaterThan(heading.right - 1);
    await expect(picture.top).toBeGreaterThan(Math.max(heading.bottom, figures.bottom));
    await expect(picture.right - picture.left).toBeGreaterThan(figures.right - heading.left - 2);
  } else {
    await expect(picture.top).toBeGreaterThan(heading.bottom);
    await expect(figures.top).toBeGreaterThan(picture.bottom);
  }
}

/**
 * `aside` beside the text and media `below`: a case study's facts beside its title, its picture across the band under
 * both. The aside's card keeps its own corners and shadow (the media's box clips, the aside's does not).
 */
export const CaseStudy: Story = {
  name: 'With an aside, media below',
  parameters: { lang: 'en' },
  args: caseStudyArgs,
  play: async ({ canvasElement }) => expectCaseStudyOrder(canvasElement),
};

/** The same on a phone (in the Storybook sidebar; the docs page keeps its height with the desktop story). */
export const CaseStudyPhone: Story = {
  ...phone,
  tags: ['!autodocs'],
  name: 'With an aside, media below, on a phone',
  parameters: { lang: 'en' },
  args: caseStudyArgs,
  play: async ({ canvasElement }) => {
    assertNoSidewaysScroll(canvasElement);
    await expectCaseStudyOrder(canvasElement);
  },
};

/** `aside` alone: a summary card beside the text from `wide` up, under it on a phone. */
export const WithAside: Story = {
  name: 'With an aside',
  parameters: { lang: 'en' },
  args: {
    ...mediaArgs,
    aside: figuresCard('The clinic in figures', [
      { value: '2', label: 'evenings a week open until 8 pm' },
      { value: '15', label: 'minutes between appointments, never less' },
    ]),
  },
};

/** `align="center"`: the text column centred, for a hero that stands alone or opens over a wide picture. */
export const Centred: Story = {
  args: { ...WithActions.args, align: 'center' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const band = canvas.getByRole('region').getBoundingClientRect();
    const middle = (rectangle: DOMRect) => rectangle.left + rectangle.width / 2;
    // The heading and the row of actions sit on the band's centre line (to the pixel, after rounding).
    await expect(Math.abs(middle(canvas.getByRole('heading', { level: 1 }).getBoundingClientRect()) - middle(band))).toBeLessThan(2);
    const actions = canvas.getAllByRole('link');
    const row = { left: actions[0]!.getBoundingClientRect().left, right: actions.at(-1)!.getBoundingClientRect().right };
    await expect(Math.abs((row.left + row.right) / 2 - middle(band))).toBeLessThan(2);
  },
};
