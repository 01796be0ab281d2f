// The /admin/articles island: the protected shell around the article management screen.
import ProtectedPage from '../shell/ProtectedPage.tsx';
import ArticlesScreen from './ArticlesScreen.tsx';

export default function ArticlesAdminPage() {
  return (
    <ProtectedPage title="Article Management">
      <ArticlesScreen />
    </ProtectedPage>
  );
}
