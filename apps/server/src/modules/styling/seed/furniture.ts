import type { RoomPalette } from './palettes';
import { circle, ellipse, path, polygon, rect, shadow } from './shapes';

// Furniture silhouettes for the room scenes: a few flat shapes each, like the catalogue's
// packshots. Every function draws at a given floor point (x = centre, y = where it stands).

export const sofa = (p: RoomPalette, x: number, y: number, w = 620) =>
  shadow(x, y, w * 1.05) +
  rect(x - w / 2, y - 250, w, 150, { rx: 30, fill: p.fabric }) +
  rect(x - w / 2 - 30, y - 170, 90, 150, { rx: 26, fill: p.fabric }) +
  rect(x + w / 2 - 60, y - 170, 90, 150, { rx: 26, fill: p.fabric }) +
  rect(x - w / 2 + 40, y - 130, w - 80, 90, { rx: 18, fill: p.fabric, opacity: 0.85 }) +
  rect(x - w / 2 + 40, y - 40, w - 80, 22, { fill: '#000', opacity: 0.12 }) +
  rect(x - w / 2, y - 24, 16, 24, { fill: p.wood }) +
  rect(x + w / 2 - 16, y - 24, 16, 24, { fill: p.wood }) +
  rect(x - 200, y - 210, 110, 90, { rx: 20, fill: p.accent, opacity: 0.85 });

export const armchair = (p: RoomPalette, x: number, y: number) =>
  shadow(x, y, 260) +
  rect(x - 120, y - 250, 240, 160, { rx: 40, fill: p.accent }) +
  rect(x - 130, y - 120, 260, 90, { rx: 24, fill: p.accent, opacity: 0.9 }) +
  rect(x - 110, y - 30, 14, 30, { fill: p.wood }) +
  rect(x + 96, y - 30, 14, 30, { fill: p.wood });

export const coffeeTable = (p: RoomPalette, x: number, y: number) =>
  shadow(x, y, 360) + ellipse(x, y - 90, 190, 34, { fill: p.wood }) + rect(x - 150, y - 90, 14, 90, { fill: p.wood }) + rect(x + 136, y - 90, 14, 90, { fill: p.wood });

export const sideTable = (p: RoomPalette, x: number, y: number) =>
  shadow(x, y, 150) + rect(x - 70, y - 170, 140, 22, { rx: 6, fill: p.wood }) + rect(x - 8, y - 150, 16, 150, { fill: p.wood }) + ellipse(x, y - 4, 50, 8, { fill: p.wood });

export const floorLamp = (p: RoomPalette, x: number, y: number) =>
  shadow(x, y, 120) +
  ellipse(x, y - 6, 55, 12, { fill: p.metal }) +
  rect(x - 6, y - 520, 12, 516, { fill: p.metal }) +
  polygon([[x - 60, y - 520], [x + 60, y - 520], [x + 95, y - 400], [x - 95, y - 400]], { fill: p.trim, stroke: p.metal, 'stroke-width': 4 }) +
  ellipse(x, y - 395, 90, 16, { fill: '#fff6d8', opacity: 0.9 });

export const pendant = (p: RoomPalette, x: number, length: number) =>
  rect(x - 2, 0, 4, length, { fill: p.metal }) + path(`M${x - 90} ${length + 80} Q${x} ${length - 60} ${x + 90} ${length + 80} Z`, { fill: p.accent }) + ellipse(x, length + 80, 90, 12, { fill: '#fff3c4' });

export const vase = (p: RoomPalette, x: number, y: number, scale = 1) =>
  path(`M${x - 34 * scale} ${y} Q${x - 60 * scale} ${y - 80 * scale} ${x - 22 * scale} ${y - 140 * scale} L${x + 22 * scale} ${y - 140 * scale} Q${x + 60 * scale} ${y - 80 * scale} ${x + 34 * scale} ${y} Z`, { fill: p.accent }) +
  path(`M${x} ${y - 140 * scale} Q${x - 40 * scale} ${y - 260 * scale} ${x - 90 * scale} ${y - 300 * scale} M${x} ${y - 140 * scale} Q${x + 30 * scale} ${y - 250 * scale} ${x + 80 * scale} ${y - 320 * scale}`, {
    stroke: '#5d7a4a',
    'stroke-width': 8 * scale,
    fill: 'none',
  }) +
  circle(x - 90 * scale, y - 300 * scale, 26 * scale, { fill: '#6f8f58' }) +
  circle(x + 80 * scale, y - 320 * scale, 30 * scale, { fill: '#6f8f58' });

