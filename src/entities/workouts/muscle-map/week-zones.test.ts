import { describe, expect, it } from 'vitest';
import { weekZones, zoneOf } from './week-zones';

describe('zoneOf', () => {
  it('tells no set, below, in and above the band; a ceiling (min 0) has no below', () => {
    const band = { min: 10, max: 20 };
    expect([0, 9, 10, 20, 21].map((n) => zoneOf(n, band))).toEqual(['none', 'below', 'in', 'in', 'above']);
    expect([0, 1, 20, 21].map((n) => zoneOf(n, { min: 0, max: 20 }))).toEqual(['none', 'in', 'in', 'above']);
    expect(zoneOf(3, null)).toBe('in');
  });
});

describe('weekZones', () => {
  it('reads the last week by default and keeps only the groups the map draws', () => {
    const band = { min: 10, max: 20 };
    const zones = weekZones({
      banda: band,
      grupos: [
        { id: 2, clave: 'espalda', nombre: 'Espalda', banda: band },
        { id: 9, clave: 'grupo-9', nombre: 'Cardio', banda: null },
      ],
      semanas: [
        { semana: '2026-11-16', grupos: [{ id: 2, nombre: 'Espalda', series: 30 }] },
        {
          semana: '2026-11-23',
          grupos: [
            { id: 2, nombre: 'Espalda', series: 7 },
            { id: 9, nombre: 'Cardio', series: 4 },
          ],
        },
      ],
    });
    expect(zones).toEqual([{ clave: 'espalda', nombre: 'Espalda', series: 7, banda: band, zona: 'below' }]);
  });
});
