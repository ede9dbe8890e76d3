import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { fr } from '../../i18n/messages';
import { SEARCH_SKILLS } from '../profile/catalogue-operations';
import type { FormSkill } from './mission-form-values';
import { MissionSkillsInput } from './mission-skills-input';

const skill = (id: number, primary: boolean, yearsRequired: number | null = null): FormSkill => ({
  id: String(id),
  name: `Compétence ${id}`,
  primary,
  yearsRequired,
});

function Harness({ initial, mocks = [] }: { initial: FormSkill[]; mocks?: MockedResponse[] }) {
  const [skills, setSkills] = useState(initial);
  return (
    <MockedProvider mocks={mocks}>
      <MantineProvider>
        <IntlProvider locale="fr-FR" messages={fr}>
          <MissionSkillsInput value={skills} onChange={setSkills} />
        </IntlProvider>
      </MantineProvider>
    </MockedProvider>
  );
}

const rows = () => within(screen.getByRole('list', { name: 'Compétences de la mission' })).getAllByRole('listitem');
const mandatory = (name: string) => screen.getByRole('switch', { name: `${name} obligatoire` });

describe('MissionSkillsInput', { timeout: 20_000 }, () => {
  it('adds a searched skill as mandatory while fewer than 2 are, optional after', async () => {
    const mocks: MockedResponse[] = [
      {
        request: { query: SEARCH_SKILLS, variables: { search: 'pyt', limit: 10 } },
        result: {
          data: { searchSkills: [{ __typename: 'Skill', id: '9', name: 'Python', aliases: [], popularity: 9 }] },
        },
      },
    ];
    render(<Harness initial={[skill(1, true), skill(2, true)]} mocks={mocks} />);
    fireEvent.change(screen.getByLabelText('Ajouter une compétence'), { target: { value: 'pyt' } });
    fireEvent.click(await screen.findByText('Python', {}, { timeout: 4000 }));
    expect(rows().map((row) => row.getAttribute('aria-label'))).toEqual(['Compétence 1', 'Compétence 2', 'Python']);
    expect(mandatory('Python')).not.toBeChecked();
    expect(screen.getByText('3 / 15 compétences')).toBeInTheDocument();
  });

  it('resets the years when the mandatory flag changes, and keeps mandatory skills first', async () => {
    render(<Harness initial={[skill(1, true, 5), skill(2, false, 3)]} />);
    await act(async () => fireEvent.click(mandatory('Compétence 1')));
    expect(rows().map((row) => row.getAttribute('aria-label'))).toEqual(['Compétence 2', 'Compétence 1']);
    expect(screen.getByRole('combobox', { name: 'Années d’expérience requises en Compétence 1' })).toHaveValue(
      'Sans minimum',
    );
  });

  it('disables the mandatory switch at 6 mandatory skills and the search at 15 skills', () => {
    const six = [1, 2, 3, 4, 5, 6].map((id) => skill(id, true));
    const { unmount } = render(<Harness initial={[...six, skill(7, false)]} />);
    expect(mandatory('Compétence 7')).toBeDisabled();
    expect(mandatory('Compétence 1')).toBeEnabled();
    unmount();
    render(<Harness initial={Array.from({ length: 15 }, (_, i) => skill(i + 1, i < 2))} />);
    expect(screen.getByLabelText('Ajouter une compétence')).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('maximum de 15 compétences');
  });
});
