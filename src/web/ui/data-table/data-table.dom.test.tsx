// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PAGER_NEXT, PAGER_PREVIOUS } from '#core/ui/messages.ts';
import { setUpDomRoot } from '#web/testing/dom-root.ts';
import { DataTable, columnsFor, type TableSort } from './data-table.tsx';
import { ListScreen, type ListStatus } from './list-screen.tsx';
import { ListEmpty } from './list-states.tsx';

const dom = setUpDomRoot();

interface Person {
  id: string;
  name: string;
  city: string;
}
const column = columnsFor<Person>();
const columns = [
  column.display({ id: 'name', header: 'Name', cell: ({ row }) => row.original.name, meta: { rowHeader: true, sortable: true } }),
  column.display({ id: 'city', header: 'City', cell: ({ row }) => row.original.city }),
  column.display({ id: 'actions', header: 'Actions', cell: ({ row }) => <button type="button">Remove {row.original.name}</button>, meta: { keepClicks: true } }),
];
const people: Person[] = [
  { id: 'p1', name: 'Ada', city: 'London' },
  { id: 'p2', name: 'Grace', city: 'Arlington' },
];

const render = (node: React.ReactNode) => act(() => dom.root.render(node));
const click = (element: Element) => act(() => (element as HTMLElement).click());
const buttonNamed = (name: string) => [...dom.container.querySelectorAll('button')].find((b) => b.textContent === name)!;

describe('DataTable', () => {
  it('shows the columns as headers, the first as each row’s name, and opens a row on click except from its own buttons', () => {
    const onRowClick = vi.fn();
    render(<DataTable<Person> caption="People" columns={columns} rows={people} rowId={(p) => p.id} onRowClick={onRowClick} />);
    expect(dom.container.querySelector('caption')?.textContent).toBe('People');
    expect([...dom.container.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Name', 'City', 'Actions']);
    expect([...dom.container.querySelectorAll('tbody th[scope="row"]')].map((th) => th.textContent)).toEqual(['Ada', 'Grace']);
    click(dom.container.querySelectorAll('tbody td')[2]!);
    expect(onRowClick).toHaveBeenCalledWith(people[1]);
    click(buttonNamed('Remove Ada'));
    expect(onRowClick).toHaveBeenCalledTimes(1);
  });

  it('keeps a row’s focused button when the screen rebuilds its columns (a dialog closing gives focus back to it)', () => {
    const build = () => [column.display({ id: 'name', header: 'Name', cell: ({ row }) => <button type="button">Open {row.original.name}</button> })];
    render(<DataTable<Person> caption="People" columns={build()} rows={people} rowId={(p) => p.id} />);
    const open = buttonNamed('Open Grace');
    open.focus();
    render(<DataTable<Person> caption="People" columns={build()} rows={[...people]} rowId={(p) => p.id} />);
    expect(buttonNamed('Open Grace')).toBe(open);
    expect(document.activeElement).toBe(open);
  });

  it('marks the sorted column and asks for another sort from a sortable header only', () => {
    const onSort = vi.fn();
    const sort: TableSort = { columnId: 'name', direction: 'desc' };
    render(<DataTable<Person> caption="People" columns={columns} rows={people} rowId={(p) => p.id} sort={sort} onSort={onSort} />);
    const [name, city] = dom.container.querySelectorAll('thead th');
    expect(name!.getAttribute('aria-sort')).toBe('descending');
    expect(city!.hasAttribute('aria-sort')).toBe(false);
    expect(city!.querySelector('button')).toBeNull();
    click(name!.querySelector('button')!);
    expect(onSort).toHaveBeenCalledWith('name');
  });
});

const idle: ListStatus = { loading: false, error: null, retry: () => {}, fetching: false };

function screen(status: ListStatus, rows: Person[], onPage = vi.fn(), page = 0) {
  render(
    <ListScreen
      heading="People"
      status={status}
      loadingLabel="Loading people…"
      isEmpty={rows.length === 0}
      empty={<ListEmpty title="No people yet." hint="Invite someone." />}
      pager={{ page, pages: 3, onPage, label: 'People pages' }}
    >
      <DataTable<Person> caption="People" columns={columns} rows={rows} rowId={(p) => p.id} />
    </ListScreen>,
  );
}

describe('ListScreen', () => {
  it('names its region by the heading and announces the first load, busy, without a table', () => {
    screen({ ...idle, loading: true, fetching: true }, []);
    const region = dom.container.querySelector('section')!;
    expect(document.getElementById(region.getAttribute('aria-labelledby')!)?.textContent).toBe('People');
    expect(dom.container.querySelector('[role="status"]')?.textContent).toContain('Loading people…');
    expect(dom.container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(dom.container.querySelector('table')).toBeNull();
  });

  it('shows a failure with its message and retries on request', () => {
    const retry = vi.fn();
    screen({ ...idle, error: new Error('Forbidden'), retry }, []);
    const alert = dom.container.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain('The list could not be loaded.');
    expect(alert.textContent).toContain('Forbidden');
    click(buttonNamed('Retry'));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('says what an empty list means, with no pager', () => {
    screen(idle, []);
    expect(dom.container.textContent).toContain('No people yet.');
    expect(dom.container.textContent).toContain('Invite someone.');
    expect(dom.container.querySelector('nav')).toBeNull();
  });

  it('shows the rows with a pager that moves a page at a time and stops at either end', () => {
    const onPage = vi.fn();
    screen(idle, people, onPage);
    expect(dom.container.querySelectorAll('tbody tr')).toHaveLength(2);
    const nav = dom.container.querySelector('nav[aria-label="People pages"]')!;
    expect(nav.textContent).toContain('Page 1 of 3');
    expect(buttonNamed(PAGER_PREVIOUS).disabled).toBe(true);
    click(buttonNamed(PAGER_NEXT));
    expect(onPage).toHaveBeenCalledWith(1);

    screen(idle, people, onPage, 2);
    expect(dom.container.textContent).toContain('Page 3 of 3');
    expect(buttonNamed(PAGER_NEXT).disabled).toBe(true);
    click(buttonNamed(PAGER_PREVIOUS));
    expect(onPage).toHaveBeenLastCalledWith(1);
  });
});
