import { useNavigate, useParams } from 'react-router';
import { missionFreelancerPath } from '../../features/enterprise-matches/enterprise-matches-paths';
import {
  freelancerSections,
  MissionFreelancerView,
  sectionOf,
} from '../../features/enterprise-matches/mission-freelancer-view';

/**
 * /enterprise/mission/{id}/freelancer/{freelancerId}/{section?} and its alias
 * /enterprise/freelancer/{missionId}/{freelancerId}: a presented freelancer in the context of the mission.
 */
export default function MissionFreelancerPage() {
  const navigate = useNavigate();
  const { id, missionId = id, freelancerId, section } = useParams();
  if (!missionId || !freelancerId) return null;
  return (
    <MissionFreelancerView
      key={`${missionId}-${freelancerId}`}
      missionId={missionId}
      freelanceId={freelancerId}
      section={sectionOf(section)}
      onSection={(next) =>
        navigate(missionFreelancerPath(missionId, freelancerId, next === freelancerSections[0] ? undefined : next), {
          replace: true,
        })
      }
      onMoved={(copy) => navigate(missionFreelancerPath(copy.mission.id, copy.freelance.id))}
    />
  );
}
