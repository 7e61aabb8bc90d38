import { useRef, useState } from 'react';
import { answerOf, ApiError, studioApi, type StudioUser } from './api';

interface Problem {
  field?: 'email' | 'password';
  message: string;
}

/** The studio's sign-in: GOV.UK-style errors (a summary linking to the fields), nothing said about which accounts exist. */
export function SignIn({ onSignedIn }: { onSignedIn: (user: StudioUser, csrfToken: string) => void }) {
  const [problems, setProblems] = useState<Problem[]>([]);
  const [busy, setBusy] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const show = (found: Problem[]) => {
    setProblems(found);
    requestAnimationFrame(() => summary.current?.focus());
  };
  const submit = async (form: HTMLFormElement) => {
    const data = new FormData(form);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const missing: Problem[] = [
      ...(email ? [] : [{ field: 'email' as const, message: 'Enter your email address' }]),
      ...(password ? [] : [{ field: 'password' as const, message: 'Enter your password' }]),
    ];
    if (missing.length) return show(missing);
    setBusy(true);
    try {
      const answer = await answerOf(studioApi.POST('/session', { body: { email, password } }));
      onSignedIn(answer.user, answer.csrfToken);
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) show([{ message: 'Too many attempts. Wait a few minutes, then try again.' }]);
      else if (error instanceof ApiError && error.status === 401) show([{ field: 'email', message: 'The email address or password is not right' }]);
      else show([{ message: 'The studio did not answer. Try again.' }]);
    } finally {
      setBusy(false);
    }
  };
  const at = (field: Problem['field']) => problems.filter((problem) => problem.field === field);
  return (
    <>
      <h1>Sign in to the promotion studio</h1>
      {problems.length > 0 && (
        <div className="error-summary" ref={summary} tabIndex={-1} role="alert" aria-labelledby="sign-in-problems">
          <h2 className="error-summary__title" id="sign-in-problems">
            There is a problem
          </h2>
          <ul className="error-summary__list">
            {problems.map((problem) => (
              <li key={problem.message}>{problem.field ? <a href={`#${problem.field}`}>{problem.message}</a> : problem.message}</li>
            ))}
          </ul>
        </div>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit(event.currentTarget);
        }}
      >
        {(['email', 'password'] as const).map((field) => (
          <div key={field} className={at(field).length ? 'field field--error' : 'field'}>
            <label className="label" htmlFor={field}>
              {field === 'email' ? 'Email address' : 'Password'}
            </label>
            {at(field).map((problem) => (
              <p className="field-error" id={`${field}-error`} key={problem.message}>
                <span className="visually-hidden">Error: </span>
                {problem.message}
              </p>
            ))}
            <input
              className="input"
              id={field}
              name={field}
              type={field === 'email' ? 'email' : 'password'}
              autoComplete={field === 'email' ? 'username' : 'current-password'}
              spellCheck={false}
              aria-invalid={at(field).length ? true : undefined}
              aria-describedby={at(field).length ? `${field}-error` : undefined}
            />
          </div>
        ))}
        <button type="submit" className="button" disabled={busy}>
          Sign in
        </button>
      </form>
    </>
  );
}
