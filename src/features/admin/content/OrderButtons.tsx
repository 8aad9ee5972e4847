import Button from 'react-bootstrap/Button';

/** Moves the item at `from` to `to` (a new array); out-of-range moves give the same order. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (to < 0 || to >= list.length || from === to) return next;
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** Up and down buttons of a list row (keyboard ordering), named after the row. */
export default function OrderButtons({ name, index, count, onMove }: { name: string; index: number; count: number; onMove: (from: number, to: number) => void }) {
  return (
    <span className="d-inline-flex gap-1">
      <Button size="sm" variant="light" aria-label={`${name} 위로`} disabled={index === 0} onClick={() => onMove(index, index - 1)}>
        ▲
      </Button>
      <Button size="sm" variant="light" aria-label={`${name} 아래로`} disabled={index === count - 1} onClick={() => onMove(index, index + 1)}>
        ▼
      </Button>
    </span>
  );
}
