import { SERVICOS } from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, bearer, createAppDeTeste } from '../../../test/app-de-teste.ts';

/**
 * Sincronização com a exportação da folha sobre o app real: fonte com o mapeamento salvo, prévia
 * por linha (novo, alterado, sem mudança, erro), confirmação numa transação por arquivo com
 * inclusão, atualização pelo CPF (auditada), afastamentos e sindicatos.
 */

const I = SERVICOS.integracao;
let t: AppDeTeste;
let rh: string;
let fonteId: number;
const ref = { filial: '', cargo: '', alvoId: 0, alvoCpf: '', alvoNome: '', outroCpf: '' };

const um = async <T>(sql: string, params: unknown[] = []) => (await t.db.query<T>(sql, params))[0]!;

beforeAll(async () => {
  t = await createAppDeTeste();
  rh = await t.token('rh@demo.jornada.dev');
  ref.filial = (
    await um<{ nome: string }>(
      `select f.nome from filial f join rep r on r.empresa_id = f.empresa_id and r.filial_id = f.id
        where f.empresa_id = 2 order by f.id limit 1`,
    )
  ).nome;
  ref.cargo = (
    await um<{ nome: string }>(
      'select nome from cargo where empresa_id = 2 and ativo order by id desc limit 1',
    )
  ).nome;
  // Duas pessoas ativas que não são as contas de demonstração.
  const pessoas = await t.db.query<{ id: number; cpf: string; nome: string }>(
    `select id, cpf, nome from usuario where empresa_id = 2 and demissao is null and email not in
      ('rh@demo.jornada.dev', 'gestor@demo.jornada.dev', 'colaborador@demo.jornada.dev')
      order by id desc limit 2`,
  );
  ref.alvoId = pessoas[0]!.id;
  ref.alvoCpf = pessoas[0]!.cpf;
  ref.alvoNome = pessoas[0]!.nome;
  ref.outroCpf = pessoas[1]!.cpf;
}, 300_000);
afterAll(() => t?.close());

const chamar = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, quem = rh) =>
  t.app.inject({
    method,
    url: `${I}${url}`,
    headers: bearer(quem),
    ...(payload ? { payload } : {}),
  });