export const plant = (p: RoomPalette, x: number, y: number) =>
  shadow(x, y, 180) +
  polygon([[x - 70, y - 170], [x + 70, y - 170], [x + 52, y], [x - 52, y]], { fill: p.wood }) +
  [[-60, -300, 80], [40, -330, 90], [-10, -420, 80], [70, -250, 60], [-90, -230, 60]].map(([dx, dy, r]) => ellipse(x + dx!, y + dy!, r!, r! * 0.7, { fill: '#557a45' })).join('');

export const rug = (p: RoomPalette, x: number, y: number, w = 900) =>
  polygon([[x - w / 2 + 80, y - 70], [x + w / 2 - 80, y - 70], [x + w / 2, y + 70], [x - w / 2, y + 70]], { fill: p.accent, opacity: 0.55 }) +
  polygon([[x - w / 2 + 130, y - 50], [x + w / 2 - 130, y - 50], [x + w / 2 - 60, y + 50], [x - w / 2 + 60, y + 50]], { fill: 'none', stroke: p.trim, 'stroke-width': 6, opacity: 0.7 });

export const bed = (p: RoomPalette, x: number, y: number) =>
  shadow(x, y, 820) +
  rect(x - 380, y - 420, 760, 260, { rx: 24, fill: p.wood }) +
  rect(x - 400, y - 200, 800, 170, { rx: 20, fill: p.trim }) +
  rect(x - 400, y - 150, 800, 130, { rx: 20, fill: p.fabric }) +
  rect(x - 330, y - 250, 260, 70, { rx: 30, fill: '#ffffff' }) +
  rect(x + 70, y - 250, 260, 70, { rx: 30, fill: '#ffffff' }) +
  rect(x - 400, y - 30, 800, 30, { fill: p.wood });

export const mirror = (p: RoomPalette, x: number, y: number, w = 240, h = 320) =>
  rect(x - w / 2 - 10, y - h / 2 - 10, w + 20, h + 20, { rx: w / 2, fill: p.metal }) + rect(x - w / 2, y - h / 2, w, h, { rx: w / 2 - 10, fill: '#dfe8ec' }) + path(`M${x - w / 4} ${y - h / 4} L${x} ${y - h / 2.6}`, { stroke: '#ffffff', 'stroke-width': 10, opacity: 0.7 });

export const vanity = (p: RoomPalette, x: number, y: number) =>
  shadow(x, y, 640) +
  rect(x - 300, y - 330, 600, 40, { fill: p.trim }) +
  rect(x - 290, y - 290, 580, 260, { fill: p.wood }) +
  rect(x - 4, y - 270, 8, 220, { fill: '#000', opacity: 0.18 }) +
  ellipse(x, y - 334, 150, 22, { fill: '#ffffff', stroke: '#d4d0c8', 'stroke-width': 4 }) +
  path(`M${x} ${y - 340} V${y - 420} Q${x} ${y - 450} ${x + 50} ${y - 450} H${x + 70}`, { stroke: p.metal, 'stroke-width': 18, fill: 'none', 'stroke-linecap': 'round' });

export const towelRail = (p: RoomPalette, x: number, y: number) =>
  rect(x - 130, y, 260, 14, { rx: 7, fill: p.metal }) + rect(x - 90, y + 10, 180, 190, { rx: 8, fill: p.fabric }) + rect(x - 90, y + 150, 180, 12, { fill: p.accent, opacity: 0.6 });

export const counter = (p: RoomPalette, x: number, y: number, w = 1000) =>
  rect(x - w / 2, y - 360, w, 36, { fill: p.trim }) +
  rect(x - w / 2 + 10, y - 324, w - 20, 300, { fill: p.wood }) +
  Array.from({ length: 5 }, (_, i) => rect(x - w / 2 + 20 + i * ((w - 40) / 5), y - 310, (w - 40) / 5 - 12, 270, { fill: '#000', opacity: 0.06 })).join('') +
  rect(x - w / 2, y - 24, w, 24, { fill: '#000', opacity: 0.2 }) +
  rect(x - w / 2 + 40, 170, w - 80, 170, { fill: p.wood, opacity: 0.92 });

