import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { createMarcacaoService } from './marcacao.service.ts';

// Um lote por empresa, com o REP de cada filial: as marcações de duas filiais que chegam juntas
// vão numa transação que trava os dois REP, e cada filial fica com a sua sequência de NSR sem
// lacuna e a sua cadeia de hash exata (Portaria 671, AFD tipo 7).
let t: AppDeTeste;
let filialA: number;
let filialB: number;
const tokens: { a: string[]; b: string[] } = { a: [], b: [] };

const emails = (de: number, ate: number) =>
  Array.from(
    { length: ate - de + 1 },
    (_, i) => `colaborador${String(de + i).padStart(2, '0')}@demo.jornada.dev`,
  );

beforeAll(async () => {
  t = await createAppDeTeste();
  const [r] = await t.db.query<{ filial_id: number }>(
    'select filial_id from rep where empresa_id = 2 order by filial_id limit 1',
  );
  filialA = r!.filial_id;
  const [f] = await t.db.query<{ id: number }>(
    "insert into filial (empresa_id, nome, cnpj) values (2, 'Filial Norte', '11222333000262') returning id",
  );
  filialB = f!.id;
  await t.db.query(
    "insert into rep (empresa_id, filial_id, numero_inpi) values (2, $1, '51202300123456789')",
    [filialB],
  );
  await t.db.query(
    `update usuario set filial_id = $1 where empresa_id = 2 and email = any($2::text[])`,
    [filialB, emails(5, 8)],
  );
  tokens.a = await Promise.all(emails(2, 4).map((e) => t.token(e)));
  tokens.b = await Promise.all(emails(5, 8).map((e) => t.token(e)));
});
afterAll(() => t.close());

const marcar = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/main/MarcarPonto3',
    headers: { authorization: `Bearer ${token}` },
    payload: {},
  });

type Linha = { nsr: number; hash: string; registro: string };
const sha256 = (texto: string) =>
  createHash('sha256').update(Buffer.from(texto, 'latin1')).digest('hex');

/** Confere a cadeia de uma filial a partir do estado do REP antes da carga. */
const conferirFilial = async (filialId: number, nsr0: number, hash0: string | null) => {
  const linhas = await t.db.query<Linha>(
    `select nsr::int as nsr, hash, registro from marcacao
     where empresa_id = 2 and filial_id = $1 and nsr > $2 order by nsr`,
    [filialId, nsr0],
  );
  const eventos = await t.db.query<{ n: number }>(
    'select count(*)::int as n from rep_evento where empresa_id = 2 and filial_id = $1 and nsr > $2',
    [filialId, nsr0],
  );
  expect(eventos[0]!.n).toBe(0);
  expect(linhas.map((l) => l.nsr)).toEqual(linhas.map((_, i) => nsr0 + i + 1));
  let anterior = hash0;
  for (const l of linhas) {
    expect(l.registro.slice(0, 9)).toBe(String(l.nsr).padStart(9, '0'));
    expect(l.hash).toBe(sha256(l.registro.slice(0, 73) + (anterior ?? '')));
    expect(l.registro.slice(73)).toBe(l.hash);
    anterior = l.hash;
  }
  const [rep] = await t.db.query<{ nsr: number; hash: string }>(
    'select ultimo_nsr::int as nsr, ultimo_hash as hash from rep where empresa_id = 2 and filial_id = $1',
    [filialId],
  );
  expect(rep).toEqual({ nsr: nsr0 + linhas.length, hash: anterior });
  return linhas;
};

const estadoDoRep = async (filialId: number) => {
  const [r] = await t.db.query<{ nsr: number; hash: string | null }>(
    'select ultimo_nsr::int as nsr, ultimo_hash as hash from rep where empresa_id = 2 and filial_id = $1',
    [filialId],
  );
  return r!;
};

