import { createHash } from 'node:crypto';
import { decodeLatin1, montarAfd, validarAej } from '@jornada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, criarAppDeTeste } from '../../../test/app-de-teste.ts';

let t: AppDeTeste;
let token: string;
let cpfPaula: string;

beforeAll(async () => {
  t = await criarAppDeTeste();
  token = await t.token('rh@demo.jornada.dev');
  [{ cpf: cpfPaula }] = (await t.db.query<{ cpf: string }>(
    "select cpf from usuario where email = 'colaborador@demo.jornada.dev'",
  )) as [{ cpf: string }];
});
afterAll(() => t.close());

/** AFD de um relógio físico (REP-C) montado pelo domínio: 3 marcações tipo 3. */
const afdRepC = (cnpj = '11222333000181') => {
  const bytes = montarAfd({
    cabecalho: {
      tipoIdEmpregador: 'cnpj',
      idEmpregador: cnpj,
      cnoCaepf: '',
      razaoSocial: 'Demo Comércio Ltda',
      numeroRep: '00004004330012345',
      dataInicial: '2026-11-03',
      dataFinal: '2026-11-03',
      geradoEm: '2026-11-04T09:00:00-0300',
      versaoLeiaute: '003',
      tipoIdDesenvolvedor: 'cnpj',
      idDesenvolvedor: '99888777000166',
      modelo: 'RELOGIO FISICO X1',
    },
    registros: [
      { tipo: '3', nsr: 1, marcadoEm: '2026-11-03T07:00:00-0300', cpf: cpfPaula },
      { tipo: '3', nsr: 2, marcadoEm: '2026-11-03T07:01:00-0300', cpf: '11144477735' },
      { tipo: '3', nsr: 3, marcadoEm: '2026-11-03T21:00:00-0300', cpf: cpfPaula },
    ],
  });
  // Estraga o CRC da 3ª marcação (linha 4): ela deve ser rejeitada, as outras não.
  const texto = decodeLatin1(bytes).split('\r\n');
  texto[3] = `${texto[3]!.slice(0, 46)}0000`;
  return Buffer.from(texto.join('\r\n'), 'latin1');
};

const importar = (arquivo: Buffer, quem = token) => {
  const limite = '----afd';
  const corpo = Buffer.concat([
    Buffer.from(
      `--${limite}\r\nContent-Disposition: form-data; name="arquivos"; filename="AFD00004004330012345REP_C.txt"\r\nContent-Type: text/plain\r\n\r\n`,
    ),
    arquivo,
    Buffer.from(`\r\n--${limite}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/main/ImportarAfd',
    headers: {
      authorization: `Bearer ${quem}`,
      'content-type': `multipart/form-data; boundary=${limite}`,
    },
    payload: corpo,
  });
};

describe('importação de AFD de REP-C/REP-A (marcações tipo 3)', () => {
  it('casa pelo CPF; CPF desconhecido e linha com CRC errado são rejeitados com o motivo', async () => {
    const r = await importar(afdRepC());
    expect(r.statusCode).toBe(200);
    const d = r.json().Data;
    expect(d).toMatchObject({
      rep: { tipo: 'REP-C', numero: '00004004330012345' },
      importadas: 1,
      duplicadas: 0,
      rejeitadas: 2,
    });
    expect(
      d.ocorrencias.map((o: { linha: number; motivo: string }) => [
        o.linha,
        o.motivo.split(':')[0],
      ]),
    ).toEqual([
      [3, 'rejeitada'],
      [4, 'rejeitada'],
    ]);
    expect(d.ocorrencias[0].motivo).toMatch(/CPF não cadastrado/);
    expect(d.ocorrencias[1].motivo).toMatch(/CRC/);
    expect(r.json().Mensagem).toBe('1 importada(s), 0 duplicada(s), 2 rejeitada(s).');
  });

  it('importar o mesmo arquivo de novo não duplica: a marcação já importada é "duplicada"', async () => {
    const d = (await importar(afdRepC())).json().Data;
    expect(d).toMatchObject({ importadas: 0, duplicadas: 1, rejeitadas: 2 });
  });

  it('a marcação importada entra no ponto tratado e no AEJ com o REP-C no registro 02', async () => {
    const tk = await t.token('colaborador@demo.jornada.dev');
    const mes = await t.app.inject({
      method: 'POST',
      url: '/api/main/CarregarMes',
      headers: { authorization: `Bearer ${tk}` },
      payload: { mes: 11, ano: 2026 },
    });
    const dia = mes.json().Data.dias.find((x: { data: string }) => x.data === '2026-11-03');
    expect(dia.marcacoes[0]).toMatchObject({ hora: '07:00', origem: 'importada', nsr: 1 });
    const aej = await t.app.inject({
      method: 'GET',
      url: '/api/main/aej?dataInicio=2026-11-01&dataFim=2026-11-05',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(validarAej(aej.rawPayload).erros).toEqual([]);
    const linhas = decodeLatin1(aej.rawPayload).split('\r\n');
    expect(linhas).toContain('02|2|1|00004004330012345');
    expect(
      linhas.some((l) =>
        /^05\|\d+\|2026-11-03T07:00:00-0300\|2\|E\|001\|O\|COMERCIAL-5X2\|$/.test(l),
      ),
    ).toBe(true);
  });

  it('AFD de outro empregador é recusado; colaborador sem permissão recebe 403; marcação importada é imutável', async () => {
    const outro = await importar(afdRepC('22333444000155'));
    expect(outro.statusCode).toBe(400);
    expect(outro.json().Mensagem).toMatch(/22333444000155/);
    const tk = await t.token('colaborador@demo.jornada.dev');
    expect((await importar(afdRepC(), tk)).statusCode).toBe(403);
    await expect(t.db.query('delete from marcacao_importada')).rejects.toThrow(/imutável/);
    const [imp] = await t.db.query<{ sha256: string }>(
      'select sha256 from importacao_afd order by id limit 1',
    );
    expect(imp!.sha256).toBe(createHash('sha256').update(afdRepC()).digest('hex'));
  });
});
