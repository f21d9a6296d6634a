/**
 * Prints the programmes of the four people of docs/coaching/programmes.md (and any rule the rule
 * book finds broken), to read them as a coach would: `npx tsx scripts/print-programmes.ts [seed]`.
 */
import { GOALS } from '../server/db/seed/reference';
import { realCatalogue } from '../server/domain/generator/real-catalogue';
import type { GeneratorProfile } from '../server/domain/generator/types';
import { checkProgramme, generateProgramme, type PlanChoices, type ProgrammeInput } from '../server/domain/plans';
import { dayName } from '../server/domain/plans/texts';

const catalogue = realCatalogue();
const names = new Map(catalogue.map((e) => [e.id, e.nombre]));
const seed = Number(process.argv[2] ?? 1);

function profile(
  goalId: number,
  age: number,
  sexo: number,
  bmi: number,
  sessions: number,
  weeks: number,
): GeneratorProfile {
  const goal = GOALS.find((g) => g.id === goalId)!;
  return {
    goalId,
    methodId: goal.metodoId,
    goalName: goal.nombre,
    age,
    sexo,
    bmi,
    trainedWeeks: weeks,
    finishedSessions: sessions,
  };
}
const choices = (c: Partial<PlanChoices>): PlanChoices => ({
  dias: [1, 3, 5],
  semanas: 6,
  duracion_min: 60,
  equipamiento: ['gimnasio'],
  evitar_zonas: [],
  evitar_ejercicios: [],
  experiencia: 'de_6_a_24_meses',
  ...c,
});

const PEOPLE: [string, ProgrammeInput][] = [
  [
    '34-year-old intermediate, hypertrophy, 4 days, full gym, sore shoulder',
    {
      profile: profile(3, 34, 1, 24, 30, 14),
      choices: choices({ dias: [1, 2, 4, 5], experiencia: 'de_6_a_24_meses', evitar_zonas: ['hombro'] }),
      catalogue,
      seed,
    },
  ],
  [
    '69-year-old woman, fat loss, body weight only, sore wrist (3 days, 45 min)',
    {
      profile: profile(4, 69, 2, 28, 0, 0),
      choices: choices({
        dias: [1, 3, 5],
        duracion_min: 45,
        equipamiento: ['peso_corporal'],
        experiencia: 'nunca',
        evitar_zonas: ['muneca'],
      }),
      catalogue,
      seed,
    },
  ],
  [
    '16-year-old, general fitness, bands only (3 days, 45 min)',
    {
      profile: profile(1, 16, 1, 21, 0, 0),
      choices: choices({ dias: [2, 4, 6], duracion_min: 45, equipamiento: ['bandas'], experiencia: 'menos_6_meses' }),
      catalogue,
      seed,
    },
  ],
  [
    '46-year-old advanced lifter, performance, sore lower back, 3 x 30 minutes, full gym',
    {
      profile: profile(5, 46, 1, 26, 120, 60),
      choices: choices({
        dias: [1, 3, 5],
        duracion_min: 30,
        experiencia: 'mas_de_2_anos',
        evitar_zonas: ['zona_lumbar'],
      }),
      catalogue,
      seed,
    },
  ],
];

for (const [who, input] of PEOPLE) {
  const plan = generateProgramme(input);
  console.log(`\n=== ${who}`);
  console.log(`${plan.nombre} · nivel ${plan.nivel} · ${plan.division}`);
  for (const s of plan.sesiones) {
    console.log(`\n  ${s.etiqueta} (${dayName(s.dia)}) · unos ${s.duracion_estimada_min} min`);
    for (const e of s.ejercicios) {
      const work =
        e.medida === 'tiempo'
          ? `${e.repeticiones_max} s`
          : e.medida === 'distancia'
            ? `${e.repeticiones_max} m`
            : e.repeticiones_min === e.repeticiones_max
              ? `${e.repeticiones_max}`
              : `${e.repeticiones_min}-${e.repeticiones_max}`;
      console.log(
        `    ${e.orden}. ${names.get(e.exerciseId)} — ${e.series} x ${work}, descanso ${e.descanso} s${e.principal ? ' (principal)' : ''}`,
      );
    }
  }
  console.log(
    `\n  Semanas: ${plan.progresion.map((w) => `${w.semana}:${w.descarga ? 'descarga' : `RIR ${w.rir}`}`).join(' · ')}`,
  );
  console.log(`  Empuje/tirón: ${plan.empuje_tiron.empuje}/${plan.empuje_tiron.tiron}`);
  console.log(`\n  ${plan.observaciones}`);
  const broken = checkProgramme(plan, input);
  console.log(broken.length ? `\n  BROKEN:\n  ${broken.join('\n  ')}` : '\n  Rule book: signed.');
}
