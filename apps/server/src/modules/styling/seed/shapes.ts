// Minimal SVG string builders for the room scenes (1600×1200 user space).

type Attributes = Record<string, string | number | undefined>;

const round = (value: number) => Math.round(value * 10) / 10;

function attributes(attrs: Attributes): string {
  return Object.entries(attrs)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}="${typeof value === 'number' ? round(value) : value}"`)
    .join(' ');
}

export const rect = (x: number, y: number, width: number, height: number, attrs: Attributes = {}) => `<rect ${attributes({ x, y, width, height, ...attrs })}/>`;
export const circle = (cx: number, cy: number, r: number, attrs: Attributes = {}) => `<circle ${attributes({ cx, cy, r, ...attrs })}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, attrs: Attributes = {}) => `<ellipse ${attributes({ cx, cy, rx, ry, ...attrs })}/>`;
export const path = (d: string, attrs: Attributes = {}) => `<path ${attributes({ d, ...attrs })}/>`;
export const polygon = (points: readonly [number, number][], attrs: Attributes = {}) =>
  `<polygon ${attributes({ points: points.map(([x, y]) => `${round(x)},${round(y)}`).join(' '), ...attrs })}/>`;

/** A soft contact shadow under a piece standing on the floor. */
export const shadow = (cx: number, y: number, width: number) => ellipse(cx, y, width / 2, width / 14, { fill: '#000', opacity: 0.16 });
