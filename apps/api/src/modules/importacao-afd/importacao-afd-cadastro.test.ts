import { readFileSync } from 'node:fs';
import { calcularCrc16Hex, decodeLatin1, encodeLatin1 } from '@jornada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';

const AMOSTRAS = new URL('../../../../../packages/domain/src/afd/testes/', import.meta.url);
const amostra = (nome: string) => decodeLatin1(readFileSync(new URL(`${nome}.txt`, AMOSTRAS)));
const REP_AMOSTRA = '00004004330012345';

let t: AppDeTeste;
let token: string;
let demo: { id: number; cpf: string; nome: string }[];

// A fila é o pg-boss de verdade, no mesmo banco do teste (como no reprocessamento).
beforeAll(async () => {
  t = await createAppDeTeste({ fila: { pollingIntervalSeconds: 0.5 } });
  token = await t.token('rh@demo.jornada.dev');
  demo = await t.db.query<{ id: number; cpf: string; nome: string }>(
    `select id, cpf, nome from usuario where empresa_id = 2 and ativo
      order by (email = 'colaborador@demo.jornada.dev') desc, id limit 2`,
  );
});
afterAll(() => t.close());

/** A amostra de 671 com CRC MODBUS num REP próprio; o CPF 52998224725 vira um da demo. */
const afdModbus = (rep: string) =>
  amostra('afd-671-rep-c-modbus')
    .split('\n')
    .map((l) => l.split(REP_AMOSTRA).join(rep).split('52998224725').join(demo[0]!.cpf))
    .join('\n');

const marcacao671 = (nsr: number, cpf: string, minuto: number) => {
  const hh = String(6 + Math.floor(minuto / 60)).padStart(2, '0');
  const mm = String(minuto % 60).padStart(2, '0');
  const corpo = `${String(nsr).padStart(9, '0')}32026-03-02T${hh}:${mm}:00-03000${cpf}`;
  return `${corpo}${calcularCrc16Hex(encodeLatin1(corpo), 'KERMIT')}\r\n`;
};

/** Um AFD 671 de `n` marcações tipo 3 (cabeçalho da amostra, outro REP). */
const afdGrande = (rep: string, n: number) => {
  const [cabecalho] = afdModbus(rep).split('\n');
  const corpo = Array.from({ length: n }, (_, i) => marcacao671(i + 10, demo[i % 2]!.cpf, i % 600));
  return `${cabecalho}\n${corpo.join('')}`;
};

