// /admin/login (product.md §2 'Admin Access'): the admin header without the sidebar, the form, and the toasts.
import { useEffect } from 'react';
import { showCarriedToast } from '../../../client/admin/carried-toast.ts';
import AdminHeader from '../shell/AdminHeader.tsx';
import AdminToaster from '../shell/AdminToaster.tsx';
import { panel } from '../../../client/admin/styles.ts';
import LoginForm from './LoginForm.tsx';

export default function LoginPage() {
  useEffect(showCarriedToast, []);
  return (
    <div className="flex min-h-screen flex-col">
      <AdminHeader signedIn={false} />
      <main
        id="main-content"
        tabIndex={-1}
        className="flex flex-1 items-start justify-center p-4 focus:outline-none"
      >
        <div className={`${panel} mt-12 w-full max-w-sm`}>
          <h1 className="mb-6 text-2xl font-bold">Admin Access</h1>
          <LoginForm />
        </div>
      </main>
      <AdminToaster />
    </div>
  );
}
