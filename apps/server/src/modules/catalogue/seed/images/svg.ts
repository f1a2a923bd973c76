// Minimal SVG string builders. Drawings use a 1000×1000 user space; the renderer scales
// them to each output size, so every shape is written once.

export const CANVAS = 1000;

export type Attributes = Record<string, string | number | undefined>;

function attributes(attrs: Attributes): string {
  return Object.entries(attrs)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}="${typeof value === 'number' ? round(value) : value}"`)
    .join(' ');
}

/** Two decimals are plenty at these sizes and keep the SVG text small. */
export function round(value: number): number {
  return Math.round(value * 100) / 100;
}

export function element(name: string, attrs: Attributes, children = ''): string {
  return children ? `<${name} ${attributes(attrs)}>${children}</${name}>` : `<${name} ${attributes(attrs)}/>`;
}

export const rect = (x: number, y: number, width: number, height: number, attrs: Attributes = {}) =>
  element('rect', { x, y, width, height, ...attrs });

export const circle = (cx: number, cy: number, r: number, attrs: Attributes = {}) => element('circle', { cx, cy, r, ...attrs });

export const ellipse = (cx: number, cy: number, rx: number, ry: number, attrs: Attributes = {}) =>
  element('ellipse', { cx, cy, rx, ry, ...attrs });

export const path = (d: string, attrs: Attributes = {}) => element('path', { d, ...attrs });

export const polygon = (points: readonly [number, number][], attrs: Attributes = {}) =>
  element('polygon', { points: points.map(([x, y]) => `${round(x)},${round(y)}`).join(' '), ...attrs });

export const group = (children: string, attrs: Attributes = {}) => element('g', attrs, children);

/** Light grout lines dividing the canvas into tiles of the given size. */
export function groutGrid(tileWidth: number, tileHeight: number, colour: string, width = 4): string {
  const lines: string[] = [];
  for (let x = tileWidth; x < CANVAS; x += tileWidth) lines.push(`M${round(x)} 0V${CANVAS}`);
  for (let y = tileHeight; y < CANVAS; y += tileHeight) lines.push(`M0 ${round(y)}H${CANVAS}`);
  return path(lines.join(''), { stroke: colour, 'stroke-width': width, fill: 'none' });
}
