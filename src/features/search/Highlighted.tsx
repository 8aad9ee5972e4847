import type { HighlightPiece } from '@nanum/shared/searchRules';

/** A text with the searched words in <mark>: every piece is a text node (React escapes it), so nothing stored is read as HTML. */
export default function Highlighted({ pieces }: { pieces: HighlightPiece[] }) {
  return (
    <>
      {pieces.map((piece, i) => (piece.mark ? <mark key={i}>{piece.text}</mark> : <span key={i}>{piece.text}</span>))}
    </>
  );
}
