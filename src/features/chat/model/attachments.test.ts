import { ACCEPT, fileProblem, firstFile } from './attachments';

const TEN_MB = 10 * 1024 * 1024; // 10,485,760 bytes

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('fileProblem', () => {
  it('takes images, PDF, Word and Excel by their type', () => {
    for (const [name, type] of [
      ['photo.png', 'image/png'],
      ['photo.jpg', 'image/jpeg'],
      ['anim.gif', 'image/gif'],
      ['photo.webp', 'image/webp'],
      ['statement.pdf', 'application/pdf'],
      ['letter.doc', 'application/msword'],
      ['letter.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['sheet.xls', 'application/vnd.ms-excel'],
      ['sheet.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ] as const) {
      expect(fileProblem(file(name, type)), name).toBeNull();
    }
  });

  it('knows a file the browser gives no type for by its extension, in any case', () => {
    for (const name of [
      'photo.png',
      'photo.JPG',
      'photo.jpeg',
      'anim.gif',
      'photo.webp',
      'Statement.PDF',
      'letter.doc',
      'letter.docx',
      'sheet.xls',
      'Q1.report.XLSX',
    ]) {
      expect(fileProblem(file(name, '')), name).toBeNull();
    }
  });

  it('refuses other files, by type or by extension', () => {
    expect(fileProblem(file('setup.exe', 'application/x-msdownload'))).toBe('type');
    expect(fileProblem(file('setup.exe', ''))).toBe('type');
    expect(fileProblem(file('setup.pdf.exe', ''))).toBe('type');
    expect(fileProblem(file('notes.txt', 'text/plain'))).toBe('type');
    expect(fileProblem(file('logo.svg', 'image/svg+xml'))).toBe('type');
    expect(fileProblem(file('page.html', 'text/html'))).toBe('type');
    expect(fileProblem(file('archive.zip', ''))).toBe('type');
    expect(fileProblem(file('README', ''))).toBe('type');
  });

  it('believes the type the browser gives over the extension', () => {
    expect(fileProblem(file('invoice.pdf', 'application/x-msdownload'))).toBe('type');
  });

  it('takes 10 MB exactly and refuses one byte more', () => {
    expect(fileProblem(file('scan.pdf', 'application/pdf', TEN_MB))).toBeNull();
    expect(fileProblem(file('scan.pdf', 'application/pdf', TEN_MB + 1))).toBe('size');
    expect(fileProblem(file('scan.pdf', '', TEN_MB + 1))).toBe('size');
    expect(fileProblem(file('photo.png', 'image/png', 1))).toBeNull();
  });

  it('refuses an empty file', () => {
    expect(fileProblem(file('scan.pdf', 'application/pdf', 0))).toBe('empty');
  });

  it('names the type first when a file is wrong in more ways than one', () => {
    expect(fileProblem(file('setup.exe', '', TEN_MB + 1))).toBe('type');
    expect(fileProblem(file('setup.exe', '', 0))).toBe('type');
  });

  it('reads a real File', () => {
    expect(fileProblem(new File([new Uint8Array(2048)], 'letter.docx'))).toBeNull();
    expect(fileProblem(new File([new Uint8Array(2048)], 'setup.exe'))).toBe('type');
    expect(fileProblem(new File([], 'photo.png', { type: 'image/png' }))).toBe('empty');
  });
});

describe('ACCEPT', () => {
  const accepted = ACCEPT.split(',');

  it('lists the types and the extensions some systems only know files by', () => {
    for (const entry of [
      'image/png',
      'image/jpeg',
      'image/gif',
      'image/webp',
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.ms-excel',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      '.pdf',
      '.doc',
      '.docx',
      '.xls',
      '.xlsx',
    ]) {
      expect(accepted).toContain(entry);
    }
  });

  it('lists nothing else', () => {
    expect(accepted).toHaveLength(14);
    expect(accepted.every((entry) => entry.trim() === entry && entry !== '')).toBe(true);
  });
});

describe('firstFile', () => {
  it('is the first file of a pick or a drop', () => {
    const a = new File(['a'], 'a.png', { type: 'image/png' });
    const b = new File(['b'], 'b.pdf', { type: 'application/pdf' });
    expect(firstFile([a, b])).toBe(a);
    expect(firstFile([b])).toBe(b);
  });

  it('is undefined when nothing was picked', () => {
    expect(firstFile([])).toBeUndefined();
    expect(firstFile(null)).toBeUndefined();
    expect(firstFile(undefined)).toBeUndefined();
  });
});
