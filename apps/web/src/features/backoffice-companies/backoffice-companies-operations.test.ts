import { describe, expect, it } from 'vitest';
import { safeBackofficePath } from './backoffice-companies-operations';

describe('safeBackofficePath', () => {
  it('keeps back-office paths and drops anything else', () => {
    expect(safeBackofficePath('/backoffice/companies/12')).toBe('/backoffice/companies/12');
    expect(safeBackofficePath('/backoffice')).toBe('/backoffice');
    expect(safeBackofficePath('/backoffice?tab=1')).toBe('/backoffice?tab=1');
    expect(safeBackofficePath('/backofficeevil')).toBeNull();
    expect(safeBackofficePath('https://evil.example/backoffice')).toBeNull();
    expect(safeBackofficePath('//evil.example')).toBeNull();
    expect(safeBackofficePath('/backoffice/\\evil')).toBeNull();
    expect(safeBackofficePath(null)).toBeNull();
  });
});