const LIMITE = '----jornada-sincronizacao';
/** Corpo multipart com os campos de texto e o arquivo CSV. */
const multipart = (campos: Record<string, string>, nome: string, conteudo: string) =>
  Buffer.concat([
    ...Object.entries(campos).map(([k, v]) =>
      Buffer.from(`--${LIMITE}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    ),
    Buffer.from(
      `--${LIMITE}\r\nContent-Disposition: form-data; name="arquivo"; filename="${nome}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(conteudo),
    Buffer.from(`\r\n--${LIMITE}--\r\n`),
  ]);

const enviar = async (tipo: string, csv: string) => {
  const r = await t.app.inject({
    method: 'POST',
    url: `${I}/sincronizacao/lotes`,
    headers: { ...bearer(rh), 'content-type': `multipart/form-data; boundary=${LIMITE}` },
    payload: multipart({ fonteId: String(fonteId), tipo }, `${tipo}.csv`, csv),
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data as { id: number; mapeamento: Record<string, string | null> };
};

type Linha = { linha: number; situacao: string; erros: string[]; mudancas: { campo: string }[] };
const previa = async (id: number, mapeamento: Record<string, string | null>) => {
  const r = await chamar('POST', `/sincronizacao/lotes/${id}/previa`, { mapeamento });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as { contagens: Record<string, number>; linhas: Linha[] };
};
const confirmar = (id: number) => chamar('POST', `/sincronizacao/lotes/${id}/confirmacao`);

describe('fontes', () => {
  it('o RH cria a fonte; nome repetido é 409 no campo nome; o colaborador não acessa', async () => {
    const r = await chamar('POST', '/sincronizacao/fontes', { nome: 'Domínio' });
    expect(r.statusCode, r.body).toBe(201);
    fonteId = r.json().data.id;
    const dup = await chamar('POST', '/sincronizacao/fontes', { nome: 'Domínio' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toContain('nome');
    const colaborador = await t.token('colaborador@demo.jornada.dev');
    const negado = await chamar('GET', '/sincronizacao/fontes', undefined, colaborador);
    expect(negado.statusCode).toBe(403);
  });
});

describe('colaboradores', () => {
  const NOVO_CPF = '39053344705';
  it('prévia mostra novo, alterado, sem mudança e erro sem gravar nada; o mapeamento fica salvo', async () => {
    const csv = [
      'CPF;Nome;E-mail;Admissão;Filial;Cargo',
      `${NOVO_CPF};Renata Sincronizada;renata.sinc@demo.jornada.dev;02/11/2026;${ref.filial};${ref.cargo}`,
      `${ref.alvoCpf};${ref.alvoNome} Souza;;;;${ref.cargo}`,
      `${ref.outroCpf};;;;;`,
      '11111111111;Fulano;f@x.com;01/11/2026;Matriz;',
      '73451298023;Sem Filial;sf@demo.jornada.dev;01/11/2026;Filial Que Não Existe;',
    ].join('\n');
    const lote = await enviar('colaboradores', csv);
    expect(lote.mapeamento).toMatchObject({
      cpf: 'CPF',
      nome: 'Nome',
      email: 'E-mail',
      filial: 'Filial',
    });
    const antes = await um<{ n: number }>(
      'select count(*)::int as n from usuario where empresa_id = 2',
    );
    const p = await previa(lote.id, lote.mapeamento);
    expect(p.linhas.map((l) => l.situacao)).toEqual([
      'novo',
      'alterado',
      'semMudanca',
      'erro',
      'erro',
    ]);
    expect(p.linhas[1]!.mudancas.map((m) => m.campo)).toContain('nome');
    expect(p.linhas[3]!.erros[0]).toContain('CPF');
    expect(p.linhas[4]!.erros[0]).toContain('Filial: "Filial Que Não Existe" não cadastrado');
    const depois = await um<{ n: number }>(
      'select count(*)::int as n from usuario where empresa_id = 2',
    );
    expect(depois.n).toBe(antes.n);
    const fontes = (await chamar('GET', '/sincronizacao/fontes')).json().data.items;
    expect(fontes[0].mapeamentos.colaboradores).toMatchObject({ cpf: 'CPF', cargo: 'Cargo' });

    // Confirmação: inclui e atualiza numa transação; as linhas com erro não mudam nada.
    const r = await confirmar(lote.id);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.contagens).toEqual({ novo: 1, alterado: 1, semMudanca: 1, erro: 2 });
    const novo = await um<{ nome: string }>(
      'select nome from usuario where empresa_id = 2 and cpf = $1',
      [NOVO_CPF],
    );
    expect(novo.nome).toBe('Renata Sincronizada');
    const alvo = await um<{ nome: string }>(
      'select nome from usuario where empresa_id = 2 and id = $1',
      [ref.alvoId],
    );
    expect(alvo.nome).toBe(`${ref.alvoNome} Souza`);
    const aud = await um<{ n: number }>(
      `select count(*)::int as n from auditoria where empresa_id = 2 and entidade = 'colaborador'
        and acao = 'alterar' and entidade_id = $1`,
      [String(ref.alvoId)],
    );
    expect(aud.n).toBe(1);
    const semLinhaRuim = await um<{ n: number }>(
      "select count(*)::int as n from usuario where empresa_id = 2 and cpf in ('73451298023', '11111111111')",
    );
    expect(semLinhaRuim.n).toBe(0);
    expect((await confirmar(lote.id)).statusCode).toBe(409);
  });

  it('a próxima exportação da mesma fonte entra com o mapeamento salvo e sai sem mudança', async () => {
    const csv = ['Cargo;CPF;Nome', `${ref.cargo};${NOVO_CPF};Renata Sincronizada`].join('\n');
    const lote = await enviar('colaboradores', csv);
    expect(lote.mapeamento).toMatchObject({
      cpf: 'CPF',
      nome: 'Nome',
      cargo: 'Cargo',
      email: 'E-mail',
    });
    // A coluna E-mail não veio desta vez: o RH desliga o campo e a prévia confere o resto.
    const p = await previa(lote.id, {
      ...lote.mapeamento,
      email: null,
      admissao: null,
      filial: null,
    });
    expect(p.linhas[0]!.situacao).toBe('semMudanca');
    const invalido = await chamar('POST', `/sincronizacao/lotes/${lote.id}/previa`, {
      mapeamento: { ...lote.mapeamento, cpf: null },
    });
    expect(invalido.statusCode).toBe(400);
    expect(invalido.json().message).toContain('CPF: escolha a coluna do arquivo.');
  });
});

describe('afastamentos e sindicatos', () => {
  it('um atestado vira ausência justificada; o mesmo arquivo de novo sai sem mudança', async () => {
    const csv = [
      'CPF;Tipo de afastamento;Início;Fim',
      `${ref.alvoCpf};Atestado médico;09/11/2026;10/11/2026`,
    ].join('\n');
    const lote = await enviar('afastamentos', csv);
    expect(lote.mapeamento).toMatchObject({
      cpf: 'CPF',
      tipo: 'Tipo de afastamento',
      inicio: 'Início',
      fim: 'Fim',
    });
    expect((await previa(lote.id, lote.mapeamento)).linhas[0]!.situacao).toBe('novo');
    const r = await confirmar(lote.id);
    expect(r.json().data.contagens.novo).toBe(1);
    const a = await um<{ motivo: string; data_fim: string }>(
      'select motivo, data_fim from ausencia_justificada where empresa_id = 2 and usuario_id = $1',
      [ref.alvoId],
    );
    expect(a).toMatchObject({ motivo: 'ATESTADO_MEDICO', data_fim: '2026-11-10' });
    const denovo = await enviar('afastamentos', csv);
    expect((await previa(denovo.id, denovo.mapeamento)).linhas[0]!.situacao).toBe('semMudanca');
    const sobreposto = await enviar(
      'afastamentos',
      [
        'CPF;Tipo de afastamento;Início;Fim',
        `${ref.alvoCpf};Licença sem vencimento;10/11/2026;12/11/2026`,
      ].join('\n'),
    );
    const s = (await previa(sobreposto.id, sobreposto.mapeamento)).linhas[0]!;
    expect(s.situacao).toBe('erro');
    expect(s.erros[0]).toContain('já existe ausência justificada de 09/11/2026 a 10/11/2026');
  });

  it('liga a pessoa ao sindicato pelo nome; sindicato desconhecido é erro da linha', async () => {
    const s = await t.app.inject({
      method: 'POST',
      url: '/api/cadastros/sindicatos',
      headers: bearer(rh),
      payload: { nome: 'Sindicato dos Comerciários de Teste' },
    });
    expect(s.statusCode, s.body).toBeLessThan(300);
    const csv = [
      'CPF;Sindicato',
      `${ref.alvoCpf};sindicato dos comerciarios de teste`,
      `${ref.outroCpf};Sindicato Inexistente`,
    ].join('\n');
    const lote = await enviar('sindicatos', csv);
    const p = await previa(lote.id, lote.mapeamento);
    expect(p.linhas.map((l) => l.situacao)).toEqual(['novo', 'erro']);
    const r = await confirmar(lote.id);
    expect(r.json().data.contagens).toMatchObject({ novo: 1, erro: 1 });
    const u = await um<{ sindicato_id: number | null }>(
      'select sindicato_id from usuario where empresa_id = 2 and id = $1',
      [ref.alvoId],
    );
    expect(u.sindicato_id).toBe(s.json().data.id);
  });
});
