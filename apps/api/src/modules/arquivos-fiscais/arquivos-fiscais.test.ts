import { createHash } from 'node:crypto';
import { calcularHashMarcacao, decodeLatin1, validarAej, validarAfd } from '@jornada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { verificarAssinatura } from '../certificado/index.ts';

let t: AppDeTeste;
const tokens: Record<string, string> = {};
const como = (quem: string) => ({ authorization: `Bearer ${tokens[quem]}` });
const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

beforeAll(async () => {
  t = await createAppDeTeste();
  for (const quem of ['colaborador', 'rh', 'gestor'])
    tokens[quem] = await t.token(`${quem}@demo.jornada.dev`);
  // Uma marcação off-line (campos 3 e 5 diferentes) antes de exportar.
  t.relogio.agora = new Date('2026-11-16T13:40:00Z');
  await t.app.inject({
    method: 'POST',
    url: '/api/main/MarcarPonto3',
    headers: como('colaborador'),
    payload: { offline: true, dataHoraDispositivo: '2026-11-16T08:01:00-03:00' },
  });
});
afterAll(() => t.close());

const baixar = (url: string, quem = 'rh') =>
  t.app.inject({ method: 'GET', url, headers: como(quem) });

describe('AFD do REP-P para a fiscalização (Portaria 671 Anexo V)', () => {
  let afd: Awaited<ReturnType<typeof baixar>>;

  it('do primeiro registro até hoje: válido pelo validador do domínio, NSR 1..N, cadeia inteira', async () => {
    afd = await baixar('/api/main/afd?dataInicio=2026-09-01&dataFim=2026-11-16');
    expect(afd.statusCode).toBe(200);
    expect(afd.headers['content-type']).toBe('text/plain; charset=ISO-8859-1');
    expect(afd.headers['content-disposition']).toBe(
      'attachment; filename="AFD5120230012345678911222333000181REP_P.txt"',
    );
    const bytes = afd.rawPayload;
    const v = validarAfd(bytes, sha256);
    expect(v.erros).toEqual([]);
    expect(v.valido).toBe(true);
    const [rep] = await t.db.query<{ n: number }>(
      'select ultimo_nsr::int as n from rep where empresa_id = 2',
    );
    expect(afd.headers['x-afd-nsr-inicial']).toBe('1');
    expect(afd.headers['x-afd-nsr-final']).toBe(String(rep!.n));
    expect(v.registros['2'] + v.registros['5'] + v.registros['6'] + v.registros['7']).toBe(rep!.n);
    const linhas = decodeLatin1(bytes).split('\r\n');
    expect(linhas[0]!.slice(189, 206)).toBe('51202300123456789'); // INPI no cabeçalho, campo 7
    expect(linhas.at(-2)).toBe('ASSINATURA_DIGITAL_EM_ARQUIVO_P7S'.padEnd(100, ' '));
    const offline = linhas.find((l) => l.length === 137 && l[72] === '1')!;
    expect(offline.slice(10, 34)).toBe('2026-11-16T08:01:00-0300');
    expect(offline.slice(46, 70)).toBe('2026-11-16T10:40:00-0300');
  });

  it('o .p7s (CAdES destacado) do mesmo arquivo confere com os bytes baixados', async () => {
    const q = `dataInicio=2026-09-01&dataFim=2026-11-16&geradoEm=${encodeURIComponent(afd.headers['x-afd-gerado-em'] as string)}&nsrFinal=${afd.headers['x-afd-nsr-final']}`;
    t.relogio.agora = new Date('2026-11-16T13:45:00Z');
    await t.app.inject({
      method: 'POST',
      url: '/api/main/MarcarPonto3',
      headers: como('colaborador'),
      payload: {},
    });
    const p7s = await baixar(`/api/main/afd/assinatura?${q}`);
    expect(p7s.headers['content-type']).toBe('application/pkcs7-signature');
    expect(await verificarAssinatura(p7s.rawPayload, afd.rawPayload)).toBe(true);
    const denovo = await baixar(`/api/main/afd?${q}`);
    expect(denovo.rawPayload.equals(afd.rawPayload)).toBe(true);
    expect(
      (await baixar('/api/main/afd/assinatura?dataInicio=2026-09-01&dataFim=2026-11-16'))
        .statusCode,
    ).toBe(400);
  });

  it('recorte de um período: começa no NSR do período e a cadeia continua do hash anterior', async () => {
    const r = await baixar('/api/main/afd?dataInicio=2026-11-02&dataFim=2026-11-06');
    const inicial = Number(r.headers['x-afd-nsr-inicial']);
    expect(inicial).toBeGreaterThan(1);
    const [anterior] = await t.db.query<{ hash: string }>(
      'select hash from marcacao where empresa_id = 2 and nsr < $1 order by nsr desc limit 1',
      [inicial],
    );
    const v = validarAfd(r.rawPayload, sha256, { hashAnterior: anterior!.hash });
    expect(v.erros).toEqual([]);
    const linhas = decodeLatin1(r.rawPayload).split('\r\n');
    expect(linhas[0]!.slice(206, 226)).toBe('2026-11-022026-11-06');
  });

  it('marcação gravada antes da coluna "registro": o tipo 7 é remontado pelo domínio e a cadeia confere', async () => {
    const [rep] = await t.db.query<{ filial_id: number; n: number; h: string }>(
      'select filial_id, ultimo_nsr::int as n, ultimo_hash as h from rep where empresa_id = 2',
    );
    const [u] = await t.db.query<{ id: number; cpf: string }>(
      "select id, cpf from usuario where email = 'colaborador@demo.jornada.dev'",
    );
    const nsr = rep!.n + 1;
    const dh = '2026-11-16T11:00:00-0300';
    const hash = calcularHashMarcacao(
      { nsr, marcadoEm: dh, cpf: u!.cpf, gravadoEm: dh, coletor: '02', offline: false },
      rep!.h,
      sha256,
    );
    await t.db.query(
      `insert into marcacao (empresa_id, filial_id, nsr, usuario_id, cpf, data_hora, gravado_em, fuso, data, minuto, origem, coletor, hash)
       values (2, $1, $2, $3, $4, '2026-11-16T14:00:00Z', '2026-11-16T14:00:00Z', '-0300', '2026-11-16', 660, 'navegador', 2, $5)`,
      [rep!.filial_id, nsr, u!.id, u!.cpf, hash],
    );
    await t.db.query('update rep set ultimo_nsr = $1, ultimo_hash = $2 where empresa_id = 2', [
      nsr,
      hash,
    ]);
    const r = await baixar('/api/main/afd?dataInicio=2026-11-16&dataFim=2026-11-16');
    const [anterior] = await t.db.query<{ hash: string }>(
      'select hash from marcacao where empresa_id = 2 and nsr < $1 order by nsr desc limit 1',
      [Number(r.headers['x-afd-nsr-inicial'])],
    );
    expect(validarAfd(r.rawPayload, sha256, { hashAnterior: anterior!.hash }).erros).toEqual([]);
    expect(decodeLatin1(r.rawPayload)).toContain(`${String(nsr).padStart(9, '0')}7${dh}`);
  });

  it('só o RH (arquivos fiscais) baixa: colaborador recebe 403; data invertida é 400', async () => {
    expect(
      (await baixar('/api/main/afd?dataInicio=2026-11-01&dataFim=2026-11-02', 'colaborador'))
        .statusCode,
    ).toBe(403);
    expect(
      (await baixar('/api/main/afd?dataInicio=2026-11-05&dataFim=2026-11-02')).statusCode,
    ).toBe(400);
  });
});

