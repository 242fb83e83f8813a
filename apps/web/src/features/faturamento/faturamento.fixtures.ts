import type { EmpresasFaturamento, ExtratoFaturamento, PlanoFaturamento } from '@jornada/contracts';
import type { RespostaFake } from '../../../test/fake-api.ts';
import type { ColaboradoresFaturados } from './faturamento.api.ts';

/** Respostas falsas nas formas do contrato `faturamento` (testes de componente). */
export const ok = (data: unknown): RespostaFake => ({
  body: { success: true, data, error: null, message: null },
});

export const erro = (status: number, mensagem: string, campo?: string): RespostaFake => ({
  status,
  body: {
    success: false,
    Success: false,
    data: null,
    Data: null,
    error: mensagem,
    Error: mensagem,
    message: mensagem,
    Mensagem: mensagem,
    codigo: 'ERRO',
    ...(campo ? { campo } : {}),
  },
});

export const F = '/api/faturamento';
export const LIMITE = { timeout: 30_000 };

export const EMPRESAS: EmpresasFaturamento = {
  competencia: '2026-10',
  itens: [
    {
      empresaId: 2,
      empresaNome: 'Demo Comércio Ltda',
      cnpj: '11222333000181',
      situacao: 'aberto',
      planoNome: 'Profissional',
      ativos: 43,
      faixaAplicada: 1,
      valorCentavos: 51_170,
    },
    {
      empresaId: 1032,
      empresaNome: 'Demo Indústria S.A.',
      cnpj: '22333444000155',
      situacao: 'fechado',
      planoNome: 'Essencial',
      ativos: 2,
      faixaAplicada: 1,
      valorCentavos: 14_900,
    },
  ],
  total: 2,
  pageNumber: 1,
  pageSize: 25,
  totais: { empresas: 2, ativos: 45, valorCentavos: 66_070, fechadas: 1 },
};

export const EXTRATO: ExtratoFaturamento = {
  empresaId: 2,
  empresaNome: 'Demo Comércio Ltda',
  cnpj: '11222333000181',
  competencia: '2026-10',
  situacao: 'aberto',
  planoId: 2,
  planoNome: 'Profissional',
  planoVersao: 1,
  ativos: 43,
  faixas: [
    { de: 1, ate: 100, quantidade: 43, precoCentavos: 1_190, subtotalCentavos: 51_170 },
    { de: 101, ate: null, quantidade: 0, precoCentavos: 990, subtotalCentavos: 0 },
  ],
  faixaAplicada: 1,
  subtotalFaixasCentavos: 51_170,
  mensalidadeMinimaCentavos: 29_900,
  minimoAplicado: false,
  valorCentavos: 51_170,
  fechadoEm: null,
  fechadoPorNome: null,
};

export const colaboradores = (pagina: number, total = 43): ColaboradoresFaturados => {
  const inicio = (pagina - 1) * 25;
  const n = Math.max(0, Math.min(25, total - inicio));
  return {
    itens: Array.from({ length: n }, (_, i) => ({
      usuarioId: inicio + i + 1,
      nome: `Pessoa ${String(inicio + i + 1).padStart(2, '0')}`,
      matricula: String(1000 + inicio + i),
      admissao: '2024-03-01',
      demissao: null,
    })),
    total,
    pageNumber: pagina,
    pageSize: 25,
  };
};

export const PLANOS: PlanoFaturamento[] = [
  {
    id: 1,
    nome: 'Essencial',
    ativo: true,
    versoes: [
      {
        versao: 1,
        vigenciaInicio: '2026-01',
        mensalidadeMinimaCentavos: 14_900,
        faixas: [
          { ate: 50, precoCentavos: 890 },
          { ate: null, precoCentavos: 750 },
        ],
        criadoEm: '2026-01-01T12:00:00.000Z',
        criadoPorNome: null,
      },
    ],
  },
];
