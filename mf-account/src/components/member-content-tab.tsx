import { Fragment, useState, type ReactNode } from 'react';
import { type ListItem, type MemberList, useMemberList } from '../lib/member-data';
import { type ApprovalKind, ApprovalStatus, ApprovedHeading, type ReviewState } from './approval';
import { Collapsible } from './collapsible';
import { StarterNotice } from './starter-notice';
import { MemberTable, RowAction, TableSkeleton } from './member-table';

type ContentList = Exclude<MemberList, 'myFavorites'>;

interface MemberContentTabProps<N extends ContentList> {
  list: N;
  /** The Approved column: its tooltip and each row's state. */
  approval: ApprovalKind;
  /** The toggle of the collapsible add region ('Add a Destination'). */
  addLabel: string;
  /** The add region starts open ('Add a Tip' on a public destination page, member-area §2), with this starter notice above the form. */
  startOpen?: boolean;
  notice?: string | undefined;
  caption: string;
  /** The skeleton's name while the list loads. */
  loadingLabel: string;
  empty: string;
  /** The columns before Approved, and a row's cells for them. */
  headers: string[];
  cells: (item: ListItem<N>) => ReactNode[];
  /** The item as the row's buttons name it ('Edit Otto’s Pub'). */
  name: (item: ListItem<N>) => string;
  /** The add form (no item) or the Edit drawer (an item); `onDone` closes either. */
  renderForm: (item: ListItem<N> | undefined, onDone: () => void) => ReactNode;
  /** The read-only View drawer; without one a row has Edit only. */
  renderView?: (item: ListItem<N>, onClose: () => void) => ReactNode;
}

type Row = { id: number } & ReviewState;

/** A dashboard tab of the member's own content (member-area §2): the collapsible add form, the table with Edit and View, and their drawer. */
export function MemberContentTab<N extends ContentList>({
  list,
  approval,
  addLabel,
  startOpen = false,
  notice,
  caption,
  loadingLabel,
  empty,
  headers,
  cells,
  name,
  renderForm,
  renderView,
}: MemberContentTabProps<N>) {
  const { data, isLoading } = useMemberList(list);
  const [adding, setAdding] = useState(startOpen);
  const [editing, setEditing] = useState<ListItem<N> | null>(null);
  const [viewing, setViewing] = useState<ListItem<N> | null>(null);
  const rows = (data ?? []) as (ListItem<N> & Row)[];

  return (
    <>
      <Collapsible label={addLabel} open={adding} onToggle={setAdding}>
        {notice ? <StarterNotice text={notice} /> : null}
        {renderForm(undefined, () => setAdding(false))}
      </Collapsible>
      {isLoading && !data ? (
        <TableSkeleton label={loadingLabel} />
      ) : (
        <MemberTable
          caption={caption}
          headers={[...headers, <ApprovedHeading key="approved" kind={approval} />]}
          labels={[...headers, 'Approved']}
          empty={empty}
          rows={rows.map((item) => ({
            key: item.id,
            cells: [...cells(item), <ApprovalStatus key="approved" kind={approval} item={item} />],
            actions: (
              <>
                <RowAction label="Edit" subject={name(item)} onClick={() => setEditing(item)} />
                {renderView ? <RowAction label="View" subject={name(item)} onClick={() => setViewing(item)} /> : null}
              </>
            ),
          }))}
        />
      )}
      {editing ? <Fragment key={(editing as Row).id}>{renderForm(editing, () => setEditing(null))}</Fragment> : null}
      {viewing && renderView ? renderView(viewing, () => setViewing(null)) : null}
    </>
  );
}
