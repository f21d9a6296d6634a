import { describe, expect, it } from 'vitest';
import { pdfFonts, REPLACEMENT, type TextRun } from './fonts';

const runs = async (text: string, style: 'regular' | 'bold' | 'italic' = 'regular'): Promise<TextRun[]> =>
  (await pdfFonts()).runs(text, style);

describe('PDF fonts: one run per font, by coverage', () => {
  it('keeps WinAnsi text (Spanish) in one built-in Helvetica run', async () => {
    expect(await runs('¡Ánimo, campeón! ¿Pausa de 1 s? “Sí” – 5 € … ñandú')).toEqual([
      { font: 'Helvetica', text: '¡Ánimo, campeón! ¿Pausa de 1 s? “Sí” – 5 € … ñandú' },
    ]);
    expect(await runs('Remo', 'bold')).toEqual([{ font: 'Helvetica-Bold', text: 'Remo' }]);
    expect(await runs('', 'italic')).toEqual([{ font: 'Helvetica-Oblique', text: '' }]);
  });

  it('sends each script to a font that has it: DejaVu, Noto Emoji, Noto Sans SC, Noto Sans KR', async () => {
    expect(await runs('Vamos 💪 مرحبا שלום 你好 こんにちは 안녕')).toEqual([
      { font: 'Helvetica', text: 'Vamos ' },
      { font: 'emoji', text: '💪' },
      { font: 'Helvetica', text: ' ' },
      { font: 'dejavu-regular', text: 'مرحبا' },
      { font: 'Helvetica', text: ' ' },
      { font: 'dejavu-regular', text: 'שלום' },
      { font: 'Helvetica', text: ' ' },
      { font: 'chinese', text: '你好 こんにちは ' },
      { font: 'korean', text: '안녕' },
    ]);
    expect(await runs('Ωμέγα Привет', 'bold')).toEqual([{ font: 'dejavu-bold', text: 'Ωμέγα Привет' }]);
  });

  it('keeps emoji sequences whole: ZWJ, skin tone, flags, keycaps, emoji forms', async () => {
    for (const sequence of ['🏋️‍♀️', '👍🏽', '🇪🇸', '1️⃣', '❤️']) {
      expect(await runs(sequence), sequence).toEqual([{ font: 'emoji', text: sequence }]);
    }
  });

  it('prints U+FFFD for a character no font has, a space for a tab, nothing for other controls', async () => {
    expect(await runs('ሰላም')).toEqual([{ font: 'dejavu-regular', text: REPLACEMENT.repeat(3) }]);
    expect(await runs('\uE000')).toEqual([{ font: 'dejavu-regular', text: REPLACEMENT }]);
    expect(await runs('uno\tdos\u0007\nfin')).toEqual([{ font: 'Helvetica', text: 'uno dos\nfin' }]);
  });

  it('parses each font once per process, not once per document', async () => {
    const fonts = await pdfFonts();
    expect(await pdfFonts()).toBe(fonts);
    expect(fonts.font('emoji')).toBe(fonts.font('emoji'));
    expect(fonts.font('dejavu-regular').familyName).toBe('DejaVu Sans');
  });
});
