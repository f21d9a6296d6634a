import { describe, expect, it } from 'vitest';
import { attachmentName } from './download';

describe('attachmentName', () => {
  it('reads the quoted file name of a Content-Disposition header', () => {
    expect(attachmentName('attachment; filename="forja-historial-2025-11-03.csv"')).toBe(
      'forja-historial-2025-11-03.csv',
    );
  });
  it('is null without a header or a quoted name', () => {
    expect(attachmentName(null)).toBeNull();
    expect(attachmentName('attachment')).toBeNull();
  });
});
