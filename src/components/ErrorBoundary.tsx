import { Component, type ReactNode } from 'react';

/** A routing failure shows 'Unexpected Application Error!' with the message. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.error('Unhandled application error:', error);
  }

  componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="container-page py-24">
        <h1 className="text-3xl font-bold text-slate-900">Unexpected Application Error!</h1>
        <p className="mt-4 font-mono text-red-700">{this.state.error.message}</p>
        <a href="/" className="btn btn-primary mt-8">
          Return to Home
        </a>
      </div>
    );
  }
}
