// Puck's styles without its web font: the site's CSP allows no outside stylesheet.
import '@puckeditor/core/no-external.css';
import { createUsePuck, Puck, type Data } from '@puckeditor/core';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { BLOCK_KIND_NAMES, BLOCK_KINDS } from '@valley/shared/schemas/block-fields';
import type { ContentBlock } from '@valley/shared/schemas/page';
import { Button } from '@valley/shared/ui/button';
import { useOrderedRows } from '../../../components/ordered-rows';
import { blockName, fromPuck, PUCK_CONFIG, toPuck } from '../lib/puck-blocks';
import styles from './blocks-editor.module.css';

const usePuckState = createUsePuck();
/** The page's one list of blocks, as Puck names it. */
const PAGE_ZONE = 'root:default-zone';
/** A phone and a desktop: the widths the canvas shows the page at. */
const WIDTHS = [
  { label: 'Phone (375 px)', width: 375 },
  { label: 'Desktop (1280 px)', width: 1280 },
] as const;
const same = (a: ContentBlock[], b: ContentBlock[]) => JSON.stringify(a) === JSON.stringify(b);

/** Messages about the blocks ('blocks.2.entry.slides.0.img') as lines naming the block. */
function blockProblems(blocks: ContentBlock[], problems: Record<string, string>): string[] {
  return Object.entries(problems).flatMap(([path, message]) => {
    const [head, index] = path.split('.');
    if (head !== 'blocks') return [];
    const block = index === undefined ? undefined : blocks[Number(index)];
    return [block ? `${blockName(block, Number(index))}: ${message}` : message];
  });
}

interface BlocksProps {
  blocks: ContentBlock[];
  onChange: (blocks: ContentBlock[]) => void;
  problems: Record<string, string>;
}

/**
 * A page's blocks (decision 102), in Puck's parts laid out by the studio: the blocks as a list to move, remove, add and open by
 * keyboard; the open block's fields (Puck's, drawn from the kind's description in @valley/shared); and the canvas, where Puck draws each
 * block through the site's own at a phone's or a desktop's width and blocks are dragged. Puck keeps its own state, so a change from
 * outside it (a save, Undo, a restored revision) starts it again from the page's blocks.
 */
