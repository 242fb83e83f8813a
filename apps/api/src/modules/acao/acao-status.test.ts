import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import {
  clienteEscala,
  colaborador,
  GESTOR,
  GESTORA_CD,
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

const natureza = async (id: number, data: string) =>
  (await api.get(RH, `/calendario/dia?UsuarioId=${id}&Data=${data}`)).json().data;

// PUT parcial: só exigirAprovacao muda; o resto da gestão fica como está.
const exigirAprovacao = (valor: boolean) =>
  api.put(RH, '/gestao', { id: gestao, exigirAprovacao: valor });

const folga = (id: number, data: string, email = GESTOR) =>
  api.post(email, '/acao', { usuarioId: id, data, tipoAcao: 'MudarParaFolga' });

const status = (email: string, id: number, novo: string) =>
  api.put(email, '/acao/status', { id, status: novo });

describe('aprovação e remoção (spec §4)', () => {
  it('sem aprovação exigida: REMOVER leva Aprovada a Removida e o dia volta ao normal', async () => {
    const acao = (await folga(paula, '2026-11-17')).json().data;
    expect(acao.status).toBe('Aprovada');
    const r = await status(GESTOR, acao.id, 'Removida');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ success: true, message: 'Alteração removida.' });
    expect(r.json().data.status).toBe('Removida');
    const d = await natureza(paula, '2026-11-17');
    expect(d).toMatchObject({ naturezaDia: 'Trabalho', alteracaoEscala: null });
    // Removida libera o dia para uma nova ação.
    expect((await folga(paula, '2026-11-17')).statusCode).toBe(201);
  });

  it('Removida e Reprovada são finais; Aprovada não volta a ser reprovada', async () => {
    const acao = (await folga(paula, '2026-11-19')).json().data;
    const reprovar = await status(GESTOR, acao.id, 'Reprovada');
    expect(reprovar.statusCode).toBe(409);
    expect(reprovar.json().message).toBe(
      'Esta alteração já está aprovada; para desfazê-la, remova-a.',
    );
    await status(GESTOR, acao.id, 'Removida');
    const denovo = await status(GESTOR, acao.id, 'Aprovada');
    expect(denovo.statusCode).toBe(409);
    expect(denovo.json().message).toBe('Esta alteração já foi removida.');
  });

  it('com aprovação exigida: o pedido nasce ParaAprovar e só outra pessoa decide', async () => {
    expect((await exigirAprovacao(true)).statusCode).toBe(200);
    const id = await usuarioId(t, colaborador(12));
    const pedido = await folga(id, '2026-11-19');
    expect(pedido.statusCode).toBe(201);
    expect(pedido.json()).toMatchObject({
      message: 'Alteração enviada para aprovação.',
      data: {
        status: 'ParaAprovar',
        decididoPorId: null,
        decididoPorNome: null,
        alteradoPorNome: 'Marcos Vieira',
      },
    });
    const acaoId = pedido.json().data.id;
    // Pendente não vale na jornada, mas ocupa o dia.
    const pendente = await natureza(id, '2026-11-19');
    expect(pendente.naturezaDia).toBe('Trabalho');
    expect(pendente.alteracaoEscala).toEqual({
      tipoAcao: 'MudarParaFolga',
      acaoId,
      status: 'ParaAprovar',
    });
    expect((await folga(id, '2026-11-19')).statusCode).toBe(409);
    expect((await status(GESTOR, acaoId, 'Removida')).statusCode).toBe(409);

    const proprio = await status(GESTOR, acaoId, 'Aprovada');
    expect(proprio.statusCode).toBe(403);
    expect(proprio.json().message).toBe(
      'Quem pediu a alteração não pode aprová-la nem reprová-la.',
    );
    expect((await status(PAULA, acaoId, 'Aprovada')).statusCode).toBe(403);
    expect((await status(GESTORA_CD, acaoId, 'Aprovada')).statusCode).toBe(403);

    const aprovada = await status(RH, acaoId, 'Aprovada');
    expect(aprovada.statusCode).toBe(200);
    expect(aprovada.json()).toMatchObject({
      success: true,
      message: 'Alteração aprovada.',
      data: { decididoPorNome: 'Renata Dias', alteradoPorNome: 'Renata Dias' },
    });
    expect((await natureza(id, '2026-11-19')).naturezaDia).toBe('Folga');

    // REMOVER com aprovação exigida: vira ParaRemover e continua valendo até a confirmação.
    const remover = await status(GESTOR, acaoId, 'Removida');
    expect(remover.json()).toMatchObject({
      message: 'Remoção enviada para aprovação.',
      data: {
        status: 'ParaRemover',
        decididoPorNome: 'Renata Dias',
        alteradoPorNome: 'Marcos Vieira',
      },
    });
    expect((await natureza(id, '2026-11-19')).naturezaDia).toBe('Folga');
    expect((await status(GESTOR, acaoId, 'Removida')).statusCode).toBe(403);
    const confirmada = await status(RH, acaoId, 'Removida');
    expect(confirmada.json()).toMatchObject({
      data: { status: 'Removida', decididoPorNome: 'Renata Dias', alteradoPorNome: 'Renata Dias' },
    });
    const lista = await api.get(RH, `/acao?UsuarioId=${id}&status=Removida`);
    expect(lista.json().data.items[0]).toMatchObject({
      id: acaoId,
      decididoPorNome: 'Renata Dias',
    });
    expect(await natureza(id, '2026-11-19')).toMatchObject({
      naturezaDia: 'Trabalho',
      alteracaoEscala: null,
    });
  });

  it('reprovar libera o dia; recusar a remoção mantém a alteração', async () => {
    const id = await usuarioId(t, colaborador(12));
    const pedido = (await folga(id, '2026-11-24')).json().data;
    const reprovada = await status(RH, pedido.id, 'Reprovada');
    expect(reprovada.json()).toMatchObject({
      message: 'Alteração reprovada.',
      data: { status: 'Reprovada' },
    });
    expect((await natureza(id, '2026-11-24')).alteracaoEscala).toBeNull();

    const outro = (await folga(id, '2026-11-24')).json().data;
    await status(RH, outro.id, 'Aprovada');
    await status(GESTOR, outro.id, 'ParaRemover');
    const recusa = await status(RH, outro.id, 'Aprovada');
    expect(recusa.json()).toMatchObject({
      message: 'Remoção recusada: a alteração continua valendo.',
      data: { status: 'Aprovada' },
    });
    await exigirAprovacao(false);
  });

  it('aprovar reaplica as regras: um pedido que deixou de caber no dia é recusado', async () => {
    await exigirAprovacao(true);
    const id = await usuarioId(t, colaborador(18));
    const pedido = (
      await api.post(GESTOR, '/acao', { usuarioId: id, data: '2026-11-18', novoHorario: '10:00' })
    ).json().data;
    // Enquanto isso o RH troca a escala do colaborador: o dia 18 vira folga (12x36).
    const [doze] = await t.db.query<{ id: number }>(
      "select id from escala where empresa_id = 2 and codigo = '12X36'",
    );
    const [aloc] = await t.db.query<{ id: number }>(
      'select id from alocacao where empresa_id = 2 and usuario_id = $1',
      [id],
    );
    await api.put(RH, '/alocacao', {
      id: Number(aloc!.id),
      escalaId: Number(doze!.id),
      inicio: '2024-03-01',
      fim: null,
      inicioCiclo: '2026-11-17',
    });
    const r = await status(RH, pedido.id, 'Aprovada');
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe("'Alterar Entrada' só pode ser usada em dia de trabalho.");
    await exigirAprovacao(false);
  });

  it('cada mudança de status grava uma linha de auditoria com antes e depois', async () => {
    const acao = (await folga(paula, '2026-11-26')).json().data;
    await status(GESTOR, acao.id, 'Removida');
    const linhas = await t.db.query<{
      acao: string;
      antes: { status: string } | null;
      depois: { status: string };
    }>(
      "select acao, antes, depois from auditoria where empresa_id = 2 and entidade = 'acao' and entidade_id = $1 order by id",
      [String(acao.id)],
    );
    expect(linhas.map((l) => [l.acao, l.antes?.status ?? null, l.depois.status])).toEqual([
      ['criar', null, 'Aprovada'],
      ['status:Removida', 'Aprovada', 'Removida'],
    ]);
  });
});

