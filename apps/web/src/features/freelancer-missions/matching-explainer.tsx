import { List, Stack, Text } from '@mantine/core';
import { MATCH_WEIGHTS } from '@orbite/domain/matching';
import { FoldableCard } from '../../ui/foldable-card';
import { useT } from '../../ui/use-t';

type Weight = keyof typeof MATCH_WEIGHTS;

/** The criteria in the order they weigh, each with its full weight (the partial one is half or less). */
const shown: readonly Weight[] = [
  'mandatoryMet',
  'availabilityMet',
  'optionalMet',
  'retributionMet',
  'locationMet',
  'experienceMet',
  'daysPerWeekMet',
  'durationMet',
];

/**
 * How the recommendations are chosen, plainly: which missions are listed, what counts and how much
 * (the engine's own weights), what the ratio means, and how to raise it.
 */
export function MatchingExplainer({ defaultFolded = true }: { defaultFolded?: boolean }) {
  const t = useT();
  return (
    <FoldableCard title={t('freelancerMissions.explainer.title')} defaultFolded={defaultFolded}>
      <Stack gap="sm">
        <Text size="sm">{t('freelancerMissions.explainer.which')}</Text>
        <Text size="sm">{t('freelancerMissions.explainer.score')}</Text>
        <List size="sm" spacing={4}>
          {shown.map((key) => (
            <List.Item key={key}>
              {t(`freelancerMissions.explainer.weight.${key}`, { points: MATCH_WEIGHTS[key] })}
            </List.Item>
          ))}
        </List>
        <Text size="sm">{t('freelancerMissions.explainer.ratio')}</Text>
        <Text size="sm">{t('freelancerMissions.explainer.raise')}</Text>
      </Stack>
    </FoldableCard>
  );
}
