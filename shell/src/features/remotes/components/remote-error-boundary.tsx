import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reloadOnStaleChunk } from '../reload-on-stale-chunk';
import { ErrorCard } from './error-card';

interface Props {
  readonly children: ReactNode;
  readonly onRetry: () => void;
}

interface State {
  readonly error: Error | null;
}

/** Catches a remote that fails to load or throws, so the top bar, footer and other areas keep working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Kept in the console for whoever debugs the area; the visitor sees the card.
    console.error('[shell] page area failed', error, info.componentStack);
    // A stale chunk after a deploy: reload (at most once a minute) to get the live versions.
    reloadOnStaleChunk(error);
  }

  override render() {
    const { error } = this.state;
    // First line only: federation errors carry multi-line args and doc links meant for the console.
    if (error) return <ErrorCard detail={error.message.split('\n')[0]} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
