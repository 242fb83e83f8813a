import type { ConciliacaoVerbas, ExportacaoVerbas, Leiaute, Verba } from '@jornada/contracts';
import { vi } from 'vitest';
import type { RespostaFake } from '../../../test/fake-api.ts';
import type { LeiautesDaEmpresa, TipoQuantidadeInfo } from './folha.api.ts';

/** Respostas falsas nas formas do contrato `verba` (testes de componente). */
export const ok = (data: unknown): RespostaFake => ({
  body: { success: true, data, error: null, message: null },
});

export const erro = (status: number, mensagem: string, campo?: string): RespostaFake => ({
  status,
  body: {
    success: false,
    data: null,
    error: mensagem,
    message: mensagem,
    codigo: 'ERRO',
    ...(campo ? { campo } : {}),
  },
});

export const B = '/api/verbas';
export const LIMITE = { timeout: 30_000 };

export const TIPOS: TipoQuantidadeInfo[] = [
  {
    tipo: 'extras',
    descricao: 'Horas extras (por faixa)',
    medida: 'minutos',
    unidade: 'horas',
    fundamento: 'CLT art. 59',
  },
  {
    tipo: 'debitos',
    descricao: 'Atrasos e saídas antecipadas',
    medida: 'minutos',
    unidade: 'horas',
    fundamento: 'CLT art. 58 §1º',
  },
  {
    tipo: 'faltas',
    descricao: 'Faltas injustificadas (horas)',
    medida: 'minutos',
    unidade: 'horas',
    fundamento: 'CLT art. 473',
  },
  {
    tipo: 'diasFalta',
    descricao: 'Faltas injustificadas (dias)',
    medida: 'dias',
    unidade: 'dias',
    fundamento: 'CLT art. 473',
  },
  {
    tipo: 'bancoHorasCredito',
    descricao: 'Banco de horas: créditos do mês',
    medida: 'minutos',
    unidade: 'horas',
    fundamento: 'CLT art. 59 §2º',
  },
];

export const verbaFixture = (parcial: Partial<Verba> = {}): Verba => ({
  id: 1,
  codigo: '150',
  descricao: 'HE 50 %',
  unidade: 'horas',
  quantidades: [{ tipo: 'extras', percentual: 50 }],
  vigenciaInicio: '2026-01-01',
  vigenciaFim: null,
  ativo: true,
  versao: 1,
  ...parcial,
});

export const VERBAS: Verba[] = [
  verbaFixture(),
  verbaFixture({
    id: 4,
    codigo: '8069',
    descricao: 'Horas faltas parcial',
    quantidades: [{ tipo: 'debitos' }, { tipo: 'faltas' }],
  }),
  verbaFixture({
    id: 5,
    codigo: '8070',
    descricao: 'Dias de falta',
    unidade: 'dias',
    quantidades: [{ tipo: 'diasFalta' }],
  }),
];

export const leiauteFixture = (parcial: Partial<Leiaute> = {}): Leiaute => ({
  id: 7,
  nome: 'Folha própria',
  extensao: 'csv',
  definicao: {
    tipo: 'delimitado',
    separador: ';',
    campos: [{ fonte: 'matricula' }, { fonte: 'codigoVerba' }, { fonte: 'quantidade' }],
    fimDeLinha: 'CRLF',
    codificacao: 'iso-8859-1',
  },
  ativo: true,
  versao: 1,
  ...parcial,
});

export const LEIAUTES: LeiautesDaEmpresa = {
  prontos: [
    {
      chave: 'dominio',
      nome: 'Domínio (TXT, registro 10)',
      confianca: 'V2',
      fonte: 'payroll-layouts.md §2.1',
      extensao: 'txt',
      definicao: {
        tipo: 'fixo',
        campos: [
          { fonte: 'fixo', valor: '10', tamanho: 2 },
          { fonte: 'matricula', tamanho: 10 },
        ],
        fimDeLinha: 'CRLF',
        codificacao: 'iso-8859-1',
      },
    },
  ],
  personalizados: [leiauteFixture()],
};

export const exportacaoFixture = (): ExportacaoVerbas => ({
  nomeArquivo: 'verbas-dominio-2026-10.txt',
  codificacao: 'iso-8859-1',
  conteudo: '1000000001232026100150110000008350000000042\r\n',
  sha256: 'ab'.repeat(32),
  resumo: {
    ano: 2026,
    mes: 10,
    leiaute: 'dominio',
    colaboradores: 12,
    linhas: 30,
    porVerba: [
      { codigo: '150', unidade: 'horas', quantidade: 515, colaboradores: 8 },
      { codigo: '8070', unidade: 'dias', quantidade: 3, colaboradores: 2 },
    ],
  },
});

export const conciliacaoFixture = (confere = true): ConciliacaoVerbas => ({
  ano: 2026,
  mes: 10,
  confere,
  colaboradores: [
    {
      usuarioId: 40,
      nome: 'Paula Andrade',
      matricula: '1003',
      verbas: [
        {
          codigo: '150',
          unidade: 'horas',
          exportado: 515,
          espelho: confere ? 514.857 : 480,
          diferenca: confere ? 0.143 : 35,
          confere,
          quantidades: [{ tipo: 'extras', percentual: 50, valor: 514.857 }],
        },
      ],
      semVerba: [{ tipo: 'bancoHorasCredito', valor: 120 }],
    },
  ],
});

/** Captura os downloads (nome do arquivo) sem navegador. */
export const capturarDownloads = () => {
  const nomes: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    nomes.push(this.download);
  });
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }),
  );
  return nomes;
};
