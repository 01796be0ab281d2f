// Mounts the Toaster once at the end of the page; fetched through client/toaster.ts on the first toast.
import { createRoot } from 'react-dom/client';
import Toaster from './Toaster.tsx';

let mounted = false;
export function mountToaster(): void {
  if (mounted) return;
  mounted = true;
  createRoot(document.body.appendChild(document.createElement('div'))).render(<Toaster />);
}
