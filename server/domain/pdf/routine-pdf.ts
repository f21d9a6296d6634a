/**
 * The PDF of one user routine (`GET user-routines/generate/{id}`): an A4 sheet with the
 * routine's name, dates, weekday, level, method and rest, then every exercise with its sets,
 * repetitions, comment, starting position and movement. Plain TypeScript over pdfkit (no
 * Fastify). Built-in Helvetica covers WinAnsi, so Spanish accents, ñ, ¿ and ¡ print as they are.
 */
import type { UserRoutine } from '../../../src/lib/contract';
import { weekdayName } from '../routines/schedule';

const BRAND = '#F05A19';
const BRAND_TINT = '#FDEDE5';
const INK = '#1F1F1F';
const MUTED = '#5C5C5C';
const ROW_TINT = '#F7F7F7';
const RULE = '#E2E2E2';

const PAGE_MARGIN = 48;
const FOOTER_SPACE = 28;
const CELL_PAD = 6;

/** Column layout of the exercise table (x offsets from the left margin, widths in points). */
function columns(width: number) {
  const num = 26;
  const sets = 48;
  const reps = 48;
  const comment = 150;
  const name = width - num - sets - reps - comment;
  return [
    { key: 'num', title: '#', width: num, align: 'center' as const },
    { key: 'name', title: 'Ejercicio', width: name, align: 'left' as const },
    { key: 'sets', title: 'Series', width: sets, align: 'center' as const },
    { key: 'reps', title: 'Reps.', width: reps, align: 'center' as const },
    { key: 'comment', title: 'Comentario', width: comment, align: 'left' as const },
  ];
}

export interface PdfOptions {
  /** Printed in the footer; defaults to now. */
  generatedAt?: Date;
}

/** Cuts a text to `max` characters with an ellipsis (WinAnsi has "…"). */
const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

const two = (n: number) => String(n).padStart(2, '0');
const printedDate = (d: Date) => `${two(d.getDate())}-${two(d.getMonth() + 1)}-${d.getFullYear()}`;

export function routineFacts(routine: UserRoutine): { label: string; value: string }[] {
  const dates =
    routine.fecha_inicio_rutina && routine.fecha_fin_rutina
      ? `Del ${routine.fecha_inicio_rutina} al ${routine.fecha_fin_rutina}`
      : 'Sin fechas asignadas';
  return [
    { label: 'Fechas', value: dates },
    { label: 'Día de entrenamiento', value: weekdayName(routine.dia) ?? 'Sin día asignado' },
    { label: 'Nivel', value: routine.nivel },
    { label: 'Método', value: routine.metodo_nombre },
    { label: 'Descanso entre series', value: `${routine.descanso} segundos` },
    {
      label: 'Tiempo por sesión',
      value: `${routine.tiempo_anaerobicos} min de fuerza · ${routine.tiempo_aerobicos} min aeróbicos`,
    },
  ];
}

/**
 * Renders the routine as an A4 PDF and resolves with its bytes. pdfkit (with fontkit and its
 * font data, about 20 MB resident) is imported on the first PDF, not when the server starts.
 */
