import { describe, expect, it } from 'vitest';
import { recoveryOf } from './recovery';

describe('recovery at a glance', () => {
  const day = '2026-11-24';
  it.each([
    ['no feedback', undefined, { estado: 'sin_datos', motivo: '', fecha: null }],
    [
      'stopped by joint pain',
      { fecha: day, agujetas: 0, dolor: 'me_paro', carga: 'facil' },
      { estado: 'dolor', motivo: 'Un dolor articular te hizo parar el 24-11', fecha: day },
    ],
    [
      'some joint pain beats soreness',
      { fecha: day, agujetas: 3, dolor: 'algo', carga: null },
      { estado: 'dolor', motivo: 'Molestias articulares el 24-11', fecha: day },
    ],
    [
      'stopped by a knee',
      { fecha: day, agujetas: 0, dolor: 'me_paro', articulacion: 'rodilla', carga: null },
      { estado: 'dolor', motivo: 'Un dolor en la rodilla te hizo parar el 24-11', fecha: day },
    ],
    [
      'a sore shoulder',
      { fecha: day, agujetas: null, dolor: 'algo', articulacion: 'hombro', carga: null },
      { estado: 'dolor', motivo: 'Molestias en el hombro el 24-11', fecha: day },
    ],
    [
      'another joint, not named',
      { fecha: day, agujetas: null, dolor: 'algo', articulacion: 'otra', carga: null },
      { estado: 'dolor', motivo: 'Molestias articulares el 24-11', fecha: day },
    ],
    [
      'strong soreness',
      { fecha: day, agujetas: 3, dolor: 'ninguno', carga: 'justa' },
      { estado: 'cargado', motivo: 'Agujetas fuertes el 24-11', fecha: day },
    ],
    [
      'soreness 2',
      { fecha: day, agujetas: 2, dolor: null, carga: null },
      { estado: 'cargado', motivo: 'Agujetas el 24-11', fecha: day },
    ],
    [
      'workload too much',
      { fecha: day, agujetas: 1, dolor: null, carga: 'demasiada' },
      { estado: 'cargado', motivo: 'Carga demasiada el 24-11', fecha: day },
    ],
    [
      'recovered',
      { fecha: day, agujetas: 1, dolor: 'ninguno', carga: 'justa' },
      { estado: 'recuperado', motivo: 'Sin agujetas fuertes el 24-11', fecha: day },
    ],
    [
      'only a pump answered',
      { fecha: day, agujetas: null, dolor: null, carga: null },
      { estado: 'recuperado', motivo: 'Sin señales de fatiga el 24-11', fecha: day },
    ],
  ] as const)('%s', (_name, latest, expected) => {
    expect(recoveryOf(latest)).toEqual(expected);
  });
});
