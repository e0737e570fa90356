import { PageQuote } from './ClientQuotes';
import { RelatedProjects } from './RelatedProjects';

interface PageProofProps {
  /** The page's path, which names its work and its quote. */
  path: string;
  /** Whether the page shows its own projects first (a service or solution page; the price list has none). */
  related: boolean;
}

/**
 * The proof before a selling page's closing band (servicePage.ts, `showsProof`): a service's or solution's own work,
 * then one client's words. One module, so the content page waits for one lazy chunk of its own, not two; its default
 * export, as React's `lazy` takes it.
 */
export default function PageProof({ path, related }: PageProofProps) {
  return (
    <>
      {related && <RelatedProjects path={path} />}
      <PageQuote path={path} />
    </>
  );
}
