import { describe, expect, it } from 'vitest';
import {
  isEmptyAddress,
  isValidAddress,
  isValidFullAddress,
  isValidWorkplaceAddress,
  roundCoordinate,
} from './address';

const paris = {
  street: '8 rue de Rivoli',
  zipCode: '75004',
  city: 'Paris',
  countryIso: 'FR',
  point: { latitude: 48.855412, longitude: 2.358461 },
};

describe('isValidAddress', () => {
  it('allows an empty address', () => {
    expect(isValidAddress(null)).toBe(true);
    expect(isValidAddress({})).toBe(true);
    expect(isValidAddress({ street: ' ', city: '' })).toBe(true);
    expect(isEmptyAddress({ street: 'x' })).toBe(false);
  });
  it('needs a point with both coordinates', () => {
    expect(isValidAddress(paris)).toBe(true);
    expect(isValidAddress({ ...paris, point: null })).toBe(false);
    expect(isValidAddress({ ...paris, point: { latitude: 48.85, longitude: null } })).toBe(false);
    expect(isValidAddress({ ...paris, point: { latitude: null, longitude: 2.35 } })).toBe(false);
  });
  it('refuses the point 0,0 but accepts one zero coordinate', () => {
    expect(isValidAddress({ ...paris, point: { latitude: 0, longitude: 0 } })).toBe(false);
    expect(isValidAddress({ ...paris, point: { latitude: 0, longitude: 2.35 } })).toBe(true);
    expect(isValidAddress({ ...paris, point: { latitude: 51.4779, longitude: 0 } })).toBe(true);
  });
});

describe('isValidFullAddress', () => {
  it('allows empty and needs street, city, zip code and a country', () => {
    expect(isValidFullAddress(null)).toBe(true);
    expect(isValidFullAddress({ ...paris, point: null })).toBe(true);
    expect(isValidFullAddress({ ...paris, countryIso: null, country: { iso3: 'FRA' } })).toBe(true);
    expect(isValidFullAddress({ ...paris, street: '' })).toBe(false);
    expect(isValidFullAddress({ ...paris, city: null })).toBe(false);
    expect(isValidFullAddress({ ...paris, zipCode: ' ' })).toBe(false);
    expect(isValidFullAddress({ ...paris, countryIso: null, country: null })).toBe(false);
  });
});

describe('isValidWorkplaceAddress', () => {
  it('needs no address for remote work', () => {
    expect(isValidWorkplaceAddress('remote', null)).toBe(true);
  });
  it('needs a valid address otherwise', () => {
    expect(isValidWorkplaceAddress('onSite', null)).toBe(false);
    expect(isValidWorkplaceAddress('partialRemote', null)).toBe(false);
    expect(isValidWorkplaceAddress(null, null)).toBe(false);
    expect(isValidWorkplaceAddress('onSite', paris)).toBe(true);
    expect(isValidWorkplaceAddress('onSite', { ...paris, point: { latitude: 0, longitude: 0 } })).toBe(false);
  });
});

describe('roundCoordinate', () => {
  it('keeps 6 decimals', () => {
    expect(roundCoordinate(48.8554123456)).toBe(48.855412);
    expect(roundCoordinate(2.3584615)).toBe(2.358462);
  });
});
