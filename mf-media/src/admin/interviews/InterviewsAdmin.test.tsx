import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Interview } from '@wado/shared';
import { INTERVIEW_RECORD } from '../test/fixtures';
import { axeViolations, mockApi, renderAdmin } from '../test/adminTest';

const URL = '/api/admin/interviews/4';
const SCREEN = {
  [`GET ${URL}`]: { body: INTERVIEW_RECORD },
  [`GET ${URL}/preview`]: { body: null },
  [`GET ${URL}/revisions`]: { body: { items: [] } },
};

describe('interviews', () => {
  it('adds, moves and removes questions, each question being required, and saves them in order', async () => {
    const api = mockApi({
      ...SCREEN,
      [`PUT ${URL}`]: ({ body }) => ({ body: { ...INTERVIEW_RECORD, ...(body as object) } }),
    });
    const { container } = renderAdmin('interviews/4');
    const questions = within(await screen.findByRole('group', { name: 'Questions et réponses' }));
    expect(questions.getByRole('textbox', { name: /^Question 1/ })).toHaveValue('Comment avez-vous commencé ?');
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(questions.getByRole('button', { name: 'Ajouter une question' }));
    const third = questions.getByRole('textbox', { name: /^Question 3/ });
    expect(third).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Question 3 : ce champ est obligatoire.');
    expect(api.writes()).toEqual([]);

    await userEvent.type(third, 'Et demain ?');
    await userEvent.type(questions.getByRole('textbox', { name: /^Réponse 3/ }), 'Transmettre.');
    await userEvent.click(questions.getByRole('button', { name: 'Monter la question 3' }));
    expect(questions.getByRole('textbox', { name: /^Question 2/ })).toHaveValue('Et demain ?');
    expect(questions.getByRole('button', { name: 'Monter la question 2' })).toHaveFocus();
    await userEvent.click(questions.getByRole('button', { name: 'Retirer la question 1' }));
    expect(questions.getByRole('textbox', { name: /^Question 1/ })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Modifications enregistrées.');
    expect((api.writes()[0]?.body as { questions: unknown }).questions).toEqual([
      { question: 'Et demain ?', answer: 'Transmettre.' },
      { question: 'Un conseil ?', answer: 'La patience.' },
    ]);
  });

  it('previews the interview with the public view', async () => {
    const preview: Interview = {
      slug: INTERVIEW_RECORD.slug,
      title: INTERVIEW_RECORD.title,
      person: INTERVIEW_RECORD.person,
      personRole: INTERVIEW_RECORD.personRole,
      date: INTERVIEW_RECORD.date,
      summary: INTERVIEW_RECORD.summary,
      portrait: { url: '/media/interviews/delmas.svg', alt: 'Françoise Delmas', width: 400, height: 400 },
      interviewer: INTERVIEW_RECORD.interviewer,
      place: INTERVIEW_RECORD.place,
      questions: INTERVIEW_RECORD.questions,
    };
    mockApi({ [`GET ${URL}/preview`]: { body: preview } });
    renderAdmin('interviews/4/apercu');
    expect(await screen.findByRole('heading', { level: 1, name: INTERVIEW_RECORD.title })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
        INTERVIEW_RECORD.questions.map((qa) => qa.question),
      ),
    );
  });
});
