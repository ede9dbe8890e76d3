import { useNavigate } from 'react-router';
import {
  applyServerError,
  FreelancerIdentityForm,
  type IdentityFormValues,
} from '../../features/freelance-moderation/freelancer-identity-form';
import { identityInput, useCreateFreelancerByTeam } from '../../features/freelance-moderation/identity-operations';
import { addToast } from '../../shell/toasts';
import { BackLink } from '../../ui/back-link';
import { FormCard } from '../../ui/form-card';
import { useT } from '../../ui/use-t';

const empty: IdentityFormValues = {
  email: '',
  firstName: '',
  lastName: '',
  phone: '',
  linkedInUrl: '',
  jobTitle: '',
  acquisitionSource: '',
  preUser: true,
};

/** /backoffice/freelancers/add: the team adds a freelancer, then lands on their page. */
export default function BackofficeFreelancerAddPage() {
  const t = useT();
  const navigate = useNavigate();
  const [create] = useCreateFreelancerByTeam();
  return (
    <>
      <BackLink to="/backoffice/freelancers">{t('freelanceModeration.add.back')}</BackLink>
      <FormCard title={t('freelanceModeration.add.title')} subtitle={t('freelanceModeration.add.subtitle')} width={640}>
        <FreelancerIdentityForm
          defaultValues={empty}
          withPreUser
          submitLabel={t('freelanceModeration.add.submit')}
          onCancel={() => navigate('/backoffice/freelancers')}
          onSubmit={async (values, setError) => {
            const result = await create({
              variables: { input: { ...identityInput(values), preUser: values.preUser } },
            });
            if (result.error || !result.data) return applyServerError(result.error, setError, t);
            addToast({ type: 'success', messageId: 'freelanceModeration.add.done' });
            navigate(`/backoffice/freelancers/${result.data.createFreelancerByTeam.id}`);
            return null;
          }}
        />
      </FormCard>
    </>
  );
}
