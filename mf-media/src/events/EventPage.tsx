import { useParams } from 'react-router';
import { api, DetailView, loadBySlug, shareImageUrl, useResource } from '@wado/shared';
import { EventView } from './EventView';
import { EventRegistration } from './registration/EventRegistration';

/** `/event/{event}`: one event of the calendar, loaded by its slug. */
export default function EventPage() {
  const { event: slug = '' } = useParams();
  const [state, retry] = useResource(() => loadBySlug(slug, api.getEvent), slug);
  return (
    <DetailView
      state={state}
      retry={retry}
      back={{ to: '/events', label: 'Tous les événements' }}
      missingTitle="Événement introuvable"
      missingText="Cet événement n'existe pas ou a été retiré du calendrier."
      title={(event) => event.title}
      description={(event) => event.summary}
      // Its own picture, else its album's cover (a past event's photos).
      image={(event) => shareImageUrl(event.image ?? event.album?.cover)}
    >
      {(event) => <EventView event={event} registration={<EventRegistration event={event} />} />}
    </DetailView>
  );
}
