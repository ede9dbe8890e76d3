import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { KANBAN_BUFFER, KANBAN_FIRST_VIEW_HEIGHT, KANBAN_ITEM_HEIGHT } from './funnel-logic';
import { useLazyCount } from './use-lazy-count';

/** A lazy column of `total` items whose list is `height` px tall. */
function Column({ total, height }: { total: number; height: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const { count, onScroll } = useLazyCount(ref, total);
  return (
    <div
      data-testid="list"
      ref={(element) => {
        ref.current = element;
        if (element) Object.defineProperty(element, 'clientHeight', { value: height, configurable: true });
      }}
      onScroll={onScroll}
    >
      {count}
    </div>
  );
}

const firstScreen = Math.ceil(KANBAN_FIRST_VIEW_HEIGHT / KANBAN_ITEM_HEIGHT) + KANBAN_BUFFER;

describe('useLazyCount', () => {
  it('renders a first screen of items on the server, so that the browser hydrates them', () => {
    expect(renderToString(<Column total={40} height={0} />)).toContain(`>${firstScreen}<`);
    expect(renderToString(<Column total={3} height={0} />)).toContain('>3<');
  });

  it('keeps that count on a shorter list, and renders more once a taller one is measured', () => {
    render(<Column total={40} height={300} />);
    expect(screen.getByTestId('list').textContent).toBe(String(firstScreen));
  });

  it('renders what a taller list shows, then more as it scrolls', async () => {
    render(<Column total={40} height={1800} />);
    const list = screen.getByTestId('list');
    expect(list.textContent).toBe(String(1800 / KANBAN_ITEM_HEIGHT + KANBAN_BUFFER));
    list.scrollTop = 10 * KANBAN_ITEM_HEIGHT;
    await act(async () => {
      list.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => setTimeout(resolve, 150));
    });
    expect(list.textContent).toBe(String(Math.min(40, 10 + 1800 / KANBAN_ITEM_HEIGHT + KANBAN_BUFFER)));
  });
});
