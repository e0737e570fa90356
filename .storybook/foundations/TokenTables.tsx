import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { breakpoints } from '../../packages/ui/src/theme/breakpoints';
import { vars } from '../../packages/ui/src/theme/contract.css';
import { colorPairs, contrastRatio } from '../../packages/ui/src/theme/contrast';
import { designTokens } from '../../packages/ui/src/theme/designTokens';
import { cssVariableName } from '../../packages/ui/src/theme/names';
import type { ThemeDefinition } from '../../packages/ui/src/theme/tokens';
import { altTokens } from '../../packages/ui/src/themes/alt';
import { hraunTokens } from '../../packages/ui/src/themes/hraun';
import { lavaTokens } from '../../packages/ui/src/themes/lava';
import { Scroll, TokenValue } from './Guides';

// The Foundations pages: every table is written from the theme's tokens, so it cannot drift from what ships.

const table: CSSProperties = { borderCollapse: 'collapse', width: '100%', fontSize: vars.fontSize.sm };
const cell: CSSProperties = { textAlign: 'start', padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `${vars.size.border} solid ${vars.color.border}`, verticalAlign: 'middle' };
const code: CSSProperties = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: vars.fontSize.xs };
const section: CSSProperties = { display: 'grid', gap: vars.space.md, marginBlockEnd: vars.space.xl };

const variable = (group: string, name: string) => `--${cssVariableName([group, name])}`;

function Section({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <section style={section}>
      <h2>{title}</h2>
      <p style={{ color: vars.color.textMuted, maxWidth: vars.size.prose }}>{intro}</p>
      {children}
    </section>
  );
}

