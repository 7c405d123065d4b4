import type { ComponentConfig, Config, Data, Field, Fields } from '@puckeditor/core';
import { BLOCK_KIND_NAMES, BLOCK_KINDS, type BlockField, type BlockKind, NEW_BLOCK_ID } from '@valley/shared/schemas/block-fields';
import type { ContentBlock } from '@valley/shared/schemas/page';
import { RichTextField } from '../../../components/rich-text-field';
import { BlockCategoriesField } from '../components/block-categories-field';
import { BlockImageField } from '../components/block-image-field';
import { BlockPreview } from '../components/block-preview';

// The page's blocks as Puck edits them (decision 102): one Puck component per block kind, its fields drawn from the kind's description
// in @valley/shared (the same one the contract checks a save with), each rendered by the site's own block through the shell.

/** A block's Puck props: Puck's own item id, the block's id (0 until saved), and the block's fields as the content system keeps them. */
export interface BlockProps {
  [key: string]: unknown;
  blockId: number;
  title: string;
  img: string;
  entry: Record<string, unknown>;
}

/** A picture's address, typed or chosen from the media library (decision 126). */
const imageField = (label: string): Field => ({
  type: 'custom',
  label,
  render: ({ name, value, onChange }) => <BlockImageField label={label} name={name} value={typeof value === 'string' ? value : ''} onChange={onChange} />,
});

function puckField(field: BlockField): Field {
  switch (field.type) {
    case 'text':
    case 'link':
      return { type: 'text', label: field.label };
    case 'image':
      return imageField(field.label);
    case 'textarea':
      return { type: 'textarea', label: field.label };
    case 'html':
      // The studio's one rich-text editor (TipTap, as the post editor and the member area use), not HTML typed by hand; the API
      // sanitises what it sends as it does every rich text.
      return {
        type: 'custom',
        label: field.label,
        render: ({ value, onChange }) => <RichTextField label={field.label} value={typeof value === 'string' ? value : ''} onChange={onChange} />,
      };
    case 'number':
      return { type: 'number', label: field.label, min: field.min, max: field.max, ...(field.whole && { step: 1 }) };
    case 'categories':
      return {
        type: 'custom',
        label: field.label,
        render: ({ value, onChange }) => (
          <BlockCategoriesField
            label={field.label}
            of={field.of}
            value={Array.isArray(value) ? value.map(Number).filter((id) => Number.isInteger(id) && id > 0) : []}
            onChange={onChange}
          />
        ),
      };
    case 'yes-no':
      return {
        type: 'radio',
        label: field.label,
        options: [
          { label: 'Yes', value: true },
          { label: 'No', value: false },
        ],
      };
    case 'list':
      return {
        type: 'array',
        label: field.label,
        max: field.max,
        arrayFields: puckFields(field.item),
        defaultItemProps: emptyEntry(field.item),
        getItemSummary: (item: Record<string, unknown>, index = 0) => {
          const said = item[field.summary];
          return typeof said === 'string' && said.trim() ? said : `${field.label} ${index + 1}`;
        },
      } as Field;
  }
}

const puckFields = (fields: Record<string, BlockField>): Fields =>
  Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, puckField(field)])) as Fields;

/** A new block's entry: lists empty, the rest left to the site's defaults. */
function emptyEntry(fields: Record<string, BlockField>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([key, field]): [string, unknown][] =>
      field.type === 'list' || field.type === 'categories' ? [[key, []]] : field.type === 'yes-no' ? [[key, false]] : [],
    ),
  );
}

function componentOf(kind: string, spec: BlockKind): ComponentConfig<BlockProps> {
  const fields: Fields = {
    ...(spec.title ? { title: { type: 'text', label: spec.title } } : {}),
    ...(spec.img ? { img: imageField(spec.img) } : {}),
    entry: { type: 'object', label: spec.label, objectFields: puckFields(spec.entry) },
  };
  return {
    label: spec.label,
    fields: fields as ComponentConfig<BlockProps>['fields'],
    defaultProps: { blockId: NEW_BLOCK_ID, title: '', img: '', entry: emptyEntry(spec.entry) },
    render: ({ blockId, title, img, entry }) => (
      <BlockPreview block={{ id: blockId || -1, extension: kind, title: title || null, img: img || null, entry }} label={spec.label} />
    ),
  };
}

/** Every kind the studio can place, by its `extension`. */
export const PUCK_CONFIG: Config = {
  components: Object.fromEntries(BLOCK_KIND_NAMES.map((kind) => [kind, componentOf(kind, BLOCK_KINDS[kind])])) as Config['components'],
  // The page's own fields are the form's, above the canvas.
  root: { fields: {} },
};

/** The blocks as Puck's data; each keeps its id (Puck's item id is derived from it, or Puck's own for a new block). */
export function toPuck(blocks: ContentBlock[]): Data {
  return {
    root: { props: {} },
    content: blocks.map((block, index) => ({
      type: block.extension,
      props: { id: block.id ? `block-${block.id}` : `new-${index}`, blockId: block.id, title: block.title ?? '', img: block.img ?? '', entry: block.entry },
    })),
  };
}

/** Puck's data back as the page's blocks, in Puck's order. */
export function fromPuck(data: Data): ContentBlock[] {
  return data.content.map((item) => {
    const props = item.props as Partial<BlockProps>;
    return {
      id: typeof props.blockId === 'number' ? props.blockId : NEW_BLOCK_ID,
      extension: item.type as string,
      title: props.title ? props.title : null,
      img: props.img ? props.img : null,
      entry: props.entry ?? {},
    };
  });
}

/** A block's name in lists and messages: its kind, and its heading when it has one. */
export function blockName(block: ContentBlock, index: number): string {
  const kind = (BLOCK_KINDS as Record<string, BlockKind>)[block.extension]?.label ?? block.extension;
  return `${index + 1}. ${kind}${block.title ? `: ${block.title}` : ''}`;
}
