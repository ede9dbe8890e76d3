/**
 * Commissions and prices of a deal. The freelancer's daily rate is the base; the client pays it
 * plus the platform's corporate margin, and the freelancer receives it minus the freelancer
 * commission. The rules changed twice in 2022, so every price is computed for a day: the day the
 * deal version's terms were set (its creation in Paris), so that a signed deal's prices never move
 * and a renewal made later takes the rules of its own day.
 *
 * Money is computed in whole cents and rates in millionths (see money.ts), each result rounded once
 * to the cent, half away from zero.
 */
import type { CalendarDay } from './calendar-day';
import { COMMISSIONS } from './constants';
import { type Cents, fromCents, multiplyDivide, toCents, toScaled } from './money';

/** From this day on, the margin is a share of the client's price; before it, it is added to the base. */
export const MARGIN_AS_SHARE_FROM: CalendarDay = '2022-10-01';
/** From this day on, the freelancer pays no flat fee; before it, the flat fee was 29 EUR. */
export const FREELANCER_FLAT_FEE_ENDED_ON: CalendarDay = '2022-09-01';

/** markup: price = base × (1 + margin); share: price = base / (1 − margin). */
export type MarginMode = 'markup' | 'share';

const MILLION = 1_000_000;

/** How the margin applies on a day. */
export function marginModeOn(day: CalendarDay): MarginMode {
  return day < MARGIN_AS_SHARE_FROM ? 'markup' : 'share';
}

/**
 * A margin or commission as a fraction: a value below 1 already is one (0.15), any other is a
 * percentage (15 is 0.15, and 1 is 1 %). Negative values are refused.
 */
export function marginFraction(margin: number): number {
  if (!Number.isFinite(margin) || margin < 0) throw new RangeError(`Invalid margin: ${margin}`);
  return margin < 1 ? margin : toScaled(margin, 4) / MILLION;
}

/** The margin in millionths (0.15 and 15 both give 150000), read exactly. */
function marginMillionths(margin: number): number {
  if (!Number.isFinite(margin) || margin < 0) throw new RangeError(`Invalid margin: ${margin}`);
  return margin < 1 ? toScaled(margin, 6) : toScaled(margin, 4);
}

/** The spec's price helper, in cents: base plus margin as the day's mode says. */
export function priceWithMarginCents(baseCents: Cents, margin: number, on: CalendarDay): Cents {
  const m = marginMillionths(margin);
  if (marginModeOn(on) === 'markup') return multiplyDivide(baseCents, MILLION + m, MILLION);
  if (m >= MILLION) throw new RangeError(`A margin taken as a share of the price must stay below 100 %: ${margin}`);
  return multiplyDivide(baseCents, MILLION, MILLION - m);
}

/**
 * The spec's price helper: before 1 October 2022 the margin is added to the base
 * (500 at 15 % gives 575.00); from that day it is a share of the final price (500 / 0.85 gives
 * 588.24). A margin below 1 is a fraction, otherwise a percentage. Euros, 2 decimals.
 */
export function priceWithMargin(base: number, margin: number, on: CalendarDay): number {
  return fromCents(priceWithMarginCents(toCents(base), margin, on));
}

/** A side's commission: a rate (fraction, or percentage when 1 or more) and a flat fee in euros. */
export interface Commission {
  rate: number;
  flatFee: number;
}

export interface Commissions {
  corporate: Commission;
  freelancer: Commission;
}

/** The freelancer's flat fee on a day: 29 EUR before 1 September 2022, then none. */
export function freelancerFlatFeeOn(day: CalendarDay): number {
  return day < FREELANCER_FLAT_FEE_ENDED_ON
    ? COMMISSIONS.freelancer.flatFeeBefore20220901
    : COMMISSIONS.freelancer.flatFee;
}

/** The commissions a new deal starts with on a day (the team may change them on the deal). */
export function defaultCommissions(day: CalendarDay): Commissions {
  return {
    corporate: { rate: COMMISSIONS.corporate.rate, flatFee: COMMISSIONS.corporate.flatFee },
    freelancer: { rate: COMMISSIONS.freelancer.rate, flatFee: freelancerFlatFeeOn(day) },
  };
}

/** A deal's prices per day of work, in euros with 2 decimals. */
export interface DealPrices {
  marginMode: MarginMode;
  /** The freelancer's daily rate, the base of everything. */
  dailyRate: number;
  /** What the client pays per day of work, excluding VAT. */
  clientDailyPrice: number;
  /** What the platform keeps of the freelancer's rate per day. */
  freelancerDailyCommission: number;
  /** What the freelancer receives per day of work, excluding VAT: rate minus commission. */
  freelancerDailyNet: number;
  /** What the platform earns per day: client price minus the freelancer's net. */
  platformDailyMargin: number;
  /** Flat fees, charged once per monthly invoice (not per day). */
  corporateFlatFee: number;
  freelancerFlatFee: number;
}

/**
 * The prices of a deal from its daily rate, for the day its terms were set. The client side uses
 * the price helper with the corporate rate. The freelancer's commission is always a share of the
 * freelancer's own rate (rounded to the cent, and the net is the rest, so that commission + net is
 * the rate to the cent): the 2022 change of the helper concerns the client's price.
 */
export function dealPrices(dailyRate: number, on: CalendarDay, commissions = defaultCommissions(on)): DealPrices {
  const rate = toCents(dailyRate);
  if (rate < 0) throw new RangeError(`Invalid daily rate: ${dailyRate}`);
  const client = priceWithMarginCents(rate, commissions.corporate.rate, on);
  const commission = multiplyDivide(rate, marginMillionths(commissions.freelancer.rate), MILLION);
  if (commission > rate) throw new RangeError(`A freelancer commission above 100 %: ${commissions.freelancer.rate}`);
  const net = rate - commission;
  return {
    marginMode: marginModeOn(on),
    dailyRate: fromCents(rate),
    clientDailyPrice: fromCents(client),
    freelancerDailyCommission: fromCents(commission),
    freelancerDailyNet: fromCents(net),
    platformDailyMargin: fromCents(client - net),
    corporateFlatFee: fromCents(toCents(commissions.corporate.flatFee)),
    freelancerFlatFee: fromCents(toCents(commissions.freelancer.flatFee)),
  };
}

/** The most a flat fee of a deal may be, in euros. */
export const MAX_DEAL_FLAT_FEE = 10_000;

/** A deal's commission rate, as a fraction: from 0 included to 1 excluded (0.15 is 15 %). */
export function isValidCommissionRate(rate: number): boolean {
  return Number.isFinite(rate) && rate >= 0 && rate < 1;
}

/** A deal's flat fee in euros: from 0 to 10 000. */
export function isValidFlatFee(fee: number): boolean {
  return Number.isFinite(fee) && fee >= 0 && fee <= MAX_DEAL_FLAT_FEE;
}
