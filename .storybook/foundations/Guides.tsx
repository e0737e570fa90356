import { useLayoutEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { vars } from '../../packages/ui/src/theme/contract.css';
import { cssVariableName } from '../../packages/ui/src/theme/names';
import type { ThemeDefinition } from '../../packages/ui/src/theme/tokens';

// The Foundations guides: what each token is for, written beside the theme's own values (so a value cannot drift).

type Colors = ThemeDefinition['light']['color'];
type ColorName = keyof Colors;

const table: CSSProperties = { borderCollapse: 'collapse', width: '100%', fontSize: vars.fontSize.sm };
const cell: CSSProperties = { textAlign: 'start', padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `${vars.size.border} solid ${vars.color.border}`, verticalAlign: 'top' };
const code: CSSProperties = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: vars.fontSize.xs };
const muted: CSSProperties = { color: vars.color.textMuted };

const variable = (path: string[]) => `--${cssVariableName(path)}`;

/*
 * The token tables on a phone: below 36rem of room a table's rows become cards, each cell under its column's name
 * (set from the table's head, see Scroll), so a table fits a 390 px screen without scrolling sideways. Inline cell
 * styles are the wide layout's, hence the !important of the narrow one.
 */
const narrowSheet = document.createElement('style');
narrowSheet.dataset.docs = 'token-tables';
narrowSheet.textContent = `
  .hraun-token-table { container-type: inline-size; }
  @container (max-width: 36rem) {
    .hraun-token-table table, .hraun-token-table tbody, .hraun-token-table tr { display: block !important; inline-size: 100% !important; }
    .hraun-token-table caption { display: block !important; }
    .hraun-token-table thead { position: absolute !important; inline-size: 1px !important; block-size: 1px !important; overflow: hidden !important; clip-path: inset(50%) !important; white-space: nowrap !important; }
    .hraun-token-table tr { padding-block: ${vars.space.sm} !important; border-block-end: ${vars.size.border} solid ${vars.color.border} !important; }
    .hraun-token-table tr > * { display: flex !important; flex-wrap: wrap; column-gap: ${vars.space.sm}; align-items: baseline; padding: ${vars.space.xxs} 0 !important; border: 0 !important; }
    .hraun-token-table tr > *::before { content: attr(data-label); flex: 0 0 5.5rem; font-family: ${vars.font.body}; font-size: ${vars.fontSize.xs}; font-weight: ${vars.fontWeight.regular}; color: ${vars.color.textMuted}; }
    .hraun-token-table tr > th[scope="row"] { font-size: ${vars.fontSize.md}; }
    .hraun-token-table tr > :not([data-label])::before { content: none; }
    .hraun-token-table tr[data-group] > * { font-size: ${vars.fontSize.lg}; padding-block-start: ${vars.space.md} !important; }
  }
`;
document.head.append(narrowSheet);

/**
 * A token table that reads on any screen: in a wide column a table, in a narrow one (a phone) one card per row with
 * each value under its column's name; should a table still be wider than its box, it scrolls in it (focusable, so a
 * keyboard scrolls it too).
 */
export function Scroll({ label, children }: { label: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    // Each cell carries its column's name, which the narrow layout writes before it.
    for (const table of box.current?.querySelectorAll('table') ?? []) {
      const names = [...table.querySelectorAll('thead th')].map((heading) => heading.textContent ?? '');
      // A row group's heading row (data-group) spans the table: no column's name before it.
      for (const row of table.querySelectorAll('tbody tr:not([data-group])')) [...row.children].forEach((cell, index) => cell.setAttribute('data-label', names[index] ?? ''));
    }
  });
  return (
    <div ref={box} className="hraun-token-table" role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto', maxWidth: '100%' }}>
      {children}
    </div>
  );
}

/**
 * A token's value, broken only between its parts: a variable, a colour, a length or a quoted font name stays whole
 * ("--hraun-color-surfaceAlt" never splits at a hyphen); a list (a font stack, a shadow) wraps at its spaces.
 */
export function TokenValue({ children }: { children: string }) {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let part = '';
  for (const char of children) {
    if (quote) quote = char === quote ? '' : quote;
    else if (char === "'" || char === '"') quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    if (char === ' ' && depth === 0 && !quote) {
      if (part) parts.push(part);
      part = '';
    } else part += char;
  }
  if (part) parts.push(part);
  return (
    <>
      {parts.map((piece, index) => (
        <span key={index} data-token-part="" style={{ whiteSpace: 'nowrap' }}>
          {index > 0 ? ' ' : ''}
          {piece}
        </span>
      ))}
    </>
  );
}

