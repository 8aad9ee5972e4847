import { useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { useAdminList } from './useAdminList';

/** A filter offering every key of a label table, or 전체. */
export function FilterSelect({ id, name, label, labels, className }: { id: string; name: string; label: string; labels: Readonly<Record<string, string>>; className: string }) {
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Select name={name}>
        <option value="">전체</option>
        {Object.entries(labels).map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}

/** The filters `from` and `to` (시작일, 종료일): the days a list is read between, each a column of `className`. */
export function DateRangeFilter({ idPrefix, className }: { idPrefix: string; className: string }) {
  return (
    <>
      <Form.Group className={className} controlId={`${idPrefix}-from`}>
        <Form.Label>시작일</Form.Label>
        <Form.Control name="from" type="date" />
      </Form.Group>
      <Form.Group className={className} controlId={`${idPrefix}-to`}>
        <Form.Label>종료일</Form.Label>
        <Form.Control name="to" type="date" />
      </Form.Group>
    </>
  );
}

/**
 * An admin list with a filter form (the audit log, the donations): the page, the filters the form
 * last applied (empty ones left out of the query), the list read with both, and the address of
 * the CSV of what the filters select (`{path}/export`).
 */
export function useFilteredAdminList<T>(path: string, filterNames: readonly string[]) {
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<Record<string, string>>({});
  const list = useAdminList<T>(path, { page: String(page), ...filters });
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setFilters(Object.fromEntries(filterNames.map((name) => [name, String(form.get(name) ?? '').trim()]).filter(([, value]) => value)));
    setPage(1);
  };
  return { ...list, page, setPage, apply, exportHref: `${path}/export?${new URLSearchParams(filters).toString()}` };
}
