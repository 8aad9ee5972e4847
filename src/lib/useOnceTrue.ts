import { useState } from 'react';

/**
 * True from the first render in which `flag` is true, for good: a dialog or a panel whose code
 * loads on first use mounts then, and stays mounted so that closing animates and the focus
 * returns as before.
 */
export function useOnceTrue(flag: boolean): boolean {
  const [seen, setSeen] = useState(flag);
  if (flag && !seen) setSeen(true);
  return seen || flag;
}
