import { useParams } from 'react-router';
import { api, DetailView, loadBySlug, shareImageUrl, useResource } from '@wado/shared';
import { InterviewView } from './InterviewView';

/** `/interview/{interview}`: one interview, loaded by its slug. */
export default function InterviewPage() {
  const { interview: slug = '' } = useParams();
  const [state, retry] = useResource(() => loadBySlug(slug, api.getInterview), slug);
  return (
    <DetailView
      state={state}
      retry={retry}
      back={{ to: '/interviews', label: 'Toutes les interviews' }}
      missingTitle="Interview introuvable"
      missingText="Cette interview n'existe pas ou n'est plus publiée."
      title={(interview) => `${interview.person} : ${interview.title}`}
      description={(interview) => interview.summary}
      image={(interview) => shareImageUrl(interview.portrait)}
    >
      {(interview) => <InterviewView interview={interview} />}
    </DetailView>
  );
}
