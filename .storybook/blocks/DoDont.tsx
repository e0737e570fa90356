import { Canvas, useOf } from '@storybook/addon-docs/blocks';
import type { ModuleExport } from 'storybook/internal/types';
import type { ReactNode } from 'react';

/*
 * A do/don't pair for a usage page: the two examples side by side (stacked on a narrow page), each under its label
 * (Do in the theme's success colour with a check, Don't in its danger colour with a cross, so the label is never
 * colour alone) and captioned with what it shows; the reason, shared by both, under the pair.
 *
 *   <DoDont do={ButtonStories.DoOnePrimary} dont={ButtonStories.DontManyPrimaries}>The reason.</DoDont>
 *
 * Each caption is the story's own description (its JSDoc, which says why) or else its name, without the "Do:" and
 * "Don't:" prefixes.
 */

const sheet = `
  .hraun-dodont { display: grid; gap: 0.75rem; margin: 1rem 0 1.75rem; }
  .hraun-dodont-pair { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr)); align-items: start; }
  .hraun-dodont figure { margin: 0; min-width: 0; display: grid; gap: 0.25rem; border-top: 4px solid var(--hraun-color-success); padding-top: 0.5rem; }
  .hraun-dodont figure[data-kind="dont"] { border-top-color: var(--hraun-color-danger); }
  .hraun-dodont figure > .docs-story, .hraun-dodont figure .sb-story { margin: 0; }
  .hraun-dodont-label { font-weight: 700; font-size: 0.9375rem; color: var(--hraun-color-success); display: inline-flex; gap: 0.375rem; align-items: center; }
  .hraun-dodont figure[data-kind="dont"] .hraun-dodont-label { color: var(--hraun-color-danger); }
  .hraun-dodont[data-stacked] .hraun-dodont-pair { grid-template-columns: minmax(0, 1fr); }
  .hraun-dodont figcaption { font-size: 0.9375rem; }
  .hraun-dodont-reason { margin: 0; font-size: 0.9375rem; }
  .hraun-dodont figure > div { margin-block: 0 !important; }
  .hraun-dodont-list { margin: 0; padding-inline-start: 1.25rem; display: grid; gap: 0.375rem; }
`;

function caption(name: string) {
  const text = name.trim().replace(/`/g, '').replace(/^(do|don't|don’t|dont)\s*:\s*/i, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function Example({ of, kind }: { of: ModuleExport; kind: 'do' | 'dont' }) {
  const { story } = useOf(of, ['story']);
  const description = (story.parameters.docs as { description?: { story?: string } } | undefined)?.description?.story;
  return (
    <figure data-kind={kind}>
      <span className="hraun-dodont-label">
        <span aria-hidden="true">{kind === 'do' ? '✓' : '✕'}</span>
        {kind === 'do' ? 'Do' : 'Don’t'}
      </span>
      <Canvas of={of} />
      <figcaption>{caption(description || story.name)}</figcaption>
    </figure>
  );
}

export function DoDont({ do: doStory, dont, stacked = false, children }: { do: ModuleExport; dont: ModuleExport; stacked?: boolean; children?: ReactNode }) {
  return (
    // `stacked`: one above the other at every width, for a section that needs the column's whole width.
    <div className="hraun-dodont" data-stacked={stacked || undefined}>
      <style>{sheet}</style>
      <div className="hraun-dodont-pair">
        <Example of={doStory} kind="do" />
        <Example of={dont} kind="dont" />
      </div>
      {children && (
        <p className="hraun-dodont-reason">
          <strong>Why: </strong>
          {children}
        </p>
      )}
    </div>
  );
}

/**
 * Do and don't as words, for a component whose choices are about content or placement rather than a drawing: the
 * two lists side by side under the same labels as DoDont.
 *
 *   <DoDontList do={['Write the titles as questions.']} dont={['Hide prices in a closed item.']} />
 */
export function DoDontList({ do: dos, dont }: { do: ReactNode[]; dont: ReactNode[] }) {
  return (
    <div className="hraun-dodont">
      <style>{sheet}</style>
      <div className="hraun-dodont-pair">
        {(['do', 'dont'] as const).map((kind) => (
          <figure key={kind} data-kind={kind}>
            <span className="hraun-dodont-label">
              <span aria-hidden="true">{kind === 'do' ? '✓' : '✕'}</span>
              {kind === 'do' ? 'Do' : 'Don’t'}
            </span>
            <ul className="hraun-dodont-list">
              {(kind === 'do' ? dos : dont).map((item, index) => (
                <li key={index}>{item}</li>
              ))}
            </ul>
          </figure>
        ))}
      </div>
    </div>
  );
}
