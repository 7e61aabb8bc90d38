import { fieldIdOf, type Problem } from './fieldIds';

/**
 * GOV.UK-style error summary of the draft's problems: each links to its field (on whichever tab edits its file), with
 * the file and pointer for those who want them. Announced politely: an autosave must not take the focus away.
 */
export function ErrorSummary({ problems, onGoTo }: { problems: readonly Problem[]; onGoTo: (problem: Problem) => void }) {
  return (
    <div aria-live="polite">
      {problems.length > 0 && (
        <div className="error-summary" aria-labelledby="error-summary-title">
          <h2 className="error-summary__title" id="error-summary-title">
            There {problems.length === 1 ? 'is a problem' : `are ${problems.length} problems`} with this draft
          </h2>
          <p>It is saved, but it cannot be published until these are fixed.</p>
          <ul className="error-summary__list">
            {problems.map((problem) => (
              <li key={`${problem.file}#${problem.pointer}:${problem.message}`}>
                <a
                  href={`#${fieldIdOf(problem.file, problem.pointer)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    onGoTo(problem);
                  }}
                >
                  {problem.message}
                </a>{' '}
                <code className="error-summary__where">
                  {problem.file}#{problem.pointer}
                </code>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
