import { DataTable, type DataTableRow } from '../DataTable';
import { SectionBlock } from '../SectionBlock';

export interface ComparisonTableProps {
  /** Heading of the section. */
  title: string;
  /** A visible caption under the heading; without it the heading names the table. */
  caption?: string;
  /** Column headings; the first labels the column of row headings ("Feature"), the others the things compared. */
  columns: string[];
  /** One row per compared point: its label and one cell per compared thing. */
  rows: DataTableRow[];
  /** Extra class on the outer element, to place the component in a layout (margin, grid area, width). */
  className?: string;
}

/** A section comparing options side by side in a real table (row and column headings, scrolls on a phone). */
export function ComparisonTable({ title, caption, columns, rows, className }: ComparisonTableProps) {
  return (
    <SectionBlock className={className} title={title}>
      <DataTable columns={columns} rows={rows} caption={caption ?? title} captionHidden={!caption} />
    </SectionBlock>
  );
}
