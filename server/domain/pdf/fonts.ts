/**
 * Fonts for text of any script in the routine PDF. pdfkit's built-in Helvetica prints WinAnsi
 * only (an emoji, Arabic, Hebrew or CJK comment came out as garbage). A word Helvetica can print
 * stays in Helvetica (nothing embedded: a Spanish-only PDF costs what it always did); any other
 * word goes, character by character, to the first embedded font that has the glyph: DejaVu Sans
 * (Latin, Greek, Cyrillic, Arabic, Hebrew and many symbols; regular, bold and oblique), Noto Emoji
 * (monochrome: pdfkit cannot draw colour emoji), Noto Sans S Chinese (GB 2312 and kana), Noto
 * Sans Korean. A character none has prints as U+FFFD (�).
 *
 * Each file is read and parsed once per process (fontkit objects that every document shares), the
 * first time a text needs it: a Spanish-only server never loads them. Files are resolved in
 * node_modules at run time (the server bundle keeps packages external).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Font, FontCollection } from 'fontkit';

export type FontStyle = 'regular' | 'bold' | 'italic';

const require = createRequire(import.meta.url);

/** A font file of an `@embedpdf/fonts-*` package (its `exports` name only the entry point). */
const embedpdfFont = (pkg: string, file: string) => path.join(path.dirname(require.resolve(pkg)), '..', 'fonts', file);

/** The embedded fonts, by name. */
export const FONT_FILES = {
  'dejavu-regular': () => require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  'dejavu-bold': () => require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  'dejavu-italic': () => require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf'),
  emoji: () => require.resolve('@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf'),
  chinese: () => embedpdfFont('@embedpdf/fonts-sc', 'NotoSansHans-Regular.otf'),
  korean: () => embedpdfFont('@embedpdf/fonts-kr', 'NotoSansKR-Regular.otf'),
} satisfies Record<string, () => string>;
export type EmbeddedFontName = keyof typeof FONT_FILES;

/** pdfkit's built-in fonts, one per style. */
export const STANDARD_FONTS = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' } as const;
export type StandardFontName = (typeof STANDARD_FONTS)[FontStyle];

export type FontName = StandardFontName | EmbeddedFontName;

export const isEmbedded = (name: FontName): name is EmbeddedFontName => name in FONT_FILES;

/** Tried after DejaVu, in this order (the emoji font is the smallest). */
const FALLBACKS: readonly EmbeddedFontName[] = ['emoji', 'chinese', 'korean'];

export const REPLACEMENT = '\uFFFD';

/** One piece of a text drawn in one font. */
export interface TextRun {
  font: FontName;
  text: string;
}

/** Characters of WinAnsi outside Latin-1 (pdfkit maps them to their WinAnsi codes). */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
/** Whether the built-in fonts print every character of the text (WinAnsi). */
function inWinAnsi(text: string): boolean {
  for (const char of text) {
    const c = char.codePointAt(0)!;
    if (!((c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) || WIN_ANSI_EXTRA.has(char))) return false;
  }
  return true;
}

/**
 * Characters that belong to the one before them: combining marks, zero-width joiners, variation
 * selectors, emoji skin tones, keycaps and tags. They stay in that character's run, so a shaped
 * letter or an emoji sequence is laid out whole.
 */
const ATTACHED_RANGES: readonly (readonly [number, number])[] = [
  [0x200c, 0x200d], // zero-width non-joiner and joiner
  [0x20e3, 0x20e3], // combining enclosing keycap
  [0xfe00, 0xfe0f], // variation selectors
  [0x1f3fb, 0x1f3ff], // emoji skin tones
  [0xe0020, 0xe007f], // tags (subdivision flags)
  [0xe0100, 0xe01ef], // variation selectors supplement
];
function isAttached(char: string): boolean {
  const c = char.codePointAt(0)!;
  return /\p{M}/u.test(char) || ATTACHED_RANGES.some(([from, to]) => c >= from && c <= to);
}
/** After a character, these ask for its emoji form (❤️, 1️⃣). */
const EMOJI_FORM = new Set(['\uFE0F', '\u20E3']);
/** Hebrew and Arabic letters: fontkit lays a word of them out right to left. */
const RTL = /[\p{Script=Hebrew}\p{Script=Arabic}]/u;

