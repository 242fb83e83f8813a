import type {
  AusenciaJustificada,
  DiaEspelho,
  Espelho,
  MotivoAusenciaContrato,
} from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';
import { documentoEspelho } from '../espelho/index.ts';

let t: AppDeTeste;
const tokens: Record<string, string> = {};
let paulaId: number;
/** O dia útil de outubro/2026 em que a Paula faltou (sem marcações) na semente. */
let falta: DiaEspelho;

const MAIN = '/api/main';

beforeAll(async () => {
  t = await createAppDeTeste(); // "hoje" = segunda-feira, 16/11/2026
  for (const quem of ['colaborador', 'rh', 'gestor', 'gestora.cd'])
    tokens[quem] = await t.token(`${quem}@demo.jornada.dev`);
  const [u] = await t.db.query<{ id: number }>(
    "select id from usuario where empresa_id = $1 and email = 'colaborador@demo.jornada.dev'",
    [EMPRESA_DEMO],
  );
  paulaId = u!.id;
});
afterAll(() => t.close());

const chamar = async <T>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  quem = 'rh',
  payload?: object,
) => {
  const r = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${tokens[quem]}` },
    ...(payload ? { payload } : {}),
  });
  return { status: r.statusCode, corpo: r.json() as { Data: T; data: T; campo?: string } };
};

const espelho = async (mes = 10) =>
  (await chamar<Espelho>('GET', `/api/espelho?ano=2026&mes=${mes}&usuarioId=${paulaId}`)).corpo
    .data;
const diaDe = (e: Espelho, data: string) => e.dias.find((d) => d.data === data)!;
/** O DSR da semana (seg–dom) de uma data de outubro/2026 (domingos 4, 11, 18, 25). */
const dsrDa = (e: Espelho, data: string) =>
  e.semanas.find(
    (s) =>
      s.dsr >= data && s.dsr <= `2026-10-${String(Number(data.slice(8)) + 6).padStart(2, '0')}`,
  );

const salvar = (corpo: object, quem = 'rh') =>
  chamar<AusenciaJustificada>('POST', `${MAIN}/SalvarAvisoAusenciaLancamento`, quem, {
    usuarioId: paulaId,
    ...corpo,
  });

/** O dia útil de outubro com falta na semente (a semente sorteia ~3 % de faltas). */
const faltaDeOutubro = async () => {
  if (falta) return falta;
  const e = await espelho();
  falta = e.dias.find((d) => (d.apuracao?.falta ?? 0) > 0 && d.ausenciaJustificada === null)!;
  return falta;
};
/** Setembro/2026 não tem marcações na semente (começam em 1º/10): todo dia útil é falta. */
const setembro = () => espelho(9);

describe('ausência justificada (abono): registro pelo RH e efeito no espelho', () => {
  it('GET /CarregarMotivosAusencia: lista fixa com o art. 473 e o atestado médico', async () => {
    const r = await chamar<MotivoAusenciaContrato[]>(
      'GET',
      `${MAIN}/CarregarMotivosAusencia`,
      'colaborador',
    );
    expect(r.status).toBe(200);
    const porCodigo = new Map(r.corpo.Data.map((m) => [m.codigo, m]));
    expect(porCodigo.get('FALECIMENTO')).toMatchObject({
      fundamento: 'CLT art. 473, I',
      abonaPorLei: true,
    });
    expect(porCodigo.get('ATESTADO_MEDICO')?.abonaPorLei).toBe(true);
    expect(porCodigo.get('OUTRO')?.abonaPorLei).toBe(false);
  });

  it('a semente tem uma falta em outubro e setembro sem marcações (base dos casos abaixo)', async () => {
    expect(await faltaDeOutubro()).toBeDefined();
    const s = await setembro();
    expect(diaDe(s, '2026-09-01').apuracao).toMatchObject({ previsto: 528, falta: 528 });
  });

  it('registrar falecimento (art. 473, I) paga o dia na leitura seguinte, mantém o DSR e audita', async () => {
    const data = (await faltaDeOutubro()).data;
    const antes = await espelho();
    expect(diaDe(antes, data).apuracao!.falta).toBeGreaterThan(0);
    expect(dsrDa(antes, data)?.perdido).toBe(true);

    const r = await salvar({ dataInicio: data, motivo: 'FALECIMENTO', observacao: 'avó' });
    expect(r.status).toBe(200);
    expect(r.corpo.Data).toMatchObject({
      usuarioId: paulaId,
      dataInicio: data,
      dataFim: data,
      motivo: 'FALECIMENTO',
      fundamento: 'CLT art. 473, I',
      status: 'Ativa',
      cancelamento: null,
    });

    const depois = await espelho();
    const dia = diaDe(depois, data);
    expect(dia.apuracao).toMatchObject({ falta: 0, saldo: 0, inconsistencias: [] });
    expect(dia.apuracao!.explicacao.join(' | ')).toContain(
      'ausência justificada — CLT art. 473, I',
    );
    expect(dia.ausenciaJustificada).toMatchObject({
      id: r.corpo.Data.id,
      motivo: 'FALECIMENTO',
      abona: true,
    });
    expect(depois.totais.faltas).toBe(antes.totais.faltas - diaDe(antes, data).apuracao!.falta);
    // Era a única falta da semana: o DSR deixa de ser perdido (Lei 605/49 art. 6º §1º).
    expect(dsrDa(depois, data)?.perdido).toBe(false);
    // O PDF (art. 84) leva o motivo e a base legal na coluna de ocorrências do dia.
    expect(JSON.stringify(documentoEspelho(depois))).toContain(
      'Abono: Falecimento de cônjuge, ascendente, descendente, irmão ou dependente (CLT art. 473, I)',
    );

    const [a] = await t.db.query<{
      acao: string;
      antes: unknown;
      depois: { motivo: string };
      usuario_id: number;
    }>(
      `select acao, antes, depois, usuario_id from auditoria
        where empresa_id = $1 and entidade = 'ausencia_justificada' and entidade_id = $2`,
      [EMPRESA_DEMO, String(r.corpo.Data.id)],
    );
    expect(a).toMatchObject({ acao: 'inclusao', antes: null, depois: { motivo: 'FALECIMENTO' } });
    expect(a!.usuario_id).toBeGreaterThan(0);
  });

  it('sobreposição com ausência ativa → 409; validações em pt-BR nomeando o campo', async () => {
    const e = await espelho();
    const abonado = e.dias.find((d) => d.ausenciaJustificada !== null)!;
    const dup = await salvar({ dataInicio: abonado.data, motivo: 'ATESTADO_MEDICO' });
    expect(dup.status).toBe(409);
    const outro = await salvar({ dataInicio: '2026-10-05', motivo: 'OUTRO' });
    expect(outro.status).toBe(400);
    expect(outro.corpo.campo).toBe('observacao');
    const parcial = await salvar({
      dataInicio: '2026-10-05',
      dataFim: '2026-10-06',
      horaInicio: '08:00',
      horaFim: '10:00',
      motivo: 'ATESTADO_MEDICO',
    });
    expect(parcial.status).toBe(400);
    expect(parcial.corpo.campo).toBe('dataFim');
    const invertida = await salvar({
      dataInicio: '2026-10-06',
      dataFim: '2026-10-05',
      motivo: 'CASAMENTO',
    });
    expect(invertida.status).toBe(400);
  });

  it('cancelar grava o cancelamento (o registro fica), o dia volta a ser falta e audita antes/depois', async () => {
    const e = await espelho();
    const abonado = e.dias.find((d) => d.ausenciaJustificada !== null)!;
    const id = abonado.ausenciaJustificada!.id;
    const c = await chamar<AusenciaJustificada>(
      'POST',
      `${MAIN}/CancelarAvisoAusenciaLancamento`,
      'rh',
      {
        id,
        motivo: 'lançado no dia errado',
      },
    );
    expect(c.status).toBe(200);
    expect(c.corpo.Data).toMatchObject({
      status: 'Cancelada',
      cancelamento: { motivo: 'lançado no dia errado' },
    });
    const depois = diaDe(await espelho(), abonado.data);
    expect(depois.apuracao!.falta).toBeGreaterThan(0);
    expect(depois.ausenciaJustificada).toBeNull();

    const lido = await chamar<AusenciaJustificada>(
      'GET',
      `${MAIN}/CarregarAvisoAusenciaLancamento?id=${id}`,
    );
    expect(lido.corpo.Data.status).toBe('Cancelada');
    const lista = await chamar<AusenciaJustificada[]>(
      'GET',
      `${MAIN}/CarregarAvisoAusenciaLancamentos?usuarioId=${paulaId}&inicio=2026-10-01&fim=2026-10-31`,
    );
    expect(lista.corpo.Data.map((x) => [x.id, x.status])).toContainEqual([id, 'Cancelada']);

    const [a] = await t.db.query<{ antes: { status: string }; depois: { status: string } }>(
      `select antes, depois from auditoria where empresa_id = $1 and entidade = 'ausencia_justificada'
        and entidade_id = $2 and acao = 'cancelamento'`,
      [EMPRESA_DEMO, String(id)],
    );
    expect([a!.antes.status, a!.depois.status]).toEqual(['Ativa', 'Cancelada']);

    const denovo = await chamar('POST', `${MAIN}/CancelarAvisoAusenciaLancamento`, 'rh', {
      id,
      motivo: 'x',
    });
    expect(denovo.status).toBe(409);
    // Depois de cancelada, o mesmo dia aceita outro registro.
    const novo = await salvar({ dataInicio: abonado.data, motivo: 'DOACAO_SANGUE' });
    expect(novo.status).toBe(200);
  });

  it('ausências e cancelamentos são só inserção (gatilho recusa UPDATE e DELETE)', async () => {
    await expect(
      t.db.query("update ausencia_justificada set motivo = 'CASAMENTO' where empresa_id = $1", [
        EMPRESA_DEMO,
      ]),
    ).rejects.toThrow();
    await expect(
      t.db.query('delete from ausencia_justificada_cancelamento where empresa_id = $1', [
        EMPRESA_DEMO,
      ]),
    ).rejects.toThrow();
  });

  it('atestado de parte do dia (08:00–10:00): só as 2 h do atestado são pagas, o resto é falta', async () => {
    const data = '2026-09-01';
    const r = await salvar({
      dataInicio: data,
      horaInicio: '08:00',
      horaFim: '10:00',
      motivo: 'ATESTADO_MEDICO',
      cid: 'j11',
    });
    expect(r.status).toBe(200);
    expect(r.corpo.Data).toMatchObject({ horaInicio: '08:00', horaFim: '10:00', cid: 'J11' });
    const dia = diaDe(await setembro(), data);
    expect(dia.apuracao).toMatchObject({ falta: 528 - 120, saldo: -(528 - 120) });
    expect(dia.ausenciaJustificada).toMatchObject({ horaInicio: '08:00', horaFim: '10:00' });
    expect(dia.apuracao!.explicacao.join(' | ')).toContain('2:00 pagas');
  });
});

describe('ausência justificada: motivo "outro" segue a regra ausencia.justificadaAbona', () => {
  it('desligada (padrão): falta descontada sem SEM_MARCACAO; ligada por PUT com vigência: dia pago dali em diante', async () => {
    // 08 e 09/09 (terça e quarta) num só registro; a nova versão da regra vale a partir de 09/09.
    const r = await salvar({
      dataInicio: '2026-09-08',
      dataFim: '2026-09-09',
      motivo: 'OUTRO',
      observacao: 'Enchente no bairro',
    });
    expect(r.status).toBe(200);
    for (const data of ['2026-09-08', '2026-09-09']) {
      const sem = diaDe(await setembro(), data);
      expect(sem.apuracao!.falta).toBe(528);
      expect(sem.apuracao!.inconsistencias).not.toContain('SEM_MARCACAO');
      expect(sem.apuracao!.explicacao.join(' | ')).toContain('(Enchente no bairro) sem abono');
      expect(sem.ausenciaJustificada!.abona).toBe(false);
    }

    const regras = await chamar<{ id: number; nome: string }[]>(
      'GET',
      '/api/regras-calculo/api/v1/ausencia',
    );
    const seed = regras.corpo.data.find((x) => x.nome.endsWith('padrão CLT'))!;
    const put = await chamar('PUT', `/api/regras-calculo/api/v1/ausencia/${seed.id}`, 'rh', {
      justificadaAbona: true,
      vigenciaInicio: '2026-09-09',
    });
    expect(put.status).toBe(200);
    const depois = await setembro();
    const com = diaDe(depois, '2026-09-09');
    expect(com.apuracao!.falta).toBe(0);
    expect(com.apuracao!.explicacao.join(' | ')).toContain('(Enchente no bairro): dia pago');
    expect(com.ausenciaJustificada!.abona).toBe(true);
    // Antes da vigência da nova versão, a regra anterior continua valendo.
    expect(diaDe(depois, '2026-09-08').apuracao!.falta).toBe(528);
    expect(diaDe(depois, '2026-09-08').ausenciaJustificada!.abona).toBe(false);
  });
});

describe('ausência justificada: permissões e /tag', () => {
  it('colaborador não registra (403); gestor de outra equipe não vê o colaborador (404); gestor da equipe registra', async () => {
    expect(
      (await salvar({ dataInicio: '2026-09-03', motivo: 'VESTIBULAR' }, 'colaborador')).status,
    ).toBe(403);
    expect(
      (await salvar({ dataInicio: '2026-09-03', motivo: 'VESTIBULAR' }, 'gestora.cd')).status,
    ).toBe(404);
    const g = await salvar({ dataInicio: '2026-09-03', motivo: 'VESTIBULAR' }, 'gestor');
    expect(g.status).toBe(200);
    const proprio = await chamar<AusenciaJustificada>(
      'GET',
      `${MAIN}/CarregarAvisoAusenciaLancamento?id=${g.corpo.Data.id}`,
      'colaborador',
    );
    expect(proprio.status).toBe(200);
    const outro = await chamar(
      'GET',
      `${MAIN}/CarregarAvisoAusenciaLancamento?id=${g.corpo.Data.id}`,
      'gestora.cd',
    );
    expect(outro.status).toBe(404);
  });

  it('GET /api/escala/tag lista as ausências justificadas ativas do mês em ausencias', async () => {
    const r = await chamar<{
      data: {
        ausencias: { usuarioId: number; data: string; tipoTag: string; descricao: string }[];
      };
    }>('GET', `/api/escala/tag?Ano=2026&Mes=9&UsuariosIds=${paulaId}`);
    expect(r.status).toBe(200);
    const ausencias = r.corpo.data.data.ausencias;
    expect(ausencias).toContainEqual(
      expect.objectContaining({
        usuarioId: paulaId,
        data: '2026-09-03',
        tipoTag: 'AusenciaJustificada',
      }),
    );
    // A cancelada não aparece.
    const canceladas = await t.db.query<{ data_inicio: string }>(
      `select a.data_inicio from ausencia_justificada a join ausencia_justificada_cancelamento c
         on c.empresa_id = a.empresa_id and c.ausencia_id = a.id where a.empresa_id = $1`,
      [EMPRESA_DEMO],
    );
    for (const c of canceladas) {
      const ativasNoDia = await t.db.query(
        `select 1 from ausencia_justificada a where a.empresa_id = $1 and a.data_inicio <= $2 and a.data_fim >= $2
           and not exists (select 1 from ausencia_justificada_cancelamento c where c.empresa_id = a.empresa_id and c.ausencia_id = a.id)`,
        [EMPRESA_DEMO, c.data_inicio],
      );
      if (ativasNoDia.length === 0)
        expect(ausencias.some((x) => x.data === c.data_inicio)).toBe(false);
    }
  });
});
