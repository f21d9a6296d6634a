import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import type { UserRoutine } from '../../../src/lib/contract';
import { renderRoutinePdf, routineFacts } from './routine-pdf';

const exerciseNamed = (i: number, nombre: string): UserRoutine['ejercicios'][number] => ({
  id: 100 + i,
  ejercicio_id: 100 + i,
  id_ejercicio_catalogo: i,
  orden: i,
  nombre,
  tipo: 'Fuerza',
  step_1: `De pie, pies a la anchura de los hombros, espalda neutra (paso ${i}).`,
  step_2: 'Baja con control, mantén el abdomen firme y vuelve a la posición inicial sin rebotar.',
  grupos_musculares: 'Bíceps',
  series: 3 + (i % 3),
  repeticiones: 10 + i,
  comentario: i % 2 ? '¡Respira! ¿Notas el músculo? Pausa de 1 s.' : '',
});

const routine = (ejercicios: UserRoutine['ejercicios'], extra: Partial<UserRoutine> = {}): UserRoutine => ({
  rutina_id: 42,
  nombre: 'Fuerza básica: núcleo y tracción',
  rutina_observaciones: 'Rutina pensada para ganar técnica antes de subir cargas.',
  nivel: 'Intermedio',
  metodo_nombre: 'Resistencia muscular',
  tiempo_aerobicos: 15,
  tiempo_anaerobicos: 35,
  descanso: 45,
  metodo_observaciones: 'Series largas con descansos cortos.',
  fecha_inicio_rutina: '02-03-2026',
  fecha_fin_rutina: '30-04-2026',
  dia: 6,
  rutina_activa: false,
  rutina_compartida: false,
  ejercicios,
  ...extra,
});

/** One piece per script a user may type: Spanish, emoji, Arabic, Hebrew, Chinese, Japanese, Korean. */
const MANY_SCRIPTS = ['Ñandú: ¡ánimo, campeón!', '💪🔥👍', 'مرحبا', 'שלום', '你好训练', 'こんにちは', '안녕하세요'];

async function textOf(pdf: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return await parser.getText();
  } finally {
    await parser.destroy();
  }
}

/** pdf.js may split or space words differently: compare with whitespace squeezed out. */
const squeeze = (s: string) => s.replace(/\s+/g, '');

