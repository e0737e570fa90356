import '@hraun/ui/reset.css';
import './site.css';
import { themeStylesheet } from '@hraun/ui/theme';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { casaBrisaTheme } from './theme';

export const metadata: Metadata = {
  title: 'Casa Brisa – hotel frente al mar en Sitges',
  description: 'Hotel familiar de doce habitaciones en Sitges, a cincuenta pasos de la playa. Desayuno incluido y reserva directa.',
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

// The brand theme (light and dark) is written into <head> on the server by the kit's themeStylesheet: no client
// JavaScript, no extra request, and a plain `:root` outranks the default theme (on `:where(:root)`) whatever the load order.
const themeCss = themeStylesheet(casaBrisaTheme, ':root');

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="es">
      <head>
        <style dangerouslySetInnerHTML={{ __html: themeCss }} />
      </head>
      <body>{children}</body>
    </html>
  );
}
