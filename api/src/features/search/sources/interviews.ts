import { joinText, plainText } from '../text';
import { detailPath, type SearchSource } from './source';

/** Published interviews (`/interview/<slug>`) with their questions and answers, scheduled ones from their instant. */
export const interviewsSource: SearchSource = {
  kind: 'interview',
  async pages(db) {
    const rows = await db
      .selectFrom('interviews')
      .select(['slug', 'title', 'person', 'person_role', 'summary', 'interviewer', 'place', 'questions', 'publish_at'])
      .where('status', '=', 'published')
      .where('publish_at', 'is not', null)
      .execute();
    return rows.map((row) => {
      const questions = JSON.parse(row.questions) as { question: string; answer: string }[];
      return {
        url: detailPath('/interview/', row.slug),
        title: row.title,
        text: joinText(
          row.summary,
          row.person,
          row.person_role,
          ...questions.map((entry) => joinText(entry.question, plainText(entry.answer))),
          row.interviewer,
          row.place,
        ),
        visibleFrom: row.publish_at,
      };
    });
  },
};
