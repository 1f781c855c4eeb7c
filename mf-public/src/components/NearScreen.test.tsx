import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { NearScreen } from './NearScreen';
import { NEAR_SCREEN_MARGIN } from './nearScreenMargin';

/** A stand-in for the browser's observer: the test says when the observed slot nears the viewport. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

const Part = lazy(async () => ({ default: () => <p>partea încărcată</p> }));
const Broken = lazy(async (): Promise<{ default: () => null }> => {
  throw new Error('chunk offline');
});

describe('NearScreen', () => {
  beforeEach(() => {
    FakeObserver.instances = [];
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('renders its part only once the slot nears the viewport, and keeps it', async () => {
    const { container } = render(
      <NearScreen minHeight="5rem" unavailable="indisponibil">
        <Part />
      </NearScreen>,
    );
    const slot = container.firstElementChild as HTMLElement;
    const observer = FakeObserver.instances[0];
    expect(observer?.options.rootMargin).toBe(NEAR_SCREEN_MARGIN);
    expect(observer?.observed).toEqual([slot]);
    expect(slot).toHaveAttribute('data-near-screen', 'waiting');
    expect(getComputedStyle(slot).minHeight).toBe('5rem');

    act(() => observer?.report(false));
    expect(slot).toHaveAttribute('data-near-screen', 'waiting');
    expect(screen.queryByText('partea încărcată')).not.toBeInTheDocument();

    act(() => observer?.report(true));
    expect(await screen.findByText('partea încărcată')).toBeInTheDocument();
    expect(slot).toHaveAttribute('data-near-screen', 'near');
    expect(observer?.disconnected).toBe(true);
  });

  it('shows its notice when the part cannot be loaded', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <NearScreen minHeight="5rem" unavailable={<p>Comentariile nu pot fi afișate acum.</p>}>
        <Broken />
      </NearScreen>,
    );
    act(() => FakeObserver.instances[0]?.report(true));
    expect(await screen.findByText('Comentariile nu pot fi afișate acum.')).toBeInTheDocument();
  });

  it('renders its part at once where the browser has no IntersectionObserver', async () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    render(
      <NearScreen minHeight="5rem" unavailable="indisponibil" hideInPrint>
        <Part />
      </NearScreen>,
    );
    expect(await screen.findByText('partea încărcată')).toBeInTheDocument();
    expect(screen.getByText('partea încărcată').parentElement).toHaveAttribute('data-print', 'hide');
  });
});