/** A rem length with its pixels at the browser's default 16 px root ("1.5rem · 24 px"); other values as they are. */
function withPx(value: string) {
  const rem = /^(-?[\d.]+)rem$/.exec(value);
  if (rem) return `${value} · ${Number(rem[1]) * 16}\u00a0px`;
  // clamp(min, preferred, max): the two limits in pixels.
  const clamp = /^clamp\(([\d.]+)rem,.*,\s*([\d.]+)rem\)$/.exec(value);
  if (clamp) return `${value} · ${Number(clamp[1]) * 16}–${Number(clamp[2]) * 16}\u00a0px`;
  return value;
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

function Swatch({ value, label }: { value: string; label: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, ...code }}>
      <span
        aria-hidden="true"
        style={{ display: 'inline-block', inlineSize: vars.size.iconLarge, blockSize: vars.size.icon, borderRadius: vars.radius.inner, border: `${vars.size.border} solid ${vars.color.borderStrong}`, background: value }}
      />
      <span>
        <span style={muted}>{label} </span>
        <TokenValue>{value}</TokenValue>
      </span>
    </span>
  );
}

/** What each colour is for, and what it is never for, grouped by role. */
const colourRoles: { group: string; colors: { name: ColorName; use: string; pairWith?: string }[] }[] = [
  {
    group: 'Surfaces',
    colors: [
      { name: 'bg', use: 'The page behind everything.', pairWith: 'text, textMuted, primary (links)' },
      { name: 'surface', use: 'Cards, menus, fields and dialogs that sit on the page.', pairWith: 'text, textMuted, borderStrong' },
      { name: 'surfaceAlt', use: 'Every other section band, to separate sections without a line.', pairWith: 'text, textMuted' },
      { name: 'selected', use: 'Tint behind the chosen item: a current menu entry, a checked choice card; with primaryHover, the beta badge.', pairWith: 'text' },
      { name: 'overlay', use: 'The veil behind a dialog; never a background of its own.' },
    ],
  },
  {
    group: 'Text',
    colors: [
      { name: 'text', use: 'Headings and body text.' },
      { name: 'textMuted', use: 'Secondary text: hints, dates, captions. Still 4.5:1 on bg, surface and surfaceAlt, so it may carry meaning.' },
    ],
  },
  {
    group: 'Action',
    colors: [
      { name: 'primary', use: 'The main action and links: one primary button per group, link text, the current page mark.', pairWith: 'onPrimary for text on it' },
      { name: 'primaryHover', use: 'primary under the pointer; nothing else.' },
      { name: 'onPrimary', use: 'Text and icons on primary.' },
      { name: 'accent', use: 'A highlight, used sparingly: the "popular" badge, a selected chip. Never a second action colour.', pairWith: 'onAccent' },
      { name: 'onAccent', use: 'Text and icons on accent.' },
      { name: 'focus', use: 'The focus ring, on every focusable element; never decoration.' },
    ],
  },
  {
    group: 'Lines',
    colors: [
      { name: 'border', use: 'Dividers and the edges of cards: decoration, below 3:1 on purpose.' },
      { name: 'borderStrong', use: 'The edges of inputs, checkboxes and anything a visitor must find to use (3:1, WCAG 1.4.11).' },
    ],
  },
  {
    group: 'Status',
    colors: [
      { name: 'danger', use: 'Errors: a field\'s message and edge, the error summary. Always with words, never colour alone.', pairWith: 'dangerSurface behind it' },
      { name: 'dangerSurface', use: 'Background of an error alert.' },
      { name: 'success', use: 'Done and confirmed: a sent form, a success alert.', pairWith: 'successSurface behind it' },
      { name: 'successSurface', use: 'Background of a success alert or the stable badge.' },
    ],
  },
  {
    group: 'Inverse',
    colors: [
      { name: 'inverse', use: 'The dark band: footer, call to action, hero on a dark theme.', pairWith: 'onInverse, onInverseMuted, inverse Button' },
      { name: 'onInverse', use: 'Text and links on inverse.' },
      { name: 'onInverseMuted', use: 'Secondary text on inverse.' },
    ],
  },
];

/**
 * The Colour page's columns: the token and its variable, its use (the widest), a swatch for each mode. One table with
 * a row group per kind of colour, so every group's columns line up down the page (a table per group sized each to
 * its own content, and the groups' columns started at different places).
 */
const colourColumns = ['26%', '44%', '15%', '15%'];

