import { describe, expect, it } from 'vitest';
import { ESCALA_5X2, ESCALA_6X1, ESCALA_12X36 } from './testes/exemplos.ts';
import type { Acao, Alocacao, ModoAlocacaoDataFim, NovaAcao } from './tipos.ts';
import type { CodigoErroAcao, ConfigAcoes } from './validar-acao.ts';
import { MENSAGEM_ACAO_DUPLICADA, validarAcao } from './validar-acao.ts';

// Semana de referência, escala 5x2 comercial (8h48 por dia, sábado folga, domingo dsr).
const [SEG, TER, QUA, QUI, SEX, SAB, DOM] = [
  '2026-03-02',
  '2026-03-03',
  '2026-03-04',
  '2026-03-05',
  '2026-03-06',
  '2026-03-07',
  '2026-03-08',
] as const;
const ALOCACAO: Alocacao = { id: 'a1', escalaId: '5X2', inicio: '2026-01-01' };
const CONFIG: ConfigAcoes = { alocacaoDataFim: 'Opcional', alterarDiaTrabalhoDiasConsecutivos: 3 };

const validar = (
  acao: NovaAcao,
  acoes: Acao[] = [],
  config: Partial<ConfigAcoes> = {},
  escalas = [ESCALA_5X2, ESCALA_6X1, ESCALA_12X36],
  alocacao = ALOCACAO,
) => validarAcao({ acao, acoes, alocacoes: [alocacao], escalas, config: { ...CONFIG, ...config } });

const codigos = (acao: NovaAcao, acoes: Acao[] = [], config: Partial<ConfigAcoes> = {}) =>
  validar(acao, acoes, config).map((e) => e.codigo);

const folgaEm = (data: string, fim: string | null = null): NovaAcao => ({
  data,
  tipoAcao: 'MudarParaFolga',
  alterarDiaDataFim: fim,
});
const trabalhoEm = (data: string): NovaAcao => ({ data, tipoAcao: 'MudarParaTrabalho' });
const entradaEm = (data: string, novoHorarioEntrada: number): NovaAcao => ({
  data,
  tipoAcao: 'AlterarEntrada',
  novoHorarioEntrada,
});
const mover = (data: string, novaFolgaSemanal: string): NovaAcao => ({
  data,
  tipoAcao: 'MoverFolgaSemanal',
  novaFolgaSemanal,
});
const compensarNaSemana = (data: string): NovaAcao => ({
  data,
  tipoAcao: 'FolgaCompensarDuranteSemana',
});
const banco = (data: string, diaTodo: boolean, valor: number): NovaAcao => ({
  data,
  tipoAcao: 'FolgaCompensarBancoHoras',
  folgaCompensarBancoHorasDiaTodo: diaTodo,
  folgaCompensarBancoHorasValor: valor,
});
const gravada = (acao: NovaAcao, status: Acao['status'] = 'Aprovada', id = 'g'): Acao =>
  ({ ...acao, id, status }) as Acao;

const INDISPONIVEL: CodigoErroAcao = 'ACAO_INDISPONIVEL_NO_DIA';

describe('validarAcao: alteração já existente (spec §5)', () => {
  it.each([
    {
      descricao: 'ação aprovada no mesmo dia',
      existente: gravada(folgaEm(SEG)),
      nova: entradaEm(SEG, 540),
    },
    {
      descricao: 'ação aguardando aprovação',
      existente: gravada(folgaEm(SEG), 'ParaAprovar'),
      nova: compensarNaSemana(SEG),
    },
    {
      descricao: 'ação ParaRemover ainda vale',
      existente: gravada(folgaEm(SEG), 'ParaRemover'),
      nova: folgaEm(SEG),
    },
    {
      descricao: 'dia dentro do intervalo de uma folga',
      existente: gravada(folgaEm(SEG, QUA)),
      nova: folgaEm(TER),
    },
    {
      descricao: 'novo intervalo alcança dia já alterado',
      existente: gravada(folgaEm(QUA)),
      nova: folgaEm(TER, QUI),
    },
    {
      descricao: 'nova folga semanal num dia já alterado',
      existente: gravada(folgaEm(QUA)),
      nova: mover(DOM, QUA),
    },
  ])('recusa: $descricao', ({ existente, nova }) => {
    expect(validar(nova, [existente])).toEqual([
      { codigo: 'ACAO_DUPLICADA', mensagem: MENSAGEM_ACAO_DUPLICADA },
    ]);
  });

  it.each(['Reprovada', 'Removida'] as const)('ação %s libera o dia', (status) => {
    expect(codigos(folgaEm(SEG), [gravada(folgaEm(SEG), status)])).toEqual([]);
  });

  it('ação de outro colaborador não conta', () => {
    const existente = { ...gravada(folgaEm(SEG)), usuarioId: 'u2' };
    expect(codigos({ ...folgaEm(SEG), usuarioId: 'u1' }, [existente])).toEqual([]);
  });
});

