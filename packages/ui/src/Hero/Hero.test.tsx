import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Hero } from './Hero';

describe('Hero', () => {
  it('is a region named by its one h1', () => {
    render(<Hero eyebrow="Vefverslun" title="Vefir sem vinna" text="Við smíðum vefi." actions={<a href="/fa-tilbod">Fá tilboð</a>} />);
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Vefir sem vinna' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Vefir sem vinna' })).toBeTruthy();
    expect(screen.getByText('Vefverslun')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fá tilboð' })).toBeTruthy();
  });

  it('shows the price anchor beside the actions only when a price is given', () => {
    const { rerender } = render(<Hero title="Vefhýsing" text="Hýsing." actions={<a href="/panta">Panta</a>} price="Frá 4.990 kr." />);
    expect(screen.getByText('Frá 4.990 kr.').parentElement).toBe(screen.getByRole('link', { name: 'Panta' }).parentElement);
    rerender(<Hero title="Vefhýsing" text="Hýsing." actions={<a href="/panta">Panta</a>} />);
    expect(screen.queryByText(/^Frá/)).toBeNull();
  });

  it('puts the media after the text, beside it by default', () => {
    render(<Hero title="A calmer visit" text="Dental care for the whole family." media={<img src="/room.jpg" alt="The waiting room" />} />);
    const image = screen.getByRole('img', { name: 'The waiting room' });
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.compareDocumentPosition(image) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('region', { name: 'A calmer visit' })).toContainElement(image);
  });

  it('puts the media behind the text first in the band when asked', () => {
    render(<Hero title="A calmer visit" text="Care." media={<img src="/room.jpg" alt="" />} mediaPlacement="behind" />);
    const region = screen.getByRole('region', { name: 'A calmer visit' });
    expect(region.firstElementChild!.querySelector('img')).toBeTruthy();
  });

  it('puts media below before the aside in the source, so a phone reads the text, the picture, then the aside', () => {
    render(<Hero title="Northwind" text="A bakery's shop." media={<img src="/shop.jpg" alt="The shop" />} mediaPlacement="below" aside={<p>38% online</p>} />);
    const image = screen.getByRole('img', { name: 'The shop' });
    const aside = screen.getByText('38% online');
    expect(image.compareDocumentPosition(aside) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The aside's box is not the media's: it neither clips nor rounds what it holds.
    expect(aside.parentElement!.className).not.toBe(image.parentElement!.className);
  });

  it('shows an aside without media, after the text', () => {
    render(<Hero title="Northwind" text="A bakery's shop." aside={<p>38% online</p>} />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.compareDocumentPosition(screen.getByText('38% online')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('centres the text column only when asked', () => {
    const { rerender } = render(<Hero title="A calmer visit" text="Care." />);
    const column = () => screen.getByRole('heading', { level: 1 }).parentElement!;
    const startClasses = column().className;
    rerender(<Hero title="A calmer visit" text="Care." align="center" />);
    expect(column().className).not.toBe(startClasses);
    rerender(<Hero title="A calmer visit" text="Care." align="start" />);
    expect(column().className).toBe(startClasses);
  });
});