export function ColourRoles({ theme }: { theme: ThemeDefinition }) {
  return (
    <Scroll label="Colour roles">
    <table style={table}>
      <colgroup>
        {colourColumns.map((width, column) => (
          <col key={column} style={{ width }} />
        ))}
      </colgroup>
      <Head columns={['Token', 'What it is for', 'Light', 'Dark']} />
      {colourRoles.map(({ group, colors }) => (
        <tbody key={group}>
          <tr data-group="">
            <th scope="rowgroup" colSpan={colourColumns.length} style={{ ...cell, fontSize: vars.fontSize.md, paddingBlockStart: vars.space.md }}>
              {group}
            </th>
          </tr>
          {colors.map(({ name, use, pairWith }) => (
            <tr key={name}>
              <th scope="row" style={cell}>
                {name}
                <br />
                <span style={{ ...code, ...muted, fontWeight: vars.fontWeight.regular }}><TokenValue>{variable(['color', name])}</TokenValue></span>
              </th>
              <td style={cell}>
                {use}
                {pairWith && <span style={{ display: 'block', ...muted }}>With: {pairWith}</span>}
              </td>
              <td style={cell}>
                <Swatch value={theme.light.color[name]} label="light" />
              </td>
              <td style={cell}>
                <Swatch value={theme.dark.color[name]} label="dark" />
              </td>
            </tr>
          ))}
        </tbody>
      ))}
    </table>
    </Scroll>
  );
}

type SizeName = keyof ThemeDefinition['light']['fontSize'];
type WeightName = keyof ThemeDefinition['light']['fontWeight'];
type LeadingName = keyof ThemeDefinition['light']['lineHeight'];

/** The type roles the components use, each from the scale: which size, weight, leading and face, and where. */
const typeRoles: { role: string; size: SizeName; weight: WeightName; leading: LeadingName; face: 'heading' | 'body'; where: string; sample: string }[] = [
  { role: 'Display (page title)', size: 'display', weight: 'bold', leading: 'tight', face: 'heading', where: 'Hero and NotFound titles, ResultFigures: the one h1 of a page.', sample: 'Vefir sem virka' },
  { role: 'Heading 2 (section)', size: 'xxl', weight: 'bold', leading: 'tight', face: 'heading', where: 'SectionBlock, CallToAction, StatsStrip figures.', sample: 'Þjónustan okkar' },
  { role: 'Heading 3 (group)', size: 'xl', weight: 'bold', leading: 'tight', face: 'heading', where: 'Dialog titles, PackageCard prices, Timeline years.', sample: 'Vefsíðugerð' },
  { role: 'Heading 4 (card title)', size: 'lg', weight: 'bold', leading: 'tight', face: 'heading', where: 'Card, LinkCard, NewsCard and FeatureGrid titles; lead text.', sample: 'Netverslun tengd bókhaldinu' },
  { role: 'Body', size: 'md', weight: 'regular', leading: 'normal', face: 'body', where: 'Running text, buttons, fields; ProseSection uses the relaxed leading.', sample: 'Við smíðum hraða vefi sem virka í öllum tækjum.' },
  { role: 'Small', size: 'sm', weight: 'regular', leading: 'normal', face: 'body', where: 'Hints under fields, card text, meta lines, tables.', sample: 'Svar innan tveggja virkra daga' },
  { role: 'Caption', size: 'xs', weight: 'medium', leading: 'normal', face: 'body', where: 'Badges, eyebrows, legal lines: never a sentence a visitor must read.', sample: 'VINSÆLAST' },
];