describe('validarAcao: regras de cada ação', () => {
  it.each<{ descricao: string; acao: NovaAcao; esperado: CodigoErroAcao[] }>([
    { descricao: 'folga em dia de trabalho', acao: folgaEm(SEG), esperado: [] },
    { descricao: 'folga em dia de folga', acao: folgaEm(SAB), esperado: [INDISPONIVEL] },
    { descricao: 'trabalho no sábado de folga', acao: trabalhoEm(SAB), esperado: [] },
    { descricao: 'trabalho em dia de trabalho', acao: trabalhoEm(SEG), esperado: [INDISPONIVEL] },
    { descricao: 'data fim no limite (início + 2)', acao: folgaEm(SEG, QUA), esperado: [] },
    {
      descricao: 'data fim além do limite',
      acao: folgaEm(SEG, QUI),
      esperado: ['DATA_FIM_FORA_DO_LIMITE'],
    },
    {
      descricao: 'data fim antes do início',
      acao: folgaEm(TER, SEG),
      esperado: ['DATA_FIM_FORA_DO_LIMITE'],
    },
    { descricao: 'nova entrada válida', acao: entradaEm(SEG, 540), esperado: [] },
    {
      descricao: 'nova entrada fora do dia',
      acao: entradaEm(SEG, 1440),
      esperado: ['HORARIO_INVALIDO'],
    },
    {
      descricao: 'nova entrada em dia de folga',
      acao: entradaEm(DOM, 540),
      esperado: [INDISPONIVEL],
    },
    {
      descricao: 'mover folga para dia de trabalho da semana',
      acao: mover(DOM, QUA),
      esperado: [],
    },
    {
      descricao: 'mover folga para o sábado de folga',
      acao: mover(DOM, SAB),
      esperado: ['NOVA_FOLGA_INVALIDA'],
    },
    {
      descricao: 'mover folga para outra semana',
      acao: mover(DOM, '2026-03-09'),
      esperado: ['NOVA_FOLGA_INVALIDA'],
    },
    {
      descricao: 'mover folga partindo de dia de trabalho',
      acao: mover(SEG, TER),
      esperado: [INDISPONIVEL],
    },
    {
      descricao: 'compensar na semana em dia de folga',
      acao: compensarNaSemana(SAB),
      esperado: [INDISPONIVEL],
    },
    { descricao: 'compensar do banco o dia todo', acao: banco(TER, true, 0), esperado: [] },
    { descricao: 'compensar 2 h do banco', acao: banco(TER, false, 120), esperado: [] },
    {
      descricao: 'banco sem dia todo e sem minutos',
      acao: banco(TER, false, 0),
      esperado: ['BANCO_HORAS_VALOR_INVALIDO'],
    },
    {
      descricao: 'banco com mais minutos que a jornada',
      acao: banco(TER, false, 600),
      esperado: ['BANCO_HORAS_VALOR_INVALIDO'],
    },
    { descricao: 'banco em dia de folga', acao: banco(DOM, true, 0), esperado: [INDISPONIVEL] },
    {
      descricao: 'data em formato errado',
      acao: folgaEm('02/03/2026'),
      esperado: ['DATA_INVALIDA'],
    },
  ])('$descricao', ({ acao, esperado }) => {
    expect(codigos(acao)).toEqual(esperado);
  });

  it('mensagem do limite cita as datas e o rótulo do limite', () => {
    expect(validar(folgaEm(SEG, QUI))[0]?.mensagem).toBe(
      'A data fim deve estar entre 02/03/2026 e 04/03/2026 (Limite de até 3 dias).',
    );
    expect(
      validar(folgaEm(SEG, TER), [], { alterarDiaTrabalhoDiasConsecutivos: 1 })[0]?.mensagem,
    ).toBe('A data fim deve estar entre 02/03/2026 e 02/03/2026 (Limite de até 1 dia).');
  });

  it('compensação na 6x1: 7h20 repartidas em 5 dias dão 1 h 28 min por dia', () => {
    const alocacao: Alocacao = { id: 'a6', escalaId: '6X1', inicio: '2026-01-01' };
    expect(validar(compensarNaSemana(SAB), [], {}, undefined, alocacao)).toEqual([]);
  });

  it.each([
    {
      descricao: '8h48 em 4 dias passa de 2 h por dia',
      data: SEX,
      acoes: [],
      excesso: '2 h 12 min',
    },
    {
      descricao: '8h48 num só dia',
      data: QUI,
      acoes: [gravada(folgaEm(SEG, QUA))],
      excesso: '8 h 48 min',
    },
  ])(
    'compensação na semana acima de 2 h por dia (CLT art. 59): $descricao',
    ({ data, acoes, excesso }) => {
      expect(validar(compensarNaSemana(data), acoes)).toEqual([
        {
          codigo: 'COMPENSACAO_EXCEDE_LIMITE',
          mensagem: `A compensação acrescentaria ${excesso} a um dia da semana, acima do limite de 2 h diárias (CLT art. 59).`,
        },
      ]);
    },
  );

  it('compensação na semana sem outro dia de trabalho é recusada', () => {
    const acoes = [gravada(folgaEm(SEG, QUA)), gravada(folgaEm(QUI), 'Aprovada', 'h')];
    expect(codigos(compensarNaSemana(SEX), acoes)).toEqual(['COMPENSACAO_SEM_DIAS']);
  });
});

