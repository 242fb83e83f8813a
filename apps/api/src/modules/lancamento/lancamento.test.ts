import { SERVICOS } from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, bearer, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';
import { listAusenciasAprovadas } from './index.ts';

const m = SERVICOS.main;
let t: AppDeTeste;
const tokens: Record<string, string> = {};
let paulaId: number;

const EMAIL = {
  paula: 'colaborador@demo.jornada.dev',
  gestor: 'gestor@demo.jornada.dev',
  gestoraCd: 'gestora.cd@demo.jornada.dev',
  rh: 'rh@demo.jornada.dev',
} as const;
type Quem = keyof typeof EMAIL;
const como = (quem: Quem) => bearer(tokens[quem]!);

/** Multipart só com campos de texto (o "form" da spec). */
const formulario = (campos: Record<string, string | number>) => {
  const limite = '----jornada-lancamento';
  const partes = Object.entries(campos).map(
    ([k, v]) => `--${limite}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${limite}` },
    payload: `${partes.join('')}--${limite}--\r\n`,
  };
};
const postarForm = (
  url: string,
  quem: Quem,
  campos: Record<string, string | number>,
  method: 'POST' | 'PUT' = 'POST',
) => {
  const f = formulario(campos);
  return t.app.inject({
    method,
    url: `${m}${url}`,
    headers: { ...como(quem), ...f.headers },
    payload: f.payload,
  });
};
const postar = (url: string, quem: Quem, payload: object) =>
  t.app.inject({ method: 'POST', url: `${m}${url}`, headers: como(quem), payload });

beforeAll(async () => {
  t = await createAppDeTeste();
  for (const quem of Object.keys(EMAIL) as Quem[]) tokens[quem] = await t.token(EMAIL[quem]);
  const [u] = await t.db.query<{ id: number }>(
    'select id from usuario where empresa_id = $1 and email = $2',
    [EMPRESA_DEMO, EMAIL.paula],
  );
  paulaId = u!.id;
});
afterAll(() => t.close());

describe('day off', () => {
  it('pede por formulário, carrega por query e lista pelo corpo {usuarioId}', async () => {
    const r = await postarForm('/salvardayofflancamento', 'paula', {
      data: '2026-12-04',
      motivo: 'Aniversario',
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      Success: true,
      Mensagem: 'Day off solicitado. Aguarde a aprovação do seu gestor.',
      Data: {
        tipo: 'DayOff',
        status: 'Pendente',
        dataInicio: '2026-12-04',
        dias: 1,
        motivo: 'Aniversario',
      },
    });
    const id = r.json().Data.id;
    const um = await t.app.inject({
      method: 'GET',
      url: `${m}/CarregarDayOffLancamento?id=${id}`,
      headers: como('gestor'),
    });
    expect(um.json().Data).toMatchObject({ id, colaboradorNome: 'Paula Andrade' });
    const lista = await postar('/CarregarDayOffLancamentos', 'paula', { usuarioId: paulaId });
    expect(lista.json().Data.map((l: { id: number }) => l.id)).toContain(id);
  });

  it('recusa o segundo aniversário do ano, dia ocupado e data passada', async () => {
    const repetido = await postarForm('/salvardayofflancamento', 'paula', {
      data: '2026-12-11',
      motivo: 'Aniversario',
    });
    expect(repetido.json()).toMatchObject({
      codigo: 'DAYOFF_ANIVERSARIO_REPETIDO',
      campo: 'motivo',
    });
    const ocupado = await postarForm('/salvardayofflancamento', 'paula', {
      data: '2026-12-04',
      motivo: 'FolgaConcedida',
    });
    expect(ocupado.statusCode).toBe(409);
    expect(ocupado.json().Mensagem).toContain('day off pendente de 04/12/2026');
    const passado = await postarForm('/salvardayofflancamento', 'paula', {
      data: '2026-11-02',
      motivo: 'FolgaConcedida',
    });
    expect(passado.json()).toMatchObject({
      codigo: 'DATA_PASSADA',
      Mensagem: 'Escolha uma data a partir de hoje.',
    });
  });

  it('a colaboradora cancela o próprio pendente (PUT no formulário), auditado', async () => {
    const r = await postarForm('/salvardayofflancamento', 'paula', {
      data: '2026-12-14',
      motivo: 'FolgaConcedida',
    });
    const id = r.json().Data.id;
    const c = await postarForm(
      '/AlterarStatusLancamento',
      'paula',
      { lancamentoId: id, status: 'Cancelado' },
      'PUT',
    );
    expect(c.json()).toMatchObject({
      Mensagem: 'Lançamento cancelado.',
      Data: { status: 'Cancelado' },
    });
    const [a] = await t.db.query<{ n: string }>(
      "select count(*) as n from auditoria where entidade = 'lancamento' and entidade_id = $1",
      [String(id)],
    );
    expect(Number(a!.n)).toBe(2);
  });
});