describe('permissões', () => {
  it('colaborador não registra ações nem vê o menu de ações', async () => {
    const r = await api.post(PAULA, '/acao', {
      usuarioId: paula,
      data: '2026-12-10',
      tipoAcao: 'MudarParaFolga',
    });
    expect(r.statusCode).toBe(403);
    expect(
      (await api.get(PAULA, `/acao/disponivel?UsuarioId=${paula}&Data=2026-12-10`)).statusCode,
    ).toBe(403);
  });

  it('gestor de outro departamento: 403 para ler o dia, pedir e consultar a ação', async () => {
    const r = await api.post(GESTORA_CD, '/acao', {
      usuarioId: paula,
      data: '2026-12-10',
      tipoAcao: 'MudarParaFolga',
    });
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe('Você não gerencia este colaborador.');
    const d = await api.get(GESTORA_CD, `/calendario/dia?UsuarioId=${paula}&Data=2026-12-10`);
    expect(d.statusCode).toBe(403);
    const daPaula = (await folga(paula, '2026-12-10')).json().data;
    expect((await api.get(GESTORA_CD, `/acao/${daPaula.id}`)).statusCode).toBe(403);
    expect((await status(GESTORA_CD, daPaula.id, 'Removida')).statusCode).toBe(403);
  });

  it('gestor não altera a própria escala', async () => {
    const marcos = await usuarioId(t, GESTOR);
    const r = await api.post(GESTOR, '/acao', {
      usuarioId: marcos,
      data: '2026-12-10',
      tipoAcao: 'MudarParaTrabalho',
    });
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe(
      'Alterações na sua própria escala são feitas pelo seu gestor ou pelo RH.',
    );
  });

  it('RH age sobre qualquer colaborador; colaborador inexistente é 404', async () => {
    const cd = await usuarioId(t, colaborador(1));
    expect((await folga(cd, '2026-12-10', RH)).statusCode).toBe(201);
    expect((await folga(999_999, '2026-12-10', RH)).statusCode).toBe(404);
  });
});

