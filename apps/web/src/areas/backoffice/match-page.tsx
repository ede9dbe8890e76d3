import { useNavigate, useParams } from 'react-router';
import { MatchView, matchSections } from '../../features/backoffice-matching/match-view';

/** /backoffice/match/{missionId}/{freelancerId}/{section?}: the team's page of one match. */
export default function BackofficeMatchPage() {
  const { missionId, freelancerId, section } = useParams();
  const navigate = useNavigate();
  if (!missionId || !freelancerId) return null;
  const base = `/backoffice/match/${missionId}/${freelancerId}`;
  return (
    <MatchView
      key={`${missionId}-${freelancerId}`}
      missionId={missionId}
      freelanceId={freelancerId}
      section={section}
      onSection={(id) => navigate(id === matchSections[0]?.id ? base : `${base}/${id}`, { replace: true })}
    />
  );
}