describe('recesso de estágio (Lei 11.788 art. 13)', () => {
  it('aceita até 30 dias no ano de estágio e recusa o que passa do direito', async () => {
    const r = await postarForm('/salvarrecessolancamento', 'paula', {
      dataInicio: '2027-01-04',
      dataFim: '2027-01-23',
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().Data).toMatchObject({ tipo: 'Recesso', dias: 20 });
    const acima = await postarForm('/salvarrecessolancamento', 'paula', {
      dataInicio: '2027-02-01',
      dataFim: '2027-02-15',
    });
    expect(acima.json()).toMatchObject({ codigo: 'RECESSO_ACIMA_DO_DIREITO', campo: 'dataFim' });
    expect(acima.json().Mensagem).toContain(
      'é de 30 dias (Lei 11.788 art. 13): 20 já pedidos ou aprovados, e este pedido tem 15',
    );
    const foraDoAno = await postarForm('/salvarrecessolancamento', 'paula', {
      dataInicio: '2027-02-25',
      dataFim: '2027-03-03',
    });
    expect(foraDoAno.json()).toMatchObject({ codigo: 'RECESSO_FORA_DO_ANO', campo: 'dataFim' });
    const um = await postarForm('/CarregarRecessoLancamento', 'paula', { id: r.json().Data.id });
    expect(um.json().Data.dataFim).toBe('2027-01-23');
    const lista = await postar('/CarregarRecessoLancamentos', 'gestor', { usuarioId: paulaId });
    expect(lista.json().Data).toHaveLength(1);
  });

  it('pedir por outra pessoa só o RH', async () => {
    const r = await postar('/salvarrecessolancamento', 'gestor', {
      usuarioId: paulaId,
      dataInicio: '2027-02-01',
      dataFim: '2027-02-02',
    });
    expect(r.statusCode).toBe(403);
  });
});

describe('aprovações, listas e totais', () => {
  it('o gestor da equipe reprova com motivo; a gestora de outro departamento não vê o lançamento', async () => {
    const lista = await t.app.inject({
      method: 'GET',
      url: `${m}/CarregarLancamentos?status=Pendente&tipo=Recesso`,
      headers: como('gestor'),
    });
    const { id } = lista.json().Data[0] as { id: number };
    const fora = await postarForm('/AlterarStatusLancamento', 'gestoraCd', {
      lancamentoId: id,
      status: 'Reprovado',
      motivo: 'x',
    });
    expect(fora.statusCode).toBe(404);
    const r = await postarForm('/AlterarStatusLancamento', 'gestor', {
      lancamentoId: id,
      status: 'Reprovado',
      motivo: 'Período de inventário',
    });
    expect(r.json().Data).toMatchObject({
      status: 'Reprovado',
      motivoDecisao: 'Período de inventário',
    });
    const de = await t.app.inject({
      method: 'GET',
      url: `${m}/CarregarDayOffLancamento?id=${id}`,
      headers: como('gestor'),
    });
    expect(de.json()).toMatchObject({
      Mensagem: 'Erro ao carregar ausência: lançamento não encontrado.',
    });
  });

  it('totais por tipo e status com o saldo de férias; GET e POST nas listas do chamador', async () => {
    const r = await postar('/CarregarTotaisLancamentos', 'paula', {});
    expect(r.json().Data).toMatchObject({
      usuarioId: paulaId,
      DayOff: { Pendente: 1, Cancelado: 1 },
      Recesso: { Reprovado: 1 },
      saldoFerias: 30,
    });
    const get = await t.app.inject({
      method: 'GET',
      url: `${m}/TotalPontosPorFuncionario`,
      headers: como('gestor'),
    });
    const post = await t.app.inject({
      method: 'POST',
      url: `${m}/TotalPontosPorFuncionario`,
      headers: como('gestor'),
    });
    expect(get.json().Data).toEqual(post.json().Data);
    expect(
      get.json().Data.find((x: { usuarioId: number }) => x.usuarioId === paulaId),
    ).toMatchObject({ pendentes: 1, aprovados: 1, total: 4 });
    const rh = await t.app.inject({
      method: 'POST',
      url: `${m}/CarregarLancamentos?tipo=Ferias`,
      headers: como('rh'),
    });
    expect(rh.json().Data.length).toBeGreaterThanOrEqual(5);
    const daPaula = await t.app.inject({
      method: 'GET',
      url: `${m}/CarregarLancamentos`,
      headers: como('paula'),
    });
    expect(new Set(daPaula.json().Data.map((l: { usuarioId: number }) => l.usuarioId))).toEqual(
      new Set([paulaId]),
    );
  });

  it('day off aprovado pelo gestor vai para a porta do módulo (calendário e espelho)', async () => {
    const lista = await postar('/CarregarDayOffLancamentos', 'gestor', { usuarioId: paulaId });
    const pendente = (lista.json().Data as { id: number; status: string }[]).find(
      (l) => l.status === 'Pendente',
    )!;
    const r = await postarForm('/AlterarStatusLancamento', 'gestor', {
      lancamentoId: pendente.id,
      status: 'Aprovado',
    });
    expect(r.json().Data.status).toBe('Aprovado');
    const [c3] = await t.db.query<{ id: number }>(
      "select id from usuario where empresa_id = $1 and email = 'colaborador03@demo.jornada.dev'",
      [EMPRESA_DEMO],
    );
    const ausencias = await listAusenciasAprovadas(
      { db: t.db.db, empresaId: EMPRESA_DEMO },
      [paulaId, c3!.id],
      '2026-12-01',
      '2026-12-31',
    );
    expect(ausencias.map((a) => [a.usuarioId, a.tipo, a.inicio, a.fim])).toEqual(
      expect.arrayContaining([
        [paulaId, 'DayOff', '2026-12-04', '2026-12-04'],
        [c3!.id, 'DayOff', '2026-12-07', '2026-12-07'],
      ]),
    );
    const outraEmpresa = await listAusenciasAprovadas(
      { db: t.db.db, empresaId: 1032 },
      [paulaId],
      '2026-12-01',
      '2026-12-31',
    );
    expect(outraEmpresa).toEqual([]);
  });
});
