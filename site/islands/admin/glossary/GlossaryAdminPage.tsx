// The /admin/glossary island: the protected shell around the glossary management screen.
import ProtectedPage from '../shell/ProtectedPage.tsx';
import GlossaryScreen from './GlossaryScreen.tsx';

export default function GlossaryAdminPage() {
  return (
    <ProtectedPage title="Glossary Admin">
      <GlossaryScreen />
    </ProtectedPage>
  );
}
