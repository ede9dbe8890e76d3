import { freelanceStatuses } from '@orbite/domain/freelance-status';
import { builder } from '../../graphql/builder';
import type { FreelanceRow } from './freelancers.tables';

export const FreelanceStatusEnum = builder.enumType('FreelanceStatus', { values: freelanceStatuses });

export const FreelanceType = builder.objectRef<FreelanceRow>('Freelance').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.expose('status', { type: FreelanceStatusEnum }),
    publicId: t.exposeString('publicId'),
    referralCode: t.exposeString('referralCode'),
    preUser: t.exposeBoolean('preUser'),
    acquisitionSource: t.exposeString('acquisitionSource', {
      nullable: true,
      description: 'How the freelancer came to the marketplace: event, socialNetwork, linkedInContact, ...',
    }),
    isAvailable: t.exposeBoolean('isAvailable'),
    availabilityDate: t.expose('availabilityDate', { type: 'Date', nullable: true }),
  }),
});
