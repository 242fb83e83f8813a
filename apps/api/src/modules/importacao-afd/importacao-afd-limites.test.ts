import { readFileSync } from 'node:fs';
import {
  decodeLatin1,
  montarAfd,
  montarCabecalhoAfd,
  montarMarcacaoRepCAfd,
  validarAej,
} from '@jornada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adaptar,
  amostra,
  type ContextoTeste,
  createContexto,
  REP_AMOSTRA,
} from './importacao-afd.apoio-teste.ts';

let ctx: ContextoTeste;
beforeAll(async () => {
  ctx = await createContexto();
});
afterAll(() => ctx.close());
const enviar: ContextoTeste['enviar'] = (...a) => ctx.enviar(...a);
const contagens = () => ctx.contagens();

describe('importação de AFD: limites, recusas e o caminho até o ponto e o AEJ', () => {
  it('arquivo maior que AFD_IMPORTACAO_MAX_MB é 413 com o campo, e nada do que foi lido fica gravado', async () => {
    const antes = await contagens();
    const cabecalho = montarCabecalhoAfd({
      tipoIdEmpregador: 'cnpj',
      idEmpregador: '11222333000181',
      cnoCaepf: '',
      razaoSocial: 'Demo Comércio Ltda',
      numeroRep: '00000000000099999',
      dataInicial: '2026-01-01',
      dataFinal: '2026-12-31',
      geradoEm: '2026-12-31T09:00:00-0300',
      versaoLeiaute: '003',
      tipoIdDesenvolvedor: 'cnpj',
      idDesenvolvedor: '99888777000166',
      modelo: 'RELOGIO FISICO X1',
    });
    const linhas = [cabecalho];
    // ~1,1 MB de marcações válidas: as 2000 primeiras de um colaborador (dois lotes gravados antes
    // de passar do limite), as demais de um CPF fora do cadastro (só classificadas).
    for (let nsr = 1; linhas.length * 52 < 1.1 * 1024 * 1024; nsr++) {
      const minuto = nsr % 1440;
      const hh = String(Math.floor(minuto / 60)).padStart(2, '0');
      const mm = String(minuto % 60).padStart(2, '0');
      const dia = String(1 + Math.floor(nsr / 1440)).padStart(2, '0');
      linhas.push(
        montarMarcacaoRepCAfd({
          nsr,
          marcadoEm: `2026-01-${dia}T${hh}:${mm}:00-0300`,
          cpf: nsr <= 2000 ? ctx.demo[0]!.cpf : '39053344705',
        }),
      );
    }
    const r = await enviar('/ImportarAfd', `${linhas.join('\r\n')}\r\n`);
    expect(r.statusCode).toBe(413);
    expect(r.json()).toMatchObject({ campo: 'arquivos' });
    expect(r.json().Mensagem).toMatch(/campo arquivos.*1 MB/);
    expect(await contagens()).toEqual(antes);
  });

  it('importação que não grava nada não cria REP nem registro; REP-P e outro empregador são recusados', async () => {
    const antes = await contagens();
    const ninguem = adaptar(amostra('afd-671-rep-c-modbus'), [
      [REP_AMOSTRA, '00000000000007777'],
      ['52998224725', '39053344705'],
    ]);
    const d = (await enviar('/ImportarAfd', ninguem)).json().Data;
    expect(d).toMatchObject({ importacaoId: null, importadas: 0, casadas: 0, rejeitadas: 5 });
    expect(d.rep.cadastrado).toBe(false);
    expect(d.ocorrencias[0].motivo).toMatch(/CPF 39053344705 não cadastrado/);

    const repP = readFileSync(
      new URL(
        '../../../../../fixtures/afd-samples/AFD5120230012345678911222333000181REP_P.synthetic.txt',
        import.meta.url,
      ),
    );
    const p = await enviar('/ImportarAfd', repP);
    expect(p.statusCode).toBe(400);
    expect(p.json().Mensagem).toMatch(/REP-P/);

    const outro = await enviar(
      '/ImportarAfd',
      adaptar(amostra('afd-1510-completo'), [['11222333000181', '22333444000155']]),
    );
    expect(outro.statusCode).toBe(400);
    expect(outro.json().Mensagem).toMatch(/22333444000155/);
    expect(await contagens()).toEqual(antes);
  });

  it('extrato sem cabeçalho e sem nº do REP (nem no nome do arquivo) pede o numeroRep', async () => {
    const r = await enviar('/ImportarAfd/previa', amostra('afd-595-controlid-sem-cabecalho'));
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ campo: 'numeroRep' });
    const peloNome = await enviar(
      '/ImportarAfd/previa',
      amostra('afd-595-controlid-sem-cabecalho'),
      {
        nome: 'AFD00000000000005952.txt',
      },
    );
    expect(peloNome.json().Data.rep.numero).toBe('00000000000005952');
  });

  it('colaborador sem permissão recebe 403 antes de o arquivo ser lido', async () => {
    const tk = await ctx.t.token('colaborador@demo.jornada.dev');
    const r = await enviar('/ImportarAfd', 'qualquer coisa', { quem: tk });
    expect(r.statusCode).toBe(403);
  });

  it('a marcação importada entra no ponto tratado e no AEJ com o REP-C no registro 02', async () => {
    const afd = montarAfd({
      cabecalho: {
        tipoIdEmpregador: 'cnpj',
        idEmpregador: '11222333000181',
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
        { tipo: '3', nsr: 1, marcadoEm: '2026-11-03T07:00:00-0300', cpf: ctx.demo[0]!.cpf },
      ],
    });
    expect((await enviar('/ImportarAfd', Buffer.from(afd))).json().Data.importadas).toBe(1);
    const tk = await ctx.t.token('colaborador@demo.jornada.dev');
    const mes = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/main/CarregarMes',
      headers: { authorization: `Bearer ${tk}` },
      payload: { mes: 11, ano: 2026 },
    });
    const dia = mes.json().Data.dias.find((x: { data: string }) => x.data === '2026-11-03');
    expect(dia.marcacoes[0]).toMatchObject({ hora: '07:00', origem: 'importada', nsr: 1 });
    const aej = await ctx.t.app.inject({
      method: 'GET',
      url: '/api/main/aej?dataInicio=2026-11-01&dataFim=2026-11-05',
      headers: { authorization: `Bearer ${ctx.token}` },
    });
    expect(validarAej(aej.rawPayload).erros).toEqual([]);
    expect(decodeLatin1(aej.rawPayload).split('\r\n')).toContain('02|2|1|00004004330012345');
    await expect(ctx.t.db.query('delete from marcacao_importada')).rejects.toThrow(/imutável/);
  });
});
