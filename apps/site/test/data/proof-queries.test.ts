// The case study's proof and the article's related links, read from the bundled sample data and from a source whose
// clients and quotes cannot be read: the facts and neighbours never depend on the quotes being there.
import { describe, expect, it } from 'vitest';
import { caseStudyProof, relatedNews, relatedWork } from '../../src/data/proof';
import { createSampleSource } from '../../src/data/sample-source';
import { ContentReadError } from '../../src/data/source';

describe('caseStudyProof', () => {
  it('names the project’s client and quote, and its newer and older neighbours', async () => {
    const source = createSampleSource('da');
    const projects = await source.projects();
    const at = projects.findIndex((item) => item.id === 'casa-brisa-gervigreind');
    const proof = await caseStudyProof(source, 'casa-brisa-gervigreind');
    expect(proof.client).toMatchObject({ id: 'casa-brisa', name: 'Casa Brisa', country: 'ES' });
    expect(proof.testimonial?.role).toBe('Direktør');
    expect(proof.previous).toEqual({ id: projects[at - 1]!.id, title: projects[at - 1]!.title });
    expect(proof.next).toEqual({ id: projects[at + 1]!.id, title: projects[at + 1]!.title });
  });

  it('wraps round: the newest’s previous is the oldest, the oldest’s next the newest; a project without a quote has none', async () => {
    const source = createSampleSource('en');
    const projects = await source.projects();
    const oldest = projects.at(-1)!;
    expect((await caseStudyProof(source, projects[0]!.id)).previous).toEqual({ id: oldest.id, title: oldest.title });
    const last = await caseStudyProof(source, oldest.id);
    expect(last.next).toEqual({ id: projects[0]!.id, title: projects[0]!.title });
    expect(last.testimonial).toBeNull();
    expect(await caseStudyProof(source, 'no-such-project')).toEqual({ client: null, testimonial: null, previous: null, next: null });
  });

  it('keeps the facts and neighbours when clients and quotes cannot be read', async () => {
    const sample = createSampleSource('is');
    const failing = () => Promise.reject(new ContentReadError('down'));
    const proof = await caseStudyProof({ ...sample, clients: failing, testimonials: failing }, 'fjallalind-vefverslun');
    expect(proof.client).toBeNull();
    expect(proof.testimonial).toBeNull();
    expect(proof.next).not.toBeNull();
  });
});

describe('relatedNews', () => {
  it('the three newest articles other than this one, with their dates and excerpts', async () => {
    const source = createSampleSource('es');
    const news = await source.news();
    const link = (item: (typeof news)[number]) => ({ id: item.slug, title: item.title, published_at: item.published_at, excerpt: item.excerpt });
    expect(await relatedNews(source, news[0]!.slug)).toEqual(news.slice(1, 4).map(link));
    expect(await relatedNews(source, news[5]!.slug)).toEqual(news.slice(0, 3).map(link));
  });
});

describe('relatedWork', () => {
  it('a page’s best project as its hero’s proof, and its other work as the fields its cards show, newest first', async () => {
    const source = createSampleSource('en');
    const work = await relatedWork(source, '/lausnir/netverslun');
    const projects = await source.projects();
    const fjallalind = projects.find((item) => item.id === 'fjallalind-vefverslun')!;
    expect(work.proof).toEqual({
      id: fjallalind.id,
      title: fjallalind.title,
      image: fjallalind.image,
      result: fjallalind.results[0],
    });
    // The proof is not one of the cards below it.
    expect(work.others.map((item) => item.id)).toEqual(['havnegaard-vefverslun', 'olivera-vefverslun']);
    const havnegaard = projects.find((item) => item.id === 'havnegaard-vefverslun')!;
    expect(work.others[0]).toEqual({
      id: havnegaard.id,
      title: havnegaard.title,
      description: havnegaard.description,
      category: havnegaard.category,
      tags: havnegaard.tags,
      image: havnegaard.image,
      image_url: havnegaard.image_url,
    });
    expect(await relatedWork(source, '/thjonusta/radgjof')).toEqual({ proof: null, others: [] });
  });

  it('takes the newest project with a result figure as the proof, and three others at most', async () => {
    const source = createSampleSource('en');
    const work = await relatedWork(source, '/thjonusta/vefsidugerd');
    const ids = (await source.projects()).filter((item) => ['brimnes-vefur', 'casa-brisa-gervigreind', 'lindarbakari-wordpress-express'].includes(item.id)).map((item) => item.id);
    expect(work.proof?.id).toBe(ids[0]);
    expect(work.proof?.result).not.toBeNull();
    expect(work.others.map((item) => item.id)).toEqual(ids.slice(1));
  });
});