export async function renderRoutinePdf(routine: UserRoutine, options: PdfOptions = {}): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE_MARGIN, bottom: PAGE_MARGIN + FOOTER_SPACE, left: PAGE_MARGIN, right: PAGE_MARGIN },
    bufferPages: true,
    info: { Title: routine.nombre, Author: 'Forja', Subject: 'Rutina de entrenamiento' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = PAGE_MARGIN;
  const width = doc.page.width - 2 * PAGE_MARGIN;
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  // ---------------------------------------------------------------- header band and title
  doc.rect(0, 0, doc.page.width, 64).fill(BRAND);
  doc
    .fillColor('#FFFFFF')
    .font('Helvetica-Bold')
    .fontSize(20)
    .text('FORJA', left, 22, { characterSpacing: 3, lineBreak: false });
  doc
    .font('Helvetica')
    .fontSize(10)
    .text('Rutina de entrenamiento', left, 28, { width, align: 'right', lineBreak: false });

  doc.fillColor(INK).font('Helvetica-Bold').fontSize(22).text(routine.nombre, left, 88, { width });
  if (routine.rutina_observaciones) {
    doc.moveDown(0.3).fillColor(MUTED).font('Helvetica').fontSize(10).text(routine.rutina_observaciones, { width });
  }

  // ---------------------------------------------------------------- facts (two columns)
  const facts = routineFacts(routine);
  const gap = 10;
  const cardWidth = (width - gap) / 2;
  const cardHeight = 40;
  let y = doc.y + 14;
  facts.forEach((fact, i) => {
    const x = left + (i % 2) * (cardWidth + gap);
    const top = y + Math.floor(i / 2) * (cardHeight + 8);
    doc.rect(x, top, cardWidth, cardHeight).fill(BRAND_TINT);
    doc.rect(x, top, 3, cardHeight).fill(BRAND);
    doc
      .fillColor(BRAND)
      .font('Helvetica-Bold')
      .fontSize(8)
      .text(fact.label.toUpperCase(), x + 12, top + 7, { width: cardWidth - 20, lineBreak: false });
    doc
      .fillColor(INK)
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(shorten(fact.value, 42), x + 12, top + 20, { width: cardWidth - 20, lineBreak: false });
  });
  y += Math.ceil(facts.length / 2) * (cardHeight + 8) + 4;

  if (routine.metodo_observaciones) {
    doc
      .fillColor(MUTED)
      .font('Helvetica-Oblique')
      .fontSize(9)
      .text(`${routine.metodo_nombre}: ${routine.metodo_observaciones}`, left, y, { width });
    y = doc.y + 14;
  }

  // ---------------------------------------------------------------- exercise table
  const cols = columns(width);
  const colX = (key: string) =>
    left +
    cols
      .slice(
        0,
        cols.findIndex((c) => c.key === key),
      )
      .reduce((s, c) => s + c.width, 0);
  const detailX = colX('name') + CELL_PAD;
  const detailWidth = width - (detailX - left) - CELL_PAD;

  const sectionTitle = (top: number) => {
    doc
      .fillColor(INK)
      .font('Helvetica-Bold')
      .fontSize(14)
      .text(`Ejercicios (${routine.ejercicios.length})`, left, top, { width });
    return doc.y + 6;
  };
  const tableHeader = (top: number) => {
    doc.rect(left, top, width, 22).fill(BRAND);
    doc.fillColor('#FFFFFF').font('Helvetica-Bold').fontSize(9);
    for (const c of cols) {
      doc.text(c.title, colX(c.key) + CELL_PAD, top + 7, {
        width: c.width - 2 * CELL_PAD,
        align: c.align,
        lineBreak: false,
      });
    }
    return top + 22;
  };

  const measure = (e: UserRoutine['ejercicios'][number]) => {
    const nameCol = cols[1]!.width - 2 * CELL_PAD;
    const commentCol = cols[4]!.width - 2 * CELL_PAD;
    doc.font('Helvetica-Bold').fontSize(10);
    const nameH = doc.heightOfString(e.nombre, { width: nameCol });
    doc.font('Helvetica').fontSize(8);
    const groupH = doc.heightOfString(`${e.grupos_musculares} · ${e.tipo}`, { width: nameCol });
    doc.font('Helvetica').fontSize(9);
    const commentH = e.comentario ? doc.heightOfString(e.comentario, { width: commentCol }) : 0;
    const mainH = Math.max(nameH + 2 + groupH, commentH, 12);
    doc.font('Helvetica').fontSize(8.5);
    const startH = doc.heightOfString(`Posición inicial: ${e.step_1}`, { width: detailWidth });
    const moveH = doc.heightOfString(`Movimiento: ${e.step_2}`, { width: detailWidth });
    return { mainH, total: CELL_PAD + mainH + 6 + startH + 3 + moveH + CELL_PAD };
  };

  if (routine.ejercicios.length === 0) {
    y = sectionTitle(y);
    doc
      .fillColor(MUTED)
      .font('Helvetica')
      .fontSize(10)
      .text('Esta rutina todavía no tiene ejercicios.', left, y + 4, { width });
  } else {
    // Keep the title with the header and at least the first row.
    const firstH = measure(routine.ejercicios[0]!).total;
    if (y + 30 + 22 + firstH > bottom()) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    y = tableHeader(sectionTitle(y));
    routine.ejercicios.forEach((e, i) => {
      const { mainH, total } = measure(e);
      if (y + total > bottom()) {
        doc.addPage();
        y = tableHeader(doc.page.margins.top);
      }
      if (i % 2 === 1) doc.rect(left, y, width, total).fill(ROW_TINT);
      const top = y + CELL_PAD;
      const cell = (key: string) => {
        const c = cols.find((k) => k.key === key)!;
        return { x: colX(key) + CELL_PAD, width: c.width - 2 * CELL_PAD, align: c.align };
      };
      const num = cell('num');
      doc
        .fillColor(BRAND)
        .font('Helvetica-Bold')
        .fontSize(11)
        .text(String(e.orden), num.x, top, { width: num.width, align: 'center' });
      const name = cell('name');
      doc.fillColor(INK).font('Helvetica-Bold').fontSize(10).text(e.nombre, name.x, top, { width: name.width });
      doc
        .fillColor(MUTED)
        .font('Helvetica')
        .fontSize(8)
        .text(`${e.grupos_musculares} · ${e.tipo}`, name.x, doc.y + 2, { width: name.width });
      for (const [key, value] of [
        ['sets', e.series],
        ['reps', e.repeticiones],
      ] as const) {
        const c = cell(key);
        doc
          .fillColor(INK)
          .font('Helvetica-Bold')
          .fontSize(11)
          .text(String(value), c.x, top, { width: c.width, align: 'center' });
      }
      if (e.comentario) {
        const c = cell('comment');
        doc.fillColor(INK).font('Helvetica').fontSize(9).text(e.comentario, c.x, top, { width: c.width });
      }
      let detailY = top + mainH + 6;
      for (const [label, text] of [
        ['Posición inicial: ', e.step_1],
        ['Movimiento: ', e.step_2],
      ] as const) {
        doc
          .fontSize(8.5)
          .fillColor(BRAND)
          .font('Helvetica-Bold')
          .text(label, detailX, detailY, { width: detailWidth, continued: true })
          .fillColor(MUTED)
          .font('Helvetica')
          .text(text);
        detailY = doc.y + 3;
      }
      y += total;
      doc
        .moveTo(left, y)
        .lineTo(left + width, y)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
    });
  }

  // ---------------------------------------------------------------- footer on every page
  const printed = printedDate(options.generatedAt ?? new Date());
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const footerY = doc.page.height - PAGE_MARGIN - 10;
    doc.page.margins.bottom = 0; // writing below the text area must not open a new page
    doc
      .moveTo(left, footerY - 6)
      .lineTo(left + width, footerY - 6)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc
      .fillColor(MUTED)
      .font('Helvetica')
      .fontSize(8)
      .text(`Forja · ${shorten(routine.nombre, 60)} · generado el ${printed}`, left, footerY, {
        width: width - 80,
        lineBreak: false,
      })
      .text(`Página ${i - range.start + 1} de ${range.count}`, left, footerY, {
        width,
        align: 'right',
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}