/**
 * A text as pdfkit should get it: a tab becomes a space (pdfkit has no tab stops and the fonts
 * no tab glyph), other control characters but line breaks are dropped.
 */
const printable = (text: string) => text.replace(/\t/g, ' ').replace(/[^\P{Cc}\n\r]/gu, '');

type Fontkit = typeof import('fontkit');

/** Every embedded font of the PDF, each parsed on first use and then kept for the life of the process. */
export class PdfFonts {
  private readonly loaded = new Map<EmbeddedFontName, Font>();

  constructor(private readonly fontkit: Fontkit) {}

  /** The fontkit font (pdfkit takes it in place of a file: `doc.registerFont(name, font)`). */
  font(name: EmbeddedFontName): Font {
    let font = this.loaded.get(name);
    if (!font) {
      const parsed: Font | FontCollection = this.fontkit.create(fs.readFileSync(FONT_FILES[name]()));
      if (!('hasGlyphForCodePoint' in parsed)) throw new Error(`${name}: a font collection, not one font`);
      font = parsed;
      this.loaded.set(name, font);
    }
    return font;
  }

  private has(name: EmbeddedFontName, char: string): boolean {
    return this.font(name).hasGlyphForCodePoint(char.codePointAt(0)!);
  }

  /** The embedded font of `chars[i]` in a word Helvetica cannot print (null: no font has it). */
  private pick(chars: string[], i: number, style: FontStyle, current?: FontName): EmbeddedFontName | null {
    const char = chars[i]!;
    const attached = isAttached(char) || chars[i - 1] === '\u200D';
    if (attached && current && isEmbedded(current) && this.has(current, char)) return current;
    if (EMOJI_FORM.has(chars[i + 1] ?? '') && this.has('emoji', char)) return 'emoji';
    const order: EmbeddedFontName[] = [`dejavu-${style}`, 'dejavu-regular', ...FALLBACKS];
    return order.find((name) => this.has(name, char)) ?? null;
  }

  /**
   * Splits a text into runs by font: one Helvetica run for a WinAnsi text (always at least one
   * run, so an empty text still ends a `continued` line). Words Helvetica can print stay in it;
   * in any other word every character goes to the first embedded font that has it.
   */
  runs(text: string, style: FontStyle): TextRun[] {
    const runs: TextRun[] = [];
    const add = (font: FontName, piece: string) => {
      const last = runs.at(-1);
      if (last?.font === font) last.text += piece;
      else runs.push({ font, text: piece });
    };
    for (const word of printable(text).split(/(\s+)/)) {
      if (word === '') continue;
      const last = runs.at(-1);
      if (/^\s/.test(word)) {
        // A space stays with the word before it (a run of spaces alone could start a line), except
        // after an emoji (Noto Emoji's space is far wider) or a right-to-left word (fontkit would
        // reverse the space with the word).
        if (last && last.font !== 'emoji' && !RTL.test(last.text.at(-1) ?? '')) last.text += word;
        else add(STANDARD_FONTS[style], word);
      } else if (inWinAnsi(word)) add(STANDARD_FONTS[style], word);
      else {
        const chars = [...word];
        chars.forEach((char, i) => {
          const font = this.pick(chars, i, style, runs.at(-1)?.font);
          add(font ?? `dejavu-${style}`, font ? char : REPLACEMENT);
        });
      }
    }
    return runs.length > 0 ? runs : [{ font: STANDARD_FONTS[style], text: '' }];
  }
}

let fonts: Promise<PdfFonts> | undefined;

/** The process's fonts: fontkit is imported on the first PDF (like pdfkit), never per document. */
export function pdfFonts(): Promise<PdfFonts> {
  fonts ??= import('fontkit').then((fontkit) => new PdfFonts(fontkit));
  return fonts;
}
