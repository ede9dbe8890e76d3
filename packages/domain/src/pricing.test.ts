import { describe, expect, it } from 'vitest';
import {
  dealPrices,
  defaultCommissions,
  FREELANCER_FLAT_FEE_ENDED_ON,
  freelancerFlatFeeOn,
  isValidCommissionRate,
  isValidFlatFee,
  MARGIN_AS_SHARE_FROM,
  marginFraction,
  marginModeOn,
  priceWithMargin,
  priceWithMarginCents,
} from './pricing';

const beforeShare = '2022-09-30';
const fromShare = '2022-10-01';

describe('price helper', () => {
  it('adds the margin to the base up to 30 September 2022', () => {
    expect(marginModeOn(beforeShare)).toBe('markup');
    expect(priceWithMargin(500, 0.15, beforeShare)).toBe(575);
    expect(priceWithMargin(450, 0.15, '2019-01-01')).toBe(517.5);
  });

  it('takes the margin as a share of the final price from 1 October 2022', () => {
    expect(MARGIN_AS_SHARE_FROM).toBe(fromShare);
    expect(marginModeOn(fromShare)).toBe('share');
    expect(priceWithMargin(500, 0.15, fromShare)).toBe(588.24);
    expect(priceWithMargin(450, 0.15, '2026-03-01')).toBe(529.41);
  });

  it('reads a value below 1 as a fraction and any other as a percentage', () => {
    expect(priceWithMargin(500, 15, beforeShare)).toBe(priceWithMargin(500, 0.15, beforeShare));
    expect(priceWithMargin(500, 15, fromShare)).toBe(priceWithMargin(500, 0.15, fromShare));
    expect(priceWithMargin(1000, 0.5, beforeShare)).toBe(1500);
    expect(priceWithMargin(1000, 0.5, fromShare)).toBe(2000);
    // 1 is the boundary: it is a percentage, 1 %.
    expect(priceWithMargin(1000, 1, beforeShare)).toBe(1010);
    expect(priceWithMargin(1000, 1, fromShare)).toBe(1010.1);
    expect(priceWithMargin(1000, 0.99, beforeShare)).toBe(1990);
    expect(priceWithMargin(1000, 12.5, beforeShare)).toBe(1125);
    expect(marginFraction(0.15)).toBe(0.15);
    expect(marginFraction(15)).toBe(0.15);
    expect(marginFraction(1)).toBe(0.01);
    expect(marginFraction(0)).toBe(0);
  });

  it('rounds to the cent half away from zero, without float errors', () => {
    // 200.10 × 1.15 = 230.115 exactly; floats give 230.11499… and Math.round gives 230.11.
    expect(priceWithMargin(200.1, 0.15, beforeShare)).toBe(230.12);
    expect(priceWithMargin(202.5, 0.15, beforeShare)).toBe(232.88);
    // 100 / 0.85 = 117.647… and 600 / 0.85 = 705.882…
    expect(priceWithMargin(100, 0.15, fromShare)).toBe(117.65);
    expect(priceWithMargin(600, 0.15, fromShare)).toBe(705.88);
    // In cents: 200.00 / 0.8 is exactly 250.00.
    expect(priceWithMarginCents(20000, 0.2, fromShare)).toBe(25000);
    expect(priceWithMargin(0, 0.15, fromShare)).toBe(0);
  });

  it('refuses a negative margin, and a share of 100 % or more', () => {
    expect(() => priceWithMargin(500, -0.1, fromShare)).toThrow(RangeError);
    expect(() => priceWithMargin(500, 100, fromShare)).toThrow(RangeError);
    expect(() => priceWithMargin(500, Number.NaN, fromShare)).toThrow(RangeError);
    // Adding 100 % is a valid markup.
    expect(priceWithMargin(500, 100, beforeShare)).toBe(1000);
  });
});

