// Contract test: the Supabase source against a local stand-in for PostgREST. It proves the source sends
// exactly the six requests of spec section 7 and maps every kind of answer, including no answer at all.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ContentReadError } from '../../src/data/source';
import { createSupabaseSource, type SupabaseConfig } from '../../src/data/supabase-source';
import { projectFixture } from '../projectFixture';
import { json, startStubServer, type RecordedRequest, type StubServer } from './stub-server';

const anonKey = 'anon-key-for-tests';
const objectAccept = 'application/vnd.pgrst.object+json';
const noRow = {
  code: 'PGRST116',
  details: 'The result contains 0 rows',
  hint: null,
  message: 'JSON object requested, multiple (or no) rows returned',
};

const projectRow = {
  id: 'vefur-hraun',
  title: 'Hraun website',
  description: 'A new site',
  content: 'First paragraph.\n\nSecond paragraph.',
  category: 'Vefsíðugerð',
  tags: ['React', 'Supabase'],
  image_url: 'https://images.example.com/hraun.jpg',
  link: 'https://hraun.is',
  published_at: '2024-03-11T10:00:00+00:00',
  locale: null,
};
const newsRow = {
  id: '4f1c2a8e-0d7b-4c53-9d7e-2b1a6f0e9c11',
  slug: 'ny-vefsida',
  title: 'New website',
  excerpt: null,
  content: 'We launched.',
  image_url: null,
  published_at: '2024-05-01T08:30:00+00:00',
  locale: 'en',
};

let stub: StubServer;
let source: ReturnType<typeof createSupabaseSource>;

/** The query of a request as [name, value] pairs, decoded, in the order they were sent. */
function queryOf(request: RecordedRequest | undefined): [string, string][] {
  return [...(request?.query ?? new URLSearchParams()).entries()];
}

function config(overrides: Partial<SupabaseConfig> = {}): SupabaseConfig {
  // No cool-down here: each test should meet the server, whatever the one before it did.
  return { url: stub.url, anonKey, timeoutMs: 1_000, cooldownMs: 0, ...overrides };
}

beforeAll(async () => {
  stub = await startStubServer();
  source = createSupabaseSource('en', config());
});
afterEach(() => {
  stub.requests.length = 0;
  stub.answer((_, response) => json(response, 200, []));
});
afterAll(() => stub.close());