export function BlocksEditor({ blocks, onChange, problems }: BlocksProps) {
  // The blocks Puck holds: those it started from or last sent.
  const [held, setHeld] = useState(blocks);
  // Puck's own frame stays hidden until its stylesheet shows it; the studio's layout is drawn in the page beside it, in Puck's tree.
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const [canvas, setCanvas] = useState(0);
  if (blocks !== held) {
    setHeld(blocks);
    setCanvas((count) => count + 1);
  }

  function fromCanvas(data: Data) {
    const next = fromPuck(data);
    if (same(next, held)) return;
    setHeld(next);
    onChange(next);
  }

  const listed = blockProblems(blocks, problems);
  return (
    <section aria-label="Blocks" className={styles.blocks}>
      <div role="alert">
        {listed.length ? (
          <ul className={styles.problems} aria-label="What the blocks still need">
            {listed.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <div ref={setHost} className={styles.editor} />
      <Puck key={canvas} config={PUCK_CONFIG} data={toPuck(blocks)} onChange={fromCanvas} iframe={{ enabled: true }} permissions={{ duplicate: false }}>
        {host
          ? createPortal(
              <>
                {/* Scrolled regions take focus, so a keyboard scrolls them too (WCAG 2.1.1). */}
                <div className={styles.side} role="region" aria-label="Blocks and fields" tabIndex={0}>
                  <BlockOrder />
                  <BlockFields />
                </div>
                <BlockCanvas />
              </>,
              host,
            )
          : null}
      </Puck>
    </section>
  );
}

/**
 * The blocks in order, as Puck holds them, each moved, removed or opened by keyboard, and a new block added at the end: each is one of
 * Puck's own actions, so the canvas and the list never disagree.
 */
function BlockOrder() {
  const [said, setSaid] = useState('');
  const [kind, setKind] = useState<string>(BLOCK_KIND_NAMES[1]!);
  const kindId = useId();
  const dispatch = usePuckState((state) => state.dispatch);
  const content = usePuckState((state) => state.appState.data.content);
  const blocks = fromPuck({ root: {}, content });
  // The list moves one place at a time: the block and its neighbour change places.
  const { rows, moveButtons } = useOrderedRows(
    blocks,
    (next) => {
      const at = next.findIndex((block, index) => block !== blocks[index]);
      if (at >= 0) dispatch({ type: 'reorder', sourceIndex: at, destinationIndex: at + 1, destinationZone: PAGE_ZONE });
    },
    setSaid,
    blockName,
  );

  const add = () => {
    dispatch({ type: 'insert', componentType: kind, destinationIndex: content.length, destinationZone: PAGE_ZONE });
    setSaid(`${BLOCK_KINDS[kind as keyof typeof BLOCK_KINDS].label} added at the end, position ${content.length + 1}. Open it to fill in its fields.`);
  };
  const remove = (index: number) => {
    dispatch({ type: 'remove', index, zone: PAGE_ZONE });
    setSaid(`${blockName(blocks[index]!, index)} removed. Undo changes puts it back.`);
  };
  const open = (index: number) => dispatch({ type: 'setUi', ui: { itemSelector: { index, zone: PAGE_ZONE } } });

  return (
    <fieldset ref={rows} className={styles.order}>
      <legend>Blocks in order</legend>
      <ol>
        {blocks.map((block, index) => (
          <li key={String(content[index]!.props.id)} data-row={index}>
            <span>{blockName(block, index)}</span>
            <Button variant="outline" aria-label={`Open: ${blockName(block, index)}`} onClick={() => open(index)}>
              Open
            </Button>
            {moveButtons(index)}
            <Button variant="outline" aria-label={`Remove: ${blockName(block, index)}`} onClick={() => remove(index)}>
              Remove
            </Button>
          </li>
        ))}
      </ol>
      <div className={styles.add}>
        <label htmlFor={kindId}>New block</label>
        <select id={kindId} value={kind} onChange={(event) => setKind(event.target.value)}>
          {BLOCK_KIND_NAMES.map((name) => (
            <option key={name} value={name}>
              {BLOCK_KINDS[name].label}
            </option>
          ))}
        </select>
        <Button variant="outline" onClick={add}>
          Add the block
        </Button>
      </div>
      <p role="status" className={styles.said}>
        {said}
      </p>
    </fieldset>
  );
}

/** The open block's fields; opening a block (from the list or the canvas) takes the keyboard there. */
function BlockFields() {
  const selected = usePuckState((state) => state.selectedItem);
  const index = usePuckState((state) => state.appState.ui.itemSelector?.index);
  const heading = useRef<HTMLHeadingElement>(null);
  const id = selected?.props.id;
  useEffect(() => {
    if (id) heading.current?.focus();
  }, [id]);
  if (!selected || index === undefined) return <p className={styles.hint}>Open a block, here or on the canvas, to edit its fields.</p>;
  return (
    <section aria-labelledby={`${id}-fields`} className={styles.fields}>
      <h4 id={`${id}-fields`} ref={heading} tabIndex={-1}>
        Fields of {blockName(fromPuck({ root: {}, content: [selected] })[0]!, index)}
      </h4>
      <Puck.Fields />
    </section>
  );
}

/** Puck's canvas at a phone's or a desktop's width (a desktop scrolls sideways in a narrower window). */
function BlockCanvas() {
  const [width, setWidth] = useState<number>(WIDTHS[1].width);
  const frame = useRef<HTMLDivElement>(null);
  // Puck's frame has no name of its own (axe: frame-title).
  useEffect(() => {
    frame.current?.querySelector('iframe')?.setAttribute('title', 'The page as visitors will see it');
  });
  return (
    <div className={styles.preview}>
      <div role="group" aria-label="Canvas width" className={styles.widths}>
        {WIDTHS.map((option) => (
          <Button key={option.width} variant="outline" aria-pressed={width === option.width} onClick={() => setWidth(option.width)}>
            {option.label}
          </Button>
        ))}
      </div>
      <div ref={frame} className={styles.frame} role="region" aria-label="Canvas" tabIndex={0}>
        <div style={{ width }}>
          <Puck.Preview />
        </div>
      </div>
    </div>
  );
}
