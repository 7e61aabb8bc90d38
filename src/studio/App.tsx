import { useEffect, useState } from 'react';
import { Route, Routes } from 'react-router';
import { answerOf, session, studioApi, type StudioUser } from './api';
import { PromotionEditor } from './PromotionEditor';
import { PromotionList } from './PromotionList';
import { SignIn } from './SignIn';

/** The studio: signed in, the promotions and their editor; signed out (or the session ended), the sign-in. */
export function App() {
  const [user, setUser] = useState<StudioUser | null | undefined>(undefined);
  useEffect(() => {
    session.whenSignedOut(() => setUser(null));
    answerOf(studioApi.GET('/session')).then(
      (answer) => {
        session.set(answer.csrfToken);
        setUser(answer.user);
      },
      () => setUser(null),
    );
  }, []);
  const signOut = async () => {
    await answerOf(studioApi.DELETE('/session')).catch(() => undefined);
    setUser(null);
  };
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <header className="studio-header">
        <span className="studio-header__name">Promotion studio</span>
        {user && (
          <span className="studio-header__user">
            {user.email} ({user.role}){' '}
            <button type="button" className="button button--secondary" onClick={() => void signOut()}>
              Sign out
            </button>
          </span>
        )}
      </header>
      <main id="main" className="studio-main" tabIndex={-1}>
        {user === undefined ? (
          <p>Loading…</p>
        ) : user === null ? (
          <SignIn
            onSignedIn={(signedIn, token) => {
              session.set(token);
              setUser(signedIn);
            }}
          />
        ) : (
          <Routes>
            <Route path="/" element={<PromotionList />} />
            <Route path="/promotions/:code/:tab?" element={<PromotionEditor user={user} />} />
            <Route path="*" element={<p>No such page in the studio.</p>} />
          </Routes>
        )}
      </main>
    </>
  );
}