describe('commissions', () => {
  it('charges the freelancer a flat fee of 29 up to 31 August 2022, none from 1 September', () => {
    expect(FREELANCER_FLAT_FEE_ENDED_ON).toBe('2022-09-01');
    expect(freelancerFlatFeeOn('2022-08-31')).toBe(29);
    expect(freelancerFlatFeeOn('2022-09-01')).toBe(0);
    expect(freelancerFlatFeeOn('2020-01-01')).toBe(29);
  });

  it('starts every deal at 15 % for the client and 5 % for the freelancer, no corporate flat fee', () => {
    expect(defaultCommissions('2026-01-15')).toEqual({
      corporate: { rate: 0.15, flatFee: 0 },
      freelancer: { rate: 0.05, flatFee: 0 },
    });
    expect(defaultCommissions('2022-08-31').freelancer.flatFee).toBe(29);
    expect(defaultCommissions('2022-08-31').corporate.flatFee).toBe(0);
  });
});

describe('dealPrices', () => {
  it('gives both sides of a deal made today', () => {
    expect(dealPrices(500, '2026-02-01')).toEqual({
      marginMode: 'share',
      dailyRate: 500,
      clientDailyPrice: 588.24,
      freelancerDailyCommission: 25,
      freelancerDailyNet: 475,
      platformDailyMargin: 113.24,
      corporateFlatFee: 0,
      freelancerFlatFee: 0,
    });
  });

  it('follows the day of the deal across both 2022 changes', () => {
    const aug31 = dealPrices(500, '2022-08-31');
    expect([aug31.marginMode, aug31.clientDailyPrice, aug31.freelancerFlatFee]).toEqual(['markup', 575, 29]);
    const sep1 = dealPrices(500, '2022-09-01');
    expect([sep1.marginMode, sep1.clientDailyPrice, sep1.freelancerFlatFee]).toEqual(['markup', 575, 0]);
    const sep30 = dealPrices(500, '2022-09-30');
    expect([sep30.marginMode, sep30.clientDailyPrice]).toEqual(['markup', 575]);
    const oct1 = dealPrices(500, '2022-10-01');
    expect([oct1.marginMode, oct1.clientDailyPrice, oct1.freelancerFlatFee]).toEqual(['share', 588.24, 0]);
    // The freelancer's side does not depend on the margin mode.
    expect(sep30.freelancerDailyNet).toBe(oct1.freelancerDailyNet);
  });

  it('uses the deal’s own commissions, fractions or percentages', () => {
    const prices = dealPrices(612.5, '2026-02-01', {
      corporate: { rate: 20, flatFee: 10 },
      freelancer: { rate: 3, flatFee: 0 },
    });
    expect(prices.clientDailyPrice).toBe(765.63); // 612.5 / 0.8 = 765.625
    expect(prices.freelancerDailyCommission).toBe(18.38); // 18.375
    expect(prices.freelancerDailyNet).toBe(594.12);
    expect(prices.freelancerDailyCommission + prices.freelancerDailyNet).toBe(612.5);
    expect(prices.corporateFlatFee).toBe(10);
  });

  it('keeps commission plus net equal to the rate to the cent', () => {
    for (let rate = 200; rate <= 2500; rate += 7.33) {
      const p = dealPrices(Math.round(rate * 100) / 100, '2026-02-01');
      expect(Math.round((p.freelancerDailyCommission + p.freelancerDailyNet) * 100)).toBe(
        Math.round(p.dailyRate * 100),
      );
      expect(Math.round((p.clientDailyPrice - p.freelancerDailyNet) * 100)).toBe(
        Math.round(p.platformDailyMargin * 100),
      );
    }
  });

  it('refuses a negative rate and a freelancer commission above 100 %', () => {
    expect(() => dealPrices(-1, '2026-02-01')).toThrow(RangeError);
    expect(() =>
      dealPrices(500, '2026-02-01', { corporate: { rate: 0.15, flatFee: 0 }, freelancer: { rate: 150, flatFee: 0 } }),
    ).toThrow(RangeError);
  });
});

describe('the bounds of a deal’s commissions and flat fees', () => {
  it('takes a commission rate as a fraction from 0 to just under 1, and a flat fee from 0 to 10 000 €', () => {
    expect([0, 0.05, 0.15, 0.999].every(isValidCommissionRate)).toBe(true);
    expect([-0.01, 1, 15, Number.NaN].some(isValidCommissionRate)).toBe(false);
    expect([0, 29, 10_000].every(isValidFlatFee)).toBe(true);
    expect([-1, 10_000.01, Number.POSITIVE_INFINITY].some(isValidFlatFee)).toBe(false);
  });
});
