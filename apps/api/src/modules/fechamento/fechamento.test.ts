import type {
  ExportacaoVerbas,
  Fechamento,
  FechamentoDetalhe,
  StatusCompetencia,
  VerificacaoFechamento,
} from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, bearer, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';

const V = '/api/verbas';
const OUTUBRO = 'ano=2026&mes=10';
const FECHADA =
  'A competência 10/2026 está fechada para este colaborador. Peça ao RH para reabrir.';
let t: AppDeTeste;
let rh: string;
let colaborador: string;
let colaboradorId: number;
let departamentoId: number;
let motivoId: number;
let fechamento: Fechamento;

const chamar = async <T>(method: 'GET' | 'POST', url: string, payload?: object, token = rh) => {
  const r = await t.app.inject({ method, url, payload, headers: bearer(token) });
  const corpo = r.json();
  return { status: r.statusCode, data: (corpo.data ?? corpo.Data) as T, corpo };
};
const verificar = (q = '') =>
  chamar<VerificacaoFechamento>('GET', `${V}/fechamento/divergencias?${OUTUBRO}&pageSize=100${q}`);
const incluir = (usuarioId: number, data: string, hora: string, token = rh) =>
  chamar<{ tratamentos: { id: number }[] }>(
    'POST',
    '/api/main/IncluirMarcacao',
    { usuarioId, data, hora, motivoId },
    token,
  );

beforeAll(async () => {
  t = await createAppDeTeste(); // "hoje" = 16/11/2026: outubro já terminou
  rh = await t.token('rh@demo.jornada.dev');
  colaborador = await t.token('colaborador@demo.jornada.dev');
  const [u] = await t.db.query<{ id: number; departamento_id: number }>(
    "select id, departamento_id from usuario where empresa_id = $1 and email = 'colaborador@demo.jornada.dev'",
    [EMPRESA_DEMO],
  );
  colaboradorId = u!.id;
  departamentoId = u!.departamento_id;
  const [m] = await t.db.query<{ id: number }>(
    'select min(id) as id from motivo_marcacao where empresa_id = $1',
    [EMPRESA_DEMO],
  );
  motivoId = m!.id;
});
afterAll(() => t.close());

