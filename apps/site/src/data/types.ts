// The entities of spec section 3 (the fields the site reads from the projects and news tables).

/** A picture of a project, as the `image` and `gallery` columns hold it (validated: http(s) or same-origin). */
export interface ProjectImage {
  src: string;
  /** Intrinsic size in pixels, so the page reserves its space before it loads. */
  width: number;
  height: number;
  /** Text alternative in the row's language; empty when the picture only repeats the text beside it. */
  alt: string;
}

/** A result in figures: a short value ("+40%", "3×") and what it counts. */
export interface ResultFigure {
  value: string;
  label: string;
}

export interface Project {
  id: string;
  title: string;
  description: string;
  /** Multi-line text; the detail page splits it into paragraphs. */
  content: string;
  category: string;
  tags: string[];
  /** What was delivered in this project, one line each (the `deliverables` column); empty: the generic list. */
  deliverables: string[];
  /** An http(s) URL or a same-origin path; null means the list shows the default image. */
  image_url: string | null;
  /** An http(s) URL of a public host for the external-link button, or null for none (a reserved host is none). */
  link: string | null;
  /** ISO 8601. */
  published_at: string;
  /**
   * The project's picture: the `image` column when it is valid, else `image_url` at the default 1200×675 size,
   * else null (the page shows the default project image, the project's name in a designed frame).
   */
  image: ProjectImage | null;
  /** The case study: what the client needed, what was built and what came of it; empty text hides a part. */
  challenge: string;
  solution: string;
  result: string;
  /** Results as large figures; empty for none. */
  results: ResultFigure[];
  /** Further pictures (screens, details); empty for none. */
  gallery: ProjectImage[];
  /** The client (clients.id), for the facts column and the client's quote; null for none. */
  client_id: string | null;
  /** What the site runs on ("Shopify"); null for not said. */
  platform: string | null;
}

export interface NewsItem {
  id: string;
  slug: string;
  title: string;
  /** Null means the first 150 characters of the content are shown instead. */
  excerpt: string | null;
  content: string;
  image_url: string | null;
  /** ISO 8601. */
  published_at: string;
}

/** A client's logo: an SVG file drawn with `<img>` (so it can run no script), with its intrinsic size. */
interface ClientLogo {
  src: string;
  width: number;
  height: number;
}

/** A client of the agency (the clients table). */
export interface Client {
  id: string;
  name: string;
  /** ISO 3166-1 alpha-2 ("IS"), or null when not said; the page writes the name in its language. */
  country: string | null;
  /** Null: the page writes the client's name instead. */
  logo: ClientLogo | null;
}

/** A client's quote (the testimonials table), in one language, with its client. */
export interface Testimonial {
  id: string;
  /** The quote in the page's language, without quotation marks. */
  quote: string;
  /** The person's role in the page's language ("Founder"); null when the row has none for it. */
  role: string | null;
  /** The person's name when they agreed to be named; else the quote is attributed by role. */
  name: string | null;
  client: Client;
  /** The project the quote is about (/verkefni/{id}), or null. */
  projectId: string | null;
  /** A photo of the person (same-origin path or https URL), or null. */
  photo: string | null;
}

/** A project named in a link: the previous and next projects of a case study, the related articles of an article. */
export interface TitleLink {
  id: string;
  title: string;
}

/** Another article as the end of an article lists it: a link (its slug and title), its date and its excerpt, if any. */
export interface NewsLink extends TitleLink {
  /** ISO 8601. */
  published_at: string;
  excerpt: string | null;
}

/** What a case study shows beside the project's own row: its client, the client's quote, and its neighbours. */
export interface CaseStudyProof {
  client: Client | null;
  testimonial: Testimonial | null;
  /** The newer and the older project of the list (newest first), wrapping round at its ends; null without another project. */
  previous: TitleLink | null;
  next: TitleLink | null;
}

/**
 * A related project as its card shows it on a service or solution page: the card's fields and the `image_url`
 * column, which those cards draw as it is.
 */
type RelatedWork = Pick<Project, 'id' | 'title' | 'description' | 'category' | 'tags' | 'image' | 'image_url'>;

/**
 * The proof beside a service or solution page's hero: the page's best project (the newest of its work with a result
 * figure), its picture, its title (which names the client in the page's language) and its first figure.
 */
export interface WorkProof extends Pick<Project, 'id' | 'title' | 'image'> {
  result: ResultFigure | null;
}

/** A service or solution page's work: the project its hero shows as proof, and the others its "Selected work" shows. */
export interface PageWork {
  proof: WorkProof | null;
  others: RelatedWork[];
}
