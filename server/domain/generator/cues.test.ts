import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../db/seed/catalogue';
import { isBalance, isHeavySpinalLoad } from './classify';
import { CUES, cueFor, patternOf } from './cues';
import { realCatalogue } from './real-catalogue';

const real = realCatalogue();
const bySlug = new Map(loadCatalogue().exercises.map((e, i) => [e.slug, real[i]!]));
const of = (slug: string) => bySlug.get(slug)!;

describe('technique cues per movement pattern (real catalogue)', () => {
  it.each([
    ['elevacion-talones-de-pie-maquina', 'gemelo'],
    ['abduccion-cadera-maquina', 'abduccion'],
    ['almeja-banda', 'abduccion'],
    ['extension-cuadriceps-maquina', 'extension-rodilla'],
    ['curl-femoral-tumbado-maquina', 'curl-femoral'],
    ['curl-nordico', 'nordico'],
    ['levantamiento-piedra-atlas', 'piedra'],
    ['cargada-potencia-barra', 'olimpico'],
    ['dos-tiempos-barra', 'olimpico'],
    ['swing-ruso-kettlebell', 'swing'],
    ['sentadilla-con-salto', 'salto'],
    ['sentadilla-trasera-barra', 'sentadilla'],
    ['sentadilla-bulgara-mancuernas', 'zancada'],
    ['peso-muerto-rumano-mancuernas', 'bisagra'],
    ['empuje-cadera-barra', 'puente'],
    ['hiperextension-banco-romano', 'lumbar'],
    ['elevacion-piernas-colgado', 'flexor-cadera'],
    ['bicicleta-estatica', 'cardio'],
    ['series-cortas-cuesta', 'intervalo'],
    ['paseo-granjero', 'acarreo'],
    ['plancha-frontal', 'sostener'],
    ['curl-biceps-mancuernas', 'curl'],
    ['press-militar-barra', 'press-vertical'],
    ['dominadas', 'dominada'],
    ['remo-barra', 'tiron'],
    ['press-banca-barra', 'empuje'],
  ])('%s gets the %s cue', (slug, pattern) => {
    expect(patternOf(of(slug))).toBe(pattern);
  });

  it('gives the squat cue only to squats and the landing cue only to jumps and impact cardio', () => {
    for (const e of real) {
      const cue = cueFor(e);
      if (cue === CUES.sentadilla) expect(e.nombre).toMatch(/sentadilla|prensa|hack/i);
      if (/aterriza/.test(cue)) expect(e.tipo === 'Pliometría' || e.altoImpacto).toBe(true);
    }
  });
});

describe('safety classes (real catalogue)', () => {
  it('heavy spinal loading: barbell squats, deadlifts, good mornings and bent-over rows, not hip thrusts', () => {
    const spinal = real.filter(isHeavySpinalLoad).map((e) => e.nombre);
    for (const name of ['Buenos días con barra', 'Peso muerto rumano desde déficit', 'Sentadilla trasera con barra'])
      expect(spinal).toContain(name);
    expect(spinal).not.toContain('Empuje de cadera con barra');
    expect(spinal).not.toContain('Puente de glúteo con barra en el suelo');
    expect(spinal).not.toContain('Peso muerto rumano con mancuernas');
  });

  it('balance work: standing single-leg exercises', () => {
    const balance = real.filter(isBalance).map((e) => e.nombre);
    expect(balance).toContain('Sentadilla búlgara con mancuernas');
    expect(balance).toContain('Peso muerto rumano a una pierna con mancuerna');
    expect(balance).not.toContain('Puente de glúteo a una pierna');
    expect(balance.length).toBeGreaterThanOrEqual(8);
  });
});
