// The /admin/newsletter island: the protected shell around the newsletter screen.
import ProtectedPage from '../shell/ProtectedPage.tsx';
import NewsletterScreen from './NewsletterScreen.tsx';

export default function NewsletterAdminPage() {
  return (
    <ProtectedPage title="Newsletter">
      <NewsletterScreen />
    </ProtectedPage>
  );
}