describe('fechamento da competência', () => {
  it('marcações ímpares impedem fechar a empresa (409, com a contagem)', async () => {
    const v = await verificar();
    expect(v.status).toBe(200);
    expect(v.data.bloqueantes).toBeGreaterThan(0);
    expect(v.data.podeFechar).toBe(false);
    expect(v.data.items.some((d) => d.tipo === 'marcacoesImpares' && d.bloqueia)).toBe(true);
    const r = await chamar('POST', `${V}/fechamento`, { ano: 2026, mes: 10 });
    expect(r.status).toBe(409);
    expect(r.corpo.codigo).toBe('DIVERGENCIAS_BLOQUEANTES');
    expect(r.corpo.message).toContain(`${v.data.bloqueantes} divergência(s)`);
  });

  it('competência em andamento, filial e departamento juntos e ids enormes: 400/404, nunca 5xx', async () => {
    const atual = await chamar('POST', `${V}/fechamento`, { ano: 2026, mes: 11 });
    expect(atual.status).toBe(400);
    expect(atual.corpo.message).toContain('mes');
    const doisAlcances = await chamar(
      'GET',
      `${V}/fechamento/status?${OUTUBRO}&filialId=1&departamentoId=1`,
    );
    expect(doisAlcances.status).toBe(400);
    const enorme = await chamar('GET', `${V}/fechamento/99999999999999999999`);
    expect(enorme.status).toBe(400);
    const inexistente = await chamar('GET', `${V}/fechamento/2147483647`);
    expect(inexistente.status).toBe(404);
    const gestor = await chamar('GET', `${V}/fechamento`, undefined, colaborador);
    expect(gestor.status).toBe(403);
  });

  it('um tratamento pendente no mês impede fechar o departamento', async () => {
    const dep = `&departamentoId=${departamentoId}`;
    // O RH resolve as marcações ímpares do departamento (inclui a que faltou).
    for (const d of (await verificar(dep)).data.items.filter((x) => x.tipo === 'marcacoesImpares'))
      expect((await incluir(d.usuarioId!, d.data!, '23:00')).status).toBe(200);
    const pedido = await incluir(colaboradorId, '2026-10-05', '07:00', colaborador);
    expect(pedido.status).toBe(200);
    const v = await verificar(dep);
    expect(v.data.items.filter((d) => d.bloqueia).map((d) => d.tipo)).toEqual([
      'tratamentoPendente',
    ]);
    const r = await chamar('POST', `${V}/fechamento`, { ano: 2026, mes: 10, departamentoId });
    expect(r.status).toBe(409);
    // Reprovado o pedido, nada mais bloqueia.
    const decisao = await chamar(
      'POST',
      `/api/main/tratamentos/${pedido.data.tratamentos[0]!.id}/decisao`,
      {
        status: 'Reprovada',
        observacao: 'Marcação não confere.',
      },
    );
    expect(decisao.status).toBe(200);
    expect((await verificar(dep)).data.bloqueantes).toBe(0);
  });

  it('fecha o departamento: avisos pedem confirmação; grava fotografia e auditoria', async () => {
    const v = await verificar(`&departamentoId=${departamentoId}`);
    if (v.data.avisos > 0) {
      const semAceite = await chamar('POST', `${V}/fechamento`, {
        ano: 2026,
        mes: 10,
        departamentoId,
      });
      expect(semAceite.status).toBe(409);
      expect(semAceite.corpo.campo ?? semAceite.corpo.message).toContain('aceitarAvisos');
    }
    const r = await chamar<Fechamento>('POST', `${V}/fechamento`, {
      ano: 2026,
      mes: 10,
      departamentoId,
      aceitarAvisos: true,
    });
    expect(r.status).toBe(200);
    fechamento = r.data;
    expect(fechamento).toMatchObject({
      ano: 2026,
      mes: 10,
      escopo: 'departamento',
      status: 'fechado',
      colaboradores: v.data.colaboradores,
      avisosAceitos: v.data.avisos,
      diferencas: 0,
    });
    const detalhe = await chamar<FechamentoDetalhe>('GET', `${V}/fechamento/${fechamento.id}`);
    expect(detalhe.data.porVerba.length).toBeGreaterThan(0);
    const aud = await t.db.query<{ acao: string }>(
      "select acao from auditoria where empresa_id = $1 and entidade = 'fechamento' and entidade_id = $2",
      [EMPRESA_DEMO, String(fechamento.id)],
    );
    expect(aud.map((a) => a.acao)).toEqual(['fechamento']);
    const dep = await chamar<StatusCompetencia>(
      'GET',
      `${V}/fechamento/status?${OUTUBRO}&departamentoId=${departamentoId}`,
    );
    expect(dep.data.status).toBe('fechada');
    const empresa = await chamar<StatusCompetencia>('GET', `${V}/fechamento/status?${OUTUBRO}`);
    expect(empresa.data.status).toBe('parcial');
    const denovo = await chamar('POST', `${V}/fechamento`, { ano: 2026, mes: 10, departamentoId });
    expect(denovo.status).toBe(409);
  });

  it('fechada, a competência recusa tratamento, aprovações e ausência justificada', async () => {
    const inclusao = await incluir(colaboradorId, '2026-10-06', '19:00');
    expect(inclusao.status).toBe(409);
    expect(inclusao.corpo.Mensagem ?? inclusao.corpo.message).toBe(FECHADA);
    // Um pedido que já existia (gravado antes da regra) não pode mais ser aprovado.
    const [pendente] = await t.db.query<{ id: number }>(
      `insert into marcacao_tratamento (empresa_id, usuario_id, tipo, data, data_hora, minuto, fuso,
         motivo_id, motivo, autor_id, criado_em, status)
       values ($1, $2, 'inclusao', '2026-10-07', '2026-10-07T22:00:00Z', 1140, '-03:00', $3, 'Teste',
         $2, now(), 'ParaAprovar') returning id`,
      [EMPRESA_DEMO, colaboradorId, motivoId],
    );
    const aprovar = await chamar('POST', `/api/main/tratamentos/${pendente!.id}/decisao`, {
      status: 'Aprovada',
    });
    expect(aprovar.status).toBe(409);
    expect(aprovar.corpo.message).toBe(FECHADA);
    const abono = await chamar('POST', '/api/main/SalvarAvisoAusenciaLancamento', {
      usuarioId: colaboradorId,
      dataInicio: '2026-10-30',
      dataFim: '2026-11-03',
      motivo: 'ATESTADO_MEDICO',
    });
    expect(abono.status).toBe(409);
    expect(abono.corpo.message).toBe(FECHADA);
    // Um pedido de day off pendente (anterior à regra) também não pode ser aprovado.
    const [pedido] = await t.db.query<{ id: number }>(
      `insert into lancamento (empresa_id, usuario_id, tipo, status, data_inicio, data_fim, dias,
         solicitante_id, criado_em)
       values ($1, $2, 'DayOff', 'Pendente', '2026-10-09', '2026-10-09', 1, $2, now()) returning id`,
      [EMPRESA_DEMO, colaboradorId],
    );
    const aprovarPedido = await chamar('POST', '/api/main/AlterarStatusLancamento', {
      lancamentoId: pedido!.id,
      status: 'Aprovado',
    });
    expect(aprovarPedido.status).toBe(409);
    expect(aprovarPedido.corpo.message).toBe(FECHADA);
    const reprovarPedido = await chamar('POST', '/api/main/AlterarStatusLancamento', {
      lancamentoId: pedido!.id,
      status: 'Reprovado',
      motivo: 'Mês já fechado.',
    });
    expect(reprovarPedido.status).toBe(200);
    // Reprovar não muda os dias: continua possível.
    const reprovar = await chamar('POST', `/api/main/tratamentos/${pendente!.id}/decisao`, {
      status: 'Reprovada',
    });
    expect(reprovar.status).toBe(200);
  });

  it('reabre com motivo obrigatório (auditado) e volta a aceitar mudanças', async () => {
    const semMotivo = await chamar('POST', `${V}/fechamento/${fechamento.id}/reabertura`, {});
    expect(semMotivo.status).toBe(400);
    expect(semMotivo.corpo.message).toContain('motivo');
    const r = await chamar<Fechamento>('POST', `${V}/fechamento/${fechamento.id}/reabertura`, {
      motivo: 'Marcações esquecidas no dia 06/10.',
    });
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({
      status: 'reaberto',
      motivoReabertura: 'Marcações esquecidas no dia 06/10.',
    });
    expect(
      (
        await chamar('POST', `${V}/fechamento/${fechamento.id}/reabertura`, {
          motivo: 'De novo, por engano.',
        })
      ).status,
    ).toBe(409);
    const aud = await t.db.query<{ acao: string }>(
      "select acao from auditoria where empresa_id = $1 and entidade = 'fechamento' and entidade_id = $2 order by id",
      [EMPRESA_DEMO, String(fechamento.id)],
    );
    expect(aud.map((a) => a.acao)).toEqual(['fechamento', 'reabertura']);
    // Horas a mais num sábado de outubro, agora aceitas.
    expect((await incluir(colaboradorId, '2026-10-03', '08:00')).status).toBe(200);
    expect((await incluir(colaboradorId, '2026-10-03', '12:00')).status).toBe(200);
    const historico = await chamar<{ items: Fechamento[]; total: number }>(
      'GET',
      `${V}/fechamento?${OUTUBRO}`,
    );
    expect(historico.data.items.map((f) => f.id)).toContain(fechamento.id);
  });

  it('refechar leva as diferenças para a exportação de novembro, em linhas próprias', async () => {
    const antes = await chamar<ExportacaoVerbas>(
      'GET',
      `${V}/exportacao?ano=2026&mes=11&leiaute=dominio`,
    );
    expect(antes.status).toBe(200);
    expect(antes.data.resumo.diferencas).toBeUndefined();
    const r = await chamar<Fechamento>('POST', `${V}/fechamento`, {
      ano: 2026,
      mes: 10,
      departamentoId,
      aceitarAvisos: true,
    });
    expect(r.status).toBe(200);
    expect(r.data.diferencas).toBeGreaterThan(0);
    const depois = await chamar<ExportacaoVerbas>(
      'GET',
      `${V}/exportacao?ano=2026&mes=11&leiaute=dominio`,
    );
    const difs = depois.data.resumo.diferencas ?? [];
    expect(difs.length).toBe(r.data.diferencas);
    expect(
      difs.every((d) => d.usuarioId === colaboradorId && d.referencia === 'diferença de 10/2026'),
    ).toBe(true);
    const positivas = difs.filter((d) => d.quantidade > 0);
    expect(positivas.length).toBeGreaterThan(0);
    expect(depois.data.resumo.linhas).toBe(antes.data.resumo.linhas + positivas.length);
    // Outubro exportado não muda: as diferenças vão só para a competência seguinte.
    const outubro = await chamar<ExportacaoVerbas>(
      'GET',
      `${V}/exportacao?${OUTUBRO}&leiaute=dominio`,
    );
    expect(outubro.data.resumo.diferencas).toBeUndefined();
  });
});
