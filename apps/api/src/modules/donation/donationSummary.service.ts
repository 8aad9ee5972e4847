import { goalAmountOf } from '@nanum/shared/donationRules';
import type { DonationYearSummary } from '@nanum/shared/donationViews';
import { monthKey, siteMonth, zonedParts, zonedTimeToDate } from '@nanum/shared/timeZone';
import type { Db } from '../../db/knex';
import { presentSettings } from '../site/site.presenter';
import { findSettings } from '../site/site.repo';
import { findPaidAmounts } from './donation.repo';

/**
 * A year of giving for the public (the fundraising posts' progress bar, the yearly summary on the
 * donation-use board): recorded gifts that stayed paid (refunds leave the total), by Korean month,
 * how many donors; this year's goal from site settings.
 */
export async function donationYearSummary(db: Db, year: number, now: Date = new Date()): Promise<DonationYearSummary> {
  const gifts = await findPaidAmounts(db, zonedTimeToDate({ year, month: 1, day: 1 }), zonedTimeToDate({ year: year + 1, month: 1, day: 1 }));
  const months = Array.from({ length: 12 }, (_, index) => ({ month: monthKey({ year, month: index + 1 }), amount: 0, count: 0 }));
  for (const gift of gifts) {
    const month = months.find((entry) => entry.month === siteMonth(new Date(gift.paidAt)));
    if (month) {
      month.amount += gift.amount;
      month.count += 1;
    }
  }
  const goal = year === zonedParts(now).year ? goalAmountOf(presentSettings(await findSettings(db)).donationGoalAmount) : null;
  return { year, total: gifts.reduce((sum, gift) => sum + gift.amount, 0), count: gifts.length, donors: new Set(gifts.map((gift) => gift.email)).size, months, goal };
}
