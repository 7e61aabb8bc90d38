/**
 * The benchmarks' yardstick: a bare React 19 form as `npm create vite` makes one (client-rendered into an empty
 * #root by one script, no router, no state library, no server rendering). It imports nothing of the site.
 * `<html data-site-ready>` is set once it handles input, the mark the benchmarks wait for on the site's pages.
 */
import { StrictMode, useEffect, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import './form.css';

function App() {
  const [sent, setSent] = useState(false);
  useEffect(() => {
    document.documentElement.dataset.siteReady = '';
  }, []);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent(true);
  };
  return (
    <main>
      <h1>Register your purchase</h1>
      <p>Tell us who you are and where you bought your phone.</p>
      <form onSubmit={submit}>
        <label htmlFor="name">Full name</label>
        <input id="name" name="name" autoComplete="name" required />
        <label htmlFor="email">Email address</label>
        <input id="email" name="email" type="email" autoComplete="email" required />
        <label htmlFor="retailer">Where did you buy it?</label>
        <select id="retailer" name="retailer" required defaultValue="">
          <option value="" disabled>
            Choose a retailer
          </option>
          <option>Online</option>
          <option>In a shop</option>
        </select>
        <label htmlFor="date">Date of purchase</label>
        <input id="date" name="date" type="date" required />
        <button type="submit">Continue</button>
      </form>
      {sent && <p role="status">Thank you.</p>}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
