import type { NumerosConvocacoes } from '@jornada/contracts';
import type { AuthContext } from '../../../shared/auth-context.ts';
import { AppError } from '../../../shared/errors.ts';
import type { FiltroRelatorio } from './relatorio-convocacoes.ts';

/** Decimal brasileiro com duas casas: 1234.5 → "1234,50". */
const decimal = (n: number) => n.toFixed(2).replace('.', ',');

/** Campo CSV com ';': aspas quando há separador, aspas ou quebra de linha. */
const campo = (v: string | number) => {
  const s = String(v);
  return /[;"\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

const numeros = (n: NumerosConvocacoes) => [
  n.convocacoes,
  n.convocados,
  n.pessoas,
  n.aceitas,
  n.recusadas,
  n.recusasPresumidas,
  n.semResposta,
  n.interrompidos,
  n.descumprimentos,
  decimal(n.minutosTrabalhados / 60),
  decimal(n.remuneracaoTotal / 100),
];

/**
 * POST /Relatorios/convocacoes-csv: as mesmas linhas do relatório (todas, sem página) e o total,
 * em UTF-8 com BOM, ';' e vírgula decimal (abre direto no Excel em pt-BR).
 */
export const relatorioConvocacoesCsv =
  (
    apurar: (
      auth: AuthContext,
      f: FiltroRelatorio,
    ) => Promise<{
      linhas: (NumerosConvocacoes & { nome: string })[];
      totais: NumerosConvocacoes;
    }>,
  ) =>
  async (auth: AuthContext, f: FiltroRelatorio) => {
    const { linhas, totais } = await apurar(auth, f);
    if (linhas.length === 0)
      throw new AppError('SEM_DADOS', 'Não contém dados para esse relatório', 404);
    const cabecalho = [
      f.agrupar === 'contratante' ? 'Contratante' : 'Grupo',
      'Convocações',
      'Convocados',
      'Pessoas',
      'Aceitas',
      'Recusadas',
      'Recusas presumidas',
      'Sem resposta',
      'Interrompidos',
      'Descumprimentos',
      'Horas trabalhadas',
      'Remuneração total (R$)',
    ];
    const corpo = [
      cabecalho,
      ...linhas.map((l) => [l.nome, ...numeros(l)]),
      ['Total', ...numeros(totais)],
    ].map((l) => l.map(campo).join(';'));
    return {
      nome: `relatorio_convocacoes_${f.periodo.inicio}_${f.periodo.fim}.csv`,
      csv: `\uFEFF${corpo.join('\r\n')}\r\n`,
    };
  };
