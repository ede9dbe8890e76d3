import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Group, Textarea, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FormStateChip, useFormState } from '../../ui/form-state-chip';
import { useT } from '../../ui/use-t';

type NotesData = { freelance: { id: string; comments: string | null } };

export const FREELANCE_TEAM_NOTES: TypedDocumentNode<NotesData, { id: string }> = gql`
  query FreelanceTeamNotes($id: ID!) {
    freelance(id: $id) {
      id
      comments
    }
  }
`;

export const UPDATE_FREELANCE_COMMENTS: TypedDocumentNode<
  { updateFreelanceComments: { id: string; comments: string | null } },
  { freelanceId: string; comments: string | null }
> = gql`
  mutation UpdateFreelanceComments($freelanceId: ID!, $comments: String) {
    updateFreelanceComments(freelanceId: $freelanceId, comments: $comments) {
      id
      comments
    }
  }
`;

export const useFreelanceTeamNotes = (id: string) => useQuery(FREELANCE_TEAM_NOTES, { variables: { id } });
export const useUpdateFreelanceComments = () => useMutation(UPDATE_FREELANCE_COMMENTS);

/** The team's internal notes on a freelancer: never shown to the freelancer. */
export function TeamNotes({ freelanceId }: { freelanceId: string }) {
  const t = useT();
  const { data } = useFreelanceTeamNotes(freelanceId);
  const [save] = useUpdateFreelanceComments();
  const [text, setText] = useState('');
  const { state, run } = useFormState();
  const saved = data?.freelance.comments ?? '';
  useEffect(() => setText(saved), [saved]);

  const onSave = () =>
    run(async () => {
      const result = await save({ variables: { freelanceId, comments: text.trim() || null } });
      return !result.error;
    });

  return (
    <Card withBorder radius="md" p="lg">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t('boFreelancer.notes.title')}
        </Title>
        <FormStateChip
          state={state}
          labels={{
            submitting: t('availability.chip.submitting'),
            success: t('availability.chip.success'),
            error: t('availability.chip.error'),
          }}
        />
      </Group>
      <Textarea
        label={t('boFreelancer.notes.label')}
        description={t('boFreelancer.notes.hint')}
        autosize
        minRows={3}
        maxRows={12}
        maxLength={10_000}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Group justify="flex-end" mt="sm">
        <Button onClick={onSave} loading={state === 'submitting'} disabled={text === saved}>
          {t('boFreelancer.notes.save')}
        </Button>
      </Group>
    </Card>
  );
}
