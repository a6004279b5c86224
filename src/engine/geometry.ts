/**
 * Board geometry shared by every ruleset.
 *
 * A tile edge is split into three "ports": two field halves and the centre (where a road, city or
 * river meets the edge). Ports are numbered clockwise from the north-west corner, so a quarter turn
 * clockwise is simply `+3 (mod 12)`:
 *
 *   0 NNW  1 N  2 NNE  3 ENE  4 E  5 ESE  6 SSE  7 S  8 SSW  9 WSW  10 W  11 WNW
 *
 * Coordinates: x grows east, y grows south (the record format's convention).
 */
export const SIDE_NAMES = ['N', 'E', 'S', 'W'] as const;
export type SideName = (typeof SIDE_NAMES)[number];

export const PORT_NAMES = ['NNW', 'N', 'NNE', 'ENE', 'E', 'ESE', 'SSE', 'S', 'SSW', 'WSW', 'W', 'WNW'] as const;
export type PortName = (typeof PORT_NAMES)[number];

export const HALF_PORT_NAMES = ['NNW', 'NNE', 'ENE', 'ESE', 'SSE', 'SSW', 'WSW', 'WNW'] as const;
export type HalfPortName = (typeof HALF_PORT_NAMES)[number];

/** Unit steps towards N, E, S, W. */
export const DX = [0, 1, 0, -1] as const;
export const DY = [-1, 0, 1, 0] as const;

export const ROTATIONS = [0, 90, 180, 270] as const;
export type Rotation = (typeof ROTATIONS)[number];

export function portIndex(name: string): number {
  return (PORT_NAMES as readonly string[]).indexOf(name);
}

/** The centre port of a side (0..3). */
export function centrePort(side: number): number {
  return side * 3 + 1;
}

/** A port after turning its tile `steps` quarter turns clockwise. */
export function rotatePort(port: number, steps: number): number {
  return (port + 3 * steps) % 12;
}

/** The port of the neighbouring tile that touches `port` across the shared edge. */
export function oppositePort(port: number): number {
  const side = (port / 3) | 0;
  return ((side + 2) % 4) * 3 + (2 - (port % 3));
}

export function isCentrePort(port: number): boolean {
  return port % 3 === 1;
}

export function rotationSteps(rot: number): number {
  return (rot / 90) | 0;
}