describe('routine PDF layout', () => {
  it('prints the name, dates, weekday, level, method, rest and every exercise with accents', async () => {
    const list = [exerciseNamed(1, 'Curl de bíceps con mancuerna'), exerciseNamed(2, 'Extensión de tríceps en polea')];
    const pdf = await renderRoutinePdf(routine(list), { generatedAt: new Date(2026, 2, 1) });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, total } = await textOf(pdf);
    expect(total).toBe(1);
    const flat = squeeze(text);
    for (const expected of [
      'Fuerza básica: núcleo y tracción',
      'Del 02-03-2026 al 30-04-2026',
      'Sábado',
      'Intermedio',
      'Resistencia muscular',
      '45 segundos',
      'Curl de bíceps con mancuerna',
      'Extensión de tríceps en polea',
      'Posición inicial:',
      'Movimiento:',
      '¡Respira! ¿Notas el músculo?',
      'Página 1 de 1',
      'generado el 01-03-2026',
    ]) {
      expect(flat, expected).toContain(squeeze(expected));
    }
  });

  it("prints this week's target on each exercise of a programme session (Semana 3 de 6: 4 x 8, RIR 2)", async () => {
    const list = [{ ...exerciseNamed(1, 'Press de banca'), series: 3, repeticiones: 8 }];
    const week = (semana: number, series_extra: number, rir: number, descarga = false) => ({
      semana,
      descarga,
      series_extra,
      rir,
      nota: `Semana ${semana}`,
    });
    const progresion = [
      week(1, 0, 3),
      week(2, 0, 3),
      week(3, 1, 2),
      week(4, 1, 1),
      week(5, 1, 1),
      week(6, -1, 4, true),
    ];
    const plan = { plan_id: 1, nombre: 'Hipertrofia', semanas: 6, semana_actual: 3, progresion };
    const flat = squeeze((await textOf(await renderRoutinePdf({ ...routine(list), plan }))).text);
    expect(flat).toContain(squeeze('Semana 3 de 6: 4 x 8, RIR 2'));
    const deload = squeeze(
      (await textOf(await renderRoutinePdf({ ...routine(list), plan: { ...plan, semana_actual: 6 } }))).text,
    );
    expect(deload).toContain(squeeze('Semana 6 de 6: 2 x 8, RIR 4 (descarga)'));
    // Outside a programme, or outside its block, no week line.
    expect(squeeze((await textOf(await renderRoutinePdf(routine(list)))).text)).not.toContain('Semana');
    const before = squeeze(
      (await textOf(await renderRoutinePdf({ ...routine(list), plan: { ...plan, semana_actual: null } }))).text,
    );
    expect(before).not.toContain('Semana');
  });

  it('breaks long routines over several pages, repeating the table header', async () => {
    const list = Array.from({ length: 30 }, (_, i) => exerciseNamed(i + 1, `Ejercicio número ${i + 1} con peso`));
    const { text, total, pages } = await textOf(await renderRoutinePdf(routine(list)));
    expect(total).toBeGreaterThanOrEqual(3);
    for (const page of pages) {
      const flat = squeeze(page.text);
      for (const header of ['Ejercicio', 'Series', 'Reps.', 'Comentario'])
        expect(flat, `page ${page.num}`).toContain(header);
      expect(flat).toContain(`Página${page.num}de${total}`);
    }
    for (let i = 1; i <= 30; i++) expect(squeeze(text)).toContain(squeeze(`Ejercicio número ${i} con peso`));
  });

  it('says when there are no dates, no weekday or no exercises', async () => {
    const bare = routine([], { fecha_inicio_rutina: null, fecha_fin_rutina: null, dia: null });
    expect(routineFacts(bare).map((f) => f.value)).toEqual(
      expect.arrayContaining(['Sin fechas asignadas', 'Sin día asignado']),
    );
    const flat = squeeze((await textOf(await renderRoutinePdf(bare))).text);
    expect(flat).toContain(squeeze('Sin día asignado'));
    expect(flat).toContain(squeeze('Esta rutina todavía no tiene ejercicios.'));
  });

  it('prints any script a user can type in a comment: accents, emoji, Arabic, Hebrew, CJK', async () => {
    const comentario = `${MANY_SCRIPTS.join(' ')} ¿Listo?`;
    const list = [{ ...exerciseNamed(1, 'Remo con barra'), comentario }];
    const { text } = await textOf(await renderRoutinePdf(routine(list)));
    const flat = squeeze(text);
    for (const piece of MANY_SCRIPTS) expect(flat, piece).toContain(squeeze(piece));
    expect(flat).toContain('¿Listo?');
  });

  it('prints a visible U+FFFD where no font has the character', async () => {
    const list = [{ ...exerciseNamed(1, 'Remo con barra'), comentario: 'Ge’ez: ሰላም fin' }];
    const flat = squeeze((await textOf(await renderRoutinePdf(routine(list)))).text);
    expect(flat).toContain(squeeze('Ge’ez: \uFFFD\uFFFD\uFFFD fin'));
  });

  it('embeds no font in a routine Helvetica can print (the PDF bench measures this one)', async () => {
    const pdf = await renderRoutinePdf(routine([exerciseNamed(1, 'Curl de bíceps'), exerciseNamed(2, 'Remo')]));
    expect(pdf.toString('latin1')).not.toMatch(/FontFile/);
    const mixed = await renderRoutinePdf(routine([{ ...exerciseNamed(1, 'Remo'), comentario: '💪' }]));
    expect(mixed.toString('latin1')).toMatch(/FontFile2/);
  });

  it('keeps long names and comments inside the page', async () => {
    const longName = `Rutina muy larga ${'de tracción y empuje '.repeat(8)}`.trim();
    const list = [
      { ...exerciseNamed(1, 'Remo con barra'), comentario: 'Mantén la espalda neutra. '.repeat(19).trim() },
    ];
    const { text, total } = await textOf(await renderRoutinePdf(routine(list, { nombre: longName })));
    expect(total).toBe(1);
    expect(squeeze(text)).toContain(squeeze(longName));
    expect(squeeze(text)).toContain('Página1de1');
  });
});