describe('the six reads of spec section 7', () => {
  const forEnglish = ['or', '(locale.is.null,locale.eq.en)'];

  it('projectTitle: projects, select title where id equals, one row', async () => {
    stub.answer((_, response) => json(response, 200, { title: 'Hraun website' }));
    await expect(source.projectTitle('vefur-hraun')).resolves.toBe('Hraun website');
    const [request] = stub.requests;
    expect(stub.requests).toHaveLength(1);
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe('/rest/v1/projects');
    expect(queryOf(request)).toEqual([['select', 'title'], ['id', 'eq.vefur-hraun'], forEnglish]);
    expect(request?.headers.accept).toBe(objectAccept);
  });

  it('projects: projects, select everything, newest first', async () => {
    stub.answer((_, response) => json(response, 200, [projectRow]));
    const projects = await source.projects();
    const [request] = stub.requests;
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe('/rest/v1/projects');
    expect(queryOf(request)).toEqual([['select', '*'], forEnglish, ['order', 'published_at.desc']]);
    expect(request?.headers.accept).not.toBe(objectAccept);
    expect(projects).toEqual([
      projectFixture({
        id: 'vefur-hraun',
        title: 'Hraun website',
        description: 'A new site',
        content: 'First paragraph.\n\nSecond paragraph.',
        category: 'Vefsíðugerð',
        tags: ['React', 'Supabase'],
        image_url: 'https://images.example.com/hraun.jpg',
        link: 'https://hraun.is/',
        published_at: '2024-03-11T10:00:00.000Z',
        // A row without the case-study columns: its picture is image_url at the default size, the rest empty.
        image: { src: 'https://images.example.com/hraun.jpg', width: 1200, height: 675, alt: '' },
      }),
    ]);
  });

  it('project: projects, select everything where id equals, one row', async () => {
    stub.answer((_, response) => json(response, 200, projectRow));
    const project = await source.project('vefur-hraun');
    const [request] = stub.requests;
    expect(request?.path).toBe('/rest/v1/projects');
    expect(queryOf(request)).toEqual([['select', '*'], ['id', 'eq.vefur-hraun'], forEnglish]);
    expect(request?.headers.accept).toBe(objectAccept);
    expect(project?.title).toBe('Hraun website');
  });

  it('latestNews: news, select everything, newest first, limit 3', async () => {
    stub.answer((_, response) => json(response, 200, [newsRow]));
    const news = await source.latestNews();
    const [request] = stub.requests;
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe('/rest/v1/news');
    expect(queryOf(request)).toEqual([['select', '*'], forEnglish, ['order', 'published_at.desc'], ['limit', '3']]);
    expect(news).toEqual([
      {
        id: newsRow.id,
        slug: 'ny-vefsida',
        title: 'New website',
        excerpt: null,
        content: 'We launched.',
        image_url: null,
        published_at: '2024-05-01T08:30:00.000Z',
      },
    ]);
  });

  it('news: news, select everything, newest first', async () => {
    await expect(source.news()).resolves.toEqual([]);
    const [request] = stub.requests;
    expect(request?.path).toBe('/rest/v1/news');
    expect(queryOf(request)).toEqual([['select', '*'], forEnglish, ['order', 'published_at.desc']]);
  });

  it('newsItem: news, select everything where slug equals, one row', async () => {
    stub.answer((_, response) => json(response, 200, newsRow));
    const item = await source.newsItem('ny-vefsida');
    const [request] = stub.requests;
    expect(request?.path).toBe('/rest/v1/news');
    expect(queryOf(request)).toEqual([['select', '*'], ['slug', 'eq.ny-vefsida'], forEnglish]);
    expect(request?.headers.accept).toBe(objectAccept);
    expect(item?.slug).toBe('ny-vefsida');
  });

  it('sends the anonymous key as apikey and as the bearer token, on every read', async () => {
    await source.projects();
    await source.news();
    expect(stub.requests).toHaveLength(2);
    for (const request of stub.requests) {
      expect(request.headers.apikey).toBe(anonKey);
      expect(request.headers.authorization).toBe(`Bearer ${anonKey}`);
    }
  });

  it('scopes every read to its own language', async () => {
    const danish = createSupabaseSource('da', config());
    await danish.projects();
    await danish.newsItem('x');
    for (const request of stub.requests) expect(request.query.get('or')).toBe('(locale.is.null,locale.eq.da)');
  });

  it('passes a different limit to the latest news when asked', async () => {
    await source.latestNews(5);
    expect(stub.requests[0]?.query.get('limit')).toBe('5');
  });

  it('never asks for an id or slug that cannot name a record', async () => {
    await expect(source.project('a/b')).resolves.toBeNull();
    await expect(source.projectTitle('')).resolves.toBeNull();
    await expect(source.newsItem('x'.repeat(500))).resolves.toBeNull();
    expect(stub.requests).toHaveLength(0);
  });

  it('an unusable URL makes every read reject, not the construction throw', async () => {
    const broken = createSupabaseSource('is', { url: 'not a url', anonKey });
    await expect(broken.projects()).rejects.toBeInstanceOf(ContentReadError);
  });

  it('refuses a locale that is not one of the four before it can reach a filter', () => {
    expect(() => createSupabaseSource('en,id.neq.0' as 'en', config())).toThrow(TypeError);
  });
});

describe('answers', () => {
  it('a missing record (406, PGRST116) resolves null on the three single-row reads', async () => {
    stub.answer((_, response) => json(response, 406, noRow));
    await expect(source.projectTitle('nope')).resolves.toBeNull();
    await expect(source.project('nope')).resolves.toBeNull();
    await expect(source.newsItem('nope')).resolves.toBeNull();
  });

  it('a server error (500) rejects every read with a ContentReadError', async () => {
    stub.answer((_, response) => json(response, 500, { code: 'XX000', message: 'boom' }));
    const reads = [
      source.projectTitle('a'),
      source.projects(),
      source.project('a'),
      source.latestNews(),
      source.news(),
      source.newsItem('a'),
    ];
    for (const read of reads) await expect(read).rejects.toBeInstanceOf(ContentReadError);
  });

  it('a permission error (401) rejects rather than looking like an empty table', async () => {
    stub.answer((_, response) => json(response, 401, { code: '42501', message: 'permission denied for table projects' }));
    await expect(source.projects()).rejects.toThrow(/permission denied/);
  });

  it('a body that is not JSON rejects', async () => {
    stub.answer((_, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>maintenance</html>');
    });
    await expect(source.news()).rejects.toBeInstanceOf(ContentReadError);
  });

  it('503 rejects at once: postgrest-js retries are off, so exactly one request is made', async () => {
    stub.answer((_, response) => json(response, 503, { message: 'schema cache loading' }));
    const started = performance.now();
    await expect(source.projects()).rejects.toBeInstanceOf(ContentReadError);
    expect(performance.now() - started).toBeLessThan(900);
    expect(stub.requests).toHaveLength(1);
  });

  it('drops hostile and broken rows and keeps the rest, newest first', async () => {
    stub.answer((_, response) =>
      json(response, 200, [
        { ...projectRow, id: 'older', published_at: '2020-01-01T00:00:00Z' },
        { ...projectRow, id: 'xss', link: 'javascript:alert(1)', image_url: 'data:text/html,<script>' },
        { ...projectRow, id: null },
        { ...projectRow, id: 'no-title', title: '   ' },
        { ...projectRow, id: 'danish', locale: 'da' },
        { ...projectRow, id: 'tags', tags: 'a, b,,c' },
        'not a row',
        null,
      ]),
    );
    const projects = await source.projects();
    expect(projects.map((project) => project.id)).toEqual(['xss', 'tags', 'older']);
    expect(projects[0]).toMatchObject({ link: null, image_url: null });
    expect(projects[1]?.tags).toEqual(['a', 'b', 'c']);
  });

  it('a single-row answer for another language or another id is treated as missing', async () => {
    stub.answer((_, response) => json(response, 200, { ...projectRow, locale: 'is' }));
    await expect(source.project('vefur-hraun')).resolves.toBeNull();
    stub.answer((_, response) => json(response, 200, projectRow));
    await expect(source.project('another-id')).resolves.toBeNull();
  });

  it('an answer that is not a list reads as an empty list', async () => {
    stub.answer((_, response) => json(response, 200, { unexpected: true }));
    await expect(source.projects()).resolves.toEqual([]);
  });
});

