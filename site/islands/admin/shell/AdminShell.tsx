// The frame of every protected admin page (product.md §2): header, sidebar, one <h1> in #main-content, toasts.
import { useEffect, useState, type ReactNode } from 'react';
import { showCarriedToast } from '../../../client/admin/carried-toast.ts';
import AdminHeader from './AdminHeader.tsx';
import AdminSidebar from './AdminSidebar.tsx';
import AdminToaster from './AdminToaster.tsx';

export default function AdminShell({ title, children }: { title: string; children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(showCarriedToast, []);
  return (
    <div className="flex min-h-screen flex-col">
      <AdminHeader signedIn menuOpen={menuOpen} onMenu={() => setMenuOpen((o) => !o)} />
      <div className="flex flex-1 flex-col md:flex-row">
        <AdminSidebar open={menuOpen} path={location.pathname} />
        <main
          id="main-content"
          tabIndex={-1}
          className="min-w-0 flex-1 p-4 focus:outline-none md:p-6"
        >
          <h1 className="mb-6 text-2xl font-bold">{title}</h1>
          {children}
        </main>
      </div>
      <AdminToaster />
    </div>
  );
}
