import { Children, cloneElement, forwardRef, isValidElement, useMemo, version, type HTMLAttributes, type ReactElement, type Ref } from 'react';
import { joinClasses } from './joinClasses';

type AnyProps = Record<string, unknown>;

/** A child element's own ref: a prop since React 19, a field of the element before it. */
function childRef(child: ReactElement): Ref<unknown> | undefined {
  const fromProps = (child.props as { ref?: Ref<unknown> }).ref;
  if (Number.parseInt(version, 10) >= 19) return fromProps;
  return (child as unknown as { ref?: Ref<unknown> }).ref ?? undefined;
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/** Both refs get the element: the component's (to measure or focus it) and the child's own. */
function composeRefs<T>(...refs: Array<Ref<T> | undefined>): (value: T | null) => void {
  return (value) => refs.forEach((ref) => setRef(ref, value));
}

/**
 * Renders its single child element with the props given to the slot merged in, so a component can lend its look
 * and behaviour to a link of the consumer's choice (`asChild`). Classes and styles are joined, event handlers both
 * run (the child's first), and both refs are set.
 */
export const Slot = forwardRef<HTMLElement, HTMLAttributes<HTMLElement>>(function Slot(
  { children, ...slotProps },
  forwardedRef,
) {
  const child = Children.only(children);
  const ownRef = isValidElement(child) ? childRef(child) : undefined;
  // One callback for as long as the refs stay the same, so React does not detach and attach it on every render.
  const ref = useMemo(() => (forwardedRef ? composeRefs(forwardedRef, ownRef) : ownRef), [forwardedRef, ownRef]);
  if (!isValidElement(child)) return null;
  const own = child.props as AnyProps;
  const merged: AnyProps = { ...slotProps, ...own };
  for (const [name, slotValue] of Object.entries(slotProps as AnyProps)) {
    const ownValue = own[name];
    if (/^on[A-Z]/.test(name) && typeof slotValue === 'function' && typeof ownValue === 'function') {
      merged[name] = (...args: unknown[]) => {
        ownValue(...args);
        slotValue(...args);
      };
    } else if (name === 'className') {
      merged[name] = joinClasses(slotValue as string | undefined, ownValue as string | undefined);
    } else if (name === 'style') {
      merged[name] = { ...(slotValue as object), ...(ownValue as object) };
    }
  }
  merged.ref = ref;
  return cloneElement(child, merged);
});
