import type { HistoricoVerba, Leiaute, Verba } from '@jornada/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeTeste, createAppDeTeste } from '../../../test/app-de-teste.ts';
import { EMPRESA_DEMO } from '../../seed/seed.ts';

const V = '/api/verbas';
let t: AppDeTeste;
const tokens: Record<string, string> = {};

const chamar = async <T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  quem: string,
  payload?: object,
) => {
  const r = await t.app.inject({
    method,
    url: `${V}${url}`,
    headers: { authorization: `Bearer ${tokens[quem]}` },
    ...(payload ? { payload } : {}),
  });
  const corpo = r.json();
  return { status: r.statusCode, data: corpo.data as T, corpo };
};

const corpo = (v: Partial<Record<string, unknown>> = {}) => ({
  codigo: '400',
  descricao: 'Banco de horas: créditos',
  unidade: 'horas',
  quantidades: [{ tipo: 'bancoHorasCredito' }],
  vigenciaInicio: '2026-11-01',
  ...v,
});

beforeAll(async () => {
  t = await createAppDeTeste();
  for (const quem of ['rh', 'colaborador', 'gestor'])
    tokens[quem] = await t.token(`${quem}@demo.jornada.dev`);
});
afterAll(() => t.close());

describe('verbas: configuração (payroll-item config) com vigência e histórico', () => {
  it('lista as verbas da demo; com competência, só as vigentes', async () => {
    const r = await chamar<Verba[]>('GET', '/verba', 'rh');
    expect(r.status).toBe(200);
    expect(r.data.map((v) => v.codigo)).toEqual(
      expect.arrayContaining(['150', '200', '250', '8069', '8070', '8071']),
    );
    const junta = r.data.find((v) => v.codigo === '8069')!;
    expect(junta.quantidades).toEqual([{ tipo: 'debitos' }, { tipo: 'faltas' }]);
    const antes = await chamar<Verba[]>('GET', '/verba?ano=2025&mes=12', 'rh');
    expect(antes.data).toEqual([]);
  });

  it('cria, lê por id, altera e exclui; cada passo vira versão no histórico e na auditoria', async () => {
    const criada = await chamar<Verba>('POST', '/verba', 'rh', corpo());
    expect(criada.status).toBe(200);
    expect(criada.data).toMatchObject({ codigo: '400', versao: 1, ativo: true, vigenciaFim: null });
    const id = criada.data.id;
    expect((await chamar<Verba>('GET', `/verba/${id}`, 'rh')).data.descricao).toBe(
      'Banco de horas: créditos',
    );
    const alterada = await chamar<Verba>(
      'PUT',
      `/verba/${id}`,
      'rh',
      corpo({ quantidades: [{ tipo: 'bancoHorasCredito' }, { tipo: 'bancoHorasDebito' }] }),
    );
    expect(alterada.data.versao).toBe(2);
    const excluida = await chamar<Verba>('DELETE', `/verba/${id}`, 'rh');
    expect(excluida.data).toMatchObject({ ativo: false, versao: 3 });
    const h = await chamar<HistoricoVerba[]>('GET', `/verba/${id}/historico`, 'rh');
    expect(h.data.map((x) => [x.versao, x.acao])).toEqual([
      [3, 'exclusao'],
      [2, 'alteracao'],
      [1, 'inclusao'],
    ]);
    expect(h.data[1]!.alteradoPorNome).toBeTruthy();
    expect(h.data[1]!.dados.quantidades).toHaveLength(2);
    const aud = await t.db.query<{ acao: string }>(
      "select acao from auditoria where empresa_id = $1 and entidade = 'verba' and entidade_id = $2 order by id",
      [EMPRESA_DEMO, String(id)],
    );
    expect(aud.map((a) => a.acao)).toEqual(['inclusao', 'alteracao', 'exclusao']);
    const denovo = await chamar('DELETE', `/verba/${id}`, 'rh');
    expect(denovo.status).toBe(409);
    const mudarExcluida = await chamar('PUT', `/verba/${id}`, 'rh', corpo());
    expect(mudarExcluida.status).toBe(409);
    expect(mudarExcluida.corpo.message).toBe(
      'Esta verba foi excluída e não pode ser alterada: crie uma nova.',
    );
  });

  it('o histórico não muda (gatilho só inserção)', async () => {
    await expect(
      t.db.query('update verba_historico set acao = $1 where empresa_id = $2', ['x', EMPRESA_DEMO]),
    ).rejects.toThrow();
  });

  it.each([
    {
      descricao: 'código com espaço',
      body: corpo({ codigo: '1 50' }),
      campo: 'codigo',
    },
    {
      descricao: 'horas extras sem percentual',
      body: corpo({ quantidades: [{ tipo: 'extras' }] }),
      campo: 'quantidades.0.percentual',
    },
    {
      descricao: 'fim da vigência antes do início',
      body: corpo({ vigenciaFim: '2026-10-01' }),
      campo: 'vigenciaFim',
    },
    {
      descricao: 'unidade em dias para uma quantidade em horas',
      body: corpo({ unidade: 'dias' }),
      campo: 'unidade',
    },
  ])('recusa $descricao, nomeando o campo', async ({ body, campo }) => {
    const r = await chamar('POST', '/verba', 'rh', body);
    expect(r.status).toBe(400);
    expect(r.corpo.campo).toBe(campo);
    expect(r.corpo.message).toMatch(/[a-zà-ú]/);
  });

  it('a mesma quantidade não vai para dois códigos no mesmo período; nem o mesmo código duas vezes', async () => {
    const dupla = await chamar('POST', '/verba', 'rh', {
      ...corpo({ codigo: '151' }),
      quantidades: [{ tipo: 'extras', percentual: 50 }],
    });
    expect(dupla.status).toBe(409);
    expect(dupla.corpo.campo).toBe('quantidades');
    expect(dupla.corpo.message).toBe(
      'Horas extras 50 % já vai para o código 150 ("Horas extras 50 %", vigente desde 2026-01-01).',
    );
    const codigo = await chamar('POST', '/verba', 'rh', corpo({ codigo: '150' }));
    expect(codigo.status).toBe(409);
    expect(codigo.corpo.campo).toBe('codigo');
  });

  it('troca de código a partir de uma data: encerra a vigência e cria a nova', async () => {
    const todas = await chamar<Verba[]>('GET', '/verba', 'rh');
    const he100 = todas.data.find((v) => v.codigo === '200')!;
    const encerrada = await chamar<Verba>('PUT', `/verba/${he100.id}`, 'rh', {
      ...he100,
      vigenciaFim: '2026-11-30',
    });
    expect(encerrada.status).toBe(200);
    const nova = await chamar<Verba>('POST', '/verba', 'rh', {
      codigo: '201',
      descricao: 'Horas extras 100 % (novo código)',
      unidade: 'horas',
      quantidades: [{ tipo: 'extras', percentual: 100 }],
      vigenciaInicio: '2026-12-01',
    });
    expect(nova.status).toBe(200);
    const dezembro = await chamar<Verba[]>('GET', '/verba?ano=2026&mes=12', 'rh');
    expect(dezembro.data.map((v) => v.codigo)).toContain('201');
    expect(dezembro.data.map((v) => v.codigo)).not.toContain('200');
  });

  it('competência sem verba vigente: a exportação pede a configuração (422)', async () => {
    const r = await chamar('GET', '/exportacao?ano=2025&mes=12&leiaute=dominio', 'rh');
    expect(r.status).toBe(422);
    expect(r.corpo.message).toBe(
      'Nenhuma verba vigente em 12/2025: configure as verbas da folha antes de exportar.',
    );
  });

  it('só o RH com o menu de verbas: colaborador e gestor recebem 403', async () => {
    for (const quem of ['colaborador', 'gestor']) {
      expect((await chamar('GET', '/verba', quem)).status).toBe(403);
      expect((await chamar('POST', '/verba', quem, corpo())).status).toBe(403);
      expect(
        (await chamar('GET', '/exportacao?ano=2026&mes=10&leiaute=dominio', quem)).status,
      ).toBe(403);
    }
  });

  it('catálogo das quantidades com medida, unidade e fundamento legal', async () => {
    const r = await chamar<{ tipo: string; fundamento: string }[]>(
      'GET',
      '/tipos-quantidade',
      'rh',
    );
    expect(r.data.find((x) => x.tipo === 'intervaloIndenizado')?.fundamento).toBe(
      'CLT art. 71 §4º',
    );
    expect(r.data.find((x) => x.tipo === 'prontidaoEspera')?.fundamento).toBe('CLT art. 244 §3º');
    // As parcelas do recibo do intermitente (art. 452-A §6º) entram como quantidades próprias.
    expect(r.data.find((x) => x.tipo === 'intermitenteDsr')?.fundamento).toBe(
      'CLT art. 452-A §6º IV; Lei 605/49',
    );
    // Os pagamentos do banco de horas (estágio, extraordinário/fechamento) e o desconto do saldo.
    expect(r.data.find((x) => x.tipo === 'bancoHorasEstagio')?.fundamento).toBe(
      'CLT art. 59 §2º (norma coletiva); CF art. 7º XVI',
    );
    expect(r.data.map((x) => x.tipo)).toEqual(
      expect.arrayContaining(['bancoHorasPagamento', 'bancoHorasDesconto']),
    );
    expect(r.data).toHaveLength(22);
  });
});

