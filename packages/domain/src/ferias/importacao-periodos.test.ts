import { describe, expect, it } from 'vitest';
import { gerarCsv, lerCsv } from './importacao-csv.ts';
import {
  type ColaboradorDaLinha,
  conferirLinhaPeriodo,
  conferirSobreposicoes,
  type LinhaImportacaoPeriodos,
  lerPlanilhaPeriodos,
  somenteDigitos,
} from './importacao-periodos.ts';

const HOJE = '2026-11-16';
const ADMITIDO: ColaboradorDaLinha = { encontrado: true, admissao: '2021-08-02' };
const base: LinhaImportacaoPeriodos = {
  numero: 2,
  matricula: '1001',
  cpf: '',
  inicio_aquisitivo: '02/08/2024',
  fim_aquisitivo: '01/08/2025',
  dias_direito: '30',
  dias_gozados: '20',
  dias_vendidos: '10',
  observacao: '',
};

describe('CSV', () => {
  it('lê ";" com aspas, aspas dobradas, quebra de linha e BOM, e gera de volta', () => {
    const texto = '\uFEFFa;b\r\n"x;1";"diz ""oi""\nfim"\r\n\r\n';
    expect(lerCsv(texto)).toEqual([
      ['a', 'b'],
      ['x;1', 'diz "oi"\nfim'],
    ]);
    expect(lerCsv(gerarCsv(lerCsv(texto)))).toEqual(lerCsv(texto));
  });
  it('usa "," quando o cabeçalho é separado por vírgulas', () => {
    expect(lerCsv('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});

describe('cabeçalho da planilha', () => {
  it('aceita acentos, maiúsculas e apelidos, em qualquer ordem', () => {
    const r = lerPlanilhaPeriodos([
      [
        'CPF',
        'Início do Período Aquisitivo',
        'Fim do período aquisitivo',
        'Direito',
        'Gozados',
        'Vendidos',
      ],
      ['529.982.247-25', '02/08/2024', '01/08/2025', '30', '0', '0'],
    ]);
    expect(r.ok && r.linhas[0]).toMatchObject({
      numero: 2,
      cpf: '529.982.247-25',
      dias_direito: '30',
    });
  });
  it('diz quais colunas faltam', () => {
    const r = lerPlanilhaPeriodos([
      ['nome', 'dias_direito'],
      ['x', '30'],
    ]);
    expect(r).toEqual({
      ok: false,
      mensagem:
        'Faltam colunas no cabeçalho: matricula, cpf, inicio_aquisitivo, fim_aquisitivo, dias_gozados, dias_vendidos. Use o modelo para download.',
    });
  });
});

const casos: {
  descricao: string;
  linha: Partial<LinhaImportacaoPeriodos>;
  colaborador?: ColaboradorDaLinha;
  erro: string | null;
}[] = [
  { descricao: 'linha em ordem', linha: {}, erro: null },
  {
    descricao: 'sem matrícula nem CPF',
    linha: { matricula: '' },
    erro: 'cpf: Informe a matrícula ou o CPF.',
  },
  {
    descricao: 'CPF com dígito errado',
    linha: { cpf: '529.982.247-26' },
    erro: 'cpf: CPF inválido: os dígitos verificadores não conferem.',
  },
  {
    descricao: 'colaborador desconhecido',
    linha: {},
    colaborador: {
      encontrado: false,
      campo: 'matricula',
      mensagem: 'Nenhum colaborador com a matrícula 1001.',
    },
    erro: 'matricula: Nenhum colaborador com a matrícula 1001.',
  },
  {
    descricao: 'data inexistente',
    linha: { inicio_aquisitivo: '31/02/2024' },
    erro: 'inicio_aquisitivo: Data de início inválida: use DD/MM/AAAA.',
  },
  {
    descricao: 'fim antes do início',
    linha: { fim_aquisitivo: '01/08/2024' },
    erro: 'fim_aquisitivo: O fim do período aquisitivo é anterior ao início.',
  },
  {
    descricao: 'início fora do aniversário da admissão',
    linha: { inicio_aquisitivo: '01/08/2024' },
    erro: 'inicio_aquisitivo: O período aquisitivo começa num aniversário da admissão (02/08/2021).',
  },
  {
    descricao: 'período que não tem 12 meses',
    linha: { fim_aquisitivo: '30/07/2025' },
    erro: 'fim_aquisitivo: O período aquisitivo tem 12 meses (CLT art. 130): começando em 02/08/2024, termina em 01/08/2025.',
  },
  {
    descricao: 'período que ainda não começou',
    linha: { inicio_aquisitivo: '02/08/2027', fim_aquisitivo: '01/08/2028' },
    erro: 'inicio_aquisitivo: O período aquisitivo ainda não começou.',
  },
  {
    descricao: 'mais de 30 dias de direito',
    linha: { dias_direito: '35' },
    erro: 'dias_direito: No máximo 30 dias de direito por período (CLT art. 130).',
  },
  {
    descricao: 'direito fora das faixas do art. 130',
    linha: { dias_direito: '20', dias_gozados: '0', dias_vendidos: '0' },
    erro: 'dias_direito: Pelo art. 130 da CLT o direito é de 30, 24, 18 ou 12 dias (ou nenhum, com mais de 32 faltas).',
  },
  {
    descricao: 'vendidos acima de 1/3 (art. 143)',
    linha: { dias_direito: '24', dias_gozados: '0', dias_vendidos: '9' },
    erro: 'dias_vendidos: No máximo 8 dias vendidos: 1/3 de 24 dias de direito (CLT art. 143).',
  },
  {
    descricao: 'gozados e vendidos acima do direito',
    linha: { dias_gozados: '25' },
    erro: 'dias_gozados: Gozados (25) e vendidos (10) passam dos 30 dias de direito.',
  },
];

describe('conferência de cada linha', () => {
  it.each(casos)('$descricao', ({ linha, colaborador, erro }) => {
    const r = conferirLinhaPeriodo({ ...base, ...linha }, colaborador ?? ADMITIDO, HOJE);
    expect(r.erros.map((e) => `${e.campo}: ${e.mensagem}`)[0] ?? null).toBe(erro);
    expect(r.periodo === null).toBe(erro !== null);
  });
  it('devolve o período conferido', () => {
    expect(conferirLinhaPeriodo(base, ADMITIDO, HOJE).periodo).toEqual({
      inicio: '2024-08-02',
      fim: '2025-08-01',
      diasDireito: 30,
      diasGozados: 20,
      diasVendidos: 10,
      observacao: null,
    });
  });
});

describe('CPF vindo de planilha', () => {
  it('devolve os zeros à esquerda que o Excel tira de um CPF numérico', () => {
    expect(somenteDigitos('1234567890')).toBe('01234567890');
    expect(somenteDigitos('012.345.678-90')).toBe('01234567890');
    expect(somenteDigitos('12')).toBe('12');
  });
});

describe('sobreposição entre linhas', () => {
  it('a segunda linha do mesmo colaborador com dias em comum recebe o erro', () => {
    const periodo = conferirLinhaPeriodo(base, ADMITIDO, HOJE).periodo!;
    const erros = conferirSobreposicoes([
      { numero: 2, colaborador: 7, periodo },
      { numero: 3, colaborador: 8, periodo },
      { numero: 4, colaborador: 7, periodo },
    ]);
    expect([...erros]).toEqual([
      [4, { campo: 'inicio_aquisitivo', mensagem: 'Período sobreposto ao da linha 2 do arquivo.' }],
    ]);
  });
});
