import { formatNumber } from '@nanum/shared/numberFormat';

interface ExportLinksProps {
  /** How many rows the filters match now. */
  total: number;
  /** The most one download holds (the API refuses more, in the same words). */
  max: number;
  /** The Korean refusal, given the limit as the reader writes numbers. */
  tooLarge: (max: string) => string;
  links: readonly { label: string; href: string }[];
  className: string;
}

/** A filtered list's download links, or, past what one file may hold, why there are none. */
export default function ExportLinks({ total, max, tooLarge, links, className }: ExportLinksProps) {
  if (total > max) return <p className={`${className} small text-body-secondary`}>{tooLarge(formatNumber(max))}</p>;
  return (
    <div className={`${className} d-flex gap-2`}>
      {links.map((link) => (
        <a key={link.href} className="btn btn-sm btn-outline-secondary" href={link.href} download>
          {link.label}
        </a>
      ))}
    </div>
  );
}
