// The /admin/rss island: the protected shell around the feed management screen.
import ProtectedPage from '../shell/ProtectedPage.tsx';
import RssScreen from './RssScreen.tsx';

export default function RssAdminPage() {
  return (
    <ProtectedPage title="RSS Feed Management">
      <RssScreen />
    </ProtectedPage>
  );
}
