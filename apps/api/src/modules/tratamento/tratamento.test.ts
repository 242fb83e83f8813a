import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';

let t: AppDeTeste;
const tokens: Record<string, string> = {};
const como = (quem: string) => ({ authorization: `Bearer ${tokens[quem]}` });
let motivo: number;
let motivoOutros: number;

beforeAll(async () => {
  t = await createAppDeTeste();
  for (const quem of ['colaborador', 'rh', 'gestor', 'colaborador02'])
    tokens[quem] = await t.token(`${quem}@demo.jornada.dev`);
  const r = await t.app.inject({
    method: 'GET',
    url: '/api/main/CarregarMotivosMarcacao',
    headers: como('colaborador'),
  });
  const motivos = r.json().Data as { id: number; descricao: string; exigeObservacao: boolean }[];
  motivo = motivos.find((m) => m.descricao === 'Marcação indevida')!.id;
  motivoOutros = motivos.find((m) => m.exigeObservacao)!.id;
});
afterAll(() => t.close());

type Marcacao = {
  chave: string;
  id: number;
  hora: string;
  origem: string;
  desconsiderada: boolean;
  contabiliza: boolean;
  pendente: boolean;
  motivo: string | null;
  tratamentos: { tipo: string; status: string }[];
};
type Dia = {
  data: string;
  marcacoes: Marcacao[];
  previsto: number | null;
  trabalhado: number;
  saldo: number | null;
};

const mes = async (quem = 'colaborador', usuarioId?: number) => {
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/main/CarregarMes',
    headers: como(quem),
    payload: { mes: 11, ano: 2026, usuarioId },
  });
  return r;
};
const dia = async (data: string, quem = 'colaborador') =>
  ((await mes(quem)).json().Data.dias as Dia[]).find((d) => d.data === data)!;

/** Multipart com campos de texto e um anexo opcional. */
const multipart = (campos: Record<string, string>, anexo?: { nome: string; conteudo: string }) => {
  const limite = '----jornada-teste';
  const partes = Object.entries(campos).map(
    ([k, v]) => `--${limite}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  if (anexo)
    partes.push(
      `--${limite}\r\nContent-Disposition: form-data; name="anexo"; filename="${anexo.nome}"\r\nContent-Type: application/pdf\r\n\r\n${anexo.conteudo}\r\n`,
    );
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${limite}` },
    payload: `${partes.join('')}--${limite}--\r\n`,
  };
};

const postar = (
  url: string,
  quem: string,
  campos: Record<string, string>,
  anexo?: { nome: string; conteudo: string },
) => {
  const m = multipart(campos, anexo);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...como(quem), ...m.headers },
    payload: m.payload,
  });
};