const enviar = (caminho: string, arquivo: string, query = '') => {
  const limite = '----afd';
  const corpo = Buffer.concat([
    Buffer.from(
      `--${limite}\r\nContent-Disposition: form-data; name="arquivos"; filename="AFD.txt"\r\nContent-Type: text/plain\r\n\r\n`,
    ),
    Buffer.from(arquivo, 'latin1'),
    Buffer.from(`\r\n--${limite}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/main${caminho}${query}`,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${limite}`,
    },
    payload: corpo,
  });
};

const chamar = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/main${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

describe('cadastro dos relógios (REP) criado pela importação', () => {
  it('o REP é cadastrado do cabeçalho na primeira importação, listado com ela e editável pelo RH', async () => {
    const imp = await enviar('/ImportarAfd', afdModbus('00000000000007001'));
    expect(imp.statusCode, imp.body).toBe(200);
    const lista = await chamar('GET', '/ImportarAfd/reps');
    expect(lista.statusCode).toBe(200);
    const rep = lista.json().Data.find((r: { numero: string }) => r.numero === '00000000000007001');
    expect(rep).toMatchObject({
      tipo: 'REP-C',
      leiaute: '671',
      fabricante: '44555666000199',
      modelo: 'IDCLASS 671',
      fuso: 'America/Sao_Paulo',
      nome: null,
      idEmpregador: '11222333000181',
      filial: expect.any(String),
    });
    expect(rep.importacoes).toEqual([
      expect.objectContaining({
        id: imp.json().Data.importacaoId,
        nomeArquivo: 'AFD.txt',
        importadas: imp.json().Data.importadas,
        autor: expect.any(String),
      }),
    ]);

    const editado = await chamar('PUT', `/ImportarAfd/reps/${rep.id}`, {
      nome: '  Portaria da fábrica ',
      fuso: 'America/Manaus',
    });
    expect(editado.statusCode, editado.body).toBe(200);
    expect(editado.json().Data).toMatchObject({
      nome: 'Portaria da fábrica',
      fuso: 'America/Manaus',
    });
    const [auditoria] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from auditoria where entidade = 'rep_externo' and entidade_id = '${rep.id}'`,
    );
    expect(auditoria!.n).toBe(1);

    const invalido = await chamar('PUT', `/ImportarAfd/reps/${rep.id}`, {
      nome: null,
      fuso: 'Europe/Lisbon',
    });
    expect(invalido.statusCode).toBe(400);
    expect(invalido.body).toMatch(/fuso/);
    expect(
      (await chamar('PUT', '/ImportarAfd/reps/999999', { nome: null, fuso: 'America/Manaus' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('fuso do relógio', () => {
  it('as marcações 1510 sem fuso seguem o fuso do relógio editado pelo RH', async () => {
    await t.db.query(
      `insert into colaborador_documento (empresa_id, usuario_id, pis) values (2, ${demo[0]!.id}, '12045678905')
       on conflict (empresa_id, usuario_id) do update set pis = excluded.pis`,
    );
    const extrato = (nsr: string) => `${nsr}3020320260800012045678905\r\n`;
    const query = '?numeroRep=7005';
    const primeira = await enviar('/ImportarAfd', extrato('000000004'), query);
    expect(primeira.json().Data, primeira.body).toMatchObject({ leiaute: '1510', importadas: 1 });
    const reps = (await chamar('GET', '/ImportarAfd/reps')).json().Data;
    const rep = reps.find((r: { numero: string }) => r.numero === '00000000000007005');
    expect(rep).toMatchObject({ fuso: 'America/Sao_Paulo', leiaute: '1510', fabricante: null });
    await chamar('PUT', `/ImportarAfd/reps/${rep.id}`, { nome: null, fuso: 'America/Manaus' });
    const segunda = await enviar('/ImportarAfd', extrato('000000005'), query);
    expect(segunda.json().Data).toMatchObject({ importadas: 1 });
    const fusos = await t.db.query<{ nsr: number; fuso: string; dh: string }>(
      `select nsr_origem::int as nsr, fuso, to_char(data_hora at time zone 'UTC', 'HH24:MI') as dh
         from marcacao_importada where rep_externo_id = ${rep.id} order by nsr_origem`,
    );
    expect(fusos).toEqual([
      { nsr: 4, fuso: '-0300', dh: '11:00' },
      { nsr: 5, fuso: '-0400', dh: '12:00' },
    ]);
  });
});

describe('identificadores desconhecidos vinculados a colaboradores', () => {
  it('a prévia lista o desconhecido; vinculado, a reimportação o inclui e a seguinte nada acrescenta', async () => {
    const arquivo = afdModbus('00000000000007002');
    const previa = (await enviar('/ImportarAfd/previa', arquivo)).json().Data;
    expect(previa.desconhecidos).toEqual([
      expect.objectContaining({ tipo: 'cpf', identificador: '11144477735', marcacoes: 2 }),
    ]);
    const primeira = (await enviar('/ImportarAfd', arquivo)).json().Data;
    expect(primeira.importadas).toBe(previa.casadas);

    const busca = await chamar(
      'GET',
      `/ImportarAfd/colaboradores?search=${encodeURIComponent(demo[1]!.nome.slice(0, 5))}`,
    );
    expect(busca.statusCode, busca.body).toBe(200);
    expect(busca.json().Data).toContainEqual(expect.objectContaining({ id: demo[1]!.id }));
    expect((await chamar('GET', '/ImportarAfd/colaboradores?search=ab')).statusCode).toBe(400);

    const salvo = await chamar('PUT', '/ImportarAfd/mapeamentos', {
      tipo: 'cpf',
      identificador: '11144477735',
      usuarioId: demo[1]!.id,
    });
    expect(salvo.statusCode, salvo.body).toBe(200);
    expect(salvo.json().Data).toMatchObject({
      identificador: '11144477735',
      usuarioId: demo[1]!.id,
    });

    const depois = (await enviar('/ImportarAfd/previa', arquivo)).json().Data;
    expect(depois).toMatchObject({
      desconhecidos: [],
      casadas: 2,
      duplicadas: primeira.importadas,
    });
    const segunda = (await enviar('/ImportarAfd', arquivo)).json().Data;
    expect(segunda).toMatchObject({ importadas: 2, rejeitadas: 0 });
    const [gravadas] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from marcacao_importada where empresa_id = 2 and usuario_id = ${demo[1]!.id}
          and importacao_id = ${segunda.importacaoId}`,
    );
    expect(gravadas!.n).toBe(2);
    const terceira = (await enviar('/ImportarAfd', arquivo)).json().Data;
    expect(terceira).toMatchObject({ importacaoId: null, importadas: 0 });

    const lista = (await chamar('GET', '/ImportarAfd/mapeamentos')).json().Data;
    const vinculo = lista.find((m: { identificador: string }) => m.identificador === '11144477735');
    expect(vinculo).toMatchObject({ colaborador: demo[1]!.nome, tipo: 'cpf' });
    expect((await chamar('DELETE', `/ImportarAfd/mapeamentos/${vinculo.id}`)).statusCode).toBe(200);
    expect((await chamar('DELETE', `/ImportarAfd/mapeamentos/${vinculo.id}`)).statusCode).toBe(404);
  });

  it('vínculo com colaborador de outra empresa ou identificador malformado é recusado', async () => {
    const [outro] = await t.db.query<{ id: number }>(
      'select id from usuario where empresa_id <> 2 order by id limit 1',
    );
    const r = await chamar('PUT', '/ImportarAfd/mapeamentos', {
      tipo: 'cpf',
      identificador: '11144477735',
      usuarioId: outro!.id,
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().Mensagem).toBe('Colaborador não encontrado.');
    const malformado = await chamar('PUT', '/ImportarAfd/mapeamentos', {
      tipo: 'pis',
      identificador: '11144477735',
      usuarioId: demo[0]!.id,
    });
    expect(malformado.statusCode).toBe(400);
    expect(malformado.body).toMatch(/PIS do AFD tem 12/);
  });
});

describe('NSR repetido no arquivo, em lotes diferentes, num REP novo', () => {
  it('mesma data/hora é duplicada; outra data/hora é rejeitada com o motivo, nunca some calada', async () => {
    const base = afdGrande('00000000000007004', 5200);
    const repetidas = `${marcacao671(10, demo[0]!.cpf, 0)}${marcacao671(11, demo[1]!.cpf, 5)}`;
    const r = await enviar('/ImportarAfd', `${base}${repetidas}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().Data).toMatchObject({
      marcacoes: 5202,
      importadas: 5200,
      duplicadas: 1,
      rejeitadas: 1,
    });
    expect(r.json().Data.ocorrencias).toEqual([
      expect.objectContaining({
        linha: 5203,
        nsr: 11,
        motivo: 'NSR 11 já usado neste REP por uma marcação de outra data/hora',
      }),
    ]);
  });
});

describe('arquivo grande na fila, com progresso', () => {
  it('a tarefa importa em segundo plano e termina com o relatório; as partes do arquivo somem', async () => {
    const criada = await enviar('/ImportarAfd/tarefas', afdGrande('00000000000007003', 2500));
    expect(criada.statusCode, criada.body).toBe(202);
    const tarefa = criada.json().Data;
    expect(tarefa).toMatchObject({ status: 'pendente', nomeArquivo: 'AFD.txt', percentual: 0 });
    expect(criada.headers.location).toBe(`/api/main/ImportarAfd/tarefas/${tarefa.id}`);
    let atual = tarefa;
    for (let i = 0; i < 120 && !['concluida', 'erro'].includes(atual.status); i += 1) {
      await new Promise((r) => setTimeout(r, 250));
      atual = (await chamar('GET', `/ImportarAfd/tarefas/${tarefa.id}`)).json().Data;
    }
    expect(atual).toMatchObject({ status: 'concluida', percentual: 100, erro: null });
    expect(atual.processados).toBe(atual.tamanho);
    expect(atual.resultado).toMatchObject({ confirmada: true, marcacoes: 2500, importadas: 2500 });
    const [partes] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from importacao_afd_tarefa_parte where tarefa_id = ${tarefa.id}`,
    );
    expect(partes!.n).toBe(0);
  }, 60_000);

  it('a primeira linha que não é de AFD recusa o arquivo antes de criar a tarefa', async () => {
    const r = await enviar('/ImportarAfd/tarefas', 'PK\u0003\u0004 planilha.xlsx\n');
    expect(r.statusCode).toBe(400);
    expect(r.json().Mensagem).toMatch(/não é um AFD/);
    const [n] = await t.db.query<{ n: number }>(
      "select count(*)::int as n from importacao_afd_tarefa where status <> 'concluida'",
    );
    expect(n!.n).toBe(0);
  });
});
