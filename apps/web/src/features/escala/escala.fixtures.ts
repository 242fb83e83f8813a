import type { AcaoWire, DiaEquipe, GestaoWire } from '@jornada/contracts';
import { dayjs } from '../../lib/dayjs.ts';
import type { AcaoDisponivel, DiaColaborador, Equipe, LinhaEquipe } from './escala.tipos.ts';

/** Dados de exemplo dos testes de escala, no formato exato dos contratos. */

export const envelope = <T>(data: T, message: string | null = null) => ({
  body: { success: true, data, error: null, message },
});

const DIAS = ['DOM', 'SEG', 'TER', 'QUA', 'QUI', 'SEX', 'SAB'];

/** Semana comercial 5x2: domingo DSR, sábado folga, os demais 08:00–17:48. */
export const diaEquipe = (
  usuario: number,
  data: string,
  parcial: Partial<DiaEquipe> = {},
): DiaEquipe => {
  const semana = dayjs(data).day();
  const natureza = semana === 0 ? 'Dsr' : semana === 6 ? 'Folga' : 'Trabalho';
  const trabalho = natureza === 'Trabalho';
  return {
    data,
    naturezaDia: natureza,
    entrada: trabalho ? '08:00' : null,
    saida: trabalho ? '17:48' : null,
    index: Number(data.slice(8, 10)) - 1,
    usuario,
    alocacaoId: 10 + usuario,
    escalaId: 1,
    alteracaoEscala: null,
    acoes: trabalho ? [1, 3, 5, 6, 7] : [2, 4, 7],
    feriado: null,
    tags: [],
    ...parcial,
  };
};

export const datasDoMes = (ano: number, mes: number): string[] => {
  const inicio = dayjs(new Date(ano, mes - 1, 1));
  return Array.from({ length: inicio.daysInMonth() }, (_, i) =>
    inicio.add(i, 'day').format('YYYY-MM-DD'),
  );
};

export const linhaEquipe = (id: number, nome: string, ano: number, mes: number): LinhaEquipe => ({
  usuario: {
    id,
    nome,
    cargo: 'Operador de caixa',
    departamentoId: 1,
    departamento: 'Loja Centro',
    turno: '08:00–17:48 (5x2)',
    foto: null,
  },
  dias: datasDoMes(ano, mes).map((d) => diaEquipe(id, d)),
});

export const equipe = (
  ano: number,
  mes: number,
  linhas: LinhaEquipe[],
  pagina: { total?: number; pageNumber?: number; pageSize?: number } = {},
): Equipe => ({
  periodo: dayjs(new Date(ano, mes - 1, 1))
    .format('MMMM')
    .toUpperCase(),
  ano,
  mes,
  dias: datasDoMes(ano, mes).map((data, index) => ({
    data,
    index,
    diaSemana: DIAS[dayjs(data).day()] ?? '',
  })),
  items: linhas,
  total: pagina.total ?? linhas.length,
  pageNumber: pagina.pageNumber ?? 1,
  pageSize: pagina.pageSize ?? 100,
});

export const diaColaborador = (
  data: string,
  parcial: Partial<DiaColaborador> = {},
): DiaColaborador => {
  const base = diaEquipe(7, data);
  return {
    ...base,
    acoes: [],
    diaSemana: DIAS[dayjs(data).day()] ?? '',
    usuario: {
      Id: 7,
      usuarioId: 7,
      nome: 'Ana Silva Souza',
      cargo: 'Operador de caixa',
      turno: '08:00–17:48 (5x2)',
      foto: null,
    },
    empregado: true,
    gestaoId: 1,
    escalaEmVigor: {
      escalaId: 1,
      codigoEscala: 'COM-5X2',
      nomeEscala: 'Comercial 5x2 (08:00–17:48)',
      horaEntrada: `${data}T08:00:00`,
      horaSaidaAlmoco: `${data}T12:00:00`,
      horaVoltaAlmoco: `${data}T13:00:00`,
      horaSaida: `${data}T17:48:00`,
    },
    permitirArquivarAlocacao: false,
    ...parcial,
  };
};

const TITULOS: Record<number, string> = {
  1: 'Mudar Para Folga',
  2: 'Mudar Para Trabalho',
  3: 'Alterar Entrada',
  4: 'Mover Folga Semanal',
  5: 'Compensação na Semana',
  6: 'Compensação de Banco',
  7: 'Alterar Escala',
  8: 'Visualizar Alteração',
};

export const disponivel = (acaoId: number, dias = 1): AcaoDisponivel => ({
  acaoId,
  alterarDiaTrabalhoDiasConsecutivos: dias,
  titulo: TITULOS[acaoId] ?? '',
  limite:
    acaoId === 1 || acaoId === 2 ? `Limite de até ${dias} ${dias === 1 ? 'dia' : 'dias'}` : null,
});

export const disponiveis = (ids: number[], dias = 1) =>
  envelope({ data: { items: ids.map((id) => disponivel(id, dias)) } });

export const acaoFixture = (parcial: Partial<AcaoWire> = {}): AcaoWire => ({
  id: 55,
  usuarioId: 7,
  usuarioNome: 'Ana Silva Souza',
  data: '2026-11-10',
  tipoAcao: 'MudarParaFolga',
  status: 'Aprovada',
  alterarDiaDataFim: null,
  novoHorarioEntrada: null,
  novaFolgaSemanal: null,
  folgaCompensarBancoHorasDiaTodo: null,
  folgaCompensarBancoHorasValor: null,
  novaEscalaId: null,
  novaEscalaNome: null,
  novaEscalaDataFim: null,
  solicitanteId: 2,
  solicitanteNome: 'Marcos Vieira',
  decididoPorId: 3,
  decididoPorNome: 'Renata Dias',
  decididoEm: '2026-11-05T10:00:00-03:00',
  alteradoPorId: 3,
  alteradoPorNome: 'Renata Dias',
  criadoEm: '2026-11-05T10:00:00-03:00',
  podeDecidir: false,
  ...parcial,
});

export const gestaoFixture = (parcial: Partial<GestaoWire> = {}): GestaoWire => ({
  id: 1,
  nome: 'Lojas',
  alocacaoDataFim: 'Opcional',
  exigirAprovacao: false,
  alterarDiaTrabalhoDiasConsecutivos: 5,
  mostrarHorarioEscala: true,
  ativo: true,
  escalas: [],
  ...parcial,
});

/** Corpo de erro do contrato (erroRespostaSchema) com a mensagem do servidor. */
export const erroServidor = (status: number, mensagem: string, codigo = 'ERRO') => ({
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
    codigo,
  },
});
