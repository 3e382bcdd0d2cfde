// Where a deal sits in its stage's column: a number, lowest at the top. A move writes the moved deal
// alone, at a number between its new neighbours', so no other deal changes (nor announces a change).
// No imports: the demo seed and the web take these numbers alone.

/** How far apart deals are placed at the ends of a column and when a column is numbered afresh. */
export const POSITION_STEP = 1024;

/**
 * A position strictly between the deal above's and the deal below's (null: no deal on that side), or
 * null when no number lies between them: the two are equal, or the halvings of one gap ran out of
 * precision (some fifty moves into the same gap), and the column must be numbered afresh first.
 */
export function positionBetween(above: number | null, below: number | null): number | null {
  if (above === null) return below === null ? POSITION_STEP : below - POSITION_STEP;
  if (below === null) return above + POSITION_STEP;
  const middle = above + (below - above) / 2;
  return middle > above && middle < below ? middle : null;
}
