/**
 * `doc.text` and `doc.heightOfString` for any script: a text is split into runs by font
 * (fonts.ts) and drawn run after run as one `continued` text, so lines wrap across runs as
 * pdfkit wraps rich text. The embedded fonts are the process's (parsed once); each document only
 * registers the ones it uses.
 */
import {
  isEmbedded,
  STANDARD_FONTS,
  type EmbeddedFontName,
  type FontName,
  type FontStyle,
  type PdfFonts,
} from './fonts';

/** Ascender of pdfkit's Helvetica, regular, bold and oblique alike (their AFM files), per 1000 em. */
const HELVETICA_ASCENDER = 718;

/** How a text looks: its font style, size in points and colour. */
export interface Look {
  style: FontStyle;
  size: number;
  color: string;
}

type TextOptions = PDFKit.Mixins.TextOptions;

export class Typesetter {
  private readonly registered = new Set<EmbeddedFontName>();

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly fonts: PdfFonts,
  ) {}

  private use(font: FontName): void {
    if (isEmbedded(font) && !this.registered.has(font)) {
      // pdfkit takes a parsed fontkit font where it takes a file (its types list files only).
      this.doc.registerFont(font, this.fonts.font(font) as unknown as Buffer);
      this.registered.add(font);
    }
    this.doc.font(font);
  }

  /**
   * The runs of a text with their options, every run but the last `continued`; `lineHeight` is
   * null for a text in one built-in font (drawn as plain pdfkit text). Runs of several fonts
   * share Helvetica's baseline and line height, so a line of mixed fonts stays level and a
   * table's cells line up (each font would otherwise hang from its own ascender).
   */
  private layout(text: string, look: Omit<Look, 'color'>, options: TextOptions) {
    this.doc.fontSize(look.size);
    const runs = this.fonts.runs(text, look.style);
    if (runs.length === 1 && !isEmbedded(runs[0]!.font)) {
      return { lineHeight: null, runs: [{ ...runs[0]!, options }] };
    }
    this.use(STANDARD_FONTS[look.style]);
    const lineHeight = this.doc.currentLineHeight(true) + (options.lineGap ?? 0);
    const baseline = -(HELVETICA_ASCENDER / 1000) * look.size;
    return {
      lineHeight,
      runs: runs.map((run, i) => {
        this.use(run.font);
        const lineGap = lineHeight - this.doc.currentLineHeight(true);
        const continued = i < runs.length - 1 ? { continued: true } : {};
        return { ...run, options: { ...options, baseline, lineGap, ...continued } };
      }),
    };
  }

  /** Like `doc.text(text, x, y, options)` in the given look (x and y omitted: where the last text ended). */
  text(text: string, look: Look, x?: number, y?: number, options: TextOptions = {}): void {
    this.doc.fillColor(look.color);
    this.layout(text, look, options).runs.forEach((run, i) => {
      this.use(run.font);
      if (i === 0 && x !== undefined) this.doc.text(run.text, x, y, run.options);
      else this.doc.text(run.text, run.options);
    });
  }

  /**
   * Like `doc.heightOfString(text, options)` in the given look. For several fonts, the lines are
   * counted run by run: pdfkit's measure adds, for every line, the line height of the font current
   * when the line ends plus the line gap of the text's first run.
   */
  heightOf(text: string, look: Omit<Look, 'color'>, options: TextOptions): number {
    const { lineHeight, runs } = this.layout(text, look, options);
    if (lineHeight === null) {
      this.use(runs[0]!.font);
      return this.doc.heightOfString(runs[0]!.text, options);
    }
    const firstGap = runs[0]!.options.lineGap ?? 0;
    const lines = runs.reduce((count, run) => {
      this.use(run.font);
      const height = this.doc.heightOfString(run.text, run.options);
      return count + Math.round(height / (this.doc.currentLineHeight(true) + firstGap));
    }, 0);
    return lines * lineHeight;
  }
}