function Head({ columns }: { columns: string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" style={cell}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export const themeOf = (name: unknown): ThemeDefinition => (name === 'alt' ? altTokens : hraunTokens);

/** Every colour of the theme, light beside dark, with its variable. */
export function ColorTokens({ theme }: { theme: ThemeDefinition }) {
  const swatch = (value: string): CSSProperties => ({
    display: 'inline-block',
    inlineSize: vars.size.iconLarge,
    blockSize: vars.size.icon,
    borderRadius: vars.radius.inner,
    border: `${vars.size.border} solid ${vars.color.borderStrong}`,
    background: value,
    verticalAlign: 'middle',
    marginInlineEnd: vars.space.xs,
  });
  return (
    <Section title={`Colours: ${theme.name}`} intro="Components read only these variables. Dark mode replaces each value with the one on the right.">
      <Scroll label="Colour tokens">
      <table style={table}>
        <Head columns={['Token', 'Variable', 'Light', 'Dark']} />
        <tbody>
          {Object.entries(theme.light.color).map(([name, light]) => (
            <tr key={name}>
              <th scope="row" style={cell}>
                {name}
              </th>
              <td style={{ ...cell, ...code }}><TokenValue>{variable('color', name)}</TokenValue></td>
              <td style={{ ...cell, ...code }}>
                <span style={swatch(light)} aria-hidden="true" />
                <TokenValue>{light}</TokenValue>
              </td>
              <td style={{ ...cell, ...code }}>
                <span style={swatch(theme.dark.color[name as keyof typeof theme.dark.color])} aria-hidden="true" />
                <TokenValue>{theme.dark.color[name as keyof typeof theme.dark.color]}</TokenValue>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      </Scroll>
    </Section>
  );
}

/**
 * A pair as the components use it: text for a text pair, a ring on its background for a border or focus pair (3:1
 * is the minimum for those, not for text, so they are not shown as text).
 */
function Sample({ colors, pair }: { colors: ThemeDefinition['light']['color']; pair: (typeof colorPairs)[number] }) {
  const frame = { background: colors[pair.background], border: `${vars.size.border} solid ${colors.border}` };
  if (pair.minimum === 3) {
    return (
      <span style={{ ...frame, display: 'inline-block', padding: vars.space.xxs, verticalAlign: 'middle' }} aria-hidden="true">
        <span style={{ display: 'block', inlineSize: vars.space.md, blockSize: vars.space.md, border: `${vars.size.focusRing} solid ${colors[pair.foreground]}` }} />
      </span>
    );
  }
  return <span style={{ ...frame, color: colors[pair.foreground], padding: `0 ${vars.space.xxs}` }}>Aa</span>;
}

/** The WCAG contrast of every pair of colours the components put together, in both modes. */
export function ContrastTable({ theme }: { theme: ThemeDefinition }) {
  const ratio = (colors: ThemeDefinition['light']['color'], pair: (typeof colorPairs)[number]) => {
    const value = contrastRatio(colors[pair.foreground], colors[pair.background]);
    return `${value.toFixed(2)}:1 ${value >= pair.minimum ? 'passes' : 'FAILS'}`;
  };
  return (
    <Section
      title={`Contrast: ${theme.name}`}
      intro="Text needs 4.5:1 (WCAG 1.4.3); borders and focus rings 3:1 (1.4.11). The package's tests fail on any pair below its minimum, and on a component pairing two colours this table does not list."
    >
      <Scroll label="Contrast pairs">
      <table style={table}>
        <Head columns={['Foreground', 'Background', 'Minimum', 'Light', 'Dark']} />
        <tbody>
          {colorPairs.map((pair) => (
            <tr key={`${pair.foreground}-${pair.background}`}>
              <th scope="row" style={cell}>
                {pair.foreground}
              </th>
              <td style={cell}>{pair.background}</td>
              <td style={cell}>{pair.minimum}:1</td>
              <td style={cell}>
                <Sample colors={theme.light.color} pair={pair} />{' '}
                {ratio(theme.light.color, pair)}
              </td>
              <td style={cell}>
                <Sample colors={theme.dark.color} pair={pair} />{' '}
                {ratio(theme.dark.color, pair)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      </Scroll>
    </Section>
  );
}

/** Type scale, families, weights and line heights. */
export function Typography({ theme }: { theme: ThemeDefinition }) {
  const { fontSize, font, fontWeight, lineHeight } = theme.light;
  return (
    <Section title={`Type: ${theme.name}`} intro="Sizes in rem; the two largest grow with the screen between their limits (clamp).">
      <Scroll label="Type scale">
      <table style={table}>
        <Head columns={['Size', 'Value', 'Sample']} />
        <tbody>
          {Object.entries(fontSize).map(([name, value]) => (
            <tr key={name}>
              <th scope="row" style={cell}>
                {name}
              </th>
              <td style={{ ...cell, ...code }}><TokenValue>{value}</TokenValue></td>
              <td style={{ ...cell, fontSize: value, fontFamily: font.heading, lineHeight: lineHeight.tight }} lang="is">
                Vefir sem virka
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      </Scroll>
      <Scroll label="Font tokens">
      <table style={table}>
        <Head columns={['Token', 'Variable', 'Value']} />
        <tbody>
          {[
            ...Object.entries(font).map(([name, value]) => ['font', name, value] as const),
            ...Object.entries(fontWeight).map(([name, value]) => ['fontWeight', name, value] as const),
            ...Object.entries(lineHeight).map(([name, value]) => ['lineHeight', name, value] as const),
          ].map(([group, name, value]) => (
            <tr key={`${group}.${name}`}>
              <th scope="row" style={cell}>{`${group}.${name}`}</th>
              <td style={{ ...cell, ...code }}><TokenValue>{variable(group, name)}</TokenValue></td>
              <td style={{ ...cell, ...code }}><TokenValue>{value}</TokenValue></td>
            </tr>
          ))}
        </tbody>
      </table>
      </Scroll>
    </Section>
  );
}

/** Spacing, radii by role, shadows and breakpoints. */
export function SpaceAndShape({ theme }: { theme: ThemeDefinition }) {
  const box: CSSProperties = { inlineSize: '6rem', blockSize: '3rem', background: vars.color.surface, border: `${vars.size.border} solid ${vars.color.borderStrong}` };
  return (
    <>
      <Section title="Spacing" intro="Gaps and padding; components never use a length of their own.">
        <Scroll label="Spacing tokens">
        <table style={table}>
          <Head columns={['Token', 'Variable', 'Value', 'Length']} />
          <tbody>
            {Object.entries(theme.light.space).map(([name, value]) => (
              <tr key={name}>
                <th scope="row" style={cell}>
                  {name}
                </th>
                <td style={{ ...cell, ...code }}><TokenValue>{variable('space', name)}</TokenValue></td>
                <td style={{ ...cell, ...code }}><TokenValue>{value}</TokenValue></td>
                <td style={cell}>
                  <span style={{ display: 'block', inlineSize: value, blockSize: vars.space.xs, background: vars.color.primary }} aria-hidden="true" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        </Scroll>
      </Section>
      <Section title="Radii by role" intro="control: buttons and chips; field: inputs and choice cards; card: cards, panels, menus, dialogs; pill: badges and tags; inner: small parts inside a component.">
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg }}>
          {Object.entries(theme.light.radius).map(([name, value]) => (
            <figure key={name} style={{ display: 'grid', gap: vars.space.xs }}>
              <div style={{ ...box, borderRadius: value }} aria-hidden="true" />
              <figcaption style={code}>
                {name}: {value}
              </figcaption>
            </figure>
          ))}
        </div>
      </Section>
      <Section title="Shadows" intro="Elevation of cards, menus and dialogs; deeper in dark mode.">
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.xl }}>
          {Object.keys(theme.light.shadow).map((name) => (
            <figure key={name} style={{ display: 'grid', gap: vars.space.xs }}>
              <div style={{ ...box, border: 0, borderRadius: vars.radius.card, boxShadow: `var(--${cssVariableName(['shadow', name])})` }} aria-hidden="true" />
              <figcaption style={code}>{name}</figcaption>
            </figure>
          ))}
        </div>
      </Section>
      <Section title="Breakpoints" intro="Media queries cannot read variables, so these are values: breakpoints and mediaUp() from @hraun/ui/theme.">
        <Scroll label="Breakpoints">
        <table style={table}>
          <Head columns={['Name', 'Min width', 'Media query']} />
          <tbody>
            {Object.entries(breakpoints).map(([name, value]) => (
              <tr key={name}>
                <th scope="row" style={cell}>
                  {name}
                </th>
                <td style={{ ...cell, ...code }}><TokenValue>{value}</TokenValue></td>
                <td style={{ ...cell, ...code }}><TokenValue>{`screen and (min-width: ${value})`}</TokenValue></td>
              </tr>
            ))}
          </tbody>
        </table>
        </Scroll>
      </Section>
    </>
  );
}

/** A download of the tokens in the DTCG format, the same file the package ships as tokens.json. */
export function TokensDownload() {
  const href = useMemo(() => URL.createObjectURL(new Blob([JSON.stringify(designTokens([hraunTokens, altTokens, lavaTokens]), null, 2)], { type: 'application/json' })), []);
  return (
    <Section
      title="Design tokens for design tools"
      intro="Every token of both themes, light and dark, in the Design Tokens Community Group format (2025.10), each with its CSS variable. Import it into Tokens Studio, Penpot or Style Dictionary; in code it is @hraun/ui/tokens.json."
    >
      <p>
        <a href={href} download="tokens.json">
          Download tokens.json
        </a>
      </p>
    </Section>
  );
}
