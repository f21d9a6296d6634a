/**
 * The PDF of one user routine (`GET user-routines/generate/{id}`): an A4 sheet with the
 * routine's name, dates, weekday, level, method and rest, then every exercise with its sets,
 * repetitions, comment, starting position and movement. Plain TypeScript over pdfkit (no
 * Fastify). Text of any script goes through the Typesetter (embedded Unicode fonts, fonts.ts).
 */
import type { UserRoutine } from '../../../src/lib/contract';
import { targetForWeek } from '../../../src/lib/contract-plans';
import { weekdayName } from '../routines/schedule';
import { pdfFonts } from './fonts';
import { Typesetter, type Look } from './typeset';

const BRAND = '#F05A19';
const BRAND_TINT = '#FDEDE5';
const INK = '#1F1F1F';
const MUTED = '#5C5C5C';
const ROW_TINT = '#F7F7F7';
const RULE = '#E2E2E2';

/** Looks of the table's texts (measured before they are drawn). */
const NAME: Look = { style: 'bold', size: 10, color: INK };
const GROUP: Look = { style: 'regular', size: 8, color: MUTED };
const COMMENT: Look = { style: 'regular', size: 9, color: INK };
const DETAIL: Look = { style: 'regular', size: 8.5, color: MUTED };

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

/** Cuts a text to `max` characters (code points, so no emoji is cut in half) with an ellipsis. */
function shorten(text: string, max: number): string {
  const chars = [...text];
  return chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
    : text;
}

const look = (style: Look['style'], size: number, color = INK): Look => ({ style, size, color });

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

/** The document being drawn, its typesetter and the text area's left edge and width. */
interface Sheet {
  doc: PDFKit.PDFDocument;
  type: Typesetter;
  left: number;
  width: number;
}

type Exercise = UserRoutine['ejercicios'][number];
type Column = ReturnType<typeof columns>[number];

/** Where the exercise table's columns and each exercise's details sit. */
interface Table {
  cols: Column[];
  colX(key: string): number;
  detailX: number;
  detailWidth: number;
}

const bottomOf = (doc: PDFKit.PDFDocument) => doc.page.height - doc.page.margins.bottom;

/** The brand band with the app's name, then the routine's name and notes. */
function drawHeader({ doc, type, left, width }: Sheet, routine: UserRoutine): void {
  doc.rect(0, 0, doc.page.width, 64).fill(BRAND);
  type.text('FORJA', look('bold', 20, '#FFFFFF'), left, 22, { characterSpacing: 3, lineBreak: false });
  type.text('Rutina de entrenamiento', look('regular', 10, '#FFFFFF'), left, 28, {
    width,
    align: 'right',
    lineBreak: false,
  });

  type.text(routine.nombre, look('bold', 22), left, 88, { width });
  if (routine.rutina_observaciones) {
    doc.moveDown(0.3);
    type.text(routine.rutina_observaciones, look('regular', 10, MUTED), left, doc.y, { width });
  }
}

/** The facts as cards in two columns, then the method's notes; returns where the next block starts. */
function drawFacts({ doc, type, left, width }: Sheet, routine: UserRoutine): number {
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
    type.text(fact.label.toUpperCase(), look('bold', 8, BRAND), x + 12, top + 7, {
      width: cardWidth - 20,
      lineBreak: false,
    });
    type.text(shorten(fact.value, 42), look('bold', 11), x + 12, top + 20, { width: cardWidth - 20, lineBreak: false });
  });
  y += Math.ceil(facts.length / 2) * (cardHeight + 8) + 4;

  if (routine.metodo_observaciones) {
    type.text(`${routine.metodo_nombre}: ${routine.metodo_observaciones}`, look('italic', 9, MUTED), left, y, {
      width,
    });
    y = doc.y + 14;
  }
  return y;
}

function tableOf({ left, width }: Sheet): Table {
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
  return { cols, colX, detailX, detailWidth: width - (detailX - left) - CELL_PAD };
}

function drawSectionTitle({ doc, type, left, width }: Sheet, routine: UserRoutine, top: number): number {
  type.text(`Ejercicios (${routine.ejercicios.length})`, look('bold', 14), left, top, { width });
  return doc.y + 6;
}

