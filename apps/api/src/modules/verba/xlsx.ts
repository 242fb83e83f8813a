import { strToU8, zipSync } from 'fflate';

/** Célula de planilha: texto ou número (o número fica somável no Excel/LibreOffice). */
export type Celula = string | number;

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';

/** Texto seguro em XML 1.0: escapa os 5 caracteres e tira os de controle que o XML não aceita. */
const escapar = (s: string) =>
  s
    // biome-ignore lint/suspicious/noControlCharactersInRegex: remove o que o XML 1.0 proíbe.
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

const coluna = (i: number): string =>
  i < 26 ? String.fromCharCode(65 + i) : coluna(Math.floor(i / 26) - 1) + coluna(i % 26);

const celula = (v: Celula, ref: string) =>
  typeof v === 'number'
    ? `<c r="${ref}"><v>${v}</v></c>`
    : `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapar(v)}</t></is></c>`;

/**
 * Planilha XLSX (Office Open XML, ECMA-376) de uma aba, com textos em linha e números: o mínimo
 * que Excel e LibreOffice abrem, sem dependência além do zip (fflate, já usado pela API).
 */
export const gerarXlsx = (aba: string, linhas: readonly (readonly Celula[])[]): Buffer => {
  const dados = linhas
    .map(
      (l, i) =>
        `<row r="${i + 1}">${l.map((v, j) => celula(v, `${coluna(j)}${i + 1}`)).join('')}</row>`,
    )
    .join('');
  const arquivos = {
    '[Content_Types].xml': `${XML}<Types xmlns="${PKG}/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    '_rels/.rels': `${XML}<Relationships xmlns="${PKG}/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `${XML}<workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="${escapar(aba)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `${XML}<Relationships xmlns="${PKG}/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    'xl/worksheets/sheet1.xml': `${XML}<worksheet xmlns="${NS}"><sheetData>${dados}</sheetData></worksheet>`,
  };
  return Buffer.from(
    zipSync(Object.fromEntries(Object.entries(arquivos).map(([k, v]) => [k, strToU8(v)]))),
  );
};