export function TypeRoles({ theme }: { theme: ThemeDefinition }) {
  const { fontSize, fontWeight, lineHeight, font } = theme.light;
  return (
    <Scroll label="Type roles">
    <table style={table}>
      <Head columns={['Role', 'Sample', 'Tokens']} />
      <tbody>
        {typeRoles.map((role) => (
          <tr key={role.role}>
            <th scope="row" style={cell}>
              {role.role}
              <span style={{ display: 'block', ...muted, fontWeight: vars.fontWeight.regular }}>{role.where}</span>
            </th>
            <td style={{ ...cell, fontFamily: font[role.face], fontSize: fontSize[role.size], fontWeight: fontWeight[role.weight], lineHeight: lineHeight[role.leading], overflowWrap: 'anywhere' }} lang="is">
              {role.sample}
            </td>
            <td style={{ ...cell, ...code }}>
              <TokenValue>{`fontSize.${role.size}: ${withPx(fontSize[role.size])}`}</TokenValue>
              <br />
              fontWeight.{role.weight}: {fontWeight[role.weight]}
              <br />
              lineHeight.{role.leading}: {lineHeight[role.leading]}
              <br />
              font.{role.face}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
    </Scroll>
  );
}

function TokenRows({ group, values, uses, sample }: { group: string; values: Record<string, string>; uses: Record<string, string>; sample?: (value: string) => ReactNode }) {
  return (
    <Scroll label={`${group} tokens`}>
    <table style={table}>
      <Head columns={['Token', 'Value', 'What it is for', ...(sample ? ['Sample'] : [])]} />
      <tbody>
        {Object.entries(values).map(([name, value]) => (
          <tr key={name}>
            <th scope="row" style={cell}>
              {group}.{name}
              <span style={{ display: 'block', ...code, ...muted, fontWeight: vars.fontWeight.regular }}><TokenValue>{variable([group, name])}</TokenValue></span>
            </th>
            <td style={{ ...cell, ...code }}><TokenValue>{withPx(value)}</TokenValue></td>
            <td style={cell}>{uses[name] ?? ''}</td>
            {sample && <td style={cell}>{sample(value)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
    </Scroll>
  );
}

const sizeUses: Record<string, string> = {
  container: 'The widest content column (Container, SiteHeader, Footer).',
  prose: 'A readable line length for running text (ProseSection, intros).',
  target: 'The smallest thing a finger presses: buttons, menu items, chips (WCAG 2.5.8 asks 24 px; 44 px here).',
  icon: 'Icons in text and buttons.',
  iconLarge: 'Icons that lead a card or a feature.',
  border: 'Every border.',
  focusRing: 'The focus ring\'s width.',
};
const spaceUses: Record<string, string> = {
  xxs: 'Between an icon and its label.',
  xs: 'Inside small controls; between a label and its field.',
  sm: 'Between items in a list or a row of chips.',
  md: 'Padding of cards and fields; the default gap.',
  lg: 'Between cards in a grid.',
  xl: 'Between blocks inside a section.',
  xxl: 'Padding of a section band on a phone.',
  xxxl: 'Padding of a section band on a wide screen.',
};
const zIndexUses: Record<string, string> = {
  header: 'The sticky site header, above the page.',
  floating: 'Menus, popovers, toasts, the cookie bar, the action bar and the scroll-to-top button: above the header.',
  overlay: 'The dialog\'s veil: above everything on the page.',
  dialog: 'Dialogs, over their veil, and the skip link when it shows.',
};
const durationUses: Record<string, string> = {
  fast: 'Hover and press feedback: colour, border, a chevron turning, a switch\'s thumb.',
  normal: 'Things that move: a dialog or a toast coming in, the header\'s phone menu, the submit button\'s progress. Reduced motion turns both off (reset.css).',
};

export function SizeLayersMotion({ theme }: { theme: ThemeDefinition }) {
  const { size, space, zIndex, duration } = theme.light;
  const heading: CSSProperties = { fontSize: vars.fontSize.lg, marginBlock: `${vars.space.lg} ${vars.space.xs}` };
  return (
    <div>
      <h3 style={heading}>Sizes</h3>
      <TokenRows group="size" values={size} uses={sizeUses} />
      <h3 style={heading}>Spacing</h3>
      <TokenRows
        group="space"
        values={space}
        uses={spaceUses}
        sample={(value) => <span aria-hidden="true" style={{ display: 'block', inlineSize: value, blockSize: vars.space.xs, background: vars.color.primary }} />}
      />
      <h3 style={heading}>Layers (z-index)</h3>
      <p style={muted}>From the page up. A component of your own that floats takes one of these, never a number of its own.</p>
      <TokenRows group="zIndex" values={Object.fromEntries(Object.entries(zIndex).sort(([, a], [, b]) => Number(a) - Number(b)))} uses={zIndexUses} />
      <h3 style={heading}>Motion (duration)</h3>
      <TokenRows group="duration" values={duration} uses={durationUses} />
    </div>
  );
}

export function ShadowValues({ theme }: { theme: ThemeDefinition }) {
  const uses: Record<string, string> = {
    sm: 'Free for your own components: the kit uses none yet.',
    md: 'Raised parts of the page: the header once scrolled, a featured package card, process steps, the scroll-to-top button.',
    lg: 'What floats over the page: menus, popovers, toasts, dialogs, the cookie bar and the action bar.',
  };
  return (
    <Scroll label="Shadow tokens">
    <table style={table}>
      <Head columns={['Token', 'Light', 'Dark', 'Sample', 'What it is for']} />
      <tbody>
        {Object.entries(theme.light.shadow).map(([name, value]) => (
          <tr key={name}>
            <th scope="row" style={cell}>
              shadow.{name}
              <span style={{ display: 'block', ...code, ...muted, fontWeight: vars.fontWeight.regular }}><TokenValue>{variable(['shadow', name])}</TokenValue></span>
            </th>
            <td style={{ ...cell, ...code }}><TokenValue>{value}</TokenValue></td>
            <td style={{ ...cell, ...code }}><TokenValue>{theme.dark.shadow[name as keyof typeof theme.dark.shadow]}</TokenValue></td>
            <td style={cell}>
              <span aria-hidden="true" style={{ display: 'block', inlineSize: '4rem', blockSize: vars.size.iconLarge, borderRadius: vars.radius.card, background: vars.color.surface, boxShadow: `var(${variable(['shadow', name])})` }} />
            </td>
            <td style={cell}>{uses[name]}</td>
          </tr>
        ))}
      </tbody>
    </table>
    </Scroll>
  );
}