describe('leiautes personalizados (CRUD)', () => {
  const definicao = {
    tipo: 'delimitado',
    separador: ';',
    campos: [
      { fonte: 'cpf' },
      { fonte: 'codigoVerba', tamanho: 5, preenchimento: '0', alinhamento: 'direita' },
      { fonte: 'quantidade', formatoHoras: 'centesimal', casasDecimais: 2, separadorDecimal: ',' },
    ],
  };

  it('salva, altera, lista junto dos prontos e exclui', async () => {
    const c = await chamar<Leiaute>('POST', '/leiaute', 'rh', { nome: 'Folha XPTO', definicao });
    expect(c.status).toBe(200);
    expect(c.data.definicao).toMatchObject({ fimDeLinha: 'CRLF', codificacao: 'iso-8859-1' });
    const a = await chamar<Leiaute>('PUT', `/leiaute/${c.data.id}`, 'rh', {
      nome: 'Folha XPTO v2',
      extensao: 'csv',
      definicao,
    });
    expect(a.data).toMatchObject({ nome: 'Folha XPTO v2', versao: 2, extensao: 'csv' });
    const lista = await chamar<{
      prontos: { chave: string; confianca: string }[];
      personalizados: Leiaute[];
    }>('GET', '/leiaute', 'rh');
    expect(lista.data.prontos.map((p) => `${p.chave}:${p.confianca}`)).toEqual([
      'dominio:V2',
      'dominio-faltas:S1',
      'alterdata:V2',
      'calima:S1',
      'senior-modelo-35:S1',
      'protheus:INF',
      'rm-labore:INF',
      'webfopag:S1',
    ]);
    expect(lista.data.personalizados.map((p) => p.nome)).toContain('Folha XPTO v2');
    expect((await chamar('DELETE', `/leiaute/${c.data.id}`, 'rh')).status).toBe(200);
    expect((await chamar('GET', `/leiaute/${c.data.id}`, 'rh')).status).toBe(404);
    const h = await chamar<HistoricoVerba[]>('GET', `/leiaute/${c.data.id}/historico`, 'rh');
    expect(h.data.map((x) => x.acao)).toEqual(['exclusao', 'alteracao', 'inclusao']);
  });

  it('largura fixa exige tamanho em todo campo (o erro aponta o campo)', async () => {
    const r = await chamar('POST', '/leiaute', 'rh', {
      nome: 'Sem tamanho',
      definicao: { ...definicao, tipo: 'fixo' },
    });
    expect(r.status).toBe(400);
    expect(r.corpo.campo).toBe('definicao.campos.0.tamanho');
  });
});
