// A protected admin page: session first (nothing admin renders or loads before it), then the shell and the query client.
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createAdminQueryClient } from '../../../client/admin/api/query-client.ts';
import { useSessionGate } from '../../../client/admin/api/session.ts';
import AdminShell from './AdminShell.tsx';

export default function ProtectedPage({ title, children }: { title: string; children: ReactNode }) {
  const gate = useSessionGate();
  const [client] = useState(createAdminQueryClient);
  if (gate === 'checking') return null;
  if (gate === 'failed')
    return (
      <main id="main-content" className="p-6">
        <h1 className="mb-4 text-2xl font-bold">{title}</h1>
        <p role="alert">The sign-in check failed. Please reload the page.</p>
      </main>
    );
  return (
    <QueryClientProvider client={client}>
      <AdminShell title={title}>{children}</AdminShell>
    </QueryClientProvider>
  );
}