describe('AEJ do PTRP (Portaria 671 Anexo VI)', () => {
  it('com marcação desconsiderada e incluída, cada uma com motivo, passa no validador do domínio', async () => {
    const motivos = (
      await t.app.inject({
        method: 'GET',
        url: '/api/main/CarregarMotivosMarcacao',
        headers: como('rh'),
      })
    ).json().Data;
    const motivoId = motivos[0].id;
    const mes = await t.app.inject({
      method: 'POST',
      url: '/api/main/CarregarMes',
      headers: como('colaborador'),
      payload: { mes: 11, ano: 2026 },
    });
    const dia = mes.json().Data.dias.find((d: { data: string }) => d.data === '2026-11-10');
    const [paula] = await t.db.query<{ id: number }>(
      "select id from usuario where email = 'colaborador@demo.jornada.dev'",
    );
    await t.app.inject({
      method: 'POST',
      url: '/api/main/EditarMarcacao',
      headers: como('rh'),
      payload: { marcacaoId: dia.marcacoes[0].id, motivoId, novaHora: '07:59' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/main/IncluirMarcacao',
      headers: como('rh'),
      payload: { usuarioId: paula!.id, data: '2026-11-11', hora: '18:30', motivoId },
    });

    const r = await baixar('/api/main/aej?dataInicio=2026-11-01&dataFim=2026-11-15');
    expect(r.statusCode).toBe(200);
    const v = validarAej(r.rawPayload);
    expect(v.erros).toEqual([]);
    expect(v.registros['02']).toBe(1);
    expect(v.registros['04']).toBe(3);
    const linhas = decodeLatin1(r.rawPayload).split('\r\n');
    expect(linhas[1]).toBe('02|1|3|51202300123456789');
    expect(
      linhas.some((l) => /^05\|\d+\|2026-11-10T0\d:\d\d:00-0300\|1\|D\|001\|O\|\|.+$/.test(l)),
    ).toBe(true);
    expect(
      linhas.some((l) =>
        /^05\|\d+\|2026-11-10T07:59:00-0300\|\|E\|001\|I\|COMERCIAL-5X2\|.+$/.test(l),
      ),
    ).toBe(true);
    expect(linhas.some((l) => /^07\|\d+\|1\|2026-11-08\|\|$/.test(l))).toBe(true); // DSR do domingo
    expect(linhas.at(-2)).toBe('ASSINATURA_DIGITAL_EM_ARQUIVO_P7S'.padEnd(100, ' '));

    const q = `dataInicio=2026-11-01&dataFim=2026-11-15&geradoEm=${encodeURIComponent(r.headers['x-aej-gerado-em'] as string)}&sha256=${r.headers['x-aej-sha256']}`;
    const p7s = await baixar(`/api/main/aej/assinatura?${q}`);
    expect(await verificarAssinatura(p7s.rawPayload, r.rawPayload)).toBe(true);
  });

  it('dados tratados mudaram depois da emissão: a assinatura pedida com o hash antigo é 409', async () => {
    const r = await baixar('/api/main/aej?dataInicio=2026-11-01&dataFim=2026-11-15');
    const motivos = (
      await t.app.inject({
        method: 'GET',
        url: '/api/main/CarregarMotivosMarcacao',
        headers: como('rh'),
      })
    ).json().Data;
    const [paula] = await t.db.query<{ id: number }>(
      "select id from usuario where email = 'colaborador@demo.jornada.dev'",
    );
    await t.app.inject({
      method: 'POST',
      url: '/api/main/IncluirMarcacao',
      headers: como('rh'),
      payload: { usuarioId: paula!.id, data: '2026-11-12', hora: '19:00', motivoId: motivos[0].id },
    });
    const q = `dataInicio=2026-11-01&dataFim=2026-11-15&geradoEm=${encodeURIComponent(r.headers['x-aej-gerado-em'] as string)}&sha256=${r.headers['x-aej-sha256']}`;
    expect((await baixar(`/api/main/aej/assinatura?${q}`)).statusCode).toBe(409);
  });

  it('folga compensada com banco de horas sai no registro 07 tipo 3 (débito) e o AEJ valida', async () => {
    const [paula] = await t.db.query<{ id: number }>(
      "select id from usuario where email = 'colaborador@demo.jornada.dev'",
    );
    const depois = t.relogio.agora;
    t.relogio.agora = new Date('2026-11-12T12:00:00Z');
    const acao = await t.app.inject({
      method: 'POST',
      url: '/api/escala/acao',
      headers: como('gestor'),
      payload: {
        usuarioId: paula!.id,
        data: '2026-11-13',
        tipoAcao: 'FolgaCompensarBancoHoras',
        folgaCompensarBancoHorasDiaTodo: false,
        folgaCompensarBancoHorasValor: 60,
      },
    });
    expect(acao.statusCode).toBe(201);
    t.relogio.agora = depois;
    const r = await baixar('/api/main/aej?dataInicio=2026-11-01&dataFim=2026-11-15');
    expect(r.statusCode).toBe(200);
    const v = validarAej(r.rawPayload);
    expect(v.erros).toEqual([]);
    const linhas = decodeLatin1(r.rawPayload).split('\r\n');
    const vinculo = linhas
      .find((l) => l.startsWith('03|') && l.endsWith('|Paula Andrade'))!
      .split('|')[1];
    expect(linhas).toContain(`07|${vinculo}|3|2026-11-13|60|2`);
    // Sem banco de horas ativo na regra, nenhum crédito é inventado.
    expect(linhas.some((l) => /^07\|\d+\|3\|[^|]+\|\d+\|1$/.test(l))).toBe(false);
    const registros07 = linhas.filter((l) => l.startsWith(`07|${vinculo}|`));
    expect(registros07.map((l) => l.split('|')[3])).toEqual(
      [...registros07.map((l) => l.split('|')[3]!)].sort(),
    );
  });

  it('lançamentos manuais do banco de horas saem no registro 07 tipo 3; o desfeito, não', async () => {
    const [paula] = await t.db.query<{ id: number }>(
      "select id from usuario where email = 'colaborador@demo.jornada.dev'",
    );
    const B = '/api/banco-horas/api/v1/bancoHora/lancamento';
    const lancar = async (data: string, tipo: 'credito' | 'debito', minutos: number) => {
      const r = await t.app.inject({
        method: 'POST',
        url: B,
        headers: como('rh'),
        payload: { usuarioId: paula!.id, data, tipo, minutos, motivo: 'Abono de treinamento' },
      });
      expect(r.statusCode).toBe(201);
      return r.json().data.id as number;
    };
    await lancar('2026-11-09', 'credito', 95);
    const debito = await lancar('2026-11-10', 'debito', 35);
    const estorno = await t.app.inject({
      method: 'POST',
      url: `${B}/${debito}/estorno`,
      headers: como('rh'),
      payload: { motivo: 'Lançado por engano' },
    });
    expect(estorno.statusCode).toBe(201);
    const r = await baixar('/api/main/aej?dataInicio=2026-11-01&dataFim=2026-11-15');
    expect(r.statusCode).toBe(200);
    expect(validarAej(r.rawPayload).erros).toEqual([]);
    const linhas = decodeLatin1(r.rawPayload).split('\r\n');
    const vinculo = linhas
      .find((l) => l.startsWith('03|') && l.endsWith('|Paula Andrade'))!
      .split('|')[1];
    // Anexo VI: 07 | vínculo | 3 (banco de horas) | data | minutos | 1 crédito / 2 débito.
    expect(linhas).toContain(`07|${vinculo}|3|2026-11-09|95|1`);
    expect(linhas.some((l) => l.startsWith(`07|${vinculo}|3|2026-11-10|35|`))).toBe(false);
  });

  it('registro 07 vem do espelho: dia da escala sem marcação é falta; ausência justificada e folga da escala não', async () => {
    // Setembro/2026 não tem marcações na semente: todo dia de trabalho da escala é falta.
    const [paula] = await t.db.query<{ id: number }>(
      "select id from usuario where email = 'colaborador@demo.jornada.dev'",
    );
    const registros07 = async () => {
      const r = await baixar('/api/main/aej?dataInicio=2026-09-14&dataFim=2026-09-20');
      expect(r.statusCode).toBe(200);
      expect(validarAej(r.rawPayload).erros).toEqual([]);
      const linhas = decodeLatin1(r.rawPayload).split('\r\n');
      const vinculo = linhas
        .find((l) => l.startsWith('03|') && l.endsWith('|Paula Andrade'))!
        .split('|')[1];
      const daPaula = linhas.filter((l) => l.startsWith(`07|${vinculo}|`));
      const datas = (tipo: string) =>
        daPaula.filter((l) => l.split('|')[2] === tipo).map((l) => l.split('|')[3]);
      return { faltas: datas('2'), dsr: datas('1') };
    };
    const faltasDoEspelho = async () => {
      const e = await baixar(`/api/espelho?ano=2026&mes=9&usuarioId=${paula!.id}`);
      const dias = e.json().data.dias as {
        data: string;
        apuracao: { falta: number } | null;
        ausenciaJustificada: object | null;
      }[];
      return dias
        .filter((d) => d.data >= '2026-09-14' && d.data <= '2026-09-20')
        .filter((d) => (d.apuracao?.falta ?? 0) > 0 && d.ausenciaJustificada === null)
        .map((d) => d.data);
    };

    const antes = await registros07();
    expect(antes.faltas).toEqual([
      '2026-09-14',
      '2026-09-15',
      '2026-09-16',
      '2026-09-17',
      '2026-09-18',
    ]);
    expect(antes.faltas).toEqual(await faltasDoEspelho());
    expect(antes.dsr).toEqual(['2026-09-20']);

    // Atestado médico na terça (ausência justificada) e folga da escala na quinta.
    const atestado = await t.app.inject({
      method: 'POST',
      url: '/api/main/SalvarAvisoAusenciaLancamento',
      headers: como('rh'),
      payload: { usuarioId: paula!.id, dataInicio: '2026-09-15', motivo: 'ATESTADO_MEDICO' },
    });
    expect(atestado.statusCode).toBe(200);
    const depois = t.relogio.agora;
    t.relogio.agora = new Date('2026-09-10T12:00:00Z');
    const folga = await t.app.inject({
      method: 'POST',
      url: '/api/escala/acao',
      headers: como('gestor'),
      payload: { usuarioId: paula!.id, data: '2026-09-17', tipoAcao: 'MudarParaFolga' },
    });
    t.relogio.agora = depois;
    expect(folga.statusCode).toBe(201);

    // O horário contratual (registro 04) ainda diz trabalho nesses dias; o 07 segue o espelho.
    const agora = await registros07();
    expect(agora.faltas).toEqual(['2026-09-14', '2026-09-16', '2026-09-18']);
    expect(agora.faltas).toEqual(await faltasDoEspelho());
    expect(agora.dsr).toEqual(['2026-09-20']);
  });

  it('AFD e AEJ estão no documento OpenAPI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/main/afd',
        '/api/main/aej',
        '/api/main/afd/assinatura',
        '/api/main/aej/assinatura',
      ]),
    );
    expect(doc.paths['/api/main/afd'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['dataInicio', 'dataFim', 'filialId']),
    );
  });
});
