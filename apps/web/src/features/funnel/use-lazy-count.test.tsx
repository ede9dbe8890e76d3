import { act, render, screen } from '@testing-library/react';
import { startTransition, useRef } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { KANBAN_BUFFER, KANBAN_FIRST_VIEW_HEIGHT, KANBAN_ITEM_HEIGHT } from './funnel-logic';
import { useLazyCount } from './use-lazy-count';

/** A lazy column of `total` items whose list is `height` px tall. */
function Column({ total, height, onRender }: { total: number; height: number; onRender?: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  onRender?.();
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

/** Hydrates a column the server rendered, as the browser does a page's, and expects one render and this count. */
async function expectOneRender(total: number, height: number, text: string) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Column total={total} height={height} />);
  document.body.append(container);
  let renders = 0;
  await act(async () => {
    startTransition(() => {
      hydrateRoot(container, <Column total={total} height={height} onRender={() => renders++} />);
    });
  });
  expect(container.textContent).toBe(text);
  expect(renders).toBe(1);
  container.remove();
}

describe('useLazyCount', () => {
  it('renders a first screen of items on the server, so that the browser hydrates them', () => {
    expect(renderToString(<Column total={40} height={0} />)).toContain(`>${firstScreen}<`);
    expect(renderToString(<Column total={3} height={0} />)).toContain('>3<');
  });

  it('keeps that count on a shorter list, and renders more once a taller one is measured', () => {
    render(<Column total={40} height={300} />);
    expect(screen.getByTestId('list').textContent).toBe(String(firstScreen));
  });

  it('hydrates in one render when the measured list shows it whole or no more than the first screen', async () => {
    await expectOneRender(3, 300, '3');
    await expectOneRender(40, 300, String(firstScreen));
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
