import { useEffect, useState } from 'react';
import type { DonationYearSummary } from '@nanum/shared/donationViews';
import { call } from '@/lib/apiCall';

/** The public summary of a year of giving (undefined while it loads, null when it could not). */
export function useDonationSummary(year?: number): DonationYearSummary | null | undefined {
  const [state, setState] = useState<{ year: number | undefined; data: DonationYearSummary | null } | undefined>(undefined);
  useEffect(() => {
    let active = true;
    void call<DonationYearSummary>('GET', `/api/donations/summary${year ? `?year=${year}` : ''}`).then((answer) => {
      if (active) setState({ year, data: answer.ok ? answer.data : null });
    });
    return () => {
      active = false;
    };
  }, [year]);
  return state && state.year === year ? state.data : undefined;
}
