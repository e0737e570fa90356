import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { PackageCard } from '../PackageCard';
import { longIcelandic, phone } from '../storyKit';
import { PackageGrid } from './PackageGrid';

const order = (
  <Button asChild>
    <a href="#panta">Panta núna</a>
  </Button>
);

const cards = [
  <PackageCard key="basic" name="Grunnur" price="4.990 kr. á mánuði" priceNote="án vsk." description="Fyrir litla vefi." features={['10 GB diskpláss', '100 GB gagnaflutningur', '2 pósthólf']} action={order} />,
  <PackageCard key="business" name="Fyrirtæki" price="9.990 kr. á mánuði" priceNote="án vsk." description="Fyrir vaxandi fyrirtæki." features={['50 GB diskpláss', '500 GB gagnaflutningur', '5 pósthólf']} popular popularLabel="Vinsælast" action={order} />,
  <PackageCard key="enterprise" name="Stórfyrirtæki" price="24.990 kr. á mánuði" priceNote="án vsk." description="Fyrir stóra vefi." features={['Ótakmarkað diskpláss', 'Ótakmarkaður gagnaflutningur', '10 pósthólf']} action={order} />,
];

const meta = {
  title: 'Sections/PackageGrid',
  component: PackageGrid,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { title: 'Hýsingarpakkar', text: 'Öll verð eru á mánuði án virðisaukaskatts.', children: cards },
} satisfies Meta<typeof PackageGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three packages in a list under the section heading. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Hýsingarpakkar' })).toBeInTheDocument();
    const list = canvas.getAllByRole('list')[0];
    await expect(list?.children).toHaveLength(3);
  },
};

/** A long Icelandic heading. */
export const LongText: Story = { args: { title: longIcelandic } };

/** On a phone the cards stack. */
export const Phone: Story = phone;