describe('tratamento de marcações (PTRP, Portaria 671 art. 82)', () => {
  let alvo: Marcacao;

  it('desconsiderar (multipart, com anexo): pedido do colaborador fica ParaAprovar e a marcação ainda conta', async () => {
    alvo = (await dia('2026-11-13')).marcacoes[1]!;
    const r = await postar(
      '/api/main/DesconsiderarMarcacao',
      'colaborador',
      { marcacaoId: String(alvo.id), motivoId: String(motivo) },
      { nome: 'declaracao.pdf', conteudo: '%PDF-1.4 teste' },
    );
    expect(r.statusCode).toBe(200);
    expect(r.json().Mensagem).toBe('Solicitação de desconsideração realizada');
    expect(r.json().Data.tratamentos[0]).toMatchObject({
      tipo: 'desconsideracao',
      status: 'ParaAprovar',
      temAnexo: true,
    });
    const m = (await dia('2026-11-13')).marcacoes.find((x) => x.chave === alvo.chave)!;
    expect(m).toMatchObject({ desconsiderada: false, contabiliza: true });
    expect(m.tratamentos.map((x) => x.status)).toEqual(['ParaAprovar']);
  });

  it('pedir de novo enquanto aguarda: 409 com a mensagem da spec', async () => {
    const r = await postar('/api/main/DesconsiderarMarcacao', 'colaborador', {
      marcacaoId: String(alvo.id),
      motivoId: String(motivo),
    });
    expect(r.statusCode).toBe(409);
    expect(r.json().Mensagem).toMatch(/^Erro ao desconsiderar ponto: /);
  });

  it('o gestor da equipe vê na fila e aprova; o próprio colaborador não pode decidir', async () => {
    const fila = await t.app.inject({
      method: 'GET',
      url: '/api/main/tratamentos?status=ParaAprovar',
      headers: como('gestor'),
    });
    const item = fila.json().Data.items.find((i: { tipo: string }) => i.tipo === 'desconsideracao');
    expect(item).toMatchObject({ usuarioNome: 'Paula Andrade' });
    const proprio = await t.app.inject({
      method: 'POST',
      url: `/api/main/tratamentos/${item.id}/decisao`,
      headers: como('colaborador'),
      payload: { status: 'Aprovada' },
    });
    expect(proprio.statusCode).toBe(403);
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/main/tratamentos/${item.id}/decisao`,
      headers: como('gestor'),
      payload: { status: 'Aprovada', observacao: 'ok' },
    });
    expect(r.json().Mensagem).toBe('Tratamento aprovado.');
    const m = (await dia('2026-11-13')).marcacoes.find((x) => x.chave === alvo.chave)!;
    expect(m).toMatchObject({
      desconsiderada: true,
      contabiliza: false,
      motivo: 'Marcação indevida',
    });
    const denovo = await t.app.inject({
      method: 'POST',
      url: `/api/main/tratamentos/${item.id}/decisao`,
      headers: como('gestor'),
      payload: { status: 'Reprovada' },
    });
    expect(denovo.statusCode).toBe(409);
    await expect(
      t.db.query("update marcacao_tratamento set status = 'Reprovada' where id = $1", [item.id]),
    ).rejects.toThrow(/imutável/);
    await expect(
      t.db.query('delete from marcacao_tratamento where id = $1', [item.id]),
    ).rejects.toThrow(/imutável/);
  });

  it('o anexo é baixado pelo dono e pelo gestor; a original continua intacta no banco', async () => {
    const fila = await t.app.inject({
      method: 'GET',
      url: '/api/main/tratamentos',
      headers: como('colaborador'),
    });
    const id = fila.json().Data.items[0].id;
    const a = await t.app.inject({
      method: 'GET',
      url: `/api/main/tratamentos/${id}/anexo`,
      headers: como('gestor'),
    });
    expect(a.body).toBe('%PDF-1.4 teste');
    const [original] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from marcacao where id = $1',
      [alvo.id],
    );
    expect(original!.n).toBe(1);
  });

  it('restaurar o que não está desconsiderado falha; restaurar a desconsiderada registra o pedido', async () => {
    const outra = (await dia('2026-11-13')).marcacoes[0]!;
    const erro = await postar('/api/main/RestaurarMarcacao', 'colaborador', {
      marcacaoId: String(outra.id),
      motivoId: String(motivo),
    });
    expect(erro.statusCode).toBe(409);
    expect(erro.json().Mensagem).toMatch(/^Erro ao restaurar ponto: /);
    const r = await postar('/api/main/RestaurarMarcacao', 'colaborador', {
      marcacaoId: String(alvo.id),
      motivoId: String(motivo),
    });
    expect(r.json().Mensagem).toBe('Solicitação de restauração realizada');
  });

  it('justificar (JSON): "Marcação Justificada"; motivo que exige observação sem ela é 400', async () => {
    const m = (await dia('2026-11-12')).marcacoes[0]!;
    const sem = await t.app.inject({
      method: 'POST',
      url: '/api/main/AlterarMarcacao',
      headers: como('colaborador'),
      payload: { marcacaoId: m.id, motivoId: motivoOutros },
    });
    expect(sem.statusCode).toBe(400);
    expect(sem.json().campo).toBe('observacao');
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/main/AlterarMarcacao',
      headers: como('colaborador'),
      payload: {
        marcacaoId: m.id,
        motivoId: motivoOutros,
        observacao: 'trânsito parado na marginal',
      },
    });
    expect(r.json().Mensagem).toBe('Marcação Justificada');
  });

  it('alterar a data (multipart) pelo RH vale na hora e leva a marcação ao outro dia', async () => {
    const m = (await dia('2026-11-12', 'rh')).marcacoes.at(-1);
    expect(m).toBeUndefined(); // o RH sem usuarioId vê o próprio ponto (vazio)
    const alvoData = (await dia('2026-11-12')).marcacoes.at(-1)!;
    const r = await postar('/api/main/AlterarDataMarcacao', 'rh', {
      marcacaoId: String(alvoData.id),
      motivoId: String(motivo),
      novaData: '2026-11-11',
    });
    expect(r.json().Mensagem).toBe('Dia alterado com sucesso!');
    expect(r.json().Data.tratamentos[0].status).toBe('Aprovada');
    const d11 = await dia('2026-11-11');
    expect(d11.marcacoes.some((x) => x.chave === alvoData.chave)).toBe(true);
    const longe = await postar('/api/main/AlterarDataMarcacao', 'rh', {
      marcacaoId: String(alvoData.id),
      motivoId: String(motivo),
      novaData: '2026-11-01',
    });
    expect(longe.statusCode).toBe(400);
  });

  it('incluir a marcação que faltou (gestor): conta na apuração, com origem incluída e motivo', async () => {
    const paula = await t.db.query<{ id: number }>(
      "select id from usuario where email = 'colaborador@demo.jornada.dev'",
    );
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/main/IncluirMarcacao',
      headers: como('gestor'),
      payload: { usuarioId: paula[0]!.id, data: '2026-11-10', hora: '19:30', motivoId: motivo },
    });
    expect(r.json().Data.tratamentos[0]).toMatchObject({
      tipo: 'inclusao',
      status: 'Aprovada',
      hora: '19:30',
    });
    const d = await dia('2026-11-10');
    expect(d.marcacoes.at(-1)).toMatchObject({
      hora: '19:30',
      origem: 'incluida',
      contabiliza: true,
      motivo: 'Marcação indevida',
    });
    const futuro = await t.app.inject({
      method: 'POST',
      url: '/api/main/IncluirMarcacao',
      headers: como('colaborador'),
      payload: { data: '2026-11-16', hora: '18:00', motivoId: motivo },
    });
    expect(futuro.statusCode).toBe(400);
  });

  it('editar = desconsiderar + incluir no mesmo grupo', async () => {
    const m = (await dia('2026-11-09')).marcacoes[0]!;
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/main/EditarMarcacao',
      headers: como('gestor'),
      payload: { marcacaoId: m.id, motivoId: motivo, novaHora: '08:00' },
    });
    const [d, i] = r.json().Data.tratamentos;
    expect([d.tipo, i.tipo]).toEqual(['desconsideracao', 'inclusao']);
    expect(d.grupo).toBe(i.grupo);
    const depois = await dia('2026-11-09');
    expect(depois.marcacoes.filter((x) => x.contabiliza).map((x) => x.hora)[0]).toBe('08:00');
  });

  it('um colaborador não vê nem trata o ponto de outro (404)', async () => {
    const outro = await t.db.query<{ id: number }>(
      "select id from usuario where email = 'colaborador02@demo.jornada.dev'",
    );
    expect((await mes('colaborador', outro[0]!.id)).statusCode).toBe(404);
    expect((await mes('gestor', outro[0]!.id)).statusCode).toBe(200);
    const r = await postar('/api/main/DesconsiderarMarcacao', 'colaborador02', {
      marcacaoId: String(alvo.id),
      motivoId: String(motivo),
    });
    expect(r.statusCode).toBe(404);
  });

  it('empresa que dispensa aprovação: o pedido do colaborador vale na hora', async () => {
    await t.db.query(
      'update empresa set configuracao = configuracao || \'{"exigirAprovacaoTratamento": false}\' where id = 2',
    );
    const m = (await dia('2026-11-05')).marcacoes[0]!;
    const r = await postar('/api/main/DesconsiderarMarcacao', 'colaborador', {
      marcacaoId: String(m.id),
      motivoId: String(motivo),
    });
    expect(r.json().Data.tratamentos[0].status).toBe('Aprovada');
    await t.db.query(
      "update empresa set configuracao = configuracao - 'exigirAprovacaoTratamento' where id = 2",
    );
  });

  it('cada pedido e decisão deixa auditoria (quem, quando, antes e depois)', async () => {
    const rows = await t.db.query<{ acao: string }>(
      "select acao from auditoria where entidade = 'marcacao_tratamento' order by id",
    );
    expect(rows.map((r) => r.acao)).toEqual(
      expect.arrayContaining([
        'solicitar-desconsideracao',
        'aprovar',
        'solicitar-inclusao',
        'solicitar-alteracao-data',
      ]),
    );
  });
});
