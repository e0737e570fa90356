// The entities of spec section 3 (the fields the site reads from the projects and news tables).

export interface Project {
  id: string;
  title: string;
  description: string;
  /** Multi-line text; the detail page splits it into paragraphs. */
  content: string;
  category: string;
  tags: string[];
  /** An http(s) URL or a same-origin path; null means the list shows the default image. */
  image_url: string | null;
  /** An http(s) URL for the external-link button, or null for none. */
  link: string | null;
  /** ISO 8601. */
  published_at: string;
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
