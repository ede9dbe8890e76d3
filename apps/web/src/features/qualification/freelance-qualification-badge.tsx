import { Skeleton } from '@mantine/core';
import { QualificationBadge } from './qualification-badge';
import { useFreelanceQualification } from './qualification-operations';

/** The badge of a freelancer, read with the qualification panel's query (one request for both). */
export function FreelanceQualificationBadge({ freelanceId }: { freelanceId: string }) {
  const { data, loading } = useFreelanceQualification(freelanceId);
  if (loading && !data) return <Skeleton h={20} w={80} radius="xl" />;
  return <QualificationBadge badge={data?.freelance.qualificationBadge} />;
}
