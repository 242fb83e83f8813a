import { MENSAGEM_ACAO_DUPLICADA } from '@jornada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import {
  clienteEscala,
  colaborador,
  escalaId,
  GESTOR,
  gestaoDemoId,
  PAULA,
  RH,
  usuarioId,
} from '../../../test/escala-teste.ts';

let t: AppDeTeste;
let api: ReturnType<typeof clienteEscala>;
let paula: number;
let gestao: number;
beforeAll(async () => {
  t = await createAppDeTeste();
  api = clienteEscala(t);
  paula = await usuarioId(t, PAULA);
  gestao = await gestaoDemoId(t);
});
afterAll(() => t.close());

const dia = async (email: string, id: number, data: string) =>
  (await api.get(email, `/calendario/dia?UsuarioId=${id}&Data=${data}`)).json().data;

const configurarGestao = (campos: Record<string, unknown>) =>
  api.put(RH, '/gestao', {
    id: gestao,
    nome: 'Lojas e centro de distribuição',
    alocacaoDataFim: 'Opcional',
    exigirAprovacao: false,
    alterarDiaTrabalhoDiasConsecutivos: 5,
    mostrarHorarioEscala: true,
    ...campos,
  });

describe('POST /acao: o tipo sai da forma do corpo (spec §7)', () => {
  it('pedido de ação MudarParaFolga: 201, location, Aprovada e o dia vira folga', async () => {
    const r = await api.post(GESTOR, '/acao', {
      usuarioId: paula,
      data: '2026-11-17',
      tipoAcao: 'MudarParaFolga',
    });
    expect(r.statusCode).toBe(201);
    expect(r.headers.location).toBe(`/api/escala/acao/${r.json().data.id}`);
    expect(r.json()).toMatchObject({
      success: true,
      message: 'Alteração registrada.',
      data: { tipoAcao: 'MudarParaFolga', status: 'Aprovada', usuarioNome: 'Paula Andrade' },
    });
    const d = await dia(GESTOR, paula, '2026-11-17');
    expect(d).toMatchObject({ naturezaDia: 'Folga', entrada: null, saida: null });
    expect(d.alteracaoEscala).toEqual({
      tipoAcao: 'MudarParaFolga',
      acaoId: r.json().data.id,
      status: 'Aprovada',
    });
    expect(d.acoes.map((a: { acaoId: number }) => a.acaoId)).toEqual([8]);
  });

  it('dia com alteração: qualquer nova ação é recusada com a mensagem do spec §5 (409)', async () => {
    const r = await api.post(GESTOR, '/acao', {
      usuarioId: paula,
      data: '2026-11-17',
      novoHorario: '09:00',
    });
    expect(r.statusCode).toBe(409);
    expect(r.json()).toMatchObject({
      success: false,
      codigo: 'ACAO_DUPLICADA',
      message: MENSAGEM_ACAO_DUPLICADA,
      Mensagem: MENSAGEM_ACAO_DUPLICADA,
      error: MENSAGEM_ACAO_DUPLICADA,
    });
  });

  it('alterar entrada {usuarioId, data, novoHorario}: a jornada inteira se desloca', async () => {
    const r = await api.post(GESTOR, '/acao', {
      usuarioId: paula,
      data: '2026-11-18',
      novoHorario: '09:30',
    });
    expect(r.statusCode).toBe(201);
    expect(r.json().data).toMatchObject({
      tipoAcao: 'AlterarEntrada',
      novoHorarioEntrada: '09:30',
    });
    expect(await dia(GESTOR, paula, '2026-11-18')).toMatchObject({
      naturezaDia: 'Trabalho',
      entrada: '09:30',
      saida: '19:18',
    });
    const detalhe = await api.get(GESTOR, `/acao/${r.json().data.id}`);
    expect(detalhe.json().data).toMatchObject({
      id: r.json().data.id,
      status: 'Aprovada',
      tipoAcao: 'AlterarEntrada',
      novoHorarioEntrada: '09:30',
    });
  });

  it('mover folga semanal {usuarioId, data, novaFolgaSemanal}: sábado trabalha, quinta folga', async () => {
    const r = await api.post(GESTOR, '/acao', {
      usuarioId: paula,
      data: '2026-11-21',
      novaFolgaSemanal: '2026-11-19',
    });
    expect(r.statusCode).toBe(201);
    expect(r.json().data.tipoAcao).toBe('MoverFolgaSemanal');
    expect((await dia(GESTOR, paula, '2026-11-21')).naturezaDia).toBe('Trabalho');
    expect((await dia(GESTOR, paula, '2026-11-19')).naturezaDia).toBe('Folga');
  });

  it('mover a folga para outro dia de descanso é recusado com a mensagem do domínio', async () => {
    const r = await api.post(GESTOR, '/acao', {
      usuarioId: paula,
      data: '2026-11-28',
      novaFolgaSemanal: '2026-11-29',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({
      codigo: 'NOVA_FOLGA_INVALIDA',
      message: 'Escolha um dos dias de trabalho da mesma semana para a nova folga semanal.',
    });
  });

  it('mudar para folga por vários dias respeita o limite da gestão (5 dias)', async () => {
    const fora = await api.post(GESTOR, '/acao', {
      usuarioId: paula,
      data: '2026-11-23',
      tipoAcao: 'MudarParaFolga',
      AlterarDiaDataFim: '2026-11-28',
    });
    expect(fora.statusCode).toBe(400);
    expect(fora.json().message).toBe(
      'A data fim deve estar entre 23/11/2026 e 27/11/2026 (Limite de até 5 dias).',
    );
    const dentro = await api.post(GESTOR, '/acao', {
      usuarioId: paula,
      data: '2026-11-23',
      tipoAcao: 'MudarParaFolga',
      AlterarDiaDataFim: '2026-11-27',
    });
    expect(dentro.statusCode).toBe(201);
    for (const d of ['2026-11-23', '2026-11-25', '2026-11-27']) {
      expect((await dia(GESTOR, paula, d)).naturezaDia).toBe('Folga');
    }
  });

  it('compensação de banco parcial: saída antecipada e etiqueta de banco de horas', async () => {
    const r = await api.post(GESTOR, '/acao', {
      usuarioId: paula,
      data: '2026-12-01',
      tipoAcao: 'FolgaCompensarBancoHoras',
      folgaCompensarBancoHorasDiaTodo: false,
      folgaCompensarBancoHorasValor: 60,
    });
    expect(r.statusCode).toBe(201);
    expect(await dia(GESTOR, paula, '2026-12-01')).toMatchObject({
      naturezaDia: 'Trabalho',
      saida: '16:48',
      tags: ['folgasBancoHoras'],
    });
    const tags = (await api.get(GESTOR, `/tag?Ano=2026&Mes=12&UsuariosIds=${paula}`)).json();
    expect(tags.data.data.folgasBancoHoras).toEqual([
      {
        usuarioId: paula,
        data: '2026-12-01',
        tipoTag: 'FolgaBancoHoras',
        descricao: 'Saída antecipada (banco de horas)',
        acaoId: r.json().data.id,
        minutos: 60,
      },
    ]);
  });

  it('compensação de banco do dia todo envia 0 minutos: o dia vira compensado', async () => {
    const r = await api.post(GESTOR, '/acao', {
      usuarioId: paula,
      data: '2026-12-07',
      tipoAcao: 'FolgaCompensarBancoHoras',
      folgaCompensarBancoHorasDiaTodo: true,
      folgaCompensarBancoHorasValor: 0,
    });
    expect(r.statusCode).toBe(201);
    expect((await dia(GESTOR, paula, '2026-12-07')).naturezaDia).toBe('Compensado');
  });

  it('compensar durante a semana {usuarioId, data}: 6x1 reparte a folga; 5x2 passa de 2 h/dia', async () => {
    const seisPorUm = await usuarioId(t, colaborador(24));
    const r = await api.post(GESTOR, '/acao', { usuarioId: seisPorUm, data: '2026-11-17' });
    expect(r.statusCode).toBe(201);
    expect(r.json().data.tipoAcao).toBe('FolgaCompensarDuranteSemana');
    expect(await dia(GESTOR, seisPorUm, '2026-11-17')).toMatchObject({
      naturezaDia: 'Compensado',
      tags: ['folgasCompensadas'],
    });
    expect((await dia(GESTOR, seisPorUm, '2026-11-16')).saida).toBe('16:48');
    const recusa = await api.post(GESTOR, '/acao', { usuarioId: paula, data: '2026-12-02' });
    expect(recusa.statusCode).toBe(400);
    expect(recusa.json().codigo).toBe('COMPENSACAO_EXCEDE_LIMITE');
    expect(recusa.json().message).toContain('acima do limite de 2 h diárias (CLT art. 59)');
  });
});

describe('alterar escala {UsuarioId, Data, NovaEscalaId, NovaEscalaDataFim} e alocacaoDataFim', () => {
  it('a gestão oferece as escalas no combo e diz o modo da data fim', async () => {
    const g = await api.get(GESTOR, `/gestao/${gestao}`);
    expect(g.json().data.data.alocacaoDataFim).toBe('Opcional');
    const combo = await api.get(GESTOR, `/escala/combo?GestaoId=${gestao}`);
    expect(combo.json().data.data.items.map((e: { nome: string }) => e.nome)).toEqual([
      '12x36 diurna (07:00–19:00)',
      'Comercial 5x2 (08:00–17:48)',
      'Loja 6x1 (07:00–15:20)',
      'Vigia noturno 5x2 (22:00–05:00)',
    ]);
  });

  it('Opcional: sem data fim vale por prazo indeterminado', async () => {
    const id = await usuarioId(t, colaborador(3));
    const seis = await escalaId(t, 'LOJA-6X1');
    const r = await api.post(GESTOR, '/acao', {
      UsuarioId: id,
      Data: '2026-11-17',
      NovaEscalaId: seis,
      NovaEscalaDataFim: null,
    });
    expect(r.statusCode).toBe(201);
    expect(r.json().data).toMatchObject({ tipoAcao: 'AlterarEscala', novaEscalaId: seis });
    expect(await dia(GESTOR, id, '2027-02-06')).toMatchObject({
      naturezaDia: 'Trabalho',
      escalaId: seis,
      entrada: '07:00',
    });
  });

  it('MesmoDia: a data fim tem de ser o próprio dia', async () => {
    expect((await configurarGestao({ alocacaoDataFim: 'MesmoDia' })).statusCode).toBe(200);
    const id = await usuarioId(t, colaborador(6));
    const noturno = await escalaId(t, 'NOT-5X2');
    const corpo = { UsuarioId: id, Data: '2026-11-18', NovaEscalaId: noturno };
    const errada = await api.post(GESTOR, '/acao', { ...corpo, NovaEscalaDataFim: '2026-11-20' });
    expect(errada.statusCode).toBe(400);
    expect(errada.json().codigo).toBe('DATA_FIM_MESMO_DIA');
    const certa = await api.post(GESTOR, '/acao', { ...corpo, NovaEscalaDataFim: '2026-11-18' });
    expect(certa.statusCode).toBe(201);
    expect((await dia(GESTOR, id, '2026-11-18')).entrada).toBe('22:00');
    expect((await dia(GESTOR, id, '2026-11-19')).entrada).toBe('08:00');
  });

  it('ObrigatorioDeterminarNaAlteracao: sem data fim é recusado', async () => {
    await configurarGestao({ alocacaoDataFim: 'ObrigatorioDeterminarNaAlteracao' });
    const id = await usuarioId(t, colaborador(9));
    const corpo = { UsuarioId: id, Data: '2026-11-18', NovaEscalaId: await escalaId(t, '12X36') };
    const sem = await api.post(GESTOR, '/acao', corpo);
    expect(sem.statusCode).toBe(400);
    expect(sem.json()).toMatchObject({
      codigo: 'DATA_FIM_OBRIGATORIA',
      message: 'Informe a data fim da alteração de escala.',
    });
    const com = await api.post(GESTOR, '/acao', { ...corpo, NovaEscalaDataFim: '2026-11-30' });
    expect(com.statusCode).toBe(201);
    await configurarGestao({});
  });

  it('a escala em vigor e escalas fora da gestão não são oferecidas', async () => {
    const id = await usuarioId(t, colaborador(15));
    const mesma = await api.post(GESTOR, '/acao', {
      UsuarioId: id,
      Data: '2026-11-19',
      NovaEscalaId: await escalaId(t, 'COM-5X2'),
    });
    expect(mesma.statusCode).toBe(400);
    expect(mesma.json().message).toBe('A escala escolhida já é a escala em vigor no dia.');
    const inexistente = await api.post(GESTOR, '/acao', {
      UsuarioId: id,
      Data: '2026-11-19',
      NovaEscalaId: 999_999,
    });
    expect(inexistente.json()).toMatchObject({
      codigo: 'ESCALA_INDISPONIVEL',
      message: 'Escolha uma das escalas disponíveis para alteração.',
    });
  });
});

describe('corpos inválidos', () => {
  it.each([
    [{ usuarioId: 1, data: '2026-11-17', novoHorario: '09:00', novaFolgaSemanal: '2026-11-18' }],
    [
      {
        usuarioId: 1,
        data: '2026-11-17',
        tipoAcao: 'AlterarEntrada',
        novaFolgaSemanal: '2026-11-18',
      },
    ],
    [{ usuarioId: 1, data: '2026-11-17', tipoAcao: 'AlterarEntrada' }],
    [{ usuarioId: 1, data: '2026-11-17', AlterarDiaDataFim: '2026-11-18' }],
    [{ usuarioId: 1, UsuarioId: 2, data: '2026-11-17' }],
    [{ usuarioId: 1 }],
  ])('%j: 400', async (corpo) => {
    const r = await api.post(GESTOR, '/acao', corpo);
    expect(r.statusCode).toBe(400);
    expect(r.json().codigo).toBe('CORPO_ACAO_INVALIDO');
  });

  it('campo desconhecido: 400 nomeando o campo', async () => {
    const r = await api.post(GESTOR, '/acao', { usuarioId: 1, data: '2026-11-17', nova: 1 });
    expect(r.statusCode).toBe(400);
    expect(r.json().codigo).toBe('CAMPO_INVALIDO');
  });
});
