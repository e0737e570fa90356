import { useEffect, useRef, useState, type ReactNode } from 'react';

/*
 * A device drawn around a story's frame on a docs page: a phone (390 px) or a tablet (820 px) with its bezel, rounded
 * corners, a status bar and a home indicator, so a designer reads a phone story as a phone and not as a strip of the
 * page; a desktop (a whole page at 1440 px) is a browser window, drawn scaled down to the docs column. The story itself is the iframe inside, at the device's width, so the components' media queries read the
 * device, not the docs page.
 *
 * Where the docs column is narrower than the device (a docs page read on a phone), the whole device is scaled down
 * to fit, so the story keeps its layout (a 390 px phone stays a 390 px phone, drawn smaller) and the page never
 * scrolls sideways.
 *
 * Colours, radii, spacing and shadow come from the theme's variables (the stable names of the contract), which the
 * docs page carries on its root.
 */

export type DeviceKind = 'phone' | 'tablet' | 'desktop';

/** The bezel's thickness on each side of the screen, in px (a desktop's browser window has none). */
const bezel: Record<DeviceKind, number> = { phone: 12, tablet: 16, desktop: 0 };

const deviceSheet = `
  .hraun-device-room { margin-inline: auto; }
  .hraun-device {
    box-sizing: content-box;
    display: flex;
    flex-direction: column;
    background: var(--hraun-color-inverse);
    color: var(--hraun-color-on-inverse);
    border: 1px solid var(--hraun-color-border-strong);
    box-shadow: var(--hraun-shadow-lg);
    transform-origin: top left;
  }
  .hraun-device[data-device="phone"] { padding: 0 12px; border-radius: 2.75rem; }
  .hraun-device[data-device="tablet"] { padding: 0 16px; border-radius: 2rem; }
  .hraun-device[data-device="desktop"] { padding: 0; border-radius: var(--hraun-radius-card); overflow: hidden; }
  .hraun-device-toolbar { display: flex; align-items: center; gap: var(--hraun-space-xs); block-size: 2.75rem; padding-inline: var(--hraun-space-md); }
  .hraun-device-dot { inline-size: 0.75rem; block-size: 0.75rem; border-radius: var(--hraun-radius-pill); background: var(--hraun-color-on-inverse-muted); }
  .hraun-device-address { flex: 0 1 36rem; block-size: 1.625rem; margin-inline: auto; border: var(--hraun-size-border) solid var(--hraun-color-on-inverse-muted); border-radius: var(--hraun-radius-pill); }
  .hraun-device[data-device="desktop"] .hraun-device-screen { border-radius: 0; }
  .hraun-device-status {
    display: grid;
    grid-template-columns: 1fr auto 1fr;
    align-items: center;
    block-size: 2.25rem;
    padding-inline: var(--hraun-space-md);
    font-family: var(--hraun-font-body);
    font-size: 0.8125rem;
    font-weight: var(--hraun-font-weight-bold);
    line-height: 1;
  }
  .hraun-device[data-device="tablet"] .hraun-device-status { block-size: 1.75rem; }
  .hraun-device-island { inline-size: 6.5rem; block-size: 1.375rem; border-radius: var(--hraun-radius-pill); background: var(--hraun-color-text); justify-self: center; }
  .hraun-device[data-device="tablet"] .hraun-device-island { inline-size: 0.5rem; block-size: 0.5rem; }
  .hraun-device-icons { display: inline-flex; gap: 0.3125rem; align-items: flex-end; justify-self: end; }
  .hraun-device-bar { inline-size: 0.1875rem; border-radius: 1px; background: currentColor; }
  .hraun-device-battery { inline-size: 1.375rem; block-size: 0.6875rem; border: 1.5px solid currentColor; border-radius: 0.25rem; padding: 1px; box-sizing: border-box; align-self: center; }
  .hraun-device-battery::before { content: ''; display: block; block-size: 100%; inline-size: 75%; border-radius: 1px; background: currentColor; }
  .hraun-device-screen { display: block; border: 0; background: var(--hraun-color-bg); border-radius: var(--hraun-radius-inner); }
  .hraun-device-home { block-size: 1.5rem; display: grid; place-items: center; }
  .hraun-device-home::before { content: ''; inline-size: 8rem; block-size: 0.3125rem; border-radius: var(--hraun-radius-pill); background: var(--hraun-color-on-inverse-muted); }
`;

/** The status bar: a time, the camera (an island on a phone, a dot on a tablet), signal bars and a battery. */
function StatusBar() {
  return (
    <div className="hraun-device-status" aria-hidden="true">
      <span>9:41</span>
      <span className="hraun-device-island" />
      <span className="hraun-device-icons">
        {[4, 6, 8, 10].map((height) => (
          <span key={height} className="hraun-device-bar" style={{ blockSize: height }} />
        ))}
        <span className="hraun-device-battery" />
      </span>
    </div>
  );
}

/** A desktop browser's window bar: the three window buttons and an address field, no text. */
function WindowBar() {
  return (
    <div className="hraun-device-toolbar" aria-hidden="true">
      <span className="hraun-device-dot" />
      <span className="hraun-device-dot" />
      <span className="hraun-device-dot" />
      <span className="hraun-device-address" />
    </div>
  );
}

/**
 * The device around `children` (the story's iframe, `screenWidth` px wide), scaled down as a whole when the column
 * it stands in is narrower than the device.
 */
export function DeviceFrame({ kind, screenWidth, children }: { kind: DeviceKind; screenWidth: number; children: ReactNode }) {
  const room = useRef<HTMLDivElement>(null);
  const device = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  const [height, setHeight] = useState<number>();
  // The device's own width: the screen, the bezel on both sides and the 1 px outline.
  const width = screenWidth + 2 * bezel[kind] + 2;
  useEffect(() => {
    const outer = room.current?.parentElement;
    const inner = device.current;
    if (!outer || !inner) return;
    const measure = () => {
      const style = getComputedStyle(outer);
      const available = outer.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      const next = available > 0 ? Math.min(1, available / width) : 1;
      setScale(next);
      setHeight(inner.offsetHeight * next);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(outer);
    observer.observe(inner);
    measure();
    return () => observer.disconnect();
  }, [width]);
  return (
    <div ref={room} className="hraun-device-room" data-device-room={kind} style={{ width: width * scale, height }}>
      <style>{deviceSheet}</style>
      <div ref={device} className="hraun-device" data-device={kind} data-scale={scale.toFixed(3)} style={{ width: screenWidth, transform: scale < 1 ? `scale(${scale})` : undefined }}>
        {kind === 'desktop' ? <WindowBar /> : <StatusBar />}
        {children}
        {kind === 'desktop' ? null : <div className="hraun-device-home" aria-hidden="true" />}
      </div>
    </div>
  );
}