describe('consultas de ações', () => {
  it('GET /acao/disponivel: data.data.items com acaoId e o limite de dias da gestão', async () => {
    const r = await api.get(GESTOR, `/acao/disponivel?UsuarioId=${paula}&Data=2026-12-14`);
    expect(r.json().data.data.items).toEqual([
      {
        acaoId: 1,
        alterarDiaTrabalhoDiasConsecutivos: 5,
        titulo: 'Mudar Para Folga',
        limite: 'Limite de até 5 dias',
      },
      { acaoId: 3, alterarDiaTrabalhoDiasConsecutivos: 1, titulo: 'Alterar Entrada', limite: null },
      {
        acaoId: 5,
        alterarDiaTrabalhoDiasConsecutivos: 1,
        titulo: 'Compensação na Semana',
        limite: null,
      },
      {
        acaoId: 6,
        alterarDiaTrabalhoDiasConsecutivos: 1,
        titulo: 'Compensação de Banco',
        limite: null,
      },
      { acaoId: 7, alterarDiaTrabalhoDiasConsecutivos: 1, titulo: 'Alterar Escala', limite: null },
    ]);
    const sabado = await api.get(GESTOR, `/acao/disponivel?UsuarioId=${paula}&Data=2026-12-12`);
    expect(sabado.json().data.data.items.map((a: { acaoId: number }) => a.acaoId)).toEqual([
      2, 4, 7,
    ]);
  });

  it('GET /acao: gestor filtra por colaborador e status; colaborador vê só as próprias', async () => {
    const doGestor = await api.get(GESTOR, `/acao?UsuarioId=${paula}&status=Aprovada`);
    expect(doGestor.json().data.total).toBeGreaterThan(0);
    expect(
      doGestor
        .json()
        .data.items.every(
          (a: { usuarioId: number; status: string }) =>
            a.usuarioId === paula && a.status === 'Aprovada',
        ),
    ).toBe(true);
    const propria = await api.get(PAULA, '/acao');
    expect(
      propria.json().data.items.every((a: { usuarioId: number }) => a.usuarioId === paula),
    ).toBe(true);
    const doDia = await api.get(GESTOR, `/acao?UsuarioId=${paula}&Data=2026-12-10`);
    expect(doDia.json().data.items.map((a: { data: string }) => a.data)).toEqual(['2026-12-10']);
  });
});