function drawTableHeader({ doc, type, left, width }: Sheet, table: Table, top: number): number {
  doc.rect(left, top, width, 22).fill(BRAND);
  for (const c of table.cols) {
    type.text(c.title, look('bold', 9, '#FFFFFF'), table.colX(c.key) + CELL_PAD, top + 7, {
      width: c.width - 2 * CELL_PAD,
      align: c.align,
      lineBreak: false,
    });
  }
  return top + 22;
}

/** Heights of an exercise's row: its main line (name, sets, comment) and the whole row. */
interface RowSize {
  mainH: number;
  total: number;
}

/**
 * For a session of a programme in its block, this week's target of the exercise
 * (contract-plans.ts `targetForWeek`): ["Semana 3 de 6: ", "4 x 8, RIR 2"]; null otherwise.
 */
export function weekLine(routine: Pick<UserRoutine, 'plan'>, e: Pick<Exercise, 'series' | 'repeticiones'>) {
  const plan = routine.plan;
  const week = plan?.semana_actual ? plan.progresion.find((w) => w.semana === plan.semana_actual) : undefined;
  if (!plan || !week) return null;
  const t = targetForWeek(
    { series: e.series, repeticiones_min: e.repeticiones, repeticiones_max: e.repeticiones },
    week,
  );
  return [
    `Semana ${t.semana} de ${plan.semanas}: `,
    `${t.series} x ${t.repeticiones_min}, RIR ${t.rir}${t.descarga ? ' (descarga)' : ''}`,
  ] as const;
}

/** The detail lines under an exercise: this week's target in a programme, start and movement. */
function detailsOf(routine: Pick<UserRoutine, 'plan'>, e: Exercise): (readonly [string, string])[] {
  const week = weekLine(routine, e);
  return [...(week ? [week] : []), ['Posición inicial: ', e.step_1], ['Movimiento: ', e.step_2]];
}

function measureRow({ type }: Sheet, table: Table, e: Exercise, routine: Pick<UserRoutine, 'plan'>): RowSize {
  const nameCol = table.cols[1]!.width - 2 * CELL_PAD;
  const commentCol = table.cols[4]!.width - 2 * CELL_PAD;
  const nameH = type.heightOf(e.nombre, NAME, { width: nameCol });
  const groupH = type.heightOf(`${e.grupos_musculares} · ${e.tipo}`, GROUP, { width: nameCol });
  const commentH = e.comentario ? type.heightOf(e.comentario, COMMENT, { width: commentCol }) : 0;
  const mainH = Math.max(nameH + 2 + groupH, commentH, 12);
  const details = detailsOf(routine, e).reduce(
    (sum, [label, text]) => sum + type.heightOf(`${label}${text}`, DETAIL, { width: table.detailWidth }) + 3,
    -3,
  );
  return { mainH, total: CELL_PAD + mainH + 6 + details + CELL_PAD };
}

/** The row's first line: number, name and group, sets, repetitions and comment. */
function drawMainLine({ doc, type }: Sheet, table: Table, e: Exercise, top: number): void {
  const cell = (key: string) => {
    const c = table.cols.find((k) => k.key === key)!;
    return { x: table.colX(key) + CELL_PAD, width: c.width - 2 * CELL_PAD, align: c.align };
  };
  const num = cell('num');
  type.text(String(e.orden), look('bold', 11, BRAND), num.x, top, { width: num.width, align: 'center' });
  const name = cell('name');
  type.text(e.nombre, NAME, name.x, top, { width: name.width });
  type.text(`${e.grupos_musculares} · ${e.tipo}`, GROUP, name.x, doc.y + 2, { width: name.width });
  for (const [key, value] of [
    ['sets', e.series],
    ['reps', e.repeticiones],
  ] as const) {
    const c = cell(key);
    type.text(String(value), look('bold', 11), c.x, top, { width: c.width, align: 'center' });
  }
  if (e.comentario) {
    const c = cell('comment');
    type.text(e.comentario, COMMENT, c.x, top, { width: c.width });
  }
}

