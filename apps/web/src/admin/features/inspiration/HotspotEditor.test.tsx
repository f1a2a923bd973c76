import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { type EditorHotspot, HotspotEditor } from './HotspotEditor';

function Harness({ seen }: { seen: (hotspots: EditorHotspot[]) => void }) {
  const [hotspots, setHotspots] = useState<EditorHotspot[]>([]);
  return (
    <HotspotEditor
      photo={{ url: '/media/uploads/styling/aa/1/1280.webp', width: 1280, height: 960 }}
      hotspots={hotspots}
      errors={{}}
      onChange={(next) => {
        seen(next);
        setHotspots(next);
      }}
    />
  );
}

/** The picture laid out at 800 × 600 from (100, 50), as the browser would draw it. */
function layOut(image: HTMLElement) {
  image.getBoundingClientRect = () => ({ left: 100, top: 50, width: 800, height: 600, right: 900, bottom: 650, x: 100, y: 50, toJSON: () => ({}) });
}

describe('placing hotspots', () => {
  it('puts a hotspot where the picture is clicked, in percent of the picture', () => {
    let last: EditorHotspot[] = [];
    render(<Harness seen={(hotspots) => (last = hotspots)} />);
    const image = screen.getByRole('img', { name: /스타일링 사진/ });
    layOut(image);
    fireEvent.click(image, { clientX: 100 + 200, clientY: 50 + 450 });
    expect(last.map(({ x, y }) => ({ x, y }))).toEqual([{ x: 25, y: 75 }]);
    fireEvent.click(image, { clientX: 100 + 333, clientY: 50 + 100 });
    expect(last.map(({ x, y }) => ({ x, y }))).toEqual([{ x: 25, y: 75 }, { x: 41.6, y: 16.7 }]);
    const spot = screen.getByRole('button', { name: /^상품 태그 2: 상품 없음 \(가로 41.6%, 세로 16.7%\)$/ });
    expect(spot.style.left).toBe('41.6%');
    expect(spot.style.top).toBe('16.7%');
    // The new tag has the focus, ready for the keyboard.
    expect(document.activeElement).toBe(spot);
  });

  it('moves a focused hotspot with the arrow keys, 1 % a press and 5 % with Shift, and takes typed x/y', async () => {
    const user = userEvent.setup();
    let last: EditorHotspot[] = [];
    render(<Harness seen={(hotspots) => (last = hotspots)} />);
    await user.click(screen.getByRole('button', { name: '가운데에 태그 추가' }));
    const spot = screen.getByTestId('editor-hotspot');
    expect(document.activeElement).toBe(spot);
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    expect(last[0]).toMatchObject({ x: 52, y: 49 });
    await user.keyboard('{Shift>}{ArrowDown}{ArrowLeft}{/Shift}');
    expect(last[0]).toMatchObject({ x: 47, y: 54 });
    expect(spot.getAttribute('aria-label')).toBe('상품 태그 1: 상품 없음 (가로 47%, 세로 54%)');
    expect(document.activeElement).toBe(spot);

    const x = screen.getByLabelText('상품 태그 1 가로 (%)');
    await user.clear(x);
    await user.type(x, '12.5');
    expect(last[0]).toMatchObject({ x: 12.5, y: 54 });
  });

  it('reorders and removes hotspots', async () => {
    const user = userEvent.setup();
    let last: EditorHotspot[] = [];
    render(<Harness seen={(hotspots) => (last = hotspots)} />);
    const image = screen.getByRole('img', { name: /스타일링 사진/ });
    layOut(image);
    fireEvent.click(image, { clientX: 100 + 80, clientY: 50 + 60 });
    fireEvent.click(image, { clientX: 100 + 720, clientY: 50 + 540 });
    await user.click(screen.getByRole('button', { name: '상품 태그 2 위로' }));
    expect(last.map(({ x, y }) => [x, y])).toEqual([[90, 90], [10, 10]]);
    await user.click(screen.getByRole('button', { name: '상품 태그 1 빼기' }));
    expect(last.map(({ x, y }) => [x, y])).toEqual([[10, 10]]);
  });
});
