import { Grid, Stack } from '@mantine/core';
import { FoldableCard } from '../../ui/foldable-card';
import { useT } from '../../ui/use-t';
import { DealDocumentsPanel } from '../deal-signing/deal-documents-panel';
import { useDealActions } from './deal-actions';
import { DealActivity } from './deal-activity';
import { DealChecklist } from './deal-checklist';
import type { Deal } from './deal-operations';
import { DealRenewalCard } from './deal-renewal-card';
import { DealSummary } from './deal-summary';
import { DealTermsForm } from './deal-terms-form';
import { DealVersions } from './deal-versions';

export type DealViewer = 'freelance' | 'corporate' | 'teamMember';

/** Statuses whose contract documents exist (generated at validation). */
const withDocuments = ['validated', 'signing', 'signed', 'ended'];

/**
 * A deal as each viewer sees it: terms and their own prices, the moves they may make, what still
 * blocks the signature, the contract documents, the renewal question and the versions. The team
 * also edits the terms and reads the history (`full`: the back-office deal page).
 */
export function DealView({ deal, viewer, full = false }: { deal: Deal; viewer: DealViewer; full?: boolean }) {
  const t = useT();
  const actions = useDealActions(deal);
  const team = viewer === 'teamMember';
  const main = (
    <Stack gap="md">
      <DealSummary deal={deal} viewer={viewer} />
      {actions.buttons}
      <DealRenewalCard deal={deal} viewer={viewer} />
      <DealChecklist deal={deal} viewer={viewer} onBypass={actions.openBypass} />
      {withDocuments.includes(deal.status) ? <DealDocumentsPanel dealId={deal.id} viewer={viewer} /> : null}
      {team && deal.viewerCan.editTerms ? (
        <FoldableCard title={t('deals.form.title')} defaultFolded={!full}>
          <DealTermsForm key={deal.revision} deal={deal} />
        </FoldableCard>
      ) : null}
      {actions.reasonModal}
    </Stack>
  );
  if (!full) return main;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 8 }}>{main}</Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <Stack gap="md">
          <DealVersions deal={deal} team={team} />
          <DealActivity dealId={deal.id} revision={deal.revision} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
