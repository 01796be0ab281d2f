// Mounts the Toaster on the first toast (stores/toasts.ts), so pages without toasts load none of its code.
import { createRoot } from 'react-dom/client';
import Toaster from './Toaster.tsx';

let mounted = false;
export function mountToaster(): void {
  if (mounted) return;
  mounted = true;
  createRoot(document.body.appendChild(document.createElement('div'))).render(<Toaster />);
}