describe('validarAcao: AlterarEscala e alocacaoDataFim (spec §4)', () => {
  const alterar = (novaEscalaDataFim: string | null, novaEscalaId = '12X36'): NovaAcao => ({
    data: QUA,
    tipoAcao: 'AlterarEscala',
    novaEscalaId,
    novaEscalaDataFim,
  });

  it.each<{
    descricao: string;
    modo: ModoAlocacaoDataFim;
    fim: string | null;
    esperado: CodigoErroAcao[];
  }>([
    { descricao: 'MesmoDia com fim no próprio dia', modo: 'MesmoDia', fim: QUA, esperado: [] },
    {
      descricao: 'MesmoDia com outro fim',
      modo: 'MesmoDia',
      fim: QUI,
      esperado: ['DATA_FIM_MESMO_DIA'],
    },
    {
      descricao: 'MesmoDia sem fim',
      modo: 'MesmoDia',
      fim: null,
      esperado: ['DATA_FIM_MESMO_DIA'],
    },
    {
      descricao: 'obrigatório sem fim',
      modo: 'ObrigatorioDeterminarNaAlteracao',
      fim: null,
      esperado: ['DATA_FIM_OBRIGATORIA'],
    },
    {
      descricao: 'obrigatório com fim',
      modo: 'ObrigatorioDeterminarNaAlteracao',
      fim: '2026-03-31',
      esperado: [],
    },
    {
      descricao: 'opcional em branco = prazo indeterminado',
      modo: 'Opcional',
      fim: null,
      esperado: [],
    },
    { descricao: 'fim antes do dia', modo: 'Opcional', fim: TER, esperado: ['DATA_FIM_ANTERIOR'] },
  ])('$descricao', ({ modo, fim, esperado }) => {
    expect(codigos(alterar(fim), [], { alocacaoDataFim: modo })).toEqual(esperado);
  });

  it('escala desconhecida ou lista vazia', () => {
    expect(codigos(alterar(null, 'NAO_EXISTE'))).toEqual(['ESCALA_INDISPONIVEL']);
    expect(validar(alterar(null), [], {}, [])[0]?.mensagem).toBe(
      'Não há escalas disponíveis para alteração',
    );
  });
});
