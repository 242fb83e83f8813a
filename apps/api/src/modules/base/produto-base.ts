import type { ModuloOrigem, PeriodoBase, ProdutoBase } from '@jornada/contracts';
import { diasNoMes } from '@jornada/domain';

const MESES = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
];

const doisDigitos = (n: number) => String(n).padStart(2, '0');

/** Competência `AAAA-MM` com o nome por extenso ('Novembro/2026'), o primeiro e o último dia. */
export const competencia = (ano: number, mes: number): PeriodoBase => {
  const id = `${ano}-${doisDigitos(mes)}`;
  return {
    id,
    nome: `${MESES[mes - 1]}/${ano}`,
    inicio: `${id}-01`,
    fim: `${id}-${doisDigitos(diasNoMes(ano, mes))}`,
  };
};

/**
 * Competências do mês de `primeiroDia` ao de `hoje` (datas `AAAA-MM-DD`), da mais nova à mais
 * antiga. Um primeiro dia depois de hoje dá só o mês corrente.
 */
export const competenciasAte = (primeiroDia: string, hoje: string): PeriodoBase[] => {
  const [anoFim, mesFim] = hoje.split('-').map(Number) as [number, number];
  const inicio = primeiroDia.slice(0, 7) < hoje.slice(0, 7) ? primeiroDia : hoje;
  const [anoIni, mesIni] = inicio.split('-').map(Number) as [number, number];
  const lista: PeriodoBase[] = [];
  for (let a = anoFim, m = mesFim; a > anoIni || (a === anoIni && m >= mesIni); ) {
    lista.push(competencia(a, m));
    m -= 1;
    if (m === 0) {
      m = 12;
      a -= 1;
    }
  }
  return lista;
};

const PONTO_REGISTRO: ModuloOrigem[] = [
  { id: 'rep-p-navegador', nome: 'REP-P no navegador' },
  { id: 'rep-p-aplicativo', nome: 'REP-P no aplicativo' },
  { id: 'afd-rep-c', nome: 'Importação de AFD de REP-C' },
  { id: 'afd-rep-a', nome: 'Importação de AFD de REP-A' },
];
const TRATAMENTO: ModuloOrigem = { id: 'tratamento', nome: 'Tratamento de ponto' };
const AUSENCIA: ModuloOrigem = { id: 'ausencia-justificada', nome: 'Ausência justificada' };
const SOLICITACAO: ModuloOrigem = { id: 'solicitacao-aprovada', nome: 'Solicitação aprovada' };
const ESCALA: ModuloOrigem = { id: 'escala', nome: 'Escala' };

/** De onde vêm os registros de cada produto (catálogo fixo; docs/decisoes/cadastros.md). */
export const MODULOS_ORIGEM: Record<ProdutoBase, ModuloOrigem[]> = {
  ponto: [...PONTO_REGISTRO, TRATAMENTO, AUSENCIA, SOLICITACAO, ESCALA],
  bancohoras: [
    { id: 'espelho', nome: 'Apuração do espelho de ponto' },
    { id: 'lancamento-manual', nome: 'Lançamento manual do banco' },
    { id: 'importacao-saldo', nome: 'Importação de saldo anterior' },
    { id: 'pagamento', nome: 'Pagamento de horas do banco' },
    { id: 'fechamento', nome: 'Fechamento do ciclo' },
  ],
  sobreaviso: [
    { id: 'escala-sobreaviso', nome: 'Escala de sobreaviso' },
    { id: 'acionamento', nome: 'Acionamento de sobreaviso' },
    { id: 'lancamento-manual', nome: 'Lançamento manual do RH' },
  ],
  intermitente: [
    { id: 'convocacao', nome: 'Convocação' },
    { id: 'resposta-convocacao', nome: 'Resposta do convocado' },
    ...PONTO_REGISTRO,
    TRATAMENTO,
  ],
  ferias: [
    SOLICITACAO,
    { id: 'ferias-coletivas', nome: 'Férias coletivas' },
    { id: 'importacao-ferias', nome: 'Importação de férias' },
    { id: 'lancamento-rh', nome: 'Lançamento do RH' },
  ],
};
