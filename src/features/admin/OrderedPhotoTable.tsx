import Image from 'next/image';
import { useState, type DragEvent, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { isUploadedImage } from '@/features/layout/avatar';
import OrderButtons from './content/OrderButtons';
import RowActions from './RowActions';
import type { NamedRow, OrderedAdminList } from './useOrderedAdminList';
import styles from './admin.module.css';

export interface OrderedPhotoTableProps<T extends NamedRow> {
  /** The list's state and calls (useOrderedAdminList). */
  ordered: OrderedAdminList<T>;
  /** The heading (the row count follows it) and its id, which names the section. */
  title: ReactNode;
  titleId: string;
  emptyText: string;
  rowTestId: string;
  /** The photo column: a round 48px portrait ('portrait') or a 96x48 logo, left empty without an image ('logo'). */
  photo: { header: string; kind: 'portrait' | 'logo'; src: (item: T) => string | null; alt: (item: T) => string };
  /** The name column's header and cell. */
  nameHeader: string;
  nameCell: (item: T) => ReactNode;
  /** An optional link column (its text as is). */
  link?: { header: string; text: (item: T) => string };
  /** Rows also take a position number and can be dragged (besides the up/down buttons). */
  positionControls?: boolean;
}

/** A hand-ordered admin list with a photo per row: order controls, photo, name, link, edit and delete. */
export default function OrderedPhotoTable<T extends NamedRow>({ ordered, title, titleId, emptyText, rowTestId, photo, nameHeader, nameCell, link, positionControls = false }: OrderedPhotoTableProps<T>) {
  const { list, loaded, dirty, move, saveOrder, setEditing, remove } = ordered;
  const [dragged, setDragged] = useState<number | null>(null);

  const photoCell = (item: T) => {
    const src = photo.src(item);
    if (!src) return null;
    return photo.kind === 'logo' ? (
      <Image src={src} alt={photo.alt(item)} width={96} height={48} className={styles.thumb} unoptimized={isUploadedImage(src)} />
    ) : (
      <Image src={src} alt={photo.alt(item)} width={48} height={48} className="rounded-circle object-fit-cover" unoptimized={isUploadedImage(src)} />
    );
  };
  const dragProps = (index: number) =>
    positionControls
      ? {
          draggable: true,
          onDragStart: () => setDragged(index),
          onDragOver: (event: DragEvent) => event.preventDefault(),
          onDrop: () => {
            if (dragged !== null) move(dragged, index);
            setDragged(null);
          },
        }
      : {};
  const orderCell = (item: T, index: number) => {
    const buttons = <OrderButtons name={item.name} index={index} count={list.length} onMove={move} />;
    if (!positionControls) return <td data-label="순서">{buttons}</td>;
    return (
      <td data-label="순서" className="text-nowrap">
        <div className="d-flex align-items-center gap-1">
          <input
            className={`form-control form-control-sm ${styles.sortInput}`}
            type="number"
            min={1}
            max={list.length}
            value={index + 1}
            aria-label={`${item.name} 순서`}
            onChange={(event) => move(index, Number(event.target.value) - 1)}
          />
          {buttons}
        </div>
      </td>
    );
  };

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className="d-flex justify-content-between align-items-center mb-3">
        <h2 className={`${styles.panelTitle} mb-0`} id={titleId}>
          {title} <span className="text-secondary small">({list.length})</span>
        </h2>
        <Button variant={dirty ? 'primary' : 'outline-secondary'} disabled={!dirty} onClick={saveOrder}>
          순서 저장
        </Button>
      </div>
      {!loaded ? (
        <p role="status">불러오는 중입니다…</p>
      ) : list.length === 0 ? (
        <p className="text-secondary mb-0">{emptyText}</p>
      ) : (
        <Table responsive hover className={`align-middle mb-0 ${styles.stacked}`}>
          <thead>
            <tr>
              <th scope="col">순서</th>
              <th scope="col">{photo.header}</th>
              <th scope="col">{nameHeader}</th>
              {link && <th scope="col">{link.header}</th>}
              <th scope="col">관리</th>
            </tr>
          </thead>
          <tbody>
            {list.map((item, index) => (
              <tr key={item.id} {...dragProps(index)} data-testid={rowTestId}>
                {orderCell(item, index)}
                <td data-label={photo.header}>{photoCell(item)}</td>
                <td data-label={nameHeader} className={styles.nameCell}>
                  {nameCell(item)}
                </td>
                {link && (
                  <td data-label={link.header} className={`small text-break ${styles.linkCell}`}>
                    {link.text(item)}
                  </td>
                )}
                <RowActions name={item.name} onEdit={() => setEditing(item)} onRemove={() => remove(item)} />
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
