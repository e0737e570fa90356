// Project fixtures for the data and section tests: a validated project (or a row that validates into one) names
// what the test is about, and every other field is at the value the row validation gives a missing column.
import type { Project } from '../src/data/types';

/** A project with its identity given and, unless given too, empty text, no tags, no links and no case study. */
export function projectFixture(fields: Pick<Project, 'id' | 'title' | 'published_at'> & Partial<Project>): Project {
  return {
    description: '',
    content: '',
    category: '',
    tags: [],
    deliverables: [],
    image_url: null,
    link: null,
    image: null,
    challenge: '',
    solution: '',
    result: '',
    results: [],
    gallery: [],
    client_id: null,
    platform: null,
    ...fields,
  };
}
