/**
 * States matrices for this package's stories (not part of the published build): a component drawn once per state,
 * hover, focus-visible and active included, each under a visible label, so a docs page shows every state at once.
 *
 * A pointer or keyboard state cannot be set from a script, so the matrix forces it: each stylesheet rule written for
 * `:hover`, `:focus-visible` or `:active` gets a twin that also matches inside an element marked
 * `data-force-state="hover"` (or the others). No Storybook addon needed, and the component's CSS stays as it is.
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { vars } from './theme/contract.css';

/** A state a script cannot set but the matrix can draw. */
type ForcedState = 'hover' | 'focus-visible' | 'active';

const PSEUDO = /(?<!:not\([^)]*):(hover|active|focus-visible|focus-within|focus)(?![\w-])/g;
const twinned = new WeakSet<CSSRule>();

/**
 * The selector with each forced pseudo-class replaced. Hover and active reach the marked element and all inside it
 * (as a real pointer's do); focus only the one marked element (the cell's first control, see StatesMatrix), and
 * focus-within whatever holds it.
 */
function forcedSelector(selector: string) {
  return selector.replace(PSEUDO, (_, state: string) => {
    if (state === 'hover' || state === 'active') return `:is([data-force-state~="${state}"], [data-force-state~="${state}"] *)`;
    if (state === 'focus-within') return ':is([data-force-state~="focus-visible"], :has([data-force-state~="focus-visible"]))';
    return '[data-force-state~="focus-visible"]';
  });
}

/** Adds the forced twin after each rule that styles a pointer or keyboard state, in every sheet the page can read. */
function twinRules(list: CSSRuleList, insert: (rule: string, index: number) => void) {
  for (let index = list.length - 1; index >= 0; index -= 1) {
    const rule = list[index]!;
    if (twinned.has(rule)) continue;
    twinned.add(rule);
    if (rule instanceof CSSStyleRule) {
      const twin = forcedSelector(rule.selectorText);
      if (twin !== rule.selectorText) {
        const text = `${twin} { ${rule.style.cssText} }`;
        insert(text, index + 1);
        // The twin is new: mark it so a later pass does not twin it again.
        const added = list[index + 1];
        if (added) twinned.add(added);
      }
    } else if (rule instanceof CSSGroupingRule) {
      const group = rule;
      twinRules(group.cssRules, (text, at) => group.insertRule(text, at));
    }
  }
}

function forcePseudoStates(document: Document) {
  for (const sheet of document.styleSheets) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // A stylesheet from another origin cannot be read (nor does it style the kit).
    }
    twinRules(rules, (text, at) => sheet.insertRule(text, at));
  }
}

/** Keyboard focus is on one control at a time: the cell marks its first control, not everything in it. */
function FocusCell({ children }: { children: ReactNode }) {
  const cell = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const control = cell.current?.querySelector('input:not([type="hidden"]), button, a[href], select, textarea, [tabindex]');
    control?.setAttribute('data-force-state', 'focus-visible');
  });
  return <div ref={cell}>{children}</div>;
}

export interface StateCell {
  /** The label shown under the example ("Hover", "Disabled"). */
  label: string;
  /** The pointer or keyboard state to force on the example. */
  force?: ForcedState;
  /** The component in that state. */
  children: ReactNode;
}

/**
 * Draws each state of a component under its label, in a wrapping grid, under an optional title (the variant). Title
 * and labels are in sentence case ("Focus visible", "Primary"), as every docs heading: the docs check reads them by
 * their `data-states-title` and `data-state-label` marks.
 * Pass the states a component has: default, hover, focus-visible, active, disabled, invalid, loading, filled, long
 * text. Labels take the surrounding text colour, so a matrix on a dark band stays legible.
 */
export function StatesMatrix({ title, states }: { title?: string; states: StateCell[] }) {
  useLayoutEffect(() => {
    forcePseudoStates(document);
  }, []);
  const grid = (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))', gap: vars.space.lg, alignItems: 'start' }}>
      {states.map((state) => (
        <figure key={state.label} style={{ margin: 0, display: 'grid', gap: vars.space.xs, minWidth: 0 }}>
          {state.force === 'focus-visible' ? <FocusCell>{state.children}</FocusCell> : <div data-force-state={state.force}>{state.children}</div>}
          <figcaption data-state-label="" style={{ fontSize: vars.fontSize.sm }}>{state.label}</figcaption>
        </figure>
      ))}
    </div>
  );
  if (!title) return grid;
  return (
    <div style={{ display: 'grid', gap: vars.space.sm }}>
      <p data-states-title="" style={{ margin: 0, fontWeight: vars.fontWeight.bold }}>{title}</p>
      {grid}
    </div>
  );
}
