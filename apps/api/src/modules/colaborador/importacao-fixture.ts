import ExcelJS from 'exceljs';

/** CPF válido a partir de 9 dígitos (os dois verificadores calculados). */
export const cpfCom = (base: string): string => {
  const d = base.split('').map(Number);
  const dv = (n: number) => {
    const r = (d.slice(0, n).reduce((s, x, i) => s + x * (n + 1 - i), 0) * 10) % 11;
    return r === 10 ? 0 : r;
  };
  d.push(dv(9));
  d.push(dv(10));
  return d.join('');
};

/** PIS válido a partir de 10 dígitos. */
export const pisCom = (base: string): string => {
  const pesos = [3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const r = 11 - (pesos.reduce((s, p, i) => s + p * Number(base[i]), 0) % 11);
  return `${base}${r >= 10 ? 0 : r}`;
};

export type LinhaFixture = {
  nome: string;
  email: string;
  cpf: string;
  pis: string;
  matricula: string;
  admissao: string | Date;
  filial: string;
  departamento: string;
  cargo: string;
  gestor: string;
};

export const CABECALHO_FIXTURE = [
  'Nome completo',
  'E-mail',
  'CPF',
  'PIS/PASEP',
  'Matrícula',
  'Data de admissão',
  'Filial',
  'Setor',
  'Função',
  'E-mail do gestor',
];

/**
 * Planilha realista de uma empresa que chega: `total` pessoas com CPF e PIS válidos (pontuados),
 * datas DD/MM/AAAA (e algumas como data do Excel), filial/departamento/cargo pelo nome e o gestor
 * pelo e-mail (o cadastrado e, na linha 6, alguém da própria planilha).
 */
export const linhasFixture = (
  total: number,
  ref: {
    filial: string;
    departamento: string;
    cargo: string;
    gestor: string;
    prefixo: string;
    base: number;
  },
): LinhaFixture[] =>
  Array.from({ length: total }, (_, i) => {
    const n = ref.base + i;
    const cpf = cpfCom(String(n).padStart(9, '0'));
    return {
      nome: `Pessoa Importada ${ref.prefixo} ${String(i + 1).padStart(3, '0')}`,
      email: `${ref.prefixo}.${i + 1}@importacao.jornada.dev`,
      cpf: `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`,
      pis: pisCom(String(1200000000 + n).slice(0, 10)),
      matricula: `${ref.prefixo.toUpperCase()}-${i + 1}`,
      admissao: i % 10 === 0 ? new Date(Date.UTC(2026, 10, 3)) : '03/11/2026',
      filial: ref.filial.toUpperCase(),
      departamento: ref.departamento,
      cargo: ref.cargo,
      gestor: i === 5 ? `${ref.prefixo}.1@importacao.jornada.dev` : ref.gestor,
    };
  });

/** O XLSX (primeira aba) com o cabeçalho e as linhas, como o Excel gravaria. */
export const xlsxFixture = async (linhas: LinhaFixture[]): Promise<Buffer> => {
  const wb = new ExcelJS.Workbook();
  const aba = wb.addWorksheet('Funcionários');
  aba.addRow(CABECALHO_FIXTURE);
  for (const l of linhas)
    aba.addRow([
      l.nome,
      l.email,
      l.cpf,
      l.pis,
      l.matricula,
      l.admissao,
      l.filial,
      l.departamento,
      l.cargo,
      l.gestor,
    ]);
  return Buffer.from(await wb.xlsx.writeBuffer());
};

/** Corpo multipart com um arquivo no campo `arquivo` (e outros, se vierem). */
export const multipart = (
  arquivos: { campo?: string; nome: string; tipo: string; conteudo: Buffer }[],
) => {
  const limite = '----jornada-importacao';
  const partes = arquivos.flatMap((a) => [
    Buffer.from(
      `--${limite}\r\nContent-Disposition: form-data; name="${a.campo ?? 'arquivo'}"; filename="${a.nome}"\r\nContent-Type: ${a.tipo}\r\n\r\n`,
    ),
    a.conteudo,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...partes, Buffer.from(`--${limite}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${limite}` },
  };
};
