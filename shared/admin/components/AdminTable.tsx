/**
 * The admin's tables: a real table from tablet width up (scrolling sideways inside its box when
 * the columns need more room), and one card per row on a phone, each value under its column's
 * name. One DOM for both: the phone layout is CSS only, the labels come from data-label. Sortable
 * columns have a button in their header (a row of buttons above the cards on a phone).
 */
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SortOrder } from './usePagedList.ts';

export interface Column<T> {
  key: string;
  header: string;
  cell(row: T): ReactNode;
  /**
   * 'title': the row's header, and the card's heading on a phone (no label); 'actions': the
   * buttons row at the card's foot; 'field' (default): a labelled value.
   */
  kind?: 'title' | 'field' | 'actions';
  /** Extra classes of the cell from tablet width up (widths, nowrap). */
  className?: string;
  /** Sorts when its header is pressed: `key` then names a comparator given to usePagedList. */
  sortable?: boolean;
}

/** The column that names a row in someone's own words (a person's name, a company's): bold, in the words' own direction. */
export function nameColumn<T>(key: string, header: string, name: (row: T) => string): Column<T> {
  return {
    key,
    header,
    kind: 'title',
    cell: (row) => (
      <span dir="auto" className="font-semibold">
        {name(row)}
      </span>
    ),
  };
}

interface AdminTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey(row: T): string;
  /** The current order (usePagedList's sort) and what a sortable header does (its toggleSort). */
  sort?: SortOrder;
  onSort?(key: string): void;
}

const CELL_BY_KIND = {
  // First in the card whatever its column: a card starts with whom it is about.
  title: '-order-1 block pb-2 text-start text-base font-normal text-slate-900 md:order-none md:table-cell md:text-sm',
  field:
    'grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-3 py-1 text-slate-700 before:font-medium before:text-slate-600 before:content-[attr(data-label)] md:table-cell md:before:content-none',
  actions: 'block pt-3 md:table-cell',
} as const;

// md:whitespace-nowrap again: md:not-sr-only sets white-space back to normal.
const headerText =
  'text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase md:whitespace-nowrap rtl:tracking-normal';

export function AdminTable<T>({ caption, columns, rows, rowKey, sort, onSort }: AdminTableProps<T>) {
  // On a phone the headers are hidden (each card labels its values), except sort buttons: a
  // control that takes the focus must be seen.
  const sortBar = onSort !== undefined && columns.some((column) => column.sortable);
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="md:overflow-x-auto">
        <table className="block w-full text-sm md:table">
          <caption className="sr-only">{caption}</caption>
          <thead className={sortBar ? 'block md:table-header-group' : 'sr-only md:not-sr-only md:table-header-group'}>
            <tr
              className={`${sortBar ? 'flex flex-wrap gap-2 border-b border-slate-200 bg-slate-50 px-4 py-2' : ''} md:table-row md:border-b md:border-slate-200 md:bg-slate-50 md:p-0`}
            >
              {columns.map((column) => {
                const sortedHere = sort?.key === column.key ? sort.direction : undefined;
                const button = column.sortable && onSort;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={button ? sortedHere : undefined}
                    className={`${button ? 'block' : 'sr-only md:not-sr-only'} md:table-cell md:px-3 md:py-3 md:first:ps-4 md:last:pe-4 ${column.kind === 'actions' ? 'text-end' : 'text-start'} ${headerText}`}
                  >
                    {button ? (
                      <button
                        type="button"
                        onClick={() => onSort(column.key)}
                        className={`inline-flex items-center gap-1 rounded-md px-2 py-1 uppercase hover:bg-slate-200/60 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 md:-mx-2 ${sortedHere ? 'text-slate-900' : ''}`}
                      >
                        {column.header}
                        <SortIcon direction={sortedHere} />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="block divide-y divide-slate-200 md:table-row-group">
            {rows.map((row) => (
              <tr key={rowKey(row)} className="flex flex-col px-4 py-4 md:table-row md:p-0 md:hover:bg-slate-50/70">
                {columns.map((column) => {
                  const Cell = column.kind === 'title' ? 'th' : 'td';
                  return (
                    <Cell
                      key={column.key}
                      scope={column.kind === 'title' ? 'row' : undefined}
                      data-label={column.kind === undefined || column.kind === 'field' ? column.header : undefined}
                      className={`${CELL_BY_KIND[column.kind ?? 'field']} md:px-3 md:py-3 md:align-middle md:first:ps-4 md:last:pe-4 ${column.className ?? ''}`}
                    >
                      {column.kind === 'actions' ? (
                        <div className="flex flex-wrap justify-end gap-2">{column.cell(row)}</div>
                      ) : (
                        <div className="min-w-0 break-words">{column.cell(row)}</div>
                      )}
                    </Cell>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** Which way the column sorts; both arrows while it does not. Seen only: aria-sort says it to assistive technology. */
function SortIcon({ direction }: { direction: SortOrder['direction'] | undefined }) {
  const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return <Icon aria-hidden="true" className={`size-3.5 shrink-0 ${direction ? '' : 'text-slate-400'}`} />;
}