describe('gravação em lote da empresa, com um REP por filial', () => {
  it('um lote com as duas filiais: cada marcação no REP da sua filial, cada cadeia exata', async () => {
    const [a0, b0] = [await estadoDoRep(filialA), await estadoDoRep(filialB)];
    expect(b0).toEqual({ nsr: 0, hash: null }); // a cadeia da filial nova começa neste lote
    const pessoas = await t.db.query<{ id: number; filial_id: number }>(
      'select id, filial_id from usuario where empresa_id = 2 and email = any($1::text[]) order by email',
      [[...emails(2, 4), ...emails(5, 7)]],
    );
    // Conta os lotes gravados (o comando de `gravarLote`): um lote que falhasse seria refeito
    // item a item (e ainda daria certo).
    let lotes = 0;
    let barreiras = 0;
    type Sessao = { prepareQuery: (q: unknown, c: unknown, nome: string, l: boolean) => unknown };
    const sessao = (t.db.db as unknown as { session: Sessao }).session;
    const contando = new Proxy(sessao, {
      get: (alvo, nome) =>
        nome === 'prepareQuery'
          ? (q: unknown, c: unknown, nomeComando: string, l: boolean) => {
              if (nomeComando === 'marcacao-gravar-lote') lotes += 1;
              if (nomeComando === 'marcacao-lote-duravel') barreiras += 1;
              return alvo.prepareQuery(q, c, nomeComando, l);
            }
          : Reflect.get(alvo, nome, alvo),
    });
    const db = new Proxy(t.db.db, {
      get: (alvo, nome) => (nome === 'session' ? contando : Reflect.get(alvo, nome, alvo)),
    });
    const { marcar: marcarNoServico } = createMarcacaoService({
      db,
      clock: () => new Date('2026-11-17T10:00:00Z'),
    });
    // Na mesma volta do laço de eventos: a primeira abre um lote, as outras cinco vão juntas no
    // seguinte (três da filial A e duas da B num comando só).
    const gravadas = await Promise.all(
      pessoas.map((p) => marcarNoServico({ usuarioId: p.id, empresaId: 2, rotas: new Set() }, {})),
    );
    expect(lotes).toBe(2);
    // O commit do lote não espera o disco: cada lote passa pela barreira antes de responder.
    expect(barreiras).toBe(2);
    expect(gravadas.map((g) => g.marcacao.filialId)).toEqual(pessoas.map((p) => p.filial_id));
    const linhasA = await conferirFilial(filialA, a0.nsr, a0.hash);
    const linhasB = await conferirFilial(filialB, b0.nsr, b0.hash);
    expect(linhasA).toHaveLength(3);
    expect(linhasB).toHaveLength(3);
    const nsrs = (filial: number) =>
      gravadas
        .filter((g) => g.marcacao.filialId === filial)
        .map((g) => g.marcacao.nsr)
        .sort((x, y) => x - y);
    expect(nsrs(filialA)).toEqual(linhasA.map((l) => l.nsr));
    expect(nsrs(filialB)).toEqual(linhasB.map((l) => l.nsr));
  });

  it('duas filiais em paralelo: cada uma com NSR contíguo e hash encadeado', async () => {
    const [a0, b0] = [await estadoDoRep(filialA), await estadoDoRep(filialB)];
    t.relogio.agora = new Date('2026-11-17T11:00:00Z');
    const pedidos = Array.from({ length: 60 }, (_, i) =>
      marcar(i % 2 ? tokens.b[i % tokens.b.length]! : tokens.a[i % tokens.a.length]!),
    );
    const respostas = await Promise.all(pedidos);
    expect(respostas.map((r) => r.statusCode)).toEqual(respostas.map(() => 200));
    const porFilial = { a: [] as number[], b: [] as number[] };
    for (const [i, r] of respostas.entries())
      (i % 2 ? porFilial.b : porFilial.a).push(r.json().Data.marcacao.nsr);
    const linhasA = await conferirFilial(filialA, a0.nsr, a0.hash);
    const linhasB = await conferirFilial(filialB, b0.nsr, b0.hash);
    expect(linhasA).toHaveLength(30);
    expect(linhasB).toHaveLength(30);
    // Cada resposta traz o NSR da filial de quem marcou.
    expect(porFilial.a.sort((x, y) => x - y)).toEqual(linhasA.map((l) => l.nsr));
    expect(porFilial.b.sort((x, y) => x - y)).toEqual(linhasB.map((l) => l.nsr));
  });

  it('quem muda de filial depois de marcar passa a gravar no REP da filial nova', async () => {
    const token = tokens.a[0]!;
    t.relogio.agora = new Date('2026-11-17T12:00:00Z');
    expect((await marcar(token)).statusCode).toBe(200);
    const [a0, b0] = [await estadoDoRep(filialA), await estadoDoRep(filialB)];
    await t.db.query(
      "update usuario set filial_id = $1 where empresa_id = 2 and email = 'colaborador02@demo.jornada.dev'",
      [filialB],
    );
    t.relogio.agora = new Date('2026-11-17T12:05:00Z');
    const [r1, r2] = await Promise.all([marcar(token), marcar(tokens.b[0]!)]);
    expect([r1.statusCode, r2.statusCode]).toEqual([200, 200]);
    const [mudou] = await t.db.query<{ filial_id: number }>(
      'select filial_id from marcacao where empresa_id = 2 and id = $1',
      [r1.json().Data.marcacao.id],
    );
    expect(mudou!.filial_id).toBe(filialB);
    expect(await conferirFilial(filialA, a0.nsr, a0.hash)).toHaveLength(0);
    expect(await conferirFilial(filialB, b0.nsr, b0.hash)).toHaveLength(2);
  });
});
