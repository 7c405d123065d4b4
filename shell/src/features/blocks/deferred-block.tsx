import { Suspense, use, useContext, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useReturnsDownThePage } from '../../lib/scroll-positions';
import { useInViewOrNearOnceActive, useNearViewport } from '@valley/shared/near-viewport';
import { useHydrated } from '@valley/shared/ui/hydrated';
// Whether this render is the render server's, which tells it by the remote areas' context (as remote-block does).
// oxlint-disable-next-line no-restricted-imports
import { ServerRemotesContext } from '../../federation/remote-area';
import styles from './blocks.module.css';

/** Tab must reach every block's links, and find-in-page every block's text. */
function reachesEveryBlock(event: KeyboardEvent): boolean {
  const key = event.key.toLowerCase();
  return key === 'tab' || key === 'f3' || ((event.ctrlKey || event.metaKey) && (key === 'f' || key === 'g'));
}

const showsAllAtOnce = (returning: boolean) => returning || Boolean(window.location.hash) || typeof IntersectionObserver === 'undefined';

/**
 * True once every block should render: Tab or a find-in-page key, printing, Back or a reload down the page, or a #fragment,
 * since each needs the whole page laid out (decision 024). Without IntersectionObserver, at once.
 */
export function useAllBlocks(): boolean {
  const returning = useReturnsDownThePage();
  const hydrated = useHydrated();
  // A page from the server hydrates as the server drew it (no URL, no saved scroll there), and decides in the render after.
  const [all, setAll] = useState<boolean | null>(() => (hydrated ? showsAllAtOnce(returning) : null));
  if (all === null && hydrated) setAll(showsAllAtOnce(returning));
  useEffect(() => {
    if (all) return undefined;
    // Synchronously, so the blocks are in the page before the key's default action moves focus.
    const showAll = () => flushSync(() => setAll(true));
    const onKey = (event: KeyboardEvent) => {
      if (reachesEveryBlock(event)) showAll();
    };
    window.addEventListener('keydown', onKey, { capture: true });
    window.addEventListener('beforeprint', showAll);
    return () => {
      window.removeEventListener('keydown', onKey, { capture: true });
      window.removeEventListener('beforeprint', showAll);
    };
  }, [all]);
  return all === true;
}

/**
 * A block below the first. Drawn by the server, it is in the page's HTML (for visitors and crawlers without JavaScript) and hydrates
 * on its own near the viewport; rendered in the browser, it renders near the viewport (decisions 024, 136). `children` must keep its
 * identity across renders (the block's element, memoised by its caller): a new one would be an update to the waiting HTML.
 */
export function DeferredBlock({ now, leading = false, children }: { now: boolean; leading?: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  // False in the browser's own renders; true on the server and in the hydration render, and for this block's life after.
  const [fromServer] = useState(() => !hydrated);
  return fromServer ? <ServerDrawnBlock leading={leading}>{children}</ServerDrawnBlock> : <BrowserBlock now={now}>{children}</BrowserBlock>;
}

/** Renders once it comes near the viewport (or `now`), holding a block's space until then; once rendered it stays. */
function BrowserBlock({ now, children }: { now: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = useNearViewport(ref, now) || now;
  return shown ? children : <div ref={ref} className={styles.waiting} aria-hidden="true" />;
}

/** When a server-drawn block may hydrate: a promise its content waits on (`use`), opened once. */
interface HydrationGate {
  open: boolean;
  promise: Promise<void>;
  resolve: () => void;
}
/**
 * The mounted blocks still waiting in this page. Filled by effects only, which never run on the server: a gate made by a server render
 * and kept here would hold that whole render (request, stream, HTML) for the process's life.
 */
const closedGates = new Set<HydrationGate>();

function openGate(gate: HydrationGate): void {
  if (gate.open) return;
  gate.open = true;
  closedGates.delete(gate);
  // Settled as React's `use` reads it, so a press that opens the gate hydrates the block in the same event, which React then replays.
  Object.assign(gate.promise, { status: 'fulfilled', value: undefined });
  gate.resolve();
}

function newGate(): HydrationGate {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { open: false, promise, resolve };
}

/** Lets every waiting block hydrate now: the page's address changed, and an update must not reach a block still waiting. */
export function openHydrationGates(): void {
  for (const gate of closedGates) openGate(gate);
}

/**
 * The server's HTML of a block, kept as it is while the page hydrates (its content waits on a gate inside a Suspense boundary), then
 * hydrated on its own when the visitor acts on it, when it is in view, or when it is near the viewport once the visitor has acted,
 * so hydration never runs as one long task, a load nobody touches hydrates only what it shows, and a remote's block loads its code
 * only where it is seen (decisions 136, 068). The empty element before it is what is watched.
 */
function ServerDrawnBlock({ leading, children }: { leading: boolean; children: ReactNode }) {
  const marker = useRef<HTMLDivElement>(null);
  const [gate] = useState(newGate);
  const near = useNearViewport(marker, false);
  const due = useInViewOrNearOnceActive(marker);
  useEffect(() => {
    if (gate.open) return undefined;
    closedGates.add(gate);
    return () => void closedGates.delete(gate);
  }, [gate]);
  useEffect(() => {
    const open = () => openGate(gate);
    if (due) return open();
    // A press, key or focus inside the block's HTML: React hydrates it at once and replays the event (a remote's block whose code is
    // still on its way drops it: its links still work as links).
    const onAct = (event: Event) => {
      const block = marker.current?.nextElementSibling;
      if (block && event.target instanceof Node && block.contains(event.target)) open();
    };
    const types = ['pointerdown', 'keydown', 'focusin'] as const;
    for (const type of types) window.addEventListener(type, onAct, { capture: true, passive: true });
    return () => {
      for (const type of types) window.removeEventListener(type, onAct, { capture: true });
    };
  }, [gate, due]);
  // One element for the block's life: React leaves a boundary that is still waiting alone only while nothing updates it.
  const boundary = useMemo(
    () => (
      <Suspense fallback={null}>
        <HydrationGated gate={gate}>{children}</HydrationGated>
        <MarkHydrated marker={marker} />
      </Suspense>
    ),
    [gate, children],
  );
  return (
    <>
      {/* Until it comes near, the browser does not lay the block out (nor load its images): the first screen's image has the
          connection to itself. Laid out once near, it keeps the box it has in a page the browser renders (blocks.module.css). */}
      {/* A leading block is the first screen's (decision 059): laid out and painted with it, not a frame later. */}
      <div ref={marker} className={near || leading ? undefined : styles.notNearYet} aria-hidden="true" data-block-gate="" />
      {boundary}
    </>
  );
}

/** Marks the gate once the block has hydrated (with its remote's code, for a remote's block): what a test waits for before it acts. */
function MarkHydrated({ marker }: { marker: RefObject<HTMLDivElement | null> }) {
  useEffect(() => marker.current?.setAttribute('data-hydrated', ''), [marker]);
  return null;
}

function HydrationGated({ gate, children }: { gate: HydrationGate; children: ReactNode }) {
  const hydrated = useHydrated();
  // The render server says so by its context; a server without one has no document.
  const onServer = useContext(ServerRemotesContext) !== null || typeof document === 'undefined';
  // Hydrating (not on the server, and not in a render of the browser's own): wait for the gate, keeping the server's HTML; React
  // hydrates the rest of the page meanwhile.
  if (!hydrated && !onServer && !gate.open) use(gate.promise);
  return children;
}
