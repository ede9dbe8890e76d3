import { Alert, Skeleton } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router';
import {
  applyServerError,
  FreelancerIdentityForm,
  type IdentityFormValues,
} from '../../features/freelance-moderation/freelancer-identity-form';
import {
  type FreelanceTeamIdentity,
  identityInput,
  useFreelanceTeamIdentity,
  useUpdateFreelancerIdentity,
} from '../../features/freelance-moderation/identity-operations';
import { addToast } from '../../shell/toasts';
import { BackLink } from '../../ui/back-link';
import { FormCard } from '../../ui/form-card';
import { useT } from '../../ui/use-t';

const valuesOf = (freelance: FreelanceTeamIdentity): IdentityFormValues => ({
  email: freelance.teamIdentity?.email ?? '',
  firstName: freelance.teamIdentity?.firstName ?? '',
  lastName: freelance.teamIdentity?.lastName ?? '',
  phone: freelance.teamIdentity?.phoneNumber ?? '',
  linkedInUrl: freelance.linkedInUrl ?? '',
  jobTitle: freelance.teamIdentity?.jobTitle ?? '',
  acquisitionSource: freelance.acquisitionSource ?? '',
  preUser: false,
});

function EditView({ id }: { id: string }) {
  const t = useT();
  const navigate = useNavigate();
  const { data, loading, error } = useFreelanceTeamIdentity(id);
  const [update] = useUpdateFreelancerIdentity();
  const back = `/backoffice/freelancers/${id}`;
  const freelance = data?.freelance;

  return (
    <>
      <BackLink to={back}>{t('freelanceModeration.edit.back')}</BackLink>
      <FormCard
        title={t('freelanceModeration.edit.title')}
        subtitle={t('freelanceModeration.edit.subtitle')}
        width={640}
      >
        {freelance?.teamIdentity ? (
          <FreelancerIdentityForm
            defaultValues={valuesOf(freelance)}
            withPreUser={false}
            submitLabel={t('freelanceModeration.edit.submit')}
            onCancel={() => navigate(back)}
            onSubmit={async (values, setError) => {
              const result = await update({ variables: { freelanceId: id, input: identityInput(values) } });
              if (result.error) return applyServerError(result.error, setError, t);
              addToast({ type: 'success', messageId: 'freelanceModeration.edit.done' });
              navigate(back);
              return null;
            }}
          />
        ) : loading ? (
          <Skeleton h={360} radius="md" />
        ) : (
          <Alert color="danger" icon={<IconAlertCircle size={18} />} role="alert">
            {error ? t('freelanceModeration.edit.loadError') : t('error.404')}
          </Alert>
        )}
      </FormCard>
    </>
  );
}

/** /backoffice/freelancers/:id/edit: the team edits a freelancer's identity. */
export default function BackofficeFreelancerEditPage() {
  const { id } = useParams();
  return id ? <EditView key={id} id={id} /> : null;
}
