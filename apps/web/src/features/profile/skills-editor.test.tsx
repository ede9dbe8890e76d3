import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { SKILLS_SHOWN_BY_DEFAULT } from '@orbite/domain/skills';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { fr } from '../../i18n/messages';
import { RECOMMENDED_SKILLS, SEARCH_SKILLS } from './catalogue-operations';
import { type EditorSkill, SkillsEditor } from './skills-editor';

const skill = (id: number, patch: Partial<EditorSkill> = {}): EditorSkill => ({
  id: String(id),
  name: `Compétence ${id}`,
  duration: null,
  primary: false,
  wished: false,
  ...patch,
});
const catalogue = (id: string, name: string) => ({ id, name, aliases: [], popularity: 50, __typename: 'Skill' });

function Harness({ initial, max, mocks = [] }: { initial: EditorSkill[]; max?: number; mocks?: MockedResponse[] }) {
  return (
    <MockedProvider mocks={mocks}>
      <MantineProvider>
        <IntlProvider locale="fr-FR" messages={fr}>
          <Editor initial={initial} max={max} />
        </IntlProvider>
      </MantineProvider>
    </MockedProvider>
  );
}

function Editor({ initial, max }: { initial: EditorSkill[]; max?: number }) {
  const [skills, setSkills] = useState(initial);
  return <SkillsEditor value={skills} onChange={setSkills} maxSkills={max} />;
}

const items = () => within(screen.getByRole('list', { name: 'Compétences choisies' })).getAllByRole('listitem');
const isPrimary = (name: string) =>
  screen.getByRole('button', { name: `Compétence principale : ${name}` }).getAttribute('aria-pressed') === 'true';

describe('SkillsEditor', () => {
  it('adds a searched skill, primary while fewer than 2 are primary', async () => {
    const mocks: MockedResponse[] = [
      {
        request: { query: SEARCH_SKILLS, variables: { search: 'pyt', limit: 10 } },
        result: { data: { searchSkills: [catalogue('9', 'Python')] } },
      },
      {
        request: { query: RECOMMENDED_SKILLS, variables: { skills: ['9'], limit: 8 } },
        result: { data: { recommendedSkills: [catalogue('10', 'Pandas')] } },
      },
    ];
    render(<Harness initial={[]} mocks={mocks} />);
    fireEvent.change(screen.getByLabelText('Ajouter une compétence'), { target: { value: 'pyt' } });
    fireEvent.click(await screen.findByText('Python'));
    expect(items()).toHaveLength(1);
    expect(isPrimary('Python')).toBe(true);

    // A recommended skill is one click away, and becomes primary too (still fewer than 2).
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter Pandas' }));
    expect(items()).toHaveLength(2);
    expect(isPrimary('Pandas')).toBe(true);
  });

  it('adds a skill as secondary once 2 are primary', async () => {
    const mocks: MockedResponse[] = [
      {
        request: { query: RECOMMENDED_SKILLS, variables: { skills: ['1', '2'], limit: 8 } },
        result: { data: { recommendedSkills: [catalogue('3', 'Spark')] } },
      },
    ];
    render(<Harness initial={[skill(1, { primary: true }), skill(2, { primary: true })]} mocks={mocks} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter Spark' }));
    expect(isPrimary('Spark')).toBe(false);
  });

  it('sorts primary first then by duration, and toggles primary', () => {
    render(
      <Harness
        initial={[skill(1, { duration: 2 }), skill(2, { duration: 9 }), skill(3, { primary: true, duration: 1 })]}
      />,
    );
    expect(items().map((item) => item.getAttribute('aria-label'))).toEqual([
      'Compétence 3',
      'Compétence 2',
      'Compétence 1',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Compétence principale : Compétence 1' }));
    expect(isPrimary('Compétence 1')).toBe(true);
    expect(items()[0]?.getAttribute('aria-label')).toBe('Compétence 1');
  });

  it('shows 8 skills, then all of them on demand', () => {
    render(<Harness initial={Array.from({ length: 11 }, (_, i) => skill(i + 1))} />);
    expect(items()).toHaveLength(SKILLS_SHOWN_BY_DEFAULT);
    fireEvent.click(screen.getByRole('button', { name: 'Voir les 11 compétences' }));
    expect(items()).toHaveLength(11);
  });

  it('shows the maximum message and disables the search when the list is full', async () => {
    render(<Harness initial={[skill(1), skill(2), skill(3)]} max={3} />);
    await act(async () => {});
    expect(screen.getByText(/maximum de 3 compétences/)).toBeTruthy();
    expect((screen.getByLabelText('Ajouter une compétence') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Retirer Compétence 2' }));
    expect(screen.queryByText(/maximum de 3 compétences/)).toBeNull();
    expect((screen.getByLabelText('Ajouter une compétence') as HTMLInputElement).disabled).toBe(false);
  });

  it('offers durations empty or 1 to 25 years, shown in months', () => {
    render(<Harness initial={[skill(1, { duration: 3 })]} />);
    const select = document.querySelector<HTMLInputElement>('input[aria-label="Durée de pratique de Compétence 1"]');
    expect(select?.value).toBe('3 ans (36 mois)');
    const options = screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent);
    expect(options).toHaveLength(26);
    expect(options[0]).toBe('Durée non précisée');
    expect(options[1]).toBe('1 an (12 mois)');
    expect(options[25]).toBe('25 ans (300 mois)');
  });
});
