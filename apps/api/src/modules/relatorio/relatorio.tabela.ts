import type { TotaisEspelho } from '@jornada/contracts';
import { type MarcacaoTratada, toHhmm } from '@jornada/domain';
import { codigoComprovante } from '../marcacao/index.ts';
import type { PessoaRelatorio } from './relatorio.repository.ts';

/**
 * Uma coluna do relatório: `horas` são minutos (no XLSX, fração de dia com formato [h]:mm, que
 * soma na planilha; no PDF, HH:MM); `texto` e `numero` vão como estão.
 */
export type Coluna = { titulo: string; tipo: 'texto' | 'numero' | 'horas'; largura: number };
export type Celula = string | number | null;
/** Um relatório pronto para virar PDF ou XLSX: colunas e linhas, na ordem das pessoas. */
export type Tabela = { titulo: string; subtitulo: string; colunas: Coluna[]; linhas: Celula[][] };

const dataBr = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

const COLETOR: Record<string, string> = {
  navegador: 'navegador',
  aplicativo: 'aplicativo (celular)',
  desktop: 'desktop',
  quiosque: 'quiosque',
  dispositivo: 'dispositivo',
};

export type DetalheOriginal = { origem: string; offline: boolean; hash: string };

/** Origem legível: REP-P (e o coletor, off-line), REP-C importado, inclusão por tratamento. */
export const origemDa = (m: MarcacaoTratada, d: DetalheOriginal | undefined): string => {
  if (m.origem === 'importada') return 'REP-C (AFD importado)';
  if (m.origem === 'incluida') return 'Inclusão (tratamento)';
  const coletor = d ? (COLETOR[d.origem] ?? d.origem) : null;
  return `REP-P${coletor ? ` – ${coletor}` : ''}${d?.offline ? ' (off-line)' : ''}`;
};

/** Situação da marcação: a original nunca muda; a desconsiderada continua listada. */
const situacaoDa = (m: MarcacaoTratada) =>
  m.desconsiderada
    ? 'Desconsiderada por tratamento'
    : m.origem === 'incluida'
      ? 'Incluída por tratamento'
      : 'Original';

export const COLUNAS_MARCACOES: Coluna[] = [
  { titulo: 'Colaborador', tipo: 'texto', largura: 28 },
  { titulo: 'Matrícula', tipo: 'texto', largura: 11 },
  { titulo: 'Filial', tipo: 'texto', largura: 18 },
  { titulo: 'Departamento', tipo: 'texto', largura: 18 },
  { titulo: 'Dia de apuração', tipo: 'texto', largura: 13 },
  { titulo: 'Data da marcação', tipo: 'texto', largura: 13 },
  { titulo: 'Hora', tipo: 'texto', largura: 7 },
  { titulo: 'Origem', tipo: 'texto', largura: 26 },
  { titulo: 'NSR', tipo: 'numero', largura: 10 },
  { titulo: 'Código do comprovante', tipo: 'texto', largura: 24 },
  { titulo: 'Situação', tipo: 'texto', largura: 26 },
  { titulo: 'Motivo', tipo: 'texto', largura: 34 },
];

/**
 * Linhas do relatório de marcações de uma pessoa: todas as marcações dos dias do período (as
 * originais, as importadas, as incluídas e as desconsideradas), sem as inclusões ainda não
 * aprovadas, que não são marcação.
 */
export const linhasDeMarcacoes = (
  p: PessoaRelatorio,
  marcacoes: readonly MarcacaoTratada[],
  detalhes: ReadonlyMap<number, DetalheOriginal>,
): Celula[][] =>
  marcacoes
    .filter((m) => !m.pendente)
    .map((m) => {
      const d = m.origem === 'original' ? detalhes.get(m.id) : undefined;
      return [
        p.nome,
        p.matricula,
        p.filial,
        p.departamento,
        dataBr(m.data),
        dataBr(m.dataMarcacao),
        toHhmm(m.minuto),
        origemDa(m, d),
        m.nsr,
        d ? codigoComprovante(d.hash) : null,
        situacaoDa(m),
        m.motivo,
      ];
    });

/** Colunas dos totais: as faixas de extras são as que aparecem em alguém do relatório. */
export const colunasDeTotais = (faixas: readonly number[]): Coluna[] => [
  { titulo: 'Colaborador', tipo: 'texto', largura: 28 },
  { titulo: 'Matrícula', tipo: 'texto', largura: 11 },
  { titulo: 'Departamento', tipo: 'texto', largura: 18 },
  { titulo: 'Apurado até', tipo: 'texto', largura: 12 },
  { titulo: 'Dias apurados', tipo: 'numero', largura: 9 },
  { titulo: 'Previsto', tipo: 'horas', largura: 10 },
  { titulo: 'Trabalhado', tipo: 'horas', largura: 10 },
  ...faixas.map((f): Coluna => ({ titulo: `Extras ${f}%`, tipo: 'horas', largura: 10 })),
  { titulo: 'Extras noturnas', tipo: 'horas', largura: 10 },
  { titulo: 'Adicional noturno', tipo: 'horas', largura: 10 },
  { titulo: 'Atrasos e saídas', tipo: 'horas', largura: 10 },
  { titulo: 'Faltas (horas)', tipo: 'horas', largura: 10 },
  { titulo: 'Dias de falta', tipo: 'numero', largura: 8 },
  { titulo: 'DSR perdidos', tipo: 'numero', largura: 8 },
  { titulo: 'Banco: crédito', tipo: 'horas', largura: 10 },
  { titulo: 'Banco: débito', tipo: 'horas', largura: 10 },
  { titulo: 'Banco: saldo', tipo: 'horas', largura: 10 },
  { titulo: 'Sobreaviso (espera)', tipo: 'horas', largura: 10 },
  { titulo: 'Prontidão (espera)', tipo: 'horas', largura: 10 },
  { titulo: 'Acionamentos', tipo: 'horas', largura: 10 },
  { titulo: 'Intervalo indenizado', tipo: 'horas', largura: 10 },
  { titulo: 'Interjornada suprimida', tipo: 'horas', largura: 10 },
  { titulo: 'Dias com ocorrência', tipo: 'numero', largura: 9 },
];

/** A linha de totais de uma pessoa, com os números de `totalizar` (o mesmo do espelho). */
export const linhaDeTotais = (
  p: PessoaRelatorio,
  t: TotaisEspelho,
  faixas: readonly number[],
): Celula[] => [
  p.nome,
  p.matricula,
  p.departamento,
  t.ate ? dataBr(t.ate) : null,
  t.diasApurados,
  t.previsto,
  t.trabalhado,
  ...faixas.map((f) => t.extras.find((x) => x.percentual === f)?.minutos ?? 0),
  t.extrasNoturnas,
  t.noturno,
  t.debitos,
  t.faltas,
  t.diasFalta,
  t.dsrPerdidos,
  t.bancoHoras.credito,
  t.bancoHoras.debito,
  t.bancoHoras.saldo,
  t.sobreaviso?.esperaSobreaviso ?? 0,
  t.sobreaviso?.esperaProntidao ?? 0,
  t.sobreaviso?.acionado ?? 0,
  t.intervaloIndenizado,
  t.interjornadaSuprimida,
  t.diasComOcorrencia,
];
