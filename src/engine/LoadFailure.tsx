import { Component, type ReactNode } from 'react';
import { EngineContext } from './EngineContext';
import { ScreenShown } from './ScreenShown';
import { screenOfPath } from '../../core/engine/screenOfPath';

interface State {
  failed: boolean;
}

/**
 * When a widget, data source or guard cannot load (network down), say so and offer a retry instead of a blank page.
 * A claim step (`pathname`, below the site path) goes on as the server's form instead: the same address with
 * ?scripts=off, the page without its scripts, painted from the server's draft (kept in step with the browser's:
 * flow/mirrorDraft.ts). A studio preview has no server form.
 */
export class LoadFailure extends Component<{ children: ReactNode; pathname: string }, State> {
  static contextType = EngineContext;
  declare context: React.ContextType<typeof EngineContext>;
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('A part of the page failed to load', error);
    const engine = this.context;
    const { pathname, search } = window.location;
    if (!engine || engine.definitions.preview || search.includes('scripts=off') || !screenOfPath(engine.definitions, engine.env, this.props.pathname).step) return;
    window.location.replace(`${pathname}${search ? `${search}&` : '?'}scripts=off`);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    const text = this.context?.definitions.layout?.text ?? {};
    return (
      <div className="load-failure" role="alert">
        <p>{this.context?.content.text(text.loadFailed)}</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {this.context?.content.text(text.retry)}
        </button>
        <ScreenShown />
      </div>
    );
  }
}