/** One exercise's row at `y` (tinted when odd), with its starting position and movement; its bottom. */
function drawRow(
  sheet: Sheet,
  table: Table,
  e: Exercise,
  i: number,
  y: number,
  size: RowSize,
  routine: Pick<UserRoutine, 'plan'>,
): number {
  const { doc, type, left, width } = sheet;
  const { mainH, total } = size;
  if (i % 2 === 1) doc.rect(left, y, width, total).fill(ROW_TINT);
  const top = y + CELL_PAD;
  drawMainLine(sheet, table, e, top);
  let detailY = top + mainH + 6;
  for (const [label, text] of detailsOf(routine, e)) {
    type.text(label, { ...DETAIL, style: 'bold', color: BRAND }, table.detailX, detailY, {
      width: table.detailWidth,
      continued: true,
    });
    type.text(text, DETAIL);
    detailY = doc.y + 3;
  }
  const end = y + total;
  doc
    .moveTo(left, end)
    .lineTo(left + width, end)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  return end;
}

/** The exercise table from `y`, opening pages as needed (each with the table's header again). */
function drawExercises(sheet: Sheet, routine: UserRoutine, start: number): void {
  const { doc, type, left, width } = sheet;
  let y = start;
  if (routine.ejercicios.length === 0) {
    y = drawSectionTitle(sheet, routine, y);
    type.text('Esta rutina todavía no tiene ejercicios.', look('regular', 10, MUTED), left, y + 4, { width });
    return;
  }
  const table = tableOf(sheet);
  // Keep the title with the header and at least the first row.
  const firstH = measureRow(sheet, table, routine.ejercicios[0]!, routine).total;
  if (y + 30 + 22 + firstH > bottomOf(doc)) {
    doc.addPage();
    y = doc.page.margins.top;
  }
  y = drawTableHeader(sheet, table, drawSectionTitle(sheet, routine, y));
  routine.ejercicios.forEach((e, i) => {
    const size = measureRow(sheet, table, e, routine);
    if (y + size.total > bottomOf(doc)) {
      doc.addPage();
      y = drawTableHeader(sheet, table, doc.page.margins.top);
    }
    y = drawRow(sheet, table, e, i, y, size, routine);
  });
}

/** A rule, the routine's name with the print date, and "Página n de m" on every page. */
function drawFooters({ doc, type, left, width }: Sheet, routine: UserRoutine, printedAt: Date): void {
  const printed = printedDate(printedAt);
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
    const footer = look('regular', 8, MUTED);
    type.text(`Forja · ${shorten(routine.nombre, 60)} · generado el ${printed}`, footer, left, footerY, {
      width: width - 80,
      lineBreak: false,
    });
    type.text(`Página ${i - range.start + 1} de ${range.count}`, footer, left, footerY, {
      width,
      align: 'right',
      lineBreak: false,
    });
  }
}

/** The document's bytes once it ends. */
function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/**
 * Renders the routine as an A4 PDF and resolves with its bytes. pdfkit (with fontkit and its
 * font data, about 20 MB resident) is imported on the first PDF, not when the server starts.
 */
export async function renderRoutinePdf(routine: UserRoutine, options: PdfOptions = {}): Promise<Buffer> {
  const [{ default: PDFDocument }, fonts] = await Promise.all([import('pdfkit'), pdfFonts()]);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE_MARGIN, bottom: PAGE_MARGIN + FOOTER_SPACE, left: PAGE_MARGIN, right: PAGE_MARGIN },
    bufferPages: true,
    info: { Title: routine.nombre, Author: 'Forja', Subject: 'Rutina de entrenamiento' },
  });
  const done = collect(doc);
  const sheet: Sheet = {
    doc,
    type: new Typesetter(doc, fonts),
    left: PAGE_MARGIN,
    width: doc.page.width - 2 * PAGE_MARGIN,
  };
  drawHeader(sheet, routine);
  drawExercises(sheet, routine, drawFacts(sheet, routine));
  drawFooters(sheet, routine, options.generatedAt ?? new Date());
  doc.end();
  return done;
}
