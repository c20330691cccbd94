/**
 * The dashboard's trend notes (docs/decisions.md 49): each figure of the last 30 days against
 * the same figure for the 30 days before, as a percentage change rounded to one decimal.
 * Null when there is nothing to compare with: no previous figure, or a previous figure of 0,
 * from which any change would be an infinite percentage.
 */
export function percentChange(recent: number | null, before: number | null): number | null {
  if (recent === null || before === null || before === 0) return null;
  return Math.round(((recent - before) / before) * 1000) / 10;
}

/** closed_won / (closed_won + closed_lost), or null with no closed deal. */
export function conversionRate(won: number, lost: number): number | null {
  const closed = won + lost;
  return closed === 0 ? null : won / closed;
}
