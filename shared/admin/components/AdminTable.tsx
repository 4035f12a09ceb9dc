/**
 * The admin's tables: a real table from tablet width up (scrolling sideways inside its box when
 * the columns need more room), and one card per row on a phone, each value under its column's
 * name. One DOM for both: the phone layout is CSS only, the labels come from data-label.
 */
import type { ReactNode } from 'react';

export interface Column<T> {
  key: string;
  header: string;
  cell(row: T): ReactNode;
  /**
   * 'title': the card's heading on a phone (no label); 'actions': the buttons row at the card's
   * foot; 'field' (default): a labelled value.
   */
  kind?: 'title' | 'field' | 'actions';
  /** Extra classes of the cell from tablet width up (widths, nowrap). */
  className?: string;
}

const CELL_BY_KIND = {
  // First in the card whatever its column: a card starts with whom it is about.
  title: '-order-1 block pb-2 text-base text-slate-900 md:order-none md:table-cell md:text-sm',
  field:
    'grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-3 py-1 text-slate-700 before:font-medium before:text-slate-600 before:content-[attr(data-label)] md:table-cell md:before:content-none',
  actions: 'block pt-3 md:table-cell',
} as const;

export function AdminTable<T>({ caption, columns, rows, rowKey }: { caption: string; columns: Column<T>[]; rows: readonly T[]; rowKey(row: T): string }) {
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="md:overflow-x-auto">
        <table className="block w-full text-sm md:table">
          <caption className="sr-only">{caption}</caption>
          <thead className="sr-only md:not-sr-only md:table-header-group">
            <tr className="md:border-b md:border-slate-200 md:bg-slate-50">
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={`px-3 py-3 first:ps-4 last:pe-4 ${column.kind === 'actions' ? 'text-end' : 'text-start'} text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase rtl:tracking-normal`}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="block divide-y divide-slate-200 md:table-row-group">
            {rows.map((row) => (
              <tr key={rowKey(row)} className="flex flex-col px-4 py-4 md:table-row md:p-0 md:hover:bg-slate-50/70">
                {columns.map((column) => (
                  <td
                    key={column.key}
                    data-label={column.kind === undefined || column.kind === 'field' ? column.header : undefined}
                    className={`${CELL_BY_KIND[column.kind ?? 'field']} md:px-3 md:py-3 md:align-middle md:first:ps-4 md:last:pe-4 ${column.className ?? ''}`}
                  >
                    {column.kind === 'actions' ? (
                      <div className="flex flex-wrap justify-end gap-2">{column.cell(row)}</div>
                    ) : (
                      <div className="min-w-0 break-words">{column.cell(row)}</div>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
