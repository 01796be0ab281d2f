// The /admin/events island: the protected shell around the event management screen.
import ProtectedPage from '../shell/ProtectedPage.tsx';
import EventsScreen from './EventsScreen.tsx';

export default function EventsAdminPage() {
  return (
    <ProtectedPage title="Event Management">
      <EventsScreen />
    </ProtectedPage>
  );
}
