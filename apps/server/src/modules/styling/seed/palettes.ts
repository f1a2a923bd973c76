import type { StylingStyle } from '@maru/domain';

/** The colours a style paints a room with: walls, floor, wood, fabric, metal and one accent. */
export interface RoomPalette {
  wall: string;
  wallShade: string;
  floor: string;
  floorLine: string;
  wood: string;
  fabric: string;
  metal: string;
  accent: string;
  trim: string;
}

export const palettes: Record<StylingStyle, RoomPalette> = {
  MODERN: { wall: '#e7e5e1', wallShade: '#d6d3ce', floor: '#a9a49c', floorLine: '#8f8a83', wood: '#5b4a3d', fabric: '#6f7780', metal: '#2f343a', accent: '#2f4a5c', trim: '#f4f3f0' },
  NATURAL: { wall: '#efe6d8', wallShade: '#e0d3bf', floor: '#c9a77c', floorLine: '#ad8b61', wood: '#b98b5a', fabric: '#d9cbb3', metal: '#8a7c66', accent: '#7a8b5a', trim: '#f7f1e6' },
  MINIMAL: { wall: '#f4f3f0', wallShade: '#e6e4df', floor: '#dcd8d0', floorLine: '#c9c4ba', wood: '#cfc6b8', fabric: '#e9e6e0', metal: '#9c9a96', accent: '#b9b3a8', trim: '#ffffff' },
  CLASSIC: { wall: '#e6d9c6', wallShade: '#d5c4ab', floor: '#8a5a3b', floorLine: '#6f4529', wood: '#5e3a24', fabric: '#7b2d2d', metal: '#b08d45', accent: '#1f3b4d', trim: '#f3ebdd' },
  NORDIC: { wall: '#f1f1ee', wallShade: '#e2e3df', floor: '#dcc7a2', floorLine: '#c5ad85', wood: '#d8bf95', fabric: '#b7c4cc', metal: '#3c4247', accent: '#8fa9b8', trim: '#ffffff' },
  INDUSTRIAL: { wall: '#8f8b86', wallShade: '#7a7672', floor: '#6d6a66', floorLine: '#57544f', wood: '#4a3a2e', fabric: '#5a4a3c', metal: '#222426', accent: '#b5622d', trim: '#3a3a3a' },
  VINTAGE: { wall: '#d9c7a6', wallShade: '#c9b38d', floor: '#9b6b45', floorLine: '#7d5233', wood: '#7a4f2c', fabric: '#a05a3c', metal: '#a3844c', accent: '#4f6b5b', trim: '#efe3cc' },
};
