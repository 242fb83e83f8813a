import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';

let t: AppDeTeste;
const tokens: Record<string, string> = {};
const como = (quem: string) => ({ authorization: `Bearer ${tokens[quem]}` });
let motivo: number;

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('conteudo de teste do png'),
]);
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

type Anexo = { nome: string; tipo: string; bytes: Buffer };

/** Corpo multipart binário: campos de texto e um arquivo no campo `anexo`. */
const multipart = (campos: Record<string, string>, anexo?: Anexo) => {
  const limite = '----jornada-anexo';
  const partes: Buffer[] = Object.entries(campos).map(([k, v]) =>
    Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (anexo)
    partes.push(
      Buffer.from(
        `--${limite}\r\nContent-Disposition: form-data; name="anexo"; filename="${anexo.nome}"\r\nContent-Type: ${anexo.tipo}\r\n\r\n`,
      ),
      anexo.bytes,
      Buffer.from('\r\n'),
    );
  partes.push(Buffer.from(`--${limite}--\r\n`));
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${limite}` },
    payload: Buffer.concat(partes),
  };
};

const postar = (url: string, quem: string, campos: Record<string, string>, anexo?: Anexo) => {
  const m = multipart(campos, anexo);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...como(quem), ...m.headers },
    payload: m.payload,
  });
};

const baixar = (id: number, quem: string) =>
  t.app.inject({ method: 'GET', url: `/api/main/tratamentos/${id}/anexo`, headers: como(quem) });

type Marcacao = { id: number; chave: string; data: string };
const marcacoesDe = async (data: string) => {
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/main/CarregarMes',
    headers: como('colaborador'),
    payload: { mes: 11, ano: 2026 },
  });
  return (r.json().Data.dias as { data: string; marcacoes: Marcacao[] }[]).find(
    (d) => d.data === data,
  )!.marcacoes;
};

beforeAll(async () => {
  t = await createAppDeTeste();
  for (const quem of ['colaborador', 'rh', 'gestor', 'colaborador02'])
    tokens[quem] = await t.token(`${quem}@demo.jornada.dev`);
  const r = await t.app.inject({
    method: 'GET',
    url: '/api/main/CarregarMotivosMarcacao',
    headers: como('colaborador'),
  });
  motivo = (r.json().Data as { id: number; descricao: string }[]).find(
    (m) => m.descricao === 'Atestado ou declaração',
  )!.id;
});
afterAll(() => t.close());

describe('anexos dos pedidos de tratamento (PDF, JPG ou PNG até 5 MB, guardados no banco)', () => {
  it('alterar a data com PNG: o anexo fica na tabela própria com SHA-256 e quem pediu baixa', async () => {
    const [m] = await marcacoesDe('2026-11-10');
    const r = await postar(
      '/api/main/AlterarDataMarcacao',
      'colaborador',
      { marcacaoId: String(m!.id), motivoId: String(motivo), novaData: '2026-11-09' },
      { nome: 'C:\\fotos\\atestado.png', tipo: 'application/octet-stream', bytes: PNG },
    );
    expect(r.statusCode).toBe(200);
    expect(r.json().Mensagem).toBe('Dia alterado com sucesso!');
    const [tratamento] = r.json().Data.tratamentos;
    expect(tratamento).toMatchObject({
      tipo: 'alteracao-data',
      status: 'ParaAprovar',
      temAnexo: true,
    });
    const [linha] = await t.db.query<{
      empresa_id: number;
      nome: string;
      tipo: string;
      tamanho: number;
      sha256: string;
    }>(
      'select empresa_id, nome, tipo, tamanho, sha256 from tratamento_anexo where tratamento_id = $1',
      [tratamento.id],
    );
    expect(linha).toEqual({
      empresa_id: 2,
      nome: 'atestado.png',
      tipo: 'image/png',
      tamanho: PNG.length,
      sha256: sha256(PNG),
    });
    const proprio = await baixar(tratamento.id, 'colaborador');
    expect(proprio.statusCode).toBe(200);
    expect(proprio.headers['content-type']).toBe('image/png');
    expect(proprio.headers['x-anexo-sha256']).toBe(sha256(PNG));
    expect(proprio.headers['content-disposition']).toContain('filename="atestado.png"');
    expect(proprio.rawPayload.equals(PNG)).toBe(true);
    expect((await baixar(tratamento.id, 'gestor')).statusCode).toBe(200);
    expect((await baixar(tratamento.id, 'rh')).statusCode).toBe(200);
    expect((await baixar(tratamento.id, 'colaborador02')).statusCode).toBe(403);
  });

  it('tipo fora de PDF/JPG/PNG é 400 com a mensagem do campo, mesmo com extensão .pdf', async () => {
    const [m] = await marcacoesDe('2026-11-11');
    const r = await postar(
      '/api/main/DesconsiderarMarcacao',
      'colaborador',
      { marcacaoId: String(m!.id), motivoId: String(motivo) },
      { nome: 'virus.pdf', tipo: 'application/pdf', bytes: Buffer.from('MZ executavel') },
    );
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({
      Mensagem: 'Anexo: envie um arquivo PDF, JPG ou PNG.',
      codigo: 'ANEXO_TIPO',
      campo: 'anexo',
    });
    const vazio = await postar(
      '/api/main/DesconsiderarMarcacao',
      'colaborador',
      { marcacaoId: String(m!.id), motivoId: String(motivo) },
      { nome: 'vazio.pdf', tipo: 'application/pdf', bytes: Buffer.alloc(0) },
    );
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().Mensagem).toBe('Anexo: o arquivo está vazio.');
    const [{ n } = { n: -1 }] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from marcacao_tratamento where marcacao_id = $1',
      [m!.id],
    );
    expect(n).toBe(0);
  });

  it('acima de 5 MB é 413 com a mensagem do campo e nada é gravado', async () => {
    const [m] = await marcacoesDe('2026-11-11');
    const grande = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5 * 1024 * 1024, 0x20)]);
    const r = await postar(
      '/api/main/DesconsiderarMarcacao',
      'colaborador',
      { marcacaoId: String(m!.id), motivoId: String(motivo) },
      { nome: 'grande.pdf', tipo: 'application/pdf', bytes: grande },
    );
    expect(r.statusCode).toBe(413);
    expect(r.json()).toMatchObject({
      Mensagem: 'Anexo: o arquivo passa do limite de 5 MB.',
      campo: 'anexo',
    });
  });

  it('editar com anexo: um arquivo só no banco, visível e baixável pelos dois tratamentos do grupo', async () => {
    const [m] = await marcacoesDe('2026-11-12');
    const pdf = Buffer.from('%PDF-1.4 declaracao de comparecimento');
    const r = await postar(
      '/api/main/EditarMarcacao',
      'gestor',
      { marcacaoId: String(m!.id), motivoId: String(motivo), novaHora: '08:05' },
      { nome: 'declaração.pdf', tipo: 'application/pdf', bytes: pdf },
    );
    expect(r.statusCode).toBe(200);
    const [desconsiderar, incluir] = r.json().Data.tratamentos;
    expect(desconsiderar).toMatchObject({ tipo: 'desconsideracao', temAnexo: true });
    expect(incluir).toMatchObject({ tipo: 'inclusao', temAnexo: true });
    const [{ n } = { n: -1 }] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from tratamento_anexo where grupo = $1',
      [desconsiderar.grupo],
    );
    expect(n).toBe(1);
    const a = await baixar(incluir.id, 'gestor');
    expect(a.statusCode).toBe(200);
    expect(a.rawPayload.equals(pdf)).toBe(true);
    expect(a.headers['content-disposition']).toContain("filename*=UTF-8''declara%C3%A7%C3%A3o.pdf");
    // O gestor pediu pela colaboradora: ela, dona da marcação, também baixa.
    expect((await baixar(incluir.id, 'colaborador')).statusCode).toBe(200);
  });

  it('o anexo é só inserção: alterar ou excluir é recusado pelo banco', async () => {
    await expect(t.db.query("update tratamento_anexo set nome = 'x'")).rejects.toThrow(/imutável/);
    await expect(t.db.query('delete from tratamento_anexo')).rejects.toThrow(/imutável/);
  });

  it('tratamento sem anexo: 404', async () => {
    const [m] = await marcacoesDe('2026-11-13');
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/main/AlterarMarcacao',
      headers: como('rh'),
      payload: { marcacaoId: m!.id, motivoId: motivo },
    });
    expect(r.statusCode).toBe(200);
    expect((await baixar(r.json().Data.tratamentos[0].id, 'rh')).statusCode).toBe(404);
  });
});
