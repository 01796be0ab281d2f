// The 'Admin Access' form (product.md §2, §8): the server checks the password; each answer gets the contract's words.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { carryToast } from '../../../client/admin/carried-toast.ts';
import { lazyZodResolver } from '../../../client/admin/lazy-zod-resolver.ts';
import { login } from '../../../client/admin/api/session.ts';
import { safeNext, waitMessage } from '../../../client/admin/next-path.ts';
import { toast } from '../../../stores/toasts.ts';
import { fieldError, input, primary } from '../../../client/admin/styles.ts';
import BusyButton from '../shell/BusyButton.tsx';

type LoginValues = { password: string };
/** The domain's login schema, loaded with zod on first submit (the native `required` already guards an empty field). */
const resolver = lazyZodResolver<LoginValues, LoginValues>(() =>
  import('../../../../functions/domain/auth.ts').then((m) => m.loginSchema),
);

export default function LoginForm() {
  const { register, handleSubmit, formState } = useForm<LoginValues, unknown, LoginValues>({
    resolver,
    defaultValues: { password: '' },
  });
  const [problem, setProblem] = useState<string | null>(null);
  const onSubmit = handleSubmit(async ({ password }) => {
    setProblem(null);
    const outcome = await login(password);
    if (outcome.kind === 'ok') {
      const success = { title: 'Login successful' };
      toast(success);
      carryToast(success); // the next page shows it again after the full-page navigation
      location.assign(safeNext(new URLSearchParams(location.search).get('next')));
      return;
    }
    if (outcome.kind === 'invalid') {
      setProblem('Invalid password');
      toast({
        title: 'Login failed',
        description: 'The password you entered is incorrect',
        variant: 'destructive',
      });
    } else if (outcome.kind === 'throttled') setProblem(waitMessage(outcome.retryAfterSeconds));
    else setProblem('An error occurred during login');
  });
  const busy = formState.isSubmitting;
  return (
    // fire-and-forget: onSubmit shows its own outcome (the problem line and a toast)
    <form onSubmit={(e) => void onSubmit(e)} className="grid gap-4">
      <div>
        <label htmlFor="admin-password" className="block text-sm font-medium">
          Password
        </label>
        <input
          id="admin-password"
          type="password"
          autoComplete="current-password"
          placeholder="Enter admin password"
          required
          aria-invalid={problem === 'Invalid password' ? true : undefined}
          aria-describedby={problem ? 'login-problem' : undefined}
          className={input}
          onFocus={resolver.preload}
          {...register('password')}
        />
        <p id="login-problem" role="alert" className={fieldError}>
          {problem}
        </p>
      </div>
      <BusyButton type="submit" className={primary} busy={busy}>
        {busy ? 'Logging in...' : 'Login'}
      </BusyButton>
      <a href="/" className="text-center text-sm text-blue-700 underline dark:text-sky-300">
        Return to Home Page
      </a>
    </form>
  );
}