describe('when Supabase does not answer', () => {
  it('a server that never answers rejects within the default 4 s timeout, well under 5 s', async () => {
    const silent = await startStubServer(() => undefined);
    try {
      const hanging = createSupabaseSource('is', { url: silent.url, anonKey, cooldownMs: 0 });
      const started = performance.now();
      await expect(hanging.projects()).rejects.toBeInstanceOf(ContentReadError);
      const elapsed = performance.now() - started;
      expect(elapsed).toBeGreaterThan(3_500);
      expect(elapsed).toBeLessThan(5_000);
      expect(silent.requests).toHaveLength(1);
    } finally {
      await silent.close();
    }
  });

  it('a server that sends headers and then stalls the body rejects within the timeout', async () => {
    const stalling = await startStubServer((_, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('[{"id":');
    });
    try {
      const stalled = createSupabaseSource('is', { url: stalling.url, anonKey, timeoutMs: 500, cooldownMs: 0 });
      const started = performance.now();
      await expect(stalled.news()).rejects.toBeInstanceOf(ContentReadError);
      expect(performance.now() - started).toBeLessThan(1_500);
    } finally {
      await stalling.close();
    }
  });

  it('a refused connection rejects at once, without retries', async () => {
    const gone = await startStubServer();
    const url = gone.url;
    await gone.close();
    const refused = createSupabaseSource('is', { url, anonKey, cooldownMs: 0 });
    const started = performance.now();
    await expect(refused.latestNews()).rejects.toBeInstanceOf(ContentReadError);
    expect(performance.now() - started).toBeLessThan(900);
  });

  it('after a timeout, further reads fail at once for the cool-down instead of waiting again', async () => {
    const silent = await startStubServer(() => undefined);
    try {
      const down = createSupabaseSource('es', { url: silent.url, anonKey, timeoutMs: 300, cooldownMs: 60_000 });
      await expect(down.projects()).rejects.toBeInstanceOf(ContentReadError);
      const started = performance.now();
      await expect(down.news()).rejects.toBeInstanceOf(ContentReadError);
      await expect(down.project('a')).rejects.toBeInstanceOf(ContentReadError);
      // Under one timeout for both reads (each would wait 300 ms again); the one request below is the proof.
      expect(performance.now() - started).toBeLessThan(300);
      expect(silent.requests).toHaveLength(1);
    } finally {
      await silent.close();
    }
  });

  it('asks again once the cool-down is over', async () => {
    const flaky = await startStubServer(() => undefined);
    try {
      const source_ = createSupabaseSource('da', { url: flaky.url, anonKey, timeoutMs: 200, cooldownMs: 300 });
      await expect(source_.news()).rejects.toBeInstanceOf(ContentReadError);
      flaky.answer((_, response) => json(response, 200, [newsRow]));
      await expect(source_.news()).rejects.toBeInstanceOf(ContentReadError);
      await new Promise((resolve) => setTimeout(resolve, 350));
      await expect(source_.news()).resolves.toEqual([]);
      expect(flaky.requests).toHaveLength(2);
    } finally {
      await flaky.close();
    }
  });
});
