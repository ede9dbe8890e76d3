import type { AddressValue } from '../../modules/addresses/addresses.schema';

/** Places of the demo: where its freelancers live and its missions take place (town-hall coordinates). */
const places = {
  paris: ['75011', 'Paris', 48.857_456, 2.380_384],
  paris9: ['75009', 'Paris', 48.876_393, 2.339_721],
  paris2: ['75002', 'Paris', 48.868_743, 2.347_068],
  paris15: ['75015', 'Paris', 48.841_194, 2.300_299],
  paris19: ['75019', 'Paris', 48.883_012, 2.382_512],
  boulogne: ['92100', 'Boulogne-Billancourt', 48.835_365, 2.241_074],
  issy: ['92130', 'Issy-les-Moulineaux', 48.823_991, 2.270_087],
  courbevoie: ['92400', 'Courbevoie', 48.897_324, 2.252_209],
  montreuil: ['93100', 'Montreuil', 48.861_436, 2.443_681],
  lyon: ['69002', 'Lyon', 45.767_299, 4.834_329],
  villeurbanne: ['69100', 'Villeurbanne', 45.766_496, 4.879_551],
  lille: ['59000', 'Lille', 50.636_565, 3.063_528],
  roubaix: ['59100', 'Roubaix', 50.690_459, 3.181_666],
  nantes: ['44000', 'Nantes', 47.218_637, -1.554_136],
  rennes: ['35000', 'Rennes', 48.111_339, -1.680_02],
  bordeaux: ['33000', 'Bordeaux', 44.837_789, -0.579_18],
  toulouse: ['31000', 'Toulouse', 43.604_462, 1.444_247],
  marseille: ['13002', 'Marseille', 43.296_174, 5.369_953],
  montpellier: ['34000', 'Montpellier', 43.610_769, 3.876_716],
  strasbourg: ['67000', 'Strasbourg', 48.583_148, 7.747_882],
  grenoble: ['38000', 'Grenoble', 45.188_529, 5.724_524],
} as const satisfies Record<string, readonly [string, string, number, number]>;

export type DemoPlace = keyof typeof places;

/** The address of a place, with a street when one is given (a company's office). */
export function demoAddress(place: DemoPlace, street: string | null = null): AddressValue {
  const [zipCode, city, latitude, longitude] = places[place];
  return { street, zipCode, city, state: null, countryIso: 'FR', point: { latitude, longitude } };
}

/** The columns a freelancer or a mission keeps its place in: the address and its point copied for SQL. */
export function demoLocation(place: DemoPlace, street: string | null = null) {
  const location = demoAddress(place, street);
  return { location, latitude: location.point!.latitude, longitude: location.point!.longitude };
}