export const kitchenFaucet = (p: RoomPalette, x: number, y: number) =>
  path(`M${x} ${y} V${y - 150} Q${x} ${y - 210} ${x + 60} ${y - 210} Q${x + 110} ${y - 210} ${x + 110} ${y - 160} V${y - 130}`, { stroke: p.metal, 'stroke-width': 16, fill: 'none', 'stroke-linecap': 'round' }) +
  rect(x - 30, y - 10, 60, 12, { rx: 6, fill: p.metal });

export const stool = (p: RoomPalette, x: number, y: number) =>
  shadow(x, y, 140) + ellipse(x, y - 260, 70, 18, { fill: p.accent }) + path(`M${x - 50} ${y} L${x - 20} ${y - 250} M${x + 50} ${y} L${x + 20} ${y - 250}`, { stroke: p.metal, 'stroke-width': 10 }) + rect(x - 40, y - 110, 80, 8, { fill: p.metal });

export const bench = (p: RoomPalette, x: number, y: number) =>
  shadow(x, y, 520) + rect(x - 250, y - 170, 500, 36, { rx: 8, fill: p.wood }) + rect(x - 230, y - 140, 22, 140, { fill: p.wood }) + rect(x + 208, y - 140, 22, 140, { fill: p.wood }) + rect(x - 200, y - 210, 120, 40, { rx: 14, fill: p.fabric });

export const desk = (p: RoomPalette, x: number, y: number) =>
  shadow(x, y, 760) + rect(x - 360, y - 300, 720, 30, { fill: p.wood }) + rect(x - 340, y - 270, 20, 270, { fill: p.metal }) + rect(x + 320, y - 270, 20, 270, { fill: p.metal }) + rect(x + 120, y - 270, 200, 150, { fill: p.wood, opacity: 0.85 }) +
  rect(x - 140, y - 470, 260, 160, { rx: 8, fill: p.metal }) + rect(x - 20, y - 310, 20, 10, { fill: p.metal });

export const officeChair = (p: RoomPalette, x: number, y: number) =>
  shadow(x, y, 240) + rect(x - 90, y - 380, 180, 200, { rx: 40, fill: p.fabric }) + rect(x - 110, y - 200, 220, 50, { rx: 20, fill: p.fabric }) + rect(x - 8, y - 150, 16, 110, { fill: p.metal }) +
  path(`M${x - 110} ${y} L${x} ${y - 40} L${x + 110} ${y}`, { stroke: p.metal, 'stroke-width': 12, fill: 'none' });

export const deskLamp = (p: RoomPalette, x: number, y: number) =>
  ellipse(x, y - 6, 50, 10, { fill: p.metal }) + path(`M${x} ${y - 6} L${x - 40} ${y - 160} L${x + 40} ${y - 230}`, { stroke: p.metal, 'stroke-width': 10, fill: 'none' }) +
  polygon([[x + 10, y - 260], [x + 90, y - 250], [x + 70, y - 190]], { fill: p.accent });

export const shelf = (p: RoomPalette, x: number, y: number) =>
  [0, 1, 2].map((row) => rect(x - 200, y + row * 130, 400, 16, { fill: p.wood })).join('') +
  [0, 1, 2].map((row) => [0, 1, 2, 3, 4].map((book) => rect(x - 180 + book * 46 + row * 20, y + row * 130 - 90, 34, 90, { fill: book % 2 ? p.accent : p.fabric })).join('')).join('');

export const outdoorChair = (p: RoomPalette, x: number, y: number) =>
  shadow(x, y, 240) + path(`M${x - 100} ${y} L${x - 80} ${y - 200} L${x + 80} ${y - 200} L${x + 100} ${y} M${x - 90} ${y - 120} H${x + 90} M${x - 80} ${y - 200} L${x - 100} ${y - 380} H${x + 60} L${x + 80} ${y - 200}`, {
    stroke: p.wood,
    'stroke-width': 16,
    fill: 'none',
    'stroke-linejoin': 'round',
  }) + rect(x - 90, y - 215, 180, 30, { rx: 10, fill: p.fabric });

export const shoeCabinet = (p: RoomPalette, x: number, y: number) =>
  shadow(x, y, 460) + rect(x - 220, y - 300, 440, 290, { fill: p.trim, stroke: p.wallShade, 'stroke-width': 4 }) + rect(x - 2, y - 290, 4, 270, { fill: p.wallShade }) + rect(x - 40, y - 170, 10, 40, { fill: p.metal }) + rect(x + 30, y - 170, 10, 40, { fill: p.metal }) +
  rect(x - 220, y - 12, 440, 12, { fill: p.wood });
